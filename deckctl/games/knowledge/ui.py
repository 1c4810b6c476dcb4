"""Knowledge? in the terminal: the board in colour, the cards, the team's choices, and what happened.

Works the same when standard input is not a terminal (a script can drive a whole game): every
prompt reads one line, bad input is refused with a reason and asked again, and the end of input
stops the game cleanly.
"""

from __future__ import annotations

from typing import Callable

from rich.console import Console
from rich.text import Text

from deckctl.core.fields import COLOURS, LETTERS
from deckctl.engine.prompt import EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.games.knowledge.board import OPPONENTS
from deckctl.games.knowledge.rules import KINDS, LETTER, MARKERS, NUM_MARKERS, NUMBER, TEAM

SPACE_WIDTH = 5  # characters per space in the board drawing
MIN_WIDTH = 40  # narrower, the board drawing falls below eight spaces a row and the texts break up
SPACE_STYLE = {"red": "bold white on red3", "yellow": "bold black on yellow3", "green": "bold white on green4",
               "blue": "bold white on blue3", "white": "bold black on grey93"}
MARKER_STYLE = {"white": "bold grey93", "green": "bold green3", "yellow": "bold yellow3", "blue": "bold dodger_blue2",
                "red": "bold red3", "team": "bold magenta"}
COMMANDS = "Other commands: board (draw the board again), help, quit."
INTRO = ("Each card goes to a marker that has not moved yet this round: type its name, a unique start of "
         "it, the letter an opponent carries, or T for the team.")
INTRO_STRATEGIC = (" With several cards in hand, type the card's number first (`1 red`); a card keeps its number "
                   "for the round.")


def marker_word(game, marker: int) -> str:
    """How a marker can be typed: its name and, for an opponent, the letter it carries."""
    if marker == TEAM:
        return "team (T)"
    return f"{OPPONENTS[marker]} ({LETTERS[game.marker_letter[marker]]})"


def free_choices(game, free: list[int]) -> str:
    """The markers that may take a card now, as the player can type them."""
    words = [marker_word(game, m) for m in free]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def help_text(state, numbers: list[int] | None = None) -> str:
    """What to type now: only the markers (and, in the strategic variant, the cards by the numbers
    they were shown with) that are legal."""
    game, free, hand = state.game, state.free_markers(), state.hand
    choices = free_choices(game, free)
    if len(hand) == 1:
        return (f"Name the marker that gets the card: {choices} (a unique start of the name, or the letter in "
                f"brackets, works too). {COMMANDS}")
    numbers = numbers or list(range(1, len(hand) + 1))
    example = f"`{numbers[0]} {MARKERS[free[0]]}`" + (f" or `{numbers[-1]} {MARKERS[free[-1]]}`" if len(free) > 1 else "")
    return (f"Choose one of the cards {number_list(numbers)} and a marker for it, e.g. {example}; free markers: "
            f"{choices}. {COMMANDS}")


def number_list(numbers: list[int]) -> str:
    """`1-4` for a run of numbers, else `1, 3 or 6`."""
    if numbers == list(range(numbers[0], numbers[0] + len(numbers))) and len(numbers) > 2:
        return f"{numbers[0]}-{numbers[-1]}"
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def value_words(game, card: int) -> str:
    kind, value = game.card_kind[card], game.card_value[card]
    if kind == NUMBER:
        return str(value)
    names = LETTERS if kind == LETTER else COLOURS
    return " or ".join(names[i] for i in range(5) if value >> i & 1)


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
    text = Text(f"{prefix}[{KINDS[game.card_kind[card]]}] ", style="bold cyan")
    text.append(data["front"])
    for line in term_lines(data.get("terms") or [], width):
        text.append("\n" + line)
    return text


def back_text(game, card: int) -> Text:
    """What the card's back shows: its category, the resolution and the value (with the note that the
    nearest counts on a card of several)."""
    text = Text(f"[{KINDS[game.card_kind[card]]}] ", style="bold cyan")
    text.append("Back: ", style="bold")
    text.append(game.cards[card]["back"])
    text.append(f"\nAnswer: {value_words(game, card)}", style="bold")
    if several_values(game, card):
        text.append(" (the nearest one counts)", style="bold")
    return text


