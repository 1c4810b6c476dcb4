"""`deckctl proof`: every card in every language, with its findings, escaped, incremental, the same bytes."""

from __future__ import annotations

import re
from pathlib import Path

from deckfactory import VALID_CARDS, write_deck
from proofpage import read, svg_size

LONG = " ".join(["Supercalifragilistic words"] * 37)  # (under validate's 1,000 characters a text)
HOSTILE = "<script>alert(1)</script> How many body segments does a spider have?"


def deck_with_translation(root: Path, cli, cards: str | None = None) -> Path:
    deck = write_deck(root, "knowledge", cards)
    result = cli("i18n", "pseudo", deck)  # en-XA: every text translated, longer
    assert result.exit_code == 0, result.stderr
    return deck


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_every_card_front_and_back_in_every_language(tmp_path, cli):
    cards = VALID_CARDS["knowledge"].replace("How many body segments does a spider have?", HOSTILE)
    deck = deck_with_translation(tmp_path, cli, cards)
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 0, result.stderr
    assert "7 cards in 1 deck, 14 pictures drawn" in result.stderr
    page = read(tmp_path / "site" / "index.html")
    ids = re.findall(r"^- id: (\S+)", cards, re.M)
    assert [card.id for card in page.cards] == ids  # file order
    for card in page.cards:
        shown = [(p.language, p.side) for p in card.pictures]
        assert shown == [("en", "front"), ("en", "back"), ("en-XA", "front"), ("en-XA", "back")]
        for picture in card.pictures:
            # a poker card (63 x 88 mm) drawn as SVG, shown at 100 px per inch
            file, _, view = picture.src.partition("#")  # (both sides in one file, each shown by its view)
            assert file.endswith(".svg") and view == picture.side and svg_size(tmp_path / "site" / file) == (63, 88)
            assert picture.width == 248
    spider = page.cards[0]
    # Alternative text is the card's text: the question on the front, in each language.
    assert HOSTILE in spider.pictures[0].alt and "Number" in spider.pictures[0].alt
    assert "cephalothorax" in spider.pictures[1].alt
    assert spider.pictures[2].alt != spider.pictures[0].alt  # en-XA: the pseudo-translation
    text = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    # The card's <script> is text, not markup: the only script is the page's own (allowed by hash).
    assert page.scripts == 1 and "<script>alert" not in text and "&lt;script&gt;alert(1)" in text
    assert str(tmp_path) not in text  # names relative to the repository, never where it is
    assert "http://" not in text and "https://" not in text  # nothing loaded from anywhere


def test_a_finding_about_the_source_is_in_every_language(tmp_path, cli):
    """A card file's findings (one that does not parse, a text's warning) are about the card in
    every language: they were tagged with the deck's, so that switching to a translation hid an
    error that stops the card loading. The box of the text is marked on the deck's own pictures:
    it was on the translation's too, around its translated text, which the warning is not about;
    it is there only where the translation sets the same text (an entry left as the source)."""
    cards = VALID_CARDS["knowledge"].replace("How many body segments", "TODO how many body segments")
    deck = deck_with_translation(tmp_path, cli, cards)
    (deck / "cards" / "more.yaml").write_text("- id: torn\n  category: [number\n")
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 1
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    torn = re.search(r'<section class="file" id="deck-0-1">.*?</section>', html).group(0)
    assert re.findall(r'<li class="finding error"[^>]*data-lang="([^"]*)"', torn) == [""]
    spider = read(tmp_path / "site" / "index.html").cards[0]
    finding = next(f for f in spider.findings if f["data-rule"] == "placeholder")
    assert finding["data-lang"] == ""
    marked = [(p.language, p.side) for p in spider.pictures if any(m["data-finding"] == finding["id"] for m in p.marks)]
    assert marked == [("en", "front")]
    catalog = deck / "locales" / "en-XA.po"
    entry = 'msgid "TODO how many body segments does a spider have?"\n'
    text = catalog.read_text(encoding="utf-8")
    start = text.index(entry) + len(entry)
    end = text.index("\n", start)
    catalog.write_text(text[:start] + entry.replace("msgid", "msgstr") + text[end + 1:], encoding="utf-8")
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 1
    spider = read(tmp_path / "site" / "index.html").cards[0]
    assert spider.pictures[2].alt.endswith(" TODO how many body segments does a spider have?")  # (the source's)
    marked = [(p.language, p.side) for p in spider.pictures if any(m["data-finding"] == finding["id"] for m in p.marks)]
    assert marked == [("en", "front"), ("en-XA", "front")]


