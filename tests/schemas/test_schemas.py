"""The committed JSON Schemas: current with the models, valid draft 2020-12, and usable by a tool
that is not ours (check-jsonschema), which must agree with `deckctl validate`."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from deckfactory import DECKS, MANIFESTS, SCHEMAS, VALID_CARDS, build_case, load_cases, write_deck

from deckctl import games
from deckctl.export.schemas import card_file_schema_name, generate
from deckctl.validate.deck import validate
from deckctl.core.schema_facts import schema_nodes

CHECK_JSONSCHEMA = Path(sys.executable).with_name("check-jsonschema")
BATCH = Path(__file__).with_name("check_jsonschema_batch.py")
SCHEMA_LINE = re.compile(r"^# yaml-language-server: \$schema=(?P<path>\S+)$")
STARTER_DECKS = sorted(p.parent for p in DECKS.glob("*/deck.yaml"))
SCHEMA_FILES = sorted(SCHEMAS.glob("*.json"))


# --- drift ---------------------------------------------------------------------------------------

def test_committed_schemas_are_current(cli):
    run = cli("schema", "--check", "--dir", SCHEMAS)
    assert run.exit_code == 0, run.stderr
    assert "up to date" in run.stderr


def test_every_generated_schema_is_committed():
    assert sorted(generate()) == sorted(p.name for p in SCHEMA_FILES)
    for game in games.all_games():
        assert (SCHEMAS / card_file_schema_name(game.id)).is_file()


@pytest.mark.parametrize("change", ["edit", "delete"])
def test_check_fails_when_a_schema_drifts(cli, tmp_path, change):
    copy = tmp_path / "schemas"
    shutil.copytree(SCHEMAS, copy)
    target = copy / "knowledge.cards.schema.json"
    if change == "edit":
        schema = json.loads(target.read_text(encoding="utf-8"))
        schema["title"] += " (edited by hand)"
        target.write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
    else:
        target.unlink()

    run = cli("schema", "--check", "--dir", copy)
    assert run.exit_code == 1
    # An edited file is out of date, a deleted one missing; the advice is the command that writes them.
    said = {"edit": "out of date with the models", "delete": "missing"}[change]
    assert f"{target}: {said}\n" in run.stderr
    assert run.stderr.count(f": {said}") == 1 and run.stderr.count("\n") == 2
    assert f"write them with `deckctl schema --dir {copy}`, then commit them" in run.stderr
    assert "make" not in run.stderr
    assert target.exists() == (change == "edit")  # --check writes nothing

    # Without --check the schemas are rewritten, and then they check again.
    assert cli("schema", "--dir", copy).exit_code == 0
    assert cli("schema", "--check", "--dir", copy).exit_code == 0
    assert target.read_bytes() == (SCHEMAS / target.name).read_bytes()


def test_check_fails_on_a_schema_no_model_makes(cli, tmp_path):
    copy = tmp_path / "schemas"
    shutil.copytree(SCHEMAS, copy)
    orphan = copy / "chess.cards.schema.json"
    orphan.write_text("{}\n", encoding="utf-8")
    run = cli("schema", "--check", "--dir", copy)
    assert run.exit_code == 1
    assert f"{orphan}: no model makes this schema; delete it" in run.stderr
    assert "up to date" not in run.stderr and orphan.exists()


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.name)
def test_schema_is_valid_draft_2020_12(path):
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)
    assert schema.get("title") and schema.get("description")


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.name)
def test_every_property_has_a_description(path):
    """What an editor shows on hover: each property says in words what it is for."""
    schema = json.loads(path.read_text(encoding="utf-8"))
    bare = [name for node in schema_nodes(schema) for name, prop in node.get("properties", {}).items()
            if not str(prop.get("description", "")).strip()]
    assert bare == []


def test_field_descriptions_come_from_the_class_declaring_the_field():
    """A field's docstring describes it; a subclass declaring the field again without one leaves it
    undescribed (as pydantic's own reading did); a description written in the field stays."""
    from pydantic import Field

    from deckctl.core.fields import Strict
    from deckctl.export.schemas import PortableSchema

    class Parent(Strict):
        kept: str
        """Said by the parent."""
        redeclared: str
        """Said by the parent too."""
        given: str = Field(description="Given in the field.")
        """Not this one."""

    class Child(Parent):
        redeclared: int
        own: str
        """Said by the child."""

    properties = Child.model_json_schema(schema_generator=PortableSchema)["properties"]
    assert {name: prop.get("description") for name, prop in properties.items()} == {
        "kept": "Said by the parent.", "redeclared": None, "given": "Given in the field.", "own": "Said by the child."}


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.name)
def test_descriptions_are_single_paragraphs(path):
    """Editors render descriptions as Markdown, where a line break kept from a docstring splits a
    sentence into two paragraphs on hover."""
    schema = json.loads(path.read_text(encoding="utf-8"))
    texts = [node[key] for node in schema_nodes(schema) for key in ("description", "title")
             if isinstance(node.get(key), str)]
    assert texts and [text for text in texts if "\n" in text or "  " in text] == []
    assert [text for text in texts if re.search(r"\ba (I know|iKNOW)", text)] == []  # "a iKNOW deck"


