"""`proof --serve`'s event stream opens only with the token the server drew at start and wrote into
its page. A browser that says nothing of where a request comes from (neither Sec-Fetch-Site nor
Origin: an old one) had let another site's page open the streams, `<img src=".../events">` 32
times taking every place the proof's own pages have."""

from __future__ import annotations

import subprocess
import sys
import urllib.error
import urllib.request

from deckfactory import write_deck

from deckctl.proof import connections


def _answer(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict, bytes]:
    """The status, headers and body of the answer to GET `url` (an event stream's first event)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=10) as answer:
            if answer.headers["Content-Type"] != "text/event-stream":
                return answer.status, dict(answer.headers), answer.read()
            lines = [answer.readline()]
            while lines[-1] not in (b"\n", b""):
                lines.append(answer.readline())
            return answer.status, dict(answer.headers), b"".join(lines)
    except urllib.error.HTTPError as refused:
        return refused.code, dict(refused.headers), refused.read()


def test_the_event_stream_opens_with_the_pages_token_only(served, page_events, live_address):
    url, cards, lines = served
    live = live_address(url)
    token = live.rsplit("=", 1)[1]
    assert len(token) == 43
    wrong = [url + "events", url + "events?token=", url + "events?token=" + token[:-1],
             url + "events?token=" + token.swapcase(), url + "events?token=" + token + "A",
             url + "events?token=" + "%C3%A9" * 43, live + "&token=" + token, url + "events?key=" + token]
    # (the old server gave each a place: the page opened after them had none)
    for address in wrong * (connections.MAX_STREAMS // len(wrong) + 1):
        status, headers, body = _answer(address)
        assert status == 403 and body.startswith(b"forbidden: the event stream is opened by the proof's own page"), address
        assert "Access-Control-Allow-Origin" not in headers and token.encode() not in body
    status, headers, body = _answer(live)
    assert status == 200 and headers["Content-Type"] == "text/event-stream"
    assert body.startswith(b'event: hello\ndata: {"version": 0}')
    events = page_events(url)
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    assert any("Blue like the sea." in part["html"] for part in events.get(timeout=30)["parts"])
    # No answer gives the token to another site, nor did the server print it.
    page = _answer(url)
    assert "Access-Control-Allow-Origin" not in page[1] and page[1]["Cache-Control"] == "no-store"
    said = [lines.get(timeout=30)]
    while not said[-1].startswith("updated "):  # (the check's note, the last the save makes it print)
        said.append(lines.get(timeout=30))
    assert token not in url and not any(token in line for line in said)


def test_a_page_of_an_earlier_run_is_told_to_load_again(served):
    url, _, _ = served
    stale = url + "events?token=" + "A" * 43
    status, headers, body = _answer(stale, {"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "empty"})
    # (a version no page has: the page's script loads the page, with this run's token)
    assert (status, headers["Content-Type"], body) == (200, "text/event-stream", b'event: hello\ndata: {"version": -1}\n\n')
    assert _answer(stale)[0] == 403  # (a browser that says nothing is not believed to be the page)


def test_the_proof_on_disk_holds_no_token(tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    subprocess.run([sys.executable, "-m", "deckctl", "proof", deck, "--out", tmp_path / "site", "-j", "1"],
                   cwd=tmp_path, check=True, capture_output=True)
    page = (tmp_path / "site" / "index.html").read_text()
    assert "data-live" not in page and "token" not in page
