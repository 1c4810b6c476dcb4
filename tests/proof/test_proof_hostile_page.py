"""A pull request from a stranger, hostile everywhere a deck lets it write: a deck folder, a card
file, a deck title, a card's texts and id, a catalog's translations and the branch names, each
holding markup that would run (`</script>`, `<img onerror>`, `<svg onload>`, an attribute's
quote, a `javascript:` name) and bidi controls. The proof and the `diff --html` page of it, opened
in headless Chromium, run only their own script (by its hash: the Content-Security-Policy) and log
no error; the page holds no raw control or bidi character, and every editor link the script makes
is a `vscode://file/` link to a file of the repository. (A guard: this passed when written.)"""

from __future__ import annotations

import json
import subprocess
import unicodedata
from urllib.parse import unquote

from browser import ALL_PICTURES_LOADED, console_errors, open_page
from deckfactory import MANIFESTS, VALID_CARDS, translate, write_deck


def _markup(n: int) -> str:
    return (f'</script><img src=x onerror="window.pwned={n}"><svg onload=window.pwned={n + 1}>'
            f"'\" &amp; javascript:window.pwned={n + 2}")


DECK = 'x"><svg onload=window.pwned=1>'  # (a folder's name: anything but a slash)
FILE = "javascript:window.pwned=4;<img src=x onerror=window.pwned=5>.yaml"
OLD_BRANCH = '"><img/src=x/onerror=window.pwned=6>'  # (no space in a branch's name)
NEW_BRANCH = "'\"><svg/onload=window.pwned=7>\u202e"


def _git(repo, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args], cwd=repo, check=True,
                   capture_output=True)


def _clean(driver, page) -> list:
    """What ran or went wrong on `page` in `driver`, once every picture loaded: [] when nothing."""
    open_page(driver, page)
    loaded = driver.execute_async_script(ALL_PICTURES_LOADED)
    problems = [f"picture not loaded: {src}" for src, width in loaded if width <= 0]
    problems += [f"ran: window.pwned = {value}" for value in [driver.execute_script("return window.pwned")] if value]
    problems += [f"scripts: {n}" for n in [driver.execute_script("return document.scripts.length")] if n != 1]
    return problems + console_errors(driver)


def test_nothing_of_a_hostile_deck_runs(tmp_path, cli, browser):
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    title = json.dumps(_markup(10))
    cards = VALID_CARDS["knowledge"].replace("How many body segments does a spider have?", json.dumps(_markup(20))[1:-1])
    deck = write_deck(repo / "decks", "knowledge", {FILE: cards}, name=DECK,
                      manifest=MANIFESTS["knowledge"].replace("title: Test deck", f"title: {title}"))
    assert cli("i18n", "pseudo", deck, cwd=repo).exit_code == 0
    catalog = deck / "locales" / "de.po"
    catalog.write_text((deck / "locales" / "en-XA.po").read_text().replace('"Language: en-XA', '"Language: de'))
    translate(catalog, {"sky-colour/front": _markup(40).replace('"', '\\"')})
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "first")
    _git(repo, "branch", OLD_BRANCH)
    (deck / "cards" / FILE).write_text(cards.replace("back: Blue.", f"back: {json.dumps(_markup(50))}"))
    _git(repo, "commit", "-qam", "second")
    _git(repo, "branch", NEW_BRANCH)
    diffed = cli("diff", "--html", "--", OLD_BRANCH, NEW_BRANCH, cwd=repo)
    assert diffed.exit_code == 0 and "1 edited" in diffed.stderr, diffed
    # then what validate refuses, shown on the proof with its errors: bidi controls, a bad id
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace(title, json.dumps(_markup(10) + " \u202eevil")))
    translate(catalog, {"grass-colour/back": "\u202egr\u00fcn"})
    cards += f"- id: {json.dumps(_markup(30))}\n  category: number\n  front: Bad id.\n  back: Two.\n  value: 2\n"
    (deck / "cards" / FILE).write_text(cards)
    assert cli("proof", cwd=repo).exit_code == 1
    for page in (repo / "proof" / "index.html", repo / "card-diff" / "index.html"):
        text = page.read_text(encoding="utf-8")
        assert [c for c in text if unicodedata.category(c) in ("Cc", "Cf") and c not in "\n"] == [], page
        assert _clean(browser, page) == [], page
    # the proof's editor links: each a file of the repository, whatever its name
    open_page(browser, repo / "proof" / "index.html")
    links = browser.execute_script("return Array.from(document.querySelectorAll('a.src[href]')).map(a => a.href)")
    assert links
    for link in links:
        assert link.startswith("vscode://file/"), link
        path, line, col = link.removeprefix("vscode://file").rsplit(":", 2)
        assert line.isdigit() and col.isdigit() and "#" not in path and "?" not in path
        assert unquote(path).startswith(str(repo) + "/") and "/../" not in unquote(path)
