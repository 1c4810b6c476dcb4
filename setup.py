"""Build hook: the wheel carries the starter decks and the JSON Schemas as `deckctl/_data/`.

They are kept once, in `decks/` and `schemas/` at the top of the repository, and copied into the
package only when a wheel is built (an editable install reads them where they are; see
deckctl/io/resources.py). Everything else about the package is in pyproject.toml.

setuptools' own work folders go to `.setuptools-build/`, not to its default `build/`: that folder
is `deckctl build`'s output (`make build`), and setuptools' `build/lib/` there shipped whatever
stale file it held in the next wheel. The package's files are copied afresh for each wheel too.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = ("decks", "schemas")
BUILD_BASE = ".setuptools-build"  # relative: setuptools runs in the source folder


class BuildPyWithData(build_py):
    def run(self):
        editable = getattr(self, "editable_mode", False)
        if not editable and Path(self.build_lib).resolve().is_relative_to(ROOT / BUILD_BASE):
            # A file left there by an earlier build (a module since removed) must not ship again.
            shutil.rmtree(self.build_lib, ignore_errors=True)
        super().run()
        if editable:
            return
        for name in SHIPPED:
            target = Path(self.build_lib) / "deckctl" / "_data" / name
            shutil.rmtree(target, ignore_errors=True)
            # Only deck sources and schemas: no editor files, caches or build outputs.
            shutil.copytree(ROOT / name, target, ignore=shutil.ignore_patterns(".*", "__pycache__"))


setup(cmdclass={"build_py": BuildPyWithData}, options={"build": {"build_base": BUILD_BASE}})
