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
    "deckctl new deck decks/NAME --game {game}": "ein weiteres Deck, seine Karten zum Ausfüllen",
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

- id: flags-and-currencies
  area: general-knowledge
  questions:
    - question: Welches Land zeigt eine grüne Zeder auf seiner Flagge?
      answer: Libanon
    - question: Wie heißt die Währung Indiens?
      answer: Die Indische Rupie
      accept:
        - Rupie
        - Indische Rupie
    - question: Welches Land hat eine Nationalflagge aus zwei übereinanderliegenden Wimpeln?
      answer: Nepal
    - question: Wie viele Sterne zeigt die Flagge der Europäischen Union?
      answer: "12"
      accept:
        - zwölf
    - question: Wie viele Streifen hat die Flagge der Vereinigten Staaten?
      answer: "13"
      accept:
        - dreizehn
    - question: Welches Land gibt die Währung Rand aus?
      answer: Südafrika
  source: >-
    https://en.wikipedia.org/wiki/Flag_of_Lebanon;
    https://en.wikipedia.org/wiki/Indian_rupee;
    https://en.wikipedia.org/wiki/Flag_of_Nepal;
    https://en.wikipedia.org/wiki/Flag_of_Europe;
    https://en.wikipedia.org/wiki/Flag_of_the_United_States;
    https://en.wikipedia.org/wiki/South_African_rand

- id: food-and-drink
  area: general-knowledge
  questions:
    - question: In welchem Land hat die Pizza ihren Ursprung?
      answer: Italien
    - question: Welche Frucht ist die Hauptzutat von Guacamole?
      answer: Avocado
      accept:
        - Avocados
    - question: Welche Nuss wird für Marzipan gemahlen?
      answer: Mandel
      accept:
        - Mandeln
    - question: Woraus wird Tofu hergestellt?
      answer: Sojabohnen
      accept:
        - Sojabohne
        - Soja
    - question: Aus welcher Pflanze wird Tequila destilliert?
      answer: Blaue Agave
      accept:
        - Agave
        - Agaven
    - question: Welches Gewürz besteht aus den getrockneten Narben einer Krokusblüte?
      answer: Safran
  source: >-
    https://en.wikipedia.org/wiki/Pizza;
    https://en.wikipedia.org/wiki/Guacamole;
    https://en.wikipedia.org/wiki/Marzipan;
    https://en.wikipedia.org/wiki/Tofu;
    https://en.wikipedia.org/wiki/Tequila;
    https://en.wikipedia.org/wiki/Saffron

- id: myths-and-legends
  area: general-knowledge
  questions:
    - question: Wer ist in der griechischen Mythologie der König der Götter?
      answer: Zeus
    - question: Welcher nordische Donnergott trägt einen Hammer?
      answer: Thor
    - question: Welcher Held der griechischen Sage war nur an der Ferse verwundbar?
      answer: Achilles
    - question: Wie heißt das geflügelte Pferd der griechischen Mythologie?
      answer: Pegasus
    - question: Wer öffnete in der griechischen Sage ein Gefäß und ließ alle Übel in die Welt?
      answer: Pandora
    - question: Welcher altägyptische Totengott wird mit dem Kopf eines Schakals dargestellt?
      answer: Anubis
  source: >-
    https://en.wikipedia.org/wiki/Zeus;
    https://en.wikipedia.org/wiki/Thor;
    https://en.wikipedia.org/wiki/Achilles%27_heel;
    https://en.wikipedia.org/wiki/Pegasus;
    https://en.wikipedia.org/wiki/Pandora%27s_box;
    https://en.wikipedia.org/wiki/Anubis

- id: games-and-puzzles
  area: general-knowledge
  questions:
    - question: In wie viele Felder ist ein Schachbrett aufgeteilt?
      answer: "64"
      accept:
        - vierundsechzig
    - question: Welche Schachfigur zieht in L-Form und kann andere Figuren überspringen?
      answer: Der Springer
      accept:
        - Springer
        - Pferd
        - Rössel
    - question: Welche Zahl steht auf einem normalen Würfel der 1 gegenüber?
      answer: "6"
      accept:
        - sechs
    - question: Aus wie vielen kleinen Feldern besteht ein normales Sudoku?
      answer: "81"
      accept:
        - einundachtzig
    - question: Wie viele Punkte ist das Q im englischsprachigen Scrabble wert?
      answer: "10"
      accept:
        - zehn
    - question: Wie viele Steine hat ein übliches Dominospiel bis Doppel-Sechs?
      answer: "28"
      accept:
        - achtundzwanzig
  source: >-
    https://en.wikipedia.org/wiki/Chessboard;
    https://en.wikipedia.org/wiki/Knight_(chess);
    https://en.wikipedia.org/wiki/Dice;
    https://en.wikipedia.org/wiki/Sudoku;
    https://en.wikipedia.org/wiki/Scrabble_letter_distributions;
    https://en.wikipedia.org/wiki/Dominoes

- id: fairy-tales
  area: general-knowledge
  questions:
    - question: Bei wie vielen Zwergen lebt Schneewittchen im Märchen?
      answer: "7"
      accept:
        - sieben
    - question: Welchen Gegenstand soll Aladin für einen Zauberer aus einer verzauberten Höhle holen?
      answer: Eine Lampe
      accept:
        - Lampe
        - Die Lampe
        - Öllampe
        - Wunderlampe
        - Zauberlampe
    - question: Was lässt Aschenputtel auf der Schlosstreppe zurück, als es vom Ball flieht?
      answer: Einen Schuh
      accept:
        - Schuh
        - Ihren Schuh
        - Pantoffel
        - Glasschuh
        - Gläserner Schuh
        - Gläserner Pantoffel
        - Goldener Schuh
        - Goldener Pantoffel
    - question: Welches Mädchen im Märchen lässt sein langes Haar von einem Turm herab?
      answer: Rapunzel
    - question: Welche deutschen Brüder veröffentlichten 1812 erstmals ihre Märchensammlung?
      answer: Die Brüder Grimm
      accept:
        - Brüder Grimm
        - Grimm
        - Jacob und Wilhelm Grimm
        - Die Grimms
    - question: Welcher italienische Schriftsteller schuf die Holzpuppe Pinocchio?
      answer: Carlo Collodi
      accept:
        - Collodi
        - Carlo Lorenzini
  source: >-
    https://en.wikipedia.org/wiki/Snow_White;
    https://en.wikipedia.org/wiki/Aladdin;
    https://en.wikipedia.org/wiki/Cinderella;
    https://en.wikipedia.org/wiki/Rapunzel;
    https://en.wikipedia.org/wiki/Grimms%27_Fairy_Tales;
    https://en.wikipedia.org/wiki/Carlo_Collodi

- id: computers-and-abbreviations
  area: general-knowledge
  questions:
    - question: Welches Unternehmen stellt das iPhone her?
      answer: Apple
      accept:
        - Apple Inc.
    - question: Wie viele Bits ergeben ein Byte?
      answer: "8"
      accept:
        - acht
    - question: Wer gründete 1975 zusammen mit Paul Allen Microsoft?
      answer: Bill Gates
      accept:
        - Gates
        - William Gates
    - question: Wofür steht die Abkürzung PDF?
      answer: Portable Document Format
    - question: Wofür steht die Abkürzung USB?
      answer: Universal Serial Bus
    - question: Welcher britische Informatiker erfand 1989 das World Wide Web?
      answer: Tim Berners-Lee
      accept:
        - Berners-Lee
        - Sir Tim Berners-Lee
  source: >-
    https://en.wikipedia.org/wiki/IPhone;
    https://en.wikipedia.org/wiki/Byte;
    https://en.wikipedia.org/wiki/Microsoft;
    https://en.wikipedia.org/wiki/PDF;
    https://en.wikipedia.org/wiki/USB;
    https://en.wikipedia.org/wiki/Tim_Berners-Lee

- id: everyday-inventions
  area: general-knowledge
  questions:
    - question: Welcher Schweizer Ingenieur erfand den Klettverschluss nach einem Blick auf Kletten im Hundefell?
      answer: George de Mestral
      accept:
        - de Mestral
        - Mestral
    - question: Welches Unternehmen baute das Modell T, das erste Auto vom laufenden Fließband?
      answer: Ford
      accept:
        - Ford Motor Company
        - Henry Ford
    - question: Wofür steht das "E" in "E-Mail"?
      answer: Electronic
      accept:
        - Elektronisch
        - Elektronische
    - question: Welches Unternehmen brachte 1979 den ersten Walkman heraus?
      answer: Sony
    - question: Welches Schreibgerät ließ László Bíró 1938 patentieren?
      answer: Der Kugelschreiber
      accept:
        - Kugelschreiber
        - Kuli
    - question: Wofür steht die Abkürzung GPS?
      answer: Global Positioning System
  source: >-
    https://en.wikipedia.org/wiki/George_de_Mestral;
    https://en.wikipedia.org/wiki/Ford_Model_T;
    https://en.wikipedia.org/wiki/Email;
    https://en.wikipedia.org/wiki/Walkman;
    https://en.wikipedia.org/wiki/Ballpoint_pen;
    https://en.wikipedia.org/wiki/Global_Positioning_System

- id: money-and-trade
  area: general-knowledge
  questions:
    - question: Wie hieß die Währung Deutschlands vor dem Euro?
      answer: Die Deutsche Mark
      accept:
        - Deutsche Mark
        - D-Mark
        - Mark
        - DM
    - question: Wie viele Cent ergeben einen Euro?
      answer: "100"
      accept:
        - hundert
        - einhundert
    - question: In welcher Stadt hat die Europäische Zentralbank ihren Sitz?
      answer: Frankfurt am Main
      accept:
        - Frankfurt
    - question: Wie heißt die Währung der Volksrepublik China?
      answer: Renminbi
      accept:
        - Yuan
        - Renminbi Yuan
        - RMB
    - question: Wie nennt man einen allgemeinen Anstieg der Preise, durch den Geld an Wert verliert?
      answer: Inflation
      accept:
        - Die Inflation
        - Teuerung
    - question: Welches Tier steht an der Börse für steigende Kurse?
      answer: Der Bulle
      accept:
        - Bulle
        - Stier
  source: >-
    https://en.wikipedia.org/wiki/Deutsche_Mark;
    https://en.wikipedia.org/wiki/Euro_coins;
    https://en.wikipedia.org/wiki/European_Central_Bank;
    https://en.wikipedia.org/wiki/Renminbi;
    https://en.wikipedia.org/wiki/Inflation;
    https://en.wikipedia.org/wiki/Market_trend

- id: transport-and-travel
  area: general-knowledge
  questions:
    - question: Auf welcher Straßenseite fahren Autos im Vereinigten Königreich?
      answer: Links
      accept:
        - Auf der linken Seite
        - Linksverkehr
    - question: Welcher Schweizer Tunnel war bei seiner Eröffnung 2016 der längste Eisenbahntunnel der Welt?
      answer: Der Gotthard-Basistunnel
      accept:
        - Gotthard-Basistunnel
        - Gotthardbasistunnel
        - Gotthard
    - question: Wie heißt der Hochgeschwindigkeitszug Frankreichs, der seit 1981 fährt?
      answer: TGV
      accept:
        - Der TGV
        - Train à Grande Vitesse
    - question: Welche berühmte Bahnstrecke führt durch Russland von Moskau bis Wladiwostok?
      answer: Die Transsibirische Eisenbahn
      accept:
        - Transsibirische Eisenbahn
        - Transsib
    - question: Welcher deutsche Autohersteller baute den Käfer?
      answer: Volkswagen
      accept:
        - VW
    - question: Welches Wort wird im Sprechfunk dreimal gerufen, um international Hilfe anzufordern?
      answer: Mayday
  source: >-
    https://en.wikipedia.org/wiki/Left-_and_right-hand_traffic;
    https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel;
    https://en.wikipedia.org/wiki/TGV;
    https://en.wikipedia.org/wiki/Trans-Siberian_Railway;
    https://en.wikipedia.org/wiki/Volkswagen_Beetle;
    https://en.wikipedia.org/wiki/Mayday

- id: comics-and-cartoons
  area: general-knowledge
  questions:
    - question: Welcher belgische Zeichner erfand Tim und Struppi?
      answer: Hergé
      accept:
        - Herge
        - Georges Remi
    - question: Welcher Freund von Asterix ist als Baby in den Zaubertrank gefallen?
      answer: Obelix
    - question: Wie heißt der Heimatplanet von Superman?
      answer: Krypton
    - question: Wie heißt der Hund von Charlie Brown in den "Peanuts"?
      answer: Snoopy
    - question: Wie heißt der reiche Onkel von Donald Duck?
      answer: Dagobert Duck
      accept:
        - Onkel Dagobert
        - Dagobert
    - question: Welcher Kater jagt in den Zeichentrickfilmen ständig die Maus Jerry?
      answer: Tom
      accept:
        - Kater Tom
  source: >-
    https://en.wikipedia.org/wiki/Herg%C3%A9;
    https://en.wikipedia.org/wiki/Obelix;
    https://en.wikipedia.org/wiki/Krypton_(comics);
    https://en.wikipedia.org/wiki/Snoopy;
    https://en.wikipedia.org/wiki/Scrooge_McDuck;
    https://en.wikipedia.org/wiki/Tom_and_Jerry

