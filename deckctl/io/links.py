"""Symbolic links on the way to a path: which of them lead out of the repository they lie in.

A module of its own: io.discover and io.paths both judge paths by it, and io.paths imports
io.discover.
"""

from __future__ import annotations

import os
from pathlib import Path

MANIFEST = "deck.yaml"  # (io.discover.MANIFEST: a deck folder holds one)


def git_top(folder: Path) -> Path | None:
    """The nearest folder at or above `folder` (taken as given, links not followed) holding a
    `.git` entry (a folder, or the file of a worktree or submodule), or None."""
    for candidate in (folder, *folder.parents):
        if os.path.lexists(candidate / ".git"):
            return candidate
    return None


def link_leaving(path: Path) -> Path | None:
    """The symbolic link on the way to `path` that lies inside a repository and leads out of it, or
    None. `path` is taken as named (made absolute, `..` as written), each link on its way judged
    against the repository it lies in: the nearest folder above the link holding `.git`, or, in no
    git repository, the folder holding a deck folder that is itself a link. A committed
    `decks/evil` leading to a folder elsewhere (which may hold a `.git` of its own) would otherwise
    make that folder the deck's repository, and every command would read and write there. A link
    above every repository (`~/decks` leading to a checkout) is the user's own way to it: followed."""
    named = Path(os.path.abspath(path))
    deck = _named_deck(named)
    for link in (*reversed(named.parents), named):
        if not os.path.islink(link):  # (False where it cannot be looked at: reading it fails the same way)
            continue
        top = git_top(link.parent) or (link.parent if link == deck else None)
        if top is not None and not Path(os.path.realpath(link)).is_relative_to(os.path.realpath(top)):
            return link
    return None


def _named_deck(named: Path) -> Path | None:
    """The deck folder `named` is or lies in (a card file two levels down), as named: links on
    the way not followed."""
    return next((folder for folder in (named, *list(named.parents)[:3]) if os.path.isfile(folder / MANIFEST)), None)
