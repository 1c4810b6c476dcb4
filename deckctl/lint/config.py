"""Lint configuration: an optional `deckctl.toml` found by walking up from the deck to the top of
its repository (`deckctl.io.paths.repository_root`), never above it: a file outside the
repository (`/tmp/deckctl.toml` for a checkout under /tmp) is nobody's setting for it, and must
not turn a rule off.

```toml
[lint]
disable = ["missing-source"]          # rules not to run

[lint.severity]                       # change a rule's severity: error, warning or info
whitespace = "error"

[lint.near-duplicate]                 # a rule's own settings (the rules that have some)
threshold = 85
```

Problems in the file (bad TOML, an unknown rule id, an unknown severity) are diagnostics, never
exceptions: an unknown rule is most often a typo that would otherwise silently do nothing.
"""

from __future__ import annotations

import os
import re
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.finding_cap import MAX_PER_KIND, cap
from deckctl.core.path_text import as_typed
from deckctl.core.quoted import quoted, shortened
from deckctl.io.discover import LEAVING_HINT
from deckctl.io.paths import SOURCE_HINT, Refused, config_refusal, kind_of, read_regular, repository_root

CONFIG_NAME = "deckctl.toml"
CODE = "lint-config"


@dataclass
class LintConfig:
    disabled: frozenset[str] = frozenset()
    severity: dict[str, Severity] = field(default_factory=dict)
    settings: dict[str, dict] = field(default_factory=dict)  # rule id -> its settings given here
    path: Path | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def enabled(self, rule_id: str) -> bool:
        return rule_id not in self.disabled

    def setting(self, rule, name: str):
        """The value of a rule's setting: from the file, else the rule's default."""
        return self.settings.get(rule.id, {}).get(name, rule.settings[name][0])


# A deckctl.toml holds a few rules' names and settings (a few hundred bytes); 64 KiB is far beyond
# any real one and keeps a hostile one from costing memory or time before it is parsed (the TOML
# reader's time grows faster than its size: 1 MiB of table headers had taken 5 to 11 s, 64 KiB of
# any shape within the limits below takes under half a second).
MAX_CONFIG_BYTES = 1 << 16
# Arrays and inline tables inside each other: a real file nests two deep (`[lint]`, a list). The
# TOML reader recurses on each level, so a file nested 5,000 deep had ended `lint` with an internal
# error; one nested deeper than this is refused before it is parsed.
MAX_CONFIG_NESTING = 32
# Parts of one dotted key or table header: a real one has three at most (`lint.severity.whitespace`).
# The TOML reader's time and memory grow with the square of a key's parts: one of 20,000 parts (a
# 40 KB line) had taken 1.9 GB and ended `lint` with an internal error, a header of 200,000 a
# minute. One with more than this is refused before the file is parsed.
MAX_CONFIG_KEY_PARTS = 16


def find_config(start: Path) -> Path | None:
    """The nearest deckctl.toml in the deck folder `start` or a folder above it, up to the top of
    the deck's repository (the folder holding `.git`, else the one holding the deck folder). A
    deckctl.toml that is there but is not a regular file inside the repository (a link leading
    out of it, a named pipe) is still the one found: `load_config` says it is not read."""
    here = Path(os.path.realpath(start))
    root = repository_root(here)
    for folder in (here, *here.parents):
        if not folder.is_relative_to(root):
            break
        candidate = folder / CONFIG_NAME
        if os.path.lexists(candidate) and not candidate.is_dir():
            return candidate
    return None


def load_config(path: Path | None, known: list[str] | None = None, deck_dir: Path | None = None) -> LintConfig:
    """The config in `path` (None: the defaults). `known` rule ids are checked for typos. With
    `deck_dir` (a deck the file applies to), a file that is not a regular file inside that deck's
    repository is not read: the defaults apply and the file's diagnostic says why. Its problems are
    capped as every file's findings are (deckctl/core/finding_cap.py): 60,000 unknown rule ids had
    made 60,000 errors."""
    config = _load_config(path, known, deck_dir)
    config.diagnostics = cap(config.diagnostics)
    return config