- id: kitchen-and-cooking
  area: general-knowledge
  questions:
    - question: Welches Schweizer Gericht ist geschmolzener Käse in einem Topf, in den man Brotstücke tunkt?
      answer: Käsefondue
      accept:
        - Fondue
    - question: Aus welchem Getreide wird Risotto gekocht?
      answer: Reis
    - question: Welches japanische Gericht, oft mit rohem Fisch, wird in Seetang gerollt oder von Hand geformt?
      answer: Sushi
    - question: Aus welcher Hülsenfrucht wird Hummus vor allem gemacht?
      answer: Kichererbsen
      accept:
        - Kichererbse
    - question: Welches Gewürz gibt Currypulver seine gelbe Farbe?
      answer: Kurkuma
      accept:
        - Gelbwurz
        - Curcuma
    - question: Welches blättrige Gebäck in Form eines Halbmonds isst man in Frankreich gern zum Frühstück?
      answer: Das Croissant
      accept:
        - Croissant
        - Hörnchen
  source: >-
    https://en.wikipedia.org/wiki/Fondue;
    https://en.wikipedia.org/wiki/Risotto;
    https://en.wikipedia.org/wiki/Sushi;
    https://en.wikipedia.org/wiki/Hummus;
    https://en.wikipedia.org/wiki/Turmeric;
    https://en.wikipedia.org/wiki/Croissant

- id: famous-animals
  area: general-knowledge
  questions:
    - question: Wie hieß das erste aus einer Körperzelle geklonte Säugetier, ein 1996 geborenes Schaf?
      answer: Dolly
      accept:
        - Schaf Dolly
    - question: Wie hieß die Hündin, die die Sowjetunion 1957 ins All schickte?
      answer: Laika
    - question: Welche Hunderasse rettet Reisende auf verschneiten Schweizer Pässen?
      answer: Der Bernhardiner
      accept:
        - Bernhardiner
    - question: Wie hieß das Eisbärjunge, das 2007 im Berliner Zoo berühmt wurde?
      answer: Knut
    - question: Was für ein Tier war Flipper in der gleichnamigen Fernsehserie?
      answer: Ein Delfin
      accept:
        - Delfin
        - Delphin
        - Großer Tümmler
    - question: Wie heißt die Eule von Harry Potter?
      answer: Hedwig
  source: >-
    https://en.wikipedia.org/wiki/Dolly_(sheep);
    https://en.wikipedia.org/wiki/Laika;
    https://en.wikipedia.org/wiki/St._Bernard_(dog);
    https://en.wikipedia.org/wiki/Knut_(polar_bear);
    https://en.wikipedia.org/wiki/Flipper_(1964_TV_series);
    https://en.wikipedia.org/wiki/Harry_Potter_(character)
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

- id: capital-cities
  area: geography
  questions:
    - question: Wie heißt die Hauptstadt Norwegens?
      answer: Oslo
    - question: Wie heißt die Hauptstadt Finnlands?
      answer: Helsinki
    - question: Wie heißt die Hauptstadt Chiles?
      answer: Santiago de Chile
      accept:
        - Santiago
    - question: Wie heißt die Hauptstadt der Türkei?
      answer: Ankara
    - question: Wie heißt die Hauptstadt Kenias?
      answer: Nairobi
    - question: Wie heißt die Hauptstadt der Mongolei?
      answer: Ulaanbaatar
      accept:
        - Ulan Bator
        - Ulan-Bator
  source: >-
    https://en.wikipedia.org/wiki/Oslo;
    https://en.wikipedia.org/wiki/Helsinki;
    https://en.wikipedia.org/wiki/Santiago;
    https://en.wikipedia.org/wiki/Ankara;
    https://en.wikipedia.org/wiki/Nairobi;
    https://en.wikipedia.org/wiki/Ulaanbaatar

- id: mountains
  area: geography
  questions:
    - question: Welcher ist der zweithöchste Berg der Erde?
      answer: K2
      accept:
        - Chhogori
        - Mount Godwin-Austen
    - question: In welchem Gebirge liegt der Mont Blanc?
      answer: Die Alpen
      accept:
        - Alpen
    - question: In welchem Land liegt der Fuji?
      answer: Japan
    - question: Wie heißt der höchste Berg Afrikas?
      answer: Der Kilimandscharo
      accept:
        - Kilimandscharo
        - Kilimanjaro
    - question: Welches Gebirge in Russland gilt als Grenze zwischen Europa und Asien?
      answer: Der Ural
      accept:
        - Ural
        - Uralgebirge
    - question: Wie heißt der höchste Berg Südamerikas?
      answer: Aconcagua
  source: >-
    https://en.wikipedia.org/wiki/K2;
    https://en.wikipedia.org/wiki/Mont_Blanc;
    https://en.wikipedia.org/wiki/Mount_Fuji;
    https://en.wikipedia.org/wiki/Mount_Kilimanjaro;
    https://en.wikipedia.org/wiki/Ural_Mountains;
    https://en.wikipedia.org/wiki/Aconcagua

- id: oceans-seas-islands
  area: geography
  questions:
    - question: Auf welchem Kontinent liegt die Wüste Sahara?
      answer: Afrika
    - question: Welcher Ozean liegt zwischen Europa und Nordamerika?
      answer: Der Atlantische Ozean
      accept:
        - Atlantik
        - Der Atlantik
        - Atlantischer Ozean
    - question: Welches ist die größte Insel der Welt, die nicht als Kontinent gilt?
      answer: Grönland
    - question: Welches Meer liegt zwischen Italien und Kroatien?
      answer: Das Adriatische Meer
      accept:
        - Adria
        - Die Adria
        - Adriatisches Meer
    - question: Welcher sibirische See ist der tiefste See der Welt?
      answer: Der Baikalsee
      accept:
        - Baikalsee
        - Baikal
    - question: Wie heißt die tiefste bekannte Stelle der Ozeane im Marianengraben?
      answer: Das Challengertief
      accept:
        - Challengertief
        - Challenger-Tief
        - Challenger Deep
  source: >-
    https://en.wikipedia.org/wiki/Sahara;
    https://en.wikipedia.org/wiki/Atlantic_Ocean;
    https://en.wikipedia.org/wiki/Greenland;
    https://en.wikipedia.org/wiki/Adriatic_Sea;
    https://en.wikipedia.org/wiki/Lake_Baikal;
    https://en.wikipedia.org/wiki/Challenger_Deep

- id: countries-and-borders
  area: geography
  questions:
    - question: Welches europäische Land hat die Form eines Stiefels?
      answer: Italien
    - question: Welches ist flächenmäßig das größte Land der Welt?
      answer: Russland
      accept:
        - Russische Föderation
    - question: Welches ist flächenmäßig das größte Land Südamerikas?
      answer: Brasilien
    - question: Mit wie vielen Staaten hat Deutschland eine Landgrenze?
      answer: "9"
      accept:
        - neun
    - question: Welches Königreich ist vollständig von Südafrika umschlossen?
      answer: Lesotho
    - question: Welches Alpenfürstentum ist einer der nur zwei doppelten Binnenstaaten der Welt?
      answer: Liechtenstein
  source: >-
    https://en.wikipedia.org/wiki/Italian_Peninsula;
    https://en.wikipedia.org/wiki/Russia;
    https://en.wikipedia.org/wiki/Brazil;
    https://en.wikipedia.org/wiki/Germany;
    https://en.wikipedia.org/wiki/Lesotho;
    https://en.wikipedia.org/wiki/Landlocked_country

- id: capitals-around-the-world
  area: geography
  questions:
    - question: Wie heißt die Hauptstadt Spaniens?
      answer: Madrid
    - question: Wie heißt die Hauptstadt Argentiniens?
      answer: Buenos Aires
    - question: Wie heißt die Hauptstadt Thailands?
      answer: Bangkok
    - question: In welcher Stadt haben Bundesrat und Parlament der Schweiz ihren Sitz?
      answer: Bern
      accept:
        - Berne
    - question: Wie heißt die Hauptstadt Pakistans?
      answer: Islamabad
    - question: Wie heißt die Hauptstadt Nigerias?
      answer: Abuja
  source: >-
    https://en.wikipedia.org/wiki/Madrid;
    https://en.wikipedia.org/wiki/Buenos_Aires;
    https://en.wikipedia.org/wiki/Bangkok;
    https://en.wikipedia.org/wiki/Bern;
    https://en.wikipedia.org/wiki/Islamabad;
    https://en.wikipedia.org/wiki/Abuja

- id: lakes-and-waterfalls
  area: geography
  questions:
    - question: Welche berühmten Wasserfälle liegen zwischen Kanada und dem US-Bundesstaat New York?
      answer: Die Niagarafälle
      accept:
        - Niagarafälle
        - Niagara
    - question: Welcher große Wasserfall liegt am Sambesi zwischen Sambia und Simbabwe?
      answer: Die Victoriafälle
      accept:
        - Victoriafälle
        - Viktoriafälle
        - Mosi-oa-Tunya
    - question: Das Ufer welches Salzsees ist die tiefste Stelle auf dem Festland der Erde?
      answer: Das Tote Meer
      accept:
        - Totes Meer
        - Tote Meer
    - question: Welches Gewässer zwischen Europa und Asien ist flächenmäßig der größte See der Erde?
      answer: Das Kaspische Meer
      accept:
        - Kaspisches Meer
        - Kaspische Meer
        - Kaspisee
    - question: Welchen See, den der Rhein durchfließt, teilen sich Deutschland, Österreich und die Schweiz?
      answer: Der Bodensee
      accept:
        - Bodensee
        - Schwäbisches Meer
    - question: Welcher Wasserfall in Venezuela ist der höchste frei fallende Wasserfall der Welt?
      answer: Salto Ángel
      accept:
        - Salto Angel
        - Angel Falls
        - Kerepakupai Merú
        - Kerepakupai Meru
  source: >-
    https://en.wikipedia.org/wiki/Niagara_Falls;
    https://en.wikipedia.org/wiki/Victoria_Falls;
    https://en.wikipedia.org/wiki/Dead_Sea;
    https://en.wikipedia.org/wiki/Caspian_Sea;
    https://en.wikipedia.org/wiki/Lake_Constance;
    https://en.wikipedia.org/wiki/Angel_Falls

- id: islands-and-straits
  area: geography
  questions:
    - question: Welcher US-Bundesstaat besteht ausschließlich aus Inseln im Pazifik?
      answer: Hawaii
      accept:
        - Hawaiʻi
        - Hawai'i
    - question: Auf welcher Insel liegt die italienische Stadt Palermo?
      answer: Sizilien
      accept:
        - Sicilia
    - question: Welche große Insel liegt vor der Südostküste Afrikas?
      answer: Madagaskar
    - question: Auf welcher Halbinsel liegen Spanien und Portugal?
      answer: Die Iberische Halbinsel
      accept:
        - Iberische Halbinsel
        - Iberien
        - Pyrenäenhalbinsel
    - question: Welche Meerenge trennt Spanien von Marokko?
      answer: Die Straße von Gibraltar
      accept:
        - Straße von Gibraltar
        - Gibraltar
    - question: Welche Insel, die sich Indonesien, Malaysia und Brunei teilen, ist die drittgrößte der Welt?
      answer: Borneo
  source: >-
    https://en.wikipedia.org/wiki/Hawaii;
    https://en.wikipedia.org/wiki/Palermo;
    https://en.wikipedia.org/wiki/Madagascar;
    https://en.wikipedia.org/wiki/Iberian_Peninsula;
    https://en.wikipedia.org/wiki/Strait_of_Gibraltar;
    https://en.wikipedia.org/wiki/Borneo

- id: cities-of-the-world
  area: geography
  questions:
    - question: Welche italienische Stadt, berühmt für Kanäle und Gondeln, ist auf Inseln in einer Lagune erbaut?
      answer: Venedig
      accept:
        - Venezia
    - question: Welche kalifornische Stadt ist über die Golden Gate Bridge mit dem Marin County verbunden?
      answer: San Francisco
    - question: Über welcher Stadt steht die Christusstatue "Cristo Redentor"?
      answer: Rio de Janeiro
      accept:
        - Rio
    - question: Welche Stadt liegt zu beiden Seiten des Bosporus, in Europa und in Asien?
      answer: Istanbul
    - question: Welche Stadt in den USA trägt den Spitznamen "Windy City"?
      answer: Chicago
    - question: In welchem Land liegt die historische Wüstenstadt Timbuktu?
      answer: Mali
  source: >-
    https://en.wikipedia.org/wiki/Venice;
    https://en.wikipedia.org/wiki/Golden_Gate_Bridge;
    https://en.wikipedia.org/wiki/Christ_the_Redeemer_(statue);
    https://en.wikipedia.org/wiki/Istanbul;
    https://en.wikipedia.org/wiki/Chicago;
    https://en.wikipedia.org/wiki/Timbuktu

