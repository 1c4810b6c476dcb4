"""Where both sides reordered the cards, the merged order is ours: each card their side moved
that the merge does not keep where they put it is named in a warning (`merge-move-not-kept`), at
its line, capped as every finding is. Nothing is said where only one side reordered (its order is
taken), or where ours made the same move."""

from __future__ import annotations

from gitmerge import merge_in_process

from deckctl.core.finding_cap import MAX_PER_KIND

CARD = "- id: {0}\n  category: letter\n  front: {0}?\n  back: {0}.\n  value: A\n"
IDS = ["a", "b", "quote-colon", "c", "comma-dash", "d"]


def cards(ids: list[str]) -> str:
    return "".join(CARD.format(card_id) for card_id in ids)


def _ids(text: str) -> list[str]:
    return [line.removeprefix("- id: ") for line in text.splitlines() if line.startswith("- id: ")]


def test_their_move_lost_to_our_order_is_named_at_the_cards_line(tmp_path):
    ours = ["a", "b", "c", "comma-dash", "d", "quote-colon"]
    merge = merge_in_process(tmp_path, "knowledge", cards(IDS), cards(ours), cards(["comma-dash", *IDS[:4], "d"]))
    assert merge.code == 0, merge.output
    assert _ids(merge.text) == ours
    line = merge.text.splitlines().index("- id: comma-dash") + 1
    assert (f"cards.yaml:{line}:1: warning: card `comma-dash`: their side moved this card to the top, which "
            "the merge does not keep: both sides reordered the cards, and the merged order is ours "
            "[merge-move-not-kept]") in merge.output
    assert merge.output.count("merge-move-not-kept") == 1


def test_their_move_to_the_top_is_named_where_our_move_left_it_above_the_same_card(tmp_path):
    # (ours moves the first card to the end, theirs the last to the top: in the merged order the
    # card theirs moved is still above the one ours moved, but not at the top)
    base = ["quote-colon", "multiline", "numbers-text", "emoji-card", "comma-dash"]
    ours, theirs = base[1:] + base[:1], base[-1:] + base[:-1]
    merge = merge_in_process(tmp_path, "knowledge", cards(base), cards(ours), cards(theirs))
    assert merge.code == 0 and _ids(merge.text) == ours, merge.output
    assert "card `comma-dash`: their side moved this card to the top" in merge.output
    assert merge.output.count("merge-move-not-kept") == 1


def test_nothing_is_said_where_one_side_alone_reordered_or_both_made_the_same_move(tmp_path):
    moved = ["comma-dash", *IDS[:4], "d"]
    alone = merge_in_process(tmp_path / "alone", "knowledge", cards(IDS), cards(IDS).replace("back: a.", "back: A."),
                         cards(moved))
    assert alone.code == 0 and _ids(alone.text) == moved
    both = ["comma-dash", "a", "b", "c", "d", "quote-colon"]
    same = merge_in_process(tmp_path / "same", "knowledge", cards(IDS), cards(both), cards(moved))
    assert same.code == 0 and _ids(same.text) == both
    for merge in (alone, same):
        assert "merge-move-not-kept" not in merge.output, merge.output


def test_moves_not_kept_past_the_cap_are_counted(cli, tmp_path):
    ids = [f"card-{number:03d}" for number in range(MAX_PER_KIND + 40)]
    ours = ids[:-2] + [ids[-1], ids[-2]]
    for name, order in (("base", ids), ("ours", ours), ("theirs", ids[::-1])):
        (tmp_path / name).write_text(cards(order))
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/letters.yaml")
    assert result.exit_code == 0, result.stderr
    assert _ids((tmp_path / "ours").read_text()) == ours
    findings = [line for line in result.stderr.splitlines() if not line.startswith(" ")]
    assert len(findings) == MAX_PER_KIND + 1, result.stderr[-2000:]
    assert any("more `merge-move-not-kept` warnings in this file, not shown" in line for line in findings), findings
