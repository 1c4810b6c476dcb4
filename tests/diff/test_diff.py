"""`deckctl diff` against real git repositories: working tree, revisions, paths, textconv, difftool."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from deckfactory import DECKS
from gitrepo import deckctl_command, git, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def split_cards(text: str) -> tuple[str, list[str]]:
    """A card file's head (comments) and its cards' blocks, each starting with `- id:`."""
    head, *cards = text.split("\n- id: ")
    return head + "\n", [f"- id: {card.rstrip()}\n" for card in cards]


@pytest.fixture
def repo(tmp_path):
    """A git repository holding the You Know It! starter deck (with its German catalog), committed."""
    return starter_repo(tmp_path / "repo")


def edit(root: Path, cli) -> None:
    """Change one answer, move card-012 to set-b, delete card-024, add card-025, refresh `de`."""
    cards = root / "decks" / "yki" / "cards"
    head_a, a = split_cards((cards / "set-a.yaml").read_text(encoding="utf-8"))
    head_b, b = split_cards((cards / "set-b.yaml").read_text(encoding="utf-8"))
    assert "answer: Canberra\n" in a[0] and a[0].startswith("- id: card-001")  # the starter deck as these edits expect
    a[0] = a[0].replace("answer: Canberra", "answer: Canberra, the capital territory")
    new = a[1].replace("card-002", "card-025")
    moved = a.pop()
    b = b[:-1] + [moved, new]
    (cards / "set-a.yaml").write_text(head_a + "\n".join(a), encoding="utf-8")
    (cards / "set-b.yaml").write_text(head_b + "\n".join(b), encoding="utf-8")
    assert cli("i18n", "update", root / "decks" / "yki", "--lang", "de").exit_code == 0


def check_changes(report: dict) -> None:
    [deck] = report["decks"]
    assert (deck["deck"], deck["path"]) == ("you-know-it-starter", "decks/yki")
    assert deck["added"] == [{"id": "card-025", "file": "cards/set-b.yaml"}]
    assert deck["removed"] == [{"id": "card-024", "file": "cards/set-b.yaml"}]
    assert deck["moved"] == [{"id": "card-012", "from": "cards/set-a.yaml", "to": "cards/set-b.yaml"}]
    assert deck["changed"] == [{"id": "card-001", "file": "cards/set-a.yaml", "fields": [
        {"field": "questions/2/answer", "old": "Canberra", "new": "Canberra, the capital territory",
         "change": "changed"}]}]
    assert deck["fuzzy"] == [{"language": "de", "context": "card-001/questions/2/answer"}]
    assert deck["manifest"] == [] and deck["problems"] == []


def test_working_tree_against_head_then_revisions(repo, cli):
    edit(repo, cli)
    result = cli("diff", "--format", "json", cwd=repo)
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["old"], report["new"]) == ("HEAD", "working tree")
    check_changes(report)

    git(repo, "commit", "-q", "-am", "edit")
    assert cli("diff", cwd=repo).stdout == ""  # nothing left between HEAD and the working tree
    check_changes(json.loads(cli("diff", "HEAD~1", "HEAD", "-f", "json", cwd=repo).stdout))
    check_changes(json.loads(cli("diff", "HEAD~1", "-f", "json", cwd=repo / "decks").stdout))

    text = cli("diff", "HEAD~1", "HEAD", cwd=repo).stdout
    assert "deck you-know-it-starter (decks/yki)" in text
    assert ('    ~ questions/2/answer:\n        old: "Canberra"\n'
            '        new: "Canberra, the capital territory"\n') in text  # too long for one line
    assert "  moved    card-012  (cards/set-a.yaml -> cards/set-b.yaml)" in text
    assert "  fuzzy    de: card-001/questions/2/answer" in text


KNOWLEDGE_CARDS = """\
- id: spider-legs
  category: number
  front: How many body segments does a spider have?
  back: Two, the cephalothorax and the abdomen.
  value: 2
- id: first-letters
  category: letter
  front: One of the first two letters of the alphabet.
  back: A or B.
  value: [A, B]
