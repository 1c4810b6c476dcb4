"""`deckctl proof --serve` in a real browser: a saved card file updates the open page without a
reload; a file that no longer loads shows its error beside the last good pictures."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pytest
from browser import console_errors, wait_for
from deckfactory import write_deck


def _ctrl_c_as_at_a_shell() -> None:
    """The server's SIGINT as a shell leaves it: pytest-xdist's workers ignore SIGINT, and a
    child inherits that, so Python would install no KeyboardInterrupt handler at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def back_alt(driver, card_id: str) -> str:
    return driver.execute_script(
        f"return document.querySelector(\".card[data-id='{card_id}'] .pic[data-side='back'] img\").alt")


def test_a_saved_file_updates_the_open_page(served, browser):
    url, cards, _ = served
    browser.get(url)
    wait_for(browser, "document.body.dataset.connected", seconds=20)  # (a save before would reload the page)
    browser.execute_script("window.notReloaded = true; document.getElementById('q').value = 'sky';")
    assert back_alt(browser, "sky-colour").endswith("Blue.")
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    # two updates: the file's new pictures at once, then what the check of the decks changed
    wait_for(browser, "document.body.dataset.version === '2'", seconds=20)
    assert back_alt(browser, "sky-colour").endswith("Blue like the sea.")
    assert browser.execute_script("return window.notReloaded && document.getElementById('q').value") == "sky"
    assert browser.execute_script("return document.getElementById('live').value").startswith("test-deck: 1 card picture")
    width = wait_for(browser, "document.querySelector(\".card[data-id='sky-colour'] .pic[data-side='back'] img\")"
                              ".naturalWidth")
    assert width > 0  # the new picture, from the server
    # A file that no longer parses: its error is shown, its cards keep their last good pictures.
    cards.write_text(cards.read_text() + "- id: [unclosed\n")
    wait_for(browser, "document.body.dataset.version === '4'", seconds=20)
    assert browser.execute_script("return document.querySelectorAll('.file > .findings .finding.error').length") == 1
    assert browser.execute_script("return document.querySelectorAll('.card.stale img').length") == 14
    assert "; 1 error," in browser.execute_script("return document.getElementById('summary').textContent")
    assert back_alt(browser, "sky-colour").endswith("Blue like the sea.")
    assert browser.execute_script("return window.notReloaded") is True
    assert console_errors(browser) == []


