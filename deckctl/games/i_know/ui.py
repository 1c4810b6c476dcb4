"""I know! in the terminal: every seat is a person at the table.

Dice and card draws come from the engine and are printed. When a question comes up it is shown;
the player types an answer (or presses Enter to answer aloud), the card's answer is revealed
(with a note when the typed answer matches it), and the table confirms right (`y`) or wrong
(`n`); Enter takes the suggestion when there is one. Subjects and players are chosen by number
or name. Works the same when standard input is not a terminal: every prompt reads one line, bad
input is refused with a reason and asked again, and the end of input stops the game cleanly.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from deckctl.core.quoted import shortened
from deckctl.engine import answers
from deckctl.engine.aloud import gap_note, spoken, unspoken, whole_question
from deckctl.engine.headline import headline
from deckctl.engine.prompt import QUOTED_ENTRY, EndOfInput, Ending, Prompt, answer_prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.engine.words import (NO_BREAK, SOURCE, _, and_list, language, named, ngettext, or_list, pgettext, quoted,
                                  typed, unbroken, unclear_verdict, verdict)
from deckctl.i18n.labels import ENGLISH, builtin
from deckctl.games.i_know.cards import effect_text
from deckctl.games.i_know.rules import (
    ANSWER,
    CHOOSE,
    NUM_CORE,
    OPTIONS_NEEDED,
    RECESS_PICK,
    START,
    BOARD,
    GOTO,
    KIND_NAMES,
    LOCKER,
    LOCKER_COLOURS,
    OPTION,
    RIGHT,
    SUBJECT,
    SUBJECTS,
    VICTIM,
    WRONG,
    subject_title,
)

MIN_WIDTH = 52  # the report card's columns; narrower, rich would cut them short


def labels() -> dict[str, str]:
    """The printed card's words in the table's language, so the table reads what the card says."""
    return builtin(language()) or ENGLISH


def help_text() -> str:
    """The commands, as `help` ends every prompt's own explanation (which says what to type there)."""
    return _("Commands at any prompt: status (the report cards), help, quit.")


def choosing_text() -> str:
    """How a subject or a player is chosen: said once, after the rules' first lines."""
    return _("A subject or a player is chosen by its number or by (the start of) its name.")


def answer_help() -> str:
    return _("Type the answer, or press Enter and say it aloud; then the card's answer is shown and the table "
             "judges. A right answer is a check for this subject on your report card: a core subject's first "
             "is worth 10 points, every other right answer 5.")


def verdict_help() -> str:
    return _("Was the answer right? Type y (right) or n (wrong); where a capital letter is shown, Enter takes "
             "that proposal.")


def subject_help() -> str:
    return _("Choose the subject of your question. The game ends when one player has a right answer in each of "
             "the six core subjects and five in the option subjects together; a core subject's first right "
             "answer is worth 10 points, every other 5. Type its number or (the start of) its name.")


def victim_help() -> str:
    return _("From the Recess Area you send another player there too: their token moves to the Recess Area and "
             "they miss a turn, as you do. Type their number.")


def short(subject: str) -> str:
    """A subject's report card column: two letters, different for each subject."""
    # TRANSLATORS: two letters for each subject's column on the report card, all ten different.
    return {"math": pgettext("report card column", "Ma"), "spelling": pgettext("report card column", "Sp"),
            "language-arts": pgettext("report card column", "LA"), "science": pgettext("report card column", "Sc"),
            "history": pgettext("report card column", "Hi"), "geography": pgettext("report card column", "Ge"),
            "outdoor-education": pgettext("report card column", "OE"),
            "reading-library": pgettext("report card column", "RL"),
            "recreation-health": pgettext("report card column", "RH"),
            "industrial-arts-home-economics": pgettext("report card column", "IA")}[subject]


def subject_name(subject: str) -> str:
    """A subject as the printed cards name it in the table's language (`Reading and Library` in
    English, as the rulebook writes it)."""
    return subject_title(subject) if language() == SOURCE else labels()[subject]