- id: maps-and-climate
  area: geography
  questions:
    - question: Wie heißt der Längengrad 0°, der durch Greenwich in London verläuft?
      answer: Der Nullmeridian
      accept:
        - Nullmeridian
        - Greenwich-Meridian
        - Meridian von Greenwich
    - question: Wie heißt der jahreszeitliche Wind, der Südasien im Sommer heftigen Regen bringt?
      answer: Der Monsun
      accept:
        - Monsun
    - question: Wie heißt die kalte, baumlose Ebene des hohen Nordens mit gefrorenem Untergrund?
      answer: Die Tundra
      accept:
        - Tundra
    - question: Nördlich welcher Breitenlinie gibt es mindestens einen Tag im Jahr, an dem die Sonne nicht untergeht?
      answer: Der nördliche Polarkreis
      accept:
        - Nördlicher Polarkreis
        - Polarkreis
        - Der Polarkreis
    - question: Welche Linie, etwa entlang des 180. Längengrads, trennt einen Kalendertag vom nächsten?
      answer: Die Datumsgrenze
      accept:
        - Datumsgrenze
        - Internationale Datumsgrenze
        - Datumslinie
    - question: Welche Wüste im Norden Chiles gehört zu den trockensten Orten der Erde?
      answer: Die Atacama
      accept:
        - Atacama
        - Atacamawüste
        - Atacama-Wüste
  source: >-
    https://en.wikipedia.org/wiki/Prime_meridian;
    https://en.wikipedia.org/wiki/Monsoon;
    https://en.wikipedia.org/wiki/Tundra;
    https://en.wikipedia.org/wiki/Arctic_Circle;
    https://en.wikipedia.org/wiki/International_Date_Line;
    https://en.wikipedia.org/wiki/Atacama_Desert

- id: capitals-of-europe
  area: geography
  questions:
    - question: Wie heißt die Hauptstadt Österreichs?
      answer: Wien
      accept:
        - Vienna
    - question: Von welchem Land ist Prag die Hauptstadt?
      answer: Tschechien
      accept:
        - Tschechische Republik
    - question: Wie heißt die Hauptstadt Rumäniens?
      answer: Bukarest
      accept:
        - București
    - question: Welche baltische Hauptstadt liegt an der Düna (Daugava)?
      answer: Riga
    - question: Wie heißt die Hauptstadt Sloweniens?
      answer: Ljubljana
    - question: Welche Hauptstadt liegt auf der Insel Malta?
      answer: Valletta
  source: >-
    https://en.wikipedia.org/wiki/Vienna;
    https://en.wikipedia.org/wiki/Prague;
    https://en.wikipedia.org/wiki/Bucharest;
    https://en.wikipedia.org/wiki/Riga;
    https://en.wikipedia.org/wiki/Ljubljana;
    https://en.wikipedia.org/wiki/Valletta

- id: rivers-of-europe
  area: geography
  questions:
    - question: Welcher Fluss fließt durch Rom?
      answer: Der Tiber
      accept:
        - Tiber
        - Tevere
    - question: Welcher Fluss fließt durch Hamburg in die Nordsee?
      answer: Die Elbe
      accept:
        - Elbe
    - question: Welcher Fluss mündet bei Lissabon in den Atlantik?
      answer: Der Tajo
      accept:
        - Tajo
        - Tejo
        - Tagus
    - question: An welchem Fluss liegt Bordeaux?
      answer: Die Garonne
      accept:
        - Garonne
    - question: Welcher Fluss fließt durch Lyon und mündet ins Mittelmeer?
      answer: Die Rhone
      accept:
        - Rhone
        - Rhône
    - question: Wie heißt der längste Fluss des Vereinigten Königreichs?
      answer: Der Severn
      accept:
        - Severn
  source: >-
    https://en.wikipedia.org/wiki/Tiber;
    https://en.wikipedia.org/wiki/Elbe;
    https://en.wikipedia.org/wiki/Tagus;
    https://en.wikipedia.org/wiki/Garonne;
    https://en.wikipedia.org/wiki/Rh%C3%B4ne;
    https://en.wikipedia.org/wiki/River_Severn

- id: deserts-and-volcanoes
  area: geography
  questions:
    - question: Welcher Vulkan bei Catania ist der höchste aktive Vulkan Europas?
      answer: Der Ätna
      accept:
        - Ätna
        - Etna
    - question: Welche Wüste erstreckt sich über den Süden der Mongolei und den Norden Chinas?
      answer: Die Gobi
      accept:
        - Gobi
        - Wüste Gobi
    - question: In welcher Wüste liegt das Death Valley?
      answer: Die Mojave-Wüste
      accept:
        - Mojave
        - Mojavewüste
    - question: Welcher indonesische Vulkan brach 1883 mit einem der lautesten je bezeugten Knalle aus?
      answer: Krakatau
      accept:
        - Krakatoa
    - question: Wie heißt der Gürtel aus Vulkanen und Erdbebenzonen rund um den Pazifik?
      answer: Der Pazifische Feuerring
      accept:
        - Pazifischer Feuerring
        - Feuerring
    - question: Welche Wüste im südlichen Afrika bedeckt einen großen Teil Botswanas?
      answer: Die Kalahari
      accept:
        - Kalahari
  source: >-
    https://en.wikipedia.org/wiki/Mount_Etna;
    https://en.wikipedia.org/wiki/Gobi_Desert;
    https://en.wikipedia.org/wiki/Death_Valley;
    https://en.wikipedia.org/wiki/1883_eruption_of_Krakatoa;
    https://en.wikipedia.org/wiki/Ring_of_Fire;
    https://en.wikipedia.org/wiki/Kalahari_Desert
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

- id: middle-ages-to-reformation
  area: history
  questions:
    - question: Welcher Mongolenherrscher gründete im frühen 13. Jahrhundert ein Reich über weite Teile Asiens?
      answer: Dschingis Khan
      accept:
        - Tschingis Khan
        - Temüdschin
        - Genghis Khan
    - question: In welchem Jahr fand die Schlacht bei Hastings statt?
      answer: "1066"
    - question: Wer veröffentlichte 1517 in Wittenberg die 95 Thesen?
      answer: Martin Luther
      accept:
        - Luther
    - question: Welche französische Nationalheldin wurde 1431 in Rouen auf dem Scheiterhaufen verbrannt?
      answer: Jeanne d’Arc
      accept:
        - Jeanne d'Arc
        - Johanna von Orléans
        - Jungfrau von Orléans
    - question: Welche Seuche wütete von 1347 bis 1351 in Europa und tötete einen großen Teil der Menschen?
      answer: Die Pest
      accept:
        - Pest
        - Der Schwarze Tod
        - Schwarzer Tod
        - Beulenpest
    - question: Welcher Frankenkönig wurde am Weihnachtstag des Jahres 800 in Rom zum Kaiser gekrönt?
      answer: Karl der Große
      accept:
        - Karl I.
        - Charlemagne
  source: >-
    https://en.wikipedia.org/wiki/Genghis_Khan;
    https://en.wikipedia.org/wiki/Battle_of_Hastings;
    https://en.wikipedia.org/wiki/Ninety-five_Theses;
    https://en.wikipedia.org/wiki/Joan_of_Arc;
    https://en.wikipedia.org/wiki/Black_Death;
    https://en.wikipedia.org/wiki/Charlemagne

- id: age-of-revolutions
  area: history
  questions:
    - question: Welcher französische Adlige kämpfte für die USA und führte 1789 die Pariser Nationalgarde?
      answer: Marquis de La Fayette
      accept:
        - La Fayette
        - Lafayette
        - Marquis de Lafayette
    - question: In welchem Jahr stürmte die Menge in Paris die Bastille?
      answer: "1789"
    - question: In welcher Schlacht wurde Napoleon 1815 endgültig besiegt?
      answer: Waterloo
      accept:
        - Schlacht bei Waterloo
        - Die Schlacht bei Waterloo
        - Belle-Alliance
    - question: In welchem Jahr wurde die Unabhängigkeitserklärung der Vereinigten Staaten verabschiedet?
      answer: "1776"
    - question: Welcher US-Präsident erließ die Proklamation zur Sklavenbefreiung?
      answer: Abraham Lincoln
      accept:
        - Lincoln
    - question: Wer wurde 1871 der erste Kanzler des Deutschen Reiches?
      answer: Otto von Bismarck
      accept:
        - Bismarck
  source: >-
    https://en.wikipedia.org/wiki/Gilbert_du_Motier,_Marquis_de_Lafayette;
    https://en.wikipedia.org/wiki/Storming_of_the_Bastille;
    https://en.wikipedia.org/wiki/Battle_of_Waterloo;
    https://en.wikipedia.org/wiki/United_States_Declaration_of_Independence;
    https://en.wikipedia.org/wiki/Emancipation_Proclamation;
    https://en.wikipedia.org/wiki/Otto_von_Bismarck

- id: twentieth-century
  area: history
  questions:
    - question: Wer führte die Sowjetunion während des Zweiten Weltkriegs?
      answer: Josef Stalin
      accept:
        - Stalin
        - Joseph Stalin
    - question: Welches deutsche Luftschiff ging 1937 bei der Landung in Lakehurst (New Jersey) in Flammen auf?
      answer: Die Hindenburg
      accept:
        - Hindenburg
        - LZ 129 Hindenburg
        - LZ 129
    - question: Welcher Friedensvertrag mit Deutschland wurde 1919 in einem Schloss bei Paris unterzeichnet?
      answer: Der Vertrag von Versailles
      accept:
        - Vertrag von Versailles
        - Versailler Vertrag
        - Versailles
    - question: Wessen Ermordung in Sarajevo löste den Ersten Weltkrieg aus?
      answer: Erzherzog Franz Ferdinand
      accept:
        - Franz Ferdinand
    - question: In welchem Jahr wurde Indien von der britischen Herrschaft unabhängig?
      answer: "1947"
    - question: Wie hieß der erste künstliche Satellit, den die Sowjetunion 1957 startete?
      answer: Sputnik 1
      accept:
        - Sputnik
  source: >-
    https://en.wikipedia.org/wiki/Joseph_Stalin;
    https://en.wikipedia.org/wiki/Hindenburg_disaster;
    https://en.wikipedia.org/wiki/Treaty_of_Versailles;
    https://en.wikipedia.org/wiki/Assassination_of_Archduke_Franz_Ferdinand;
    https://en.wikipedia.org/wiki/Indian_Independence_Act_1947;
    https://en.wikipedia.org/wiki/Sputnik_1

- id: ancient-civilisations
  area: history
  questions:
    - question: Welche Stadt eroberten die Griechen der Sage nach mit einem hölzernen Pferd voller Krieger?
      answer: Troja
    - question: Das fast unversehrte Grab welches jungen Pharaos fand Howard Carter 1922?
      answer: Tutanchamun
      accept:
        - Tutenchamun
        - Tutanchamon
        - Tutankhamun
    - question: Welcher antike griechische Stadtstaat erzog jeden männlichen Bürger zum Soldaten?
      answer: Sparta
    - question: Welcher 1799 in Ägypten gefundene Inschriftenstein wurde zum Schlüssel für die Hieroglyphen?
      answer: Der Stein von Rosetta
      accept:
        - Stein von Rosetta
        - Rosettastein
        - Rosetta-Stein
    - question: Welcher griechische Philosoph war der Lehrer des jungen Alexander des Großen?
      answer: Aristoteles
    - question: Welcher babylonische König ließ eines der ältesten bekannten Gesetzbücher in Stein meißeln?
      answer: Hammurabi
      accept:
        - Hammurapi
  source: >-
    https://en.wikipedia.org/wiki/Trojan_Horse;
    https://en.wikipedia.org/wiki/Tutankhamun;
    https://en.wikipedia.org/wiki/Sparta;
    https://en.wikipedia.org/wiki/Rosetta_Stone;
    https://en.wikipedia.org/wiki/Aristotle;
    https://en.wikipedia.org/wiki/Code_of_Hammurabi

