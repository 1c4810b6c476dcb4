"""The sample deck `deckctl init` writes for each game: a manifest and a few valid cards.

The cards are original and checked like any deck: the tests validate, lint and format-check a
fresh repository for every game and expect no finding at all, not even a warning (a new
repository whose first `deckctl lint` complains teaches editors to ignore it). Editors replace
them with their own.
"""

from __future__ import annotations

from deckctl.scaffold import templates_de

SCHEMA_LINE = "# yaml-language-server: $schema=../../../schemas/{game}.cards.schema.json\n"

_MANIFEST = """\
# yaml-language-server: $schema=../../schemas/deck.schema.json
format: 1
game: {game}
id: {deck_id}
title: {title}
language: {language}
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
    # Every value of each category once (the Dickens card counts for C and D), so that the
    # `value-balance` lint has nothing to say; each back starts with the answer its value is.
    "knowledge": {
        "sample.yaml": """\
- id: venus-moons
  category: number
  front: How many moons does the planet Venus have?
  back: None; Venus and Mercury are the only planets without a moon.
  value: 0
  source: https://en.wikipedia.org/wiki/Venus
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
- id: triangle-corners
  category: number
  front: How many corners does a triangle have?
  back: Three, one where each pair of its sides meet.
  value: 3
  source: https://en.wikipedia.org/wiki/Triangle
- id: heart-chambers
  category: number
  front: How many chambers does the human heart have?
  back: Four, two atria above and two ventricles below.
  value: 4
  source: https://en.wikipedia.org/wiki/Heart
- id: olympic-rings
  category: number
  front: How many rings does the Olympic flag show?
  back: Five, interlaced in blue, yellow, black, green and red.
  value: 5
  source: https://en.wikipedia.org/wiki/Olympic_symbols
- id: acropolis-city
  category: letter
  front: The first letter of the city on whose hill the Acropolis stands.
  back: Athens, where the Parthenon has overlooked the city since the 5th century BC.
  value: A
  source: https://en.wikipedia.org/wiki/Acropolis_of_Athens
- id: brandenburg-gate
  category: letter
  front: The first letter of the city whose landmark is the Brandenburg Gate.
  back: Berlin; the gate stood next to the Wall until 1989.
  value: B
  source: https://en.wikipedia.org/wiki/Brandenburg_Gate
- id: egypt-capital
  category: letter
  front: The first letter of the capital of Egypt.
  back: Cairo, on the Nile just south of its delta.
  value: C
  source: https://en.wikipedia.org/wiki/Cairo
- id: oliver-twist-author
  category: letter
  front: The initial of the first name or of the surname of the author of Oliver Twist, whichever is nearer.
  back: Charles Dickens, who first published it in monthly parts from 1837.
  value: [C, D]
  source: https://en.wikipedia.org/wiki/Oliver_Twist
- id: highest-mountain
  category: letter
  front: The first letter of the name of the highest mountain on Earth.
  back: Everest, 8,849 metres above sea level on the border of Nepal and China.
  value: E
  source: https://en.wikipedia.org/wiki/Mount_Everest
- id: tomato-colour
  category: colour
  front: The colour of a ripe tomato.
  back: Red, from the pigment lycopene in its skin and flesh.
  value: red
  source: https://en.wikipedia.org/wiki/Tomato
- id: lemon-peel
  category: colour
  front: The colour of the peel of a ripe lemon.
  back: Yellow; unripe lemons are still green.
  value: yellow
  source: https://en.wikipedia.org/wiki/Lemon
- id: chlorophyll-colour
  category: colour
  front: The colour of the chlorophyll in a fresh leaf.
  back: Green; it absorbs red and blue light and reflects the green.
  value: green
  source: https://en.wikipedia.org/wiki/Chlorophyll
- id: daytime-sky
  category: colour
  front: The colour of a clear sky at noon.
  back: Blue, because the air scatters blue sunlight more than red.
  value: blue
  source: https://en.wikipedia.org/wiki/Rayleigh_scattering
- id: fresh-snow
  category: colour
  front: The colour of freshly fallen snow.
  back: White; its ice crystals reflect every colour of light alike.
  value: white
  source: https://en.wikipedia.org/wiki/Snow
""",
    },
    # One card in each of the six areas, so that `area-balance` has nothing to say.
    "wissens-spektrum": {
        "general-knowledge.yaml": """\
