"""`deckctl merge` as git's merge driver: real `git merge` runs in throwaway repositories where
they are what a test proves (git starting the driver, a clean merge committed, a conflict git
records with the driver's markers and message, the line merge git falls back to), else the
driver run in this process as git runs it (gitmerge.merge_in_process)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from gitmerge import OLD_DRIVER, merge_in_git, merge_in_process
from gitmerge import git as _git

DECK = "decks/quiz"
CARDS = f"{DECK}/cards/letters.yaml"

BASE = textwrap.dedent("""\
    # yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json
    # Letter cards.

    - id: capital-greece
      category: letter
      front: The first letter of the capital of Greece.
      back: The capital of Greece is Athens.
      value: A
    - id: kenya-continent
      category: letter
      front: The first letter of the continent on which Kenya lies.
      back: Kenya is in East Africa.
      value: A  # the continent, not the country
    - id: element-13
      category: letter
      front: The first letter of the chemical element with atomic number 13.
      back: Element 13 is aluminium.
      value: A
    """)


def _card(card_id: str, value: str = "B") -> str:
    return (f"- id: {card_id}\n  category: letter\n  front: The first letter of {card_id}.\n"
            f"  back: It is {card_id}.\n  value: {value}\n")


def _merge(tmp_path: Path, ours: str, theirs: str, base: str = BASE):
    """The merge of `_merge_in_git` with the driver run in this process (its exit code and output
    for git's); returns the same."""
    done = merge_in_process(tmp_path / "with-driver", "knowledge", base, ours, theirs, driver=OLD_DRIVER,
                            cards="letters.yaml")
    return done.code, done.text, done.output, done.repo


def _merge_in_git(tmp_path: Path, ours: str, theirs: str, base: str = BASE, driver: bool = True):
    """Commit `base`, change it to `theirs` on a branch and to `ours` on main, `git merge` the
    branch (with the driver line docs/git.md gave before labels, or git's own merge); returns
    git's exit code, the merged card file and git's output."""
    done = merge_in_git(tmp_path / ("with-driver" if driver else "plain"), "knowledge", base, ours, theirs,
                        driver=OLD_DRIVER if driver else None, cards="letters.yaml")
    return done.code, done.text, done.output, done.repo


def _valid(cli, repo: Path) -> None:
    result = cli("validate", repo / DECK)
    assert result.exit_code == 0, result.stdout + result.stderr
    result = cli("fmt", "--check", repo / DECK)
    assert result.exit_code == 0, result.stdout + result.stderr


def test_edits_to_neighbouring_cards_merge_where_plain_git_conflicts(tmp_path, cli):
    # ours edits the last line of one card, theirs silences a lint rule on the next card's first line
    ours = BASE.replace("value: A\n", "value: [A, E]\n", 1)
    silenced = "- id: kenya-continent  # deckctl: disable=answer-in-question\n"
    theirs = BASE.replace("- id: kenya-continent\n", silenced)
    code, merged, _, _ = _merge_in_git(tmp_path, ours, theirs, driver=False)
    assert code == 1 and "<<<<<<<" in merged  # what editors get without the driver

    code, merged, output, repo = _merge_in_git(tmp_path, ours, theirs)
    assert code == 0, output
    assert merged == ours.replace("- id: kenya-continent\n", silenced)
    _valid(cli, repo)


def test_different_fields_of_one_card_merge(tmp_path, cli):
    ours = BASE.replace("front: The first letter of the continent on which Kenya lies.",
                        "front: The first letter of the continent Kenya is on.")
    theirs = BASE.replace("back: Kenya is in East Africa.", "back: Kenya lies in East Africa, on the Indian Ocean.")
    code, merged, output, repo = _merge(tmp_path, ours, theirs)
    assert code == 0, output
    assert "  front: The first letter of the continent Kenya is on.\n" \
           "  back: Kenya lies in East Africa, on the Indian Ocean.\n" \
           "  value: A  # the continent, not the country\n" in merged
    _valid(cli, repo)


def test_cards_both_sides_append_at_the_end_keep_ours_first(tmp_path, cli):
    code, merged, output, repo = _merge(tmp_path, BASE + _card("ours-new"), BASE + _card("theirs-new", "C"))
    assert code == 0, output
    assert merged == BASE + _card("ours-new") + _card("theirs-new", "C")
    _valid(cli, repo)


def test_a_card_added_in_the_middle_goes_after_the_card_it_follows(tmp_path, cli):
    theirs = BASE.replace("- id: element-13", _card("inserted") + "- id: element-13")
    ours = BASE.replace("value: A\n", "value: [A, B]\n", 1)
    code, merged, output, repo = _merge(tmp_path, ours, theirs)
    assert code == 0, output
    assert merged == ours.replace("- id: element-13", _card("inserted") + "- id: element-13")
    _valid(cli, repo)


def test_comments_on_both_sides_are_kept(tmp_path, cli):
    ours = BASE.replace("  back: Kenya is in East Africa.\n",
                        "  # checked against the atlas\n  back: Kenya is in East Africa.\n")
    theirs = BASE.replace("- id: element-13", "\n# --- chemistry ---\n- id: element-13").replace(
        "value: A  # the continent, not the country", "value: A  # the continent (Africa)")
    code, merged, output, repo = _merge(tmp_path, ours, theirs)
    assert code == 0, output
    assert "  # checked against the atlas\n  back: Kenya is in East Africa.\n" \
           "  value: A  # the continent (Africa)\n\n# --- chemistry ---\n- id: element-13\n" in merged
    assert merged.startswith("# yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json\n# Letter cards.\n")
    _valid(cli, repo)


def test_the_same_field_changed_both_ways_is_a_conflict_around_that_field_only(tmp_path):
    ours = BASE.replace("back: Kenya is in East Africa.", "back: Kenya is in East Africa, by the sea.")
    ours = ours.replace("value: A\n", "value: [A, B]\n", 1)  # an edit elsewhere still merges
    theirs = BASE.replace("back: Kenya is in East Africa.", "back: Kenya lies on the equator.")
    code, merged, output, repo = _merge_in_git(tmp_path, ours, theirs)
    assert code == 1
    assert "CONFLICT" in output
    assert "card `kenya-continent`: field `back` changed on both sides" in output
    assert merged == ours.replace(
        "  back: Kenya is in East Africa, by the sea.\n",
        "<<<<<<< ours\n  back: Kenya is in East Africa, by the sea.\n=======\n"
        "  back: Kenya lies on the equator.\n>>>>>>> theirs\n")
    assert _git(repo, "status", "--porcelain").stdout.startswith(f"UU {CARDS}")


def test_a_conflict_on_the_first_field_keeps_the_dash_on_both_sides(tmp_path):
    ours = BASE.replace("- id: element-13\n  category: letter", "- category: letter\n  id: element-13", 1)
    base = ours
    ours = base.replace("- category: letter\n  id: element-13", "- category: colour\n  id: element-13")
    theirs = base.replace("- category: letter\n  id: element-13", "- category: number\n  id: element-13")
    code, merged, _, _ = _merge(tmp_path, ours, theirs, base=base)
    assert code == 1
    assert "<<<<<<< ours\n- category: colour\n=======\n- category: number\n>>>>>>> theirs\n  id: element-13\n" in merged


def test_deleted_on_one_side_and_edited_on_the_other_is_a_conflict(tmp_path):
    kenya = BASE[BASE.index("- id: kenya-continent"): BASE.index("- id: element-13")]
    ours = BASE.replace(kenya, "")
    theirs = BASE.replace("Kenya is in East Africa.", "Kenya is in East Africa, on the equator.")
    code, merged, output, _ = _merge(tmp_path, ours, theirs)
    assert code == 1
    assert "card `kenya-continent`: deleted on one side, changed on the other" in output
    edited = kenya.replace("Kenya is in East Africa.", "Kenya is in East Africa, on the equator.")
    assert f"<<<<<<< ours\n=======\n{edited}>>>>>>> theirs\n- id: element-13" in merged


@pytest.mark.parametrize("deleting_side", ["ours", "theirs"])
def test_the_only_card_deleted_on_one_side_and_edited_on_the_other_is_a_conflict_by_card(tmp_path, deleting_side):
    """The side that deleted it has no card left, only the schema line: that resolution is a card
    file without cards, not one that does not load (the merge had fallen back to lines, with a
    warning that it "would not load" and no error naming the card)."""
    header = BASE[: BASE.index("- id: capital-greece")]
    base = header + _card("only-card")
    edited = base.replace("It is only-card.", "It is the only card.")
    ours, theirs = (header, edited) if deleting_side == "ours" else (edited, header)
    code, merged, output, _ = _merge(tmp_path, ours, theirs, base=base)
    assert code == 1
    assert "card `only-card`: deleted on one side, changed on the other [merge-conflict]" in output
    assert "merge-by-lines" not in output
    card = edited[len(header):]
    sides = ("", card) if deleting_side == "ours" else (card, "")
    assert merged == header + f"<<<<<<< ours\n{sides[0]}=======\n{sides[1]}>>>>>>> theirs\n"


def test_deleted_on_one_side_and_untouched_on_the_other_is_a_deletion(tmp_path, cli):
    kenya = BASE[BASE.index("- id: kenya-continent"): BASE.index("- id: element-13")]
    theirs = BASE.replace(kenya, "")
    ours = BASE.replace("Element 13 is aluminium.", "Element 13 is aluminium, a light metal.")
    code, merged, output, repo = _merge(tmp_path, ours, theirs)
    assert code == 0, output
    assert merged == ours.replace(kenya, "")
    _valid(cli, repo)


def test_the_same_card_added_on_both_sides_merges_field_by_field(tmp_path):
    ours = BASE + _card("twin") + "  tags: [ours]\n"
    theirs = BASE + _card("twin") + "  source: https://example.org/twin\n"
    code, merged, output, _ = _merge(tmp_path, ours, theirs)
    assert code == 0, output
    assert merged == BASE + _card("twin") + "  tags: [ours]\n  source: https://example.org/twin\n"

    theirs = BASE + _card("twin").replace("It is twin.", "It is the twin.")
    code, merged, output, _ = _merge(tmp_path / "different", ours, theirs)
    assert code == 1  # added twice with two different backs: two cards, both kept (test_merge_two_new_cards)
    assert merged == ours + _card("twin").replace("It is twin.", "It is the twin."), output


def test_a_file_that_does_not_load_is_merged_line_by_line_with_one_message(tmp_path, cli):
    ours = BASE.replace("# Letter cards.", "# Letter cards, ours.")
    theirs = BASE.replace("  back: Kenya is in East Africa.", "  back: Kenya: East Africa.").replace(
        "Element 13 is aluminium.", "Element 13 is aluminium, a light metal.")
    code, merged, output, repo = _merge_in_git(tmp_path, ours, theirs)
    assert code == 1, output  # (a clean line merge that does not load is a conflict: test_merge_broken_sides)
    assert merged == theirs.replace("# Letter cards.", "# Letter cards, ours.")  # what git merges itself
    assert output.count("cannot merge by card id") == 1
    assert f"{CARDS}:12:14: error:" in output and "their version does not load (line 12, col 14:" in output
    assert _git(repo, "status", "--short").stdout == f"UU {CARDS}\n"


def test_the_driver_writes_ours_and_exits_1_on_a_conflict(tmp_path, cli):
    base, ours, theirs = (tmp_path / name for name in ("base", "ours", "theirs"))
    base.write_text(_card("solo"))
    ours.write_text(_card("solo", "C"))
    theirs.write_text(_card("solo", "D"))
    result = cli("merge", base, ours, theirs, "deck/cards/solo.yaml")
    assert result.exit_code == 1
    assert ours.read_text() == _card("solo").replace(
        "  value: B\n", "<<<<<<< ours\n  value: C\n=======\n  value: D\n>>>>>>> theirs\n")
    assert "deck/cards/solo.yaml:5:1: error: card `solo`: field `value` changed on both sides" in result.stderr
    assert theirs.read_text() == _card("solo", "D")


def test_an_empty_base_is_a_file_both_sides_added(tmp_path, cli):
    base, ours, theirs = (tmp_path / name for name in ("base", "ours", "theirs"))
    base.write_text("")
    ours.write_text("# cards\n" + _card("a"))
    theirs.write_text("# cards\n" + _card("b"))
    result = cli("merge", base, ours, theirs, "cards/new.yaml")
    assert result.exit_code == 0, result.stderr
    assert ours.read_text() == "# cards\n" + _card("a") + _card("b")


@pytest.mark.parametrize("missing", ["base", "theirs"])
def test_a_missing_input_is_a_usage_error(tmp_path, cli, missing):
    for name in ("base", "ours", "theirs"):
        if name != missing:
            (tmp_path / name).write_text(_card("a"))
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/a.yaml")
    assert result.exit_code == 2
    assert "no such file" in result.stderr


def _merge_files(tmp_path: Path, cli, base: str, ours: str, theirs: str):
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_text(text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS)
    return result, (tmp_path / "ours").read_text()


def test_a_reorder_by_theirs_alone_is_kept_with_ours_edits(tmp_path, cli):
    cards = [_card(name) for name in ("a", "b", "c")]
    ours = "".join(cards).replace("It is b.", "It is bee.")
    theirs = cards[2] + cards[0] + cards[1]
    result, merged = _merge_files(tmp_path, cli, "".join(cards), ours, theirs)
    assert result.exit_code == 0, result.stderr
    assert merged == cards[2] + cards[0] + cards[1].replace("It is b.", "It is bee.")


def test_a_new_value_wins_over_a_change_of_quotes_only(tmp_path, cli):
    base = _card("a")
    ours = base.replace("  back: It is a.", '  back: "It is a."')
    theirs = base.replace("  back: It is a.", "  back: It is an a.")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0, result.stderr
    assert merged == theirs


def test_a_card_rewritten_as_a_flow_mapping_merges_as_a_whole(tmp_path, cli):
    base = _card("a") + _card("b")
    flow = "- {id: a, category: letter, front: The first letter of a., back: It is a., value: B}\n"
    ours = flow + _card("b")
    theirs = base.replace("It is a.", "It is an a.")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0, result.stderr  # ours changed only the layout: their new value wins
    assert merged == theirs

    theirs = base.replace("front: The first letter of a.", "front: The first letter of the letter a.")
    ours = flow.replace("It is a.", "It is an a.") + _card("b")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 1  # two values changed, one side not in blocks: the card is the unit
    assert merged == f"<<<<<<< ours\n{ours.splitlines(True)[0]}=======\n{_card('a', 'B').replace('of a.', 'of the letter a.')}>>>>>>> theirs\n" + _card("b")
    assert "card `a`: changed on both sides" in result.stderr


def test_validate_names_the_markers_of_a_conflict_left_in_a_card_file(tmp_path, cli):
    ours = BASE.replace("back: Kenya is in East Africa.", "back: Kenya is in East Africa, by the sea.")
    theirs = BASE.replace("back: Kenya is in East Africa.", "back: Kenya lies on the equator.")
    code, merged, _, repo = _merge(tmp_path, ours, theirs)
    assert code == 1
    marker = merged.splitlines().index("<<<<<<< ours") + 1
    result = cli("validate", repo / DECK)
    assert result.exit_code == 1
    assert f"{CARDS}:{marker}:1: error: card `kenya-continent`: unresolved merge conflict" in result.stdout, result.stdout
    assert "yaml-syntax" not in result.stdout
    assert result.stdout.count(": error: ") == 1


KENYA = "back: Kenya is in East Africa."


@pytest.mark.parametrize(("ours", "theirs", "merged"), [
    pytest.param(  # a comment line above the field
        BASE.replace(f"  {KENYA}\n", f"  # checked against the atlas\n  {KENYA}\n"),
        BASE.replace(KENYA, "back: Kenya lies in East Africa, on the equator."),
        BASE.replace(f"  {KENYA}\n", "  # checked against the atlas\n  back: Kenya lies in East Africa, on the equator.\n"),
        id="above"),
    pytest.param(  # a comment at the end of the field's line
        BASE.replace(KENYA, f"{KENYA}  # source: atlas"),
        BASE.replace(KENYA, "back: Kenya lies on the equator."),
        BASE.replace(KENYA, "back: Kenya lies on the equator.  # source: atlas"),
        id="end-of-line"),
])
def test_a_comment_one_side_added_to_a_field_the_other_side_changed_is_kept(tmp_path, cli, ours, theirs, merged):
    code, result, output, repo = _merge(tmp_path, ours, theirs)
    assert code == 0, output
    assert result == merged
    assert "merge-comment-dropped" not in output
    _valid(cli, repo)


def test_a_comment_the_merge_cannot_keep_is_named_in_a_warning(tmp_path, cli):
    base = _card("a") + _card("b")
    ours = base.replace("back: It is a.", "back: It is a.  # source: atlas")
    # Their new value spans two lines: no place for ours's comment that is plainly its.
    theirs = base.replace("back: It is a.", "back: >-\n    It is a,\n    the first letter.")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0 and merged == theirs
    assert (f"{CARDS}:4:1: warning: card `a`: field `back`: the comment `# source: atlas` added on our side "
            "is not in the merge, which took the new value from their side as written there "
            "[merge-comment-dropped]") in result.stderr
    # Their own comment at the end of the new value's line, where ours wrote another: both sides
    # rewrote the comments, so neither is dropped (a conflict, tests/merge/test_merge_comment_edits.py).
    theirs = base.replace("back: It is b.", "back: It is bee.  # per the style guide")
    ours = base.replace("back: It is b.", "back: It is b.  # source: atlas")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 1 and "merge-comment-dropped" not in result.stderr
    assert "<<<<<<< ours\n  back: It is b.  # source: atlas\n=======\n  back: It is bee.  # per the style guide\n" in merged
    # A card in flow style taken whole for its new values.
    theirs = "- {id: a, category: letter, front: The first letter of a., back: It is an a., value: B}\n" + _card("b")
    ours = base.replace("value: B\n", "value: B  # checked\n", 1)
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0 and merged == theirs
    assert (f"{CARDS}:1:1: warning: card `a`: the comment `# checked` added on our side is not in the merge, "
            "which took the card's new values from their side") in result.stderr


def test_a_comment_added_to_a_field_the_other_side_deleted_is_named_in_a_warning(tmp_path, cli):
    """The field goes, as their side meant; our comment on it goes with it, not without a word."""
    source = "  source: https://en.wikipedia.org/wiki/Kenya\n"
    base = BASE.replace("  back: Kenya is in East Africa.\n", "  back: Kenya is in East Africa.\n" + source)
    ours = base.replace(source, "  # checked against the atlas\n" + source.replace("\n", "  # and the atlas\n"))
    theirs = BASE
    code, merged, output, repo = _merge(tmp_path, ours, theirs, base)
    assert code == 0, output
    assert merged == theirs
    line = theirs.splitlines().index("  value: A  # the continent, not the country") + 1
    for comment in ("# checked against the atlas", "# and the atlas"):
        assert (f"{CARDS}:{line}:1: warning: card `kenya-continent`: field `source`: the comment `{comment}` added on "
                "our side is not in the merge, which took the deletion of the field from their side "
                "[merge-comment-dropped]") in output
    _valid(cli, repo)


def test_a_comment_added_to_a_card_the_other_side_deleted_is_named_in_a_warning(tmp_path, cli):
    base = _card("a") + _card("b") + _card("c")
    theirs = _card("a") + _card("c")
    ours = base.replace("  value: B\n", "  value: B  # checked\n", 2).replace("  value: B  # checked\n", "  value: B\n", 1)
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0 and merged == theirs
    assert (f"{CARDS}:6:1: warning: card `b`: the comment `# checked` added on our side is not in the merge, "
            "which took the deletion of the card from their side [merge-comment-dropped]") in result.stderr
    # The last card: the warning names the file's last line, not one after it.
    ours, theirs = base.replace("It is c.", "It is c.  # checked"), _card("a") + _card("b")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0 and merged == theirs
    assert f"{CARDS}:10:1: warning: card `c`: the comment `# checked`" in result.stderr
    # A card deleted on our side, their comment on it named the other way round.
    result, merged = _merge_files(tmp_path, cli, base, theirs, ours)
    assert result.exit_code == 0 and merged == theirs
    assert f"the comment `# checked` added on their side is not in the merge, which took the deletion of the card " \
           "from our side" in result.stderr


def test_files_with_crlf_line_breaks_merge_by_card_id_and_keep_them(tmp_path, cli):
    ours = BASE.replace("front: The first letter of the continent on which Kenya lies.",
                        "front: The first letter of the continent Kenya is on.")
    theirs = BASE.replace("value: A  # the continent", "value: [A, E]  # the continent")
    def crlf(text: str) -> str:
        return text.replace("\n", "\r\n")

    code, _, output, repo = _merge(tmp_path, crlf(ours), crlf(theirs), base=crlf(BASE))
    assert code == 0, output
    assert "cannot merge by card id" not in output
    merged = (repo / CARDS).read_bytes().decode()
    assert merged == crlf(ours.replace("value: A  # the continent", "value: [A, E]  # the continent"))


def test_a_conflict_outside_the_fields_says_what_both_sides_changed(tmp_path, cli):
    header = "# yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json\n"
    base = header + _card("a") + "# note on b\n" + _card("b")
    ours = base.replace("knowledge.cards", "ours.cards").replace("# note on b", "# b: checked")
    theirs = base.replace("knowledge.cards", "theirs.cards").replace("# note on b", "# b: to check")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 1
    assert merged.startswith("<<<<<<< ours\n# yaml-language-server: $schema=../../../schemas/ours.cards")
    assert f"{CARDS}:1:1: error: the lines above the first card changed on both sides [merge-conflict]" in result.stderr
    assert "error: card `b`: the lines above it changed on both sides" in result.stderr


def test_the_side_that_changed_the_line_breaks_gives_them_to_the_result(tmp_path, cli):
    base = _card("a") + _card("b")
    ours = base.replace("It is b.", "It is bee.")
    theirs = base.replace("\n", "\r\n")  # only saved again, by an editor on Windows
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_bytes(text.encode())
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS)
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "ours").read_bytes() == ours.replace("\n", "\r\n").encode()


