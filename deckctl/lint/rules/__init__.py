"""Generic lint rules, one module each (the list is deckctl.lint.registry.GENERIC)."""