- id: explorers
  area: history
  questions:
    - question: Welcher venezianische Kaufmann beschrieb seine Jahre am Hof Kublai Khans in China?
      answer: Marco Polo
      accept:
        - Polo
    - question: Welcher norwegische Polarforscher führte 1911 die erste Expedition zum Südpol?
      answer: Roald Amundsen
      accept:
        - Amundsen
    - question: Welcher portugiesische Seefahrer leitete die erste Weltumsegelung, starb aber unterwegs?
      answer: Ferdinand Magellan
      accept:
        - Magellan
        - Fernão de Magalhães
        - Magalhães
    - question: Welcher portugiesische Entdecker erreichte 1498 als erster Europäer Indien auf dem Seeweg?
      answer: Vasco da Gama
      accept:
        - da Gama
    - question: Welcher britische Seefahrer kartierte 1770 die Ostküste Australiens?
      answer: James Cook
      accept:
        - Kapitän Cook
        - Cook
        - Captain Cook
        - Captain James Cook
    - question: Welcher Wikinger betrat wahrscheinlich als erster Europäer das nordamerikanische Festland?
      answer: Leif Eriksson
      accept:
        - Leif Erikson
        - Leif Ericson
        - Leif der Glückliche
  source: >-
    https://en.wikipedia.org/wiki/Marco_Polo;
    https://en.wikipedia.org/wiki/Amundsen%27s_South_Pole_expedition;
    https://en.wikipedia.org/wiki/Ferdinand_Magellan;
    https://en.wikipedia.org/wiki/Vasco_da_Gama;
    https://en.wikipedia.org/wiki/James_Cook;
    https://en.wikipedia.org/wiki/Leif_Erikson

- id: kings-and-queens
  area: history
  questions:
    - question: Welcher englische König hatte sechs Ehefrauen?
      answer: Heinrich VIII.
      accept:
        - Heinrich der Achte
        - König Heinrich VIII.
        - Henry VIII.
        - Heinrich VIII
    - question: Welche britische Königin regierte von 1837 bis 1901?
      answer: Königin Victoria
      accept:
        - Victoria
        - Viktoria
    - question: Welcher französische König wurde der "Sonnenkönig" genannt?
      answer: Ludwig XIV.
      accept:
        - Ludwig der Vierzehnte
        - Ludwig XIV
        - Louis XIV.
    - question: Welche englische Königin saß auf dem Thron, als 1588 die spanische Armada besiegt wurde?
      answer: Elisabeth I.
      accept:
        - Elisabeth
        - Elisabeth die Erste
        - Königin Elisabeth I.
        - Elizabeth I.
    - question: Welcher russische Zar gründete 1703 die Stadt Sankt Petersburg?
      answer: Peter der Große
      accept:
        - Peter I.
        - Peter der Erste
    - question: Welche Habsburgerin, die Mutter Marie Antoinettes, herrschte von 1740 bis 1780?
      answer: Maria Theresia
      accept:
        - Maria Theresia von Österreich
        - Maria Theresa
  source: >-
    https://en.wikipedia.org/wiki/Wives_of_Henry_VIII;
    https://en.wikipedia.org/wiki/Queen_Victoria;
    https://en.wikipedia.org/wiki/Louis_XIV;
    https://en.wikipedia.org/wiki/Spanish_Armada;
    https://en.wikipedia.org/wiki/Peter_the_Great;
    https://en.wikipedia.org/wiki/Maria_Theresa

- id: world-wars-and-cold-war
  area: history
  questions:
    - question: In welchem Jahr begann in Europa der Zweite Weltkrieg?
      answer: "1939"
    - question: Wer war während des größten Teils des Zweiten Weltkriegs britischer Premierminister?
      answer: Winston Churchill
      accept:
        - Churchill
    - question: An der Küste welcher französischen Region landeten die Alliierten im Juni 1944 am D-Day?
      answer: Die Normandie
    - question: Auf welche japanische Stadt wurde im August 1945 die erste Atombombe abgeworfen?
      answer: Hiroshima
    - question: Wie nennt man die Konfrontation von 1962 um sowjetische Atomraketen in der Karibik?
      answer: Die Kubakrise
      accept:
        - Kubakrise
        - Kuba-Krise
        - Oktoberkrise
    - question: Welcher sowjetische Staatschef leitete Perestroika und Glasnost ein?
      answer: Michail Gorbatschow
      accept:
        - Gorbatschow
  source: >-
    https://en.wikipedia.org/wiki/World_War_II;
    https://en.wikipedia.org/wiki/Winston_Churchill;
    https://en.wikipedia.org/wiki/Normandy_landings;
    https://en.wikipedia.org/wiki/Atomic_bombings_of_Hiroshima_and_Nagasaki;
    https://en.wikipedia.org/wiki/Cuban_Missile_Crisis;
    https://en.wikipedia.org/wiki/Mikhail_Gorbachev

- id: inventors-and-industry
  area: history
  questions:
    - question: Welche amerikanischen Brüder unternahmen 1903 den ersten Motorflug?
      answer: Die Brüder Wright
      accept:
        - Brüder Wright
        - Gebrüder Wright
        - Orville und Wilbur Wright
        - Wilbur und Orville Wright
        - Die Wrights
    - question: Welcher deutsche Goldschmied brachte um 1450 den Druck mit beweglichen Lettern nach Europa?
      answer: Johannes Gutenberg
      accept:
        - Gutenberg
    - question: In welchem Land begann die Industrielle Revolution?
      answer: Großbritannien
      accept:
        - Britannien
        - England
        - Vereinigtes Königreich
    - question: Welcher schottische Ingenieur verbesserte ab den 1760er-Jahren die Dampfmaschine entscheidend?
      answer: James Watt
      accept:
        - Watt
    - question: Welcher schwedische Chemiker erfand das Dynamit und hinterließ sein Vermögen für jährliche Preise?
      answer: Alfred Nobel
      accept:
        - Nobel
    - question: Welcher deutsche Ingenieur ließ 1886 seinen dreirädrigen Motorwagen patentieren?
      answer: Carl Benz
      accept:
        - Karl Benz
        - Benz
  source: >-
    https://en.wikipedia.org/wiki/Wright_brothers;
    https://en.wikipedia.org/wiki/Johannes_Gutenberg;
    https://en.wikipedia.org/wiki/Industrial_Revolution;
    https://en.wikipedia.org/wiki/James_Watt;
    https://en.wikipedia.org/wiki/Alfred_Nobel;
    https://en.wikipedia.org/wiki/Benz_Patent-Motorwagen

- id: modern-times
  area: history
  questions:
    - question: Welcher US-Präsident wurde im November 1963 in Dallas ermordet?
      answer: John F. Kennedy
      accept:
        - Kennedy
        - JFK
        - John Kennedy
    - question: Welcher Bürgerrechtler hielt 1963 in Washington die Rede "I Have a Dream"?
      answer: Martin Luther King Jr.
      accept:
        - Martin Luther King
        - MLK
        - Martin Luther King junior
    - question: Wer war die erste Premierministerin des Vereinigten Königreichs?
      answer: Margaret Thatcher
      accept:
        - Thatcher
    - question: Welcher Bundeskanzler kniete 1970 am Denkmal des Warschauer Ghettoaufstands nieder?
      answer: Willy Brandt
      accept:
        - Brandt
    - question: Welche Partei unter Lenin ergriff im Oktober 1917 in Russland die Macht?
      answer: Die Bolschewiki
      accept:
        - Bolschewiki
        - Bolschewisten
        - Die Bolschewisten
    - question: Welches selbstverwaltete Land führte 1893 als erstes das landesweite Frauenwahlrecht ein?
      answer: Neuseeland
  source: >-
    https://en.wikipedia.org/wiki/Assassination_of_John_F._Kennedy;
    https://en.wikipedia.org/wiki/I_Have_a_Dream;
    https://en.wikipedia.org/wiki/Margaret_Thatcher;
    https://en.wikipedia.org/wiki/Willy_Brandt;
    https://en.wikipedia.org/wiki/October_Revolution;
    https://en.wikipedia.org/wiki/Women%27s_suffrage_in_New_Zealand

- id: ancient-rome
  area: history
  questions:
    - question: Welche Zwillinge gründeten der Sage nach Rom?
      answer: Romulus und Remus
      accept:
        - Romulus
        - Remus
    - question: Welcher römische Kaiser gewährte 313 mit dem Mailänder Edikt den Christen Religionsfreiheit?
      answer: Konstantin der Große
      accept:
        - Konstantin
        - Konstantin I.
    - question: Welcher römische Kaiser soll beim Brand Roms im Jahr 64 gesungen haben?
      answer: Nero
    - question: Auf welches Jahr datiert man das Ende des Weströmischen Reiches meist?
      answer: "476"
      accept:
        - 476 n. Chr.
    - question: Wie hieß London zur Römerzeit?
      answer: Londinium
    - question: In welcher Schlacht vernichteten germanische Stämme unter Arminius im Jahr 9 drei römische Legionen?
      answer: Die Varusschlacht
      accept:
        - Varusschlacht
        - Schlacht im Teutoburger Wald
  source: >-
    https://en.wikipedia.org/wiki/Romulus_and_Remus;
    https://en.wikipedia.org/wiki/Edict_of_Milan;
    https://en.wikipedia.org/wiki/Great_Fire_of_Rome;
    https://en.wikipedia.org/wiki/Fall_of_the_Western_Roman_Empire;
    https://en.wikipedia.org/wiki/Londinium;
    https://en.wikipedia.org/wiki/Battle_of_the_Teutoburg_Forest

- id: medieval-europe
  area: history
  questions:
    - question: Welcher normannische Herzog wurde nach der Schlacht bei Hastings König von England?
      answer: Wilhelm der Eroberer
      accept:
        - Wilhelm I.
        - William the Conqueror
    - question: Wie nennt man die Kriegszüge aus Europa ins Heilige Land zwischen 1096 und 1291?
      answer: Die Kreuzzüge
      accept:
        - Kreuzzüge
        - Kreuzzug
    - question: Welcher englische König wurde "Löwenherz" genannt?
      answer: Richard I.
      accept:
        - Richard Löwenherz
        - Richard
    - question: Wie hieß der Bund von Handelsstädten wie Lübeck und Hamburg im Mittelalter?
      answer: Die Hanse
      accept:
        - Hanse
        - Hansa
    - question: Welcher Schweizer Sagenheld schoss einen Apfel vom Kopf seines Sohnes?
      answer: Wilhelm Tell
      accept:
        - Tell
    - question: Wie nennt man die mittelalterliche Ordnung aus Lehnsherren, Vasallen und Lehen?
      answer: Das Lehnswesen
      accept:
        - Lehnswesen
        - Lehenswesen
        - Feudalismus
  source: >-
    https://en.wikipedia.org/wiki/William_the_Conqueror;
    https://en.wikipedia.org/wiki/Crusades;
    https://en.wikipedia.org/wiki/Richard_I_of_England;
    https://en.wikipedia.org/wiki/Hanseatic_League;
    https://en.wikipedia.org/wiki/William_Tell;
    https://en.wikipedia.org/wiki/Feudalism

- id: early-modern-times
  area: history
  questions:
    - question: Welcher Florentiner schrieb "Der Fürst", ein Buch darüber, wie Herrscher ihre Macht sichern?
      answer: Niccolò Machiavelli
      accept:
        - Machiavelli
        - Niccolo Machiavelli
    - question: Welcher Astronom stellte in einem Buch von 1543 die Sonne statt der Erde in den Mittelpunkt?
      answer: Nikolaus Kopernikus
      accept:
        - Kopernikus
        - Copernicus
    - question: Welcher Krieg, vor allem in Deutschland ausgetragen, endete 1648 mit dem Westfälischen Frieden?
      answer: Der Dreißigjährige Krieg
      accept:
        - Dreißigjähriger Krieg
    - question: Welcher spanische Konquistador eroberte das Inkareich?
      answer: Francisco Pizarro
      accept:
        - Pizarro
    - question: Mit welchem Schiff kamen die Pilgerväter 1620 nach Nordamerika?
      answer: Die Mayflower
      accept:
        - Mayflower
    - question: Wie nennt man die Ermordung der Hugenotten in Paris im August 1572?
      answer: Die Bartholomäusnacht
      accept:
        - Bartholomäusnacht
        - Pariser Bluthochzeit
  source: >-
    https://en.wikipedia.org/wiki/The_Prince;
    https://en.wikipedia.org/wiki/Nicolaus_Copernicus;
    https://en.wikipedia.org/wiki/Thirty_Years%27_War;
    https://en.wikipedia.org/wiki/Francisco_Pizarro;
    https://en.wikipedia.org/wiki/Mayflower;
    https://en.wikipedia.org/wiki/St._Bartholomew%27s_Day_massacre
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

