"""The three output formats of every checker, and the command line's usage errors."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from deckctl import report
from deckctl.core.diagnostics import Diagnostic, Severity

TWO_BAD_CARDS = """\
- id: letter-f
  category: letter
  front: The first letter of France.
  back: France.
  value: F
- id: unquoted
  category: letter
  front: Which version?
  back: 1.10
  value: A
"""

TEXT_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning): "
                       r"card `(?P<card>[a-z0-9-]+)`: (?P<message>.+) \[(?P<code>[a-z-]+)\]$")


@pytest.fixture
def bad_deck(make_deck, tmp_path, monkeypatch):
    make_deck(cards=TWO_BAD_CARDS)
    monkeypatch.chdir(tmp_path)
    return Path("deck")


def test_text_format(bad_deck, cli):
    run = cli("validate", bad_deck)
    assert run.exit_code == 1
    lines = run.stdout.splitlines()
    assert lines == [
        "deck/cards/cards.yaml:5:10: error: card `letter-f`: `F` is not an allowed value [not-in-vocabulary]",
        "    hint: use one of: A, B, C, D, E",
        "deck/cards/cards.yaml:9:9: error: card `unquoted`: YAML reads `1.10` as a number, not as text [unquoted-scalar]",
        '    hint: quote it: "1.10"',
    ]
    for line in lines[::2]:
        assert TEXT_LINE.match(line), line
    # The summary goes to stderr, so stdout stays machine-readable.
    assert run.stderr.strip() == "2 errors in 1 file (1 deck, 0 valid cards)"


def test_json_format(bad_deck, cli):
    run = cli("validate", "--format", "json", bad_deck)
    assert run.exit_code == 1
    data = json.loads(run.stdout)
    assert [(d["file"], d["line"], d["col"], d["code"], d["card_id"], d["severity"]) for d in data] == [
        ("deck/cards/cards.yaml", 5, 10, "not-in-vocabulary", "letter-f", "error"),
        ("deck/cards/cards.yaml", 9, 9, "unquoted-scalar", "unquoted", "error"),
    ]
    assert all(set(d) >= {"file", "line", "col", "code", "message", "severity", "card_id", "hint"} for d in data)
    assert data[1]["hint"] == 'quote it: "1.10"'
    assert run.stderr == ""  # no human summary mixed into JSON runs


def test_json_format_on_a_valid_deck_is_an_empty_list(make_deck, cli):
    run = cli("validate", "-f", "json", make_deck())
    assert run.exit_code == 0
    assert json.loads(run.stdout) == []


def test_github_format(bad_deck, cli):
    run = cli("validate", "--format", "github", bad_deck)
    assert run.exit_code == 1
    lines = run.stdout.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("::error file=deck/cards/cards.yaml,line=5,col=10,title=not-in-vocabulary letter-f::")
    assert lines[1].startswith("::error file=deck/cards/cards.yaml,line=9,col=9,")
    assert lines[1].endswith('YAML reads `1.10` as a number, not as text (hint: quote it: "1.10")')


def test_github_format_escapes_and_levels():
    diagnostics = [
        Diagnostic("a,b:c.yaml", 3, 4, "some-code", "50% done\nsecond line", severity=Severity.WARNING, card_id="x",
                   hint="h"),
        Diagnostic("whole.yaml", 0, 0, "file-level", "about the whole file", severity=Severity.INFO),
    ]
    lines = report.github(diagnostics).splitlines()
    assert lines[0] == "::warning file=a%2Cb%3Ac.yaml,line=3,col=4,title=some-code x::50%25 done%0Asecond line (hint: h)"
    assert lines[1] == "::notice file=whole.yaml,title=file-level::about the whole file"


def test_text_format_of_file_level_and_warning_diagnostics():
    diagnostics = [
        Diagnostic("deck", 0, 0, "missing-manifest", "no deck.yaml", hint="add one"),
        Diagnostic("a.yaml", 1, 1, "byte-order-mark", "a BOM", severity=Severity.WARNING),
    ]
    assert report.text(diagnostics).splitlines() == [  # errors before warnings, whatever their place
        "deck: error: no deck.yaml [missing-manifest]",
        "    hint: add one",
        "a.yaml:1:1: warning: a BOM [byte-order-mark]",
    ]


def test_reporters_sort_by_place():
    diagnostics = [Diagnostic("b.yaml", 1, 1, "c", "m"), Diagnostic("a.yaml", 10, 1, "c", "m"),
                   Diagnostic("a.yaml", 2, 5, "c", "m")]
    places = [(d["file"], d["line"]) for d in json.loads(report.as_json(diagnostics))]
    assert places == [("a.yaml", 2), ("a.yaml", 10), ("b.yaml", 1)]


def test_every_format_is_registered():
    assert set(report.FORMATS) == set(report.REPORTERS)


# --- usage errors: exit 2, a one-line message, no traceback ---------------------------------

def test_missing_path_is_a_usage_error(cli, tmp_path):
    run = cli("validate", tmp_path / "no-such-deck")
    assert run.exit_code == 2
    assert "no such file or folder" in run.stderr
    assert run.exception is None


def test_unknown_format_is_a_usage_error(make_deck, cli):
    run = cli("validate", "--format", "xml", make_deck())
    assert run.exit_code == 2
    assert "xml" in run.stderr
    assert run.exception is None


def test_export_of_several_decks_is_a_usage_error(tmp_path, cli):
    from deckfactory import write_deck

    write_deck(tmp_path / "decks", name="one")
    write_deck(tmp_path / "decks", name="two")
    run = cli("export", "bundle", tmp_path / "decks", "--out", tmp_path / "out")
    assert run.exit_code == 2
    assert "2 decks" in run.stderr
    assert not (tmp_path / "out").exists()


def _deckctl(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """The real console script, as a hook or CI job runs it."""
    exe = Path(sys.executable).with_name("deckctl")
    env = {k: v for k, v in os.environ.items() if k != "DECKCTL_DEBUG"}
    return subprocess.run([str(exe), *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=60)


@pytest.mark.parametrize("args", [
    ("validate", "no-such-deck"),
    ("validate", "--format", "xml"),
    ("export", "bundle", "no-such-deck"),
    ("validate", "--no-such-option"),
])
def test_usage_errors_from_the_console_script(tmp_path, args):
    done = _deckctl(*args, cwd=tmp_path)
    assert done.returncode == 2, done
    assert "Traceback" not in done.stdout + done.stderr
    assert done.stderr.strip()


def test_invalid_deck_from_the_console_script(make_deck, tmp_path):
    make_deck(cards=TWO_BAD_CARDS)
    done = _deckctl("validate", "deck", cwd=tmp_path)
    assert done.returncode == 1
    assert "Traceback" not in done.stdout + done.stderr
    assert "deck/cards/cards.yaml:9:9: error: card `unquoted`:" in done.stdout


@pytest.mark.parametrize("fmt", ["text", "json", "github", "sarif"])
def test_written_piece_by_piece_is_the_rendered_text(fmt):
    """`report.write` streams text and JSON (a catalogue's findings are large); the bytes are the
    same as rendering them whole, and JSON is what json.dumps(indent=2) of the list would be."""
    import io

    diagnostics = [
        Diagnostic("b.yaml", 3, 5, "near-duplicate", 'nearly "the same"\nquestion é', severity=Severity.WARNING,
                   card_id="c-1", hint="ask something else",
                   extra={"deck": "d", "similar_to": {"card": "c-0", "at": "a.yaml:1"}, "similarity": 97}),
        Diagnostic("a.yaml", 0, 0, "missing-manifest", "no deck.yaml"),
        Diagnostic("a.yaml", 2, 1, "whitespace", "two spaces", severity=Severity.INFO, extra={"list": [1, [2, {}], []]}),
    ]
    for found in (diagnostics, []):
        stream = io.StringIO()
        wrote = report.write(found, fmt, stream)
        rendered = report.render(found, fmt)
        assert stream.getvalue() == (rendered + "\n" if wrote else "")
        assert wrote == bool(rendered) or fmt in ("json", "sarif")
        if fmt == "json":
            from deckctl.core.diagnostics import sort_key

            assert rendered == json.dumps([d.to_json() for d in sorted(found, key=sort_key)], indent=2, ensure_ascii=False)
