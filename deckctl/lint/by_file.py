"""The findings of the per-card rules, kept per card file: an edit re-lints only its own file.

A rule marked `PER_CARD` judges each card by itself. Its findings on the cards of one file depend
on nothing but that file, the deck's other files (manifest, catalogs, board), the `deckctl.toml`
that applies, deckctl itself, and what validate found in the file (a card with a validate error
is not measured by text-fits, and that error can come from another file: a repeated id). Those
make up the key of the file's findings. A deck's card files share one cache entry per rule set
(deckctl/lint/cache.py: one `.jsonl`, a line per card file with its key and findings, written
again when a file changes or goes; up to `RULE_SETS_KEPT` of them, so lint with one deckctl.toml
and then another re-lints no file the first time's findings still hold for): a file per card file
made a deck of a thousand empty files write a thousand. The files whose key changed are linted
together, as one smaller deck.

A finding on a part many cards share (text-fits: a printed label, a band with the area's name) is
reported on the first card in the deck that prints it. Each file's entry holds such findings as
if the file were the whole deck, with the part's name (the rule's `check_cards`); the files are
put together in deck order, each part's findings taken from the first file that has them. Each
rule's findings come out file by file, as `check` gives them on the whole deck (text-fits gives a
deck with catalogs language by language: the same findings, in another order).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import replace

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic
from deckctl.lint.registry import Rule

Finish = Callable[[Rule, Diagnostic], Diagnostic]  # a rule's finding as lint reports it (code, severity, deck)
Kept = list[tuple[Diagnostic, str | None]]  # a card file's findings, each with its shared part or None


def per_card_findings(deck: Deck, rules: list[Rule], finish: Finish) -> dict[str, list[Diagnostic]]:
    """rule id -> its findings on the deck, each card file's from the cache when it holds them."""
    from deckctl.lint import cache
    from deckctl.validate.deck import CARDS_DIR

    if not rules:
        return {}
    question = f"lint by file {' '.join(rule.id for rule in rules)}"
    context = cache.deck_key(deck.path, question, leaving_out=CARDS_DIR)
    rule_set = cache.rule_set(deck.path, question)  # (another deckctl.toml's findings are kept in another entry)
    cards_of: dict[str, list] = {source.display: [] for source in deck.card_files}
    for ref in deck.cards:
        cards_of[ref.source.display].append(ref)
    # what validate found in each file: a card it finds an error in is not measured (text-fits),
    # and such an error can come from another file (a repeated id)
    checked: dict[str, list] = {source.display: [] for source in deck.card_files}
    for found_there in deck.diagnostics:
        if found_there.file in checked:
            checked[found_there.file].append(found_there.to_json())
    stored = cache.slot(f"lint by file {deck.path}")  # one entry per rule set for all the deck's card files
    kept = dict(cache.get_kept_lines(stored, rule_set, context, _file_from_json) or ())
    found: dict[str, Kept] = {}
    keys: dict[str, str] = {}
    for source in deck.card_files:
        key = _file_key(context, source.text, cards_of[source.display], checked[source.display])
        if source.display in kept and kept[source.display][0] == key:
            found[source.display] = kept[source.display][1]
        else:
            keys[source.display] = key
    if keys:
        fresh = _lint_files(deck, rules, finish, [source for source in deck.card_files if source.display in keys])
        if fresh is None:  # a finding on no card of the files linted: nothing is kept for this deck
            return _by_rule(rules, (finish(rule, finding) for rule in rules for finding in rule.check(deck)))
        found.update(fresh)
    if keys or kept.keys() != found.keys():  # (a file linted afresh, or one gone)
        lines = ([source.display, keys.get(source.display) or kept[source.display][0],
                  [[finding.to_json(), part] for finding, part in found[source.display]]] for source in deck.card_files)
        cache.put_kept_lines(stored, rule_set, context, lines)
        _forget_entries_per_file(deck)
    in_order = ((finding, source.display, None if part is None else (finding.code, part))
                for source in deck.card_files for finding, part in found[source.display])
    return _by_rule(rules, first_of_each_part(in_order))


def first_of_each_part(found: Iterable[tuple[Diagnostic, str, Hashable | None]]) -> Iterator[Diagnostic]:
    """Findings (with their card file and shared part) in deck order: a shared part's only from
    the first card file that has it, where the whole deck's run reports it."""
    owner: dict[Hashable, str] = {}
    for finding, card_file, part in found:
        if part is None or owner.setdefault(part, card_file) == card_file:
            yield finding


def _forget_entries_per_file(deck: Deck) -> None:
    """Drop the entries earlier versions kept, one file per card file (a deck of a thousand card
    files made a thousand), listed in the deck's index entry: the deck's one entry replaces them."""
    from deckctl.lint import cache

    index = cache.slot(f"lint by file index {deck.path}")
    for gone in cache.get_lines(index, "names", str) or ():
        cache.forget(f"{gone}.jsonl")
    cache.forget(f"{index}.jsonl")


def _file_key(context: str, text: str, cards: list, checked: list) -> str:
    valid = [(ref.index, ref.id) for ref in cards]
    return hashlib.sha256(f"{context}\n{json.dumps([valid, checked])}\n{text}".encode()).hexdigest()


def _file_from_json(line) -> tuple[str, tuple[str, Kept]]:
    """A line of the deck's entry: (card file, (its key, its findings))."""
    display, key, findings = line
    if not (isinstance(display, str) and isinstance(key, str) and isinstance(findings, list)):
        raise TypeError("a card file's line is [file, key, findings]")
    return display, (key, [_from_json(finding) for finding in findings])


def _from_json(line) -> tuple[Diagnostic, str | None]:
    finding, part = line
    if part is not None and not isinstance(part, str):
        raise TypeError("a shared part is named by a string")
    return Diagnostic.from_json(finding), part


def _lint_files(deck: Deck, rules: list[Rule], finish: Finish, sources: list) -> dict[str, Kept] | None:
    """Each of these card files' findings, rule by rule; None if one is on no card of them."""
    if len(sources) < len(deck.card_files):
        displays = {source.display for source in sources}
        deck = replace(deck, cards=[ref for ref in deck.cards if ref.source.display in displays], card_files=sources)
    found: dict[str, Kept] = {source.display: [] for source in sources}
    for rule in rules:
        for finding, card_file, part in _on_cards(rule, deck):
            if card_file not in found:
                return None
            found[card_file].append((finish(rule, finding), part))
    return found


def _on_cards(rule: Rule, deck: Deck) -> Iterator[tuple[Diagnostic, str, str | None]]:
    """(finding, card file, shared part): a rule without `check_cards` finds on its cards' files."""
    if rule.check_cards is not None:
        return rule.check_cards(deck)
    return ((finding, finding.file, None) for finding in rule.check(deck))


def _by_rule(rules: list[Rule], findings) -> dict[str, list[Diagnostic]]:
    by_rule: dict[str, list[Diagnostic]] = {rule.id: [] for rule in rules}
    for finding in findings:
        by_rule[finding.code].append(finding)
    return by_rule
