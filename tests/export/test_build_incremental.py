"""`deckctl build` is incremental: build/manifest.json records what each output was made from;
an unchanged deck is neither loaded nor written, a changed one rebuilds only its own outputs
in the languages the change touches, and the manifest is a cache that is never half trusted."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

import pytest
from deckfactory import DECKS, MANIFESTS, deckctl_in_process, write_deck

from deckctl.build import cache
from deckctl.build.cache import MANIFEST_NAME, load_manifest

STARTERS = ("knowledge-starter", "you-know-it-starter")  # built in English; the second also in German


@pytest.fixture
def decks(tmp_path) -> Path:
    return starter_decks(tmp_path)


def starter_decks(folder: Path) -> Path:
    root = folder / "decks"
    for name in STARTERS:
        shutil.copytree(DECKS / name, root / name)
    shutil.rmtree(root / STARTERS[0] / "locales")  # one deck with a translation, one without
    # Knowledge? with one of its three card files (50 cards): what is rebuilt is the question here,
    # not how much, and nearly every test builds twice.
    for card_file in (root / STARTERS[0] / "cards").glob("*.yaml"):
        if card_file.name != "colour.yaml":
            card_file.unlink()
    leave_one_text_untranslated(root / STARTERS[1] / "locales" / "de.po")
    return root


@pytest.fixture(scope="module")
def first_build(tmp_path_factory) -> Path:
    """The output folder of `decks` built once for the module, beside them as `built` puts it."""
    root = tmp_path_factory.mktemp("first-build")
    decks = starter_decks(root)
    run = deckctl_in_process("build", decks, "--out", root / "out", cwd=Path.cwd(),
                             cache=tmp_path_factory.mktemp("deckctl-cache"))
    assert run.exit_code == 0 and "built 2 decks" in run.stdout, run.stdout + run.stderr
    return root / "out"


@pytest.fixture
def built(decks, first_build, tmp_path) -> Path:
    """`decks` as a first build left them: its output folder, tmp_path/out. A copy of the module's
    (the same files at the same place from it, so its manifest holds here), not a build of its own:
    most tests start from a first build, which cost about as much as all the rest they do."""
    return Path(shutil.copytree(first_build, tmp_path / "out"))


def leave_one_text_untranslated(catalog: Path) -> None:
    """The starter's German catalog is complete; these tests need a build that warns about a gap."""
    entries = catalog.read_text(encoding="utf-8").split("\n\n")
    index = next(i for i, entry in enumerate(entries) if 'msgctxt "card-001/questions/1/question"' in entry)
    lines = entries[index].splitlines()
    entries[index] = "\n".join(lines[:next(i for i, line in enumerate(lines) if line.startswith("msgstr"))]
                               + ['msgstr ""'])
    catalog.write_text("\n\n".join(entries), encoding="utf-8")


def snapshot(out: Path) -> dict[str, tuple[int, int]]:
    """Each output file (and the manifest) -> (inode, mtime): what a rewrite would change."""
    return {str(p.relative_to(out)): (p.stat().st_ino, p.stat().st_mtime_ns)
            for p in sorted(out.rglob("*")) if p.is_file()}


def changed(before: dict, after: dict) -> set[str]:
    return {path for path in after if before.get(path) != after[path]}


def build(cli, decks: Path, out: Path, *more: str):
    run = cli("build", decks, "--out", out, *more)
    assert run.exception is None, run.exception
    return run


def test_second_build_writes_nothing_and_says_every_deck_is_up_to_date(cli, decks, tmp_path):
    out = tmp_path / "out"
    first = build(cli, decks, out)
    assert first.exit_code == 0, first.stdout + first.stderr
    assert "built 2 decks" in first.stdout
    before = snapshot(out)
    second = build(cli, decks, out)
    assert second.exit_code == 0, second.stdout + second.stderr
    assert snapshot(out) == before
    assert "all 2 decks up to date" in second.stdout and "nothing written" in second.stdout
    assert second.stdout.count("up to date") == 4  # three rows (en, en, de) and the summary
    # the warnings found while building are still reported, from the manifest
    assert "de: " in first.stdout and "untranslated" in first.stdout
    assert [line for line in second.stdout.splitlines() if "untranslated" in line] == \
        [line for line in first.stdout.splitlines() if "untranslated" in line]


def test_one_changed_card_rebuilds_that_deck_only_in_every_language(cli, decks, built):
    out = built
    before = snapshot(out)
    card_file = sorted((decks / "you-know-it-starter" / "cards").glob("*.yaml"))[0]
    card_file.write_text(card_file.read_text().replace("question: ", "question: Now, ", 1))
    run = build(cli, decks, out)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert changed(before, snapshot(out)) == {
        "you-know-it-starter/en/bundle.json", "you-know-it-starter/en/cards.pdf",
        "you-know-it-starter/de/bundle.json", "you-know-it-starter/de/cards.pdf", MANIFEST_NAME}
    assert "built 1 deck (1 up to date)" in run.stdout
    assert "Now, " in (out / "you-know-it-starter/en/bundle.json").read_text()


