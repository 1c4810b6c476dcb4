"""`Server.close` from another thread ends `run` quietly, as a test or an embedding program stops
it: watchfiles raises RuntimeError ("RustNotify watcher closed") in a watch whose watcher was
closed under it, which had ended the serving thread with a traceback. On a busy machine the
serving thread can still be in its watch when `close` closes the watcher (it sets the stop first,
which the watch looks at every 30 ms): the watcher here is one that is always that late."""

from __future__ import annotations

import threading

from deckfactory import write_deck

from deckctl.proof import serve


def test_closing_the_server_while_it_watches_ends_its_run_without_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path, "knowledge")
    server = serve.Server([deck], tmp_path / "site", 0, 150, 1)
    ready = threading.Event()
    raised: list[BaseException] = []

    class Late:
        """The real watcher, but a watch that sees the stop only once it is closed under it."""

        def __init__(self, real):
            self.real, self.closed = real, threading.Event()

        def watch(self, debounce, step, timeout, stop):
            self.closed.wait(timeout=60)
            raise RuntimeError("RustNotify watcher closed")

        def close(self):
            self.real.close()
            self.closed.set()

    def ready_with_a_late_watcher() -> None:  # (called before the watching loop starts)
        server.watcher = Late(server.watcher)
        ready.set()

    def run() -> None:
        try:
            server.run(lambda note: None, ready_with_a_late_watcher)
        except BaseException as exc:  # (what ended it, for the assertion below)
            raised.append(exc)

    serving = threading.Thread(target=run, daemon=True)
    serving.start()
    try:
        assert ready.wait(timeout=60)
    finally:
        server.close()
        serving.join(timeout=30)
    assert not serving.is_alive()
    assert raised == []
