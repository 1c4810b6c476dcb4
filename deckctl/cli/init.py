"""`deckctl init`: a new deck repository; `deckctl new deck`: one more deck in it;
`deckctl new card`: a card to fill in."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import typer

from deckctl.cli.common import (
    Format,
    did_you_mean,
    environment_error,
    error,
    language,
    named,
    refused_only,
    say,
    shown,
    shown_line,
    usage_error,
    write_findings,
)
from deckctl.cli.help import Command, Group
from deckctl.core import exit_codes


def init_command(
    directory: Path = typer.Argument(Path("."), metavar="DIR", show_default=False,
                                    help="Where to create it (default: here)."),
    game: str = typer.Option(..., "--game", "-g", metavar="GAME",
                             help="knowledge, wissens-spektrum, i-know, iknow or you-know-it."),
    lang: str = typer.Option("en", "--lang", "-l", metavar="LANG", callback=language, show_default=False,
                             help="The language the deck is written in, e.g. en, de or de-AT (default: en)."),
) -> None:
    """Create a deck repository: a sample deck, schemas, editor settings, pre-commit and CI."""
    from deckctl.scaffold.init import (
        fit,
        git_top_above,
        nested,
        next_steps,
        not_a_folder,
        other_branch,
        plan,
        top_named,
        write,
    )
    from deckctl.scaffold.templates import samples_note

    _check_game(game)
    # (its messages name DIR as typed, a byte not UTF-8 written `\\xff`, as every command's do)
    inside = nested(directory, game)
    if inside is not None:
        raise usage_error(shown(inside.message), hint=shown(inside.hint))
    # Paths are shown as the user gave DIR (`/tmp/x`, not `../x`): they are `directory / ...`.
    planned = plan(directory, game, lang)
    blocked = not_a_folder(directory, planned)
    if blocked is not None:
        place, what = blocked
        needs = ("init creates the repository in a folder" if place == directory or place in directory.parents
                 else "init writes files into a folder there")
        raise usage_error(f"{shown(place)} is {what}, not a folder: {needs}",
                          hint="name a new folder, or the folder of your repository" if place == directory
                          else "move it away, or pick another DIR")
    try:
        fitted = fit(directory, planned, game, lang)
    except OSError as exc:  # (the folder's .gitignore or .gitattributes: no permission)
        raise environment_error(exc, "read") from None
    for path, why in fitted.unread:
        say(f"{shown(path)}: not read: {why}")
    if fitted.unread:
        error("init adds deckctl's lines to the folder's .gitignore and .gitattributes, and writes nothing "
              "when it does not read one", hint="make it a plain file of at most 1 MiB, or move it away "
              "(init then writes its own)")
    if fitted.clashes:
        for path in fitted.clashes:
            say(f"{shown(path)}: already exists")
        hint = _another_deck_hint(directory, game)
        error("init writes nothing over existing files; move them away or pick another DIR", hint=hint and shown(hint))
    if fitted.unread or fitted.clashes:
        raise typer.Exit(exit_codes.INVALID)
    try:
        write(directory, fitted.files)
    except OSError as exc:
        raise environment_error(exc) from None
    for note in fitted.notes:
        say(note)
    git_top = git_top_above(directory)
    if git_top is not None:
        say(f"note: {shown(directory)} lies inside the git repository {shown(top_named(git_top))}: GitHub runs the "
            "workflow in .github/, and pre-commit reads .pre-commit-config.yaml, only in its top folder; "
            "move them there, or make this folder a repository of its own (`git init`)")
    branch = other_branch(directory)
    if branch is not None:
        say(shown_line(f"note: the repository is on the branch `{branch}`; the README's commands and CI "
                       f"(.github/workflows/decks.yml) call the default branch main: if `{branch}` is yours, write "
                       f"it for main in them, or rename it (`git branch -m {branch} main`)"))
    in_english = samples_note(lang)
    if in_english is not None:
        say(f"note: {in_english}")
    deck = next(path.parent for path in fitted.files if path.name == "deck.yaml")
    say(f"created {len(fitted.files)} files in {shown(directory)}; the deck is {shown(deck)}")
    for line in next_steps(directory, fitted.files):
        say(line)


def _check_game(game: str) -> None:
    from deckctl import games

    if game not in games.GAME_IDS:
        raise usage_error(f"unknown game `{game}`{did_you_mean(game, games.GAME_IDS)} (the games: "
                          f"{', '.join(games.GAME_IDS)})")


def _another_deck_hint(directory: Path, game: str) -> str | None:
    """For a folder that is a deck repository already: how to add a deck to it instead."""
    if not (directory / "decks").is_dir():
        return None
    where = "" if directory == Path(".") else f"in {directory}: "
    return f"{where}`deckctl new deck decks/NAME --game {game}` adds a deck to this repository"


new_app = typer.Typer(cls=Group, no_args_is_help=True, add_completion=False,
                      help="Add to a repository or a deck: a deck, a card to fill in.",
                      context_settings={"help_option_names": ["-h", "--help"]})


@new_app.command("deck", cls=Command, short_help="Add a deck with sample cards to this repository.")
def new_deck_command(
    folder: Path = typer.Argument(..., metavar="FOLDER", help="The new deck's folder, decks/NAME; NAME is its id."),
    game: str = typer.Option(..., "--game", "-g", metavar="GAME",
                             help="knowledge, wissens-spektrum, i-know, iknow or you-know-it."),
    lang: str = typer.Option("en", "--lang", "-l", metavar="LANG", callback=language, show_default=False,
                             help="The language the deck is written in, e.g. en, de or de-AT (default: en)."),
) -> None:
    """Add a deck to the repository you are in, as init writes its first: decks/NAME/deck.yaml
    (its id NAME), sample cards in cards/ and, for Knowledge?, the board. Nothing is written over."""
    from deckctl.scaffold.new_deck import NewDeckRefused, plan_deck, write_deck

    _check_game(game)
    working = Path(os.curdir)
    try:
        deck = plan_deck(folder, game, lang, working)
    except NewDeckRefused as exc:  # (it names FOLDER as Python holds it: a byte not UTF-8 written `\\xff` here)
        message, hint = shown(exc.message), exc.hint and shown(exc.hint)
        if exc.usage:
            raise usage_error(message, hint) from None
        error(message, hint)
        raise typer.Exit(exit_codes.INVALID) from None
    try:
        write_deck(deck, working)
    except OSError as exc:
        raise environment_error(exc) from None
    for note in deck.notes:
        say(f"note: {note}")
    from deckctl.io.shell_word import shell_word

    say(f"created {shown(folder)} with {len(deck.files)} files, deck id `{deck.deck_id}`; "
        f"`deckctl new card {shown(shell_word(str(folder)))}` adds a card to fill in")


@new_app.command("card", cls=Command, short_help="Append a card with a fresh id.")
def new_card_command(
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    file: Path = typer.Option(None, "--file", metavar="F", show_default=False,
                              help="The card file, e.g. cards/people.yaml (default: the last one); a new name in cards/ starts one."),
) -> None:
    """Append a card with a fresh id to a card file; its texts say TODO until you write them
    (it validates; `deckctl lint` lists it)."""
    from deckctl.io.discover import discover, display_path, is_hidden_file_name
    from deckctl.scaffold.new_card import NewCardError, add_card

    if not (deck / "deck.yaml").is_file():
        raise usage_error(f"{shown(deck)} is not a deck folder (no deck.yaml)", hint=_not_a_deck_hint(deck))
    refused_only(discover([deck]), Format.text)  # (a deck validate refuses, its name not UTF-8: no card added)
    target = None
    new_file = False
    if file is not None:
        _refuse_card_file_link(deck, file)
        target = file if file.is_file() else deck / file
        not_a_file = _not_a_file(file) or _not_a_file(deck / file)
        if not target.is_file() and not_a_file:  # (a named pipe, a folder: there, but no card file)
            raise usage_error(f"{shown(file)} is {not_a_file}, not a file",
                              hint=f"name one of the deck's card files ({shown(deck / 'cards')}/NAME.yaml)")
        if not target.is_file():
            target = _new_card_file(deck, file)
            new_file = True
        if target.resolve().parent != (deck / "cards").resolve():
            raise usage_error(f"{shown(file)} is not a card file of {shown(deck)} (they are in {shown(deck / 'cards')})")
        if is_hidden_file_name(target.name):  # (an editor's lock or backup file: never read either)
            raise usage_error(f"{shown(file)} is not a card file: a name starting with a dot is hidden, and no deck reads it",
                              hint=f"name one of the deck's card files ({shown(deck / 'cards')}/NAME.yaml), or rename "
                              "this one without the leading dot")
        if target.suffix != ".yaml":  # (a `.yml` file is not read: its new card would be in no deck)
            raise usage_error(f"{shown(file)} is not a card file: card files end in .yaml; rename it to {shown(target.stem)}.yaml")
    try:
        added = add_card(deck, target, new_file=new_file)
    except NewCardError as exc:
        write_findings([exc.diagnostic], sys.stderr)
        raise typer.Exit(exit_codes.INVALID) from None
    except OSError as exc:  # (a new file: cards/ not a folder, a link, no permission)
        raise environment_error(exc) from None
    started = " in a new card file" if added.started else ""  # (not if another run started it meanwhile)
    # (the deck folder's name may hold any bytes: git commits them)
    print(shown_line(f"{named(display_path(added.file))}:{added.line}: added card `{added.card_id}`{started}; fill in its TODO texts"))


def _refuse_card_file_link(deck: Path, file: Path) -> None:
    """A card file `--file` names in the deck's cards/ folder that is a symbolic link (leading
    inside the repository, out of it, or to nothing) is refused as `new card` refuses the last card
    file when it is one: new card writes through no link (exit 74). It had been told it was no card
    file of the deck, or, a link to nothing, that a name apart only in case was there (exit 2)."""
    from deckctl.io.atomic import check_target
    from deckctl.io.discover import display_path

    for named in (file, deck / file):
        if os.path.islink(named) and _same_folder(named.parent, deck / "cards"):
            try:
                check_target(named)
            except OSError as exc:
                exc.filename = display_path(named)
                raise environment_error(exc) from None


def _new_card_file(deck: Path, file: Path) -> Path:
    """The card file `--file` names that is not there yet, which new card starts: a name directly
    in the deck's cards/ folder, as named from the deck folder (`cards/new.yaml`) or from the
    current folder, given back as `DECK/cards/NAME` (so that it is written inside the deck, through
    no link). Anywhere else it is a usage error, with the card files there are as hint."""
    cards = deck / "cards"
    for named in (file, deck / file):
        if _same_folder(named.parent, cards):
            _check_new_name(cards, named.name)  # (first: a typo's hint must not name a file this refuses)
            _check_not_there_but_for_case(cards, named.name)
            typo = _near_card_file(deck, named.name)
            if typo is not None:  # (a typo would start a stray file of one TODO card)
                raise usage_error(f"no such card file: {shown(file)}; did you mean `{typo}`?",
                                  hint=f"to start a new card file by that name, create {shown(cards / named.name)} "
                                  "empty first: new card adds the card to it")
            return cards / named.name
    in_cards = cards / file.name
    if in_cards.is_file():
        hint = f"write --file {shown(in_cards.relative_to(deck))} (from the deck folder)"
    else:
        hint = (f"{_card_files_hint(deck, file)}; a new card file goes in the deck's cards/ folder: "
                f"--file {shown(Path('cards', file.name))} starts one")
    raise usage_error(f"no such card file: {shown(file)}", hint=hint)


def _check_new_name(cards: Path, name: str) -> None:
    """A new card file's name is one a deck reads and a message can show: not hidden, ending in
    .yaml, no control character (which the same check of an existing file would ask to rename)."""
    from deckctl.core.printable import printable_line
    from deckctl.io.discover import MAX_CARD_FILE_NAME_BYTES, card_file_name_fits, is_hidden_file_name, is_text_name

    named = f"--file cards/{shown(name)}"
    if is_hidden_file_name(name):
        visible = name.lstrip(".")
        hint = (_instead(cards, visible) if visible.endswith(".yaml") and visible != ".yaml"
                else "--file cards/NAME.yaml starts one")
        raise usage_error(f"{named}: a new card file's name may not start with a dot: it would be hidden, and no "
                          "deck reads it", hint=hint)
    if not name.endswith(".yaml") or name == ".yaml":
        raise usage_error(f"{named}: card files end in .yaml", hint=_instead(cards, f"{Path(name).stem}.yaml"))
    if not is_text_name(name) or printable_line(name) != name:
        raise usage_error(f"{shown_line(named)}: a new card file's name must be text without control characters",
                          hint="name it with letters, digits and hyphens, such as cards/new-cards.yaml")
    if not card_file_name_fits(name):  # (a deck would not read it)
        raise usage_error(f"--file cards/NAME.yaml: a card file's name is at most {MAX_CARD_FILE_NAME_BYTES} bytes, "
                          f"this one {len(os.fsencode(name))}", hint="give it a shorter name")
    from deckctl.io.new_file_names import new_card_file_problem

    problem = new_card_file_problem(name)
    if problem:  # (deck.yaml in cards/, a Windows device's name: a file every checkout must hold)
        raise usage_error(f"{shown_line(named)}: {problem}", hint="name it with letters, digits and hyphens, such as "
                          "cards/new-cards.yaml")


def _instead(cards: Path, name: str) -> str:
    """The --file to give instead, and what it does: adds to the card file by that name, or starts it."""
    return f"--file cards/{shown(name)} " + ("adds the card to it" if (cards / name).is_file() else "starts one")


def _check_not_there_but_for_case(cards: Path, name: str) -> None:
    """A new card file's name is not that of something in cards/ but for case or how an accent is
    written (`Sample.yaml` beside `sample.yaml`): on macOS and Windows the two would be one file,
    and a checkout there could not hold both (the typo check lets such names by, as one series)."""
    from deckctl.io.discover import is_hidden_file_name
    from deckctl.io.new_file_names import folded

    wanted = folded(name)
    try:
        entries = os.scandir(cards)
    except OSError:  # (no cards/ folder yet: nothing there)
        return
    with entries:
        there = next((entry.name for entry in entries if folded(entry.name) == wanted), None)
    if there is None:
        return
    a_card_file = there.endswith(".yaml") and not is_hidden_file_name(there) and (cards / there).is_file()
    raise usage_error(f"--file cards/{shown(name)}: cards/{shown(there)} is there, a name apart only in case or "
                      "accents: on macOS and Windows the two would be one file",
                      hint=_instead(cards, there) if a_card_file else "give the new card file another name")


def _same_folder(folder: Path, cards: Path) -> bool:
    """`folder` is the deck's cards/ folder: the same path, or (both there) the same folder."""
    if os.path.normpath(os.path.abspath(folder)) == os.path.normpath(os.path.abspath(cards)):
        return True
    try:
        return folder.is_dir() and cards.is_dir() and os.path.samefile(folder, cards)
    except (OSError, ValueError):  # (ValueError: a NUL in the name)
        return False


