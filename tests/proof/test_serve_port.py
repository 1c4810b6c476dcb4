"""`proof --serve`'s port: one in use is said at once, before the proof is drawn, naming the
address and the way out; `--port` without `--serve` is a usage error, not left unread."""

from __future__ import annotations

import socket

from deckfactory import write_deck


def test_a_port_in_use_is_said_before_any_deck_is_drawn(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = cli("proof", deck, "--serve", "--port", str(port), "--out", tmp_path / "site", "-j", "1")
    assert run.exit_code == 74, run.stderr
    # (nothing before it: no deck's progress line, no folder written)
    assert run.stderr == (f"deckctl: error: cannot serve on 127.0.0.1:{port}: address already in use\n"
                          "    hint: another program serves on that port: choose another with --port N, "
                          "or --port 0 for any free one\n")
    assert not (tmp_path / "site").exists()


def test_port_without_serve_is_a_usage_error(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    run = cli("proof", deck, "--port", "8001", "--out", tmp_path / "site")
    assert run.exit_code == 2
    assert run.stderr == ("deckctl: error: --port 8001 is the port of --serve's server: add --serve, "
                          "or leave --port out\n")
    assert not (tmp_path / "site").exists()
