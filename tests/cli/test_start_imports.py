"""Every command starts by defining all of them (`deckctl.cli.app`): that must not import the
libraries the commands' work needs. `--card-size`'s option imported the PDF export's options when
it was defined, which pulled in the whole export (reportlab, pydantic and the models): every run of
every command, `deckctl --version` and `lint --list-rules` included, spent 0.2-0.3 s on it."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("reportlab", "pydantic", "ruamel", "yaml", "babel", "PIL", "fontTools", "rich", "jsonschema", "icu",
         "pyphen", "deckctl.export", "deckctl.validate", "deckctl.games")


def test_defining_the_commands_imports_none_of_their_work():
    loaded = subprocess.run([sys.executable, "-c", "import sys, deckctl.cli.app; print('\\n'.join(sys.modules))"],
                            capture_output=True, text=True, check=True).stdout.split()
    assert [name for name in loaded if name.startswith(HEAVY)] == []
