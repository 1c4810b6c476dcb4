"""A folder or a symbolic link where `build` writes a deck's output (build/<deck>/<lang>/cards.pdf,
a card image, the language's folder) is found once the deck is read, before anything is drawn: it
had been found only as the outputs moved into place, after every page of every deck was drawn.
Said as before: a folder is the repository's bad input (exit 1, with what to do), a link a
refusal (exit 74); nothing is written."""

from __future__ import annotations

import pytest
from deckfactory import set_print
from test_build_outputs_accounted import deck
from test_build_trust import quiz_deck

from deckctl.core import exit_codes
from deckctl.export import pdf


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """The languages a PDF was drawn in (every output, the card images too, starts with one)."""
    languages = []
    export_pdf = pdf.export_pdf

    def recording(deck, options, language, *args, **kwargs):
        languages.append(language)
        return export_pdf(deck, options, language, *args, **kwargs)

    monkeypatch.setattr(pdf, "export_pdf", recording)
    return languages


def files(out):
    return sorted(path.relative_to(out).as_posix() for path in out.rglob("*"))


def test_a_folder_at_cards_pdf_is_said_before_anything_is_drawn(cli, tmp_path, drawn):
    decks, out = tmp_path / "decks", tmp_path / "build"
    quiz_deck(decks / "quiz")
    (out / "knowledge-starter" / "en" / "cards.pdf").mkdir(parents=True)
    before = files(out)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.INVALID, run.stdout + run.stderr
    assert run.stderr.splitlines()[-2:] == [
        f"deckctl: error: {out}/knowledge-starter/en/cards.pdf is a folder: nothing written",
        "    hint: remove it: deckctl writes a deck's output there"]
    assert drawn == []
    assert files(out) == before


@pytest.mark.parametrize("link", ["knowledge-starter/en/cards.pdf", "knowledge-starter/en"])
def test_a_link_at_an_output_or_its_folder_is_refused_before_anything_is_drawn(cli, tmp_path, drawn, link):
    decks, out, elsewhere = tmp_path / "decks", tmp_path / "build", tmp_path / "elsewhere"
    quiz_deck(decks / "quiz")
    elsewhere.mkdir()
    (out / link).parent.mkdir(parents=True)
    (out / link).symlink_to(elsewhere)
    before = files(out)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.ENVIRONMENT, run.stdout + run.stderr
    assert f"{out / link}: a symbolic link" in run.stderr
    assert drawn == []
    assert files(elsewhere) == [] and files(out) == before


def test_a_folder_at_a_card_image_is_said_before_anything_is_drawn(cli, tmp_path, drawn):
    decks, out = tmp_path / "decks", tmp_path / "build"
    set_print(quiz_deck(decks / "quiz") / "deck.yaml", "print:\n  images: {dpi: 72}\n")
    (out / "knowledge-starter" / "en" / "images" / "002-back.png").mkdir(parents=True)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.INVALID, run.stdout + run.stderr
    assert f"{out}/knowledge-starter/en/images/002-back.png is a folder: nothing written" in run.stderr
    assert drawn == []


def test_a_folder_at_a_card_image_name_the_deck_does_not_write_is_left_alone(cli, tmp_path):
    """Only the names the deck writes are looked at: a folder at any card image's name (the third
    card's of a deck of two, a JPEG's where it writes PNG) had stopped the build."""
    decks, out = tmp_path / "decks", tmp_path / "build"
    deck(decks / "quiz", "quiz", cards=2, catalog=False)
    images = out / "quiz" / "en" / "images"
    others = ("003-front.png", "999-back.png", "001-front.jpg")
    for name in others:
        (images / name).mkdir(parents=True)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (images / "002-back.png").is_file() and all((images / name).is_dir() for name in others)


def test_a_deck_with_errors_is_still_said_first(cli, tmp_path, drawn):
    decks, out = tmp_path / "decks", tmp_path / "build"
    deck = quiz_deck(decks / "quiz")
    card_file = deck / "cards" / "colour.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("value: red", "value: redd", 1),
                         encoding="utf-8")
    (out / "knowledge-starter" / "en" / "cards.pdf").mkdir(parents=True)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == exit_codes.INVALID, run.stdout + run.stderr
    assert "build stopped: 1 error; nothing written" in run.stdout + run.stderr
    assert "is a folder" not in run.stderr
