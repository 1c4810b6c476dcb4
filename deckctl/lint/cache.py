"""A cache of what was found in unchanged decks, so a second `lint` or `fmt --check` is quick.

Entries live in `.deckctl-cache/` in the working folder (from below a repository's top folder, in that
folder: `folder`; or `$DECKCTL_CACHE_DIR`), one JSON file
per deck and question, holding the answer and the key it answers: a hash of everything the
answer depends on:

- the content of every file in the deck folder (cards, manifest, board, catalogs, art...), of
  any file outside it that the manifest's `print:` section names (a shared logo or ICC profile),
  and of the `deckctl.toml` that applies to it;
- deckctl's version and its code (every module's size and time), and the installed packages
  (the site-packages folder's time), so an upgrade or an edit of deckctl starts afresh;
- this machine's secret (deckctl/io/machine_key.py), so entries committed to a repository or
  made anywhere else are never taken for answers;
- the working folder (findings name files relative to it) and the question asked.

A changed file gives another key, so an entry is never trusted stale: its answer is worked out
again and replaces it (the cache holds at most `RULE_SETS_KEPT` entries per deck and question,
however often the deck changes). Those are one per rule set: what an answer depends on besides
the deck's own files, deckctl's code and the `deckctl.toml` that applies (`rule_set`). So `lint`
with one `deckctl.toml` and then another (a setting tried and undone, a branch with other
settings), or the pre-commit hook's own installation of deckctl and the one in a virtual
environment, each find their own findings kept instead of replacing each other's; past that many
rule sets, the least recently used one's entry is replaced. Every entry carries a digest of its
text: one that cannot be read, parsed, or no longer hashes to its digest (a disk error, a file cut
short) is ignored and rewritten, never half trusted. The findings of a group of decks a lint
rule compares (`near-duplicate`: hundreds of thousands at a publisher's scale) live in one
`.jsonl` file per group, which holds the key of the decks' summaries it was made from; so do the
per-card rules' findings on each card file (deckctl/lint/by_file.py, one file per deck and rule
set), so that a changed deck re-lints only its changed files. The folder holds a `.gitignore` of
`*`, so git never offers to commit it.

A repository can commit the folder all the same, and put anything in an entry's place: an entry
is read without following a link or blocking, only if it is a regular file, and only up to
`ENTRY_BYTES` (deckctl/io/paths.py `read_kept`); anything else is a miss, and is replaced.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import sys
import sysconfig
from functools import cache
from itertools import chain
from pathlib import Path

from deckctl.io.atomic import create_new
from deckctl.core.content import input_hash
from deckctl.io.paths import Refused, not_hashed, open_regular, read_kept, repository_root, source_refusal

CACHE_DIR = ".deckctl-cache"
ENV = "DECKCTL_CACHE_DIR"
# The most read of an entry: the findings of a deck, or of a group of decks a rule compares (a
# publisher's hundreds of thousands of near-duplicates, about 300 bytes each); a larger entry is
# a miss, its answer worked out again.
ENTRY_BYTES = 512 << 20
# Rule sets (`rule_set`) whose answers a deck keeps per question: a deck linted in turns with two
# or three sets of settings finds each one's answers kept; a fifth replaces the least recently used.
RULE_SETS_KEPT = 4


def folder() -> Path:
    """$DECKCTL_CACHE_DIR, else `.deckctl-cache` where the commands' defaults are
    (`io.discover.defaults_folder`): run from a folder below the repository's top (a deck's
    `cards/`), the cache stays at the top, never among a deck's files."""
    from deckctl.io.discover import defaults_folder

    return Path(os.environ.get(ENV) or defaults_folder() / CACHE_DIR)


def unusable() -> str | None:
    """Why the cache folder is not used, or None. A symlink (a repository can commit
    `.deckctl-cache` as one, to send the cache's writes and its clean-up of old temporary files
    into another folder) or anything but a folder is left alone: the commands still work, uncached."""
    try:
        info = os.lstat(folder())
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot be read ({exc.strerror})"
    if stat.S_ISLNK(info.st_mode):
        return "is a symbolic link"
    return None if stat.S_ISDIR(info.st_mode) else "is not a folder"


@cache
def _code() -> str:
    """deckctl's version and code, and the installed packages, as one fingerprint."""
    from deckctl import __version__

    package = Path(__file__).resolve().parents[1]  # all of deckctl, not only lint/
    from deckctl.io.machine_key import machine_key

    # The machine's secret: an entry committed to the repository never matches (io/machine_key.py).
    digest = hashlib.sha256(f"{__version__}\n{machine_key()}".encode())
    top = str(package)
    # (one walk of the folders, names as strings: two `rglob`s and a Path a file took three times as long)
    names = [os.path.join(folder, name)[len(top) + 1:] for folder, _, files in os.walk(top) for name in files
             if name.endswith((".py", ".po"))]  # .po: the built-in labels
    for name in sorted(names):
        stat = os.stat(os.path.join(top, name))
        digest.update(f"{name}:{stat.st_size}:{stat.st_mtime_ns}\n".encode())
    try:
        digest.update(str(os.stat(sysconfig.get_paths()["purelib"]).st_mtime_ns).encode())
    except OSError:
        pass
    return digest.hexdigest()


