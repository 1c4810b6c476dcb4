"""Cards as people see them: `deckctl proof` (a static site of every card, front and back, in
every language, with its findings), its live server (`--serve`), and `diff --html` (a change's
cards before and after). Pictures come from the PDF export's own drawing code
(`export/pdf/pictures.py`), so what is seen is what prints; see docs/proof.md.
"""
