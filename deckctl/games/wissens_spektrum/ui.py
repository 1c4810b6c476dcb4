"""Wissens-Spektrum in the terminal: everyone at the table plays at one keyboard.

The flow of a question: the question is shown; the player types an answer, or just presses Enter
and says it aloud; the card's answer (and what else it accepts) is revealed, with a note when a
typed answer matches it; then the table confirms `y` (right) or `n` (wrong). Enter takes the
suggestion when a typed answer was checked against the card. Moves are chosen from the reachable
spaces by number; areas by name, colour or number 1-6.

Works the same when standard input is not a terminal (a script can drive a whole game): every
prompt reads one line, bad input is refused with a reason and asked again, and the end of input
stops the game cleanly.
"""

from __future__ import annotations

from typing import Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from deckctl.engine import answers
from deckctl.engine.prompt import EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.games.wissens_spektrum.rules import (ALL_RINGS, ANSWER, AREA, CHOOSE, COLOURS, JOKER, MOVE, NUM_AREAS,
                                                  PASS, PLACE, RIGHT, SPACE_COLOUR, SPACE_KIND, WRONG)

STYLE = {"pink": "bold black on pink1", "green": "bold white on green4", "blue": "bold white on blue3",
         "violet": "bold white on purple", "yellow": "bold black on yellow3", "red": "bold white on red3"}
GOLD = "bold black on gold1"
HELP = ("Type what is asked: an area (its name, colour or number 1-6), a space number from the list, "
        "an answer (or Enter to answer aloud) and then y or n for right or wrong. "
        "Other commands: board (show where everyone stands), help, quit.")


def player_name(seat: int) -> str:
    return f"Player {seat + 1}"


def area_text(game, area: int) -> Text:
    colour = COLOURS[area]
    return Text(f" {game.area_names[area]} ", style=STYLE[colour])


def space_text(game, space: int) -> Text:
    if space < 0:
        return Text("centre")
    if SPACE_KIND[space] == JOKER:
        return Text(f" {space} joker ", style=GOLD)
    colour = COLOURS[SPACE_COLOUR[space]]
    return Text(f" {space} {game.area_names[SPACE_COLOUR[space]]}, {SPACE_KIND[space]} ", style=STYLE[colour])


def standings(state) -> Table:
    game = state.game
    table = Table(title=f"Round {state.round}", title_justify="left", show_edge=False, pad_edge=False)
    for column in ("player", "space", "rings", "cards"):
        table.add_column(column)
    for seat in range(game.num_players):
        rings = Text()
        for area in range(NUM_AREAS):
            rings.append("●" if state.rings[seat] >> area & 1 else "·", style=STYLE[COLOURS[area]].split(" on ")[-1])
        cards = ", ".join(f"{game.area_names[a]} {n}" for a in range(NUM_AREAS)
                          if (n := state.cards_of(seat, a)))
        marker = "▶ " if seat == state.seat else "  "
        table.add_row(marker + player_name(seat), space_text(game, state.pos[seat]), rings, cards or "-")
    return table


def normalise(text: str) -> str:
    """Lower case, no accents, no punctuation, single spaces; articles count here (as they always have)."""
    return answers.normalise(text, articles=())


def matches(question: dict, typed: str) -> bool:
    return answers.matches(typed, question, articles=())


def parse_area(game, word: str) -> tuple[int | None, str]:
    """(area, "") or (None, reason): by number 1-6, colour, area id or name (a unique start is enough)."""
    word = normalise(word)
    if not word:
        return None, "Type an area: its name, colour or number 1-6"
    if word.isdigit():
        number = int(word)
        return (number - 1, "") if 1 <= number <= NUM_AREAS else (None, f"There is no area {number}; choose 1-6")
    found = set()
    for area in range(NUM_AREAS):
        for name in (COLOURS[area], game.area_ids[area], game.area_names[area]):
            if normalise(name).startswith(word):
                found.add(area)
    if len(found) == 1:
        return found.pop(), ""
    if found:
        return None, f"`{word}` could be " + " or ".join(game.area_names[a] for a in sorted(found)) + "; type more of it"
    return None, f"`{word}` is not an area; choose one of " + ", ".join(
        f"{n + 1} {game.area_names[n]} ({COLOURS[n]})" for n in range(NUM_AREAS))


