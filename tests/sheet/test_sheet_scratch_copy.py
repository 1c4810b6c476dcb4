"""The merged deck is validated in a scratch copy outside the deck's repository
(deckctl/sheet/merge.py `_validate`). That copy followed links to folders, so a deck with a link
to `/usr/share` had each import copy 800 MB, and one to a folder holding a named pipe stopped it
with an internal error; and art the deck takes from elsewhere in its repository read there as
leading outside it, so no sheet could be imported into such a deck."""

from __future__ import annotations

import csv
import os
import shutil
from pathlib import Path

import pytest

from deckfactory import DECKS
from deckctl.sheet.export import export_sheet


def _repository_deck(tmp_path: Path) -> tuple[Path, Path]:
    """The knowledge starter deck in a repository's decks/ (a `.git` folder marks its top), and its
    sheet with one new card added."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    deck = repo / "decks" / "knowledge-starter"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    return repo, deck


def _a_new_card_imports_and_the_deck_stays_valid(cli, deck, tmp_path) -> None:
    assert cli("validate", deck, cwd=tmp_path).exit_code == 0
    sheet = _sheet_with_a_new_card(deck, tmp_path)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert "- id: thing-colour\n" in (deck / "cards/extra.yaml").read_text(encoding="utf-8")
    assert cli("validate", deck, cwd=tmp_path).exit_code == 0


def _sheet_with_a_new_card(deck: Path, tmp_path: Path) -> Path:
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    new = [""] * len(rows[0])
    for key, value in {"id": "thing-colour", "category": "colour", "value": "red", "front": "The colour of a thing.",
                       "back": "The thing is red.", "file": "extra.yaml"}.items():
        new[rows[0].index(key)] = value
    with sheet.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle).writerows([*rows, new])
    return sheet


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_link_to_a_folder_is_not_followed_into_the_scratch_copy(tmp_path, cli):
    repo, deck = _repository_deck(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.mkfifo(elsewhere / "pipe")  # (copied, it stopped the import: shutil cannot copy a named pipe)
    (deck / "linked").symlink_to(elsewhere, target_is_directory=True)
    assert cli("validate", deck, cwd=tmp_path).exit_code == 0  # (validate does not walk it)
    sheet = _sheet_with_a_new_card(deck, tmp_path)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert "- id: thing-colour\n" in (deck / "cards/extra.yaml").read_text(encoding="utf-8")


def test_art_from_elsewhere_in_the_repository_does_not_stop_the_import(tmp_path, cli):
    repo, deck = _repository_deck(tmp_path)
    (repo / "shared").mkdir()
    (repo / "shared/logo.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
                                          '<rect width="100" height="100"/></svg>', encoding="utf-8")
    manifest = deck / "deck.yaml"
    text = manifest.read_text(encoding="utf-8")
    assert "\nprint:" in text
    manifest.write_text(text.replace("\nprint:", "\nprint:\n  logo: ../../shared/logo.svg", 1), encoding="utf-8")
    _a_new_card_imports_and_the_deck_stays_valid(cli, deck, tmp_path)


def test_missing_art_is_still_an_error_of_the_deck_before_anything_is_merged(tmp_path, cli):
    """The art's findings are left out of the scratch copy's only: the deck is checked first."""
    repo, deck = _repository_deck(tmp_path)
    sheet = _sheet_with_a_new_card(deck, tmp_path)
    manifest = deck / "deck.yaml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace("\nprint:", "\nprint:\n  logo: ../../shared/missing.svg", 1), encoding="utf-8")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and "[bad-art]" in run.stdout, run.stdout + run.stderr
    assert not (deck / "cards/extra.yaml").exists()


def test_a_cards_folder_that_is_a_link_ends_in_the_writes_refusal_not_an_internal_error(tmp_path, cli):
    """validate reads a deck whose cards/ is a link to a folder elsewhere in its repository;
    `export sheet` and `import sheet` had ended with an internal error (a path resolved through
    the link is not in the deck). The export works; the import's write refuses the link, as every
    write into a deck does (io.atomic), and nothing is written."""
    repo, deck = _repository_deck(tmp_path)
    (deck / "cards").rename(repo / "shared-cards")
    (deck / "cards").symlink_to(Path("../../shared-cards"), target_is_directory=True)
    assert cli("validate", deck, cwd=tmp_path).exit_code == 0
    before = {p.name: p.read_bytes() for p in (repo / "shared-cards").iterdir()}
    sheet = tmp_path / "deck.csv"
    run = cli("export", "sheet", deck, "--out", sheet, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert ",cards/colour.yaml," in sheet.read_text(encoding="utf-8-sig")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr  # (nothing to write)
    sheet = _sheet_with_a_new_card(deck, tmp_path)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 74 and run.exception is None, run.stdout + run.stderr
    assert "cards: a symbolic link to a folder is there: deckctl writes only into regular files" in run.stderr
    assert {p.name: p.read_bytes() for p in (repo / "shared-cards").iterdir()} == before


GS_CMYK = Path("/usr/share/color/icc/ghostscript/default_cmyk.icc")  # Ghostscript's, installed with it


def _with_profile(deck: Path, name: str) -> None:
    manifest = deck / "deck.yaml"
    text = manifest.read_text(encoding="utf-8")
    assert "\nprint:" in text
    manifest.write_text(text.replace("\nprint:", f"\nprint:\n  pdfx: \"4\"\n  icc_profile: {name}", 1),
                        encoding="utf-8")


@pytest.mark.skipif(not GS_CMYK.is_file(), reason="needs Ghostscript's CMYK profile")
def test_an_icc_profile_from_elsewhere_in_the_repository_does_not_stop_the_import(tmp_path, cli):
    repo, deck = _repository_deck(tmp_path)
    (repo / "shared").mkdir()
    shutil.copyfile(GS_CMYK, repo / "shared/printer.icc")
    _with_profile(deck, "../../shared/printer.icc")
    _a_new_card_imports_and_the_deck_stays_valid(cli, deck, tmp_path)


@pytest.mark.skipif(not GS_CMYK.is_file(), reason="needs Ghostscript's CMYK profile")
def test_the_print_options_are_still_judged_with_the_merged_cards(tmp_path, cli, monkeypatch):
    """The pixel limit of all the images together counts the cards: a card the sheet adds can pass it.
    The profile judged from the deck's own folder does not hide it, as its refusal at the copy did."""
    from deckctl.export import images
    from deckctl.export.pdf.options import resolve
    from deckctl.validate.deck import load_deck

    repo, deck = _repository_deck(tmp_path)
    (repo / "shared").mkdir()
    shutil.copyfile(GS_CMYK, repo / "shared/printer.icc")
    _with_profile(deck, "../../shared/printer.icc\n  images:\n    dpi: 72")
    loaded = load_deck(deck)
    options, wanted = resolve(loaded.manifest.print, deck), images.resolve_images(loaded.manifest.print.images)
    width, height = images.check_size(options, wanted)
    monkeypatch.setattr(images, "MAX_EXPORT_PIXELS", images.image_count(loaded, options, wanted) * width * height)
    assert cli("validate", deck, cwd=tmp_path).exit_code == 0  # (the deck's images are just within it)
    sheet = _sheet_with_a_new_card(deck, tmp_path)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and "pixels in all" in run.stdout and "[bad-print-option]" in run.stdout, run.stdout
    assert "outside" not in run.stdout
    assert not (deck / "cards/extra.yaml").exists()


@pytest.mark.skipif(not GS_CMYK.is_file(), reason="needs Ghostscript's CMYK profile")
def test_a_profile_outside_the_repository_is_still_refused_at_the_deck(tmp_path, cli):
    repo, deck = _repository_deck(tmp_path)
    sheet = _sheet_with_a_new_card(deck, tmp_path)
    shutil.copyfile(GS_CMYK, tmp_path / "printer.icc")
    _with_profile(deck, "../../../printer.icc")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and "leads outside the deck's repository [bad-print-option]" in run.stdout, run.stdout
    assert "(repo/)" in run.stdout and "deckctl-sheet-" not in run.stdout  # (the deck's repository is named)
    assert not (deck / "cards/extra.yaml").exists()
