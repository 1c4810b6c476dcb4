"""I know! in the terminal: every seat is a person at the table.

Dice and card draws come from the engine and are printed. When a question comes up it is shown;
the player types an answer (or presses Enter to answer aloud), the card's answer is revealed
(with a note when the typed answer matches it), and the table confirms right (`y`) or wrong
(`n`); Enter takes the suggestion when there is one. Subjects and players are chosen by number
or name. Works the same when standard input is not a terminal: every prompt reads one line, bad
input is refused with a reason and asked again, and the end of input stops the game cleanly.
"""

from __future__ import annotations

from collections.abc import Callable

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from deckctl.engine import answers
from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.games.i_know.rules import (
    ANSWER,
    BOARD,
    CHOOSE,
    LOCKER,
    NUM_CORE,
    OPTION,
    OPTIONS_NEEDED,
    RECESS_PICK,
    RIGHT,
    SUBJECT,
    SUBJECTS,
    VICTIM,
    WRONG,
    square_name,
    subject_title,
)

HELP = ("Commands at any prompt: status (the report cards), help, quit. A subject or a player is "
        "chosen by its number or by (the start of) its name.")
SHORT = {"math": "Ma", "spelling": "Sp", "language-arts": "LA", "science": "Sc", "history": "Hi",
         "geography": "Ge", "outdoor-education": "OE", "reading-library": "RL", "recreation-health": "RH",
         "industrial-arts-home-economics": "IA"}


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


def matches(card: dict, typed: str) -> bool:
    """Whether a typed answer is the card's answer or one of its accepted forms."""
    return answers.matches(typed, card)


def short_square(square: int) -> str:
    """A square in a few letters, for the report-card table."""
    kind, detail = BOARD[square]
    if kind == LOCKER:
        return f"{square} {detail}"
    if kind == OPTION:
        return f"{square} {SHORT[detail]}"
    return f"{square} " + square_name(square).replace("'s Office", "").replace("Go To ", "to ").split(" Area")[0]


def report_cards(state) -> Table:
    game = state.game
    table = Table(title=f"Round {state.round} · checks per subject (Ma-Ge core, OE-IA options), Hall Passes, "
                        "card points", title_justify="left", box=box.SIMPLE_HEAD, padding=0, show_edge=False,
                  title_style="dim")
    table.add_column("", no_wrap=True)
    table.add_column("lvl", no_wrap=True)
    table.add_column("square", no_wrap=True)
    for subject in SUBJECTS:
        table.add_column(SHORT[subject], justify="right", no_wrap=True,
                         style="cyan" if SUBJECTS.index(subject) < NUM_CORE else "magenta")
    table.add_column("hall", justify="right", no_wrap=True)
    table.add_column("card", justify="right", no_wrap=True)
    table.add_column("pts", justify="right", style="bold", no_wrap=True)
    scores = state.scores()
    for seat in range(game.num_players):
        where = short_square(state.positions[seat])
        if state.misses[seat]:
            where += f" (miss {state.misses[seat]})"
        if state.nurse[seat]:
            where += " (even)"
        marker = ">" if seat == state.player and not state.is_terminal() else " "
        table.add_row(f"{marker}P{seat + 1}", game.levels[seat], where,
                      *[str(n or "") for n in state.checks[seat]], str(state.hall[seat] or ""),
                      str(state.extra[seat] or ""), str(scores[seat]))
    return table


def describe(state, event: dict) -> str | None:
    """One line for something that happened (None: nothing worth printing)."""
    kind = event["kind"]
    who = seat_name(event["player"])
    game = state.game
    if kind == "start":
        return f"{who} wins the starting roll and begins."
    if kind == "roll":
        text = f"{who} rolls {event['roll']} and moves to {event['to']}: {square_name(event['to'])}."
        if event["hall_pass"]:
            text += " Hall Pass Bonus: +5."
        return text
    if kind == "nurse-wait":
        return f"{who} rolls {event['roll']} in the Nurse's Office: an even number is needed, so {who} waits."
    if kind == "nurse":
        return f"{who} must roll an even number before moving on."
    if kind == "go-to":
        return f"{who} goes straight to {square_name(event['to'])} (no Hall Pass Bonus)."
    if kind == "move":
        steps = event["steps"]
        way = "forward" if steps > 0 else "back"
        return f"{who} moves {abs(steps)} {way} to {event['to']}: {square_name(event['to'])}."
    if kind == "announcement":
        return f"Announcement for {who}: {game.cards[event['card']]['text']}"
    if kind == "recess":
        return f"{seat_name(event['victim'])} is sent to the Recess Area and misses a turn; {who} misses a turn too."
    if kind == "miss":
        return f"{who} misses this turn."
    if kind == "answer":
        if event["right"]:
            return f"Right! {who} gets a checkmark in {subject_title(SUBJECTS[event['subject']])}."
        return f"Wrong. No checkmark for {who}."
    if kind == "finished":
        return (f"{who} has a check in every core subject and {OPTIONS_NEEDED} in the options: "
                "the game ends.")
    if kind == "time-up":
        return "The round limit is reached: the game ends."
    if kind in ("no-questions", "no-announcements"):
        return f"The deck has no card for this square; {who}'s turn ends."
    return None


