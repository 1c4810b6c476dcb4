"""A layout ruamel.yaml reads but its writer fails on (a flow collection at the top of a file,
after a comment) is refused as fmt-unsafe, the file left as it is: it had ended fmt, fmt --check
(the pre-commit hook) and fmt --diff with an internal error (exit 70)."""

from __future__ import annotations

import pytest

from deckfactory import write_deck


@pytest.mark.parametrize("mode", [(), ("--check",), ("--diff",)])
def test_a_layout_the_writer_fails_on_is_refused_not_a_crash(cli, tmp_path, mode):
    deck = write_deck(tmp_path, "knowledge")
    odd = deck / "cards" / "odd.yaml"
    text = "# yaml-language-server: $schema=x\n[{id: odd-1, category: number, front: F?, back: B., value: 1}]\n"
    odd.write_text(text, encoding="utf-8")
    run = cli("fmt", *mode, deck)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert "odd.yaml:2:1: error: deckctl's YAML writer cannot write this file's layout" in run.stdout
    assert "[fmt-unsafe]" in run.stdout and odd.read_text(encoding="utf-8") == text
