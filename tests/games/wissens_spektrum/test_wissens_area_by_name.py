"""A card that names its area by the area's name (a German deck's `allgemeinwissen`) is told to
write the area's id: the hint had listed the ids, none of which looked like what was meant
(found by a German publisher's audit)."""

from __future__ import annotations

from deckfactory import MANIFESTS, questions, write_deck

NAMES = {"General knowledge": "Allgemeinwissen", "Geography": "Geografie", "History": "Geschichte",
         "Art": "Kunst", "Natural science": "Naturwissenschaft"}


def test_an_area_written_by_its_name_is_told_its_id(tmp_path, cli):
    manifest = MANIFESTS["wissens-spektrum"]
    for english, german in NAMES.items():
        manifest = manifest.replace(f"name: {english},", f"name: {german},")
    assert "Allgemeinwissen" in manifest
    deck = write_deck(tmp_path, "wissens-spektrum", "- id: rivers\n  area: allgemeinwissen\n  questions:\n" + questions(6),
                      manifest=manifest)
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert "area `allgemeinwissen` is not one of the deck's areas [unknown-area]" in run.stdout
    assert "hint: write the area's id, `general-knowledge`: `allgemeinwissen` is its name" in run.stdout, run.stdout
