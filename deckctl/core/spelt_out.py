"""Letters written with others where a keyboard, or an id, has no room for them: German's umlauts
and ß (`Muenchen` for `München`, `strasse` for `Straße`), as German readers accept them."""

from __future__ import annotations

GERMAN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss"})
