"""iKNOW in the terminal, for a table of human players sharing one keyboard.

A round goes: the chooser picks the category; the reader's question is shown (clues hidden);
each answering player types the level for their iKNOW token, then their iBET. Then the clues are
shown one by one and each player, when their clue has come, types their answer (or presses Enter
after saying it aloud). Only when everyone has answered is the card's answer shown; then, player
by player, the table confirms right or wrong (a typed answer that matches the card's answer or an
accepted one is offered as right: Enter accepts the suggestion). Finally the round's chips.

What the printed card shows, the screen shows at the same moment: the category band and the
question when the reader reads it, each clue with its chip value when it is read, the answer (the
back of the card) at the end. Prompts offer only what the player may do (free levels, free
circles, the deck's categories), and every screen fits 60 columns.

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
from deckctl.export.pdf import theme
from deckctl.i18n.labels import ENGLISH
from deckctl.games.iknow.rules import (
    ANSWER,
    BET,
    BET_BASE,
    CATEGORIES,
    CATEGORY,
    CATEGORY_BASE,
    LEVEL_BASE,
    LEVELS,
    MINUS,
    PLACE,
    PLUS,
    RIGHT,
    SIGNS,
    WRONG,
)

LABELS = ENGLISH
COMMANDS = "Other commands: board, scores, help, quit."
MIN_WIDTH = 50  # the board drawing and the results table fit; narrower, rows break or cells are cut


def player(seat: int) -> str:
    return f"Player {seat + 1}"


def category_title(category: int) -> str:
    """The category's name as the card's band prints it."""
    return LABELS[CATEGORIES[category]]


def category_band(category: int) -> Text:
    """The card's coloured band: the printed colour and name."""
    colour = theme.IKNOW_CATEGORY[CATEGORIES[category]]
    return Text(f" {category_title(category)} ", style=f"bold {theme.on(colour)} on {colour}")


def chips(n: int) -> str:
    return f"{n} chip{'s' if n != 1 else ''}"


def or_list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


# --- what a player types -----------------------------------------------------------------------

def category_choices(game) -> str:
    """The categories the deck has, as the chooser may type them: `1 People, 2 The World, ...`."""
    return ", ".join(f"{c + 1} {category_title(c)}" for c in game.playable_categories())


def parse_category(game, word: str) -> tuple[int | None, str]:
    word = word.strip().lower()
    playable = game.playable_categories()
    if word.isdigit() and 1 <= int(word) <= len(CATEGORIES):
        category = int(word) - 1
    else:
        matches = [c for c in playable
                   if CATEGORIES[c].startswith(word) or category_title(c).lower().startswith(word)] if word else []
        if len(matches) != 1:
            return None, f"{f'`{word}` is not a category; ' if word else ''}type its number or name"
        category = matches[0]
    if category not in playable:
        return None, f"this deck has no {category_title(category)} cards"
    return CATEGORY_BASE + category, ""


def free_levels(state) -> list[str]:
    return [str(LEVELS[action - LEVEL_BASE]) for action in state.legal_actions()]


def parse_level(state, word: str) -> tuple[int | None, str]:
    word = word.strip()
    free = or_list(free_levels(state))
    if not word.isdigit() or int(word) not in LEVELS:
        return None, f"{f'`{word}` is not a level; ' if word else ''}type {free}"
    action = LEVEL_BASE + LEVELS.index(int(word))
    reason = state.illegal_reason(action)
    return (None, reason) if reason else (action, "")


def bet_label(action: int) -> str:
    target, sign = divmod(action - BET_BASE, 2)
    return f"{SIGNS[sign]}{target + 1}"


def free_bets(state) -> str:
    """The circles the player may bet on, as they are typed: `+3 -3 +4`."""
    return " ".join(bet_label(action) for action in state.legal_actions())


def parse_bet(state, word: str) -> tuple[int | None, str]:
    text = word.replace(" ", "").lower()
    if text[:1] not in ("+", "-") or not text[1:].isdigit():
        start = f"`{word.strip()}` is not a bet; " if text else ""
        return None, f"{start}type + or - and a player's number"
    target = int(text[1:]) - 1
    if not 0 <= target < state.game.num_players:
        return None, f"there is no player {text[1:]}"
    action = BET_BASE + 2 * target + (PLUS if text[0] == "+" else MINUS)
    reason = state.illegal_reason(action)
    return (None, reason) if reason else (action, "")


