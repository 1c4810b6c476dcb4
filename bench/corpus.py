"""A synthetic deck corpus at the sizes of the real game boxes, for benchmarks.

    .venv/bin/python bench/corpus.py OUT_DIR [--seed N]

writes one valid deck per game into OUT_DIR (`<game>-bench/deck.yaml` and `cards/*.yaml`):

    knowledge          630 cards (number, letter and colour mixed in each file; lists and terms)
    wissens-spektrum 1,080 cards of six questions each, 180 per area, six areas in deck.yaml
    i-know           1,000 questions (10 subjects x 4 levels x 25) and 40 announcements
    iknow              400 cards of three clues, 100 per category
    you-know-it        200 cards of five questions each

The same seed gives byte-identical files. The texts are nonsense assembled from word lists, but
they are shaped like real cards: lengths, optional keys (`accept`, `tags`, `source`), quoted
answers that would otherwise read as numbers, folded `>-` blocks, a few non-ASCII letters.
Every card file starts with a `# yaml-language-server: $schema=...` line, as the starter decks do.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "schemas"

SIZES = {"knowledge": 630, "wissens-spektrum": 1080, "i-know": 1000, "iknow": 400, "you-know-it": 200}
I_KNOW_ANNOUNCEMENTS = 40

_WORDS = (
    "river mountain island harbour castle bridge forest desert valley lake tower market garden "
    "library museum painter composer engineer sailor merchant poet inventor queen king farmer "
    "festival treaty railway canal comet planet crystal engine lantern violin mosaic fountain "
    "glacier volcano meadow orchard village capital province kingdom republic alphabet anthem "
    "compass telescope harvest parade carnival lighthouse monastery theatre novel opera chorus"
).split()
_ADJECTIVES = (
    "old northern southern famous first largest smallest oldest longest highest quiet golden "
    "ancient modern hidden eastern western tallest deepest brightest early late royal"
).split()
_NAMES = (
    "Almera Borvik Calden Dunmore Elsby Farrow Galdor Hessel Ingram Jorvik Kestrel Lumen Marwick "
    "Norden Orvel Pellam Quarry Rosmar Selby Tarrow Ulden Varn Wexley Yarrow Zennor Übersee "
    "Köhlerbach Mühlental Österfeld Sankt-Jürgen"
).split()
_TAGS = ("geography", "history", "science", "art", "sport", "music", "nature", "flags", "food", "space")
_AREAS = (
    ("general-knowledge", "General knowledge", "pink"),
    ("geography", "Geography", "green"),
    ("history", "History", "blue"),
    ("art", "Art", "violet"),
    ("natural-science", "Natural science", "yellow"),
    ("sport", "Sport", "red"),
)
_SUBJECTS = ("math", "spelling", "language-arts", "science", "history", "geography",
             "outdoor-education", "reading-library", "recreation-health", "industrial-arts-home-economics")
_SQUARES = ("principal-office", "recess-area", "nurse-office", "study-hall")
_IKNOW_CATEGORIES = ("people", "world", "works", "events")
_LETTERS = ("A", "B", "C", "D", "E")
_COLOURS = ("red", "yellow", "green", "blue", "white")

_PLAIN = re.compile(r"[A-Za-zÄÖÜäöüß][A-Za-z0-9ÄÖÜäöüß ,.?'()-]*[A-Za-z0-9ÄÖÜäöüß.?)]|[A-Za-z]")
_RESERVED = {"yes", "no", "true", "false", "on", "off", "null", "y", "n"}


def scalar(text: str, *, flow: bool = False) -> str:
    """`text` as a YAML scalar: plain when YAML reads it back as the same text, else double-quoted."""
    plain = _PLAIN.fullmatch(text) and text.lower() not in _RESERVED and not (flow and "," in text)
    return text if plain else json.dumps(text, ensure_ascii=False)


def flow_list(items: list[str]) -> str:
    return "[" + ", ".join(scalar(item, flow=True) for item in items) + "]"


@dataclass
class BenchDeck:
    game: str
    path: Path
    card_files: list[Path] = field(default_factory=list)
    cards: int = 0  # cards (for i-know: questions and announcements)


class _Text:
    """Seeded sentence material."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def words(self, low: int, high: int) -> str:
        return " ".join(self.rng.choice(_WORDS) for _ in range(self.rng.randint(low, high)))

    def name(self) -> str:
        return self.rng.choice(_NAMES)

    def question(self) -> str:
        rng = self.rng
        form = rng.randrange(4)
        if form == 0:
            return f"Which {rng.choice(_ADJECTIVES)} {self.words(1, 2)} stands near {self.name()}?"
        if form == 1:
            return f"Who built the {rng.choice(_ADJECTIVES)} {rng.choice(_WORDS)} of {self.name()}, and why?"
        if form == 2:
            return f"In which {rng.choice(_WORDS)} did the {self.words(1, 3)} of {self.name()} begin?"
        return f"What is the {rng.choice(_ADJECTIVES)} {rng.choice(_WORDS)} in {self.name()} called?"

    def answer(self) -> str:
        rng = self.rng
        form = rng.randrange(10)
        if form == 0:
            return str(rng.randint(2, 2000))  # a number: must be quoted in YAML
        if form == 1:
            return f"{rng.randint(1, 28)}.{rng.randint(1, 12)}"  # looks like a float: quoted
        if form < 5:
            return f"The {rng.choice(_ADJECTIVES)} {rng.choice(_WORDS)}"
        return f"{self.name()} {rng.choice(_WORDS)}" if form < 8 else self.name()

    def sentence(self, low: int = 8, high: int = 18) -> str:
        text = self.words(low, high)
        return f"{text[0].upper()}{text[1:]} in {self.name()}."

    def source(self, indent: str) -> str:
        """A `source:` entry: one URL, or a folded block of several."""
        pages = [f"https://example.org/wiki/{self.name()}_{self.rng.choice(_WORDS)}"
                 for _ in range(self.rng.choice((1, 1, 1, 2, 3)))]
        if len(pages) == 1:
            return f"{indent}source: {pages[0]}\n"
        lines = ";\n".join(f"{indent}  {page}" for page in pages)
        return f"{indent}source: >-\n{lines}\n"

    def tags(self) -> list[str]:
        return self.rng.sample(_TAGS, self.rng.randint(1, 3))

    def accept(self, answer: str) -> list[str]:
        return [f"{answer} {word}" for word in self.rng.sample(_WORDS, self.rng.randint(1, 3))]