- id: everyday-things
  area: general-knowledge
  questions:
    - question: Which colour do you get by mixing blue and yellow paint?
      answer: Green
    - question: How many minutes are there in an hour?
      answer: Sixty
    - question: Which month of the year has the fewest days?
      answer: February
    - question: What do honeybees make from nectar?
      answer: Honey
    - question: Which instrument usually has 88 keys?
      answer: The piano
    - question: Which language has the most native speakers?
      answer: Mandarin Chinese
  source: https://en.wikipedia.org/wiki/Piano
""",
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
        "history.yaml": """\
- id: turning-points
  area: history
  questions:
    - question: In which year did the Berlin Wall fall?
      answer: "1989"
    - question: Who was the first person to walk on the Moon?
      answer: Neil Armstrong
    - question: Which ocean liner sank on its maiden voyage in 1912?
      answer: The Titanic
    - question: Who was the first emperor of Rome?
      answer: Augustus
    - question: In which city was the American Declaration of Independence signed?
      answer: Philadelphia
    - question: Which explorer reached the Americas in 1492 on behalf of Spain?
      answer: Christopher Columbus
  source: https://en.wikipedia.org/wiki/Berlin_Wall
""",
        "art.yaml": """\
- id: masterpieces
  area: art
  questions:
    - question: Who painted the Mona Lisa?
      answer: Leonardo da Vinci
    - question: Which Dutch painter made The Starry Night?
      answer: Vincent van Gogh
    - question: Who carved the marble statue of David in Florence?
      answer: Michelangelo
    - question: Which Spanish painter founded Cubism together with Georges Braque?
      answer: Pablo Picasso
    - question: Who wrote the play Romeo and Juliet?
      answer: William Shakespeare
    - question: Who composed The Four Seasons?
      answer: Antonio Vivaldi
  source: https://en.wikipedia.org/wiki/Mona_Lisa
""",
        "natural-science.yaml": """\
- id: how-nature-works
  area: natural-science
  questions:
    - question: Which gas do plants take in from the air to make sugar?
      answer: Carbon dioxide
    - question: Which planet is closest to the Sun?
      answer: Mercury
    - question: What is the hardest natural mineral?
      answer: Diamond
    - question: How many legs does a spider have?
      answer: Eight
    - question: At how many degrees Celsius does water boil at sea level?
      answer: "100"
    - question: Which organ pumps blood around the body?
      answer: The heart
  source: https://en.wikipedia.org/wiki/Photosynthesis
""",
        "sport.yaml": """\
- id: games-and-records
  area: sport
  questions:
    - question: How many players of one team are on the pitch in a football match?
      answer: Eleven
    - question: In which sport do players hit a shuttlecock?
      answer: Badminton
    - question: Which country won the first football World Cup in 1930?
      answer: Uruguay
    - question: How many kilometres long is a marathon?
      answer: "42.195"
    - question: What is a score of zero called in tennis?
      answer: Love
    - question: Every how many years are the Summer Olympic Games held?
      answer: Four
  source: https://en.wikipedia.org/wiki/Marathon
""",
    },
    # Level A in all ten subjects, so that `level-coverage` has nothing to say.
    "i-know": {
        "sample.yaml": """\
- id: math-a-001
  subject: math
  level: A
  question: How many sides does a square have?
  answer: "4"
  accept: [four]
  source: https://en.wikipedia.org/wiki/Square
- id: spelling-a-001
  subject: spelling
  level: A
  question: How do you spell the number that comes after nine?
  answer: T-E-N
  accept: [ten]
  source: https://en.wiktionary.org/wiki/ten
- id: language-arts-a-001
  subject: language-arts
  level: A
  question: What is the opposite of hot?
  answer: Cold
  source: https://en.wiktionary.org/wiki/cold
- id: science-a-001
  subject: science
  level: A
  question: What does a caterpillar turn into?
  answer: A butterfly or a moth
  accept: [butterfly, moth]
  source: https://en.wikipedia.org/wiki/Caterpillar
- id: history-a-001
  subject: history
  level: A
  question: Who was the first president of the United States?
  answer: George Washington
  accept: [Washington]
  source: https://en.wikipedia.org/wiki/George_Washington
- id: geography-a-001
  subject: geography
  level: A
  question: Which river flows through Cairo?
  answer: The Nile
  accept: [Nile]
  source: https://en.wikipedia.org/wiki/Nile
- id: outdoor-education-a-001
  subject: outdoor-education
  level: A
  question: In which direction does the sun rise?
  answer: East
  source: https://en.wikipedia.org/wiki/Sunrise
