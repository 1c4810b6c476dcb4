"""`deckctl init`: the files of a new deck repository, ready for an editor, git and CI.

`plan` says what would be written (path -> bytes), `fit` fits it to what the folder already
holds, and `write` writes it all or nothing. A folder's own README, LICENSE, `.git` and the like
are welcome: the README is kept (deckctl's notes go to decks/README.md), `.gitignore` and
`.gitattributes` get deckctl's lines added (read only when each is a plain file of at most
MAX_GIT_LIST_BYTES: a symbolic link is not followed, nor a named pipe waited on); any other file
init would write over stops it.
"""

from __future__ import annotations

import os
import stat
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from deckctl import __version__, games
from deckctl.io.atomic import write_all
from deckctl.io.discover import DECKS, deck_holding, deck_repository_top, display_path
from deckctl.io.git import run_git
from deckctl.io.paths import Refused, kind_of, read_regular
from deckctl.io.shell_word import shell_word
from deckctl.scaffold import editor_settings, starter_cards, templates, templates_de
from deckctl.scaffold.pins import CI_PYTHON

# The file patterns of deckctl's own .pre-commit-hooks.yaml: the files that belong to a deck, and
# any YAML file in a folder of decks/ (a card file put beside cards/ rather than in it is an error).
_DECK_FILES = r"(^|/)(deck\.yaml|board\.yaml|cards/[^/]+\.yaml|locales/[^/]+\.po|decks/[^/]+/[^/]+\.ya?ml)$"
_FORMATTED_FILES = r"(^|/)(deck\.yaml|board\.yaml|cards/[^/]+\.yaml)$"


def deck_id(game_id: str) -> str:
    return f"{game_id}-deck"


# Local hooks: they run the deckctl the editor installed (the merge driver needs it on the PATH
# anyway), so the first commit works without naming a deckctl repository that may not be reachable.
_PRE_COMMIT = f"""\
# pre-commit (https://pre-commit.com): `pre-commit install` once, then every commit is checked
# by the `deckctl` on your PATH. deckctl-lint validates first; its warnings (a TODO text) do not
# stop a commit: `deckctl lint` lists them (add `args: [--strict]` to the hook to stop on them).
# To have pre-commit install deckctl itself instead, replace `repo: local` and the hooks below by
#   - repo: <the URL of deckctl's git repository>
#     rev: <the full hash of a commit of it>  # (a tag can be moved to other code)
#     hooks: [{{id: deckctl-fmt}}, {{id: deckctl-lint}}]
# (`pre-commit autoupdate --freeze` writes a release's commit there, its tag in a comment).
repos:
  - repo: local
    hooks:
      - id: deckctl-fmt
        name: deckctl fmt --check
        entry: deckctl fmt --check --skip-outside-decks
        language: system
        files: '{_FORMATTED_FILES}'
        require_serial: true
      - id: deckctl-lint
        name: deckctl lint
        entry: deckctl lint --skip-outside-decks
        language: system
        files: '{_DECK_FILES}'
        require_serial: true
"""


_GITATTRIBUTES = """\
# Card files merge card by card and `git diff` shows them field by field, once per clone:
#   git config merge.deckctl.driver "deckctl merge %O %A %B %P --marker-size %L --base-label %S --ours-label %X --theirs-label %Y"
#   git config diff.deckctl.textconv "deckctl diff --textconv"
decks/**/cards/*.yaml merge=deckctl diff=deckctl
# Deck files and catalogs keep LF line endings in every checkout, as deckctl fmt writes them
# (Git for Windows' core.autocrlf would otherwise check them out with CRLF).
*.yaml text eol=lf
*.yml text eol=lf
*.po text eol=lf
"""


_GITIGNORE = """\
# What deckctl makes: build outputs, its cache of checked decks, the pseudo-locale catalogs, the
# pages of `deckctl proof` and `deckctl diff --html` and the sheet of `deckctl export calibration`
# (their default --out, in this folder only)
build/
.deckctl-cache/
decks/*/locales/en-XA.po
/proof/
/card-diff/
/calibration.pdf
"""


REQUIREMENTS = ".github/deckctl-requirements.txt"  # the deckctl CI installs