def test_a_changed_catalog_rebuilds_only_its_language(cli, decks, built):
    out = built
    before = snapshot(out)
    catalog = decks / "you-know-it-starter" / "locales" / "de.po"
    catalog.write_text(catalog.read_text() + "\n")
    run = build(cli, decks, out)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert changed(before, snapshot(out)) <= {"you-know-it-starter/de/bundle.json",
                                              "you-know-it-starter/de/cards.pdf", MANIFEST_NAME}
    assert MANIFEST_NAME in changed(before, snapshot(out))  # the catalog's new hash is recorded


def test_force_rebuilds_everything_with_the_same_bytes(cli, decks, built):
    out = built
    before = snapshot(out)
    contents = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    run = build(cli, decks, out, "--force")
    assert run.exit_code == 0 and "built 2 decks" in run.stdout
    assert changed(before, snapshot(out)) >= {path for path in before if path != MANIFEST_NAME}
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == contents


@pytest.mark.parametrize("damage", ["delete", "edit"])
def test_an_output_deleted_or_edited_by_hand_is_built_again(cli, decks, built, damage):
    out = built
    pdf = out / "knowledge-starter" / "en" / "cards.pdf"
    good = pdf.read_bytes()
    if damage == "delete":
        pdf.unlink()
    else:
        pdf.write_bytes(good.replace(b"%PDF", b"%PDX", 1))
    before = snapshot(out)
    run = build(cli, decks, out)
    assert run.exit_code == 0 and "built 1 deck (1 up to date)" in run.stdout
    assert pdf.read_bytes() == good
    assert changed(before, snapshot(out)) - {MANIFEST_NAME} == {"knowledge-starter/en/bundle.json",
                                                                 "knowledge-starter/en/cards.pdf"}


@pytest.mark.parametrize("content", ["{ not json", '{"format": "something-else", "decks": {}}',
                                     '{"format": "deckctl-build-manifest", "format_version": 1, "decks": {"x": 3}}',
                                     '[1, 2]'])
def test_a_corrupt_or_foreign_manifest_is_ignored_with_one_warning(cli, decks, built, content):
    out = built
    (out / MANIFEST_NAME).write_text(content)
    run = build(cli, decks, out)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert run.stderr.count("warning") == 1 and "manifest.json" in run.stderr and "is ignored" in run.stderr
    assert "built 2 decks" in run.stdout
    assert set(load_manifest(out, decks).decks) == {str(decks / name) for name in STARTERS}
    assert "up to date" in build(cli, decks, out).stdout.splitlines()[-1]


def test_a_manifest_over_its_limit_is_ignored_unread(cli, decks, built):
    """A committed build/manifest.json of gigabytes had been read whole (2 GB: 15 s, 2.6 GB) before
    it was found not to be JSON: now judged by its size alone, as an invalid one (a sparse file)."""
    out = built
    manifest = out / MANIFEST_NAME
    manifest.unlink()
    with manifest.open("wb") as handle:
        handle.truncate(cache.MAX_MANIFEST_BYTES + 1)
    run = build(cli, decks, out)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert run.stderr.count("warning") == 1 and "is larger than a build manifest may be" in run.stderr
    assert "is ignored" in run.stderr and "built 2 decks" in run.stdout
    assert manifest.stat().st_size < 1 << 20  # (written anew)


def test_the_manifest_names_no_folder_of_the_machine(cli, decks, tmp_path):
    """CI uploads the output folder: the decks and the files of their findings (the catalog of an
    untranslated text) are written relative to the decks' repository, and read back from any
    working folder."""
    (tmp_path / ".git").mkdir()  # the decks' repository (what git would make of it)
    out = tmp_path / "out"
    first = cli("build", "decks", "--out", "out", cwd=tmp_path)
    text = (out / MANIFEST_NAME).read_text()
    assert str(tmp_path) not in text
    data = json.loads(text)
    assert data["repository"] == "."
    assert sorted(data["decks"]) == ["decks/knowledge-starter", "decks/you-know-it-starter"]
    german = data["decks"]["decks/you-know-it-starter"]["editions"]["de"]
    assert {d["file"] for d in german["diagnostics"]} == {"decks/you-know-it-starter/locales/de.po"}
    again = cli("build", "you-know-it-starter", "--out", "../out", cwd=decks)  # the same deck, seen from elsewhere
    assert again.exit_code == 0 and "all 1 deck up to date" in again.stdout, again.stdout + again.stderr
    assert "you-know-it-starter/locales/de.po:" in again.stdout
    assert [line for line in first.stdout.splitlines() if "untranslated" in line] == \
        [line.replace("you-know-it-starter/", "decks/you-know-it-starter/", 1)
         for line in again.stdout.splitlines() if "untranslated" in line]


