"""A file whose top level is written in flow style (`[{id: ...}, {id: ...}]`, after the schema
comment) is laid out in block style, as fmt lays out every file: after a comment, ruamel's writer
had failed on it, and fmt, fmt --check (the pre-commit hook) and fmt --diff ended with an internal
error (exit 70). A layout the writer still fails on is refused as fmt-unsafe, the file left as
it is."""

from __future__ import annotations

import pytest

from deckfactory import write_deck

FLOW = "# yaml-language-server: $schema=x\n[{id: odd-1, category: number, front: F?, back: B., value: 1}]\n"
BLOCK = "# yaml-language-server: $schema=x\n- {id: odd-1, category: number, front: F?, back: B., value: 1}\n"


def test_a_flow_list_at_the_top_is_laid_out_in_block_style(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    odd = deck / "cards" / "odd.yaml"
    odd.write_text(FLOW, encoding="utf-8")
    check = cli("fmt", "--check", deck)
    assert (check.exit_code, check.exception) == (1, None) and "odd.yaml" in check.stdout + check.stderr
    run = cli("fmt", deck)
    assert (run.exit_code, run.exception) == (0, None), run.stdout + run.stderr
    assert odd.read_text(encoding="utf-8") == BLOCK
    assert cli("fmt", "--check", deck).exit_code == 0


@pytest.mark.parametrize("mode", [(), ("--check",), ("--diff",)])
def test_a_layout_the_writer_fails_on_is_refused_not_a_crash(cli, tmp_path, monkeypatch, mode):
    from deckctl.io import rewrite

    def failing(tree, yaml):
        raise IndexError("list index out of range")  # (as ruamel's emitter raised on a flow list after a comment)

    monkeypatch.setattr(rewrite, "_dump", failing)
    deck = write_deck(tmp_path, "knowledge")
    odd = deck / "cards" / "odd.yaml"
    odd.write_text(FLOW, encoding="utf-8")
    run = cli("fmt", "--jobs", "1", *mode, deck)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert "odd.yaml:2:1: error: deckctl's YAML writer cannot write this file's layout (IndexError" in run.stdout
    assert "[fmt-unsafe]" in run.stdout and odd.read_text(encoding="utf-8") == FLOW
