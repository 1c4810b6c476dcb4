"""The published schemas in the tools editors and CI use: ajv-cli in strict mode (draft 2020-12),
and yaml-language-server (the YAML support of VS Code and other editors) driven over LSP the way
an editor drives it. They need node and the npm packages pinned in tests/node (`make test`
installs them when npm is there); without them these tests are skipped and say why."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import (
    DECKS,
    MANIFESTS,
    REPO,
    SCHEMAS,
    VALID_CARDS,
    build_case,
    write_deck,
)
from lsp import LanguageServer
from test_schemas import AGREEMENT_CASES

from deckctl.export.schemas import card_file_schema_name
from deckctl.validate.deck import validate

NODE_TOOLS = REPO / "tests" / "node" / "node_modules"
AJV = NODE_TOOLS / ".bin" / "ajv"
YAML_LS = NODE_TOOLS / "yaml-language-server" / "bin" / "yaml-language-server"


def _why_skip() -> str | None:
    if shutil.which("node") is None:
        return "node is not installed: ajv-cli and yaml-language-server are not run (install Node.js, then `make test`)"
    if not (AJV.is_file() and YAML_LS.is_file()):
        return "the npm editor tools are not installed: run `make test` (or `npm ci --prefix tests/node`)"
    return None


pytestmark = pytest.mark.skipif(_why_skip() is not None, reason=_why_skip() or "")

SCHEMA_FILES = sorted(SCHEMAS.glob("*.schema.json"))
STARTER_FILES = sorted([*DECKS.glob("*/deck.yaml"), *DECKS.glob("*/board.yaml"), *DECKS.glob("*/cards/*.yaml")])


def schema_of(path: Path) -> Path:
    """The schema a deck file is checked against, as the file's own schema line names it."""
    first = path.read_text(encoding="utf-8").splitlines()[0]
    return (path.parent / first.split("$schema=", 1)[1]).resolve()


# --- ajv-cli, strict --------------------------------------------------------------------------

def ajv(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(AJV), *args, "--spec=draft2020", "--strict=true"],
                          capture_output=True, text=True, timeout=120, check=False)


AJV_BATCH = REPO / "tests" / "node" / "ajv-cli-batch.js"
AJV_END = "--- end of an ajv-cli command ---"


