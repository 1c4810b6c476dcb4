"""A message naming another file (`the same question as card `x` (decks/deck/cards/a.yaml:3)`,
`id `x` is already used by a card at ...`) names it apart from any other file, as a finding's own
place names its file since 5fa5b500: a file whose name holds a zero width space and one whose name
holds the six characters `\\u200b` were both named `a\\u200bb.yaml` inside messages, the whole line
escaped at once. The text (and GitHub's) output shows the second with its backslash doubled;
JSON keeps both names exactly, as it did, and says nothing more."""

from __future__ import annotations

import json

from deckfactory import write_deck

REAL, DECOY = "a\u200bb.yaml", "a\\u200bb.yaml"  # (a zero width space; a backslash and five letters)
REAL_SHOWN, DECOY_SHOWN = "a\\u200bb.yaml", "a\\\\u200bb.yaml"


def _card(card_id: str, front: str) -> str:
    return f"- id: {card_id}\n  category: colour\n  front: {front}\n  back: Blue.\n  value: blue\n"


def _deck(root):
    deck = write_deck(root, "knowledge", {"cards.yaml": _card("plain", "The colour of a plain card.")})
    (deck / "cards" / REAL).write_text(_card("real", "The colour of the real sky."), encoding="utf-8")
    (deck / "cards" / DECOY).write_text(_card("decoy", "The colour of the decoy sky."), encoding="utf-8")
    # (after both in name order: its questions are the repeats, its ids too, each naming the file first)
    (deck / "cards" / "z.yaml").write_text(_card("again-real", "The colour of the real sky.")
                                           + _card("again-decoy", "The colour of the decoy sky.")
                                           + _card("decoy", "The colour of a third sky."), encoding="utf-8")
    return deck


def _named(lines: list[str], card: str, rule: str) -> str:
    [line] = [line for line in lines if f"card `{card}`:" in line and line.endswith(f"[{rule}]")]
    return line


def test_duplicate_findings_name_the_two_files_apart(tmp_path, cli):
    deck = _deck(tmp_path)
    result = cli("lint", deck, cwd=tmp_path)
    lines = result.stdout.splitlines()
    # (the old: both `(deck/cards/a\u200bb.yaml:3)`)
    assert f"as card `real` (deck/cards/{REAL_SHOWN}:3)" in _named(lines, "again-real", "duplicate-question")
    assert f"as card `decoy` (deck/cards/{DECOY_SHOWN}:3)" in _named(lines, "again-decoy", "duplicate-question")
    assert f"already used by a card at deck/cards/{DECOY_SHOWN}:1" in _named(lines, "decoy", "duplicate-id")

    github = cli("lint", deck, "--format", "github", cwd=tmp_path).stdout
    assert f"as card `real` (deck/cards/{REAL_SHOWN}:3)" in github
    assert f"as card `decoy` (deck/cards/{DECOY_SHOWN}:3)" in github

    # JSON: the names exactly as they are (JSON's own escapes), and nothing else added
    found = json.loads(cli("lint", deck, "--format", "json", cwd=tmp_path).stdout)
    by_card = {(d["card_id"], d["code"]): d for d in found if d["file"].endswith("z.yaml")}
    assert by_card["again-real", "duplicate-question"]["message"].endswith(f"(deck/cards/{REAL}:3)")
    assert by_card["again-decoy", "duplicate-question"]["message"].endswith(f"(deck/cards/{DECOY}:3)")
    assert by_card["decoy", "duplicate-id"]["message"].endswith(f"at deck/cards/{DECOY}:1")
    assert all("names" not in d.get("extra", {}) for d in found)


def test_a_near_duplicate_names_the_file_apart(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge", {"cards.yaml": _card("plain", "The colour of a plain card.")})
    (deck / "cards" / DECOY).write_text(_card("decoy", "How many kittens does Duchess have in The Aristocats?"),
                                        encoding="utf-8")
    (deck / "cards" / "z.yaml").write_text(_card("nearly", "In The Aristocats, how many kittens does Duchess have?"),
                                           encoding="utf-8")
    lines = cli("lint", deck, cwd=tmp_path).stdout.splitlines()
    assert f"as card `decoy` (deck/cards/{DECOY_SHOWN}:3): reworded" in _named(lines, "nearly", "near-duplicate")
    [found] = [d for d in json.loads(cli("lint", deck, "--format", "json", cwd=tmp_path).stdout)
               if d["code"] == "near-duplicate"]
    assert f"(deck/cards/{DECOY}:3)" in found["message"] and found["extra"]["similar_to"]["at"] == f"deck/cards/{DECOY}:3"


def test_a_name_in_a_message_is_not_escaped_twice():
    """The line a message is shown in is escaped as a whole again (`printable_line`): a name shown
    apart keeps its one backslash doubled, and its escapes are not escaped again."""
    from deckctl.core.diagnostics import Diagnostic
    from deckctl.report import text

    name = "d/a\\u200b\u200b\x1b.yaml"
    finding = Diagnostic("d/z.yaml", 2, 3, "duplicate-question", f"as at {name}:4, and `a\u200bb`",
                         hint=f"see {name}").naming(name)
    message, hint = text([finding]).splitlines()
    assert message == ("d/z.yaml:2:3: error: as at d/a\\\\u200b\\u200b\\x1b.yaml:4, and `a\\u200bb` "
                       "[duplicate-question]")
    assert hint == "    hint: see d/a\\\\u200b\\u200b\\x1b.yaml"
    assert finding.shown_json()["message"] == finding.message and "extra" not in finding.shown_json()
    assert Diagnostic.from_json(finding.to_json()).names == (name,)  # (kept by the cache of checked decks)


def test_lint_fix_names_the_file_it_fixed_apart(tmp_path, cli):
    """`fixed FILE`, a line of its own on standard error, names the file as findings do."""
    deck = write_deck(tmp_path, "knowledge", {"cards.yaml": _card("plain", "The colour of a plain card.")})
    (deck / "cards" / DECOY).write_text(_card("decoy", "The colour of\u200b the sky."), encoding="utf-8")
    result = cli("lint", "--fix", deck, cwd=tmp_path)
    assert f"fixed deck/cards/{DECOY_SHOWN}\n" in result.stderr, result.stderr  # (the old: `a\u200bb.yaml`)
