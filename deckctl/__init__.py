"""deckctl: validate, print and play quiz board game decks kept as YAML."""

__version__ = "0.1.0"
