"""A Plural-Forms header whose expression breaks gettext's grammar (`plural=(n != 1`, a `(` never
closed) had passed `validate`, and `i18n update` wrote it back unchanged, where `msgfmt -c` refuses
the file. Now it is a `catalog-header` error at the header's line, saying what is wrong."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from deckctl.i18n.limits import plural_forms_problem

# (expression, what deckctl says of it; None: it is one gettext parses)
CASES = [
    ("(n != 1", "a `(` is not closed"),
    ("((n != 1)", "a `(` is not closed"),
    ("n != 1)", "a `)` that closes no `(`"),
    ("n = 1", "`=` is no operator"),
    ("n & 1", "`&` is no operator"),
    ("-n", "`-` where n, a number or `(` should come"),
    ("n 1", "`1` where an operator should come"),
    ("n >", "it ends where n, a number or `(` should come"),
    ("n ? 1", "a `?` with no `:` after it"),
    ("(n ? 1) : 0", "a `?` with no `:` after it"),
    ("n : 1", "a `:` with no `?` before it"),
    ("()", "`)` where n, a number or `(` should come"),
    ("(n != 1)", None),
    ("!n", None),
    ("! !n", None),
    ("n ? 0 : n ? 1 : 0", None),
    ("n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", None),
    ("(" * 498 + "n%3" + ")" * 498, None),  # (n%3: the values must be forms of nplurals=3 too)
]


@pytest.mark.parametrize("expression, said", CASES)
def test_the_plural_expression_is_held_to_gettexts_grammar(expression, said):
    problem = plural_forms_problem(f"nplurals=3; plural={expression};")
    if said is None:
        assert problem is None
    else:
        assert problem is not None and said in problem, problem


@pytest.mark.parametrize("expression, said", CASES)
def test_gnu_msgfmt_agrees(tmp_path, expression, said):
    if shutil.which("msgfmt") is None:  # scripts/ensure-sysdeps installs gettext (make test)
        pytest.skip("GNU msgfmt is not installed")
    po = tmp_path / "x.po"
    po.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                  f'"Plural-Forms: nplurals=3; plural={expression};\\n"\n', encoding="utf-8")
    run = subprocess.run(["msgfmt", "-c", "-o", str(tmp_path / "x.mo"), str(po)], capture_output=True, text=True)
    assert ("invalid plural expression" in run.stderr) == (said is not None), run.stderr


def test_validate_and_update_refuse_an_unclosed_parenthesis(cli, make_deck):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    text = po.read_text(encoding="utf-8")
    assert "plural=(n != 1);" in text
    po.write_text(text.replace("plural=(n != 1);", "plural=(n != 1;"), encoding="utf-8")
    line = 1 + po.read_text(encoding="utf-8").split("Plural-Forms")[0].count("\n")
    broken = po.read_bytes()
    run = cli("validate", deck)
    assert run.exit_code == 1, run.stdout
    assert (f"de.po:{line}:1: error: the catalog's header cannot be used: `plural=(n != 1`: a `(` is not closed "
            "[catalog-header]") in run.stdout, run.stdout
    run = cli("i18n", "update", deck, "--lang", "de")
    assert run.exit_code != 0 and "a `(` is not closed" in run.stdout + run.stderr
    assert po.read_bytes() == broken