_LISTED = 8  # names a hint lists before `and N more`


def _listed(names: list[str]) -> str:
    more = len(names) - _LISTED
    return ", ".join(names[:_LISTED]) + (f" and {more} more" if more > 0 else "")


def _card_files_hint(deck: Path, file: Path) -> str:
    """What to give --file instead of a card file that is not there: the deck's card files, named
    from the deck folder, the nearest first when one is close to what was typed."""
    from deckctl.io.discover import card_file_paths

    names = [shown(path.relative_to(deck).as_posix()) for path in card_file_paths(deck)]
    if not names:
        return "the deck has no card file yet"
    near = _near_card_file(deck, file.name)
    return f"the deck's card files: {_listed(names)}" + (f"; did you mean `{near}`?" if near else "")


def _near_card_file(deck: Path, name: str) -> str | None:
    """The deck's card file (`cards/sample.yaml`) whose name `name` looks like a typo of, or None.
    By the names' stems: every card file shares `cards/` and `.yaml`, which made `cards/new.yaml` a
    near miss of `cards/sample.yaml`. Names apart only in digits, hyphens and underscores are no
    typo but a series (`history-2.yaml` beside `history.yaml`)."""
    from difflib import get_close_matches

    from deckctl.io.discover import card_file_paths

    def series(stem: str) -> str:
        return stem.lower().translate(str.maketrans("", "", "0123456789-_"))

    stem = Path(name).stem
    stems = {path.stem.lower(): path for path in card_file_paths(deck) if series(path.stem) != series(stem)}
    close = get_close_matches(stem.lower(), list(stems), n=1)
    return shown(stems[close[0]].relative_to(deck).as_posix()) if close else None


