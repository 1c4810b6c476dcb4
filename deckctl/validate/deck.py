"""Validate decks: load every source file, check it against its game's models, then whole-deck rules.

`validate(paths)` is the pure function the CLI, `build` and the tests call; it never raises for
bad input: every problem is a diagnostic with a place.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from difflib import get_close_matches
from pathlib import Path
from types import SimpleNamespace

from pydantic import ValidationError

from deckctl import games
from deckctl.core.deck import CardRef, Deck
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.finding_cap import Capped, cap
from deckctl.core.manifest import Manifest, PrintImages, PrintOptions
from deckctl.core.quoted import quoted, shortened
from deckctl.core.schema_facts import adapter, key_facts, known_keys, tag_choices
from deckctl.io.discover import (
    CARDS,
    MANIFEST,
    card_file_paths,
    discover,
    listable,
    display_path,
    manifest_in_cards,
    misnamed_card_file_errors,
    misnamed_cards_folder,
    shown_path,
    too_many_card_files,
)
from deckctl.io.source import SourceFile, card_id_of, load_source, with_card_ids
from deckctl.validate import controls, limits
from deckctl.validate.repeats import repeated_cards
from deckctl.validate.kinds import card_problems
from deckctl.validate.messages import diagnostics_from, is_tagged_union
from deckctl.validate.unknown_keys import without_extra_unknown_keys

CARDS_DIR = CARDS  # (io.discover)


@dataclass
class ValidationResult:
    decks: list[Deck] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)

    @property
    def card_count(self) -> int:
        return sum(len(deck.cards) for deck in self.decks)


def validate(paths: list[Path]) -> ValidationResult:
    """Validate every deck the paths name. Raises PathNotFound only for a missing path."""
    found = discover(paths)
    result = ValidationResult(diagnostics=list(found.diagnostics))
    for deck_dir in found.decks:
        deck = load_deck(deck_dir)
        result.decks.append(deck)
        result.diagnostics.extend(deck.diagnostics)
    result.diagnostics.extend(duplicate_deck_ids([summarize(deck) for deck in result.decks]))
    return result


@dataclass
class DeckSummary:
    """What is kept of a checked deck once the deck itself is let go: its findings, and the few
    facts that checks across decks need (its id and language, where the id is written)."""

    path: Path
    diagnostics: list[Diagnostic]
    cards: int = 0  # valid cards
    ok: bool = False
    key: tuple[str, str] | None = None  # (deck id, language) of a valid manifest
    manifest_display: str = ""
    id_mark: tuple[int, int] = (1, 1)  # (line, col) of the manifest's `id`
    lint: list[Diagnostic] | None = None  # lint findings; None: not linted
    lint_config: tuple = (None, [])  # (deckctl.toml path, its own problems) the lint used
    lint_across: dict | None = None  # what the lint rules across decks need of it (lint.runner.gather)


def summarize(deck: Deck) -> DeckSummary:
    manifest = deck.manifest
    key = (manifest.id, manifest.language) if manifest is not None else None  # type: ignore[attr-defined]
    return DeckSummary(deck.path, list(deck.diagnostics), len(deck.cards), deck.ok, key,
                       deck.manifest_source.display, deck.manifest_source.mark(("id",)))


def duplicate_deck_ids(decks: list[DeckSummary]):
    """Decks checked together need their own id per language: each one's outputs are written to
    `<out>/<deck-id>/<language>/`, so a second deck with the same id would overwrite the first."""
    first: dict[tuple[str, str], DeckSummary] = {}
    for deck in decks:
        if deck.key is None:
            continue
        if deck.key in first:
            other = first[deck.key]
            line, col = deck.id_mark
            yield Diagnostic(
                deck.manifest_display, line, col, "duplicate-deck-id",
                f"deck id `{deck.key[0]}` ({deck.key[1]}) is already used by the deck at "
                f"{other.manifest_display}:{other.id_mark[0]}",
                hint="give every deck its own id: a deck's bundle and PDF are written to build/<deck-id>/<language>/",
            ).naming(other.manifest_display)  # (the other deck's file named apart from any other: NAMES)
        else:
            first[deck.key] = deck


def load_deck(deck_dir: Path, kept: dict | None = None) -> Deck:
    """The deck in `deck_dir`, loaded and validated. `kept`: what loading each card file gave last
    time, kept by a caller that loads the deck again and again (`proof --serve`, on every save):
    a card file whose metadata is unchanged is not read and validated again. The caller drops the
    files it knows were saved; deck-wide checks (ids, catalogs) always run. Its diagnostics hold
    up to MAX_PER_KIND of a kind per file, and a closing one for the rest (core/finding_cap.py)."""
    deck = _load_deck(deck_dir, kept)
    deck.diagnostics = cap(deck.diagnostics)
    return deck


def _load_deck(deck_dir: Path, kept: dict | None) -> Deck:
    manifest_source = _load_own(deck_dir / MANIFEST, deck_dir)
    deck = Deck(path=deck_dir, manifest_source=manifest_source)
    deck.diagnostics.extend(_explain_empty(manifest_source.diagnostics, MANIFEST))
    deck.diagnostics.extend(controls.problems(manifest_source))
    deck.diagnostics.extend(limits.long_texts(manifest_source)[0])
    if manifest_source.data is None and not manifest_source.ok:  # (a file of just `~` is data: null)
        return deck
    deck.game = _game_of(manifest_source, deck.diagnostics)
    if deck.game is None:
        deck.diagnostics.extend(_common_manifest_keys(manifest_source, deck.diagnostics))
        return deck
    deck.manifest = _validate_manifest(manifest_source, deck.game, deck.diagnostics)
    _load_cards(deck, kept)
    _load_board(deck)
    deck.diagnostics.extend(_duplicate_ids(deck))
    if deck.manifest is not None:
        for check in deck.game.deck_checks:
            deck.diagnostics.extend(check(deck))
        deck.diagnostics.extend(_art(deck))
        deck.diagnostics.extend(print_option_findings(deck))
    else:
        deck.diagnostics.extend(_print_files_of_invalid(deck))
    if os.path.lexists(deck_dir / "locales"):  # (one that is no folder is an error: check_catalogs)
        from deckctl.i18n.check import check_catalogs

        deck.diagnostics.extend(check_catalogs(deck))
    return deck


def _load_own(path: Path, deck_dir: Path) -> SourceFile:
    """One of the deck's own source files, loaded; one that is a link leading outside the deck's
    repository, or a named pipe or device, is an error and is not read (deckctl/io/paths.py)."""
    from deckctl.io.paths import unreadable_source

    display = display_path(path)
    refused = unreadable_source(path, deck_dir)
    if refused is None:
        return load_source(path, display)
    return SourceFile(path=path, display=display, diagnostics=[refused])


# What to write in an empty file, by the kind of file: enough to reach a valid one.
_EMPTY_HINTS = {
    MANIFEST: ("write the deck's keys: format: 1, game (one of " + ", ".join(games.GAME_IDS) + "), "
               "id, title, language and version (like 1.0.0); see deckctl's docs/format.md"),
    CARDS_DIR: "add cards as `- id: ...` followed by the card's keys, or delete the file",
    # (a deck's repository holds no starter deck: `init` writes the reference board into the one it makes)
    "board.yaml": ("copy the reference board into it, which `deckctl init --game knowledge <a new folder>` writes to "
                   "<a new folder>/decks/knowledge-deck/board.yaml, or describe your own (deckctl's docs/format.md, "
                   "\"board.yaml\"), or delete the file"),
}


def _explain_empty(diagnostics: list[Diagnostic], kind: str) -> list[Diagnostic]:
    """The loader cannot know what an empty file was meant to hold; the hint says what goes in it."""
    return [replace(d, hint=_EMPTY_HINTS[kind]) if d.code == "empty-file" and not d.hint else d for d in diagnostics]


def _art(deck: Deck) -> list[Diagnostic]:
    """The publisher's art (`print: {back_art, logo}`): a file that cannot be used is an error,
    raster art below 300 dpi at the size the deck's own print options give it a warning."""
    if not getattr(deck.manifest.print, "back_art", None) and not getattr(deck.manifest.print, "logo", None):
        return []
    from deckctl.export.pdf import art
    from deckctl.export.pdf.options import OptionError, PdfOptions

    section = deck.manifest.print
    try:  # the printed size is all the dpi check needs
        options = PdfOptions(**{key: getattr(section, key) for key in ("card_size", "bleed")
                                if getattr(section, key, None) is not None})
    except OptionError:  # reported by the export as bad-print-option; the files are still checked
        options = PdfOptions()
    return art.check(deck, options)


