"""Validate (and lint) many decks in bounded memory: one deck at a time per worker process.

`check(paths, jobs, lint=...)` is what `deckctl validate` and `deckctl lint` run. Each deck is
loaded, checked and linted in a worker, which hands back only a `DeckSummary` (its findings and
the few facts a check across decks needs) and lets the deck go; so memory stays that of the
largest deck, however many decks there are. Findings come out in the same order as from
`validate()` then `lint()`, whatever `jobs` is.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.finding_cap import cap
from deckctl.core.workers import ordered_map, tell
from deckctl.io.discover import CARDS, is_card_file_name
from deckctl.validate.deck import DeckSummary, duplicate_deck_ids, load_deck, summarize


@dataclass
class CheckResult:
    decks: list[DeckSummary] = field(default_factory=list)
    validation: list[Diagnostic] = field(default_factory=list)  # reported first
    findings: list[Diagnostic] = field(default_factory=list)  # lint findings (and lint config problems)

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [*self.validation, *self.findings]

    @property
    def card_count(self) -> int:
        return sum(deck.cards for deck in self.decks)

    @property
    def linted(self) -> int:
        return sum(1 for deck in self.decks if deck.lint is not None)


_configs: dict = {}  # per process: the deckctl.toml files read so far


def check_deck(deck_dir: Path, lint: bool = False, config=None, by_file: bool = False, deck=None) -> DeckSummary:
    """Load and check one deck (and lint its valid cards, if its manifest validated); keep only its
    summary. `by_file`: the per-card rules' findings on unchanged card files come from the cache.
    `deck`: the deck as `load_deck(deck_dir)` gave it already (not read again)."""
    if deck is None:
        deck = load_deck(deck_dir)
    summary = summarize(deck)
    from deckctl.lint.runner import lintable

    if lint and lintable(deck):
        from deckctl.lint.runner import config_for, lint_deck

        deck_config = config if config is not None else config_for(deck, _configs)
        from deckctl.lint.runner import gather

        # The summary for the rules across decks first, handed in at once: its group can be
        # compared on another worker while this one runs the rules on the deck.
        summary.lint_across = gather(deck, deck_config)
        tell((str(deck_dir), summary.lint_across))
        summary.lint = lint_deck(deck, deck_config, by_file)
        summary.lint_config = (deck_config.path, deck_config.diagnostics)
        from deckctl.export.pdf import fitted
        from deckctl.export.pdf.roles import forget_drawn
        from deckctl.export.pdf.text import forget_texts

        forget_texts()  # the text-fits rule laid out this deck's texts; the next deck has others
        forget_drawn()  # (what a drawing of it left for role-size, and for text-fits)
        fitted.forget()
    return summary


def check(paths: list[Path], jobs: int = 1, lint: bool = False, config=None, cached: bool = False,
          loaded: dict | None = None) -> CheckResult:
    """Validate every deck the paths name (raises PathNotFound for a missing path), on up to
    `jobs` processes; with `lint`, lint those that validate (`config=None`: each deck's own
    deckctl.toml). `cached`: an unchanged deck's findings come from the cache (deckctl/lint/cache.py).
    `loaded`: decks loaded already, by `str(folder)`, checked without reading them again (`proof
    --serve` loads a saved deck once for its pictures and its findings; meant for one job, as the
    decks would be sent to the workers)."""
    from deckctl.io.discover import discover

    found = discover(paths)
    _configs.clear()  # a deckctl.toml may have changed since the last check in this process
    checked = Checked(found, lint, cached and config is None)
    arrived = checked.arrived if lint else None
    told = checked.told if lint else None
    for summary in _summaries(found.decks, jobs, lint, config, cached and config is None, arrived, told, loaded):
        checked.add(summary)
    return checked.finish()


class Checked:
    """`check`'s result, put together from the decks' summaries: feed each deck's to `arrived`
    (and what a task tells early to `told`) as it comes in, in any order, running the follow-up
    tasks they give (near-duplicates across decks, compared as soon as a group's decks are all
    in); `add` them in deck order; then `finish`. (The proof's deck tasks hand in their decks'
    summaries so.)"""

    def __init__(self, found, lint: bool, cached: bool):
        self.result = CheckResult(validation=list(found.diagnostics))
        self._reported: set = set()
        self._across = None
        if lint:  # near-duplicates across decks: from each deck's small summary, never the decks themselves
            from deckctl.lint.across import AcrossDecks, foreseen_group

            self._across = AcrossDecks(lambda: [foreseen_group(deck) for deck in found.decks], cached=cached)
            self._numbers = {str(deck): n for n, deck in enumerate(found.decks)}

    def arrived(self, n: int, summary: DeckSummary) -> list:
        """Deck n's summary is in: the groups now complete, to compare (on a worker)."""
        return self._across.add(n, summary.lint_across) if self._across is not None else []

    def told(self, message: tuple[str, dict | None]) -> list:
        deck, gathered = message  # (check_deck's, before its rules run)
        return self._across.add(self._numbers[deck], gathered) if self._across is not None else []

    def add(self, summary: DeckSummary) -> None:
        result = self.result
        result.decks.append(summary)
        result.validation.extend(summary.diagnostics)
        if summary.lint is None:
            return
        config_path, config_diagnostics = summary.lint_config
        if config_path not in self._reported:  # a deckctl.toml's own problems, once
            self._reported.add(config_path)
            result.findings.extend(config_diagnostics)
        result.findings.extend(summary.lint)

    def across_so_far(self) -> list[Diagnostic]:
        """The findings across decks of the groups compared so far, capped as `finish` caps them."""
        return cap(self._across.findings_so_far()) if self._across is not None else []

    def finish(self) -> CheckResult:
        result = self.result
        result.validation.extend(duplicate_deck_ids(result.decks))
        if self._across is not None:
            result.findings.extend(cap(self._across.findings()))  # (up to MAX_PER_KIND of a kind per file)
        return result