def help_text(state) -> str:
    phase = state.phase
    if phase == CATEGORY:
        return "Type the number or the name of one of the categories listed above the prompt."
    if phase == PLACE:
        return ("Type the level for your iKNOW token: 3 answers after the first clue for 3 chips, 2 after "
                "the second for 2, 1 after the third for 1. A level has two squares: the first token on it "
                "takes the upper one (drawn on the left) and answers first. "
                f"Free now: {or_list(free_levels(state))}.")
    if phase == BET:
        return ("Type your iBET: + (will answer right) or - (will answer wrong) and the player's number. "
                f"A right bet wins a chip, a wrong one costs one. Free circles: {free_bets(state)}.")
    return "Type your answer, or press Enter if you said it aloud."


# --- what the table sees -----------------------------------------------------------------------

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
    """The three levels of two squares, each iKNOW token between its (+) and (-) iBET circles:

        level 3 ●●●  (+P4) [P2] (-  )    (+  ) [P3] (-P5)
        level 2 ●●         [  ]                [  ]
    """
    game = state.game
    text = Text()
    for level in LEVELS:
        text.append(f"level {level} {'●' * level:<3}", style="bold")
        for row, sq in enumerate(game.level_squares(level)):
            seat = state.squares[sq]
            text.append("    " if row else "  ")
            if seat < 0:
                text.append("      [  ]      ", style="dim")
                continue
            for sign in (PLUS, MINUS):
                bettor = state.bets[2 * seat + sign]
                circle = f"({SIGNS[sign]}{f'P{bettor + 1}' if bettor >= 0 else '  '})"
                if sign == MINUS:
                    text.append(" ")
                text.append(circle, style=("green" if sign == PLUS else "red") if bettor >= 0 else "dim")
                if sign == PLUS:
                    text.append(f" [P{seat + 1}]", style="bold cyan")
        text.append("\n")
    return text


def question(state) -> Text:
    """The front of the card as far as the reader has read it: the band and the question."""
    line = category_band(state.category)
    line.append(f"  {player(state.reader)} reads: ", style="bold")
    line.append(state.game.cards[state.card]["question"])
    return line


def card_back(state) -> Text:
    """The back of the card, shown once everyone has answered: the band and the answer (and the
    answers the deck also accepts, for the table's verdicts)."""
    card = state.game.cards[state.card]
    line = category_band(state.category)
    line.append("  The answer: ", style="bold green")
    line.append(card["answer"], style="bold")
    if card.get("accept"):
        line.append(" (also accepted: " + ", ".join(card["accept"]) + ")", style="dim")
    return line


def clue(card: dict, number: int) -> Text:
    """A clue as the card prints it: beside the chips answering after it is worth."""
    line = Text(f"Clue {number} ({chips(LEVELS[number - 1])}): ", style="bold")
    line.append(card["clues"][number - 1])
    return line


