"""`deckctl validate --fix`: validate changes nothing, and says which commands do."""

from __future__ import annotations


def test_validate_fix_names_the_commands_that_fix(make_deck, cli):
    deck = make_deck()
    before = {path: path.read_bytes() for path in deck.rglob("*") if path.is_file()}
    result = cli("validate", "--fix", deck)
    assert result.exit_code == 2 and result.exception is None
    assert "validate only checks" in result.stderr
    assert "`deckctl lint --fix`" in result.stderr and "`deckctl fmt`" in result.stderr
    assert "there is no option" not in result.stderr
    assert {path: path.read_bytes() for path in deck.rglob("*") if path.is_file()} == before


def test_validate_help_does_not_offer_fix(cli):
    assert "--fix" not in cli("validate", "--help").stdout
