"""`git diff` during a merge that stopped on a card file: the textconv prints the conflicted
file as each side's resolution, field by field, with the lines they differ in between git's
markers, so the diff shows the conflict alone, and it says nothing on standard error."""

from __future__ import annotations

import shutil

import pytest
from gitrepo import deckctl_command, git, git_run, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

CARDS = "decks/yki/cards/set-a.yaml"


def _conflicted(tmp_path, style: str = "merge"):
    repo = starter_repo(tmp_path / "repo", config={"merge.conflictStyle": style})
    (repo / ".gitattributes").write_text("decks/**/cards/*.yaml diff=deckctl\n", encoding="utf-8")
    git(repo, "config", "diff.deckctl.textconv", f"{deckctl_command()} diff --textconv")
    path = repo / CARDS
    text = path.read_text(encoding="utf-8")
    assert text.count('answer: "8"\n') == 1
    git(repo, "checkout", "-q", "-b", "bob")
    path.write_text(text.replace('answer: "8"\n', 'answer: "eight"\n'), encoding="utf-8")
    git(repo, "commit", "-q", "-am", "bob")
    git(repo, "checkout", "-q", "main")
    path.write_text(text.replace('answer: "8"\n', 'answer: "Eight"\n'), encoding="utf-8")
    git(repo, "commit", "-q", "-am", "ann")
    assert git_run(repo, "merge", "-q", "bob").returncode == 1
    assert "<<<<<<<" in path.read_text(encoding="utf-8")
    return repo, path


@pytest.mark.parametrize("style", ["merge", "diff3"])
def test_git_diff_of_a_conflicted_card_file_shows_the_conflict_alone(tmp_path, style):
    repo, _ = _conflicted(tmp_path, style)
    done = git_run(repo, "diff", "--", CARDS)
    assert done.returncode == 0 and done.stderr == ""
    changed = [line for line in done.stdout.splitlines()
               if line[:2] in ("++", " +", "+ ") and not line.startswith("+++ ")]
    assert changed == ["++<<<<<<< HEAD", ' +card-001  questions/1/answer: "Eight"', "++=======",
                       '+ card-001  questions/1/answer: "eight"', "++>>>>>>> bob"], done.stdout


def test_the_textconv_of_a_conflict_is_each_side_with_the_differing_lines_between_markers(tmp_path, cli):
    _, path = _conflicted(tmp_path)
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0 and result.stderr == ""
    assert ('<<<<<<< HEAD\ncard-001  questions/1/answer: "Eight"\n=======\n'
            'card-001  questions/1/answer: "eight"\n>>>>>>> bob\n') in result.stdout
    assert result.stdout.count("card-001  id: ") == 1


def test_a_conflict_whose_resolution_does_not_load_is_printed_as_it_is(tmp_path, cli):
    path = tmp_path / "cards.yaml"
    text = "- id: a\n<<<<<<< HEAD\n  front: [unclosed\n=======\n  front: b\n>>>>>>> bob\n"
    path.write_text(text, encoding="utf-8")
    result = cli("diff", "--textconv", path)
    assert (result.exit_code, result.stdout, result.stderr) == (0, text, "")


def test_a_line_separator_in_a_quoted_text_above_the_conflict_does_not_shift_the_sides(tmp_path, cli):
    path = tmp_path / "cards.yaml"  # (U+2028 loads in quotes, with a warning; str.splitlines breaks at it)
    path.write_text('- id: a\n  front: "one\u2028two"\n<<<<<<< HEAD\n  back: ours\n=======\n  back: theirs\n'
                    '>>>>>>> bob\n', encoding="utf-8")
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout.endswith('<<<<<<< HEAD\na  back: "ours"\n=======\na  back: "theirs"\n>>>>>>> bob\n'), result.stdout


def test_a_conflict_of_repeated_lines_is_aligned_within_bounded_work(tmp_path, cli, monkeypatch):
    """500 lines against 1,000 alike (9 KB) took difflib's alignment 3.2 s, twice as many 24 s (about
    cubic), run by every `git diff` and `git log -p` showing such a file."""
    from difflibsteps import count_difflib_steps

    from deckctl.core.align import STEPS

    ours, theirs = ["  # a"] * 500, ["  # a" if n % 2 else "  # b" for n in range(1000)]
    path = tmp_path / "cards.yaml"
    path.write_text("\n".join(["- id: c", "  front: x", "<<<<<<< ours", *ours, "=======", *theirs,
                               ">>>>>>> theirs", "  back: y", ""]), encoding="utf-8")
    steps = count_difflib_steps(monkeypatch)
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0 and result.stderr == ""
    assert steps[0] <= STEPS
    sides: dict[str, list[str]] = {"ours": [], "theirs": []}
    into = ("ours", "theirs")
    for line in result.stdout.splitlines():  # (each side's lines, read back from between the markers)
        into = {"<<<<<<< ours": ("ours",), "=======": ("theirs",), ">>>>>>> theirs": ("ours", "theirs")}.get(line, into)
        if not line.startswith(("<<<<<<< ", "=======", ">>>>>>> ")):
            for side in into:
                sides[side].append(line)
    for side, lines in (("ours", ours), ("theirs", theirs)):
        (tmp_path / f"{side}.yaml").write_text("\n".join(["- id: c", "  front: x", *lines, "  back: y", ""]),
                                               encoding="utf-8")
        assert sides[side] == cli("diff", "--textconv", tmp_path / f"{side}.yaml").stdout.splitlines()
