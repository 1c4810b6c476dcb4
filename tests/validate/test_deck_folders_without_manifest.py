"""A folder of the repository's decks/ with no deck.yaml was reported only when it held a `cards/`
folder of card files: its board.yaml and locales/*.po alone, found by a search for decks, passed
(only --skip-outside-decks, given those files, said they were in no deck), and card files put in
the deck's folder rather than in its cards/ (decks/x/q.yaml) passed everywhere, so a deck whose
deck.yaml was forgotten went unchecked without a word. Each such folder is now one
`missing-manifest` error at its first such file, with the hint naming the fix, in every command
that searches for decks and with --skip-outside-decks. A README or a notes.yaml in decks/, or YAML
in a folder of it that is no list of cards, stays nobody's business."""

from __future__ import annotations

import pytest
from deckfactory import VALID_CARDS, write_deck

CARDS = VALID_CARDS["knowledge"]
ADD = "`deckctl init` writes an example"


@pytest.fixture
def repo(tmp_path):
    (tmp_path / ".git").mkdir()
    write_deck(tmp_path / "decks", name="quiz")
    (tmp_path / "decks" / "README.md").write_text("Our decks.\n", encoding="utf-8")
    (tmp_path / "decks" / "notes.yaml").write_text(CARDS, encoding="utf-8")  # (in decks/ itself: no deck's)
    shared = tmp_path / "decks" / "shared"
    shared.mkdir()
    (shared / "notes.yaml").write_text("owner: the quiz team\n", encoding="utf-8")
    (shared / "todo.yaml").write_text("# ideas\n- more cards\n- a German deck\n", encoding="utf-8")
    return tmp_path


def _orphan(repo, kind):
    folder = repo / "decks" / "x"
    (folder / "locales").mkdir(parents=True)
    if kind == "board":
        (folder / "board.yaml").write_text("spaces: []\n", encoding="utf-8")
        return ("decks/x/board.yaml: error: no deck.yaml found for this file",
                f"hint: add decks/x/deck.yaml, beside board.yaml: {ADD}")
    if kind == "catalog":
        (folder / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
        return ("decks/x/locales/de.po: error: no deck.yaml found for this file",
                f"hint: add decks/x/deck.yaml, beside locales/: {ADD}")
    (folder / "q.yaml").write_text("# yaml-language-server: $schema=x\n---\n" + CARDS, encoding="utf-8")
    (folder / "r.yaml").write_text(CARDS, encoding="utf-8")
    (folder / "board.yaml").write_text("spaces: []\n", encoding="utf-8")
    if kind == "loose, deck.yml":
        (folder / "deck.yml").write_text("format: 1\n", encoding="utf-8")
        return ("decks/x/q.yaml: error: no deck.yaml found for this card file (nor for the 1 other card file "
                "beside it): card files go in cards/ beside deck.yaml",
                "hint: move it into decks/x/cards/, where a deck's card files go, and rename decks/x/deck.yml "
                "to deck.yaml")
    return ("decks/x/q.yaml: error: no deck.yaml found for this card file (nor for the 1 other card file beside "
            "it): card files go in cards/ beside deck.yaml, so its cards are not checked [missing-manifest]",
            f"hint: move it into decks/x/cards/, where a deck's card files go, and add decks/x/deck.yaml beside "
            f"cards/ ({ADD}")


KINDS = ["board", "catalog", "loose", "loose, deck.yml"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", [["validate"], ["lint"], ["fmt", "--check"], ["validate", "decks/x"],
                                     ["build", "--out", "../out"]])
def test_reported_by_every_command_that_searches_for_decks(repo, cli, kind, command):
    error, hint = _orphan(repo, kind)
    run = cli(*command, cwd=repo)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    said = run.stdout + run.stderr
    assert said.count("[missing-manifest]") == 1 and error in said and hint in said, said
    assert "notes.yaml" not in said and "todo.yaml" not in said and "README" not in said


def test_proof_shows_it_outside_any_deck(repo, cli):
    error, _ = _orphan(repo, "loose")
    run = cli("proof", "--out", "../proof", cwd=repo)
    assert run.exit_code == 1 and run.exception is None, run.stderr
    assert '1 error in the decks: shown under "Outside any deck"' in run.stderr
    page = (repo.parent / "proof" / "index.html").read_text(encoding="utf-8")
    assert '<div class="hint">hint: <span class="msg">move it into decks/x/cards/' in page  # (its text kept as written: 1d272612)


@pytest.mark.parametrize("kind, named", [("board", "decks/x/board.yaml"), ("catalog", "decks/x/locales/de.po"),
                                         ("loose", "decks/x/q.yaml")])
@pytest.mark.parametrize("command", ["validate", "lint"])
def test_the_hooks_do_not_skip_it(repo, cli, kind, named, command):
    _, hint = _orphan(repo, kind)
    run = cli(command, "--skip-outside-decks", named, cwd=repo)
    assert run.exit_code == 1, run.stdout + run.stderr
    assert f"{named}: error: no deck.yaml found for this file [missing-manifest]" in run.stdout
    assert hint.split(" (")[0] in run.stdout


@pytest.mark.parametrize("named", ["decks/notes.yaml", "decks/shared/notes.yaml", "decks/shared/todo.yaml",
                                   "decks/README.md"])
def test_the_hooks_pass_other_files(repo, cli, named):
    run = cli("lint", "--skip-outside-decks", named, cwd=repo)
    assert run.exit_code == 0 and run.stdout == "", run.stdout


def test_a_search_passes_other_files(repo, cli):
    run = cli("validate", cwd=repo)
    assert run.exit_code == 0, run.stdout + run.stderr


def test_a_card_file_in_a_deck_beside_its_cards_folder_is_the_decks_business(repo, cli):
    # (decks/quiz/q.yaml: in a deck, not one with its deck.yaml missing)
    (repo / "decks" / "quiz" / "q.yaml").write_text(CARDS, encoding="utf-8")
    assert "[missing-manifest]" not in cli("validate", cwd=repo).stdout


def test_a_pipe_or_a_link_leading_out_is_not_read(repo, cli, tmp_path_factory):
    # (told apart from notes by its first bytes: a named pipe would block, a link lead elsewhere)
    import os

    outside = tmp_path_factory.mktemp("elsewhere") / "cards.yaml"
    outside.write_text(CARDS, encoding="utf-8")
    folder = repo / "decks" / "x"
    folder.mkdir()
    os.mkfifo(folder / "p.yaml")
    (folder / "q.yaml").symlink_to(outside)
    for args in (["validate"], ["lint", "--skip-outside-decks", "decks/x/q.yaml"]):
        run = cli(*args, cwd=repo)
        assert run.exit_code == 0 and run.exception is None, run.stdout