def prepare_for_workers() -> None:
    """The fingerprint of deckctl's code worked out now, before workers are forked: they share it
    instead of each reading the modules' metadata again."""
    _code()


def deck_key(deck: Path, question: str, leaving_out: str = "") -> str:
    """The key of `question` about the deck folder `deck`, as it is now; `leaving_out`: a folder
    of the deck whose files do not count (`cards`, for a question about one card file)."""
    from deckctl.lint.config import find_config

    from deckctl.io.discover import walk_deck

    walked = walk_deck(deck)  # (every file but hidden ones: art may lie anywhere in the deck)
    if not walked.complete:  # (a limit stopped the walk, which is an error: not all files are known, so no key)
        return f"incomplete {os.urandom(16).hex()}"
    digest = hashlib.sha256(_named(f"{_code()}\n{question}\n{os.getcwd()}\n{deck}\n"))
    config = find_config(deck)
    files = [path for path in walked.files if not (leaving_out and path.relative_to(deck).parts[0] == leaving_out)]
    # A file that is not a regular file inside the deck's repository (a link leading out of it,
    # a named pipe, /dev/zero) is never read: what it is counts instead (deckctl/io/paths.py).
    root = repository_root(deck)
    for path in files:
        digest.update(_named(f"{path}:{_contents(path, root)}\n"))
    if config:  # (one that is a link leading out of the repository is not read: not hashed either)
        digest.update(_named(f"{config}:{_contents(config, root)}\n"))
    for path in _named_outside(deck):
        digest.update(_named(f"{path}:{_contents(path, root)}\n"))
    return digest.hexdigest()


def rule_set(deck: Path, question: str) -> str:
    """What `question`'s answer about the deck folder `deck` depends on besides the deck's own
    files: deckctl's code, and where the `deckctl.toml` that applies is and what it holds. Each
    rule set has its own entry (`get_kept`), so lint run in turns with two of them reuses both."""
    from deckctl.lint.config import find_config

    config = find_config(deck)
    held = f"{config}:{_contents(config, repository_root(deck))}" if config else "no deckctl.toml"
    return hashlib.sha256(_named(f"{_code()}\n{question}\n{held}\n")).hexdigest()


def _contents(path: Path, root: Path) -> str:
    """What the key records of a file: its content hash, but a file too large for any command to
    read (`input_hash`) by its size and time, or what it is when it is not a regular file inside
    `root` (deckctl/io/paths.py `contained_hash`: such a file is neither hashed nor read)."""
    return not_hashed(path, root) or input_hash(path) or "unreadable"


def _named(text: str) -> bytes:
    """Text holding paths as bytes to hash: a name that is not UTF-8 as its own bytes (git commits
    any), so no name fails to encode, and two names never hash alike."""
    return os.fsencode(text)


def _named_outside(deck: Path) -> list[Path]:
    """Files outside the deck folder its manifest's `print:` section names (`logo: ../logo.png`,
    a shared ICC profile): a check reads them too, if they are inside the deck's repository."""
    from deckctl.io.source import load_source

    if source_refusal(deck / "deck.yaml", deck):  # (validate says so; not read here either)
        return []
    data = load_source(deck / "deck.yaml").data
    section = data.get("print") if isinstance(data, dict) else None
    if not isinstance(section, dict):
        return []
    inside = deck.resolve()
    named = []
    for value in section.values():
        if isinstance(value, str) and value:
            try:
                path = (deck / value).resolve()
            except (OSError, ValueError, RuntimeError):  # (not a path, a loop of links: validate says so)
                continue
            if not path.is_relative_to(inside):
                named.append(path)
    return sorted(set(named))


