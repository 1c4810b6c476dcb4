"""The versions a deck repository's CI installs beside deckctl: deckctl's dependencies and theirs,
each at the version installed where `deckctl init` runs.

Pinned in the requirements file CI installs from, a dependency changes only when that file does,
in a reviewed commit (Dependabot's `pip` ecosystem proposes each update): a release made after
init, or one that took over a dependency's name, never reaches the run, which holds the
repository's token. PyPI never replaces the files of a release, so a version names its files.

The requirements are read as they apply on the workflow's runner (Linux, x86-64, CPython
3.11, `CI_PYTHON`), not on the machine init runs on: a dependency only Windows needs is left out,
one only the runner needs but that is not installed here is left to pip (it cannot be pinned).
"""

from __future__ import annotations

import re
from importlib import metadata

CI_PYTHON = "3.11"  # the workflow's setup-python version (init.py writes it)

# The runner's environment, for reading each requirement's marker.
_RUNNER = {"python_version": CI_PYTHON, "python_full_version": f"{CI_PYTHON}.0", "sys_platform": "linux",
           "platform_system": "Linux", "os_name": "posix", "platform_machine": "x86_64",
           "implementation_name": "cpython", "platform_python_implementation": "CPython"}


def canonical(name: str) -> str:
    """A distribution's name as pip compares them (PEP 503): `ruamel.yaml` is `ruamel-yaml`."""
    return re.sub(r"[-_.]+", "-", name).lower()


def dependency_pins(top: str = "deckctl") -> list[str]:
    """`name==version` for each distribution `top` needs on the runner, its dependencies' too,
    as installed here; sorted by name. `top` itself is not among them."""
    from packaging.requirements import InvalidRequirement, Requirement

    pinned: dict[str, str] = {}
    wanted: dict[str, set[str]] = {}  # distribution -> the extras asked of it so far
    todo = [(canonical(top), frozenset())]
    while todo:
        name, extras = todo.pop()
        asked = wanted.setdefault(name, set())
        new = set(extras) - asked
        if name in pinned and not new:
            continue
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # (needed on the runner only: pip resolves it there)
        asked.update(extras)
        if name != canonical(top):
            pinned[name] = distribution.version
        for text in distribution.requires or []:
            try:
                requirement = Requirement(text)
            except InvalidRequirement:
                continue
            if requirement.marker is not None and not any(
                    requirement.marker.evaluate({**_RUNNER, "extra": extra}) for extra in ("", *sorted(asked))):
                continue
            todo.append((canonical(requirement.name), frozenset(canonical(e) for e in requirement.extras)))
    return [f"{name}=={pinned[name]}" for name in sorted(pinned)]
