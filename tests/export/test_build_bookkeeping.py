"""What `build` keeps of its outputs in the manifest, when a deck's id changes as a build runs or
as a build is killed, and when decks of several repositories are built into one --out."""

from __future__ import annotations

import subprocess
import sys

from test_build_outputs_accounted import KILLED_AFTER_THE_MOVE, deck, files, fresh_build, keep_cards

from deckctl.build import pipeline


def test_a_deck_yaml_changed_while_the_build_reads_it_stops_the_build(cli, tmp_path, monkeypatch):
    """A deck whose files but its catalog and cards are unchanged is built in the stale languages
    only, chosen by its deck.yaml as the manifest has it. Its id changed after that (an edit as the
    build ran) had its stale languages written under the new id and the others left under the old
    one, listed for the new id and taken as up to date ever after."""
    decks, out = tmp_path / "decks", tmp_path / "out"
    a = deck(decks / "a", "deck-a", cards=2)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    before = files(out)
    keep_cards(a, 1)  # both languages stale: a job each
    run_jobs = pipeline._run

    def edited_meanwhile(*args, **kwargs):
        text = (a / "deck.yaml").read_text(encoding="utf-8")
        (a / "deck.yaml").write_text(text.replace("id: deck-a", "id: deck-z"), encoding="utf-8")
        return run_jobs(*args, **kwargs)

    monkeypatch.setattr(pipeline, "_run", edited_meanwhile)
    run = cli("build", decks, "--out", out, "--jobs", "1")
    assert run.exit_code == 1, run.stdout + run.stderr
    said = run.stdout + run.stderr
    assert said.count("[changed-during-build]") == 1 and "build stopped: 1 error; nothing written" in said
    assert "deck.yaml changed while the build read it: it is now id `deck-z`" in said
    assert files(out) == before
    monkeypatch.undo()
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    assert files(out) == fresh_build(cli, decks, tmp_path / "fresh")[0]


def test_a_deck_renamed_by_a_build_killed_as_its_outputs_moved_in_is_cleaned_by_the_next(cli, tmp_path):
    """The manifest written before the outputs moved in owned the old id's folders only: killed
    then, the new id's outputs were unaccounted for, and the images of a card removed before the
    next build stayed in build/<new-id>/ for good."""
    decks, out = tmp_path / "decks", tmp_path / "out"
    a = deck(decks / "a", "deck-a", catalog=False)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    text = (a / "deck.yaml").read_text(encoding="utf-8")
    (a / "deck.yaml").write_text(text.replace("id: deck-a", "id: deck-z"), encoding="utf-8")
    killed = subprocess.run([sys.executable, "-c", KILLED_AFTER_THE_MOVE, "build", decks, "--jobs", "1", "--out", out],
                            capture_output=True, text=True, timeout=300)
    assert killed.returncode == 9, killed.stderr
    assert (out / "deck-z" / "en" / "images" / "006-front.png").is_file()
    keep_cards(a, 5)
    assert cli("build", decks, "--out", out, "--jobs", "1").exit_code == 0
    assert files(out) == fresh_build(cli, decks, tmp_path / "fresh")[0]


def repositories(tmp_path):
    """Two repositories, each with a deck at decks/quiz (the same path, other ids), card images on;
    the second's in German too."""
    one, two = tmp_path / "one", tmp_path / "two"
    (one / ".git").mkdir(parents=True)
    (two / ".git").mkdir(parents=True)
    return deck(one / "decks" / "quiz", "deck-a", cards=2, catalog=False), deck(two / "decks" / "quiz", "deck-b", cards=3)


def snapshot(out):
    return {path: ((out / path).stat().st_ino, (out / path).stat().st_mtime_ns) for path in files(out)}


def test_two_repositories_built_in_turn_into_one_out_keep_each_others_outputs(cli, tmp_path):
    """The manifest's paths are its repository's: the second repository read the first one's
    `decks/quiz` as its own deck whose id had changed, and deleted deck-a's outputs; each build
    then dropped the other's decks from the manifest, so neither was ever up to date, and what
    the second no longer made stayed for good. Each repository has its section now."""
    a, b = repositories(tmp_path)
    out = tmp_path / "out"
    assert cli("build", a.parent, "--out", out, "--jobs", "1").exit_code == 0
    first = files(out)
    assert cli("build", b.parent, "--out", out, "--jobs", "1").exit_code == 0
    assert set(first) <= set(files(out))  # deck-a's outputs stay
    before = snapshot(out)
    for decks in (a.parent, b.parent, a.parent):
        run = cli("build", decks, "--out", out, "--jobs", "1")
        assert "all 1 deck up to date" in run.stdout, run.stdout + run.stderr
    assert snapshot(out) == before  # nothing written, the manifest neither
    keep_cards(b, 2)
    (b / "locales" / "de.po").unlink()
    assert cli("build", b.parent, "--out", out, "--jobs", "1").exit_code == 0
    fresh = tmp_path / "fresh"
    fresh_build(cli, a.parent, fresh)
    assert files(out) == fresh_build(cli, b.parent, fresh)[0]  # deck-b/de and deck-b's third card gone


def test_a_deck_of_another_repository_built_along_is_kept(cli, tmp_path):
    """A deck of a second repository built along had been built each time and kept nowhere: the
    outputs it no longer made (a card's images, a language) stayed for good."""
    a, b = repositories(tmp_path)
    out = tmp_path / "out"
    assert cli("build", a, b, "--out", out, "--jobs", "1").exit_code == 0
    run = cli("build", a, b, "--out", out, "--jobs", "1")
    assert "all 2 decks up to date" in run.stdout, run.stdout + run.stderr
    keep_cards(a, 1)
    keep_cards(b, 2)
    (b / "locales" / "de.po").unlink()
    assert cli("build", a, b, "--out", out, "--jobs", "1").exit_code == 0
    fresh = tmp_path / "fresh"
    assert cli("build", a, b, "--out", fresh, "--jobs", "1").exit_code == 0
    assert files(out) == files(fresh)