def _summaries(decks: list[Path], jobs: int, lint: bool, config, cached: bool, arrived=None, told=None, loaded=None):
    """Each deck's summary, in order. With `cached`, each worker looks its deck up in the cache
    (and stores what it checked): hashing every deck's files is most of a cached run's work, so it
    runs on every core instead of in this process before any worker starts."""
    if min(jobs, len(decks)) > 1:
        import_for_workers(lint)
    if loaded:
        task = partial(_loaded_check, lint=lint, config=config, cached=cached, loaded=loaded)
    else:
        task = partial(cached_check, lint=lint) if cached else partial(check_deck, lint=lint, config=config)
    yield from ordered_map(task, decks, jobs, cost=deck_size, arrived=arrived, told=told)


def _loaded_check(deck_dir: Path, lint: bool, config, cached: bool, loaded: dict) -> DeckSummary:
    deck = loaded.get(str(deck_dir))
    if cached:
        return cached_check(deck_dir, lint, deck)
    return check_deck(deck_dir, lint, config, deck=deck)


def deck_size(deck_dir: Path) -> int:
    """Bytes of cards: about how long a deck takes to check (the biggest start first). Its card
    files only: a hidden `cards/.x.yaml` is not read, so not to be weighed either."""
    from deckctl.io.discover import listable

    if not listable(deck_dir / CARDS):
        return 0
    try:
        with os.scandir(deck_dir / CARDS) as entries:
            return sum(entry.stat().st_size for entry in entries if is_card_file_name(entry.name))
    except OSError:
        return 0


def cached_check(deck_dir: Path, lint: bool = False, deck=None) -> DeckSummary:
    """`check_deck` through the cache (deckctl/lint/cache.py), with each deck's own deckctl.toml
    (`deck`: loaded already)."""
    from deckctl.lint import cache

    question = "lint" if lint else "validate"
    name, key = cache.deck_slot(deck_dir, question), cache.deck_key(deck_dir, question)
    rules = cache.rule_set(deck_dir, question)  # (each deckctl.toml's findings kept apart: turns reuse both)
    summary = _from_json(cache.get_kept(name, rules, key))
    if summary is None:
        summary = check_deck(deck_dir, lint, by_file=lint, deck=deck)  # (a changed deck: most of its card files may not be)
        cache.put_kept(name, rules, key, _to_json(summary))
    return summary


def import_for_workers(lint: bool) -> None:
    """What checking a deck imports, imported once before the workers are forked: they share it
    instead of each spending CPU time on importing it again."""
    import importlib

    from deckctl import games
    from deckctl.lint import cache, runner  # noqa: F401  (runner: check_deck asks it whether a deck is lintable)

    plugins = games.all_games()  # imports every game's package: its card models
    if lint:
        from deckctl.export.pdf import document, draw  # noqa: F401  (the text-fits rule lays texts out)
        from deckctl.lint.registry import all_rules

        all_rules()
        for plugin in plugins:
            if plugin.face:
                importlib.import_module(plugin.face)


def _to_json(summary: DeckSummary) -> dict:
    return {"path": str(summary.path), "diagnostics": [d.to_json() for d in summary.diagnostics],
            "cards": summary.cards, "ok": summary.ok, "key": summary.key, "manifest_display": summary.manifest_display,
            "id_mark": summary.id_mark,
            "lint": None if summary.lint is None else [d.to_json() for d in summary.lint],
            "lint_config": [None if summary.lint_config[0] is None else str(summary.lint_config[0]),
                            [d.to_json() for d in summary.lint_config[1]]],
            "lint_across": summary.lint_across}


def _from_json(data) -> DeckSummary | None:
    """The summary a cache entry holds, or None if it does not hold one."""
    if data is None:
        return None
    try:
        config_path, config_diagnostics = data["lint_config"]
        return DeckSummary(
            Path(data["path"]), _diagnostics(data["diagnostics"]), int(data["cards"]), bool(data["ok"]),
            tuple(data["key"]) if data["key"] is not None else None, str(data["manifest_display"]),
            tuple(data["id_mark"]), None if data["lint"] is None else _diagnostics(data["lint"]),
            (None if config_path is None else Path(config_path), _diagnostics(config_diagnostics)),
            data["lint_across"])
    except (KeyError, TypeError, ValueError):
        return None


def sent(summary: DeckSummary) -> str:
    """A summary as a worker hands it to the main process: as the cache keeps it, so that what
    `received` gives back is what `check` would read from the cache (tuples become lists)."""
    return json.dumps(_to_json(summary))


def received(text: str) -> DeckSummary:
    summary = _from_json(json.loads(text))
    assert summary is not None  # (`sent` wrote it)
    return summary


def _diagnostics(items: list[dict]) -> list[Diagnostic]:
    return [Diagnostic.from_json(item) for item in items]