def _requirements() -> str:
    from deckctl.scaffold.pins import dependency_pins

    pins = "".join(f"{pin}\n" for pin in dependency_pins())
    return f"""\
# The deckctl that CI installs (.github/workflows/decks.yml), as `pip install -r` reads it. It is
# pinned here, in the repository, so that every run installs the same deckctl, a pull request's
# from a fork too (those get none of the repository's settings), and a change to it is reviewed
# like any other. Write it on the line after this comment, naming what cannot change under the
# pin: a commit (the full hash of v{__version__}'s; a tag can be moved to other code)
#   deckctl @ git+https://<deckctl's repository>@<the commit's 40 hex digits>
# or a wheel's URL with its SHA-256, which pip checks before installing:
#   deckctl @ https://<host>/deckctl-{__version__}-py3-none-any.whl#sha256=<its 64 hex digits>


# What deckctl needs, at the versions deckctl {__version__} was installed with where this file was
# written: a new release of any of them reaches CI only through a change to this file (a
# .github/dependabot.yml with `package-ecosystem: pip` proposes each update as a pull request).
{pins}"""


def _workflow() -> str:
    # Safe for pull requests from forks: read-only token, no credentials left in the checkout,
    # nothing installed that the repository did not pin, and every check run even when one fails.
    # The caches are GitHub's, kept per branch: a pull request's runs read the default branch's
    # and their own, and write only their own.
    key = f"${{{{ runner.os }}}}-${{{{ steps.python.outputs.python-version }}}}-${{{{ hashFiles('{REQUIREMENTS}') }}}}"
    return f"""\
# Checks every pull request and every push to the default branch (main: change it below if yours
# differs); errors show on their lines in the pull request's files. A pull request from a fork runs
# it as it stands in the pull request, with a read-only token and no secrets (there are none to
# take); GitHub waits for a maintainer to approve a first-time contributor's run (Settings >
# Actions > General). Never switch it to pull_request_target, which would run that code with the
# repository's token and caches.
name: decks
on:
  push:
    branches: [main]
  pull_request:
permissions:
  contents: read
# A new push to a pull request cancels its older run; every push to main is checked to the end,
# each in a group of its own (in a shared one, GitHub would cancel a run still waiting in it).
concurrency:
  group: decks-${{{{ github.event_name == 'pull_request' && github.ref || github.run_id }}}}
  cancel-in-progress: true
jobs:
  check:
    name: check decks
    runs-on: ubuntu-latest
    # A run that hangs stops here rather than after GitHub's six hours.
    timeout-minutes: 30
    steps:
      # Actions pinned to a commit (a tag can be moved), each a release that runs on Node 24 (GitHub
      # retires Node 20). A .github/dependabot.yml with `package-ecosystem: github-actions` keeps
      # them up to date, a pull request for each.
      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1  # v7.0.1
        with:
          persist-credentials: false
          fetch-depth: 0  # the pull request's base and head commits too, for the card diff below
      - uses: actions/setup-python@5fda3b95a4ea91299a34e894583c3862153e4b97  # v7.0.0
        id: python
        with:
          python-version: "{CI_PYTHON}"
      # deckctl in an environment of its own, kept whole until the requirements file or Python
      # changes: restored as installed (file times too), which the checks kept below need, since
      # they belong to one installed deckctl. (pip's download cache would keep the downloads only.)
      - name: restore deckctl
        id: venv
        uses: actions/cache/restore@27d5ce7f107fe9357f9df03efb73ab90386fccae  # v5.0.5
        with:
          path: ~/deckctl-venv
          key: deckctl-venv-{key}
      - name: install deckctl
        id: install
        env:
          RESTORED: ${{{{ steps.venv.outputs.cache-hit }}}}
        run: |
          if ! grep -qiE '^[[:space:]]*deckctl([^-_.a-z0-9]|$)' {REQUIREMENTS}; then
            echo "::error file={REQUIREMENTS}::write the deckctl to install in this file (its comment says how)"
            exit 1
          fi
          if [ "$RESTORED" != true ]; then
            python -m venv --clear ~/deckctl-venv
            ~/deckctl-venv/bin/pip install --disable-pip-version-check -r {REQUIREMENTS}
          fi
          echo "$HOME/deckctl-venv/bin" >> "$GITHUB_PATH"
          # deckctl's cache of checked decks outside the checkout: only what runs wrote is read
          echo "DECKCTL_CACHE_DIR=$HOME/.cache/deckctl/checks" >> "$GITHUB_ENV"
      - name: keep deckctl
        if: ${{{{ steps.venv.outputs.cache-hit != 'true' }}}}
        uses: actions/cache/save@27d5ce7f107fe9357f9df03efb73ab90386fccae  # v5.0.5
        with:
          path: ~/deckctl-venv
          key: ${{{{ steps.venv.outputs.cache-primary-key }}}}
      # What deckctl found in the decks (and the key its records are signed with, beside them):
      # only decks that changed since are checked again.
      - name: restore the checks of unchanged decks
        id: checks
        uses: actions/cache/restore@27d5ce7f107fe9357f9df03efb73ab90386fccae  # v5.0.5
        with:
          path: ~/.cache/deckctl
          key: deckctl-checks-{key}-${{{{ github.sha }}}}
          restore-keys: deckctl-checks-{key}-
      - name: validate
        run: deckctl validate decks --format github
      - name: lint
        if: ${{{{ !cancelled() && steps.install.outcome == 'success' }}}}
        run: deckctl lint decks --format github
      - name: fmt
        if: ${{{{ !cancelled() && steps.install.outcome == 'success' }}}}
        run: deckctl fmt --check decks --format github
      # Kept when checks failed too: the next push re-checks only the decks it changes.
      - name: keep the checks
        if: ${{{{ !cancelled() && steps.install.outcome == 'success' && steps.checks.outputs.cache-hit != 'true' }}}}
        uses: actions/cache/save@27d5ce7f107fe9357f9df03efb73ab90386fccae  # v5.0.5
        with:
          path: ~/.cache/deckctl
          key: ${{{{ steps.checks.outputs.cache-primary-key }}}}
      # On a pull request: the cards it changes as pictures, before and after (deckctl diff --html),
      # kept as an artifact and linked from the job's summary. A deck that does not load on one
      # side fails the step (exit 1) after the page says so (NOT COMPARED): uploaded all the same.
      # The page goes into a folder of its own outside the checkout, and only that folder is
      # uploaded, only when deckctl wrote it: files the pull request commits are never uploaded.
      # Compared: the pull request's head commit with the commit its branch started from, as its
      # "Files changed" (not the checkout, GitHub's temporary merge commit, which has no name;
      # not the base branch as it is now, which would show its newer cards as removed).
      - name: card diff
        id: card-diff
        if: ${{{{ !cancelled() && github.event_name == 'pull_request' && steps.install.outcome == 'success' }}}}
        env:
          BASE: ${{{{ github.event.pull_request.base.sha }}}}
          HEAD: ${{{{ github.event.pull_request.head.sha }}}}
        run: |
          START=$(git merge-base "$BASE" "$HEAD")
          OUT="$RUNNER_TEMP/card-diff"
          rm -rf "$OUT"
          STATUS=0
          deckctl diff --html "$START" "$HEAD" --out "$OUT" || STATUS=$?
          # 0: compared; 1: a deck not compared, which the page says. Else nothing to upload.
          if [ "$STATUS" -le 1 ] && [ -f "$OUT/index.html" ]; then
            echo "page=written" >> "$GITHUB_OUTPUT"
          fi
          exit "$STATUS"
      - name: upload card diff
        id: upload
        if: ${{{{ !cancelled() && steps.card-diff.outputs.page == 'written' }}}}
        uses: actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f  # v7.0.0
        with:
          name: card-diff
          path: ${{{{ runner.temp }}}}/card-diff/
          if-no-files-found: error
          retention-days: 14
          overwrite: true  # a re-run of the job replaces its first attempt's page (else: 409 Conflict)
      - name: link the card diff
        if: ${{{{ !cancelled() && steps.upload.outcome == 'success' }}}}
        env:
          URL: ${{{{ steps.upload.outputs.artifact-url }}}}
          BASE: ${{{{ github.event.pull_request.base.sha }}}}
          HEAD: ${{{{ github.event.pull_request.head.sha }}}}
          BASE_REF: ${{{{ github.event.pull_request.base.ref }}}}
          HEAD_REF: ${{{{ github.event.pull_request.head.ref }}}}
        run: |
          START=$(git rev-parse --short "$(git merge-base "$BASE" "$HEAD")")
          TIP=$(git rev-parse --short "$HEAD")
          echo "### Cards changed by this pull request" >> "$GITHUB_STEP_SUMMARY"
          # (the branches' names in code spans, backticks dropped: they are the pull request's text)
          echo "$START (\\`${{BASE_REF//\\`/}}\\`) → $TIP (\\`${{HEAD_REF//\\`/}}\\`): the cards before and after, as they print, in [card-diff]($URL) (download, unzip, open index.html)." >> "$GITHUB_STEP_SUMMARY"
"""