class TablePlayers(Prompt):
    """The people at the keyboard: implements the bot interface (`step(state) -> action`) for every seat."""

    help_text = HELP

    def __init__(self, console: Console, read_line: Callable[[], str | None]):
        super().__init__(console, read_line)
        self.state = None  # the state being decided on (for the `board` command)

    def command(self, word: str, state) -> bool:
        if word == "board" and self.state is not None:
            self.console.print(standings(self.state))
            return True
        return False

    def step(self, state) -> int:
        self.state = state
        phase = state.phase
        if phase in (PLACE, CHOOSE):
            return self.choose_area(state)
        if phase == ANSWER or phase == PASS:
            return self.answer(state)
        if phase == MOVE:
            return self.move(state)
        raise ValueError(f"nothing for a player to do in phase {phase}")  # pragma: no cover

    def choose_area(self, state) -> int:
        game = state.game
        seat, chooser = state.seat, state.current_player()
        self.console.print()
        self.console.print(standings(state))
        line = Text()
        for area in range(NUM_AREAS):
            line.append(f"{area + 1} ")
            line.append(area_text(game, area))
            line.append(f" {COLOURS[area]}  ", style="dim")
        if state.phase == PLACE:
            self.console.print(f"{player_name(seat)} starts from the centre: pick an area for a hexagon space.")
        elif state.is_final():
            self.console.print(f"{player_name(seat)} has all six rings and stands on a joker space. "
                               f"The opponents choose the area of the final question; {player_name(chooser)} "
                               "names it.", style="bold")
        else:
            self.console.print(f"{player_name(seat)} is on a joker space and may choose any area.")
        self.console.print(line)
        while True:
            area, reason = parse_area(game, self.ask(f"{player_name(chooser)}, which area? "))
            if area is None:
                self.console.print(reason + ".", style="yellow")
                continue
            return AREA + area

    def answer(self, state) -> int:
        game = state.game
        seat = state.current_player()
        question = state.current_question()
        card = game.cards[state.card]
        if state.phase == PASS:
            title = Text(f"{player_name(state.seat)} missed it; the question goes to {player_name(seat)}: ")
        else:
            title = Text(f"{player_name(state.reader())} reads to {player_name(seat)}: ")
        title.append(area_text(game, state.area))
        title.append(f" {card['id']}, question {state.roll}" + (" (second try)" if state.retried else ""))
        if state.is_final():
            title.append(" · final question", style="bold")
        self.console.print(title)
        self.console.print(Text(question["question"], style="bold cyan"))
        typed = self.ask(f"{player_name(seat)}, your answer (or Enter to answer aloud): ")
        reveal = Text("Answer: ", style="bold").append(question["answer"])
        if question.get("accept"):
            reveal.append(" (also accepted: " + "; ".join(question["accept"]) + ")", style="dim")
        self.console.print(reveal)
        suggestion = None
        if typed:
            suggestion = matches(question, typed)
            self.console.print("That matches the card." if suggestion else
                               "That is not what the card says; the table decides.", style="green" if suggestion else "yellow")
        hint = " [Y/n] " if suggestion else " [y/N] " if suggestion is False else " [y/n] "
        while True:
            said = self.ask(f"Right?{hint}").lower()
            if not said and suggestion is not None:
                return RIGHT if suggestion else WRONG
            if said in ("y", "yes", "r", "right"):
                return RIGHT
            if said in ("n", "no", "w", "wrong"):
                return WRONG
            self.console.print("Please answer y (right) or n (wrong).", style="yellow")

    def move(self, state) -> int:
        game = state.game
        seat = state.seat
        options = state.legal_actions()
        self.console.print(f"{player_name(seat)} moves {state.steps} step{'s' if state.steps != 1 else ''} "
                           f"from space {state.pos[seat]}. Reachable:")
        line = Text()
        for space in options:
            line.append(space_text(game, space))
            line.append(" ")
        self.console.print(line)
        if state.rings[seat] == ALL_RINGS:
            self.console.print("With all six rings: stop exactly on a joker space to get the final question.",
                               style="dim")
        while True:
            word = self.ask(f"{player_name(seat)}, move to which space? ")
            if not word.isdigit():
                self.console.print("Type the number of a space from the list.", style="yellow")
                continue
            reason = state.illegal_reason(int(word))
            if reason:
                self.console.print(reason[:1].upper() + reason[1:] + ".", style="yellow")
                continue
            return int(word)


