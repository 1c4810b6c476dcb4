"""`deckctl diff` as git runs it: `git difftool` on files added and deleted, `git diff` through the
textconv with comments changed, and card files checked out with CRLF line breaks."""

from __future__ import annotations

import json
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
import yaml
from gitrepo import deckctl_command, git, git_run, starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

CARDS = "decks/yki/cards"
ONE_CARD = textwrap.dedent("""\
    - id: card-101
      questions:
        - {question: How many legs does a spider have?, answer: "8"}
        - {question: What is the capital of Australia?, answer: Canberra}
        - {question: Which chemical element has the symbol Fe?, answer: Iron}
        - {question: In which year did the Titanic sink?, answer: "1912"}
        - {question: What is the smallest prime number?, answer: "2"}
    """)


def _ids(path: Path) -> list[str]:
    return [card["id"] for card in yaml.safe_load(path.read_text(encoding="utf-8"))]


def _changed_lines(diff: str) -> list[str]:
    """The `-` and `+` lines of a `git diff`, without the file names."""
    return [line for line in diff.splitlines()
            if line[:1] in "-+" and not line.startswith(("---", "+++"))]


def test_git_difftool_shows_an_added_file_as_cards_added_and_a_deleted_one_as_cards_removed(tmp_path):
    repo = starter_repo(tmp_path / "repo")
    removed = _ids(repo / CARDS / "set-b.yaml")
    git(repo, "rm", "-q", f"{CARDS}/set-b.yaml")
    (repo / CARDS / "set-c.yaml").write_text(ONE_CARD, encoding="utf-8")
    git(repo, "add", CARDS)
    git(repo, "commit", "-q", "-m", "set-b out, set-c in")
    git(repo, "config", "difftool.deckctl.cmd",  # as docs/git.md
        f'{deckctl_command()} diff "$LOCAL" "$REMOTE" --label "$MERGED"')

    done = git_run(repo, "difftool", "--tool", "deckctl", "--no-prompt", "--trust-exit-code", "HEAD~", "HEAD")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    # git passes /dev/null for the side a file is missing on: set-b.yaml first (deleted), then
    # set-c.yaml, each headed by its name in the repository (not by its temporary copy's, nor `cards`)
    assert done.stdout.splitlines() == [
        f"file {CARDS}/set-b.yaml", *(f"  removed  {card_id}  (cards/set-b.yaml)" for card_id in removed),
        f"file {CARDS}/set-c.yaml", "  added    card-101  (cards/set-c.yaml)"]
    assert len(removed) == 12


def test_two_card_files_are_headed_by_the_file_as_given(tmp_path, cli):
    old, new = tmp_path / "old.yaml", tmp_path / "b" / "new.yaml"
    old.write_text(ONE_CARD, encoding="utf-8")
    new.parent.mkdir()
    new.write_text(ONE_CARD.replace('answer: "8"', 'answer: "eight"'), encoding="utf-8")
    said = cli("diff", old, new).stdout.splitlines()
    assert said[:2] == [f"file {new}", "  changed  card-101  (cards/new.yaml)"]
    said = cli("diff", old, new, "--label", "decks/yki/cards/set-a.yaml").stdout.splitlines()
    assert said[:2] == ["file decks/yki/cards/set-a.yaml", "  changed  card-101  (cards/set-a.yaml)"]
    assert json.loads(cli("diff", new, "/dev/null", "-f", "json").stdout)["decks"][0]["file"] == str(new)


@pytest.mark.parametrize("args", [("HEAD",), ("a", "b"), ("--html", "x.yaml", "y.yaml"), ("--textconv", "x.yaml")])
def test_label_names_two_card_files_only(tmp_path, cli, args):
    for name in ("x.yaml", "y.yaml"):
        (tmp_path / name).write_text(ONE_CARD, encoding="utf-8")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    result = cli("diff", *args, "--label", "decks/yki/cards/x.yaml", cwd=tmp_path)
    assert result.exit_code == 2 and "--label" in result.stderr, result.stderr


def test_an_empty_file_or_dev_null_compares_as_a_file_without_cards(tmp_path, cli):
    cards = tmp_path / "set-c.yaml"
    cards.write_text(ONE_CARD, encoding="utf-8")
    empty = tmp_path / "empty.yaml"  # what some git versions pass instead of /dev/null
    empty.write_text("")
    result = cli("diff", empty, cards)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [f"file {cards}", "  added    card-101  (cards/set-c.yaml)"]
    result = cli("diff", cards, "/dev/null", "-f", "json")
    assert result.exit_code == 0, result.stderr
    [deck] = json.loads(result.stdout)["decks"]
    assert deck["removed"] == [{"id": "card-101", "file": "cards/set-c.yaml"}] and not deck["added"]
    result = cli("diff", "/dev/null", tmp_path / "no-such.yaml")
    assert result.exit_code == 2 and "no such file or folder" in result.stderr