def test_alt_text_reads_a_list_number_by_number(tmp_path, cli):
    """A you-know-it card sets its five numbers before its five questions: read in that order, its
    alternative text was "1. 2. 3. 4. 5. Question 1? ..." and its back "... 5. Answer 1. ...", no
    answer beside its number. It is read as the card is: line by line, left to right."""
    deck = write_deck(tmp_path, "you-know-it", VALID_CARDS["you-know-it"])
    assert cli("proof", deck, "--out", tmp_path / "site", cwd=tmp_path).exit_code == 0
    front, back = read(tmp_path / "site" / "index.html").cards[0].pictures
    assert front.alt == "You Know It! " + " ".join(f"{n}. Question {n}?" for n in range(1, 6))
    assert back.alt.endswith(" ".join(f"{n}. Answer {n}." for n in range(1, 6)))


def test_alt_text_reads_each_die_number_before_its_question(tmp_path, cli):
    """A Wissens-Spektrum card numbers its questions with a die's pips, not a text: its alternative
    text read "Question 1? Question 2? ...", which number each was gone."""
    deck = write_deck(tmp_path, "wissens-spektrum")
    assert cli("proof", deck, "--out", tmp_path / "site", cwd=tmp_path).exit_code == 0
    front, back = read(tmp_path / "site" / "index.html").cards[0].pictures
    assert front.alt == "Geography. " + " ".join(f"{n}. Question {n}?" for n in range(1, 7))
    assert back.alt.endswith(" ".join(f"{n}. Answer {n}." for n in range(1, 7)))


def test_alt_text_leaves_out_soft_hyphens():
    """A soft hyphen marks where the card may hyphenate a word; the page shows invisible characters
    escaped, and the alternative text read `Donau\\xaddampf` aloud."""
    from deckctl.proof.page import alt_text

    assert alt_text([(0, "Donau\u00addampf\u00adschiff?", (0, 0, 10, 5))]) == "Donaudampfschiff?"


def test_findings_sit_on_their_cards_and_mark_the_text(tmp_path, cli):
    cards = VALID_CARDS["knowledge"] + (
        f"- id: long-one\n  category: number\n  front: Which number?\n  back: {LONG}\n  value: 3\n"
        "- id: broken\n  category: number\n  front: Broken card\n  back: x\n  value: 9\n")
    deck = write_deck(tmp_path, "knowledge", cards)
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 1  # the deck has errors; the site is written all the same
    page = read(tmp_path / "site" / "index.html")
    by_id = {card.id: card for card in page.cards}
    long_one, broken = by_id["long-one"], by_id["broken"]
    fits = [f for f in long_one.findings if f["data-rule"] == "text-fits"]
    assert [f["data-severity"] for f in fits] == ["error"]
    marks = [(p.side, m) for p in long_one.pictures for m in p.marks]
    assert [side for side, _ in marks] == ["back"]  # the box of the back's text
    assert marks[0][1]["data-finding"] == fits[0]["id"] and "does not fit" in marks[0][1]["title"]
    assert "has-error" in long_one.classes
    # The message names its language and side ("[en, back]"): no second language tag beside it.
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    item = re.search(r'<li class="finding error"[^>]*data-rule="text-fits".*?</li>', html).group(0)
    assert "[en, back]" in item and 'class="tag"' not in item
    # A card validate refuses is listed, with its error, and no picture.
    assert broken.missing and not broken.pictures
    assert [f["data-rule"] for f in broken.findings] == ["out-of-range"]
    assert all(not card.findings or card.id in ("long-one", "broken")
               or {f["data-rule"] for f in card.findings} == {"missing-source"} for card in page.cards)


def test_only_changed_cards_are_drawn_again_and_the_folder_is_the_same(tmp_path, cli):
    deck = deck_with_translation(tmp_path, cli)
    site = tmp_path / "site"
    assert cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path).exit_code == 0
    again = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert "0 pictures drawn, 14 unchanged" in again.stderr
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue, like the sea."))
    assert cli("i18n", "pseudo", deck).exit_code == 0
    changed = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert changed.exit_code == 0, changed.stderr
    # one card, in two languages: its old SVG of both sides removed in each (their records are
    # their card file's, one group a language, written again), and the deck's growth as it was
    # measured in each language
    assert "2 pictures drawn, 12 unchanged, 4 old files removed" in changed.stderr
    fresh = tmp_path / "fresh"
    assert cli("proof", deck, "--out", fresh, "-j", "2", cwd=tmp_path).exit_code == 0
    assert files_of(site) == files_of(fresh)
    groups = sorted((site / "cards").glob("*.records.json"))
    growths = sorted((site / "cards").glob("*.growth.json"))
    assert len(groups) == 2 and len(growths) == 2 and len(list((site / "cards").iterdir())) == 2 + 2 + 14
    groups[0].write_bytes(groups[0].read_bytes()[:-9])  # a group of records cut short: its pictures drawn again
    again = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert again.stderr.rstrip().endswith("7 pictures drawn, 7 unchanged")
    assert files_of(site) == files_of(fresh)


