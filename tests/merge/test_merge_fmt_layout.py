"""A clean merge where one side ran `deckctl fmt` and the other edited a value in the old layout:
the result is put in fmt's layout (values and comments as merged), so `deckctl fmt --check` (the
pre-commit hook) passes after `git merge`; where no version was in the layout, it is left as
merged."""

from __future__ import annotations

from gitmerge import DECK, merge_in_process

from deckctl.io.rewrite import format_file
from deckctl.io.source import load_source

QUESTIONS = "".join(f"- question: Question {n}?\n  answer: Answer {n}\n" for n in range(1, 7))
# Hand-written: the questions' dashes at the key's column, a text broken over two lines.
BASE = ("- id: rivers\n  area: geography\n  questions:\n" + "\n".join(
    "  " + line for line in QUESTIONS.splitlines()) + "\n  source: https://example.org/\n    rivers  # checked\n")
FORMATTED = ("- id: rivers\n  area: geography\n  questions:\n" + "\n".join(
    "    " + line for line in QUESTIONS.splitlines()) + "\n  source: https://example.org/ rivers # checked\n")


def _valid(cli, repo) -> None:
    for command in (("validate",), ("fmt", "--check")):
        result = cli(*command, repo / DECK)
        assert result.exit_code == 0, result.stdout + result.stderr


def test_one_side_formatted_and_the_other_edited_a_value_merge_into_fmts_layout(tmp_path, cli):
    for text, formatted in ((BASE, False), (FORMATTED, True)):  # what `deckctl fmt` writes
        (tmp_path / "probe.yaml").write_text(text)
        assert (format_file(tmp_path / "probe.yaml").new == text) is formatted
    theirs = BASE.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    merge = merge_in_process(tmp_path, "wissens-spektrum", BASE, FORMATTED, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == FORMATTED.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    _valid(cli, merge.repo)


def test_a_merge_of_versions_none_of_which_is_in_fmts_layout_is_left_as_merged(tmp_path, cli):
    ours = BASE.replace("answer: Answer 1\n", "answer: The first answer\n")
    theirs = BASE.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    for name, text in (("base", BASE), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_text(text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/rivers.yaml")
    assert result.exit_code == 0, result.stderr
    merged = (tmp_path / "ours").read_text()
    assert merged == ours.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    assert load_source(tmp_path / "ours").data[0]["questions"][3]["answer"] == "The fourth answer"


def test_a_dropped_comment_is_named_at_its_line_in_the_formatted_result(tmp_path, cli):
    card = "- id: {id}\n  category: letter\n  front: The letter {id}.\n  back: {back}\n  value: B\n"
    base = "# Letters.\n\n" + card.format(id="a", back="It\n    is a.") + card.format(id="b", back="It\n    is b.")
    ours = "# Letters.\n\n" + card.format(id="a", back="It is a.") + card.format(id="b", back="It is b. # atlas")
    theirs = base.replace("is a.", "is an a.").replace("is b.", "is bee.")  # (lines above `b` move when joined)
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_text(text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/letters.yaml")
    assert result.exit_code == 0, result.stderr
    merged = (tmp_path / "ours").read_text()
    assert merged == ours.replace("It is a.", "It is an a.").replace("It is b. # atlas", "It is bee.")  # joined
    line = merged.splitlines().index("  back: It is bee.") + 1
    assert f"cards/letters.yaml:{line}:1: warning: card `b`: field `back`: the comment `# atlas`" in result.stderr


def test_a_result_in_fmts_layout_is_formatted_once_where_is_canonical_cannot_tell(tmp_path, cli, monkeypatch):
    from deckctl.io import rewrite
    from deckctl.io.canonical import is_canonical

    base = FORMATTED.replace("rivers # checked\n", "rivers\n").replace("answer: Answer 2\n", "answer: |+\n        Answer 2\n\n")
    assert not is_canonical(base) and format_file(_written(tmp_path / "probe.yaml", base)).new == base
    formatted = []
    monkeypatch.setattr(rewrite, "format_file", lambda path, **kw: formatted.append(path) or format_file(path, **kw))
    ours = base.replace("answer: Answer 1\n", "answer: The first answer\n")
    theirs = base.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        _written(tmp_path / name, text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/rivers.yaml")
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "ours").read_text() == ours.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    assert len(formatted) == 1  # the result alone, not a version first to see whether it was in the layout


def _written(path, text: str):
    path.write_text(text, encoding="utf-8")
    return path


def test_a_formatted_merge_that_drops_no_comment_maps_no_lines(tmp_path, cli, monkeypatch):
    from deckctl.merge import driver

    def no_map(old, new):  # (it compares every line of the two texts: seconds where many changed)
        raise AssertionError("the lines of the formatted result were mapped, though no comment was dropped")
    monkeypatch.setattr(driver, "_line_map", no_map)
    theirs = BASE.replace("answer: Answer 4\n", "answer: The fourth answer\n")
    for name, text in (("base", BASE), ("ours", FORMATTED), ("theirs", theirs)):
        _written(tmp_path / name, text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/rivers.yaml")
    assert (result.exit_code, result.stderr) == (0, "")
    assert (tmp_path / "ours").read_text() == FORMATTED.replace("answer: Answer 4\n", "answer: The fourth answer\n")
