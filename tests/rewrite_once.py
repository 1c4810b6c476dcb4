"""The test modules' assertion-rewritten bytecode, written once before pytest-xdist starts its workers.

Every worker imports every test module to collect it, and pytest rewrites a module's asserts
(then caches the result in __pycache__) the first time it imports it. On a fresh clone the workers
start together and each rewrote all of them: about 6 s of CPU per worker, 20 s of the 40 s the
three workers of `make test` spent collecting. Written here first, the workers read it.

It uses pytest's own rewriting functions, which are not public: should they change, nothing is
written here and each worker rewrites the modules itself, as before
(tests/architecture/test_rewrite_once.py checks that this still writes what they read).
"""

from __future__ import annotations

import sys
from fnmatch import fnmatch
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def asked(config) -> list[Path]:
    """The files and folders the run collects (its arguments, else testpaths), and the conftest.py
    files above them."""
    paths = []
    for arg in config.args:
        path = (config.invocation_params.dir / arg.split("::")[0]).resolve()
        if path.exists():  # (not a module name given with --pyargs)
            paths += [path, *(parent / "conftest.py" for parent in path.parents if parent.is_relative_to(TESTS))]
    return paths


def rewrite_test_modules(config, paths: list[Path]) -> int:
    """Rewrite and cache each test module and conftest.py among `paths` (files, and those in
    folders) whose cache is missing or stale, as its first import would; returns how many were
    written."""
    if sys.dont_write_bytecode:
        return 0
    try:
        from _pytest.assertion.rewrite import (
            PYC_TAIL,
            _read_pyc,
            _rewrite_test,
            _write_pyc,
            assertstate_key,
            get_cache_dir,
            try_makedirs,
        )

        state = config.stash[assertstate_key]
    except (ImportError, KeyError):  # pytest's internals moved, or asserts are not rewritten (--assert=plain)
        return 0
    patterns = ["conftest.py", *config.getini("python_files")]
    written = 0
    modules = {module for path in paths for module in (path.rglob("*.py") if path.is_dir() else [path])}
    for module in sorted(modules):
        if not module.is_file() or not any(fnmatch(module.name, pattern) for pattern in patterns):
            continue
        cache_dir = get_cache_dir(module)
        pyc = cache_dir / (module.name[:-3] + PYC_TAIL)
        if _read_pyc(module, pyc, state.trace) is not None or not try_makedirs(cache_dir):
            continue
        try:
            source_hash, code = _rewrite_test(module, config)
        except SyntaxError:
            continue  # the worker reports it where it collects the module
        written += _write_pyc(state, code, source_hash, pyc)
    return written
