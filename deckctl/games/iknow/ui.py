"""iKNOW in the terminal, for a table of human players sharing one keyboard.

A round goes: the chooser picks the category; the reader's question is shown (clues hidden);
each answering player types where their iKNOW token goes, then their iBET. Then the clues are
shown one by one and each player, when their clue has come, types their answer (or presses Enter
after saying it aloud). Only when everyone has answered is the card's answer shown; then, player
by player, the table confirms right or wrong (a typed answer that matches the card's answer or an
accepted one is offered as right: Enter accepts the suggestion). Finally the round's chips.

Works the same when standard input is not a terminal (a script can drive a whole game): every
prompt reads one line, bad input is refused with a reason and asked again, and the end of input
stops the game cleanly.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from deckctl.engine.prompt import EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.games.iknow.rules import (
    ANSWER,
    BET,
    BET_BASE,
    CATEGORIES,
    CATEGORY,
    CATEGORY_BASE,
    LEVELS,
    MINUS,
    PLACE,
    PLUS,
    RIGHT,
    SIGNS,
    SQUARE_BASE,
    WRONG,
)

CATEGORY_TITLES = {"people": "People", "world": "The World Around Us", "works": "Products and Works of Art",
                   "events": "Phenomena and Events"}
CATEGORY_STYLE = {"people": "bold white on dark_orange3", "world": "bold white on green4",
                  "works": "bold white on blue3", "events": "bold white on magenta"}
HELP = {
    CATEGORY: "Type a category by number or name: 1 people, 2 world, 3 works, 4 events.",
    PLACE: ("Type the level for your iKNOW token: 3 (answer after the first clue, 3 chips), 2 or 1; "
            "`3.2` takes the second square of level 3. A level alone takes its highest free square."),
    BET: ("Type your iBET: + (will answer right) or - (will answer wrong) and a player's number, "
          "e.g. `+2` or `- 3`. Not on yourself, not on the reader."),
    ANSWER: "Type your answer, or press Enter if you said it aloud.",
}
COMMANDS = "Other commands: scores, help, quit."


def player(seat: int) -> str:
    return f"Player {seat + 1}"


def square_label(game, square: int) -> str:
    return f"{game.level_of(square)}.{square % game.squares_per_level + 1}"


def parse_category(game, word: str) -> tuple[int | None, str]:
    word = word.strip().lower()
    if word.isdigit() and 1 <= int(word) <= len(CATEGORIES):
        category = int(word) - 1
    else:
        matches = [c for c, name in enumerate(CATEGORIES)
                   if name.startswith(word) or CATEGORY_TITLES[name].lower().startswith(word)] if word else []
        if len(matches) != 1:
            return None, f"`{word}` is not a category; type 1-4 or people, world, works, events"
        category = matches[0]
    if not game.category_size[category]:
        return None, f"this deck has no {CATEGORIES[category]} cards"
    return CATEGORY_BASE + category, ""


def parse_square(state, word: str) -> tuple[int | None, str]:
    game = state.game
    word = word.strip()
    level_text, _, row_text = word.partition(".")
    if not level_text.isdigit() or int(level_text) not in LEVELS or (row_text and not row_text.isdigit()):
        return None, f"`{word}` is not a level; type 3, 2 or 1 (or LEVEL.SQUARE such as 3.1)"
    base = LEVELS.index(int(level_text)) * game.squares_per_level
    if row_text:
        row = int(row_text)
        if not 1 <= row <= game.squares_per_level:
            return None, f"level {level_text} has squares 1-{game.squares_per_level}"
        square = base + row - 1
        if state.squares[square] >= 0:
            return None, f"square {word} is taken by {player(state.squares[square])}"
        return SQUARE_BASE + square, ""
    free = [sq for sq in range(base, base + game.squares_per_level) if state.squares[sq] < 0]
    if not free:
        return None, f"level {level_text} is full"
    return SQUARE_BASE + free[0], ""


def parse_bet(state, word: str) -> tuple[int | None, str]:
    text = word.replace(" ", "").lower()
    if text[:1] not in ("+", "-") or not text[1:].isdigit():
        return None, f"`{word.strip()}` is not a bet; type + or - and a player's number, e.g. +2"
    target = int(text[1:]) - 1
    if not 0 <= target < state.game.num_players:
        return None, f"there is no player {text[1:]}"
    action = BET_BASE + 2 * target + (PLUS if text[0] == "+" else MINUS)
    reason = state.illegal_reason(action)
    return (None, reason) if reason else (action, "")


def scores(state) -> Table:
    table = Table(show_edge=False, pad_edge=False, box=None)
    table.add_column("player")
    table.add_column("points", justify="right")
    table.add_column("chips", justify="right", style="dim")
    for seat, points in enumerate(state.points):
        black, white = divmod(points, 5)
        role = " (reader)" if seat == state.reader and not state.ended else ""
        table.add_row(player(seat) + role, str(points), f"{black} black, {white} white")
    return table


def board(state) -> Text:
    """The three levels with the iKNOW tokens on them, and the iBET tokens beside each."""
    game = state.game
    text = Text()
    for index, level in enumerate(LEVELS):
        text.append(f"level {level} ({'●' * level:<3}) ", style="bold")
        for row in range(game.squares_per_level):
            seat = state.squares[index * game.squares_per_level + row]
            if seat < 0:
                text.append("[ · ] ", style="dim")
                continue
            text.append(f"[P{seat + 1}", style="bold cyan")
            for sign in (PLUS, MINUS):
                bettor = state.bets[2 * seat + sign]
                if bettor >= 0:
                    text.append(f" {SIGNS[sign]}P{bettor + 1}", style="green" if sign == PLUS else "red")
            text.append("] ")
        text.append("\n")
    return text


class TablePlayer(Prompt):
    """Everyone at the table, one keyboard: implements the bot interface (`step(state) -> action`)."""

    def __init__(self, console: Console, read_line: Callable[[], str | None]):
        super().__init__(console, read_line)
        self.typed: dict[int, str] = {}  # what each player typed as their answer this round
        self.collected_for: tuple[int, int] | None = None  # (round, card) whose answers were taken

    def show_help(self, state) -> None:
        self.console.print(HELP.get(state.phase, "") + " " + COMMANDS)

    def command(self, word: str, state) -> bool:
        if word == "scores":
            self.console.print(scores(state))
            return True
        return False

    def step(self, state) -> int:
        phase = state.phase
        seat = state.current_player()
        if phase == ANSWER:
            if self.collected_for != (state.round, state.card):
                self.collect_answers(state)
            return self.judge(state, seat)
        if phase == CATEGORY:
            prompt, parse = f"{player(seat)}, choose the category (1-4 or a name): ", parse_category
            parse_arg = state.game
        elif phase == PLACE:
            self.console.print(board(state), end="")
            prompt, parse, parse_arg = f"{player(seat)}, your iKNOW level (3, 2 or 1): ", parse_square, state
        else:
            self.console.print(board(state), end="")
            prompt, parse, parse_arg = f"{player(seat)}, your iBET (e.g. +2 or -3): ", parse_bet, state
        while True:
            answer = self.ask(prompt, state)
            action, reason = parse(parse_arg, answer)
            if action is None:
                self.console.print(reason[:1].upper() + reason[1:] + ".", style="yellow")
                continue
            return action

    def collect_answers(self, state) -> None:
        """The clues one by one; each player answers when their clue has been read."""
        game = state.game
        card = game.cards[state.card]
        self.typed = {}
        self.collected_for = (state.round, state.card)
        shown = 0
        for seat in state.answer_order():
            clues = 4 - game.level_of(state.square_of[seat])
            while shown < clues:
                shown += 1
                chips = LEVELS[shown - 1]
                line = Text(f"Clue {shown} ({chips} chip{'s' if chips > 1 else ''}): ", style="bold")
                line.append(card["clues"][shown - 1])
                self.console.print(line)
            self.typed[seat] = self.ask(f"{player(seat)}, your answer (type it, or Enter if said aloud): ", state)
        while shown < 3:  # the clues nobody waited for are read out too
            shown += 1
            self.console.print(Text(f"Clue {shown}: ", style="bold") + Text(card["clues"][shown - 1]))
        line = Text("The answer: ", style="bold green")
        line.append(card["answer"], style="bold")
        if card.get("accept"):
            line.append(" (also accepted: " + ", ".join(card["accept"]) + ")", style="dim")
        self.console.print(line)

    def judge(self, state, seat: int) -> int:
        typed = self.typed.get(seat, "")
        suggestion = None
        if typed:
            suggestion = state.game.is_right(state.card, typed)
            verdict = "matches the card" if suggestion else "does not match the card"
            prompt = (f"{player(seat)} answered `{typed}`, which {verdict}. Right? "
                      f"[{'Y/n' if suggestion else 'y/N'}] ")
        else:
            prompt = f"{player(seat)}'s spoken answer: right or wrong? [y/n] "
        while True:
            answer = self.read(prompt).lower()
            if answer in ("help", "?"):
                self.console.print("Type y (right) or n (wrong); after a typed answer Enter takes the suggestion.")
                continue
            if answer in ("quit", "exit"):
                raise EndOfInput("quit")
            if answer in ("y", "yes", "r", "right"):
                return RIGHT
            if answer in ("n", "no", "w", "wrong"):
                return WRONG
            if not answer and suggestion is not None:
                return RIGHT if suggestion else WRONG
            self.console.print("Please type y (right) or n (wrong).", style="yellow")


def report_round(console: Console, state, event: dict) -> None:
    game = state.game
    table = Table(title="Checking the results", show_edge=False, box=None)
    for column in ("player", "answer", "bet", "chips"):
        table.add_column(column, justify="right" if column == "chips" else "left")
    delta = event["delta"]
    for seat in range(game.num_players):
        square = next((sq for sq, s in enumerate(event["squares"]) if s == seat), -1)
        if square < 0:
            answer = "reader" + (f" +{game.reader_chips}" if game.reader_chips else "")
        else:
            level = game.level_of(square)
            answer = f"right at level {level} (+{level})" if event["answers"][seat] == 1 else f"wrong at level {level}"
        bet = ""
        circle = next((c for c, b in enumerate(event["bets"]) if b == seat), -1)
        if circle >= 0:
            target, sign = divmod(circle, 2)
            came_true = (event["answers"][target] == 1) == (sign == PLUS)
            bet = f"{SIGNS[sign]}{player(target)}: " + ("+1" if came_true else "-1")
        table.add_row(player(seat), answer, bet, f"{delta[seat]:+d} → {state.points[seat]}")
    console.print(table)
    if event.get("game_over"):
        return
    if event["first_right"] >= 0:
        console.print(f"{player(event['first_right'])} answered right first and chooses the next category.")
    else:
        console.print(f"Nobody answered right: the category token moves on to "
                      f"{CATEGORY_TITLES[CATEGORIES[state.category]]}.")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None) -> int:
    """Play one game at the terminal; returns 0 for a finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    table = TablePlayer(console, read_line)
    console.print(Text(f"iKNOW · {game.deck_id} · {game.num_players} players · first to {game.target} points"
                       f" · seed {seed}", style="bold"))
    two = " In a two-player game the reader answers too." if game.num_players == 2 else ""
    console.print("Each round one player reads; the others bet on when they will know the answer (iKNOW) and on "
                  f"how another player will do (iBET).{two} " + COMMANDS, style="dim")
    if recorder:
        recorder.header(game, seed)
    shown_round = 0

    def before() -> None:
        nonlocal shown_round
        if state.round != shown_round:
            shown_round = state.round
            console.rule(f"Round {state.round} · reader: {player(state.reader)}")
            console.print(scores(state))

    def after() -> None:
        event = state.last or {}
        kind = event.get("kind")
        if kind == "draw":
            card = game.cards[state.card]
            name = CATEGORIES[state.category]
            line = Text(f" {CATEGORY_TITLES[name]} ", style=CATEGORY_STYLE[name])
            line.append(f"  {player(state.reader)} reads: ", style="bold")
            line.append(card["question"])
            console.print(line)
        elif kind == "category":
            console.print(f"{player(event['player'])} chooses {CATEGORY_TITLES[CATEGORIES[event['category']]]}.")
        elif kind == "round":
            report_round(console, state, event)

    ending = play_out(state, table, console, recorder, after, before)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule("Game over")
    console.print(scores(state))
    names = " and ".join(player(s) for s in state.winners)
    verb = "win" if len(state.winners) > 1 else "wins"
    console.print(f"{names} {verb} with {state.points[state.winners[0]]} points in round {state.round}!",
                  style="bold green")
    return 0
