"""I know! lint rules (see deckctl/lint for how rules are written and run)."""

from __future__ import annotations

from deckctl.core.diagnostics import Severity
from deckctl.games.i_know.cards import CORE_SUBJECTS, OPTION_SUBJECTS

LEVELS = ("A", "B", "C", "D")


class LevelCoverage:
    """A subject has no question at a level the deck plays.

    Each player answers questions at their own level (A for grades 1-2 up to D for grades 7-9)
    and must collect every core subject and several option subjects, so at every level the deck
    has questions for, each of the ten subjects needs at least one; otherwise a player at that
    level lands on a square with nothing to ask. A deck for younger players only (levels A and B)
    is fine: only levels with at least one question are checked. One finding per subject, at the
    deck's `id` in deck.yaml, naming the missing levels.

    Passes (levels A and B, each with every subject):

    ```yaml
    # math A, math B, spelling A, spelling B, ... (all ten subjects at A and at B)
    ```

    Fails (`history` has level A questions but none at B):

    ```yaml
    # math A, math B, history A, ... (the other subjects at A and B)
    ```
    """

    ID = "level-coverage"
    WHOLE_DECK = True  # counts over all the cards: meaningless while some are invalid
    SEVERITY = Severity.WARNING

    @staticmethod
    def check(deck):
        asked = {(ref.card.subject, ref.card.level) for ref in deck.cards if ref.card.kind == "question"}
        levels = [level for level in LEVELS if any(lv == level for _, lv in asked)]
        for subject in (*CORE_SUBJECTS, *OPTION_SUBJECTS):
            missing = [level for level in levels if (subject, level) not in asked]
            if missing:
                kind = "core" if subject in CORE_SUBJECTS else "option"
                yield deck.manifest_source.error(
                    ("id",), LevelCoverage.ID,
                    f"{kind} subject `{subject}` has no question at level{'' if len(missing) == 1 else 's'} "
                    f"{', '.join(missing)}",
                    f"add {subject} questions for level {', '.join(missing)}", severity=LevelCoverage.SEVERITY)


RULES = (LevelCoverage,)