def test_an_output_folder_outside_the_repository_names_no_folder_above_it(cli, decks, tmp_path):
    """`--out` elsewhere: paths relative to the output folder would climb through the machine's
    folders (`../../home/...`); relative to the repository they do not. A deck of another
    repository built along is kept in that repository's section, relative to it (it had been
    built every time, and its outputs accounted for by no manifest)."""
    repo = tmp_path / "machine-folder" / "repo"
    repo.mkdir(parents=True)
    (repo / ".git").mkdir()
    shutil.move(decks / STARTERS[0], repo / "decks" / "quiz")
    other = tmp_path / "other-clone"
    (other / ".git").mkdir(parents=True)
    shutil.move(decks / STARTERS[1], other / "yki")
    out = tmp_path / "out"
    built = cli("build", "decks", other / "yki", "--out", out, cwd=repo)
    assert built.exit_code == 0 and "built 2 decks" in built.stdout, built.stdout + built.stderr
    text = (out / MANIFEST_NAME).read_text()
    assert "machine-folder" not in text and "other-clone" not in text and ".." not in text
    assert sorted(json.loads(text)["decks"]) == ["decks/quiz"]
    assert [sorted(section) for section in json.loads(text)["other_repositories"].values()] == [["yki"]]
    again = cli("build", "decks", other / "yki", "--out", out, cwd=repo)
    assert "all 2 decks up to date" in again.stdout, again.stdout + again.stderr


def test_a_kept_hint_names_the_deck_from_the_repository(cli, decks, tmp_path):
    """A hint the manifest keeps is shown again by builds from other working folders: it names
    the deck from the top of its repository, whichever folder the build that found it ran in."""
    (tmp_path / ".git").mkdir()
    with (decks / STARTERS[1] / "locales" / "de.po").open("a", encoding="utf-8") as catalog:
        catalog.write('\nmsgctxt "no-such-card.question"\nmsgid "A question no card has"\nmsgstr "Eine Frage"\n')
    hint = (f"hint: deckctl i18n update decks/{STARTERS[1]} --lang de marks it obsolete, or gives its translation, "
            "marked fuzzy, to a new text that is the same or alike (a renamed card's)")
    out = tmp_path / "out"
    first = cli("build", ".", "--out", out, cwd=decks / STARTERS[1])  # found in the deck's folder
    assert hint in first.stdout, first.stdout + first.stderr
    again = cli("build", f"decks/{STARTERS[1]}", "--out", out, cwd=tmp_path)  # shown again from the top
    assert hint in again.stdout and "all 1 deck up to date" in again.stdout


@pytest.mark.parametrize("version", [1, 2])
def test_a_manifest_of_an_earlier_format_still_reads(cli, decks, built, version):
    """Format 1 wrote absolute paths, format 2 paths relative to the output folder: read as they
    are, with no warning."""
    out = built
    data = json.loads((out / MANIFEST_NAME).read_text())

    def earlier(path: str) -> str:  # (no .git above: the folder holding the decks is their repository)
        absolute = (decks / path).resolve()
        return str(absolute) if version == 1 else os.path.relpath(absolute, out)

    for entry in data["decks"].values():
        for finding in [*entry["diagnostics"], *(f for e in entry["editions"].values() for f in e["diagnostics"])]:
            finding["file"] = earlier(finding["file"])
    data["decks"] = {earlier(path): entry for path, entry in data["decks"].items()}
    data["format_version"] = version
    del data["repository"]
    (out / MANIFEST_NAME).write_text(json.dumps(data))
    run = build(cli, decks, out)
    assert run.exit_code == 0 and "warning: " not in run.stderr
    assert "all 2 decks up to date" in run.stdout


def test_a_manifest_claiming_a_path_outside_the_output_folder_is_not_trusted(cli, decks, built):
    out = built
    data = json.loads((out / MANIFEST_NAME).read_text())
    entry = next(iter(data["decks"].values()))
    next(iter(entry["editions"].values()))["files"]["../../elsewhere"] = "0" * 64
    (out / MANIFEST_NAME).write_text(json.dumps(data))
    run = build(cli, decks, out)
    assert run.exit_code == 0 and "is ignored" in run.stderr and "built 2 decks" in run.stdout


def test_every_output_the_manifest_claims_is_on_disk_with_its_hash(cli, decks, built):
    out = built
    claims = load_manifest(out, decks).claims()
    assert len(claims) == 6
    for path, digest in claims.items():
        assert hashlib.sha256((out / path).read_bytes()).hexdigest() == digest


