"""README's command reference names every option of every command: an option added to a command
without a word in the README (or in the page its section links to) fails here."""

from __future__ import annotations

import re
from pathlib import Path

from typer.main import get_command

from deckctl.cli.app import app

ROOT = Path(__file__).resolve().parents[2]


def leaf_commands(command, path=()):
    if hasattr(command, "commands"):  # a group (typer's own click)
        for name, sub in command.commands.items():
            if not getattr(sub, "hidden", False):
                yield from leaf_commands(sub, (*path, name))
    else:
        yield " ".join(path), command


def long_options(command) -> list[list[str]]:
    """Each visible option's long spellings (`--out`, or `--crop-marks`/`--no-crop-marks`)."""
    return [[o for o in (*p.opts, *p.secondary_opts) if o.startswith("--")]
            for p in command.params
            if p.param_type_name == "option" and not getattr(p, "hidden", False) and "--help" not in p.opts]


def documentation_of(name: str, readme: str) -> str:
    """The reference's introduction, every section that shows `deckctl NAME`, and the docs pages
    those sections link to."""
    reference = readme.split("\n## Command reference", 1)[1].split("\n## ", 1)[0]
    intro, *sections = reference.split("\n### ")
    shown = [s for s in sections if re.search(rf"deckctl {re.escape(name)}\b", s)]
    pages = {page for s in shown for page in re.findall(r"\]\((docs/[\w/.-]+\.md)", s)}
    return "\n".join([intro, *shown, *((ROOT / page).read_text(encoding="utf-8") for page in sorted(pages))])


def test_every_option_of_every_command_is_in_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = list(leaf_commands(get_command(app)))
    assert len(commands) > 20  # (the walk found the commands)
    missing = []
    for name, command in commands:
        documented = documentation_of(name, readme)
        missing += [f"deckctl {name} {spellings[0]}" for spellings in long_options(command)
                    if spellings and not any(re.search(rf"{re.escape(o)}\b", documented) for o in spellings)]
    assert missing == []
