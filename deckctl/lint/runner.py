"""Run the rules: `lint(decks, config)` over validated decks; `lint_paths` validates first."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic
from deckctl.core.finding_cap import Capped, cap
from deckctl.lint import suppress
from deckctl.lint.config import LintConfig, find_config, load_config
from deckctl.lint.registry import all_rules, rules_for


@dataclass
class LintResult:
    validation: list[Diagnostic] = field(default_factory=list)  # from validate, reported first
    findings: list[Diagnostic] = field(default_factory=list)  # from the lint rules (and their config)
    decks: list[Deck] = field(default_factory=list)
    linted: int = 0  # decks whose manifest validated, linted card by card; the others were skipped

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [*self.validation, *self.findings]


def _known() -> list[str]:
    return [rule.id for rule in all_rules()]


def config_for(deck: Deck, cache: dict) -> LintConfig:
    path = find_config(deck.path)
    if path not in cache:
        cache[path] = load_config(path, _known(), deck.path)
    return cache[path]


def lintable(deck: Deck) -> bool:
    """A deck whose manifest validated: its valid cards are linted even if other cards are not
    (only files that do not parse, and invalid cards, are left out)."""
    return deck.game is not None and deck.manifest is not None


def lint_deck(deck: Deck, config: LintConfig, by_file: bool = False) -> list[Diagnostic]:
    """The findings of every enabled rule on the valid cards of one deck, with suppressions
    applied, up to MAX_PER_KIND of a rule per file (deckctl/core/finding_cap.py). Rules about the
    deck as a whole wait until every card is valid. `by_file`: the per-card rules' findings on an
    unchanged card file come from the cache (deckctl/lint/by_file.py)."""
    from deckctl.i18n.apply import kept_localizations

    known = set(_known())
    hidden = suppress.collect(deck, known)
    findings = Capped(hidden.diagnostics)
    rules = [rule for rule in rules_for(deck.game.id) if config.enabled(rule.id) and not (rule.whole_deck and not deck.ok)]
    finish = partial(_finish, deck_id=deck.id, level=config.severity)
    kept = {}
    # (each catalog applied to the deck once: text-fits and the rules that read translations share it)
    with kept_localizations():
        if by_file:
            from deckctl.lint.by_file import per_card_findings

            kept = per_card_findings(deck, [rule for rule in rules if rule.per_card], finish)
        for rule in rules:
            for found in kept[rule.id] if rule.id in kept else (finish(rule, found) for found in rule.check(deck)):
                if not hidden.hides(found):
                    findings.append(found)
    return findings.closed()


def _finish(rule, found: Diagnostic, deck_id: str, level: dict) -> Diagnostic:
    """A finding as lint reports it: with the rule's code, the severity deckctl.toml gives it and the deck named."""
    return replace(found, code=rule.id, severity=level.get(rule.id) or found.severity,
                   extra={**found.extra, "deck": deck_id, "rule": rule.id})


def _everything_shown(file: str, line: int, col: int, card_id: str) -> bool:
    return True


def gather(deck: Deck, config: LintConfig) -> dict:
    """What the rules across decks need of this one: rule id -> its summary, with the severity and
    settings this deck's config gives it. A rule's `gather(deck, shown)` leaves out what
    `shown(file, line, col, card_id)` says a suppression comment hides."""
    hidden = suppress.collect(deck, set(_known()))
    gathered = {}
    for rule in rules_for(deck.game.id):
        if rule.gather is None or not config.enabled(rule.id):
            continue
        def shown(file: str, line: int, col: int, card_id: str, rule_id: str = rule.id) -> bool:
            return not hidden.hides_at(rule_id, file, line, card_id)

        if not hidden.lines:  # no disable comment in the deck: no lookup per question
            shown = _everything_shown

        summary = rule.gather(deck, shown)
        summary["severity"] = (config.severity.get(rule.id) or rule.severity).value
        summary["settings"] = {name: config.setting(rule, name) for name in rule.settings}
        gathered[rule.id] = summary
    return gathered


def across(gathered: list[dict]) -> list[Diagnostic]:
    """The findings of the rules across decks, from every deck's `gather` (in deck order)."""
    from deckctl.lint.across import AcrossDecks

    decks = AcrossDecks([None] * len(gathered))
    for n, summary in enumerate(gathered):
        decks.add(n, summary)  # (nothing foreseen, so nothing to compare before the end)
    return decks.findings()


def lint(decks: list[Deck], config: LintConfig | None = None) -> list[Diagnostic]:
    """Lint findings for every deck whose manifest validated, on its valid cards (validation errors
    are reported first). `config=None` finds each deck's deckctl.toml by walking up from it."""
    cache: dict = {}
    findings: list[Diagnostic] = []
    reported: set = set()
    gathered: list[dict] = []
    for deck in decks:
        if not lintable(deck):
            continue
        deck_config = config if config is not None else config_for(deck, cache)
        if deck_config.path not in reported:
            reported.add(deck_config.path)
            findings += deck_config.diagnostics
        findings += lint_deck(deck, deck_config)
        gathered.append(gather(deck, deck_config))
    return findings + cap(across(gathered))


def lint_paths(paths: list[Path], config: LintConfig | None = None) -> LintResult:
    """Validate the paths (raises PathNotFound for a missing one), then lint what validated."""
    from deckctl.validate.deck import validate

    validated = validate(paths)
    findings = lint(validated.decks, config)
    return LintResult(validated.diagnostics, findings, validated.decks, sum(1 for d in validated.decks if lintable(d)))