def explain(game, event: dict) -> str:
    """What a move did, in one or two sentences."""
    name = MARKERS[event["marker"]]
    name = "the team" if name == "team" else name
    card = event["card"]
    kind = game.card_kind[card]
    if event.get("failed") and not event.get("gave_up"):
        return (f"No {value_words(game, card)} is visible ahead of {name}: the card cannot be played. "
                f"It is set aside, {name} has not moved, and a replacement card comes.")
    steps = event["steps"]
    if event.get("gave_up"):
        return f"Still no card {name} can play: {name} stays where it is and counts as moved."
    if kind == NUMBER:
        head = f"{name} moves {steps} space{'s' if steps != 1 else ''}"
        if event.get("skipped_team"):
            head = f"{name} moves {steps} spaces (its last step would end on the team's space, so it goes one further)"
        elif steps == 0:
            return f"{name.capitalize()} stays where it is (0 steps)."
    else:
        head = f"{name} moves to the next {value_words(game, card)}: {steps} space{'s' if steps != 1 else ''}"
    onto = event.get("onto") or []
    if onto:
        top = MARKERS[onto[-1]]
        head += f", onto {top}'s stack" if len(onto) > 1 else f", onto {top}"
    else:
        head += f", to space {event['to']}"
    sentences = [head + "."]
    if event.get("from_under"):
        sentences.insert(0, f"{name.capitalize()} is taken out from under the stack.")
    if event.get("flagged"):
        sentences.append(f"{name.capitalize()} passes the finish for the first time and shows its flag.")
    crossed = event.get("crossed")
    if crossed and event["marker"] == TEAM:
        sentences.append("The team completes its first lap." if crossed == 1 else
                         "The team completes its second lap: the game ends after this round.")
    elif crossed and crossed >= 2:
        sentences.append(f"{name.capitalize()} passes the finish a second time: the game ends after this round.")
    return " ".join(sentence[:1].upper() + sentence[1:] for sentence in sentences)


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
            label = "S/F" if space == game.start else str(space)
            text.append(f"{label:^5}", style="dim")
        text.append("\n")
        for space in spaces:
            colour = COLOURS[game.space_colour[space]]
            text.append(f" {LETTERS[game.space_letter[space]]}{colour[0]} ", style=SPACE_STYLE[colour])
            text.append(" ")
        text.append("\n")
        height = max((len(state.stacks[s]) for s in spaces), default=0)
        for level in range(height):
            for space in spaces:
                stack = state.stacks[space]
                if len(stack) > level:
                    marker = stack[len(stack) - 1 - level]
                    if marker == TEAM:
                        label = "TEAM"
                    else:
                        label = OPPONENTS[marker][:3].upper() + ("*" if state.flagged(marker) else " ")
                    text.append(f"{label:<4} ", style=MARKER_STYLE[MARKERS[marker]])
                else:
                    text.append("     ")
            text.append("\n")
    if legend:
        text.append("Top of a stack first; * = finish flag shown. Opponent letters: ", style="dim")
        text.append(", ".join(f"{name} {LETTERS[game.marker_letter[m]]}" for m, name in enumerate(OPPONENTS)),
                    style="dim")
        text.append("\n")
    return text


def standings(state) -> str:
    game = state.game
    order = sorted(range(NUM_MARKERS), key=lambda m: -state.progress[m])
    parts = []
    for m in order:
        parts.append(f"{MARKERS[m]} {laps(state.progress[m], game.size)}")
    return "Laps: " + ", ".join(parts)


def laps(progress: int, size: int) -> str:
    """Laps to one decimal, cut rather than rounded: a marker one space short of its second lap
    shows 1.9, never 2.0 (which would read as finished)."""
    tenths = progress * 10 // size
    return f"{tenths // 10}.{tenths % 10}"


def shortest_start(marker: int) -> str:
    """The fewest first letters of a marker's name that no other name starts with and that is not
    also an opponent's letter (`bl` for blue, B being a letter)."""
    name = MARKERS[marker]
    return next(name[:n] for n in range(1, len(name) + 1)
                if not (n == 1 and name[0].upper() in LETTERS)
                and not any(other.startswith(name[:n]) for m, other in enumerate(MARKERS) if m != marker))