"""


def test_two_deck_folders_and_two_card_files(tmp_path, make_deck, cli):
    old = make_deck("knowledge", name="old", cards=KNOWLEDGE_CARDS)
    new = tmp_path / "new"
    shutil.copytree(old, new)
    cards = new / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    assert "  value: 2\n" in text and "  value: [A, B]\n" in text
    cards.write_text(text.replace("  value: 2\n", "  value: 3\n  tags: [nature]\n")
                     .replace("  value: [A, B]\n", "  value: [A, C]\n"), encoding="utf-8")
    manifest = new / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("version: 1.0.0", "version: 1.1.0"), encoding="utf-8")

    report = json.loads(cli("diff", old, new, "--format", "json").stdout)
    [deck] = report["decks"]
    assert deck["manifest"] == [{"field": "version", "old": "1.0.0", "new": "1.1.0", "change": "changed"}]
    assert deck["changed"] == [
        {"id": "spider-legs", "file": "cards/cards.yaml", "fields": [
            {"field": "value", "old": 2, "new": 3, "change": "changed"},
            {"field": "tags", "old": None, "new": ["nature"], "change": "added"}]},
        {"id": "first-letters", "file": "cards/cards.yaml", "fields": [
            {"field": "value", "old": ["A", "B"], "new": ["A", "C"], "change": "changed"}]}]

    # Two card files of different names (as git difftool passes them) compare as one file.
    copy = tmp_path / "REMOTE_cards.yaml"
    shutil.copy(cards, copy)
    text = cli("diff", old / "cards" / "cards.yaml", copy).stdout
    assert text.splitlines() == [f"file {copy}", "  changed  spider-legs  (cards/REMOTE_cards.yaml)",
                                 "    ~ value: 2 -> 3", '    + tags: ["nature"]',
                                 "  changed  first-letters  (cards/REMOTE_cards.yaml)",
                                 '    ~ value: ["A", "B"] -> ["A", "C"]']


def test_a_repository_without_commits_shows_every_card_as_added(tmp_path, cli):
    git(tmp_path, "init", "-q")
    shutil.copytree(DECKS / "iknow-starter", tmp_path / "decks" / "iknow-starter")
    report = json.loads(cli("diff", "-f", "json", cwd=tmp_path).stdout)
    [deck] = report["decks"]
    ids = {card["id"] for card in deck["added"]}
    assert len(ids) == 32 and "people-001" in ids and not deck["removed"]


def test_bad_input(repo, cli, tmp_path):
    result = cli("diff", "no-such-rev", cwd=repo)
    assert result.exit_code == 2 and "`no-such-rev` is neither a git revision nor an existing path" in result.stderr
    result = cli("diff", cwd=tmp_path)
    assert result.exit_code == 2 and "not in a git repository" in result.stderr
    # A revision and a path: the path exists, so saying it is not one would mislead.
    for args in (("HEAD", "decks"), ("decks", "HEAD")):
        result = cli("diff", *args, cwd=repo)
        assert result.exit_code == 2 and "not an existing path" not in result.stderr
        assert "`decks` is a path and `HEAD` a revision" in result.stderr, result.stderr

    card_file = repo / "decks" / "yki" / "cards" / "set-b.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8") + "- id: [broken\n", encoding="utf-8")
    result = cli("diff", cwd=repo)
    assert result.exit_code == 1
    assert "decks/yki/cards/set-b.yaml:" in result.stderr and "[yaml-syntax]" in result.stderr
    assert "not compared: decks/yki/cards/set-b.yaml:" in result.stdout
    assert "Traceback" not in result.stderr + result.stdout


def test_an_unknown_revision_is_told_the_branches_there_are(repo, cli):
    git(repo, "branch", "-m", "main", "master")
    git(repo, "branch", "feature-x")
    result = cli("diff", "main", cwd=repo)
    assert result.exit_code == 2 and "`main` is neither a git revision nor an existing path" in result.stderr
    assert "hint: the repository's branches: master, feature-x" in result.stderr, result.stderr


@pytest.mark.parametrize(("args", "named"), [
    (["HEAD", "--out", "x"], "--out x names the folder of --html's page"),
    (["--html", "HEAD", "--format", "json"], "--html and --format json do not go together"),
    (["--textconv", "decks/yki/deck.yaml", "--format", "json"], "--textconv and --format json do not go together"),
])
def test_options_that_would_be_left_unread_are_a_usage_error(repo, cli, args, named):
    result = cli("diff", *args, cwd=repo)
    assert result.exit_code == 2 and f"deckctl: error: {named}" in result.stderr, result.stderr
    assert not result.stdout and not (repo / "x").exists() and not (repo / "card-diff").exists()


def test_git_textconv_and_difftool(repo, cli):
    (repo / ".gitattributes").write_text("decks/*/cards/*.yaml diff=deckctl\n", encoding="utf-8")
    git(repo, "config", "diff.deckctl.textconv", f"{deckctl_command()} diff --textconv")
    edit(repo, cli)
    shown = git(repo, "diff", "--", "decks/yki/cards/set-a.yaml")
    assert "-card-001  questions/2/answer: \"Canberra\"" in shown
    assert "+card-001  questions/2/answer: \"Canberra, the capital territory\"" in shown
    assert "-card-012  questions/1/question:" in shown

    tool = git(repo, "difftool", "--no-prompt", "-x", f"{deckctl_command()} diff", "--",
               "decks/yki/cards/set-b.yaml")
    assert "  added    card-025  (cards/set-b.yaml)" in tool
    assert "  added    card-012  (cards/set-b.yaml)" in tool  # one file alone: the move is an addition
    assert "  removed  card-024  (cards/set-b.yaml)" in tool


# A program's own messages: valid gettext (one msgctxt, two msgids), and no deck's catalog.
SITE_CATALOG = """\
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgctxt "why a game ended"
msgid "time is up"
msgstr "die Zeit ist um"