def _print_files_of_invalid(deck: Deck) -> list[Diagnostic]:
    """The files deck.yaml's `print:` names (art, ICC profile), checked even when deck.yaml itself
    is invalid, so that a bad art name does not hide a bad profile or logo next to it until it is
    fixed. Each key that is invalid on its own is left out (its error is reported already), so
    nothing it names is opened; the rest are checked as in a valid deck."""
    data = deck.manifest_source.data
    raw = data.get("print") if isinstance(data, dict) else None
    if not isinstance(raw, dict):
        return []
    valid = {}
    for key, value in raw.items():
        try:
            PrintOptions.model_validate({key: value})
        except ValidationError:
            continue
        valid[key] = value
    try:
        section = PrintOptions.model_validate(valid)
    except ValidationError:  # (keys valid one by one always make a valid section; kept safe)
        return []
    stand_in = replace(deck, manifest=SimpleNamespace(print=section), diagnostics=[])
    return _art(stand_in) + print_option_findings(stand_in)


def print_option_findings(deck: Deck) -> list[Diagnostic]:
    """A `print:` value the schema accepts but that cannot be printed with (a card size below the
    minimum, `pdfx: "4"` without `icc_profile`, a profile that is missing or not a CMYK output
    profile, card images over the pixel limits): the error `build` and `export pdf` (or `export
    images`) would stop at, found while the deck is edited. `export pdf`, `export images` and
    `preview` judge it again with their command line, which may override it."""
    section = getattr(deck.manifest, "print", None)
    if section is None:
        return []
    from deckctl.export.pdf.options import NO_PROFILE, section_culprit

    culprit = section_culprit(section, deck.path, {})
    found = []
    problems = [culprit] if culprit is not None else _too_small(deck, section) or _too_many_pixels(deck)
    for key, problem in problems:
        hint = ("add `icc_profile: FILE` (the printer's .icc, relative to the deck folder), or use `pdfx: \"1a\"`, "
                "which needs none" if str(problem) == NO_PROFILE
                else problem.hint or "change the deck's print: section")
        path = ("print", *key) if isinstance(key, tuple) else ("print", key)
        found.append(deck.manifest_source.error(path, "bad-print-option", str(problem), hint))
    return found


