"""`deckctl new card`: append a card to fill in, with a fresh id, to a deck's card file.

The new card takes its kind from the last card of the file (its category, area, or subject and
level) and says `TODO` in every text (the rest of the placeholder in German for a deck written in
German, in English otherwise), so the file still validates and `deckctl lint` lists the
card until it is written (rule `placeholder`). Its id continues the numbering of the file's ids
(`people-007` after `people-006`); a deck without numbered ids gets `new-card-1`, `new-card-2`...
A file with no card yet (empty, or only the schema line, comments and `---` or `...` lines) gets
one like the deck's last card, numbered like it; in a deck with no card at all, like the sample
`deckctl init` writes. So does a new file of the deck's cards/ folder (`--file cards/new.yaml`),
written with the schema line the deck's other card files open with; a deck with no cards/ folder
yet gets one (inside the deck, never through a link). A closing `...` line is dropped first, as `deckctl fmt` drops it (a comment
on it kept on a line of its own): a card after it would start a second document.

The card is appended as text in the layout `deckctl fmt` keeps, so nothing else in the file moves
(comments, order and quoting stay byte for byte, and so do the file's line ends and byte-order
mark: deckctl/io/line_ends.py; a new file gets CRLF where all the deck's other card files have it);
the result must load back to the old cards plus the new one before it is written, atomically, and
only if no card file of the deck changed since it was read. Runs at the same moment take turns:
each holds the deck folder's lock (deckctl/io/lock.py) from before it reads the deck until its
card is written, so none writes over another's card or takes its id; where there are no locks
(Windows), the check that nothing changed is what stops a run whose card could clash. No card is added while a card file of the deck cannot be read (a merge
conflict, a YAML error) or is left unread (past the deck's limits): its ids are unknown, and the new
id could be one of them.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, replace
from pathlib import Path

from deckctl.core.card_ids import fresh_id
from deckctl.core.diagnostics import Diagnostic
from deckctl.core.source import SourceFile
from deckctl.io.atomic import check_folder, sync_folder, write_all, write_new
from deckctl.io.discover import card_file_paths, display_path
from deckctl.io.line_ends import CRLF, Saved
from deckctl.io.lock import Locked, NotLocked, deck_locked, lock_refused
from deckctl.io.naming import about
from deckctl.io.source import load_source, source_of_bytes

KIND_KEYS = ("kind", "category", "area", "subject", "level")  # what says which kind of card it is
_SHAPE_KEYS = ("front", "back", "questions", "question", "answer", "clues", "text")  # what says its game's shape
_KNOWLEDGE_VALUE = {"number": 0, "letter": "A", "colour": "red"}
_LIMITS = ("deck-too-large", "too-many-cards")  # what leaves the deck's last card files unread


class NewCardError(Exception):
    """The card cannot be added; `diagnostic` says where and why."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


@dataclass
class Added:
    file: Path
    card_id: str
    line: int  # where the new card starts
    started: bool = False  # the card file is new, made by this run


# Every placeholder text, in English and in German (a deck written in German gets German ones).
# Each starts with `TODO`, which lint's `placeholder` rule looks for in any language; no ß, so
# Swiss German decks (which write ss) get them as they spell.
_PLACEHOLDERS = {
    "en": {"announcement": "TODO: what the announcement says", "front": "TODO: the text on the front",
           "back": "TODO: the answer on the back", "question n": "TODO: question {n}?",
           "answer n": "TODO: answer {n}", "question": "TODO: the question?", "clue n": "TODO: clue {n}",
           "answer": "TODO: the answer", "source": "TODO: where the fact was checked"},
    "de": {"announcement": "TODO: was die Ansage sagt", "front": "TODO: der Text auf der Vorderseite",
           "back": "TODO: die Antwort auf der Rückseite", "question n": "TODO: Frage {n}?",
           "answer n": "TODO: Antwort {n}", "question": "TODO: die Frage?", "clue n": "TODO: Hinweis {n}",
           "answer": "TODO: die Antwort", "source": "TODO: wo die Angabe geprüft wurde"},
}


