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

from deckctl.core.quoted import shortened
from deckctl.engine.aloud import gap_note, spoken, unspoken, whole_question
from deckctl.engine.answers import also_accepted, articles, bot_answered, matches, normalise  # noqa: F401 (normalise: part of this module's API)
from deckctl.engine.headline import headline
from deckctl.engine.prompt import QUOTED_ENTRY, EndOfInput, Ending, Prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.engine.words import (_, capitalised, language, ngettext, or_list, pgettext, quoted, typed, typed_number, unbroken,
                                  unclear_verdict, verdict)
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
)

MIN_WIDTH = 42  # the chips and the score track of six players; narrower, their columns fold


def help_text(example: int = 1) -> str:
    """The commands, and how a bet is typed, with `example` (a seat at the table) as its seat."""
    return commands_text() + " " + bet_text(example)


def commands_text() -> str:
    return _("Commands at any prompt: scores (the score track), help, quit.")


def bet_text(example: int) -> str:
    """How a bet is typed; `example` is a seat at the table (P2 is at every table)."""
    return _("A bet is {know} or {not_} and another player's seat (as {seat} or {number}, which may be left "
             "out when only one player can take that bet): that they know the answer, or do not; or "
             "{pass_}.").format(know=quoted(know_word()), not_=quoted(not_word()), pass_=quoted(pass_word()),
                                  seat=seat_name(example),
                                  number=example + 1)


def bet_help(state) -> str:
    """The bet prompt's help: what a bet is worth and what limits it, then how to type one, with a
    seat this player may bet on as the example."""
    targets = [action % 10 for action in state.legal_actions() if action != PASS]
    rules = _("Bet on another player's answer to this question: that it was right ({know}) or wrong ({not_}). "
              "A bet won scores 1 point; each of your two chips is used once a round (bonus chips give more "
              "bets), each player's slot holds one chip per question, and nobody bets on themselves.").format(
        know=know_word(), not_=not_word())
    return rules + " " + bet_text(targets[0] if targets else (state.current_player() + 1) % state.game.num_players)


def answer_help() -> str:
    return _("Type your answer to the question shown: nobody sees it until the reveal, and Enter alone writes "
             "none. A right answer is a tick, worth 1 point.")


def prediction_help(count: int, tiebreak: bool) -> str:
    text = _("Predict how many of the {count} tied players, you among them, will answer this question right: a "
             "number from 0 to {count}. A right prediction is a tick, worth 1 point, even if your own answer is "
             "wrong.") if tiebreak else \
        _("Predict how many of the {count} players, you among them, will answer this question right: a number "
          "from 0 to {count}. A right prediction is a tick, worth 1 point, even if your own answer is wrong.")
    return text.format(count=count)


def verdict_help(player: str) -> str:
    return _("Was {player}'s answer right? The table judges: y (right) or n (wrong); Enter takes the proposal, "
             "the capital letter. A right answer is a tick, worth 1 point, and settles the bets on "
             "{player}.").format(player=player)


def seat_name(seat: int) -> str:
    """A seat as the table names it and a bet types it: P3."""
    return pgettext("a player, short", "P{number}").format(number=seat + 1)


# TRANSLATORS: the words of a bet as the prompt shows them (`know P3`, `not P3`, `pass`); one word
# each. The "typed:" entries list every word a player may type for them.
def know_word() -> str:
    return pgettext("bet", "know")


def not_word() -> str:
    return pgettext("bet", "not")


def pass_word() -> str:
    return pgettext("bet", "pass")


def parse_seat(word: str, players: int) -> int | None:
    word = word.strip().lower()
    for prefix in sorted(typed("typed: the letter before a seat's number", "p"), key=len, reverse=True):
        if word.startswith(prefix):
            word = word[len(prefix):]
            break
    if word.isdecimal() and 1 <= int(word) <= players:
        return int(word) - 1
    return None


WHOLE_BETS = 3  # more, and the bets are grouped by kind, so that the prompt fits 60 columns


def bet_choices(state) -> str:
    """The bets the current player may make, each whole as it is typed: `know P1 / not P1 / not P3
    / pass`; where that is long, each kind's seats together: `know P1, P3 or P4 / not P3 / pass`.
    (`know or not P1/P3, or pass` read as if `not` were no bet, and `P1/P3` is not typed.)"""
    legal = state.legal_actions()
    kinds = [(word, [seat_name(a - base) for a in legal if base <= a < base + 10])
             for word, base in ((know_word(), BET_KNOWS), (not_word(), BET_NOT))]
    bets = [unbroken(f"{word} {seat}") for word, seats in kinds for seat in seats]
    if len(bets) > WHOLE_BETS:
        bets = [unbroken(f"{word} {seats[0]}") if len(seats) == 1 else f"{word} {or_list(seats)}"
                for word, seats in kinds if seats]
    return " / ".join(bets + [pass_word()])


