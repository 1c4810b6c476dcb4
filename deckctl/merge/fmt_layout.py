"""`deckctl fmt`'s layout for a clean merge by card id.

The merge takes each field whole from the side that changed its value, as that side wrote it.
Where one side ran `deckctl fmt` and the other edited a value in the old layout, the merged file
would hold both layouts and fail `deckctl fmt --check` (the pre-commit hook) after a clean merge.
So where the result is not in fmt's layout but the base or a side was (the repository uses fmt),
the result is formatted, as fmt would: layout only, values and comments kept. fmt's own checks
load the formatted text again and hold it to the values of the merged text (order and types too),
which the driver has loaded as the merged cards already. Where no version was in the layout (the
repository does not use fmt), or fmt would refuse the file, it is left as merged.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

# `is_canonical` answers at a glance for most files in the layout, and never wrongly; where it
# cannot tell for any version, the result is formatted, and if that changes it, each version no
# larger than this is formatted to see (some 1 s per 100 KB each).
MAX_CHECKED_CHARS = 100_000
# Formatting the result (fmt's round trip and its checks) costs some 2.5 s
# per 100 KB, more than the merge itself; a card file holds tens of KB, one larger than this is
# left as merged (`deckctl fmt` formats it).
MAX_FORMATTED_CHARS = 256_000


def in_fmt_layout(text: str, versions: list[Path], display: str) -> str:
    """`text` (a clean merge of `versions`, LF line breaks) in fmt's layout where one of the
    versions was in it; else `text` unchanged."""
    from deckctl.io.canonical import is_canonical

    if len(text) > MAX_FORMATTED_CHARS or is_canonical(text):  # (the usual case: fmt'ed versions merge fmt'ed)
        return text
    texts = [_read(path) for path in versions]  # (an empty one, a file added, says nothing of the layout)
    known = [(path, version) for path, version in zip(versions, texts) if version and version.strip()]
    checkable = [(path, version) for path, version in known if len(version) <= MAX_CHECKED_CHARS]
    at_a_glance = any(is_canonical(version) for _, version in known)
    if not at_a_glance and not checkable:
        return text
    # The result first: in the layout already (a version's end-of-line comment is enough for
    # `is_canonical` not to tell), no version need be formatted to see.
    formatted = _formatted_text(text, display)
    if formatted is None or formatted == text:
        return text
    if at_a_glance or any(_formatted(path, display) == version for path, version in checkable):
        return formatted
    return text


def _formatted_text(text: str, display: str) -> str | None:
    """`_formatted` of a text not in a file."""
    with tempfile.TemporaryDirectory(prefix="deckctl-merge-") as tmp:
        merged = Path(tmp) / "merged.yaml"
        merged.write_bytes(text.encode("utf-8"))
        return _formatted(merged, display)


def _formatted(path: Path, display: str) -> str | None:
    """The file's text as `deckctl fmt` writes it (layout only: nothing is quoted), or None where
    fmt would leave it alone."""
    from deckctl.io.rewrite import format_file

    outcome = format_file(path, display=display)
    return None if outcome.new is None or outcome.diagnostics else outcome.new


def _read(path: Path) -> str | None:
    try:
        return path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
