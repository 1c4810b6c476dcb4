"""Wissens-Spektrum in the terminal: everyone at the table plays at one keyboard.

Each turn opens with a line naming its player. Before every move, the first one from the centre
included, the board is drawn (boardmap.py: every space, every piece, the spaces the move may end on
underlined) and the reachable spaces are listed. The flow of a question: the question is shown; the player types an answer, or just
presses Enter and says it aloud; the card's answer (and what else it accepts) is revealed, with a
note when a typed answer matches it; then the table confirms `y` (right) or `n` (wrong). Enter
takes the suggestion when a typed answer was checked against the card. Moves are chosen from the
reachable spaces by number or as the screen shows them (`12R`, `(12R)`); areas by name, colour, letter
or number 1-6 (from the centre, by the hexagon space too: `( 0P)`).

Everything fits a terminal of MIN_WIDTH (53) columns. Works the same when standard input is not a terminal (a
script can drive a whole game): every prompt reads one line, bad input is refused with a reason
and asked again, and the end of input stops the game cleanly.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

from rich.console import Console
from rich.text import Text

from deckctl.core.quoted import shortened
from deckctl.engine import answers
from deckctl.engine.aloud import gap_note, spoken, unspoken, whole_question
from deckctl.engine.headline import headline
from deckctl.engine.prompt import QUOTED_ENTRY, EndOfInput, Ending, Prompt, answer_prompt, line_reader, play_out  # noqa: F401 (line_reader: the CLI's)
from deckctl.engine.words import (_, language, named, ngettext, or_list, pgettext, quoted, typed, unbroken,
                                  unclear_verdict, verdict, written_out)
from deckctl.games.wissens_spektrum import boardmap
from deckctl.games.wissens_spektrum.boardmap import LETTER, STYLE, cell_style, cell_text
from deckctl.games.wissens_spektrum.rules import (ALL_RINGS, ANSWER, AREA, CHOOSE, COLOURS, FIRST, JOKER, MOVE,
                                                  NUM_AREAS, NUM_SPACES, OVER, PASS, PLACE, RIGHT, ROLL, SHUFFLE,
                                                  SPACE_COLOUR, SPACE_KIND, WEAK, WRONG)

# Every screen fits this many columns (the map's width; the rest wraps); below it the map is
# replaced by one line saying so, and play goes on.
MIN_WIDTH = boardmap.WIDTH


def help_text() -> str:
    return _("Type what is asked: an area (its number 1-6, letter, colour or name), a space number from the "
             "list, an answer (or Enter: aloud) and then y or n for right or wrong.") + " " + commands_text()


def commands_text() -> str:
    return _("Other commands: board (the map and where everyone stands), help, quit.")


def spaces_help() -> str:
    """What the spaces do: the one a move ends on decides the next question."""
    return _("The colour of the space you stop on is the area of your next question. On a round space a missed "
             "question gets a second try with a new roll; on a rectangular space there is one try only. On a "
             "golden joker space < J> you choose the area yourself; with all six rings it is where the final "
             "question is asked.")


def move_help(state) -> str:
    """The move prompt's help: the spaces the roll reaches, and what the spaces do."""
    reachable = or_list([str(space) for space in state.legal_actions()])
    return ngettext("Move exactly {steps} step in any direction (but not back and forth) and type the space to "
                    "stop on: {spaces}.", "Move exactly {steps} steps in any direction (but not back and forth) and "
                    "type the space to stop on: {spaces}.", state.steps).format(steps=state.steps, spaces=reachable) \
        + " " + spaces_help()


def area_help(state) -> str:
    """The area prompt's help: what the area chosen decides, for the choice at hand."""
    if state.phase == WEAK:
        text = _("Name your weak area: three cards of an area whose ring you have, and one card of the weak area, "
                 "buy the weak area's ring.")
    elif state.phase == PLACE:
        text = _("The piece leaves the centre for the hexagon space of the area you choose, and your first "
                 "question comes from that area.")
    elif state.is_final():
        text = _("Choose the area of the final question: answered right, it wins the game; missed, the player "
                 "must leave the joker space and come back to it.")
    else:
        text = _("On a joker space you choose the area of your next question yourself, any of the six.")
    return text + " " + _("Type its number 1-6, letter, colour or name.")


