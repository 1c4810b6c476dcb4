"""`deckctl diff`: what changed between two versions of the decks, card by card.

`sides` reads the deck files of a git revision, the working tree or a path; `compare` turns two
of them into card changes and newly fuzzy translations; `render` prints those as text or JSON;
`textconv` prints one card file field by field, comments kept, for `git diff`.
"""
