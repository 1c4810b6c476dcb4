"""Build hook: the wheel carries the starter decks and the JSON Schemas as `deckctl/_data/`.

They are kept once, in `decks/` and `schemas/` at the top of the repository, and copied into the
package only when a wheel is built (an editable install reads them where they are; see
deckctl/io/resources.py). Everything else about the package is in pyproject.toml.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = ("decks", "schemas")


class BuildPyWithData(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for name in SHIPPED:
            target = Path(self.build_lib) / "deckctl" / "_data" / name
            shutil.rmtree(target, ignore_errors=True)
            # Only deck sources and schemas: no editor files, caches or build outputs.
            shutil.copytree(ROOT / name, target, ignore=shutil.ignore_patterns(".*", "__pycache__"))


setup(cmdclass={"build_py": BuildPyWithData})