def _too_many_pixels(deck: Deck) -> list[tuple]:
    """(key, error) for `print: images` when the images it asks for are over the pixel limits,
    one image or all of them (export/images.py): they depend on deck.yaml and the cards alone."""
    from deckctl.export.images import deck_problem

    problem = deck_problem(deck)
    return [] if problem is None else [("images", problem)]


def _too_small(deck: Deck, section) -> list[tuple]:
    """(key, error) for the card size and the images' preset `print:` sets, each that is smaller
    than the deck's game is laid out for (`game_sizes`)."""
    images = section.images if isinstance(getattr(section, "images", None), PrintImages) else None
    if section.card_size is None and (images is None or images.preset is None):
        return []
    from deckctl.export.images import ImageOptions, check_preset
    from deckctl.export.pdf import game_sizes
    from deckctl.export.pdf.options import OptionError, parse_card_size

    found = []
    if section.card_size is not None:
        try:
            game_sizes.check(deck, parse_card_size(section.card_size), f"`{section.card_size}`")
        except OptionError as exc:
            found.append(("card_size", exc))
    if images is not None and images.preset is not None:
        try:
            check_preset(deck, ImageOptions(preset=images.preset))
        except OptionError as exc:
            found.append((("images", "preset"), exc))
    return found


def _game_of(source: SourceFile, diagnostics: list[Diagnostic]) -> games.GamePlugin | None:
    data = source.data
    if not isinstance(data, dict):
        hint = ("write its keys without a `- ` before them, each at the start of its line: `format: 1`, "
                "`game: ...` (see deckctl's docs/format.md)" if isinstance(data, list)
                else "start with `format: 1` and `game: ...` (see deckctl's docs/format.md)")
        diagnostics.append(source.error((), "not-a-mapping", f"{MANIFEST} must be a mapping of keys to values", hint))
        return None
    game_id = data.get("game")
    if game_id is None and "game" not in data:
        misspelt = [key for key in data if isinstance(key, str) and get_close_matches(key, ["game"], n=1, cutoff=0.6)
                    and not any(key in known_keys(game.manifest) for game in games.all_games())]
        if misspelt:  # `gmae: knowledge` is one mistake, not a missing key and an unknown one
            diagnostics.append(source.error((misspelt[0],), "unknown-key", f"unknown key `{misspelt[0]}`",
                                            "did you mean `game`? (`game` is required)", key=True))
            return None
        diagnostics.append(source.error((), "missing-key", "missing required key `game`",
                                        "add `game: ...` with one of: " + ", ".join(games.GAME_IDS)))
        return None
    if game_id is None:
        diagnostics.append(source.error(("game",), "empty-value", "`game` has no value",
                                        "use one of: " + ", ".join(games.GAME_IDS)))
        return None
    if not isinstance(game_id, str):
        diagnostics.append(source.error(("game",), "wrong-type",
                                        f"`game` must be the name of a game, not {_kind_of(game_id)}",
                                        "use one of: " + ", ".join(games.GAME_IDS)))
        return None
    if game_id not in games.GAME_IDS:
        close = get_close_matches(str(game_id), games.GAME_IDS, n=1)
        hint = f"did you mean `{close[0]}`?" if close else "use one of: " + ", ".join(games.GAME_IDS)
        diagnostics.append(source.error(("game",), "unknown-game", f"`{shortened(game_id)}` is not a game deckctl knows", hint))
        return None
    return games.get(game_id)


