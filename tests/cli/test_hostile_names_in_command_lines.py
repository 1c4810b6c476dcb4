"""A deck folder's or file's name may hold any bytes (git commits them), and so may an output path:
`proof`'s progress, `fmt`'s `would be reformatted` and `formatted` lines and its diff's headers,
`lint --fix`'s `fixed`, `new card`'s `added card`, `schema --check`'s lines and the `wrote` line
of `export bundle`, `export sheet` and `preview` printed them raw, so a folder
`ev<ESC>[31mil<RLO>X<LF>::error::pwned` recoloured the terminal, reordered the line and gave a CI
log a line `::error::pwned`, which GitHub Actions runs as a workflow command. They now show it as
findings do: control and bidirectional characters and line breaks escaped, `::` at a line's start
and `##[` written `\\x3a:` and `\\x23#[`. So does `fmt --diff`'s body, the file's own lines."""

from __future__ import annotations

import pytest

from deckfactory import VALID_CARDS, write_deck

HOSTILE = "ev\x1b[31mil\u202eX\n::error::pwned ##[add-mask]x"
SHOWN = "ev\\x1b[31mil\\u202eX\\n::error::pwned \\x23#[add-mask]x"


def assert_inert(output: str) -> None:
    assert "\x1b[31mil" not in output and "\u202e" not in output, output
    assert "##[" not in output, output
    assert not any(line.lstrip().startswith("::") for line in output.splitlines()), output


def _broken(tmp_path):
    deck = write_deck(tmp_path / "decks", "knowledge", name=HOSTILE)
    (deck / "deck.yaml").write_text("game: [\n", encoding="utf-8")
    return tmp_path / "decks"


def _unformatted(tmp_path):
    # (trailing spaces on the first line: the lines after it are the diff's context, one of them
    # a text's line that starts with `::` and another with a comment holding `##[` and an RLO)
    cards = VALID_CARDS["knowledge"].replace(
        "- id: spider-legs\n  category: number\n  front: How many body segments does a spider have?",
        "- id: spider-legs   \n  category: number  # ##[add-mask]body \u202eX\n  front: How many body\n"
        "    ::error::body segments does a spider have?")
    return write_deck(tmp_path / "decks", "knowledge", name=HOSTILE, cards=cards)


def _to_fix(tmp_path):
    cards = VALID_CARDS["knowledge"].replace("The colour of a clear", "The colour of a clear\u200b")
    return write_deck(tmp_path / "decks", "knowledge", name=HOSTILE, cards=cards)


def _deck(tmp_path):
    return write_deck(tmp_path / "decks", "knowledge", name=HOSTILE)


def _schemas(tmp_path):
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "x\x1b[31m\n::error::s.schema.json").write_text("{}", encoding="utf-8")
    return tmp_path / "schemas"


CARDS = f"decks/{SHOWN}/cards/cards.yaml"
CASES = {  # command: (what makes the hostile name, the arguments given it, exit code, a line expected)
    "proof": (_broken, lambda made: ["proof", made, "--out", "site", "--jobs", "1"], 1, f"[1/1] {SHOWN}"),
    "fmt --check": (_unformatted, lambda made: ["fmt", "--check", made], 1, f"{CARDS}: would be reformatted"),
    "fmt --diff": (_unformatted, lambda made: ["fmt", "--diff", made], 0, f"--- a/{CARDS}"),
    "fmt": (_unformatted, lambda made: ["fmt", made], 0, f"formatted {CARDS}"),
    "lint --fix": (_to_fix, lambda made: ["lint", "--fix", made], 0, f"fixed {CARDS}"),
    "new card": (_deck, lambda made: ["new", "card", made], 0, f"{CARDS}:36: added card"),
    "schema --check": (_schemas, lambda made: ["schema", "--check", "--dir", made], 1,
                       "schemas/x\\x1b[31m\\n::error::s.schema.json: no model makes this schema"),
    "export bundle": (_deck, lambda made: ["export", "bundle", made, "--out", HOSTILE], 0,
                      f"wrote {SHOWN}/test-deck/en/bundle.json"),
    "export sheet": (_deck, lambda made: ["export", "sheet", made, "--out", f"{HOSTILE}.csv"], 0,
                     f"wrote {SHOWN}.csv"),
    "preview": (_deck, lambda made: ["preview", made, "sky-colour", "--png", f"{HOSTILE}.png"], 0,
                f"wrote {SHOWN}.png"),
}


@pytest.mark.parametrize("command", list(CASES))
def test_commands_name_a_hostile_path_escaped(cli, tmp_path, command):
    setup, arguments, code, expected = CASES[command]
    made = setup(tmp_path).relative_to(tmp_path)
    result = cli(*arguments(made), cwd=tmp_path)
    output = result.stdout + result.stderr
    assert result.exit_code == code, output
    assert expected in output.splitlines() or any(line.startswith(expected) for line in output.splitlines()), output
    assert_inert(output)


def test_the_bar_of_proof_and_diff_names_a_deck_escaped(monkeypatch):
    # (on a terminal the text goes to the bar: what it is given, as `proof` gives it a deck's folder)
    from rich.progress import Progress

    from deckctl.cli import progress

    described = []
    update = Progress.update
    monkeypatch.setattr(progress, "interactive", lambda: True)
    monkeypatch.setattr(Progress, "update", lambda bar, task, **fields: (described.append(fields["description"]),
                                                                           update(bar, task, **fields)))
    with progress.progress("proof", "decks") as step:
        step(1, 2, HOSTILE)
    assert described and described[0].startswith("ev\\x1b[31mil\\u202eX"), described
    assert_inert("\n".join(described))


def test_the_cache_warning_names_its_folder_escaped(cli, tmp_path, monkeypatch):
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / HOSTILE).symlink_to(tmp_path / "elsewhere")  # (a cache folder that is a link is not used)
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / HOSTILE))
    result = cli("validate", _deck(tmp_path))
    assert result.exit_code == 0, result.stderr
    assert f"{SHOWN} is a symbolic link" in result.stderr, result.stderr
    assert_inert(result.stderr)


def test_an_internal_error_quotes_its_exception_escaped(monkeypatch, capsys):
    from deckctl.cli import app

    def crash():
        raise RuntimeError(HOSTILE)

    monkeypatch.setattr(app, "app", crash)
    monkeypatch.setattr(app, "_collect_garbage_rarely", lambda: None)
    with pytest.raises(SystemExit) as stopped:
        app.run()
    assert stopped.value.code == 70
    stderr = capsys.readouterr().err
    assert f"deckctl: internal error: RuntimeError: {SHOWN}\n" in stderr, stderr
    assert_inert(stderr)
