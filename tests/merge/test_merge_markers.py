"""Conflicts written as git writes its own: in the repository's `merge.conflictStyle` (merge,
diff3, zdiff3, or the one given on the command line), with git's marker size and labels."""

from __future__ import annotations

import textwrap

import pytest
from deckfactory import REPO
from gitmerge import DECK, DRIVER, git, git_version, merge_in_git, merge_in_process

CARD = textwrap.dedent("""\
    - id: kenya
      category: letter
      front: >-
        The first letter of the continent
        on which Kenya lies.
      back: Kenya is in East Africa.
      value: A
    """)
OURS = CARD.replace("on which Kenya lies.", "where Kenya lies.")
THEIRS = CARD.replace("on which Kenya lies.", "that holds Kenya.")
FRONT = "  front: >-\n    The first letter of the continent\n"


def _files(tmp_path, base: str = CARD, ours: str = OURS, theirs: str = THEIRS):
    paths = [tmp_path / name for name in ("base", "ours", "theirs")]
    for path, text in zip(paths, (base, ours, theirs)):
        path.write_text(text)
    return paths


def test_diff3_from_the_repositorys_configuration_shows_the_base_between_the_markers(tmp_path):
    merge = merge_in_git(tmp_path, "knowledge", CARD, OURS, THEIRS, style="diff3")
    assert merge.code == 1
    # git 2.44 and later pass the labels (%S %X %Y); an older git leaves them to deckctl's defaults
    ours, theirs = ("HEAD", "theirs") if git_version() >= (2, 44) else ("ours", "theirs")
    start, rest = merge.text.split(f"<<<<<<< {ours}\n")
    assert start == CARD[: CARD.index("  front:")]
    assert rest.startswith(FRONT + "    where Kenya lies.\n||||||| ")
    assert rest.split("|||||||", 1)[1].split("\n", 1)[1].startswith(
        FRONT + "    on which Kenya lies.\n=======\n" + FRONT + f"    that holds Kenya.\n>>>>>>> {theirs}\n")


def test_validate_says_which_lines_of_a_diff3_conflict_to_delete_and_names_the_base_left_behind(tmp_path, cli):
    merge = merge_in_process(tmp_path, "knowledge", CARD, OURS, THEIRS, style="diff3")
    assert merge.code == 1
    result = cli("validate", merge.repo / DECK)
    assert result.exit_code == 1 and "[merge-conflict]" in result.stdout
    assert "the `|||||||` line and the base's lines below it up to and with `=======`" in result.stdout
    # Deleting only the three lines the style-`merge` hint names leaves the base's lines behind.
    path = merge.repo / DECK / "cards" / "cards.yaml"
    path.write_text("".join(line for line in merge.text.splitlines(True) if not line.startswith(("<<<", "===", ">>>"))))
    result = cli("validate", merge.repo / DECK)
    assert result.exit_code == 1
    line = path.read_text().splitlines().index(next(l for l in path.read_text().splitlines() if l.startswith("|||")))
    assert f"cards.yaml:{line + 1}:1: error: card `kenya`: a leftover of a merge conflict" in result.stdout, result.stdout
    assert "yaml-syntax" not in result.stdout


def test_zdiff3_moves_the_lines_both_sides_share_out_of_the_conflict(tmp_path, cli):
    base, ours, theirs = _files(tmp_path)
    result = cli("merge", base, ours, theirs, "cards/letters.yaml", "--conflict-style", "zdiff3")
    assert result.exit_code == 1
    assert ours.read_text() == CARD.replace(
        "    on which Kenya lies.\n",
        "<<<<<<< ours\n    where Kenya lies.\n||||||| base\n" + FRONT + "    on which Kenya lies.\n"
        "=======\n    that holds Kenya.\n>>>>>>> theirs\n")
    assert "cards/letters.yaml:5:1: error: card `kenya`: field `front` changed on both sides" in result.stderr


