"""Where a played game's bundle comes from: a bundle file, or a deck folder validated and bundled in memory.

Either way the bundle is held to the same checks (`checked_bundle`: JSON limits, format, hash,
schema, a deck's checks): a deck folder's is the bytes `export bundle` would write, read back from
memory (no temporary file).
A deck folder may be played in another language: its catalog's translation, as `export bundle
--lang` would write it (untranslated texts stay in the source language).
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.path_text import as_typed
from deckctl.core.quoted import quoted, quoted_text
from deckctl.io.shell_word import shell_word


class SourceError(Exception):
    """The deck or bundle cannot be played; `diagnostics` holds the deck's findings, if any."""

    def __init__(self, message: str, diagnostics: list[Diagnostic] | None = None, hint: str | None = None):
        super().__init__(message)
        self.diagnostics = diagnostics or []
        self.hint = hint


class BundleFinding(SourceError):
    """A bundle file refused: its one finding is the whole message, as replay's of a log
    (`FILE: error: cannot read it: ... [unreadable]`, `FILE:1:2: error: not JSON: ... [bad-bundle]`)."""

    def __init__(self, finding: Diagnostic):
        super().__init__(finding.message, [finding], finding.hint)


class NoSuchLanguage(SourceError):
    """The language asked for is not one the deck or bundle can be played in (a usage error): no
    catalog for it, or a bundle written in another."""


def default_deck(game_id: str) -> Path:
    """decks/<game>-starter, from the working directory (from a folder below the repository's top,
    the top's: `defaults_folder`) or else the one deckctl ships."""
    from deckctl.io.discover import DECKS, defaults_folder
    from deckctl.io.resources import starter_deck

    name = defaults_folder() / DECKS / f"{game_id}-starter"
    if (name / "deck.yaml").is_file():
        return name
    shipped = starter_deck(game_id)
    return shipped if (shipped / "deck.yaml").is_file() else name


def bundle_from_deck(deck_dir: Path, language: str | None = None) -> dict:
    """The bundle of the deck folder's edition in `language` (default: the deck's own)."""
    return deck_edition(deck_dir, language).bundle


# What to do about a deck folder whose bundle is refused (its place in the bundle, not the line of a
# file, is in the message: the bundle is in memory).
IN_MEMORY_HINT = ("a deck folder is played as the bundle `deckctl export bundle` writes of it, held to every "
                  "check of a bundle file: change the deck (or its catalog) where the message says")


def deck_edition(deck_dir: Path, language: str | None = None) -> Edition:
    from deckctl.export.bundle import BundleError, build_bundle, bundle_bytes, checked_bundle
    from deckctl.validate.deck import load_deck

    if not (Path(deck_dir) / "deck.yaml").is_file():
        raise SourceError(f"{as_typed(deck_dir)} is not a deck (no deck.yaml)")
    _refuse_unread(Path(deck_dir))
    deck = load_deck(Path(deck_dir))
    if not deck.ok:
        errors = [d for d in deck.diagnostics if d.is_error]
        raise SourceError(f"{as_typed(deck_dir)} has {len(errors)} error{'' if len(errors) == 1 else 's'}; fix {'it' if len(errors) == 1 else 'them'} (deckctl validate) before playing", errors)
    own = deck.manifest.language
    deck, language = _in_language(deck, deck_dir, language)
    try:  # (the bytes `export bundle` writes: the engine gets what it would get from the file)
        data = checked_bundle(bundle_bytes(build_bundle(deck, language)),
                              f"{as_typed(deck_dir)} (bundled in `{language}`)", deck_folder=as_typed(deck_dir))
    except BundleError as exc:  # (a finding on the folder, as a bundle file's refusal is on the file)
        raise BundleFinding(Diagnostic(as_typed(deck_dir), 0, 0, "bad-bundle", f"bundled in `{language}`, {exc.detail}",
                                       hint=IN_MEMORY_HINT)) from None
    return Edition(data, _left_untranslated(deck, deck_dir, language, own) if deck.untranslated else None)