def _header(game: str, cards_dir: Path, comment: str) -> str:
    schema = os.path.relpath(SCHEMA_DIR / f"{game}.cards.schema.json", cards_dir)
    return f"# yaml-language-server: $schema={schema}\n# {comment}\n\n"


def _common(text: _Text, rng: random.Random, answer: str | None = None) -> str:
    """Optional keys every card may carry."""
    out = ""
    if answer is not None and rng.random() < 0.3:
        out += f"  accept: {flow_list(text.accept(answer))}\n"
    if rng.random() < 0.4:
        out += f"  tags: {flow_list(text.tags())}\n"
    if rng.random() < 0.8:
        out += text.source("  ")
    if rng.random() < 0.05:
        out += f"  notes: {scalar(text.sentence(4, 10))}\n"
    return out


def _answered(text: _Text, rng: random.Random, indent: str) -> str:
    answer = text.answer()
    out = f"{indent}- question: {scalar(text.question())}\n{indent}  answer: {scalar(answer)}\n"
    if rng.random() < 0.25:
        out += f"{indent}  accept: {flow_list(text.accept(answer))}\n"
    return out


def _knowledge_card(number: int, text: _Text, rng: random.Random) -> str:
    category = ("number", "letter", "colour")[number % 3]
    out = f"- id: k{number:04d}-{rng.choice(_WORDS)}\n  category: {category}\n"
    out += f"  front: {scalar(text.sentence(6, 14))}\n  back: {scalar(text.sentence(10, 22))}\n"
    answer = None
    if category == "number":
        value = rng.randint(0, 5)
        out += f"  value: {value}\n"
        if value and rng.random() < 0.3:
            out += "  terms:\n" + "".join(f"    - {scalar(text.words(1, 3))}\n" for _ in range(value))
    else:
        choices = _LETTERS if category == "letter" else _COLOURS
        if rng.random() < 0.2:
            out += f"  value: {flow_list(sorted(rng.sample(choices, rng.randint(2, 3)), key=choices.index))}\n"
        else:
            out += f"  value: {rng.choice(choices)}\n"
            answer = text.name()
    return out + _common(text, rng, answer)


