"""The findings of the per-card rules, kept per card file: an edit re-lints only its own file.

A rule marked `PER_CARD` judges each card by itself. Its findings on the cards of one file depend
on nothing but that file, the deck's other files (manifest, catalogs, board), the `deckctl.toml`
that applies, deckctl itself, and which of the file's cards are valid (a card with a validate
error is not linted, and a duplicate id in another file can make one invalid). Those make up the
key of the file's cache entry (deckctl/cache.py: one `.jsonl` per card file, replaced when its
key changes). The files without an entry are linted together, as one smaller deck, and their
findings stored file by file; the findings come out as the rules give them on the whole deck:
rule by rule, card by card.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import replace

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic
from deckctl.lint.registry import Rule

Run = Callable[[Rule, Deck], Iterable[Diagnostic]]  # a rule's findings on a deck, as lint reports them


def per_card_findings(deck: Deck, rules: list[Rule], run: Run) -> dict[str, list[Diagnostic]]:
    """rule id -> its findings on the deck (in the order `run` gives them on the whole deck), each
    card file's from the cache when it holds them."""
    from deckctl import cache

    if not rules:
        return {}
    context = cache.deck_key(deck.path, f"lint by file {' '.join(rule.id for rule in rules)}", leaving_out="cards")
    cards_of: dict[str, list] = {source.display: [] for source in deck.card_files}
    for ref in deck.cards:
        cards_of[ref.source.display].append(ref)
    found: dict[str, list[Diagnostic]] = {}  # card file -> its findings, rule by rule
    keys: dict[str, tuple[str, str]] = {}
    for source in deck.card_files:
        name = cache.slot(f"lint by file {deck.path} {source.display}")
        key = _file_key(context, source.text, cards_of[source.display])
        kept = cache.get_lines(name, key, Diagnostic.from_json)
        if kept is None:
            keys[source.display] = (name, key)
        else:
            found[source.display] = kept
    if keys:
        fresh = _lint_files(deck, rules, run, [source for source in deck.card_files if source.display in keys])
        if fresh is None:  # a finding outside the files linted: nothing is kept for this deck
            return _by_rule(rules, [finding for rule in rules for finding in run(rule, deck)])
        for display, findings in fresh.items():
            found[display] = findings
            cache.put_lines(*keys[display], (finding.to_json() for finding in findings))
    return _by_rule(rules, [finding for source in deck.card_files for finding in found[source.display]])


def _file_key(context: str, text: str, cards: list) -> str:
    valid = [(ref.index, ref.id) for ref in cards]
    return hashlib.sha256(f"{context}\n{json.dumps(valid)}\n{text}".encode()).hexdigest()


def _lint_files(deck: Deck, rules: list[Rule], run: Run, sources: list) -> dict[str, list[Diagnostic]] | None:
    """Each of these card files' findings, rule by rule; None if one is not on a card of them."""
    if len(sources) < len(deck.card_files):
        displays = {source.display for source in sources}
        deck = replace(deck, cards=[ref for ref in deck.cards if ref.source.display in displays], card_files=sources)
    found: dict[str, list[Diagnostic]] = {source.display: [] for source in sources}
    for rule in rules:
        for finding in run(rule, deck):
            if finding.file not in found:
                return None
            found[finding.file].append(finding)
    return found


def _by_rule(rules: list[Rule], findings: list[Diagnostic]) -> dict[str, list[Diagnostic]]:
    """The findings of each rule, in the order given (file by file): the rules give theirs card by
    card, and the cards come file by file."""
    by_rule: dict[str, list[Diagnostic]] = {rule.id: [] for rule in rules}
    for finding in findings:
        by_rule[finding.code].append(finding)
    return by_rule