def square_name(square: int) -> str:
    """`blue locker (Math or Science)`, `option square (Outdoor Education)`, `Go To Recess Area`,
    `Principal's Office`: a square of the board as the table names it."""
    kind, detail = BOARD[square]
    if kind == LOCKER:
        subjects = or_list([subject_name(s) for s in LOCKER_COLOURS[detail]])
        locker = {"blue": pgettext("square", "blue locker"), "red": pgettext("square", "red locker"),
                  "green": pgettext("square", "green locker")}[detail]
        return _("{locker} ({subjects})").format(locker=locker, subjects=subjects)
    if kind == OPTION:
        return _("option square ({subject})").format(subject=subject_name(detail))
    if kind == GOTO:
        return _("Go To {square}").format(square=place_name(detail))
    return place_name(KIND_NAMES[kind])


def place_name(name: str) -> str:
    """A named square: the Principal's Office, the Recess Area..."""
    if language() == SOURCE:
        return {"principal-office": "Principal's Office", "recess-area": "Recess Area",
                "nurse-office": "Nurse's Office", "study-hall": "Study Hall", "announcement": "Announcement"}[name]
    return labels()[name]


def seat_name(seat: int) -> str:
    """A player as every line names them, on one line where the line wraps (`Spieler` / `1.` read as
    two things): words.unbroken, which the table's console keeps together."""
    return unbroken(_("Player {number}").format(number=seat + 1))


def seat_short(seat: int) -> str:
    """A seat in a table or a list: P1."""
    return pgettext("a player, short", "P{number}").format(number=seat + 1)


def matches(card: dict, typed: str) -> bool:
    """Whether a typed answer is the card's answer or one of its accepted forms."""
    return answers.matches(typed, card, answers.articles(language()), language(), card.get("subject") == "spelling")


def legend() -> str:
    return _("Report card columns: {core} (core subjects); {options} (option subjects); hall: Hall Passes; card: "
             "points from announcement cards; pts: the total.").format(
        core=", ".join(f"{short(s)} {subject_name(s)}" for s in SUBJECTS[:NUM_CORE]),
        options=", ".join(f"{short(s)} {subject_name(s)}" for s in SUBJECTS[NUM_CORE:]))


def report_cards(state, round_number: int | None = None) -> Group:
    """The report cards as a table narrow enough for 60 columns, and below it a line per token saying
    where it stands (a square's name is too long for a column); headed by `round_number` (the
    state's round unless given: a round whose every turn was missed passes inside one action)."""
    game = state.game
    title = _("Round {round} · report cards (core {core}, options {options})").format(
        round=round_number or state.round, core=f"{short(SUBJECTS[0])}-{short(SUBJECTS[NUM_CORE - 1])}",
        options=f"{short(SUBJECTS[NUM_CORE])}-{short(SUBJECTS[-1])}")
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, padding=0, show_edge=False,
                  title_style="dim")
    table.add_column("", no_wrap=True)
    # TRANSLATORS: the report card's column heads: level, Hall Passes, points from cards, points
    # in all; at most 4 letters each.
    table.add_column(pgettext("report card column", "lvl"), justify="center", no_wrap=True)
    for subject in SUBJECTS:
        table.add_column(short(subject), justify="right", no_wrap=True,
                         style="cyan" if SUBJECTS.index(subject) < NUM_CORE else "magenta")
    table.add_column(pgettext("report card column", "hall"), justify="right", no_wrap=True)
    table.add_column(pgettext("report card column", "card"), justify="right", no_wrap=True)
    table.add_column(pgettext("report card column", "pts"), justify="right", style="bold", no_wrap=True)
    scores = state.scores()
    places = []
    for seat in range(game.num_players):
        marker = ">" if seat == state.player and not state.is_terminal() else " "
        table.add_row(f"{marker}{seat_short(seat)}", game.levels[seat],
                      *[str(n or "") for n in state.checks[seat]], str(state.hall[seat] or ""),
                      str(state.extra[seat] or ""), str(scores[seat]))
        position = state.positions[seat]
        where = _("{player} on square {number}: {square}").format(player=seat_short(seat), number=position,
                                                         square=square_name(position))
        if state.nurse[seat]:
            where += _(", needs an even roll")
        if state.misses[seat]:
            where += ngettext(", misses {count} turn", ", misses {count} turns", state.misses[seat]).format(
                count=state.misses[seat])
        places.append(where)
    return Group(table, *(Text(place, style="dim") for place in places))


