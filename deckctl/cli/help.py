"""Help screens in the command line's own words: each option shows what to type (`N`, `FILE`,
`a4|letter`), never a Python type, and a flag or an argument shows nothing in that column.

typer describes a parameter by its annotation (`<bool>`, `<list[Path]>`, `<str>`) unless the
parameter has a `metavar`; arguments and the built-in `--help` it describes regardless. Every
command and group of deckctl is made with the classes below, which give flags an empty metavar and
arguments no type column; every option that takes a value declares its metavar where it is
declared (tests/cli/test_cli_help.py checks all of them).
"""

from __future__ import annotations

from typing import Any

from typer.core import TyperCommand, TyperGroup


def _plain(params: list[Any]) -> list[Any]:
    for param in params:
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""
        if param.param_type_name == "argument" and hasattr(param, "display_type_rich"):
            param.display_type_rich = _no_type
    return params


def _no_type(ctx: Any = None) -> None:
    return None


class Command(TyperCommand):
    def get_params(self, ctx):
        return _plain(super().get_params(ctx))


class Group(TyperGroup):
    def get_params(self, ctx):
        return _plain(super().get_params(ctx))
