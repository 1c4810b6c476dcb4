"""A real `git merge` of one card file in a throwaway repository, with deckctl's merge driver
configured as docs/git.md says (run as `python -m deckctl`, so the tests need nothing on PATH);
and the same merge with the driver's command run in this process (`merge_in_process`), for the
tests that are about the merge's result rather than about git starting the driver."""

from __future__ import annotations

import contextlib
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from deckfactory import MANIFESTS

DECK = "decks/quiz"

# The driver line of docs/git.md and `deckctl init`, and the one written before labels existed.
DRIVER = "{deckctl} merge %O %A %B %P --marker-size %L --base-label %S --ours-label %X --theirs-label %Y"
OLD_DRIVER = "{deckctl} merge %O %A %B %P"


@dataclass
class Merge:
    code: int  # git's exit code
    text: str  # the card file after the merge
    output: str  # what git (and the driver) printed
    repo: Path


def git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=check)


def git_version() -> tuple[int, ...]:
    words = git(Path.cwd(), "--version").stdout.split()
    return tuple(int(part) for part in words[2].split(".")[:2] if part.isdigit())


def merge_in_git(root: Path, game: str, base: str, ours: str, theirs: str, *,
                 driver: str | None = DRIVER, style: str | None = None, cards: str = "cards.yaml",
                 config: dict[str, str] | None = None, attributes: str = "") -> Merge:
    """Commit `base`, change it to `theirs` on branch `theirs` and to `ours` on main, then
    `git merge theirs` on main (with `merge.conflictStyle` set to `style` where given; with no
    `driver`, git's own merge). `config` is set in the repository and `attributes` (lines) go
    in its `.gitattributes`, both before the first commit. The texts are written as they are
    (a `\r\n` in them stays one); `text` is the card file as the merge left it, bytes decoded."""
    repo = root / "repo"
    folder = repo / DECK / "cards"
    folder.mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "editor@example.org")
    git(repo, "config", "user.name", "Editor")
    for key, value in (config or {}).items():
        git(repo, "config", key, value)
    if driver is not None:
        git(repo, "config", "merge.deckctl.driver", driver.format(deckctl=f"{shlex.quote(sys.executable)} -m deckctl"))
        attributes = "decks/**/cards/*.yaml merge=deckctl\n" + attributes
    if attributes:
        (repo / ".gitattributes").write_text(attributes)
    if style is not None:
        git(repo, "config", "merge.conflictStyle", style)
    (repo / DECK / "deck.yaml").write_text(MANIFESTS[game])
    path = folder / cards
    path.write_bytes(base.encode())
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    git(repo, "checkout", "-q", "-b", "theirs")
    path.write_bytes(theirs.encode())
    git(repo, "commit", "-q", "-a", "-m", "theirs")
    git(repo, "checkout", "-q", "main")
    path.write_bytes(ours.encode())
    git(repo, "commit", "-q", "-a", "-m", "ours")
    done = git(repo, "merge", "-q", "--no-edit", "theirs", check=False)
    return Merge(done.returncode, path.read_bytes().decode(), done.stdout + done.stderr, repo)


def merge_in_process(root: Path, game: str, base: str, ours: str, theirs: str, *, driver: str = DRIVER,
                     style: str | None = None, cards: str = "cards.yaml") -> Merge:
    """What `merge_in_git` (with the driver) gives, without git's merge and the driver's process:
    `deckctl merge` runs in this process on the three versions with the arguments git passes
    through `driver` (%O %A %B: files outside the deck, %P: the card file's path, %L: 7, %S %X %Y as
    git before 2.44 passes them, unexpanded, which the driver reads as no label: ours, base,
    theirs), in a repository's top folder (`git init`, `merge.conflictStyle` set to `style` where
    given) as git runs it. As git, the driver is not run where a side is the base or both sides
    are one text: that side is the result. `code` is the driver's exit status (git's is the same,
    0 or 1), `output` what the driver printed (without git's own lines: "Auto-merging",
    "CONFLICT"), `text` the card file as the merge left it in `repo`, which holds the deck."""
    from typer.testing import CliRunner

    from deckctl.cli.app import app

    repo = root / "repo"
    folder = repo / DECK / "cards"
    folder.mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    if style is not None:
        git(repo, "config", "merge.conflictStyle", style)
    (repo / ".gitattributes").write_text("decks/**/cards/*.yaml merge=deckctl\n")
    (repo / DECK / "deck.yaml").write_text(MANIFESTS[game])
    path = folder / cards
    if ours == base or theirs == base or ours == theirs:  # git's own resolution, no driver
        path.write_bytes((theirs if ours == base else ours).encode())
        return Merge(0, path.read_bytes().decode(), "", repo)
    versions = root / "versions"
    versions.mkdir()
    files = {}
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        files[name] = versions / f".merge_file_{name}"
        files[name].write_bytes(text.encode())
    arguments = driver.format(deckctl="").split()
    expanded = {"%O": files["base"], "%A": files["ours"], "%B": files["theirs"],
                "%P": f"{DECK}/cards/{cards}", "%L": "7"}
    with contextlib.chdir(repo):
        done = CliRunner().invoke(app, [str(expanded.get(word, word)) for word in arguments], catch_exceptions=True)
    if done.exception is not None and not isinstance(done.exception, SystemExit):
        raise done.exception
    path.write_bytes(files["ours"].read_bytes())
    return Merge(done.exit_code, path.read_bytes().decode(), done.stdout + done.stderr, repo)


def fmt_text(folder: Path, text: str) -> str:
    """`text` as `deckctl fmt` writes it (through a probe file in `folder`)."""
    from deckctl.io.rewrite import format_file

    probe = folder / "probe.yaml"
    probe.write_text(text)
    return format_file(probe).new


def valid_and_formatted(cli, repo: Path) -> None:
    """The merged deck validates and is in fmt's layout."""
    for command in (("validate",), ("fmt", "--check")):
        result = cli(*command, repo / DECK)
        assert result.exit_code == 0, result.stdout + result.stderr
