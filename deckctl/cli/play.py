"""`deckctl play` and `deckctl replay`: the reference engines from the command line (`simulate` is in
simulate.py; what the three share in game_setup.py)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import typer

from deckctl.cli.common import environment_error, fitted, language, shown, shown_line, usage_error, write_findings
from deckctl.cli.game_setup import (  # what simulate and replay share; play's own names for them
    BOT_HELP,
    BUNDLE_OPTION,
    DECK_OPTION,
    GAME_ARGUMENT,
    GAMES_HELP,
    HARD_OPTION,
    PLAYERS,
    PLAYERS_OPTION,
    SET_OPTION,
    SKILL_HELP,
    STRATEGIC_OPTION,
)
from deckctl.cli.game_setup import bot_kind as _bot_kind
from deckctl.cli.game_setup import bundle_for as _bundle
from deckctl.cli.game_setup import edition_for as _edition
from deckctl.cli.game_setup import game_options as _options
from deckctl.cli.game_setup import new_game as _game
from deckctl.core import exit_codes
from deckctl.core.bounded_json import MAX_DIGITS, JsonLimitError
from deckctl.core.signals import Terminated

if TYPE_CHECKING:
    from deckctl.engine.sources import Untranslated

PLAY_BOT = "knowledgeable"  # at the table a bot should play the game, not random moves
PLAY_SKILL = 0.75  # a bot that knows every answer leaves a person no chance
# The longest --pace: a minute is more than anyone needs to follow a move, and time.sleep refuses a
# pause past what the system's clock counts (inf, 1e308 would end the game with an OverflowError).
MAX_PACE = 60.0


def _seed(value: int | None) -> int | None:
    """--seed's callback: a seed the replay log can hold. A log is read with the limits of
    deckctl.core.bounded_json, which refuse a number of more than MAX_DIGITS digits, so a longer seed
    would be played and logged, and the log then refused."""
    if value is not None and len(str(abs(value))) > MAX_DIGITS:
        raise usage_error(f"--seed takes a whole number of up to {MAX_DIGITS} digits (the most a replay log "
                          f"holds), not one of {len(str(abs(value)))}")
    return value


def _bot_seats(game, game_id: str, count: int | None, bot: str | None, skill: float | None,
               pace: float | None, seed: int):
    """The bots of `play --bots K` in the last K seats, or None; a usage error for a count the table
    cannot seat, or for --bot/--skill/--pace without --bots."""
    if not count:
        given = [name for name, value in (("--bot", bot), ("--skill", skill), ("--pace", pace)) if value is not None]
        if given:
            raise usage_error(f"{' and '.join(given)} {'says' if len(given) == 1 else 'say'} how the bots play: "
                              "add --bots K (the last K seats)")
        return None
    from deckctl.engine.seats import DEFAULT_PACE, BotSeats

    seats = game.num_players
    if count > seats:
        where = "one seat: the team" if seats == 1 else f"{seats} seats (--players N sets how many)"
        raise usage_error(f"--bots {count}: {game_id} has {where}, so at most {seats} bot{'s' if seats != 1 else ''}")
    if pace is None:  # a pause only where someone watches; a pipe or a test gets the game at once
        pace = DEFAULT_PACE if sys.stdout.isatty() else 0.0
    kind = _bot_kind(game_id, bot or PLAY_BOT)
    return BotSeats(game, kind, PLAY_SKILL if skill is None else skill, count, seed, pace)


def play_command(
    game_id: str | None = GAME_ARGUMENT,
    deck: Path = DECK_OPTION,
    bundle: Path = BUNDLE_OPTION,
    seed: int = typer.Option(None, "--seed", metavar="N", callback=_seed,
                             help=f"Seed for the shuffle and setup, a whole number of up to {MAX_DIGITS} digits "
                                  "(default: random, and printed)."),
    strategic: bool = STRATEGIC_OPTION,
    hard: bool = HARD_OPTION,
    players: int = PLAYERS_OPTION,
    settings: list[str] = SET_OPTION,
    log: Path = typer.Option(None, "--log", metavar="FILE", help="Write the game as a replay log (JSON Lines) to this file."),
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language, show_default=False,
                             help="Play the deck in this language (its locales/<lang>.po), the prompts too "
                                  "(default: the deck's language)."),
    bots: int = typer.Option(None, "--bots", min=0, metavar="K", show_default=False,
                             help="Bots play the last K seats; as many bots as players, and you watch "
                                  "(knowledge: --bots 1 plays the team)."),
    bot: str = typer.Option(None, "--bot", metavar="random|knowledgeable", show_default=False,
                            help=f"The bots' kind: {BOT_HELP} (default: {PLAY_BOT})."),
    skill: float = typer.Option(None, "--skill", min=0.0, max=1.0, metavar="P", show_default=False,
                                help=f"{SKILL_HELP} (default: {PLAY_SKILL:g})."),
    pace: float = typer.Option(None, "--pace", min=0.0, max=MAX_PACE, metavar="SECONDS", show_default=False,
                               help=f"The pause before each bot move, 0 to {MAX_PACE:g} (default: 0.8 on a "
                                    "terminal, none when the output is not one)."),
) -> None:
    """Play a game in the terminal (standard input may be a script), alone against bots or together.
    By default the bots are knowledgeable and answer right with probability 0.75 (--bot and
    --skill change that). GAME may be left out with --deck or --bundle: the game they are for is
    played."""
    import importlib

    from deckctl.engine import rules_module

    options = _options(strategic, hard, players, settings)
    data, left = _edition(game_id, deck, bundle, lang)
    game_id = data["game"]  # (the one GAME named, or the deck's or bundle's own)
    game = _game(data, **options)
    ui = getattr(rules_module(game_id), "UI", None)
    if ui is None:
        raise usage_error(f"`{game_id}` has an engine but no terminal front end yet")
    if seed is None:
        import secrets

        seed = secrets.randbelow(1 << 31)
    seated = _bot_seats(game, game_id, bots, bot, skill, pace, seed)
    ui_module = importlib.import_module(ui)
    from deckctl.engine.prompt import left_unfinished, table_console
    from deckctl.engine.words import _, pgettext, speaking

    console = table_console()  # card texts shown as written: no markup, controls escaped
    recorder = None
    handle = None
    if log is not None:
        from deckctl.engine.replay import Recorder

        from deckctl.io.atomic import check_output

        try:  # (written as the game goes, so not renamed into place; but never through a link or into a FIFO)
            check_output(log)
            handle = open(log, "w", encoding="utf-8")
        except OSError as exc:
            raise environment_error(exc) from None
        recorder = Recorder(handle, seated.record() if seated else None, data.get("language"))
    # The table speaks the deck's language, to the last line: being stopped, where the log went.
    hint = _locale_hint(console, game_id, deck, bundle, lang, data)
    with speaking(data.get("language")) as notice:
        try:
            notices = (notice, hint, _untranslated_line(left, data.get("language")))
            code = _at_the_table(ui_module, game, seed, console, recorder, seated, notices)
        except KeyboardInterrupt as exc:  # (its own line: the prompt, or what the player began to type, ends the last)
            console.print("\n" + left_unfinished(pgettext("why a game ended", "interrupted"),
                                                 getattr(exc, "unfinished_round", None)), style="yellow")
            raise typer.Exit(exit_codes.INTERRUPTED) from None
        except Terminated as exc:
            console.print("\n" + left_unfinished(pgettext("why a game ended", "terminated"),
                                                 getattr(exc, "unfinished_round", None)), style="yellow")
            raise typer.Exit(exit_codes.TERMINATED) from None
        finally:
            if handle:
                handle.close()
        if recorder is not None and recorder.finished:
            print(shown_line(_("replay log written to {file}").format(file=shown(log))), file=sys.stderr)
    raise typer.Exit(exit_codes.OK if code == 0 else exit_codes.INVALID)


def _played_in(header: dict) -> str | None:
    """The language a log's header says its game was played in, if it names one (a log written
    before it was kept does not)."""
    from deckctl.core.language_tags import canonical

    played = header.get("language")  # (a language tag when there: parse_log checks it)
    return canonical(played) if played is not None else None


def _locale_hint(console, game_id: str, deck: Path | None, bundle: Path | None, lang: str | None,
                 data: dict) -> str | None:
    """At a terminal, when no --lang was given and the user's locale asks for a language the deck
    folder has an edition in (other than the one played): the one line, in that language, saying
    which --lang plays it. The table itself speaks the deck's language (docs/engine.md), so that
    the same command plays the same game whatever the environment; a pipe or a script gets no line."""
    import os

    from deckctl.engine.sources import default_deck, edition_for
    from deckctl.engine.words import _, asked_by_locale, speaking

    if lang is not None or bundle is not None or not console.is_terminal:
        return None
    asked = asked_by_locale(os.environ)
    played = str(data.get("language"))
    edition = edition_for(deck or default_deck(game_id), played, asked) if asked else None
    if edition is None or edition == played:
        return None
    with speaking(edition):
        # TRANSLATORS: shown in the language it offers, to someone whose system speaks it.
        return _("To play this deck in your language, add --lang {lang}.").format(lang=edition)


def _untranslated_line(left: Untranslated | None, language: str) -> str | None:
    """The line, in the table's language, saying how many of the deck's texts the edition played
    leaves untranslated (shown as the deck has them, in its own language), if any: for the
    pseudo-locale, out of date and written again by `i18n pseudo`, as `i18n status` says. The count
    is of the deck's texts; printed labels, which status counts too, are named apart."""
    from deckctl.engine.words import ngettext
    from deckctl.io.shell_word import shell_word

    if left is None:
        return None
    if left.generated:  # (the pseudo-locale: nobody translates it, deckctl writes it again)
        # TRANSLATORS: {language} is the pseudo-locale (en-XA), which deckctl writes; {source} the deck's language.
        line = ngettext("{texts} of the deck's {of} texts is out of date in `{language}` and is shown in `{source}`: "
                        "`deckctl i18n pseudo {deck}` writes it again.",
                        "{texts} of the deck's {of} texts are out of date in `{language}` and are shown in `{source}`: "
                        "`deckctl i18n pseudo {deck}` writes them again.",
                        left.texts).format(texts=left.texts, of=left.of, language=language, source=left.source,
                                           deck=shell_word(left.deck))
    else:
        # TRANSLATORS: {language} is the language played (--lang), {source} the deck's own; both are tags such as `de`.
        line = ngettext("{texts} of the deck's {of} texts is not translated into `{language}` and is shown in `{source}`.",
                        "{texts} of the deck's {of} texts are not translated into `{language}` and are shown in `{source}`.",
                        left.texts).format(texts=left.texts, of=left.of, language=language, source=left.source)
    if not left.labels:
        return line
    # (`i18n status` counts the catalog's printed labels among its texts: said, so that the totals are not a puzzle)
    # TRANSLATORS: {catalog} is the deck's catalog, such as locales/en-XA.po; `label/…` stays as it is.
    return line + " " + ngettext("`deckctl i18n status` also counts {labels} printed label (`label/…` in {catalog}), "
                                 "which the table does not show.",
                                 "`deckctl i18n status` also counts {labels} printed labels (`label/…` in {catalog}), "
                                 "which the table does not show.",
                                 left.labels).format(labels=left.labels, catalog=left.catalog)


