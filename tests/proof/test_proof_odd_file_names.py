"""Card files whose names are no valid URL as they are (`100%.yaml`, `a b#c?d.yaml`): the proof
page's links to them and the editor links its script makes point at those files, and the script
runs to its end (a `%` stopped it in decodeURIComponent). In headless Chromium."""

from __future__ import annotations

import html
import re
from urllib.parse import unquote, urlsplit

from browser import console_errors, wait_for
from deckfactory import VALID_CARDS, write_deck

NAMES = ("100%.yaml", "a b#c?d.yaml")


def test_links_name_the_files_and_the_script_runs(tmp_path, cli, browser):
    cards = VALID_CARDS["knowledge"]
    deck = write_deck(tmp_path, "knowledge", {NAMES[0]: cards, NAMES[1]: cards.replace("id: ", "id: other-")})
    result = cli("proof", deck, "--out", tmp_path / "proof", cwd=tmp_path)
    assert result.exit_code == 0 and result.exception is None, result.stderr
    page = tmp_path / "proof" / "index.html"
    driver = browser
    driver.get(page.as_uri())
    wait_for(driver, "document.body.dataset.ready")
    # the page's own links (relative, in its HTML), followed as the browser follows them
    hrefs = {html.unescape(href) for href in re.findall(r'<a class="src"[^>]* href="([^"]*)"', page.read_text())}
    resolved = [urlsplit(driver.execute_script("return new URL(arguments[0], location.href).href", href))
                for href in hrefs]
    assert not [url for url in resolved if url.fragment or url.query]
    assert {unquote(url.path) for url in resolved} >= {str(deck / "cards" / name) for name in NAMES}
    # the editor links the script made of them
    links = driver.execute_script(
        "return Array.from(document.querySelectorAll('.card header a.src')).map(a => [a.dataset.file, a.href])")
    assert {file for file, _ in links} == {f"deck/cards/{name}" for name in NAMES}
    for file, href in links:
        path, line, col = href.removeprefix("vscode://file").rsplit(":", 2)
        assert href.startswith("vscode://file/") and line.isdigit() and col.isdigit()
        assert "#" not in path and "?" not in path and unquote(path) == str(tmp_path / file)
    assert console_errors(driver) == []
