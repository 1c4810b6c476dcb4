"""The serial part of a parallel check, in CPU time: what bounds `--jobs 2` whatever the load.

    .venv/bin/python bench/serial.py CORPUS [validate|lint|fmt] ...

For each command, runs `deckctl CMD CORPUS --jobs 1` and `--jobs 2` with an empty cache and
prints: the parent's CPU time until the pool forks its workers (the serial part), the CPU time
of all processes, and the speed-up Amdahl's law allows, total(--jobs 1) / (serial + rest / 2).
CPU times, unlike wall-clock times, mean something on a machine shared with other work.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

COMMANDS = {"validate": ["validate"], "lint": ["lint"], "fmt": ["fmt", "--check"]}


def _inner(args: list[str]) -> None:
    """In the measured process: note the CPU time when the first task goes to a pool."""
    start = os.times()
    marks: dict[str, float] = {}
    from concurrent.futures import ProcessPoolExecutor

    submit = ProcessPoolExecutor.submit

    def first_submit(self, *a, **k):
        if "serial" not in marks:
            now = os.times()
            marks["serial"] = now.user + now.system - start.user - start.system
        return submit(self, *a, **k)

    ProcessPoolExecutor.submit = first_submit
    sys.argv = ["deckctl", *args]
    from deckctl.__main__ import main

    try:
        main()
    except SystemExit:
        pass
    end = os.times()
    own = end.user + end.system - start.user - start.system
    total = own + end.children_user + end.children_system
    sys.stderr.write("SERIAL " + json.dumps({"serial": marks.get("serial", own), "total": total}) + "\n")


def _run(args: list[str]) -> dict:
    with tempfile.TemporaryDirectory() as cache:
        run = subprocess.run([sys.executable, __file__, "--inner", *args], capture_output=True, text=True, check=False,
                             env={**os.environ, "DECKCTL_CACHE_DIR": cache})
    line = next(line for line in run.stderr.splitlines() if line.startswith("SERIAL "))
    return json.loads(line[len("SERIAL "):])


def main() -> None:
    if sys.argv[1:2] == ["--inner"]:
        _inner(sys.argv[2:])
        return
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    corpus, names = sys.argv[1], sys.argv[2:] or list(COMMANDS)
    for name in names:
        one = _run([*COMMANDS[name], corpus, "--jobs", "1"])
        two = _run([*COMMANDS[name], corpus, "--jobs", "2"])
        bound = one["total"] / (two["serial"] + (two["total"] - two["serial"]) / 2)
        print(f"{name:8} serial {two['serial']:.2f} s  CPU: --jobs 1 {one['total']:.2f} s, "
              f"--jobs 2 {two['total']:.2f} s  bound {bound:.2f}x")


if __name__ == "__main__":
    main()