def data_key(question: str, data) -> str:
    """The key of `question` about JSON data (the summaries of the decks a rule compares)."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(f"{_code()}\n{question}\n{os.getcwd()}\n{text}".encode()).hexdigest()


def deck_slot(deck: Path, question: str) -> str:
    """The file name of `question` about the deck folder `deck` (see `slot`)."""
    return slot(f"deck {question}\n{deck}")


def get(name: str, key: str):
    """The answer the entry `name` holds for `key`, or None (missing, another key's, unreadable or
    damaged: its text must still hash to the digest written with it)."""
    if unusable():
        return None
    start = f'{{"key": "{key}", "sha": "'
    data = read_kept(folder() / f"{name}.json", ENTRY_BYTES, head=start.encode("utf-8"))
    if data is None:
        return None  # (another key's answer is not read past its key)
    try:
        text = data.decode("utf-8")
    except ValueError:
        return None
    digest = text[len(start):][:64]
    head = _entry_head(key, digest)
    if not (text.startswith(head) and text.endswith("}")):
        return None  # another key's answer, or not an entry
    value = text[len(head):-1]
    if hashlib.sha256(value.encode("utf-8")).hexdigest() != digest:
        return None  # damaged
    try:
        return json.loads(value)
    except ValueError:
        return None


def put(name: str, key: str, value) -> None:
    """Store `value` (JSON data), the answer for `key`, as the entry `name` (replacing what it
    held), with a digest of its text; a cache that cannot be written is no error."""
    text = json.dumps(value)
    try:
        _write(_ready() / f"{name}.json", [_entry_head(key, hashlib.sha256(text.encode("utf-8")).hexdigest()), text, "}"])
    except OSError:
        pass


def _entry_head(key: str, digest: str) -> str:
    """An entry is a JSON object `{"key": ..., "sha": ..., "value": ...}` written in this order, so
    the value's own text can be found (and hashed) without parsing it."""
    return f'{{"key": "{key}", "sha": "{digest}", "value": '


def slot(question: str) -> str:
    """The file name of a question asked of this working folder whose answer replaces the last
    one (`put_lines`): one file per question, not one per answer, so the cache does not grow by
    a large entry at every change."""
    return hashlib.sha256(_named(f"{question}\n{os.getcwd()}\n")).hexdigest()


def get_lines(name: str, key: str, convert):
    """The list `put_lines` stored in `name` under `key`, each item passed through `convert` as it
    is read (so a long list is never held twice), or None if it holds another key's answer, is
    missing or damaged (its lines must hash to the digest on its last line: a file cut short or
    changed is no answer), or anything in it is not what `convert` takes (KeyError, TypeError,
    ValueError)."""
    if unusable():
        return None
    decode = json.JSONDecoder(object_pairs_hook=_shared).decode
    digest = hashlib.sha256()
    items, end = [], None
    try:
        with open_regular(folder() / f"{name}.jsonl", ENTRY_BYTES, follow=False) as whole:
            header = f"deckctl cache {key}\n".encode()
            if whole.readline(len(header)) != header:
                return None  # another key's answer: not read past its key, however long its first line
            stream = _at_most(whole, ENTRY_BYTES - len(header))  # (a file grown since it was judged is read no further)
            for raw in stream:
                if end is not None:
                    return None  # (anything after the last line)
                if raw.startswith(_END):
                    end = raw
                    continue
                digest.update(raw)
                items.append(convert(decode(raw.decode("utf-8"))))
    except (OSError, Refused, ValueError, KeyError, TypeError):
        return None
    return items if end == _END + f"{digest.hexdigest()}\n".encode() else None


def _at_most(stream, limit: int):
    """The lines of `stream` while they add up to at most `limit` bytes (ValueError past it)."""
    left = limit
    for line in stream:
        left -= len(line)
        if left < 0:
            raise ValueError("longer than it was")
        yield line


_END = b"deckctl end "  # the last line of a list: then the digest of the lines before it (not the key's)


def _shared(pairs: list[tuple]) -> dict:
    """A JSON object whose keys and short texts (file names, card ids, codes, hints: the same in
    many findings) are shared with the other lines' instead of held once per line."""
    return {sys.intern(k): sys.intern(v) if type(v) is str and len(v) <= 80 else v for k, v in pairs}


def put_lines(name: str, key: str, items) -> None:
    """Store a list of JSON data under `key` in the file `name` (replacing what it held), one
    item per line, written as it is encoded (a group of decks can have hundreds of thousands of
    findings); a cache that cannot be written is no error."""
    header = f"deckctl cache {key}\n"  # the key of what it holds: another's is a miss
    try:
        _write(_ready() / f"{name}.jsonl", chain([header], _lines_and_digest(items)))
    except OSError:
        pass


def _lines_and_digest(items):
    digest = hashlib.sha256()
    for item in items:
        line = json.dumps(item, ensure_ascii=False) + "\n"
        digest.update(line.encode("utf-8"))
        yield line
    yield f"{_END.decode()}{digest.hexdigest()}\n"


def get_kept(name: str, rules: str, key: str):
    """`get` from the entries `name` keeps for its rule sets: the answer for `key` under the rule
    set `rules` (`rule_set`), or None."""
    return _kept_answer(name, rules, ".json", lambda entry: get(entry, f"{rules}:{key}"))


def put_kept(name: str, rules: str, key: str, value) -> None:
    """`put` the answer for `key` under the rule set `rules` in one of the entries `name` keeps."""
    entry = _entry_for(name, rules, ".json")
    put(entry, f"{rules}:{key}", value)
    _mark_used(f"{entry}.json")
    forget(f"{name}.json")  # (where versions that kept one rule set's answer kept it)


