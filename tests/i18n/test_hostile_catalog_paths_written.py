"""`deckctl i18n extract`, `update` and `pseudo` printed `wrote PATH` and `unchanged PATH` raw, and
a catalog's path holds its deck folder's name, which may hold any bytes (git commits them): a
folder `ev<ESC>[31mil<RLO>X<LF>::error::pwned` recoloured the terminal, reordered the line and gave
a CI log a line `::error::pwned`, which GitHub Actions runs as a workflow command. The lines now
show the path as findings do (control and bidirectional characters and line breaks escaped, `##[`
written `\\x23#[`)."""

from __future__ import annotations

from deckfactory import write_deck

HOSTILE = "ev\x1b[31mil\u202eX\n::error::pwned ##[add-mask]x"


def assert_inert(output: str) -> None:
    assert "\x1b[31mil" not in output and "\u202e" not in output, output
    assert "##[" not in output, output
    assert not any(line.lstrip().startswith("::") for line in output.splitlines()), output


def test_i18n_names_the_catalogs_it_wrote_escaped(cli, tmp_path):
    deck = write_deck(tmp_path / "decks", "knowledge", name=HOSTILE)
    for args in (("extract", tmp_path / "decks"), ("update", deck, "--lang", "de"), ("pseudo", deck)):
        result = cli("i18n", *args)
        assert result.exit_code == 0, result.stderr
        assert "wrote " in result.stderr, result.stderr
        assert_inert(result.stdout + result.stderr)
    again = cli("i18n", "pseudo", deck)
    assert again.stderr.startswith("unchanged "), again.stderr
    assert_inert(again.stderr)
