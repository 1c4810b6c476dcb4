"""The fixed words card faces print that are no deck text: "Answer", "Letter", colour names,
subject names, what an announcement does. Each is an entry `msgctxt "label/<key>"`.

English is the source (`ENGLISH`). deckctl ships catalogs for some languages next to this file
(`de.po`); for any other language a deck's own catalog carries them (`deckctl i18n update` adds
the entries its game prints), and a deck catalog's label also overrides a built-in one. A label
a language lacks prints in English, and `missing_labels_warning` names each one once.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.handover import handed
from deckctl.core.printable import shows_nothing
from deckctl.core.quoted import shortened
from deckctl.i18n.labels.template import placeholders, template_problem

PREFIX = "label/"
HERE = Path(__file__).parent

ENGLISH = {
    "letter": "Letter", "number": "Number", "colour": "Colour",
    "red": "red", "yellow": "yellow", "green": "green", "blue": "blue", "white": "white",
    "nearest": "the nearest one counts",
    "answer": "Answer", "answers": "Answers",
    "grades-A": "grades 1–2", "grades-B": "grades 3–4", "grades-C": "grades 5–6", "grades-D": "grades 7–9",
    "math": "Math", "spelling": "Spelling", "language-arts": "Language Arts", "science": "Science",
    "history": "History", "geography": "Geography", "outdoor-education": "Outdoor Education",
    "reading-library": "Reading & Library", "recreation-health": "Recreation & Health",
    "industrial-arts-home-economics": "Industrial Arts & Home Economics",
    "industrial-arts-home-economics-short": "Ind. Arts & Home Ec.",
    "reading-library-short": "Reading & Library", "recreation-health-short": "Recreation & Health",
    "outdoor-education-short": "Outdoor Ed.", "language-arts-short": "Language Arts",
    "core": "core subject", "option": "option subject",
    "announcement": "Announcement",
    "people": "People", "world": "The World", "works": "Works", "events": "Events",
    "slide": "slide out to reveal one answer at a time",
    "steps-forward": "Move ahead {n}", "steps-back": "Move back {n}",
    "go-to": "Go to: {square}", "miss-turn": "Miss a turn", "miss-turns": "Miss {n} turns", "points": "{n:+d} points",
    "roll-again": "Roll again", "answer-subject": "Answer a question: {subject}", "any": "any subject",
    "principal-office": "Principal's Office", "recess-area": "Recess Area",
    "nurse-office": "Nurse's Office", "study-hall": "Study Hall",
    "blank": "blank card",
}

NOTES = {
    "short": "A shorter form, printed when the full name does not fit the band.",
    "placeholder": "Keep each {…} placeholder as it is: the card puts a number or a name there.",
}

def context(key: str) -> str:
    return PREFIX + key


def note(key: str) -> str:
    """The extracted comment a translator sees for this label ("" for none)."""
    if key.endswith("-short"):
        return NOTES["short"]
    return NOTES["placeholder"] if placeholders(ENGLISH[key]) else ""


def builtin_languages() -> list[str]:
    return sorted({"en", *(path.stem for path in HERE.glob("*.po"))})


@handed
@cache
def _builtin_catalog(lang: str) -> dict[str, str]:
    path = HERE / f"{lang}.po"
    if not path.is_file():
        return {}
    from deckctl.i18n.catalog import read_catalog

    return usable(read_catalog(path, str(path)))


_PSEUDO_TAG = re.compile(r"^qps|-X[A-Z]$")  # pseudo-locales (en-XA, qps-ploc) are no variant of a language


def builtin(lang: str) -> dict[str, str] | None:
    """The labels deckctl ships for `lang` (`de-AT` uses `de`'s), None for a language it has none for."""
    for tag in (lang,) if _PSEUDO_TAG.search(lang) else (lang, lang.split("-")[0]):
        if tag == "en":
            return dict(ENGLISH)
        if (HERE / f"{tag}.po").is_file():
            return _builtin_catalog(tag)
    return None


def usable(catalog_file) -> dict[str, str]:
    """A catalog's label translations that can be printed: translated, not fuzzy, made from the
    current English text, a template (`labels.template`) and keeping its placeholders."""
    found = {}
    for message_context, message in catalog_file.entries.items():
        key = message_context[len(PREFIX):] if message_context.startswith(PREFIX) else None
        if key not in ENGLISH or shows_nothing(message.string or "") or "fuzzy" in message.flags:
            continue
        if (message.id == ENGLISH[key] and template_problem(message.string) is None
                and placeholders(message.string) == placeholders(ENGLISH[key])
                and _line_break_at_an_end(message.string, ENGLISH[key]) is None):
            found[key] = message.string
    return found


def refused(catalog_file, keys) -> list[Diagnostic]:
    """Errors for label translations that are no template (`labels.template`: a brace that is no
    `{name}`) or lose or add a placeholder, at their msgstr line."""
    problems = []
    for key in keys:
        message = catalog_file.entries.get(context(key))
        if message is None or shows_nothing(message.string or "") or message.id != ENGLISH[key]:
            continue
        want, got = placeholders(ENGLISH[key]), placeholders(message.string)
        wrong = template_problem(message.string)
        hint = "the card fills each {…} in: write them exactly as in the msgid, and `{{` or `}}` for a brace"
        ends = _line_break_at_an_end(message.string, ENGLISH[key]) if "fuzzy" not in message.flags else None
        if wrong:
            what = f"`{shortened(message.string)}` cannot be printed: {wrong}"
        elif want != got:
            what = (f"`{shortened(message.string)}` must keep exactly the placeholders of `{ENGLISH[key]}`, "
                    f"{' '.join(want) or '(none)'}: {_placeholders_differ(want, got)}")
        elif ends:
            what = (f"`{shortened(message.string)}` {ends} with a line break and its msgid does not; "
                    "GNU msgfmt -c refuses such a catalog")
            hint = f"remove the line break (\\n) at the {'start' if ends == 'begins' else 'end'} of the msgstr"
        else:
            continue
        line = catalog_file.line_of(message)
        problems.append(Diagnostic(
            catalog_file.display, line, 1 if line else 0, "bad-translation", f"{context(key)}: {what}",
            hint=hint, extra={"context": context(key)}))
    return problems



def _placeholders_differ(want: list[str], got: list[str]) -> str:
    """How a translation's placeholders differ from its msgid's: `{n} is missing`, `{x} is not one
    of them`."""
    missing = [p for p in dict.fromkeys(want) if got.count(p) < want.count(p)]
    added = [p for p in dict.fromkeys(got) if want.count(p) < got.count(p)]
    said = [f"{p} is missing" for p in missing]
    said += [f"{p} is not one of them" if p not in want else f"{p} is there once too often" for p in added]
    return "; ".join(said)

def _line_break_at_an_end(translation: str, english: str) -> str | None:
    """"begins" or "ends" where `translation` and its English text differ in having a line break
    there (GNU msgfmt -c refuses such an entry), else None."""
    if translation.startswith("\n") != english.startswith("\n"):
        return "begins"
    if translation.endswith("\n") != english.endswith("\n"):
        return "ends"
    return None


def resolve(lang: str, keys, deck_labels: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """(every label to print in `lang`, the keys among `keys` that fall back to English)."""
    shipped = builtin(lang)
    labels = {**ENGLISH, **(shipped or {}), **deck_labels}
    missing = [key for key in keys if key not in deck_labels and key not in (shipped or {})]
    return labels, missing


def missing_warning(lang: str, missing: list[str], where: str, hint: str) -> Diagnostic:
    """One warning naming each label that prints in English."""
    shown = ", ".join(f'{context(key)} "{ENGLISH[key]}"' for key in missing)
    return Diagnostic(where, 0, 0, "missing-labels",
                      f"{lang}: {len(missing)} printed label{'s' if len(missing) != 1 else ''} not translated, "
                      f"printed in English: {shown}", severity=Severity.WARNING, hint=hint,
                      extra={"language": lang, "labels": list(missing)})
