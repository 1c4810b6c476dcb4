"""`deckctl lint --fix` never writes a character that validate refuses. `â€®` is how U+202E (a
bidirectional override, "Trojan Source") reads when its UTF-8 went through cp1252; ftfy undoes it
faithfully, and `--fix` had written the override into a valid card file, which every command then
refused (`control-character`). The finding stays, with the hint to retype that part and no repair."""

from __future__ import annotations

import json

from deckfactory import write_deck

OVERRIDE_AS_MOJIBAKE = "\u202e".encode("utf-8").decode("cp1252")  # `â€®`


def _card(*questions: tuple[str, str]) -> str:
    """A You Know It! card file: one card of these three questions and two plain ones."""
    listed = "".join(f"    - question: {question}\n      answer: {answer}\n" for question, answer in questions)
    return (f"- id: card-001\n  questions:\n{listed}"
            "    - question: Which chemical element has the symbol Fe?\n      answer: Iron\n"
            '    - question: What is the smallest prime number?\n      answer: "2"\n'
            "  source: https://example.org/wiki/Spider\n")


CARDS = _card(("Who wrote Romeo and Juliet? It isnâ€™t Marlowe.", "William Shakespeare"),
              (f"How many legs does a {OVERRIDE_AS_MOJIBAKE}spider have?", '"8"'),
              ("What is the capital of Australia?", "Canberra"))


def test_a_repair_that_would_write_a_refused_character_is_not_made(tmp_path, cli):
    deck = write_deck(tmp_path, "you-know-it", CARDS)
    assert OVERRIDE_AS_MOJIBAKE == "â€®"
    found = json.loads(cli("lint", deck, "--format", "json").stdout)
    encoded = sorted((d["line"], d["hint"]) for d in found if d["code"] == "mis-encoded")
    assert len(encoded) == 2
    assert "`deckctl lint --fix` writes it" in encoded[0][1]  # isnâ€™t: repaired as before
    assert "U+202E RLO" in encoded[1][1] and "retype" in encoded[1][1] and "--fix" not in encoded[1][1]

    run = cli("lint", deck, "--fix")
    assert "1 text repaired in 1 file" in run.stderr, run.stderr
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert "\u202e" not in text and OVERRIDE_AS_MOJIBAKE in text and "isn’t" in text
    again = cli("validate", deck)
    assert again.exit_code == 0, again.stdout + again.stderr


# A zero width space, a byte-order mark and a line separator, each as its UTF-8 reads in cp1252
ZWSP, BOM, LSEP = (char.encode("utf-8").decode("cp1252") for char in ("\u200b", "\ufeff", "\u2028"))
HIDDEN_CARDS = _card((f"Which cafÃ© is the Louvre{ZWSP}s neighbour?", "CafÃ© Marly"),
                     (f"How many legs does a{LSEP}spider have? It isnâ€™t six.", '"8"'),
                     (f"{BOM}What is the capital of Australia? Not SÃ£o Paulo.", "Canberra"))


def test_a_repair_brings_back_no_invisible_character_for_a_second_run_to_find(tmp_path, cli):
    deck = write_deck(tmp_path, "you-know-it", HIDDEN_CARDS)
    found = json.loads(cli("lint", deck, "--format", "json").stdout)
    hints = sorted(d["hint"] for d in found if d["code"] == "mis-encoded")
    assert len(hints) == 4 and not any("\\u200b" in hint or "\u200b" in hint for hint in hints)
    assert 'it should read "How many legs does a spider have? It isn’t six."' in " ".join(hints)

    run = cli("lint", deck, "--fix")
    assert "4 texts repaired in 1 file" in run.stderr, run.stderr
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert "Which café is the Louvres neighbour?" in text and "a spider have? It isn’t six." in text
    assert "What is the capital of Australia? Not São Paulo." in text
    assert not any(char in text for char in ("\u200b", "\ufeff", "\u2028", ZWSP, BOM, LSEP)) and "Ã" not in text
    again = json.loads(cli("lint", deck, "--format", "json").stdout)
    assert [d for d in again if d["code"] in ("whitespace", "mis-encoded")] == []
