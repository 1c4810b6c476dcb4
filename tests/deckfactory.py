"""Throwaway decks for tests: a minimal valid manifest and card file per game, and `write_deck`."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from pathlib import Path

import yaml

from deckctl.scaffold.templates import STANDARD_AREAS

REPO = Path(__file__).resolve().parent.parent
DECKS = REPO / "decks"
SCHEMAS = REPO / "schemas"

# A minimal valid deck.yaml per game (the Wissens-Spektrum one names its six areas).
MANIFESTS = {
    game: f"format: 1\ngame: {game}\nid: test-deck\ntitle: Test deck\nlanguage: en\nversion: 1.0.0\n"
    for game in ("knowledge", "wissens-spektrum", "i-know", "iknow", "you-know-it")
}
MANIFESTS["wissens-spektrum"] += STANDARD_AREAS


def questions(count: int, indent: int = 4) -> str:
    """`count` flow-style question entries, indented for a card's `questions:` list."""
    return "".join(f"{' ' * indent}- {{question: Question {i}?, answer: Answer {i}}}\n" for i in range(1, count + 1))


def five_question_cards(count: int, long: str = "", long_on: int | None = None, at: int = 2) -> str:
    """A You Know It! card file of `count` cards (`c0`...) of five questions each (`Question n.i?`);
    question `at` of card `long_on` is the text `long` instead (one that may not fit)."""
    out = ""
    for n in range(count):
        out += f"- id: c{n}\n  questions:\n"
        for i in range(5):
            question = f'"{long}"' if n == long_on and i == at else f"Question {n}.{i}?"
            out += f"    - {{question: {question}, answer: Answer {n}.{i}}}\n"
    return out


# One valid card file per game, so a test can break exactly one thing.
VALID_CARDS = {
    "knowledge": textwrap.dedent("""\
        - id: spider-legs
          category: number
          front: How many body segments does a spider have?
          back: Two, the cephalothorax and the abdomen.
          value: 2
        - id: first-letters
          category: letter
          front: One of the first two letters of the alphabet.
          back: A or B.
          value: [A, B]
        - id: sky-colour
          category: colour
          front: The colour of a clear daytime sky.
          back: Blue.
          value: blue
        - id: insect-legs
          category: number
          front: How many pairs of legs does an insect have, less one?
          back: Three pairs, so two.
          value: 2
        - id: grass-colour
          category: colour
          front: The colour of fresh grass.
          back: Green.
          value: green
        - id: last-letters
          category: letter
          front: One of the last two letters of A to E.
          back: D or E.
          value: [D, E]
        - id: snow-colour
          category: colour
          front: The colour of fresh snow.
          back: White.
          value: white
        """),
    "wissens-spektrum": "- id: rivers\n  area: geography\n  questions:\n" + questions(6),
    "i-know": textwrap.dedent("""\
        - id: math-a-001
          subject: math
          level: A
          question: What is 7 + 5?
          answer: "12"
        - id: fire-drill
          kind: announcement
          text: Fire drill! Go to the Recess Area.
          effect: {type: go-to, square: recess-area}
        """),
    "iknow": textwrap.dedent("""\
        - id: people-001
          category: people
          question: Which scientist is this?
          clues:
            - First clue.
            - Second clue.
            - Third clue.
          answer: Marie Curie
        """),
    "you-know-it": "- id: card-001\n  questions:\n" + questions(5),
}


# A Knowledge? card file of one card with nothing to find in it, its texts short enough to translate by hand.
TOMATO = """\
- id: tomato
  category: colour
  front: The colour of a ripe tomato.
  back: Red.
  value: red
"""

# A Knowledge? card file two lint rules find something in: a doubled space (whitespace) and an
# answer left as TODO (placeholder).
CARD_FILE_WITH_FINDINGS = """\
- id: red
  category: colour
  front: The colour of a  ripe tomato.
  back: Red.
  value: red
- id: two
  category: number
  front: How many wings does a bird have?
  back: TODO
  value: 2
"""


def write_deck(root: Path, game: str = "knowledge", cards: str | bytes | dict | None = None,
               manifest: str | bytes | None = None, name: str = "deck", board: bool | None = None) -> Path:
    """Write a deck folder under `root`; `cards` is one file's content or {file name: content}.

    `manifest=None` writes the game's minimal manifest; pass "" to write an empty deck.yaml and
    use `write_deck(..., manifest=False)` to write none at all. A Knowledge? deck gets the
    reference board.yaml, so that the template is playable, unless `board=False`.
    """
    deck = root / name
    (deck / "cards").mkdir(parents=True, exist_ok=True)
    if manifest is not False:
        content = MANIFESTS[game] if manifest is None else manifest
        _write(deck / "deck.yaml", content)
    files = cards if isinstance(cards, dict) else {"cards.yaml": VALID_CARDS[game] if cards is None else cards}
    for file_name, content in files.items():
        _write(deck / "cards" / file_name, content)
    if board if board is not None else game == "knowledge":
        _write(deck / "board.yaml", (DECKS / "knowledge-starter" / "board.yaml").read_bytes())
    else:  # (a deck written again in the same place, for another game)
        (deck / "board.yaml").unlink(missing_ok=True)
    return deck


def _write(path: Path, content: str | bytes) -> None:
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))


def with_print(manifest: str, section: str) -> str:
    """deck.yaml text `manifest` with `section` (a top-level `print:` block, "print:\\n  logo: x\\n")
    as its only print: section, in place of any it has: the starter decks name their own, and a
    second `print:` key would be a duplicate."""
    kept, inside = [], False
    for line in manifest.splitlines(keepends=True):
        if line.startswith(("print:", "print :")):
            inside = True
        elif inside and line[:1] not in (" ", "\t", "\n", "\r", ""):  # (the next top-level key or comment)
            inside = False
        if not inside:
            kept.append(line)
    text = "".join(kept)
    return (text if text.endswith("\n") or not text else text + "\n") + section


