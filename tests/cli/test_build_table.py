"""`deckctl build`'s closing table on a terminal fits its width (60 columns and up): the list of
outputs wraps between file names, never inside one, and a deck id too long for its column is cut
with an ellipsis; where everything fits, each deck and language is one line."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from deckfactory import MANIFESTS

DECKCTL = Path(sys.executable).with_name("deckctl")
LONG_ID = "a-deck-whose-id-is-much-too-long-for-sixty-columns"
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    from deckfactory import write_deck

    root = tmp_path_factory.mktemp("decks")
    write_deck(root, "knowledge", name="short")
    write_deck(root, "knowledge", name="long", manifest=MANIFESTS["knowledge"].replace("test-deck", LONG_ID))
    return root


def table_on_a_terminal(decks: Path, out: Path, columns: int) -> list[str]:
    """What `deckctl build` shows on a terminal of `columns` columns (standard output on a pty)."""
    import pty

    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS=str(columns), TERM="xterm-256color", DECKCTL_CACHE_DIR=str(out / "cache"))
    controller, device = pty.openpty()
    with subprocess.Popen([str(DECKCTL), "build", str(decks), "--out", "build", "--jobs", "1"],
                          stdout=device, stderr=subprocess.PIPE, env=env, cwd=out) as process:
        os.close(device)
        seen = b""
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the other end closed: the command is done
                break
            if not chunk:
                break
            seen += chunk
        process.stderr.read()
    os.close(controller)
    assert process.returncode == 0
    return [line for line in ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines() if line.strip()]


def test_at_60_columns_outputs_wrap_between_names_and_a_long_id_is_cut(decks, tmp_path):
    lines = table_on_a_terminal(decks, tmp_path, 60)
    assert all(len(line) <= 60 for line in lines), "\n".join(lines)
    words = {word for line in lines for word in line.split()}
    assert {"bundle.json,", "cards.pdf", "test-deck", "build/"} <= words, "\n".join(lines)
    cut = next(word for line in lines for word in line.split() if word.startswith(LONG_ID[:10]))
    assert cut.endswith("…") and LONG_ID.startswith(cut[:-1]), "\n".join(lines)


def test_at_100_columns_each_edition_is_one_line(decks, tmp_path):
    lines = table_on_a_terminal(decks, tmp_path, 100)
    assert all(len(line) <= 100 for line in lines), "\n".join(lines)
    rows = [line for line in lines if line.endswith("bundle.json, cards.pdf")]
    assert len(rows) == 2 and any(line.startswith(LONG_ID + " ") for line in rows), "\n".join(lines)