def test_a_number_card_value_is_a_closed_vocabulary():
    """0 to 5 as a list of values, so an editor completes it (and no letter or colour) as it
    completes the letters and colours of the other kinds."""
    schema = json.loads((SCHEMAS / "knowledge.cards.schema.json").read_text(encoding="utf-8"))
    value = schema["$defs"]["NumberCard"]["properties"]["value"]
    assert value["enum"] == [0, 1, 2, 3, 4, 5] and value["type"] == "integer"


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=lambda p: p.name)
def test_only_standard_keywords_and_no_defaults(path):
    """The OpenAPI `discriminator` is not JSON Schema (strict ajv refuses it); a null default is
    what completion and ajv's useDefaults would write, which deckctl rejects (and strict ajv
    refuses any default inside a union branch)."""
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert not [node for node in schema_nodes(schema) if "discriminator" in node]
    assert not [node for node in schema_nodes(schema) if "default" in node]


# --- the schema line of every card file ------------------------------------------------------

CARD_FILES = sorted(DECKS.glob("*/cards/*.yaml"))


def test_there_are_starter_card_files():
    assert {p.parent.parent.name for p in CARD_FILES} == {p.name for p in STARTER_DECKS}
    assert len(STARTER_DECKS) >= 5


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: str(p.relative_to(DECKS)))
def test_card_file_names_its_schema(path):
    first = path.read_text(encoding="utf-8").splitlines()[0]
    match = SCHEMA_LINE.match(first)
    assert match, f"{path} starts with {first!r}"
    game = validate([path.parent.parent]).decks[0].game.id
    assert match["path"] == f"../../../schemas/{card_file_schema_name(game)}"
    assert (path.parent / match["path"]).resolve().is_file()


@pytest.mark.parametrize("deck", STARTER_DECKS, ids=lambda p: p.name)
def test_deck_yaml_names_its_schema(deck):
    """Without the line an editor checks nothing in deck.yaml, however broken."""
    first = (deck / "deck.yaml").read_text(encoding="utf-8").splitlines()[0]
    match = SCHEMA_LINE.match(first)
    assert match, f"{deck}/deck.yaml starts with {first!r}"
    assert match["path"] == "../../schemas/deck.schema.json"
    assert (deck / match["path"]).resolve() == SCHEMAS / "deck.schema.json"


# --- check-jsonschema agrees with deckctl validate ----------------------------------------------

