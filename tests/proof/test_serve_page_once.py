"""`proof --serve` draws its page once each update, not once each request: a page that asks for it
again and again (another site's, in a browser that does not say where a request comes from, which
reads nothing of it) had the server draw the whole proof each time, its lock held meanwhile
(65 ms for the five starter decks)."""

from __future__ import annotations

import os
import urllib.request

from deckfactory import write_deck
from liveserver import started

from deckctl.proof import serve


def test_the_page_is_drawn_once_an_update(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")
    cards = deck / "cards" / "cards.yaml"
    server = serve.Server([deck], tmp_path / "site", 0, 150, 1)
    drawn = []
    draw = serve.render
    monkeypatch.setattr(serve, "render", lambda *args, **kwargs: drawn.append(1) or draw(*args, **kwargs))
    started(server)

    def page() -> bytes:
        with urllib.request.urlopen(server.url, timeout=10) as answer:
            return answer.read()

    try:
        assert len({page() for _ in range(5)}) == 1 and len(drawn) == 1
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        server.update(0, {os.path.realpath(cards)})
        pages = {page() for _ in range(5)}
        assert len(pages) == 1 and b"Blue like the sea." in pages.pop() and len(drawn) == 2
    finally:
        server.close()
