"""A change of a deck and its pseudo-translation (en-XA) for the diff page's tests: a card added
(printed untranslated in en-XA), one whose en-XA translation alone changed (shown in en-XA only),
and one whose own text changed (shown in en and en-XA, which prints it untranslated now)."""

from __future__ import annotations

import re
from pathlib import Path

from deckfactory import committed_deck, deckctl_in_process

COAL = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black.\n  value: blue\n"


def translation_diff(root: Path, out: Path) -> Path:
    """`diff --html` of that change, written to `out`: its page (deckctl run in this process)."""
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=root).exit_code == 0
    git("add", ".")
    git("commit", "-qm", "pseudo-translated")
    catalog = deck / "locales" / "en-XA.po"
    catalog.write_text(re.sub(r'(msgctxt "sky-colour/back"\nmsgid "[^"]*"\nmsgstr )"[^"]*"', r'\1"[Ɓĺúé ĺíķé ţĥé šéá.]"',
                              catalog.read_text(encoding="utf-8")), encoding="utf-8")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("back: Green.", "back: Green as grass.") + COAL,
                     encoding="utf-8")
    git("commit", "-qam", "sky's translation, grass's text, coal added")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", out, cwd=root)
    assert result.exit_code == 0, result.stderr
    return out / "index.html"
