"""The sample deck `deckctl init` writes for each game: a manifest and a few valid cards.

The cards are original and checked like any deck (the tests validate, lint and format-check a
fresh repository for every game); editors replace them with their own.
"""

from __future__ import annotations

SCHEMA_LINE = "# yaml-language-server: $schema=../../../schemas/{game}.cards.schema.json\n"

_MANIFEST = """\
# yaml-language-server: $schema=../../schemas/deck.schema.json
format: 1
game: {game}
id: {deck_id}
title: {title}
language: en
version: 0.1.0
license: CC-BY-4.0
authors: [your name]
description: A new {game_title} deck; replace the sample cards with your own.
"""

# The six areas of the printed game, as a new deck.yaml lists them (the tests' decks too).
STANDARD_AREAS = """\
areas:
  - {id: general-knowledge, name: General knowledge, colour: pink}
  - {id: geography, name: Geography, colour: green}
  - {id: history, name: History, colour: blue}
  - {id: art, name: Art, colour: violet}
  - {id: natural-science, name: Natural science, colour: yellow}
  - {id: sport, name: Sport, colour: red}
"""

# game -> {card file name: cards}; every card has a source, so lint has nothing to say about it.
CARDS: dict[str, dict[str, str]] = {
    "knowledge": {
        "sample.yaml": """\
- id: triangle-corners
  category: number
  front: How many corners does a triangle have?
  back: Three, one where each pair of its sides meet.
  value: 3
  source: https://en.wikipedia.org/wiki/Triangle
- id: unicycle-wheels
  category: number
  front: How many wheels does a unicycle have?
  back: One; the rider balances on it and pedals the wheel directly.
  value: 1
  source: https://en.wikipedia.org/wiki/Unicycle
- id: noble-gases
  category: number
  front: How many of these are noble gases?
  terms: [Helium, Oxygen, Neon, Nitrogen, Hydrogen]
  back: Two of them, helium and neon; the other three form compounds readily.
  value: 2
  source: https://en.wikipedia.org/wiki/Noble_gas
- id: oliver-twist-author
  category: letter
  front: The initial of the first name or of the surname of the author of Oliver Twist, whichever is nearer.
  back: Charles Dickens, who first published it in monthly parts from 1837.
  value: [C, D]
  source: https://en.wikipedia.org/wiki/Oliver_Twist
- id: egypt-capital
  category: letter
  front: The first letter of the capital of Egypt.
  back: Cairo, on the Nile just south of its delta.
  value: C
  source: https://en.wikipedia.org/wiki/Cairo
- id: chlorophyll-colour
  category: colour
  front: The colour of the chlorophyll in a fresh leaf.
  back: Green; it absorbs red and blue light and reflects the green.
  value: green
  source: https://en.wikipedia.org/wiki/Chlorophyll
- id: lemon-peel
  category: colour
  front: The colour of the peel of a ripe lemon.
  back: Yellow; unripe lemons are still green.
  value: yellow
  source: https://en.wikipedia.org/wiki/Lemon
""",
    },
    "wissens-spektrum": {
        "geography.yaml": """\
- id: mountains-and-seas
  area: geography
  questions:
    - question: Which ocean lies between Africa and Australia?
      answer: The Indian Ocean
    - question: On which continent is the Atacama Desert?
      answer: South America
    - question: Which sea separates Europe from Africa?
      answer: The Mediterranean Sea
    - question: Which is the highest mountain in the Alps?
      answer: Mont Blanc
    - question: Which river flows through Paris?
      answer: The Seine
    - question: Which country has the longest coastline in the world?
      answer: Canada
  source: https://en.wikipedia.org/wiki/Geography
""",
    },
    "i-know": {
        "sample.yaml": """\
- id: math-a-001
  subject: math
  level: A
  question: How many sides does a square have?
  answer: "4"
  accept: [four]
  source: https://en.wikipedia.org/wiki/Square
- id: geography-b-001
  subject: geography
  level: B
  question: Which river flows through Cairo?
  answer: The Nile
  accept: [Nile]
  source: https://en.wikipedia.org/wiki/Nile
- id: early-bell
  kind: announcement
  text: The bell rang early. Go back two squares.
  effect: {type: move, steps: -2}
""",
    },
    "iknow": {
        "sample.yaml": """\
- id: people-001
  category: people
  question: Which composer wrote nine symphonies and went deaf?
  clues:
    - He was born in Bonn in 1770.
    - He moved to Vienna as a young man.
    - His ninth symphony ends with the Ode to Joy.
  answer: Ludwig van Beethoven
  accept: [Beethoven]
  source: https://en.wikipedia.org/wiki/Ludwig_van_Beethoven
""",
    },
    "you-know-it": {
        "sample.yaml": """\
- id: card-001
  questions:
    - question: How many days are there in a leap year?
      answer: "366"
    - question: Which planet is known as the Red Planet?
      answer: Mars
    - question: What is the chemical symbol for gold?
      answer: Au
    - question: In which country is the city of Kyoto?
      answer: Japan
    - question: How many strings does a standard violin have?
      answer: "4"
      accept: [four]
  source: https://en.wikipedia.org/wiki/Leap_year
- id: card-002
  questions:
    - question: Which is the largest planet in the solar system?
      answer: Jupiter
    - question: How many continents are there by the most common count?
      answer: "7"
      accept: [seven]
    - question: Which metal is liquid at room temperature?
      answer: Mercury
    - question: What is the capital of Canada?
      answer: Ottawa
    - question: Which animal is the largest living mammal?
      answer: The blue whale
      accept: [blue whale]
  source: https://en.wikipedia.org/wiki/Jupiter
""",
    },
}


def manifest(game_id: str, game_title: str, deck_id: str) -> str:
    text = _MANIFEST.format(game=game_id, deck_id=deck_id, title=f"My {game_title} deck", game_title=game_title)
    return text + (STANDARD_AREAS if game_id == "wissens-spektrum" else "")


def card_files(game_id: str) -> dict[str, str]:
    return {name: SCHEMA_LINE.format(game=game_id) + cards for name, cards in CARDS[game_id].items()}