def answer_help(state) -> str:
    if state.phase == PASS:
        return _("Type the answer, or press Enter and say it aloud; then the card's answer is shown and the table "
                 "judges. The first to answer this question right gets its card (three of an area buy its ring); "
                 "the turn then goes on as usual.")
    return _("Type the answer, or press Enter and say it aloud; then the card's answer is shown and the table "
             "judges. Right: you keep the card (three of an area buy its ring) and roll again. Wrong: the card "
             "goes back, and the next player is up, unless a round space gives a second try.")


def verdict_help() -> str:
    return _("Was the answer right? Type y (right) or n (wrong); where a capital letter is shown, Enter takes "
             "that proposal.")


def player_name(seat: int) -> str:
    """A player as every line names them, on one line where the line wraps (`Spieler` / `1.` read as
    two things): words.unbroken, which the table's console keeps together."""
    return unbroken(_("Player {number}").format(number=seat + 1))


def colour_name(colour: str) -> str:
    """An area's colour (rules.COLOURS) in the table's language."""
    return {"pink": pgettext("area colour", "pink"), "green": pgettext("area colour", "green"),
            "blue": pgettext("area colour", "blue"), "violet": pgettext("area colour", "violet"),
            "yellow": pgettext("area colour", "yellow"), "red": pgettext("area colour", "red")}[colour]


def colour_words(colour: str) -> set[str]:
    """What a player may type for an area's colour: its name in English and in the table's
    language, with the language's other common names (German `rosa` for pink, `lila` for violet)."""
    # TRANSLATORS: the words for each colour a player may type, separated by spaces: its name
    # as shown, then any other common name of it.
    return {"pink": typed("typed: an area colour", "pink"), "green": typed("typed: an area colour", "green"),
            "blue": typed("typed: an area colour", "blue"), "violet": typed("typed: an area colour", "violet"),
            "yellow": typed("typed: an area colour", "yellow"), "red": typed("typed: an area colour", "red")}[colour]


def kind_name(kind: str) -> str:
    """A space's shape, as a kind of space: `round space`, `rectangular space` (a bare `round` after
    the area, `Geography, round`, read as a round of the game)."""
    return {"round": pgettext("space", "round space"), "rectangular": pgettext("space", "rectangular space")}[kind]


def area_text(game, area: int) -> Text:
    """` G  Geography`: the colour's letter on its colour, then the area's name."""
    colour = COLOURS[area]
    return Text(f" {LETTER[colour]} ", style=STYLE[colour]).append(f" {game.area_names[area]}")


def space_text(game, space: int) -> Text:
    """`( 8G) Geography, round space`, `< 6J> joker space`, or `the centre`."""
    if space < 0:
        return Text(_("the centre"))
    text = Text(cell_text(space), style=cell_style(space))
    if SPACE_KIND[space] == JOKER:
        return text.append(" " + pgettext("space", "joker space"))
    return text.append(f" {game.area_names[SPACE_COLOUR[space]]}, {kind_name(SPACE_KIND[space])}")


def rings_text(state, seat: int) -> Text:
    """Six places, the colour's letter where the ring is won: `P·B···` (readable without colour)."""
    text = Text()
    for area in range(NUM_AREAS):
        colour = COLOURS[area]
        won = state.rings[seat] >> area & 1
        text.append(LETTER[colour] if won else "·", style=STYLE[colour] if won else "dim")
    return text


def standings(state) -> list[Text]:
    """One line per player: where the piece stands, rings, cards held (and the weak area)."""
    game = state.game
    lines = []
    for seat in range(game.num_players):
        space = state.pos[seat]
        line = Text("▶ " if seat == state.seat and state.phase != OVER else "  ")
        line.append(player_name(seat), style="bold" if seat == state.seat else "")
        line.append("  ")
        line.append(cell_text(space) if space >= 0 else pgettext("standings: the centre", "centre"),
                    style=cell_style(space) if space >= 0 else "")
        line.append("  " + _("rings") + " ").append(rings_text(state, seat))
        cards = " ".join(f"{LETTER[COLOURS[a]]}{n}" for a in range(NUM_AREAS) if (n := state.cards_of(seat, a)))
        line.append("  " + _("cards {cards}").format(cards=cards or "-"))
        if state.weak[seat] >= 0:
            line.append("  " + _("weak {letter}").format(letter=LETTER[COLOURS[state.weak[seat]]]))
        lines.append(line)
    return lines


