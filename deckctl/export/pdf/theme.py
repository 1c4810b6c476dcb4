"""Colours and the few printed words that are not deck content (labels), per language.

Colours are picked to stay apart for the common colour-vision deficiencies, and nothing on a card
relies on colour alone: every coloured band also carries a name, a symbol or a number.
"""

from __future__ import annotations

INK = "#1d1d1f"  # body text: near-black prints cleaner than 100 % rich black on office printers
MUTED = "#6b6b70"
RULE = "#c9c9cf"
PAPER = "#ffffff"

# Knowledge? value colours, as the board's spaces show them.
VALUE_COLOURS = {
    "red": "#d62f2f",
    "yellow": "#f7c948",
    "green": "#2e9d57",
    "blue": "#1f68b3",
    "white": "#ffffff",
}

# Wissens-Spektrum area colours.
AREA_COLOURS = {
    "pink": "#e35d9c",
    "green": "#2e9d57",
    "blue": "#1f68b3",
    "violet": "#7b4fb0",
    "yellow": "#f2c230",
    "red": "#d62f2f",
}

KNOWLEDGE_CATEGORY = {"letter": "#d8572a", "number": "#1f68b3", "colour": "#7b4fb0"}

I_KNOW_SUBJECT = {
    "math": "#1f68b3",
    "science": "#1f68b3",
    "spelling": "#d62f2f",
    "language-arts": "#d62f2f",
    "history": "#2e9d57",
    "geography": "#2e9d57",
    "outdoor-education": "#e08a1e",
    "reading-library": "#e08a1e",
    "recreation-health": "#e08a1e",
    "industrial-arts-home-economics": "#e08a1e",
}
I_KNOW_ANNOUNCEMENT = "#27305a"

IKNOW_CATEGORY = {"people": "#d8572a", "world": "#2e9d57", "works": "#7b4fb0", "events": "#1f68b3"}
YOU_KNOW_IT = "#0f7c82"


def hex_rgb(colour: str) -> tuple[float, float, float]:
    colour = colour.lstrip("#")
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def is_light(colour: str) -> bool:
    """Whether dark text reads better than white text on `colour`."""
    r, g, b = hex_rgb(colour)
    return 0.299 * r + 0.587 * g + 0.114 * b > 0.62


def on(colour: str) -> str:
    """The text colour to set on a background of `colour`."""
    return INK if is_light(colour) else PAPER


def tint(colour: str, amount: float) -> str:
    """`colour` mixed with white: amount 0 is white, 1 the colour itself."""
    r, g, b = hex_rgb(colour)
    mix = [1 - amount * (1 - c) for c in (r, g, b)]
    return "#" + "".join(f"{round(c * 255):02x}" for c in mix)


_EN = {
    "letter": "Letter", "number": "Number", "colour": "Colour",
    "red": "red", "yellow": "yellow", "green": "green", "blue": "blue", "white": "white",
    "nearest": "the nearest one counts",
    "answer": "Answer", "answers": "Answers", "question": "Question",
    "level": "Level", "grades-A": "grades 1–2", "grades-B": "grades 3–4", "grades-C": "grades 5–6",
    "grades-D": "grades 7–9",
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
    "clue": "Clue", "chips": "chips",
    "slide": "slide out to reveal one answer at a time",
    "steps-forward": "Move ahead {n}", "steps-back": "Move back {n}",
    "go-to": "Go to: {square}", "miss-turn": "Miss a turn", "miss-turns": "Miss {n} turns", "points": "{n:+d} points",
    "roll-again": "Roll again", "answer-subject": "Answer a question: {subject}", "any": "any subject",
    "principal-office": "Principal's Office", "recess-area": "Recess Area",
    "nurse-office": "Nurse's Office", "study-hall": "Study Hall",
    "your-question": "your question", "your-answer": "your answer", "blank": "blank card",
}

_DE = {
    **_EN,
    "letter": "Buchstabe", "number": "Zahl", "colour": "Farbe",
    "red": "rot", "yellow": "gelb", "green": "grün", "blue": "blau", "white": "weiß",
    "nearest": "es zählt das nächste Feld",
    "answer": "Antwort", "answers": "Antworten", "question": "Frage",
    "level": "Stufe", "grades-A": "Klasse 1–2", "grades-B": "Klasse 3–4", "grades-C": "Klasse 5–6",
    "grades-D": "Klasse 7–9",
    "math": "Mathematik", "spelling": "Rechtschreibung", "language-arts": "Sprache",
    "science": "Naturwissenschaft", "history": "Geschichte", "geography": "Erdkunde",
    "outdoor-education": "Natur erleben", "reading-library": "Lesen & Bücherei",
    "recreation-health": "Freizeit & Gesundheit", "industrial-arts-home-economics": "Werken & Hauswirtschaft",
    "industrial-arts-home-economics-short": "Werken & Hausw.",
    "core": "Kernfach", "option": "Wahlfach",
    "announcement": "Durchsage",
    "people": "Menschen", "world": "Die Welt", "works": "Werke", "events": "Ereignisse",
    "clue": "Hinweis", "chips": "Chips",
    "slide": "herausschieben, eine Antwort nach der anderen",
    "steps-forward": "{n} vorrücken", "steps-back": "{n} zurück",
    "go-to": "Gehe zu: {square}", "miss-turn": "Einmal aussetzen", "miss-turns": "{n}× aussetzen", "points": "{n:+d} Punkte",
    "roll-again": "Noch einmal würfeln", "answer-subject": "Frage beantworten: {subject}",
    "any": "freie Wahl",
    "principal-office": "Rektorat", "recess-area": "Pausenhof", "nurse-office": "Krankenzimmer",
    "study-hall": "Lernraum",
    "your-question": "deine Frage", "your-answer": "deine Antwort", "blank": "Leerkarte",
}

LABELS = {"en": _EN, "de": _DE}


def labels(language: str) -> dict[str, str]:
    """The printed labels for `language` (a BCP 47 tag); English where a language has none yet."""
    return LABELS.get(language, LABELS.get(language.split("-")[0], _EN))
