"""`text-fits` says what build refuses to print, so neither deckctl.toml nor a comment turns it off
or makes it milder: lint, the proof and build agree about a text that fits at no size."""

from __future__ import annotations

from deckfactory import write_deck

TOO_LONG = "Which river is this? " + "It rises in the hills and runs far to the sea. " * 10
CARDS = f"""\
- id: river
  source: https://example.org/rivers
  questions:
    - {{question: {TOO_LONG.strip()}, answer: The Danube}}
    - {{question: Which river flows through Paris?, answer: The Seine}}
    - {{question: Which river flows through Rome?, answer: The Tiber}}
    - {{question: Which river flows through London?, answer: The Thames}}
    - {{question: What river flows through Vienna, answer: The Danube}}
"""


def _deck(tmp_path, config: str | None = None, cards: str = CARDS):
    (tmp_path / ".git").mkdir()
    deck = write_deck(tmp_path / "decks", "you-know-it", cards)
    if config is not None:
        (tmp_path / "deckctl.toml").write_text(config)
    return deck


def test_a_config_cannot_turn_it_off_or_make_it_milder(tmp_path, cli):
    deck = _deck(tmp_path, '[lint]\ndisable = ["text-fits", "question-mark"]\n\n[lint.severity]\ntext-fits = "warning"\n')
    run = cli("lint", deck)
    assert run.exit_code == 1, run.stdout + run.stderr
    refused = [line for line in run.stdout.splitlines() if "[lint-config]" in line]
    assert [line.split(": error: ")[0].rsplit("/", 1)[-1] for line in refused] == ["deckctl.toml:2:1", "deckctl.toml:5:1"]
    assert all("`text-fits` cannot be turned off or made milder" in line for line in refused)
    assert "error: card `river`: text does not fit" in run.stdout and "[text-fits]" in run.stdout
    assert "[question-mark]" not in run.stdout  # (the other rule named is turned off as asked)


def test_its_own_severity_and_other_rules_off_are_accepted(tmp_path, cli):
    deck = _deck(tmp_path, '[lint.severity]\ntext-fits = "error"\nquestion-mark = "off"\n')
    run = cli("lint", deck)
    assert "lint-config" not in run.stdout and "[question-mark]" not in run.stdout
    assert run.exit_code == 1 and "[text-fits]" in run.stdout


def test_a_comment_cannot_turn_it_off(tmp_path, cli):
    deck = _deck(tmp_path, cards=CARDS.replace("- id: river", "- id: river  # deckctl: disable=text-fits, missing-source")
                 .replace("  source: https://example.org/rivers\n", ""))
    run = cli("lint", deck)
    assert run.exit_code == 1
    assert "cards.yaml:1:1: warning: `text-fits` cannot be turned off by a comment" in run.stdout
    assert "[text-fits]" in run.stdout and "[missing-source]" not in run.stdout


def test_the_proof_shows_it_with_the_rule_turned_off(tmp_path, cli):
    deck = _deck(tmp_path, '[lint]\ndisable = ["text-fits"]\n')
    run = cli("proof", deck, "--out", tmp_path / "proof")
    page = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "text does not fit" in page and "cannot be turned off" in page, run.stderr