_WORKING_ON_CARDS = (
    ("deckctl new card {deck}", "a new card with a fresh id, to fill in"),
    ("deckctl lint && deckctl fmt --check", "what CI checks on every pull request"),
    ("deckctl fmt decks", "the one layout every card file keeps"),
    ("deckctl stats {deck}", "the cards counted against the box, translations"),
    ("deckctl diff main", "what your branch changed, card by card"),
    ("deckctl new deck decks/NAME --game {game}{lang}", "another deck, its cards to fill in"),
)


def _commented(deck: str, game_id: str, language: str = "en") -> str:
    """The commands of the README, their comments (in German for a German deck) in one column
    whatever the deck's name."""
    german = templates.german(language)
    # (a deck in another language than English is added in its language too: `new deck` writes English otherwise)
    lang = f" --lang {language}" if language != "en" else ""
    commands = [(command.format(deck=deck, game=game_id, lang=lang),
                 templates_de.WORKING_ON_CARDS[command] if german else comment)
                for command, comment in _WORKING_ON_CARDS]
    width = max(len(command) for command, _ in commands) + 1
    return "".join(f"{command.ljust(width)}# {comment}\n" for command, comment in commands)


def _readme(game_id: str, title: str, language: str = "en", beside: bool = False) -> str:
    """The repository's README, in German for a German deck (as its sample cards are); `beside`:
    it is not at the top (the folder has its own), which it says."""
    deck = f"decks/{deck_id(game_id)}"
    if templates.german(language):
        return templates.spelt(templates_de.README.format(
            title=title, beside=templates_de.BESIDE if beside else "", commands=_commented(deck, game_id, language),
            requirements=REQUIREMENTS, version=__version__), language)
    beside = _BESIDE if beside else ""
    return f"""\
# {title} decks

Quiz cards for {title}, kept as YAML and checked with deckctl.{beside}

## Getting started

```sh
pipx install <deckctl's wheel>           # once per machine (deckctl's README says where from)
pipx install pre-commit
git init -b main                         # a new repository (in one you have already, see below)
pre-commit install                       # every commit is checked by your deckctl
git config merge.deckctl.driver "deckctl merge %O %A %B %P --marker-size %L --base-label %S --ours-label %X --theirs-label %Y"
git config diff.deckctl.textconv "deckctl diff --textconv"
```

The commands below and CI (`.github/workflows/decks.yml`) call the default branch `main`. In a
repository whose default branch has another name, such as `master`, write that name for `main`
in them (or rename the branch: `git branch -m master main`).

Open the folder in VS Code with the YAML extension: the card files get completion and show
errors as you type (`.vscode/settings.json` and `schemas/`).

## Working on cards

```sh
{_commented(deck, game_id)}```

`deckctl new card` writes `TODO` texts that `deckctl lint` lists until they are filled in.
Run `deckctl schema --dir schemas` after upgrading deckctl to refresh the schemas.
CI (`.github/workflows/decks.yml`) installs the deckctl this repository pins in
`{REQUIREMENTS}`: write there a requirement pip can reach that names a commit,
such as `deckctl @ git+https://<deckctl's repository>@<v{__version__}'s commit hash>`, or a
wheel's URL ending in `#sha256=<its hash>` (its comment shows both).

## Seeing the cards

`deckctl proof --serve` shows every card as it prints, with its findings, at
http://127.0.0.1:8000/ (`--port N` for another port), and updates the open page each time a deck
file is saved; the terminal names the first error a save brings. Ctrl-C stops it.

On a pull request, CI draws the cards it changes, before and after, and uploads the page as the
artifact `card-diff`, linked from the job's summary: download it, unzip it and open `index.html`.
`deckctl diff --html main` writes the same page for your branch into `card-diff/`.
"""


