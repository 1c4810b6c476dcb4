"""A build serialises its manifest once for the file it leaves, and once more only where outputs
are replaced or removed (the manifest written before they move). `_commit` had serialised it three
times in every build, the first only to learn what the file read held: up to 64 MiB of JSON, each
time seconds, even in a build that changed nothing. The bytes written are the same."""

from __future__ import annotations

from test_build_trust import quiz_deck

from deckctl.build import cache
from deckctl.build.cache import MANIFEST_NAME, load_manifest


def counted(monkeypatch) -> list[int]:
    """How many documents `to_json` serialised (one each, within the limits)."""
    documents = []
    document = cache._document

    def counting(decks, *more):
        documents.append(len(decks))
        return document(decks, *more)

    monkeypatch.setattr(cache, "_document", counting)
    return documents


def test_a_build_serialises_the_manifest_once_and_twice_where_outputs_move(cli, tmp_path, monkeypatch):
    decks, out = tmp_path / "decks", tmp_path / "out"
    deck = quiz_deck(decks / "quiz")
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    written = (out / MANIFEST_NAME).read_bytes()
    documents = counted(monkeypatch)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 0 and "up to date" in run.stdout, run.stdout + run.stderr
    assert documents == [1]  # the file this build leaves, found unchanged: not written
    assert (out / MANIFEST_NAME).read_bytes() == written
    card_file = deck / "cards" / "colour.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("front: ", "front: Changed, ", 1),
                         encoding="utf-8")
    documents.clear()
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 0 and "built 1 deck" in run.stdout, run.stdout + run.stderr
    assert documents == [1, 1]  # the file left, and the one written before the outputs move
    text = (out / MANIFEST_NAME).read_text(encoding="utf-8")
    assert text == load_manifest(out, decks).to_json(decks)  # (as a manifest serialised whole is)
    assert text != written.decode("utf-8")
