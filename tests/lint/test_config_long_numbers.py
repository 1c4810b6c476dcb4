"""A deckctl.toml holding a whole number of more than 4,300 digits (which Python refuses to read,
a ValueError the TOML reader lets through) had ended `lint` and `proof` with an internal error
(exit 70). It is one `lint-config` error at the number's line; digits in strings and comments,
a long hexadecimal number and a float too large are read as before."""

from __future__ import annotations

from deckctl.lint.config import load_config

NINES = "9" * 4_301


def test_a_whole_number_too_long_to_read_is_an_error_at_its_line(tmp_path):
    path = tmp_path / "deckctl.toml"
    path.write_text(f'[lint]\n# {NINES}\ndisable = ["{NINES}"]\n[lint.near-duplicate]\nthreshold = -9_{NINES}\n',
                    encoding="utf-8")
    (refused,) = load_config(path, ["near-duplicate"]).diagnostics
    assert (refused.code, refused.line) == ("lint-config", 5)
    assert "a whole number of 4,302 digits is longer than deckctl reads" in refused.message
    assert "threshold = 85" in refused.hint


def test_other_large_numbers_are_settings_out_of_range(tmp_path):
    path = tmp_path / "deckctl.toml"
    for value, quoted in (("0x" + "f" * 4_000, "a number of 4,817 digits"), ("1e99999", "`inf`")):
        path.write_text(f"[lint.near-duplicate]\nthreshold = {value}\n", encoding="utf-8")
        (refused,) = load_config(path, ["near-duplicate"]).diagnostics
        assert refused.message.endswith(f"must be a number from 50 to 100, not {quoted}"), refused.message


def test_lint_and_proof_under_such_a_file_exit_1_naming_it(cli, make_deck, tmp_path):
    (tmp_path / ".git").mkdir()
    deck = make_deck()
    (tmp_path / "deckctl.toml").write_text(f"[lint.near-duplicate]\nthreshold = {NINES}\n", encoding="utf-8")
    run = cli("lint", deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert "deckctl.toml:2:13: error: the lint settings are not read: a whole number of 4,301 digits" in run.stdout
    run = cli("proof", deck, "-o", tmp_path / "proof", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    assert "a whole number of 4,301 digits" in (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
