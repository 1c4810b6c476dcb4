"""The proof's warm-up: the data its tasks read first is worked out on another core while this
process imports, and taken in here as if worked out here (deckctl/proof/warmup.py)."""

from __future__ import annotations

import pytest
from deckfactory import write_deck


@pytest.fixture
def counted(monkeypatch):
    """Calls, in this process, of what works out deckctl's code fingerprint (a file hashed) and a
    language's hyphenation patterns (pyphen asked for its dictionary); the caches emptied first."""
    import pyphen

    from deckctl.core import content
    from deckctl.export.pdf import hyphenation
    from deckctl.proof import keys

    calls = {"hashed": 0, "patterns": 0}
    real_hash, real_fallback = content.file_hash, pyphen.language_fallback

    def hashed(*args, **kwargs):
        calls["hashed"] += 1
        return real_hash(*args, **kwargs)

    def fallback(*args, **kwargs):
        calls["patterns"] += 1
        return real_fallback(*args, **kwargs)

    monkeypatch.setattr(content, "file_hash", hashed)
    monkeypatch.setattr(pyphen, "language_fallback", fallback)
    caches = (content.code_contents, keys.code_digest, hyphenation._patterns, hyphenation._word_parts)
    for cached in caches:
        cached.cache_clear()
    yield calls
    for cached in caches:
        cached.cache_clear()


def german_deck(tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    (deck / "locales").mkdir()
    (deck / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n"Language: de\\n"\n', encoding="utf-8")
    return deck


def fresh(language: str):
    """What this process works out itself, caches emptied."""
    from deckctl.core import content
    from deckctl.export.pdf import hyphenation

    for cached in (content.code_contents, hyphenation._patterns, hyphenation._word_parts):
        cached.cache_clear()
    return content.code_contents(), hyphenation._patterns(language), hyphenation._word_parts(language)


def test_the_fingerprint_and_the_patterns_are_worked_out_on_another_core(tmp_path, counted):
    from deckctl.core import content
    from deckctl.export.pdf import hyphenation
    from deckctl.proof.warmup import import_for_workers

    import_for_workers([german_deck(tmp_path)])
    assert counted == {"hashed": 0, "patterns": 0}  # (none of it done here)
    adopted = content.code_contents(), hyphenation._patterns("de"), hyphenation._word_parts("de")
    assert counted == {"hashed": 0, "patterns": 0}  # (taken in: asked for again, still not worked out here)
    assert adopted == fresh("de") and adopted[2]  # (German's compound words among it)
    assert counted["hashed"] and counted["patterns"]  # (the counts would have seen it done here)


def test_a_failure_on_the_other_core_leaves_the_work_to_this_one(tmp_path, counted, monkeypatch):
    from deckctl.core import content
    from deckctl.export.pdf import hyphenation
    from deckctl.proof import warmup

    def broken(languages):
        raise OSError("no such file")

    monkeypatch.setattr(warmup, "_worked_out", broken)
    warmup.import_for_workers([german_deck(tmp_path)])
    assert counted["hashed"] and counted["patterns"]  # (worked out here instead, by `warm`)
    assert hyphenation._patterns.cache_info().currsize == 2 and content.code_contents.cache_info().currsize == 1