def parse_marker(game, word: str, free: list[int]) -> tuple[int | None, str]:
    """(marker, "") or (None, reason); a reason names only the markers that are still free.

    A marker is typed by its name, a unique start of it, the letter an opponent carries or T for
    the team. One letter can be both a start and a letter (`b`: blue's name, and the B white may
    carry): such an entry is refused with both meanings rather than read one way silently."""
    word = word.strip()
    choices = free_choices(game, free)
    if not word:
        return None, f"Type a free marker: {choices}; or help"
    lowered = word.lower()
    by_name = [m for m, name in enumerate(MARKERS) if name.startswith(lowered)]
    by_letter = None
    if lowered == "t":
        by_letter = TEAM
    elif len(word) == 1 and word.upper() in LETTERS:
        letter = LETTERS.index(word.upper())
        by_letter = next(m for m in range(TEAM) if game.marker_letter[m] == letter)
    if by_letter is not None and by_name and by_name != [by_letter]:
        named = by_name[0]
        return None, (f"`{word}` could be {MARKERS[named]} (the start of its name) or {MARKERS[by_letter]} (it "
                      f"carries {word.upper()}): type `{shortest_start(named)}` for {MARKERS[named]} or "
                      f"`{shortest_start(by_letter)}` for {MARKERS[by_letter]}; free: {choices}")
    if by_letter is not None:
        marker = by_letter
    elif len(by_name) == 1:
        marker = by_name[0]
    elif by_name:
        return None, f"`{word}` could be " + " or ".join(MARKERS[m] for m in by_name) + f"; type more of it; free: {choices}"
    else:
        return None, f"`{word}` is not a marker, its letter or T; free: {choices}"
    if marker not in free:
        return None, f"{MARKERS[marker]} has already moved this round; free: {choices}"
    return marker, ""