def get_kept_lines(name: str, rules: str, key: str, convert):
    """`get_lines` from the entries `name` keeps for its rule sets (see `get_kept`)."""
    return _kept_answer(name, rules, ".jsonl", lambda entry: get_lines(entry, f"{rules}:{key}", convert))


def put_kept_lines(name: str, rules: str, key: str, items) -> None:
    """`put_lines` under the rule set `rules` in one of the entries `name` keeps (see `put_kept`)."""
    entry = _entry_for(name, rules, ".jsonl")
    put_lines(entry, f"{rules}:{key}", items)
    _mark_used(f"{entry}.jsonl")
    forget(f"{name}.jsonl")


def _kept(name: str) -> list[str]:
    """The names of the entries `name` keeps, one per rule set: a fixed few, so however many rule
    sets come and go (or writers race), no more are ever written."""
    return [f"{name}.{n}" for n in range(RULE_SETS_KEPT)]


def _kept_answer(name: str, rules: str, suffix: str, read):
    """The first answer `read` finds in the entries `name` keeps, that entry marked as just used
    (the least recently used is the one a new rule set replaces)."""
    for entry in _kept(name):
        found = read(entry)
        if found is not None:
            _mark_used(f"{entry}{suffix}")
            return found
    return None


def _mark_used(file_name: str) -> None:
    """Give an entry the time now, to the nanosecond (a file's own times are those of the clock's
    last tick, so two entries written a moment apart could look as old as each other)."""
    import time

    if unusable():  # (a link in the cache folder's place: nothing through it is touched)
        return
    now = time.time_ns()
    try:
        os.utime(folder() / file_name, ns=(now, now), follow_symlinks=False)
    except OSError:
        pass


_KEY_AT = {".json": '{"key": "', ".jsonl": "deckctl cache "}  # what an entry's text starts with, up to its key


def _entry_for(name: str, rules: str, suffix: str) -> str:
    """Which of the entries `name` keeps takes the rule set `rules`' new answer: the one holding
    its last answer (the deck changed since), else an empty one, else the least recently used."""
    if unusable():  # (nothing there is read: `put` writes nothing either)
        return _kept(name)[0]
    last_used = {}
    for entry in _kept(name):
        path = folder() / f"{entry}{suffix}"
        if _starts_with(path, f"{_KEY_AT[suffix]}{rules}:".encode()):
            return entry
        last_used[entry] = _last_used(path)
    return min(last_used, key=last_used.__getitem__)


def _starts_with(path: Path, head: bytes) -> bool:
    try:
        with open_regular(path, None, follow=False) as entry:
            return entry.read(len(head)) == head
    except (OSError, Refused):
        return False


def _last_used(path: Path) -> int:
    """When the entry at `path` was last written or read; -1 when there is none (or anything but a
    regular file is there: a link a repository committed, which is replaced, never followed)."""
    try:
        info = os.lstat(path)
    except OSError:
        return -1
    return info.st_mtime_ns if stat.S_ISREG(info.st_mode) else -1


def forget(file_name: str) -> None:
    """Remove an entry (a plain file name in the cache folder); one already gone is no error."""
    if file_name and "/" not in file_name and not file_name.startswith(".") and not unusable():
        try:
            (folder() / file_name).unlink(missing_ok=True)
        except OSError:
            pass


def _ready() -> Path:
    """The cache folder, made if need be, with a `.gitignore` that keeps git from offering it."""
    root = folder()
    problem = unusable()
    if problem:
        raise OSError(f"{root} {problem}")
    root.mkdir(parents=True, exist_ok=True)
    if not (root / ".gitignore").exists():
        _write(root / ".gitignore", ["# deckctl's cache: safe to delete\n*\n"])
    _sweep(root)
    return root


STALE = 3600  # seconds: a temporary file this old belongs to a process that was killed while writing


@cache
def _sweep(root: Path) -> None:
    """Remove what writers killed outright (SIGKILL, a power cut) left half written, once per
    process and folder; a temporary file of a run going on now is younger and left alone."""
    import time

    try:
        for temporary in root.glob(".*.tmp"):
            if time.time() - temporary.stat().st_mtime > STALE:
                temporary.unlink(missing_ok=True)
    except OSError:
        pass


def _write(path: Path, chunks) -> None:
    """Whole or not at all (a reader never sees half an entry; a failed write leaves no temporary
    file); no fsync: it is only a cache."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    encoded = (chunk.encode("utf-8") for chunk in chunks)  # (as written: entries are hashed)
    try:
        create_new(temporary, encoded)
    except FileExistsError:  # (left by a process of the same id, or a link committed there: never written through)
        temporary.unlink()
        create_new(temporary, encoded)
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
