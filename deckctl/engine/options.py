"""A game's options, declared once: what `make_game` accepts and checks, what `deckctl games` lists
and what the help of `--players` says.

Each game's rules module declares `OPTIONS`, a tuple of `Option`, and reads what it is given with
`read_options`; its constructor checks values it is called with directly through `check`.
Values may arrive typed (`players=3`) or as text (`--set players=3` from the command line).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


class OptionError(ValueError):
    """A game option that the game does not have, or a value it cannot take: a usage error.
    `players`: where the deck is too small for the players asked but enough for fewer, how many it
    is enough for (the command line names `--players` with it); `without`: an option to leave out
    for that."""

    def __init__(self, message: str, *, players: int | None = None, without: str | None = None):
        super().__init__(message)
        self.players = players
        self.without = without


# The most a whole number without a range of its own may be (`max_rounds`, a target): a game's
# log holds its options, and the log's reader takes numbers of up to 100 digits; a million rounds
# outlasts any safeguard's purpose.
MAX_WHOLE = 1_000_000

_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


@dataclass(frozen=True)
class Option:
    """One option of a game. Its kind is its default's: bool, int or str. A whole number may have a
    range (`low`, `high`), a text a list of `choices` or a description of its `form`."""

    name: str
    default: bool | int | str
    help: str
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    form: str = ""  # for a text without fixed choices: what it looks like, e.g. "A-D, or one per player"

    def values(self) -> str:
        """What the option takes, in a few words: `2-6`, `1 or more`, `true|false`, `a|b`."""
        if isinstance(self.default, bool):
            return "true|false"
        if isinstance(self.default, int):
            if self.high is not None:
                return f"{self.low}-{self.high}"
            return f"{self.low} or more" if self.low is not None else "a whole number"
        return "|".join(self.choices) or self.form or "text"

    def parse(self, value: Any) -> bool | int | str:
        """The value checked and typed; OptionError says what the option takes otherwise."""
        if isinstance(self.default, bool):
            return self._flag(value)
        if isinstance(self.default, int):
            return self._whole(value)
        return self._text(value)

    def _flag(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE + _FALSE:
            return value.strip().lower() in _TRUE
        raise OptionError(f"{self.name} is true or false, not {shown(value)}")

    def _whole(self, value: Any) -> int:
        span = (f"from {self.low} to {self.high}" if self.high is not None
                else f"at least {self.low}" if self.low is not None else "")
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                pass
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"{self.name} must be a whole number{f' ({span})' if span else ''}, not {shown(value)}")
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            from deckctl.core.quoted import quoted_text

            raise OptionError(f"{self.name} must be {span}, not {quoted_text(value)}")  # (4,000 digits: cut, or named)
        if self.high is None and value > MAX_WHOLE:
            from deckctl.core.quoted import quoted_text

            raise OptionError(f"{self.name} must be at most {MAX_WHOLE:,}, not {quoted_text(value)}")
        return value

    def _text(self, value: Any) -> str:
        text = value.strip() if isinstance(value, str) else ""
        if not text or (self.choices and text not in self.choices):
            raise OptionError(f"{self.name} must be {self.values()}, not {shown(value)}")
        return text


def shown(value: Any) -> str:
    """A value as the message quotes it: what was typed in backticks (`--set rounds=x`: `x`)."""
    from deckctl.core.printable import printable_line
    from deckctl.core.quoted import shortened

    if value == "":
        return "an empty value"
    return f"`{printable_line(shortened(value))}`" if isinstance(value, str) else f"`{shortened(repr(value))}`"


def check(options: Sequence[Option], name: str, value: Any) -> Any:
    """The value of the option `name` of `options`, checked and typed (for a game's constructor)."""
    return next(option for option in options if option.name == name).parse(value)


def read_options(title: str, options: Sequence[Option], given: dict[str, Any]) -> dict[str, Any]:
    """The options given, checked and typed; only those given, so the game keeps its defaults.
    OptionError for a name the game does not have (the message lists those it has)."""
    from difflib import get_close_matches

    known = {option.name: option for option in options}
    for name in given:
        if name not in known:
            have = ", ".join(f"{option.name} ({option.values()})" for option in options) or "none"
            close = get_close_matches(name.lower(), list(known), n=1)
            hint = f"did you mean `{close[0]}`? " if close else ""
            if name == "players":  # (a game without the option is one seat: `player_range`)
                raise OptionError(f"{title} is played by the whole table together, as one team: it has no "
                                  f"option players (no --players); its options: {have}")
            raise OptionError(f"{title} has no option {name}; {hint}its options: {have}")
    return {name: known[name].parse(value) for name, value in given.items()}


def player_range(options: Sequence[Option]) -> tuple[int, int, int]:
    """(fewest, most, default) players of a game; a game without a `players` option is one seat:
    the whole table plays together."""
    for option in options:
        if option.name == "players":
            return option.low or 1, option.high or option.low or 1, int(option.default)
    return 1, 1, 1