def test_a_hidden_file_is_merged_by_lines_as_no_card_file(tmp_path, cli):
    """docs/git.md's `cards/*.yaml merge=deckctl` also matches an editor's `.cards.yaml` backup,
    which deckctl never reads as a deck's card file: git's own line merge, as without the driver."""
    cards = [_card(name) for name in ("a", "b")]
    for name, text in (("base", "".join(cards)), ("ours", "".join(cards).replace("It is b.", "It is bee.")),
                       ("theirs", cards[1] + cards[0])):
        (tmp_path / name).write_text(text)
    hidden = CARDS.replace("cards/", "cards/.")
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", hidden)
    assert result.exit_code == 0 and result.stderr == ""  # as git says nothing of it (test_merge_broken_sides)
    assert (tmp_path / "ours").read_text() == cards[1].replace("It is b.", "It is bee.") + cards[0]


def test_a_version_too_large_to_merge_by_card_id_is_merged_by_lines_unread(tmp_path, cli):
    from deckctl.merge.driver import MAX_MERGE_BYTES

    padding = "# a long comment line, to make the file large\n" * (MAX_MERGE_BYTES // 40)
    base = _card("a") + padding + _card("b")
    ours, theirs = base.replace("It is a.", "It is an a."), base.replace("It is b.", "It is a bee.")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0, result.stderr
    assert merged == ours.replace("It is b.", "It is a bee.")
    assert f"{CARDS}:1:1: warning: cannot merge by card id: the base version is {len(base):,} bytes" in result.stderr
    assert result.stderr.count("warning:") == 1


def test_a_card_ending_in_a_block_text_deleted_on_one_side_leaves_the_comment_the_other_added_below_it(tmp_path, cli):
    base = "- id: z\n  notes: x\n\n- id: a\n  notes: |\n    line\n\n- id: b\n  notes: y\n"
    ours = base.replace("- id: a\n  notes: |\n    line\n\n", "")
    theirs = base.replace("\n- id: b", "\n# about b\n- id: b")
    result, merged = _merge_files(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0, result.stderr  # the blank line above b was no part of a's text
    assert merged == "- id: z\n  notes: x\n\n# about b\n- id: b\n  notes: y\n"