def _wissens_card(number: int, area: str, text: _Text, rng: random.Random) -> str:
    out = f"- id: {area}-{number:04d}\n  area: {area}\n  questions:\n"
    out += "".join(_answered(text, rng, "    ") for _ in range(6))
    return out + _common(text, rng)


def _i_know_question(subject: str, level: str, number: int, text: _Text, rng: random.Random) -> str:
    answer = text.answer()
    out = f"- id: {subject}-{level.lower()}-{number:03d}\n  subject: {subject}\n  level: {level}\n"
    out += f"  question: {scalar(text.question())}\n  answer: {scalar(answer)}\n"
    return out + _common(text, rng, answer)


def _i_know_announcement(number: int, text: _Text, rng: random.Random) -> str:
    kind = number % 6
    if kind == 0:
        effect = f"{{type: move, steps: {rng.choice((-3, -2, -1, 1, 2, 3, 4))}}}"
    elif kind == 1:
        effect = f"{{type: go-to, square: {rng.choice(_SQUARES)}}}"
    elif kind == 2:
        effect = f"{{type: miss-turn, turns: {rng.randint(1, 3)}}}"
    elif kind == 3:
        effect = f"{{type: points, points: {rng.choice((-10, -5, 5, 10, 15))}}}"
    elif kind == 4:
        effect = "{type: roll-again}"
    else:
        effect = f"{{type: answer, subject: {rng.choice(_SUBJECTS + ('any',))}}}"
    out = f"- id: announcement-{number:03d}\n  kind: announcement\n  text: {scalar(text.sentence())}\n"
    out += f"  effect: {effect}\n"
    return out + _common(text, rng)


def _iknow_card(category: str, number: int, text: _Text, rng: random.Random) -> str:
    answer = text.name()
    out = f"- id: {category}-{number:03d}\n  category: {category}\n  question: {scalar(text.question())}\n"
    out += "  clues:\n" + "".join(f"    - {scalar(text.sentence(8, 20))}\n" for _ in range(3))
    out += f"  answer: {scalar(answer)}\n"
    return out + _common(text, rng, answer)


def _you_know_it_card(number: int, text: _Text, rng: random.Random) -> str:
    out = f"- id: card-{number:04d}\n  questions:\n"
    out += "".join(_answered(text, rng, "    ") for _ in range(5))
    return out + _common(text, rng)


def _manifest(game: str, deck_id: str, title: str, extra: str = "") -> str:
    return (f"format: 1\ngame: {game}\nid: {deck_id}\ntitle: {title}\nlanguage: en\nversion: 1.0.0\n"
            f"license: CC-BY-4.0\nauthors: [deckctl benchmark]\n"
            f"description: >-\n  A synthetic deck generated by bench/corpus.py at the size of the real box.\n"
            f"{extra}")


def _write_deck(out: Path, game: str, files: dict[str, list[str]], manifest_extra: str = "",
                suffix: str = "") -> BenchDeck:
    deck_dir = out / f"{game}-bench{suffix}"
    cards_dir = deck_dir / "cards"
    cards_dir.mkdir(parents=True, exist_ok=True)
    (deck_dir / "deck.yaml").write_text(
        _manifest(game, f"{game}-bench{suffix}", f"{game} benchmark deck{suffix}", manifest_extra), encoding="utf-8")
    deck = BenchDeck(game, deck_dir)
    for name, cards in files.items():
        path = cards_dir / f"{name}.yaml"
        path.write_text(_header(game, cards_dir, f"{name}: {len(cards)} cards") + "\n".join(cards),
                        encoding="utf-8")
        deck.card_files.append(path)
        deck.cards += len(cards)
    return deck


