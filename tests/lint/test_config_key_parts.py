"""A deckctl.toml's dotted keys and table headers are counted before the TOML reader sees the file
(its time and memory grow with the square of a key's parts: 20,000 had taken 1.9 GB and ended
`lint` with an internal error). One past MAX_CONFIG_KEY_PARTS is one `lint-config` error at its
line; dots in strings, comments and values do not count."""

from __future__ import annotations

import pytest

from deckctl.lint.config import MAX_CONFIG_KEY_PARTS, load_config

LONG = ".a" * 2_000  # (2,001 parts with the first: the old reader took a few hundredths of a second)


@pytest.mark.parametrize("text, line", [
    (f"[lint]\n# settings\nzz{LONG}.b = 1\n", 3),               # a dotted key
    (f"[lint]\n[lint{LONG}]\n", 2),                              # a table header
    (f"[lint]\nx = {{ y = 1, zz{LONG} = 2 }}\n", 2),             # a key in an inline table
])
def test_a_key_of_too_many_parts_is_refused_at_its_line_before_it_is_parsed(tmp_path, text, line):
    path = tmp_path / "deckctl.toml"
    path.write_text(text, encoding="utf-8")
    (refused,) = load_config(path, ["whitespace"]).diagnostics
    assert (refused.code, refused.line) == ("lint-config", line)
    assert "has 2,00" in refused.message and f"at most {MAX_CONFIG_KEY_PARTS}" in refused.message
    assert "like [lint.severity]" in refused.hint


def test_dots_in_strings_comments_and_values_and_a_key_at_the_limit_are_read(tmp_path):
    path = tmp_path / "deckctl.toml"
    dots = "." * 40
    at_limit = ".".join(["x"] * MAX_CONFIG_KEY_PARTS)
    path.write_text(f'[lint]\n# {dots}\ndisable = ["{dots}", \'{dots}\', """{dots}"""]\n'
                    f'"a{dots}".b = 1\n{at_limit} = 1\n[lint.near-duplicate]\nthreshold = 85.5\n'
                    + "".join(f"# {i}.5\n" for i in range(20)), encoding="utf-8")
    config = load_config(path, ["near-duplicate"])
    messages = [d.message for d in config.diagnostics]
    assert not any("parts" in m for m in messages), messages
    assert len(messages) == 5  # (three unknown rule ids, two unknown settings: the file was read)
    assert config.settings == {"near-duplicate": {"threshold": 85.5}}


def test_lint_on_a_deck_under_such_a_file_exits_1_naming_it(cli, make_deck, tmp_path):
    (tmp_path / ".git").mkdir()
    deck = make_deck()
    (tmp_path / "deckctl.toml").write_text(f"[lint]\nzz{LONG}.b = 1\n", encoding="utf-8")
    run = cli("lint", deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert "deckctl.toml:2:3: error: the lint settings are not read: a dotted key or table header has 2,002 parts" \
        in run.stdout, run.stdout
