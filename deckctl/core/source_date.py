"""SOURCE_DATE_EPOCH, the reproducible-builds date: read and checked here and nowhere else.

deckctl writes a date only where its docs say so (a proof's footer, a new catalog's header, a
PDF's CreationDate and ModDate, an XLSX sheet's dates); this variable fixes that date, so a build run twice from the
same sources gives the same bytes. reportlab reads the variable itself, with `int()`, for every
PDF it makes: the command line reads it once before any command runs, so a value
reportlab could choke on never reaches it.
"""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime

NAME = "SOURCE_DATE_EPOCH"
LATEST = 253402300799  # 9999-12-31 23:59:59 UTC: the last second a four-digit year (PDF, catalog) can write
_DIGITS = re.compile(r"[0-9]+")  # `date +%s`'s form; `int()` would also take "1_000", "+5" or other scripts' digits


class MalformedSourceDate(ValueError):
    """SOURCE_DATE_EPOCH is set to something that is not a date deckctl can write."""

    def __init__(self, value: str, reason: str):
        super().__init__(f"{NAME}={value!r} {reason}")
        self.value = value


def source_date() -> datetime | None:
    """The moment SOURCE_DATE_EPOCH names (UTC), None when it is unset or empty; raises
    MalformedSourceDate when it is anything but whole seconds since 1970 up to year 9999."""
    value = os.environ.get(NAME, "")
    text = value.strip()  # (as reportlab reads it)
    if not text:
        return None
    if not _DIGITS.fullmatch(text):
        raise MalformedSourceDate(value, "is not a whole number of seconds since 1970-01-01 UTC")
    seconds = int(text)
    if seconds > LATEST:
        raise MalformedSourceDate(value, "is after the year 9999")
    return datetime.fromtimestamp(seconds, UTC)


HINT = f"set {NAME} to seconds since 1970 as `date +%s` prints them (e.g. `git log -1 --format=%ct`), or unset it"

__all__ = ["HINT", "LATEST", "NAME", "MalformedSourceDate", "source_date"]