def describe(state, event: dict) -> str | None:
    """One line for something that happened (None: nothing worth printing)."""
    kind = event["kind"]
    who = seat_name(event["player"])
    game = state.game
    if kind == "start":
        return _("{player} wins the starting roll and begins.").format(player=who)
    if kind == "roll":
        text = _("{player} rolls a {number} and moves to square {square}: {name}.").format(
            player=who, number=event["roll"], square=event["to"], name=square_name(event["to"]))
        if event["hall_pass"]:
            text += " " + _("Hall Pass Bonus: +5.")
        return text
    if kind == "nurse-wait":
        return _("{player} rolls a {number} in the Nurse's Office: an even number is needed, so {player} "
                 "waits.").format(player=who, number=event["roll"])
    if kind == "nurse":
        return _("{player} must roll an even number before moving on.").format(player=who)
    if kind == "go-to":
        return _("{player} goes straight to square {number}: {square} (no Hall Pass Bonus).").format(
            player=who, number=event["to"], square=square_name(event["to"]))
    if kind == "move":
        steps = event["steps"]
        moves = ngettext("{player} moves {count} square forward to square {square}: {name}.",
                         "{player} moves {count} squares forward to square {square}: {name}.", steps) if steps > 0 else \
            ngettext("{player} moves {count} square back to square {square}: {name}.",
                     "{player} moves {count} squares back to square {square}: {name}.", -steps)
        return moves.format(player=who, count=abs(steps), square=event["to"], name=square_name(event["to"]))
    if kind == "announcement":
        card = game.cards[event["card"]]
        back = effect_text(card["effect"], labels())
        return _("Announcement for {player}: {text}").format(player=who, text=card["text"]) + "\n" + \
            _("The card's back says \"{effect}\".").format(effect=back)
    if kind == "recess":
        # (the player on the Recess Area chose whom to send: said as their move, a bot's too)
        return _("{player} sends {victim} to the Recess Area too: both miss a turn.").format(
            victim=seat_name(event["victim"]), player=who)
    if kind == "miss":
        return _("{player} misses this turn.").format(player=who)
    if kind == "answer":
        if event["right"]:
            return _("Right! {player} gets a checkmark in {subject}.").format(
                player=who, subject=named(subject_name(SUBJECTS[event["subject"]])))
        return _("Wrong. No checkmark for {player}.").format(player=who)
    if kind == "finished":
        return _("{player} has a check in every core subject and {count} in the options: the game ends.").format(
            player=who, count=OPTIONS_NEEDED)
    if kind == "time-up":
        return _("The round limit is reached: the game ends.")
    if kind == "stuck":
        return _("{player}'s turn has taken {steps} actions without ending (the deck's announcement cards keep "
                 "drawing more): the game ends unfinished.").format(player=who, steps=event["steps"])
    if kind in ("no-questions", "no-announcements"):
        return _("The deck has no card for this square; {player}'s turn ends.").format(player=who)
    return None