def _at_the_table(ui_module, game, seed: int, console, recorder, seated, notices) -> int:
    """The game played, after a line for a language deckctl does not speak yet, one saying how to
    play in the user's language, and one for a terminal narrower than the screens (a front end laid
    out for fewer columns declares its own MIN_WIDTH)."""
    from deckctl.engine.prompt import MIN_WIDTH, too_narrow

    for line in (*notices, too_narrow(console, getattr(ui_module, "MIN_WIDTH", MIN_WIDTH))):
        if line:
            console.print(line, style="yellow")
    # A front end takes `bots` only when there are any: one written before bots still plays.
    extra = {"bots": seated} if seated else {}
    return ui_module.play(game, seed, console, ui_module.line_reader(sys.stdin), recorder, **extra)


# The codes of replay's refusals: the log not read, not a log as deckctl writes one, or a game that
# does not play again as logged.
UNREADABLE, BAD_LOG, REPLAY_DIFFERS = "unreadable", "bad-replay-log", "replay-differs"


def _refuse(log: Path, code: str, message: str, line: int | None = None, col: int | None = None,
            hint: str | None = None) -> NoReturn:
    """Refuse the log as every command prints a finding (`LOG:line:col: error: message [code]`, its
    hint below; the whole file without a place), and exit 1. A step is a line: its column is 1."""
    from deckctl.core.diagnostics import Diagnostic

    place = (line, col or 1) if line else (0, 0)
    write_findings([Diagnostic(shown(log), *place, code, message, hint=hint or "")], sys.stderr)
    raise typer.Exit(exit_codes.INVALID)