def show_board(console: Console, state, marked: frozenset[int] | set[int] = frozenset()) -> None:
    """The map with every piece, its legend and the standings; on a terminal too narrow for the map,
    one line says so and the standings follow."""
    console.print()
    if console.width < MIN_WIDTH:
        console.print(_("(The map needs {needed} columns; here {columns}.)").format(needed=MIN_WIDTH,
                                                                                    columns=console.width),
                      style="yellow")
    else:
        current = state.seat if state.phase not in (SHUFFLE, FIRST, WEAK, OVER) else -1
        for line in boardmap.draw(state.pos, current, marked):
            console.print(line, no_wrap=True)
        for line in boardmap.legend(state.game.area_names):
            console.print(line)
    console.print(Text(_("Round {round}").format(round=state.round), style="bold"))
    for line in standings(state):
        console.print(line)


def normalise(text: str) -> str:
    """Lower case, no accents, no punctuation, single spaces; articles count here (as they always have)."""
    return answers.normalise(text, articles=())


def matches(question: dict, typed: str) -> bool:
    """Whether a typed answer is the question's, as every game judges it (the leading article of
    the deck's language dropped: `Mojave-Wüste` is `Die Mojave-Wüste`)."""
    return answers.matches(typed, question, answers.articles(language()), language())


# A space as the screen shows it (the map, `Reachable:`, the narration): `12`, `12R`, `(12R)`, `< 6J>`,
# `[11y]`; the brackets, when typed, are a pair, and spaces inside them are as the map pads them.
SPACE_FORM = re.compile(r"(?P<open>[(\[<]?)\s*(?P<number>\d+)\s*(?P<letter>[^\W\d_]?)\s*(?P<close>[)\]>]?)")
BRACKETS = {"": "", "(": ")", "[": "]", "<": ">"}


def space_form(word: str) -> tuple[str, str, bool] | None:
    """(number, letter, bracketed) of a space typed as the screen shows it, or None: the letter
    as typed (may be "", else compared by `letter_of`), `bracketed` when typed in its shape's brackets."""
    found = SPACE_FORM.fullmatch(unicodedata.normalize("NFC", word.strip()))
    if found is None or BRACKETS[found["open"]] != found["close"]:
        return None
    return found["number"], found["letter"], bool(found["open"])


def letter_of(space: int) -> str:
    """The letter the map shows in a space: its colour's, J on a joker space."""
    return "J" if SPACE_KIND[space] == JOKER else LETTER[COLOURS[SPACE_COLOUR[space]]]


def parse_area(game, word: str) -> tuple[int | None, str]:
    """(area, "") or (None, reason): by number 1-6, colour letter, colour, area id or name (a unique
    start is enough). A reason quotes the entry as typed."""
    typed_as = " ".join(word.split())
    word = normalise(word)
    if not word:
        return None, _("Type an area: its number 1-6, letter, colour or name")
    if word.isdecimal():
        number = int(word)
        return (number - 1, "") if 1 <= number <= NUM_AREAS else \
            (None, _("There is no area {number}; choose 1-6").format(number=shortened(typed_as, QUOTED_ENTRY)))
    letters = [a for a in range(NUM_AREAS) if normalise(LETTER[COLOURS[a]]) == word]
    if letters:
        return letters[0], ""
    # (the names the table's language gives first; an area's id, which is the deck's and most often
    # English, only where none of them fits: `ge` in German is Geografie or Geschichte, not also
    # `general-knowledge`)
    found = set()
    for names_of in (lambda area: (*colour_words(COLOURS[area]), colour_name(COLOURS[area]), game.area_names[area]),
                     lambda area: (game.area_ids[area],)):
        found = {area for area in range(NUM_AREAS)
                 if any(normalise(spelling).startswith(word) for name in names_of(area) for spelling in written_out(name))}
        if found:
            break
    if len(found) == 1:
        return found.pop(), ""
    if found:
        return None, _("{typed} could be {areas}; type more of it").format(
            typed=quoted(shortened(typed_as, QUOTED_ENTRY)), areas=or_list([named(game.area_names[a]) for a in sorted(found)]))
    return None, _("{typed} is not an area; choose one of {areas}").format(
        typed=quoted(shortened(typed_as, QUOTED_ENTRY)),
        areas=", ".join(f"{n + 1} {game.area_names[n]}" for n in range(NUM_AREAS)))


