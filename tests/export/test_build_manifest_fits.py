"""`build` never writes a manifest its own reader refuses. A repository of 50 decks of 580 cards
as images in 5 languages made a 34 MB manifest, past the 32 MiB `load_manifest` then read: every
later build warned that it was too large and built every deck. The decks that would take it past
MAX_MANIFEST_BYTES or MAX_MANIFEST_VALUES are now left out of it (built in full each time, one
warning naming the limit; each kept as a minimal entry, its outputs unlisted), and the rest stay
incremental."""

from __future__ import annotations

import hashlib
import shutil

from deckfactory import DECKS

from deckctl.build import cache


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def large_manifest(repository, decks: int, cards: int, languages=("en", "de", "fr")) -> cache.BuildManifest:
    """A manifest as build makes it for decks of `cards` cards as images (front and back), made
    directly rather than by building them."""
    manifest = cache.BuildManifest()
    for number in range(decks):
        deck_id = f"deck-{number:03d}"
        editions = {}
        for language in languages:
            folder = f"{deck_id}/{language}/"
            files = {folder + name: sha(folder + name) for name in ("bundle.json", "cards.pdf", "images/manifest.csv")}
            files |= {f"{folder}images/{card:03d}-{side}.png": sha(f"{folder}{card}{side}")
                      for card in range(1, cards + 1) for side in ("front", "back")}
            editions[language] = cache.Edition(sha(folder), files)
        inputs = {"deck.yaml": sha(deck_id), "cards/c.yaml": sha(deck_id + "c")}
        manifest.decks[str(repository / "decks" / deck_id)] = cache.DeckEntry(
            inputs, sha("v"), deck_id, "knowledge", "en", cards, [3, 1], editions=editions)
    return manifest


def test_a_manifest_past_the_limits_is_written_as_one_the_reader_reads(tmp_path, monkeypatch):
    # (the limits made small, so that a few thousand files pass them: 10 decks of 6,030 files)
    monkeypatch.setattr(cache, "MAX_MANIFEST_VALUES", 20_000)
    monkeypatch.setattr(cache, "MAX_MANIFEST_BYTES", 4 << 20)
    manifest = large_manifest(tmp_path, decks=10, cards=1_000)
    cache.save_manifest(tmp_path / "build", manifest, tmp_path)
    read = cache.load_manifest(tmp_path / "build", tmp_path)
    assert listed(read) == sorted(manifest.decks)[:3]  # 3 x 6,030 files: the decks that fit, in path order
    assert manifest.left_out == sorted(manifest.decks)[3:]
    for path in listed(read):
        assert read.decks[path].editions == manifest.decks[path].editions
    for path in manifest.left_out:  # the others by their editions' folders alone
        assert read.decks[path].inputs == {} and read.decks[path].id == manifest.decks[path].id
        assert all(e.unlisted and not e.files for e in read.decks[path].editions.values())
        assert sorted(read.decks[path].editions) == sorted(manifest.decks[path].editions)


def listed(manifest: cache.BuildManifest) -> list[str]:
    """The decks whose outputs the manifest lists."""
    return sorted(path for path, entry in manifest.decks.items()
                  if not any(edition.unlisted for edition in entry.editions.values()))


def test_the_bytes_limit_is_kept_too(tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "MAX_MANIFEST_BYTES", 1 << 20)  # ~105 bytes a file here: 3 decks of 3,009
    manifest = large_manifest(tmp_path, decks=6, cards=500)
    cache.save_manifest(tmp_path / "build", manifest, tmp_path)
    assert (tmp_path / "build" / cache.MANIFEST_NAME).stat().st_size <= 1 << 20
    assert listed(cache.load_manifest(tmp_path / "build", tmp_path)) == sorted(manifest.decks)[:3]
    assert manifest.left_out == sorted(manifest.decks)[3:]


def test_a_manifest_within_the_limits_is_written_whole(tmp_path):
    manifest = large_manifest(tmp_path, decks=4, cards=300)
    cache.save_manifest(tmp_path / "build", manifest, tmp_path)
    assert manifest.left_out == []
    assert sorted(cache.load_manifest(tmp_path / "build", tmp_path).decks) == sorted(manifest.decks)


def test_build_says_which_decks_it_left_out_and_keeps_the_others_incremental(cli, tmp_path, monkeypatch):
    decks = tmp_path / "decks"
    for name in ("a", "b"):  # Knowledge? with one card file (50 cards), in English only
        deck = decks / name
        shutil.copytree(DECKS / "knowledge-starter", deck, ignore=shutil.ignore_patterns("locales"))
        for card_file in (deck / "cards").glob("*.yaml"):
            if card_file.name != "colour.yaml":
                card_file.unlink()
        text = (deck / "deck.yaml").read_text(encoding="utf-8")
        (deck / "deck.yaml").write_text(text.replace("id: knowledge-starter", f"id: deck-{name}"), encoding="utf-8")
    out = tmp_path / "out"
    first = cli("build", decks / "a", "--out", out)
    assert first.exit_code == 0 and "warning" not in first.stderr, first.stderr
    size = len((out / cache.MANIFEST_NAME).read_bytes())
    monkeypatch.setattr(cache, "MAX_MANIFEST_BYTES", size * 3 // 2)  # room for one of the two decks
    for _ in range(2):
        run = cli("build", decks, "--out", out)
        assert run.exit_code == 0, run.stderr
        assert run.stderr.count("warning") == 1, run.stderr
        assert "would be larger than a build manifest may be" in run.stderr
        assert f"{cache.MAX_MANIFEST_BYTES:,} bytes" in run.stderr
        assert "it lists the outputs of 1 of the 2 decks" in run.stderr
        assert "is ignored" not in run.stderr
        assert "built 1 deck" in run.stdout  # b each time; a stays up to date
        assert listed(cache.load_manifest(out, decks)) == [str(decks / "a")]  # (their repository)