- id: world-literature
  area: art
  questions:
    - question: Welcher englische Dichter schrieb das Epos "Das verlorene Paradies"?
      answer: John Milton
      accept:
        - Milton
    - question: Welcher griechische Dichter schuf der Überlieferung nach die "Ilias" und die "Odyssee"?
      answer: Homer
    - question: Welcher deutsche Dichter schrieb die Tragödie "Faust" in zwei Teilen?
      answer: Johann Wolfgang von Goethe
      accept:
        - Goethe
    - question: Wer schrieb den Roman "Don Quijote"?
      answer: Miguel de Cervantes
      accept:
        - Cervantes
    - question: Welcher russische Schriftsteller schrieb den Roman "Krieg und Frieden"?
      answer: Leo Tolstoi
      accept:
        - Tolstoi
        - Lew Tolstoi
        - Tolstoj
    - question: In welcher Stadt spielt James Joyces Roman "Ulysses"?
      answer: Dublin
  source: >-
    https://en.wikipedia.org/wiki/Paradise_Lost;
    https://en.wikipedia.org/wiki/Homer;
    https://en.wikipedia.org/wiki/Goethe%27s_Faust;
    https://en.wikipedia.org/wiki/Don_Quixote;
    https://en.wikipedia.org/wiki/War_and_Peace;
    https://en.wikipedia.org/wiki/Ulysses_(novel)

- id: architecture-and-sculpture
  area: art
  questions:
    - question: In welcher Stadt steht der Eiffelturm?
      answer: Paris
    - question: In welcher indischen Stadt steht das Taj Mahal?
      answer: Agra
    - question: Welcher französische Bildhauer schuf "Der Denker"?
      answer: Auguste Rodin
      accept:
        - Rodin
    - question: Wie heißt der größte Tempel auf der Akropolis von Athen, der Göttin Athene geweiht?
      answer: Der Parthenon
      accept:
        - Parthenon
        - Parthenon-Tempel
    - question: Welcher Architekt entwarf die Sagrada Família in Barcelona?
      answer: Antoni Gaudí
      accept:
        - Gaudí
        - Gaudi
        - Antoni Gaudi
    - question: Welche Kunst- und Gestaltungsschule gründete Walter Gropius 1919 in Weimar?
      answer: Das Bauhaus
      accept:
        - Bauhaus
        - Staatliches Bauhaus
  source: >-
    https://en.wikipedia.org/wiki/Eiffel_Tower;
    https://en.wikipedia.org/wiki/Taj_Mahal;
    https://en.wikipedia.org/wiki/The_Thinker;
    https://en.wikipedia.org/wiki/Parthenon;
    https://en.wikipedia.org/wiki/Sagrada_Fam%C3%ADlia;
    https://en.wikipedia.org/wiki/Bauhaus

- id: painters-and-movements
  area: art
  questions:
    - question: Welcher französische Impressionist malte die Seerosen seines Gartens in Giverny?
      answer: Claude Monet
      accept:
        - Monet
    - question: Welcher Pop-Art-Künstler schuf die Serie "Campbell’s Soup Cans"?
      answer: Andy Warhol
      accept:
        - Warhol
    - question: Welcher italienische Maler der Renaissance schuf "Die Geburt der Venus"?
      answer: Sandro Botticelli
      accept:
        - Botticelli
    - question: Zu welcher Kunstrichtung gehörten Salvador Dalí und René Magritte?
      answer: Surrealismus
      accept:
        - Surrealisten
        - Die Surrealisten
        - Surrealist
    - question: Welcher österreichische Maler verwendete Blattgold in seinem Gemälde "Der Kuss"?
      answer: Gustav Klimt
      accept:
        - Klimt
    - question: Welcher Nürnberger Künstler zeichnete die berühmten "Betenden Hände"?
      answer: Albrecht Dürer
      accept:
        - Dürer
        - Duerer
        - Durer
  source: >-
    https://en.wikipedia.org/wiki/Water_Lilies_(Monet_series);
    https://en.wikipedia.org/wiki/Campbell%27s_Soup_Cans;
    https://en.wikipedia.org/wiki/The_Birth_of_Venus;
    https://en.wikipedia.org/wiki/Surrealism;
    https://en.wikipedia.org/wiki/The_Kiss_(Klimt);
    https://en.wikipedia.org/wiki/Praying_Hands_(D%C3%BCrer)

- id: composers-and-operas
  area: art
  questions:
    - question: Welcher österreichische Komponist, der "Walzerkönig", schrieb "An der schönen blauen Donau"?
      answer: Johann Strauss (Sohn)
      accept:
        - Johann Strauss
        - Strauss
        - Johann Strauß
        - Strauß
    - question: Welcher polnische Komponist, 1849 in Paris gestorben, ist für seine Mazurken und Polonaisen berühmt?
      answer: Frédéric Chopin
      accept:
        - Chopin
        - Frederic Chopin
        - Fryderyk Chopin
    - question: Welcher französische Komponist schrieb die Oper "Carmen"?
      answer: Georges Bizet
      accept:
        - Bizet
    - question: Welcher italienische Komponist schrieb die Opern "Aida" und "La traviata"?
      answer: Giuseppe Verdi
      accept:
        - Verdi
    - question: Welcher deutsche Komponist schrieb den vierteiligen Opernzyklus "Der Ring des Nibelungen"?
      answer: Richard Wagner
      accept:
        - Wagner
    - question: Welcher in Halle geborene Wahl-Londoner schrieb das Oratorium "Der Messias"?
      answer: Georg Friedrich Händel
      accept:
        - Händel
        - Haendel
        - George Frideric Handel
  source: >-
    https://en.wikipedia.org/wiki/The_Blue_Danube;
    https://en.wikipedia.org/wiki/Fr%C3%A9d%C3%A9ric_Chopin;
    https://en.wikipedia.org/wiki/Carmen;
    https://en.wikipedia.org/wiki/Aida;
    https://en.wikipedia.org/wiki/Der_Ring_des_Nibelungen;
    https://en.wikipedia.org/wiki/Messiah_(Handel)

- id: instruments-and-notation
  area: art
  questions:
    - question: Wie viele Musiker spielen in einem Streichquartett?
      answer: "4"
      accept:
        - vier
    - question: Welches Orchesterinstrument verändert seine Tonhöhe mit einem langen Zug?
      answer: Die Posaune
      accept:
        - Posaune
        - Zugposaune
    - question: Welches lange hölzerne Blasinstrument stammt von den Aborigines Australiens?
      answer: Das Didgeridoo
      accept:
        - Didgeridoo
        - Didjeridu
        - Yidaki
    - question: Welches italienische Wort in den Noten sagt den Musikern, dass sie laut spielen sollen?
      answer: Forte
    - question: Welches Tasteninstrument des Barocks zupft seine Saiten, statt sie anzuschlagen?
      answer: Das Cembalo
      accept:
        - Cembalo
        - Spinett
        - Virginal
        - Clavicembalo
    - question: Wie nennt man den G-Schlüssel meistens?
      answer: Violinschlüssel
      accept:
        - Der Violinschlüssel
        - Violinenschlüssel
  source: >-
    https://en.wikipedia.org/wiki/String_quartet;
    https://en.wikipedia.org/wiki/Trombone;
    https://en.wikipedia.org/wiki/Didgeridoo;
    https://en.wikipedia.org/wiki/Dynamics_(music);
    https://en.wikipedia.org/wiki/Harpsichord;
    https://en.wikipedia.org/wiki/Clef

- id: novels-and-poems
  area: art
  questions:
    - question: Welcher amerikanische Schriftsteller schrieb "Die Abenteuer des Tom Sawyer"?
      answer: Mark Twain
      accept:
        - Twain
        - Samuel Clemens
        - Samuel Langhorne Clemens
    - question: Wer schrieb den 1937 erschienenen Roman "Der Hobbit"?
      answer: J. R. R. Tolkien
      accept:
        - Tolkien
        - JRR Tolkien
        - John Ronald Reuel Tolkien
    - question: Welcher dänische Dichter schrieb das Märchen "Die kleine Meerjungfrau"?
      answer: Hans Christian Andersen
      accept:
        - Andersen
        - H. C. Andersen
    - question: Welcher französische Schriftsteller schrieb den Roman "Die Elenden" ("Les Misérables")?
      answer: Victor Hugo
      accept:
        - Hugo
    - question: Welcher italienische Dichter schrieb die "Göttliche Komödie"?
      answer: Dante Alighieri
      accept:
        - Dante
    - question: Welcher Prager Schriftsteller ließ Gregor Samsa als riesiges Insekt erwachen?
      answer: Franz Kafka
      accept:
        - Kafka
  source: >-
    https://en.wikipedia.org/wiki/The_Adventures_of_Tom_Sawyer;
    https://en.wikipedia.org/wiki/The_Hobbit;
    https://en.wikipedia.org/wiki/The_Little_Mermaid;
    https://en.wikipedia.org/wiki/Les_Mis%C3%A9rables;
    https://en.wikipedia.org/wiki/Divine_Comedy;
    https://en.wikipedia.org/wiki/The_Metamorphosis

- id: stage-and-screen
  area: art
  questions:
    - question: Unter welchem Namen ist die Statuette der Academy Awards besser bekannt?
      answer: Oscar
      accept:
        - Der Oscar
        - Oscars
    - question: Welcher amerikanische Regisseur drehte "Der weiße Hai" und "E.T. – Der Außerirdische"?
      answer: Steven Spielberg
      accept:
        - Spielberg
    - question: Welcher Regisseur, der "Meister des Suspense", drehte 1960 den Film "Psycho"?
      answer: Alfred Hitchcock
      accept:
        - Hitchcock
    - question: Auf welchem Filmfestival wird die Goldene Palme verliehen?
      answer: Cannes
      accept:
        - Filmfestspiele von Cannes
        - Festival de Cannes
    - question: Welcher norwegische Dramatiker schrieb "Nora oder Ein Puppenheim"?
      answer: Henrik Ibsen
      accept:
        - Ibsen
    - question: Welcher deutsche Dramatiker schrieb mit dem Komponisten Kurt Weill "Die Dreigroschenoper"?
      answer: Bertolt Brecht
      accept:
        - Brecht
        - Bertold Brecht
  source: >-
    https://en.wikipedia.org/wiki/Academy_Awards;
    https://en.wikipedia.org/wiki/Steven_Spielberg;
    https://en.wikipedia.org/wiki/Alfred_Hitchcock;
    https://en.wikipedia.org/wiki/Palme_d%27Or;
    https://en.wikipedia.org/wiki/A_Doll%27s_House;
    https://en.wikipedia.org/wiki/The_Threepenny_Opera

- id: buildings-and-monuments
  area: art
  questions:
    - question: In welcher italienischen Stadt steht neben dem Dom ein berühmter schiefer Glockenturm?
      answer: Pisa
    - question: Welches Pariser Museum hat eine Glaspyramide als Haupteingang?
      answer: Der Louvre
      accept:
        - Louvre
        - Musée du Louvre
    - question: Welches bayerische Schloss, für König Ludwig II. erbaut, inspirierte Disneys Märchenschlösser?
      answer: Schloss Neuschwanstein
      accept:
        - Neuschwanstein
    - question: Spitzbögen und Strebewerk kennzeichnen welchen Baustil des Mittelalters?
      answer: Gotik
      accept:
        - Die Gotik
        - Gotisch
        - Gotischer Stil
    - question: In welcher spanischen Stadt steht die Alhambra?
      answer: Granada
    - question: Welcher dänische Architekt entwarf das Opernhaus von Sydney?
      answer: Jørn Utzon
      accept:
        - Utzon
        - Jorn Utzon
        - Jörn Utzon
  source: >-
    https://en.wikipedia.org/wiki/Leaning_Tower_of_Pisa;
    https://en.wikipedia.org/wiki/Louvre_Pyramid;
    https://en.wikipedia.org/wiki/Neuschwanstein_Castle;
    https://en.wikipedia.org/wiki/Gothic_architecture;
    https://en.wikipedia.org/wiki/Alhambra;
    https://en.wikipedia.org/wiki/J%C3%B8rn_Utzon

- id: old-masters
  area: art
  questions:
    - question: Welcher italienische Künstler malte im Vatikan "Die Schule von Athen"?
      answer: Raffael
      accept:
        - Raffaello Sanzio
        - Raphael
    - question: Welcher flämische Maler schuf gemeinsam mit seinem Bruder Hubert den "Genter Altar"?
      answer: Jan van Eyck
      accept:
        - van Eyck
    - question: Welcher flämische Maler schuf 1565 das Bild "Die Jäger im Schnee"?
      answer: Pieter Bruegel der Ältere
      accept:
        - Bruegel
        - Pieter Bruegel
        - Brueghel
    - question: Welcher deutsche Maler schuf 1533 in London das Bild "Die Gesandten"?
      answer: Hans Holbein der Jüngere
      accept:
        - Holbein
        - Hans Holbein
    - question: Welcher italienische Maler ist für das dramatische Hell-Dunkel der "Berufung des Matthäus" bekannt?
      answer: Caravaggio
      accept:
        - Michelangelo Merisi da Caravaggio
    - question: Welcher spanische Hofmaler schuf "Las Meninas"?
      answer: Diego Velázquez
      accept:
        - Velázquez
        - Velazquez
  source: >-
    https://en.wikipedia.org/wiki/The_School_of_Athens;
    https://en.wikipedia.org/wiki/Ghent_Altarpiece;
    https://en.wikipedia.org/wiki/The_Hunters_in_the_Snow;
    https://en.wikipedia.org/wiki/The_Ambassadors_(Holbein);
    https://en.wikipedia.org/wiki/The_Calling_of_St_Matthew;
    https://en.wikipedia.org/wiki/Las_Meninas