def template(last: dict, card_id: str, questions: int, language: str = "en") -> dict:
    """A card of the same kind as `last`, every text a `TODO` placeholder, in German for a deck
    written in German and in English otherwise."""
    from deckctl.scaffold.templates import german

    todo = _PLACEHOLDERS["de" if german(language) else "en"]
    card: dict = {"id": card_id}
    card.update({key: last[key] for key in KIND_KEYS if key in last})
    if card.get("kind") == "announcement":
        card["text"] = todo["announcement"]
        card["effect"] = last.get("effect", {"type": "miss-turn", "turns": 1})
        return card
    if "front" in last:
        card["front"] = todo["front"]
        card["back"] = todo["back"]
        card["value"] = _KNOWLEDGE_VALUE.get(str(card.get("category")), 0)
    elif "questions" in last:
        card["questions"] = [{"question": todo["question n"].format(n=n), "answer": todo["answer n"].format(n=n)}
                             for n in range(1, questions + 1)]
    else:
        card["question"] = todo["question"]
        if "clues" in last:
            card["clues"] = [todo["clue n"].format(n=n) for n in range(1, len(last["clues"]) + 1)]
        card["answer"] = todo["answer"]
    card["source"] = todo["source"]
    return card


def as_text(card: dict) -> str:
    """One card in `deckctl fmt`'s layout, through the same ruamel.yaml set-up fmt writes with."""
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString

    from deckctl.io.rewrite import canonical_text

    def quoted(value):
        if isinstance(value, str) and value.startswith("TODO"):
            return DoubleQuotedScalarString(value)
        # fmt's ruamel set-up reads every plain scalar as the text written, so it would tag a
        # number (`!!int '0'`); written as its text, it is the plain `0` any YAML reads as a number.
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (int, float)):
            return str(value)
        if isinstance(value, dict):
            return {k: quoted(v) for k, v in value.items()}
        if isinstance(value, list):
            return [quoted(v) for v in value]
        return value

    return canonical_text([quoted(card)])


def add_card(deck: Path, file: Path | None = None, new_file: bool = False) -> Added:
    """Append a new card to `file` (a deck's card file; default the last one in cards/);
    `new_file`: `file`, in the deck's cards/ folder, is not there yet and starts with this card,
    under the schema line the deck's other card files open with."""
    try:
        with deck_locked(deck):
            return _add_card(deck, file, new_file)
    except (Locked, NotLocked) as exc:
        raise NewCardError(lock_refused(deck, exc, "new card", "no card is added")) from None


def _add_card(deck: Path, file: Path | None, new_file: bool) -> Added:
    """`add_card`, the deck's lock held (or none to be had: another run's card is then seen by
    `_check_unchanged` at the latest): the deck is read, the id chosen and the card written under it."""
    from deckctl.io.rewrite import without_document_end
    from deckctl.validate.deck import load_deck

    if new_file and file is not None and os.path.lexists(file):
        new_file = False  # (another run started it while this one waited for the lock: appended to)
    before = _card_files_state(deck)  # (before the deck is read: a change while it is read is seen)
    loaded = load_deck(deck)
    if loaded.manifest is None or loaded.game is None:
        first = next((d for d in loaded.diagnostics if d.is_error), None)
        raise NewCardError(first or Diagnostic(display_path(deck / "deck.yaml"), 0, 0, "not-a-deck", "no valid deck.yaml"))
    files = list(before)
    target = file if file is not None else (files[-1] if files else None)
    if target is None:
        raise NewCardError(Diagnostic(display_path(deck / "cards"), 0, 0, "no-cards", "the deck has no card file to add to",
                                      hint=_first_card_file_hint(deck / "cards")))
    source = (source_of_bytes(_schema_line(loaded).encode("utf-8"), display_path(target)) if new_file
              else _source_of(loaded, target))
    cards = _cards_of(source)
    unseen = _unseen_ids(loaded, files)
    if unseen is not None:
        raise NewCardError(unseen)
    deck_cards = [c for f in loaded.card_files if isinstance(f.data, list) for c in f.data if isinstance(c, dict)]
    ids = [c["id"] for c in deck_cards if isinstance(c.get("id"), str)]
    own = [c["id"] for c in cards if isinstance(c, dict) and isinstance(c.get("id"), str)]
    last = next((c for c in reversed(cards) if isinstance(c, dict)), None)
    if last is None:  # the file's first card: like the deck's last one and numbered like it
        last = deck_cards[-1] if deck_cards else _sample_card(loaded.game.id, target.name)
        own = [last["id"]] if deck_cards and isinstance(last.get("id"), str) else []
    if not any(key in last for key in _SHAPE_KEYS):
        # A card still being written (its id and category alone) shows no shape: the game's sample
        # card of its kind gives it (a Knowledge? card had got `question` and `answer`).
        last = {**_sample_card(loaded.game.id, target.name, last.get("kind")),
                **{key: last[key] for key in KIND_KEYS if key in last}}
    questions = len(last.get("questions") or []) or 0
    card = template(last, fresh_id(ids, own), questions, str(loaded.manifest.language))

    # The file keeps its line ends (CRLF from a Windows checkout) and its byte-order mark; a new
    # one takes the line ends of the deck's other card files.
    saved = _saved_like(loaded.card_files) if new_file else Saved.of_source(source)
    old = without_document_end(saved.plain(source.text))
    separator = "" if not old or old.endswith("\n") else "\n"
    new = f"{old}{separator}{as_text(card)}"
    _check(new, cards, card, target)
    # Never through a symbolic link inside the deck (a linked `cards/` could lead anywhere); a new
    # file only if none has come there since the deck was read (another run's, an editor's).
    data, inside = saved.encode(new), (deck if target.is_relative_to(deck) else None)
    _check_unchanged(deck, before, target)
    if new_file:
        _write_new_card_file(target, data, inside)
    else:
        write_all({target: data}, inside=inside)
    return Added(target, card["id"], old.count("\n") + (1 if separator else 0) + 1, started=new_file)