def nesting_depth(text: str) -> tuple[int, int, int]:
    """(the deepest nesting of `[` and `{` in the TOML `text`, outside strings and comments; the
    line and column where it first goes past MAX_CONFIG_NESTING, else 0, 0). A table header
    `[lint]` counts one."""
    if text.count("[") + text.count("{") <= MAX_CONFIG_NESTING:
        return 0, 0, 0  # (too few to nest too deep: no need to walk a large file's characters)
    depth = deepest = line = col = 0
    for char, number, column in _structure(text):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if depth > MAX_CONFIG_NESTING and not line:
                line, col = number, column
        elif char in "]}":
            depth = max(depth - 1, 0)
    return deepest, line, col


def key_parts(text: str) -> tuple[int, int, int]:
    """(the parts of the first dotted key or table header in the TOML `text` with more than
    MAX_CONFIG_KEY_PARTS, `a.b.c = 1` or `[a.b.c]` having three, and the line and column of its
    first dot; else (0, 0, 0)). Counted from the dots outside strings and comments between two of
    `[ ] { } = ,` or line feeds: a value's dots (`0.85`) are one at most, a quoted part's ("a.b") none."""
    if text.count(".") < MAX_CONFIG_KEY_PARTS:
        return 0, 0, 0  # (too few dots for a key too long: no need to walk a large file's characters)
    dots = line = col = 0
    for char, number, column in _structure(text):
        if char == ".":
            if not dots:
                line, col = number, column
            dots += 1
        elif dots >= MAX_CONFIG_KEY_PARTS:
            break
        else:
            dots = 0
    return (dots + 1, line, col) if dots >= MAX_CONFIG_KEY_PARTS else (0, 0, 0)


def _structure(text: str, marks: str | None = "[]{}.=,") -> Iterator[tuple[str, int, int]]:
    """The characters that give the TOML `text` its shape, `[ ] { } . = ,` (or those of `marks`,
    None: every one) and line feeds, outside strings and comments, each with its line number and
    column (1-based, in characters)."""
    number, i, end = 1, 0, len(text)
    start = 0  # where the line begins
    while i < end:
        char = text[i]
        if char == "\n":
            yield char, number, i - start + 1
            number, start = number + 1, i + 1
        elif char == "#":
            i = text.find("\n", i)
            i = end if i < 0 else i - 1  # (the line feed is counted next)
        elif char in "\"'":
            quote = text[i:i + 3] if text.startswith(char * 3, i) else char
            i += len(quote)
            while i < end and not text.startswith(quote, i):
                if text[i] == "\n":
                    number, start = number + 1, i + 1
                    if len(quote) == 1:
                        break  # (an unclosed one-line string: the parser says so)
                i += 2 if text[i] == "\\" and char == '"' else 1
            i += len(quote) - 1
        elif marks is None or char in marks:
            yield char, number, i - start + 1
        i += 1


def _shape_refusal(text: str, shown: str) -> Diagnostic | None:
    """The error for a file nested or dotted deeper than deckctl reads, at its line, or None:
    checked before the TOML reader, which recurses on each level of nesting and takes time and
    memory growing with the square of a dotted key's parts (20,000 had taken 1.9 GB)."""
    deepest, line, col = nesting_depth(text)
    if line:
        return Diagnostic(shown, line, col, CODE, f"the lint settings are not read: lists and tables are nested "
                          f"{deepest:,} deep; deckctl.toml may nest them at most {MAX_CONFIG_NESTING} deep",
                          severity=Severity.ERROR, hint=_FEW_LINES_HINT)
    parts, line, col = key_parts(text)
    if line:
        return Diagnostic(shown, line, col, CODE, f"the lint settings are not read: a dotted key or table header has "
                          f"{parts:,} parts; deckctl.toml's have at most {MAX_CONFIG_KEY_PARTS}",
                          severity=Severity.ERROR, hint=_FEW_LINES_HINT + ", like [lint.severity] then "
                          'whitespace = "error"')
    return None


