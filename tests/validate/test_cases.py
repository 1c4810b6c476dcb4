"""Bad inputs as data: every case in cases/*.yaml is one broken file and the ONE error it must give.

A case file maps case names to cases:

    name:
      game: knowledge            # default knowledge; the rest of the deck is valid
      target: cards              # cards (default): `content` is cards/cards.yaml; deck: it is deck.yaml
      content: |                 # the file, or use `files: {a.yaml: ..., b.yaml: ...}` for card files
        - id: ...
      encoding: latin-1          # optional: how the content is turned into bytes (default utf-8)
      bom: true                  # optional: prefix a UTF-8 byte-order mark
      expect:
        code: unquoted-scalar
        line: 4                  # 1-based; 0 for "the whole file"
        col: 9
        card: some-id            # the card id in the diagnostic; absent means none
        file: cards/b.yaml       # optional, relative to the deck (default: the target file)
        hint: 'quote it: "1.10"' # optional: a substring of the hint
        message: as a number     # optional: a substring of the message
        severity: warning        # optional (default error); a warning case must still export
      xfail: reason              # optional: a known bug (the case must fail until it is fixed)

Each case is checked three ways: `validate()` reports exactly one error (or, for a warning case,
one warning and no error) with that place; `deckctl validate` prints it and exits 1; and
`deckctl export bundle` / `deckctl build` exit 1 and write nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckfactory import MANIFESTS, VALID_CARDS, build_case, load_cases, write_deck

# A case may carry `xfail: <reason>` for a known bug elsewhere in the pipeline; it must then fail.
CASES = [pytest.param(case, id=name, marks=[pytest.mark.xfail(strict=True, reason=case["xfail"])] if "xfail" in case else [])
         for name, case in load_cases()]


def test_there_are_cases():
    assert len(CASES) >= 40


@pytest.mark.parametrize("case", CASES)
def test_case(case, tmp_path, monkeypatch, cli):
    from deckctl.validate.deck import validate

    monkeypatch.chdir(tmp_path)
    deck, default_file = build_case(Path("."), case)
    expect = case["expect"]
    severity = expect.get("severity", "error")
    file = f"deck/{expect.get('file', default_file)}"

    result = validate([deck])
    errors = [d for d in result.diagnostics if d.is_error]
    if severity == "error":
        assert len(errors) == 1, "\n".join(map(repr, result.diagnostics))
        found = errors[0]
    else:
        assert errors == []
        # (a case's few cards are too few to play, which is not what the case is about)
        same = [d for d in result.diagnostics if d.severity.value == severity and d.code != "unplayable"]
        assert len(same) == 1, result.diagnostics
        found = same[0]

    assert (found.file, found.line, found.col, found.code) == (file, expect["line"], expect["col"], expect["code"])
    assert found.card_id == expect.get("card", "")
    assert expect.get("hint", "") in found.hint
    assert expect.get("message", "") in found.message
    assert found.message and not found.message.startswith(("Input should", "Value error"))

    # The command line shows the same place and exits 1 (0 for a warning), without a traceback.
    run = cli("validate", "deck")
    assert run.exception is None
    assert run.exit_code == (1 if severity == "error" else 0)
    location = f"{file}:{found.line}:{found.col}" if found.line else file
    card = f" card `{found.card_id}`:" if found.card_id else ""
    assert f"{location}: {severity}:{card} {found.message} [{found.code}]" in run.stdout
    if found.hint:
        assert f"    hint: {found.hint}" in run.stdout
    assert "Traceback" not in run.stdout + run.stderr

    # Nothing is written for an invalid deck; a deck with only warnings exports.
    for command in (("export", "bundle", "deck", "--out", "out-bundle"), ("build", "deck", "--out", "out-build")):
        run = cli(*command)
        assert run.exception is None, run.exception
        out = Path(command[-1])
        if severity == "error":
            assert run.exit_code == 1, run.stdout + run.stderr
            assert not out.exists() or not any(out.iterdir())
        else:
            assert run.exit_code == 0, run.stdout + run.stderr
            assert list(out.rglob("bundle.json"))


def test_templates_are_valid(tmp_path):
    """The decks the cases break are valid to begin with, so each case shows one thing."""
    from deckctl.validate.deck import validate

    for game in MANIFESTS:
        deck = write_deck(tmp_path, game, VALID_CARDS[game], name=game)
        result = validate([deck])
        # (a one-card Wissens-Spektrum deck is valid, and too small to play: validate says so)
        expected = ["unplayable"] if game == "wissens-spektrum" else []
        assert [d.code for d in result.diagnostics] == expected, (game, result.diagnostics)
        assert len(result.decks[0].cards) == VALID_CARDS[game].count("- id:")
