"""`deckctl diff` lists each catalog entry whose printing changed under one heading: a fuzzy entry's
msgstr is a suggestion no card prints. A catalog new in the change listed its fuzzy entries both
under `fuzzy` and as `+ translated`; an entry fuzzy on both sides whose suggestion changed, one made
fuzzy and one reviewed while their text changed, were `translated` too."""

from __future__ import annotations

import html
import json
import re
import shutil

import pytest
from gitrepo import git, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def flagged(text: str, context: str, msgstr: str | None = None, fuzzy: bool = True) -> str:
    """The catalog `text` with the entry of `context` marked fuzzy (or its flag taken off), its
    msgstr replaced where one is given."""
    start = text.index(f'msgctxt "{context}"')
    head, entry = text[:start], text[start:]
    if head.endswith("#, fuzzy\n"):
        head = head[: -len("#, fuzzy\n")]
    if msgstr is not None:
        entry = re.sub(r'msgstr ".*"', lambda _: f'msgstr "{msgstr}"', entry, count=1)
    return head + ("#, fuzzy\n" if fuzzy else "") + entry


def commit(repo, catalog, text: str, message: str) -> None:
    catalog.write_text(text, encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", message)


def diff_json(cli, repo) -> dict:
    result = cli("diff", "HEAD~1", "HEAD", "--format", "json", cwd=repo)
    assert result.exit_code == 0, result.stderr
    [deck] = json.loads(result.stdout)["decks"]
    return deck


def test_a_new_catalogs_fuzzy_entry_is_fuzzy_not_translated(tmp_path, cli):
    """The catalog did not exist before: its translated entries are `translated`, its fuzzy one
    (which its card does not print) is `fuzzy` alone."""
    repo = starter_repo(tmp_path / "repo")
    catalog = repo / "decks" / "yki" / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.unlink()
    git(repo, "commit", "-qam", "no German yet")
    commit(repo, catalog, flagged(text, "card-001/questions/2/answer"), "German")

    deck = diff_json(cli, repo)
    assert deck["fuzzy"] == [{"language": "de", "context": "card-001/questions/2/answer"}]
    assert deck["reviewed"] == []
    translated = [t["field"] for t in deck["translated"]]
    assert "card-001/questions/1/question" in translated and "card-001/questions/2/answer" not in translated
    assert {t["change"] for t in deck["translated"]} == {"added"}
    shown = cli("diff", "HEAD~1", "HEAD", cwd=repo).stdout
    assert "  fuzzy    de: card-001/questions/2/answer\n" in shown
    assert "card-001/questions/2/answer:" not in shown  # (no `+ ...: "Canberra"` under `translated de`)


@pytest.fixture
def transitions(tmp_path):
    """From a catalog with two fuzzy entries: one stays fuzzy with a new suggestion, one is reviewed
    with its text edited, a translated one is made fuzzy with its text edited, one translation
    changes."""
    repo = starter_repo(tmp_path / "repo")
    catalog = repo / "decks" / "yki" / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    text = flagged(flagged(text, "card-001/questions/1/question"), "card-001/questions/3/question")
    commit(repo, catalog, text, "two fuzzy")
    text = flagged(text, "card-001/questions/1/question", "Wie viele Beine hat die Spinne?")
    text = flagged(text, "card-001/questions/3/question", "Welches Element hat das Symbol Fe?", fuzzy=False)
    text = flagged(text, "card-001/questions/2/answer", "Canberra (Hauptstadt)")
    text = flagged(text, "card-001/questions/1/accept", "acht Beine", fuzzy=False)
    commit(repo, catalog, text, "review")
    return repo


def test_each_entry_is_listed_once_by_what_its_card_prints(transitions, cli):
    deck = diff_json(cli, transitions)
    assert deck["fuzzy"] == [{"language": "de", "context": "card-001/questions/2/answer"}]
    assert deck["reviewed"] == [{"language": "de", "context": "card-001/questions/3/question",
                                 "translation": "Welches Element hat das Symbol Fe?",
                                 "was": "Welches chemische Element hat das Symbol Fe?"}]  # (edited in review)
    assert deck["translated"] == [{"language": "de", "field": "card-001/questions/1/accept", "old": "acht",
                                   "new": "acht Beine", "change": "changed"}]
    assert cli("diff", "HEAD~1", "HEAD", cwd=transitions).stdout == (
        "deck you-know-it-starter (decks/yki)\n"
        "  fuzzy    de: card-001/questions/2/answer\n"
        "  reviewed de: card-001/questions/3/question\n"
        '      was: "Welches chemische Element hat das Symbol Fe?"\n'
        '      now: "Welches Element hat das Symbol Fe?"\n'
        "  translated de:\n"
        '    ~ card-001/questions/1/accept: "acht" -> "acht Beine"\n')


def test_the_html_page_shows_the_translations_the_text_lists(transitions, cli, tmp_path):
    """The card's table has a row for each entry the text lists, in its order: the one made fuzzy
    (the card prints the source text now; its suggestion is not shown), the reviewed one (was
    fuzzy; the suggestion the reviewer edited before, its text now after, as the text diff's
    `was`/`now`: the page showed the text now alone) and the changed translation."""
    out = tmp_path / "cd"
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", out, cwd=transitions)
    assert result.exit_code == 0, result.stderr
    page = (out / "index.html").read_text(encoding="utf-8")
    [card] = re.findall(r'<article[^>]*data-id="card-001".*?</article>', page, re.S)
    found = re.findall(r"<tr[^>]*><th scope=\"row\">.*?</tr>", card, re.S)
    rows = [html.unescape(re.sub(r"<[^>]+>", "|", re.sub("</?(ins|del)>", "", row))) for row in found]
    rows = [re.sub(r"\|+", "|", row) for row in rows]
    assert rows == ["|card-001/|questions/|2/|answer| |[de]| |fuzzy|translated|fuzzy: prints the source text|",
                    "|card-001/|questions/|3/|question| |[de]| |reviewed|fuzzy: printed the source text|suggested:| "
                    "|Welches chemische Element hat das Symbol Fe?|Welches Element hat das Symbol Fe?|",
                    "|card-001/|questions/|1/|accept| |[de]|acht|acht Beine|"]
    assert '<span class="suggested" lang="de">Welches <del>chemische</del> Element hat das Symbol Fe?</span>' in card
    assert "<ins>Welches Element" not in card  # (not shown as a translation new in the change)