def _card_files_state(deck: Path) -> dict[Path, tuple | None]:
    """Each card file of the deck, in order, with what tells a change of it (another run's card,
    an editor's save): its inode (a rename puts a new one), size and time of change."""
    state: dict[Path, tuple | None] = {}
    for path in card_file_paths(deck):
        try:
            st = os.stat(path)
            state[path] = (st.st_ino, st.st_size, st.st_mtime_ns)
        except OSError:
            state[path] = None
    return state


def _check_unchanged(deck: Path, before: dict, target: Path) -> None:
    """No card file of the deck changed, came or went since the deck was read (an editor's save,
    which takes no lock; another deckctl run writing the deck where there are no locks): the
    new id could be taken, or this run's write drop another's card, so nothing is written. Without
    the lock it narrows the window to the moments before the write rather than closing it."""
    if _card_files_state(deck) != before:
        raise NewCardError(Diagnostic(display_path(target), 0, 0, "deck-changed",
                                      "the deck's card files changed while the card was being added (another "
                                      "`deckctl new card`, an editor): nothing is written, as its id could be taken now",
                                      hint="run `deckctl new card` again"))


def _saved_like(card_files) -> Saved:
    """How a new card file is saved: with CRLF line ends where every other card file of the deck
    that has a line end has them (a Windows checkout), else LF; without a byte-order mark, which
    an editor adds rather than a checkout."""
    ends = [Saved.of_source(source).newline for source in card_files if "\n" in source.text]
    return Saved(newline=CRLF) if ends and all(end == CRLF for end in ends) else Saved()


def _first_card_file_hint(cards: Path) -> str:
    """How to start a deck's first card file: --file, once its cards/ is a folder (or not there)."""
    if os.path.lexists(cards) and not os.path.isdir(cards):
        return f"{display_path(cards)} is not a folder: move it aside, then --file cards/<name>.yaml starts one"
    return "give one with --file cards/<name>.yaml (it starts that file, and cards/ if need be)"


def _write_new_card_file(target: Path, data: bytes, deck: Path | None) -> None:
    """`write_new`, making the deck's cards/ folder first where the deck has none yet (a deck whose
    cards are all to come): the folder only, inside the deck (mkdir makes no folder through a link
    standing in its place; `write_new` refuses one), and removed again if the file is not written."""
    folder = target.parent
    made = False
    check_folder(folder)  # (a file, a link where cards/ would be: refused, named)
    if not os.path.lexists(folder):
        check_folder(folder.parent)  # (the deck folder itself, not a link)
        try:
            folder.mkdir()
            made = True
        except FileExistsError:
            pass  # (made by another run meanwhile: not ours to remove)
        except OSError as exc:
            raise about(exc, folder) from None
    try:
        write_new(target, data, deck)
    except BaseException:
        if made:
            with contextlib.suppress(OSError):
                folder.rmdir()  # (only while it is empty: another run's file in it meanwhile stays)
        raise
    if made:
        sync_folder(folder.parent)


def _source_of(loaded, target: Path) -> SourceFile:
    """The file to append to, as loading the deck read it (it is read once); read now where the
    deck did not (one past the deck's limits, refused next; a hidden file, which the CLI refuses)."""
    folder = None
    for source in loaded.card_files:
        if source.path.name == target.name:
            folder = folder or target.parent.resolve()
            if source.path.parent.resolve() == folder:
                return source
    return load_source(target, display_path(target))


