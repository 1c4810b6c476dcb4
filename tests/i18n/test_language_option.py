"""`--lang` on every command that takes it: a tag in any case is the language in BCP 47's usual
case (`EN` is en, `de-at` de-AT, `pt_br` pt-BR), a malformed one a usage error naming the option."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer

from deckctl.cli.app import app

MALFORMED = ["en-12", "en-US-US", "de--AT", "english", "e"]


def _commands_with_lang(group, prefix: tuple[str, ...] = ()):
    for name, command in group.commands.items():
        if hasattr(command, "commands"):  # a group
            yield from _commands_with_lang(command, (*prefix, name))
        elif any("--lang" in param.opts for param in command.params):
            yield " ".join((*prefix, name))


def _invocations(deck, out):
    """Each command that takes --lang, as a user would call it (LANG in place of the tag)."""
    return {
        "i18n update": ["i18n", "update", deck, "--lang", "LANG"],
        "i18n status": ["i18n", "status", deck, "--lang", "LANG"],
        "export bundle": ["export", "bundle", deck, "--lang", "LANG", "--out", out],
        "export pdf": ["export", "pdf", deck, "--lang", "LANG", "--out", out / "cards.pdf"],
        "export images": ["export", "images", deck, "--lang", "LANG", "--out", out / "images"],
        "preview": ["preview", deck, "spider-legs", "--png", out / "card.png", "--lang", "LANG"],
        "play": ["play", "knowledge", "--deck", deck, "--lang", "LANG"],
        "simulate": ["simulate", "knowledge", "--deck", deck, "--lang", "LANG", "-n", "1"],
        "replay": ["replay", out / "game.jsonl", "--deck", deck, "--lang", "LANG"],
        "init": ["init", out / "repo", "--game", "knowledge", "--lang", "LANG"],
        "new deck": ["new", "deck", out / "decks" / "quiz", "--game", "knowledge", "--lang", "LANG"],
    }


def test_every_command_with_lang_is_checked_here(tmp_path):
    assert set(_commands_with_lang(typer.main.get_command(app))) == set(_invocations(tmp_path, tmp_path))


@pytest.mark.parametrize("command", sorted(_invocations(Path("."), Path("."))))
@pytest.mark.parametrize("tag", MALFORMED)
def test_a_malformed_tag_is_a_usage_error_naming_the_option(make_deck, cli, tmp_path, command, tag):
    deck = make_deck("knowledge")
    out = tmp_path / "out"
    args = [tag if arg == "LANG" else arg for arg in _invocations(deck, out)[command]]
    run = cli(*args)
    assert run.exit_code == 2, run.stderr
    assert run.stderr == f"deckctl: error: --lang `{tag}` is not a language tag (BCP 47): use one like en, de-AT or pt-BR\n"
    assert not out.exists() and not (deck / "locales").exists()


def test_tags_are_taken_in_any_case(make_deck, cli, tmp_path):
    deck = make_deck("knowledge")  # written in `en`
    out = tmp_path / "out"

    run = cli("i18n", "update", deck, "--lang", "EN")
    assert run.exit_code == 2 and "is written in `en`" in run.stderr  # EN is the deck's own language

    assert cli("i18n", "update", deck, "--lang", "DE_at").exit_code == 0
    catalog = deck / "locales" / "de-AT.po"
    assert sorted(p.name for p in catalog.parent.iterdir()) == ["de-AT.po"]
    assert '"Language: de-AT\\n"' in catalog.read_text(encoding="utf-8")

    # A catalog someone named in lower case is found by the tag in any case.
    catalog.rename(deck / "locales" / "de-at.po")
    for spelling in ("de-AT", "DE-AT", "de_at"):
        assert cli("i18n", "update", deck, "--lang", spelling).exit_code == 0
        assert sorted(p.name for p in catalog.parent.iterdir()) == ["de-at.po"]
    status = cli("i18n", "status", deck, "--lang", "De-aT", "--lang", "de-AT")
    assert status.exit_code == 0 and status.stdout.split()[:2] == ["test-deck", "de-AT"]
    assert len(status.stdout.splitlines()) == 1  # one language, however spelled

    for spelling, folder in (("EN", "en"), ("de-at", "de-AT")):
        run = cli("export", "bundle", deck, "--lang", spelling, "--out", out)
        assert run.exit_code == 0, run.stderr
        bundle = json.loads((out / "test-deck" / folder / "bundle.json").read_text(encoding="utf-8"))
        assert bundle["language"] == folder


def test_a_catalog_named_in_lower_case_gives_its_edition_the_tags_usual_case(make_deck, cli, tmp_path):
    """`build` makes an edition of each catalog, named as the catalog is: `de-at.po` builds into
    `de-AT/`, as `export bundle --lang de-at` does, and its bundle says `de-AT` (it had said
    `de-at`, a folder beside the one `--lang` writes)."""
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "de-AT").exit_code == 0
    (deck / "locales" / "de-AT.po").rename(deck / "locales" / "de-at.po")
    out = tmp_path / "out"
    run = cli("build", deck, "--out", out)
    assert run.exit_code == 0, run.stderr
    assert sorted(p.name for p in (out / "test-deck").iterdir() if p.is_dir()) == ["de-AT", "en"]
    bundle = json.loads((out / "test-deck" / "de-AT" / "bundle.json").read_text(encoding="utf-8"))
    assert bundle["language"] == "de-AT"
    status = cli("i18n", "status", deck)
    assert status.exit_code == 0 and status.stdout.split()[:2] == ["test-deck", "de-AT"]
