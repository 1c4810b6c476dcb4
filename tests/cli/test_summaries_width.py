"""What init, merge, diff and proof say on a terminal wraps at spaces to its width, as errors and
findings do (a terminal cuts a long line inside a word: `1` / `deck`); piped, each stays one line."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from terminal import on_terminal

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COLUMNS = 60
UNICYCLE = "front: How many wheels does a unicycle have?"
LONG_BACK = ("back: None at all; Venus and Mercury are the only two planets of the solar system "
             "without any moon.")


def git(repo, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=Editor", "-c", "user.email=editor@example.org", *args], cwd=repo,
                   check=True, capture_output=True, env={**os.environ, "GIT_CONFIG_GLOBAL": os.devnull,
                                                         "GIT_CONFIG_NOSYSTEM": "1"})


def fits(lines: list[str]) -> bool:
    return len(lines) > 1 and all(len(line) <= COLUMNS for line in lines)


def test_init_merge_diff_and_proof_wrap_at_spaces_on_a_terminal(tmp_path, cli):
    created = on_terminal(["init", "--game", "knowledge", "a-deck-repository"], COLUMNS, tmp_path,
                          stream="stderr")
    assert fits(created) and created[1].startswith("    "), created  # `...; the deck is` / `    a-deck-...`
    step = next(i for i, line in enumerate(created) if line.startswith("next: "))  # (wrapped alike)
    assert created[step + 1].startswith("    ") and created[-2].startswith("then the two") \
        and created[-1].startswith("and pin deckctl"), created
    repo = tmp_path / "a-deck-repository"
    cards = repo / "decks" / "knowledge-deck" / "cards" / "sample.yaml"

    base = cards.read_text(encoding="utf-8")
    assert UNICYCLE in base
    for name, front in (("base", UNICYCLE), ("ours", UNICYCLE.replace("?", ", counting all?")),
                        ("theirs", UNICYCLE.replace("?", " in total?"))):
        (tmp_path / f"{name}.yaml").write_text(base.replace(UNICYCLE, front), encoding="utf-8")
    merged = on_terminal(["merge", "base.yaml", "ours.yaml", "theirs.yaml", "decks/knowledge-deck/cards/sample.yaml"],
                         COLUMNS, tmp_path, expect=1, stream="stderr")
    assert fits(merged) and "`unicycle-wheels`:" in " ".join(merged).split(), merged
    assert merged[-1] == "    markers", merged  # `...: 1 conflict left with` / `markers`

    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    cards.write_text(base.replace(base.split("\n  back: ", 2)[1].split("\n")[0], LONG_BACK[6:]), encoding="utf-8")
    changes = on_terminal(["diff"], COLUMNS, repo)
    assert fits(changes), changes
    new = next(i for i, line in enumerate(changes) if line.lstrip().startswith("new: "))
    assert changes[new + 1].startswith(" " * (changes[new].index("new: ") + 5) + "two")  # under the value
    piped = cli("diff", cwd=repo).stdout.splitlines()
    assert any(line.strip() == f'new: "{LONG_BACK[6:]}"' for line in piped), piped

    drawn = on_terminal(["diff", "--html", "HEAD", "--out", "../changes"], COLUMNS, repo, stream="stderr")
    site = drawn[next(i for i, line in enumerate(drawn) if line.startswith("wrote")):]  # (after the bar)
    assert fits(site) and site[0].startswith("wrote ../changes/index.html:"), site
    shown = on_terminal(["proof", "--out", "../proof", "--jobs", "1"], COLUMNS, repo, stream="stderr")
    proof = shown[next(i for i, line in enumerate(shown) if line.startswith("wrote")):]  # (after the bar)
    assert fits(proof) and proof[0].startswith("wrote ../proof/index.html: 16 cards in 1"), proof
