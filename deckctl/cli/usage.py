"""Usage errors found while the command line is read, in deckctl's words and style.

typer reads the command line (its own copy of click) and checks each value with pydantic, so a
wrong value, an unknown option or a missing argument would print `Error: Invalid value for
'--games' / '-n': Input should be a valid integer, unable to parse string as an integer`: another
style than deckctl's own errors, in a library's words. Every command and group is made with the
classes of `deckctl.cli.help`, which pass such an error through `in_our_words` once: it is then
shown as one `deckctl: error:` line in deckctl's words, followed by the usage line and where the
help is, and still exits with 2.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from enum import Enum
from functools import partial
from typing import Any

from typer._click.exceptions import (  # typer's own copy of click: the classes it raises
    BadOptionUsage,
    BadParameter,
    MissingParameter,
    NoArgsIsHelpError,
    NoSuchOption,
    UsageError,
)

from deckctl.cli.common import did_you_mean, error_line
from deckctl.core.printable import printable_line
from deckctl.core.quoted import quoted_text

@contextmanager
def in_our_words(ctx: Any = None):
    """Usage errors raised inside are shown in deckctl's style (the error itself is unchanged, so
    typer still exits with 2 and a caller that catches it still can). `ctx` is the command whose
    arguments are read: the errors of typer's parser do not carry it, and its usage line is shown."""
    try:
        yield
    except NoArgsIsHelpError:  # `deckctl export` alone: the help, as it is
        raise
    except UsageError as exc:
        if exc.ctx is None and ctx is not None:
            exc.ctx, exc.cmd = ctx, ctx.command
        # typer calls the error's own `show()`; an instance attribute answers before its class's.
        exc.show = partial(_show, exc)
        raise


def _show(exc: UsageError, file: Any = None) -> None:
    import sys

    stream = file or sys.stderr
    lines = [error_line(message(exc), stream)]
    ctx = exc.ctx
    if ctx is not None:
        lines.append(ctx.get_usage())
        if ctx.command.get_help_option(ctx) is not None:
            lines.append(f"Try `{ctx.command_path} {ctx.help_option_names[0]}` for help.")
    print("\n".join(lines), file=stream)


def message(exc: UsageError) -> str:
    """What went wrong, in deckctl's words."""
    if isinstance(exc, MissingParameter):
        if exc.param is None:
            return "missing " + exc.message
        shown = " ".join(part for part in (_name(exc.param), exc.param.metavar or "") if part)
        return f"missing {shown}" if exc.param.param_type_name == "option" else f"missing {_name(exc.param)}"
    if isinstance(exc, BadParameter):
        return _bad_value(exc)
    if isinstance(exc, NoSuchOption):
        option = printable_line(exc.option_name)
        close = sorted(exc.possibilities or [])
        return f"there is no option {option}" + (f"; did you mean {one_of(close, 'or')}?" if close else "")
    if isinstance(exc, BadOptionUsage):
        return _option_usage(exc)
    return _general(exc.message)


def one_of(words: list[str], last: str = "or") -> str:
    """`a`, `a or b`, `a, b or c`."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def _name(param: Any) -> str:
    """An option by its long name (`--games`), an argument by its metavar (`GAME`)."""
    if param is None:
        return "a value"
    if param.param_type_name == "argument":
        return param.metavar or (param.name or "").upper()
    longs = [opt for opt in param.opts if opt.startswith("--")]
    return (longs or param.opts)[0]


def _bad_value(exc: BadParameter) -> str:
    """A value of the wrong kind or out of range. typer reports pydantic's message; the pydantic
    error behind it says what was wrong, and the parameter what it takes."""
    name, param = _name(exc.param), exc.param
    errors = exc.__cause__.errors(include_url=False) if hasattr(exc.__cause__, "errors") else []
    if not errors:  # a message of deckctl's own (a callback's), or a check of typer's
        return f"{name}: {_general(exc.message)}"
    error = errors[0]
    given = printable_line(quoted_text(error.get("input", "")))  # (a 5,000-digit number, quoted whole, fills the screen)
    kind = error["type"]
    span = _span(getattr(param, "min", None), getattr(param, "max", None))
    if kind == "int_parsing_size":  # past the 4,300 digits Python reads
        return f"{name} takes a whole number{f' ({span})' if span else ''}, not one of {len(str(error.get('input', '')))} digits"
    if kind in ("int_parsing", "int_type", "int_from_float"):
        return f"{name} takes a whole number{f' ({span})' if span else ''}, not `{given}`"
    if kind in ("float_parsing", "float_type", "finite_number"):
        return f"{name} takes a number{f' ({span})' if span else ''}, not `{given}`"
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        limit = next(iter((error.get("ctx") or {}).values()), "")
        words = {"greater_than": f"more than {limit}", "less_than": f"less than {limit}"}
        return f"{name} must be {span or words.get(kind, 'within its range')}, not {given}"
    choices = _choices(param)
    if choices:
        return f"{name} takes {one_of(choices)}, not `{given}`" + did_you_mean(given, choices)
    if kind == "bool_parsing":
        return f"{name} takes true or false, not `{given}`"
    return f"{name} cannot be `{given}`; `-h` says what it takes"


def _span(low: float | None, high: float | None) -> str:
    """`from 0 to 1`, `at least 1`, `at most 5`, or nothing for a number without limits; a whole
    number written out (`from 1 to 10,000,000`, not 1e+07)."""
    def shown(limit: float) -> str:
        return f"{limit:,}" if isinstance(limit, int) else f"{limit:g}"

    if low is not None and high is not None:
        return f"from {shown(low)} to {shown(high)}"
    if low is not None:
        return f"at least {shown(low)}"
    return f"at most {shown(high)}" if high is not None else ""


def _choices(param: Any) -> list[str]:
    """The values a parameter of an Enum type takes, in their order."""
    annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return [str(member.value) for member in annotation]
    return []


def _option_usage(exc: BadOptionUsage) -> str:
    """An option without its value, or a flag given one (`--strategic=1`)."""
    option = printable_line(exc.option_name)
    param = _param(exc.ctx, exc.option_name)
    if "does not take a value" in exc.message:
        return f"{option} takes no value (it is a flag: give it alone, or leave it out)"
    if param is not None and param.metavar:
        return f"{option} needs a value: {option} {param.metavar}"
    return f"{option} needs a value"


def _param(ctx: Any, option: str) -> Any:
    for param in getattr(getattr(ctx, "command", None), "params", []):
        if option in getattr(param, "opts", []):
            return param
    return None


_PATTERNS = (
    # click's own sentences, each in deckctl's words
    (re.compile(r"No such command '(.*)'\.(?: Did you mean (.*)\?)?$", re.DOTALL),
     lambda m: f"there is no command `{m[1]}`" + (f"; did you mean {_backticked(m[2])}?" if m[2] else "")),
    (re.compile(r"Got unexpected extra argument\(s\) \((.*)\)$", re.DOTALL),
     lambda m: (f"unexpected argument `{m[1]}`" if " " not in m[1] else f"unexpected arguments `{m[1]}`")),
    (re.compile(r"Missing command\.?$"), lambda m: "missing COMMAND"),
)


def _backticked(quoted: str) -> str:
    return one_of([f"`{name.strip(chr(39))}`" for name in quoted.split(", ")])


def _general(text: str) -> str:
    """A usage error raised with a sentence: click's ones reworded, any other with click's capital
    and full stop taken off, as deckctl writes its messages."""
    for pattern, reword in _PATTERNS:
        found = pattern.match(text)
        if found:
            return reword(found)
    text = text.rstrip(".")
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text
