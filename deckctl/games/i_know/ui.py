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
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from deckctl.engine import answers
from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.i18n.labels import ENGLISH
from deckctl.games.i_know.cards import effect_text
from deckctl.games.i_know.rules import (
    ANSWER,
    CHOOSE,
    NUM_CORE,
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

MIN_WIDTH = 52  # the report card's columns; narrower, rich would cut them short
LABELS = ENGLISH  # the printed card's words, so the table reads what the card says
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


LEGEND = ("Report card columns: " + ", ".join(f"{SHORT[s]} {subject_title(s)}" for s in SUBJECTS[:NUM_CORE]) +
          " (core subjects); " + ", ".join(f"{SHORT[s]} {subject_title(s)}" for s in SUBJECTS[NUM_CORE:]) +
          " (option subjects); hall: Hall Passes; card: points from announcement cards; pts: the total.")


def report_cards(state) -> Group:
    """The report cards as a table narrow enough for 60 columns, and below it a line per token saying
    where it stands (a square's name is too long for a column)."""
    game = state.game
    table = Table(title=f"Round {state.round} · report cards (core Ma-Ge, options OE-IA)", title_justify="left",
                  box=box.SIMPLE_HEAD, padding=0, show_edge=False, title_style="dim")
    table.add_column("", no_wrap=True)
    table.add_column("lvl", justify="center", no_wrap=True)
    for subject in SUBJECTS:
        table.add_column(SHORT[subject], justify="right", no_wrap=True,
                         style="cyan" if SUBJECTS.index(subject) < NUM_CORE else "magenta")
    table.add_column("hall", justify="right", no_wrap=True)
    table.add_column("card", justify="right", no_wrap=True)
    table.add_column("pts", justify="right", style="bold", no_wrap=True)
    scores = state.scores()
    places = []
    for seat in range(game.num_players):
        marker = ">" if seat == state.player and not state.is_terminal() else " "
        table.add_row(f"{marker}P{seat + 1}", game.levels[seat],
                      *[str(n or "") for n in state.checks[seat]], str(state.hall[seat] or ""),
                      str(state.extra[seat] or ""), str(scores[seat]))
        where = f"P{seat + 1} on {state.positions[seat]} {square_name(state.positions[seat])}"
        if state.nurse[seat]:
            where += ", needs an even roll"
        if state.misses[seat]:
            where += f", misses {state.misses[seat]} turn{'s' if state.misses[seat] > 1 else ''}"
        places.append(where)
    return Group(table, *(Text(place, style="dim") for place in places))


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
        card = game.cards[event["card"]]
        back = effect_text(card["effect"], LABELS)
        return f"Announcement for {who}: {card['text']}\nThe card's back says \"{back}\"."
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

    help_text = HELP + "\n" + LEGEND

    def command(self, word: str, state) -> bool:
        if word == "status":
            self.console.print(report_cards(state))
            self.console.print(LEGEND, style="dim")
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

    def show_question(self, state) -> None:
        card = state.game.cards[state.card]
        who = seat_name(state.player)
        reader = seat_name((state.player - 1) % state.game.num_players)  # the player on the right asks
        # What the printed front shows: the subject, core or option, the level and its grades.
        kind = "core subject" if SUBJECTS.index(card["subject"]) < NUM_CORE else "option subject"
        self.console.print(Text(f"{subject_title(card['subject'])} ({kind}) · level {card['level']} "
                                f"({LABELS['grades-' + card['level']]})", style="bold cyan"))
        self.console.print(Text(f"{reader} asks {who}:", style="cyan"))
        self.console.print(Text(card["question"], style="bold"))

    def show_answer(self, state) -> None:
        card = state.game.cards[state.card]
        self.console.print(Text("Answer on the card: ", style="bold") + Text(card["answer"]))
        if card.get("accept"):
            self.console.print("Also accepted: " + ", ".join(card["accept"]), style="dim")

    def show_bot_move(self, state, action: int) -> None:
        """A bot's move as the table sees it: the question it is asked and the card's answer (the
        narration then says right or wrong), the subject it chooses; the Recess Area's victim is
        said by the narration."""
        who = seat_name(state.player)
        if state.phase == ANSWER:
            self.show_question(state)
            self.console.print(f"{who} answers.")
            self.show_answer(state)
        elif state.phase == CHOOSE:
            self.console.print(f"{who} chooses {subject_title(SUBJECTS[action - SUBJECT])}.")

    def answer(self, state) -> int:
        card = state.game.cards[state.card]
        self.show_question(state)
        typed = self.ask("Your answer (or Enter to answer aloud): ", state)
        self.show_answer(state)
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
        names = [subject_title(SUBJECTS[s]) for s in choices]
        if len(choices) <= 3:  # a locker: one line
            self.console.print(f"{who}, choose a subject: " +
                               " or ".join(f"{n}) {name}" for n, name in enumerate(names, start=1)))
        else:  # Study Hall or an "any subject" card: core subjects left, options right
            self.console.print(f"{who}, choose any subject:")
            self.console.print(subject_menu(choices))
        while True:
            reply = self.ask(f"Subject (1-{len(choices)} or its name)? ", state)
            subject = pick(reply, [(s, subject_title(SUBJECTS[s])) for s in choices] +
                           [(s, SUBJECTS[s]) for s in choices], names)
            if isinstance(subject, str):
                self.warn(subject)
                continue
            return SUBJECT + (choices[subject - 1] if reply.isdigit() else subject)

    def choose_victim(self, state) -> int:
        who = seat_name(state.player)
        others = [a - VICTIM for a in state.legal_actions()]
        numbers = or_list([str(s + 1) for s in others])
        self.console.print(f"{who} is in the Recess Area and sends another player there too: "
                           f"Player {numbers}.")
        while True:
            reply = self.ask(f"Which player ({numbers})? ", state)
            if reply.lower().startswith("player"):
                reply = reply[6:].strip()
            if not reply.isdigit() or int(reply) - 1 not in others:
                if reply.isdigit() and int(reply) - 1 == state.player:
                    self.warn("Choose another player, not yourself.")
                else:
                    self.warn(f"Type the number of another player: {numbers}.")
                continue
            return VICTIM + int(reply) - 1


def or_list(items: list[str]) -> str:
    """`a`, `a or b`, `a, b or c`."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def subject_menu(choices: list[int]) -> Table:
    """The numbered subjects in two columns, core and option, narrow enough for 60 columns."""
    numbered = {s: f"{n}) {subject_title(SUBJECTS[s])}" for n, s in enumerate(choices, start=1)}
    core = [numbered[s] for s in choices if s < NUM_CORE]
    options = [numbered[s] for s in choices if s >= NUM_CORE]
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="cyan")
    grid.add_column(style="magenta")
    for row in range(max(len(core), len(options))):
        grid.add_row(core[row] if row < len(core) else "", options[row] if row < len(options) else "")
    return grid


def pick(reply: str, named: list[tuple[int, str]], offered: list[str]) -> int | str:
    """A number 1..len(offered), or the value whose name (or one of its names) starts with `reply`;
    else why not, with what may be typed."""
    count = len(offered)
    if not reply:
        return f"Type a number from 1 to {count} or the start of a subject's name."
    if reply.isdigit():
        number = int(reply)
        return number if 1 <= number <= count else f"Choose a number from 1 to {count}."
    word = reply.lower()
    found = {value for value, name in named if name.lower().startswith(word)}
    if len(found) == 1:
        return found.pop()
    if not found:
        return f"`{reply}` is not one of the subjects offered: {or_list(offered)}."
    matching = [name for name in offered if name.lower().startswith(word)]
    return f"`{reply}` could be {or_list(matching) if matching else 'several subjects'}; type more of it or its number."


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    players = TablePlayers(console, read_line, bots)
    if len(set(game.levels)) == 1:
        levels = f"all at level {game.levels[0]}"
    else:
        levels = "levels " + ", ".join(f"P{s + 1} {level}" for s, level in enumerate(game.levels))
    console.print(Text(f"I know! · {game.deck_id} · seed {seed}", style="bold"))
    console.print(Text(f"{game.num_players} players, {levels}", style="bold"))
    console.print("Answer one question in each core subject and five in the option subjects to end the game; "
                  "the most points win. " + HELP, style="dim")
    if bots:
        console.print(bots.introduce(seat_name))
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