def test_the_labels_and_marker_size_git_passes_are_used(tmp_path, cli):
    base, ours, theirs = _files(tmp_path)
    result = cli("merge", base, ours, theirs, "cards/letters.yaml", "--conflict-style", "diff3",
                 "--marker-size", "9", "--base-label", "merged common ancestors",
                 "--ours-label", "HEAD", "--theirs-label", "feature/kenya")
    assert result.exit_code == 1
    assert ours.read_text() == CARD.replace(
        FRONT + "    on which Kenya lies.\n",
        f"<<<<<<<<< HEAD\n{FRONT}    where Kenya lies.\n||||||||| merged common ancestors\n{FRONT}"
        f"    on which Kenya lies.\n=========\n{FRONT}    that holds Kenya.\n>>>>>>>>> feature/kenya\n")
    assert "cards/letters.yaml:3:1: error:" in result.stderr


def test_labels_an_older_git_leaves_as_placeholders_fall_back_to_ours_and_theirs(tmp_path, cli):
    base, ours, theirs = _files(tmp_path)
    result = cli("merge", base, ours, theirs, "cards/letters.yaml", "--marker-size", "7",
                 "--base-label", "%S", "--ours-label", "%X", "--theirs-label", "%Y")
    assert result.exit_code == 1
    assert ours.read_text() == CARD.replace(
        FRONT + "    on which Kenya lies.\n",
        f"<<<<<<< ours\n{FRONT}    where Kenya lies.\n=======\n{FRONT}    that holds Kenya.\n>>>>>>> theirs\n")
    assert "%X" not in ours.read_text()


def test_the_style_given_on_the_command_line_wins_over_the_configured_one(tmp_path, cli):
    git(tmp_path, "init", "-q")
    git(tmp_path, "config", "merge.conflictStyle", "diff3")
    base, ours, theirs = _files(tmp_path)
    assert cli("merge", base, ours, theirs, "c.yaml", "--conflict-style", "merge").exit_code == 1
    assert "|||||||" not in ours.read_text()
    base, ours, theirs = _files(tmp_path)
    assert cli("merge", base, ours, theirs, "c.yaml").exit_code == 1
    assert "||||||| base\n" in ours.read_text()


def test_a_style_git_does_not_know_writes_the_merge_style(tmp_path, cli):
    git(tmp_path, "init", "-q")
    git(tmp_path, "config", "merge.conflictStyle", "fancy")
    base, ours, theirs = _files(tmp_path)
    assert cli("merge", base, ours, theirs, "c.yaml").exit_code == 1
    assert ours.read_text().count("<<<<<<< ours\n") == 1 and "|||||||" not in ours.read_text()


def test_a_file_merged_line_by_line_gets_the_same_style_and_labels(tmp_path, cli):
    broken = "- id: kenya\n  back: Kenya: East Africa.\n"  # not YAML: `: ` inside a plain value
    base, ours, theirs = _files(tmp_path, base=broken, ours=broken.replace("Kenya:", "Kenya, in"),
                                theirs=broken.replace("Kenya:", "Kenya, on"))
    result = cli("merge", base, ours, theirs, "c.yaml", "--conflict-style", "diff3",
                 "--ours-label", "HEAD", "--base-label", "base-commit", "--theirs-label", "other")
    assert result.exit_code == 1
    assert "cannot merge by card id" in result.stderr
    assert ours.read_text() == ("- id: kenya\n<<<<<<< HEAD\n  back: Kenya, in East Africa.\n||||||| base-commit\n"
                                "  back: Kenya: East Africa.\n=======\n  back: Kenya, on East Africa.\n>>>>>>> other\n")


@pytest.mark.parametrize("size", ["0", "101", "many"])
def test_a_marker_size_out_of_range_is_a_usage_error_and_ours_is_left_alone(tmp_path, cli, size):
    base, ours, theirs = _files(tmp_path)
    result = cli("merge", base, ours, theirs, "c.yaml", "--marker-size", size)
    assert result.exit_code == 2
    assert "--marker-size" in result.stderr
    assert ours.read_text() == OURS


def test_the_driver_line_init_writes_and_the_docs_give_is_the_one_tested(tmp_path, cli):
    line = f'git config merge.deckctl.driver "{DRIVER.format(deckctl="deckctl")}"'
    assert cli("init", tmp_path / "repo", "--game", "you-know-it").exit_code == 0
    assert line in (tmp_path / "repo" / "README.md").read_text(encoding="utf-8")
    assert line in (tmp_path / "repo" / ".gitattributes").read_text(encoding="utf-8")
    assert line in (REPO / "docs" / "git.md").read_text(encoding="utf-8")
    assert line in (REPO / "README.md").read_text(encoding="utf-8")
