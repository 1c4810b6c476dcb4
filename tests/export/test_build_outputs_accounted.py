"""The output folder holds what the builds on record made, and nothing the manifest does not account
for. A deck left out of a manifest past its limits had its outputs on record nowhere: when it lost
a card, or turned to JPEG images, the next build wrote its new images beside the old ones, which no
build removed. So did every deck whose catalog, id or folder went. A deck left out is now kept
as a minimal entry (its editions unlisted: everything build writes in their folders is theirs),
and the outputs the new manifest no longer accounts for are removed, but for those of a deck not
found (its outputs are left, as its manifest paths may be another repository's)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap

from deckfactory import DECKS, set_print

from deckctl.build import cache
from deckctl.build.cache import MANIFEST_NAME, load_manifest


def deck(folder, deck_id, cards=6, catalog=True):
    """The Knowledge? starter's first `cards` colour cards (and its German catalog), as `deck_id`,
    with card images at 72 dpi."""
    shutil.copytree(DECKS / "knowledge-starter", folder, ignore=None if catalog else shutil.ignore_patterns("locales"))
    for card_file in (folder / "cards").glob("*.yaml"):
        if card_file.name != "colour.yaml":
            card_file.unlink()
    keep_cards(folder, cards)
    text = (folder / "deck.yaml").read_text(encoding="utf-8").replace("id: knowledge-starter", f"id: {deck_id}")
    (folder / "deck.yaml").write_text(text, encoding="utf-8")
    set_print(folder / "deck.yaml", "print:\n  images: {dpi: 72}\n")
    return folder


def keep_cards(folder, cards):
    card_file = folder / "cards" / "colour.yaml"
    head, *entries = card_file.read_text(encoding="utf-8").split("\n- id:")
    card_file.write_text("\n- id:".join([head, *entries[:cards]]) + "\n", encoding="utf-8")


def files(out):
    return sorted(path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file())


def folders(out):
    return sorted(path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_dir())


def fresh_build(cli, decks, out):
    """What a build into an empty folder writes (the manifest aside, whose size decides nothing)."""
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 0, run.stdout + run.stderr
    return files(out), folders(out)


def test_a_deck_left_out_of_the_manifest_leaves_no_old_output_behind(cli, tmp_path, monkeypatch):
    decks, out = tmp_path / "decks", tmp_path / "out"
    deck(decks / "a", "deck-a", catalog=False)
    b = deck(decks / "b", "deck-b")
    assert cli("build", decks / "a", "--out", out, "--jobs", "1").exit_code == 0
    monkeypatch.setattr(cache, "MAX_MANIFEST_BYTES", len((out / MANIFEST_NAME).read_bytes()) * 3 // 2)
    left_out = cli("build", decks, "--out", out, "--jobs", "1")
    assert left_out.exit_code == 0, left_out.stderr
    keep_cards(b, 5)  # its sixth card's images go
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 0 and "built 1 deck (1 up to date)" in run.stdout, run.stdout + run.stderr
    assert "deck-b/en/images/006-front.png" not in files(out)
    assert "it lists the outputs of 1 of the 2 decks" in left_out.stderr
    entry = load_manifest(out, decks).decks[str(b)]  # kept, with no list of its outputs
    assert entry.inputs == {} and {lang: e.unlisted for lang, e in entry.editions.items()} == {"en": True, "de": True}
    set_print(b / "deck.yaml", "print:\n  images: {dpi: 72, format: jpeg}\n")  # every image anew
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    assert files(out) == fresh_build(cli, decks, tmp_path / "fresh")[0]
    assert "deck-b/en/images/001-front.jpg" in files(out)


def test_a_language_or_a_deck_id_that_is_gone_takes_its_outputs_with_it(cli, tmp_path):
    decks, out = tmp_path / "decks", tmp_path / "out"
    a, b = deck(decks / "a", "deck-a"), deck(decks / "b", "deck-b", cards=3)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    (a / "locales" / "de.po").unlink()
    text = (b / "deck.yaml").read_text(encoding="utf-8")
    (b / "deck.yaml").write_text(text.replace("id: deck-b", "id: deck-c"), encoding="utf-8")
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    assert (files(out), folders(out)) == fresh_build(cli, decks, tmp_path / "fresh")
    assert not (out / "deck-a" / "de").exists() and not (out / "deck-b").exists()


def test_a_deck_not_found_leaves_its_outputs_to_whoever_built_them(cli, tmp_path):
    """The manifest's deck paths are its repository's: a deck not found is dropped from it, its
    outputs left. Another repository building into the same --out had read those paths against
    its own, where the first one's decks are not, and deleted their outputs (8d682650); it keeps
    them now, in the first repository's section (test_build_bookkeeping)."""
    out = tmp_path / "out"
    first, second = tmp_path / "one" / "decks", tmp_path / "two" / "decks"
    deck(first / "a", "deck-a", cards=2, catalog=False)
    deck(second / "b", "deck-b", cards=2, catalog=False)
    assert cli("build", first / "a", "--out", out, "--jobs", "1").exit_code == 0
    built = files(out)
    assert "deck-a/en/cards.pdf" in built
    assert cli("build", second / "b", "--out", out, "--jobs", "1").exit_code == 0
    assert all(name in files(out) for name in built)  # the first repository's outputs stay
    recorded = json.loads((out / MANIFEST_NAME).read_text(encoding="utf-8"))
    sections = [recorded["decks"], *recorded["other_repositories"].values()]
    assert sorted(entry["id"] for section in sections for entry in section.values()) == ["deck-a", "deck-b"]


