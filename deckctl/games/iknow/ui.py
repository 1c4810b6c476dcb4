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

from deckctl.core.quoted import shortened
from deckctl.engine import answers
from deckctl.engine.aloud import gap_note, spoken, unspoken, whole_question
from deckctl.engine.headline import headline
from deckctl.engine.prompt import QUOTED_ENTRY, EndOfInput, Ending, Prompt, answer_prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.engine.words import (_, and_list, capitalised, language, named, ngettext, or_list, pgettext, quoted, typed,
                                  unbroken, unclear_verdict, verdict)
from deckctl.export.pdf import theme
from deckctl.i18n.labels import ENGLISH, builtin
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

MIN_WIDTH = 50  # the board drawing and the results table fit; narrower, rows break or cells are cut


def commands() -> str:
    return _("Other commands: board, scores, help, quit.")


def player(seat: int) -> str:
    """A player as every line names them, on one line where the line wraps (`Spieler` / `3` read as
    two things): words.unbroken, which the table's console keeps together."""
    return unbroken(_("Player {number}").format(number=seat + 1))


def seat_short(seat: int) -> str:
    """A seat where space is short (the board's squares and circles): P1."""
    return pgettext("a player, short", "P{number}").format(number=seat + 1)


def category_title(category: int) -> str:
    """The category's name as the card's band prints it, in the table's language."""
    return (builtin(language()) or ENGLISH)[CATEGORIES[category]]


def category_band(category: int) -> Text:
    """The card's coloured band: the printed colour and name."""
    colour = theme.IKNOW_CATEGORY[CATEGORIES[category]]
    return Text(f" {category_title(category)} ", style=f"bold {theme.on(colour)} on {colour}")


def chips(n: int) -> str:
    return ngettext("{count} chip", "{count} chips", n).format(count=n)


# --- what a player types -----------------------------------------------------------------------

def category_choices(game) -> str:
    """The categories the deck has, as the chooser may type them: `1 People, 2 The World, ...`."""
    return ", ".join(f"{c + 1} {category_title(c)}" for c in game.playable_categories())


def _names(category: int) -> set[str]:
    """A category's names as typed (lower case): its id, its English and printed titles, and each
    title without its article (`welt` for `Die Welt`, as a typed answer may leave it out)."""
    titles = (ENGLISH[CATEGORIES[category]], category_title(category))
    dropped = (*answers.articles(language()), *answers.ARTICLES)
    return {CATEGORIES[category], *(title.lower() for title in titles),
            *(answers.normalise(title, dropped) for title in titles)}


def parse_category(game, word: str) -> tuple[int | None, str]:
    """By number, name (a unique start of it), or both as the list shows them (`1 People`)."""
    typed_as = " ".join(word.split())
    word = typed_as.lower()
    playable = game.playable_categories()
    number, _space, name = word.partition(" ")
    if number.isdecimal() and len(number) <= 2 and name and 1 <= int(number) <= len(CATEGORIES):
        listed = int(number) - 1  # (`1 People`: the name must be the number's)
        if any(title.lower().startswith(name) for title in (
                CATEGORIES[listed], ENGLISH[CATEGORIES[listed]], category_title(listed))):
            word = number
    if word.isdecimal() and len(word) <= 2 and 1 <= int(word) <= len(CATEGORIES):
        category = int(word) - 1
    else:
        matches = [c for c in playable if any(name.startswith(word) for name in _names(c))] if word else []
        if len(matches) != 1:
            if not word:
                return None, _("type its number or name")
            return None, _("{typed} is not a category; type its number or name").format(
                typed=quoted(shortened(typed_as, QUOTED_ENTRY)))
        category = matches[0]
    if category not in playable:
        return None, _("this deck has no {category} cards").format(category=named(category_title(category)))
    return CATEGORY_BASE + category, ""


def free_levels(state) -> list[str]:
    return [str(LEVELS[action - LEVEL_BASE]) for action in state.legal_actions()]


