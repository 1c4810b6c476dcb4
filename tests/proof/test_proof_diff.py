"""`deckctl diff --html REV REV`: just the changed cards, as pictures before and after."""

from __future__ import annotations

import re

import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import committed_deck, write_deck
from proofpage import picture_size, read

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=root, check=True,
                   capture_output=True)


def test_changed_cards_before_and_after(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q")
    deck = write_deck(root / "decks", "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    git(root, "add", ".")
    git(root, "commit", "-qm", "first")
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text()
    text = text.replace("back: Blue.", "back: Blue like the <sea>.")  # edited: source and its translation
    text = text.replace("- id: snow-colour\n  category: colour\n  front: The colour of fresh snow.\n  back: White.\n"
                        "  value: white\n", "")  # removed
    text += "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n  value: blue\n"
    cards.write_text(text)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    git(root, "mv", cards, deck / "cards" / "colours.yaml")  # its cards not shown as moved, one by one
    git(root, "commit", "-qam", "second")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    assert "1 added, 1 removed, 0 moved, 1 edited, 1 card file renamed" in result.stderr
    page = read(tmp_path / "cd" / "index.html")
    assert sorted(card.id for card in page.cards) == ["coal-colour", "sky-colour", "snow-colour"]  # nothing else
    by_id = {card.id: card for card in page.cards}
    sky = by_id["sky-colour"]
    assert "edited" in sky.classes
    # before, then after; each in English and en-XA (the catalog changed too), front and back
    assert [(p.language, p.side) for p in sky.pictures] == [("en", "front"), ("en", "back"), ("en-XA", "front"),
                                                           ("en-XA", "back")] * 2
    before, after = sky.pictures[1], sky.pictures[5]
    assert before.alt.endswith("Blue.") and after.alt.endswith("Blue like the <sea>.")
    assert before.src != after.src and picture_size(tmp_path / "cd" / after.src)[0] > 0
    html = (tmp_path / "cd" / "index.html").read_text()
    assert "<del>Blue.</del>" in html and "<ins>Blue like the &lt;sea&gt;.</ins>" in html  # the field's words that changed
    assert html.count('<table class="fields">') == 1  # English and en-XA in one table
    assert "<title>deckctl diff: HEAD~1 → HEAD</title>" in html  # (what is compared, in the window's title)
    assert '<span class="kind">renamed</span> <span class="src">cards/cards.yaml → cards/colours.yaml</span>' in html
    assert "added" in by_id["coal-colour"].classes and len(by_id["coal-colour"].pictures) == 4
    files = dict(re.findall('data-id="([^"]+)" data-file="([^"]+)"', html))  # (as the deck names them, each)
    assert files == {"coal-colour": "cards/colours.yaml", "sky-colour": "cards/colours.yaml",
                     "snow-colour": "cards/cards.yaml"}
    assert '<span class="src">cards/colours.yaml</span>' in html and ">colours.yaml<" not in html
    removed = by_id["snow-colour"]
    assert "removed" in removed.classes and removed.pictures[1].alt.endswith("White.")
    same = cli("diff", "--html", "HEAD", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert same.exit_code == 0 and read(tmp_path / "cd" / "index.html").cards == []
    assert list((tmp_path / "cd" / "cards").iterdir()) == []  # the earlier pictures went with the page


def test_art_is_read_from_the_revision_or_its_absence_said(tmp_path, cli):
    from PIL import Image

    root, deck = _knowledge_repo(tmp_path)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text() + "print:\n  back_art: art/back.png\n")
    (deck / "art").mkdir()
    Image.new("RGB", (300, 420), (200, 30, 30)).save(deck / "art" / "back.png")  # a red back
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    git(root, "add", ".")
    git(root, "commit", "-qm", "art and an edit")
    cards.write_text(cards.read_text().replace("back: Blue like the sea.", "back: Blue as the sea."))
    git(root, "commit", "-qam", "another edit")

    # Both revisions have the art: the edited card is drawn on both sides, the back on the art.
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    sky = read(tmp_path / "cd" / "index.html").cards[0]
    assert sky.id == "sky-colour" and not sky.missing and len(sky.pictures) == 4
    back = Image.open(tmp_path / "cd" / sky.pictures[3].src).convert("RGB")
    reds = sum(n for n, colour in back.getcolors(1 << 20) if colour == (200, 30, 30))
    assert reds > 1000  # the red art, read from git, shows around the back's texts (a back without it has none)
    # The art removed, the manifest still naming it: an edit after that shows why nothing is drawn.
    git(root, "rm", "-q", "decks/deck/art/back.png")
    git(root, "commit", "-qm", "art gone")
    cards.write_text(cards.read_text().replace("back: Blue as the sea.", "back: Blue."))
    git(root, "commit", "-qam", "an edit without the art")
    missing = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd3", cwd=root)
    assert missing.exit_code == 0, missing.stderr
    page = (tmp_path / "cd3" / "index.html").read_text()
    assert "the art `art/back.png` its print: section names is not in HEAD" in page
    assert "the art `art/back.png` its print: section names is not in HEAD~1" in page


def test_a_card_edited_and_moved_to_another_file_says_both(tmp_path, cli):
    """A card both edited and moved was shown as edited in its new file, by the new file's name:
    the page said nothing of the move and its summary "0 moved". Then it was marked moved but
    still counted "0 moved, 1 edited (1 also moved)", where `deckctl diff` lists it as moved (and
    changed): it now counts in both, and the summary says so."""
    root, deck = _knowledge_repo(tmp_path)
    cards = deck / "cards" / "cards.yaml"
    sky = ("- id: sky-colour\n  category: colour\n  front: The colour of a clear daytime sky.\n  back: Blue.\n"
           "  value: blue\n")
    assert sky in cards.read_text()
    cards.write_text(cards.read_text().replace(sky, ""))
    (deck / "cards" / "sky.yaml").write_text(sky.replace("back: Blue.", "back: Blue, mostly."))
    git(root, "add", ".")
    git(root, "commit", "-qm", "second")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    html = (tmp_path / "cd" / "index.html").read_text()
    assert "1 moved, 1 edited (1 card counted in both)" in html  # (as the text diff lists it: moved, and changed)
    assert "1 moved, 1 edited (1 card counted in both) (HEAD~1 -> HEAD)" in result.stderr  # (the terminal's summary too)
    assert re.search('<span class="kind" id="([^"]+)-kind">edited</span> <span class="kind move" id="\\1-move">moved'
                     '</span> <h3 class="id" id="\\1-name">sky-colour</h3> '
                     '<span class="src">cards/cards.yaml → cards/sky.yaml</span>', html)
    assert "<del>Blue.</del>" in html
    assert 'data-file="cards/cards.yaml → cards/sky.yaml"' in html  # (the page's search finds it by either file)


def test_a_deck_not_compared_is_not_counted_as_changed_and_is_placed_by_line_and_column(tmp_path, cli):
    """One deck edited, another whose card file does not parse: the summary said "2 decks
    changed" and the deck's line `torn.yaml:2:`, where the text diff names it `torn.yaml:2:13`."""
    from deckfactory import MANIFESTS

    root, deck = _knowledge_repo(tmp_path)
    other = write_deck(root / "decks", name="other", manifest=MANIFESTS["knowledge"].replace("test-deck", "other"))
    git(root, "add", ".")
    git(root, "commit", "-qm", "two decks")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    (other / "cards" / "torn.yaml").write_text("- id: torn\n  category: [number\n")

    text = cli("diff", "HEAD", cwd=root)
    where = re.search(r"not compared: (decks/other/cards/torn\.yaml:\d+:\d+):", text.stdout).group(1)
    result = cli("diff", "--html", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 1 and "[yaml-syntax]" in result.stderr
    html = (tmp_path / "cd" / "index.html").read_text()
    assert ("HEAD → working tree: 1 deck changed; 0 added, 0 removed, 0 moved, 1 edited; 1 deck not compared"
            in html)
    assert f'<span class="sev">not compared</span> {where}: ' in html
    assert "0 moved, 1 edited, 1 deck not compared (HEAD -> working tree)" in result.stderr  # (the terminal's line too)


def test_a_card_whose_translation_alone_changed_names_its_file_from_the_deck(tmp_path, cli):
    root, deck = _translated_repo(tmp_path, cli)
    catalog = next((deck / "locales").glob("*.po"))
    text = catalog.read_text()
    entry = text.index('msgctxt "sky-colour/back"')
    said = text.index("msgstr ", entry)
    catalog.write_text(text[:said] + 'msgstr "Blue, translated anew."' + text[text.index("\n", said):])

    result = cli("diff", "--html", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    html = (tmp_path / "cd" / "index.html").read_text()
    assert 'data-id="sky-colour" data-file="cards/cards.yaml"' in html, html


def test_a_proof_and_a_diff_page_each_keep_their_folder(tmp_path, cli):
    """`diff --html --out proof` replaced the proof's page and deleted its pictures (and `proof`
    onto a diff page the reverse): each page says what wrote it, and the other command refuses it."""
    root, deck = _knowledge_repo(tmp_path)
    assert cli("proof", "decks", "--out", "proof", "-j", "1", cwd=root).exit_code == 0
    (deck / "cards" / "cards.yaml").write_text((deck / "cards" / "cards.yaml").read_text().replace("Blue.", "Azure."))
    assert cli("diff", "--html", "--out", "card-diff", cwd=root).exit_code == 0
    sites = {name: (root / name / "index.html").read_bytes() for name in ("proof", "card-diff")}
    pictures = {name: sorted((root / name / "cards").iterdir()) for name in sites}
    assert b'<meta name="generator" content="deckctl diff">' in sites["card-diff"]

    onto_proof = cli("diff", "--html", "--out", "proof", cwd=root)
    assert onto_proof.exit_code == 2, onto_proof.stderr
    assert "--out proof holds the site deckctl proof wrote: deckctl diff --html would replace" in onto_proof.stderr
    assert "hint: give deckctl diff --html a folder of its own, such as `--out card-diff`" in onto_proof.stderr
    onto_diff = cli("proof", "decks", "--out", "card-diff", cwd=root)
    assert onto_diff.exit_code == 2 and "such as `--out proof`" in onto_diff.stderr, onto_diff.stderr
    assert sites == {name: (root / name / "index.html").read_bytes() for name in sites}
    assert pictures == {name: sorted((root / name / "cards").iterdir()) for name in sites}


def test_a_diff_page_written_before_its_own_mark_is_known_by_its_title():
    from deckctl.proof.site import DIFF, PROOF, written_by

    head = b'<meta name="generator" content="deckctl proof">\n<title>deckctl %s</title>'
    assert (written_by(head % b"diff"), written_by(head % b"proof"), written_by(b"<title>x</title>")) == (DIFF, PROOF, None)


@pytest.mark.parametrize("command", [["proof", "decks"], ["diff", "--html"]])
def test_out_naming_a_file_is_a_usage_error(tmp_path, cli, command):
    root, _ = _knowledge_repo(tmp_path)
    (root / "README.md").write_text("# decks\n")
    result = cli(*command, "--out", "README.md", cwd=root)
    assert result.exit_code == 2, result.stderr
    assert result.stderr == "deckctl: error: --out README.md is a file: --out names the folder the site goes into\n"
    assert (root / "README.md").read_text() == "# decks\n"


def _translated_repo(tmp_path, cli):
    """`_knowledge_repo` with the deck's en-XA catalog (`i18n pseudo`) committed too."""
    root, deck = _knowledge_repo(tmp_path)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    git(root, "add", ".")
    git(root, "commit", "-qm", "catalog")
    return root, deck


def _knowledge_repo(tmp_path):
    """A git repository whose first commit holds one Knowledge? deck: (its top, the deck)."""
    root = tmp_path / "repo"
    root.mkdir()
    deck, _ = committed_deck(root)
    return root, deck


def test_a_repetitive_text_is_marked_word_by_word_within_bounded_work(monkeypatch):
    """Texts of 1,000 characters from "a a a ..." to "a b a b ..." took difflib 2.6 s each (about
    cubic): a pull request rewriting a deck's texts so, hours of `diff --html`."""
    from difflibsteps import count_difflib_steps

    from deckctl.core.align import STEPS
    from deckctl.proof.diffsite import _inline

    steps = count_difflib_steps(monkeypatch)
    old, new = ("a " * 500)[:999], ("a b " * 250)[:999]
    before, after = _inline(old, new)
    assert steps[0] <= STEPS  # (47 million before)
    assert re.sub("</?del>", "", before) == old and re.sub("</?ins>", "", after) == new
    assert "<del>" in before and after.startswith("a <ins>b</ins> a")



@pytest.mark.parametrize("old, new, before, after", [
    ("a clear sky.", "a clear daytime sky.", "a clear sky.", "a clear <ins>daytime</ins> sky."),
    ("a clear daytime sky.", "a clear sky.", "a clear <del>daytime</del> sky.", "a clear sky."),
    ("Blue", "Blue like the <sea>", "Blue", "Blue <ins>like the &lt;sea&gt;</ins>"),
    ("sky", "clear sky", "sky", "<ins>clear</ins> sky"),
    ("a  b", "a b", "a<del>  </del>b", "a<ins> </ins>b"),  # (spacing alone changed: marked, or unseen)
    ("a b", "a  c", "a <del>b</del>", "a<ins>  c</ins>"),  # (a double space made: marked with its word)
    ("x", "x y ", "x", "x <ins>y </ins>"),  # (a space at the text's end: marked)
])
def test_a_changed_words_mark_leaves_the_space_that_separates_it_unmarked(old, new, before, after):
    """A word inserted between two others was marked with the space before it (`<ins>daytime
    </ins>`, underlined from the space on): the marks cover the words changed, the space that
    separates them from the words around them left in the text, unmarked (the text reads and copies
    the same). Spacing that is itself the change is marked, as it was."""
    from deckctl.proof.diffsite import _inline

    assert _inline(old, new) == (before, after)
    assert re.sub("</?del>", "", before).replace("&lt;", "<").replace("&gt;", ">") == old
    assert re.sub("</?ins>", "", after).replace("&lt;", "<").replace("&gt;", ">") == new

def test_a_source_change_shows_each_translation_whose_card_it_changed(tmp_path, cli):
    """A card's text changed and its catalog left as it was: the translation's entry no longer fits
    (fuzzy) and its card prints the new source text, so its pictures changed too. Only the deck's
    own were shown, and the reviewer never saw that the translated card now prints the source. A
    change that leaves every translation's text as it was (a tag) still shows the deck's own only."""
    root, deck = _translated_repo(tmp_path, cli)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text().replace("back: Blue.", "back: Blue, mostly.")
    cards.write_text(text.replace("  value: green\n", "  value: green\n  tags: [plants]\n"))
    git(root, "commit", "-qam", "edits")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    by_id = {card.id: card for card in read(tmp_path / "cd" / "index.html").cards}
    sky, grass = by_id["sky-colour"], by_id["grass-colour"]
    assert [(p.language, p.side) for p in sky.pictures] == [("en", "front"), ("en", "back"), ("en-XA", "front"),
                                                           ("en-XA", "back")] * 2
    assert sky.pictures[7].alt.endswith("Blue, mostly.")  # (the translation prints the source now)
    assert sky.pictures[3].alt != sky.pictures[7].alt
    assert [(p.language, p.side) for p in grass.pictures] == [("en", "front"), ("en", "back")] * 2
    assert [(f["data-rule"], f["data-lang"]) for f in sky.findings] == [("out-of-date-translation", "en-XA")]
    # its text boxed on the translation's picture after the change (its back), not before
    marked = [(n, p.language, p.side) for n, p in enumerate(sky.pictures)
              if any(m["data-finding"] == sky.findings[0]["id"] for m in p.marks)]
    assert marked == [(7, "en-XA", "back")]
    assert not grass.findings


def test_a_translation_made_fuzzy_or_reviewed_shows_its_card_in_that_language(tmp_path, cli):
    """An entry flagged `#, fuzzy` makes its card print the source text; one whose flag is taken
    off prints the translation again. Neither showed the card: diff --html looked at changed
    translations only, and a flag is not one."""
    root, deck = _translated_repo(tmp_path, cli)
    catalog = next((deck / "locales").glob("*.po"))
    text = catalog.read_text()
    entry = text.index('msgctxt "sky-colour/back"')
    catalog.write_text(text[:entry] + "#, fuzzy\n" + text[entry:])
    git(root, "commit", "-qam", "flagged")
    catalog.write_text(text)
    git(root, "commit", "-qam", "reviewed")

    for revisions in (("HEAD~2", "HEAD~1"), ("HEAD~1", "HEAD")):
        result = cli("diff", "--html", *revisions, "--out", tmp_path / "cd", cwd=root)
        assert result.exit_code == 0, result.stderr
        [sky] = read(tmp_path / "cd" / "index.html").cards
        assert sky.id == "sky-colour" and "edited" in sky.classes
        assert [(p.language, p.side) for p in sky.pictures] == [("en-XA", "front"), ("en-XA", "back")] * 2
        assert sky.pictures[1].alt != sky.pictures[3].alt  # (source text before or after: the back changed)


def test_each_deck_is_headed_by_its_title_in_its_language(tmp_path, cli):
    """The diff page headed a deck by its id (`test-deck`) where the proof heads it by its title:
    now by the title, marked with the deck's language, its id and folder beneath."""
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q")
    deck = write_deck(root / "decks", "knowledge")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("title: Test deck", "title: Farben & Zahlen").replace(
        "language: en", "language: de"))
    git(root, "add", ".")
    git(root, "commit", "-qm", "first")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blau."))
    git(root, "commit", "-qam", "second")

    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0
    html = (tmp_path / "cd" / "index.html").read_text()
    assert ('<h2><span class="title" data-lang="" lang="de">Farben &amp; Zahlen</span></h2>'
            '<p class="about">test-deck · decks/deck</p>') in html
