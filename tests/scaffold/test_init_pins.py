"""The requirements file init writes pins deckctl's dependencies (deckctl/scaffold/pins.py): CI
installs the versions deckctl was installed with, not releases made since."""

from __future__ import annotations

import sys
from importlib import metadata

from packaging.requirements import Requirement

from deckctl.scaffold.init import REQUIREMENTS
from deckctl.scaffold.pins import canonical, dependency_pins


def _pins(text: str) -> dict[str, str]:
    return dict(line.split("==") for line in text.splitlines() if line and not line.startswith("#"))


def test_every_runtime_dependency_is_pinned_at_its_installed_version(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    pins = _pins((tmp_path / REQUIREMENTS).read_text(encoding="utf-8"))
    direct = [Requirement(text) for text in metadata.requires("deckctl")]
    for requirement in direct:
        name = canonical(requirement.name)
        if requirement.marker is not None:  # (deckctl's only markers are its dev extra's)
            continue
        assert pins[name] == metadata.version(name), name
        assert requirement.specifier.contains(pins[name], prereleases=True), (name, pins[name])
    assert "deckctl" not in pins and "pytest" not in pins and "hypothesis" not in pins  # (dev only)
    assert "pydantic-core" in pins and "ruamel-yaml" in pins  # their dependencies too, named as pip names them
    assert list(pins) == sorted(pins)


def _distribution(root, name: str, version: str, requires: list[str]) -> None:
    info = root / f"{name}-{version}.dist-info"
    info.mkdir()
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}", *(f"Requires-Dist: {r}" for r in requires)]
    (info / "METADATA").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_requirements_are_read_as_they_apply_on_the_runner(tmp_path, monkeypatch):
    """Linux, CPython 3.11: a Windows-only or older-Python dependency is left out, an extra only
    where it is asked for, a dev extra never; one not installed here is left to pip."""
    _distribution(tmp_path, "top_pkg", "1.0", ["Alpha.Lib[fast]>=1", 'beta; sys_platform == "win32"',
                                               'gamma; python_version < "3.11"', 'delta; extra == "dev"',
                                               'epsilon; sys_platform == "linux"', "missing-one"])
    _distribution(tmp_path, "alpha_lib", "2.5", ['zeta; extra == "fast"', 'eta; extra == "slow"'])
    for name in ("beta", "gamma", "delta", "epsilon", "zeta", "eta"):
        _distribution(tmp_path, name, "3.0", [])
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    assert dependency_pins("top_pkg") == ["alpha-lib==2.5", "epsilon==3.0", "zeta==3.0"]