- id: reading-library-a-001
  subject: reading-library
  level: A
  question: Who wrote The Cat in the Hat?
  answer: Dr. Seuss
  accept: [Seuss]
  source: https://en.wikipedia.org/wiki/The_Cat_in_the_Hat
- id: recreation-health-a-001
  subject: recreation-health
  level: A
  question: How many times a day should you brush your teeth?
  answer: Twice
  accept: [two]
  source: https://en.wikipedia.org/wiki/Tooth_brushing
- id: industrial-arts-home-economics-a-001
  subject: industrial-arts-home-economics
  level: A
  question: Which tool do you use to drive a nail into wood?
  answer: A hammer
  accept: [hammer]
  source: https://en.wikipedia.org/wiki/Hammer
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
- id: world-001
  category: world
  question: Which is the largest ocean on Earth?
  clues:
    - Its deepest point lies nearly 11 kilometres below its surface.
    - Magellan named it for its calm waters.
    - It lies between Asia and the Americas.
  answer: The Pacific Ocean
  accept: [Pacific]
  source: https://en.wikipedia.org/wiki/Pacific_Ocean
- id: works-001
  category: works
  question: Which toy of plastic bricks that snap together comes from Denmark?
  clues:
    - Its company made wooden toys when it began in 1932.
    - Its name comes from two Danish words meaning play well.
    - Its bricks have round studs on top.
  answer: Lego
  source: https://en.wikipedia.org/wiki/Lego
- id: events-001
  category: events
  question: Which sporting event was held again in 1896 after some 1,500 years?
  clues:
    - Pierre de Coubertin revived it.
    - The first of the modern ones took place in Athens.
    - Its flag shows five interlaced rings.
  answer: The Olympic Games
  accept: [Olympics]
  source: https://en.wikipedia.org/wiki/Olympic_Games
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


def german(language: str) -> bool:
    """Whether the sample deck for `language` is written in German (`de`, `de-AT`...)."""
    return language.split("-")[0].lower() == "de"


def swiss(language: str) -> bool:
    """Whether `language` is German as Switzerland and Liechtenstein write it, without ß."""
    return german(language) and any(part.upper() in ("CH", "LI") for part in language.split("-")[1:])


def spelt(text: str, language: str) -> str:
    """`text` as `language` spells it: Swiss German has no ß."""
    return text.replace("ß", "ss") if swiss(language) else text


def has_samples(language: str) -> bool:
    """Whether deckctl has sample cards written in `language`: English and German; a deck in any
    other language gets the English ones, to be replaced."""
    return language.split("-")[0].lower() == "en" or german(language)


def samples_note(language: str) -> str | None:
    """What a new deck's command says when its sample cards are not in the deck's language."""
    if has_samples(language):
        return None
    return f"the sample cards are in English; replace them with cards in {language}"


def deck_title(folder_name: str, game_title: str, language: str = "en") -> str:
    """A title for the deck `deckctl new deck` writes into the folder `folder_name`, in the deck's
    language: `world-history` of Knowledge? is "World history (Knowledge? deck)", in German
    "World history (Deck für Knowledge?)". Each deck's is its own, so two decks' headings (on the
    proof page, in a bundle) differ, as their folders do."""
    words = " ".join(folder_name.split("-"))
    name = words[:1].upper() + words[1:]
    return templates_de.NAMED_TITLE.format(name=name, game_title=game_title) if german(language) \
        else f"{name} ({game_title} deck)"


def manifest(game_id: str, game_title: str, deck_id: str, language: str = "en", title: str | None = None) -> str:
    """A new deck's manifest; `title` if given, else `init`'s "My <game> deck"."""
    if german(language):
        text = _MANIFEST.replace("description: A new {game_title} deck; replace the sample cards with your own.",
                                 "description: " + templates_de.DESCRIPTION)
        text = text.replace("authors: [your name]", f"authors: [{templates_de.AUTHORS}]")
        title = title or templates_de.TITLE.format(game_title=game_title)
        areas = templates_de.STANDARD_AREAS
    else:
        text, title, areas = _MANIFEST, title or f"My {game_title} deck", STANDARD_AREAS
    text = text.format(game=game_id, deck_id=deck_id, title=title, game_title=game_title, language=language)
    return spelt(text + (areas if game_id == "wissens-spektrum" else ""), language)


def card_files(game_id: str, language: str = "en") -> dict[str, str]:
    """The sample card files of a new deck: in German for a German deck, else in English."""
    cards = templates_de.CARDS if german(language) else CARDS
    return {name: SCHEMA_LINE.format(game=game_id) + spelt(text, language) for name, text in cards[game_id].items()}
