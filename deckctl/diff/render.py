"""A diff as text for people, as JSON for scripts."""

from __future__ import annotations

import json
import math

from deckctl.core.printable import json_printable, names_shown, printable, printable_name
from deckctl.core.workflow_commands import inert, inert_json
from deckctl.diff.compare import MISSING, DeckDiff, FieldChange, IdRename, Reviewed


def shown(value: object) -> str:
    """A value as it reads in YAML-ish text: texts quoted, lists in brackets."""
    if isinstance(value, list):
        return "[" + ", ".join(shown(item) for item in value) + "]"
    if isinstance(value, str):
        return json_printable(json.dumps(value, ensure_ascii=False))
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    return str(value)


SHORT = 72  # a change longer than this shows its old and new value on lines of their own


def _field_line(change: FieldChange, indent: str = "") -> str:
    """A field's change, and the translations it left stale on a line of their own under it."""
    stale = f"\n{indent}    translations now stale: {', '.join(change.stale)}" if change.stale else ""
    return _change_line(change, indent) + stale


def _change_line(change: FieldChange, indent: str) -> str:
    if change.old is MISSING:
        return f"{indent}+ {change.path}: {shown(change.new)}"
    if change.new is MISSING:
        return f"{indent}- {change.path}: {shown(change.old)}"
    line = f"{indent}~ {change.path}: {shown(change.old)} -> {shown(change.new)}"
    if len(line) <= SHORT:
        return line
    return (f"{indent}~ {change.path}:\n{indent}    old: {shown(change.old)}\n"
            f"{indent}    new: {shown(change.new)}")


def _reviewed_line(entry: Reviewed) -> str:
    """A reviewed entry with the translation its card prints now (on a line of its own when long),
    and the fuzzy text it was, when the review changed it."""
    if entry.suggested is not None:
        line = f"  reviewed {entry.language}: {entry.context}: {shown(entry.suggested)} -> {shown(entry.translation)}"
        if len(line) <= SHORT:
            return line
        return (f"  reviewed {entry.language}: {entry.context}\n      was: {shown(entry.suggested)}\n"
                f"      now: {shown(entry.translation)}")
    line = f"  reviewed {entry.language}: {entry.context}: {shown(entry.translation)}"
    if len(line) <= SHORT:
        return line
    return f"  reviewed {entry.language}: {entry.context}\n      now: {shown(entry.translation)}"


def _renamed_id_lines(card: IdRename, renamed_files: dict[str, str]) -> list[str]:
    """`renamed  old-id -> new-id  (file)` (where it moved too, `(old file -> new file)`), the
    translations it left stale, and its changes besides the id."""
    moved = renamed_files.get(card.old_file, card.old_file) != card.file
    where = f"{_name(card.old_file)} -> {_name(card.file)}" if moved else _name(card.file)
    lines = [f"  renamed  {card.old_id} -> {card.new_id}  ({where})"]
    lines += [f"    translations now stale: {', '.join(card.stale)}"] if card.stale else []
    return lines + [_field_line(c, "    ") for c in card.fields]


def _translation_lines(deck: DeckDiff) -> list[str]:
    """The translations printed that came or changed (`translated de:`), then those gone (`translation
    removed de:`: a card now prints its source text there, or it is gone), by language."""
    lines = []
    for language in dict.fromkeys(t.language for t in deck.translated):
        changes = [t.change for t in deck.translated if t.language == language]
        kept = [c for c in changes if c.new is not MISSING]
        gone = [c for c in changes if c.new is MISSING]
        lines += ([f"  translated {language}:"] + [_field_line(c, "    ") for c in kept]) if kept else []
        lines += ([f"  translation removed {language}:"] + [_field_line(c, "    ") for c in gone]) if gone else []
    return lines


def _name(name: str) -> str:
    """A file's or folder's name on one line of its own: a line break or tab in it (git allows
    both) escaped (`col\\n\\tour.yaml`), as every other control character is, and a backslash
    that would read as the start of an escape doubled (`printable_name`: `a\\\\u200b.yaml` is not
    the `a\\u200b.yaml` that holds a zero width space)."""
    return printable_name(name, bytes_shown=True, tabs=True)