def test_a_proof_with_nothing_changed_does_not_measure_the_decks_growth_again(tmp_path, cli, monkeypatch):
    from deckctl.export.pdf import pictures

    deck = deck_with_translation(tmp_path, cli)
    site = tmp_path / "site"
    assert cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path).exit_code == 0
    drawn = files_of(site)
    measured = []
    real = pictures.growth_of
    monkeypatch.setattr(pictures, "growth_of", lambda *args: measured.append(args[2]) or real(*args))
    again = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert "0 pictures drawn, 14 unchanged" in again.stderr and measured == []
    # A memo this code did not write (other factors) is measured again, and no card drawn again
    # for it: the pictures' keys come from what was measured.
    for memo in (site / "cards").glob("*.growth.json"):
        memo.write_text('[["question", "9.0"]]')
    healed = cli("proof", deck, "--out", site, "-j", "1", cwd=tmp_path)
    assert "0 pictures drawn, 14 unchanged" in healed.stderr, healed.stderr
    assert sorted(measured) == ["en", "en-XA"] and files_of(site) == drawn


def test_a_deck_task_runs_without_the_cyclic_collector_and_gives_it_back(tmp_path, cli, monkeypatch):
    """What a deck task builds lives to its end, with few reference cycles: Python's collector,
    run on the way, only walks it again (0.03-0.05 s a worker for the starter decks). It is off
    while a task runs and as it was once the task is done."""
    import gc

    from deckctl.export.pdf import pictures

    deck = deck_with_translation(tmp_path, cli)
    collecting = []
    real = pictures.growth_of
    monkeypatch.setattr(pictures, "growth_of", lambda *args: collecting.append(gc.isenabled()) or real(*args))
    assert gc.isenabled()
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    assert collecting == [False, False] and gc.isenabled()


def test_the_workers_start_with_the_fonts_kerning_read(tmp_path, cli):
    """What every worker asks for its first deck is worked out before they are forked (`warm`):
    fontTools reading each weight's kerning among it."""
    from deckctl.export.pdf import fonts, kerning
    from deckctl.proof.warmup import warm

    kerning.pairs.cache_clear()
    warm([write_deck(tmp_path, "knowledge")])
    assert kerning.pairs.cache_info().currsize == len(fonts.WEIGHTS)


def test_a_page_deckctl_did_not_write_is_left_alone(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "index.html").write_text("<html>my own page</html>")
    result = cli("proof", deck, "--out", tmp_path / "site", cwd=tmp_path)
    assert result.exit_code == 2 and "was not written by deckctl:" in result.stderr
    assert (tmp_path / "site" / "index.html").read_text() == "<html>my own page</html>"
    missing = cli("proof", tmp_path / "nowhere", "--out", tmp_path / "other", cwd=tmp_path)
    assert missing.exit_code == 2 and "no such file or folder" in missing.stderr


def test_a_marks_tooltip_quotes_what_the_message_quotes_in_backticks(tmp_path, cli):
    """The box over a text carries the finding's message as its tooltip, which shows no markup:
    `back` (code in the findings list) is “back” there, not in backticks."""
    cards = VALID_CARDS["knowledge"].replace("back: Three pairs, so two.", "back: TODO the answer")
    deck = write_deck(tmp_path, "knowledge", cards)
    cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    insect = {card.id: card for card in read(tmp_path / "site" / "index.html").cards}["insect-legs"]
    titles = [m["title"] for p in insect.pictures for m in p.marks]
    assert titles and all("`" not in title for title in titles), titles
    assert any(title.startswith("\u201cback\u201d is still a placeholder") for title in titles), titles


def test_the_windows_title_names_the_decks(tmp_path, cli):
    """Every proof's window was titled `deckctl proof`: tabs of two repositories looked alike."""
    deck = write_deck(tmp_path, "knowledge")
    cli("proof", deck, "--out", tmp_path / "one", "-j", "1", cwd=tmp_path)
    assert "<title>deckctl proof: Test deck</title>" in (tmp_path / "one" / "index.html").read_text(encoding="utf-8")
    from deckctl.proof.entries import DeckEntry
    from deckctl.proof.site import _subject

    decks = [DeckEntry(Path(name), name, title) for name, title in (("a", "Alpha"), ("b", ""), ("c", "Gamma"))]
    assert _subject(decks) == "Alpha, b and 1 more" and _subject(decks[:2]) == "Alpha, b"