- id: modern-art
  area: art
  questions:
    - question: Welche von Georges Braque mitbegründete Kunstrichtung zerlegt Dinge in geometrische Formen?
      answer: Kubismus
      accept:
        - Der Kubismus
        - Kubisten
    - question: Welcher russische Maler des "Blauen Reiters" war ein Wegbereiter der abstrakten Kunst?
      answer: Wassily Kandinsky
      accept:
        - Kandinsky
        - Kandinskij
    - question: Welcher niederländische Maler schuf abstrakte Raster aus schwarzen Linien und Grundfarben?
      answer: Piet Mondrian
      accept:
        - Mondrian
        - Mondriaan
    - question: Welcher französische Künstler reichte 1917 ein mit "R. Mutt" signiertes Urinal ein?
      answer: Marcel Duchamp
      accept:
        - Duchamp
    - question: Welcher amerikanische Maler tropfte und goss Farbe auf Leinwände, die auf dem Boden lagen?
      answer: Jackson Pollock
      accept:
        - Pollock
    - question: Welcher französische Maler, der wichtigste der "Fauves", schuf im Alter große Scherenschnitte?
      answer: Henri Matisse
      accept:
        - Matisse
  source: >-
    https://en.wikipedia.org/wiki/Cubism;
    https://en.wikipedia.org/wiki/Wassily_Kandinsky;
    https://en.wikipedia.org/wiki/Piet_Mondrian;
    https://en.wikipedia.org/wiki/Fountain_(Duchamp);
    https://en.wikipedia.org/wiki/Jackson_Pollock;
    https://en.wikipedia.org/wiki/Henri_Matisse

- id: opera-and-ballet
  area: art
  questions:
    - question: Welcher italienische Komponist schrieb die Oper "Madama Butterfly"?
      answer: Giacomo Puccini
      accept:
        - Puccini
    - question: Welcher italienische Komponist schrieb die Oper "Der Barbier von Sevilla"?
      answer: Gioachino Rossini
      accept:
        - Rossini
        - Gioacchino Rossini
    - question: In welcher Stadt steht das Opernhaus "Teatro alla Scala"?
      answer: Mailand
      accept:
        - Milano
    - question: Welcher deutsche Komponist schrieb die Oper "Der Freischütz"?
      answer: Carl Maria von Weber
      accept:
        - Weber
    - question: Welcher russische Komponist schrieb das Ballett "Le Sacre du printemps" (1913)?
      answer: Igor Strawinsky
      accept:
        - Strawinsky
        - Stravinsky
        - Igor Stravinsky
    - question: Wie nennt man den Text einer Oper?
      answer: Das Libretto
      accept:
        - Libretto
  source: >-
    https://en.wikipedia.org/wiki/Madama_Butterfly;
    https://en.wikipedia.org/wiki/The_Barber_of_Seville;
    https://en.wikipedia.org/wiki/La_Scala;
    https://en.wikipedia.org/wiki/Der_Freisch%C3%BCtz;
    https://en.wikipedia.org/wiki/The_Rite_of_Spring;
    https://en.wikipedia.org/wiki/Libretto

- id: film-classics
  area: art
  questions:
    - question: Welcher Film von 1939 schickt Dorothy über eine Straße aus gelben Ziegelsteinen?
      answer: Der Zauberer von Oz
      accept:
        - Zauberer von Oz
        - The Wizard of Oz
    - question: Wer drehte 1927 den Stummfilm "Metropolis"?
      answer: Fritz Lang
      accept:
        - Lang
    - question: Welcher Schauspieler spielte Rick Blaine in "Casablanca" (1942)?
      answer: Humphrey Bogart
      accept:
        - Bogart
    - question: Welche Schauspielerin spielte Holly Golightly in "Frühstück bei Tiffany"?
      answer: Audrey Hepburn
      accept:
        - Hepburn
    - question: Welcher Film von 1927 war der erste Spielfilm mit synchron gesprochenem Dialog?
      answer: Der Jazzsänger
      accept:
        - Jazzsänger
        - The Jazz Singer
    - question: Welcher japanische Regisseur drehte 1954 "Die sieben Samurai"?
      answer: Akira Kurosawa
      accept:
        - Kurosawa
  source: >-
    https://en.wikipedia.org/wiki/The_Wizard_of_Oz_(1939_film);
    https://en.wikipedia.org/wiki/Metropolis_(1927_film);
    https://en.wikipedia.org/wiki/Casablanca_(film);
    https://en.wikipedia.org/wiki/Breakfast_at_Tiffany%27s_(film);
    https://en.wikipedia.org/wiki/The_Jazz_Singer;
    https://en.wikipedia.org/wiki/Seven_Samurai
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

- id: chemistry-basics
  area: natural-science
  questions:
    - question: Welches Gas ist der Hauptbestandteil von Erdgas?
      answer: Methan
      accept:
        - CH4
        - CH₄
    - question: Welches ist das leichteste aller Metalle?
      answer: Lithium
      accept:
        - Li
    - question: Welches Element hat die Ordnungszahl 1?
      answer: Wasserstoff
    - question: Wie nennt man den Übergang eines Stoffes vom festen direkt in den gasförmigen Zustand?
      answer: Sublimation
    - question: Welches Edelgas lässt klassische Leuchtreklamen rotorange leuchten?
      answer: Neon
    - question: Welches chemische Symbol hat Natrium?
      answer: Na
  source: >-
    https://en.wikipedia.org/wiki/Natural_gas;
    https://en.wikipedia.org/wiki/Lithium;
    https://en.wikipedia.org/wiki/Hydrogen;
    https://en.wikipedia.org/wiki/Sublimation_(phase_transition);
    https://en.wikipedia.org/wiki/Neon_lighting;
    https://en.wikipedia.org/wiki/Sodium

- id: planets-and-physics
  area: natural-science
  questions:
    - question: Welche Kraft hält die Planeten auf ihrem Weg um die Sonne?
      answer: Die Gravitation
      accept:
        - Gravitation
        - Schwerkraft
        - Anziehungskraft
    - question: Welcher Planet des Sonnensystems ist am weitesten von der Sonne entfernt?
      answer: Neptun
    - question: Welcher italienische Gelehrte stand 1633 vor Gericht, weil er lehrte, dass sich die Erde um die Sonne bewegt?
      answer: Galileo Galilei
      accept:
        - Galilei
        - Galileo
    - question: Welcher Planet hat die beiden kleinen Monde Phobos und Deimos?
      answer: Mars
    - question: Um welchen Planeten kreist der Mond Titan?
      answer: Saturn
    - question: Wie heißt die SI-Einheit des elektrischen Widerstands?
      answer: Das Ohm
      accept:
        - Ohm
        - Ω
  source: >-
    https://en.wikipedia.org/wiki/Gravity;
    https://en.wikipedia.org/wiki/Neptune;
    https://en.wikipedia.org/wiki/Galileo_affair;
    https://en.wikipedia.org/wiki/Moons_of_Mars;
    https://en.wikipedia.org/wiki/Titan_(moon);
    https://en.wikipedia.org/wiki/Ohm

- id: living-things
  area: natural-science
  questions:
    - question: Wie heißt in der Biologie die Entwicklung von der Raupe zum Schmetterling?
      answer: Die Metamorphose
      accept:
        - Metamorphose
        - Vollständige Metamorphose
    - question: Welches ist das größte Säugetier der Erde?
      answer: Der Blauwal
      accept:
        - Blauwal
    - question: Welche winzigen Bestandteile des Blutes lassen es gerinnen, wenn man sich schneidet?
      answer: Die Blutplättchen
      accept:
        - Blutplättchen
        - Thrombozyten
    - question: Welcher grüne Farbstoff ermöglicht es Pflanzen, für die Fotosynthese Licht einzufangen?
      answer: Chlorophyll
      accept:
        - Blattgrün
        - Chlorophyll a
    - question: Welches Organ des menschlichen Körpers bildet Insulin?
      answer: Die Bauchspeicheldrüse
      accept:
        - Bauchspeicheldrüse
        - Pankreas
    - question: Wer schrieb das 1859 erschienene Werk "Über die Entstehung der Arten"?
      answer: Charles Darwin
      accept:
        - Darwin
  source: >-
    https://en.wikipedia.org/wiki/Metamorphosis;
    https://en.wikipedia.org/wiki/Blue_whale;
    https://en.wikipedia.org/wiki/Platelet;
    https://en.wikipedia.org/wiki/Chlorophyll;
    https://en.wikipedia.org/wiki/Insulin;
    https://en.wikipedia.org/wiki/On_the_Origin_of_Species

- id: human-body
  area: natural-science
  questions:
    - question: Welches Organpaar filtert das Blut und bildet dabei Harn?
      answer: Die Nieren
      accept:
        - Nieren
        - Niere
    - question: Welche Blutgefäße führen das Blut vom Herzen weg?
      answer: Arterien
      accept:
        - Die Arterien
        - Arterie
        - Schlagadern
        - Schlagader
    - question: Welches ist die härteste Substanz im menschlichen Körper?
      answer: Zahnschmelz
      accept:
        - Schmelz
    - question: Wie viele Chromosomenpaare enthält eine normale menschliche Körperzelle?
      answer: "23"
      accept:
        - dreiundzwanzig
    - question: Wie lautet der medizinische Fachbegriff für den Kehlkopf?
      answer: Larynx
      accept:
        - Der Larynx
    - question: Wie heißt der kleinste Knochen des menschlichen Körpers, der im Mittelohr sitzt?
      answer: Der Steigbügel
      accept:
        - Steigbügel
        - Stapes
  source: >-
    https://en.wikipedia.org/wiki/Kidney;
    https://en.wikipedia.org/wiki/Artery;
    https://en.wikipedia.org/wiki/Tooth_enamel;
    https://en.wikipedia.org/wiki/Chromosome;
    https://en.wikipedia.org/wiki/Larynx;
    https://en.wikipedia.org/wiki/Stapes

- id: animal-kingdom
  area: natural-science
  questions:
    - question: Wie nennt man ein Känguru-Junges?
      answer: Joey
      accept:
        - Ein Joey
    - question: Wie nennt man eine Gruppe von Löwen?
      answer: Ein Rudel
      accept:
        - Rudel
    - question: Welcher heute lebende Vogel legt die größten Eier?
      answer: Der Strauß
      accept:
        - Strauß
        - Afrikanischer Strauß
        - Vogel Strauß
    - question: Welche Gruppe der Säugetiere kann als einzige wirklich fliegen?
      answer: Die Fledertiere
      accept:
        - Fledertiere
        - Fledermäuse
        - Fledermaus
        - Flughunde
    - question: Welches eierlegende Säugetier Australiens hat einen Schnabel wie eine Ente?
      answer: Das Schnabeltier
      accept:
        - Schnabeltier
    - question: Welches ist die größte heute lebende Echsenart?
      answer: Der Komodowaran
      accept:
        - Komodowaran
        - Komodo-Waran
        - Waran
  source: >-
    https://en.wikipedia.org/wiki/Kangaroo;
    https://en.wikipedia.org/wiki/Lion;
    https://en.wikipedia.org/wiki/Common_ostrich;
    https://en.wikipedia.org/wiki/Bat;
    https://en.wikipedia.org/wiki/Platypus;
    https://en.wikipedia.org/wiki/Komodo_dragon

- id: physics-and-units
  area: natural-science
  questions:
    - question: Welches Instrument misst den Luftdruck?
      answer: Ein Barometer
      accept:
        - Barometer
    - question: Wie heißt die SI-Einheit der Kraft?
      answer: Das Newton
      accept:
        - Newton
    - question: Wie nennt man die Ablenkung des Lichts beim Übergang von Luft in Wasser?
      answer: Brechung
      accept:
        - Lichtbrechung
        - Refraktion
    - question: Wie heißt die SI-Einheit der elektrischen Stromstärke?
      answer: Das Ampere
      accept:
        - Ampere
        - Amp
    - question: Welcher deutsche Physiker gab der Einheit der Frequenz ihren Namen?
      answer: Heinrich Hertz
      accept:
        - Hertz
    - question: Wo liegt der absolute Nullpunkt in Grad Celsius?
      answer: −273,15
      accept:
        - −273,15 °C
        - minus 273,15
        - −273
  source: >-
    https://en.wikipedia.org/wiki/Barometer;
    https://en.wikipedia.org/wiki/Newton_(unit);
    https://en.wikipedia.org/wiki/Refraction;
    https://en.wikipedia.org/wiki/Ampere;
    https://en.wikipedia.org/wiki/Hertz;
    https://en.wikipedia.org/wiki/Absolute_zero