def check_jsonschema(batches: dict[Path, list[Path]]) -> set[str]:
    """Run `check-jsonschema --schemafile SCHEMA FILES...` for each schema and its files; returns
    the names of the files it rejected. The command lines run in one process
    (check_jsonschema_batch.py), which starts Python and imports check-jsonschema once."""
    assert CHECK_JSONSCHEMA.is_file(), "check-jsonschema is a dev dependency: pip install -e '.[dev]'"
    lines = [["-o", "json", "--schemafile", str(schema), *map(str, files)] for schema, files in batches.items()]
    done = subprocess.run([sys.executable, str(BATCH)], input=json.dumps(lines), capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    rejected: set[str] = set()
    for result in json.loads(done.stdout):
        report = json.loads(result["stdout"])
        found = {e["filename"] for e in report.get("errors", []) + report.get("parse_errors", [])}
        assert (result["exit_code"] == 0) == (not found) and result["exception"] is None, result
        rejected |= found
    return rejected


# Error codes a schema can judge too. Left out: YAML-level problems (syntax, encoding, tabs,
# aliases), unquoted scalars (check-jsonschema reads YAML 1.2, where `yes` is text), and rules
# that need the whole deck (duplicate ids, a card's area among the deck's areas).
SCHEMA_CODES = {"unknown-key", "missing-key", "not-in-vocabulary", "wrong-count", "wrong-type", "out-of-range",
                "empty-value", "empty-text", "bad-id", "bad-version", "bad-language", "wrong-kind", "no-cards",
                "invalid-value", "accept-separator"}
# (not `areas-share`: each area's colour and name differ from the others', a model rule that JSON
# Schema cannot say)
AGREEMENT_CASES = [(name, case) for name, case in load_cases() if case["expect"]["code"] in SCHEMA_CODES]


def test_there_are_agreement_cases():
    codes = {case["expect"]["code"] for _, case in AGREEMENT_CASES}
    assert {"unknown-key", "missing-key", "not-in-vocabulary", "wrong-count", "wrong-type"} <= codes
    assert len(AGREEMENT_CASES) >= 40


class Judged:
    """Every instance file this module asks about, judged by check-jsonschema once per schema."""

    def __init__(self, root: Path):
        self.batches: dict[Path, list[Path]] = {}
        self.starter: list[Path] = []
        self.templates: list[Path] = []
        self.invalid: dict[Path, str] = {}  # broken file -> case name
        for deck in STARTER_DECKS:
            game = validate([deck]).decks[0].game.id
            self.starter += self._add(deck, game, ["deck.yaml", *self._cards(deck)])
            if (deck / "board.yaml").is_file():
                self.starter.append(deck / "board.yaml")
                self.batches.setdefault(SCHEMAS / f"{game}.board.schema.json", []).append(deck / "board.yaml")
        for game in MANIFESTS:
            deck = write_deck(root / "templates", game, VALID_CARDS[game], name=game)
            self.templates += self._add(deck, game, ["deck.yaml", "cards/cards.yaml"])
        for number, (name, case) in enumerate(AGREEMENT_CASES):
            deck, broken = build_case(root / "cases", case, name=f"case-{number:03d}")
            [path] = self._add(deck, case.get("game", "knowledge"), [broken])
            self.invalid[path] = name
        self.rejected = check_jsonschema(self.batches)

    @staticmethod
    def _cards(deck: Path) -> list[str]:
        return [f"cards/{p.name}" for p in sorted((deck / "cards").glob("*.yaml"))]

    def _add(self, deck: Path, game: str, names: list[str]) -> list[Path]:
        paths = []
        for name in names:
            schema = SCHEMAS / ("deck.schema.json" if name == "deck.yaml" else card_file_schema_name(game))
            self.batches.setdefault(schema, []).append(deck / name)
            paths.append(deck / name)
        return paths


@pytest.fixture(scope="module")
def judged(tmp_path_factory) -> Judged:
    return Judged(tmp_path_factory.mktemp("judged"))


def test_check_jsonschema_accepts_the_starter_decks(judged):
    assert validate([DECKS]).ok
    assert len(judged.starter) > len(STARTER_DECKS)
    assert [str(p.relative_to(DECKS)) for p in judged.starter if str(p) in judged.rejected] == []


def test_check_jsonschema_accepts_the_test_templates(judged):
    assert [str(p) for p in judged.templates if str(p) in judged.rejected] == []


def test_check_jsonschema_rejects_what_deckctl_rejects(judged):
    """Each invalid example: deckctl finds exactly its one error, and check-jsonschema rejects it."""
    for path, name in judged.invalid.items():
        deck = path.parent.parent if path.parent.name == "cards" else path.parent
        errors = [d for d in validate([deck]).diagnostics if d.is_error]
        assert [d.code for d in errors] == [dict(AGREEMENT_CASES)[name]["expect"]["code"]], name
    assert [name for path, name in judged.invalid.items() if str(path) not in judged.rejected] == []