def deck_files(deck: Path, game_id: str, deck_id: str, language: str = "en",
               title: str | None = None, full_table: bool = True) -> dict[Path, bytes]:
    """The files of a new deck of `game_id` in the folder `deck`: its manifest (titled `title`, else
    "My <game> deck"), the sample cards (with the starter deck's cards a full table needs, as
    starter_cards adds them, unless not `full_table`: `new deck` keeps one card of each kind) and,
    for a game played on a board, the reference board (from the starter deck), so it plays."""
    from deckctl.io.resources import starter_deck

    game = games.get(game_id)
    files: dict[Path, str | bytes] = {deck / "deck.yaml": templates.manifest(game_id, game.title, deck_id, language, title)}
    samples = templates.card_files(game_id, language)
    for name, text in (starter_cards.filled(game_id, samples, language) if full_table else samples).items():
        files[deck / "cards" / name] = text
    if game.board is not None:
        files[deck / "board.yaml"] = (starter_deck(game_id) / "board.yaml").read_bytes()
    return {path: data.encode("utf-8") if isinstance(data, str) else data for path, data in files.items()}


def plan(target: Path, game_id: str, language: str = "en") -> dict[Path, bytes]:
    """Every file of a new repository in `target`, for a deck of `game_id` written in `language`."""
    from deckctl.export.schemas import generate, render

    game = games.get(game_id)
    files: dict[Path, str | bytes] = {
        target / "README.md": _readme(game_id, game.title, language),
        target / ".pre-commit-config.yaml": _PRE_COMMIT,
        target / ".gitattributes": _GITATTRIBUTES,
        target / ".gitignore": _GITIGNORE,
        target / ".github" / "workflows" / "decks.yml": _workflow(),
        target / REQUIREMENTS: _requirements(),
        target / editor_settings.SETTINGS: editor_settings.settings_text(deck_id(game_id), game_id),
        **deck_files(target / "decks" / deck_id(game_id), game_id, deck_id(game_id), language),
    }
    for name, schema in generate().items():
        files[target / "schemas" / name] = render(schema)
    return {path: data.encode("utf-8") if isinstance(data, str) else data for path, data in files.items()}


