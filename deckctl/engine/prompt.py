"""The terminal UIs' prompt loop: print a prompt, read a line, end the game when input ends, echo
the line when output is not a terminal (so transcripts read like a session), and handle the commands
every prompt knows (quit, help) before the game's own ones.

A game's table player subclasses `Prompt`, sets `help_text` (or overrides `show_help`) and adds its
commands in `command`; `ask` returns the first line that is none of them, `read` any line. `help`
at a prompt explains that prompt first: `ask(..., about=...)` is what it asks for, what each choice
does and what may be typed there, in the table's words; the game's help follows.
`play_out` drives the game loop around them (chance, the player's steps, the recorder, the game's
narration, the message when input ends).

Secret entries, for a rulebook that has players write something the others may not see yet (You
Know It!'s answers and predictions): `hand_over(name)` asks the table to pass the keyboard and waits
for Enter, `ask(..., secret=True)` reads a line the terminal does not echo, and `conceal()` clears
the screen before the next player. All three need a person at the keyboard (standard input is a
terminal). When it is a script, there is nobody to hand over to and nothing to hide from: no
hand-over line is read, so a script holds exactly the lines it held before, and the transcript
writes `(hidden)` in place of a secret line, as the screen would. One person among bots
(deckctl.engine.seats) is not handed the keyboard either, nor is the screen cleared, and sees what
they type: the bots read nothing off the screen.

Bots: `play_out` lets a bot's seat (`Prompt.bots`) play itself and the table player show the move
(`show_bot_move`), so a game's UI is the same for people and bots.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from enum import Enum
from typing import Any, TextIO

from rich.console import Console, RenderHook
from rich.segment import Segment
from rich.text import Text

from deckctl.core.printable import SHOWN_ESCAPED, printable
from deckctl.core.quoted import shortened
from deckctl.core.signals import Terminated, stops_so_far, watched_read
from deckctl.core.workflow_commands import command_starts, escaped_at
from deckctl.engine.core import CHANCE
from deckctl.engine.words import NO_BREAK, _, pgettext, typed


# Every game's screens fit this many columns; a narrower terminal gets one line saying so, and the
# game goes on (lines wrap, nothing is lost: refusing would only stop a table with a small window).
# A UI module whose screens fit fewer columns declares its own MIN_WIDTH, which the line then names.
MIN_WIDTH = 60


def too_narrow(console: Console, needed: int = MIN_WIDTH) -> str | None:
    """The line to show when the terminal is narrower than the screens are laid out for."""
    if console.is_terminal and console.width < needed:
        # TRANSLATORS: keep it short, it must fit a terminal of 40 columns.
        return _("Only {columns} columns; the screens need {needed}.").format(columns=console.width, needed=needed)
    return None


def table_console(**options) -> Console:
    """The console the games' screens are printed on. Card texts come from bundles deckctl did not
    write: no text is read as markup (`[bold]`, `[link=...]`, a stray `[/x]` that would stop the
    game) or emoji codes, and a control character in one (ESC, OSC...) is shown escaped (`\\x1b`)
    instead of reaching the terminal."""
    console = Console(markup=False, emoji=False, highlight=False, **options)
    console.push_render_hook(_ShownEscaped())
    return console


class _ShownEscaped(RenderHook):
    def process_renderables(self, renderables):
        return [_Escaped(renderable) for renderable in renderables]


class _Escaped:
    """A renderable drawn as itself, with any control character in its texts shown escaped. A
    text is escaped before it is laid out, so that it wraps at the right width; the texts inside
    tables and groups are escaped as they are drawn."""

    def __init__(self, renderable):
        self.renderable = renderable

    def __rich_console__(self, console, options):
        renderable = self.renderable
        held = False
        if isinstance(renderable, Text) and SHOWN_ESCAPED.search(renderable.plain):
            renderable = _escaped_text(renderable)
        if isinstance(renderable, Text) and NO_BREAK in renderable.plain and HELD not in renderable.plain:
            renderable, held = _held_together(renderable), True
        segments = self._escaped(console.render(renderable, options))
        if held:
            segments = _no_break_restored(segments)
        elif not isinstance(renderable, Text):  # (a table's cell, a rule's title: a plain space too)
            segments = _no_break_restored(segments, NO_BREAK)
        yield from segments if console.is_terminal else _for_a_log(segments)

    @staticmethod
    def _escaped(segments):
        for segment in segments:
            if segment.control or not SHOWN_ESCAPED.search(segment.text):
                yield segment
            else:
                yield Segment(printable(segment.text), segment.style)


# A no-break space (words.NO_BREAK: the table's `z. B.`, an example such as `1 White`) joins words that must stay on one
# line; rich breaks a line at any Unicode space, so while a text is laid out each one is a
# character rich does not break at (one column wide too, from the private use area), and is
# printed as a plain space after: what a terminal shows, and what a script reading the table finds
# (`grep 'Weiß B'`). A text that holds that character itself is laid out as it is.
HELD = "\ue000"


def _held_together(text: Text) -> Text:
    held = text.copy()
    held.plain = text.plain.replace(NO_BREAK, HELD)  # the same length: the styles stay where they were
    return held


def _no_break_restored(segments, held: str = HELD):
    for segment in segments:
        if segment.control or held not in segment.text:
            yield segment
        else:
            yield Segment(segment.text.replace(held, " "), segment.style)


def _for_a_log(segments):
    """The segments of a screen printed to a file or pipe (a CI log), line by line: no line holds a
    workflow command (a card's text `::error file=x::...` or `::add-mask::...` on a line of its own,
    or `##[add-mask]...` anywhere in one, would be one to GitHub Actions: its first character is
    shown escaped, `\\x3a:error`, `\\x23#[add-mask]`), and a line wrapped at a space does not end with it."""
    line = []
    for segment in segments:
        text = "" if segment.control else segment.text
        while "\n" in text:
            head, _, text = text.partition("\n")
            yield from _log_line([*line, Segment(head, segment.style)])
            yield Segment("\n")
            line = []
        line.append(segment if segment.control else Segment(text, segment.style))
    yield from _log_line(line, ended=False)


def _log_line(line: list[Segment], ended: bool = True) -> list[Segment]:
    """One line's segments with every workflow command's start escaped (deckctl.core.workflow_commands:
    `::` starting the line, `##[` anywhere, across segments too) and, when the line is `ended` (not a
    prompt the typed answer follows), its trailing spaces dropped."""
    positions = command_starts("".join(segment.text for segment in line if not segment.control))
    if positions:
        line = _escaped_segments(line, positions)
    if ended:
        while line and not line[-1].control and not line[-1].text.rstrip(" "):
            line.pop()
        if line and not line[-1].control:
            line[-1] = Segment(line[-1].text.rstrip(" "), line[-1].style)
    return [segment for segment in line if segment.control or segment.text]


def _escaped_segments(line: list[Segment], positions: list[int]) -> list[Segment]:
    """`line` with the characters of its joined text at `positions` escaped, each in its segment."""
    escaped, offset = [], 0
    for segment in line:
        if segment.control:
            escaped.append(segment)
            continue
        end = offset + len(segment.text)
        inside = [position - offset for position in positions if offset <= position < end]
        escaped.append(Segment(escaped_at(segment.text, inside), segment.style) if inside else segment)
        offset = end
    return escaped


def _escaped_text(text: Text) -> Text:
    escaped = text.blank_copy()
    start = 0
    for match in SHOWN_ESCAPED.finditer(text.plain):
        escaped.append_text(text[start:match.start()])
        escaped.append(printable(match.group()))
        start = match.end()
    escaped.append_text(text[start:])
    return escaped


# The most characters a line typed at a prompt may have: any answer, name or command fits many
# times over. Of a longer line no more is kept than this (the rest is read and thrown away as it
# comes, so a line of megabytes costs no memory and no time to lay out), and the line is refused
# whole: its beginning is no answer the player meant.
MAX_LINE = 200

# As many characters of a typed entry as a refusal quotes back (`x…` is not a marker): every
# name, start or number a prompt takes fits whole, and a refused line of MAX_LINE characters
# leaves the refusal short enough to read at the 60 columns the screens are laid out for.
QUOTED_ENTRY = 24


class EndOfInput(Exception):
    """Standard input ended (or the players quit) before the game was over."""


def hidden() -> str:
    """What a transcript shows for a secret line."""
    return _("(hidden)")


def answer_prompt(player: str | None = None) -> str:
    """The prompt for a typed answer (Enter: said aloud), short enough to leave room for the answer
    at 60 columns; what Enter does is spelled out by the prompt's help and the game's first lines."""
    if player is None:
        return _("Your answer (Enter: aloud): ")
    return _("{player}, your answer (Enter: aloud): ").format(player=player)


class LineReader:
    """A `read_line` for `Prompt`: called, the next line of `stream`, None at its end. It also knows
    whether a person types at it (`interactive`) and can stop the terminal echoing (`unechoed`)."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self._stops_before = stops_so_far()  # a stop (SIGTERM, Ctrl-C) from now on ends every read

    def __call__(self) -> str | None:
        """The next line; of one longer than MAX_LINE characters only its first MAX_LINE + 1, with
        no line end (the rest of it is read and dropped), which `Prompt.read` refuses. A stop that
        came since the reader was made, even just before the read began (or with its exception
        lost), ends the wait: core/signals.watched_read."""
        with watched_read(self._stops_before):
            line = self.stream.readline(MAX_LINE + 1)
            if len(line) > MAX_LINE and not line.endswith("\n"):
                while True:  # in pieces: the line may be longer than memory allows
                    rest = self.stream.readline(1 << 16)
                    if not rest or rest.endswith("\n"):
                        break
        return line if line else None

    @property
    def interactive(self) -> bool:
        try:
            return self.stream.isatty()
        except (AttributeError, ValueError):  # no such method, or a closed stream
            return False

    @contextmanager
    def unechoed(self) -> Iterator[None]:
        """While inside, what is typed at the terminal is not shown; the echo comes back however
        the block ends (Ctrl-C included)."""
        with _echo_off(self.stream, discard=False):
            yield

    @contextmanager
    def ignoring(self) -> Iterator[Typeahead]:
        """While inside (a bot's pause), what is typed at the terminal is not shown, and when the
        block ends (Ctrl-C included) it is thrown away: keys typed before a prompt is on the screen
        would otherwise answer it unseen (a You Know It! answer typed while a bot plays), which is
        why getpass drops typeahead the same way (TCSAFLUSH) and roguelikes flush the keyboard when
        the game moves on without the player. Yields a Typeahead whose `dropped` says, once the
        block has ended, how many bytes were thrown away (so the player can be told). Nothing
        changes when the stream is no terminal."""
        typeahead = Typeahead()
        if not self.interactive:
            yield typeahead
            return
        with _echo_off(self.stream, discard=True, typeahead=typeahead):
            yield typeahead


