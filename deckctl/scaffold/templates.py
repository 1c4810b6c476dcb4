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
    # Thirteen cards in each of the six areas, what six players need (games/wissens_spektrum/piles.py),
    # so that neither `area-balance` nor `unplayable` has anything to say: the deck plays at once.
    # The twelve after each area's first are the starter deck's (decks/wissens-spektrum-starter).
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

- id: flags-and-currencies
  area: general-knowledge
  questions:
    - question: Which country's flag shows a green cedar tree?
      answer: Lebanon
    - question: What is the currency of India?
      answer: The Indian rupee
      accept: [Rupee, Indian rupee]
    - question: Which country's national flag is made of two pennants, one above the other?
      answer: Nepal
    - question: How many stars are there on the flag of the European Union?
      answer: "12"
      accept: [twelve]
    - question: How many stripes are there on the flag of the United States?
      answer: "13"
      accept: [thirteen]
    - question: Which country issues the currency called the rand?
      answer: South Africa
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
    - question: In which country did pizza originate?
      answer: Italy
    - question: Which fruit is the main ingredient of guacamole?
      answer: Avocado
      accept: [Avocados]
    - question: Which nut is ground to make marzipan?
      answer: Almond
      accept: [Almonds]
    - question: What is tofu made from?
      answer: Soybeans
      accept: [Soy beans, Soya beans, Soy, Soya]
    - question: From which plant is tequila distilled?
      answer: Blue agave
      accept: [Agave]
    - question: Which spice consists of the dried stigmas of a crocus flower?
      answer: Saffron
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
    - question: Who is the king of the gods in Greek mythology?
      answer: Zeus
    - question: Which Norse god of thunder carries a hammer?
      answer: Thor
    - question: Which hero of Greek myth could only be wounded in his heel?
      answer: Achilles
    - question: What is the name of the winged horse of Greek mythology?
      answer: Pegasus
    - question: In Greek myth, who opened a jar and let all the evils out into the world?
      answer: Pandora
    - question: Which ancient Egyptian god of the dead is shown with the head of a jackal?
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
    - question: How many squares is a chessboard divided into?
      answer: "64"
      accept: [sixty-four]
    - question: Which chess piece moves in an L shape and can jump over other pieces?
      answer: The knight
      accept: [Knight]
    - question: On a standard die, which number is on the face opposite the 1?
      answer: "6"
      accept: [six]
    - question: How many small squares does a standard Sudoku grid have?
      answer: "81"
      accept: [eighty-one]
    - question: How many points is the letter Q worth in English-language Scrabble?
      answer: "10"
      accept: [ten]
    - question: How many tiles are there in a standard double-six set of dominoes?
      answer: "28"
      accept: [twenty-eight]
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
    - question: How many dwarfs does Snow White live with in the fairy tale?
      answer: "7"
      accept: [seven]
    - question: Which object does a sorcerer send Aladdin into an enchanted cave to fetch?
      answer: A lamp
      accept: [Lamp, The lamp, Oil lamp, Magic lamp]
    - question: What does Cinderella leave behind on the palace steps as she runs from the ball?
      answer: A glass slipper
      accept: [Glass slipper, Her glass slipper, Slipper, Her slipper, Shoe, Glass shoe, Golden slipper]
    - question: Which fairy-tale girl lets down her long hair from a tower?
      answer: Rapunzel
    - question: Which German brothers first published their collection of fairy tales in 1812?
      answer: The Brothers Grimm
      accept: [Brothers Grimm, Grimm, Jacob and Wilhelm Grimm, The Grimms]
    - question: Which Italian writer created the wooden puppet Pinocchio?
      answer: Carlo Collodi
      accept: [Collodi, Carlo Lorenzini]
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
    - question: Which company makes the iPhone?
      answer: Apple
      accept: [Apple Inc.]
    - question: How many bits make up one byte?
      answer: "8"
      accept: [eight]
    - question: Who founded Microsoft together with Paul Allen in 1975?
      answer: Bill Gates
      accept: [Gates, William Gates]
    - question: What does the abbreviation PDF stand for?
      answer: Portable Document Format
    - question: What does the abbreviation USB stand for?
      answer: Universal Serial Bus
    - question: Which British computer scientist invented the World Wide Web in 1989?
      answer: Tim Berners-Lee
      accept: [Berners-Lee, Sir Tim Berners-Lee]
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
    - question: Which Swiss engineer invented the hook-and-loop fastener after looking at burrs on his dog?
      answer: George de Mestral
      accept: [De Mestral, Mestral]
    - question: Which company built the Model T, the first car made on a moving assembly line?
      answer: Ford
      accept: [Ford Motor Company, Henry Ford]
    - question: What does the "e" in "e-mail" stand for?
      answer: Electronic
      accept: [Electronic mail]
    - question: Which company brought out the first Walkman in 1979?
      answer: Sony
    - question: Which writing tool did László Bíró patent in 1938?
      answer: The ballpoint pen
      accept: [Ballpoint pen, Ballpoint, Biro]
    - question: What does the abbreviation GPS stand for?
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
    - question: What was Germany's currency before the euro?
      answer: The Deutsche Mark
      accept: [Deutsche Mark, D-Mark, Mark, DM]
    - question: How many cents make one euro?
      answer: "100"
      accept: [one hundred, a hundred]
    - question: In which city does the European Central Bank have its seat?
      answer: Frankfurt
      accept: [Frankfurt am Main]
    - question: What is the currency of the People's Republic of China called?
      answer: The renminbi
      accept: [Renminbi, Yuan, Chinese yuan, RMB]
    - question: What do we call a general rise in prices that makes money worth less?
      answer: Inflation
      accept: [Price inflation]
    - question: Which animal stands for rising prices on the stock market?
      answer: The bull
      accept: [Bull]
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
    - question: On which side of the road do cars drive in the United Kingdom?
      answer: On the left
      accept: [Left, The left]
    - question: Which Swiss tunnel, opened in 2016, was then the longest railway tunnel in the world?
      answer: The Gotthard Base Tunnel
      accept: [Gotthard Base Tunnel, Gotthard]
    - question: What is the name of France's high-speed train, first run in 1981?
      answer: The TGV
      accept: [TGV, Train à Grande Vitesse]
    - question: Which famous railway crosses Russia from Moscow to Vladivostok?
      answer: The Trans-Siberian Railway
      accept: [Trans-Siberian Railway, Trans-Siberian]
    - question: Which German car maker built the Beetle?
      answer: Volkswagen
      accept: [VW]
    - question: Which word is spoken three times over the radio as the international call for help?
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
    - question: Which Belgian cartoonist created Tintin?
      answer: Hergé
      accept: [Herge, Georges Remi]
    - question: Which friend of Asterix fell into the magic potion as a baby?
      answer: Obelix
    - question: What is the name of Superman's home planet?
      answer: Krypton
    - question: What is the name of Charlie Brown's dog in "Peanuts"?
      answer: Snoopy
    - question: What is the name of Donald Duck's rich uncle?
      answer: Scrooge McDuck
      accept: [Uncle Scrooge, Scrooge]
    - question: Which cat is forever chasing the mouse Jerry in the cartoons?
      answer: Tom
      accept: [Tom Cat]
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
    - question: Which Swiss dish is melted cheese in a pot, into which pieces of bread are dipped?
      answer: Fondue
      accept: [Cheese fondue]
    - question: Which grain is risotto made from?
      answer: Rice
    - question: Which Japanese dish, often with raw fish, is rolled in seaweed or shaped by hand?
      answer: Sushi
    - question: From which legume is hummus mainly made?
      answer: Chickpeas
      accept: [Chickpea, Garbanzo beans]
    - question: Which spice gives curry powder its yellow colour?
      answer: Turmeric
      accept: [Curcuma]
    - question: Which flaky pastry, shaped like a crescent, is a French breakfast favourite?
      answer: The croissant
      accept: [Croissant]
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
    - question: What was the name of the first mammal cloned from an adult cell, a sheep born in 1996?
      answer: Dolly
      accept: [Dolly the sheep]
    - question: What was the name of the dog the Soviet Union sent into space in 1957?
      answer: Laika
    - question: Which breed of dog is known for rescuing travellers in the snowy passes of Switzerland?
      answer: The St Bernard
      accept: [St Bernard, Saint Bernard, St. Bernard]
    - question: What was the name of the polar bear cub who became famous at Berlin Zoo in 2007?
      answer: Knut
    - question: What kind of animal was Flipper in the television series of the same name?
      answer: A dolphin
      accept: [Dolphin, Bottlenose dolphin]
    - question: What is the name of Harry Potter's owl?
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

