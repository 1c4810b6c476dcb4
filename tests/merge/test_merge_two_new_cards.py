"""Two editors who each run `deckctl new card` on their own branch get the same next id
(`new-card-1`). A card id the base lacks that both sides added with different values is two
different cards, not one card edited twice: the driver keeps both whole, ours first, without
markers, and stops the merge with one error naming both. A real `git merge` with the driver where
git's part is tested (the file recorded as conflicted, one text on both sides), else the driver run
in this process as git runs it (gitmerge.merge_in_process)."""

from __future__ import annotations

from deckfactory import write_deck
from gitmerge import DECK, DRIVER, git, merge_in_git, merge_in_process

from deckctl.io.source import load_source

CARDS = f"{DECK}/cards/cards.yaml"

BASE = ("# yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json\n"
        "- id: capital-greece\n  category: letter\n  front: The first letter of the capital of Greece.\n"
        "  back: The capital of Greece is Athens.\n  value: A\n  source: https://example.org/athens\n")


def _new_card(tmp_path, cli, name: str) -> str:
    """BASE with the card `deckctl new card` appends, its texts filled in by `name`."""
    deck = write_deck(tmp_path / f"new-{name}", cards=BASE)
    result = cli("new", "card", deck)
    assert result.exit_code == 0, result.stderr
    text = (deck / "cards" / "cards.yaml").read_text()
    assert text.startswith(BASE) and "- id: new-card-1\n" in text
    return text.replace("TODO: the text on the front", f"{name}'s question").replace(
        "TODO: the answer on the back", f"{name}'s answer").replace("TODO: where the fact was checked", name)


def _merge_in_git(tmp_path, base: str, ours: str, theirs: str):
    return merge_in_git(tmp_path / "merge", "knowledge", base, ours, theirs, driver=DRIVER)


def _merge(tmp_path, base: str, ours: str, theirs: str, style: str | None = None):
    return merge_in_process(tmp_path / "merge", "knowledge", base, ours, theirs, driver=DRIVER, style=style)


def test_two_new_cards_under_one_id_are_both_kept_whole_and_stop_the_merge(tmp_path, cli):
    ours, theirs = _new_card(tmp_path, cli, "Ann"), _new_card(tmp_path, cli, "Bob")
    done = _merge_in_git(tmp_path, BASE, ours, theirs)

    assert done.code == 1, done.output
    assert done.text == ours + theirs[len(BASE):]  # ours first, then theirs, each as written
    assert git(done.repo, "ls-files", "-u", CARDS).stdout  # git records the file as conflicted
    ours_line = BASE.count("\n") + 1
    theirs_line = ours.count("\n") + 1
    assert (f"{CARDS}:{ours_line}:1: error: card `new-card-1`: added on both sides as two different cards, "
            f"both kept whole: ours at {CARDS}:{ours_line}, theirs at {CARDS}:{theirs_line} [merge-conflict]"
            in done.output), done.output
    assert "hint: give one of them a new id (`new-card-2` is the next id free in this file)" in done.output
    assert done.output.count("error:") == 1
    assert f"{CARDS}: 1 id given to two cards, both kept: rename one" in done.output
    assert "<<<<<<<" not in done.text and load_source(done.repo / CARDS).ok  # loads as YAML as it is

    renamed = done.text[:done.text.rindex("new-card-1")] + "new-card-2" + done.text[done.text.rindex("new-card-1") + 10:]
    (done.repo / CARDS).write_text(renamed)
    result = cli("validate", done.repo / DECK)
    assert result.exit_code == 0, result.stdout + result.stderr


def test_the_same_new_card_added_on_both_sides_is_kept_once(tmp_path, cli):
    ours = _new_card(tmp_path, cli, "Ann")
    done = _merge_in_git(tmp_path, BASE, ours, ours)
    assert (done.code, done.text) == (0, ours)


def test_the_lines_named_are_those_of_the_file_with_other_conflicts_above(tmp_path, cli):
    """diff3 markers around a field above the two cards move them down: the lines named follow."""
    ours, theirs = _new_card(tmp_path, cli, "Ann"), _new_card(tmp_path, cli, "Bob")
    ours = ours.replace("is Athens.", "is Athens, in Attica.")
    theirs = theirs.replace("is Athens.", "is Athens, by the sea.")
    done = _merge(tmp_path, BASE, ours, theirs, style="diff3")

    assert done.code == 1, done.output
    lines = done.text.splitlines()
    at = [number for number, line in enumerate(lines, start=1) if line == "- id: new-card-1"]
    assert len(at) == 2 and lines.count("<<<<<<< HEAD") + lines.count("<<<<<<< ours") == 1
    assert f"ours at {CARDS}:{at[0]}, theirs at {CARDS}:{at[1]}" in done.output.replace("ours (HEAD)", "ours")
    assert "theirs (theirs)" not in done.output


def test_a_comment_both_new_cards_were_added_below_stays_once(tmp_path, cli):
    base = BASE + "\n# new cards go below\n"
    ours = base + "- id: new-card-1\n  category: letter\n  front: Ann's question.\n  back: B.\n  value: B\n"
    theirs = base + "- id: new-card-1\n  category: letter\n  front: Bob's question.\n  back: C.\n  value: C\n"
    done = _merge(tmp_path, base, ours, theirs)
    assert done.code == 1, done.output
    assert done.text == ours + theirs[len(base):]


def test_cards_added_on_both_sides_that_agree_on_every_field_both_have_merge_into_one(tmp_path, cli):
    card = "- id: twin\n  category: letter\n  front: The first letter of twin.\n  back: It is twin.\n  value: T\n"
    done = _merge(tmp_path, BASE, BASE + card + "  tags: [ours]\n", BASE + card + "  source: https://example.org\n")
    assert (done.code, done.text) == (0, BASE + card + "  tags: [ours]\n  source: https://example.org\n"), done.output
