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
INTRO_STRATEGIC = " With several cards in hand, type the card's number first (`1 red`)."


def marker_word(game, marker: int) -> str:
    """How a marker can be typed: its name and, for an opponent, the letter it carries."""
    if marker == TEAM:
        return "team (T)"
    return f"{OPPONENTS[marker]} ({LETTERS[game.marker_letter[marker]]})"


def free_choices(game, free: list[int]) -> str:
    """The markers that may take a card now, as the player can type them."""
    words = [marker_word(game, m) for m in free]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def help_text(state) -> str:
    """What to type now: only the markers (and, in the strategic variant, the cards) that are legal."""
    game, free, hand = state.game, state.free_markers(), state.hand
    choices = free_choices(game, free)
    if len(hand) == 1:
        return (f"Name the marker that gets the card: {choices} (a unique start of the name, or the letter in "
                f"brackets, works too). {COMMANDS}")
    example = f"`1 {MARKERS[free[0]]}`" + (f" or `{len(hand)} {MARKERS[free[-1]]}`" if len(free) > 1 else "")
    return (f"Choose one of the cards 1-{len(hand)} and a marker for it, e.g. {example}; free markers: {choices}. "
            f"{COMMANDS}")


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
        laps = state.progress[m] / game.size
        parts.append(f"{MARKERS[m]} {laps:.1f}")
    return "Laps: " + ", ".join(parts)


def parse_marker(game, word: str, free: list[int]) -> tuple[int | None, str]:
    """(marker, "") or (None, reason); a reason names only the markers that are still free."""
    word = word.strip()
    choices = free_choices(game, free)
    if not word:
        return None, f"Type a free marker: {choices}; or help"
    lowered = word.lower()
    if len(word) == 1:
        if lowered == "t":
            marker = TEAM
        elif word.upper() in LETTERS:
            letter = LETTERS.index(word.upper())
            marker = next(m for m in range(TEAM) if game.marker_letter[m] == letter)
        else:
            names = [MARKERS[m] for m in free if MARKERS[m].startswith(lowered)]
            hint = f"; for {names[0]} type at least two letters (`{names[0][:2]}`)" if len(names) == 1 else ""
            return None, f"`{word}` is neither a marker's letter nor T{hint}; free: {choices}"
    else:
        matches = [m for m, name in enumerate(MARKERS) if name.startswith(lowered)]
        if len(matches) != 1:
            return None, f"`{word}` is not a marker; free: {choices}"
        marker = matches[0]
    if marker not in free:
        return None, f"{MARKERS[marker]} has already moved this round; free: {choices}"
    return marker, ""


class TerminalPlayer(Prompt):
    """The team at the keyboard: implements the bot interface (`step(state) -> action`)."""

    quit_words = ("quit", "exit", "q")
    help_words = ("help", "?", "h")

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.shown_round = 0

    def show_help(self, state) -> None:
        self.console.print(help_text(state))

    def command(self, word: str, state) -> bool:
        if word == "board":
            self.console.print(draw_board(state, width=self.console.width))
            return True
        return False

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
        if len(hand) > 1 or game.strategic:
            self.console.print(f"Cards to place: {len(hand)} · free markers: {free_choices(game, free)}")
            for number, card in enumerate(hand, start=1):
                self.show_card(game, card, number)
        else:
            done = NUM_MARKERS - len(free)
            self.console.print(f"Card {done + 1} of 6 · free markers: {free_choices(game, free)}")
            self.show_card(game, hand[0])

    def show_bot_move(self, state, action: int) -> None:
        """The bot playing the team: the same table a person sees, then its choice."""
        self.show_table(state)
        index, marker = divmod(action, NUM_MARKERS)
        card = f"card {index + 1}" if len(state.hand) > 1 or state.game.strategic else "the card"
        target = "the team's own marker" if marker == TEAM else MARKERS[marker]
        self.console.print(f"The team (a bot) gives {card} to {target}.", style="bold")

    def step(self, state) -> int:
        game = state.game
        free = state.free_markers()
        hand = state.hand
        self.show_table(state)
        while True:
            answer = self.ask("Which marker gets the card? " if len(hand) == 1 else "Card and marker? ", state)
            index = 0
            words = answer.split()
            if len(hand) > 1:
                if len(words) != 2 or not words[0].isdigit():
                    self.console.print(f"Please give a card number (1-{len(hand)}) and a marker, "
                                       f"e.g. `1 {MARKERS[free[0]]}`.", style="yellow")
                    continue
                index = int(words[0]) - 1
                if not 0 <= index < len(hand):
                    self.console.print(f"There is no card {words[0]}; choose 1-{len(hand)}.", style="yellow")
                    continue
                answer = words[1]
            elif len(words) == 2 and words[0] == "1":
                answer = words[1]
            marker, reason = parse_marker(game, answer, free)
            if marker is None:
                self.console.print(reason + ".", style="yellow")
                continue
            return index * NUM_MARKERS + marker


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