def _common_manifest_keys(source: SourceFile, found: list[Diagnostic]) -> list[Diagnostic]:
    """Without a game to check deck.yaml against, the keys every game's manifest has are checked
    anyway, so a misspelt `game:` does not hide a misspelt key or a bad version next to it."""
    if not isinstance(source.data, dict):
        return []
    some_game = set().union(*(known_keys(game.manifest) for game in games.all_games()))
    common = known_keys(Manifest)
    # Keys only some games have (`areas`) cannot be judged; `game` itself is reported already.
    data = {key: value for key, value in source.data.items() if key in common or key not in some_game}
    data["game"] = games.GAME_IDS[0]
    try:
        adapter(Manifest).validate_python(data)
        return []
    except ValidationError as exc:
        new = diagnostics_from(exc, data, source, field_names=some_game, facts=key_facts(Manifest))
    already = {(d.line, d.col, d.code) for d in found}
    return [d for d in new if (d.line, d.col, d.code) not in already]


def _validate_manifest(source: SourceFile, game: games.GamePlugin, diagnostics: list[Diagnostic]):
    data, counted = source.data, None
    if isinstance(data, dict):
        data, counted = without_extra_unknown_keys(data, known_keys(game.manifest), source)
    try:
        manifest = adapter(game.manifest).validate_python(data)
    except ValidationError as exc:
        diagnostics.extend(diagnostics_from(exc, data, source, field_names=known_keys(game.manifest),
                                            facts=key_facts(game.manifest),
                                            tag_choices=tag_choices(game.manifest)))
        manifest = None
    if counted is not None:  # (the unknown keys left out of `data`)
        diagnostics.append(counted)
        return None
    return manifest


def _names_a_checkout_cannot_hold(files: list[Path]) -> list[Diagnostic]:
    """A warning at each card file whose name deckctl gives no new card file (io/new_file_names.py:
    `cards/CON.yaml`, a name holding a BiDi control, `cards/Deck.yaml`): the deck reads it here, but
    git on Windows cannot check it out, or a file list does not show its name as it is. The hint
    names one that passes, not another card file's."""
    from deckctl.io.new_file_names import folded, new_card_file_problem, safe_card_file_name

    found = []
    taken = {folded(path.name) for path in files}  # (not cards/ listed: it may hold any number of names)
    for path in files:
        problem = new_card_file_problem(path.name)
        if not problem:
            continue
        safe = safe_card_file_name(path.name, taken)
        taken.add(folded(safe))  # (two such files get two names)
        found.append(Diagnostic(
            shown_path(path), 0, 0, "card-file-name-unsafe",
            f"this card file's name is unsafe: {problem}", severity=Severity.WARNING,
            hint=f"rename it to {CARDS}/{safe} (`new card` and `import sheet` start no card file by its name)",
        ).naming(f"{CARDS}/{safe}"))  # (a name it suggests may hold a backslash too: NAMES)
    return found


