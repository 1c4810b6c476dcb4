"""The proof's warm-up: the data its tasks read first is worked out on another core while this
process imports, and taken in here as if worked out here (deckctl/proof/warmup.py,
deckctl/core/handover.py)."""

from __future__ import annotations

import os

import pytest
from deckfactory import write_deck


def _cached():
    from deckctl.core import content
    from deckctl.export.pdf import hyphenation, place_names
    from deckctl.i18n import labels
    from deckctl.proof import keys

    return {"fingerprint": content.code_contents, "patterns": hyphenation._read, "compound words": hyphenation._parts,
            "dictionaries": hyphenation._dictionary, "places": place_names._names, "months": place_names.months,
            "labels": labels._builtin_catalog, "digest": keys.code_digest}


def _empty_caches() -> None:
    for cached in _cached().values():
        cached.cache_clear()


@pytest.fixture
def counted(monkeypatch):
    """Calls, in this process, of what works each piece out (a file of deckctl hashed, a pyphen
    dictionary read, Babel asked for a locale, a catalog of deckctl's labels read); the caches
    emptied."""
    import babel

    from deckctl.core import content
    from deckctl.export.pdf import hyphenation
    from deckctl.i18n import catalog

    calls = {"hashed": 0, "pyphen": 0, "babel": 0, "labels": 0}

    def counting(key, real):
        def call(*args, **kwargs):
            calls[key] += 1
            return real(*args, **kwargs)
        return call

    monkeypatch.setattr(content, "file_hash", counting("hashed", content.file_hash))
    monkeypatch.setattr(hyphenation, "open", counting("pyphen", open), raising=False)  # (its only files)
    monkeypatch.setattr(babel.Locale, "parse", counting("babel", babel.Locale.parse))
    monkeypatch.setattr(catalog, "read_catalog", counting("labels", catalog.read_catalog))
    _empty_caches()
    yield calls
    _empty_caches()


