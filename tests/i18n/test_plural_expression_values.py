"""A Plural-Forms expression that parses can still give a form the catalog does not have
(`nplurals=2; plural=n;` gives 2 for n = 2), a negative one (`n-1` for n = 0: gettext computes in
unsigned numbers) or divide by zero (`n/0`). `msgfmt -c` works it out for n = 0 to 1,000 and refuses
such a catalog; deckctl had accepted it. Now it is a `catalog-header` error, as msgfmt finds it."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from deckctl.i18n.limits import plural_forms_problem

# (nplurals, expression, what deckctl says of it; None: every n from 0 to 1,000 gives a form)
CASES = [
    (2, "n/0", "it divides by zero for n = 0"),
    (2, "n%0", "it divides by zero for n = 0"),
    (2, "n/(n-1000)", "it divides by zero for n = 1000"),
    (2, "n/(n-1001)", None),  # (1,001 is past the n tried)
    (2, "n < 500 || 1/(n-600)", "it divides by zero for n = 600"),
    (2, "n > 600 && 1/(n-600)", None),  # (`&&` does not work out its right side where the left is 0)
    (2, "n==0 ? 0 : 1/n", None),
    (2, "1 ? 0 : 1/0", None),
    (2, "!n / !n", "it divides by zero for n = 1"),
    (2, "n", "it gives 2 for n = 2: with nplurals=2 a form is 0 to 1"),
    (2, "5", "it gives 5 for n = 0"),
    (2, "n==1000 ? 5 : 0", "it gives 5 for n = 1000"),
    (2, "n==1001 ? 5 : 0", None),
    (2, "n==3 ? 1/0 : 7", "it gives 7 for n = 0"),  # (the first n that goes wrong is told)
    (2, "n-1", "it gives a negative number for n = 0"),
    (2, "(n-1) > 5", None),  # (a negative number on the way is no form)
    (2, "18446744073709551617", None),  # (2**64 + 1: C's unsigned long wraps to 1)
    (1, "n*18446744073709551615 + n", None),  # (n * (2**64 - 1) + n wraps to 0)
    (1, "0", None),
    (1, "n != 1", "it gives 1 for n = 0: with nplurals=1 a form is 0"),
    (3, "n%10==1 ? 0 : n%10==2 ? 1 : n%10==3 ? 2 : 3", "it gives 3 for n = 0"),
    (4, "n%10==1 ? 0 : n%10==2 ? 1 : n%10==3 ? 2 : 3", None),
    (3, "n>2 ? n>5 ? 3 : 1 : 0", "it gives 3 for n = 6"),
    (3, "n>2 ? n>5 ? 2 : 1 : 0", None),
    (2, "!" * 998 + "n", None),  # (998 nodes deep: no recursion)
    (2, "(n%2 ? " * 80 + "1" + " : 0)" * 80, None),
    (2, "n ? " * 120 + "2" + " : 0" * 120, "it gives 2 for n = 1"),
]


def babel_rules() -> list[tuple[int, str]]:
    """Every Plural-Forms Babel writes for a locale it knows (27 different ones)."""
    from babel import Locale
    from babel.localedata import locale_identifiers
    from babel.messages.catalog import Catalog

    rules = set()
    for identifier in locale_identifiers():
        form = re.fullmatch(r"nplurals=(\d+); plural=(.*);", Catalog(locale=Locale.parse(identifier)).plural_forms)
        rules.add((int(form.group(1)), form.group(2)))
    return sorted(rules)


def msgfmt_refuses(tmp_path, nplurals: int, expression: str) -> bool:
    po = tmp_path / "x.po"
    po.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                  f'"Plural-Forms: nplurals={nplurals}; plural={expression};\\n"\n', encoding="utf-8")
    run = subprocess.run(["msgfmt", "-c", "-o", str(tmp_path / "x.mo"), str(po)], capture_output=True, text=True)
    return run.returncode != 0


needs_msgfmt = pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU msgfmt is not installed")


@pytest.mark.parametrize("nplurals, expression, said", CASES)
def test_the_plural_expression_is_worked_out_for_n_up_to_1000(nplurals, expression, said):
    problem = plural_forms_problem(f"nplurals={nplurals}; plural={expression};")
    if said is None:
        assert problem is None
    else:
        assert problem is not None and said in problem, problem


@needs_msgfmt
@pytest.mark.parametrize("nplurals, expression, said", CASES)
def test_gnu_msgfmt_agrees(tmp_path, nplurals, expression, said):
    assert msgfmt_refuses(tmp_path, nplurals, expression) == (said is not None)


def test_every_rule_babel_writes_is_accepted(tmp_path):
    rules = babel_rules()
    assert len(rules) > 20
    for nplurals, expression in rules:
        assert plural_forms_problem(f"nplurals={nplurals}; plural={expression};") is None, expression
        if shutil.which("msgfmt"):
            assert not msgfmt_refuses(tmp_path, nplurals, expression), expression


def test_validate_refuses_a_form_past_nplurals_and_update_writes_nothing(cli, make_deck):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    text = po.read_text(encoding="utf-8").replace("plural=(n != 1);", "plural=n;")
    po.write_text(text, encoding="utf-8")
    line = 1 + text.split("Plural-Forms")[0].count("\n")
    run = cli("validate", deck)
    assert run.exit_code == 1, run.stdout
    assert (f"de.po:{line}:1: error: the catalog's header cannot be used: `plural=n`: it gives 2 for n = 2: "
            "with nplurals=2 a form is 0 to 1 [catalog-header]") in run.stdout, run.stdout
    assert "hint: write the language's own" in run.stdout
    broken = po.read_bytes()
    run = cli("i18n", "update", deck, "--lang", "de")
    assert run.exit_code != 0
    assert po.read_bytes() == broken


@needs_msgfmt
@pytest.mark.parametrize("language", ["de", "fr", "pl", "ru", "ar", "cy", "ja"])
def test_catalogs_deckctl_writes_pass_msgfmt(tmp_path, cli, make_deck, language):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", language).exit_code == 0
    po = deck / "locales" / f"{language}.po"
    run = subprocess.run(["msgfmt", "-c", "-o", str(tmp_path / "x.mo"), str(po)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert re.search(r"Plural-Forms: nplurals=\d; plural=", po.read_text(encoding="utf-8"))
    assert cli("validate", deck).exit_code == 0