def parse_level(state, word: str) -> tuple[int | None, str]:
    """A level's number, or the board's name for it (`level 2`, German `Stufe 2`)."""
    word = word.strip()
    named, _space, number = word.partition(" ")
    if number.strip() and named.casefold() in {pgettext("board", "level").casefold(), "level"}:
        word = number.strip()
    free = or_list(free_levels(state))
    if not word.isdecimal() or int(word) not in LEVELS:
        if not word:
            return None, _("type {levels}").format(levels=free)
        return None, _("{typed} is not a level; type {levels}").format(
            typed=quoted(shortened(word, QUOTED_ENTRY)), levels=free)
    level = int(word)
    action = LEVEL_BASE + LEVELS.index(level)
    if state.free_square(level) < 0:
        on = and_list([player(state.squares[sq])
                       for sq in state.game.level_squares(level)])
        return None, _("level {level} is full: both its squares are taken ({players})").format(level=level, players=on)
    return action, ""


def bet_label(action: int) -> str:
    """A circle as the prompt lists it and a player types it: its sign and the token it is beside as
    the board draws that token, `+P3` for the (+) circle left of `[P3]` (German `+S3`)."""
    return circle_label(*divmod(action - BET_BASE, 2))


def circle_label(target: int, sign: int) -> str:
    return f"{SIGNS[sign]}{seat_short(target)}"


def bet_line(seat: int, action: int) -> str:
    """An iBET made, by a bot or a person, said as the board shows it: `Player 1 places their iBET
    token on Player 3's (+) circle: Player 3 will answer right.` (the circle, not `bets +3`, which
    read as three chips staked)."""
    target, sign = divmod(action - BET_BASE, 2)
    will = _("{player} places their iBET token on {target}'s (+) circle: {target} will answer right.") \
        if sign == PLUS else \
        _("{player} places their iBET token on {target}'s (-) circle: {target} will answer wrong.")
    return will.format(player=player(seat), target=player(target))  # (each name on one line: `player`)


def free_bets(state) -> str:
    """The circles the player may bet on, as they are typed: `+P3 -P3 +P4` (`+3` is read too)."""
    return " ".join(bet_label(action) for action in state.legal_actions())


def parse_bet(state, word: str) -> tuple[int | None, str]:
    """+ or - and the player whose token the circle is beside, as listed (`+P3`) or by number (`+3`),
    in brackets too (`(+P3)`)."""
    text = word.replace(" ", "").lower()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    short = pgettext("a player, short", "P{number}").format(number="").lower()
    digits = text[1:].removeprefix(short).removeprefix("p")
    if text[:1] not in ("+", "-") or not digits.isdecimal():
        if not text:
            return None, _("type one of the free circles as listed: {bets}").format(bets=free_bets(state))
        return None, _("{typed} is not a bet; type one of the free circles as listed: {bets}").format(
            typed=quoted(shortened(word.strip(), QUOTED_ENTRY)), bets=free_bets(state))
    target = int(digits) - 1
    if not 0 <= target < state.game.num_players:
        return None, _("there is no player {number}").format(number=shortened(digits, QUOTED_ENTRY))
    sign = PLUS if text[0] == "+" else MINUS
    circle = 2 * target + sign
    if target == state.turn:
        return None, _("you cannot bet on yourself")
    if state.square_of[target] < 0:
        if target == state.reader and target not in state.answering_seats():
            return None, _("{player} reads the clues this round and has no iKNOW token to bet on").format(
                player=player(target))
        return None, _("{player} has no iKNOW token on the board this round").format(player=player(target))
    if state.bets[circle] >= 0:
        return None, _("the ({sign}) circle of {player} is taken by {other}").format(
            sign=SIGNS[sign], player=player(target), other=player(state.bets[circle]))
    return BET_BASE + circle, ""


def help_text(state) -> str:
    phase = state.phase
    if phase == CATEGORY:
        return _("Type the number or the name of one of the categories listed above the prompt.")
    if phase == PLACE:
        return _("Type the level for your iKNOW token: 3 answers after the first clue for 3 chips, 2 after the "
                 "second for 2, 1 after the third for 1. A level has two squares: the first token on it takes the "
                 "upper one (drawn on the left) and answers first. Free now: {levels}.").format(
            levels=or_list(free_levels(state)))
    if phase == BET:
        first = state.legal_actions()[0]
        target, sign = divmod(first - BET_BASE, 2)
        return _("Type your iBET as + (will answer right) or - (will answer wrong) and the player as the board shows "
                 "their iKNOW token: {example} is the ({sign}) circle beside [{token}] ({number} works too). A right "
                 "bet wins a chip, a wrong one costs one. Free circles: {bets}.").format(
            example=bet_label(first), sign=SIGNS[sign], token=seat_short(target),
            number=f"{SIGNS[sign]}{target + 1}", bets=free_bets(state))
    return _("Type your answer, or press Enter if you said it aloud.")