class TablePlayers(Prompt):
    """Every seat at the keyboard: implements the bot interface (`step(state) -> action`)."""

    def show_help(self, state) -> None:
        self.console.print(help_text() + "\n" + legend())

    def command(self, word: str, state) -> bool:
        if word in typed("command: show the report cards", "status"):
            self.console.print(report_cards(state))
            self.console.print(legend(), style="dim")
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

    def show_question(self, state, answerer_looks: bool = True) -> None:
        """The card's front as the answerer sees it: words read aloud (a Spelling word) left out,
        for the reader alone (`answerer_looks` False: a bot answers, nobody to hide them from)."""
        card = state.game.cards[state.card]
        who = seat_name(state.player)
        reader_seat = (state.player - 1) % state.game.num_players  # the player on the right asks
        reader = seat_name(reader_seat)
        words = spoken(card) if answerer_looks else None
        if words and not self.is_bot(reader_seat):
            self.read_to(reader, card["question"], state, then=who)
        # What the printed front shows: the subject, core or option, the level and its grades.
        printed = labels()
        kind = printed["core"] if SUBJECTS.index(card["subject"]) < NUM_CORE else printed["option"]
        self.console.print(Text(headline([
            _("{subject} ({kind})").format(subject=subject_name(card["subject"]), kind=kind),
            _("level {level} ({grades})").format(level=card["level"], grades=printed["grades-" + card["level"]]),
        ], self.console.width), style="bold cyan"))
        self.console.print(Text(_("{reader} asks {player}:").format(reader=reader, player=who), style="cyan"))
        self.console.print(Text(unspoken(card["question"], words), style="bold"))
        if words:
            self.console.print(gap_note(reader, self.is_bot(reader_seat), words), style="dim")

    def show_answer(self, state, gapped: bool = True) -> None:
        """The card's answer; first the whole question when the answerer saw it with a gap (`gapped`
        False: a bot's turn, which showed it whole)."""
        card = state.game.cards[state.card]
        if gapped and spoken(card):
            self.console.print(whole_question(card["question"]), style="dim")
        self.console.print(Text(_("Answer on the card: "), style="bold") + Text(card["answer"]))
        if card.get("accept"):
            self.console.print(_("Also accepted: {answers}").format(answers=answers.also_accepted(card)), style="dim")

    def show_bot_move(self, state, action: int) -> None:
        """A bot's move as the table sees it: the question it is asked, its answer (right: the
        card's, as it said it; wrong: that it was) and the card's answer (the narration then says
        right or wrong), the subject it chooses; the Recess Area's victim is said by the narration."""
        who = seat_name(state.player)
        if state.phase == ANSWER:
            self.show_question(state, answerer_looks=False)
            self.console.print(answers.bot_answers(who, action == RIGHT, state.game.cards[state.card]["answer"]))
            self.show_answer(state, gapped=False)
        elif state.phase == CHOOSE:
            self.console.print(_("{player} chooses {subject}.").format(
                player=who, subject=named(subject_name(SUBJECTS[action - SUBJECT]))))

    def answer(self, state) -> int:
        card = state.game.cards[state.card]
        self.show_question(state)
        entry = self.ask(answer_prompt(), state, about=answer_help())
        self.show_answer(state)
        suggestion = None
        if entry:
            suggestion = matches(card, entry)
            self.console.print(_("The typed answer matches the card.") if suggestion else
                               _("The typed answer does not match the card's words; the table decides."), style="dim")
        hint = {None: _("[y/n]"), True: _("[Y/n]"), False: _("[y/N]")}[suggestion]
        while True:
            reply = self.ask(_("Right?") + f" {hint} ", state, about=verdict_help()).lower()
            if (said := verdict(reply)) is not None:
                return RIGHT if said else WRONG
            if not reply and suggestion is not None:
                return RIGHT if suggestion else WRONG
            self.warn(unclear_verdict(reply) or _("Type y if the answer was right, n if it was wrong."))

    def choose_subject(self, state) -> int:
        who = seat_name(state.player)
        choices = state.choices
        names = [subject_name(SUBJECTS[s]) for s in choices]
        if len(choices) <= 3:  # a locker: one line
            self.console.print(_("{player}, choose a subject: {subjects}").format(
                player=who, subjects=or_list([f"{n}){NO_BREAK}{name}" for n, name in enumerate(names, start=1)])))
        else:  # Study Hall or an "any subject" card: core subjects left, options right
            self.console.print(_("{player}, choose any subject:").format(player=who))
            self.console.print(subject_menu(choices))
        while True:
            reply = listed_number(self.ask(_("Subject (1-{count} or its name)? ").format(count=len(choices)), state,
                                           about=subject_help()), names)
            subject = pick(reply, [(s, subject_name(SUBJECTS[s])) for s in choices],
                           [(s, subject_title(SUBJECTS[s])) for s in choices] + [(s, SUBJECTS[s]) for s in choices]
                           + [(s, short(SUBJECTS[s])) for s in choices])  # (as the report card's columns name them)
            if isinstance(subject, str):
                self.warn(subject)
                continue
            return SUBJECT + (choices[subject - 1] if reply.isdecimal() else subject)

    def choose_victim(self, state) -> int:
        who = seat_name(state.player)
        others = [a - VICTIM for a in state.legal_actions()]
        numbers = or_list([str(s + 1) for s in others])
        self.console.print(_("{player} is in the Recess Area and sends another player there too: Player "
                             "{numbers}.").format(player=who, numbers=numbers))
        while True:
            reply = self.ask(_("Which player ({numbers})? ").format(numbers=numbers), state, about=victim_help())
            for word in sorted(typed("typed: the word before a player's number", "player p"), key=len, reverse=True):
                if reply.lower().startswith(word):
                    reply = reply[len(word):].strip()
                    break
            if not reply.isdecimal() or int(reply) - 1 not in others:
                if reply.isdecimal() and int(reply) - 1 == state.player:
                    self.warn(_("Choose another player, not yourself."))
                else:
                    self.warn(_("Type the number of another player: {numbers}.").format(numbers=numbers))
                continue
            return VICTIM + int(reply) - 1