class Typeahead:
    """What `LineReader.ignoring` threw away: `dropped` bytes typed during the pause (0: none)."""

    def __init__(self) -> None:
        self.dropped = 0


@contextmanager
def _echo_off(stream: TextIO, discard: bool, typeahead: Typeahead | None = None) -> Iterator[None]:
    """The terminal of `stream` without echo while inside, as it was after, on every way out:
    returning, an exception (Ctrl-C), and SIGTERM or Ctrl-\\ (SIGQUIT), which would otherwise end
    the process with the echo off and leave the shell typing blind; inside, they end deckctl with
    128 + the signal's number, as the signal would. `discard`: what was typed meanwhile is dropped,
    and counted in `typeahead`; for that the terminal does not gather lines meanwhile (no ICANON),
    as a line not yet ended with Enter is counted by the terminal only then."""
    try:
        import termios
    except ImportError:  # not a POSIX terminal: nothing to switch
        yield
        return
    fd = stream.fileno()
    before = termios.tcgetattr(fd)
    flags = before[3] & ~termios.ECHO
    if discard:
        flags &= ~termios.ICANON
    quiet = [*before[:3], flags, *before[4:]]
    with _signals_exit((signal.SIGTERM, signal.SIGQUIT)):
        termios.tcsetattr(fd, termios.TCSADRAIN, quiet)
        try:
            yield
        finally:
            if discard and typeahead is not None:
                typeahead.dropped = _waiting(fd)
            termios.tcsetattr(fd, termios.TCSAFLUSH if discard else termios.TCSADRAIN, before)


