"""Facts about a game's models read from their JSON Schema: the keys, tags and kinds that
"did you mean" hints and wrong-kind messages need, computed once per model; and where in the data
a model's validation error points."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pydantic import TypeAdapter


@cache
def adapter(model: object) -> TypeAdapter:
    return TypeAdapter(model)


def schema_nodes(node: object) -> Iterator[dict]:
    """Every mapping in a JSON Schema, depth first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from schema_nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from schema_nodes(value)


@cache
def known_keys(model: object) -> frozenset[str]:
    """Every key any card kind of a game may have, for "did you mean" hints."""
    return frozenset(key for node in schema_nodes(adapter(model).json_schema()) for key in node.get("properties", {}))


@dataclass(frozen=True)
class KeyFacts:
    """What a model says of its keys that an empty value's hint needs: the keys no kind requires
    (an empty one may be left out), and the lists that hold an exact number of items."""

    optional: frozenset[str] = frozenset()
    counts: dict[str, int] = field(default_factory=dict)  # key -> its exact number of items
    # key of a nested mapping -> the keys that hold such mappings (`logo` -> `print`), for the
    # hint on a key written a level out
    parents: dict[str, tuple[str, ...]] = field(default_factory=dict)


@cache
def key_facts(model: object) -> KeyFacts:
    nodes = list(schema_nodes(adapter(model).json_schema()))
    required = {key for node in nodes for key in node.get("required", []) if isinstance(key, str)}
    properties = [(key, prop) for node in nodes for key, prop in node.get("properties", {}).items()
                  if isinstance(prop, dict)]
    counts: dict[str, set] = {}
    for key, prop in properties:
        exact = prop.get("minItems") if prop.get("minItems") == prop.get("maxItems") else None
        counts.setdefault(key, set()).add(exact)
    return KeyFacts(frozenset(key for key, _ in properties if key not in required),
                    {key: next(iter(found)) for key, found in counts.items() if len(found) == 1 and None not in found},
                    _parents(adapter(model).json_schema()))


def _parents(schema: dict) -> dict[str, tuple[str, ...]]:
    """Each key of a mapping held by another key (directly, in a list, or as one of several
    forms) -> the keys holding it, sorted."""
    definitions = schema.get("$defs", {})

    def mappings(node: object, seen: tuple = ()) -> Iterator[dict]:
        if not isinstance(node, dict):
            return
        reference = node.get("$ref")
        if isinstance(reference, str) and reference.startswith("#/$defs/"):
            name = reference.rsplit("/", 1)[1]
            if name not in seen:
                yield from mappings(definitions.get(name), (*seen, name))
        if isinstance(node.get("properties"), dict):
            yield node
        for inner in (*node.get("anyOf", ()), *node.get("oneOf", ()), *node.get("allOf", ()),
                      node.get("items"), node.get("additionalProperties")):
            yield from mappings(inner, seen)

    parents: dict[str, set[str]] = {}
    for node in schema_nodes(schema):
        properties = node.get("properties")
        for key, value in properties.items() if isinstance(properties, dict) else ():
            for mapping in mappings(value):
                for inner in mapping["properties"]:
                    parents.setdefault(inner, set()).add(key)
    return {key: tuple(sorted(holders)) for key, holders in parents.items()}


@cache
def tag_choices(model: object) -> dict[str, list[str]]:
    """The tags of every tagged union in a model, by tag key, in declaration order."""
    choices: dict[str, list[str]] = {}
    for node in schema_nodes(adapter(model).json_schema()):
        discriminator = node.get("discriminator")
        if isinstance(discriminator, dict) and "mapping" in discriminator:
            order = [branch.get("$ref") for branch in node.get("oneOf", [])]
            mapping = discriminator["mapping"]
            tags = sorted(mapping, key=lambda t: order.index(mapping[t]) if mapping[t] in order else len(order))
            choices.setdefault(discriminator["propertyName"], tags)
    for key, (_default, kinds) in kind_keys(model).items():  # (kinds told apart by a function: I know!'s `kind`)
        choices.setdefault(key, list(kinds))
    return choices


@cache
def kind_keys(model: object) -> dict[str, tuple[str | None, dict[str, frozenset[str]]]]:
    """For each union of card kinds: tag key -> (default tag, {tag: the keys that kind has}).

    A union of kinds is a `oneOf` whose branches all give one key a constant (`category`, `kind`).
    """
    schema = adapter(model).json_schema()
    defs = schema.get("$defs", {})
    found: dict[str, tuple[str | None, dict[str, frozenset[str]]]] = {}

    def resolve(node: dict) -> dict:
        ref = node.get("$ref", "")
        return defs.get(ref.rsplit("/", 1)[-1], node) if ref.startswith("#/$defs/") else node

    for node in schema_nodes(schema):
        branches = [resolve(b) for b in node.get("oneOf", []) if isinstance(b, dict)]
        if len(branches) < 2:
            continue
        props = [b.get("properties", {}) for b in branches]
        shared = [k for k in props[0] if all("const" in p.get(k, {}) for p in props)]
        if shared:
            key = shared[0]
            default = next((p[key]["const"] for p in props if p[key].get("default") == p[key]["const"]), None)
            found.setdefault(key, (default, {p[key]["const"]: frozenset(p) for p in props}))
    return found


def data_path(data: Any, loc: tuple) -> tuple:
    """The part of a pydantic loc that names keys and indexes in `data` (union branches dropped)."""
    path, _branch, missing = resolve_loc(data, loc)
    return path + ((missing,) if missing else ())


def resolve_loc(data: Any, loc: tuple, missing_error: bool = False) -> tuple[tuple, int | None, str | None]:
    """Map a pydantic loc onto the data: (real path, depth of the first union branch, missing key).

    A segment that does not exist in the data is a union branch or tag (dropped) or, if it is
    the last segment of a `missing` error, the key that is missing.
    """
    real: list = []
    branch_depth = None
    node = data
    for position, segment in enumerate(loc):
        if isinstance(node, dict) and isinstance(segment, str) and segment in node:
            real.append(segment)
            node = node[segment]
        elif isinstance(node, list) and isinstance(segment, int) and 0 <= segment < len(node):
            real.append(segment)
            node = node[segment]
        else:
            if missing_error and position == len(loc) - 1 and isinstance(node, dict):
                return tuple(real), branch_depth, str(segment)
            if is_branch_name(segment) and branch_depth is None:
                branch_depth = len(real)
    return tuple(real), branch_depth, None


def is_branch_name(segment: Any) -> bool:
    """Smart-union branches are named after types (`literal['A', 'B']`, `list[...]`, `int`, a
    model's class name such as `PrintImages`: deck keys are never capitalised)."""
    return isinstance(segment, str) and (
        "[" in segment or segment in {"int", "str", "float", "bool", "constrained-int", "constrained-str"}
        or segment.startswith("function-") or (segment[:1].isupper() and segment.isidentifier()))
