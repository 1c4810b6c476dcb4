"""The one-letter keys' switch was named "one-letter keys (j, k, /, l, o)" on every page, where the
bar offers `o` only on a page that links its cards' files: a screen reader told the reviewer of a
diff page, or of a proof written outside the repository, of a key that does nothing. The switch
names `o` where the bar offers it, and only there."""

from __future__ import annotations

from browser import console_errors, open_page
from deckfactory import write_deck

NAME = ("return [document.getElementById('keys-on').getAttribute('aria-label'),"
        " !document.getElementById('key-open').hidden]")


def test_the_keys_switch_names_o_only_where_it_is_offered(tmp_path, cli, browser):
    deck = write_deck(tmp_path / "repo" / "decks", "knowledge")
    (tmp_path / "repo" / ".git").mkdir()  # (a repository's top: the page inside it links its cards' files)
    assert cli("proof", deck, "--out", tmp_path / "repo" / "proof", "-j", "1", cwd=tmp_path).exit_code == 0
    assert cli("proof", deck, "--out", tmp_path / "outside", "-j", "1", cwd=tmp_path).exit_code == 0
    inside = open_page(browser, tmp_path / "repo" / "proof" / "index.html").execute_script(NAME)
    assert inside == ["one-letter keys (j, k, /, l, o)", True]
    outside = open_page(browser, tmp_path / "outside" / "index.html").execute_script(NAME)
    assert outside == ["one-letter keys (j, k, /, l)", False]
    assert console_errors(browser) == []