def german_deck(tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    (deck / "locales").mkdir()
    (deck / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n"Language: de\\n"\n', encoding="utf-8")
    return deck


def _answers() -> dict:
    from deckctl.export.pdf import hyphenation

    cached = _cached()
    return {"fingerprint": cached["fingerprint"](), "digest": cached["digest"](),
            "patterns": _filled(hyphenation._patterns("de")), "compound words": hyphenation._word_parts("de"),
            **{name: cached[name]("de") for name in ("places", "months", "labels")}}


def _filled(found):
    table, longest = found
    return table.filled(), longest


def test_the_data_is_worked_out_on_another_core_and_taken_in_here(tmp_path, counted):
    from deckctl.export.pdf import hyphenation
    from deckctl.proof.warmup import import_for_workers

    import_for_workers([german_deck(tmp_path)])
    # (German's patterns are kept as they came, two texts, until a word is looked up: this process
    # forks the workers that look words up, each building its own dict)
    assert hyphenation._patterns("de")[0].joined is not None
    adopted = _answers()
    # (none of it worked out here; deckctl's code is hashed here meanwhile, the fingerprint ready)
    assert counted["hashed"] and {key: counted[key] for key in ("pyphen", "babel", "labels")} == \
        {"pyphen": 0, "babel": 0, "labels": 0}
    _empty_caches()
    assert adopted == _answers()  # (the same as worked out here)
    assert adopted["compound words"] and adopted["places"] and adopted["labels"]
    assert all(counted.values()), counted  # (the counts see it done here)


def test_patterns_taken_in_break_words_as_those_read_here(tmp_path, counted):
    from deckctl.export.pdf import hyphenation
    from deckctl.proof.warmup import import_for_workers

    words = ("relativitätstheorie", "sonnenblumenfelder", "zeichentrickfilmen", "himmelskörper")
    import_for_workers([german_deck(tmp_path)])
    hyphenation.points.cache_clear()
    taken_in = [hyphenation.points(word, "de") for word in words]
    assert hyphenation._patterns("de")[0].joined is None  # (a dict from the first word on)
    _empty_caches()
    hyphenation.points.cache_clear()
    assert taken_in == [hyphenation.points(word, "de") for word in words] and all(taken_in)
    assert counted["pyphen"]  # (read here, the second time)


def test_a_failure_on_the_other_core_leaves_the_work_to_this_one(tmp_path, counted, monkeypatch):
    from deckctl.export.pdf import hyphenation
    from deckctl.proof import warmup

    def broken(decks, fd):
        raise OSError("no such file")

    monkeypatch.setattr(warmup, "_worked_out", broken)
    warmup.import_for_workers([german_deck(tmp_path)])
    assert counted["hashed"] and counted["pyphen"]  # (worked out here instead, by `warm`)
    assert hyphenation._read.cache_info().currsize == 2  # (de and en)


def test_the_patterns_cross_to_another_process_as_they_are_and_compactly():
    """German's patterns are written as two texts, not as a dict of 77,000 entries; once a word has
    met some of them (their values read), they cross as a dict, unchanged."""
    import pickle

    from deckctl.export.pdf import hyphenation

    table = hyphenation._read.__wrapped__.__wrapped__(*hyphenation._dictionary("de"))[0]  # (afresh, no cache)
    plain = dict(table)
    written = pickle.dumps(table, protocol=pickle.HIGHEST_PROTOCOL)
    loaded = pickle.loads(written)
    assert (len(loaded), loaded.__reduce__()) == (0, table.__reduce__())  # (joined until looked up)
    assert loaded.filled() == plain and table.__reduce__()[0] is hyphenation._joined_table
    table[next(iter(table))] = (0, (1, 2))  # (as `points` leaves one it has read)
    assert pickle.loads(pickle.dumps(table, protocol=5)) == table


def test_the_other_core_hands_over_a_bounded_number_of_languages(tmp_path, counted, monkeypatch):
    """A repository of decks in hundreds of languages must not have the other core hold gigabytes
    of patterns: past `MOST_LANGUAGES_HANDED` a language's are read where first asked for."""
    from deckctl.export.pdf import hyphenation
    from deckctl.proof import warmup

    monkeypatch.setattr(warmup, "MOST_LANGUAGES_HANDED", 1)
    warmup.import_for_workers([german_deck(tmp_path)])
    assert list(hyphenation._read.adopted) == [hyphenation._dictionary("de")]  # (the first of de and en)
    assert counted["pyphen"] == 2  # (English's read here: its first line, then the whole)


def test_a_dictionary_is_read_once_for_every_tag_it_serves():
    """`de`, `de-AT`, `de-LU` and `de-BE` have the same German patterns: one table, not one a tag (a
    repository of decks in 32 variants of German kept 32 copies of 2.4 MB each)."""
    from deckctl.export.pdf import hyphenation

    german = hyphenation._patterns("de")
    assert all(hyphenation._patterns(tag) is german for tag in ("de-AT", "de-LU", "de-BE"))
    assert hyphenation._word_parts("de-LU") is hyphenation._word_parts("de")


def test_the_early_process_hashes_the_code_and_works_the_data_out(tmp_path, counted):
    """`deckctl proof` forks the other process before it imports its command line
    (`start_early`): the fingerprint of deckctl's code comes from there too, and nothing of the
    warm-up is worked out here."""
    from deckctl.proof import warmup

    warmup.start_early()
    assert warmup._early is not None  # (two cores at least: as the machines deckctl is tested on)
    warmup.import_for_workers([german_deck(tmp_path)])
    assert warmup._early is None
    assert counted == {"hashed": 0, "pyphen": 0, "babel": 0, "labels": 0}
    adopted = _answers()
    _empty_caches()
    assert adopted == _answers() and adopted["compound words"] and adopted["labels"]


def test_an_early_process_that_died_or_was_not_needed_leaves_nothing_behind(tmp_path, counted):
    import os
    import signal

    from deckctl.proof import warmup

    warmup.start_early()
    pid = warmup._early.pid
    os.kill(pid, signal.SIGKILL)  # (it died: the work is done here, as without it)
    warmup.import_for_workers([german_deck(tmp_path)])
    assert counted["hashed"] and counted["pyphen"]
    with pytest.raises(ChildProcessError):  # (reaped)
        os.waitpid(pid, os.WNOHANG)
    _empty_caches()
    hashed = counted["hashed"]
    warmup.start_early()  # (a proof there already, or one job: no warm-up; the fingerprint is taken)
    pid = warmup._early.pid
    warmup.dismiss_early()
    assert warmup._early is None
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
    from deckctl.core import content

    assert content.code_contents() and counted["hashed"] == hashed  # (hashed there, not here)


def test_a_proof_run_as_deckctl_draws_what_one_job_draws(tmp_path, cli):
    """The whole command, as the entry point starts it (its early process forked), against one
    job in this process: the same folder, byte for byte."""
    import subprocess
    import sys

    deck = german_deck(tmp_path)
    env = {**os.environ, "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
    run = subprocess.run([sys.executable, "-m", "deckctl", "proof", str(deck), "--out", str(tmp_path / "two"),
                          "--jobs", "2"], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert cli("proof", deck, "--out", tmp_path / "one", "--jobs", "1").exit_code == 0
    files = sorted(path.relative_to(tmp_path / "one") for path in (tmp_path / "one").rglob("*"))
    assert files == sorted(path.relative_to(tmp_path / "two") for path in (tmp_path / "two").rglob("*"))
    assert all((tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()
               for name in files if (tmp_path / "one" / name).is_file())
