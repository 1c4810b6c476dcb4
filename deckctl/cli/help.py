"""Help screens in the command line's own words: each option shows what to type (`N`, `FILE`,
`a4|letter`), never a Python type, and a flag or an argument shows nothing in that column.

typer describes a parameter by its annotation (`<bool>`, `<list[Path]>`, `<str>`) unless the
parameter has a `metavar`; arguments and the built-in `--help` it describes regardless. Every
command and group of deckctl is made with the classes below, which give flags an empty metavar and
arguments no type column; every option that takes a value declares its metavar where it is
declared (tests/cli/test_cli_help.py checks all of them).

The usage line names a required argument plainly (`DECK`, `DECK...`) and an optional one in
brackets (`[PATH]...`); typer puts required ones in braces, which read as a list of choices.

The help is laid out by `HelpFormatter`: text wraps at spaces only, never inside a word, so an
option name (`--icc-profile`), a value (`long-edge`) or a path (`build/<deck>/<lang>/cards.pdf`)
stays on one line; and on a narrow terminal the column of option names gives way to the help text
(an option longer than that column goes on a line of its own), so the text is not squeezed into a
few words a line; click's closing note (`[default: 1000; x>=1]`) stays on one line.

The same classes show a command line that cannot be read in deckctl's style (deckctl/cli/usage.py).
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

from typer.core import TyperCommand, TyperGroup

from deckctl.cli.empty_paths import refuse_empty_paths
from deckctl.cli.usage import in_our_words

HELP_TEXT_MIN = 34  # the help column's width we keep before widening the option column
GLUE = "\x00"  # a space the wrapping does not break at


def _plain(params: list[Any]) -> list[Any]:
    for param in params:
        if getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""
        if param.param_type_name == "argument" and hasattr(param, "display_type_rich"):
            param.display_type_rich = _no_type
            param.get_usage_pieces = _usage_pieces(param)
    return params


def _no_type(ctx: Any = None) -> None:
    return None


def _usage_pieces(param: Any):
    def pieces(ctx: Any = None) -> list[str]:
        name = param.metavar or (param.name or "").upper()
        if not param.required:
            name = f"[{name}]"
        return [name + ("..." if param.nargs != 1 else "")]
    return pieces


def wrap(text: str, width: int, initial_indent: str = "", subsequent_indent: str = "") -> str:
    """`text` wrapped at spaces only, paragraph by paragraph (as click does: blank lines part them,
    a paragraph's own indent is kept, one opening with a line holding only `\\b` is left as it is)."""
    paragraphs: list[tuple[str, bool, list[str]]] = []
    for block in text.expandtabs().split("\n\n"):
        lines = [line for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        if lines[0].strip() == "\b":
            paragraphs.append(("", True, lines[1:]))
        else:
            paragraphs.append((" " * (len(lines[0]) - len(lines[0].lstrip())), False, [line.strip() for line in lines]))
    out = []
    for indent, raw, lines in paragraphs:
        if raw:
            out.append("\n".join((initial_indent if i == 0 else subsequent_indent) + line for i, line in enumerate(lines)))
            continue
        wrapper = textwrap.TextWrapper(width, initial_indent=initial_indent + indent,
                                       subsequent_indent=subsequent_indent + indent, break_long_words=False,
                                       break_on_hyphens=False)
        out.append(wrapper.fill(" ".join(lines)))
    return "\n\n".join(out)


class HelpFormatter(TyperCommand.context_class.formatter_class):
    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        self.write(wrap(text, self.width, indent, indent))
        self.write("\n")

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:
        rows = list(rows)
        room = self.width - self.current_indent - col_spacing - HELP_TEXT_MIN
        first_col = min(max(len(first) for first, _ in rows), col_max, max(room, 12)) + col_spacing
        text_width = max(self.width - first_col - self.current_indent, 10)
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            if len(first) <= first_col - col_spacing:
                self.write(" " * (first_col - len(first)))
            else:
                self.write("\n" + " " * (first_col + self.current_indent))
            # click's closing note (`[default: 1000; x>=1]`) is kept on one line when it fits one.
            second = re.sub(r"\[[^\]]*\]$", lambda m: m[0].replace(" ", GLUE) if len(m[0]) <= text_width else m[0],
                            second)
            lines = wrap(second, text_width).replace(GLUE, " ").splitlines() or [""]
            self.write(lines[0] + "\n")
            for line in lines[1:]:
                self.write(f"{'':>{first_col + self.current_indent}}{line}\n")


class Context(TyperCommand.context_class):
    formatter_class = HelpFormatter


class Command(TyperCommand):
    context_class = Context

    def get_params(self, ctx):
        return _plain(super().get_params(ctx))

    def parse_args(self, ctx, args):  # usage errors in deckctl's words (deckctl/cli/usage.py)
        with in_our_words(ctx):
            refuse_empty_paths(ctx, self.params, args)
            return super().parse_args(ctx, args)


class Group(TyperGroup):
    context_class = Context

    def get_params(self, ctx):
        return _plain(super().get_params(ctx))

    # The group's own options, then the command named (a subcommand's arguments too, in case one
    # is made with another class): usage errors in deckctl's words (deckctl/cli/usage.py).
    def parse_args(self, ctx, args):
        with in_our_words(ctx):
            return super().parse_args(ctx, args)

    def invoke(self, ctx):
        with in_our_words():
            return super().invoke(ctx)
