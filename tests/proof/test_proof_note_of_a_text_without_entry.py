"""A card added since its deck's catalog was updated has no entry there: its note on the proof said
"translate it in locales/fr.po", where the translator found nothing to translate. It says that
`deckctl i18n update` adds the entry first (as `i18n status --strict` says of it); a text whose
entry is there and empty keeps "translate it in"."""

from __future__ import annotations

import html
import re

from deckfactory import write_deck
from proofpage import read

COAL = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n  value: blue\n"


def _hints(page: str, card_id: str) -> list[str]:
    """The hints of the notes on `card_id`'s texts, as the page reads (tags dropped)."""
    notes = [li for li in page.split('<li class="finding')[1:] if f'<span class="msg">{card_id}/' in li]
    return [html.unescape(re.sub(r"<[^>]+>", "", re.search(r'<div class="hint">(.*?)</div>', li)[1])) for li in notes]


def test_a_text_without_an_entry_is_sent_to_i18n_update_first(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0  # (every text translated: as French, for the test)
    catalog = deck / "locales" / "fr.po"
    (deck / "locales" / "en-XA.po").rename(catalog)
    text = catalog.read_text(encoding="utf-8")
    # (sky-colour's back: its entry there, its translation emptied)
    catalog.write_text(re.sub(r'(msgctxt "sky-colour/back"\nmsgid "[^"]*"\nmsgstr )"[^"]*"', r'\1""', text),
                       encoding="utf-8")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8") + COAL, encoding="utf-8")

    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    page = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    where = f"{deck.name}/locales/fr.po"
    coal = _hints(page, "coal-colour")
    assert len(coal) == 2 and all(h == f"hint: `deckctl i18n update {deck.name} --lang fr` adds its entry, then "
                                       f"translate it in {where}".replace("`", "") for h in coal), coal
    assert "coal-colour/front: it has no translation (the catalog has no entry for it)" in page
    assert _hints(page, "sky-colour") == [f"hint: translate it in {where} (deckctl i18n status counts what is left)"]
    # (both notes still boxed on the French pictures)
    by_id = {card.id: card for card in read(tmp_path / "site" / "index.html").cards}
    marked = [(p.language, p.side) for p in by_id["coal-colour"].pictures for _ in p.marks]
    assert marked == [("fr", "front"), ("fr", "back")]