- id: space-and-stars
  area: natural-science
  questions:
    - question: Wie heißt die Galaxie, zu der unser Sonnensystem gehört?
      answer: Die Milchstraße
      accept:
        - Milchstraße
    - question: Welcher Himmelskörper, lange als neunter Planet gezählt, wurde 2006 zum Zwergplaneten?
      answer: Pluto
    - question: Wer reiste 1961 als erster Mensch ins All?
      answer: Juri Gagarin
      accept:
        - Gagarin
    - question: Welches Weltraumteleskop setzte das Space Shuttle 1990 in der Umlaufbahn aus?
      answer: Das Hubble-Weltraumteleskop
      accept:
        - Hubble
        - Hubble-Teleskop
        - Weltraumteleskop Hubble
    - question: Welcher Planet rotiert auf der Seite liegend, mit einer um etwa 98 Grad geneigten Achse?
      answer: Uranus
    - question: Welcher Stern ist der Sonne am nächsten?
      answer: Proxima Centauri
      accept:
        - Proxima
        - Alpha Centauri C
  source: >-
    https://en.wikipedia.org/wiki/Milky_Way;
    https://en.wikipedia.org/wiki/Pluto;
    https://en.wikipedia.org/wiki/Yuri_Gagarin;
    https://en.wikipedia.org/wiki/Hubble_Space_Telescope;
    https://en.wikipedia.org/wiki/Uranus;
    https://en.wikipedia.org/wiki/Proxima_Centauri

- id: plants-and-rocks
  area: natural-science
  questions:
    - question: An welchem Baum wachsen Eicheln?
      answer: Die Eiche
      accept:
        - Eiche
        - Eichenbaum
    - question: Welches Gas geben Pflanzen bei der Fotosynthese ab?
      answer: Sauerstoff
    - question: Wie nennt man geschmolzenes Gestein unter der Erdoberfläche?
      answer: Magma
    - question: Welche Gesteinsart entsteht, wenn geschmolzenes Gestein abkühlt und erstarrt?
      answer: Magmatisches Gestein
      accept:
        - Magmatit
        - Magmatite
        - Erstarrungsgestein
    - question: Welcher Teil des Staubblatts einer Blüte bildet den Pollen?
      answer: Der Staubbeutel
      accept:
        - Staubbeutel
        - Anthere
    - question: Wie heißt der Superkontinent, der vor etwa 200 Millionen Jahren auseinanderzubrechen begann?
      answer: Pangäa
      accept:
        - Pangaea
        - Pangea
  source: >-
    https://en.wikipedia.org/wiki/Acorn;
    https://en.wikipedia.org/wiki/Photosynthesis;
    https://en.wikipedia.org/wiki/Magma;
    https://en.wikipedia.org/wiki/Igneous_rock;
    https://en.wikipedia.org/wiki/Stamen;
    https://en.wikipedia.org/wiki/Pangaea

- id: elements-and-compounds
  area: natural-science
  questions:
    - question: Welches chemische Symbol hat Silber?
      answer: Ag
    - question: Welche Legierung besteht hauptsächlich aus Kupfer und Zink?
      answer: Messing
    - question: Welchen pH-Wert hat reines Wasser bei 25 °C?
      answer: "7"
      accept:
        - sieben
    - question: Welches chemische Element hat das Symbol K?
      answer: Kalium
    - question: Welches Gas mit der Formel O₃ bildet hoch in der Atmosphäre eine schützende Schicht?
      answer: Ozon
    - question: Welcher russische Chemiker veröffentlichte 1869 ein Periodensystem der Elemente?
      answer: Dmitri Mendelejew
      accept:
        - Mendelejew
        - Mendeleev
        - Mendelejeff
  source: >-
    https://en.wikipedia.org/wiki/Silver;
    https://en.wikipedia.org/wiki/Brass;
    https://en.wikipedia.org/wiki/PH;
    https://en.wikipedia.org/wiki/Potassium;
    https://en.wikipedia.org/wiki/Ozone;
    https://en.wikipedia.org/wiki/Dmitri_Mendeleev

- id: weather-and-climate
  area: natural-science
  questions:
    - question: Wie heißt die Skala der Windstärken von 0 bis 12?
      answer: Die Beaufortskala
      accept:
        - Beaufortskala
        - Beaufort-Skala
        - Beaufort
    - question: Wie nennt man einen tropischen Wirbelsturm über dem Nordatlantik?
      answer: Hurrikan
      accept:
        - Ein Hurrikan
        - Hurricane
    - question: Welche warme Meeresströmung schenkt Nordwesteuropa sein mildes Klima?
      answer: Der Golfstrom
      accept:
        - Golfstrom
        - Nordatlantikstrom
    - question: Wie heißt die alle paar Jahre auftretende Erwärmung des Pazifiks vor Südamerika?
      answer: El Niño
      accept:
        - El Nino
    - question: Wie nennt man Eiskörner, die aus Gewitterwolken fallen?
      answer: Hagel
      accept:
        - Hagelkörner
    - question: Wie heißen die hoch aufgetürmten Gewitterwolken mit ambossförmiger Spitze?
      answer: Cumulonimbus
      accept:
        - Kumulonimbus
        - Cumulonimbuswolken
  source: >-
    https://en.wikipedia.org/wiki/Beaufort_scale;
    https://en.wikipedia.org/wiki/Tropical_cyclone;
    https://en.wikipedia.org/wiki/Gulf_Stream;
    https://en.wikipedia.org/wiki/El_Ni%C3%B1o;
    https://en.wikipedia.org/wiki/Hail;
    https://en.wikipedia.org/wiki/Cumulonimbus_cloud

- id: cells-and-heredity
  area: natural-science
  questions:
    - question: Welches Molekül trägt bei fast allen Lebewesen die Erbinformation?
      answer: DNA
      accept:
        - DNS
        - Desoxyribonukleinsäure
    - question: Welcher Mönch fand mit Erbsenpflanzen die Grundregeln der Vererbung?
      answer: Gregor Mendel
      accept:
        - Mendel
        - Johann Gregor Mendel
    - question: Wie heißt die gallertartige Substanz, die eine Zelle ausfüllt?
      answer: Zytoplasma
      accept:
        - Cytoplasma
        - Zellplasma
    - question: Welcher Teil einer tierischen oder pflanzlichen Zelle enthält die Chromosomen?
      answer: Der Zellkern
      accept:
        - Zellkern
        - Kern
        - Nukleus
    - question: Zu welchem Reich der Lebewesen gehören Champignons und Hefen?
      answer: Die Pilze
      accept:
        - Pilze
        - Fungi
    - question: Wie heißt die Teilung einer Zelle in zwei Zellen mit denselben Chromosomen?
      answer: Mitose
  source: >-
    https://en.wikipedia.org/wiki/DNA;
    https://en.wikipedia.org/wiki/Gregor_Mendel;
    https://en.wikipedia.org/wiki/Cytoplasm;
    https://en.wikipedia.org/wiki/Cell_nucleus;
    https://en.wikipedia.org/wiki/Fungus;
    https://en.wikipedia.org/wiki/Mitosis

- id: small-creatures
  area: natural-science
  questions:
    - question: Welches Insekt überträgt den Erreger der Malaria?
      answer: Die Stechmücke
      accept:
        - Stechmücke
        - Mücke
        - Anophelesmücke
        - Moskito
    - question: Wie viele Flügel hat eine Honigbiene?
      answer: "4"
      accept:
        - vier
    - question: Von welchen Blättern ernähren sich Seidenraupen?
      answer: Maulbeerblätter
      accept:
        - Maulbeere
        - Maulbeerbaum
        - Blätter des Maulbeerbaums
    - question: Wie heißen die Organe am Hinterleib einer Spinne, aus denen ihre Seide austritt?
      answer: Spinnwarzen
      accept:
        - Spinnwarze
        - Die Spinnwarzen
    - question: Welcher rote Käfer mit schwarzen Punkten gilt als Glücksbringer?
      answer: Der Marienkäfer
      accept:
        - Marienkäfer
        - Glückskäfer
    - question: Wie heißt die Biene, die im Bienenstock alle Eier legt?
      answer: Die Königin
      accept:
        - Königin
        - Bienenkönigin
        - Weisel
  source: >-
    https://en.wikipedia.org/wiki/Malaria;
    https://en.wikipedia.org/wiki/Western_honey_bee;
    https://en.wikipedia.org/wiki/Bombyx_mori;
    https://en.wikipedia.org/wiki/Spider_silk;
    https://en.wikipedia.org/wiki/Coccinellidae;
    https://en.wikipedia.org/wiki/Queen_bee
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

- id: olympic-games
  area: sport
  questions:
    - question: Welche olympische Disziplin verbindet Schwimmen, Radfahren und Laufen?
      answer: Triathlon
      accept:
        - Der Triathlon
    - question: In welchem Land wurden die antiken Olympischen Spiele ausgetragen?
      answer: Griechenland
      accept:
        - Antikes Griechenland
    - question: In welcher Stadt fanden 1896 die ersten Olympischen Spiele der Neuzeit statt?
      answer: Athen
    - question: In welcher deutschen Stadt fanden die Olympischen Sommerspiele 1972 statt?
      answer: München
      accept:
        - Muenchen
    - question: Welcher französische Baron gilt als Begründer der modernen Olympischen Spiele?
      answer: Pierre de Coubertin
      accept:
        - Coubertin
    - question: Wie viele olympische Goldmedaillen gewann der Schwimmer Michael Phelps insgesamt?
      answer: "23"
      accept:
        - dreiundzwanzig
  source: >-
    https://en.wikipedia.org/wiki/Triathlon;
    https://en.wikipedia.org/wiki/Ancient_Olympic_Games;
    https://en.wikipedia.org/wiki/1896_Summer_Olympics;
    https://en.wikipedia.org/wiki/1972_Summer_Olympics;
    https://en.wikipedia.org/wiki/Pierre_de_Coubertin;
    https://en.wikipedia.org/wiki/Michael_Phelps

- id: team-ball-games
  area: sport
  questions:
    - question: Wie heißt beim Baseball ein Schlag, nach dem der Schlagmann alle Bases umrunden kann?
      answer: Ein Homerun
      accept:
        - Homerun
        - Home Run
        - Homer
    - question: Wie viele Spieler hat jede Mannschaft beim Hallenvolleyball auf dem Feld?
      answer: "6"
      accept:
        - sechs
    - question: In welcher Sportart spielen Mannschaften aus Europa und den USA um den Ryder Cup?
      answer: Golf
    - question: Wie viele Spieler jeder Mannschaft stehen beim Handball auf dem Feld, den Torwart mitgezählt?
      answer: "7"
      accept:
        - sieben
    - question: Wie viele Spieler der Feldmannschaft stehen beim Baseball auf dem Platz?
      answer: "9"
      accept:
        - neun
    - question: In welcher Sportart spielen Nationalmannschaften um den Webb Ellis Cup?
      answer: Rugby Union
      accept:
        - Rugby
  source: >-
    https://en.wikipedia.org/wiki/Home_run;
    https://en.wikipedia.org/wiki/Volleyball;
    https://en.wikipedia.org/wiki/Ryder_Cup;
    https://en.wikipedia.org/wiki/Handball;
    https://en.wikipedia.org/wiki/Baseball;
    https://en.wikipedia.org/wiki/Webb_Ellis_Cup

- id: winter-sports
  area: sport
  questions:
    - question: Bei welchem Sport wischen die Spieler das Eis vor einem gleitenden Granitstein?
      answer: Curling
    - question: Welcher Wintersport verbindet Skilanglauf mit Schießen?
      answer: Biathlon
      accept:
        - Das Biathlon
        - Der Biathlon
    - question: In welchem Schlittensport liegt man bäuchlings und fährt mit dem Kopf voran?
      answer: Skeleton
      accept:
        - Das Skeleton
    - question: Welcher der Wettkampfsprünge im Eiskunstlauf wird als einziger vorwärts abgesprungen?
      answer: Der Axel
      accept:
        - Axel
        - Axel-Paulsen-Sprung
        - Axel Paulsen
    - question: In welchem französischen Ort fanden 1924 die ersten Olympischen Winterspiele statt?
      answer: Chamonix
      accept:
        - Chamonix-Mont-Blanc
    - question: Welche norwegische Stadt war 1994 Gastgeber der Olympischen Winterspiele?
      answer: Lillehammer
  source: >-
    https://en.wikipedia.org/wiki/Curling;
    https://en.wikipedia.org/wiki/Biathlon;
    https://en.wikipedia.org/wiki/Skeleton_(sport);
    https://en.wikipedia.org/wiki/Axel_jump;
    https://en.wikipedia.org/wiki/1924_Winter_Olympics;
    https://en.wikipedia.org/wiki/1994_Winter_Olympics