# The files a folder may hold already: init keeps the folder's README and adds its own lines to
# git's ignore and attribute lists, which any repository may have before its decks.
_README = "README.md"
_EXTENDED = (".gitignore", ".gitattributes")
_README_ELSEWHERE = Path("decks") / _README
_BESIDE = ("\nThis page is in `decks/` because the repository has a README of its own; run the commands\n"
           "below in the repository's top folder.")


# The most of the folder's .gitignore or .gitattributes init reads to add its lines (as `new deck`
# of .vscode/settings.json): a real one is a few KB (GitHub's longest template is some 4 KB). A
# 3 GB one had been read whole, and split into lines, to 12.6 GB of memory.
MAX_GIT_LIST_BYTES = 1 << 20


@dataclass
class Fitted:
    """What init writes into a folder, and what it did around the folder's own files."""

    files: dict[Path, bytes]
    clashes: list[Path] = field(default_factory=list)  # files init would write over: it writes nothing
    notes: list[str] = field(default_factory=list)  # one line per file of the folder's that init kept or added to
    unread: list[tuple[Path, str]] = field(default_factory=list)  # lists init would add to but does not read: why


def fit(target: Path, files: dict[Path, bytes], game_id: str, language: str = "en") -> Fitted:
    """`files` (from `plan`, for a deck in `language`) fitted to what `target` already holds,
    never writing over a file. Raises OSError when a list to add to cannot be read."""
    files = dict(files)
    unread = []
    notes = []
    if os.path.lexists(target / _README):
        del files[target / _README]
        files[target / _README_ELSEWHERE] = _readme(game_id, games.get(game_id).title, language,
                                                    beside=True).encode("utf-8")
        notes.append(f"{_README}: kept as it is; deckctl's notes on working with the decks are in {_README_ELSEWHERE.as_posix()}")
    extended = {}
    for name in _EXTENDED:
        path = target / name
        if not os.path.lexists(path):
            continue
        ours = files.pop(path)
        why = _not_read(path)
        if why is not None:
            unread.append((path, why))
            continue
        try:
            mine = read_regular(path, MAX_GIT_LIST_BYTES, follow=False)
        except Refused:  # (swapped since, or grown past the limit)
            unread.append((path, _not_read(path) or f"it is larger than {MAX_GIT_LIST_BYTES >> 20} MiB"))
            continue
        lines = _extended(mine, ours)
        if lines is not None:
            extended[path] = lines
        notes.append(f"{name}: deckctl's lines added" if lines else f"{name}: has deckctl's lines already")
    clashes = sorted(path for path in files if os.path.lexists(path))  # (a dangling link is something too)
    return Fitted({**files, **extended}, clashes, notes, unread)