def test_textconv_shows_comments_where_they_are_written(tmp_path, cli):
    path = tmp_path / "cards.yaml"
    path.write_text(textwrap.dedent("""\
        # yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json

        - id: greece  # checked
          category: letter
          # from the atlas
          front: "The first letter of the capital of Greece # 1."
          back: |
            # not a comment: the text of a block
            Athens.
          value: [A, B]   # either
        # --- chemistry ---
        - id: element-13
          category: letter
          front: The first letter of element 13.
          back: Aluminium.
          value: A
          # value: B once
        # the end
        """), encoding="utf-8")
    result = cli("diff", "--textconv", path)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "# yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json",
        "",
        'greece  id: "greece"  # checked',
        'greece  category: "letter"',
        "greece  # from the atlas",
        'greece  front: "The first letter of the capital of Greece # 1."',
        'greece  back: "# not a comment: the text of a block\\nAthens.\\n"',
        'greece  value: ["A", "B"]  # either',
        "",
        "element-13  # --- chemistry ---",
        'element-13  id: "element-13"',
        'element-13  category: "letter"',
        'element-13  front: "The first letter of element 13."',
        'element-13  back: "Aluminium."',
        'element-13  value: "A"',
        "element-13  # value: B once",
        "",
        "# the end"]
    crlf = tmp_path / "crlf.yaml"
    crlf.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    assert cli("diff", "--textconv", crlf).stdout == result.stdout


def _with_textconv(repo: Path) -> None:
    (repo / ".gitattributes").write_text("decks/**/cards/*.yaml diff=deckctl\n", encoding="utf-8")
    git(repo, "config", "diff.deckctl.textconv", f"{deckctl_command()} diff --textconv")


def test_git_diff_shows_a_change_to_comments_only(tmp_path):
    repo = starter_repo(tmp_path / "repo")
    _with_textconv(repo)
    path = repo / CARDS / "set-a.yaml"
    text = path.read_text(encoding="utf-8")
    assert '      answer: "8"\n' in text and "\n- id: card-002\n" in text
    path.write_text(text.replace('      answer: "8"\n', '      answer: "8"  # legs, not eyes\n')
                    .replace("\n- id: card-002\n", "\n# checked against the atlas\n- id: card-002\n"),
                    encoding="utf-8")
    assert _changed_lines(git(repo, "diff", "--", str(path))) == [
        '-card-001  questions/1/answer: "8"',
        '+card-001  questions/1/answer: "8"  # legs, not eyes',
        "+card-002  # checked against the atlas"]


def test_a_checkout_with_crlf_line_breaks_diffs_like_an_lf_one(tmp_path, cli):
    # core.autocrlf=true (Git for Windows' default) checks the card files out with CRLF
    repo = starter_repo(tmp_path / "repo", config={"core.autocrlf": "true"})
    _with_textconv(repo)
    shutil.rmtree(repo / "decks")
    git(repo, "checkout", "--", "decks")
    path = repo / CARDS / "set-a.yaml"
    raw = path.read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n") > 20
    result = cli("diff", cwd=repo)
    assert result.exit_code == 0 and result.stdout == ""
    assert "no card or translation changes" in result.stderr

    path.write_bytes(raw.replace(b'answer: "8"\r\n', b'answer: "eight"\r\n'))
    report = json.loads(cli("diff", "-f", "json", cwd=repo).stdout)
    [deck] = report["decks"]
    assert deck["changed"] == [{"id": "card-001", "file": "cards/set-a.yaml", "fields": [
        {"field": "questions/1/answer", "old": "8", "new": "eight", "change": "changed",
         "stale_translations": ["de"]}]}]  # (the CRLF catalog's msgid "8" was the text until now)
    assert _changed_lines(git(repo, "diff", "--", str(path))) == [
        '-card-001  questions/1/answer: "8"', '+card-001  questions/1/answer: "eight"']


def test_a_file_saved_with_crlf_in_an_lf_checkout_shows_no_change(tmp_path, cli):
    repo = starter_repo(tmp_path / "repo")
    _with_textconv(repo)
    path = repo / CARDS / "set-a.yaml"
    old = tmp_path / "set-a.yaml"
    shutil.copy(path, old)
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))  # every line, as git sees it
    assert git(repo, "status", "--porcelain", "--untracked-files=no") == f" M {CARDS}/set-a.yaml\n"  # every line differs to git
    assert _changed_lines(git(repo, "diff", "--", str(path))) == []
    for args in ((), ("HEAD",), (old, path)):
        result = cli("diff", *args, cwd=repo)
        assert (result.exit_code, result.stdout) == (0, ""), result.stdout + result.stderr