class TablePlayers(Prompt):
    """The people at the keyboard: implements the bot interface (`step(state) -> action`) for every seat."""

    def show_help(self, state) -> None:
        self.console.print(commands_text())  # (each prompt explains itself first: Prompt.ask's `about`)

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots=None):
        super().__init__(console, read_line, bots)
        self.state = None  # the state being decided on (for the `board` command)
        self.revealed = False  # the card's answer shown to the one answering (`answer`)
        # A right answer whose player moves next at the keyboard: said once, under the map of that
        # move (the map takes most of a 30-line screen, and would push it out of view).
        self.held: tuple[int, str, str] | None = None  # (seat, text, style)

    def holds(self, state, seat: int, event: dict) -> bool:
        """Whether what `event` says is left to the next map: an answer's result when its player
        (at the keyboard) rolls next to move, and then that roll, which the move's own line says
        (`moves 6 steps from`)."""
        if event.get("kind") == "roll":
            return self.held is not None and self.held[0] == seat
        return state.phase == ROLL and state.seat == seat and not self.is_bot(seat)

    def remember(self, seat: int, result: tuple[str, str] | None, held: bool) -> None:
        if result is not None and held:
            self.held = (seat, *result)

    def say_held(self) -> None:
        """The held result, where no map came for it (kept from being lost)."""
        if self.held is not None:
            _, text, style = self.held
            self.held = None
            self.console.print(text, style=style)

    def show_map(self, state) -> None:
        """The map for a move, then the result held for it (the mover's own right answer); the lines
        that follow name the player and the move."""
        show_board(self.console, state, self.reachable(state))
        self.say_held()

    def command(self, word: str, state) -> bool:
        if word in typed("command: show the map", "board") and self.state is not None:
            show_board(self.console, self.state, self.reachable(self.state))
            if self.state.phase == MOVE:  # the map underlines them; the line names them, as before the move
                self.show_reachable(self.state)
            elif self.state.phase in (ANSWER, PASS):  # (the question again: the map has pushed it out of view)
                self.show_asked(self.state, spoken(self.state.current_question()))
                if self.revealed:
                    self.show_answer(self.state)
            return True
        return False

    @staticmethod
    def reachable(state) -> set[int]:
        """The spaces the coming move may end on: a move's reachable spaces, or from the centre the
        hexagon (hexagon space i has area colour i)."""
        if state.phase == MOVE:
            return set(state.legal_actions())
        if state.phase == PLACE:
            return {action - AREA for action in state.legal_actions()}
        return set()

    def step(self, state) -> int:
        self.state = state
        phase = state.phase
        if phase in (PLACE, CHOOSE, WEAK):
            return self.choose_area(state)
        if phase == ANSWER or phase == PASS:
            return self.answer(state)
        if phase == MOVE:
            return self.move(state)
        raise ValueError(f"nothing for a player to do in phase {phase}")  # pragma: no cover

    def choose_area(self, state) -> int:
        game = state.game
        seat, chooser = state.seat, state.current_player()
        if state.phase == PLACE:  # the first move: the map first, as before every move
            self.show_map(state)
        else:
            self.console.print()
        if state.phase == WEAK and max(state.weak) < 0:  # the house rule is explained once
            self.console.print(_("Each player names a weak area: three cards of an area whose ring they have "
                                 "and one card of the weak area will buy the weak area's ring. {player} "
                                 "first.").format(player=player_name(chooser)))
        elif state.phase == WEAK:
            self.console.print(_("{player} names a weak area.").format(player=player_name(chooser)))
        elif state.phase == PLACE:
            self.console.print(_("{player} starts from the centre: pick an area; the piece goes onto its "
                                 "hexagon space (underlined on the map).").format(player=player_name(seat)))
        elif state.is_final():
            self.console.print(_("{player} has all six rings and stands on a joker space. The opponents choose "
                                 "the area of the final question; {chooser} names it.").format(
                player=player_name(seat), chooser=player_name(chooser)), style="bold")
        else:
            self.console.print(_("{player} is on a joker space and may choose any area.").format(
                player=player_name(seat)))
        for area in range(NUM_AREAS):
            line = Text(f"{area + 1} ").append(area_text(game, area))
            if state.phase in (CHOOSE, PLACE) and not state.is_final():
                line.append(self.area_note(state, seat, area), style="dim")
            self.console.print(line)
        while True:
            word = self.ask(_("{player}, which area (1-6)? ").format(player=player_name(chooser)),
                            about=area_help(state))
            if (space := self.hexagon_space(state, word)) is not None:
                return AREA + space  # (hexagon space i is area i's)
            area, reason = parse_area(game, word)
            if area is None:
                self.console.print(reason + ".", style="yellow")
                continue
            return AREA + area

    def hexagon_space(self, state, word: str) -> int | None:
        """From the centre, the hexagon space the map underlines, typed as it shows it (`( 0P)`,
        `0P`: with its letter or brackets, as a bare number is an area's), or None."""
        form = space_form(word)
        if state.phase != PLACE or form is None or not (form[1] or form[2]):
            return None
        space = int(form[0])
        if space not in self.reachable(state) or (form[1] and normalise(form[1]) != normalise(letter_of(space))):
            return None
        return space

    @staticmethod
    def area_note(state, seat: int, area: int) -> str:
        """What a card of `area` would do for the player, so the choice is an informed one."""
        if state.rings[seat] >> area & 1:
            return "  " + (_("(ring won)") if not state.wants_card(seat, area) else _("(ring won; pays the weak ring)"))
        held = state.cards_of(seat, area)
        return "  " + ngettext("({count} card)", "({count} cards)", held).format(count=held) if held else ""

    def show_question(self, state, answerer_looks: bool = True) -> None:
        """Who reads to whom, the area and question number, and the question: words read aloud (a
        word to spell) left out, for the reader alone (`answerer_looks` False: a bot answers)."""
        game = state.game
        seat = state.current_player()
        card = game.cards[state.card]
        question = state.current_question()
        words = spoken(question) if answerer_looks else None
        reader = state.reader()
        if words and state.phase != PASS and not self.is_bot(reader):
            self.read_to(player_name(reader), question["question"], state, then=player_name(seat))
        if state.phase == PASS:
            self.console.print(_("{player} missed it; the question goes to {next}.").format(
                player=player_name(state.seat), next=player_name(seat)))
        else:
            self.console.print(_("{reader} reads to {player} from card {card}:").format(
                reader=player_name(state.reader()), player=player_name(seat), card=quoted(card['id'])))  # an id, not the table's words
        self.show_asked(state, words)
        if words:
            self.console.print(gap_note(player_name(reader), self.is_bot(reader), words), style="dim")

    def show_asked(self, state, words) -> None:
        """The area, the question's number and the question, `words` (read aloud) left out."""
        title = Text().append(area_text(state.game, state.area))
        title.append(" · " + _("question {number}").format(number=state.roll)
                     + (" " + _("(second try)") if state.retried else ""))
        if state.is_final():
            title.append(" · " + _("final question"), style="bold")
        self.console.print(title)
        self.console.print(Text(unspoken(state.current_question()["question"], words), style="bold cyan"))

    def show_answer(self, state, gapped: bool = True) -> None:
        """The card's answer; first the whole question when the answerer saw it with a gap (`gapped`
        False: a bot's turn, which showed it whole)."""
        question = state.current_question()
        if gapped and spoken(question):
            self.console.print(whole_question(question["question"]), style="dim")
        reveal = Text(_("Answer on the card: "), style="bold").append(question["answer"])
        if question.get("accept"):
            reveal.append(" " + _("(also accepted: {answers})").format(answers=answers.also_accepted(question)),
                          style="dim")
        self.console.print(reveal)

    def show_bot_move(self, state, action: int) -> None:
        """A bot's move as the table sees it: the question it is asked, its answer (right: the
        card's, as it said it; wrong: that it was) and the card's answer (the narration then says
        right or wrong), who chooses an area; where it stands, its weak area and its moves are said
        by the narration."""
        chooser = player_name(state.current_player())
        if state.phase in (ANSWER, PASS):
            self.show_question(state, answerer_looks=False)
            self.console.print(answers.bot_answers(chooser, action == RIGHT, state.current_question()["answer"]))
            self.show_answer(state, gapped=False)
        elif state.phase == CHOOSE and state.is_final():
            self.console.print(_("{chooser} names the area of {player}'s final question.").format(
                chooser=chooser, player=player_name(state.seat)))
        elif state.phase == CHOOSE:
            self.console.print(_("{player} is on a joker space and chooses the area.").format(player=chooser))
        elif state.phase == PLACE:  # (where it lands the narration says next: `stands on ( 0P) ...`)
            self.console.print(_("{player} leaves the centre for the area of their choice.").format(player=chooser))

    def answer(self, state) -> int:
        seat = state.current_player()
        question = state.current_question()
        self.revealed = False  # (the card's answer not shown yet: `board` shows the question alone)
        self.show_question(state)
        entry = self.ask(answer_prompt(player_name(seat)), about=answer_help(state))
        self.show_answer(state)
        self.revealed = True
        suggestion = None
        if entry:
            suggestion = matches(question, entry)
            self.console.print(_("That matches the card.") if suggestion else
                               _("That is not what the card says; the table decides."),
                               style="green" if suggestion else "yellow")
        hint = _("[Y/n]") if suggestion else _("[y/N]") if suggestion is False else _("[y/n]")
        while True:
            said = self.ask(_("Right?") + f" {hint} ", about=verdict_help()).lower()
            if not said and suggestion is not None:
                return RIGHT if suggestion else WRONG
            if (right := verdict(said)) is not None:
                return RIGHT if right else WRONG
            self.console.print(unclear_verdict(said) or _("Please answer y (right) or n (wrong)."), style="yellow")

    def show_reachable(self, state) -> None:
        """The spaces the move may end on, as the map shows them."""
        # TRANSLATORS: the spaces follow, as the map shows them; the test scripts look for this word.
        line = Text(_("Reachable:"))
        for space in state.legal_actions():
            line.append(" ").append(cell_text(space), style=cell_style(space))
        self.console.print(line)

    def move(self, state) -> int:
        game = state.game
        seat = state.seat
        options = state.legal_actions()
        self.show_map(state)
        moves = ngettext("{player} moves {steps} step from ", "{player} moves {steps} steps from ", state.steps)
        self.console.print(Text(moves.format(player=player_name(seat), steps=state.steps))
                           .append(space_text(game, state.pos[seat])).append("."))
        self.show_reachable(state)
        if state.rings[seat] == ALL_RINGS:
            self.console.print(_("Six rings: land exactly on a joker < J> for the final question."), style="dim")
        listed = ", ".join(str(space) for space in options)
        while True:
            word = self.ask(_("{player}, move to which space? ").format(player=player_name(seat)),
                            about=move_help(state))
            form = space_form(word)  # (the number, or the space as the screen shows it: `(12R)`, `12R`)
            if form is None:
                self.console.print(_("Type the number of a space from the list: {spaces}.").format(spaces=listed),
                                   style="yellow")
                continue
            number, letter, _bracketed = form
            if len(number) > 3 or int(number) >= NUM_SPACES:  # no such space: not a matter of the steps rolled
                self.console.print(_("The board has no space {space} (they are numbered 0 to {last}); choose one of "
                                     "{spaces}.").format(space=shortened(number, QUOTED_ENTRY), last=NUM_SPACES - 1,
                                                         spaces=listed), style="yellow")
                continue
            space = int(number)
            if letter and normalise(letter) != normalise(letter_of(space)):
                self.console.print(_("Space {space} is {shown} on the map, not {typed}; choose one of {spaces}.").format(
                    space=space, shown=cell_text(space), typed=f"{space}{letter}", spaces=listed), style="yellow")
                continue
            if space not in options:
                self.console.print(ngettext("Space {space} cannot be reached with exactly {steps} step; choose one of "
                                            "{spaces}.", "Space {space} cannot be reached with exactly {steps} "
                                            "steps; choose one of {spaces}.", state.steps).format(
                    space=space, steps=state.steps, spaces=listed), style="yellow")
                continue
            return space


