"""I know! announcement cards with a neutral back: the same back on every one, so the pile does not
show what the next one does; the front then says what it does. A print option like the others:
`--announcement-back` on the command line, `announcement_back` in deck.yaml's print: section."""

from __future__ import annotations

from deckctl.export.pdf import PdfOptions
from deckctl.export.pdf.base import face_of
from deckctl.export.pdf.document import items_of
from deckctl.export.pdf.pictures import placed_texts
from deckctl.games.i_know.cards import effect_text


def announcement_sides(deck, language: str, options: PdfOptions) -> list[tuple[str, list[str], list[str]]]:
    """(what the card does, its front's texts, its back's texts) for each announcement card."""
    found = []
    for item in items_of(deck, options, face_of(deck)):
        if item.card.kind == "announcement":
            texts = [[p.value for p in placed_texts(deck, options, language, item, side)] for side in ("front", "back")]
            found.append((effect_text(item.card.effect.model_dump(), deck_labels(deck, language)), *texts))
    return found


def deck_labels(deck, language):
    from deckctl.i18n.printed import deck_labels as labels

    return labels(deck, language)


def test_a_neutral_back_is_the_same_on_every_announcement_and_the_front_says_what_it_does(starters):
    for name, language, deck in starters:
        if name != "i-know-starter":
            continue
        usual = announcement_sides(deck, language, PdfOptions())
        neutral = announcement_sides(deck, language, PdfOptions(announcement_back="neutral"))
        assert len(usual) >= 3
        assert all(effect in back and effect not in front for effect, front, back in usual)
        backs = {tuple(back) for _, _, back in neutral}
        assert len(backs) == 1 and not any(effect in next(iter(backs)) for effect, _, _ in neutral)
        assert all(effect in front for effect, front, _ in neutral)


def test_the_option_is_given_as_the_other_print_options_are(cli, make_deck, tmp_path):
    deck = make_deck("i-know")  # a question and an announcement
    out = tmp_path / "cards.pdf"
    assert cli("export", "pdf", deck, "--announcement-back", "neutral", "--out", out).exit_code == 0
    wrong = cli("export", "pdf", deck, "--announcement-back", "blank", "--out", out)
    assert wrong.exit_code == 2 and "--announcement-back takes effect or neutral, not `blank`" in wrong.stderr
    other = cli("export", "pdf", make_deck("iknow", name="other"), "--announcement-back", "neutral", "--out", out)
    assert other.exit_code == 2 and "iKNOW has none" in other.stderr
    manifest = deck / "deck.yaml"
    text = manifest.read_text(encoding="utf-8").rstrip("\n")
    manifest.write_text(text + "\nprint:\n  announcement_back: neutral\n", encoding="utf-8")
    assert cli("validate", deck).exit_code == 0
    manifest.write_text(text + "\nprint:\n  announcement_back: plain\n", encoding="utf-8")
    refused = cli("validate", deck)
    line = len(text.split("\n")) + 2
    assert refused.exit_code == 1 and f"deck.yaml:{line}:" in refused.stdout and "announcement_back" in refused.stdout