def test_textconv_names_a_named_pipe_or_a_folder_for_what_it_is(tmp_path, cli):
    """Both had been `no such file` (a usage error): a named pipe is a line saying it is not shown,
    as any file that is no regular file, and a folder is named as one."""
    import os

    cards = tmp_path / "deck" / CARDS
    cards.mkdir(parents=True)
    for name in ("p.yaml", ".p.yaml"):
        os.mkfifo(cards / name)
        result = cli("diff", "--textconv", cards / name)
        assert result.exit_code == 0 and result.stdout.startswith("(deckctl: not shown: ")
        assert "named pipe" in result.stdout
    (cards / ".d.yaml").mkdir()
    result = cli("diff", "--textconv", cards / ".d.yaml")
    assert result.exit_code == 2 and "is a folder" in result.stderr
    result = cli("diff", "--textconv", cards / "gone.yaml")
    assert result.exit_code == 2 and "no such file" in result.stderr


def test_textconv_reads_no_more_of_a_hidden_file_than_of_a_card_file(tmp_path, cli):
    """A hidden file is read as far as a deck file may be (it had been read whole: 600 MB, 1.27 GB)."""
    from deckctl.io.source import MAX_FILE_BYTES

    big = tmp_path / ".big.yaml"
    with open(big, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # (sparse: nothing written)
    result = cli("diff", "--textconv", big)
    assert result.exit_code == 0
    assert result.stdout.startswith("(deckctl: not shown: ") and result.stdout.count("\n") == 1


def test_textconv_prints_a_hidden_file_as_it_is(tmp_path):
    """`cards/*.yaml` in .gitattributes matches `cards/.x.yaml` too, which is no card file (an
    editor's copy, a scratch file): git diff shows it as it is, with no complaint on stderr."""
    repo = starter_repo(tmp_path / "repo")
    _with_textconv(repo)
    copy, scratch = repo / CARDS / ".set-a.yaml", repo / CARDS / ".scratch.yaml"
    copy.write_text(ONE_CARD, encoding="utf-8")
    scratch.write_bytes(b"notes: [unclosed\r\n  caf\xc3\xa9\r\n")  # no YAML, CRLF
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "hidden files")
    copy.write_text(ONE_CARD.replace("Canberra", "Sydney"), encoding="utf-8")
    scratch.write_bytes(scratch.read_bytes().replace(b"unclosed", b"still unclosed"))
    for args in (("diff",), ("log", "-p", "-1", "--format=")):
        done = git_run(repo, *args)
        assert done.returncode == 0 and done.stderr == ""
        assert "card-101  " not in done.stdout and "- id: card-101" in done.stdout  # no textconv lines
        if args == ("diff",):  # (the copy's part of it: each textconv is a deckctl started, so not run again)
            of_the_copy = next(part for part in done.stdout.split("diff --git ")
                               if part.startswith(f"a/{CARDS}/.set-a.yaml "))
    assert _changed_lines(of_the_copy) == [
        "-    - {question: What is the capital of Australia?, answer: Canberra}",
        "+    - {question: What is the capital of Australia?, answer: Sydney}"]
    odd = tmp_path / ".odd.yaml"
    # not UTF-8, and lines a terminal or a CI log would obey: shown as every line textconv prints is
    # (its controls escaped, no workflow command), each line's CRLF kept
    odd.write_bytes(scratch.read_bytes() + b"caf\xe9\r\n\x1b]0;owned\x07\x1b[2J\n::error file=x::pwned\n")
    shown = subprocess.run([*deckctl_command().split(), "diff", "--textconv", str(odd)], capture_output=True)
    assert (shown.returncode, shown.stderr) == (0, b"")
    assert shown.stdout.decode("utf-8").split("\n") == [
        "notes: [still unclosed\r", "  caf\u00e9\r", "caf\ufffd\r", "\\x1b]0;owned\\x07\\x1b[2J", "\\x3a:error file=x::pwned", ""]
    from deckctl.diff.textconv import is_hidden

    # git before 2.35 named its copy `XXXXXX_<name>`; a card file of such a name is in cards/
    assert is_hidden(tmp_path / "Ab12Cd_.set-a.yaml") and not is_hidden(tmp_path / "Ab12Cd_set-a.yaml")
    assert not is_hidden(repo / CARDS / "abcdef_.x.yaml") and is_hidden(copy)