msgctxt "why a game ended"
msgid "no cards left"
msgstr "keine Karten mehr"
"""


def test_only_deck_folders_are_compared(repo, cli):
    for folder in ("site", "decks/yki/site"):  # beside the decks, and inside a deck's folder
        (repo / folder / "locales").mkdir(parents=True)
        (repo / folder / "locales" / "de.po").write_text(SITE_CATALOG, encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "site")
    for folder in ("site", "decks/yki/site"):
        catalog = repo / folder / "locales" / "de.po"
        catalog.write_text(SITE_CATALOG.replace("die Zeit", "Die Zeit"), encoding="utf-8")
    edit(repo, cli)
    for args in ((), ("HEAD~1",), ("HEAD~1", "HEAD")):
        run = cli("diff", *args, "-f", "json", cwd=repo)
        assert run.exit_code == 0, run.stdout + run.stderr
        assert [deck["path"] for deck in json.loads(run.stdout)["decks"]] == ([] if len(args) == 2 else ["decks/yki"])
        assert "why a game ended" not in run.stdout + run.stderr

    # A deck.yaml added makes its folder a deck: its catalog is compared from then on.
    (repo / "site" / "deck.yaml").write_text("id: site\n", encoding="utf-8")
    run = cli("diff", "HEAD", "-f", "json", cwd=repo)
    assert run.exit_code == 1 and "a second entry for `why a game ended`" in run.stderr


def test_hidden_card_files_are_no_deck_files(repo, cli, tmp_path):
    """`cards/.x.yaml` (an editor's copy, a scratch file) is none of the deck's cards to validate,
    so none to diff either: committed, in the working tree, or in a folder given."""
    cards = repo / "decks" / "yki" / "cards"
    copy = (cards / "set-a.yaml").read_text(encoding="utf-8")
    (cards / ".set-a.yaml").write_text(copy, encoding="utf-8")  # the same ids twice, were it read
    locales = cards.parent / "locales"  # (and a hidden catalog is no catalog: discovery's is_catalog_file_name)
    (locales / ".de.po").write_bytes((locales / "de.po").read_bytes())
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "hidden copy")
    (cards / ".set-a.yaml").write_text("- id: scratch\n  note: [unclosed\n", encoding="utf-8")
    (locales / ".de.po").write_text('msgid "scratch\n', encoding="utf-8")
    (cards / ".scratch.yaml").write_text(copy, encoding="utf-8")
    for args in ((), ("HEAD~1",), ("HEAD~1", "HEAD"), (repo / "decks" / "yki", shutil.copytree(repo / "decks" / "yki",
                                                                                                tmp_path / "other"))):
        run = cli("diff", *args, "-f", "json", cwd=repo)
        assert run.exit_code == 0, run.stdout + run.stderr
        assert json.loads(run.stdout)["decks"] == []  # no card or translation changed
        assert "scratch" not in run.stdout and ".set-a.yaml" not in run.stdout + run.stderr
        assert ".de.po" not in run.stdout + run.stderr


def test_a_renamed_card_file_is_one_line_and_only_its_cards_that_went_elsewhere_moved(repo, cli):
    cards = repo / "decks" / "yki" / "cards"
    git(repo, "mv", "decks/yki/cards/set-a.yaml", "decks/yki/cards/capitals.yaml")
    head, renamed = split_cards((cards / "capitals.yaml").read_text(encoding="utf-8"))
    moved = renamed.pop()  # card-012, on to set-b.yaml
    (cards / "capitals.yaml").write_text(head + "".join(renamed).replace("answer: Canberra", "answer: Canberra!"),
                                         encoding="utf-8")
    (cards / "set-b.yaml").write_text((cards / "set-b.yaml").read_text(encoding="utf-8") + moved, encoding="utf-8")
    assert cli("diff", cwd=repo).stdout.splitlines() == [
        "deck you-know-it-starter (decks/yki)",
        "  renamed  cards/set-a.yaml -> cards/capitals.yaml",
        "  moved    card-012  (cards/set-a.yaml -> cards/set-b.yaml)",
        "  changed  card-001  (cards/capitals.yaml)",
        '    ~ questions/2/answer: "Canberra" -> "Canberra!"',
        "        translations now stale: de"]  # (no `deckctl i18n update` since)
    [deck] = json.loads(cli("diff", "-f", "json", cwd=repo).stdout)["decks"]
    assert deck["renamed"] == [{"from": "cards/set-a.yaml", "to": "cards/capitals.yaml"}]
    assert deck["moved"] == [{"id": "card-012", "from": "cards/set-a.yaml", "to": "cards/set-b.yaml"}]


def test_a_file_split_in_two_halves_is_no_rename():
    from deckctl.diff.compare import renames

    old = {f"c{n}": ("cards/a.yaml", {}) for n in range(4)}
    halves = {f"c{n}": ("cards/b.yaml" if n < 2 else "cards/c.yaml", {}) for n in range(4)}
    assert renames(old, halves) == []  # each card a move
    most = {f"c{n}": ("cards/b.yaml" if n < 3 else "cards/c.yaml", {}) for n in range(4)}
    assert [(r.old_file, r.new_file) for r in renames(old, most)] == [("cards/a.yaml", "cards/b.yaml")]
    with_b = {**old, "d": ("cards/b.yaml", {})}
    assert renames(with_b, {card: ("cards/b.yaml", {}) for card in with_b}) == []  # into a file that was there


def test_a_file_not_compared_names_the_card_its_error_falls_in(repo, cli):
    """A card file YAML cannot read (here a list opened in its first card and never closed) is not
    compared; its error names the card it falls in, as `deckctl validate` names it (it named none)."""
    card_file = repo / "decks" / "yki" / "cards" / "set-b.yaml"
    lines = card_file.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(n for n, line in enumerate(lines) if line.startswith("- id:"))
    card_id = lines[at].split(":", 1)[1].strip()
    text_line = next(n for n in range(at, len(lines)) if "question: " in lines[n])
    lines[text_line] = lines[text_line].replace("question: ", "question: [", 1)
    card_file.write_text("".join(lines), encoding="utf-8")
    result = cli("diff", cwd=repo)
    assert result.exit_code == 1
    bracket = lines[text_line].index("[") + 1  # (the error is where the list opens)
    assert f"not compared: decks/yki/cards/set-b.yaml:{text_line + 1}:{bracket}: card `{card_id}`: " in result.stdout
    assert f": error: card `{card_id}`: " in result.stderr


def test_a_fuzzy_flag_taken_off_is_a_review(repo, cli):
    """A translator who took a `#, fuzzy` flag off made the card print the translation again
    instead of the source text: the diff said 'no card or translation changes'."""
    catalog = repo / "decks" / "yki" / "locales" / "de.po"
    text = catalog.read_text(encoding="utf-8")
    entry = text.index('msgctxt "card-001/questions/2/answer"')
    catalog.write_text(text[:entry] + "#, fuzzy\n" + text[entry:], encoding="utf-8")
    git(repo, "commit", "-qam", "fuzzy")
    catalog.write_text(text, encoding="utf-8")
    git(repo, "commit", "-qam", "reviewed")

    flagged = json.loads(cli("diff", "HEAD~2", "HEAD~1", "--format", "json", cwd=repo).stdout)["decks"][0]
    assert flagged["fuzzy"] == [{"language": "de", "context": "card-001/questions/2/answer"}]
    assert flagged["reviewed"] == []
    result = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert result.exit_code == 0 and "  reviewed de: card-001/questions/2/answer" in result.stdout, result.stdout
    reviewed = json.loads(cli("diff", "HEAD~1", "HEAD", "--format", "json", cwd=repo).stdout)["decks"][0]
    assert reviewed["reviewed"] == [{"language": "de", "context": "card-001/questions/2/answer",
                                     "translation": "Canberra"}]
    assert reviewed["fuzzy"] == []