def test_the_server_answers_only_by_its_own_name(served):
    url, _, _ = served
    with urllib.request.urlopen(url, timeout=10) as response:
        assert b'data-live="/events?token=' in response.read()
    request = urllib.request.Request(url, headers={"Host": "attacker.example:80"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
    for path in ("cards/../../etc/passwd", "cards/deck.yaml", "../deck/cards/cards.yaml"):
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(url + path, timeout=10)
        assert missing.value.code == 404
        assert missing.value.headers["Cross-Origin-Resource-Policy"] == "same-origin"  # (no oracle in 404 or 200)
    with urllib.request.urlopen(url, timeout=10) as page:
        picture = re.search(r'src="(cards/[0-9a-f]{64}\.svg)', page.read().decode()).group(1)
        assert (page.headers["Cross-Origin-Resource-Policy"], page.headers["X-Frame-Options"]) == ("same-origin", "DENY")
    with urllib.request.urlopen(url + picture, timeout=10) as shown:  # another site's <img> cannot load it
        assert shown.headers["Cross-Origin-Resource-Policy"] == "same-origin"
    # (http.server's own answer, 501, carries them too; HEAD is answered as GET: test_serve_head.py)
    with pytest.raises(urllib.error.HTTPError) as unknown:
        urllib.request.urlopen(urllib.request.Request(url, method="POST", data=b""), timeout=10)
    assert unknown.value.code == 501
    assert (unknown.value.headers["Cross-Origin-Resource-Policy"], unknown.value.headers["X-Frame-Options"],
            unknown.value.headers["X-Content-Type-Options"]) == ("same-origin", "DENY", "nosniff")


def _serve_with_two_jobs(deck, tmp_path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "deckctl", "proof", deck, "--serve", "--port", "0",
                             "--out", tmp_path / "site", "-j", "2"], cwd=tmp_path, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_ctrl_c_as_at_a_shell, start_new_session=True)


def _page_events(process: subprocess.Popen, page_events) -> queue.Queue:
    """What the server sends an open page (the data of each event), once it says it serves."""
    return page_events(next(line.split()[4] for line in process.stderr if line.startswith("serving the proof at ")))


def test_a_save_sends_the_saved_file_at_once_and_the_findings_after(tmp_path, page_events):
    """With two jobs the check runs on a worker forked with the deck loaded: the saved file's
    section goes first, marked as being checked, then only what the check changed."""
    deck = write_deck(tmp_path, "knowledge", {"a.yaml": "- id: one\n  category: colour\n  front: The sky?\n"
                                                         "  back: Blue.\n  value: blue\n",
                                               "b.yaml": "- id: two\n  category: colour\n  front: Snow?\n"
                                                         "  back: White.\n  value: white\n"})
    process = _serve_with_two_jobs(deck, tmp_path)
    try:
        events = _page_events(process, page_events)
        cards = deck / "cards" / "a.yaml"
        saved = cards.read_text().replace("back: Blue.", "back: Blue like the sea.")
        cards.write_text(saved)  # (once: the folders were watched before the server said it serves)
        first = events.get(timeout=30)
        second = events.get(timeout=30)
        assert first["checking"] and [part["id"] for part in first["parts"]] == ["deck-0-head", "deck-0-0"]
        assert "Blue like the sea." in first["parts"][1]["html"] and "Snow?" not in first["parts"][1]["html"]
        assert first["note"].startswith("test-deck: 1 card picture drawn, checking")
        assert not second["checking"] and second["version"] == 2
        assert all(part["id"] != "deck-0-1" for part in second["parts"])  # b.yaml: nothing changed there
        cards.write_text(saved.replace("Blue like the sea.", "Blue."))
        assert events.get(timeout=30)["checking"]  # its pictures are in: the check runs on a worker now
        os.kill(process.pid, signal.SIGINT)  # `kill -INT` of the server alone: it ends its worker and itself
        assert process.wait(timeout=30) == 130, process.stderr.read()
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)


def test_a_file_saved_the_moment_the_server_says_it_serves_is_seen(tmp_path, monkeypatch):
    """The command says "serving the proof at ..." from `ready`: a file saved right then, before
    the server goes on, updates the page (the folders are watched before, not after)."""
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")
    cards = deck / "cards" / "cards.yaml"
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    page = server.listen()
    assert page.get_nowait() == ("hello", {"version": 0})

    def save_at_once() -> None:
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))

    failed = []

    def serve() -> None:
        try:
            server.run(lambda note: None, save_at_once)
        except BaseException as exc:  # (the test's thread: shown by the assert below)
            failed.append(exc)
            page.put(("failed", {}))

    serving = threading.Thread(target=serve)
    serving.start()
    try:
        kind, message = page.get(timeout=60)
    finally:
        server.close()
        serving.join()
    assert not failed and kind == "deck", failed
    assert any("Blue like the sea." in part["html"] for part in message["parts"])


def _children(pid: int) -> list[int]:
    """The processes a process's main thread started (its workers: the pool forks them there)."""
    return [int(child) for child in open(f"/proc/{pid}/task/{pid}/children").read().split()]


def _state(pid: int) -> str:
    """A process's state letter ("T" stopped, "Z" dead, not yet reaped), "" once it is gone."""
    try:
        return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return ""


def _blocked(pid: int, thread: int) -> int | None:
    """The signals a thread blocks, as a mask (bit n-1: signal n); None for a thread that ended
    after it was listed (one answering a request of the page)."""
    try:
        status = open(f"/proc/{pid}/task/{thread}/status").read()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigBlk:")), 16)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the server's threads and workers in /proc")
@pytest.mark.parametrize("sent, code, said", [(signal.SIGINT, 130, ["interrupted"]), (signal.SIGTERM, 143, ["terminated"])],
                         ids=["SIGINT", "SIGTERM"])
