"""Knowledge? in the terminal: the board in colour, the cards, the team's choices, and what happened.

Works the same when standard input is not a terminal (a script can drive a whole game): every
prompt reads one line, bad input is refused with a reason and asked again, and the end of input
stops the game cleanly.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

from rich.console import Console
from rich.text import Text

from deckctl.core.fields import COLOURS, LETTERS
from deckctl.core.quoted import shortened
from deckctl.engine.headline import headline
from deckctl.engine.prompt import QUOTED_ENTRY, EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.engine.words import (_, and_list, capitalised, ngettext, or_list, pgettext, quoted, typed,
                                  unbroken, written_out)
from deckctl.games.knowledge.board import OPPONENTS
from deckctl.games.knowledge.rules import KINDS, LETTER, MARKERS, MAX_DRAWS, NUM_MARKERS, NUMBER, TEAM

SPACE_WIDTH = 5  # characters per space in the board drawing
MIN_WIDTH = 40  # narrower, the board drawing falls below eight spaces a row and the texts break up
SPACE_STYLE = {"red": "bold white on red3", "yellow": "bold black on yellow3", "green": "bold white on green4",
               "blue": "bold white on blue3", "white": "bold black on grey93"}
MARKER_STYLE = {"white": "bold grey93", "green": "bold green3", "yellow": "bold yellow3", "blue": "bold dodger_blue2",
                "red": "bold red3", "team": "bold magenta"}


def commands() -> str:
    return _("Other commands: board (draw the board again), help, quit.")


def intro() -> str:
    return _("Each card goes to a marker that has not moved yet this round: type its name, a unique start of "
             "it, the letter an opponent carries, or T for the team.")


def moves_text() -> str:
    """How a card moves the marker it is given: the rule every choice turns on."""
    return _("The card's back then moves that marker clockwise, whether the guess was right or not: a number "
             "card that many spaces, a letter or colour card to the next space ahead that shows it (on a stack, "
             "the top marker's letter and colour count).")


def intro_strategic() -> str:
    return _("With several cards in hand, type the card's number first ({example}); a card keeps its number "
             "for the round.").format(example=quoted(unbroken(f"1 {marker_name(MARKERS.index('red'))}")))


def marker_name(marker: int) -> str:
    """A marker as it is typed and listed: `red`, `team` (in the table's language)."""
    return {
        "white": pgettext("marker", "white"), "green": pgettext("marker", "green"),
        "yellow": pgettext("marker", "yellow"), "blue": pgettext("marker", "blue"),
        "red": pgettext("marker", "red"), "team": pgettext("marker", "team"),
    }[MARKERS[marker]]


def marker_subject(marker: int) -> str:
    """A marker as the subject of a sentence: `red`, `the team`."""
    return pgettext("marker in a sentence", "the team") if marker == TEAM else marker_name(marker)


def marker_landed_on(marker: int) -> str:
    """The marker another lands on top of, as the object of `on top of`: `the yellow marker` (a
    marker's name alone, `onto yellow`, reads as the colour of a space)."""
    # TRANSLATORS: the object of ", on top of {marker}" (in German the accusative: den gelben Marker).
    return {
        "white": pgettext("marker landed on", "the white marker"),
        "green": pgettext("marker landed on", "the green marker"),
        "yellow": pgettext("marker landed on", "the yellow marker"),
        "blue": pgettext("marker landed on", "the blue marker"),
        "red": pgettext("marker landed on", "the red marker"),
        "team": pgettext("marker landed on", "the team marker"),
    }[MARKERS[marker]]


def colour_name(colour: int) -> str:
    """A space's or card's colour (COLOURS order), as the printed cards name it."""
    return {
        "red": pgettext("colour", "red"), "yellow": pgettext("colour", "yellow"),
        "green": pgettext("colour", "green"), "blue": pgettext("colour", "blue"),
        "white": pgettext("colour", "white"),
    }[COLOURS[colour]]


def colour_letter(colour: int) -> str:
    """The letter beside a space's letter that says its colour without colour on the screen."""
    # TRANSLATORS: one lower-case letter each, different for the five colours (gelb and grün
    # cannot both be g); the board shows it beside a space's letter.
    return {
        "red": pgettext("colour letter", "r"), "yellow": pgettext("colour letter", "y"),
        "green": pgettext("colour letter", "g"), "blue": pgettext("colour letter", "b"),
        "white": pgettext("colour letter", "w"),
    }[COLOURS[colour]]


def kind_name(kind: int) -> str:
    """A card's category as its face prints it."""
    return {"number": pgettext("card category", "number"), "letter": pgettext("card category", "letter"),
            "colour": pgettext("card category", "colour")}[KINDS[kind]]


def marker_word(game, marker: int) -> str:
    """How a marker can be typed: its name and, for an opponent, the letter it carries, on one line
    (a German `Gelb` / `(A)` read as two things)."""
    if marker == TEAM:
        return unbroken(_("{team} (T)").format(team=marker_name(TEAM)))
    return unbroken(f"{marker_name(marker)} ({LETTERS[game.marker_letter[marker]]})")


def free_choices(game, free: list[int]) -> str:
    """The markers that may take a card now, as the player can type them."""
    return or_list([marker_word(game, m) for m in free])


def help_text(state, numbers: list[int] | None = None) -> str:
    """What to type now: only the markers (and, in the strategic variant, the cards by the numbers
    they were shown with) that are legal."""
    game, free, hand = state.game, state.free_markers(), state.hand
    choices = free_choices(game, free)
    if len(hand) == 1:
        return _("Name the marker that gets the card: {choices} (a unique start of the name, or the letter in "
                 "brackets, works too). {moves} {commands}").format(choices=choices, moves=moves_text(),
                                                                     commands=commands())
    numbers = numbers or list(range(1, len(hand) + 1))
    first = quoted(unbroken(f"{numbers[0]} {marker_name(free[0])}"))
    example = first if len(free) == 1 else or_list([first, quoted(unbroken(f"{numbers[-1]} {marker_name(free[-1])}"))])
    return _("Choose one of the cards {numbers} and a marker for it, e.g. {example}; free markers: "
             "{choices}. {moves} {commands}").format(numbers=number_list(numbers), example=example, choices=choices,
                                                     moves=moves_text(), commands=commands())


def number_list(numbers: list[int]) -> str:
    """`1-4` for a run of numbers, else `1, 3 or 6`."""
    if numbers == list(range(numbers[0], numbers[0] + len(numbers))) and len(numbers) > 2:
        return f"{numbers[0]}-{numbers[-1]}"
    return or_list([str(n) for n in numbers])


def value_words(game, card: int) -> str:
    return values_said(game.card_kind[card], game.card_value[card])


def values_said(kind: int, value: int) -> str:
    """A card's answer (or a guess of it) of `kind`: `4`, `C or D`, `red, green or white`."""
    if kind == NUMBER:
        return str(value)
    names = LETTERS if kind == LETTER else [colour_name(c) for c in range(len(COLOURS))]
    return or_list([names[i] for i in range(5) if value >> i & 1])  # `red, green or white`


def several_values(game, card: int) -> bool:
    return game.card_kind[card] != NUMBER and game.card_value[card].bit_count() > 1


def term_lines(terms: list[str], width: int, indent: int = 4) -> list[str]:
    """The terms to count, joined by ` · ` and broken between terms (never inside one) to fit `width`."""
    if not terms:
        return []
    lines: list[str] = []
    current = ""
    for term in terms:
        longer = f"{current} · {term}" if current else term
        if current and indent + len(longer) > width:
            lines.append(current)
            current = term
        else:
            current = longer
    lines.append(current)
    return [" " * indent + line for line in lines]


def front_text(game, card: int, number: int | None = None, width: int = 80) -> Text:
    """What the card's front shows: its category, the question and, on a counting card, the terms."""
    data = game.cards[card]
    prefix = f"{number}. " if number is not None else ""
    text = Text(f"{prefix}[{kind_name(game.card_kind[card])}] ", style="bold cyan")
    text.append(data["front"])
    for line in term_lines(data.get("terms") or [], width):
        text.append("\n" + line)
    return text


def back_text(game, card: int) -> Text:
    """What the card's back shows: its category, the resolution and the value (with the note that the
    nearest counts on a card of several)."""
    text = Text(f"[{kind_name(game.card_kind[card])}] ", style="bold cyan")
    text.append(_("Back: "), style="bold")
    text.append(game.cards[card]["back"])
    text.append("\n" + _("Answer: {value}").format(value=value_words(game, card)), style="bold")
    if several_values(game, card):
        text.append(" " + _("(the nearest one counts)"), style="bold")
    return text


def explain(game, event: dict) -> str:
    """What a move did, in one or two sentences."""
    marker = event["marker"]
    name = marker_subject(marker)
    card = event["card"]
    kind = game.card_kind[card]
    if event.get("failed") and not event.get("gave_up"):
        return _("No {value} is visible ahead of {marker}: the card cannot be played. It is set aside, {marker} "
                 "has not moved, and a replacement card comes.").format(value=value_words(game, card), marker=name)
    steps = event["steps"]
    if event.get("gave_up"):
        return capitalised(_("Still no card {marker} can play: {marker} stays where it is and counts as "
                             "moved.").format(marker=name))
    if kind == NUMBER:
        head = ngettext("{marker} moves {steps} space", "{marker} moves {steps} spaces", steps).format(
            marker=name, steps=steps)
        if event.get("skipped_team"):
            head = _("{marker} moves {steps} spaces (its last step would end on the team's space, so it goes one "
                     "further)").format(marker=name, steps=steps)
        elif steps == 0:
            return capitalised(_("{marker} stays where it is (0 steps).").format(marker=name))
    else:
        head = ngettext("{marker} moves to the next {value}: {steps} space",
                        "{marker} moves to the next {value}: {steps} spaces", steps).format(
            marker=name, value=value_words(game, card), steps=steps)
    onto = event.get("onto") or []
    if onto:  # (the marker it lands on, not a space of that colour: the rulebook's stack)
        head += _(", on top of {marker}").format(marker=marker_landed_on(onto[-1]))
        if len(onto) > 1:
            count = len(onto) + 1
            head += " " + ngettext("(now a stack of {count} marker)", "(now a stack of {count} markers)",
                                   count).format(count=count)
    elif event["to"] == game.start:  # (named as the board names it: `S/F`, German `S/Z`, not `space 0`)
        # TRANSLATORS: {label} is the board's label of that space ("S/F", context "board: the start and finish space").
        head += _(", to the start and finish space {label}").format(label=space_label(game, event["to"]))
    else:
        head += _(", to space {space}").format(space=event["to"])
    sentences = [head + "."]
    if event.get("from_under"):
        sentences.insert(0, _("{marker} is taken out from under the stack.").format(marker=name))
    if event.get("flagged"):
        sentences.append(_("{marker} passes the finish for the first time and shows its flag.").format(marker=name))
    crossed = event.get("crossed")
    if crossed and marker == TEAM:
        sentences.append(_("The team completes its first lap.") if crossed == 1 else
                         _("The team completes its second lap: the game ends after this round."))
    elif crossed and crossed >= 2:
        sentences.append(_("{marker} passes the finish a second time: the game ends after this "
                           "round.").format(marker=name))
    return " ".join(capitalised(sentence) for sentence in sentences)


def space_label(game, space: int) -> str:
    """A space as the board labels it: its number, or `S/F` for the start, which is also the finish."""
    return pgettext("board: the start and finish space", "S/F") if space == game.start else str(space)


def row_length(size: int, width: int) -> int:
    """Spaces per row: as few rows as `width` allows, the same length but for the last."""
    most = max(1, width // SPACE_WIDTH)
    rows = -(-size // most)
    return -(-size // rows)


def draw_board(state, legend: bool = True, width: int = 80) -> Text:
    """The loop as rows of spaces: number, letter on its colour, then the stack from the top down."""
    game = state.game
    text = Text()
    size = game.size
    per_row = row_length(size, width)
    for first in range(0, size, per_row):
        spaces = range(first, min(size, first + per_row))
        for space in spaces:
            text.append(f"{space_label(game, space):^5}", style="dim")
        text.append("\n")
        for space in spaces:
            colour = game.space_colour[space]
            text.append(f" {LETTERS[game.space_letter[space]]}{colour_letter(colour)} ", style=SPACE_STYLE[COLOURS[colour]])
            text.append(" ")
        text.append("\n")
        height = max((len(state.stacks[s]) for s in spaces), default=0)
        for level in range(height):
            for space in spaces:
                stack = state.stacks[space]
                if len(stack) > level:
                    marker = stack[len(stack) - 1 - level]
                    if marker == TEAM:
                        label = marker_name(TEAM)[:4].upper()
                    else:
                        label = marker_name(marker)[:3].upper() + ("*" if state.flagged(marker) else " ")
                    text.append(f"{label:<4} ", style=MARKER_STYLE[MARKERS[marker]])
                else:
                    text.append("     ")
            text.append("\n")
    if legend:
        # (without colour on the screen, each space's code is all there is: `Aw`, letter A on white)
        text.append(_("Spaces: their letter, then their colour ({colours}). ").format(
            colours=", ".join(unbroken(f"{colour_letter(c)} {colour_name(c)}") for c in range(len(COLOURS)))),
            style="dim")
        # (the one space drawn without a number: `S/F`, German `S/Z`)
        # TRANSLATORS: {label} is the board's label of the start ("S/F", context "board: the start and finish space").
        text.append(_("{label} = the start and finish space. ").format(label=space_label(game, game.start)),
                    style="dim")
        text.append(_("Top of a stack first; * = finish flag shown. Opponent letters: "), style="dim")
        # (each name with its letter on one line: `Weiß B, Grün` / `D` paired them wrongly)
        text.append(", ".join(unbroken(f"{marker_name(m)} {LETTERS[game.marker_letter[m]]}")
                              for m in range(len(OPPONENTS))),
                    style="dim")
        text.append("\n")
    return text


def standings(state) -> str:
    """How far each marker still has to go, furthest along first: spaces to the end of its second
    lap, a count a player can check on the board (a fraction of a lap, `0.3`, said nothing)."""
    order = sorted(range(NUM_MARKERS), key=lambda m: -state.progress[m])
    parts = [unbroken(f"{marker_name(m)} {to_go(state.progress[m], state.game.size)}") for m in order]
    return _("Spaces to the finish (two laps): {markers}").format(markers=", ".join(parts))


def to_go(progress: int, size: int) -> str:
    """The spaces a marker still moves to cross the finish a second time, or that it has."""
    left = 2 * size - progress
    # TRANSLATORS: a marker that has crossed the finish twice, in "Spaces to the finish: team finished, red 4".
    return str(left) if left > 0 else pgettext("marker in the standings", "finished")


def folded(word: str) -> str:
    """A typed or listed name as compared: lower case, no accents, ß as ss (`Weiß`, `weiss`)."""
    word = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in word if not unicodedata.combining(ch))


def spellings(marker: int) -> tuple[str, ...]:
    """A marker's name as it may be typed: the name folded, and German umlauts written out
    (`grün`: grun, gruen), in the table's language and in English."""
    names = {marker_name(marker).casefold(), MARKERS[marker]}
    names |= {spelling for name in set(names) for spelling in written_out(name)}
    return tuple(sorted({folded(name) for name in names}))


def starts(marker: int, word: str) -> bool:
    return any(name.startswith(word) for name in spellings(marker))


def shortest_start(marker: int) -> str:
    """The fewest first letters of a marker's name that no other name starts with and that is not
    also an opponent's letter (`bl` for blue, B being a letter)."""
    name = marker_name(marker).casefold()
    return next(name[:n] for n in range(1, len(name) + 1)
                if not (n == 1 and name[0].upper() in LETTERS)
                and not any(starts(m, folded(name[:n])) for m in range(len(MARKERS)) if m != marker))


# A marker typed as the list of free markers shows it: its name (or none) and its letter in brackets.
SHOWN_MARKER = re.compile(r"(?P<name>[^()]*?)\s*\(\s*(?P<letter>[^\W\d_])\s*\)")


def _shown_marker(game, word: str, name: str, letter: str, free: list[int], choices: str) -> tuple[int | None, str]:
    """A marker typed as the choices show it, `white (B)` or `(B)`: the one carrying the letter
    (T: the team), whose name the text before the brackets, if any, starts (`wh (B)` too)."""
    if letter.upper() == "T":
        marker = TEAM
    elif letter.upper() in LETTERS:
        marker = next(m for m in range(TEAM) if game.marker_letter[m] == LETTERS.index(letter.upper()))
    else:
        marker = None
    if marker is None or (name and not starts(marker, folded(name))):
        return None, _("{typed} is not a marker, its letter or T; free: {choices}.").format(
            typed=quoted(shortened(word, QUOTED_ENTRY)), choices=choices)
    if marker not in free:
        return None, capitalised(_("{marker} has already moved this round; free: {choices}.").format(
            marker=marker_subject(marker), choices=choices))
    return marker, ""


def parse_marker(game, word: str, free: list[int]) -> tuple[int | None, str]:
    """(marker, "") or (None, reason); a reason is a sentence and names only the markers that are
    still free.

    A marker is typed by its name, a unique start of it, the letter an opponent carries or T for
    the team. Starts and letters are read among the free markers only: once blue has moved, `b`
    is white's letter and nothing else. One letter that is still both a free marker's start and
    another free marker's letter (`b`: blue's name, and the B white may carry) is refused with
    both meanings rather than read one way silently. An entry that fits only markers that have
    moved says so."""
    word = word.strip()
    choices = free_choices(game, free)
    if not word:
        return None, _("Type a free marker: {choices}; or help.").format(choices=choices)
    shown = SHOWN_MARKER.fullmatch(word)
    if shown:  # as the choices show it: `white (B)`, `(B)`, `team (T)`
        return _shown_marker(game, word, shown["name"], shown["letter"], free, choices)
    meant = [m for m in range(len(MARKERS)) if starts(m, folded(word))]
    lettered = None
    if word.lower() == "t":
        lettered = TEAM
    elif len(word) == 1 and word.upper() in LETTERS:
        letter = LETTERS.index(word.upper())
        lettered = next(m for m in range(TEAM) if game.marker_letter[m] == letter)
    by_name = [m for m in meant if m in free]
    by_letter = lettered if lettered in free else None
    if by_letter is not None and by_name and by_name != [by_letter]:
        named = by_name[0]
        return None, _("{typed} could be {named} (the start of its name) or {lettered} (it carries {letter}): type "
                       "{named_short} for {named} or {lettered_short} for {lettered}; free: {choices}.").format(
            typed=quoted(shortened(word, QUOTED_ENTRY)), named=marker_name(named), lettered=marker_name(by_letter),
            letter=word.upper(),
            named_short=quoted(shortest_start(named)), lettered_short=quoted(shortest_start(by_letter)),
            choices=choices)
    if by_letter is not None:
        return by_letter, ""
    if len(by_name) == 1:
        return by_name[0], ""
    if by_name:
        return None, _("{typed} could be {markers}; type more of it; free: {choices}.").format(
            typed=quoted(shortened(word, QUOTED_ENTRY)), markers=or_list([marker_name(m) for m in by_name]),
            choices=choices)
    moved = sorted({*meant, *([lettered] if lettered is not None else [])})
    if len(moved) == 1:
        return None, capitalised(_("{marker} has already moved this round; free: {choices}.").format(
            marker=marker_subject(moved[0]), choices=choices))
    if moved:
        return None, capitalised(_("{markers} have already moved this round; free: {choices}.").format(
            markers=and_list([marker_subject(m) for m in moved]), choices=choices))
    return None, _("{typed} is not a marker, its letter or T; free: {choices}.").format(
        typed=quoted(shortened(word, QUOTED_ENTRY)), choices=choices)


def marker_only(game, typed: str, free: list[int]) -> str:
    """The answer to a number typed before a marker where only the marker is asked for (one card to
    place, shown without a number): a card's number would name a card the prompt does not ask for."""
    marker, reason = parse_marker(game, typed, free)
    if marker is not None:
        return _("Only the marker that gets the card is asked for: type {marker}.").format(
            marker=quoted(marker_name(marker)))
    return _("Only the marker that gets the card is asked for.") + " " + reason  # (and why the rest is none)


class TerminalPlayer(Prompt):
    """The team at the keyboard: implements the bot interface (`step(state) -> action`).

    In the strategic variant the cards of a round keep the numbers they were first shown with
    (a plan such as "3 to red" stays right after another card is placed); a replacement card
    gets the next number. A card that can go to one marker only is placed without asking. The
    marker typed is the placement, as the rulebook's team places the card once it has agreed
    (the talk comes before the line is typed): no second key per card, at a terminal or not."""

    quit_words = ("quit", "exit", "q")
    help_words = ("help", "?", "h")

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.shown_round = 0
        self.numbers: dict[int, int] = {}  # card -> the number it is shown with this round
        self.numbered_round = 0
        self.bot_guess: tuple[int, int] | None = None  # (card, value) the bot guessed for the card it placed

    def show_help(self, state) -> None:
        self.console.print(help_text(state, [number for number, _ in self.numbered(state)]))

    def command(self, word: str, state) -> bool:
        if word in typed("command: draw the board", "board"):
            self.console.print(draw_board(state, width=self.console.width))
            if state is not None and state.hand:  # (the cards again: the board has pushed them out of view)
                self.show_hand(state)
            return True
        return False

    def numbered(self, state) -> list[tuple[int, int]]:
        """(number, hand index) of the cards in hand, by number: numbers stay with their cards for
        the round, and a card new in hand gets the next one."""
        if state.round != self.numbered_round:
            self.numbered_round = state.round
            self.numbers = {}
        for card in state.hand:
            if card not in self.numbers:
                self.numbers[card] = max(self.numbers.values(), default=0) + 1
        return sorted((self.numbers[card], index) for index, card in enumerate(state.hand))

    def card_words(self, state, index: int) -> str:
        """`the card`, or `card 3` where several are numbered."""
        if len(state.hand) > 1 or state.game.strategic:
            return _("card {number}").format(number=self.numbers[state.hand[index]])
        return _("the card")

    def show_card(self, game, card: int, number: int | None = None) -> None:
        self.console.print(front_text(game, card, number, self.console.width))

    def show_table(self, state) -> None:
        """The round, the board, the laps and the cards to place: what the team decides on."""
        new_round = state.round != self.shown_round
        if new_round:
            self.shown_round = state.round
            self.console.rule(_("Round {round}").format(round=state.round))
        else:
            self.console.print()
        # The board as it stands now: the team decides with the whole board in view, as at the table.
        self.console.print(draw_board(state, legend=new_round, width=self.console.width), end="")
        self.console.print(standings(state), style="dim")
        self.show_hand(state)

    def show_hand(self, state) -> None:
        """The cards to place, under the board: what the prompt asks about."""
        game, free, hand = state.game, state.free_markers(), state.hand
        numbered = self.numbered(state)
        if len(hand) > 1 or game.strategic:
            self.console.print(_("Cards to place: {count} · free markers: {choices}").format(
                count=len(hand), choices=free_choices(game, free)))
            for number, index in numbered:
                self.show_card(game, hand[index], number)
        else:
            done = NUM_MARKERS - len(free)
            self.console.print(_("Card {number} of 6 · free markers: {choices}").format(
                number=done + 1, choices=free_choices(game, free)))
            self.show_card(game, hand[0])

    def show_bot_move(self, state, action: int) -> None:
        """The bot playing the team: the same table a person sees, then its choice, with the answer
        it guessed where it guessed one (the knowledgeable bot, but for a last card with one marker
        left); `guess_verdict` says after the back whether it was right."""
        self.show_table(state)
        index, marker = divmod(action, NUM_MARKERS)
        card = state.hand[index]
        target = _("the team's own marker") if marker == TEAM else marker_name(marker)
        guess = self.bots.guessed(card) if self.bots is not None else None
        self.bot_guess = (card, guess[1]) if guess else None
        if guess:
            line = _("The team (a bot) guesses {value} and gives {card} to {marker}.").format(
                value=values_said(*guess), card=self.card_words(state, index), marker=target)
        else:
            line = _("The team (a bot) gives {card} to {marker}.").format(
                card=self.card_words(state, index), marker=target)
        self.console.print(line, style="bold")

    def guess_verdict(self, game, card: int) -> str | None:
        """After the back of a card the bot placed with a guess (the card's answer, the one it gave
        when right): whether it was right; wrong, what it guessed and the card's answer. None for
        any other card."""
        guess, self.bot_guess = self.bot_guess, None
        if guess is None or guess[0] != card:
            return None
        kind, value = game.card_kind[card], game.card_value[card]
        if guess[1] == value:
            return _("The team (a bot) guessed right.")  # (the answer it gave is the back's, just above)
        return _("The team (a bot) guessed wrong: not {guess} but {value}.").format(
            guess=values_said(kind, guess[1]), value=values_said(kind, value))

    def step(self, state) -> int:
        self.show_table(state)
        legal = state.legal_actions()
        if len(legal) == 1:  # nothing to choose: the last card to the last free marker
            index, marker = divmod(legal[0], NUM_MARKERS)
            self.console.print(_("Only {marker} is left to move: {card} is given to it.").format(
                marker=marker_word(state.game, marker), card=self.card_words(state, index)), style="bold")
            return legal[0]
        return self.choose(state)

    def choose(self, state) -> int:
        """The card (by its shown number) and marker the team types."""
        game = state.game
        free = state.free_markers()
        hand = state.hand
        numbered = self.numbered(state)
        by_number = {number: index for number, index in numbered}
        shown = number_list([number for number, _index in numbered])
        # (with several cards, the prompt shows what a line holds: a card's number, then a marker)
        example = quoted(unbroken(f"{numbered[0][0]} {marker_name(free[0])}"))
        while True:
            answer = self.ask(_("Which marker gets the card? ") if len(hand) == 1 else
                              _("Card and marker (e.g. {example})? ").format(example=example), state)
            index = 0
            first, _space, rest = answer.strip().partition(" ")  # (the marker may be `white (B)`, two words)
            if rest.strip() and first.isdecimal():
                number = int(first) if len(first) <= 3 else -1
                # The basic game shows its card without a number (`Card 2 of 6` counts the markers
                # that have moved, and a replacement card keeps the count): a number typed there is
                # never read as a card's, whatever it is. The strategic variant's last card keeps
                # the number it is shown with.
                if len(hand) == 1 and (not game.strategic or number not in by_number):
                    self.console.print(marker_only(game, rest, free), style="yellow")
                    continue
                if number not in by_number:
                    why = _("Card {number} is no longer in hand; choose {numbers}.") \
                        if number in self.numbers.values() else _("There is no card {number}; choose {numbers}.")
                    self.console.print(why.format(number=shortened(first, QUOTED_ENTRY), numbers=shown),
                                       style="yellow")
                    continue
                index, answer = by_number[number], rest
            elif len(hand) > 1:
                self.console.print(_("Please give a card number ({numbers}) and a marker, e.g. {example}.").format(
                    numbers=shown, example=example), style="yellow")
                continue
            marker, reason = parse_marker(game, answer, free)
            if marker is None:
                self.console.print(reason, style="yellow")
                continue
            return index * NUM_MARKERS + marker


def report_move(console: Console, state, event: dict, verdict: str | None = None) -> None:
    """The back of the card just placed, whether a bot's guess of it was right, and the move."""
    console.print(back_text(state.game, event["card"]))
    if verdict:
        console.print(verdict, style="bold")
    console.print(explain(state.game, event), style="green")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, here the team's seat);
    returns 0 for a finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    player = TerminalPlayer(console, read_line, bots)
    mode = _("strategic variant") if game.strategic else _("basic game")
    hard = [_("harder start")] if game.hard else []
    console.print(Text(headline(["Knowledge?", game.deck_id, mode, *hard, _("seed {seed}").format(seed=seed)],
                                console.width), style="bold"))
    console.print(" ".join([_("Race your team marker twice around the board before the opponents do."), intro(),
                            moves_text(),
                            *([intro_strategic()] if game.strategic else []), commands()]), style="dim")
    if bots:
        console.print(bots.introduce(lambda seat: capitalised(marker_subject(TEAM))))
    if recorder:
        recorder.header(game, seed)

    def after() -> None:
        event = state.last or {}
        if event.get("kind") == "setup":
            order = ", ".join(marker_name(MARKERS.index(name)) for name in event["order"])
            console.print(_("The opponents line up: {order} (front to back).").format(order=order))
        elif event.get("kind") == "move":
            report_move(console, state, event, player.guess_verdict(state.game, event["card"]))

    ending = play_out(state, player, console, recorder, after)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    # A safeguard's stop is neither won nor lost; one that came after a marker had crossed the
    # finish twice ends as the rulebook's finish does (rules.stopped_by_limit).
    stopped = state.stopped_by_limit()
    console.rule(_("Game stopped") if stopped else _("Game over"))
    console.print(draw_board(state, width=console.width))
    console.print(standings(state))
    if state.won:
        console.print(_("The team wins in round {round}!").format(round=state.round), style="bold green")
    elif not stopped:
        console.print(_("The opponents win in round {round}.").format(round=state.round), style="bold red")
    elif state.frozen:  # a board no card can change (rules.board_frozen)
        console.print(_("No card of the deck can move any marker any more: the game cannot go on and stops "
                        "unfinished in round {round}. Nobody wins.").format(round=state.round), style="bold red")
    elif state.drawn_out:  # as many cards as the printed box holds (rules.MAX_DRAWS)
        console.print(_("The game has drawn {count} cards, as many as the printed box holds, without ending: "
                        "it stops unfinished in round {round}. Nobody wins.").format(
                            count=MAX_DRAWS, round=state.round), style="bold red")
    else:  # max_rounds, a bound the rulebook does not have
        console.print(_("No marker has passed the finish twice by round {round}, the engine's round limit "
                        "(max_rounds): the game stops unfinished. Nobody wins.").format(round=state.round),
                      style="bold red")
    return 0