def test_a_failing_build_writes_nothing_not_even_the_manifest(cli, decks, built):
    out = built
    before = snapshot(out)
    card_file = sorted((decks / "knowledge-starter" / "cards").glob("*.yaml"))[0]
    card_file.write_text(card_file.read_text().replace("category: ", "category: nonsense-", 1))
    run = build(cli, decks, out)
    assert run.exit_code == 1 and "nothing written" in run.stderr
    assert snapshot(out) == before
    assert not list(out.glob(".staging-*"))


def test_jobs_do_not_change_a_byte(cli, decks, tmp_path):
    write_deck(decks, "wissens-spektrum", name="ws", manifest=MANIFESTS["wissens-spektrum"].replace("test-deck", "ws"))
    for jobs in ("1", "3"):
        assert build(cli, decks, tmp_path / jobs, "--jobs", jobs).exit_code == 0
    one = {p.relative_to(tmp_path / "1"): p.read_bytes() for p in (tmp_path / "1").rglob("*") if p.is_file()}
    three = {p.relative_to(tmp_path / "3"): p.read_bytes() for p in (tmp_path / "3").rglob("*") if p.is_file()}
    assert one.keys() == three.keys() and len(one) == 9
    assert all(one[path] == three[path] for path in one if path.name != MANIFEST_NAME)


def test_one_stale_deck_has_its_pages_drawn_on_every_job(cli, decks, tmp_path, monkeypatch, pages_drawn_on):
    """With fewer stale decks than jobs the jobs left draw PDF pages, and the bytes stay the same."""
    from deckctl.export.pdf import pages

    shutil.rmtree(decks / STARTERS[1])
    monkeypatch.setattr(pages, "CHUNK_PAGES", 2)
    for jobs in ("1", "3"):
        assert build(cli, decks, tmp_path / jobs, "--jobs", jobs).exit_code == 0
    assert pages_drawn_on == [1, 3]
    pdf = Path(STARTERS[0]) / "en" / "cards.pdf"
    assert (tmp_path / "1" / pdf).read_bytes() == (tmp_path / "3" / pdf).read_bytes()


def test_a_deck_with_the_id_of_an_up_to_date_deck_is_refused(cli, decks, built):
    out = built
    write_deck(decks, "iknow", name="zz-copy", manifest=MANIFESTS["iknow"].replace("test-deck", "knowledge-starter"))
    run = build(cli, decks, out)
    assert run.exit_code == 1
    assert "deck id `knowledge-starter` (en) is already used by the deck at" in run.stdout
    assert "zz-copy/deck.yaml:3:5: error:" in run.stdout


def test_a_changed_printer_profile_rebuilds_the_pdf(cli, make_deck, tmp_path):
    profiles = Path("/usr/share/color/icc/ghostscript")
    if not (profiles / "ps_cmyk.icc").is_file():
        pytest.skip("needs Ghostscript's CMYK profiles")
    deck = make_deck("knowledge", manifest=MANIFESTS["knowledge"] + 'print: {pdfx: "4", icc_profile: printer.icc}\n')
    (deck / "printer.icc").write_bytes((profiles / "default_cmyk.icc").read_bytes())
    out = tmp_path / "out"
    assert build(cli, deck, out).exit_code == 0
    assert "up to date" in build(cli, deck, out).stdout.splitlines()[-1]
    (deck / "printer.icc").write_bytes((profiles / "ps_cmyk.icc").read_bytes())
    run = build(cli, deck, out)
    assert run.exit_code == 0 and "built 1 deck" in run.stdout


def test_piped_progress_is_plain_lines(cli, decks, tmp_path):
    run = build(cli, decks, tmp_path / "out", "--jobs", "1")
    assert "\x1b[" not in run.stderr + run.stdout
    # the biggest deck first (then the layout notes: crop marks cost the default poker sheets a column)
    lines = [line for line in run.stderr.splitlines() if not line.startswith("note: ")]
    assert [line.split()[0] for line in lines] == ["[1/2]", "[2/2]"]
    assert sorted(line.split()[1] for line in lines) == ["knowledge-starter", "you-know-it-starter"]
    rows = [line.split() for line in run.stdout.splitlines() if "bundle.json, cards.pdf" in line]
    assert [(row[0], row[1], row[4]) for row in rows] == [
        ("knowledge-starter", "en", "built"), ("you-know-it-starter", "en", "built"),
        ("you-know-it-starter", "de", "built")]


def test_with_format_json_standard_output_is_the_findings_alone(cli, decks, tmp_path):
    for _ in range(2):  # built, then up to date: the cached warning is in the JSON too
        run = build(cli, decks, tmp_path / "out", "--format", "json")
        assert run.exit_code == 0
        findings = json.loads(run.stdout)
        assert [f["code"] for f in findings] == ["missing-translations"]
        assert "you-know-it-starter" in run.stderr
