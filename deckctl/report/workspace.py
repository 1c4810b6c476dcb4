"""Where GitHub looks for the files an annotation names: paths relative to the repository root.

A workflow step with `working-directory:` runs deckctl below the root, where deckctl's own paths
(relative to the working directory) would point GitHub at files that do not exist."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from deckctl.io.paths import git_top, relative_inside


def workspace_root(cwd: Path | None = None, environ: Mapping[str, str] | None = None) -> Path:
    """`GITHUB_WORKSPACE` when set (the checkout in GitHub Actions), else the git top level of
    `cwd` (`deckctl.io.paths.git_top`), else `cwd` itself."""
    environ = os.environ if environ is None else environ
    cwd = Path.cwd() if cwd is None else cwd
    if environ.get("GITHUB_WORKSPACE"):
        return Path(environ["GITHUB_WORKSPACE"]).resolve()
    return git_top(cwd) or cwd


def from_root(file: str, root: Path, cwd: Path | None = None) -> str:
    """`file` (relative to `cwd`, or absolute) relative to `root`, with forward slashes; as given
    when it lies outside the root, where GitHub cannot annotate it anyway."""
    if not file:
        return file
    relative = relative_inside(Path.cwd() / file if cwd is None else cwd / file, root)
    return file if relative is None else relative
