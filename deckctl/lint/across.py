"""The rules across decks, run group by group while the decks are still being checked.

A rule across decks (near-duplicate) compares the decks of one group (one game and language) with
each other, from each deck's small summary. Run after the last deck, it is a serial tail: on the
10x benchmark catalogue about a quarter of `lint`'s time with two workers, both idle meanwhile.
`AcrossDecks` takes the summaries as the workers hand them in, in any order, and as soon as every
deck expected in a group is in, hands the group's comparison back as a follow-up task, which
`ordered_map` runs on a worker ahead of the decks not yet started (a worker reuses the memory of
the decks it checked; the parent would hold the group's index beside two busy workers).

Which decks a group expects is foreseen from each deck's `deck.yaml` (its game and language, read
from its top-level lines, without parsing or validating). The findings are those of
`runner.across` over all decks in deck order, whatever order the decks come in: a group is
compared in deck order, the groups are reported in the order of their first deck, and a group
whose decks turn out other than foreseen (a manifest that did not validate, a language written
another way) is compared again at the end.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.io.paths import Refused, read_regular, source_refusal
from deckctl.io.source import MAX_FILE_BYTES
from deckctl.lint.registry import all_rules

# A plain value ends with what is not a space or tab (a lazy `[^#]*?` before `[ \t]*` was quadratic).
_TOP_KEY = re.compile(r"""^(game|language)[ \t]*:[ \t]*(?:"([^"]*)"|'([^']*)'|([^\s#'"&!*|>[{](?:[^#]*[^ \t#])?))[ \t]*(?:#.*)?$""")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")  # (the breaks a file read as text splits at)


def foreseen_group(deck_dir: Path) -> tuple[str, str] | None:
    """(game id, language) as the deck's manifest states them on top-level lines (`game: iknow`),
    or None (also for a value only YAML could read: an anchor, a tag, a block or flow collection).
    The lines are read, not the YAML: a foresight needs no more, and a manifest that is
    odd or hostile (aliases, flow style) costs nothing here; the deck's real check reads it."""
    # read as validate reads it: a link out of the repository, a device or a named pipe (which
    # would never end, or never answer) is not read, nor more than a deck file's limit
    path = deck_dir / "deck.yaml"
    if source_refusal(path, deck_dir) is not None:
        return None
    try:
        text = read_regular(path, MAX_FILE_BYTES).decode("utf-8-sig")
    except (OSError, Refused, UnicodeDecodeError):
        return None
    found: dict[str, str] = {}
    for line in _LINE_BREAK.split(text):
        match = _TOP_KEY.match(line)
        if match:
            found.setdefault(match[1], next(value for value in match.groups()[1:] if value is not None))
    return (found["game"], found["language"]) if len(found) == 2 else None


class AcrossDecks:
    """Feed `add(n, gathered)` once for each deck n (0-based, deck order), in any order; then
    `findings()` gives what `runner.across` would give for all of them in deck order."""

    def __init__(self, foreseen: Sequence[tuple[str, str] | None] | Callable[[], Sequence[tuple[str, str] | None]],
                 cached: bool = False):
        """`foreseen`: each deck's (game, language), or a function that works them out, called when
        the first deck comes in (the workers are busy by then, so reading manifests costs no time)."""
        self.foreseen = foreseen
        self.cached = cached  # a group's findings come from the cache when its summaries are unchanged
        self.groups = {rule.id: rule.group for rule in all_rules() if rule.across is not None}  # rule -> its group()
        self.gathered: dict[int, dict] = {}
        self.waiting: dict[tuple[str, Hashable], set[int]] | None = None  # (rule, group) -> decks not in yet
        self.started: set[tuple[str, Hashable]] = set()  # groups handed out for comparing
        self.compared: dict[tuple[str, Hashable], tuple[tuple[int, ...], list[Diagnostic]]] = {}

    def _foresee(self) -> dict[tuple[str, Hashable], set[int]]:
        foreseen = self.foreseen() if callable(self.foreseen) else self.foreseen
        waiting: dict[tuple[str, Hashable], set[int]] = {}
        # a deck whose group cannot be foreseen may belong to any: every group waits for it (else
        # a group compared without it is compared again at the end, and its cache file, holding
        # one comparison, never serves both)
        unforeseen = {n for n, facts in enumerate(foreseen) if facts is None}
        for rule_id, group in self.groups.items():
            for n, facts in enumerate(foreseen):
                if facts is not None and group is not None:
                    waiting.setdefault((rule_id, group(*facts)), set(unforeseen)).add(n)
        return waiting

    def add(self, n: int, gathered: dict | None) -> list[tuple]:
        """Take deck n's summaries; the comparisons of the groups now complete, as follow-up tasks
        `(compare, argument, done)` for `deckctl.core.workers.ordered_map` (or to run at once:
        `done(compare(argument))`). A deck already in is not taken again (its summaries may come
        ahead of its other findings, and again with them)."""
        if n in self.gathered:
            return []
        self.gathered[n] = gathered or {}
        if self.waiting is None:
            self.waiting = self._foresee()
        ready = []
        for (rule_id, key), decks in self.waiting.items():
            decks.discard(n)
            if not decks and (rule_id, key) not in self.started:
                self.started.add((rule_id, key))
                ready.append(self._follow_up(rule_id, key))
        return ready

    def _members(self, rule_id: str, key) -> tuple[int, ...]:
        return tuple(n for n in sorted(self.gathered) if rule_id in self.gathered[n]
                     and self._group_of(rule_id, self.gathered[n][rule_id]) == key)

    def _group_of(self, rule_id: str, summary: dict) -> Hashable:
        group = self.groups[rule_id]
        return group(summary["game"], summary["language"]) if group is not None else None

    def _follow_up(self, rule_id: str, key) -> tuple:
        members = self._members(rule_id, key)

        def done(found: list[Diagnostic]) -> None:
            self.compared[rule_id, key] = (members, found)

        return compare, (rule_id, [self.gathered[n][rule_id] for n in members], self.cached), done

    def findings(self) -> list[Diagnostic]:
        """Every rule's findings, group by group in the order of each group's first deck; a group
        compared before its decks were all known is compared again if they were not the ones foreseen."""
        return self._in_order(compare_again=True)

    def findings_so_far(self) -> list[Diagnostic]:
        """The findings of the groups compared so far, in `findings`' order (a deck whose groups are
        all compared has its own final ones among them: the proof renders its section then)."""
        return self._in_order(compare_again=False)

    def _in_order(self, compare_again: bool) -> list[Diagnostic]:
        findings: list[Diagnostic] = []
        for rule_id in self.groups:
            groups: dict[Hashable, None] = {}
            for n in sorted(self.gathered):
                if rule_id in self.gathered[n]:
                    groups.setdefault(self._group_of(rule_id, self.gathered[n][rule_id]))
            for key in groups:
                members, found = self.compared.get((rule_id, key), ((), []))
                if compare_again and members != self._members(rule_id, key):
                    follow, argument, done = self._follow_up(rule_id, key)
                    done(follow(argument))
                    members, found = self.compared[rule_id, key]
                findings += found
        return findings


def compare(task: tuple[str, list[dict], bool]) -> list[Diagnostic]:
    """The findings of rule `rule_id` across these decks' summaries (a task a worker can run):
    from the cache if `cached` and it knows them."""
    rule_id, summaries, cached = task
    if not summaries:
        return []
    rule = next(rule for rule in all_rules() if rule.id == rule_id)
    if cached:
        from deckctl.lint import cache

        # one file per group, rewritten when its decks change: a large group's findings are large
        group = rule.group(summaries[0]["game"], summaries[0]["language"]) if rule.group is not None else None
        name, entry = cache.slot(f"across {rule_id} {group!r}"), cache.data_key(f"across {rule_id}", summaries)
        found = cache.get_lines(name, entry, Diagnostic.from_json)
        if found is not None:
            return found
    found = [replace(found, code=rule_id, extra={**found.extra, "rule": rule_id}) for found in rule.across(summaries)]
    if cached:
        cache.put_lines(name, entry, (item.to_json() for item in found))
    return found