# --- what the table sees -----------------------------------------------------------------------

def scores(state) -> Table:
    table = Table(show_edge=False, pad_edge=False, box=None)
    table.add_column(pgettext("scores column", "player"))
    table.add_column(pgettext("scores column", "points"), justify="right")
    table.add_column(pgettext("scores column", "chips"), justify="right", style="dim")
    for seat, points in enumerate(state.points):
        black, white = divmod(points, 5)
        role = " " + _("(reader)") if seat == state.reader and not state.ended else ""
        table.add_row(player(seat) + role, str(points), _("{black} black, {white} white").format(black=black,
                                                                                              white=white))
    return table


def board(state) -> Text:
    """The three levels of two squares, each iKNOW token between its (+) and (-) iBET circles; a
    free circle shows its sign, a taken one the iBET token on it (P4's on P2's (+) circle, P5's
    on P3's (-) circle), so that `(+P4)` never reads as the circle typed `+P4`:

        level 3 ●●●  ( P4) [P2] (-  )    (+  ) [P3] (P5 )
        level 2 ●●         [  ]                [  ]
    """
    game = state.game
    text = Text()
    # TRANSLATORS: at most 5 letters, before the level's number on the board.
    level_word = pgettext("board", "level")
    for level in LEVELS:
        text.append(f"{level_word:<5} {level} {'●' * level:<3}", style="bold")
        for row, sq in enumerate(game.level_squares(level)):
            seat = state.squares[sq]
            text.append("    " if row else "  ")
            if seat < 0:
                text.append("      [  ]      ", style="dim")
                continue
            for sign in (PLUS, MINUS):
                bettor = state.bets[2 * seat + sign]
                # (a taken circle: the bettor's token covers the sign, beside the token bet on)
                token = seat_short(bettor).rjust(3) if sign == PLUS else seat_short(bettor).ljust(3)
                circle = f"({token if bettor >= 0 else SIGNS[sign] + '  '})"
                if sign == MINUS:
                    text.append(" ")
                text.append(circle, style=("green" if sign == PLUS else "red") if bettor >= 0 else "dim")
                if sign == PLUS:
                    text.append(f" [{seat_short(seat)}]", style="bold cyan")
        text.append("\n")
    return text


def question(state, hidden: bool = False) -> Text:
    """The front of the card as far as the reader has read it: the band and the question (`hidden`:
    with its read-aloud words left out, as the answerers see it)."""
    card = state.game.cards[state.card]
    line = category_band(state.category)
    line.append("  " + _("{reader} reads: ").format(reader=player(state.reader)), style="bold")
    line.append(unspoken(card["question"], spoken(card) if hidden else None))
    return line


def hidden_from(state, table) -> bool:
    """Whether the question's read-aloud words stay off the screen: a person answers this round."""
    return bool(spoken(state.game.cards[state.card])) and any(not table.is_bot(seat)
                                                              for seat in state.answering_seats())


def card_back(state, gapped: bool = True) -> Text:
    """The back of the card, shown once everyone has answered: the band and the answer (and the
    answers the deck also accepts, for the table's verdicts); first the whole question when the
    answerers saw it with a gap (`gapped` False: only bots answered, shown it whole)."""
    card = state.game.cards[state.card]
    line = Text(whole_question(card["question"]) + "\n", style="dim") if gapped and spoken(card) else Text()
    line.append_text(category_band(state.category))
    line.append("  " + _("The answer: "), style="bold green")
    line.append(card["answer"], style="bold")
    if card.get("accept"):
        line.append(" " + _("(also accepted: {answers})").format(answers=answers.also_accepted(card)), style="dim")
    return line


def clue(card: dict, number: int) -> Text:
    """A clue as the card prints it: beside the chips answering after it is worth."""
    line = Text(_("Clue {number} ({chips}): ").format(number=number, chips=chips(LEVELS[number - 1])), style="bold")
    line.append(card["clues"][number - 1])
    return line