def set_print(deck_yaml: Path, section: str) -> None:
    """Give the deck.yaml at `deck_yaml` the print: section `section` (see `with_print`)."""
    deck_yaml.write_text(with_print(deck_yaml.read_text(encoding="utf-8"), section), encoding="utf-8")




# --- bad inputs as data: tests/validate/cases/*.yaml (the format is described in test_cases.py) ---

CASES_DIR = Path(__file__).resolve().parent / "validate" / "cases"


def read_yaml(path: Path):
    """A test data file (cases, scenarios) read with libyaml's C loader: the pure-Python one took
    about a second of every pytest worker's collection, where each worker reads them all."""
    return yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


def load_cases() -> Iterator[tuple[str, dict]]:
    """("<file stem>/<case name>", case) for every case, in a stable order."""
    for path in sorted(CASES_DIR.glob("*.yaml")):
        for name, case in read_yaml(path).items():
            yield f"{path.stem}/{name}", case


def case_bytes(case: dict, content: str) -> bytes:
    data = content.encode(case.get("encoding", "utf-8"))
    return (b"\xef\xbb\xbf" + data) if case.get("bom") else data


def build_case(root: Path, case: dict, name: str = "deck") -> tuple[Path, str]:
    """Write the case's deck under root; returns the deck folder and the file it breaks."""
    game = case.get("game", "knowledge")
    if case.get("target", "cards") == "deck":
        return write_deck(root, game, manifest=case_bytes(case, case["content"]), name=name), "deck.yaml"
    if "files" in case:
        files = {file_name: case_bytes(case, text) for file_name, text in case["files"].items()}
        return write_deck(root, game, cards=files, name=name), f"cards/{next(iter(files))}"
    return write_deck(root, game, cards=case_bytes(case, case["content"]), name=name), "cards/cards.yaml"


def translate(po: Path, translations: dict[str, str]) -> None:
    """Edit the .po as a translator would: fill the msgstr of the entry with each msgctxt."""
    lines = po.read_text(encoding="utf-8").split("\n")
    for context, text in translations.items():
        start = lines.index(f'msgctxt "{context}"')
        at = next(i for i in range(start, len(lines)) if lines[i].startswith("msgstr "))
        end = at + 1
        while end < len(lines) and lines[end].startswith('"'):
            end += 1
        lines[at:end] = [f'msgstr "{text}"']
    po.write_text("\n".join(lines), encoding="utf-8")


def edit_sheet_cells(sheet: Path, cells: dict[tuple[str, str], str]) -> None:
    """Set cells of an exported CSV sheet, each named by its card id and column header, as an
    editor's spreadsheet would save them."""
    import csv

    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    for (card_id, header), value in cells.items():
        next(row for row in rows if row[0] == card_id)[rows[0].index(header)] = value
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


def import_edited_sheet(cli, deck: Path, folder: Path, cells: dict[tuple[str, str], str]):
    """The deck exported as a CSV sheet into `folder`, `cells` edited there (`edit_sheet_cells`) and
    the sheet imported back: the import's result."""
    sheet = folder / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, cells)
    return cli("import", "sheet", sheet, deck, cwd=folder)


def committed_deck(root: Path, game: str = "knowledge"):
    """A git repository at `root` whose first commit holds a deck of `game` in `decks/`: (the deck
    folder, a function running git there)."""
    import subprocess

    def git(*args):
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *map(str, args)], cwd=root,
                       check=True, capture_output=True)

    git("init", "-q")
    deck = write_deck(root / "decks", game)
    git("add", ".")
    git("commit", "-qm", "first")
    return deck, git


def translated_deck(root: Path, message: str = "translated", cache: Path | None = None):
    """`committed_deck` (at `root`, made here) with a second commit adding its pseudo-translation
    (`deckctl i18n pseudo`, its cache of checked decks in `cache` if given): (the deck, git)."""
    root.mkdir()
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=root, cache=cache).exit_code == 0
    git("add", ".")
    git("commit", "-qm", message)
    return deck, git


def knowledge_bundle_with_fronts(folder: Path, front: str) -> Path:
    """The packaged Knowledge? starter deck's bundle with every card's front `front` (a text to
    play with: escapes, workflow commands), hashed again as export writes it; its file's path."""
    import json

    from deckctl.engine.sources import bundle_from_deck, default_deck
    from deckctl.export.bundle import content_hash

    bundle = bundle_from_deck(default_deck("knowledge"))
    for card in bundle["cards"]:
        card["front"] = front
    bundle["sha256"] = content_hash(bundle)
    path = folder / "bundle.json"
    path.write_text(json.dumps(bundle), encoding="utf-8")
    return path


def deckctl_in_process(*args: str | Path, cwd: Path, cache: Path | None = None):
    """`deckctl ARGS` run in this process from `cwd`, its cache of checked decks in `cache` (if
    given; else where this process's environment puts it, as for a deckctl it started): the `cli`
    fixture's run, for a module's fixture (a process start and deckctl's import cost as much as a
    small deck's command). Its result has `exit_code`, `stdout` and `stderr`; a command that raised
    (an internal error where `deckctl` would exit 70) fails the caller here."""
    import pytest
    from typer.testing import CliRunner

    from deckctl.cli.app import app

    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(cwd)
        if cache is not None:
            patch.setenv("DECKCTL_CACHE_DIR", str(cache))
        result = CliRunner().invoke(app, [str(arg) for arg in args], catch_exceptions=True)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result