class TablePlayers(Prompt):
    """Every seat at the keyboard: implements the bot interface (`step(state) -> action`)."""

    help_text = HELP

    def command(self, word: str, state) -> bool:
        if word == "status":
            self.console.print(report_cards(state))
            return True
        return False

    def warn(self, text: str) -> None:
        self.console.print(text, style="yellow")

    def step(self, state) -> int:
        if state.phase == ANSWER:
            return self.answer(state)
        if state.phase == CHOOSE:
            return self.choose_subject(state)
        if state.phase == RECESS_PICK:
            return self.choose_victim(state)
        raise ValueError(f"no human decision in phase {state.phase}")

    def answer(self, state) -> int:
        card = state.game.cards[state.card]
        who = seat_name(state.player)
        reader = seat_name((state.player - 1) % state.game.num_players)  # the player on the right asks
        self.console.print(Text(f"{subject_title(card['subject'])}, level {card['level']} · {reader} asks {who}:",
                                style="bold cyan"))
        self.console.print(Text(card["question"], style="bold"))
        typed = self.ask("Your answer (or Enter to answer aloud): ", state)
        self.console.print(Text("Answer on the card: ", style="bold") + Text(card["answer"]))
        if card.get("accept"):
            self.console.print("Also accepted: " + ", ".join(card["accept"]), style="dim")
        suggestion = None
        if typed:
            suggestion = matches(card, typed)
            self.console.print("The typed answer matches the card." if suggestion else
                               "The typed answer does not match the card's words; the table decides.", style="dim")
        prompt = {None: "Right or wrong? [y/n] ", True: "Right or wrong? [Y/n] ", False: "Right or wrong? [y/N] "}
        while True:
            reply = self.ask(prompt[suggestion], state).lower()
            if reply in ("y", "yes", "right", "r"):
                return RIGHT
            if reply in ("n", "no", "wrong", "w"):
                return WRONG
            if not reply and suggestion is not None:
                return RIGHT if suggestion else WRONG
            self.warn("Type y if the answer was right, n if it was wrong.")

    def choose_subject(self, state) -> int:
        who = seat_name(state.player)
        choices = state.choices
        self.console.print(f"{who}, choose a subject: " +
                           ", ".join(f"{n}) {subject_title(SUBJECTS[s])}" for n, s in enumerate(choices, start=1)))
        while True:
            reply = self.ask("Subject? ", state)
            subject = pick(reply, [(s, subject_title(SUBJECTS[s])) for s in choices] +
                           [(s, SUBJECTS[s]) for s in choices], len(choices))
            if isinstance(subject, str):
                self.warn(subject)
                continue
            return SUBJECT + (choices[subject - 1] if reply.isdigit() else subject)

    def choose_victim(self, state) -> int:
        who = seat_name(state.player)
        others = [a - VICTIM for a in state.legal_actions()]
        self.console.print(f"{who} is in the Recess Area: who must join them? " +
                           ", ".join(seat_name(s) for s in others))
        while True:
            reply = self.ask("Player number? ", state)
            if reply.lower().startswith("player"):
                reply = reply[6:].strip()
            if not reply.isdigit() or int(reply) - 1 not in others:
                if reply.isdigit() and int(reply) - 1 == state.player:
                    self.warn("Choose another player, not yourself.")
                else:
                    self.warn("Type the number of another player: " + ", ".join(str(s + 1) for s in others) + ".")
                continue
            return VICTIM + int(reply) - 1


def pick(reply: str, named: list[tuple[int, str]], count: int) -> int | str:
    """A number 1..count, or the value whose name (or one of its names) starts with `reply`; else why not."""
    if not reply:
        return "Type a number or the start of a subject's name."
    if reply.isdigit():
        number = int(reply)
        return number if 1 <= number <= count else f"Choose a number from 1 to {count}."
    word = reply.lower()
    found = {value for value, name in named if name.lower().startswith(word)}
    if len(found) == 1:
        return found.pop()
    if not found:
        return f"`{reply}` is not one of the subjects offered."
    return f"`{reply}` could be several subjects; type more of the name or its number."


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None) -> int:
    """Play one game at the terminal; returns 0 for a finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    players = TablePlayers(console, read_line)
    levels = ", ".join(f"{seat_name(s)} level {level}" for s, level in enumerate(game.levels))
    console.print(Text(f"I know! · {game.deck_id} · {game.num_players} players ({levels}) · seed {seed}", style="bold"))
    console.print("Answer one question in each core subject and five in the option subjects to end the game; "
                  "the most points win. " + HELP, style="dim")
    if recorder:
        recorder.header(game, seed)
    shown_round = 0

    def before() -> None:
        nonlocal shown_round
        if state.current_player() != CHANCE and state.round != shown_round:
            shown_round = state.round
            console.print(report_cards(state))

    def after() -> None:
        for event in state.log:
            line = describe(state, event)
            if line:
                console.print(line)

    ending = play_out(state, players, console, recorder, after, before)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule("Game over")
    console.print(report_cards(state))
    winners = state.winners()
    points = state.scores()[winners[0]]
    if len(winners) == 1:
        console.print(f"{seat_name(winners[0])} wins with {points} points!", style="bold green")
    else:
        console.print(" and ".join(seat_name(s) for s in winners) + f" share the win with {points} points each!",
                      style="bold green")
    return 0