class Untranslated(NamedTuple):
    """How much of a deck's edition in another language is still in the deck's own: `texts` of its
    `of` translatable texts have no translation (none, fuzzy or out of date), and show `source`.
    `generated`: the edition is the pseudo-locale's, out of date rather than untranslated, which
    `deckctl i18n pseudo <deck>` writes again (`deck`, as typed). `labels`: the printed labels
    (`label/<key>`) `i18n status` counts among the catalog's texts besides `of`, which the table
    never shows (it speaks deckctl's own words for them), in `catalog` (`locales/<name>.po`)."""

    texts: int
    of: int
    source: str
    generated: bool = False
    deck: str = ""
    labels: int = 0
    catalog: str = ""


class Edition(NamedTuple):
    """What is played: the bundle, and, for a deck folder's edition in another language that left
    texts in the deck's own, how many (a bundle file cannot say: None)."""

    bundle: dict
    untranslated: Untranslated | None = None


def _left_untranslated(deck, deck_dir: Path, language: str, own: str) -> Untranslated:
    from deckctl.i18n.catalog import shared_catalog
    from deckctl.i18n.locales import LOCALES, catalog_path, is_generated
    from deckctl.i18n.printed import label_texts
    from deckctl.io.discover import display_path

    path = catalog_path(deck, language)
    catalog = shared_catalog(path, display_path(path))  # (the one the edition was made from: parsed already)
    labels = len(label_texts(deck, language, catalog.entries)) if catalog.catalog is not None else 0
    return Untranslated(len(deck.untranslated), len(deck.untranslated) + len(deck.translated_at), own,
                        is_generated(language), as_typed(deck_dir), labels, f"{LOCALES}/{path.name}")


def _refuse_unread(deck_dir: Path) -> None:
    """The deck folder's refusal, when the commands that check decks do not read it (validate, lint,
    export: a folder whose name is not UTF-8, `file-name`; one reached through a link leading out of
    its repository, `unreadable`): a deck that is not checked is not played either."""
    from deckctl.io.discover import discover

    found = discover([deck_dir])
    if not found.decks:
        errors = [d for d in found.diagnostics if d.is_error]
        raise SourceError(f"{as_typed(deck_dir)} is not played: deckctl does not read it", errors)


def _in_language(deck, deck_dir: Path, language: str | None):
    """(the deck in `language`, the language): its own, or its catalog's translation. A tag the deck
    has no catalog for plays the nearest one it has, as gettext and Babel look a tag up (`de-AT`:
    locales/de-AT.po, else de.po, the deck itself when it is written in `de`)."""
    from deckctl.core.language_tags import same_language
    from deckctl.i18n.apply import localize
    from deckctl.i18n.locales import CatalogMissing

    own = deck.manifest.language
    if language is None:
        return deck, own
    for tag in looked_up(language):
        if same_language(tag, own):
            return deck, own
        try:
            localized, diagnostics = localize(deck, tag)
        except CatalogMissing:
            continue
        errors = [d for d in diagnostics if d.is_error]
        if errors:
            raise SourceError(f"{as_typed(deck_dir)}: some `{tag}` translations are refused; fix them before playing", errors)
        return localized, tag
    raise NoSuchLanguage(_no_edition(deck, deck_dir, language))


def looked_up(language: str) -> list[str]:
    """The tags a deck's edition in `language` is looked for under, nearest first: the tag, then
    the tag with its last subtag dropped, and so on (RFC 4647's lookup: `zh-Hant-TW`, `zh-Hant`, `zh`).
    A pseudo-locale is looked for under its own tag only: `--lang en-XA` asks for the pseudo-translation,
    which the deck's English is not."""
    from deckctl.i18n.locales import is_pseudo

    if is_pseudo(language):
        return [language]
    parts = language.split("-")
    return ["-".join(parts[:end]) for end in range(len(parts), 0, -1)]


