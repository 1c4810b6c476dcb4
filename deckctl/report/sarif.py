"""SARIF 2.1.0, the format GitHub code scanning reads (`--format sarif`).

One run of the tool `deckctl`: its rules are every lint rule (id, summary, and the rule's
documentation as help) and each other code that a finding carries (validation codes, which have
no documentation of their own); each finding is a result with the rule's index, a level, the
message (and hint), and the place as a path relative to the repository root (`%SRCROOT%`, as code
scanning reads it; the same root as `--format github`) with a line and column. A finding about a whole file has no region.
"""

from __future__ import annotations

import json
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity, sort_key
from deckctl.core.printable import json_printable
from deckctl.report.workspace import from_root, repository_root

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _uri(file: str, root: Path) -> dict:
    relative = from_root(file, root)
    if Path(relative).is_absolute() or relative.startswith("../"):  # outside the repository: no base
        return {"uri": Path(file).resolve().as_uri()}
    return {"uri": relative, "uriBaseId": "%SRCROOT%"}


def _rules(diagnostics: list[Diagnostic]) -> list[dict]:
    from deckctl.lint.registry import all_rules

    rules = {}
    for rule in all_rules():
        rules[rule.id] = {"id": rule.id, "name": rule.id, "shortDescription": {"text": rule.summary},
                          "fullDescription": {"text": rule.summary},
                          "help": {"text": rule.doc, "markdown": rule.doc},
                          "defaultConfiguration": {"level": _LEVEL[rule.severity]}}
    for code in sorted({d.code for d in diagnostics} - set(rules)):
        rules[code] = {"id": code, "name": code, "shortDescription": {"text": f"deckctl check `{code}`"}}
    return list(rules.values())


def _result(d: Diagnostic, index: int, root: Path) -> dict:
    location: dict = {"artifactLocation": _uri(d.file, root)}
    if d.line:
        location["region"] = {"startLine": d.line, "startColumn": max(d.col, 1)}
    message = d.message + (f" (hint: {d.hint})" if d.hint else "")
    result = {"ruleId": d.code, "ruleIndex": index, "level": _LEVEL[d.severity],
              "message": {"text": f"card `{d.card_id}`: {message}" if d.card_id else message},
              "locations": [{"physicalLocation": location}]}
    if d.card_id:
        result["properties"] = {"card": d.card_id}
    return result


def render(diagnostics: list[Diagnostic]) -> str:
    from deckctl import __version__

    rules = _rules(diagnostics)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    root = repository_root()
    log = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "deckctl", "version": __version__,
                                "rules": rules}},
            "results": [_result(d, index[d.code], root) for d in sorted(diagnostics, key=sort_key)],
        }],
    }
    return json_printable(json.dumps(log, indent=2, ensure_ascii=False))
