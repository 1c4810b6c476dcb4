"""Several check-jsonschema command lines in one Python process, for test_schemas.py: a JSON list
of argument lists on stdin; on stdout a JSON list of each one's exit code and output.

Each line runs through check-jsonschema's own command (what its `check-jsonschema` script calls),
in click's test runner, which gives each its own arguments, exit code and output. Starting Python
and importing check-jsonschema cost about 0.5 s of CPU per line, more than the checking. It runs
apart from the tests' process so that nothing check-jsonschema loads or sets reaches deckctl's.
"""

from __future__ import annotations

import json
import sys

from check_jsonschema import main
from click.testing import CliRunner


def run(lines: list[list[str]]) -> list[dict]:
    runner = CliRunner()
    results = []
    for args in lines:
        result = runner.invoke(main, args, prog_name="check-jsonschema")
        results.append({"exit_code": result.exit_code, "stdout": result.stdout, "stderr": result.stderr,
                        "exception": None if result.exception is None or isinstance(result.exception, SystemExit)
                        else repr(result.exception)})
    return results


if __name__ == "__main__":
    json.dump(run(json.load(sys.stdin)), sys.stdout)
