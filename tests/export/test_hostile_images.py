"""`deckctl export images` and `print: images` on a stranger's deck.yaml: images too large, one by
one or together (MAX_EXPORT_PIXELS), are refused before anything is drawn, as an error located
at the deck's print: section (exit 1), not as a usage error (exit 2) the command line did not
make; asked for on the command line they stay a usage error."""

from __future__ import annotations

import pytest
from deckfactory import MANIFESTS, VALID_CARDS, write_deck

from deckctl.export import images as card_images


def test_a_deck_asking_for_too_large_an_image_is_an_error_at_its_print_section(cli, tmp_path):
    # (one card a page: no sheet of paper holds a 220 x 220 mm card, and validate says so first)
    manifest = MANIFESTS["iknow"] + "print:\n  card_size: 220x220\n  images: {dpi: 1200}\n  mode: singles\n"
    deck = write_deck(tmp_path, "iknow", VALID_CARDS["iknow"], manifest)
    run = cli("export", "images", deck, "--out", tmp_path / "out")
    assert run.exit_code == 1, run.stdout + run.stderr
    assert f"{deck.parent.name}/{deck.name}/deck.yaml:9:" in run.stdout and "more than 64 million pixels an image" in run.stdout
    assert "hint:" in run.stdout and "[bad-print-option]" in run.stdout
    assert not (tmp_path / "out").exists()


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
    assert f"{count} images of 144 x 198 px are more than the" in run.stdout and "[bad-print-option]" in run.stdout
    assert not (tmp_path / "over").exists()

    run = cli("export", "images", deck, "--out", tmp_path / "over", "--dpi", "72")  # the command line's own dpi
    assert run.exit_code == 2 and "pixels an export may have in all" in run.stderr, run.stdout + run.stderr

    run = cli("build", deck, "--out", tmp_path / "build")
    assert run.exit_code == 1 and f"{deck.parent.name}/{deck.name}/deck.yaml:8:" in run.stdout, run.stdout + run.stderr
    assert "pixels an export may have in all" in run.stdout and not list((tmp_path / "build").rglob("*.png"))