def subject_menu(choices: list[int]) -> Table:
    """The numbered subjects in two columns, core and option, narrow enough for 60 columns."""
    numbered = {s: f"{n}) {subject_name(SUBJECTS[s])}" for n, s in enumerate(choices, start=1)}
    core = [numbered[s] for s in choices if s < NUM_CORE]
    options = [numbered[s] for s in choices if s >= NUM_CORE]
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="cyan")
    grid.add_column(style="magenta")
    for row in range(max(len(core), len(options))):
        grid.add_row(core[row] if row < len(core) else "", options[row] if row < len(options) else "")
    return grid


# A subject as the menu lists it: `2)` or `2) Language Arts`.
LISTED = re.compile(r"(\d{1,2})\)\s*(.*)")


def listed_number(reply: str, names: list[str]) -> str:
    """`2)` or `2) Language Arts`, typed as the subjects are listed, read as `2`; with a name that
    is not the start of the number's, or anything else, the reply as typed."""
    found = LISTED.fullmatch(reply.strip())
    if found and 1 <= int(found[1]) <= len(names) and names[int(found[1]) - 1].casefold().startswith(
            " ".join(found[2].split()).casefold()):
        return found[1]
    return reply


def pick(reply: str, shown: list[tuple[int, str]], other: list[tuple[int, str]]) -> int | str:
    """A number 1..len(shown), or the value whose name starts with `reply`; else why not, with
    what may be typed. `shown` are the names on the screen (the table's language), `other` the
    names a player may type too (the English title, the id). A start is judged among the shown
    names first: `re` in a German game is Rechtschreibung, though Reading and Recreation start
    with it too; only a start no shown name has is read among the others, and a refusal then
    names each subject it could be, as shown, with the name that matched."""
    count = len(shown)
    if not reply:
        return _("Type a number from 1 to {count} or the start of a subject's name.").format(count=count)
    if reply.isdecimal():
        number = int(reply)
        return number if 1 <= number <= count else _("Choose a number from 1 to {count}.").format(count=count)
    word = reply.casefold()
    for names in (shown, other):
        found: dict[int, str] = {}  # each subject that fits, with the first of its names that does
        for value, name in names:
            if name.casefold().startswith(word):
                found.setdefault(value, name)
        if len(found) == 1:
            return next(iter(found))
        if found:
            label = dict(shown)
            return _("{typed} could be {subjects}; type more of it or its number.").format(
                typed=quoted(shortened(reply, QUOTED_ENTRY)),
                subjects=or_list([named(label[value]) if label[value] == name else
                                  _("{subject} ({name})").format(subject=named(label[value]), name=name)
                                  for value, name in found.items()]))
    return _("{typed} is not one of the subjects offered: {subjects}.").format(
        typed=quoted(shortened(reply, QUOTED_ENTRY)), subjects=or_list([name for _value, name in shown]))


