"""A deck's pages drawn apart (`pages.py`, `record.py`): on several processes, in chunks of any
size, the PDF is byte for byte the one a single process draws, and its problems are the same,
each reported once, on the same card."""

from __future__ import annotations

import shutil

import pytest
from artfiles import art_pdf
from deckfactory import DECKS, set_print
from hypothesis import given, settings
from hypothesis import strategies as st
from test_art import SVG, loaded, striped_png

from deckctl.export.pdf import PdfExportError, PdfOptions, export_pdf, pages, record

GAMES = ("knowledge", "wissens-spektrum", "i-know", "iknow", "you-know-it")


def with_art(tmp_path, game: str, back: str = "back.png", trimmed: bool = False) -> object:
    """The game's starter deck with back art and an SVG logo (art is drawn by the main process);
    `trimmed`: a few cards of each card file (`first_cards_of_each_file`)."""
    folder = shutil.copytree(DECKS / f"{game}-starter", tmp_path / game)
    if trimmed:
        first_cards_of_each_file(folder)
    if back.endswith(".pdf"):
        art_pdf(folder / back, rgb=True)
    else:
        striped_png(folder / back)
    (folder / "logo.svg").write_text(SVG)
    set_print(folder / "deck.yaml", f"print:\n  back_art: {back}\n  logo: logo.svg\n")
    return loaded(folder)


def drawn_apart(monkeypatch, deck, options, language=None, chunk=1, jobs=3) -> bytes:
    monkeypatch.setattr(pages, "CHUNK_PAGES", chunk)
    monkeypatch.setattr(pages, "APART_FROM", 0)  # (a starter deck is too small to be worth it)
    try:
        return export_pdf(deck, options, language, jobs=jobs)
    finally:
        monkeypatch.undo()