def only_pass(state) -> bool:
    return state.legal_actions() == [PASS]


def why_no_bet(state) -> str:
    """Why the current player can only pass: no chip left, or every slot they could bet on taken."""
    seat = state.current_player()
    if not (state.can_bet(seat, KNOWS) or state.can_bet(seat, NOT)):
        return _("{player} has no chip left this round").format(player=seat_name(seat))
    return _("{player} has a chip, but every other player's slot is taken").format(player=seat_name(seat))


def parse_bet(text: str, state) -> tuple[int | None, str]:
    """(action, "") or (None, why the text is not a bet). A bet's seat may be left out when only
    one player can take that bet (`know` with two players)."""
    players = state.game.num_players
    words = text.lower().split()
    row = pgettext("chips table", "know it").casefold().split()  # its row, typed as shown: `know it P3`
    if len(row) > 1 and [word.casefold() for word in words[:len(row)]] == row:
        words = [words[0], *words[len(row):]]
    if len(words) == 1 and words[0] in typed("typed: pass, no bet", "pass p"):
        return PASS, ""
    if len(words) == 1:
        # TRANSLATORS: the words of a bet typed without a seat (`know` alone, with one player to
        # bet on). No yes or no here: alone, `no` could mean "no bet".
        for base, words_alone in ((BET_KNOWS, typed("typed: a bet that the player knows it, alone", "know knows")),
                                  (BET_NOT, typed("typed: a bet that the player does not know it, alone",
                                                  "not dont don't"))):
            if words[0] in words_alone:
                return only_target(state, base, words[0])
    if len(words) == 2:
        kind, target = words
        seat = parse_seat(target, players)
        if seat is None:
            return None, _("{typed} is not a seat: use 1-{count} or {first}-{last}").format(
                typed=quoted(shortened(target, QUOTED_ENTRY)), count=players, first=seat_name(0), last=seat_name(players - 1))
        if kind in typed("typed: a bet that the player knows it", "know knows k yes y"):
            return BET_KNOWS + seat, ""
        if kind in typed("typed: a bet that the player does not know it", "not n no dont don't"):
            return BET_NOT + seat, ""
    return None, _("That is not a bet")


def only_target(state, base: int, word: str) -> tuple[int | None, str]:
    """The bet `base` on the one player it can go to now. Where it can go to nobody (its chip is
    played, or every other slot is taken), on another player all the same, so that the refusal says
    why: asked for a seat, the player would name one only to be refused (`e.g. "know P3"` to
    someone with no know chip left). Else a reason asking for the seat."""
    seat = state.current_player()
    legal = [action for action in state.legal_actions() if base <= action < base + 10]
    if len(legal) == 1:
        return legal[0], ""
    others = [other for other in range(state.game.num_players) if other != seat]
    if not legal:
        return base + others[-1], ""
    example = quoted(unbroken(f"{word} {seat_name(legal[0] - base)}"))
    return None, _("Name the player too, e.g. {example}").format(example=example)


def scores_table(state) -> Table:
    """A row per round and a column per player, so that twenty rounds of six players fit 60 columns."""
    table = Table(title=_("Score track"), show_edge=False, pad_edge=False)
    table.add_column("")
    for seat in range(state.game.num_players):
        table.add_column(seat_name(seat), justify="right")
    for number, points in enumerate(state.round_scores, start=1):
        table.add_row(_("round {number}").format(number=number), *(str(p) for p in points))
    table.add_row(Text(_("total"), style="bold"), *(Text(str(p), style="bold") for p in state.scores))
    return table


def chips_table(state) -> Table:
    """The chips each player still holds this round: a column per player (60 columns for six)."""
    table = Table(show_edge=False, pad_edge=False, box=None, style="dim")
    # TRANSLATORS: the chips table's row heads: at most 10 characters each.
    table.add_column(pgettext("chips table", "chips left"), style="dim")
    seats = range(state.game.num_players)
    held = pgettext("chips table: a chip still held", "yes")
    # One width for every column, whatever is left in it: a column of `-` alone would narrow and
    # pull the columns after it away from their heads.
    width = max(len(held), *(len(seat_name(seat)) for seat in seats))
    for seat in seats:
        table.add_column(seat_name(seat), min_width=width, max_width=width, no_wrap=True)
    table.add_row(pgettext("chips table", "know it"), *(held if state.chips[s][KNOWS] else "-" for s in seats))
    table.add_row(pgettext("chips table", "not"), *(held if state.chips[s][NOT] else "-" for s in seats))
    if any(state.bonus):
        table.add_row(pgettext("chips table", "bonus"), *(str(state.bonus[s]) if state.bonus[s] else "-"
                                                          for s in seats))
    return table