def _no_edition(deck, deck_dir: Path, language: str) -> str:
    """Why the deck is not played in `language`, naming the deck once and the languages it is
    played in; `i18n update` is suggested for a deck of the user's own, never for a starter deck
    deckctl ships (that would write into deckctl's installed files)."""
    from deckctl.i18n.locales import is_generated, languages
    from deckctl.io.resources import data_dir

    own = deck.manifest.language
    others = languages(deck)
    played = f"`{own}` (without --lang)" + "".join(f", `{tag}` (--lang {tag})" for tag in others)
    shipped = Path(deck_dir).resolve().is_relative_to(data_dir("decks").resolve())
    name = f"the starter deck {deck.manifest.id}" if shipped else as_typed(deck_dir)
    message = f"{name} has no `{language}` edition: it is played in {played}"
    if shipped:
        return message
    if is_generated(language):  # (written whole from the deck's texts, never by `i18n update`)
        return f"{message}; `deckctl i18n pseudo {shell_word(as_typed(deck_dir))}` writes its locales/{language}.po"
    message += f"; to translate it, `deckctl i18n update {shell_word(as_typed(deck_dir))} --lang {language}` writes its locales/{language}.po"
    return message


def edition_for(deck_dir: Path, own: str, language: str) -> str | None:
    """The language `--lang language` would play the deck folder in (its own, or one of its
    catalogs', looked up as `_in_language` does), or None when it has no edition in it."""
    from deckctl.core.language_tags import canonical, same_language
    from deckctl.io.discover import catalog_file_paths

    editions = [own, *(canonical(path.stem) or path.stem for path in catalog_file_paths(Path(deck_dir)))]
    for tag in looked_up(language):
        found = [edition for edition in editions if same_language(edition, tag)]
        if found:
            return found[0]
    return None


# What to do about a bundle file that is not read (the reason, an I/O error or a named pipe, is in the finding).
NOT_READ_HINT = "give the bundle.json that `deckctl export bundle` wrote, or --deck with the deck's folder"


def bundle_from_file(path: Path) -> dict:
    from deckctl.export.bundle import BundleError, BundleNotRead, load_bundle

    try:
        return load_bundle(Path(path))  # (a control character in its texts refused, as validate refuses one)
    except BundleNotRead as exc:
        raise BundleFinding(Diagnostic(as_typed(path), 0, 0, "unreadable", str(exc), hint=NOT_READ_HINT)) from None
    except BundleError as exc:  # (where a place in the file is known, JSON and its limits, the finding names it)
        raise BundleFinding(Diagnostic(as_typed(path), exc.line, exc.col, "bad-bundle", exc.detail,
                                       hint=exc.hint or "")) from None


def load_for_game(game_id: str, deck: Path | None = None, bundle: Path | None = None,
                  language: str | None = None) -> dict:
    """The bundle to play `game_id` with (`game_edition`'s)."""
    return game_edition(game_id, deck, bundle, language).bundle


def game_edition(game_id: str | None, deck: Path | None = None, bundle: Path | None = None,
                 language: str | None = None) -> Edition:
    """What to play `game_id` with: `bundle`, else `deck`, else the game's starter deck, in
    `language` (default: the deck's own). Without `game_id`, `bundle` or `deck` tells the game
    (its bundle's `game`, checked against the games as every bundle is)."""
    left = None
    if bundle is not None and deck is not None:
        raise SourceError("give either --deck or --bundle, not both")
    if bundle is not None:
        data = bundle_from_file(bundle)
        from deckctl.core.language_tags import same_language

        written_in = str(data.get("language"))
        if language is not None and not any(same_language(tag, written_in) for tag in looked_up(language)):
            written = quoted_text(data.get("language"))
            raise NoSuchLanguage(f"{as_typed(bundle)} is written in `{written}`, not `{language}`: play its deck "
                                 f"folder with --lang {language}, or a bundle exported with --lang {language}")
    else:
        if deck is None and game_id is None:
            raise SourceError("no game named: give the game, --deck or --bundle")
        data, left = deck_edition(deck or default_deck(game_id), language)
    if game_id is not None and data.get("game") != game_id:
        source = bundle if bundle is not None else (deck or default_deck(game_id))
        raise SourceError(f"{as_typed(source)} is a deck for {quoted(data.get('game'))}, not for `{game_id}`",
                          hint=f"name its game, {quoted(data.get('game'))}, or give a deck for `{game_id}`")
    return Edition(data, left)