def _not_read(path: Path) -> str | None:
    """Why init does not read the folder's `path` (.gitignore, .gitattributes) to add its lines, or
    None: a symbolic link (init writes through none, and one may lead anywhere), something other
    than a file, or a file larger than MAX_GIT_LIST_BYTES. Judged from `lstat`, before it is opened."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return "it is a symbolic link; init adds its lines only to a file of the folder's own"
    kind = kind_of(info.st_mode)
    if kind is not None:
        return f"it is {kind}, not a file"
    if info.st_size > MAX_GIT_LIST_BYTES:
        return f"it is {info.st_size:,} bytes; init adds its lines only to one of at most {MAX_GIT_LIST_BYTES >> 20} MiB"
    return None


@dataclass(frozen=True)
class Nested:
    """Where init was asked to create a repository inside a deck or a deck repository."""

    message: str
    hint: str


def nested(target: Path, game_id: str) -> Nested | None:
    """Why `target` takes no new repository: it is, or lies in, a deck, or lies below the top of
    a deck repository (`deck_repository_top`, as `new deck` finds it). Its files would make a second
    repository nested in the first, whose `deckctl` commands, CI and hooks find the wrong decks;
    `deckctl new deck` is what adds a deck. (The top folder itself is left to `fit`, which names
    every file init would write over and `new deck` in its hint.)"""
    here = "this folder" if target == Path(".") else str(target)
    deck = deck_holding(target)
    if deck is not None:
        # (the deck by its folder's name, its id: from inside it, its path would be `..`)
        where = "is a deck (it holds deck.yaml)" if deck == target.resolve() else f"is inside the deck {deck.name}"
        top = deck.parent.parent if deck.parent.name == DECKS else None
        add = (add_a_deck(top, game_id) if top is not None
               else f"run `deckctl new deck decks/NAME --game {game_id}` in the repository's top folder")
        return Nested(f"{here} {where}: init creates a new deck repository, which does not belong inside a deck",
                      f"run `deckctl init` outside it; to add a deck to its repository, {add}")
    top = deck_repository_top(target)  # (as new deck finds it: what the hint's command adds a deck to)
    if top is not None and top != Path(os.path.abspath(target)):
        return Nested(f"{here} is inside the deck repository {_at(top)}: init would create a second "
                      "repository nested in it", f"to add a deck to it, {add_a_deck(top, game_id)}; "
                      "or run `deckctl init` outside it")
    return None


def _at(top: Path) -> str:
    """A repository's top folder named by its path from the working folder, set apart from the
    sentence around it (a bare `..` before a colon reads as an ellipsis)."""
    shown = display_path(top)
    if shown == ".":
        return "in this folder"
    return f"whose top folder is {shown}" + ("" if Path(shown).name == top.name else f" ({top.name})")


def add_a_deck(top: Path, game_id: str, name: str = "NAME") -> str:
    """The `new deck` command that adds a deck to the repository at `top`, runnable as it stands
    in the working folder: new deck names its folder from there (`../../NAME`) when it finds the
    repository from there (`deck_repository_top`: from any folder of it); otherwise the command
    first goes to the top folder."""
    try:
        working = Path.cwd().resolve()
    except OSError:  # (the working folder is gone)
        working = None
    top = top.resolve()
    found = working is not None and _resolved(deck_repository_top(working)) == top
    if found:
        folder = (Path(os.path.relpath(top / DECKS, working)) / name).as_posix()
        return f"run `deckctl new deck {shell_word(folder)} --game {game_id}`"
    return f"run `cd {shell_word(display_path(top))} && deckctl new deck decks/{name} --game {game_id}`"


def next_steps(target: Path, files: dict[Path, bytes]) -> list[str]:
    """What to run after init, as README's "From init to a merged pull request" says: into the
    folder, `git init -b main` (not where it is a repository already) and `pre-commit install`,
    then the README's two `git config` lines (merge driver and diff), and the pin of deckctl that
    CI needs before the first push. Lines short enough for a 60-column terminal where DIR's name
    is short."""
    try:
        here = target.resolve() == Path.cwd().resolve()
    except OSError:  # (the working folder is gone)
        here = False
    commands = [] if here else [f"cd {shell_word(str(target))}"]
    if not os.path.lexists(target / ".git"):
        commands.append(f"git init -b {DEFAULT_BRANCH}")
    commands.append("pre-commit install")
    readme = next(path for path in (target / _README, target / _README_ELSEWHERE) if path in files)
    steps = [f"next: {' && '.join(commands)}",
             f"then the two `git config` lines in {readme.relative_to(target).as_posix()}"]
    if target / REQUIREMENTS in files:
        # The file init writes holds only comments: deckctl cannot name a pin for itself (it knows
        # no commit or wheel URL of its own), and CI stops at once until one is written there.
        steps.append(f"and pin deckctl in {REQUIREMENTS} for CI")
    return steps




def _resolved(folder: Path | None) -> Path | None:
    return None if folder is None else folder.resolve()


def top_named(folder: Path) -> str:
    """A repository's top folder as a note names it: `here`, or `whose top folder is .. (repo)`
    (as `_at`: `in ..:` read as an ellipsis)."""
    return "here" if display_path(folder) == "." else _at(folder)


DEFAULT_BRANCH = "main"  # what the README's commands (`deckctl diff main`) and the workflow's pushes name


def other_branch(target: Path) -> str | None:
    """The branch of the git repository whose top folder is `target` when it is not DEFAULT_BRANCH
    (`master`, git's own default before 3.0): the README's `git init -b main` leaves an existing
    repository's branch as it is. None where `target` is no repository's top, HEAD is detached, or
    git cannot say."""
    if not os.path.lexists(target / ".git"):
        return None
    try:
        found = run_git(["symbolic-ref", "--short", "-q", "HEAD"], target, timeout=10)
    except (OSError, subprocess.TimeoutExpired):  # (no git installed: nothing to say about its branch)
        return None
    branch = found.stdout.decode("utf-8", "replace").strip()
    return branch if found.returncode == 0 and branch and branch != DEFAULT_BRANCH else None


def git_top_above(target: Path) -> Path | None:
    """The top folder of the git repository `target` lies below (not at), if any: GitHub runs the
    workflows, and pre-commit reads its hooks, only from there."""
    try:
        start = target.resolve()
    except (OSError, RuntimeError):
        return None
    return next((folder for folder in start.parents if os.path.lexists(folder / ".git")), None)


def _what_is_at(path: Path) -> str:
    """What is at `path`, in words, where a folder is needed ("a file", "a device"...)."""
    mode = os.lstat(path).st_mode
    if stat.S_ISLNK(mode):
        return "a symbolic link leading nowhere"
    return kind_of(mode) or "a file"


def not_a_folder(target: Path, files: dict[Path, bytes]) -> tuple[Path, str] | None:
    """The first place init needs a folder and finds something else (DIR itself, a folder above
    it, or `decks` inside it): that place and what is there ("a file"); None when every one is a
    folder or absent. Checked before anything is written, so that the message names the path
    the user can fix rather than the file init could not write."""
    above = target
    while not os.path.lexists(above) and above != above.parent:
        above = above.parent
    needed = [above, *sorted({parent for path in files for parent in path.parents
                              if parent != target and target in parent.parents})]
    for folder in needed:
        if os.path.lexists(folder) and not folder.is_dir():
            return folder, _what_is_at(folder)
    return None


def _extended(mine: bytes, ours: bytes) -> bytes | None:
    """The folder's own list with deckctl's lines it lacks added at the end; None when it has them all."""
    text = mine.decode("utf-8", errors="surrogateescape")
    have = {line.strip() for line in text.splitlines()}
    rules = [line for line in ours.decode("utf-8").splitlines() if line.strip() and not line.startswith("#")]
    missing = [line for line in rules if line.strip() not in have]
    if not missing:
        return None
    # deckctl's comments come along, as they say what the lines are for; rules the file has are left out.
    added = [line for line in ours.decode("utf-8").splitlines() if line.startswith("#") or line in missing]
    newline = "\r\n" if "\r\n" in text else "\n"
    head = text if not text or text.endswith(("\n", "\r")) else text + newline
    return (head + (newline if head.strip() else "") + newline.join(added) + newline).encode("utf-8", errors="surrogateescape")


def write(target: Path, files: dict[Path, bytes]) -> None:
    """All the files or none; never through a symbolic link inside `target`."""
    write_all(files, inside=target)