def _bundle_played_in(log: Path, parsed, game_id: str, deck: Path | None) -> dict:
    """The deck folder's bundle in the language the log says the game was played in. A deck with no
    edition in it is refused on the log's header, at `language`: as edited, when the header is not
    the one recorded (the deck's own edition tells what it was), else naming the language."""
    from deckctl.engine import make_game
    from deckctl.engine.replay import ReplayError, check_header_digest
    from deckctl.engine.sources import NoSuchLanguage, SourceError, game_edition

    played = _played_in(parsed.header)
    try:
        return game_edition(game_id, deck, None, played).bundle
    except NoSuchLanguage as exc:
        refused = exc
    except SourceError:  # (the deck's own refusal, printed as play prints it)
        return _bundle(game_id, deck, None, played)
    own = _bundle(game_id, deck, None, None)
    try:
        check_header_digest(parsed, own, make_game)
    except ReplayError as exc:
        _refuse(log, REPLAY_DIFFERS, str(exc), exc.line or parsed.line_of(exc.step), exc.col, exc.hint)
    _refuse(log, REPLAY_DIFFERS, f"header: the game was played in `{played}`, but {refused}", parsed.header_line,
            parsed.column_of("language"),
            "give --bundle with the bundle it was played with, or --deck with the deck folder it was played from")