def ring_words(game, event: dict) -> str:
    """How a ring was bought, or ""."""
    if "ring" not in event:
        return ""
    ring = named(game.area_names[event["ring"]])
    if "weak_ring" in event:
        # TRANSLATORS: {area} and {weak} come in the quotation marks of "a name in a sentence".
        return " " + _("and buys the {area} ring with three {weak} cards and one {area} card").format(
            area=ring, weak=named(game.area_names[event["weak_ring"]]))
    # TRANSLATORS: {area} comes in the quotation marks of "a name in a sentence".
    return " " + _("and exchanges three {area} cards for its ring").format(area=ring)


def sixth_ring_words(event: dict) -> str:
    """Said when the sixth ring is won on a joker space outside a move onto it."""
    if not event.get("must_leave"):
        return ""
    return " " + _("That is the sixth ring, won standing on a joker space: the final question needs a roll landing "
                   "exactly on a joker, so the next turn starts with a roll off this one.")


def narrate(console: Console, state, event: dict, held: bool = False) -> tuple[str, str] | None:
    """What a chance outcome or an action did, in a sentence; returns the result of an answer
    (text and style). `held`: the table says it under the next map (TablePlayers.holds), so the
    result, or the roll to move, is not printed here."""
    game = state.game
    kind = event.get("kind")
    seat = event.get("seat", state.seat)
    player = player_name(seat)
    result = None
    if kind == "first":
        console.print(_("{player} rolls highest and begins; play goes on clockwise.").format(player=player),
                      style="bold")
    elif kind == "weak":
        console.print(Text(_("{player}'s weak area: ").format(player=player)).append(area_text(game, event["area"])))
    elif kind == "place":
        console.print(Text(_("{player} stands on ").format(player=player)).append(space_text(game, event["to"]))
                      .append("."))
    elif kind == "ask":
        console.print(_("{player} rolls a {number}: question {number}.").format(player=player, number=event["number"]),
                      style="dim")
    elif kind == "answer":
        result = answer_result(game, seat, event)
    elif kind == "pass":
        if event["right"]:
            if event.get("returned"):
                text = _("Right! {player} answers it, but has no use for the card; it goes back")
            else:
                text = _("Right! {player} receives the card")
            result = (text.format(player=player) + ring_words(game, event) + "." + sixth_ring_words(event), "green")
        elif state.phase != PASS:
            result = (_("Nobody knew it: the card goes back."), "yellow")
    elif kind == "child":
        rolls = event["rolls"]
        console.print(_("Roll {count}: {number} (total {total}).").format(count=len(rolls), number=rolls[-1],
                                                                           total=sum(rolls)), style="dim")
        if len(rolls) == 3:
            if event.get("won_card"):
                result = (_("{total}: {player} receives the card").format(total=sum(rolls), player=player)
                          + ring_words(game, event) + "." + sixth_ring_words(event), "green")
            elif event.get("passed_on"):
                result = (_("Not enough: the question goes round the other players."), "yellow")
            else:
                result = (_("Not enough: the card goes back and the turn passes."), "yellow")
    elif kind == "retry":
        number = event["number"]
        if event["same"] and event.get("child_rolls"):
            console.print(_("The second roll is a {number} again; three rolls of 12 or more may still win the "
                            "card.").format(number=number), style="yellow")
        elif event["same"] and event.get("passed_on"):
            console.print(_("The second roll is a {number} again: the question goes round the others.").format(
                number=number), style="yellow")
        elif event["same"]:
            console.print(_("The second roll is a {number} again: the turn passes.").format(number=number),
                          style="yellow")
        else:
            console.print(_("The second roll is a {number}: question {number}.").format(number=number), style="dim")
    elif kind == "roll" and not held:
        console.print(_("{player} rolls a {number} to move.").format(player=player, number=event["steps"]),
                      style="dim")
    elif kind == "move":
        console.print(Text(_("{player} moves to ").format(player=player)).append(space_text(game, event["to"]))
                      .append("."))  # (a sentence, as the lines around it are)
    elif kind == "choose":
        console.print(Text(_("Area: ")).append(area_text(game, event["area"])))
    if result is not None and not held:
        console.print(result[0], style=result[1])
    if event.get("out_of_turns"):
        console.print(_("The turn limit ({turns}) is reached.").format(turns=game.max_turns), style="bold red")
    return result


