"""Card sizes: every starter deck fits every documented card size and print-on-demand preset
its game is laid out for, and a smaller one is refused before anything is drawn (`game_sizes`):
on the command line as a usage error, in deck.yaml as an error located there."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import PdfOptions, check_fit


def test_every_starter_deck_fits_every_card_size_its_game_is_laid_out_for(starters):
    """Every documented card size and print-on-demand preset, in English and German, with blank
    cards too; deckctl's own words (labels) always fit. A size smaller than the game's faces are
    laid out for (Wissens-Spektrum's six questions a card on a mini or square card) is refused
    before anything is drawn, naming the sizes that are big enough."""
    from deckctl.export.images import PRESETS, preset_mm
    from deckctl.export.pdf import game_sizes
    from deckctl.export.pdf.options import CARD_SIZES

    sizes = {**{name: f"{w:g}x{h:g}" for name, (w, h) in CARD_SIZES.items()},
             **{f"{name} preset": preset_mm(name)[0] for name in PRESETS}}
    refused = set()
    for name, language, deck in starters:
        for size_name, size in sizes.items():
            options = PdfOptions(card_size=size, blanks=2)
            if not game_sizes.fits(game_sizes.smallest(deck), options.card_mm):
                with pytest.raises(game_sizes.CardTooSmall, match="need at least 57 x 87 mm") as refusal:
                    game_sizes.check(deck, options.card_mm, size_name)
                assert refusal.value.hint.startswith("choose poker, bridge or tarot")
                refused.add((name, size_name))
                continue
            found = [d for d in check_fit(deck, options, language) if d.is_error]
            assert found == [], (name, language, size_name, found[:1])
    assert refused == {("wissens-spektrum-starter", small) for small in ("mini", "mini preset", "square preset")}


MINI = "print:\n  card_size: mini\n"


def test_a_card_size_too_small_for_the_game_is_a_usage_error_naming_the_sizes_that_fit(cli, make_deck, tmp_path):
    deck = make_deck("wissens-spektrum")
    result = cli("export", "pdf", deck, "--card-size", "mini", "--out", tmp_path / "cards.pdf")
    assert result.exit_code == 2, result.stderr
    assert "Wissens-Spektrum cards need at least 57 x 87 mm, and `mini` is 44 x 68 mm" in result.stderr
    assert "hint: choose poker, bridge or tarot, or a WxH of at least 57x87" in result.stderr
    assert not (tmp_path / "cards.pdf").exists()
    preset = cli("export", "images", deck, "--preset", "square", "--out", tmp_path / "images")
    assert preset.exit_code == 2 and "the `square` preset is 63.5 x 63.5 mm" in preset.stderr
    assert "hint: choose poker, bridge or tarot\n" in preset.stderr and not (tmp_path / "images").exists()
    assert cli("export", "pdf", deck, "--card-size", "57x87", "--out", tmp_path / "cards.pdf").exit_code == 0


@pytest.mark.parametrize("section, key, column", [(MINI, "card_size", 14),
                                                  ("print:\n  images: {preset: mini}\n", "preset", 20)])
def test_a_card_size_in_deck_yaml_too_small_for_the_game_is_located_there(cli, make_deck, tmp_path, section,
                                                                          key, column):
    from deckfactory import MANIFESTS

    deck = make_deck("wissens-spektrum", manifest=MANIFESTS["wissens-spektrum"] + section)
    line = MANIFESTS["wissens-spektrum"].count("\n") + 2
    for args in (("validate", deck), ("build", deck, "--out", tmp_path / "build")):
        result = cli(*args)
        assert result.exit_code == 1, result.stdout + result.stderr
        assert f"deck.yaml:{line}:{column}: error: Wissens-Spektrum cards need at least 57 x 87 mm" in result.stdout
    assert not (tmp_path / "build").exists() or not any((tmp_path / "build").rglob("*.pdf"))


def test_the_command_line_overrides_a_deck_yaml_size_too_small_and_lint_reports_it_once(cli, make_deck, tmp_path):
    from deckfactory import MANIFESTS

    deck = make_deck("wissens-spektrum", manifest=MANIFESTS["wissens-spektrum"] + MINI)
    assert cli("export", "pdf", deck, "--card-size", "bridge", "--out", tmp_path / "cards.pdf").exit_code == 0
    linted = cli("lint", deck)
    assert linted.stdout.count("error:") == 1 and "[bad-print-option]" in linted.stdout


def test_a_preset_replaces_a_deck_yaml_card_size_too_small_for_the_game(cli, make_deck, tmp_path):
    from deckfactory import MANIFESTS

    deck = make_deck("wissens-spektrum", manifest=MANIFESTS["wissens-spektrum"] + MINI)
    result = cli("export", "images", deck, "--preset", "poker", "--dpi", "72", "--out", tmp_path / "images")
    assert result.exit_code == 0, result.stdout + result.stderr
    assert sorted(p.name for p in (tmp_path / "images").iterdir()) == ["001-back.png", "001-front.png", "manifest.csv"]


def test_the_proof_does_not_draw_a_deck_at_a_size_too_small_for_its_game(cli, make_deck, tmp_path):
    from deckfactory import MANIFESTS

    deck = make_deck("wissens-spektrum", manifest=MANIFESTS["wissens-spektrum"] + MINI)
    result = cli("proof", deck, "--out", tmp_path / "proof")
    assert result.exit_code == 1
    page = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "Wissens-Spektrum cards need at least 57 x 87 mm" in page
    assert not [p for p in (tmp_path / "proof").rglob("*") if p.suffix in (".svg", ".png")]


def test_a_card_size_and_a_preset_both_too_small_are_both_reported(cli, make_deck):
    from deckfactory import MANIFESTS

    deck = make_deck("wissens-spektrum", manifest=MANIFESTS["wissens-spektrum"] + MINI + "  images: {preset: square}\n")
    result = cli("validate", deck)
    assert result.exit_code == 1
    assert "`mini` is 44 x 68 mm" in result.stdout and "the `square` preset is 63.5 x 63.5 mm" in result.stdout