def _waiting(fd: int) -> int:
    """The bytes typed at the terminal `fd` and not read yet (0 where the system does not say)."""
    import fcntl
    import struct
    import termios

    try:
        return struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0]
    except OSError:
        return 0


@contextmanager
def _signals_exit(signals: tuple[signal.Signals, ...]) -> Iterator[None]:
    """Inside, each of `signals` that would end the process at once raises SystemExit(128 + its
    number) instead, so that `finally` blocks run; a handler someone else set is left alone."""
    import threading

    if threading.current_thread() is not threading.main_thread():  # only it may set handlers
        yield
        return
    previous = {number: signal.getsignal(number) for number in signals}
    for number, handler in previous.items():
        if handler is signal.SIG_DFL:
            signal.signal(number, _exit_for_signal)
    try:
        yield
    finally:
        for number, handler in previous.items():
            if handler is signal.SIG_DFL:
                signal.signal(number, handler)


def _exit_for_signal(number: int, frame) -> None:
    raise SystemExit(128 + number)


def line_reader(stream: TextIO) -> LineReader:
    return LineReader(stream)


class Prompt:
    quit_words: tuple[str, ...] = ("quit", "exit")
    help_words: tuple[str, ...] = ("help", "?")
    help_text = ""

    def __init__(self, console: Console, read_line: Callable[[], str | None], bots: Any = None):
        self.console = console
        self.read_line = read_line
        self.bots = bots  # deckctl.engine.seats.BotSeats, or None: people in every seat

    @property
    def interactive(self) -> bool:
        """Whether a person types the lines (standard input is a terminal), not a script."""
        return bool(getattr(self.read_line, "interactive", False))

    @property
    def shared(self) -> bool:
        """Whether several people share the keyboard at a terminal: only then is it handed over
        and the screen cleared between secret entries (one person among bots hides nothing from
        anyone)."""
        return self.interactive and (self.bots is None or self.bots.people > 1)

    @contextmanager
    def ignoring_keys(self) -> Iterator[None]:
        """At a terminal, keys typed inside are neither shown nor read later (LineReader.ignoring);
        when any were, the player is told after the block, so that they know to type them again at
        the next prompt instead of waiting for an answer that was never read."""
        ignoring = getattr(self.read_line, "ignoring", None) if self.interactive else None
        with ignoring() if ignoring else nullcontext() as typeahead:
            yield
        if getattr(typeahead, "dropped", 0):
            self.console.print(_("What you typed while a bot was playing was ignored."), style="yellow")

    def is_bot(self, seat: int) -> bool:
        return self.bots is not None and self.bots.plays(seat)

    def read(self, prompt: str, secret: bool = False) -> str:
        """One line, stripped; EndOfInput("input ended") when there is none. A `secret` line is not
        echoed by a terminal several people share (`shared`) and shows as `(hidden)` in a transcript. A line longer than MAX_LINE
        characters is refused, and the prompt asked again."""
        while True:
            line = self._read_one(prompt, secret)
            if len(line.rstrip("\n")) <= MAX_LINE:
                return line.strip()
            self.console.print(_("That line is longer than {limit} characters, so it was ignored.").format(
                limit=MAX_LINE), style="yellow")

    def _read_one(self, prompt: str, secret: bool) -> str:
        # (unechoed only where someone at the keyboard may not see it: a person alone among bots sees
        # what they typed, as at any prompt, or a line typed ahead goes in unseen as the next answer)
        if secret and self.shared:
            with self.read_line.unechoed():
                self.console.print(prompt, end="", markup=False, highlight=False)
                line = self.read_line()
            self.console.print()  # the Enter was not echoed either
        else:
            self.console.print(prompt, end="", markup=False, highlight=False)
            line = self.read_line()
        if line is None:
            raise EndOfInput("input ended")
        # The terminal shows what a person types; anything else (a script piped in, a transcript
        # piped out) gets the line echoed, so prompts and answers do not run together.
        if not (self.interactive and self.console.is_terminal):
            shown = hidden() if secret else line.rstrip("\n")
            self.console.print(shortened(shown) if len(shown) > MAX_LINE else shown, markup=False, highlight=False)
        return line

    def hand_over(self, name: str, state: Any = None) -> None:
        """Before a secret entry, at a terminal: the table passes the keyboard to `name`, who presses
        Enter (the commands work here too). A script, or one person playing against bots, reads no
        line here."""
        if self.shared:
            self.ask(_("Pass the keyboard to {player}, then {player} presses Enter. ").format(player=name), state)

    def read_to(self, reader: str, text: str, state: Any = None, then: str | None = None) -> None:
        """A question whose words are read aloud (deckctl.engine.aloud): at a terminal several people
        share, the keyboard goes to `reader`, who alone sees `text`, reads it out and presses Enter;
        the screen is cleared and the keyboard goes to `then` (the answerer). A script or one person
        among bots sees nothing of it here: the answerer's screen shows the question with a gap."""
        if not self.shared:
            return
        self.hand_over(reader, state)
        self.console.print(text, style="bold")
        self.ask(_("{reader}, read this aloud, then press Enter. ").format(reader=reader), state)
        self.conceal()
        if then:
            self.hand_over(then, state)

    def conceal(self) -> None:
        """After a secret entry, at a terminal: clear the screen, so the next player finds nothing
        of it."""
        if self.shared:
            self.console.clear()

    def ask(self, prompt: str, state: Any = None, secret: bool = False, about: str = "") -> str:
        """The first line that is not a command: quit ends the game (EndOfInput("quit")), help shows
        `about` (what this prompt asks for and what the choice does, in the table's words) and then
        the game's help (`show_help`), and `command` handles the game's own words (case does not
        matter). `secret`: see `read`."""
        while True:
            text = self.read(prompt, secret)
            word = text.lower()
            if self.is_quit(word):
                raise EndOfInput("quit")
            if self.is_help(word):
                if about:
                    self.console.print(about)
                self.show_help(state)
                continue
            if self.command(word, state):
                continue
            return text

    def is_quit(self, word: str) -> bool:
        """`quit` and its short forms, or the table's language's word for it (lower case)."""
        return word in self.quit_words or word in typed("command: quit the game", "quit")

    def is_help(self, word: str) -> bool:
        return word in self.help_words or word in typed("command: show help", "help")

    def show_help(self, state: Any) -> None:
        self.console.print(self.help_text)

    def command(self, word: str, state: Any) -> bool:
        """Handle one of the game's own commands (`word` is lower case); True when it was one."""
        return False

    def show_bot_move(self, state: Any, action: int) -> None:
        """Show a bot's move before it is applied, as a person's would be shown: the game's words,
        one line (a game shows what led up to it first, where a person would have seen it at the
        prompt). A secret entry says only that it was made."""
        self.console.print(_("A bot plays: {move}.").format(move=state.action_to_string(action)))


