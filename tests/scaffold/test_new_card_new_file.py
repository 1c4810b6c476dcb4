"""`deckctl new card DECK --file cards/new.yaml`, the file not there yet, said `no such card file`
with `did you mean 'cards/sample.yaml'?` (every card file shares `cards/` and `.yaml`) and nothing
on how to start a card file. It starts it now: in the deck's cards/ folder only, under the schema
line the deck's other card files open with; a name that looks like a typo of one is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml


@pytest.fixture
def repo(tmp_path, init_repository) -> Path:
    return init_repository(tmp_path, "iknow")


DECK = "decks/iknow-deck"


@pytest.mark.parametrize("named", ["cards/new.yaml", f"{DECK}/cards/new.yaml"])  # (from the deck folder, from here)
def test_a_new_card_file_is_started_with_the_schema_line(repo, cli, named):
    run = cli("new", "card", DECK, "--file", named, cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert run.stdout == f"{DECK}/cards/new.yaml:2: added card `events-002` in a new card file; fill in its TODO texts\n"
    cards = repo / DECK / "cards"
    text = (cards / "new.yaml").read_text(encoding="utf-8")
    assert text.splitlines()[0] == (cards / "sample.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert text.splitlines()[0].startswith("# yaml-language-server: $schema=")
    assert [card["id"] for card in yaml.safe_load(text)] == ["events-002"]
    assert cli("validate", DECK, cwd=repo).exit_code == 0
    assert cli("fmt", "--check", DECK, cwd=repo).exit_code == 0
    again = cli("new", "card", DECK, "--file", named, cwd=repo)  # (there now: appended to)
    assert again.exit_code == 0 and again.stdout.startswith(f"{DECK}/cards/new.yaml:11: added card `events-003`;")


def test_a_number_after_a_files_name_is_a_new_file_not_a_typo(repo, cli):
    assert cli("new", "card", DECK, "--file", "cards/sample-2.yaml", cwd=repo).exit_code == 0
    assert (repo / DECK / "cards" / "sample-2.yaml").is_file()


@pytest.mark.parametrize(("named", "said"), [
    ("cards/sampel.yaml", "no such card file: cards/sampel.yaml; did you mean `cards/sample.yaml`?"),
    ("new.yaml", "a new card file goes in the deck's cards/ folder: --file cards/new.yaml starts one"),
    ("cards/sub/new.yaml", "--file cards/new.yaml starts one"),
    ("../elsewhere/cards/new.yaml", "--file cards/new.yaml starts one"),
    ("cards/.new.yaml", "a new card file's name may not start with a dot"),
    # (the name checked before the typo check, whose hint named a file this then refused)
    ("cards/.sample.yaml", "may not start with a dot: it would be hidden, and no deck reads it\n"
                           "    hint: --file cards/sample.yaml adds the card to it"),
    ("cards/.sampel.yaml", "hint: --file cards/sampel.yaml starts one"),
    ("cards/.yaml", "hint: --file cards/NAME.yaml starts one"),
    ("cards/sampel.yml", "card files end in .yaml"),
    ("cards/sample.YAML", "card files end in .yaml\n    hint: --file cards/sample.yaml adds the card to it"),
    ("cards/new.yml", "card files end in .yaml\n    hint: --file cards/new.yaml starts one"),
    ("cards/new\x01.yaml", "a new card file's name must be text without control characters"),
    (f"cards/{'b' * 236}.yaml", "a card file's name is at most 240 bytes, this one 241"),
])
def test_no_card_file_is_started_where_a_deck_would_not_read_it(repo, cli, named, said):
    run = cli("new", "card", DECK, "--file", named, cwd=repo)
    assert run.exit_code == 2 and said in run.stderr, run.stderr
    assert sorted(path.name for path in (repo / DECK / "cards").iterdir()) == ["sample.yaml"]
    assert not (repo.parent / "elsewhere").exists()


@pytest.mark.parametrize(("named", "there"), [("cards/Sample.yaml", "sample.yaml"), ("cards/SAMPLE.yaml", "sample.yaml"),
                                              ("cards/cafe\u0301.yaml", "caf\u00e9.yaml")])
def test_a_name_apart_only_in_case_or_accents_is_refused(repo, cli, named, there):
    """On macOS and Windows the two names are one file: a checkout there could not hold both."""
    cards = repo / DECK / "cards"
    if not (cards / there).exists():
        (cards / there).write_bytes((cards / "sample.yaml").read_bytes().replace(b"events-001", b"events-009"))
    before = sorted(path.name for path in cards.iterdir())
    run = cli("new", "card", DECK, "--file", named, cwd=repo)
    assert run.exit_code == 2, run.stderr
    assert f"cards/{there} is there, a name apart only in case or accents" in run.stderr
    assert f"hint: --file cards/{there} adds the card to it" in run.stderr
    assert sorted(path.name for path in cards.iterdir()) == before


def test_an_unrelated_name_is_not_suggested(repo, cli):
    run = cli("new", "card", DECK, "--file", "new.yaml", cwd=repo)
    assert "did you mean" not in run.stderr


def test_a_card_file_made_meanwhile_is_not_replaced(repo, cli, monkeypatch):
    """Another run (or an editor) starting the same new file between the deck's reading and the
    write: its file stays, and this run says it could not write (a rename had replaced it)."""
    from deckctl.scaffold import new_card

    theirs = repo / DECK / "cards" / "new.yaml"
    write_new = new_card.write_new

    def theirs_first(*args):  # (after the check that the deck is unchanged: its last moment)
        theirs.write_text("# theirs\n", encoding="utf-8")
        write_new(*args)

    monkeypatch.setattr(new_card, "write_new", theirs_first)
    run = cli("new", "card", DECK, "--file", "cards/new.yaml", cwd=repo)
    assert run.exit_code == 74, run.stderr
    assert "new.yaml" in run.stderr and "exists" in run.stderr
    assert theirs.read_text(encoding="utf-8") == "# theirs\n"
    assert sorted(p.name for p in theirs.parent.iterdir()) == ["new.yaml", "sample.yaml"]  # (no temporary file left)


@pytest.mark.parametrize(("others", "newline"), [(["\r\n"], b"\r\n"), (["\r\n", "\n"], b"\n"), (["\n"], b"\n")])
def test_a_new_card_file_takes_the_line_ends_of_the_decks_card_files(repo, cli, others, newline):
    """A Windows checkout's card files end their lines with CRLF: a new one did with LF."""
    cards = repo / DECK / "cards"
    text = (cards / "sample.yaml").read_text(encoding="utf-8")
    (cards / "sample.yaml").unlink()
    for n, end in enumerate(others):
        (cards / f"part-{n}.yaml").write_bytes(text.replace("events-001", f"events-00{n + 1}").replace("\n", end).encode())
    run = cli("new", "card", DECK, "--file", "cards/new.yaml", cwd=repo)
    assert run.exit_code == 0, run.stderr
    data = (cards / "new.yaml").read_bytes()
    assert data.count(newline) == data.count(b"\n") > 5
    again = cli("new", "card", DECK, "--file", "cards/new.yaml", cwd=repo)  # (appended to, as it is saved)
    grown = (cards / "new.yaml").read_bytes()
    assert again.exit_code == 0 and grown.count(newline) == grown.count(b"\n") > data.count(b"\n")