_FEW_LINES_HINT = "keep deckctl.toml to a few lines of settings"


def _long_number_refusal(text: str, shown: str) -> Diagnostic:
    """The error for a whole number too long for Python to read (the TOML reader's ValueError for
    more than 4,300 decimal digits), at the line of the first one outside strings and comments."""
    limit = sys.get_int_max_str_digits()
    digits, line, col = _long_number(text, limit)
    number = f"a whole number of {digits:,} digits" if digits else "a whole number"
    return Diagnostic(shown, line, col, CODE, f"the lint settings are not read: {number} is longer than deckctl "
                      f"reads (at most {limit:,} digits)", severity=Severity.ERROR,
                      hint="settings are short numbers, like threshold = 85")


def _long_number(text: str, limit: int) -> tuple[int, int, int]:
    """(the digits of the first run of more than `limit` decimal digits, `_` between them, outside
    strings and comments, and the line and column where it starts; else (0, 0, 0))."""
    digits = line = col = 0
    for char, number, column in _structure(text, marks=None):
        if char in "0123456789":
            if not digits:
                line, col = number, column
            digits += 1
        elif char != "_":
            if digits > limit:
                break
            digits = 0
    return (digits, line, col) if digits > limit else (0, 0, 0)


def _dangling(path: Path) -> bool:
    return os.path.islink(path) and not os.path.exists(path)


def _refusal_hint(path: Path, refusal: str) -> str:
    """The hint that fits what stands where deckctl.toml should, as a card file's and a catalog's
    do: a named pipe or device is no link, and a link to nothing leads nowhere, out of the
    repository or not. The defaults apply meanwhile, so having no file is a way out too."""
    if refusal.startswith("it is reached through"):
        return LEAVING_HINT
    if _dangling(path):
        return "point the link at a file inside the deck's repository, or remove it to lint with the defaults"
    try:
        kind = kind_of(os.stat(path).st_mode) if refusal.endswith(", not a file") else None  # (stat opens nothing)
    except OSError:
        kind = None
    if kind is not None:
        thing = kind.removeprefix("a ") if kind.startswith("a ") else "special file"
        return (f"{CONFIG_NAME} is a plain file of settings: remove the {thing}, and put the file in its place "
                "(with none there, lint uses its defaults)")
    return SOURCE_HINT