def _load_cards(deck: Deck, kept: dict | None = None) -> None:
    deck.diagnostics.extend(misnamed_card_file_errors(deck.path))  # (`cards/people.yml`: its cards are not in the deck)
    files = card_file_paths(deck.path)
    deck.diagnostics.extend(_names_a_checkout_cannot_hold(files))
    if not files:
        if too_many_card_files(deck.path) is not None or not listable(deck.path / CARDS_DIR):
            return  # (misnamed_card_file_errors said so: none is read)
        if manifest_in_cards(deck.path):  # (its cards lie beside it, in the folder that should hold it)
            deck.diagnostics.append(deck.manifest_source.error(
                (), "no-cards", f"{MANIFEST} is inside the deck's {CARDS_DIR}/ folder, so the card files beside it "
                f"are not read", f"move {MANIFEST} up one folder, to {display_path(deck.path.parent / MANIFEST)}, "
                f"beside {CARDS_DIR}/").naming(display_path(deck.path.parent)))  # (named apart: NAMES)
            return
        misnamed = misnamed_cards_folder(deck.path)  # (`Cards/`, `card/`: not read)
        deck.diagnostics.append(deck.manifest_source.error(
            (), "no-cards", f"the deck has no card files ({CARDS_DIR}/*.yaml)",
            f"rename {display_path(misnamed)}/ to {CARDS_DIR}/: deckctl reads that name only" if misnamed
            else f"put the cards in {CARDS_DIR}/<name>.yaml next to {MANIFEST}",
        ).naming(display_path(misnamed) if misnamed else ""))  # (named apart: NAMES)
        return
    models = None
    read = cards = 0  # bytes and cards of the files loaded so far (deckctl/validate/limits.py)
    for path in files:
        size = _size(path)
        too_large = limits.too_many_bytes(display_path(path), size, read)
        if too_large is not None:  # (this file and the rest are not read)
            deck.diagnostics.append(too_large)
            break
        read += size
        signature = _signature(path, deck.game.id) if kept is not None else None
        found = kept.get(str(path)) if kept is not None else None
        if found is not None and signature is not None and found[0] == signature:
            _, source, diagnostics, valid = found
        else:
            if models is None:
                card = deck.game.card
                models = (adapter(card), known_keys(card), is_tagged_union(card), tag_choices(card), key_facts(card))
            source, diagnostics, valid = _load_card_file(deck, path, models)
            if kept is not None and signature is not None:
                kept[str(path)] = (signature, source, diagnostics, valid)
        deck.card_files.append(source)
        deck.diagnostics.extend(diagnostics)
        too_many = limits.too_many_cards(source, cards)
        if too_many is not None:  # (the cards past the limit, and the files after it, are left out)
            deck.diagnostics.append(too_many)
            deck.cards.extend(ref for ref in valid if ref.index < limits.MAX_CARDS - cards)
            break
        deck.cards.extend(valid)
        cards += len(source.data) if isinstance(source.data, list) else 0
    if kept is not None:
        for gone in set(kept) - {str(path) for path in files}:
            del kept[gone]


def _size(path: Path) -> int:
    """The bytes of a card file (0 when it cannot be read: loading it says so)."""
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def _signature(path: Path, game: str) -> tuple | None:
    """What must be the same for a card file's kept loading to stand: its metadata (an editor's save
    changes its time, a rename its inode) and the game whose card model validated it."""
    try:
        stat = os.lstat(path)
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_ctime_ns, stat.st_size, stat.st_ino, stat.st_mode, game)


def _load_card_file(deck: Deck, path: Path, models: tuple) -> tuple[SourceFile, list[Diagnostic], list[CardRef]]:
    """One card file: its source, its diagnostics (the loader's, then each card's, up to
    MAX_PER_KIND of a kind: core/finding_cap.py) and its valid cards (a card holding a text past
    the limit on a text is not validated)."""
    found = Capped()
    source, cards = _check_card_file(deck, path, models, found)
    return source, found.closed(), cards