def left_unfinished(why: str, round_number: int | None) -> str:
    """The line a game ends on before its end, the same however it ended (the players quit, input
    ended, Ctrl-C, SIGTERM): where it stopped, when known, and why."""
    if round_number is None:
        return _("The game was left unfinished ({why}).").format(why=why)
    return _("The game was left unfinished in round {round} ({why}).").format(round=round_number, why=why)


class Ending(Enum):
    """How a terminal game ended, and the exit code `deckctl play` gives for it: quitting is the
    players' choice, not an error; input that ends before the game does is (a script too short)."""

    FINISHED = 0
    QUIT = 1
    INPUT_ENDED = 2

    @property
    def exit_code(self) -> int:
        return 1 if self is Ending.INPUT_ENDED else 0


def play_out(state: Any, player: Any, console: Console, recorder: Any = None,
             after: Callable[[], None] | None = None, before: Callable[[], None] | None = None) -> Ending:
    """Drive a terminal game to its end: chance samples its outcomes, a bot's seat (`player.bots`) its
    bot, shown by `player.show_bot_move` after the bots' pause (keys typed during it are neither
    shown nor kept for the next prompt), and `player.step(state)` decides the
    rest; every step goes to the recorder; `before()` runs ahead of each step and `after()` behind it
    (the game's narration). When input ended or the players quit first, the table is told and the
    Ending says which."""
    bots = getattr(player, "bots", None)
    try:
        while not state.is_terminal():
            if before:
                before()
            current = state.current_player()
            if current == CHANCE:
                action = state.sample_chance()
            elif bots is not None and bots.plays(current):
                action = bots.step(state)
                bots.wait(console, player.ignoring_keys)
                player.show_bot_move(state, action)
            else:
                action = player.step(state)
            text = state.action_to_string(action)
            state.apply_action(action)
            if recorder:
                recorder.step(current, action, text, state)
            if after:
                after()
    except (KeyboardInterrupt, Terminated) as exc:
        exc.unfinished_round = state.round  # for `deckctl play`'s line (left_unfinished), which says why
        raise
    except EndOfInput as exc:
        why = pgettext("why a game ended", "quit") if str(exc) == "quit" else pgettext("why a game ended", "input ended")
        console.print("\n" + left_unfinished(why, state.round), style="yellow")
        if str(exc) != "quit":
            return Ending.INPUT_ENDED
        if recorder:
            recorder.quit()  # (the players' choice: the log replays to here)
        return Ending.QUIT
    if recorder:
        recorder.result(state)
    return Ending.FINISHED