def _schema_line(loaded) -> str:
    """The line a new card file opens with: the schema line of the deck's first card file that has
    one (editor completion, whatever path the repository's schemas are at), else the one `deckctl
    init` and `new deck` write."""
    from deckctl.scaffold.templates import SCHEMA_LINE

    for source in loaded.card_files:
        first = source.text.split("\n", 1)[0].rstrip("\r") if source.text else ""
        if first.startswith("# yaml-language-server:"):
            return first + "\n"
    return SCHEMA_LINE.format(game=loaded.game.id)


def _unseen_ids(loaded, files: list[Path]) -> Diagnostic | None:
    """Why the ids of some card file of the deck are not known (None: all are), which a new id
    must differ from: a file that cannot be read (a merge conflict, a YAML error: loading the deck
    skips it), or files past the deck's limits, which loading leaves unread."""
    for source in loaded.card_files:
        errors = [d for d in source.diagnostics if d.is_error]
        if source.data is None and errors and [d.code for d in errors] != ["empty-file"]:
            return replace(errors[0], message=f"{errors[0].message}; no card is added while a card file cannot "
                                              "be read: its ids are unknown, and the new id could be one of them",
                           hint=f"{errors[0].hint or 'fix the file'}; run `deckctl new card` again after that")
    limit = next((d for d in loaded.diagnostics if d.code in _LIMITS), None)
    if limit is not None and len(loaded.card_files) < len(files):
        return replace(limit, message=f"{limit.message}; no card is added while card files are not read: "
                                      "their ids are unknown, and the new id could be one of them")
    return None


def _cards_of(source) -> list:
    """The cards of the file to append to: none yet in a file with nothing but blank lines and
    comments (an empty file, or the schema line alone), and `---` or `...` lines."""
    from deckctl.io.rewrite import without_document_end, without_document_start

    errors = [d for d in source.diagnostics if d.is_error]
    if source.data is None and [d.code for d in errors] == ["empty-file"]:
        return []
    if source.data is None and not errors:
        rest = without_document_end(without_document_start(source.text.replace("\r\n", "\n")))
        if all(not line.strip() or line.lstrip().startswith("#") for line in rest.split("\n")):
            return []
        raise NewCardError(Diagnostic(source.display, *source.mark(()), "not-a-card-list",
                                      "the file holds only an empty value (`~` or `null`), "
                                      "which a card cannot be appended to",
                                      hint="delete it (a file with no cards may be empty) and run it again"))
    if source.data == [] and not errors:
        raise NewCardError(Diagnostic(source.display, *source.mark(()), "not-a-card-list",
                                      "the file holds an empty list written `[]`, which a card cannot be appended to",
                                      hint="delete the `[]` (a file with no cards may be empty) and run it again"))
    if source.data is None or errors or not isinstance(source.data, list):
        raise NewCardError(errors[0] if errors else Diagnostic(source.display, 1, 1, "not-a-card-list",
                                                               "the file is not a list of cards to add to",
                                                               hint="run `deckctl validate` and fix the file first"))
    return source.data


_ANY = object()


def _sample_card(game_id: str, file_name: str, kind: object = _ANY) -> dict:
    """The last card of the sample deck `deckctl init` writes for the game, from its file of the
    same name if it has one (Wissens-Spektrum's `art.yaml` holds an art card): the kind of card a
    deck with no card at all starts with. With `kind`, the last of that kind (`None`: a question
    card, not an announcement), where there is one."""
    import yaml

    from deckctl.scaffold.templates import card_files

    samples = card_files(game_id)
    text = samples.get(file_name) or list(samples.values())[-1]
    cards = yaml.load(text, Loader=yaml.CSafeLoader)
    return next((card for card in reversed(cards) if kind is _ANY or card.get("kind") == kind), cards[-1])


def _check(new: str, old_cards: list, card: dict, target: Path) -> None:
    reloaded = source_of_bytes(new.encode("utf-8"), display_path(target))
    if reloaded.data != [*old_cards, card]:
        raise NewCardError(Diagnostic(display_path(target), 0, 0, "new-card-unsafe",
                                      "appending a card would change the cards already in the file",
                                      hint="the file is left as it is; run `deckctl fmt` on it and try again"))