def card_name(state, card: int) -> str:
    """The card as its printed face names it at the foot: the deck, then the card; quoted, as
    the ids they are (not words of the table's language)."""
    return quoted(f"{state.game.deck_id} · {state.game.cards[card]['id']}")


class TerminalPlayers(Prompt):
    """Every seat at the keyboard: implements the bot interface (`step(state) -> action`)."""

    # Whole words only: answers are free text, and "H" (hydrogen) or "Q" is an answer, not a command.
    quit_words = ("quit", "exit")
    help_words = ("help", "?")
    def show_help(self, state) -> None:
        self.console.print(commands_text())  # (each prompt explains itself first: Prompt.ask's `about`)

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.entries: dict[tuple, str] = {}  # (round or "tb", question, seat) -> the answer typed
        self.shown: set[tuple] = set()

    # --- input ----------------------------------------------------------------------------------

    def command(self, word: str, state) -> bool:
        if word in typed("command: show the scores", "scores"):
            self.console.print(scores_table(state))
            return True
        return False

    @staticmethod
    def refusal(state, action: int) -> str:
        """Why a bet the rules refuse cannot be made (the rules' own reasons, in the table's words)."""
        if not state.illegal_reason(action):
            return ""
        seat = state.current_player()
        side, target = (KNOWS, action - BET_KNOWS) if action < BET_NOT else (NOT, action - BET_NOT)
        if target == seat:
            return _("a player cannot bet on themselves")
        holder = state.bet_by[state.question][target]
        if holder >= 0:
            return _("{target}'s slot already holds {holder}'s chip for this question").format(
                target=seat_name(target), holder=seat_name(holder))
        if side == KNOWS:
            return _("{player} has played their You Know It! chip this round and holds no bonus chip").format(
                player=seat_name(seat))
        return _("{player} has played their You Don't Know It! chip this round and holds no bonus chip").format(
            player=seat_name(seat))

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
        """The question under its heading; before the reveal its read-aloud words (a word to spell)
        are left out while a person still has it to answer, and reach the asker alone."""
        question = state.current_question()
        words = spoken(question) if self.hidden(state) else None
        asker = state.asker
        if words and not self.is_bot(asker) and self.once(("aloud",) + self.key(state, -1)):
            self.read_to(seat_name(asker), question["question"], state)
        line = Text(f"{heading}: ", style="bold cyan")
        line.append(unspoken(question["question"], words))
        self.console.print(line)
        if words:
            self.console.print(gap_note(seat_name(asker), self.is_bot(asker), words), style="dim")

    def hidden(self, state) -> bool:
        """Whether the question is still to be answered by a person (its reveal has not come)."""
        seats = state.tied if state.phase in (TB_PREDICT, TB_REVEAL) else range(state.game.num_players)
        return state.phase not in (REVEAL, TB_REVEAL) and any(not self.is_bot(seat) for seat in seats)

    def question_number(self, state) -> int:
        """The number the question has on its card (front and back), 1-5."""
        return (state.tb_question if state.phase in (TB_PREDICT, TB_REVEAL) else state.question) + 1

    def show_said(self, state, seats: list[int], predictions: list[int]) -> None:
        """The predictions, then the answers, said aloud in turn order; then the card's answer."""
        self.console.print(_("Predictions: {list}").format(
            list=", ".join(unbroken(f"{seat_name(s)} {predictions[s]}") for s in seats)))
        people = [s for s in seats if not self.is_bot(s)]  # a bot's answer is said with its verdict
        if people:
            self.console.print(_("Answers: {list}").format(
                list=", ".join(f"{seat_name(s)} {self.said(state, s)}" for s in people)))
        question = state.current_question()
        if spoken(question) and people:  # (only bots answered: they were shown it whole)
            self.console.print(whole_question(question["question"]), style="dim")
        line = Text(_("Answer {number} on the card: ").format(number=self.question_number(state)), style="bold")
        line.append(question["answer"], style="bold green")
        if question.get("accept"):
            line.append(" " + _("(also accepted: {answers})").format(answers=also_accepted(question)),
                        style="green")
        self.console.print(line)

    def said(self, state, seat: int) -> str:
        entry = self.entries.get(self.key(state, seat))
        return quoted(entry) if entry else _("(nothing typed)")

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
            passing = only_pass(state)
            prompt = _("{player}, bet ({choices}): ").format(player=name, choices=choices) if not passing else \
                why_no_bet(state) + ": " + _("Enter passes: ")
            while True:
                text = self.ask(prompt, state, about=bet_help(state) if not passing else "")
                if passing and not text:
                    return PASS
                action, reason = parse_bet(text, state)
                if action is not None:
                    reason = self.refusal(state, action)
                if not reason:
                    return action
                self.warn(_("{reason}. {player} may bet: {choices}.").format(
                    reason=capitalised(reason), player=name, choices=choices))
        if phase in (REVEAL, TB_REVEAL):
            self.show_reveal(state)
            entry = self.entries.get(self.key(state, seat), "")
            right = matches(entry, state.current_question(), articles(language()), language())
            said = quoted(shortened(entry)) if entry else _("nothing")
            choice = _("[Y/n]") if right else _("[y/N]")
            while True:
                text = self.ask(_("{player} answered {answer}: right?").format(player=name, answer=said)
                                + f" {choice} ", state, about=verdict_help(name)).lower()
                if text == "":
                    return RIGHT if right else WRONG
                if (judged := verdict(text)) is not None:  # not `said`: a re-asked prompt shows it
                    return RIGHT if judged else WRONG
                self.warn(unclear_verdict(text)
                          or _("Press Enter to take the proposal, or type y (right) or n (wrong)."))
        raise AssertionError(f"no human turn in phase {phase}")

    def show_writing(self, state, again: bool = False) -> None:
        """The question everyone writes an answer to (once, or `again`)."""
        if again or self.once(("write",) + self.key(state, -1)):
            if state.phase == TB_PREDICT:
                heading = _("Tie-break question {count} (number {number} on its card)").format(
                    count=state.tb_asked + 1, number=self.question_number(state))
            else:
                heading = _("Round {round} of {rounds}, question {number} of {questions}").format(
                    round=state.round, rounds=state.game.rounds, number=state.question + 1, questions=QUESTIONS)
            self.show_question(state, heading)

    def show_bets(self, state) -> None:
        """Once a question: its heading, the question again and the chips left."""
        if self.once(("bet", state.round, state.question)):
            self.console.rule(_("Question {number}: bets").format(number=state.question + 1))
            self.show_question(state, _("Again"))
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
        the reveal), that it passed (a bet is said by the narration), whether it was right, with
        the card's answer (right: as the bot's; wrong: the right one)."""
        seat = state.current_player()
        name = seat_name(seat)
        if state.phase in (QUESTION, TB_PREDICT):
            self.show_writing(state)
            self.console.print(_("{player} writes an answer and a prediction (secret).").format(player=name))
        elif state.phase == BET:
            self.show_bets(state)
            if action == PASS:
                self.console.print(_("{player} passes.").format(player=name) if not only_pass(state) else
                                   why_no_bet(state) + ": " + _("passes."))
        elif state.phase in (REVEAL, TB_REVEAL):
            self.show_reveal(state)
            self.console.print(bot_answered(name, action == RIGHT, state.current_question()["answer"]))

    def write(self, state, seat: int, tiebreak: bool) -> int:
        """One player's secret answer and prediction: handed the keyboard at a terminal, nothing
        shown as it is typed, and the screen cleared afterwards (Prompt.hand_over, conceal)."""
        name = seat_name(seat)
        # At a shared terminal the screen was cleared after the previous player: show the question again.
        self.show_writing(state, again=self.shared)
        self.hand_over(name, state)
        self.entries[self.key(state, seat)] = self.ask(
            _("{player}, your answer (secret until the reveal): ").format(player=name), state, secret=True,
            about=answer_help())
        most = len(state.tied) if tiebreak else state.game.num_players
        # A tie-break asks only the tied.
        question = _("{player}, how many of you {count} will be right (0-{count})? ") if tiebreak else \
            _("{player}, how many of the {count} players will be right (0-{count})? ")
        while True:
            text = self.ask(question.format(player=name, count=most), state, secret=True,
                            about=prediction_help(most, tiebreak))
            number = typed_number(text)
            if number is not None and number <= most:
                self.conceal()
                return PREDICT + number
            self.warn(_("A prediction is a number from 0 to {count}.").format(count=most))


def side_words(side: int) -> str:
    return _("knows it") if side == KNOWS else _("does not know it")


def report(console: Console, state) -> None:
    """What the last action settled: a question's ticks and bets, a round's points, the end."""
    event = state.last or {}
    if event.get("kind") == "draw":
        if event.get("tiebreak"):
            console.rule(_("Tie-break card"))
        else:
            console.rule(_("Round {round} of {rounds}").format(round=state.round, rounds=state.game.rounds))
        console.print(_("Card {card} is drawn.").format(card=card_name(state, event["card"])))
        if event.get("reshuffled"):
            console.print(_("The box was empty: the used cards went back in, so this card was played before."),
                          style="yellow")
        if not event.get("tiebreak"):
            console.print(_("{asker} asks; {player} holds the first bet token.").format(
                asker=seat_name(state.asker), player=seat_name(state.first_bettor())), style="dim")
        return
    if event.get("kind") == "bet":
        text = _("{player} bets that {target} {side} (with a bonus chip).") if event.get("bonus") else \
            _("{player} bets that {target} {side}.")
        console.print(text.format(player=seat_name(event["seat"]), target=seat_name(event["target"]),
                                  side=side_words(event["side"])))
    if not event.get("settled"):
        return
    count = event["right_count"]
    said = ngettext("{count} player answered right.", "{count} players answered right.", count).format(count=count) \
        if count else _("Nobody answered right.")  # not "0 players", as iKNOW says it
    console.print(said, style="bold")
    if "question" in event and not event.get("tiebreak"):
        q = event["question"]
        ticks = []
        for seat in range(state.game.num_players):
            # The round's tables are cleared once the round is over: the event keeps what counted.
            got = [what for what, ok in ((_("answer"), event["answers"][seat]),
                                         (_("prediction"), event["predicted"][seat])) if ok]
            # (each player's ticks on one line: `P3 2` / `(answer, prediction)` split at 60 columns)
            ticks.append(unbroken(f"{seat_name(seat)} {len(got)}" + (f" ({', '.join(got)})" if got else "")))
        console.print(_("Ticks for question {number}: {ticks}").format(number=q + 1, ticks=", ".join(ticks)))
    for bet in event.get("bets", []):
        text = _("{player}'s bet that {target} {side}: won, +1 point.") if bet["won"] else \
            _("{player}'s bet that {target} {side}: lost.")
        console.print(text.format(player=seat_name(bet["bettor"]), target=seat_name(bet["target"]),
                                  side=side_words(bet["side"])))
    if "tb_points" in event:
        console.print(_("Tie-break points: {points}").format(
            points=", ".join(unbroken(f"{seat_name(s)} {p}") for s, p in event["tb_points"].items())))
        if not event.get("game_over"):
            console.print(_("Still tied: {players}. Another question.").format(
                players=", ".join(seat_name(s) for s in event["tied"])), style="bold")
    if "round_over" in event:
        console.rule(_("End of round {round}").format(round=event["round_over"]))
        console.print(_("Points this round: {points}").format(
            points=", ".join(unbroken(f"{seat_name(s)} {p}") for s, p in enumerate(event["points"]))))
        if event["round_over"] < state.game.rounds:  # after the last one, the end shows the table
            console.print(scores_table(state))
            if state.bonus_held >= 0:
                console.print(_("{player} is alone in last place and takes the two bonus chips.").format(
                    player=seat_name(state.bonus_held)))
            else:
                console.print(_("Last place is shared: nobody takes the bonus chips."), style="dim")
    if event.get("tie"):
        console.print(_("Tied for first place with {points} points: {players}. Tie-break questions, without bets, "
                        "until one of them is ahead.").format(points=state.scores[event["tie"][0]],
                                                              players=", ".join(seat_name(s) for s in event["tie"])),
                      style="bold")


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    players = TerminalPlayers(console, read_line, bots)
    rounds = ngettext("{count} round", "{count} rounds", game.rounds).format(count=game.rounds)
    seats = ngettext("{count} player", "{count} players", game.num_players).format(count=game.num_players)
    console.print(Text(headline(["You Know It!", game.deck_id, seats, rounds, _("seed {seed}").format(seed=seed)],
                                console.width), style="bold"))
    console.print(_("Answer, predict how many players know it, and bet on the others.") + " " + help_text(1),
                  style="dim")
    if bots:
        console.print(bots.introduce(seat_name))
    if recorder:
        recorder.header(game, seed)
    ending = play_out(state, players, console, recorder, after=lambda: report(console, state))
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule(_("Game over"))
    console.print(scores_table(state))
    winner = state.winners[0]  # the tie-break goes on until there is one
    won = _("{player} wins with {points} points after the tie-break!") if state.tb_asked else \
        _("{player} wins with {points} points!")
    console.print(won.format(player=seat_name(winner), points=state.scores[winner]), style="bold green")
    return 0
