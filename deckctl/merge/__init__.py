"""Merging card files by card id: git's merge driver (`deckctl merge`, see docs/git.md)."""
