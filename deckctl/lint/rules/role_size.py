"""A text that sets its card's role smaller than the deck's other cards set it.

The texts of one role (Wissens-Spektrum's six questions, its six answers, iKNOW's three clues,
You Know It!'s five questions or answers) print at one size over the whole deck, as on retail
cards: the largest size that four cards in five can set the role at, measured as `deckctl export
pdf` measures it, with the deck's `print:` settings (else the defaults: poker cards). A card whose
texts could be set larger still prints them at the deck's size; a card where one text does not fit
there sets the whole role smaller, so it stands out among its neighbours. Where that is below
the role's designed size too (a long text shrunk, not a short one grown less than the others),
this names the text, the size its card prints the role at, the deck's size, and about how many
characters shorter it would have to be to fit at the deck's size (cut from its end, word by
word). Leaving it is fine: the card prints, only smaller; a text that does not fit at all is
`text-fits`' error.

Every language is checked, as in `text-fits`: the deck's own, then each catalog in `locales/`
(translated texts only, located at their msgstr line), each against its own language's size. It
judges the deck as a whole, so it waits until every card is valid.

Passes (every card's questions fit at the deck's size):

```yaml
- id: card-001
  questions:
    - {question: Which river flows through Vienna?, answer: The Danube}
    - ...
```

Fails (on a deck of short questions, one card's first question is long enough that its five
questions print at 7.5 pt where the deck's print at 9.5 pt):

```yaml
- id: card-005
  questions:
    - {question: "Which river, rising in the Black Forest and passing Vienna, Bratislava and Budapest, ends in the Black Sea?", answer: The Danube}
    - ...
```
"""

from __future__ import annotations

from dataclasses import replace

from deckctl.core.diagnostics import Severity

ID = "role-size"
SEVERITY = Severity.INFO  # the card prints; it only looks unlike its neighbours
WHOLE_DECK = True  # the deck's size for a role depends on every card


def check(deck):
    from deckctl.export.pdf import OptionError, game_sizes, resolve
    from deckctl.i18n.editions import editions

    try:
        options = resolve(deck.manifest.print, deck.path)
    except OptionError:  # validate reports the print section
        return
    if not game_sizes.fits(game_sizes.smallest(deck), options.card_mm):
        return
    for language, edition in editions(deck):
        if edition is deck and language != deck.manifest.language:
            continue  # an unreadable catalog gives back the deck, measured already
        yield from _measure(edition, language, options)


def _measure(deck, language: str, options):
    from deckctl.export.pdf import roles, text
    from deckctl.export.pdf.base import Problem, face_of
    from deckctl.export.pdf.document import deck_growth, items_of, to_diagnostics
    from deckctl.export.pdf.draw import CardContext

    class Noting(CardContext):
        """Lays a card out as the export does, noting its roles (`roles.RoleSize`); nothing else of
        a text is worked out but what its role's size needs."""

        def __init__(self, *args, **kw):
            super().__init__(*args, **kw)
            self.roles = []

        def role_sized(self, role) -> None:
            self.roles.append(role)

        def text_box(self, value, x, y, w, h, size, *args, **kw):
            return text.Fit(size, (), 0.0, True, 0.0)

    translated = bool(deck.translated_at)
    face = face_of(deck)
    items = items_of(deck, options, face)
    # A drawing of the deck in this language (a proof's, just before) has decided its growth, with
    # the deck's own print options as here, and noted the roles of each side it drew: those sides
    # are not laid out again (`roles.drawn`).
    drawn = roles.drawn(deck, language, options.card_mm)
    growth, noted = drawn if drawn is not None else (deck_growth(face, deck, items, options, language), {})
    # A role the deck has no size for is not named (`role.deck is None`), so neither is anything
    # on a side no role of the deck's is on: such a side is not laid out.
    sides = [side for side in ("front", "back") if any(key[0] == "role" and key[1] == side for key in growth.factors)]
    if not sides:
        return
    measured: set = set()
    for item in items:
        if item.ref is None:  # generated cards (blanks) have no texts of their own
            continue
        for side in sides:
            set_at = noted.get((id(item.ref), side))
            ctx = None
            if set_at is None:
                ctx = Noting(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side,
                             growth=growth, measured=measured)
                (face.front if side == "front" else face.back)(ctx, item)
                set_at = ctx.roles
            problems = []
            for role in set_at:
                # (a card that only grows less than the deck's, set at its designed size, is not named)
                if role.deck is None or role.shared >= min(role.deck, role.size) - 1e-9:
                    continue
                for box, alone in zip(role.boxes, role.own):
                    if alone is None or alone >= min(role.deck, role.size) - 1e-9:
                        continue  # (not what sets its card smaller; or fitting at no size, text-fits' error)
                    path = tuple(box.field_path or ())
                    if translated and deck.translation_of(item.ref.id, path) is None:
                        continue  # (the source's text: reported in the source's language)
                    if ctx is None:  # (what the role's texts are fitted with, `_to_cut`)
                        ctx = Noting(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side,
                                     growth=growth)
                    problems.append(_problem(Problem, ctx, role, box, path))
            if not problems:
                continue
            for found in to_diagnostics(deck, item, side, problems, language):
                yield replace(found, severity=SEVERITY)


def _problem(Problem, ctx, role, box, path: tuple):
    from deckctl.export.pdf.draw import hyphenates

    noun = _noun(path)
    cut = _to_cut(ctx, role, box, hyphenates(path))
    shorten = f"shorten it by about {cut} characters" if cut else "shorten it"
    return Problem(path, ID,
                   f"this {noun} sets its card's {noun}s at {role.shared:g} pt, where the deck's {noun}s are "
                   f"{role.deck:g} pt: {shorten}",
                   f"{shorten} to print it at {role.deck:g} pt like the deck's other cards (or leave it: "
                   "the card prints, smaller)")


def _noun(path: tuple) -> str:
    """What the text is, from its field: `question`, `answer`, `clue`, `term`."""
    last = next((step for step in reversed(path) if type(step) is str), "text")
    return last[:-1] if type(path[-1]) is int and last.endswith("s") else last


def _to_cut(ctx, role, box, hyphenate: bool) -> int:
    """About how many characters the text is longer than the longest start of it (whole words)
    that reaches the deck's size in its box, as the card's role is fitted (`roles._sizes`);
    0 when not even its first word does."""
    words = box.value.split(" ")

    def reaches(count: int) -> bool:
        found = ctx.fitted_size(" ".join(words[:count]), box.w, box.h, role.size, role.weight, role.min_size,
                                role.leading, role.grow, hyphenate)
        return found is not None and found >= role.deck - 1e-9

    low, high = 0, len(words)  # reaches(low) holds (nothing at all fits), reaches(high) does not
    while high - low > 1:
        middle = (low + high) // 2
        if reaches(middle):
            low = middle
        else:
            high = middle
    return len(box.value) - len(" ".join(words[:low])) if low else 0