def _load_config(path: Path | None, known: list[str] | None, deck_dir: Path | None) -> LintConfig:
    if path is None:
        return LintConfig()
    from deckctl.io.discover import display_path

    shown = display_path(path)
    config = LintConfig(path=path)

    text = ""
    places = None  # (where each key is set: worked out at the first problem placed at a key)

    def problem(message: str, hint: str = "", at: tuple[str, ...] = (), place: tuple[int, int] = (0, 0)) -> None:
        """An error of the file, at `place`, or where the key `at` (("lint", "disable")) is set."""
        nonlocal places
        if at and places is None:
            places = _key_places(text)
        line, col = _key_place(text, at, places) if at else place
        config.diagnostics.append(Diagnostic(shown, line, col, CODE, message, severity=Severity.ERROR, hint=hint))

    refusal = config_refusal(path, deck_dir) if deck_dir is not None else None
    if refusal is not None:
        if refusal.startswith("it cannot be read: ") and _dangling(path):  # (not "not read: it cannot be read")
            refusal = f"it is a symbolic link leading to no file ({refusal.removeprefix('it cannot be read: ')})"
        problem(f"the lint settings are not read: {refusal}", _refusal_hint(path, refusal))
        return config
    try:  # (read without blocking: a named pipe put there after the check is no hang)
        # (without a byte-order mark, as every file of a deck is read: a Windows editor may write one)
        text = read_regular(path, MAX_CONFIG_BYTES).decode("utf-8").removeprefix("\ufeff")
        refusal = _shape_refusal(text, shown)
        if refusal is not None:
            config.diagnostics.append(refusal)
            return config
        data = tomllib.loads(text)
    except Refused as exc:  # (it names the file as it was opened, by its whole path: named here as all files are)
        named = shown + exc.message.removeprefix(as_typed(path))
        problem(f"the lint settings are not read: {named}", "keep deckctl.toml to a few lines of settings")
        return config
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        reason = exc.strerror or exc if isinstance(exc, OSError) else exc  # (an OSError's text has the whole path)
        place = _TOML_PLACE.search(str(reason)) if isinstance(exc, tomllib.TOMLDecodeError) else None
        if place:  # (named as file:line:col, as every finding is, rather than inside the message)
            reason = str(reason)[:place.start()]
        problem(f"cannot read the lint settings: {reason}", "fix the file, or delete it to use the defaults",
                place=_toml_place(text, place) if place else (0, 0))
        return config
    except ValueError:  # (after TOMLDecodeError, one: Python writes no whole number of 4,301 digits)
        config.diagnostics.append(_long_number_refusal(text, shown))
        return config
    section = data.get("lint", {})
    if not isinstance(section, dict):
        problem("`lint` must be a table", "write it as [lint]", at=("lint",))
        return config

    def rule_ids(key: str) -> list[str]:
        value = section.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problem(f"`lint.{key}` must be a list of rule ids", f'like {key} = ["missing-source"]', at=("lint", key))
            return []
        return [v for v in value if check_known(v, key)]

    def check_known(rule_id: str, where: str) -> bool:
        if known is None or rule_id in known:
            return True
        # (a guess only for the findings shown: past the cap, 60,000 guesses had taken seconds)
        close = get_close_matches(rule_id, known, n=1) if len(config.diagnostics) < MAX_PER_KIND else []
        problem(f"`{shortened(rule_id)}` in `lint.{where}` is not a rule deckctl knows",
                f"did you mean `{close[0]}`?" if close else "`deckctl lint --list-rules` lists them",
                at=("lint", where, rule_id) if where == "severity" else ("lint", where))
        return False

    tunable = _tunable()
    for key in section:
        if key in tunable:
            config.settings[key] = _rule_settings(key, section[key], tunable[key], problem)
        elif key not in ("disable", "severity"):
            problem(f"`lint.{shortened(key)}` is not a setting", "use disable or [lint.severity]"
                    + "".join(f", or [lint.{rule_id}]" for rule_id in tunable), at=("lint", key))
    fixed = _fixed()

    def refuse_fixed(rule_id: str, at: tuple[str, ...]) -> None:
        problem(f"`{rule_id}` cannot be turned off or made milder: its errors are what `deckctl build` refuses "
                "to print", "remove the setting; shorten the text, or print on larger cards", at=at)

    disabled = set()
    for rule_id in rule_ids("disable"):
        if rule_id in fixed:
            refuse_fixed(rule_id, ("lint", "disable"))
        else:
            disabled.add(rule_id)
    levels = section.get("severity", {})
    if not isinstance(levels, dict):
        problem("`lint.severity` must be a table of rule ids and severities", 'write [lint.severity] then whitespace = "error"',
                at=("lint", "severity"))
        levels = {}
    for rule_id, level in levels.items():
        if not check_known(rule_id, "severity"):
            continue
        if rule_id in fixed and level != fixed[rule_id].value:
            refuse_fixed(rule_id, ("lint", "severity", rule_id))
        elif level == "off":
            disabled.add(rule_id)
        elif isinstance(level, str) and level in {s.value for s in Severity}:
            config.severity[rule_id] = Severity(level)
        else:
            problem(f"{quoted(level)} is not a severity (for `{rule_id}`)", "use error, warning, info or off",
                    at=("lint", "severity", rule_id))
    config.disabled = frozenset(disabled)
    return config


def _fixed() -> dict:
    from deckctl.lint.registry import fixed_rules

    return fixed_rules()


def _tunable() -> dict[str, dict]:
    """rule id -> {setting: (default, lowest, highest)} of the rules that have settings."""
    from deckctl.lint.registry import all_rules

    return {rule.id: rule.settings for rule in all_rules() if rule.settings}