def test_a_deck_built_alone_keeps_the_others_and_their_unlisted_folders(cli, tmp_path, monkeypatch):
    decks, out = tmp_path / "decks", tmp_path / "out"
    deck(decks / "a", "deck-a", catalog=False)
    deck(decks / "b", "deck-b", catalog=False)
    assert cli("build", decks / "a", "--out", out, "--jobs", "1").exit_code == 0
    monkeypatch.setattr(cache, "MAX_MANIFEST_BYTES", len((out / MANIFEST_NAME).read_bytes()) * 3 // 2)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    before = files(out)
    keep_cards(decks / "a", 5)
    assert cli("build", decks / "a", "--out", out, "--jobs", "1").exit_code == 0  # b is not built: it stays
    assert files(out) == [name for name in before if not name.startswith("deck-a/en/images/006-")]


def test_an_unlisted_edition_naming_a_folder_outside_its_own_is_not_trusted(cli, tmp_path):
    decks, out = tmp_path / "decks", tmp_path / "out"
    deck(decks / "a", "deck-a", cards=2, catalog=False)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    (out / "keep").mkdir()
    (out / "keep" / "cards.pdf").write_bytes(b"not ours")
    data = json.loads((out / MANIFEST_NAME).read_text(encoding="utf-8"))
    entry = next(iter(data["decks"].values()))
    entry["id"] = "keep/x/.."
    entry["editions"]["en"] = {"key": "", "files": {}, "diagnostics": [], "unlisted": True}
    (out / MANIFEST_NAME).write_text(json.dumps(data), encoding="utf-8")
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 0 and "is ignored" in run.stderr, run.stderr
    assert (out / "keep" / "cards.pdf").read_bytes() == b"not ours"


# A build killed once its outputs have moved in, before it writes the manifest that lists them
# (at the first folder of outputs it syncs).
KILLED_AFTER_THE_MOVE = textwrap.dedent("""
    import os, runpy, sys
    from pathlib import Path
    from deckctl.io import atomic
    out, sync = Path(sys.argv[-1]).resolve(), atomic.sync_folder
    def dying(path):
        if Path(path).resolve() != out:
            os._exit(9)
        sync(path)
    atomic.sync_folder = dying
    sys.argv = ["deckctl", *sys.argv[1:]]
    runpy.run_module("deckctl", run_name="__main__")
""")


def test_a_new_deck_killed_as_its_outputs_moved_in_is_cleaned_by_the_next_build(cli, tmp_path):
    """The manifest written before the outputs move owns the new deck's folders already: its
    outputs on disk are known to the next build whatever moment the build was killed at."""
    decks, out = tmp_path / "decks", tmp_path / "out"
    deck(decks / "a", "deck-a", cards=2, catalog=False)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    b = deck(decks / "b", "deck-b", catalog=False)
    killed = subprocess.run([sys.executable, "-c", KILLED_AFTER_THE_MOVE, "build", decks, "--jobs", "1", "--out", out],
                            capture_output=True, text=True, timeout=300)
    assert killed.returncode == 9, killed.stderr
    assert (out / "deck-b" / "en" / "images" / "006-front.png").is_file()
    keep_cards(b, 5)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    assert files(out) == fresh_build(cli, decks, tmp_path / "fresh")[0]
