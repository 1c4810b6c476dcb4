"""You Know It! in the terminal, for players sitting at one table and sharing the keyboard.

The flow of a round:
1. The card is drawn. For each of its five questions, every player in turn types their answer
   (kept by the front end until the reveal; the engine only learns later whether it was right)
   and their prediction: how many players will get it right. Both are secret: at a terminal the
   keyboard is handed over to each player in turn, nothing they type is shown, and the screen is
   cleared before the next one (deckctl.engine.prompt).
2. Then question by question: each player bets (`know P3`, `not P3`) or passes; the predictions
   and the typed answers are shown, then the card's answer; each player in turn confirms whether
   they were right. The front end proposes a verdict by comparing the typed answer with the
   card's answer and its accepted alternatives (Enter takes it; `y`/`n` overrule it, for the table
   to judge a near miss).
3. Points are added up; after the last round the most points win (a tie is broken with more
   questions, without bets).

Works the same when standard input is not a terminal (a script can drive a whole game): every
prompt reads one line (there is no hand-over line to read), a secret line shows as `(hidden)` in
the transcript, bad input is refused with a reason and asked again, and the end of input stops
the game cleanly. Every screen fits 60 columns: the score track has a column per player and a
row per round.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.table import Table
from rich.text import Text

from deckctl.engine.answers import matches, normalise  # noqa: F401 (normalise: part of this module's API)
from deckctl.engine.prompt import EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.games.you_know_it.rules import (
    BET,
    BET_KNOWS,
    BET_NOT,
    KNOWS,
    NOT,
    PASS,
    PREDICT,
    QUESTION,
    QUESTIONS,
    REVEAL,
    RIGHT,
    TB_PREDICT,
    TB_REVEAL,
    WRONG,
    seat_name,
)

MIN_WIDTH = 42  # the chips and the score track of six players; narrower, their columns fold

HELP = ("Commands at any prompt: scores (the score track), help, quit. A bet is `know` or `not` and "
        "another player's seat (the seat as P3 or 3): that they know the answer, or do not; or `pass`.")


def parse_seat(word: str, players: int) -> int | None:
    word = word.strip().lower().removeprefix("p")
    if word.isdigit() and 1 <= int(word) <= players:
        return int(word) - 1
    return None


def bet_choices(state) -> str:
    """The bets the current player may make, as they would type them: `know P1/P3, not P3 or pass`,
    or `know or not P1/P3, or pass` when both chips may go on the same players."""
    legal = state.legal_actions()
    seats = {word: "/".join(seat_name(a - base) for a in legal if base <= a < base + 10)
             for word, base in (("know", BET_KNOWS), ("not", BET_NOT))}
    if seats["know"] and seats["know"] == seats["not"]:
        return f"know or not {seats['know']}, or pass"
    parts = [f"{word} {targets}" for word, targets in seats.items() if targets]
    return ", ".join(parts) + " or pass" if parts else "pass"


def why_no_bet(state) -> str:
    """Why the current player can only pass: no chip left, or every slot they could bet on taken."""
    seat = state.current_player()
    if not (state.can_bet(seat, KNOWS) or state.can_bet(seat, NOT)):
        return "has no chip left this round"
    return "has a chip, but every other player's slot is taken"


def parse_bet(text: str, players: int) -> tuple[int | None, str]:
    """(action, "") or (None, why the text is not a bet)."""
    words = text.lower().split()
    if words in (["pass"], ["p"]):
        return PASS, ""
    if len(words) == 2:
        kind, target = words
        seat = parse_seat(target, players)
        if seat is None:
            return None, f"`{target}` is not a seat: use 1-{players} or P1-P{players}"
        if kind in ("know", "knows", "k", "yes", "y"):
            return BET_KNOWS + seat, ""
        if kind in ("not", "n", "no", "dont", "don't"):
            return BET_NOT + seat, ""
    return None, "That is not a bet"


def scores_table(state) -> Table:
    """A row per round and a column per player, so that twenty rounds of six players fit 60 columns."""
    table = Table(title="Score track", show_edge=False, pad_edge=False)
    table.add_column("")
    for seat in range(state.game.num_players):
        table.add_column(seat_name(seat), justify="right")
    for number, points in enumerate(state.round_scores, start=1):
        table.add_row(f"round {number}", *(str(p) for p in points))
    table.add_row(Text("total", style="bold"), *(Text(str(p), style="bold") for p in state.scores))
    return table


def chips_table(state) -> Table:
    """The chips each player still holds this round: a column per player (60 columns for six)."""
    table = Table(show_edge=False, pad_edge=False, box=None, style="dim")
    table.add_column("chips left", style="dim")
    seats = range(state.game.num_players)
    for seat in seats:
        table.add_column(seat_name(seat), justify="center")
    table.add_row("know it", *("yes" if state.chips[s][KNOWS] else "-" for s in seats))
    table.add_row("not", *("yes" if state.chips[s][NOT] else "-" for s in seats))
    if any(state.bonus):
        table.add_row("bonus", *(str(state.bonus[s]) if state.bonus[s] else "-" for s in seats))
    return table


def card_name(state, card: int) -> str:
    """The card as its printed face names it at the foot: the deck, then the card."""
    return f"{state.game.deck_id} · {state.game.cards[card]['id']}"


class TerminalPlayers(Prompt):
    """Every seat at the keyboard: implements the bot interface (`step(state) -> action`)."""

    # Whole words only: answers are free text, and "H" (hydrogen) or "Q" is an answer, not a command.
    quit_words = ("quit", "exit")
    help_words = ("help", "?")
    help_text = HELP

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.typed: dict[tuple, str] = {}  # (round or "tb", question, seat) -> the answer typed
        self.shown: set[tuple] = set()

    # --- input ----------------------------------------------------------------------------------

    def command(self, word: str, state) -> bool:
        if word == "scores":
            self.console.print(scores_table(state))
            return True
        return False

    def warn(self, text: str) -> None:
        self.console.print(text, style="yellow")

    def once(self, key: tuple) -> bool:
        if key in self.shown:
            return False
        self.shown.add(key)
        return True

    # --- showing --------------------------------------------------------------------------------

    def key(self, state, seat: int) -> tuple:
        if state.phase in (TB_PREDICT, TB_REVEAL):
            return ("tb", state.tb_asked, seat)
        return (state.round, state.question, seat)

    def show_question(self, state, heading: str) -> None:
        question = state.current_question()
        line = Text(f"{heading}: ", style="bold cyan")
        line.append(question["question"])
        self.console.print(line)

    def question_number(self, state) -> int:
        """The number the question has on its card (front and back), 1-5."""
        return (state.tb_question if state.phase in (TB_PREDICT, TB_REVEAL) else state.question) + 1

    def show_said(self, state, seats: list[int], predictions: list[int]) -> None:
        """The predictions, then the answers, said aloud in turn order; then the card's answer."""
        self.console.print("Predictions: " + ", ".join(f"{seat_name(s)} {predictions[s]}" for s in seats))
        people = [s for s in seats if not self.is_bot(s)]  # a bot's answer is said with its verdict
        if people:
            self.console.print("Answers: " + ", ".join(f"{seat_name(s)} {self.said(state, s)}" for s in people))
        question = state.current_question()
        line = Text(f"Answer {self.question_number(state)} on the card: ", style="bold")
        line.append(question["answer"], style="bold green")
        if question.get("accept"):
            line.append(" (also accepted: " + ", ".join(question["accept"]) + ")", style="green")
        self.console.print(line)

    def said(self, state, seat: int) -> str:
        typed = self.typed.get(self.key(state, seat))
        return f"`{typed}`" if typed else "(nothing typed)"

    def show_chips(self, state) -> None:
        self.console.print(chips_table(state))

    # --- the turns ------------------------------------------------------------------------------

    def step(self, state) -> int:
        phase = state.phase
        seat = state.current_player()
        name = seat_name(seat)
        if phase in (QUESTION, TB_PREDICT):
            return self.write(state, seat, phase == TB_PREDICT)
        if phase == BET:
            self.show_bets(state)
            choices = bet_choices(state)
            only_pass = choices == "pass"
            prompt = f"{name}, bet ({choices}): " if not only_pass else f"{name} {why_no_bet(state)}: Enter passes: "
            while True:
                text = self.ask(prompt, state)
                if only_pass and not text:
                    return PASS
                action, reason = parse_bet(text, state.game.num_players)
                if action is not None:
                    reason = state.illegal_reason(action) or ""
                if not reason:
                    return action
                self.warn(reason[:1].upper() + reason[1:] + f". {name} may bet: {choices}.")
        if phase in (REVEAL, TB_REVEAL):
            self.show_reveal(state)
            typed = self.typed.get(self.key(state, seat), "")
            right = matches(typed, state.current_question())
            said = f"`{typed}`" if typed else "nothing"
            choice = "[Y/n]" if right else "[y/N]"
            while True:
                text = self.ask(f"{name} answered {said}: right? {choice} ", state).lower()
                if text == "":
                    return RIGHT if right else WRONG
                if text in ("y", "yes", "r", "right"):
                    return RIGHT
                if text in ("n", "no", "w", "wrong"):
                    return WRONG
                self.warn("Press Enter to take the proposal, or type y (right) or n (wrong).")
        raise AssertionError(f"no human turn in phase {phase}")

    def show_writing(self, state, again: bool = False) -> None:
        """The question everyone writes an answer to (once, or `again`)."""
        if again or self.once(("write",) + self.key(state, -1)):
            if state.phase == TB_PREDICT:
                heading = f"Tie-break question {state.tb_asked + 1} (number {self.question_number(state)} on its card)"
            else:
                heading = f"Round {state.round} of {state.game.rounds}, question {state.question + 1} of {QUESTIONS}"
            self.show_question(state, heading)

    def show_bets(self, state) -> None:
        """Once a question: its heading, the question again and the chips left."""
        if self.once(("bet", state.round, state.question)):
            self.console.rule(f"Question {state.question + 1}: bets")
            self.show_question(state, "Again")
            self.show_chips(state)

    def show_reveal(self, state) -> None:
        """Once a question: the predictions, the answers and the card's answer."""
        if self.once(("reveal",) + self.key(state, -1)):
            if state.phase == REVEAL:
                self.show_said(state, state.order(), state.predictions[state.question])
            else:
                self.show_said(state, state.tb_order(), state.tb_predictions)

    def show_bot_move(self, state, action: int) -> None:
        """A bot's move in a line, as the table would see it: that it wrote (what stays secret until
        the reveal), that it passed (a bet is said by the narration), whether it was right."""
        seat = state.current_player()
        name = seat_name(seat)
        if state.phase in (QUESTION, TB_PREDICT):
            self.show_writing(state)
            self.console.print(f"{name} writes an answer and a prediction (secret).")
        elif state.phase == BET:
            self.show_bets(state)
            if action == PASS:
                self.console.print(f"{name} passes." if bet_choices(state) != "pass" else
                                   f"{name} {why_no_bet(state)}: passes.")
        elif state.phase in (REVEAL, TB_REVEAL):
            self.show_reveal(state)
            self.console.print(f"{name}'s answer was {'right' if action == RIGHT else 'wrong'}.")

    def write(self, state, seat: int, tiebreak: bool) -> int:
        """One player's secret answer and prediction: handed the keyboard at a terminal, nothing
        shown as it is typed, and the screen cleared afterwards (Prompt.hand_over, conceal)."""
        name = seat_name(seat)
        # At a shared terminal the screen was cleared after the previous player: show the question again.
        self.show_writing(state, again=self.shared)
        self.hand_over(name, state)
        self.typed[self.key(state, seat)] = self.ask(f"{name}, your answer (secret until the reveal): ", state,
                                                     secret=True)
        most = len(state.tied) if tiebreak else state.game.num_players
        who = f"you {most}" if tiebreak else f"the {most} players"  # a tie-break asks only the tied
        while True:
            text = self.ask(f"{name}, how many of {who} will be right (0-{most})? ", state, secret=True)
            if text.isdigit() and int(text) <= most:
                self.conceal()
                return PREDICT + int(text)
            self.warn(f"A prediction is a number from 0 to {most}.")


