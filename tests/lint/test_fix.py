"""`deckctl lint --fix`: mechanical repairs written through fmt's comment-keeping, atomic writer."""

from __future__ import annotations

import json

from deckfactory import write_deck

CARDS = """\
# imported from the 2019 community bank
- id: card-001
  questions:
    - question: How many legs does a spider  have?
      answer: "8"
      accept: [eight]  # the word too
    # Canberra, not Sydney!
    - question: "What is the capital of Australia?  "
      answer: Canberra
    - question: Who wrote Romeo and Juliet? It isnâ€™t Marlowe.
      answer: William Shakespeare
    - question: 'Timeâ€¦  what is the smallest prime number?'
      answer: "2"
    - question: |
        Which planet is closest
        to the  Sun?
      answer: Mercury
  source: https://example.org/wiki/Spider  # checked 2024
"""


def test_fix_repairs_texts_and_keeps_comments_and_order(tmp_path, cli):
    deck = write_deck(tmp_path, "you-know-it", CARDS)
    before = cli("lint", deck, "--format", "json")
    codes = sorted(d["code"] for d in json.loads(before.stdout))
    assert codes == ["mis-encoded", "mis-encoded", "whitespace", "whitespace", "whitespace", "whitespace"]

    run = cli("lint", deck, "--fix")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "5 texts repaired in 1 file" in run.stderr
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    old_lines, new_lines = CARDS.splitlines(), text.splitlines()
    assert len(new_lines) == len(old_lines)
    comments = [line for line in new_lines if "#" in line]
    assert comments == [line for line in old_lines if "#" in line]  # every comment, in place
    assert "    - question: How many legs does a spider have?" in new_lines
    assert '    - question: "What is the capital of Australia?"' in new_lines  # quotes kept
    assert "    - question: Who wrote Romeo and Juliet? It isn’t Marlowe." in new_lines
    assert "    - question: 'Time… what is the smallest prime number?'" in new_lines  # both repairs
    assert "        to the Sun?" in new_lines and "    - question: |" in new_lines  # the block stays a block

    again = cli("lint", deck, "--format", "json")
    assert again.exit_code == 0 and json.loads(again.stdout) == []
    assert cli("lint", deck, "--fix").stderr.startswith("0 errors")  # nothing left to repair: nothing written


def test_fix_leaves_a_changed_text_alone(tmp_path):
    """A text edited since it was linted is not overwritten with a repair of its old self."""
    from deckctl.lint.fix import apply
    from deckctl.lint.runner import lint
    from deckctl.validate.deck import validate

    deck = write_deck(tmp_path, "you-know-it", CARDS)
    findings = lint(validate([deck]).decks)
    path = deck / "cards" / "cards.yaml"
    edited = CARDS.replace("spider  have", "spider   have")
    path.write_text(edited, encoding="utf-8")
    findings = [f for f in findings if f.extra.get("fix")]
    report = apply([f for f in findings if "spider" in f.extra["fix"]["old"]])
    assert report.fixed == 0 and path.read_text(encoding="utf-8") == edited


def test_fix_keeps_the_space_before_an_end_of_line_comment(tmp_path, cli):
    """A shorter repaired text does not push its line's comment to the right (a one-line diff
    that changes only the text)."""
    cards = (
        "- id: card-001\n"
        "  questions:\n"
        '    - question: "Timeâ€¦ which band recorded it in 1973?"  # checked\n'
        "      answer: Pink Floyd   # three spaces\n"
        "    - question: Which  ocean lies between Africa and Australia?  # row 12\n"
        "      answer: The Indian Ocean\n"
        "    - {question: Which city is known as the Big Apple?, answer: New York}\n"
        "    - {question: What is the capital of Peru?, answer: Lima}\n"
        "    - {question: Which planet is closest to the Sun?, answer: Mercury}\n"
        "  source: https://example.org/quiz\n")
    deck = write_deck(tmp_path, "you-know-it", cards)
    run = cli("lint", deck, "--fix")
    assert "2 texts repaired" in run.stderr, run.stderr
    lines = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8").splitlines()
    assert lines[2] == '    - question: "Time… which band recorded it in 1973?"  # checked'
    assert lines[3] == "      answer: Pink Floyd   # three spaces"
    assert lines[4] == "    - question: Which ocean lies between Africa and Australia?  # row 12"