class TablePlayer(Prompt):
    """Everyone at the table, one keyboard: implements the bot interface (`step(state) -> action`)."""

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.typed: dict[int, str] = {}  # what each player typed as their answer this round
        self.collected_for: tuple[int, int] | None = None  # (round, card) whose answers were taken

    def show_help(self, state) -> None:
        self.console.print(help_text(state) + " " + COMMANDS)

    def command(self, word: str, state) -> bool:
        if word == "scores":
            self.console.print(scores(state))
            return True
        if word == "board":
            self.console.print(board(state), end="")
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
            prompt = f"Categories: {category_choices(state.game)}\n{player(seat)}, choose the category: "
            parse, parse_arg = parse_category, state.game
        elif phase == PLACE:
            self.console.print(board(state), end="")
            levels = or_list(free_levels(state))
            prompt, parse, parse_arg = f"{player(seat)}, your iKNOW level ({levels}): ", parse_level, state
        else:
            self.console.print(board(state), end="")
            prompt, parse, parse_arg = f"{player(seat)}, your iBET ({free_bets(state)}): ", parse_bet, state
        while True:
            answer = self.ask(prompt, state)
            action, reason = parse(parse_arg, answer)
            if action is None:
                self.console.print(reason[:1].upper() + reason[1:] + ".", style="yellow")
                continue
            return action

    def show_bot_move(self, state, action: int) -> None:
        """A bot's move in a line, as a person's would be seen: its token's level, its iBET, its
        answer in turn with the others' and then whether it was right (the category is said by
        the narration)."""
        seat = state.current_player()
        if state.phase == PLACE:
            level = LEVELS[action - LEVEL_BASE]
            self.console.print(f"{player(seat)} puts the iKNOW token on level {level}.")
        elif state.phase == BET:
            target, sign = divmod(action - BET_BASE, 2)
            will = "right" if sign == PLUS else "wrong"
            self.console.print(f"{player(seat)} bets {bet_label(action)}: {player(target)} will answer {will}.")
        elif state.phase == ANSWER:
            if self.collected_for != (state.round, state.card):
                self.collect_answers(state)
            self.console.print(f"{player(seat)}'s answer was {'right' if action == RIGHT else 'wrong'}.")

    def collect_answers(self, state) -> None:
        """The clues one by one; each player answers when their clue has been read."""
        game = state.game
        card = game.cards[state.card]
        self.typed = {}
        self.collected_for = (state.round, state.card)
        self.console.print(question(state))
        shown = 0
        for seat in state.answer_order():
            while shown < 4 - game.level_of(state.square_of[seat]):
                shown += 1
                self.console.print(clue(card, shown))
            if self.is_bot(seat):
                self.console.print(f"{player(seat)} answers.")
                continue
            self.typed[seat] = self.ask(f"{player(seat)}, your answer (Enter if said aloud): ", state)
        while shown < 3:  # the clues nobody waited for are read out too
            shown += 1
            self.console.print(clue(card, shown))
        self.console.print(card_back(state))

    def judge(self, state, seat: int) -> int:
        typed = self.typed.get(seat, "")
        suggestion = None
        if typed:
            suggestion = state.game.is_right(state.card, typed)
            verdict = "matches the card" if suggestion else "does not match"
            prompt = f"{player(seat)} typed `{typed}`: {verdict}. Right? [{'Y/n' if suggestion else 'y/N'}] "
        else:
            prompt = f"{player(seat)}'s spoken answer: right? [y/n] "
        while True:
            answer = self.read(prompt).lower()
            if answer in ("help", "?"):
                self.console.print("Type y (right) or n (wrong); after a typed answer Enter takes the suggestion. "
                                   + COMMANDS)
                continue
            if answer in ("quit", "exit"):
                raise EndOfInput("quit")
            if self.command(answer, state):
                continue
            if answer in ("y", "yes", "r", "right"):
                return RIGHT
            if answer in ("n", "no", "w", "wrong"):
                return WRONG
            if not answer and suggestion is not None:
                return RIGHT if suggestion else WRONG
            self.console.print("Please type y (right) or n (wrong).", style="yellow")


def report_round(console: Console, state, event: dict) -> None:
    """What each player won or lost; short cells, so the table fits 60 columns."""
    game = state.game
    table = Table(title="Checking the results", show_edge=False, box=None)
    for column in ("player", "answer", "iBET", "chips"):
        table.add_column(column, justify="right" if column == "chips" else "left", no_wrap=True)
    delta = event["delta"]
    for seat in range(game.num_players):
        square = next((sq for sq, s in enumerate(event["squares"]) if s == seat), -1)
        if square < 0:
            answer = "reader" + (f" +{game.reader_chips}" if game.reader_chips else "")
        else:
            level = game.level_of(square)
            answer = f"right at level {level}: +{level}" if event["answers"][seat] == 1 else f"wrong at level {level}"
        bet = ""
        circle = next((c for c, b in enumerate(event["bets"]) if b == seat), -1)
        if circle >= 0:
            target, sign = divmod(circle, 2)
            came_true = (event["answers"][target] == 1) == (sign == PLUS)
            bet = f"{SIGNS[sign]}P{target + 1}: " + ("+1" if came_true else "-1")
        table.add_row(player(seat), answer, bet, f"{delta[seat]:+d} → {state.points[seat]}")
    console.print(table)
    if event.get("game_over"):
        return
    if event["first_right"] >= 0:
        console.print(f"{player(event['first_right'])} answered right first and chooses the next category.")
    else:
        console.print(f"Nobody answered right: the category token moves on to {category_title(state.category)}.")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    table = TablePlayer(console, read_line, bots)
    console.print(Text(f"iKNOW · {game.deck_id} · {game.num_players} players · first to {game.target} points"
                       f" · seed {seed}", style="bold"))
    two = " In a two-player game the reader answers too." if game.num_players == 2 else ""
    console.print("Each round one player reads; the others bet on when they will know the answer (iKNOW) and on "
                  f"how another player will do (iBET).{two} " + COMMANDS, style="dim")
    if bots:
        console.print(bots.introduce(player))
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
            console.print(question(state))
        elif kind == "category":
            console.print(f"{player(event['player'])} chooses {category_title(event['category'])}.")
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
