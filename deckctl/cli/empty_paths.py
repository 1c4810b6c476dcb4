"""An empty path on the command line is a usage error, never the working folder.

typer reads `''` as `Path('')`, which is `.`: `deckctl fmt "$DECK"` with `DECK` unset formatted
every deck under the working folder, and `--out ''` wrote there (or was refused as `--out .`, a
message about a folder nobody named). As `ls ''` says there is no such file, deckctl says the
path is empty before the command runs, and suspects the variable that gave it.
"""

from __future__ import annotations

import typing
from pathlib import Path
from typing import Any

from typer._click.exceptions import UsageError


def refuse_empty_paths(ctx: Any, params: list[Any], args: list[str]) -> None:
    """Raise a UsageError when an argument or option that takes a path is given `''`."""
    if "" not in args and not any(arg.endswith("=") for arg in args):
        return
    paths = {name for param in params if _takes_path(param) and param.param_type_name == "option"
             for name in [*param.opts, *param.secondary_opts]}
    valued = {name for param in params if param.param_type_name == "option" and not param.is_flag
              and not getattr(param, "count", False) for name in [*param.opts, *param.secondary_opts]}
    positional: list[str] = []
    n = 0
    while n < len(args):
        arg = args[n]
        if arg == "--":
            positional += args[n + 1:]
            break
        name, equals, value = arg.partition("=")
        if arg.startswith("--") and equals:
            if name in paths and value == "":
                raise _empty(name, ctx)
        elif arg in valued:
            if arg in paths and n + 1 < len(args) and args[n + 1] == "":
                raise _empty(_long(arg, params), ctx)
            n += 1  # (its value, whatever it is: `--lang ''` is that option's to judge)
        elif not arg.startswith("-") or arg in ("", "-"):
            positional.append(arg)
        n += 1
    arguments = [param for param in params if param.param_type_name == "argument"]
    for value, param in zip(positional, _spread(arguments, len(positional))):
        if value == "" and _takes_path(param):
            raise _empty(param.metavar or (param.name or "").upper(), ctx)


def _spread(arguments: list[Any], count: int) -> list[Any]:
    """The argument each of `count` positional values goes to, as click hands them out: one each,
    and the rest to the one that takes many (`PATH...`)."""
    many = next((n for n, param in enumerate(arguments) if param.nargs == -1), None)
    if many is None:
        return arguments[:count]
    after = len(arguments) - many - 1
    taken = max(0, count - many - after)
    return [*arguments[:many], *[arguments[many]] * taken, *arguments[many + 1:]][:count]


def _empty(what: str, ctx: Any) -> UsageError:
    return UsageError(f"{what} is empty (an unset shell variable?): name a file or folder", ctx)


def _long(option: str, params: list[Any]) -> str:
    """An option as its long name says it (`-o` is `--out`)."""
    for param in params:
        if option in param.opts or option in param.secondary_opts:
            return next((opt for opt in param.opts if opt.startswith("--")), option)
    return option


def _takes_path(param: Any) -> bool:
    descriptor = getattr(param, "type_descriptor", None)
    return _holds_path(getattr(descriptor, "annotation", None))


def _holds_path(annotation: Any) -> bool:
    if annotation is Path:
        return True
    return any(_holds_path(inner) for inner in typing.get_args(annotation))