class TablePlayer(Prompt):
    """Everyone at the table, one keyboard: implements the bot interface (`step(state) -> action`)."""

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.entries: dict[int, str] = {}  # what each player typed as their answer this round
        self.collected_for: tuple[int, int] | None = None  # (round, card) whose answers were taken

    def show_help(self, state) -> None:
        self.console.print(help_text(state) + " " + commands())

    def command(self, word: str, state) -> bool:
        if word in typed("command: show the scores", "scores"):
            self.console.print(scores(state))
            return True
        if word in typed("command: draw the board", "board"):
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
            prompt = _("Categories: {categories}").format(categories=category_choices(state.game)) + "\n" + \
                _("{player}, choose the category: ").format(player=player(seat))
            parse, parse_arg = parse_category, state.game
        elif phase == PLACE:
            self.console.print(board(state), end="")
            levels = or_list(free_levels(state))
            prompt = _("{player}, your iKNOW level ({levels}): ").format(player=player(seat), levels=levels)
            parse, parse_arg = parse_level, state
        else:
            self.console.print(board(state), end="")
            prompt = _("{player}, your iBET ({bets}): ").format(player=player(seat), bets=free_bets(state))
            parse, parse_arg = parse_bet, state
        while True:
            answer = self.ask(prompt, state)
            action, reason = parse(parse_arg, answer)
            if action is None:
                self.console.print(capitalised(reason) + ".", style="yellow")
                continue
            if parse is parse_bet:  # said as a bot's bet is: the board above shows it only from the next one on
                self.console.print(bet_line(seat, action))
            return action

    def show_bot_move(self, state, action: int) -> None:
        """A bot's move in a line, as a person's would be seen: its token's level, its iBET, its
        answer in turn with the others' and then, after the card's answer, whether it was right,
        with the card's answer (the category is said by the narration)."""
        seat = state.current_player()
        if state.phase == PLACE:
            level = LEVELS[action - LEVEL_BASE]
            self.console.print(_("{player} places their iKNOW token on level {level}.").format(player=player(seat),
                                                                                        level=level))
        elif state.phase == BET:
            self.console.print(bet_line(seat, action))
        elif state.phase == ANSWER:
            if self.collected_for != (state.round, state.card):
                self.collect_answers(state)
            self.console.print(answers.bot_answered(player(seat), action == RIGHT,
                                                    state.game.cards[state.card]["answer"]))

    def collect_answers(self, state) -> None:
        """The clues one by one; each player answers when their clue has been read."""
        game = state.game
        card = game.cards[state.card]
        self.entries = {}
        self.collected_for = (state.round, state.card)
        hidden = hidden_from(state, self)
        if hidden and not self.is_bot(state.reader):
            self.read_to(player(state.reader), card["question"], state)
        self.console.print(question(state, hidden))
        if hidden:
            self.console.print(gap_note(player(state.reader), self.is_bot(state.reader), spoken(card)), style="dim")
        shown = 0
        for seat in state.answer_order():
            while shown < 4 - game.level_of(state.square_of[seat]):
                shown += 1
                self.console.print(clue(card, shown))
            if self.is_bot(seat):
                self.console.print(_("{player} answers.").format(player=player(seat)))
                continue
            self.entries[seat] = self.ask(answer_prompt(player(seat)), state)
        while shown < 3:  # the clues nobody waited for are read out too
            shown += 1
            self.console.print(clue(card, shown))
        self.console.print(card_back(state, hidden))

    def judge(self, state, seat: int) -> int:
        entry = self.entries.get(seat, "")
        suggestion = None
        if entry:
            suggestion = answers.matches(entry, state.game.cards[state.card], answers.articles(language()), language())
            typed_note = _("{player} typed {answer}: matches the card.") if suggestion else \
                _("{player} typed {answer}: does not match.")
            prompt = typed_note.format(player=player(seat), answer=quoted(shortened(entry))) + " " + _("Right?") + " " + \
                (_("[Y/n]") if suggestion else _("[y/N]")) + " "
        else:
            prompt = _("{player}'s spoken answer: right?").format(player=player(seat)) + " " + _("[y/n]") + " "
        while True:
            answer = self.read(prompt).lower()
            if self.is_help(answer):
                self.console.print(_("Type y (right) or n (wrong); after a typed answer Enter takes the "
                                     "suggestion.") + " " + commands())
                continue
            if self.is_quit(answer):
                raise EndOfInput("quit")
            if self.command(answer, state):
                continue
            if (said := verdict(answer)) is not None:
                return RIGHT if said else WRONG
            if not answer and suggestion is not None:
                return RIGHT if suggestion else WRONG
            self.console.print(unclear_verdict(answer) or _("Please type y (right) or n (wrong)."),
                               style="yellow")


