"""A path as one word of a shell command that a message or hint shows.

Hints name commands to run (`deckctl i18n update decks/quiz --lang de`), and users copy them into
a shell. A deck folder comes from the repository, which anyone who opens a pull request writes:
a folder named `x;touch PWNED #` shown unquoted in a hint would run `touch PWNED` for whoever
copies it from a CI log. Every path a hint puts in a command goes through `shell_word`.
"""

from __future__ import annotations

import os
import shlex

from deckctl.io.discover import is_text_name


def shell_word(path: str) -> str:
    """`path` as a shell word that names it: as it is when the shell reads it so (`decks/quiz`),
    else quoted (`'my decks'`, `'x;touch PWNED #'`), or, where its name is not UTF-8 text, in the
    shell's `$'...'` with each such byte escaped (`$'r\\xff'`), which a message can show and the
    shell reads back as the same bytes."""
    if is_text_name(path):
        return shlex.quote(path)
    escaped = "".join(chr(byte) if 0x20 <= byte < 0x7F and byte not in b"'\\" else f"\\x{byte:02x}"
                      for byte in os.fsencode(path))
    return f"$'{escaped}'"