def right_answer_words(game, player: str, event: dict) -> str:
    """A right answer in a turn that goes on: what became of the card (and a ring bought with it),
    then the roll to move (the rulebook: "he keeps the card and rolls again"), each case one whole
    message for translators."""
    if event.get("returned"):
        return _("Right! {player} has no use for the card and puts it back, but rolls again.").format(player=player)
    if "ring" not in event:
        return _("Right! {player} keeps the card and rolls again.").format(player=player)
    ring = named(game.area_names[event["ring"]])
    if "weak_ring" in event:
        # TRANSLATORS: {area} and {weak} come in the quotation marks of "a name in a sentence".
        return _("Right! {player} keeps the card and buys the {area} ring with three {weak} cards and one {area} "
                 "card, then rolls again.").format(player=player, area=ring,
                                                   weak=named(game.area_names[event["weak_ring"]]))
    # TRANSLATORS: {area} comes in the quotation marks of "a name in a sentence".
    return _("Right! {player} keeps the card, exchanges three {area} cards for its ring and rolls again.").format(
        player=player, area=ring)


def answer_result(game, seat: int, event: dict) -> tuple[str, str]:
    """What an answer led to, and its style: a right final question is acknowledged as every right
    answer is, before the game's end says who won."""
    player = player_name(seat)
    if event.get("won"):
        return _("Right! {player} has answered the final question.").format(player=player), "green"
    if event["right"]:
        return right_answer_words(game, player, event), "green"
    if event.get("second_chance"):
        return _("Wrong. On a round space there is a second roll for another question."), "yellow"
    if event.get("child_rolls"):
        return _("Wrong. {player} rolls three times: 12 or more wins the card all the same.").format(
            player=player), "yellow"
    if event.get("passed_on"):
        return _("Wrong: the question goes round the other players."), "yellow"
    if event.get("must_leave"):
        return (_("Wrong: the final question is missed and the turn passes. The next turn starts with a free roll, "
                  "without a question, that must take the piece off this joker space; then it has to land exactly "
                  "on a joker again."), "yellow")
    return _("Wrong: the card goes back and the turn passes."), "yellow"