def first_cards_of_each_file(folder, count: int = 8) -> None:
    """Each card file of the deck keeps its first `count` cards (every file: each area or kind of
    card, and so each shared part drawn for one, is still on the pages), its catalogs none."""
    shutil.rmtree(folder / "locales", ignore_errors=True)
    for card_file in (folder / "cards").glob("*.yaml"):
        head, *cards = card_file.read_text(encoding="utf-8").split("\n- id: ")
        card_file.write_text("\n- id: ".join([head, *cards[:count]]).rstrip("\n") + "\n", encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_pages_drawn_apart_give_the_same_pdf(game, tmp_path, monkeypatch):
    # 24 to 48 cards, 8 to 16 pages, in chunks of 1 and 2 on 3 and 2 processes: what drawing apart
    # can change shows on a few pages (the whole starters, 24 to 150 cards, took 3 times as long).
    deck = with_art(tmp_path, game, trimmed=True)
    for options in (PdfOptions(), PdfOptions(pdfx="1a")):
        whole = export_pdf(deck, options)
        assert drawn_apart(monkeypatch, deck, options) == whole, options
        if not options.pdfx:  # (other chunks and jobs once: what differs between them is not the colour)
            assert drawn_apart(monkeypatch, deck, options, chunk=2, jobs=2) == whole, options


def test_singles_proofs_translations_and_pdf_art_drawn_apart(tmp_path, monkeypatch):
    deck = with_art(tmp_path, "you-know-it", back="back.pdf")  # (its German catalog: text beyond ASCII)
    for options, language in ((PdfOptions(mode="singles", duplex="none", proof=True), None),
                              (PdfOptions(duplex="short-edge", crop_marks=False), "de")):
        whole = export_pdf(deck, options, language)
        assert drawn_apart(monkeypatch, deck, options, language) == whole


def test_problems_are_the_same_and_reported_once(tmp_path, monkeypatch, cli):
    """The I know! starter in the en-XA pseudo-locale: grade labels too long (even for the footer
    band they move to where the room under the badge is too small), printed in shared parts on
    many cards, and a card text that does not fit."""
    folder = shutil.copytree(DECKS / "i-know-starter", tmp_path / "deck")
    core = folder / "cards" / "core.yaml"
    text = core.read_text(encoding="utf-8")
    core.write_text(text.replace("question: ", "question: " + "Very long words indeed " * 40, 1), encoding="utf-8")
    assert cli("i18n", "pseudo", folder).exit_code == 0
    lengthen_grades(folder / "locales" / "en-XA.po")
    deck = loaded(folder)

    def problems(**apart) -> list:
        with pytest.raises(PdfExportError) as failed:
            if apart:
                drawn_apart(monkeypatch, deck, PdfOptions(), "en-XA", **apart)
            else:
                export_pdf(deck, PdfOptions(), "en-XA")
        return [(d.file, d.line, d.card_id, d.message) for d in failed.value.diagnostics]

    whole = problems()
    labels = [message for *_, message in whole if "label/" in message]
    assert len(labels) >= 3 and len(set(labels)) == len(labels)  # each label once
    assert [card for _, _, card, message in whole if "label/" not in message] == ["math-a-001"]  # the long text
    assert problems(chunk=1, jobs=3) == whole
    assert problems(chunk=3, jobs=2) == whole


def lengthen_grades(catalog) -> None:
    """Grade labels of the pseudo-locale far too long for a card: "[ĝŕááđééš 1–2]" eight times over."""
    text = catalog.read_text(encoding="utf-8")
    word = "ĝŕááđééš"
    assert text.count(f'msgstr "[{word} ') == 4
    catalog.write_text(text.replace(f'msgstr "[{word} ', 'msgstr "[' + f"{word} " * 8), encoding="utf-8")


def test_a_page_worker_that_dies_ends_the_export(tmp_path, monkeypatch):
    import os
    import signal

    from deckctl.core.workers import WorkerDied

    deck = loaded(shutil.copytree(DECKS / "knowledge-starter", tmp_path / "deck"))
    drawing, main = pages.draw_card, os.getpid()

    def dies_in_a_worker(*args, **kwargs):
        if os.getpid() != main:
            os.kill(os.getpid(), signal.SIGKILL)
        return drawing(*args, **kwargs)

    monkeypatch.setattr(pages, "draw_card", dies_in_a_worker)
    monkeypatch.setattr(pages, "CHUNK_PAGES", 1)
    monkeypatch.setattr(pages, "APART_FROM", 0)
    with pytest.raises(WorkerDied):
        export_pdf(deck, PdfOptions(), jobs=2)
    assert pages._drawing is None and pages._recorder is None  # nothing of the export kept


TEXTS = st.text(st.characters(max_codepoint=0x17F, blacklist_categories=("Cs",)), max_size=12)


@settings(max_examples=200, deadline=None)
@given(lines=st.lists(TEXTS, min_size=1, max_size=4), weight=st.sampled_from(["regular", "bold", "italic"]),
       size=st.floats(4, 30))
def test_text_written_at_once_is_what_the_document_would_write(lines, weight, size):
    """What `record.text` writes at once (ASCII the font has), played into a document, is what
    that document writes for the same text recorded for it: control characters, brackets and
    backslashes too, and a text that mixes in other characters is left to the document whole."""
    from reportlab.pdfgen.canvas import Canvas

    runs = [(10.0, n * 12.0, line) for n, line in enumerate(lines)]
    written = []
    for at_once in (True, False):
        recorder = record.recorder((100.0, 100.0), False, None)
        if at_once:
            record.text(recorder, weight, size, "BT", runs)
        else:
            recorder._code.append((weight, size, "BT", record._placed(recorder._deckctl_places, runs)))
        document = Canvas(None, pagesize=(100, 100), invariant=1)
        document._code = []
        record.play(document, recorder._code, {})
        written.append(document._code)
    assert written[0] == written[1]


def test_a_parts_problems_go_to_the_first_card_that_draws_it():
    from deckctl.export.pdf.base import Problem

    found = [Problem((), "text-overflow", "does not fit")]
    parts = {"band": record.RecordedPart((0, 0, 1, 1), [], found)}
    reported: set = set()
    mine = Problem(("question",), "text-overflow", "neither")
    assert record.problems_of([mine, record.PartProblems("band")], parts, reported) == [mine, *found]
    assert record.problems_of([record.PartProblems("band")], parts, reported) == []  # drawn once, told once


def test_a_small_deck_is_drawn_by_the_main_process(tmp_path, monkeypatch):
    import os

    deck = loaded(shutil.copytree(DECKS / "knowledge-starter", tmp_path / "deck"))
    drawing, main, drawn_by = pages.draw_card, os.getpid(), set()

    def noting(*args, **kwargs):
        drawn_by.add(os.getpid())
        return drawing(*args, **kwargs)

    monkeypatch.setattr(pages, "draw_card", noting)
    monkeypatch.setattr(pages, "CHUNK_PAGES", 1)
    export_pdf(deck, PdfOptions(), jobs=4)
    assert drawn_by == {main}
