"""Replay logs: a game as JSON Lines, enough to play it again exactly and check every step.

Line 1 is the header (game, bundle hash, deck, the bundle's language, seed, options, and which
seats bots played; logs written before the language was kept have none); then
one line per action, the bots' and chance outcomes included, each with a digest of the state after it; the first step also holds a digest
of the header, so a header edited after the game (another seed or options) is named as such;
the last line is the result, or for a game the players quit, `{"result": {"quit": true}}` (it
replays to the step they quit after). Every field of the header is checked for its kind before
anything uses it. Version 1 logs (no header digest) are still read, each of their fields held to
what else can tell it (`check_version_1`). The header also names the deckctl that wrote it and the
form of its state digests (`deckctl`, `state_digest`); a log without them was written before, and
its digests are checked in the forms older deckctl wrote (`digest`).
Replaying re-creates the game from the bundle and seed, draws every chance outcome from the
state's own RNG (it must match the log), applies every action (it must be legal), and compares
each digest and the final result.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import IO, Any

from deckctl import __version__
from deckctl.core import bounded_json
from deckctl.core.language_tags import canonical, same_language
from deckctl.core.printable import printable_line
from deckctl.core.quoted import shortened
from deckctl.engine.core import CHANCE, IllegalAction, stopped_by_limit

LOG_FORMAT = "deckctl-replay"
LOG_VERSION = 2
READS_VERSIONS = (1, 2)  # version 1: no header digest with the first step
# The result line of a game the players quit (`quit` at a prompt): no result to compare, the game unfinished.
QUIT_RESULT = {"quit": True}


class ReplayError(Exception):
    """A log that does not replay; `step` is the action number (0 for the header, -1 for the result).
    The message starts with the part of the log (`header: `, `step 3: `), or with `where` when given
    (`line 6: ` for a line that cannot be read; "" for the whole file)."""

    def __init__(self, step: int, reason: str, where: str | None = None, line: int | None = None,
                 col: int | None = None, hint: str | None = None):
        if where is None:
            where = "header" if step == 0 else "result" if step < 0 else f"step {step}"
        # (printed: a control character quoted from the log is shown escaped)
        super().__init__(printable_line(f"{where}: {reason}" if where else reason))
        self.step = step
        self.reason = reason
        self.line = line  # the log's line, when known here (else `Log.line_of(step)`)
        self.col = col  # its column (1-based, in characters), where a line cannot be read
        self.hint = hint


# A log `play --log` writes has one record a line, a step of ~5 values: a log of more lines than
# this would be past bounded_json's MAX_VALUES unless they are blank, which deckctl never writes
# (16 MiB of blank lines had taken 3 s and 213 MB to be found to hold no steps).
MAX_LOG_LINES = bounded_json.MAX_VALUES // 5
# What to do with a log deckctl did not write as it is.
NOT_AS_WRITTEN = "replay a log as `deckctl play --log` wrote it: this one was cut short, edited or written by something else"


# How `digest` fingerprints a state, named in a log's header as `state_digest`. Form 2 is the
# state's whole JSON. Form 1 is what deckctl wrote before the state JSON held what later rules
# added, while those still hold nothing (`_as_form_1`): logs naming no form were written before.
STATE_DIGEST = 2
STATE_DIGESTS = (2, 1)  # the forms tried, in this order, on a log that names none


def digest(state, form: int = STATE_DIGEST) -> str:
    """A short fingerprint of a state (its canonical JSON), in the given form."""
    data = state.to_json()
    if form == 1:
        data = _as_form_1(data)
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _as_form_1(data: dict) -> dict:
    """The state JSON as it was before rules changed it, for states those changes did not touch:
    Knowledge?'s `frozen` left out while false (2026-12-02); Wissens-Spektrum's `weak_area` option
    left out while false and each player's `weak` while null, and the question's `from` (the seat
    its card was taken from, a rule gone on 2026-12-01) back as -1, the pile. A game that met those
    rules differs in either form. I know!'s `turn_steps` (2026-12-02) is left out: the count of
    actions in a turn, which only stops a turn of 200 (MAX_TURN_STEPS)."""
    if data.get("format") == "deckctl-knowledge-state" and data.get("frozen") is False:
        data = {key: value for key, value in data.items() if key != "frozen"}
    if data.get("format") == "deckctl-i-know-state":
        data = {key: value for key, value in data.items() if key != "turn_steps"}
    if data.get("format") == "deckctl-wissens-spektrum-state" and data["options"].get("weak_area") is False:
        players = [{key: value for key, value in player.items() if key != "weak" or value is not None}
                   for player in data["players"]]
        options = {key: value for key, value in data["options"].items() if key != "weak_area"}
        question = data["question"] if data["question"] is None else {**data["question"], "from": -1}
        data = {**data, "options": options, "players": players, "question": question}
    return data


def header_digest(header: dict) -> str:
    """A short fingerprint of a log's header (its canonical JSON), kept with the first step."""
    text = json.dumps(header, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def result_of(state) -> dict[str, Any]:
    """The log's last line: the returns, the round and whether the team won where the state keeps
    them, and `"stopped": true` for a game an engine safeguard stopped (nobody won it as played)."""
    data: dict[str, Any] = {"returns": state.returns()}
    for key in ("round", "won"):
        if hasattr(state, key):
            data[key] = getattr(state, key)
    if stopped_by_limit(state):
        data["stopped"] = True
    return data


class Recorder:
    """Writes a log while a game is played: `header` once, `step` after each action, `result` at the end."""

    def __init__(self, out: IO[str], bots: dict | None = None, language: str | None = None):
        self.out = out
        self.bots = bots  # which seats bots played (BotSeats.record()): said in the header, not needed to replay
        # The bundle's language: replay plays a deck folder in it when not told otherwise, as a deck
        # played with `--lang de` is another bundle than the deck's own.
        self.language = language
        self.count = 0
        self.header_digest: str | None = None
        self.finished = False  # the result is written: the log replays

    def header(self, game, seed: int) -> None:
        header = {"format": LOG_FORMAT, "version": LOG_VERSION, "deckctl": __version__,
                  "state_digest": STATE_DIGEST, "game": game.id, "bundle_sha256": game.bundle_sha256, "deck": getattr(game, "deck_id", "")}
        if self.language:
            header["language"] = self.language
        header.update({"seed": seed, "options": game.options()})
        if self.bots:
            header["bots"] = self.bots
        # The header as it will be read back, so that the digest is of exactly those values.
        header = json.loads(json.dumps(header, ensure_ascii=False))
        self.header_digest = header_digest(header)
        self._write(header)

    def step(self, player: int, action: int, text: str, state_after) -> None:
        self.count += 1
        record = {"step": self.count, "player": "chance" if player == CHANCE else player,
                  "action": action, "text": text, "digest": digest(state_after)}
        if self.count == 1 and self.header_digest is not None:
            record["header_digest"] = self.header_digest
        self._write(record)

    def result(self, state) -> None:
        self._write({"result": result_of(state)})
        self.finished = True

    def quit(self) -> None:
        """The players quit: the log ends here, and replays to this step."""
        self._write({"result": QUIT_RESULT})
        self.finished = True

    def _write(self, data: dict) -> None:
        self.out.write(json.dumps(data, ensure_ascii=False) + "\n")
        self.out.flush()


def play_logged(state, choose, recorder: Recorder | None = None):
    """Play `state` to the end: chance from the state's RNG, seats from `choose(state)`."""
    while not state.is_terminal():
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else choose(state)
        text = state.action_to_string(action)
        state.apply_action(action)
        if recorder:
            recorder.step(player, action, text, state)
    if recorder:
        recorder.result(state)
    return state


def check_header_digest(log: Log, bundle: dict | None = None, make_game=None) -> None:
    """Version 2 and later: the header must be the one the first step recorded a digest of. A first
    step that holds one is checked whatever the version says: a version 2 log whose header was
    edited, its version to 1 among the edits, is still named as edited. Given the bundle (and
    make_game), the refusal names what was edited where it can tell (`_edited_header`)."""
    if not log.steps:
        return
    recorded = log.steps[0].get("header_digest")
    if recorded is None and log.header["version"] == 1:
        return  # (check_version_1 holds its fields to the bundle and to step 1's digest instead)
    if recorded is None:
        raise ReplayError(1, "the first step has no header digest (a version 2 log keeps one there)")
    if recorded != header_digest(log.header):
        raise _edited_header(log, recorded, bundle or {}, make_game)


EDITED = "this header is not the one the steps were recorded under (its digest differs from the one kept with " \
         "the first step), so it was edited after the game"
_ABSENT = object()  # a field the header, as recorded, did not have


def _edited_header(log: Log, recorded: str, bundle: dict, make_game) -> ReplayError:
    """The refusal of a header whose digest is not the recorded one. The digest cannot be read
    back, but what deckctl knows the recorded value of (from the bundle, the games, this deckctl,
    the options' defaults) can be tried: a header that, so put back, has the recorded digest names
    exactly what was edited. Else the steps tell whether the seed and options are those played."""
    header = log.header
    named = named_edit(log, bundle, make_game)
    if named is not None:
        return named
    if header.get("game") != bundle.get("game") or header.get("bundle_sha256") != bundle.get("sha256"):
        return ReplayError(0, f"{EDITED}, and it does not match this bundle either: it names bundle "
                              f"{str(header.get('bundle_sha256'))[:12]}... of a {_shown(header.get('game'))} game, "
                              f"this bundle is {str(bundle.get('sha256'))[:12]}... ({_other_bundle(header, bundle)})",
                           col=log.column_of("bundle_sha256"),
                           hint="check its `game`, `deck`, `language` and `bundle_sha256`, or give the bundle "
                                "the game was played with (--bundle, --deck)")
    try:
        _play_steps(log, bundle, make_game)
    except ReplayError as exc:
        seed, options = _shown(header["seed"]), _shown(header["options"])
        where = f"at step {exc.step}, " if exc.step > 0 else ""
        return ReplayError(0, f"{EDITED}: its seed and options do not replay the steps ({where}{exc.reason}): one or both "
                              f"were changed (now seed {seed}, options {options})", col=log.column_of("seed"),
                           hint="a log replays only with the seed and options it was played with: put back the "
                                "ones `deckctl play --log` wrote")
    if "bots" in header:
        return ReplayError(0, f"{EDITED}: its seed and options replay every step, so the edit is in what the "
                              f"steps do not check: `bots` (which bots played which seats, now "
                              f"{_shown(header['bots'])})", col=log.column_of("bots"),
                           hint="put `bots` back as recorded, or replay the log as `deckctl play --log` wrote it")
    return ReplayError(0, f"{EDITED}: its seed and options replay every step, so what was edited is what the "
                          "steps do not check (such as `deckctl` or `state_digest`)",
                       hint="replay the log as `deckctl play --log` wrote it")


def named_edit(log: Log, bundle: dict, make_game=None) -> ReplayError | None:
    """The refusal naming exactly what was edited in a header whose digest is not the recorded one,
    when putting back values deckctl can know (`_candidates`; `bundle` may be {}) finds it; else
    None (also for a header that is as recorded, or a log with no header digest)."""
    recorded = log.steps[0].get("header_digest") if log.steps else None
    if not isinstance(recorded, str) or recorded == header_digest(log.header):
        return None
    header = log.header
    found = _recorded_values(header, recorded, _candidates(header, bundle, make_game))
    if found is None:
        return None
    unchanged = [name for name in ("seed", "options") if name not in found]
    said = f"its {' and '.join(unchanged)} {'are' if len(unchanged) > 1 else 'is'} as recorded, but " if unchanged else ""
    edits = "; ".join(_was(name, header.get(name, _ABSENT), value) for name, value in found.items())
    back = ", ".join(_put_back(name, value) for name, value in found.items())
    return ReplayError(0, f"{EDITED}: {said}{edits}", col=log.column_of(next(iter(found))),
                       hint=f"put the header back as recorded ({back}), or replay the log as "
                            "`deckctl play --log` wrote it")


def _was(name: str, now: Any, value: Any) -> str:
    """One edited field, as the refusal names it: what it says, and what it was (an option by its name)."""
    if now is _ABSENT:
        return f"`{shortened(name)}` is gone (it was {_value(name, value)})"
    if value is _ABSENT:
        return f"`{shortened(name)}` was added (the game was recorded without it)"
    if name == "options":
        return "; ".join(_was(f"options.{key}", now.get(key, _ABSENT), value.get(key, _ABSENT))
                         for key in dict.fromkeys([*now, *value]) if now.get(key, _ABSENT) != value.get(key, _ABSENT))
    return f"`{shortened(name)}` says {_value(name, now)}, the game was recorded with {_value(name, value)}"


def _put_back(name: str, value: Any) -> str:
    """What the hint says to write back for one field."""
    if value is _ABSENT:
        return f"without `{shortened(name)}`"
    shown = json.dumps(value, ensure_ascii=False) if name == "bundle_sha256" else _shown(value)  # (whole: to copy)
    return f"\"{shortened(name)}\": {shown}"


def _value(name: str, value: Any) -> str:
    """A field's value in the refusal: a bundle's sha256 by its first digits, as the other refusals name it."""
    return f"{value[:12]}..." if name == "bundle_sha256" and isinstance(value, str) else _shown(value)


# At most this many fields are put back at once, when the header is tried for its recorded digest
# (a hand edit changes one or two; three keeps the tries in the thousands).
FIELDS_TRIED_AT_ONCE = 3


def _candidates(header: dict, bundle: dict, make_game) -> dict[str, list]:
    """For each field deckctl can know, the values it may have had when the game was recorded (_ABSENT:
    not there). The seed and the bots cannot be known: only what the steps tell of them."""
    from deckctl.engine import playable_games

    deck = bundle.get("deck") if isinstance(bundle.get("deck"), dict) else {}
    values: dict[str, list] = {
        "game": list(playable_games()),
        "bundle_sha256": [bundle.get("sha256")],
        "deck": [deck.get("id"), ""],
        "language": [bundle.get("language"), deck.get("language"), _ABSENT],
        "version": list(READS_VERSIONS),
        "deckctl": [__version__, _ABSENT],
        "state_digest": [*STATE_DIGESTS, _ABSENT],
        "bots": [_ABSENT],
        "options": _option_values(header, bundle, make_game),
    }
    for name in header:  # a field deckctl never writes
        if name not in values and name not in ("format", "seed"):
            values[name] = [_ABSENT]
    return {name: [value for value in dict.fromkeys(_hashable(v) for v in tried) if value is not None
                   and _unhashable(value) != header.get(name, _ABSENT)]
            for name, tried in values.items()}


def _option_values(header: dict, bundle: dict, make_game) -> list:
    """The options the game may have been recorded with: each one of the header's put back to its
    default, or true and false swapped, or dropped (the game's options as `play` writes them)."""
    options = header["options"]
    tried = []
    try:
        defaults = make_game(bundle).options() if make_game else {}
    except (TypeError, ValueError):
        defaults = {}
    for name in sorted(set(options) | set(defaults)):
        for value in (defaults.get(name, _ABSENT), not options[name] if type(options.get(name)) is bool else _ABSENT,
                      _ABSENT):
            changed = {**options, name: value}  # (in the header's order, as the hint writes it back)
            tried.append({key: item for key, item in changed.items() if item is not _ABSENT})
    return tried


def _hashable(value: Any) -> Any:
    """(a value as a key of dict.fromkeys, which drops repeats: an object as its JSON)"""
    return ("json", json.dumps(value)) if isinstance(value, (dict, list)) else value


def _unhashable(value: Any) -> Any:
    return json.loads(value[1]) if isinstance(value, tuple) else value


def _recorded_values(header: dict, recorded: str, candidates: dict[str, list]) -> dict[str, Any] | None:
    """The fields (in the header's order) whose values, put back, give the header the recorded
    digest, or None when no such choice of up to FIELDS_TRIED_AT_ONCE fields does."""
    from itertools import combinations, product

    names = [name for name in candidates if candidates[name]]
    for count in range(1, FIELDS_TRIED_AT_ONCE + 1):
        for chosen in combinations(names, count):
            for values in product(*(candidates[name] for name in chosen)):
                tried = dict(header)
                for name, value in zip(chosen, values):
                    value = _unhashable(value)
                    if value is _ABSENT:
                        tried.pop(name, None)
                    else:
                        tried[name] = value
                if header_digest(tried) == recorded:
                    order = [name for name in header if name in chosen] + [n for n in chosen if n not in header]
                    return {name: _unhashable(values[chosen.index(name)]) for name in order}
    return None


# The fields a version 1 log's header held (`language` came later, and is checked against the bundle).
VERSION_1_FIELDS = ("format", "version", "game", "bundle_sha256", "deck", "seed", "options")
LATER_FIELDS = ("bots",)  # what a version 1 log cannot have, and nothing but a header digest checks
# Later fields a version 1 header may hold all the same: the steps' digests check `state_digest`
# (another form than the log's fails them), and `deckctl` only says who wrote the log.
WRITER_FIELDS = ("deckctl", "state_digest")


def check_version_1(log: Log, bundle: dict) -> None:
    """A version 1 log keeps no digest of its header, so each of its fields is held to what else
    tells it (`replay` has checked game and bundle_sha256 against the bundle): deck and language
    against the bundle, seed and options through step 1's digest (the state holds its options, and
    its chance outcomes are the seed's; every step must keep its digest). What nothing can check
    (`bots`, the players quitting) came with version 2: a version 1 log that holds it was edited."""
    header = log.header
    edited = "so the header was edited after the game"
    for name in header:
        if name not in VERSION_1_FIELDS and name != "language" and name not in WRITER_FIELDS:
            since = " (it came with version 2)" if name in LATER_FIELDS else ""
            raise ReplayError(0, f"a version 1 log has no `{shortened(name)}`{since}, {edited}")
    deck = bundle.get("deck", {}).get("id", "")
    if "deck" in header and header["deck"] not in ("", deck):
        raise ReplayError(0, f"`deck` says {_shown(header['deck'])}, but the bundle it was recorded with is deck "
                             f"`{deck}`, {edited}")
    if "language" in header and not same_language(header["language"], str(bundle.get("language"))):
        raise ReplayError(0, f"`language` says {_shown(header['language'])}, but the bundle it was recorded with "
                             f"is in `{bundle.get('language')}`, {edited}")
    if log.result == QUIT_RESULT:
        raise ReplayError(-1, "a version 1 log cannot end with the players quitting (that came with version 2), "
                              "so the log was edited after the game")


# What each field of a header must be, checked before anything uses it: (name, required, test, what
# it must be). A field a header may lack is one older logs do not have.
_SHA256 = re.compile(r"[0-9a-f]{64}")


def _is_whole(value: Any) -> bool:
    return type(value) is int  # (not `true`, which Python counts as 1)


def _is_option_value(value: Any) -> bool:
    return type(value) in (int, float, str, bool)


def _is_bots(value: Any) -> bool:
    """BotSeats.record(): the bots' kind, their skill (null for the random bot, which has none) and
    their seats."""
    return (isinstance(value, dict) and set(value) == {"kind", "skill", "seats"} and isinstance(value["kind"], str)
            and (value["skill"] is None or type(value["skill"]) in (int, float))
            and isinstance(value["seats"], list) and all(_is_whole(seat) for seat in value["seats"]))


HEADER_FIELDS = (
    ("game", True, lambda value: isinstance(value, str), 'a game\'s id, a text such as "knowledge"'),
    ("bundle_sha256", True, lambda value: isinstance(value, str) and _SHA256.fullmatch(value) is not None,
     "the sha256 of the bundle played: 64 hexadecimal digits"),
    ("deck", False, lambda value: isinstance(value, str), "the id of the deck played, a text"),
    ("language", False, lambda value: isinstance(value, str) and canonical(value) is not None,
     'a language tag, such as "en" or "de-AT"'),
    ("seed", True, _is_whole, "a whole number"),
    ("options", True, lambda value: isinstance(value, dict), 'an object of the game\'s options, such as {"players": 4}'),
    ("bots", False, _is_bots, 'what the bots were, such as {"kind": "knowledgeable", "skill": 0.75, "seats": [2, 3]}'),
    ("deckctl", False, lambda value: isinstance(value, str),
     'the version of deckctl that wrote the log, such as "0.1.0"'),
    ("state_digest", False, _is_whole, "the form of the steps' state digests, a whole number"),
)


def check_header_fields(header: dict, line: int) -> None:
    """Every field of the header of its kind, before anything uses it; ReplayError names the
    first that is not (an option's value as well: a number, a text, true or false)."""
    for name, required, fits, kind in HEADER_FIELDS:
        if name not in header:
            if required:
                raise ReplayError(0, f"the header has no `{name}` ({kind})", line=line)
        elif not fits(header[name]):
            raise ReplayError(0, f"`{name}` must be {kind}, not {_shown(header[name])}", line=line)
    for name, value in header["options"].items():
        if not _is_option_value(value):
            raise ReplayError(0, f"the option `{shortened(name)}` in `options` must be a number, a text, true or "
                                 f"false, not {_shown(value)}", line=line)
    if "state_digest" in header and header["state_digest"] not in STATE_DIGESTS:
        form = _shown(header["state_digest"])
        raise ReplayError(0, f"{_written_by(header)} and keeps its state digests in form {form}, "
                             f"which this deckctl ({__version__}) does not know: replay it with the deckctl that "
                             "wrote it", line=line)


def _written_by(header: dict) -> str:
    """Who wrote the log, as its header says: a log without `deckctl` was written before logs named it."""
    if "deckctl" in header:
        return f"this log was written by deckctl {printable_line(shortened(header['deckctl']))}"
    return "this log was written by an older deckctl (its header names no version)"


def _engine_note(header: dict) -> str:
    """What to add to a difference found while playing a log another deckctl wrote: its engine may
    play the game otherwise, which no edit explains (empty for a log this version wrote)."""
    if header.get("deckctl") == __version__:
        return ""
    return (f"; {_written_by(header)}, whose `{shortened(str(header.get('game')))}` engine may play this game "
            f"otherwise: such a game cannot be replayed by this one ({__version__}), only by the deckctl that "
            "wrote it, unless the log was edited after the game")


@dataclass
class Log:
    header: dict
    steps: list[dict] = field(default_factory=list)
    result: dict | None = None
    # Where each record stands in the file (a blank line is skipped, so not always its index):
    header_line: int = 1
    step_lines: list[int] = field(default_factory=list)
    result_line: int | None = None
    header_text: str = ""  # the header's line as the file has it, for the column of a field

    def column_of(self, name: str) -> int | None:
        """The column (1-based, in characters) where the header's field `name` begins, if it has it."""
        return _key_columns(self.header_text).get(name)

    def line_of(self, step: int) -> int | None:
        """The line of the part ReplayError(step) names: 0 the header, -1 the result, else a step."""
        if step == 0:
            return self.header_line
        if step < 0:
            return self.result_line
        return self.step_lines[step - 1] if step <= len(self.step_lines) else None


def log_from_bytes(data: bytes, name: str) -> Log:
    """The log whose bytes the caller read (io.paths.read_json_file, which refuses a named pipe and
    a file past bounded_json's size: the engine reads no files); `name` names it in messages."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ReplayError(0, f"{name} is not UTF-8 text") from None
    return parse_log(text, name)


def parse_log(text: str, name: str = "the log") -> Log:
    path = name
    # Lines end at "\n" only: a text in a record may hold U+2028 or U+0085, which JSON leaves as they are.
    count = text.count("\n") + (not text.endswith("\n"))
    if count > MAX_LOG_LINES:
        raise ReplayError(0, f"the log holds {count:,} lines; deckctl reads up to {MAX_LOG_LINES:,} (one step a line)",
                          where="", hint=NOT_AS_WRITTEN)
    try:  # the whole log within the limits first, then line by line
        bounded_json.check_limits(text.encode("utf-8", "surrogatepass"))
    except bounded_json.JsonLimitError as exc:
        if not exc.line:  # the whole file: its size, its count of values
            raise ReplayError(0, f"the log {exc}", where="", hint=NOT_AS_WRITTEN) from None
        part = "the header" if exc.line == 1 else "the line"
        raise ReplayError(0, f"{part} {exc}", where="", line=exc.line, col=exc.col, hint=NOT_AS_WRITTEN) from None
    records, numbers = [], []
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append(bounded_json.loads(line.encode("utf-8", "surrogatepass")))
            numbers.append(number)
        except ValueError as exc:  # json.JSONDecodeError among them
            reason, col = _not_json(exc)
            if number == len(lines):  # every line deckctl writes ends with a line feed
                reason += "; the log ends inside this line: it was cut short"
            raise ReplayError(len(records), f"not JSON: {reason}", where="", line=number, col=col,
                              hint=NOT_AS_WRITTEN) from None
    if not records or not isinstance(records[0], dict) or records[0].get("format") != LOG_FORMAT:
        raise ReplayError(0, f"{path} is not a deckctl replay log (no \"format\": \"{LOG_FORMAT}\" header)")
    header = records[0]
    if type(header.get("version")) is not int or header["version"] not in READS_VERSIONS:
        raise ReplayError(0, f"log version {_shown(header.get('version'))}; this deckctl reads versions "
                          f"{', '.join(map(str, READS_VERSIONS))}", line=numbers[0])
    check_header_fields(header, numbers[0])
    log = Log(header, header_line=numbers[0], header_text=lines[numbers[0] - 1])
    for record, number in zip(records[1:], numbers[1:]):
        if not isinstance(record, dict):
            raise ReplayError(len(log.steps) + 1, "a log line must be a JSON object", line=number)
        if "result" in record:
            log.result, log.result_line = record["result"], number
        elif log.result is not None:
            raise ReplayError(len(log.steps) + 1, "there are actions after the result", line=number)
        else:
            log.steps.append(record)
            log.step_lines.append(number)
    return log


def _key_columns(line: str) -> dict[str, int]:
    """Where each key of the JSON object on `line` begins (its quote, 1-based): the object's own
    keys only, not those of a value (an option named `seed`). {} for a line that is not one."""
    decoder = json.JSONDecoder()
    columns: dict[str, int] = {}
    at = len(line) - len(line.lstrip())
    if not line.startswith("{", at):
        return columns
    at += 1
    try:
        while True:
            at += len(line[at:]) - len(line[at:].lstrip())
            if not line.startswith('"', at):
                return columns
            key, end = json.decoder.scanstring(line, at + 1)
            columns.setdefault(key, at + 1)
            end += len(line[end:]) - len(line[end:].lstrip())
            _, at = decoder.raw_decode(line, end + 1 + len(line[end + 1:]) - len(line[end + 1:].lstrip()))
            at += len(line[at:]) - len(line[at:].lstrip())
            if not line.startswith(",", at):
                return columns
            at += 1
    except ValueError:
        return columns


def _other_bundle(header: dict, bundle: dict) -> str:
    """What may differ between the bundle a log was played with and this one: the language, when the
    log names another one; else the deck or its version, or (a log that does not name its language)
    the language too."""
    played, this = header.get("language"), bundle.get("language")
    if isinstance(played, str) and played != this:
        played = printable_line(shortened(played))
        return (f"the game was played in `{played}`, this bundle is in `{this}`: replay it with --lang {played}, "
                f"or with --bundle and the bundle it was played with")
    if played is None:
        return ("a different deck or version, or another language: a game played with --lang L replays "
                "with --lang L")
    return "a different deck or version"


def _shown(value: Any) -> str:
    """A value of the log as a message quotes it: as JSON (what the log holds), cut short (a
    100-digit number, an options object of megabytes)."""
    return shortened(json.dumps(value, ensure_ascii=False))


def _not_json(exc: ValueError) -> tuple[str, int | None]:
    """Why a line is not JSON, and the column where json stopped (None when it names none): json's
    own message ends in `at` where it names the place (`Unterminated string starting at`), which
    the column gives."""
    if not isinstance(exc, json.JSONDecodeError):
        return str(exc), None
    message = exc.msg[:1].lower() + exc.msg[1:]
    return message.removesuffix(" at").removesuffix(" starting"), exc.colno


def _play_steps(log: Log, bundle: dict, make_game) -> Any:
    """The state after every step of `log` played again (ReplayError at the first difference)."""
    header = log.header
    seed = header["seed"]  # (its kind, and every field's, checked by parse_log)
    try:
        game = make_game(bundle, **header["options"])
    except (TypeError, ValueError) as exc:
        raise ReplayError(0, f"the options {_shown(header.get('options'))} cannot be used: {exc}") from None
    state = game.new_initial_state(seed)
    # The digest forms still possible: the header's, or for a log that names none those older
    # deckctl wrote, until step 1 tells which (every step of a log is in one form).
    forms = (header["state_digest"],) if "state_digest" in header else STATE_DIGESTS
    note = _engine_note(header)
    for number, record in enumerate(log.steps, start=1):
        if record.get("step", number) != number:
            raise ReplayError(number, f"the log numbers this step {_shown(record.get('step'))}")
        if state.is_terminal():
            raise ReplayError(number, "the game is already over" + note)
        action = record.get("action")
        player = state.current_player()
        expected = "chance" if player == CHANCE else player
        if record.get("player") != expected:
            raise ReplayError(number, f"the log says {_shown(record.get('player'))} acts, but it is {_shown(expected)}'s turn")
        if player == CHANCE:
            drawn = state.sample_chance()
            if type(action) is not int:  # (7.0 == 7, but no list or rule takes it: as apply_action refuses it)
                raise ReplayError(number, f"illegal action {_shown(action)}: an action is a whole number")
            if action != drawn:
                said = f" ({state.action_to_string(action)})" if action in state.legal_actions() else ""
                raise ReplayError(number, f"the log has chance outcome {_shown(action)}{said}, "
                                          f"but seed {_shown(seed)} gives {drawn} ({state.action_to_string(drawn)})")
        try:
            state.apply_action(action)
        except IllegalAction as exc:
            raise ReplayError(number, f"illegal action {_shown(action)}: {exc.reason}{note}") from None
        if "digest" not in record:  # (every step's is written: without it an edited step would pass)
            raise ReplayError(number, "the step has no `digest` of the state after it (deckctl writes one with "
                                      "every step), so it was edited after the game")
        matching = [form for form in forms if digest(state, form) == record["digest"]]
        if not matching:
            hint = ""
            if number == 1 and "header_digest" not in record:
                hint = (f" (this log has no header digest to tell whether its header was edited: "
                        f"check the header's seed and options, now seed {_shown(seed)} and options {_shown(header.get('options'))})")
            raise ReplayError(number, "the state after this step differs from the recorded one" + note + hint)
        forms = matching[:1]
    return state


def replay(log: Log, bundle: dict, make_game) -> Any:
    """Play `log` again on `bundle`; returns the final state, or raises ReplayError at the first difference."""
    header = log.header
    check_header_digest(log, bundle, make_game)
    if header.get("game") != bundle.get("game"):
        raise ReplayError(0, f"the log is a {_shown(header.get('game'))} game, the bundle is for {bundle.get('game')}")
    if header.get("bundle_sha256") != bundle.get("sha256"):
        raise ReplayError(0, f"the log was recorded with bundle {str(header.get('bundle_sha256'))[:12]}..., "
                             f"this bundle is {str(bundle.get('sha256'))[:12]}... ({_other_bundle(header, bundle)})")
    if "header_digest" not in (log.steps[0] if log.steps else {}) and header["version"] == 1:
        check_version_1(log, bundle)
    state = _play_steps(log, bundle, make_game)
    if log.result == QUIT_RESULT:
        if state.is_terminal():
            raise ReplayError(-1, "the log says the players quit, but the game is over")
        return state
    if not state.is_terminal():
        steps = f"{len(log.steps)} step{'' if len(log.steps) == 1 else 's'}"
        raise ReplayError(-1, f"the log ends after {steps}, before the game is over")
    if log.result is None:
        raise ReplayError(-1, "the log has no result line")
    result = result_of(state)
    if isinstance(log.result, dict) and "stopped" not in log.result:
        result.pop("stopped", None)  # a log written before results said so
    if log.result != result:
        raise ReplayError(-1, f"the log says {_shown(log.result)}, the replay gives {_shown(result)}{_engine_note(header)}")
    return state
