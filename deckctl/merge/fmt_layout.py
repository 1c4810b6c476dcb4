"""`deckctl fmt`'s layout for a clean merge by card id.

The merge takes each field whole from the side that changed its value, as that side wrote it.
Where one side ran `deckctl fmt` and the other edited a value in the old layout, the merged file
would hold both layouts and fail `deckctl fmt --check` (the pre-commit hook) after a clean merge.
So where the result is not in fmt's layout but the base or a side was (the repository uses fmt),
the result is formatted, as fmt would: layout only, values and comments kept. fmt's own checks
load the formatted text again and hold it to the values of the merged text (order and types too),
which the driver has loaded as the merged cards already. Where no version was in the layout (the
repository does not use fmt), or fmt would refuse the file, it is left as merged. Only the cards
not in the layout go through fmt's round trip, the rest are kept as they are: the same bytes as
formatting the whole file (deckctl/merge/fmt_cards.py).
"""

from __future__ import annotations

from pathlib import Path

from deckctl.merge import fmt_cards

# `is_canonical` answers at a glance for most files in the layout, and never wrongly; where it
# cannot tell for any version, the result is formatted, and if that changes it, each version no
# larger than this is formatted to see (the cards `is_canonical` cannot judge: up to 1 s per 100 KB),
# but one whose list of cards is indented as a whole: fmt writes the cards at column 0.
MAX_CHECKED_CHARS = 100_000
# Formatting (fmt's round trip and its checks) costs about 1 s per 100 KB of the cards not in the
# layout, which alone are formatted; a card file holds tens of KB, one larger than this is left as
# merged (`deckctl fmt` formats it).
MAX_FORMATTED_CHARS = 256_000


def in_fmt_layout(text: str, versions: list[Path], display: str) -> str:
    """`text` (a clean merge of `versions`, LF line breaks) in fmt's layout where one of the
    versions was in it; else `text` unchanged."""
    from deckctl.io.canonical import is_canonical

    if len(text) > MAX_FORMATTED_CHARS or is_canonical(text):  # (the usual case: fmt'ed versions merge fmt'ed)
        return text
    texts = [_read(path) for path in versions]  # (an empty one, a file added, says nothing of the layout)
    known = [(path, version) for path, version in zip(versions, texts) if version and version.strip()]
    checkable = [(path, version) for path, version in known
                 if len(version) <= MAX_CHECKED_CHARS and not _list_indented(version)]
    at_a_glance = any(is_canonical(version) for _, version in known)
    if not at_a_glance and not checkable:
        return text
    # The result first: in the layout already (a version's end-of-line comment is enough for
    # `is_canonical` not to tell), no version need be formatted to see.
    formatted = _formatted_text(text, display)
    if formatted is None or formatted == text:
        return text
    if at_a_glance or any(_formatted_text(version, display) == version for _, version in checkable):
        return formatted
    return text


def _formatted_text(text: str, display: str) -> str | None:
    """The text as `deckctl fmt` writes it (layout only: nothing is quoted), or None where fmt
    would leave it alone: its cards not in the layout formatted alone where that can be done
    (deckctl/merge/fmt_cards.py), else the whole text."""
    by_card = fmt_cards.formatted(text, display)
    return by_card if by_card is not None else fmt_cards.format_with_fmt(text, display)


def _list_indented(text: str) -> bool:
    """Whether the text's first line of content (not blank, not a comment) is indented: a card list
    indented as a whole (`  - id: x`), which fmt would write at column 0, so formatting the text
    cannot give it back (it is not in the layout, no need to run fmt to see)."""
    for line in text.split("\n"):
        content = line.lstrip(" ")
        if content and not content.startswith("#"):
            return content != line
    return False


def _read(path: Path) -> str | None:
    try:
        return path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
