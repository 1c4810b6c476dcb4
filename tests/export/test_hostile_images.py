"""`deckctl export images` and `print: images` on a stranger's deck.yaml: images too large, one by
one or together (MAX_EXPORT_PIXELS), are refused before anything is drawn, as an error located
at the deck's print: section (exit 1), not as a usage error (exit 2) the command line did not
make; asked for on the command line they stay a usage error."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import DECKS, MANIFESTS, VALID_CARDS, set_print, write_deck

from deckctl.export import images as card_images


def test_a_deck_asking_for_too_large_an_image_is_an_error_at_its_print_section(cli, tmp_path):
    # (one card a page: no sheet of paper holds a 220 x 220 mm card, and validate says so first)
    manifest = MANIFESTS["iknow"] + "print:\n  card_size: 220x220\n  images: {dpi: 1200}\n  mode: singles\n"
    deck = write_deck(tmp_path, "iknow", VALID_CARDS["iknow"], manifest)
    run = cli("export", "images", deck, "--out", tmp_path / "out")
    assert run.exit_code == 1, run.stdout + run.stderr
    located = f"{deck.parent.name}/{deck.name}/deck.yaml:9:"
    message = "an image would be 10,678 x 10,678 px (114.1 million pixels); an image may have at most 64 million"
    assert located in run.stdout and message in run.stdout, run.stdout
    assert f"hint: {card_images.PIXELS_HINT}" in run.stdout and "[bad-print-option]" in run.stdout
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("command", ["validate", "lint"])
def test_validate_and_lint_refuse_the_images_build_would_refuse(cli, tmp_path, command):
    manifest = MANIFESTS["iknow"] + "print: {card_size: 250x280, mode: singles, images: {dpi: 1200}}\n"
    deck = write_deck(tmp_path, "iknow", VALID_CARDS["iknow"], manifest)
    run = cli(command, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout + run.stderr
    message = "an image would be 12,095 x 13,512 px (163.5 million pixels); an image may have at most 64 million"
    assert f"{deck.name}/deck.yaml:7:52:" in run.stdout and message in run.stdout  # (at the value of `images`)
    assert run.stdout.count("[bad-print-option]") == 1  # (the card size, which fits one card a page, is not blamed)


def test_a_deck_asking_for_too_many_pixels_in_all_is_refused_once_by_validate_and_build(cli, tmp_path):
    # The starter deck has a German catalog: build would make the same images in both languages.
    deck = tmp_path / "knowledge-starter"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    set_print(deck / "deck.yaml", "print:\n  card_size: 150x150\n  mode: singles\n  images: {dpi: 1200}\n")
    line = (deck / "deck.yaml").read_text(encoding="utf-8").splitlines().index("  images: {dpi: 1200}") + 1
    located = f"{deck.name}/deck.yaml:{line}:"
    message = ("300 images of 7,371 x 7,371 px would be 16.3 billion pixels in all; an export (every side of every "
               "card, in one language) may have at most 8 billion")
    run = cli("validate", deck, cwd=tmp_path)
    assert run.exit_code == 1 and located in run.stdout and message in run.stdout, run.stdout + run.stderr

    run = cli("build", deck, "--out", tmp_path / "build", cwd=tmp_path)
    assert run.exit_code == 1, run.stdout + run.stderr
    assert run.stdout.count(message) == 1 and located in run.stdout, run.stdout
    assert "build stopped: 1 error; nothing written" in run.stderr and not (tmp_path / "build").exists()


@pytest.fixture
def deck(tmp_path):
    manifest = MANIFESTS["iknow"] + "print:\n  images: {preset: mini, dpi: 72}\n"  # (144 x 198 px)
    return write_deck(tmp_path, "iknow", VALID_CARDS["iknow"], manifest)


def _images_pixels(cli, deck, tmp_path) -> int:
    """The pixels of the deck's images in all, as an export at the limit writes them."""
    run = cli("export", "images", deck, "--out", tmp_path / "all")
    assert run.exit_code == 0, run.stdout + run.stderr
    rows = (tmp_path / "all" / "manifest.csv").read_text(encoding="utf-8").splitlines()[1:]
    return sum(int(row.split(",")[4]) * int(row.split(",")[5]) for row in rows)


def test_images_over_the_pixels_of_an_export_are_refused_before_any_drawing(cli, deck, tmp_path, monkeypatch):
    monkeypatch.setattr(card_images, "MAX_EXPORT_PIXELS", 10**9)
    total = _images_pixels(cli, deck, tmp_path)
    monkeypatch.setattr(card_images, "MAX_EXPORT_PIXELS", total)
    assert cli("export", "images", deck, "--out", tmp_path / "exact").exit_code == 0  # (the limit itself is allowed)

    monkeypatch.setattr(card_images, "MAX_EXPORT_PIXELS", total - 1)
    with monkeypatch.context() as drawing:
        drawn = []
        drawing.setattr("deckctl.export.pdf.document.export_pdf", lambda *args, **kwargs: drawn.append(args))
        run = cli("export", "images", deck, "--out", tmp_path / "over")
    assert run.exit_code == 1 and drawn == [], run.stdout + run.stderr
    count = len(list((tmp_path / "all").glob("*.png")))
    assert f"{deck.parent.name}/{deck.name}/deck.yaml:8:" in run.stdout
    message = f"{count} images of 144 x 198 px would be"
    assert message in run.stdout and "[bad-print-option]" in run.stdout
    assert not (tmp_path / "over").exists()

    run = cli("export", "images", deck, "--out", tmp_path / "over", "--dpi", "72")  # the command line's own dpi
    assert run.exit_code == 2 and message in run.stderr, run.stdout + run.stderr

    for command in ("validate", "lint"):  # (its cards' count is known once they are loaded)
        run = cli(command, deck)
        assert run.exit_code == 1 and f"{deck.parent.name}/{deck.name}/deck.yaml:8:" in run.stdout, run.stdout
        assert message in run.stdout, run.stdout

    run = cli("build", deck, "--out", tmp_path / "build")
    assert run.exit_code == 1 and f"{deck.parent.name}/{deck.name}/deck.yaml:8:" in run.stdout, run.stdout + run.stderr
    assert message in run.stdout and not list((tmp_path / "build").rglob("*.png"))