- id: capital-cities
  area: geography
  questions:
    - question: What is the capital of Norway?
      answer: Oslo
    - question: What is the capital of Finland?
      answer: Helsinki
    - question: What is the capital of Chile?
      answer: Santiago
      accept: [Santiago de Chile]
    - question: What is the capital of Turkey?
      answer: Ankara
    - question: What is the capital of Kenya?
      answer: Nairobi
    - question: What is the capital of Mongolia?
      answer: Ulaanbaatar
      accept: [Ulan Bator]
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
    - question: What is the second-highest mountain on Earth?
      answer: K2
      accept: [Chhogori, Mount Godwin-Austen]
    - question: In which mountain range does Mont Blanc stand?
      answer: The Alps
      accept: [Alps]
    - question: In which country is Mount Fuji?
      answer: Japan
    - question: What is the highest mountain in Africa?
      answer: Kilimanjaro
      accept: [Mount Kilimanjaro]
    - question: Which mountain range in Russia is taken as a boundary between Europe and Asia?
      answer: The Ural Mountains
      accept: [Urals, The Urals, Ural Mountains]
    - question: What is the highest mountain in South America?
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
    - question: On which continent is the Sahara desert?
      answer: Africa
    - question: Which ocean lies between Europe and North America?
      answer: The Atlantic Ocean
      accept: [Atlantic, The Atlantic]
    - question: What is the largest island in the world that is not a continent?
      answer: Greenland
    - question: Which sea lies between Italy and Croatia?
      answer: The Adriatic Sea
      accept: [Adriatic, The Adriatic]
    - question: Which Siberian lake is the deepest lake in the world?
      answer: Lake Baikal
      accept: [Baikal]
    - question: What is the name of the deepest known point of the oceans, in the Mariana Trench?
      answer: Challenger Deep
      accept: [The Challenger Deep]
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
    - question: Which European country is shaped like a boot?
      answer: Italy
    - question: What is the largest country in the world by area?
      answer: Russia
      accept: [Russian Federation]
    - question: What is the largest country in South America by area?
      answer: Brazil
    - question: How many countries share a land border with Germany?
      answer: "9"
      accept: [nine]
    - question: Which kingdom is completely surrounded by South Africa?
      answer: Lesotho
    - question: Which Alpine principality is one of only two doubly landlocked countries in the world?
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
    - question: What is the capital of Spain?
      answer: Madrid
    - question: What is the capital of Argentina?
      answer: Buenos Aires
    - question: What is the capital of Thailand?
      answer: Bangkok
    - question: In which city do the Swiss federal government and parliament sit?
      answer: Bern
      accept: [Berne]
    - question: What is the capital of Pakistan?
      answer: Islamabad
    - question: What is the capital of Nigeria?
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
    - question: Which famous waterfalls lie on the border between Canada and the US state of New York?
      answer: Niagara Falls
      accept: [Niagara, The Niagara Falls]
    - question: Which great waterfall lies on the Zambezi River between Zambia and Zimbabwe?
      answer: Victoria Falls
      accept: [The Victoria Falls, Mosi-oa-Tunya]
    - question: The shore of which salt lake is the lowest point on dry land on Earth?
      answer: The Dead Sea
      accept: [Dead Sea]
    - question: Which body of water between Europe and Asia is the largest lake on Earth by area?
      answer: The Caspian Sea
      accept: [Caspian Sea, Caspian]
    - question: Which lake, crossed by the Rhine, is shared by Germany, Austria and Switzerland?
      answer: Lake Constance
      accept: [Bodensee, Constance]
    - question: Which waterfall in Venezuela is the highest uninterrupted waterfall in the world?
      answer: Angel Falls
      accept: [Kerepakupai Merú, Kerepakupai Meru]
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
    - question: Which US state is made up entirely of islands in the Pacific Ocean?
      answer: Hawaii
      accept: [Hawaiʻi, Hawai'i]
    - question: On which island is the Italian city of Palermo?
      answer: Sicily
      accept: [Sicilia]
    - question: Which large island lies off the south-east coast of Africa?
      answer: Madagascar
    - question: On which peninsula do Spain and Portugal lie?
      answer: The Iberian Peninsula
      accept: [Iberian Peninsula, Iberia]
    - question: Which strait separates Spain from Morocco?
      answer: The Strait of Gibraltar
      accept: [Strait of Gibraltar, Straits of Gibraltar, Gibraltar]
    - question: Which island, shared by Indonesia, Malaysia and Brunei, is the third-largest in the world?
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
    - question: Which Italian city, famous for its canals and gondolas, is built on islands in a lagoon?
      answer: Venice
      accept: [Venezia]
    - question: Which Californian city is linked to Marin County by the Golden Gate Bridge?
      answer: San Francisco
    - question: Above which city does the statue of Christ the Redeemer stand?
      answer: Rio de Janeiro
      accept: [Rio]
    - question: Which city lies on both sides of the Bosporus, in Europe and in Asia?
      answer: Istanbul
    - question: Which city in the United States is nicknamed the Windy City?
      answer: Chicago
    - question: In which country is the historic desert city of Timbuktu?
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
    - question: What is the line of 0 degrees longitude, running through Greenwich in London, called?
      answer: The prime meridian
      accept: [Prime meridian, Greenwich meridian]
    - question: What is the seasonal wind that brings heavy summer rain to South Asia called?
      answer: The monsoon
      accept: [Monsoon]
    - question: What is the cold, treeless plain of the far north, with frozen subsoil, called?
      answer: The tundra
      accept: [Tundra]
    - question: North of which line of latitude is there at least one day a year when the Sun never sets?
      answer: The Arctic Circle
      accept: [Arctic Circle]
    - question: Which line, roughly along the 180th meridian, separates one calendar day from the next?
      answer: The International Date Line
      accept: [International Date Line, Date Line, Date line]
    - question: Which desert in northern Chile is one of the driest places on Earth?
      answer: The Atacama Desert
      accept: [Atacama, Atacama Desert]
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
    - question: What is the capital of Austria?
      answer: Vienna
      accept: [Wien]
    - question: Of which country is Prague the capital?
      answer: The Czech Republic
      accept: [Czech Republic, Czechia]
    - question: What is the capital of Romania?
      answer: Bucharest
      accept: [București]
    - question: Which Baltic capital lies on the river Daugava?
      answer: Riga
    - question: What is the capital of Slovenia?
      answer: Ljubljana
    - question: Which capital city lies on the island of Malta?
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
    - question: Which river flows through Rome?
      answer: The Tiber
      accept: [Tiber, Tevere]
    - question: Which river flows through Hamburg on its way to the North Sea?
      answer: The Elbe
      accept: [Elbe]
    - question: Which river flows into the Atlantic at Lisbon?
      answer: The Tagus
      accept: [Tagus, Tejo, Tajo]
    - question: On which river does Bordeaux lie?
      answer: The Garonne
      accept: [Garonne]
    - question: Which river flows through Lyon and into the Mediterranean?
      answer: The Rhône
      accept: [Rhône, Rhone]
    - question: What is the longest river in the United Kingdom?
      answer: The Severn
      accept: [Severn, River Severn]
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
    - question: Which volcano near Catania is the highest active volcano in Europe?
      answer: Mount Etna
      accept: [Etna]
    - question: Which desert stretches across southern Mongolia and northern China?
      answer: The Gobi
      accept: [Gobi, Gobi Desert]
    - question: In which desert does Death Valley lie?
      answer: The Mojave Desert
      accept: [Mojave, Mojave Desert]
    - question: Which Indonesian volcano erupted in 1883 with one of the loudest sounds ever reported?
      answer: Krakatoa
      accept: [Krakatau]
    - question: What is the belt of volcanoes and earthquake zones around the Pacific called?
      answer: The Ring of Fire
      accept: [Ring of Fire, Pacific Ring of Fire]
    - question: Which desert in southern Africa covers much of Botswana?
      answer: The Kalahari
      accept: [Kalahari, Kalahari Desert]
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

- id: middle-ages-to-reformation
  area: history
  questions:
    - question: Which Mongol ruler founded an empire in the early 13th century that spread across much of Asia?
      answer: Genghis Khan
      accept: [Chinggis Khan, Temüjin, Temujin]
    - question: In which year was the Battle of Hastings fought?
      answer: "1066"
    - question: Who published the Ninety-five Theses in Wittenberg in 1517?
      answer: Martin Luther
      accept: [Luther]
    - question: Which French heroine was burned at the stake in Rouen in 1431?
      answer: Joan of Arc
      accept: [Jeanne d'Arc, The Maid of Orléans]
    - question: Which pandemic swept through Europe from 1347 to 1351, killing a large part of its people?
      answer: The Black Death
      accept: [Black Death, The plague, Plague, Bubonic plague]
    - question: Which king of the Franks was crowned emperor in Rome on Christmas Day in the year 800?
      answer: Charlemagne
      accept: [Charles the Great, Charles I]
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
    - question: Which French general fought for American independence and led the Paris National Guard from 1789?
      answer: The Marquis de Lafayette
      accept: [Lafayette, La Fayette, Marquis de Lafayette]
    - question: In which year did crowds storm the Bastille in Paris?
      answer: "1789"
    - question: At which battle in 1815 was Napoleon finally defeated?
      answer: Waterloo
      accept: [The Battle of Waterloo, Battle of Waterloo]
    - question: In which year was the United States Declaration of Independence adopted?
      answer: "1776"
    - question: Which US president issued the Emancipation Proclamation?
      answer: Abraham Lincoln
      accept: [Lincoln]
    - question: Who became the first Chancellor of the German Empire in 1871?
      answer: Otto von Bismarck
      accept: [Bismarck]
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
    - question: Who led the Soviet Union during the Second World War?
      answer: Joseph Stalin
      accept: [Stalin, Josef Stalin]
    - question: Which German airship caught fire while landing at Lakehurst, New Jersey, in 1937?
      answer: The Hindenburg
      accept: [Hindenburg, LZ 129 Hindenburg, LZ 129]
    - question: Which peace treaty with Germany was signed in 1919 in a palace near Paris?
      answer: The Treaty of Versailles
      accept: [Treaty of Versailles, Versailles]
    - question: Whose assassination in Sarajevo set off the First World War?
      answer: Archduke Franz Ferdinand
      accept: [Franz Ferdinand]
    - question: In which year did India become independent from British rule?
      answer: "1947"
    - question: What was the name of the first artificial satellite launched by the Soviet Union in 1957?
      answer: Sputnik 1
      accept: [Sputnik]
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
    - question: According to legend, which city did the Greeks take with soldiers hidden in a wooden horse?
      answer: Troy
    - question: Which boy pharaoh's largely intact tomb did Howard Carter find in 1922?
      answer: Tutankhamun
      accept: [Tutankhamen, Tutankhamon, King Tut]
    - question: Which ancient Greek city-state was famous for raising every male citizen as a soldier?
      answer: Sparta
    - question: Which inscribed stone, found in Egypt in 1799, became the key to reading hieroglyphs?
      answer: The Rosetta Stone
      accept: [Rosetta Stone]
    - question: Which Greek philosopher was the tutor of the young Alexander the Great?
      answer: Aristotle
    - question: Which king of Babylon had one of the earliest known law codes carved on a stone pillar?
      answer: Hammurabi
      accept: [Hammurapi]
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
    - question: Which Venetian merchant described his years at the court of Kublai Khan in China?
      answer: Marco Polo
      accept: [Polo]
    - question: Which Norwegian explorer led the first expedition to reach the South Pole, in 1911?
      answer: Roald Amundsen
      accept: [Amundsen]
    - question: Which Portuguese navigator led the first voyage around the world, but died on the way?
      answer: Ferdinand Magellan
      accept: [Magellan, Fernão de Magalhães]
    - question: Which Portuguese explorer was the first European to reach India by sea, in 1498?
      answer: Vasco da Gama
      accept: [Da Gama]
    - question: Which British navigator charted the east coast of Australia in 1770?
      answer: James Cook
      accept: [Captain Cook, Cook, Captain James Cook]
    - question: Which Norseman was likely the first European to set foot on continental North America?
      answer: Leif Erikson
      accept: [Leif Eriksson, Leif Ericson, Leif Ericsson, Leif the Lucky]
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
    - question: Which English king had six wives?
      answer: Henry VIII
      accept: [Henry the Eighth, King Henry VIII]
    - question: Which British queen reigned from 1837 to 1901?
      answer: Queen Victoria
      accept: [Victoria]
    - question: Which French king was known as the Sun King?
      answer: Louis XIV
      accept: [Louis the Fourteenth, Louis 14]
    - question: Which English queen was on the throne when the Spanish Armada was defeated in 1588?
      answer: Elizabeth I
      accept: [Elizabeth, Elizabeth the First, Queen Elizabeth I]
    - question: Which Russian tsar founded the city of St Petersburg in 1703?
      answer: Peter the Great
      accept: [Peter I, Peter the First]
    - question: Which Habsburg ruler, the mother of Marie Antoinette, reigned from 1740 to 1780?
      answer: Maria Theresa
      accept: [Maria Theresia, Maria Theresa of Austria]
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
    - question: In which year did the Second World War begin in Europe?
      answer: "1939"
    - question: Who was the British prime minister for most of the Second World War?
      answer: Winston Churchill
      accept: [Churchill]
    - question: On the coast of which French region did the Allies land on D-Day in June 1944?
      answer: Normandy
    - question: On which Japanese city was the first atomic bomb used in war dropped, in August 1945?
      answer: Hiroshima
    - question: What is the 1962 stand-off over Soviet nuclear missiles in the Caribbean called?
      answer: The Cuban Missile Crisis
      accept: [Cuban Missile Crisis, Cuban crisis, October Crisis]
    - question: Which Soviet leader began the reforms known as perestroika and glasnost?
      answer: Mikhail Gorbachev
      accept: [Gorbachev]
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
    - question: Which American brothers made the first powered aeroplane flight, in 1903?
      answer: The Wright brothers
      accept: [Wright brothers, Orville and Wilbur Wright, Wilbur and Orville Wright, The Wrights]
    - question: Which German goldsmith brought printing with movable type to Europe in the 15th century?
      answer: Johannes Gutenberg
      accept: [Gutenberg]
    - question: In which country did the Industrial Revolution begin?
      answer: Great Britain
      accept: [Britain, England, United Kingdom, UK]
    - question: Which Scottish engineer greatly improved the steam engine in the 1760s and 1770s?
      answer: James Watt
      accept: [Watt]
    - question: Which Swedish chemist invented dynamite and left his fortune to fund yearly prizes?
      answer: Alfred Nobel
      accept: [Nobel]
    - question: Which German engineer patented his three-wheeled motor car in 1886?
      answer: Carl Benz
      accept: [Karl Benz, Benz]
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
    - question: Which US president was assassinated in Dallas in November 1963?
      answer: John F. Kennedy
      accept: [Kennedy, JFK, John Kennedy]
    - question: Which civil rights leader gave the "I Have a Dream" speech in Washington in 1963?
      answer: Martin Luther King Jr.
      accept: [Martin Luther King, MLK, Martin Luther King Junior]
    - question: Who was the first woman to become prime minister of the United Kingdom?
      answer: Margaret Thatcher
      accept: [Thatcher]
    - question: Which West German chancellor knelt at the memorial to the Warsaw Ghetto Uprising in 1970?
      answer: Willy Brandt
      accept: [Brandt]
    - question: Which party, led by Lenin, seized power in Russia in October 1917?
      answer: The Bolsheviks
      accept: [Bolsheviks, Bolshevik Party, The Bolshevik Party]
    - question: Which self-governing country first let all women vote in national elections, in 1893?
      answer: New Zealand
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
    - question: According to legend, which twins founded Rome?
      answer: Romulus and Remus
      accept: [Romulus, Remus]
    - question: Which Roman emperor granted Christians freedom of worship with the Edict of Milan in 313?
      answer: Constantine the Great
      accept: [Constantine, Constantine I]
    - question: Which Roman emperor is said to have sung while Rome burned in AD 64?
      answer: Nero
    - question: To which year is the end of the Western Roman Empire usually dated?
      answer: "476"
      accept: [AD 476]
    - question: What was London called in Roman times?
      answer: Londinium
    - question: In which battle of AD 9 did Germanic tribes under Arminius destroy three Roman legions?
      answer: The Battle of the Teutoburg Forest
      accept: [Battle of the Teutoburg Forest, Teutoburg Forest]
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
    - question: Which Norman duke became King of England after winning the Battle of Hastings?
      answer: William the Conqueror
      accept: [William I, William of Normandy]
    - question: What were the wars fought from Europe for the Holy Land between 1096 and 1291 called?
      answer: The Crusades
      accept: [Crusades, Crusade]
    - question: Which English king was called "the Lionheart"?
      answer: Richard I
      accept: [Richard the Lionheart, Richard]
    - question: What was the league of trading towns such as Lübeck and Hamburg called in the Middle Ages?
      answer: The Hanseatic League
      accept: [Hanseatic League, Hansa, Hanse]
    - question: Which Swiss hero of legend shot an apple off his son's head?
      answer: William Tell
      accept: [Tell]
    - question: What do we call the medieval order of lords, vassals and fiefs?
      answer: Feudalism
      accept: [The feudal system, Feudal system]
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
    - question: Which Florentine wrote "The Prince", a book on how rulers hold on to power?
      answer: Niccolò Machiavelli
      accept: [Machiavelli, Niccolo Machiavelli]
    - question: Which astronomer put the Sun rather than the Earth at the centre in a book of 1543?
      answer: Nicolaus Copernicus
      accept: [Copernicus]
    - question: Which war, fought mostly in Germany, ended with the Peace of Westphalia in 1648?
      answer: The Thirty Years' War
      accept: [Thirty Years' War, Thirty Years War]
    - question: Which Spanish conquistador conquered the Inca Empire?
      answer: Francisco Pizarro
      accept: [Pizarro]
    - question: Which ship carried the Pilgrims to North America in 1620?
      answer: The Mayflower
      accept: [Mayflower]
    - question: What is the killing of Huguenots in Paris in August 1572 called?
      answer: The St Bartholomew's Day massacre
      accept: [St Bartholomew's Day massacre, Saint Bartholomew's Day massacre]
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

- id: world-literature
  area: art
  questions:
    - question: Which English poet wrote the epic "Paradise Lost"?
      answer: John Milton
      accept: [Milton]
    - question: According to tradition, which Greek poet composed the "Iliad" and the "Odyssey"?
      answer: Homer
    - question: Which German poet wrote the two-part tragedy "Faust"?
      answer: Johann Wolfgang von Goethe
      accept: [Goethe]
    - question: Who wrote the novel "Don Quixote"?
      answer: Miguel de Cervantes
      accept: [Cervantes]
    - question: Which Russian author wrote the novel "War and Peace"?
      answer: Leo Tolstoy
      accept: [Tolstoy, Lev Tolstoy]
    - question: In which city is James Joyce's novel "Ulysses" set?
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
    - question: In which city does the Eiffel Tower stand?
      answer: Paris
    - question: In which Indian city is the Taj Mahal?
      answer: Agra
    - question: Which French sculptor created "The Thinker"?
      answer: Auguste Rodin
      accept: [Rodin]
    - question: What is the name of the largest temple on the Acropolis of Athens, dedicated to the goddess Athena?
      answer: The Parthenon
      accept: [Parthenon]
    - question: Which architect designed the Sagrada Família in Barcelona?
      answer: Antoni Gaudí
      accept: [Gaudí, Gaudi, Antoni Gaudi]
    - question: Which art and design school did Walter Gropius found in Weimar in 1919?
      answer: The Bauhaus
      accept: [Bauhaus]
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
    - question: Which French Impressionist painted the water lilies of his garden at Giverny?
      answer: Claude Monet
      accept: [Monet]
    - question: Which Pop artist made the series "Campbell's Soup Cans"?
      answer: Andy Warhol
      accept: [Warhol]
    - question: Which Italian Renaissance painter created "The Birth of Venus"?
      answer: Sandro Botticelli
      accept: [Botticelli]
    - question: To which art movement did Salvador Dalí and René Magritte belong?
      answer: Surrealism
      accept: [Surrealist, Surrealists, The Surrealists]
    - question: Which Austrian painter used gold leaf in his painting "The Kiss"?
      answer: Gustav Klimt
      accept: [Klimt]
    - question: Which artist from Nuremberg drew the famous "Praying Hands"?
      answer: Albrecht Dürer
      accept: [Dürer, Durer, Albrecht Durer, Duerer]
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
    - question: Which Austrian composer, known as the Waltz King, wrote "The Blue Danube"?
      answer: Johann Strauss II
      accept: [Johann Strauss, Strauss, Johann Strauss the Younger, Johann Strauss Jr.]
    - question: Which Polish composer, who died in Paris in 1849, is famed for his mazurkas and polonaises?
      answer: Frédéric Chopin
      accept: [Chopin, Frederic Chopin]
    - question: Which French composer wrote the opera "Carmen"?
      answer: Georges Bizet
      accept: [Bizet]
    - question: Which Italian composer wrote the operas "Aida" and "La traviata"?
      answer: Giuseppe Verdi
      accept: [Verdi]
    - question: Which German composer wrote the cycle of four operas "The Ring of the Nibelung"?
      answer: Richard Wagner
      accept: [Wagner]
    - question: Which German-born composer, who settled in London, wrote the oratorio "Messiah"?
      answer: George Frideric Handel
      accept: [Handel, Händel, Georg Friedrich Händel]
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
    - question: How many musicians play in a string quartet?
      answer: "4"
      accept: [four]
    - question: Which orchestral instrument changes its pitch with a long slide?
      answer: The trombone
      accept: [Trombone, Slide trombone]
    - question: Which long wooden wind instrument comes from Aboriginal Australia?
      answer: The didgeridoo
      accept: [Didgeridoo, Didjeridu, Yidaki]
    - question: Which Italian word in a score tells musicians to play loudly?
      answer: Forte
    - question: Which keyboard instrument of the Baroque era plucks its strings instead of striking them?
      answer: The harpsichord
      accept: [Harpsichord, Spinet, Virginals, Virginal]
    - question: By what other name is the G clef usually known?
      answer: The treble clef
      accept: [Treble clef, Treble]
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
    - question: Which American author wrote "The Adventures of Tom Sawyer"?
      answer: Mark Twain
      accept: [Twain, Samuel Clemens, Samuel Langhorne Clemens]
    - question: Who wrote the novel "The Hobbit", published in 1937?
      answer: J. R. R. Tolkien
      accept: [Tolkien, JRR Tolkien, John Ronald Reuel Tolkien]
    - question: Which Danish author wrote the fairy tale "The Little Mermaid"?
      answer: Hans Christian Andersen
      accept: [Andersen, H. C. Andersen]
    - question: Which French author wrote the novel "Les Misérables"?
      answer: Victor Hugo
      accept: [Hugo]
    - question: Which Italian poet wrote "The Divine Comedy"?
      answer: Dante Alighieri
      accept: [Dante]
    - question: Which Prague-born writer wrote the story in which Gregor Samsa wakes up as a giant insect?
      answer: Franz Kafka
      accept: [Kafka]
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
    - question: By what name is the statuette of the Academy Awards better known?
      answer: Oscar
      accept: [The Oscar, Oscars]
    - question: Which American director made the films "Jaws" and "E.T. the Extra-Terrestrial"?
      answer: Steven Spielberg
      accept: [Spielberg]
    - question: Which director, called the Master of Suspense, made the 1960 film "Psycho"?
      answer: Alfred Hitchcock
      accept: [Hitchcock]
    - question: At which film festival is the Palme d'Or awarded?
      answer: Cannes
      accept: [Cannes Film Festival, The Cannes Film Festival]
    - question: Which Norwegian playwright wrote "A Doll's House"?
      answer: Henrik Ibsen
      accept: [Ibsen]
    - question: Which German playwright wrote "The Threepenny Opera" with the composer Kurt Weill?
      answer: Bertolt Brecht
      accept: [Brecht, Bertold Brecht]
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
    - question: In which Italian city does a famous leaning bell tower stand beside the cathedral?
      answer: Pisa
    - question: Which Paris museum has a glass pyramid as its main entrance?
      answer: The Louvre
      accept: [Louvre, Louvre Museum, Musée du Louvre]
    - question: Which Bavarian castle, built for King Ludwig II, inspired Disney's fairy-tale castles?
      answer: Neuschwanstein Castle
      accept: [Neuschwanstein, Schloss Neuschwanstein]
    - question: Pointed arches and flying buttresses mark which medieval style of architecture?
      answer: Gothic
      accept: [Gothic architecture, Gothic style]
    - question: In which Spanish city is the Alhambra palace?
      answer: Granada
    - question: Which Danish architect designed the Sydney Opera House?
      answer: Jørn Utzon
      accept: [Utzon, Jorn Utzon, Joern Utzon]
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
    - question: Which Italian artist painted "The School of Athens" in the Vatican?
      answer: Raphael
      accept: [Raffaello Sanzio, Raffaello]
    - question: Which Flemish painter made the "Ghent Altarpiece" together with his brother Hubert?
      answer: Jan van Eyck
      accept: [Van Eyck]
    - question: Which Flemish painter created "The Hunters in the Snow" in 1565?
      answer: Pieter Bruegel the Elder
      accept: [Bruegel, Pieter Bruegel, Brueghel]
    - question: Which German painter, working in London, painted "The Ambassadors" in 1533?
      answer: Hans Holbein the Younger
      accept: [Holbein, Hans Holbein]
    - question: Which Italian painter is known for the dramatic light and shadow of "The Calling of Saint Matthew"?
      answer: Caravaggio
      accept: [Michelangelo Merisi da Caravaggio]
    - question: Which Spanish court painter created "Las Meninas"?
      answer: Diego Velázquez
      accept: [Velázquez, Velazquez]
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
    - question: Which art movement, begun by Braque and a Spanish friend, shows several viewpoints at once?
      answer: Cubism
      accept: [Cubist, The Cubists]
    - question: Which Russian-born painter, a founder of the Blue Rider group, was a pioneer of abstract art?
      answer: Wassily Kandinsky
      accept: [Kandinsky]
    - question: Which Dutch painter made abstract grids of black lines and primary colours?
      answer: Piet Mondrian
      accept: [Mondrian, Mondriaan]
    - question: Which French artist submitted a urinal signed "R. Mutt" to an exhibition in 1917?
      answer: Marcel Duchamp
      accept: [Duchamp]
    - question: Which American painter dripped and poured paint onto canvases laid on the floor?
      answer: Jackson Pollock
      accept: [Pollock]
    - question: Which French painter, the leading Fauve, made large paper cut-outs late in life?
      answer: Henri Matisse
      accept: [Matisse]
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
    - question: Which Italian composer wrote the opera "Madama Butterfly"?
      answer: Giacomo Puccini
      accept: [Puccini]
    - question: Which Italian composer wrote the opera "The Barber of Seville"?
      answer: Gioachino Rossini
      accept: [Rossini]
    - question: In which city is the opera house La Scala?
      answer: Milan
      accept: [Milano]
    - question: Which German composer wrote the opera "Der Freischütz"?
      answer: Carl Maria von Weber
      accept: [Weber]
    - question: Which Russian composer wrote "The Rite of Spring", whose first night in 1913 caused a riot?
      answer: Igor Stravinsky
      accept: [Stravinsky]
    - question: What is the text of an opera called?
      answer: The libretto
      accept: [Libretto]
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
    - question: Which 1939 film follows Dorothy along the Yellow Brick Road?
      answer: The Wizard of Oz
      accept: [Wizard of Oz]
    - question: Who directed the 1927 silent film "Metropolis"?
      answer: Fritz Lang
      accept: [Lang]
    - question: Which actor played Rick Blaine in "Casablanca" (1942)?
      answer: Humphrey Bogart
      accept: [Bogart]
    - question: Which actress played Holly Golightly in "Breakfast at Tiffany's"?
      answer: Audrey Hepburn
      accept: [Hepburn]
    - question: Which 1927 film was the first feature film with synchronised spoken dialogue?
      answer: The Jazz Singer
      accept: [Jazz Singer]
    - question: Which Japanese director made "Seven Samurai" in 1954?
      answer: Akira Kurosawa
      accept: [Kurosawa]
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

- id: chemistry-basics
  area: natural-science
  questions:
    - question: Which gas is the main component of natural gas?
      answer: Methane
      accept: [CH4, CH₄]
    - question: Which is the lightest of all metals?
      answer: Lithium
      accept: [Li]
    - question: Which element has the atomic number 1?
      answer: Hydrogen
    - question: What is it called when a solid turns straight into a gas without melting first?
      answer: Sublimation
    - question: Which noble gas gives a red-orange glow in classic advertising signs?
      answer: Neon
    - question: What is the chemical symbol for sodium?
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
    - question: Which force keeps the planets moving round the Sun?
      answer: Gravity
      accept: [Gravitation]
    - question: Which planet of the Solar System is farthest from the Sun?
      answer: Neptune
    - question: Which Italian scientist was tried in 1633 for teaching that the Earth moves round the Sun?
      answer: Galileo Galilei
      accept: [Galileo, Galilei]
    - question: Which planet has the two small moons Phobos and Deimos?
      answer: Mars
    - question: Around which planet does the moon Titan orbit?
      answer: Saturn
    - question: What is the SI unit of electrical resistance?
      answer: The ohm
      accept: [Ohm, Ω]
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
    - question: What is the change from caterpillar to butterfly called?
      answer: Metamorphosis
      accept: [Complete metamorphosis]
    - question: What is the largest mammal on Earth?
      answer: The blue whale
      accept: [Blue whale]
    - question: Which tiny cell fragments in the blood make it clot when you cut yourself?
      answer: Platelets
      accept: [Platelet, Thrombocytes, Blood platelets]
    - question: Which green pigment allows plants to capture light for photosynthesis?
      answer: Chlorophyll
      accept: [Chlorophyll a]
    - question: Which organ of the human body produces insulin?
      answer: The pancreas
      accept: [Pancreas]
    - question: Who wrote "On the Origin of Species", published in 1859?
      answer: Charles Darwin
      accept: [Darwin]
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
    - question: Which pair of organs filters the blood to make urine?
      answer: The kidneys
      accept: [Kidneys, Kidney]
    - question: Which blood vessels carry blood away from the heart?
      answer: Arteries
      accept: [The arteries, Artery]
    - question: What is the hardest substance in the human body?
      answer: Tooth enamel
      accept: [Enamel]
    - question: How many pairs of chromosomes does a normal human body cell contain?
      answer: "23"
      accept: [twenty-three]
    - question: What is the medical name for the voice box?
      answer: The larynx
      accept: [Larynx]
    - question: What is the smallest bone in the human body, found in the middle ear?
      answer: The stapes
      accept: [Stapes, Stirrup, The stirrup]
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
    - question: What is a baby kangaroo called?
      answer: A joey
      accept: [Joey]
    - question: What is a group of lions called?
      answer: A pride
      accept: [Pride]
    - question: Which living bird lays the largest eggs?
      answer: The ostrich
      accept: [Ostrich]
    - question: Which is the only group of mammals capable of true flight?
      answer: Bats
      accept: [Bat, The bat, The bats]
    - question: Which egg-laying Australian mammal has a bill like a duck's?
      answer: The platypus
      accept: [Platypus, Duck-billed platypus]
    - question: What is the largest living species of lizard?
      answer: The Komodo dragon
      accept: [Komodo dragon]
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
    - question: Which instrument measures air pressure?
      answer: A barometer
      accept: [Barometer]
    - question: What is the SI unit of force?
      answer: The newton
      accept: [Newton]
    - question: What is the bending of light as it passes from air into water called?
      answer: Refraction
      accept: [Light refraction]
    - question: What is the SI unit of electric current?
      answer: The ampere
      accept: [Ampere, Amp, Amps]
    - question: Which German physicist gave his name to the unit of frequency?
      answer: Heinrich Hertz
      accept: [Hertz]
    - question: What is absolute zero in degrees Celsius?
      answer: −273.15
      accept: [−273.15 °C, −273]
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
    - question: What is the name of the galaxy that contains our Solar System?
      answer: The Milky Way
      accept: [Milky Way]
    - question: Which body, long counted as the ninth planet, became a dwarf planet in 2006?
      answer: Pluto
    - question: Who became the first human to travel into space, in 1961?
      answer: Yuri Gagarin
      accept: [Gagarin]
    - question: Which space telescope did the Space Shuttle release into orbit in 1990?
      answer: The Hubble Space Telescope
      accept: [Hubble, Hubble Space Telescope, The Hubble]
    - question: Which planet spins tipped on its side, with its axis tilted by about 98 degrees?
      answer: Uranus
    - question: What is the nearest star to the Sun?
      answer: Proxima Centauri
      accept: [Proxima, Alpha Centauri C]
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
    - question: Which tree grows acorns?
      answer: The oak
      accept: [Oak, Oak tree]
    - question: Which gas do plants give off during photosynthesis?
      answer: Oxygen
    - question: What is molten rock beneath the Earth's surface called?
      answer: Magma
    - question: Which type of rock forms when molten rock cools and hardens?
      answer: Igneous rock
      accept: [Igneous]
    - question: Which part of a flower's stamen produces the pollen?
      answer: The anther
      accept: [Anther]
    - question: What is the supercontinent that began to break apart about 200 million years ago called?
      answer: Pangaea
      accept: [Pangea]
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
    - question: What is the chemical symbol for silver?
      answer: Ag
    - question: Which alloy is made mainly of copper and zinc?
      answer: Brass
    - question: What is the pH value of pure water at 25 °C?
      answer: "7"
      accept: [seven]
    - question: Which chemical element has the symbol K?
      answer: Potassium
    - question: Which gas, with the formula O₃, forms a protective layer high in the atmosphere?
      answer: Ozone
    - question: Which Russian chemist published a periodic table of the elements in 1869?
      answer: Dmitri Mendeleev
      accept: [Mendeleev, Mendeleyev, Dmitri Mendeleyev]
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
    - question: What is the scale of wind force from 0 to 12 called?
      answer: The Beaufort scale
      accept: [Beaufort scale, Beaufort]
    - question: What is a tropical cyclone over the North Atlantic called?
      answer: A hurricane
      accept: [Hurricane]
    - question: What is the warm ocean current that gives north-western Europe its mild climate called?
      answer: The Gulf Stream
      accept: [Gulf Stream, North Atlantic Drift, North Atlantic Current]
    - question: What is the warming of the Pacific off South America every few years called?
      answer: El Niño
      accept: [El Nino]
    - question: What do we call balls of ice that fall from thunderclouds?
      answer: Hail
      accept: [Hailstones]
    - question: What are the towering, anvil-topped thunderclouds called?
      answer: Cumulonimbus
      accept: [Cumulonimbus clouds]
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
    - question: Which molecule carries the genetic information of almost all living things?
      answer: DNA
      accept: [Deoxyribonucleic acid]
    - question: Which monk found the basic rules of heredity by breeding pea plants?
      answer: Gregor Mendel
      accept: [Mendel]
    - question: What is the jelly-like substance that fills a cell called?
      answer: Cytoplasm
      accept: [The cytoplasm]
    - question: Which part of an animal or plant cell holds its chromosomes?
      answer: The nucleus
      accept: [Nucleus, Cell nucleus]
    - question: To which kingdom of living things do mushrooms and yeasts belong?
      answer: Fungi
      accept: [Fungus, The fungi]
    - question: What is the division of a cell into two cells with the same chromosomes called?
      answer: Mitosis
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
    - question: Which insect passes on the parasite that causes malaria?
      answer: The mosquito
      accept: [Mosquito, Anopheles mosquito, Anopheles]
    - question: How many wings does a honeybee have?
      answer: "4"
      accept: [four]
    - question: Which leaves do silkworms feed on?
      answer: Mulberry leaves
      accept: [Mulberry, White mulberry]
    - question: What are the organs at the rear of a spider's body that its silk comes out of called?
      answer: Spinnerets
      accept: [Spinneret]
    - question: Which red beetle with black spots is thought to bring good luck?
      answer: The ladybird
      accept: [Ladybird, Ladybug, Lady beetle]
    - question: What is the bee that lays all the eggs in a hive called?
      answer: The queen
      accept: [Queen, Queen bee]
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

- id: olympic-games
  area: sport
  questions:
    - question: Which Olympic event combines swimming, cycling and running?
      answer: Triathlon
      accept: [The triathlon]
    - question: In which country were the ancient Olympic Games held?
      answer: Greece
      accept: [Ancient Greece]
    - question: In which city were the first modern Olympic Games held in 1896?
      answer: Athens
    - question: In which German city were the 1972 Summer Olympics held?
      answer: Munich
      accept: [München]
    - question: Which French baron is regarded as the founder of the modern Olympic Games?
      answer: Pierre de Coubertin
      accept: [Coubertin]
    - question: How many Olympic gold medals did the swimmer Michael Phelps win in his career?
      answer: "23"
      accept: [twenty-three]
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
    - question: In baseball, what is a hit that lets the batter run round all the bases at once called?
      answer: A home run
      accept: [Home run, Homer]
    - question: How many players does each team have on the court in indoor volleyball?
      answer: "6"
      accept: [six]
    - question: In which sport do teams from Europe and the United States play for the Ryder Cup?
      answer: Golf
    - question: How many players of each team, counting the goalkeeper, are on the court in handball?
      answer: "7"
      accept: [seven]
    - question: How many players of the fielding team are on the field in baseball?
      answer: "9"
      accept: [nine]
    - question: In which sport do national teams play for the Webb Ellis Cup?
      answer: Rugby union
      accept: [Rugby]
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
    - question: In which sport do players sweep the ice in front of a sliding granite stone?
      answer: Curling
    - question: Which winter sport combines cross-country skiing with rifle shooting?
      answer: Biathlon
      accept: [The biathlon]
    - question: In which sliding sport do athletes ride a small sled head first, lying face down?
      answer: Skeleton
      accept: [The skeleton]
    - question: Which of the competition jumps in figure skating is the only one taken off forwards?
      answer: The Axel
      accept: [Axel, Axel jump, Axel Paulsen]
    - question: In which French town were the first Winter Olympic Games held, in 1924?
      answer: Chamonix
      accept: [Chamonix-Mont-Blanc]
    - question: Which Norwegian town hosted the 1994 Winter Olympics?
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
    - question: How many metres long is one lap of the inside lane of a standard outdoor running track?
      answer: "400"
      accept: [400 m, 400 metres, four hundred]
    - question: How many metres long is an Olympic swimming pool?
      answer: "50"
      accept: [50 m, 50 metres, fifty]
    - question: In which athletics event is a heavy metal ball pushed from the shoulder?
      answer: Shot put
      accept: [The shot put, Shot, Shot-put]
    - question: Which American athlete won four gold medals at the 1936 Olympics in Berlin?
      answer: Jesse Owens
      accept: [Owens]
    - question: Which stroke is swum first in an individual medley race?
      answer: Butterfly
      accept: [The butterfly, Fly]
    - question: Which British runner was the first to run a mile in under four minutes, in 1954?
      answer: Roger Bannister
      accept: [Bannister]
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
    - question: In which sport do competitors use a foil, an épée or a sabre?
      answer: Fencing
    - question: In which country was judo created?
      answer: Japan
    - question: Under which name did the boxer Cassius Clay become world famous?
      answer: Muhammad Ali
      accept: [Ali]
    - question: What is the highest score possible with three darts?
      answer: "180"
      accept: [one hundred and eighty]
    - question: How many rounds does a men's professional world title fight in boxing last at most?
      answer: "12"
      accept: [twelve]
    - question: What is the highest rank in professional sumo wrestling called?
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
    - question: In football, what is it called when one player scores three goals in a match?
      answer: A hat-trick
      accept: [Hat-trick, Hat trick]
    - question: Which card does a football referee show to send a player off?
      answer: The red card
      accept: [Red card, Red]
    - question: Which country hosted the 2006 FIFA World Cup?
      answer: Germany
    - question: Which football club plays its home games at the Camp Nou?
      answer: FC Barcelona
      accept: [Barcelona, Barça, Barca]
    - question: Which English football club, nicknamed the Red Devils, won the European Cup in 1968?
      answer: Manchester United
      accept: [Man United, Man Utd, Manchester United F.C.]
    - question: In which year did the first season of the German Bundesliga kick off?
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
    - question: How many Grand Slam tournaments are played in tennis each year?
      answer: "4"
      accept: [four]
    - question: Which German won the men's singles at Wimbledon in 1985, aged 17?
      answer: Boris Becker
      accept: [Becker]
    - question: Which German tennis player won the "Golden Slam" in 1988?
      answer: Steffi Graf
      accept: [Graf]
    - question: Which bird gives its name to a golf score of two strokes under par on a hole?
      answer: The eagle
      accept: [Eagle]
    - question: In which country is St Andrews, the "home of golf"?
      answer: Scotland
    - question: Which Swiss player has won the men's singles at Wimbledon eight times?
      answer: Roger Federer
      accept: [Federer]
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
    - question: Who scored the winning goal for Germany in the 2014 World Cup final?
      answer: Mario Götze
      accept: [Götze, Gotze, Goetze]
    - question: Which Argentine scored the "Hand of God" goal in 1986?
      answer: Diego Maradona
      accept: [Maradona]
    - question: Which English player scored three goals in the 1966 World Cup final?
      answer: Geoff Hurst
      accept: [Hurst]
    - question: Which country won the first World Cup held in Asia, in 2002?
      answer: Brazil
    - question: Which team won the 2010 World Cup final in Johannesburg?
      answer: Spain
    - question: Which country won the 2006 World Cup final against France on penalties?
      answer: Italy
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
    - question: Which gymnast scored the first perfect 10 at the Olympic Games, in 1976?
      answer: Nadia Comăneci
      accept: [Comăneci, Comaneci, Nadia Comaneci]
    - question: Which medal is awarded for third place at the Olympic Games?
      answer: Bronze
      accept: [The bronze medal, Bronze medal]
    - question: Which Ethiopian runner won the 1960 Olympic marathon barefoot?
      answer: Abebe Bikila
      accept: [Bikila]
    - question: Which American swimmer won seven gold medals at the same Olympic Games in 1972?
      answer: Mark Spitz
      accept: [Spitz]
    - question: What does the Olympic motto "Citius, Altius, Fortius" mean?
      answer: Faster, Higher, Stronger
      accept: [Faster higher stronger]
    - question: In which sport did Germany's Birgit Fischer win eight Olympic gold medals?
      answer: Canoeing
      accept: [Canoe sprint, Kayaking, Canoe]
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
    - question: In basketball, how many points is a basket from beyond the arc worth?
      answer: "3"
      accept: [three]
    - question: How many minutes does one period of an ice hockey game last?
      answer: "20"
      accept: [twenty]
    - question: In which sport can a batter be out "leg before wicket"?
      answer: Cricket
    - question: What is the highest possible break in snooker, without a free ball?
      answer: "147"
      accept: [one hundred and forty-seven]
    - question: How many points is a try worth in rugby union?
      answer: "5"
      accept: [five]
    - question: What is a score of 40–40 called in tennis?
      answer: Deuce
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
    - question: In which sport do teams of swimmers throw a ball into a goal?
      answer: Water polo
    - question: Which two universities race each other in the famous Boat Race on the Thames?
      answer: Oxford and Cambridge
      accept: [Cambridge and Oxford]
    - question: Which sailing trophy, first raced for in 1851, is the oldest in international sport?
      answer: The America's Cup
      accept: [America's Cup]
    - question: How high is the highest platform in Olympic diving, in metres?
      answer: "10"
      accept: [10 m, ten]
    - question: Which of the four competition swimming strokes is usually the slowest?
      answer: Breaststroke
      accept: [The breaststroke]
    - question: Which stretch of water did Matthew Webb become the first to swim across, in 1875?
      answer: The English Channel
      accept: [English Channel, The Channel]
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
    - question: Which famous horse race is run at Epsom Downs?
      answer: The Derby
      accept: [Derby, The Epsom Derby]
    - question: Which riding discipline, with its set movements, is sometimes called horse ballet?
      answer: Dressage
    - question: Which German driver won four Formula One titles in a row, from 2010 to 2013?
      answer: Sebastian Vettel
      accept: [Vettel]
    - question: Which flag warns of danger in motor racing and forbids overtaking?
      answer: The yellow flag
      accept: [Yellow flag, Yellow]
    - question: Which Italian Formula One team traditionally races in red?
      answer: Ferrari
      accept: [Scuderia Ferrari]
    - question: What colour is the jersey worn by the leader of the Giro d'Italia?
      answer: Pink
      accept: [Maglia rosa]
  source: >-
    https://en.wikipedia.org/wiki/Epsom_Derby;
    https://en.wikipedia.org/wiki/Dressage;
    https://en.wikipedia.org/wiki/Sebastian_Vettel;
    https://en.wikipedia.org/wiki/Racing_flags;
    https://en.wikipedia.org/wiki/Scuderia_Ferrari;
    https://en.wikipedia.org/wiki/Maglia_rosa
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