def narrate(console: Console, state, event: dict) -> None:
    """What a chance outcome or an action did, in a sentence."""
    game = state.game
    kind = event.get("kind")
    seat = event.get("seat", state.seat)
    if kind == "first":
        console.print(f"{player_name(seat)} rolls highest and begins; play goes on clockwise.", style="bold")
    elif kind == "place":
        console.print(Text(f"{player_name(seat)} stands on the hexagon space of ").append(area_text(game, event["area"])))
    elif kind == "ask":
        console.print(f"{player_name(seat)} rolls a {event['number']}.", style="dim")
    elif kind == "answer":
        if event.get("won"):
            return
        if event["right"]:
            text = f"Right! {player_name(seat)} keeps the card"
            if event.get("returned"):
                text = f"Right! (the ring of {game.area_names[event['area']]} is already won, so the card goes back)"
            if "ring" in event:
                text += f" and exchanges three {game.area_names[event['ring']]} cards for its ring"
            console.print(text + ", then rolls to move.", style="green")
        elif event.get("second_chance"):
            console.print("Wrong. On a round space there is a second roll for another question.", style="yellow")
        elif event.get("child_rolls"):
            console.print(f"Wrong. {player_name(seat)} rolls three times: 12 or more wins the card all the same.",
                          style="yellow")
        elif event.get("passed_on"):
            console.print("Wrong: the question goes round the other players.", style="yellow")
        else:
            extra = " With all six rings, the next roll must leave the joker space." if event.get("must_leave") else ""
            console.print(f"Wrong: the card goes back and the turn passes.{extra}", style="yellow")
    elif kind == "pass":
        if event["right"]:
            text = f"Right! {player_name(seat)} " + ("answers it, but has that ring already; the card goes back"
                                                      if event.get("returned") else "receives the card")
            if "ring" in event:
                text += f" and exchanges three {game.area_names[event['ring']]} cards for its ring"
            console.print(text + ".", style="green")
        elif state.phase != PASS:
            console.print("Nobody knew it: the card goes back.", style="yellow")
    elif kind == "child":
        rolls = event["rolls"]
        console.print(f"Roll {len(rolls)}: {rolls[-1]} (total {sum(rolls)}).", style="dim")
        if len(rolls) == 3:
            if event.get("won_card"):
                console.print(f"{sum(rolls)}: {player_name(seat)} receives the card"
                              + (" and a ring!" if "ring" in event else "."), style="green")
            elif event.get("passed_on"):
                console.print("Not enough: the question goes round the other players.", style="yellow")
            else:
                console.print("Not enough: the card goes back and the turn passes.", style="yellow")
    elif kind == "retry":
        if event["same"] and event.get("child_rolls"):
            console.print(f"The second roll is a {event['number']} again; three rolls of 12 or more may still "
                          "win the card.", style="yellow")
        elif event["same"] and event.get("passed_on"):
            console.print(f"The second roll is a {event['number']} again: the question goes round the others.",
                          style="yellow")
        elif event["same"]:
            console.print(f"The second roll is a {event['number']} again: the turn passes.", style="yellow")
        else:
            console.print(f"Second roll: {event['number']}.", style="dim")
    elif kind == "roll":
        console.print(f"{player_name(seat)} rolls a {event['steps']} to move.", style="dim")
    elif kind == "move":
        console.print(Text(f"{player_name(seat)} moves to ").append(space_text(game, event["to"])))
    elif kind == "choose":
        console.print(Text("Area: ").append(area_text(game, event["area"])))
    if event.get("out_of_turns"):
        console.print(f"The turn limit ({game.max_turns}) is reached.", style="bold red")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None) -> int:
    """Play one game at the terminal; returns 0 for a finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    table = TablePlayers(console, read_line)
    variant = (" · missed questions go round the table" if game.pass_on else "") + \
        (" · three rolls after a miss" if game.children else "")
    console.print(Text(f"Wissens-Spektrum · {game.deck_id} · {game.num_players} players{variant} · seed {seed}",
                       style="bold"))
    console.print("Win a ring in each of the six areas (three right answers each), then stop exactly on a "
                  "golden joker space and answer the final question. " + HELP, style="dim")
    if recorder:
        recorder.header(game, seed)

    def after() -> None:
        if state.last:
            narrate(console, state, state.last)

    ending = play_out(state, table, console, recorder, after)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule("Game over")
    console.print(standings(state))
    if state.winner >= 0:
        console.print(f"{player_name(state.winner)} finds the Philosopher's Stone and wins!", style="bold green")
    else:
        console.print("Nobody won before the turn limit.", style="bold red")
    return 0