- id: athletics-and-swimming
  area: sport
  questions:
    - question: Wie viele Meter misst eine Runde auf der Innenbahn einer normalen Laufbahn im Freien?
      answer: "400"
      accept:
        - 400 m
        - 400 Meter
        - vierhundert
    - question: Wie viele Meter lang ist ein olympisches Schwimmbecken?
      answer: "50"
      accept:
        - 50 m
        - 50 Meter
        - fünfzig
    - question: In welcher Disziplin wird eine schwere Metallkugel von der Schulter weg gestoßen?
      answer: Kugelstoßen
      accept:
        - Das Kugelstoßen
        - Kugelstoß
        - Kugel
    - question: Welcher US-Athlet gewann bei den Olympischen Spielen 1936 in Berlin vier Goldmedaillen?
      answer: Jesse Owens
      accept:
        - Owens
    - question: Mit welcher Schwimmart beginnt das Lagenschwimmen im Einzel?
      answer: Schmetterling
      accept:
        - Delfin
        - Delphin
        - Butterfly
        - Schmetterlingsschwimmen
    - question: Welcher britische Läufer lief 1954 als Erster eine Meile in weniger als vier Minuten?
      answer: Roger Bannister
      accept:
        - Bannister
  source: >-
    https://en.wikipedia.org/wiki/Running_track;
    https://en.wikipedia.org/wiki/Olympic-size_swimming_pool;
    https://en.wikipedia.org/wiki/Shot_put;
    https://en.wikipedia.org/wiki/Jesse_Owens;
    https://en.wikipedia.org/wiki/Individual_medley;
    https://en.wikipedia.org/wiki/Roger_Bannister

- id: combat-and-target-sports
  area: sport
  questions:
    - question: In welcher Sportart benutzen die Wettkämpfer Florett, Degen oder Säbel?
      answer: Fechten
    - question: In welchem Land entstand Judo?
      answer: Japan
    - question: Unter welchem Namen wurde der Boxer Cassius Clay weltberühmt?
      answer: Muhammad Ali
      accept:
        - Ali
        - Mohammed Ali
    - question: Welches ist die höchstmögliche Punktzahl mit drei Darts?
      answer: "180"
      accept:
        - hundertachtzig
        - einhundertachtzig
    - question: Wie viele Runden dauert ein WM-Kampf der Profiboxer bei den Männern höchstens?
      answer: "12"
      accept:
        - zwölf
    - question: Wie heißt der höchste Rang im professionellen Sumo-Ringen?
      answer: Yokozuna
  source: >-
    https://en.wikipedia.org/wiki/Fencing;
    https://en.wikipedia.org/wiki/Judo;
    https://en.wikipedia.org/wiki/Muhammad_Ali;
    https://en.wikipedia.org/wiki/Darts;
    https://en.wikipedia.org/wiki/Boxing;
    https://en.wikipedia.org/wiki/Yokozuna

- id: football-clubs-and-cups
  area: sport
  questions:
    - question: Wie nennt man es im Fußball, wenn ein Spieler drei Tore in einem Spiel erzielt?
      answer: Ein Hattrick
      accept:
        - Hattrick
        - Hat-Trick
        - Hat-trick
    - question: Welche Karte zeigt ein Schiedsrichter im Fußball, um einen Spieler vom Platz zu stellen?
      answer: Die Rote Karte
      accept:
        - Rote Karte
        - Rot
    - question: Welches Land war Gastgeber der Fußball-Weltmeisterschaft 2006?
      answer: Deutschland
    - question: Welcher Fußballverein trägt seine Heimspiele im Camp Nou aus?
      answer: FC Barcelona
      accept:
        - Barcelona
        - Barça
        - Barca
    - question: Welcher englische Klub, genannt "Red Devils", gewann 1968 den Europapokal der Landesmeister?
      answer: Manchester United
      accept:
        - Man United
        - Man Utd
        - ManU
    - question: In welchem Jahr startete die erste Saison der Fußball-Bundesliga?
      answer: "1963"
  source: >-
    https://en.wikipedia.org/wiki/Hat-trick;
    https://en.wikipedia.org/wiki/Misconduct_(association_football);
    https://en.wikipedia.org/wiki/2006_FIFA_World_Cup;
    https://en.wikipedia.org/wiki/Camp_Nou;
    https://en.wikipedia.org/wiki/Manchester_United_F.C.;
    https://en.wikipedia.org/wiki/Bundesliga

- id: tennis-and-golf
  area: sport
  questions:
    - question: Wie viele Grand-Slam-Turniere werden im Tennis pro Jahr gespielt?
      answer: "4"
      accept:
        - vier
    - question: Welcher Deutsche gewann 1985 mit 17 Jahren das Herreneinzel in Wimbledon?
      answer: Boris Becker
      accept:
        - Becker
    - question: Welche deutsche Tennisspielerin gewann 1988 den "Golden Slam"?
      answer: Steffi Graf
      accept:
        - Graf
    - question: Welcher Vogel gibt im Golf einem Ergebnis von zwei Schlägen unter Par seinen Namen?
      answer: Eagle
      accept:
        - Adler
    - question: In welchem Land liegt St Andrews, die "Heimat des Golfsports"?
      answer: Schottland
    - question: Welcher Schweizer gewann das Herreneinzel in Wimbledon achtmal?
      answer: Roger Federer
      accept:
        - Federer
  source: >-
    https://en.wikipedia.org/wiki/Grand_Slam_(tennis);
    https://en.wikipedia.org/wiki/Boris_Becker;
    https://en.wikipedia.org/wiki/Steffi_Graf;
    https://en.wikipedia.org/wiki/Eagle_(golf);
    https://en.wikipedia.org/wiki/St_Andrews;
    https://en.wikipedia.org/wiki/Roger_Federer

- id: world-cup-history
  area: sport
  questions:
    - question: Wer schoss im WM-Finale 2014 das Siegtor für Deutschland?
      answer: Mario Götze
      accept:
        - Götze
        - Goetze
    - question: Welcher Argentinier erzielte 1986 das Tor mit der "Hand Gottes"?
      answer: Diego Maradona
      accept:
        - Maradona
    - question: Welcher Engländer erzielte im WM-Finale 1966 drei Tore?
      answer: Geoff Hurst
      accept:
        - Hurst
    - question: Welches Land gewann 2002 die erste Weltmeisterschaft in Asien?
      answer: Brasilien
    - question: Welche Mannschaft gewann 2010 das WM-Finale in Johannesburg?
      answer: Spanien
    - question: Welches Land gewann das WM-Finale 2006 im Elfmeterschießen gegen Frankreich?
      answer: Italien
  source: >-
    https://en.wikipedia.org/wiki/2014_FIFA_World_Cup_final;
    https://en.wikipedia.org/wiki/Argentina_v_England_(1986_FIFA_World_Cup);
    https://en.wikipedia.org/wiki/1966_FIFA_World_Cup_final;
    https://en.wikipedia.org/wiki/2002_FIFA_World_Cup;
    https://en.wikipedia.org/wiki/2010_FIFA_World_Cup_final;
    https://en.wikipedia.org/wiki/2006_FIFA_World_Cup_final

- id: olympic-stories
  area: sport
  questions:
    - question: Welche Turnerin erhielt 1976 als Erste bei Olympischen Spielen die Note 10?
      answer: Nadia Comăneci
      accept:
        - Comăneci
        - Comaneci
        - Nadia Comaneci
    - question: Welche Medaille bekommt man bei den Olympischen Spielen für den dritten Platz?
      answer: Bronze
      accept:
        - Die Bronzemedaille
        - Bronzemedaille
    - question: Welcher äthiopische Läufer gewann 1960 den olympischen Marathon barfuß?
      answer: Abebe Bikila
      accept:
        - Bikila
    - question: Welcher US-Schwimmer gewann 1972 bei denselben Olympischen Spielen sieben Goldmedaillen?
      answer: Mark Spitz
      accept:
        - Spitz
    - question: Was bedeutet das olympische Motto "Citius, altius, fortius"?
      answer: Schneller, höher, stärker
      accept:
        - Schneller höher stärker
    - question: In welcher Sportart gewann Birgit Fischer acht olympische Goldmedaillen?
      answer: Kanurennsport
      accept:
        - Kanu
        - Kanusport
        - Kajak
  source: >-
    https://en.wikipedia.org/wiki/Nadia_Com%C4%83neci;
    https://en.wikipedia.org/wiki/Olympic_medal;
    https://en.wikipedia.org/wiki/Abebe_Bikila;
    https://en.wikipedia.org/wiki/Mark_Spitz;
    https://en.wikipedia.org/wiki/Olympic_motto;
    https://en.wikipedia.org/wiki/Birgit_Fischer

- id: rules-of-the-game
  area: sport
  questions:
    - question: Wie viele Punkte bringt im Basketball ein Treffer von jenseits des Bogens?
      answer: "3"
      accept:
        - drei
    - question: Wie viele Minuten dauert ein Drittel im Eishockey?
      answer: "20"
      accept:
        - zwanzig
    - question: In welcher Sportart kann ein Schlagmann "leg before wicket" ausscheiden?
      answer: Cricket
    - question: Wie hoch ist beim Snooker das höchstmögliche Break ohne Freiball?
      answer: "147"
      accept:
        - hundertsiebenundvierzig
    - question: Wie viele Punkte zählt ein Versuch im Rugby Union?
      answer: "5"
      accept:
        - fünf
    - question: Wie nennt man im Tennis den Spielstand 40:40?
      answer: Einstand
  source: >-
    https://en.wikipedia.org/wiki/Three-point_field_goal;
    https://en.wikipedia.org/wiki/Ice_hockey;
    https://en.wikipedia.org/wiki/Leg_before_wicket;
    https://en.wikipedia.org/wiki/Maximum_break;
    https://en.wikipedia.org/wiki/Try_(rugby);
    https://en.wikipedia.org/wiki/Tennis_scoring_system

- id: water-sports
  area: sport
  questions:
    - question: In welcher Sportart werfen Mannschaften schwimmend einen Ball ins Tor?
      answer: Wasserball
    - question: Welche beiden Universitäten rudern im berühmten "Boat Race" auf der Themse gegeneinander?
      answer: Oxford und Cambridge
      accept:
        - Cambridge und Oxford
    - question: Welche Segeltrophäe, erstmals 1851 ausgesegelt, ist die älteste im internationalen Sport?
      answer: Der America’s Cup
      accept:
        - America’s Cup
        - America's Cup
    - question: Wie hoch ist der höchste Turm beim olympischen Wasserspringen, in Metern?
      answer: "10"
      accept:
        - 10 m
        - zehn
    - question: Welche der vier Wettkampf-Schwimmarten ist meist die langsamste?
      answer: Brustschwimmen
      accept:
        - Brust
        - Das Brustschwimmen
    - question: Welches Gewässer durchschwamm Matthew Webb 1875 als erster Mensch?
      answer: Der Ärmelkanal
      accept:
        - Ärmelkanal
        - Kanal
  source: >-
    https://en.wikipedia.org/wiki/Water_polo;
    https://en.wikipedia.org/wiki/The_Boat_Race;
    https://en.wikipedia.org/wiki/America%27s_Cup;
    https://en.wikipedia.org/wiki/Diving_(sport);
    https://en.wikipedia.org/wiki/Breaststroke;
    https://en.wikipedia.org/wiki/Matthew_Webb

- id: horses-and-motors
  area: sport
  questions:
    - question: Welches berühmte Pferderennen wird in Epsom gelaufen?
      answer: Das Derby
      accept:
        - Derby
        - Epsom Derby
    - question: Welche Reitdisziplin mit ihren vorgeschriebenen Lektionen wird auch "Ballett zu Pferde" genannt?
      answer: Dressur
    - question: Welcher deutsche Rennfahrer wurde von 2010 bis 2013 viermal in Folge Formel-1-Weltmeister?
      answer: Sebastian Vettel
      accept:
        - Vettel
    - question: Welche Flagge warnt im Motorsport vor Gefahr und verbietet das Überholen?
      answer: Die gelbe Flagge
      accept:
        - Gelbe Flagge
        - Gelb
    - question: Welcher italienische Formel-1-Rennstall fährt traditionell in Rot?
      answer: Ferrari
      accept:
        - Scuderia Ferrari
    - question: Welche Farbe hat das Trikot des Führenden beim Giro d’Italia?
      answer: Rosa
      accept:
        - Pink
        - Maglia rosa
  source: >-
    https://en.wikipedia.org/wiki/Epsom_Derby;
    https://en.wikipedia.org/wiki/Dressage;
    https://en.wikipedia.org/wiki/Sebastian_Vettel;
    https://en.wikipedia.org/wiki/Racing_flags;
    https://en.wikipedia.org/wiki/Scuderia_Ferrari;
    https://en.wikipedia.org/wiki/Maglia_rosa
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
