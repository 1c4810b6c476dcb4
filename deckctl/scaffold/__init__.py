"""Starting and growing a deck repository: `deckctl init` and `deckctl new card`."""