def text(diffs: list[DeckDiff]) -> str:
    blocks = []
    for deck in diffs:
        path = _name(deck.path)
        if deck.id and deck.id != deck.path:
            # (a deck that is its side's root, two deck folders compared: named by its id alone,
            # not `(.)`, which named neither folder)
            lines = [f"deck {_name(deck.id)}" + (f" ({path})" if path else "")]
        elif deck.path:  # no deck.yaml on either side
            lines = [f"deck {path}"]
        else:  # card files compared on their own: named as given, so that several can be told apart
            lines = [f"file {_name(deck.file)}" if deck.file else "cards"]
        if deck.manifest:
            lines.append("  changed  deck.yaml")
            lines += [_field_line(c, "    ") for c in deck.manifest]
        lines += [f"  added    {_name(language)} catalog  (locales/{_name(language)}.po)" for language in deck.catalogs_added]
        lines += [f"  added    {c.id}  ({_name(c.file)})" for c in deck.added]
        lines += [f"  removed  {c.id}  ({_name(c.file)})" for c in deck.removed]
        lines += [f"  renamed  {_name(r.old_file)} -> {_name(r.new_file)}" for r in deck.renamed]
        for card in deck.renamed_ids:
            lines += _renamed_id_lines(card, {r.old_file: r.new_file for r in deck.renamed})
        lines += [f"  moved    {m.id}  ({_name(m.old_file)} -> {_name(m.new_file)})" for m in deck.moved]
        for card in deck.changed:
            lines.append(f"  changed  {card.id}  ({_name(card.file)})")
            lines += [_field_line(c, "    ") for c in card.fields]
        lines += [f"  fuzzy    {f.language}: {f.context}" for f in deck.fuzzy]
        lines += [_reviewed_line(r) for r in deck.reviewed]
        lines += _translation_lines(deck)
        for problem in deck.problems:
            where = f"{_name(problem.file)}:{problem.line}:{problem.col}" if problem.line else _name(problem.file)
            card = f"card `{problem.card_id}`: " if problem.card_id else ""
            lines.append(f"  not compared: {where}: {card}{names_shown(problem.message, problem.names)}")
        blocks.append("\n".join(lines))
    # Ids, file names and messages come from the repository: any control character shown escaped,
    # and no workflow command for a CI log (deckctl.core.workflow_commands).
    return inert(printable("\n\n".join(blocks)))


def _json_value(value: object) -> object:
    if value is MISSING:
        return None
    if isinstance(value, list):
        return [_json_value(item) for item in value]
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # `.nan`, `-.inf`: JSON has no such number; "nan", "-inf" as validate names them
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)  # a date YAML read from an unquoted value, kept as written


def _json_fields(changes: list[FieldChange]) -> list[dict]:
    return [{"field": c.path, "old": _json_value(c.old), "new": _json_value(c.new),
             "change": "added" if c.old is MISSING else "removed" if c.new is MISSING else "changed",
             **({"stale_translations": c.stale} if c.stale else {})}
            for c in changes]


def as_json(diffs: list[DeckDiff], old_label: str, new_label: str) -> str:
    decks = [{
        "deck": deck.id,
        "path": deck.path,
        **({"file": deck.file} if deck.file else {}),
        "manifest": _json_fields(deck.manifest),
        "catalogs_added": list(deck.catalogs_added),  # (the languages)
        "added": [{"id": c.id, "file": c.file} for c in deck.added],
        "removed": [{"id": c.id, "file": c.file} for c in deck.removed],
        "renamed": [{"from": r.old_file, "to": r.new_file} for r in deck.renamed],
        "renamed_ids": [{"from": r.old_id, "to": r.new_id, "old_file": r.old_file, "file": r.file,
                         "fields": _json_fields(r.fields), **({"stale_translations": r.stale} if r.stale else {})}
                        for r in deck.renamed_ids],
        "moved": [{"id": m.id, "from": m.old_file, "to": m.new_file} for m in deck.moved],
        "changed": [{"id": c.id, "file": c.file, "fields": _json_fields(c.fields)} for c in deck.changed],
        "fuzzy": [{"language": f.language, "context": f.context} for f in deck.fuzzy],
        "reviewed": [{"language": r.language, "context": r.context, "translation": r.translation,
                      **({"was": r.suggested} if r.suggested is not None else {})}
                     for r in deck.reviewed],
        "translated": [{"language": t.language, **_json_fields([t.change])[0]} for t in deck.translated],
        "problems": [p.shown_json() for p in deck.problems],
    } for deck in diffs]
    return inert_json(json_printable(json.dumps({"old": old_label, "new": new_label, "decks": decks}, indent=2,
                                                ensure_ascii=False, allow_nan=False)))
