"""A text that would not fit its box on the printed card.

The check lays out every card exactly as `deckctl export pdf` does, with the deck's `print:`
settings (else the defaults: poker cards), in the deck's own language. Texts are set at their
design size and shrink to fit, down to 7 pt, the smallest size body text and labels print at;
texts of one role on a card (Wissens-Spektrum's six questions, iKNOW's three clues) share one
size, the largest at which all of them fit, as the export sets them (a card set smaller than the
deck's other cards is `role-size`'s). A text that does not fit
even at 7 pt, or has a character the card font cannot draw, is an error: the export refuses the
deck. So, alone of the rules, it cannot be turned off or made milder, in `deckctl.toml` or by a
comment: lint and the proof say what build refuses. A card that `deckctl validate` finds an error
in is measured once that error is fixed.
(A card a proof has just drawn with no problem, `deckctl proof` drawing every card before it
lints the deck, is not laid out again: the drawing found what this check would.)

Every language is checked: the deck's own, then each catalog in `locales/` (translated texts
only, located at their msgstr line), including the pseudo-locale `en-XA` once `deckctl i18n
pseudo` has written it, so a deck can be checked for longer texts before any translation exists.
Each finding names its language, and a translated text its catalog entry's msgctxt
(`[de, front, card-001/questions/1/question]`).

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
SEVERITY = Severity.ERROR  # the export refuses a deck with a text that does not fit
FIXED = True  # what build refuses: not turned off or made milder (deckctl.toml, comments)
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file), see check_cards


def check(deck):
    from deckctl.lint.by_file import first_of_each_part

    return first_of_each_part(check_cards(deck))


def check_cards(deck):
    """Each finding with the card file whose card it is on and, for a part many cards share (a
    printed label, or what a card face draws once per sheet, such as a band with the area's name),
    that part's name. A shared part is measured once per card file (so that each file's findings
    are its own: deckctl/lint/by_file.py keeps them file by file) and reported on the first card
    in the deck that prints it: `check` keeps a part's findings from the first file only."""
    from deckctl.export.pdf import OptionError, game_sizes, resolve, theme
    from deckctl.export.pdf.base import MM
    from deckctl.export.pdf.draw import MIN_BODY, CardContext, hyphenates, label_path
    from deckctl.export.pdf.text import Fit, fit, fitted_size
    from deckctl.export.pdf.typography import typographic
    from deckctl.i18n.editions import editions

    class Measuring(CardContext):
        """Measures like the export, and remembers which problems were found in a shared part."""

        def __init__(self, *args):
            super().__init__(*args)
            self.shared_problems: dict[int, str] = {}  # id() of a problem -> the shared part's key

        def static(self, key, draw):
            problems = len(self.problems)
            CardContext.static(self, key, draw)
            for problem in self.problems[problems:]:
                self.shared_problems[id(problem)] = key

        # (the signatures spelled out: these run for every text of every card)
        def text_box(self, value, x, y, w, h, size, weight="regular", colour=theme.INK, align="left",
                     valign="top", field_path=None, min_size=MIN_BODY, leading=1.2, grow=1.0, hyphenate=None):
            # What CardContext.text_box does with no canvas and no growth (this context has neither),
            # written out: it runs for every text of every card. Not grown: a text that could grow
            # fits at its designed size, which is all this rule asks.
            field_path = field_path or label_path(value)
            value = typographic(value, self.language)
            self._check_glyphs(value, weight, field_path)
            # (typeset as the export sets it: in the card's language, an answer not hyphenated)
            hyphenate = hyphenates(field_path) if hyphenate is None else hyphenate
            fitted = fitted_size(value, w * MM, h * MM, size, min_size, weight, leading, 1.0, self.language, hyphenate)
            if fitted is not None:  # (nearly every text: its lines are not worked out, as nothing draws them)
                return Fit(fitted, (), fitted * leading, True, 0.0)
            result = fit(value, w * MM, h * MM, size, min_size, weight, leading, 0, 1.0, self.language, hyphenate)
            self._overflow(field_path, value, result.size, f"a {w:.0f} x {h:.0f} mm box", result)
            return result

    try:
        options = resolve(deck.manifest.print, deck.path)  # (its profile read from the deck folder, never the working one)
    except OptionError:  # validate reports the print section as bad-print-option; nothing to measure with
        return
    if not game_sizes.fits(game_sizes.smallest(deck), options.card_mm):
        return  # (validate reports a card too small for the game, once, not each text)
    invalid = _invalid(deck)
    for language, edition in editions(deck):
        if edition is deck and language != deck.manifest.language:
            continue  # an unreadable catalog gives back the deck, measured already (validate reports the catalog)
        yield from _measure(edition, language, Measuring, options, invalid)


def _invalid(deck) -> set[tuple[str, str]]:
    """(card file, card id) of the cards validate finds an error in: a card its model accepts can
    still contradict its deck (an area the deck does not have), and cannot be laid out then. Its
    error comes first; it is measured once that is fixed."""
    return {(d.file, d.card_id) for d in deck.diagnostics if d.is_error and d.card_id}


def _measure(deck, language: str, Measuring, options, invalid: set):
    from deckctl.export.pdf import fitted
    from deckctl.export.pdf.base import LABEL, face_of
    from deckctl.export.pdf.document import (
        items_of,
        once_per_label,
        to_diagnostics,
    )

    translated = bool(deck.translated_at)
    face = face_of(deck)
    # per card file: the parts every card of a kind shares, measured once; the labels reported
    measured: dict[str, set] = {}
    labels_reported: dict[str, set] = {}
    card_mm = options.card_mm  # (a property that parses the card size on every read)
    drawn = fitted.fitting(deck, language, card_mm)  # (a proof's drawing set these with no problem)
    for item in items_of(deck, options, face):
        if item.ref is None:  # generated cards (blanks) have no texts of their own
            continue
        if drawn and id(item.ref) in drawn:
            continue
        card_file = item.ref.source.display
        if invalid and (card_file, item.ref.id) in invalid:
            continue
        for side in ("front", "back"):
            ctx = Measuring(None, (0.0, 0.0), card_mm, options.bleed, language, deck, item, side,
                            False, None, measured.setdefault(card_file, set()))
            (face.front if side == "front" else face.back)(ctx, item)
            if not ctx.problems:  # (nearly every card side)
                continue

            def ours(path, card_id=item.ref.id) -> bool:  # a translation: its texts and labels (the rest is the source's)
                return not translated or path[:1] == (LABEL,) or deck.translation_of(card_id, path) is not None

            problems = once_per_label([p for p in ctx.problems if ours(p.field)],
                                      labels_reported.setdefault(card_file, set()))
            for problem, found in zip(problems, to_diagnostics(deck, item, side, problems, language)):
                if problem.field[:1] == (LABEL,):  # a label's problem is the label's wherever it prints (once_per_label)
                    part = f"{language} label {problem.field[1]} {problem.code} {problem.message}"
                else:
                    part = _part(language, ctx.shared_problems.get(id(problem)))
                yield replace(found, severity=Severity.ERROR, extra={**found.extra, "cause": found.code}), card_file, part


def _part(language: str, static_key: str | None) -> str | None:
    """The name of the shared part a finding was measured in (None: the card's own text)."""
    return None if static_key is None else f"{language} part {static_key}"
