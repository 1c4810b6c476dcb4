"""The sample cards `deckctl init --lang de` writes: the games' samples written in German.

Not a word-for-word translation: a card whose answer would show in German (`Dreieck` holds
`drei`), or whose initial changes (Cairo is `Kairo`), asks something else with the same value, so
that the values stay one of each and lint has nothing to say, as for the English samples.
"""

from __future__ import annotations

TITLE = "Mein Deck für {game_title}"
NAMED_TITLE = "{name} (Deck für {game_title})"
DESCRIPTION = "Ein neues Deck für {game_title}; ersetze die Beispielkarten durch deine eigenen."
AUTHORS = "dein Name"

# The repository's README (`deckctl init --lang de`), as init.py's English one says it: the
# commands the same, the words German.
README = """\
# Decks für {title}

Quizkarten für {title}, als YAML gepflegt und mit deckctl geprüft.{beside}

## Erste Schritte

```sh
pipx install <Wheel von deckctl>         # einmal pro Rechner (wo es ihn gibt, sagt die README von deckctl)
pipx install pre-commit
git init -b main                         # ein neues Repository (in einem, das du schon hast: siehe unten)
pre-commit install                       # dein deckctl prüft jeden Commit
git config merge.deckctl.driver "deckctl merge %O %A %B %P --marker-size %L --base-label %S --ours-label %X --theirs-label %Y"
git config diff.deckctl.textconv "deckctl diff --textconv"
```

Die Befehle unten und die CI (`.github/workflows/decks.yml`) nennen den Standard-Branch `main`. In
einem Repository, dessen Standard-Branch anders heißt, etwa `master`, setze dort diesen Namen für
`main` ein (oder benenne den Branch um: `git branch -m master main`).

Öffne den Ordner in VS Code mit der YAML-Erweiterung: Die Kartendateien bieten dann
Vervollständigung und zeigen Fehler schon beim Tippen (`.vscode/settings.json` und `schemas/`).

## An den Karten arbeiten

```sh
{commands}```

`deckctl new card` schreibt `TODO`-Texte, die `deckctl lint` auflistet, bis sie ausgefüllt sind.
Nach einem Update von deckctl bringt `deckctl schema --dir schemas` die Schemas auf den neuen Stand.
Die CI (`.github/workflows/decks.yml`) installiert das deckctl, das dieses Repository in
`{requirements}` festlegt: Trage dort eine Anforderung ein, die pip erreicht und die einen Commit
nennt, etwa `deckctl @ git+https://<Repository von deckctl>@<Commit-Hash von v{version}>`, oder die
URL eines Wheels mit `#sha256=<sein Hash>` am Ende (ihr Kommentar zeigt beides).

## Die Karten ansehen

`deckctl proof --serve` zeigt jede Karte, wie sie gedruckt wird, mit ihren Befunden, unter
http://127.0.0.1:8000/ (`--port N` für einen anderen Port) und aktualisiert die offene Seite bei
jedem Speichern einer Deck-Datei; das Terminal nennt den ersten Fehler, den das Speichern bringt.
Strg-C beendet es.

Bei einem Pull Request zeichnet die CI die Karten, die er ändert, vorher und nachher, und lädt die
Seite als Artefakt `card-diff` hoch, verlinkt in der Zusammenfassung des Jobs: herunterladen,
entpacken und `index.html` öffnen. `deckctl diff --html main` schreibt dieselbe Seite für deinen
Branch nach `card-diff/`.
"""
BESIDE = ("\nDiese Seite liegt in `decks/`, weil das Repository eine eigene README hat; führe die Befehle\n"
          "unten im obersten Ordner des Repositorys aus.")
# The README's commands (init.py's _WORKING_ON_CARDS), what each is for in German.
WORKING_ON_CARDS = {
    "deckctl new card {deck}": "eine neue Karte mit frischer ID, zum Ausfüllen",
    "deckctl lint && deckctl fmt --check": "was die CI bei jedem Pull Request prüft",
    "deckctl fmt decks": "das eine Layout, das jede Kartendatei behält",
    "deckctl stats {deck}": "die Karten, gemessen an der Schachtel; Übersetzungen",
    "deckctl diff main": "was dein Branch geändert hat, Karte für Karte",
    "deckctl new deck decks/NAME --game {game}{lang}": "ein weiteres Deck, seine Karten zum Ausfüllen",
}