class TurnAnnouncer:
    """Opens every turn with a line naming its player, and says why a turn starts with a free roll."""

    def __init__(self, console: Console, state):
        self.console = console
        self.state = state
        self.announced = -1  # the turn number announced last
        self.must_leave_for: dict[int, str] = {}  # a seat that must leave its joker space: "missed" or "ring"

    def note(self, event: dict) -> None:
        """Remember why a seat must leave its joker space, to say which at its next turn."""
        if event.get("must_leave"):
            self.must_leave_for[event.get("seat", self.state.seat)] = "ring" if "ring" in event else "missed"

    def __call__(self) -> None:
        state = self.state
        if state.phase in (SHUFFLE, FIRST, WEAK, OVER) or state.turns == self.announced:
            return
        self.announced = state.turns
        seat = state.seat
        self.console.print()
        self.console.rule(_("{player} · turn {turn} · round {round}").format(
            player=player_name(seat), turn=state.turns + 1, round=state.round))
        if state.phase == ROLL and state.must_leave[seat]:
            self.console.print(self.why_leave(seat) + " " + _(
                "This turn starts with a free roll, without a question, that must take the piece off the joker "
                "space."), style="yellow")

    def why_leave(self, seat: int) -> str:
        """Why the piece may not take the final question where it stands: what happened, as seen in
        this game (a game resumed from a saved state may not say, and then both are named)."""
        why = self.must_leave_for.pop(seat, None)
        if why == "missed":
            return _("{player} stands on a joker space with all six rings but missed the final question "
                     "here.").format(player=player_name(seat))
        if why == "ring":
            return _("{player} won the sixth ring standing on a joker space, so may not take the final question "
                     "here.").format(player=player_name(seat))
        return _("{player} stands on a joker space with all six rings but may not take the final question here "
                 "(it was missed, or the sixth ring came while standing here).").format(player=player_name(seat))


