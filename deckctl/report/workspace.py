"""Where GitHub looks for the files an annotation names: paths relative to the repository root.

A workflow step with `working-directory:` runs deckctl below the root, where deckctl's own paths
(relative to the working directory) would point GitHub at files that do not exist."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path


def repository_root(cwd: Path | None = None, environ: Mapping[str, str] | None = None) -> Path:
    """`GITHUB_WORKSPACE` when set (the checkout in GitHub Actions), else the top of the git
    working tree holding `cwd` (a `.git` folder, or file in a worktree), else `cwd` itself."""
    environ = os.environ if environ is None else environ
    cwd = Path.cwd() if cwd is None else cwd
    if environ.get("GITHUB_WORKSPACE"):
        return Path(environ["GITHUB_WORKSPACE"]).resolve()
    for folder in (cwd, *cwd.parents):
        if (folder / ".git").exists():
            return folder
    return cwd


def from_root(file: str, root: Path, cwd: Path | None = None) -> str:
    """`file` (relative to `cwd`, or absolute) relative to `root`, with forward slashes; as given
    when it lies outside the root, where GitHub cannot annotate it anyway."""
    if not file:
        return file
    absolute = Path(os.path.abspath(Path.cwd() / file if cwd is None else cwd / file))
    try:
        return absolute.relative_to(Path(os.path.abspath(root))).as_posix()
    except ValueError:
        return file