def ajv_verdicts(by_schema: dict[Path, list[Path]], *options: str) -> dict[str, str]:
    """ajv's verdict on each file, checked against its schema: "valid" or "invalid". One
    `ajv validate` command line a schema, all run by ajv-cli in one node process (tests/node/
    ajv-cli-batch.js), which starts node and loads ajv-cli once rather than once a schema."""
    lines = [["validate", "-s", str(schema), *[arg for f in files for arg in ("-d", str(f))], *options,
              "--spec=draft2020", "--strict=true"] for schema, files in by_schema.items()]
    run = subprocess.run(["node", str(AJV_BATCH)], input=json.dumps(lines), capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 0 and run.stdout.count(AJV_END) == len(lines), run
    verdicts = {}
    outs, errs = run.stdout.split(AJV_END)[:-1], run.stderr.split(AJV_END)[:-1]
    for files, out, err in zip(by_schema.values(), outs, errs, strict=True):
        said = {}
        for line in (out + err).splitlines():
            name, _, verdict = line.rpartition(" ")
            if verdict in ("valid", "invalid") and name in map(str, files):
                said[name] = verdict
        assert set(said) == set(map(str, files)), (out, err)
        verdicts.update(said)
    return verdicts


def test_ajv_compiles_every_schema_in_strict_mode():
    run = ajv("compile", *[arg for path in SCHEMA_FILES for arg in ("-s", str(path))])
    assert run.returncode == 0, run.stderr
    assert run.stdout.count(" is valid") == len(SCHEMA_FILES) >= 8


def test_ajv_accepts_every_starter_deck_file_filling_in_defaults():
    """With `--use-defaults` ajv writes each default into the data before checking it: a null
    default on an optional key would make every file invalid."""
    by_schema: dict[Path, list[Path]] = {}
    for path in STARTER_FILES:
        by_schema.setdefault(schema_of(path), []).append(path)
    assert {p.name for p in by_schema} >= {"deck.schema.json", "knowledge.board.schema.json"}
    assert ajv_verdicts(by_schema, "--use-defaults") == {str(f): "valid" for f in STARTER_FILES}


def test_ajv_rejects_what_deckctl_rejects(tmp_path):
    """The invalid examples check-jsonschema is held to (test_schemas.py), given to ajv."""
    by_schema: dict[Path, list[Path]] = {}
    for number, (name, case) in enumerate(AGREEMENT_CASES):
        deck, broken = build_case(tmp_path, case, name=f"case-{number:03d}")
        game = case.get("game", "knowledge")
        schema = SCHEMAS / ("deck.schema.json" if broken == "deck.yaml" else card_file_schema_name(game))
        by_schema.setdefault(schema, []).append(deck / broken)
    verdicts = ajv_verdicts(by_schema)
    assert len(verdicts) == len(AGREEMENT_CASES)
    assert [path for path, verdict in verdicts.items() if verdict != "invalid"] == []


# --- yaml-language-server ---------------------------------------------------------------------

# What `deckctl init` puts in .vscode/settings.json: YAML 1.1, so `yes` and `no` are flagged as
# deckctl flags them.
SETTINGS = {"yaml": {"validate": True, "hover": True, "completion": True, "yamlVersion": "1.1"}}
CARD_SCHEMA_LINE = "# yaml-language-server: $schema=../../../schemas/{}\n"
DECK_SCHEMA_LINE = "# yaml-language-server: $schema=../../schemas/deck.schema.json\n"


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    """A deck repository: schemas/ at the top, decks under decks/, as in this one."""
    root = tmp_path_factory.mktemp("workspace")
    shutil.copytree(SCHEMAS, root / "schemas")
    shutil.copytree(DECKS, root / "decks", ignore=shutil.ignore_patterns("locales"))
    return root


@pytest.fixture(scope="module")
def editor(workspace):
    server = LanguageServer(["node", str(YAML_LS), "--stdio"], workspace, SETTINGS)
    yield server
    server.shutdown()


def errors_at(diagnostics: list[dict]) -> set[tuple[int, int]]:
    """The 1-based line:col of each error an editor underlines."""
    return {(d["range"]["start"]["line"] + 1, d["range"]["start"]["character"] + 1)
            for d in diagnostics if d.get("severity", 1) == 1}


def test_the_editor_shows_no_error_in_the_starter_decks(editor, workspace):
    paths = sorted((workspace / "decks").glob("*/**/*.yaml"))
    opened = {str(path.relative_to(workspace)): found for path, found in zip(paths, editor.open_all(paths), strict=True)}
    for path in paths:
        editor.close(path)
    assert len(opened) == len(STARTER_FILES)
    assert {name: found for name, found in opened.items() if found} == {}


def test_the_editor_shows_a_broken_manifest(editor, workspace):
    """deck.yaml names its schema, so a broken one is underlined like a card file."""
    deck = workspace / "decks" / "knowledge-starter" / "deck.yaml"
    text = deck.read_text(encoding="utf-8").replace("game: knowledge", "game: knowlege")
    assert errors_at(editor.open(deck.with_name("broken-deck.yaml"), text)) == {(3, 7)}


# Bad files, each with its problems at places both tools can see from the schema alone.
BAD_FILES = {
    "letter-not-in-vocabulary": ("knowledge", "cards", VALID_CARDS["knowledge"].replace("value: [A, B]", "value: F")),
    "terms-on-a-letter-card": ("knowledge", "cards", VALID_CARDS["knowledge"].replace("value: [A, B]",
                                                                                   "value: [A, B]\n  terms: [a, b]")),
    "misspelt-optional-key": ("knowledge", "cards", VALID_CARDS["knowledge"].replace("value: blue", "value: blue\n  tgas: [sky]")),
    "two-clues-and-a-stray-key": ("iknow", "cards", VALID_CARDS["iknow"].replace("    - Third clue.\n", "")
                                  .replace("answer:", "author: me\n  answer:")),
    "move-nowhere": ("i-know", "cards", VALID_CARDS["i-know"].replace("{type: go-to, square: recess-area}",
                                                                    "{type: move, steps: 0}")),
    "manifest-game-licence-version": ("knowledge", "deck", MANIFESTS["knowledge"].replace("game: knowledge", "game: knowlege")
                                      .replace("version: 1.0.0", "version: 1.0") + "licence: CC0-1.0\n"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_the_editor_and_deckctl_agree(editor, workspace, name):
    """The same errors at the same line:col in the editor as from `deckctl validate`."""
    game, target, content = BAD_FILES[name]
    root = workspace / "bad"
    if target == "deck":
        deck = write_deck(root, game, manifest=DECK_SCHEMA_LINE + content, name=name)
        broken = deck / "deck.yaml"
    else:
        schema_line = CARD_SCHEMA_LINE.format(card_file_schema_name(game))
        deck = write_deck(root, game, cards=schema_line + content, name=name)
        broken = deck / "cards" / "cards.yaml"
    # (bad/<deck>/... is as deep as decks/<deck>/..., so the schema lines reach schemas/.)
    found = [d for d in validate([deck]).diagnostics if d.is_error]
    assert found and all(d.file.endswith(str(broken.relative_to(root))) for d in found)
    assert errors_at(editor.open(broken)) == {(d.line, d.col) for d in found}


def _line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.splitlines()) if line.startswith(start))


def test_completion_offers_the_values_of_an_enum(editor, workspace):
    path = workspace / "decks" / "knowledge-starter" / "cards" / "new.yaml"
    text = (CARD_SCHEMA_LINE.format("knowledge.cards.schema.json")
            + "- id: new-card\n  category: letter\n  front: A letter.\n  back: Because.\n  value: \n")
    editor.open(path, text)
    line = _line_of(text, "  value:")
    assert [item["label"] for item in editor.completion(path, line, len("  value: "))] == list("ABCDE")
    text = CARD_SCHEMA_LINE.format("knowledge.cards.schema.json") + "- id: new-card\n  category: \n"
    editor.open(path.with_name("new-category.yaml"), text)
    categories = editor.completion(path.with_name("new-category.yaml"), _line_of(text, "  category:"),
                                   len("  category: "))
    assert {item["label"] for item in categories} >= {"number", "letter", "colour"}


def test_completion_of_a_number_card_value_offers_0_to_5(editor, workspace):
    path = workspace / "decks" / "knowledge-starter" / "cards" / "number-value.yaml"
    text = (CARD_SCHEMA_LINE.format("knowledge.cards.schema.json")
            + "- id: new-card\n  category: number\n  front: Legs of a bird.\n  back: Two.\n  value: \n")
    editor.open(path, text)
    offered = editor.completion(path, _line_of(text, "  value:"), len("  value: "))
    editor.close(path)
    assert [item["label"] for item in offered] == ["0", "1", "2", "3", "4", "5"]


def test_hover_shows_a_description_as_one_paragraph(editor, workspace):
    path = workspace / "decks" / "knowledge-starter" / "cards" / "letter.yaml"
    text = path.read_text(encoding="utf-8")
    editor.open(path, text)
    shown = editor.hover(path, _line_of(text, "- id:"), 3)
    assert "unique within the deck and never given to other content" in shown


CARD = "- id: {0}-card\n  category: {0}\n  front: A question.\n  back: Because.\n  value: {1}\n"


def test_completion_on_a_letter_card_offers_only_its_own_keys_and_never_null(editor, workspace):
    header = CARD_SCHEMA_LINE.format("knowledge.cards.schema.json")
    offered = {}
    for category, value in (("letter", "A"), ("number", "2")):
        path = workspace / "decks" / "knowledge-starter" / "cards" / f"new-{category}.yaml"
        text = header + CARD.format(category, value) + "  \n"
        editor.open(path, text)
        items = editor.completion(path, text.count("\n") - 1, 2)
        offered[category] = {item["label"]: item.get("insertText", "") for item in items}
    assert "terms" in offered["number"] and "terms" not in offered["letter"]
    assert {"tags", "source", "notes", "accept"} <= set(offered["letter"])
    assert [text for text in offered["letter"].values() if "null" in text] == []


def test_completion_after_a_number_card_offers_no_terms_on_a_letter_card(editor, workspace):
    """With a number card before it, as in a real file: the key being typed (`t...`) completes
    to the letter card's own keys. (On a still empty line yaml-language-server also offers the
    keys of neighbouring cards of other kinds; its validation flags them all the same.)"""
    path = workspace / "decks" / "knowledge-starter" / "cards" / "mixed.yaml"
    text = CARD_SCHEMA_LINE.format("knowledge.cards.schema.json") + CARD.format("number", 2) + CARD.format("letter", "B")
    editor.open(path, text + "  t\n")
    labels = {item["label"] for item in editor.completion(path, text.count("\n"), 3)}
    assert "tags" in labels and "terms" not in labels
    found = editor.open(path.with_name("mixed-terms.yaml"), text + "  terms: [a, b]\n")
    assert errors_at(found) == {(text.count("\n") + 1, 3)}


def test_hover_shows_the_description(editor, workspace):
    path = workspace / "decks" / "knowledge-starter" / "cards" / "letter.yaml"
    text = path.read_text(encoding="utf-8")
    editor.open(path, text)
    schema = json.loads((SCHEMAS / "knowledge.cards.schema.json").read_text(encoding="utf-8"))
    for key in ("front", "source"):
        line = _line_of(text, f"  {key}:")
        shown = editor.hover(path, line, 3)
        assert schema["$defs"]["LetterCard"]["properties"][key]["description"] in shown