def test_a_signal_to_the_server_alone_ends_it_and_its_stopped_worker(tmp_path, sent, code, said, page_events):
    """`kill -INT PID` or `kill PID` while the worker checking a saved deck is stopped (SIGSTOP),
    so that its check never ends: the server ends at once all the same, the worker with it, and
    without a traceback (Ctrl-C: "interrupted", 130, as every command; SIGTERM: "terminated", 143). The kernel
    may give a process's signal to any of its threads that does not block it, and only the main
    thread acts on it: every other thread of the server blocks both."""
    deck = write_deck(tmp_path, "knowledge")
    process = _serve_with_two_jobs(deck, tmp_path)
    try:
        events = _page_events(process, page_events)
        cards = deck / "cards" / "cards.yaml"
        text = cards.read_text()
        worker = None
        for n in range(20):  # (saved until its worker is caught before it is gone: its check may be quick)
            cards.write_text(text.replace("back: Blue.", f"back: Blue {n}."))
            while not events.get(timeout=30)["checking"]:
                pass
            for child in _children(process.pid):
                try:
                    os.kill(child, signal.SIGSTOP)
                except ProcessLookupError:  # (gone since it was listed: its check ended; saved again)
                    continue
                while _state(child) not in ("T", "Z", ""):  # (a signal takes effect when the process next runs)
                    time.sleep(0.01)
                if _state(child) == "T":
                    worker = child
            if worker:
                break
        assert worker, "no worker caught checking"
        wanted = (1 << signal.SIGINT - 1) | (1 << signal.SIGTERM - 1)
        threads = [int(thread) for thread in os.listdir(f"/proc/{process.pid}/task") if int(thread) != process.pid]
        masks = [mask for mask in (_blocked(process.pid, thread) for thread in threads) if mask is not None]
        assert masks and all(mask & wanted == wanted for mask in masks)
        os.kill(process.pid, sent)
        rest = process.communicate(timeout=30)[1]
        assert process.returncode == code, rest
        assert _state(worker) in ("", "Z")
        assert "Traceback" not in rest and [line for line in rest.splitlines() if not line.startswith("updated")] == said
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)


def test_folders_that_cannot_be_watched_end_the_server_with_one_sentence(tmp_path, monkeypatch, cli):
    """A deck folder deleted between the first proof and the start of watching (or a system that
    refuses to watch): one sentence naming it, exit 74, no traceback."""
    from deckctl.proof import serve

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")

    def gone(folders):
        raise FileNotFoundError(2, "No such file or directory", str(folders[0]))

    monkeypatch.setattr(serve, "_watcher", gone)
    run = cli("proof", deck, "--serve", "--port", "0", "--out", tmp_path / "site", "-j", "1")
    assert run.exception is None or isinstance(run.exception, SystemExit), run.exception
    assert run.exit_code == 74 and "cannot watch the decks' folders" in run.stderr, run.stderr
    assert "Traceback" not in run.stderr


def test_an_update_sends_the_summary_and_says_a_broken_manifest_shows_the_last_good_pictures(tmp_path, monkeypatch):
    """The summary line (`7 cards in 1 deck; 0 errors, 7 warnings`) stayed as the page was first
    served, whatever errors a save added; a deck.yaml that no longer loads said "no card is drawn"
    above its cards' last good pictures."""
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")
    cards, manifest = deck / "cards" / "cards.yaml", deck / "deck.yaml"
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    try:
        page = server.listen()
        page.get_nowait()  # (hello)

        def parts_sent(saved) -> dict[str, str]:
            server.update(0, {os.path.realpath(saved)})
            sent = {}
            while not page.empty():
                sent.update({part["id"]: part["html"] for part in page.get_nowait()[1]["parts"]})
            return sent

        assert "; 0 errors," in server.page().decode()
        cards.write_text(cards.read_text().replace("value: 2\n", "value: 99\n", 1))  # out of range: an error
        assert "7 cards in 1 deck; 1 error," in parts_sent(cards)["summary"]
        manifest.write_text("format: [1\n")
        head = parts_sent(manifest)["deck-0-head"]
        assert "manifest has errors: nothing is drawn now: its cards show their last good pictures" in head
    finally:
        server.close()