STANDARD_AREAS = """\
areas:
  - {id: general-knowledge, name: Allgemeinwissen, colour: pink}
  - {id: geography, name: Geografie, colour: green}
  - {id: history, name: Geschichte, colour: blue}
  - {id: art, name: Kunst, colour: violet}
  - {id: natural-science, name: Naturwissenschaft, colour: yellow}
  - {id: sport, name: Sport, colour: red}
"""

CARDS: dict[str, dict[str, str]] = {
    "knowledge": {
        "sample.yaml": """\
- id: venus-moons
  category: number
  front: Wie viele Monde hat der Planet Venus?
  back: Keinen; Venus und Merkur sind die einzigen Planeten ohne Mond.
  value: 0
  source: https://de.wikipedia.org/wiki/Venus_(Planet)
- id: earth-moons
  category: number
  front: Wie viele natürliche Monde hat die Erde?
  back: Einen, den Mond; er umkreist die Erde in gut 27 Tagen.
  value: 1
  source: https://de.wikipedia.org/wiki/Mond
- id: noble-gases
  category: number
  front: Wie viele davon sind Edelgase?
  terms: [Helium, Sauerstoff, Neon, Stickstoff, Wasserstoff]
  back: Zwei, Helium und Neon; die anderen drei gehen leicht Verbindungen ein.
  value: 2
  source: https://de.wikipedia.org/wiki/Edelgase
- id: traffic-light-colours
  category: number
  front: Wie viele Farben hat eine Verkehrsampel für Autos?
  back: Drei, Rot, Gelb und Grün von oben nach unten.
  value: 3
  source: https://de.wikipedia.org/wiki/Lichtsignalanlage
- id: seasons
  category: number
  front: Wie viele Jahreszeiten hat das Jahr in Mitteleuropa?
  back: Vier, Frühling, Sommer, Herbst und Winter.
  value: 4
  source: https://de.wikipedia.org/wiki/Jahreszeit
- id: olympic-rings
  category: number
  front: Wie viele Ringe zeigt die olympische Flagge?
  back: Fünf, ineinander verschlungen in Blau, Gelb, Schwarz, Grün und Rot.
  value: 5
  source: https://de.wikipedia.org/wiki/Olympische_Ringe
- id: acropolis-city
  category: letter
  front: Der Anfangsbuchstabe der Stadt, auf deren Hügel die Akropolis steht.
  back: Athen, wo der Parthenon seit dem 5. Jahrhundert v. Chr. über der Stadt steht.
  value: A
  source: https://de.wikipedia.org/wiki/Akropolis_(Athen)
- id: brandenburg-gate
  category: letter
  front: Der Anfangsbuchstabe der Stadt, deren Wahrzeichen das Brandenburger Tor ist.
  back: Berlin; das Tor stand bis 1989 direkt an der Mauer.
  value: B
  source: https://de.wikipedia.org/wiki/Brandenburger_Tor
- id: santiago-country
  category: letter
  front: Der Anfangsbuchstabe des Landes, dessen Hauptstadt Santiago ist.
  back: Chile, das sich über gut 4.000 Kilometer an der Westküste Südamerikas erstreckt.
  value: C
  source: https://de.wikipedia.org/wiki/Chile
- id: oliver-twist-author
  category: letter
  front: Der Anfangsbuchstabe des Vor- oder des Nachnamens des Autors von "Oliver Twist", je nachdem, welcher näher liegt.
  back: Charles Dickens, der den Roman ab 1837 in monatlichen Fortsetzungen veröffentlichte.
  value: [C, D]
  source: https://de.wikipedia.org/wiki/Oliver_Twist
- id: tallinn-country
  category: letter
  front: Der Anfangsbuchstabe des Landes, dessen Hauptstadt Tallinn ist.
  back: Estland, der nördlichste der drei baltischen Staaten.
  value: E
  source: https://de.wikipedia.org/wiki/Estland
- id: tomato-colour
  category: colour
  front: Die Farbe einer reifen Tomate.
  back: Rot, durch den Farbstoff Lycopin in Schale und Fruchtfleisch.
  value: red
  source: https://de.wikipedia.org/wiki/Tomate
- id: lemon-peel
  category: colour
  front: Die Farbe der Schale einer reifen Zitrone.
  back: Gelb; unreife Zitronen sind noch grün.
  value: yellow
  source: https://de.wikipedia.org/wiki/Zitrone
- id: chlorophyll-colour
  category: colour
  front: Die Farbe des Chlorophylls in einem frischen Laubblatt.
  back: Grün; es absorbiert rotes und blaues Licht und wirft das grüne zurück.
  value: green
  source: https://de.wikipedia.org/wiki/Chlorophyll
- id: daytime-sky
  category: colour
  front: Die Farbe eines wolkenlosen Himmels am Mittag.
  back: Blau, weil die Luft blaues Sonnenlicht stärker streut als rotes.
  value: blue
  source: https://de.wikipedia.org/wiki/Rayleigh-Streuung
- id: fresh-snow
  category: colour
  front: Die Farbe von frisch gefallenem Schnee.
  back: Weiß; seine Eiskristalle werfen alle Farben des Lichts gleich stark zurück.
  value: white
  source: https://de.wikipedia.org/wiki/Schnee
""",
    },
    "wissens-spektrum": {
        "general-knowledge.yaml": """\
- id: everyday-things
  area: general-knowledge
  questions:
    - question: Welche Farbe entsteht, wenn man blaue und gelbe Malfarbe mischt?
      answer: Grün
    - question: Wie viele Minuten hat eine Stunde?
      answer: Sechzig
    - question: Welcher Monat des Jahres hat die wenigsten Tage?
      answer: Februar
    - question: Was stellen Honigbienen aus Nektar her?
      answer: Honig
    - question: Welches Instrument hat meist 88 Tasten?
      answer: Das Klavier
    - question: Welche Sprache hat die meisten Muttersprachler?
      answer: Mandarin-Chinesisch
  source: https://de.wikipedia.org/wiki/Klavier
""",
        "geography.yaml": """\
- id: mountains-and-seas
  area: geography
  questions:
    - question: Welcher Ozean liegt zwischen Afrika und Australien?
      answer: Der Indische Ozean
    - question: Auf welchem Kontinent liegt die Atacama-Wüste?
      answer: Südamerika
    - question: Welches Meer trennt Europa von Afrika?
      answer: Das Mittelmeer
    - question: Welcher ist der höchste Berg der Alpen?
      answer: Der Mont Blanc
    - question: Welcher Fluss fließt durch Paris?
      answer: Die Seine
    - question: Welches Land hat die längste Küste der Welt?
      answer: Kanada
  source: https://de.wikipedia.org/wiki/Geographie
""",
        "history.yaml": """\
- id: turning-points
  area: history
  questions:
    - question: In welchem Jahr fiel die Berliner Mauer?
      answer: "1989"
    - question: Wer betrat als erster Mensch den Mond?
      answer: Neil Armstrong
    - question: Welcher Ozeandampfer sank 1912 auf seiner Jungfernfahrt?
      answer: Die Titanic
    - question: Wer war der erste römische Kaiser?
      answer: Augustus
    - question: In welcher Stadt wurde die amerikanische Unabhängigkeitserklärung unterzeichnet?
      answer: Philadelphia
    - question: Welcher Seefahrer erreichte 1492 im Auftrag Spaniens Amerika?
      answer: Christoph Kolumbus
  source: https://de.wikipedia.org/wiki/Berliner_Mauer
""",
        "art.yaml": """\
- id: masterpieces
  area: art
  questions:
    - question: Wer malte die "Mona Lisa"?
      answer: Leonardo da Vinci
    - question: Welcher niederländische Maler schuf "Die Sternennacht"?
      answer: Vincent van Gogh
    - question: Wer schuf die Marmorstatue des David in Florenz?
      answer: Michelangelo
    - question: Welcher spanische Maler begründete zusammen mit Georges Braque den Kubismus?
      answer: Pablo Picasso
    - question: Wer schrieb das Drama "Romeo und Julia"?
      answer: William Shakespeare
    - question: Wer komponierte "Die vier Jahreszeiten"?
      answer: Antonio Vivaldi
  source: https://de.wikipedia.org/wiki/Mona_Lisa
""",
        "natural-science.yaml": """\
- id: how-nature-works
  area: natural-science
  questions:
    - question: Welches Gas nehmen Pflanzen aus der Luft auf, um Zucker herzustellen?
      answer: Kohlenstoffdioxid
    - question: Welcher Planet ist der Sonne am nächsten?
      answer: Merkur
    - question: Welches ist das härteste natürliche Mineral?
      answer: Diamant
    - question: Wie viele Beine hat eine Spinne?
      answer: Acht
    - question: Bei wie viel Grad Celsius siedet Wasser auf Meereshöhe?
      answer: "100"
    - question: Welches Organ pumpt das Blut durch den Körper?
      answer: Das Herz
  source: https://de.wikipedia.org/wiki/Photosynthese
""",
        "sport.yaml": """\
- id: games-and-records
  area: sport
  questions:
    - question: Wie viele Spieler einer Mannschaft stehen bei einem Fußballspiel auf dem Platz?
      answer: Elf
    - question: In welcher Sportart schlagen die Spieler einen Federball?
      answer: Badminton
    - question: Welches Land gewann 1930 die erste Fußball-Weltmeisterschaft?
      answer: Uruguay
    - question: Wie viele Kilometer ist ein Marathon lang?
      answer: "42,195"
    - question: Wie heißt im Tennis ein Aufschlag, den der Gegner nicht berührt?
      answer: Ass
    - question: Im Abstand von wie vielen Jahren finden die Olympischen Sommerspiele statt?
      answer: Vier
  source: https://de.wikipedia.org/wiki/Marathonlauf
""",
    },
    "i-know": {
        "sample.yaml": """\
- id: math-a-001
  subject: math
  level: A
  question: Wie viele Seiten hat ein Quadrat?
  answer: "4"
  accept: [vier]
  source: https://de.wikipedia.org/wiki/Quadrat
- id: spelling-a-001
  subject: spelling
  level: A
  question: Wie buchstabiert man die Zahl, die auf neun folgt?
  answer: Z-E-H-N
  accept: [zehn]
  source: https://de.wiktionary.org/wiki/zehn
- id: language-arts-a-001
  subject: language-arts
  level: A
  question: Was ist das Gegenteil von heiß?
  answer: Kalt
  source: https://de.wiktionary.org/wiki/kalt
- id: science-a-001
  subject: science
  level: A
  question: Was wird aus einer Raupe?
  answer: Ein Schmetterling
  accept: [Schmetterling, Falter]
  source: https://de.wikipedia.org/wiki/Raupe
- id: history-a-001
  subject: history
  level: A
  question: Wer war der erste Bundeskanzler der Bundesrepublik Deutschland?
  answer: Konrad Adenauer
  accept: [Adenauer]
  source: https://de.wikipedia.org/wiki/Konrad_Adenauer
- id: geography-a-001
  subject: geography
  level: A
  question: Welcher Fluss fließt durch Kairo?
  answer: Der Nil
  accept: [Nil]
  source: https://de.wikipedia.org/wiki/Nil
- id: outdoor-education-a-001
  subject: outdoor-education
  level: A
  question: In welcher Himmelsrichtung geht die Sonne auf?
  answer: Im Osten
  accept: [Osten, Ost]
  source: https://de.wikipedia.org/wiki/Sonnenaufgang
- id: reading-library-a-001
  subject: reading-library
  level: A
  question: Wer schrieb "Max und Moritz"?
  answer: Wilhelm Busch
  accept: [Busch]
  source: https://de.wikipedia.org/wiki/Max_und_Moritz
- id: recreation-health-a-001
  subject: recreation-health
  level: A
  question: Wie oft am Tag sollte man sich die Zähne putzen?
  answer: Zweimal
  accept: [zwei, "2"]
  source: https://de.wikipedia.org/wiki/Zahnpflege
- id: industrial-arts-home-economics-a-001
  subject: industrial-arts-home-economics
  level: A
  question: Mit welchem Werkzeug schlägt man einen Nagel ins Holz?
  answer: Mit einem Hammer
  accept: [Hammer]
  source: https://de.wikipedia.org/wiki/Hammer
- id: early-bell
  kind: announcement
  text: Die Schulglocke hat zu früh geläutet. Geh zwei Felder zurück.
  effect: {type: move, steps: -2}
""",
    },
    "iknow": {
        "sample.yaml": """\
- id: people-001
  category: people
  question: Welcher Komponist schrieb neun Sinfonien und wurde taub?
  clues:
    - Er wurde 1770 in Bonn geboren.
    - Als junger Mann zog er nach Wien.
    - Seine neunte Sinfonie endet mit der "Ode an die Freude".
  answer: Ludwig van Beethoven
  accept: [Beethoven]
  source: https://de.wikipedia.org/wiki/Ludwig_van_Beethoven
- id: world-001
  category: world
  question: Welches ist der größte Ozean der Erde?
  clues:
    - Seine tiefste Stelle liegt fast 11 Kilometer unter der Oberfläche.
    - Magellan benannte ihn nach seinem ruhigen Wasser.
    - Er liegt zwischen Asien und Amerika.
  answer: Der Pazifische Ozean
  accept: [Pazifik, Stiller Ozean]
  source: https://de.wikipedia.org/wiki/Pazifischer_Ozean
- id: works-001
  category: works
  question: Welches Spielzeug aus Kunststoffsteinen zum Zusammenstecken kommt aus Dänemark?
  clues:
    - Seine Firma stellte bei ihrer Gründung 1932 Holzspielzeug her.
    - Sein Name kommt von zwei dänischen Wörtern für spiel gut.
    - Seine Steine haben oben runde Noppen.
  answer: Lego
  source: https://de.wikipedia.org/wiki/Lego
- id: events-001
  category: events
  question: Welches Sportereignis fand 1896 nach rund 1500 Jahren wieder statt?
  clues:
    - Pierre de Coubertin belebte es wieder.
    - Die ersten der Neuzeit fanden in Athen statt.
    - Seine Flagge zeigt fünf ineinander verschlungene Ringe.
  answer: Die Olympischen Spiele
  accept: [Olympia, Olympische Spiele]
  source: https://de.wikipedia.org/wiki/Olympische_Spiele
""",
    },
    "you-know-it": {
        "sample.yaml": """\
- id: card-001
  questions:
    - question: Wie viele Tage hat ein Schaltjahr?
      answer: "366"
    - question: Welcher Planet wird der Rote Planet genannt?
      answer: Mars
    - question: Was ist das chemische Symbol für Gold?
      answer: Au
    - question: In welchem Land liegt die Stadt Kyoto?
      answer: Japan
    - question: Wie viele Saiten hat eine gewöhnliche Geige?
      answer: "4"
      accept: [vier]
  source: https://de.wikipedia.org/wiki/Schaltjahr
- id: card-002
  questions:
    - question: Welches ist der größte Planet des Sonnensystems?
      answer: Jupiter
    - question: Wie viele Kontinente zählt man meistens?
      answer: "7"
      accept: [sieben]
    - question: Welches Metall ist bei Raumtemperatur flüssig?
      answer: Quecksilber
    - question: Was ist die Hauptstadt Kanadas?
      answer: Ottawa
    - question: Welches ist das größte lebende Säugetier?
      answer: Der Blauwal
      accept: [Blauwal]
  source: https://de.wikipedia.org/wiki/Jupiter_(Planet)
""",
    },
}