def _rule_settings(rule_id: str, table, known: dict, problem) -> dict:
    if not isinstance(table, dict):
        problem(f"`lint.{rule_id}` must be a table of settings", f"write it as [lint.{rule_id}]", at=("lint", rule_id))
        return {}
    values = {}
    for name, value in table.items():
        if name not in known:
            problem(f"`{shortened(name)}` is not a setting of `{rule_id}`", "its settings: " + ", ".join(known),
                    at=("lint", rule_id, name))
            continue
        default, lowest, highest = known[name]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not lowest <= value <= highest:
            problem(f"`lint.{rule_id}.{name}` must be a number from {lowest} to {highest}, "
                    f"not {quoted(value)}",
                    f"the default is {default}", at=("lint", rule_id, name))
            continue
        values[name] = value
    return values


# Where tomllib says a file stops being TOML, at the end of its message: a line and column, or the
# end of the document (an array, a string or a table left open).
_TOML_PLACE = re.compile(r" \((?:at line (?P<line>\d+), column (?P<col>\d+)|at end of document)\)$")


def _toml_place(text: str, place: re.Match) -> tuple[int, int]:
    """The line and column (1-based) tomllib names, or for the end of the document, the last line
    that holds anything, just after its last character."""
    if place["line"]:
        return int(place["line"]), int(place["col"])
    lines = text.rstrip().split("\n")
    return len(lines), len(lines[-1]) + 1


def _header(line: str) -> str | None:
    """The key of a table header (`[lint.severity]`, a comment after it allowed), else None. Read
    by hand, not by a regular expression: `\\s*\\[\\s*(.*?)\\s*\\]` backtracks in time cubic in
    a run of spaces that ends in no `]`, which a multi-line string may hold."""
    rest = line.lstrip()
    if not rest.startswith("["):
        return None
    key, bracket, after = rest[1:].partition("]")
    if not bracket or "[" in key or "#" in key:
        return None
    after = after.lstrip()
    return key.strip() if not after or after.startswith("#") else None


def _assigned(line: str) -> tuple[str, int] | None:
    """The key a line sets (`threshold = 85`, `a.b = 1`) and the 0-based column it starts at, else
    None. By hand too: `\\s*([^=#\\[]+?)\\s*=` took time cubic in a line of spaces (a blank
    line of 3,000 spaces made one misspelt setting cost `lint` 8 s of CPU, 64 KiB of them hours)."""
    before, equals, _ = line.partition("=")
    key = before.strip()
    if not equals or not key or "#" in before or "[" in before:
        return None
    return key, len(before) - len(before.lstrip())


def _key_places(text: str) -> dict[tuple[str, ...], tuple[int, int]]:
    """Where each key of the TOML `text` is first set, by its path (("lint", "readability",
    "threshold")): the line and column (1-based) of a table header naming it, or of a key under the
    header of a table above it (`threshold =` under [lint.readability], `readability.threshold =`
    under [lint]). Its parts may be quoted ("lint"). Worked out once for the file: each problem
    looking its key up line by line had taken time growing with the problems times the lines."""
    places: dict[tuple[str, ...], tuple[int, int]] = {}
    table: tuple[str, ...] = ()
    for number, line in enumerate(text.split("\n"), start=1):
        header = _header(line)
        if header is not None and not line.lstrip().startswith("[["):
            table = _parts(header)
            places.setdefault(table, (number, line.index("[") + 1))
            continue
        assigned = _assigned(line)
        if assigned:
            places.setdefault(table + _parts(assigned[0]), (number, assigned[1] + 1))
    return places


def _key_place(text: str, path: tuple[str, ...], known: dict | None = None) -> tuple[int, int]:
    """The line and column (1-based) where the key `path` is set in the TOML `text` (`known`: the
    file's `_key_places`, when already worked out); (0, 0) when it is written another way (an
    inline table)."""
    return (known if known is not None else _key_places(text)).get(path, (0, 0))


def _parts(key: str) -> tuple[str, ...]:
    """A dotted key's parts, each unquoted (a quoted part holding a dot is not split right: such a
    key is only not found)."""
    return tuple(part.strip().strip("\"'") for part in key.split("."))