def _not_a_deck_hint(folder: Path) -> str:
    """What to name instead of a folder that holds no deck: its deck when it lies inside one
    (decks/quiz/cards), deck.yml renamed, or the decks of the repository you are in."""
    from deckctl.io.discover import DECKS, deck_holding, deck_repository_top, discover, display_path

    if (folder / "deck.yml").is_file():
        return f"rename {shown(folder / 'deck.yml')} to deck.yaml: deckctl reads a deck's manifest by that name"
    from deckctl.io.shell_word import shell_word

    inside = deck_holding(folder) if os.path.isdir(folder) else None
    if inside is not None:
        return f"it lies in the deck {shown(display_path(inside))}: run `deckctl new card {shown(shell_word(display_path(inside)))}`"
    top = deck_repository_top(Path(os.curdir))
    decks = [shown(display_path(deck)) for deck in discover([top / DECKS]).decks] if top is not None else []
    if not decks:
        return "name a deck's folder (one holding deck.yaml); `deckctl new deck decks/NAME --game GAME` adds a deck"
    return f"the decks here: {_listed(decks)}{did_you_mean(shown(folder), decks)}"


def _not_a_file(path: Path) -> str | None:
    """What is at `path` (links followed) when it is there but is not a regular file ("a named
    pipe", "a folder"), as io.paths.kind_of says it; None when nothing is there, or a file."""
    from deckctl.io.paths import kind_of

    try:
        return kind_of(os.stat(path).st_mode)
    except (OSError, ValueError):  # (ValueError: a NUL in the name)
        return None