def report_round(console: Console, state, event: dict) -> None:
    """What each player won or lost; short cells, so the table fits 60 columns."""
    game = state.game
    table = Table(title=_("Checking the results"), show_edge=False, box=None)
    # (the iBET's circle, as typed and listed, and the chip it won or cost, in a column of their own:
    # `+P3: -1` in one cell read as two numbers)
    for column, name in (("player", pgettext("results column", "player")), ("answer", pgettext("results column", "answer")),
                         ("iBET", pgettext("results column", "iBET")), ("bet", ""),
                         ("chips", pgettext("results column", "chips"))):
        table.add_column(name, justify="right" if column in ("chips", "bet") else "left", no_wrap=True)
    delta = event["delta"]
    for seat in range(game.num_players):
        square = next((sq for sq, s in enumerate(event["squares"]) if s == seat), -1)
        if square < 0:
            # (the reader's chips for the round, said as a right answer's are: "right at level 2: +2")
            answer = _("reader: +{chips}").format(chips=game.reader_chips) if game.reader_chips else _("reader")
        else:
            level = game.level_of(square)
            answer = _("right at level {level}: +{level}").format(level=level) if event["answers"][seat] == 1 else \
                _("wrong at level {level}").format(level=level)
        bet = won = ""
        circle = next((c for c, b in enumerate(event["bets"]) if b == seat), -1)
        if circle >= 0:
            target, sign = divmod(circle, 2)
            came_true = (event["answers"][target] == 1) == (sign == PLUS)
            bet, won = circle_label(target, sign), ("+1" if came_true else "-1")
        table.add_row(player(seat), answer, bet, won, f"{delta[seat]:+d} → {state.points[seat]}")
    console.print(table)
    if event.get("game_over"):
        return
    if event["first_right"] >= 0:
        console.print(_("{player} answered right first and chooses the next category.").format(
            player=player(event["first_right"])))
    else:
        console.print(_("Nobody answered right: the category token moves on to {category}.").format(
            category=named(category_title(state.category))))


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    table = TablePlayer(console, read_line, bots)
    players = ngettext("{count} player", "{count} players", game.num_players).format(count=game.num_players)
    target = ngettext("first to {target} point", "first to {target} points", game.target).format(target=game.target)
    console.print(Text(headline(["iKNOW", game.deck_id, players, target, _("seed {seed}").format(seed=seed)],
                                console.width), style="bold"))
    two = " " + _("In a two-player game the reader answers too.") if game.num_players == 2 else ""
    console.print(_("Each round one player reads; the others bet on when they will know the answer (iKNOW) and on "
                    "how another player will do (iBET).") + two + " " + commands(), style="dim")
    if bots:
        console.print(bots.introduce(player))
    if recorder:
        recorder.header(game, seed)
    shown_round = 0

    def before() -> None:
        nonlocal shown_round
        if state.round != shown_round:
            shown_round = state.round
            console.rule(_("Round {round} · reader: {reader}").format(round=state.round, reader=player(state.reader)))
            console.print(scores(state))

    def after() -> None:
        event = state.last or {}
        kind = event.get("kind")
        if kind == "draw":
            console.print(question(state, hidden_from(state, table)))
        elif kind == "category":
            console.print(_("{player} chooses {category}.").format(player=player(event["player"]),
                                                                  category=named(category_title(event["category"]))))
        elif kind == "round":
            report_round(console, state, event)

    ending = play_out(state, table, console, recorder, after, before)
    if ending is not Ending.FINISHED:
        return ending.exit_code
    # The `max_rounds` safeguard's stop is won by nobody, as the log, replay and simulate count it.
    stopped = state.stopped_by_limit()
    console.rule(_("Game stopped") if stopped else _("Game over"))
    console.print(scores(state))
    if stopped:
        console.print(_("Nobody has reached {target} points by round {round}, the engine's round limit "
                        "(max_rounds): the game stops unfinished. Nobody wins.").format(
                            target=state.game.target, round=state.round), style="bold red")
        return 0
    names = and_list([player(s) for s in state.winners])
    points = state.points[state.winners[0]]
    won = ngettext("{players} wins with {points} points in round {round}!",
                   "{players} win with {points} points in round {round}!", len(state.winners))
    console.print(won.format(players=names, points=points, round=state.round), style="bold green")
    return 0