def test_fix_keeps_the_files_crlf_line_ends_and_byte_order_mark(tmp_path, cli):
    """One repaired text is the only change: a CRLF checkout stays CRLF, a BOM stays."""
    deck = write_deck(tmp_path, "you-know-it", CARDS)
    path = deck / "cards" / "cards.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + CARDS.replace("\n", "\r\n").encode("utf-8"))
    run = cli("lint", deck, "--fix")
    assert run.exit_code == 0 and "5 texts repaired in 1 file" in run.stderr
    written = path.read_bytes()
    assert written.startswith(b"\xef\xbb\xbf# imported from the 2019 community bank\r\n")
    assert written.count(b"\n") == written.count(b"\r\n") == CARDS.count("\n")
    assert b"    - question: How many legs does a spider have?\r\n" in written


def test_fix_repairs_every_finding_left_out_of_the_report_in_one_pass(tmp_path, cli, monkeypatch):
    """The cap is on what is shown: 500 stray-space warnings and 150 control-character errors in
    one file are all repaired by one lint and one repair, then one lint more reports what is left."""
    import deckctl.cli.lint
    from deckctl.core.finding_cap import MAX_PER_KIND

    spaces = "".join(f"- id: s{n}\n  category: colour\n  front: The  colour {n}.\n  back: Blue  {n}.\n  value: blue\n"
                     for n in range(250))
    controls = "".join(f'- id: c{n}\n  category: colour\n  front: The sky {n}.\n  back: "Blue\\a {n}."\n  value: blue\n'
                       for n in range(150))
    deck = write_deck(tmp_path, "knowledge", spaces + controls)
    before = json.loads(cli("lint", deck, "--format", "json").stdout)
    closing = [d for d in before if d["code"] == "whitespace"][-1]
    assert closing["extra"] == {"more": 400}  # the repairs it holds are not shown

    lints = []
    check_decks = deckctl.cli.lint.check_decks

    def counted(*args, **kwargs):
        lints.append(args)
        return check_decks(*args, **kwargs)

    monkeypatch.setattr(deckctl.cli.lint, "check_decks", counted)
    run = cli("lint", deck, "--fix", "--format", "json")
    assert run.exit_code == 0, run.stderr
    assert "650 texts repaired in 1 file" in run.stderr
    assert len(lints) == 2  # the lint that found them, the one that reports what is left
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert "  " not in text.replace("\n  ", "\n") and "\\a" not in text
    left = json.loads(run.stdout)
    assert {d["code"] for d in left} <= {"missing-source", "value-balance", "unplayable"}  # (every card asks for blue)
    sources = [d for d in left if d["code"] == "missing-source"]  # the report after --fix is still capped
    assert len(sources) == MAX_PER_KIND + 1 and sources[-1]["extra"] == {"more": 400 - MAX_PER_KIND}


def test_a_closing_finding_gathered_again_keeps_the_repairs_it_stands_for():
    """A card file's capped findings joining its deck's (validate) keep every repair, once."""
    from deckctl.core.diagnostics import Diagnostic
    from deckctl.core.finding_cap import MAX_PER_KIND, Capped, cap
    from deckctl.lint.fix import fixable

    def spaced(n: int) -> Diagnostic:
        fix = {"path": [n, "front"], "old": f"a  {n}", "new": f"a {n}"}
        return Diagnostic("c.yaml", n + 1, 3, "whitespace", "two spaces", extra={"fix": fix})

    in_file = cap(spaced(n) for n in range(MAX_PER_KIND + 50))
    in_deck = Capped(in_file)
    in_deck.extend(spaced(n) for n in range(MAX_PER_KIND + 50, MAX_PER_KIND + 60))
    plan = fixable(in_deck.closed())["c.yaml"]
    last = MAX_PER_KIND + 59
    assert len(plan) == MAX_PER_KIND + 60 and plan[(last, "front")] == (f"a  {last}", f"a {last}")


def test_a_tab_between_words_is_hinted_as_a_tab(tmp_path, cli):
    deck = write_deck(tmp_path, cards="- id: a\n  category: number\n  front: \"How many\\tmoons?\"\n  back: Two.\n"
                                      "  value: 2\n  source: https://example.org/\n")
    run = cli("lint", deck)
    assert "the text has a tab between words" in run.stdout
    assert "hint: write one space for the tab (`deckctl lint --fix` does)" in run.stdout, run.stdout


def test_fix_leaves_a_text_of_only_an_invisible_character_for_its_editor(tmp_path, cli):
    """Deleting the zero width space of `answer: "\\u200b"` had left `answer: ""`: a repair that made
    the deck invalid (empty-text). The text is reported as showing nothing, and left as it is."""
    deck = write_deck(tmp_path, "you-know-it", CARDS.replace('answer: "2"', 'answer: "\\u200b"'))
    run = cli("lint", deck, "--fix")
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert 'answer: "\\u200b"' in text or 'answer: "\u200b"' in text
    assert "shows nothing on the card: it holds only U+200B ZERO WIDTH SPACE" in run.stdout
    assert cli("validate", deck).exit_code == 0
