"""deck.yaml's `authors` list is held to MAX_AUTHORS names of at most MAX_AUTHOR_CHARS characters
each: every edition's bundle.json and the PDF's metadata carry the whole list, so 8,000 names of
990 characters (an 8 MB deck.yaml) had passed validate and made `build` write 171 MB."""

from __future__ import annotations

from deckfactory import MANIFESTS, write_deck

from deckctl.core.manifest import MAX_AUTHOR_CHARS, MAX_AUTHORS


def _validate(cli, tmp_path, authors: list[str]):
    manifest = MANIFESTS["knowledge"] + "authors:\n" + "".join(f"- {name}\n" for name in authors)
    write_deck(tmp_path, manifest=manifest)
    run = cli("validate", "deck", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    return [line for line in (run.stdout + run.stderr).splitlines() if ": error: " in line]


def test_too_many_authors_is_one_error_at_the_list(cli, tmp_path):
    [error] = _validate(cli, tmp_path, [f"Author {i}" for i in range(MAX_AUTHORS + 1)])
    assert error.startswith("deck/deck.yaml:8:1: error: ") and error.endswith("[wrong-count]"), error
    assert f"`authors` has {MAX_AUTHORS + 1:,} items; it needs at most {MAX_AUTHORS}" in error


def test_an_author_too_long_is_an_error_at_the_name(cli, tmp_path):
    [error] = _validate(cli, tmp_path, ["Ann", "B" * (MAX_AUTHOR_CHARS + 1)])
    assert error.startswith("deck/deck.yaml:9:3: error: ") and error.endswith("[text-too-long]"), error
    assert f"{MAX_AUTHOR_CHARS + 1:,} characters long; it may have at most {MAX_AUTHOR_CHARS:,}" in error


def test_the_most_authors_of_the_longest_names_pass(cli, tmp_path):
    manifest = MANIFESTS["knowledge"] + "authors:\n" + f"- {'A' * MAX_AUTHOR_CHARS}\n" * MAX_AUTHORS
    write_deck(tmp_path, manifest=manifest)
    run = cli("validate", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
