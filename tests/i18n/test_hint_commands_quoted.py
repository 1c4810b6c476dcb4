"""A command a hint shows names the deck as one shell word: a deck folder comes from whoever opens
a pull request, and one named `x;touch pwned #`, shown as it is, ran `touch pwned` for whoever
copied the hint (`deckctl i18n update x;touch pwned # --lang de`) from a CI log."""

from __future__ import annotations

import re
import shlex

from deckctl.io.shell_word import shell_word

HOSTILE = "x;touch pwned #"


def _commands(text: str) -> list[list[str]]:
    """The deckctl commands the text shows, each split as a shell would split it."""
    found = re.findall(r"(deckctl i18n (?:update|pseudo) .*?)(?:`| marks|$)", text, re.MULTILINE)
    return [shlex.split(command) for command in found]


def test_a_hint_quotes_a_deck_folder_the_shell_would_read_otherwise(make_deck, cli, tmp_path):
    deck = make_deck("you-know-it", name=HOSTILE)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    with (deck / "locales" / "de.po").open("a", encoding="utf-8") as po:
        po.write('\nmsgctxt "nocard/question"\nmsgid "x"\nmsgstr "y"\n')  # an entry for no text: a hint to update
    (deck / "locales" / "en-XA.po").write_text('msgid ""\nmsgstr ""\n"Language: en-XA\\n"\n', encoding="utf-8")
    for args in (("validate", HOSTILE), ("i18n", "status", HOSTILE)):
        run = cli(*args, cwd=tmp_path)
        commands = _commands(run.stdout + run.stderr)
        assert commands, run.stdout + run.stderr
        for command in commands:
            assert command[3] == HOSTILE, command  # one word, the folder's name, nothing run after it
    assert not (tmp_path / "pwned").exists()


def test_shell_word():
    assert shell_word("decks/quiz") == "decks/quiz"
    assert shell_word("my decks/quiz") == "'my decks/quiz'"
    assert shlex.split(f"deckctl fmt {shell_word(HOSTILE)}") == ["deckctl", "fmt", HOSTILE]
    assert shell_word("r\udcff") == "$'r\\xff'"  # (a name that is not UTF-8, as the shell writes it)
