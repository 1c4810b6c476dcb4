"""tests/rewrite_once.py writes the assertion-rewritten test modules that pytest-xdist's workers
then read instead of each rewriting them again; a pytest that moved its internals fails here."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest
from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc, get_cache_dir
from rewrite_once import TESTS, asked, rewrite_test_modules


def test_the_workers_read_what_was_written_before_they_started(pytestconfig, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    module = tmp_path / "test_sample.py"
    module.write_text("def test_sum():\n    total = 1 + 1\n    assert total == 3\n", encoding="utf-8")
    (tmp_path / "helper.py").write_text("VALUE = 1\n", encoding="utf-8")  # not a test module: Python's to compile
    assert rewrite_test_modules(pytestconfig, [tmp_path]) == 1

    # what a worker's import of the module reads, rather than rewriting it
    code = _read_pyc(module, get_cache_dir(module) / f"test_sample{PYC_TAIL}", lambda message: None)
    assert code is not None
    namespace: dict = {}
    exec(code, namespace)  # noqa: S102 (the test module's own code, as its import runs it)
    with pytest.raises(AssertionError, match="assert 2 == 3"):  # rewritten: a plain assert says nothing
        namespace["test_sum"]()

    assert rewrite_test_modules(pytestconfig, [tmp_path]) == 0  # up to date
    module.write_text(module.read_text(encoding="utf-8").replace("3", "4"), encoding="utf-8")
    assert rewrite_test_modules(pytestconfig, [tmp_path]) == 1


def test_only_what_the_run_collects_is_rewritten():
    run = SimpleNamespace(args=["architecture/test_rewrite_once.py::test_sum", str(TESTS / "merge")],
                          invocation_params=SimpleNamespace(dir=TESTS))
    assert asked(run) == [TESTS / "architecture" / "test_rewrite_once.py", TESTS / "architecture" / "conftest.py",
                          TESTS / "conftest.py", TESTS / "merge", TESTS / "conftest.py"]