def _check_card_file(deck: Deck, path: Path, models: tuple, found: Capped) -> tuple[SourceFile, list[CardRef]]:
    card_adapter, keys, tagged, choices, facts = models
    source = _load_own(path, deck.path)
    cards: list[CardRef] = []
    loader_diagnostics, broken = with_card_ids(source)
    found.extend(_explain_empty(loader_diagnostics, CARDS_DIR))
    refused = controls.problems(source)
    found.extend(refused)
    broken |= {d.extra["fix"]["path"][0] for d in refused}  # (a card holding one is not valid)
    too_long, unchecked = limits.long_texts(source)
    found.extend(too_long)
    too_many_items, crowded = limits.long_lists(source)
    found.extend(too_many_items)
    unchecked |= crowded
    if source.data is None and not source.ok:
        return source, cards
    if not isinstance(source.data, list):
        found.append(source.error(
            (), "not-a-list", "a card file must be a list of cards",
            "start each card with `- id: ...`"))
        return source, cards
    if not source.data:
        found.append(source.error(
            (), "no-cards", "the card file has no cards (an empty list)",
            "add cards as `- id: ...`, or delete the file"))
        return source, cards
    repeated = repeated_cards(source)
    for index, raw in enumerate(source.data):
        card_id = card_id_of(raw)
        if index in unchecked:
            continue
        if index in repeated:  # (its problems are the first copy's, reported there)
            found.append(repeated[index])
            continue
        if not isinstance(raw, dict):
            found.append(source.error(
                (index,), "not-a-mapping", f"card {index + 1} is {_kind_of(raw)}, not a mapping of keys to values",
                "write each card as `- id: ...` followed by its keys, indented"))
            continue
        raw, counted = without_extra_unknown_keys(raw, keys, source, (index,), card_id)
        try:
            card = card_adapter.validate_python(raw)
        except ValidationError as exc:
            found.extend(card_problems(raw, exc, deck.game.card, source, index, card_id, field_names=keys,
                                       tagged=tagged, tag_choices=choices, facts=facts))
            card = None
        if counted is not None:  # (the unknown keys left out of `raw`)
            found.append(counted)
        if card is None or counted is not None or index in broken:
            continue
        cards.append(CardRef(card, source, index))
    return source, cards


def _kind_of(value: object) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the value `{str(value).lower()}`"
    return f"the value {quoted(value)}"


def _duplicate_ids(deck: Deck):
    """Ids are unique within a deck, across all its card files."""
    first: dict[str, tuple[SourceFile, int]] = {}
    for source in deck.card_files:
        if not isinstance(source.data, list):
            continue
        repeated = repeated_cards(source)  # (reported as such by _check_card_file)
        for index, raw in enumerate(source.data):
            card_id = raw.get("id") if isinstance(raw, dict) else None
            if not isinstance(card_id, str) or index in repeated:
                continue
            if card_id in first:
                other, other_index = first[card_id]
                line, _ = other.mark((other_index, "id"))
                yield source.error((index, "id"), "duplicate-id",
                                   f"id `{card_id}` is already used by a card at {other.display}:{line}",
                                   "give every card its own id (ids are never reused)",
                                   card_id=card_id).naming(other.display)  # (named apart: NAMES)
            else:
                first[card_id] = (source, index)


def _load_board(deck: Deck) -> None:
    """The optional board.yaml of a game played on a board: its model, then what the model cannot check."""
    path = deck.path / "board.yaml"
    if not os.path.lexists(path):  # (a named pipe, a folder or a broken link there is said to be one, not skipped)
        return
    source = _load_own(path, deck.path)
    deck.diagnostics.extend(_explain_empty(source.diagnostics, "board.yaml"))
    deck.diagnostics.extend(controls.problems(source))
    deck.diagnostics.extend(limits.long_texts(source)[0])
    if deck.game.board is None:
        deck.diagnostics.append(source.error((), "board-unused", f"{deck.game.title} is not played on a board; "
                                             "this file is ignored", "delete board.yaml", severity=Severity.WARNING))
        return
    if source.data is None and not source.ok:
        return
    try:
        board = adapter(deck.game.board).validate_python(source.data)
    except ValidationError as exc:
        deck.diagnostics.extend(diagnostics_from(exc, source.data, source, field_names=known_keys(deck.game.board),
                                                 facts=key_facts(deck.game.board)))
        return
    problems = [source.error(where, code, message, hint) for where, code, message, hint in board.problems()]
    deck.diagnostics.extend(problems)
    if not problems:
        deck.board = board