class TerminalPlayer(Prompt):
    """The team at the keyboard: implements the bot interface (`step(state) -> action`).

    In the strategic variant the cards of a round keep the numbers they were first shown with
    (a plan such as "3 to red" stays right after another card is placed); a replacement card
    gets the next number. A card that can go to one marker only is placed without asking. At a
    terminal each placement waits for Enter, so a slip (`y` for `r`) can be taken back with
    `undo` before the card's back is read; a script's lines are final as they are."""

    quit_words = ("quit", "exit", "q")
    help_words = ("help", "?", "h")
    undo_words = ("undo", "u", "n", "no")

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.shown_round = 0
        self.numbers: dict[int, int] = {}  # card -> the number it is shown with this round
        self.numbered_round = 0

    def show_help(self, state) -> None:
        self.console.print(help_text(state, [number for number, _ in self.numbered(state)]))

    def command(self, word: str, state) -> bool:
        if word == "board":
            self.console.print(draw_board(state, width=self.console.width))
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
            return f"card {self.numbers[state.hand[index]]}"
        return "the card"

    def show_card(self, game, card: int, number: int | None = None) -> None:
        self.console.print(front_text(game, card, number, self.console.width))

    def show_table(self, state) -> None:
        """The round, the board, the laps and the cards to place: what the team decides on."""
        game = state.game
        free = state.free_markers()
        hand = state.hand
        new_round = state.round != self.shown_round
        if new_round:
            self.shown_round = state.round
            self.console.rule(f"Round {state.round}")
        else:
            self.console.print()
        # The board as it stands now: the team decides with the whole board in view, as at the table.
        self.console.print(draw_board(state, legend=new_round, width=self.console.width), end="")
        self.console.print(standings(state), style="dim")
        numbered = self.numbered(state)
        if len(hand) > 1 or game.strategic:
            self.console.print(f"Cards to place: {len(hand)} · free markers: {free_choices(game, free)}")
            for number, index in numbered:
                self.show_card(game, hand[index], number)
        else:
            done = NUM_MARKERS - len(free)
            self.console.print(f"Card {done + 1} of 6 · free markers: {free_choices(game, free)}")
            self.show_card(game, hand[0])

    def show_bot_move(self, state, action: int) -> None:
        """The bot playing the team: the same table a person sees, then its choice."""
        self.show_table(state)
        index, marker = divmod(action, NUM_MARKERS)
        target = "the team's own marker" if marker == TEAM else MARKERS[marker]
        self.console.print(f"The team (a bot) gives {self.card_words(state, index)} to {target}.", style="bold")

    def step(self, state) -> int:
        self.show_table(state)
        legal = state.legal_actions()
        if len(legal) == 1:  # nothing to choose: the last card to the last free marker
            index, marker = divmod(legal[0], NUM_MARKERS)
            self.console.print(f"Only {marker_word(state.game, marker)} is left to move: "
                               f"{self.card_words(state, index)} goes there.", style="bold")
            return legal[0]
        while True:
            action = self.choose(state)
            if not self.interactive or self.confirmed(state, action):
                return action

    def choose(self, state) -> int:
        """The card (by its shown number) and marker the team types."""
        game = state.game
        free = state.free_markers()
        hand = state.hand
        numbered = self.numbered(state)
        by_number = {number: index for number, index in numbered}
        shown = number_list([number for number, _ in numbered])
        while True:
            answer = self.ask("Which marker gets the card? " if len(hand) == 1 else "Card and marker? ", state)
            index = 0
            words = answer.split()
            if len(words) == 2 and words[0].isdigit():
                number = int(words[0])
                if number not in by_number:
                    why = f"Card {number} is no longer in hand" if number in self.numbers.values() else \
                        f"There is no card {number}"
                    self.console.print(f"{why}; choose {shown}.", style="yellow")
                    continue
                index, answer = by_number[number], words[1]
            elif len(hand) > 1:
                self.console.print(f"Please give a card number ({shown}) and a marker, "
                                   f"e.g. `{numbered[0][0]} {MARKERS[free[0]]}`.", style="yellow")
                continue
            marker, reason = parse_marker(game, answer, free)
            if marker is None:
                self.console.print(reason + ".", style="yellow")
                continue
            return index * NUM_MARKERS + marker

    def confirmed(self, state, action: int) -> bool:
        """At a terminal: Enter places the card, `undo` chooses again."""
        index, marker = divmod(action, NUM_MARKERS)
        what = self.card_words(state, index)
        while True:
            reply = self.ask(f"{what[:1].upper()}{what[1:]} to {MARKERS[marker]}: Enter places it, undo "
                             "chooses again: ", state).lower()
            if reply in ("", "y", "yes", "ok"):
                return True
            if reply in self.undo_words:
                return False
            self.console.print("Press Enter to place the card, or type undo to choose again.", style="yellow")


def report_move(console: Console, state, event: dict) -> None:
    console.print(back_text(state.game, event["card"]))
    console.print(explain(state.game, event), style="green")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, here the team's seat);
    returns 0 for a finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    player = TerminalPlayer(console, read_line, bots)
    mode = "strategic variant" if game.strategic else "basic game"
    console.print(Text(f"Knowledge? · {game.deck_id} · {mode}{' · harder start' if game.hard else ''} · seed {seed}",
                       style="bold"))
    console.print("Race your team marker twice around the board before the opponents do. " + INTRO +
                  (INTRO_STRATEGIC if game.strategic else "") + " " + COMMANDS, style="dim")
    if bots:
        console.print(bots.introduce(lambda seat: "The team"))
    if recorder:
        recorder.header(game, seed)

    def after() -> None:
        event = state.last or {}
        if event.get("kind") == "setup":
            console.print("The opponents line up: " + ", ".join(event["order"]) + " (front to back).")
        elif event.get("kind") == "move":
            report_move(console, state, event)

    ending = play_out(state, player, console, recorder, after)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule("Game over")
    console.print(draw_board(state, width=console.width))
    console.print(standings(state))
    if state.won:
        console.print(f"The team wins in round {state.round}!", style="bold green")
    else:
        console.print(f"The opponents win in round {state.round}.", style="bold red")
    return 0
