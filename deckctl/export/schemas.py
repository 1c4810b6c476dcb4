"""JSON Schemas (draft 2020-12) generated from the models, for editors and other tools.

They are committed in `schemas/`; `deckctl schema --check` fails when they drift from the models.
They use only standard keywords, so that strict validators (ajv in strict mode) and editors
(yaml-language-server) read them as written: see `PortableSchema`.
"""

from __future__ import annotations

import ast
import inspect
import json
import textwrap
from functools import cache
from typing import Annotated, Union

from pydantic import Field, TypeAdapter
from pydantic.json_schema import GenerateJsonSchema

from deckctl import games

DIALECT = "https://json-schema.org/draft/2020-12/schema"


class PortableSchema(GenerateJsonSchema):
    """Pydantic's schema without what other tools misread.

    - No OpenAPI `discriminator`: strict ajv refuses unknown keywords; each branch of a union
      already fixes its tag with `const`, which every validator understands.
    - No `default`: deckctl fills in defaults itself. A null one (an optional key) is what tools
      that fill in defaults (ajv `useDefaults`, editor completion) would write, and deckctl wants
      the key left out instead; and strict ajv refuses a default inside a union branch (the
      default `kind: question` of an I know! card), where it could not apply it.
    """

    def tagged_union_schema(self, schema):
        generated = super().tagged_union_schema(schema)
        generated.pop("discriminator", None)
        return generated

    def default_schema(self, schema):
        return self.generate_inner(schema["schema"])

    def model_schema(self, schema):
        """A model's fields described by their docstrings (`core.fields.Strict`), as an editor
        shows them on hover; a description given in the field itself stays."""
        generated = super().model_schema(schema)
        properties = generated.get("properties", {})
        for name, described in _field_docstrings(schema["cls"]).items():
            if isinstance(properties.get(name), dict):
                properties[name].setdefault("description", described)
        return generated


def _field_docstrings(model: type) -> dict[str, str]:
    """Each field's docstring (the string just below its annotation), from the class in `model`'s
    MRO that declares the field: a subclass that declares it again without one gives it none."""
    found: dict[str, str] = {}
    for cls in reversed(model.__mro__):
        declared = cls.__dict__.get("__annotations__", {})
        if not declared:
            continue
        written = _docstrings_in(cls)
        for name in declared:
            found.pop(name, None)
            if name in written:
                found[name] = written[name]
    return found


@cache
def _docstrings_in(cls: type) -> dict[str, str]:
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return {}
    body = ast.parse(source).body[0].body
    return {statement.target.id: inspect.cleandoc(after.value.value)
            for statement, after in zip(body, body[1:])
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name)
            and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
            and isinstance(after.value.value, str)}


def _one_paragraph(node: object) -> None:
    """Titles and descriptions on one line: editors show them as Markdown, where a line break
    kept from a docstring would cut a sentence into two paragraphs."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("title", "description") and isinstance(value, str):
                node[key] = " ".join(value.split())
            else:
                _one_paragraph(value)
    elif isinstance(node, list):
        for value in node:
            _one_paragraph(value)


def _schema(model: object, title: str, description: str) -> dict:
    body = TypeAdapter(model).json_schema(schema_generator=PortableSchema)
    _one_paragraph(body)
    return {"$schema": DIALECT, "title": title, "description": description, **body}


def card_file_schema_name(game_id: str) -> str:
    return f"{game_id}.cards.schema.json"


def generate() -> dict[str, dict]:
    """Every schema, by file name."""
    from deckctl.export.bundle import bundle_model

    schemas: dict[str, dict] = {}
    manifests = [game.manifest for game in games.all_games()]
    schemas["deck.schema.json"] = _schema(
        Annotated[Union[tuple(manifests)], Field(discriminator="game")],
        "deckctl deck manifest (deck.yaml)", "The manifest of one deck: its game, id, title, language and version.")
    for game in games.all_games():
        schemas[card_file_schema_name(game.id)] = _schema(
            Annotated[list[game.card], Field(min_length=1)],  # type: ignore[name-defined]
            f"deckctl {game.title} card file", f"A card file of a deck for {game.title}: a list of cards.")
    for game in games.all_games():
        if getattr(game, "board", None) is not None:
            schemas[f"{game.id}.board.schema.json"] = _schema(
                game.board, f"deckctl {game.title} board", f"The board a {game.title} deck is played on (board.yaml).")
    schemas["bundle.schema.json"] = _schema(
        bundle_model(), "deckctl bundle", "A deck exported for one language: what the engines play.")
    return schemas


def render(schema: dict) -> str:
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