def replay_command(
    log: Path = typer.Argument(..., metavar="LOG", help="A replay log written by `deckctl play --log`."),
    deck: Path = DECK_OPTION,
    bundle: Path = BUNDLE_OPTION,
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language, show_default=False,
                             help="The language the deck was played in (play --lang; default: the deck's)."),
) -> None:
    """Play a logged game again and check every step and the result."""
    from deckctl.engine import has_engine, make_game
    from deckctl.cli.common import existing
    from deckctl.engine.replay import ReplayError, log_from_bytes, replay
    from deckctl.io.paths import Refused, read_json_file

    existing(log, "file")
    for path, kind in ((deck, "folder"), (bundle, "file")):  # (a usage error before any error of the log)
        if path is not None:
            existing(path, kind)
    try:  # (a named pipe or a device is refused, never waited on)
        parsed = log_from_bytes(read_json_file(log), str(log))
    except (OSError, Refused) as exc:
        reason = f"cannot read it: {exc.strerror or exc}" if isinstance(exc, OSError) else f"the log is not read: {exc.message}"
        _refuse(log, UNREADABLE, reason)
    except JsonLimitError as exc:  # (its size)
        from deckctl.engine.replay import NOT_AS_WRITTEN

        _refuse(log, BAD_LOG, f"the log {exc}", hint=NOT_AS_WRITTEN)
    except ReplayError as exc:
        _refuse(log, BAD_LOG, str(exc), exc.line, exc.col, exc.hint)
    game_id = parsed.header["game"]  # (a text: parse_log checks every field's kind)
    if not has_engine(game_id):
        from deckctl.core.quoted import shortened
        from deckctl.engine.replay import named_edit

        edited = named_edit(parsed, {})  # (a game's id edited into one that is none: the header says which)
        if edited is not None:
            _refuse(log, REPLAY_DIFFERS, str(edited), parsed.header_line, edited.col, edited.hint)
        _refuse(log, BAD_LOG, f"header: `{shortened(game_id)}` is not a game with an engine", parsed.header_line,
                parsed.column_of("game"))
    if lang is None and bundle is None and _played_in(parsed.header):
        data = _bundle_played_in(log, parsed, game_id, deck)
    else:
        data = _bundle(game_id, deck, bundle, lang)
    try:
        state = replay(parsed, data, make_game)
    except ReplayError as exc:  # named by the log's line, as every finding is by file:line
        _refuse(log, REPLAY_DIFFERS, str(exc), exc.line or parsed.line_of(exc.step), exc.col, exc.hint)
    from deckctl.engine.core import stopped_by_limit
    from deckctl.engine.replay import QUIT_RESULT

    returns = state.returns()
    if parsed.result == QUIT_RESULT:
        outcome = "the players quit, leaving the game unfinished"
    elif stopped_by_limit(state):  # as simulate counts it: not a game anybody won or lost as played
        outcome = "the game was stopped by an engine safeguard (no winner)"
    elif len(returns) == 1:
        outcome = "the team won" if returns[0] > 0 else "the team lost"
    else:
        outcome = "final result " + ", ".join(f"seat {seat + 1}: {value:g}" for seat, value in enumerate(returns))
    rounds = f" in round {state.round}" if hasattr(state, "round") else ""
    steps = f"{len(parsed.steps)} step{'' if len(parsed.steps) == 1 else 's'}"
    print(fitted(f"{shown(log)}: replayed {steps} exactly; {outcome}{rounds}", sys.stdout))
    raise typer.Exit(exit_codes.OK)
