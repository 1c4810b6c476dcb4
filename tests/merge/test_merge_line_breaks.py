"""CRLF card files merge like LF ones: in a checkout with Git for Windows' core.autocrlf, with a
version saved with CRLF (all of it or some lines), and merged line by line; the result gets the
line breaks git stores (docs/git.md)."""

from __future__ import annotations

import re
import subprocess
import textwrap

from gitmerge import git, merge_in_git, merge_in_process

CARDS = "decks/quiz/cards/letters.yaml"


def _card(card_id: str, back: str = "") -> str:
    return (f"- id: {card_id}\n  category: letter\n  front: The first letter of {card_id}.\n"
            f"  back: {back or f'It is {card_id}.'}\n  value: B\n")


BASE = "# Letter cards.\n" + _card("a") + _card("b")


def crlf(text: str) -> str:
    return text.replace("\n", "\r\n")


def _merge(tmp_path, base: str, ours: str, theirs: str, **options):
    """A real `git merge` (the checkout's configuration is what the test is about)."""
    return merge_in_git(tmp_path / "repo", "knowledge", base, ours, theirs, cards="letters.yaml", **options)


def _merge_in_process(tmp_path, base: str, ours: str, theirs: str):
    """The driver run as git runs it, in this process: git hands it the bytes as committed."""
    return merge_in_process(tmp_path / "repo", "knowledge", base, ours, theirs, cards="letters.yaml")


def test_a_checkout_with_autocrlf_merges_card_by_card_and_stays_crlf(tmp_path):
    # neighbouring lines: ours edits the last field of a, theirs the first line of b
    ours = BASE.replace("  value: B\n- id: b", "  value: [B, C]\n- id: b")
    theirs = BASE.replace("- id: b\n", "- id: b  # deckctl: disable=answer-in-question\n")
    merge = _merge(tmp_path, BASE, ours, theirs, config={"core.autocrlf": "true"})
    assert merge.code == 0, merge.output
    assert merge.text == crlf(ours.replace("- id: b\n", "- id: b  # deckctl: disable=answer-in-question\n"))
    assert git(merge.repo, "ls-files", "--eol", CARDS).stdout.startswith("i/lf    w/crlf")  # stored with LF
    assert git(merge.repo, "status", "--porcelain").stdout == ""


def test_a_conflict_in_an_autocrlf_checkout_is_written_in_diff3_style(tmp_path):
    ours, theirs = BASE.replace("It is a.", "It is an a."), BASE.replace("It is a.", "It is one a.")
    merge = _merge(tmp_path, BASE, ours, theirs, config={"core.autocrlf": "true"}, style="diff3")
    assert merge.code == 1
    assert "field `back` changed on both sides" in merge.output
    # the labels depend on git's version (tests/merge/test_merge_markers.py checks them)
    unlabelled = re.sub(r"^([<|>]{7}) [^\r\n]*", r"\1", merge.text, flags=re.MULTILINE)
    assert unlabelled == crlf(BASE.replace("  back: It is a.\n", (
        "<<<<<<<\n  back: It is an a.\n|||||||\n  back: It is a.\n=======\n  back: It is one a.\n>>>>>>>\n")))


def test_a_version_saved_with_crlf_merges_with_lf_ones_and_keeps_crlf(tmp_path):
    # no attributes: ours was saved (and committed) with CRLF on Windows, theirs with LF;
    # git's own merge sees every line of ours changed
    ours = crlf(BASE.replace("It is a.", "It is an a."))
    theirs = BASE.replace("It is b.", "It is a bee.")
    merge = _merge_in_process(tmp_path, BASE, ours, theirs)
    assert merge.code == 0, merge.output
    assert "cannot merge by card id" not in merge.output
    assert merge.text == crlf(BASE.replace("It is a.", "It is an a.").replace("It is b.", "It is a bee."))


def test_lines_an_editor_saved_with_crlf_do_not_stop_the_merge_by_card_id(tmp_path):
    ours = BASE.replace("It is a.", "It is an a.") + crlf(_card("c"))  # a card appended with CRLF
    theirs = BASE.replace("It is b.", "It is a bee.")
    merge = _merge_in_process(tmp_path, BASE, ours, theirs)
    assert merge.code == 0, merge.output
    assert "cannot merge by card id" not in merge.output
    # a mixed version counts as LF: the result is LF throughout
    assert merge.text == BASE.replace("It is a.", "It is an a.").replace("It is b.", "It is a bee.") + _card("c")


def test_a_crlf_version_merged_line_by_line_is_merged_as_lf(tmp_path):
    # theirs holds an id twice, so the file is merged by lines; ours was saved with CRLF
    ours = crlf(BASE.replace("It is a.", "It is an a."))
    theirs = BASE + _card("b", "Another b.")
    merge = _merge_in_process(tmp_path, BASE, ours, theirs)
    assert merge.code == 1, merge.output  # the id twice, in the line merge too: a conflict (test_merge_broken_sides)
    assert "cannot merge by card id: their version is not a list of cards with unique ids" in merge.output
    assert merge.text == crlf(BASE.replace("It is a.", "It is an a.") + _card("b", "Another b."))


def _driver_in_repository(tmp_path, cli, attributes: str) -> bytes:
    """`deckctl merge` run as git runs it (at the work tree's top, with %P) on CRLF versions."""
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    (repo / ".gitattributes").write_text(attributes)
    versions = {"base": BASE, "ours": BASE.replace("It is a.", "It is an a."),
                "theirs": BASE.replace("It is b.", "It is a bee.")}
    for name, text in versions.items():
        (tmp_path / name).write_bytes(crlf(text).encode())
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS, cwd=repo)
    assert result.exit_code == 0, result.stderr
    return (tmp_path / "ours").read_bytes()


def test_where_git_stores_card_files_with_lf_the_result_has_lf(tmp_path, cli):
    # CRLF versions reach the driver where they were committed before the attribute was
    merged = _driver_in_repository(tmp_path, cli, textwrap.dedent("""\
        decks/**/cards/*.yaml merge=deckctl
        *.yaml text eol=lf
        """))
    assert merged == BASE.replace("It is a.", "It is an a.").replace("It is b.", "It is a bee.").encode()


def test_without_line_ending_attributes_the_result_keeps_crlf(tmp_path, cli):
    merged = _driver_in_repository(tmp_path, cli, "decks/**/cards/*.yaml merge=deckctl\n")
    assert merged == crlf(BASE.replace("It is a.", "It is an a.").replace("It is b.", "It is a bee.")).encode()