def generate(out: Path, seed: int = 2024, suffix: str = "") -> list[BenchDeck]:
    """Write the corpus into `out` (created if needed); the same seed gives the same bytes.
    `suffix` is added to each deck's folder and id (`knowledge-bench-03`)."""
    out = Path(out)
    decks = []

    rng = random.Random(f"{seed}-knowledge")
    text = _Text(rng)
    cards = [_knowledge_card(n, text, rng) for n in range(1, SIZES["knowledge"] + 1)]
    decks.append(_write_deck(out, "knowledge", {f"batch-{i + 1:02d}": cards[i::5] for i in range(5)}, suffix=suffix))

    rng = random.Random(f"{seed}-wissens-spektrum")
    text = _Text(rng)
    per_area = SIZES["wissens-spektrum"] // len(_AREAS)
    areas = "areas:\n" + "".join(f"  - {{id: {a}, name: {n}, colour: {c}}}\n" for a, n, c in _AREAS)
    files = {area: [_wissens_card(n, area, text, rng) for n in range(1, per_area + 1)] for area, _, _ in _AREAS}
    decks.append(_write_deck(out, "wissens-spektrum", files, areas, suffix=suffix))

    rng = random.Random(f"{seed}-i-know")
    text = _Text(rng)
    per_cell = SIZES["i-know"] // (len(_SUBJECTS) * 4)
    files = {subject: [_i_know_question(subject, level, n, text, rng)
                       for level in "ABCD" for n in range(1, per_cell + 1)] for subject in _SUBJECTS}
    files["announcements"] = [_i_know_announcement(n, text, rng) for n in range(1, I_KNOW_ANNOUNCEMENTS + 1)]
    decks.append(_write_deck(out, "i-know", files, suffix=suffix))

    rng = random.Random(f"{seed}-iknow")
    text = _Text(rng)
    per_category = SIZES["iknow"] // len(_IKNOW_CATEGORIES)
    files = {c: [_iknow_card(c, n, text, rng) for n in range(1, per_category + 1)] for c in _IKNOW_CATEGORIES}
    decks.append(_write_deck(out, "iknow", files, suffix=suffix))

    rng = random.Random(f"{seed}-you-know-it")
    text = _Text(rng)
    cards = [_you_know_it_card(n, text, rng) for n in range(1, SIZES["you-know-it"] + 1)]
    decks.append(_write_deck(out, "you-know-it", {f"set-{chr(97 + i)}": cards[i * 50:(i + 1) * 50] for i in range(4)}, suffix=suffix))
    return decks


def generate_catalogue(out: Path, copies: int, seed: int = 2024) -> list[BenchDeck]:
    """`copies` box-size corpora side by side, a publisher's catalogue: copy n is written with
    seed `seed + n - 1` into `out/box-NN/`, its decks' ids ending in `-NN`."""
    decks = []
    for n in range(1, copies + 1):
        decks += generate(Path(out) / f"box-{n:02d}", seed + n - 1, suffix=f"-{n:02d}")
    return decks


def main() -> None:
    parser = argparse.ArgumentParser(description="Write the synthetic benchmark corpus.")
    parser.add_argument("out", type=Path, help="folder to write the decks into")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--copies", type=int, default=0,
                        help="write this many corpora with their own deck ids (box-01/, box-02/...) instead of one")
    args = parser.parse_args()
    decks = generate_catalogue(args.out, args.copies, args.seed) if args.copies else generate(args.out, args.seed)
    for deck in decks:
        print(f"{deck.path}: {deck.cards} cards in {len(deck.card_files)} files")


if __name__ == "__main__":
    main()
