"""Line breaks in a merge: CRLF versions are merged as LF, and the result gets the line breaks
git should store.

git hands the driver the versions as they are stored. Where the repository's `.gitattributes`
gives the file `eol` (as `deckctl init` writes: `eol=lf`) or `text`, git stores it with LF and
gives the working tree its line endings at checkout, so the result is written with LF whatever
the versions had (a version committed with CRLF before the attribute existed does not bring CRLF
back). Elsewhere the result keeps the versions' line breaks: CRLF where every line of the chosen
version ends with CRLF, else LF, the side that changed them winning as with a field.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from deckctl.io.git import run_git
from deckctl.io.line_ends import CRLF, LF, Saved

__all__ = ["CRLF", "LF", "for_result", "lf_copy", "stored_with_lf"]


def lf_copy(path: Path, copy: Path) -> tuple[Path, str]:
    """The version to merge, and its line break: CRLF where every line ends with CRLF (as Windows
    editors save), else LF. A text holding CRLF is merged as an LF copy of it (a mixed one too, so
    that the lines one editor saved with CRLF do not all differ from the others')."""
    try:
        raw = path.read_bytes()
    except OSError:
        return path, LF  # the loader says why
    if b"\r\n" not in raw:
        return path, LF
    copy.write_bytes(raw.replace(b"\r\n", b"\n"))
    return copy, Saved.of(raw).newline


def stored_with_lf(repository_path: str) -> bool:
    """Whether git's attributes for the file (`git check-attr`, run where git runs the driver:
    the work tree's top) have git store it with LF: `eol` given, or `text` set."""
    try:
        done = run_git(["check-attr", "-z", "text", "eol", "--", repository_path], timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    if done.returncode != 0:
        return False  # not in a repository: no attributes
    fields = done.stdout.decode("utf-8", "replace").split("\0")
    values = {fields[i + 1]: fields[i + 2] for i in range(0, len(fields) - 2, 3)}
    return values.get("eol") in ("lf", "crlf") or values.get("text") == "set"


def for_result(breaks: dict[str, str], repository_path: str) -> str:
    """The line break the merged file is written with (`breaks`: each version's)."""
    if stored_with_lf(repository_path):
        return LF
    # the side that changed the line breaks (say, saved the file with CRLF) wins, as with a field
    return breaks["theirs"] if breaks["ours"] == breaks["base"] else breaks["ours"]