@pytest.mark.parametrize("file", [None, "cards/new.yaml"])
def test_nothing_is_written_when_the_decks_card_files_changed_meanwhile(repo, cli, monkeypatch, file):
    """Another run adding a card while this one read the deck: its id could be the one this run
    chose, and a card it appended to the same file was dropped by this run's write (four runs at
    once said they added four cards; one was there)."""
    from deckctl.scaffold import new_card

    sample = repo / DECK / "cards" / "sample.yaml"
    checked = new_card._check

    def and_another_run_adds_one(*args):
        checked(*args)
        sample.write_bytes(sample.read_bytes() + b"- id: events-002\n  category: events\n")

    monkeypatch.setattr(new_card, "_check", and_another_run_adds_one)
    theirs = sample.read_bytes() + b"- id: events-002\n  category: events\n"
    run = cli("new", "card", DECK, *(["--file", file] if file else []), cwd=repo)
    assert run.exit_code == 1, run.stderr
    assert "the deck's card files changed while the card was being added" in run.stderr
    assert "hint: run `deckctl new card` again" in run.stderr
    assert sample.read_bytes() == theirs and sorted(p.name for p in sample.parent.iterdir()) == ["sample.yaml"]


@pytest.mark.parametrize(("named", "said"), [
    ("cards/deck.yaml", "would make cards/ a deck of its own"),
    ("cards/Deck.yaml", "would make cards/ a deck of its own"),
    ("cards/CON.yaml", "Windows keeps the name `CON` for a device"),
    ("cards/nul.old.yaml", "Windows keeps the name `nul` for a device"),
    ("cards/a:b.yaml", "Windows allows no `:` in a file name"),
])
def test_no_card_file_is_started_that_a_deck_or_a_checkout_could_not_hold(repo, cli, named, said):
    """The names `import sheet` refuses for a new card file (io/new_file_names.py): `new card` had
    started `cards/deck.yaml` (the deck then read none of its card files) and `cards/CON.yaml`."""
    run = cli("new", "card", DECK, "--file", named, cwd=repo)
    assert run.exit_code == 2, run.stdout + run.stderr
    assert said in run.stderr
    assert sorted(path.name for path in (repo / DECK / "cards").iterdir()) == ["sample.yaml"]
