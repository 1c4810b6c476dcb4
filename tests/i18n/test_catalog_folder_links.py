"""A deck's `locales/` committed as a symbolic link: one leading out of the repository is one error
at the link, for validate and the i18n commands alike (exit 1, the folder it leads to neither
listed nor written); and the i18n commands write through none, wherever it leads (exit 74 naming
the link, nothing written anywhere: docs/security.md, promise 7)."""

from __future__ import annotations

import pytest

from deckctl.core import exit_codes

WRITERS = {
    "update": ["update", "--lang", "fr"],
    "pseudo": ["pseudo"],
    "extract": ["extract"],
}
REFUSED = "locales: a symbolic link to a folder is there: deckctl writes only into regular files and folders"
LEAVING = "deck/locales: error: not read: it is a symbolic link leading outside the deck's repository [unreadable]"


@pytest.fixture
def repo(tmp_path):
    """A repository (its .git marks it) holding one deck; beside it, a folder outside it."""
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    (tmp_path / "outside").mkdir()
    return root


@pytest.mark.parametrize("command", WRITERS)
def test_no_catalog_is_written_through_a_locales_link_leading_out_of_the_repository(cli, make_deck, repo, command):
    deck = make_deck(name="repo/deck")
    outside = repo.parent / "outside"
    (deck / "locales").symlink_to(outside, target_is_directory=True)
    run = cli("i18n", *WRITERS[command], "deck", cwd=repo)
    assert run.exit_code == 1, run.stdout + run.stderr
    assert LEAVING in run.stdout and "nothing written" in run.stderr, run.stdout + run.stderr
    assert list(outside.iterdir()) == []


def test_validate_and_update_refuse_the_same_link(cli, make_deck, repo):
    """A catalog there already: validate does not read it (nor name it), update neither reads nor writes it."""
    deck = make_deck(name="repo/deck")
    outside = repo.parent / "outside"
    (outside / "fr.po").write_text('msgid ""\nmsgstr ""\n"Language: fr\\n"\n', encoding="utf-8")
    (deck / "locales").symlink_to(outside, target_is_directory=True)
    validate = cli("validate", "deck", cwd=repo)
    assert validate.exit_code == 1 and LEAVING in validate.stdout and "fr.po" not in validate.stdout, validate.stdout
    run = cli("i18n", "update", "deck", "--lang", "de", cwd=repo)
    assert run.exit_code == 1 and LEAVING in run.stdout, run.stdout + run.stderr
    assert sorted(p.name for p in outside.iterdir()) == ["fr.po"]


def test_a_locales_link_inside_the_repository_is_not_written_through_either(cli, make_deck, repo):
    """Writes are held tighter than reads, as import sheet and new card hold a deck's folders: no
    link inside the deck is written through, wherever it leads."""
    deck = make_deck(name="repo/deck")
    shared = repo / "shared-locales"
    shared.mkdir()
    (deck / "locales").symlink_to(shared, target_is_directory=True)
    run = cli("i18n", "pseudo", "deck", cwd=repo)
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert list(shared.iterdir()) == []


def test_a_plain_locales_folder_is_written(cli, make_deck, repo):
    deck = make_deck(name="repo/deck")
    run = cli("i18n", "update", "deck", "--lang", "fr", cwd=repo)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "locales" / "fr.po").is_file()


@pytest.mark.parametrize("command", [["validate", "deck"], ["i18n", "update", "deck", "--lang", "de"]])
def test_a_locales_that_is_no_folder_is_one_error(cli, make_deck, repo, command):
    """A file committed as `locales`: validate had passed it, and the i18n commands ended with an
    environment error naming the machine's absolute path (exit 74)."""
    deck = make_deck(name="repo/deck")
    (deck / "locales").write_text("x\n", encoding="utf-8")
    run = cli(*command, cwd=repo)
    assert (run.exit_code, run.exception) == (1, None), run.stdout + run.stderr
    assert "deck/locales: error: `locales` is not a folder" in run.stdout and str(repo) not in run.stdout
    assert (deck / "locales").read_text(encoding="utf-8") == "x\n"
