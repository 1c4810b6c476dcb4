"""`deckctl play`, `simulate` and `replay` for Knowledge?, driven as a user or a script would."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.prompt import QUOTED_ENTRY
from deckctl.validate.deck import validate

REPO = Path(__file__).resolve().parents[3]
STARTER = REPO / "decks" / "knowledge-starter"
STARTER_CARDS = len(validate([STARTER]).decks[0].cards)
DECKCTL = Path(sys.executable).with_name("deckctl")
# A script that does not look at the board: it names the markers in turn; a marker that has
# already moved (the second `team`) is refused with a reason, and the next line is tried.
SCRIPT = "team\nteam\n" + "\n".join(["white", "green", "yellow", "blue", "red", "team"] * 120) + "\n"

NUMBERS = ["S/F", *map(str, range(1, 25))]  # the reference board's spaces


def invoke(*args, input: str | None = None):
    result = CliRunner().invoke(app, [str(a) for a in args], input=input, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_a_script_on_standard_input_plays_a_whole_game(tmp_path):
    """The real command, with a pipe (not a terminal) as standard input."""
    log = tmp_path / "game.jsonl"
    run = subprocess.run([str(DECKCTL), "play", "knowledge", "--seed", "7", "--log", str(log)], input=SCRIPT,
                         capture_output=True, text=True, cwd=REPO, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "Game over" in run.stdout
    assert ("The team wins" in run.stdout) or ("The opponents win" in run.stdout)
    assert "has already moved this round" in run.stdout  # refused input re-prompts with a reason
    assert "\x1b[" not in run.stdout  # no colour codes when the output is not a terminal
    # (the log it wrote replays: in this process, as the replay tests below run it)
    code, out, err = invoke("replay", log)
    assert code == 0, err
    assert "replayed" in out and "exactly" in out


def test_play_explains_each_move_and_refuses_bad_input():
    code, out, _ = invoke("play", "knowledge", "--seed", "3", "--deck", STARTER, input="purple\nZ\nt\n")
    assert "\"purple\" is not a marker" in out
    assert "\"Z\" is not a marker, its letter or T" in out
    assert "Back:" in out and "Answer:" in out
    assert "The team" in out  # "The team moves ..." or "The team stays ..."
    assert "left unfinished" in out
    assert code == 1  # input ended before the game was over


def test_markers_can_be_named_by_their_letter():
    # green carries D on the reference board
    _, out, _ = invoke("play", "knowledge", "--seed", "3", input="D\n")
    assert "Green" in out.split("Which marker gets the card? D", 1)[1]


def test_a_letter_that_is_also_the_start_of_a_name_is_refused_with_both_meanings():
    # white carries B on the reference board, and B is how blue's name starts
    _, out, _ = invoke("play", "knowledge", "--seed", "3", input="b\nbl\n")
    after = " ".join(out.split("Which marker gets the card? b", 1)[1].split())
    assert after.startswith("\"b\" could be blue (the start of its name) or white (it carries B): type \"bl\" for "
                            "blue or \"w\" for white; free: ")
    assert re.search(r"card\? bl \[\w+\] Back: .* Answer: \S+ Blue ", after)  # then blue takes it


def test_the_strategic_variant_shows_all_six_fronts_first():
    _, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", input="9 red\n2 red\nquit\n")
    assert "Cards to place: 6" in out
    assert all(f"{n}. [" in out for n in range(1, 7))
    assert "There is no card 9" in out
    assert "Cards to place: 5" in out


def test_play_refuses_a_deck_without_board(tmp_path):
    deck = tmp_path / "deck"
    shutil.copytree(STARTER, deck)
    (deck / "board.yaml").unlink()
    code, _, err = invoke("play", "knowledge", "--deck", deck, "--seed", "1", input="")
    assert code == 1
    assert "no board" in err


def test_play_refuses_an_invalid_deck(tmp_path):
    deck = tmp_path / "deck"
    shutil.copytree(STARTER, deck)
    (deck / "board.yaml").write_text((deck / "board.yaml").read_text().replace("colour: green", "colour: teal", 1))
    code, _, err = invoke("play", "knowledge", "--deck", deck, input="")
    assert code == 1
    assert "teal" in err and "board.yaml" in err


def test_play_from_an_exported_bundle(tmp_path):
    code, _, _ = invoke("export", "bundle", STARTER, "--out", tmp_path)  # (`build` drew a PDF as well)
    assert code == 0
    bundle = tmp_path / "knowledge-starter" / "en" / "bundle.json"
    code, out, _ = invoke("play", "knowledge", "--bundle", bundle, "--seed", "2", input=SCRIPT)
    assert code == 0 and "Game over" in out
    data = json.loads(bundle.read_text())
    data["cards"][0]["back"] = "Edited by hand."
    bundle.write_text(json.dumps(data))
    code, _, err = invoke("play", "knowledge", "--bundle", bundle, input="")
    assert code == 1 and "sha256" in err


def test_an_unknown_game_is_a_usage_error():
    code, _, err = invoke("play", "chess", input="")
    assert code == 2 and "no game named `chess`" in err


# --- replay --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def log_lines(tmp_path_factory) -> list[dict]:
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    code, _, _ = invoke("play", "knowledge", "--seed", "11", "--log", path, input=SCRIPT)
    assert code == 0
    return [json.loads(line) for line in path.read_text().splitlines()]


def write(tmp_path: Path, lines: list[dict]) -> Path:
    path = tmp_path / "edited.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_the_log_holds_header_every_action_and_the_result(log_lines):
    header, *steps, result = log_lines
    assert header["format"] == "deckctl-replay" and header["version"] == 2
    assert header["seed"] == 11 and header["game"] == "knowledge"
    assert len(header["bundle_sha256"]) == 64
    assert header["options"] == {"strategic": False, "hard": False, "max_rounds": 100}
    assert steps[0]["player"] == "chance" and steps[0]["text"].startswith("setup ")
    assert all("digest" in s and "action" in s for s in steps)
    assert len(steps[0]["header_digest"]) == 16 and all("header_digest" not in s for s in steps[1:])
    assert "returns" in result["result"]


def test_a_logged_game_replays_exactly(tmp_path, log_lines):
    code, out, err = invoke("replay", write(tmp_path, log_lines))
    assert code == 0, err
    assert f"replayed {len(log_lines) - 2} steps exactly" in out


def test_an_illegal_action_in_a_log_is_refused_with_its_step(tmp_path, log_lines):
    lines = [dict(line) for line in log_lines]
    team_steps = [i for i, line in enumerate(lines) if line.get("player") == 0]
    second_of_round = team_steps[1]  # the marker of the first card has moved: give it the second card too
    lines[second_of_round]["action"] = lines[team_steps[0]]["action"]
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 1
    assert f"step {lines[second_of_round]['step']}: illegal action" in err and "already moved" in err


def test_a_changed_chance_outcome_is_refused(tmp_path, log_lines):
    lines = [dict(line) for line in log_lines]
    draw = next(i for i, line in enumerate(lines) if line.get("text", "").startswith("draw "))
    lines[draw]["action"] = (lines[draw]["action"] + 1) % STARTER_CARDS
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 1 and f"step {lines[draw]['step']}:" in err and "seed 11 gives" in err


def test_a_changed_result_is_refused(tmp_path, log_lines):
    lines = [dict(line) for line in log_lines]
    lines[-1] = {"result": {**lines[-1]["result"], "won": not lines[-1]["result"]["won"]}}
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 1 and "result:" in err


def test_a_log_for_another_bundle_is_refused(tmp_path, log_lines):
    deck = tmp_path / "deck"
    shutil.copytree(STARTER, deck)
    cards = deck / "cards" / "number.yaml"
    cards.write_text(cards.read_text().replace("back: ", "back: Indeed. ", 1))
    code, _, err = invoke("replay", write(tmp_path, log_lines), "--deck", deck)
    assert code == 1 and "header:" in err and "different deck" in err


@pytest.mark.parametrize("field, value", [("options", {"strategic": True, "hard": False, "max_rounds": 100}),
                                          ("options", {"strategic": False, "hard": True, "max_rounds": 100}),
                                          ("seed", 12)])
def test_a_changed_header_is_named_as_such(tmp_path, log_lines, field, value):
    lines = [dict(line) for line in log_lines]
    lines[0] = {**lines[0], field: value}
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 1
    assert "header:" in err and "step 1:" not in err
    assert "not the one the steps were recorded under" in err and "seed" in err and "options" in err


def test_a_version_1_log_still_replays(tmp_path, log_lines):
    lines = [dict(line) for line in log_lines]
    lines[0] = {**lines[0], "version": 1}
    lines[1] = {key: value for key, value in lines[1].items() if key != "header_digest"}
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 0, err
    lines[0]["options"] = {**lines[0]["options"], "hard": True}
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 1 and "step 1:" in err and "check the header's seed and options" in err


def test_a_log_without_its_header_digest_is_refused(tmp_path, log_lines):
    lines = [dict(line) for line in log_lines]
    lines[1] = {key: value for key, value in lines[1].items() if key != "header_digest"}
    code, _, err = invoke("replay", write(tmp_path, lines))
    assert code == 1 and "step 1:" in err and "header digest" in err


def test_a_truncated_log_is_refused(tmp_path, log_lines):
    code, _, err = invoke("replay", write(tmp_path, log_lines[:40]))
    assert code == 1 and "before the game is over" in err


def test_a_file_that_is_not_a_log_is_refused(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_text("{}\n")
    code, _, err = invoke("replay", path)
    assert code == 1 and "not a deckctl replay log" in err


# --- simulate -------------------------------------------------------------------------------------

def test_simulate_reports_win_rate_length_and_decisive_cards_as_json():
    code, out, _ = invoke("simulate", "knowledge", "--games", "120", "--bot", "knowledgeable", "--skill", "0.6",
                          "--seed", "5", "--format", "json")
    assert code == 0
    report = json.loads(out)
    assert report["games"] == 120 and 0 <= report["win_rate"] <= 1
    low, high = report["win_rate_ci95"]
    assert low <= report["win_rate"] <= high
    assert report["rounds"]["min"] <= report["rounds"]["median"] <= report["rounds"]["max"]
    assert len(report["cards"]) == STARTER_CARDS and sum(c["decisive"] for c in report["cards"]) == report["decided_games"]


def test_simulate_gives_the_same_figures_on_one_or_two_jobs():
    args = ("simulate", "knowledge", "--games", "200", "--seed", "9", "--format", "json")
    one = json.loads(invoke(*args, "--jobs", "1")[1])
    two = json.loads(invoke(*args, "--jobs", "2")[1])
    for key in ("wins", "rounds", "cards", "decided_games", "cards_drawn_per_game"):
        assert one[key] == two[key], key


def test_simulate_text_report():
    code, out, _ = invoke("simulate", "knowledge", "--games", "50", "--top", "3")
    assert code == 0
    assert "win rate" in out and "95% CI" in out and "decisive" in out


def test_simulate_refuses_an_unknown_bot():
    code, _, err = invoke("simulate", "knowledge", "--games", "5", "--bot", "clever")
    assert code == 2 and "knowledgeable" in err


def test_odd_input_gets_a_reason_that_helps():
    _, out, _ = invoke("play", "knowledge", "--seed", "3", input="\nx\nr\nquit\n")
    out = " ".join(out.split())  # the console wraps long lines
    everyone = "white (B), green (D), yellow (A), blue (E), red (C) or team (T)"
    assert f"Type a free marker: {everyone}; or help." in out
    assert f"\"x\" is not a marker, its letter or T; free: {everyone}." in out
    assert re.search(r"card\? r \[\w+\] Back: .* Answer: \S+ Red ", out)  # one letter, one name's start: red


def test_prompts_offer_only_the_markers_that_are_still_free():
    # seed 3: team, then red; the third card's help and refusals name the four others only
    _, out, _ = invoke("play", "knowledge", "--seed", "3", input="team\nred\nhelp\nre\nzz\n\nquit\n")
    third = " ".join(out.split("Card 3 of 6", 1)[1].split())
    free = "white (B), green (D), yellow (A) or blue (E)"
    assert third.startswith(f"· free markers: {free} ")
    assert f"Name the marker that gets the card: {free} (a unique start" in third
    assert f"Red has already moved this round; free: {free}." in third
    assert f"\"zz\" is not a marker, its letter or T; free: {free}." in third
    assert f"Type a free marker: {free}; or help." in third
    assert "team (T)" not in third and "red (C)" not in third


def test_the_strategic_help_gives_examples_that_are_legal_now():
    _, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", input="1 team\nhelp\nx\nquit\n")
    after = " ".join(out.split("Cards to place: 5", 1)[1].split())
    # the cards keep the numbers they were shown with: card 1 is placed, 2-6 are left
    assert "Choose one of the cards 2-6 and a marker for it, e.g. \"2 white\" or \"6 red\";" in after
    assert "free markers: white (B), green (D), yellow (A), blue (E) or red (C)." in after
    assert "Please give a card number (2-6) and a marker, e.g. \"2 white\"." in after


@pytest.mark.parametrize("seed, terms", [(103, "Austria · France · Germany · Poland · Belgium"),
                                         (53, "Denmark · Finland · Iceland · Norway · Sweden · Estonia")])
def test_a_counting_card_shows_its_terms_with_the_question(seed, terms):
    _, out, _ = invoke("play", "knowledge", "--seed", seed, input="quit\n")
    question, shown = out.split("[number] ", 1)[1].splitlines()[:2]
    assert question.startswith("How many of these countries")
    assert shown.strip() == terms


@pytest.mark.parametrize("extra", [[], ["--strategic"]])
def test_every_screen_fits_60_columns(extra):
    """A whole game (board, cards, prompts, refusals, help, the end) on a 60-column console."""
    script = "help\nboard\npurple\n" + SCRIPT if not extra else "help\nboard\n99 red\n" + "\n".join(
        f"{number} {marker}" for number in range(1, 10) for marker in ["white", "green", "yellow", "blue", "red", "team"]
    ) * 20 + "\n"
    result = CliRunner().invoke(app, ["play", "knowledge", "--seed", "5", *extra], input=script,
                                env={"COLUMNS": "60"}, catch_exceptions=False)
    assert result.exit_code == 0 and "Game over" in result.stdout
    lines = result.stdout.splitlines()
    assert max(len(line.rstrip()) for line in lines) <= 60
    # the console would wrap a row too wide for it: every row of space numbers is whole (9, 9 and 7)
    rows = [line.split() for line in lines if re.fullmatch(r"( *(S/F|\d+) *)+", line)]
    assert rows and all(row in (NUMBERS[:9], NUMBERS[9:18], NUMBERS[18:]) for row in rows)
    # a counting card's terms, shown whole on their own line (the whole game draws several)
    term_lines = {" · ".join(ref.card.terms) for ref in validate([STARTER]).decks[0].cards
                  if getattr(ref.card, "terms", None)}
    assert any(line.strip() in term_lines for line in lines)


def test_deck_and_bundle_together_are_a_usage_error(tmp_path):
    code, _, err = invoke("play", "knowledge", "--deck", STARTER, "--bundle", tmp_path / "b.json", input="")
    assert code == 2 and "not both" in err


def test_a_bundle_of_another_game_is_named_in_the_refusal():
    code, _, err = invoke("simulate", "knowledge", "--deck", REPO / "decks" / "iknow-starter", "--games", "1")
    assert code == 1
    assert "is a deck for `iknow`, not for `knowledge`" in err


# --- the traps of issue 22 ----------------------------------------------------------------------

def test_the_last_card_of_a_round_goes_to_the_last_free_marker_without_asking():
    _, out, _ = invoke("play", "knowledge", "--seed", "3", input="team\nred\nwhite\ngreen\nyellow\nquit\n")
    sixth = out.split("Card 6 of 6 · free markers: blue (E)", 1)[1]
    assert "Only blue (E) is left to move: the card is given to it." in sixth  # (the marker, not a place)
    assert "Which marker gets the card?" not in sixth.split("Back:", 1)[0]  # nothing was asked
    assert "Round 2" in sixth  # and `quit` was read by the next round's first card


def test_strategic_cards_keep_their_numbers_after_a_placement(tmp_path):
    from deckctl.engine.sources import load_for_game

    log = tmp_path / "game.jsonl"
    _, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", "--log", log, input="1 team\n3 red\nquit\n")
    first, second = (chunk.split("Card and marker (e.g.", 1)[0] for chunk in out.split("Cards to place: ")[1:3])
    shown = lambda text: dict(re.findall(r"^(\d)\. (\[\w+\] .*)$", text, re.MULTILINE))  # number -> front's first line
    assert sorted(shown(first)) == ["1", "2", "3", "4", "5", "6"]
    assert sorted(shown(second)) == ["2", "3", "4", "5", "6"]  # card 1 is placed; the others keep theirs
    assert all(shown(second)[n] == shown(first)[n] for n in shown(second))
    # `3 red` placed the card that was shown as 3 both times
    fronts = {card["front"]: card["id"] for card in load_for_game("knowledge")["cards"]}
    front_of_3 = shown(first)["3"].split("] ", 1)[1]
    card = next(card_id for front, card_id in fronts.items() if front.startswith(front_of_3))
    steps = [json.loads(line) for line in log.read_text().splitlines()[1:]]
    placed = [step["text"] for step in steps if step.get("player") == 0]
    assert placed[1] == f"{card} -> red"
    assert "There is no card 1" not in out


def test_a_strategic_card_number_already_placed_is_named_as_such():
    _, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", input="1 team\n1 red\nquit\n")
    assert "Card 1 is no longer in hand; choose 2-6." in " ".join(out.split())


class AtTerminal:
    """Lines typed by a person at a terminal."""

    interactive = True

    def __init__(self, lines: list[str]):
        self.lines = lines

    def __call__(self):
        return self.lines.pop(0) + "\n" if self.lines else None


def test_at_a_terminal_the_marker_typed_places_the_card_with_no_second_key():
    """The rulebook's team names a marker and turns the card over: one line per card, as in a
    script (no Enter to confirm, which cost a keypress for every card)."""
    import io

    from rich.console import Console

    from deckctl.engine import make_game
    from deckctl.engine.sources import load_for_game
    from deckctl.games.knowledge.ui import play as play_knowledge

    out = io.StringIO()
    reader = AtTerminal(["yellow", "team", "bl"])
    code = play_knowledge(make_game(load_for_game("knowledge")), 3, Console(file=out, width=60, color_system=None),
                          reader)
    text = " ".join(out.getvalue().split())
    assert code == 1  # the lines ran out
    assert text.count("Which marker gets the card?") == 4  # one a card: three placed, the fourth asked
    backs = text.split("Back:")
    assert len(backs) == 4
    assert "Yellow moves" in backs[1] and "The team " in backs[2] and "Blue moves" in backs[3]
    assert "Enter" not in text.split("Which marker gets the card?", 1)[1]  # nothing asks for a second key


def test_a_card_number_out_of_range_is_quoted_cut_short():
    _, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", input="9" * 150 + " red\nquit\n")
    assert "There is no card " + "9" * (QUOTED_ENTRY - 1) + "…; choose" in " ".join(out.split())


def test_a_digit_that_is_no_number_is_refused_not_a_crash():
    code, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", input="² red\nquit\n")
    assert code == 0 and "Please give a card number" in out  # '²' passed isdigit() and int() raised


@pytest.mark.parametrize(("lang", "prompt"), [("en", 'Card and marker (e.g. "1 white")? '),
                                               ("de", "Karte und Marker (z. B. „1 Weiß“)? ")])
def test_the_strategic_prompt_shows_what_a_line_holds(lang, prompt):
    # (it said 'Card and marker?': a card's number first was told only by the first lines and by a refusal)
    _, out, _ = invoke("play", "knowledge", "--seed", "3", "--strategic", "--lang", lang, input="quit\n")
    assert prompt in out.replace("\u00a0", " ")
