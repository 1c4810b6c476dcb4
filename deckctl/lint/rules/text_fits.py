"""A text that would not fit its box on the printed card, or only at a small size.

The check lays out every card exactly as `deckctl export pdf` does, with the deck's `print:`
settings (else the defaults: poker cards), in the deck's own language. Texts are set at their
design size and shrink to fit, down to 6 pt. A text that had to shrink below 7 pt is a warning:
it prints, but is hard to read across a table. A text that does not fit even at 6 pt, or has a
character the card font cannot draw, is an error: the export refuses the deck. Translations are
checked by the i18n stage and at export, not here.

Passes:

```yaml
- {question: Which river flows through Vienna?, answer: The Danube}
```

Fails (an error: far too long for its row on the card):

```yaml
- {question: "Which river, rising in the Black Forest and flowing east through ten countries and four capital cities, among them Vienna, Bratislava, Budapest and Belgrade, before it reaches the Black Sea in a wide delta, is the second-longest in Europe?", answer: The Danube}
```
"""

from __future__ import annotations

from dataclasses import replace

from deckctl.core.diagnostics import Severity

ID = "text-fits"
SEVERITY = Severity.WARNING  # for a text shrunk below COMFORTABLE; one that cannot fit is an error
COMFORTABLE = 7.0  # pt


def check(deck):
    from deckctl.export.pdf import resolve
    from deckctl.export.pdf.document import face_of, items_of, language_of, to_diagnostics
    from deckctl.export.pdf.draw import CardContext, Problem

    class Measuring(CardContext):
        """Measures like the export and also remembers every text that had to shrink."""

        def __init__(self, *args):
            super().__init__(*args)
            self.shrunk: list[tuple[tuple, float, float]] = []

        def text_box(self, value, x, y, w, h, size, *args, field_path=None, grow=1.0, **kw):
            # Not grown: a text that could grow fits at its designed size, which is all this rule asks.
            result = super().text_box(value, x, y, w, h, size, *args, field_path=field_path, **kw)
            if result.ok and field_path is not None and result.size < min(size, COMFORTABLE):
                self.shrunk.append((tuple(field_path), result.size, size))
            return result

        def label(self, value, x, y, size, *args, field_path=None, **kw):
            fitted = super().label(value, x, y, size, *args, field_path=field_path, **kw)
            if field_path is not None and fitted < min(size, COMFORTABLE):
                self.shrunk.append((tuple(field_path), fitted, size))
            return fitted

    options = resolve(deck.manifest.print)
    language = language_of(deck, None)
    face = face_of(deck)
    measured: set = set()  # the parts every card of a kind shares are measured once
    for item in items_of(deck, options, face):
        if item.ref is None:  # generated cards (blanks) have no texts of their own
            continue
        for side in ("front", "back"):
            ctx = Measuring(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side,
                            False, None, measured)
            (face.front if side == "front" else face.back)(ctx, item)
            for found in to_diagnostics(deck, item, side, ctx.problems, language):
                yield replace(found, severity=Severity.ERROR, extra={**found.extra, "cause": found.code})
            seen = set()
            for path, size, wanted in ctx.shrunk:
                if path in seen or any(p.field == path for p in ctx.problems):
                    continue
                seen.add(path)
                problem = Problem(path, ID, f"the text is shrunk to {size:g} pt to fit (designed for {wanted:g} pt)",
                                  f"shorten it so that it prints at {COMFORTABLE:g} pt or more")
                for found in to_diagnostics(deck, item, side, [problem], language):
                    yield replace(found, severity=SEVERITY)