def play(game, seed: int, console: Console, read_line: Callable[[], str | None], recorder=None, bots=None) -> int:
    """Play one game at the terminal (`bots`: deckctl.engine.seats.BotSeats, or None); returns 0 for a
    finished game or when the players quit, 1 if input ended first."""
    state = game.new_initial_state(seed)
    table = TablePlayers(console, read_line, bots)
    variant = [words for on, words in (
        (game.pass_on, _("missed questions go round the table")), (game.children, _("three rolls after a miss")),
        (game.weak_area, _("weak areas"))) if on]
    players = ngettext("{count} player", "{count} players", game.num_players).format(count=game.num_players)
    console.print(Text(headline(["Wissens-Spektrum", game.deck_id, players, *variant,
                                 _("seed {seed}").format(seed=seed)], console.width), style="bold"))
    console.print(_("Win a ring in each of the six areas (three right answers each), then stop exactly on a golden "
                    "joker space and answer the final question.") + " " + help_text(), style="dim")
    if bots:
        console.print(bots.introduce(player_name))
    if recorder:
        recorder.header(game, seed)

    announcer = TurnAnnouncer(console, state)

    def after() -> None:
        if state.last:
            event = state.last
            announcer.note(event)
            seat = event.get("seat", state.seat)
            held = table.holds(state, seat, event)
            if not held:
                table.say_held()
            table.remember(seat, narrate(console, state, event, held), held)

    ending = play_out(state, table, console, recorder, after, announcer)
    table.say_held()
    if ending is not Ending.FINISHED:
        return ending.exit_code
    console.rule(_("Game over"))
    show_board(console, state)
    if state.winner >= 0:
        console.print(_("{player} finds the Philosopher's Stone and wins!").format(player=player_name(state.winner)),
                      style="bold green")
    else:
        console.print(_("Nobody won before the turn limit."), style="bold red")
    return 0