def report(console: Console, state) -> None:
    """What the last action settled: a question's ticks and bets, a round's points, the end."""
    event = state.last or {}
    if event.get("kind") == "draw":
        if event.get("tiebreak"):
            console.rule("Tie-break card")
        else:
            console.rule(f"Round {state.round} of {state.game.rounds}")
        console.print(f"Card {card_name(state, event['card'])} is drawn.")
        if event.get("reshuffled"):
            console.print("The box was empty: the used cards went back in, so this card was played before.",
                          style="yellow")
        if not event.get("tiebreak"):
            console.print(f"{seat_name(state.asker)} asks; {seat_name(state.first_bettor())} holds the first bet token.",
                          style="dim")
        return
    if event.get("kind") == "bet":
        side = "knows it" if event["side"] == KNOWS else "does not know it"
        extra = " (with a bonus chip)" if event.get("bonus") else ""
        console.print(f"{seat_name(event['seat'])} bets that {seat_name(event['target'])} {side}{extra}.")
    if not event.get("settled"):
        return
    count = event["right_count"]
    console.print(f"{count} player{'s' if count != 1 else ''} answered right.", style="bold")
    if "question" in event and not event.get("tiebreak"):
        q = event["question"]
        ticks = []
        for seat in range(state.game.num_players):
            # The round's tables are cleared once the round is over: the event keeps what counted.
            got = [what for what, ok in (("answer", event["answers"][seat]), ("prediction", event["predicted"][seat])) if ok]
            ticks.append(f"{seat_name(seat)} {len(got)}" + (f" ({', '.join(got)})" if got else ""))
        console.print(f"Ticks for question {q + 1}: " + ", ".join(ticks))
    for bet in event.get("bets", []):
        side = "knows it" if bet["side"] == KNOWS else "does not know it"
        outcome = "won: +1" if bet["won"] else "lost"
        console.print(f"{seat_name(bet['bettor'])}'s bet that {seat_name(bet['target'])} {side}: {outcome}.")
    if "tb_points" in event:
        console.print("Tie-break points: " + ", ".join(f"{seat_name(s)} {p}" for s, p in event["tb_points"].items()))
        if not event.get("game_over"):
            console.print("Still tied: " + ", ".join(seat_name(s) for s in event["tied"])
                          + ". Another question.", style="bold")
    if "round_over" in event:
        console.rule(f"End of round {event['round_over']}")
        console.print("Points this round: " + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(event["points"])))
        if event["round_over"] < state.game.rounds:  # after the last one, the end shows the table
            console.print(scores_table(state))
            if state.bonus_held >= 0:
                console.print(f"{seat_name(state.bonus_held)} is alone in last place and takes the two bonus chips.")
            else:
                console.print("Last place is shared: nobody takes the bonus chips.", style="dim")
    if event.get("tie"):
        console.print(f"Tied for first place with {state.scores[event['tie'][0]]} points: "
                      + ", ".join(seat_name(s) for s in event["tie"])
                      + ". Tie-break questions, without bets, until one of them is ahead.", style="bold")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    players = TerminalPlayers(console, read_line, bots)
    console.print(Text(f"You Know It! · {game.deck_id} · {game.num_players} players · {game.rounds} "
                       f"round{'s' if game.rounds != 1 else ''} · seed {seed}", style="bold"))
    console.print("Answer, predict how many players know it, and bet on the others. " + HELP, style="dim")
    if bots:
        console.print(bots.introduce(seat_name))
    if recorder:
        recorder.header(game, seed)
    ending = play_out(state, players, console, recorder, after=lambda: report(console, state))
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule("Game over")
    console.print(scores_table(state))
    winner = state.winners[0]  # the tie-break goes on until there is one
    how = " after the tie-break" if state.tb_asked else ""
    console.print(f"{seat_name(winner)} wins with {state.scores[winner]} points{how}!", style="bold green")
    return 0
