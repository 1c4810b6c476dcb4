"""Nothing committed decides what is up to date or valid: a forged build manifest and a cache
folder committed as a symlink are not trusted, and a failing build leaves the output folder as
it found it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from deckfactory import DECKS

# Recomputes every key of a manifest for the deck as it is now, as anyone could from the
# repository alone, with the secret of the machine this runs on (XDG_CACHE_HOME).
FORGE = textwrap.dedent("""
    import sys
    from pathlib import Path
    from deckctl.build import cache
    out = Path(sys.argv[1])
    repository = out.parent / "decks"  # (no .git: the folder holding the deck)
    manifest = cache.load_manifest(out, repository)
    for folder, entry in manifest.decks.items():
        entry.inputs = cache.hash_files(Path(folder), cache.deck_input_files(Path(folder)))
        entry.validated = cache.validation_key(entry.inputs, entry.references)
        for language, edition in entry.editions.items():
            edition.key = cache.output_key(entry.inputs, entry.references, language, entry.language)
    cache.save_manifest(out, manifest, repository)
""")


def quiz_deck(folder: Path) -> Path:
    """The Knowledge? starter with one of its card files (50 cards) and no catalog, at `folder`:
    what is trusted is the question here, not the deck (the whole starter was three times the
    cards to check and print in every build)."""
    shutil.copytree(DECKS / "knowledge-starter", folder, ignore=shutil.ignore_patterns("locales"))
    for card_file in (folder / "cards").glob("*.yaml"):
        if card_file.name != "colour.yaml":
            card_file.unlink()
    return folder


def deckctl(*args, machine: Path, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_CACHE_HOME": str(machine), "DECKCTL_CACHE_DIR": str(machine / "checked")}
    return subprocess.run([sys.executable, "-m", "deckctl", *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def forge(out: Path, machine: Path, cwd: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(machine)}
    subprocess.run([sys.executable, "-c", FORGE, str(out)], cwd=cwd, env=env, check=True, timeout=120)


def test_a_forged_manifest_does_not_make_a_broken_deck_up_to_date(tmp_path):
    repo = tmp_path / "repo"
    quiz_deck(repo / "decks" / "quiz")
    attacker, ci = tmp_path / "attacker-home", tmp_path / "ci-home"
    built = deckctl("build", "decks", "--out", "build", machine=attacker, cwd=repo)
    assert built.returncode == 0, built.stderr
    # The attacker breaks a card, then makes the committed manifest vouch for it.
    card_file = next((repo / "decks" / "quiz" / "cards").glob("*.yaml"))
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("id:", "idd:", 1), encoding="utf-8")
    forge(repo / "build", attacker, repo)
    planted = (repo / "build" / "knowledge-starter" / "en" / "cards.pdf").read_bytes()

    # On the attacker's own machine the forgery holds (so this test does forge a manifest)...
    assert "up to date" in deckctl("build", "decks", "--out", "build", machine=attacker, cwd=repo).stdout
    # ... on any other the deck is checked again and fails, and nothing is written.
    run = deckctl("build", "decks", "--out", "build", machine=ci, cwd=repo)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "up to date" not in run.stdout
    assert (repo / "build" / "knowledge-starter" / "en" / "cards.pdf").read_bytes() == planted


# Puts the answer the cache holds for a deck under the key of the deck as it is now.
FORGE_CHECKED = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from deckctl.lint import cache
    deck = Path(sys.argv[1]).resolve()  # (as validate names it)
    name, rules = cache.deck_slot(deck, "validate"), cache.rule_set(deck, "validate")
    held = json.loads((cache.folder() / f"{name}.0.json").read_text(encoding="utf-8"))  # (its first rule set's)
    cache.put_kept(name, rules, cache.deck_key(deck, "validate"), held["value"])
""")


def test_a_cache_of_checked_decks_made_elsewhere_is_not_taken_for_answers(tmp_path):
    repo = tmp_path / "repo"
    quiz_deck(repo / "decks" / "quiz")
    attacker, ci = tmp_path / "attacker-home", tmp_path / "ci-home"
    assert deckctl("validate", "decks", machine=attacker, cwd=repo).returncode == 0
    card_file = next((repo / "decks" / "quiz" / "cards").glob("*.yaml"))
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("id:", "idd:", 1), encoding="utf-8")
    env = {**os.environ, "XDG_CACHE_HOME": str(attacker), "DECKCTL_CACHE_DIR": str(attacker / "checked")}
    subprocess.run([sys.executable, "-c", FORGE_CHECKED, "decks/quiz"], cwd=repo, env=env, check=True, timeout=120)
    assert deckctl("validate", "decks", machine=attacker, cwd=repo).returncode == 0  # the forgery holds there
    # The same cache folder, as if committed: on another machine its entries are no answers.
    shutil.copytree(attacker / "checked", ci / "checked")
    run = deckctl("validate", "decks", machine=ci, cwd=repo)
    assert run.returncode == 1
    assert "idd" in run.stdout


def test_a_cache_folder_that_is_a_symlink_is_not_used(cli, tmp_path, monkeypatch):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / ".old.json.1.tmp").write_text("someone's file")
    os.utime(elsewhere / ".old.json.1.tmp", (0, 0))  # old enough for the clean-up of temporary files
    link = tmp_path / "repo" / ".deckctl-cache"
    link.parent.mkdir()
    link.symlink_to(elsewhere, target_is_directory=True)
    quiz_deck(tmp_path / "repo" / "decks" / "quiz")
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(link))
    for command in (("validate", "decks"), ("lint", "decks"), ("fmt", "--check", "decks")):
        run = cli(*command, cwd=tmp_path / "repo")
        assert run.exit_code == 0, run.stdout + run.stderr
        assert "is a symbolic link: the cache of checked decks is not used" in run.stderr
    assert sorted(p.name for p in elsewhere.iterdir()) == [".old.json.1.tmp"]


def test_a_failing_build_keeps_what_another_build_wrote_meanwhile(cli, tmp_path, monkeypatch):
    from deckctl.build import pipeline

    decks = tmp_path / "decks"
    quiz_deck(decks / "quiz")
    card_file = next((decks / "quiz" / "cards").glob("*.yaml"))
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("id:", "idd:", 1), encoding="utf-8")
    out = tmp_path / "out"
    collect = pipeline._collect

    def another_build_commits(plans, results, report):  # while this one runs, into the same folder
        (out / "other").mkdir(parents=True)
        (out / "other" / "cards.pdf").write_bytes(b"%PDF- another build's")
        return collect(plans, results, report)

    monkeypatch.setattr(pipeline, "_collect", another_build_commits)
    run = cli("build", decks, "--out", out)
    assert run.exit_code == 1
    assert (out / "other" / "cards.pdf").read_bytes() == b"%PDF- another build's"
    assert not list(out.glob(".staging-*"))