def miss_rounds(state) -> list[int]:
    """The round of each missed turn the last action logged. They are the last turns the action
    passed (rules: `_end_turn` passes over them before the next player's turn, or before the
    round limit's), one `turns` each, so the k-th of m was turn `turns - m + k`."""
    missed = sum(event["kind"] == "miss" for event in state.log)
    n, last = state.game.num_players, state.game.max_rounds
    return [min((state.turns - missed + k) // n + 1, last) for k in range(missed)]


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    players = TablePlayers(console, read_line, bots)
    if len(set(game.levels)) == 1:
        levels = _("all at level {level}").format(level=game.levels[0])
    else:
        levels = _("levels {levels}").format(levels=", ".join(unbroken(f"{seat_short(s)} {level}")
                                                            for s, level in enumerate(game.levels)))
    console.print(Text(headline(["I know!", game.deck_id, _("seed {seed}").format(seed=seed)], console.width),
                       style="bold"))
    console.print(Text(ngettext("{count} player, {levels}", "{count} players, {levels}", game.num_players).format(
        count=game.num_players, levels=levels), style="bold"))
    console.print(_("Answer one question in each core subject and five in the option subjects to end the game; "
                    "the most points win.") + " " + help_text() + " " + choosing_text(), style="dim")
    if bots:
        console.print(bots.introduce(seat_name))
    if recorder:
        recorder.header(game, seed)
    shown_round = 0

    def before() -> None:
        nonlocal shown_round
        # A round's report cards come before its first roll (not before the starting roll, which
        # decides who begins, nor between a roll and the question it leads to).
        if state.phase != START and state.round != shown_round:
            shown_round = state.round
            console.print(report_cards(state))

    def after() -> None:
        nonlocal shown_round
        rounds = miss_rounds(state)
        for event in state.log:
            # A missed turn is its round's first when the rounds before it ended in the same
            # action: the round's report cards come first, as before a roll.
            if event["kind"] == "miss" and (missed := rounds.pop(0)) != shown_round:
                shown_round = missed
                console.print(report_cards(state, missed))
            line = describe(state, event)
            if line:
                console.print(line)

    ending = play_out(state, players, console, recorder, after, before)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    if state.stuck():  # the engine stopped it (rules.MAX_TURN_STEPS): nobody won a game not played out
        console.rule(_("Game stopped"))
        console.print(report_cards(state))
        console.print(_("The game was stopped unfinished: {player}'s turn never ended. Nobody wins.").format(
            player=seat_name(state.player)), style="bold red")
        return 0
    if state.stopped_by_limit():  # `max_rounds`: won by nobody, as the log, replay and simulate count it
        console.rule(_("Game stopped"))
        console.print(report_cards(state))
        console.print(_("Nobody has finished the report card by round {round}, the engine's round limit "
                        "(max_rounds): the game stops unfinished. Nobody wins.").format(round=state.round),
                      style="bold red")
        return 0
    console.rule(_("Game over"))
    console.print(report_cards(state))
    winners = state.winners()
    points = state.scores()[winners[0]]
    if len(winners) == 1:
        console.print(_("{player} wins with {points} points!").format(player=seat_name(winners[0]), points=points),
                      style="bold green")
    else:
        console.print(_("{players} share the win with {points} points each!").format(
            players=and_list([seat_name(s) for s in winners]), points=points), style="bold green")
    return 0
