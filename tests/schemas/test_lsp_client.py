"""The LSP client the editor tests drive yaml-language-server with (lsp.py) returns the
diagnostics that answer a document as it was opened, also when the server is slow to apply its
settings (a busy machine, a slow network) and when a path is opened again after it was closed."""

from __future__ import annotations

import shutil
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from deckfactory import REPO, SCHEMAS
from lsp import LanguageServer

YAML_LS = REPO / "tests" / "node" / "node_modules" / "yaml-language-server" / "bin" / "yaml-language-server"

pytestmark = pytest.mark.skipif(shutil.which("node") is None or not YAML_LS.is_file(),
                                reason="needs node and yaml-language-server (`npm ci --prefix tests/node`)")

# A card file with no schema line, mapped to its game's schema by yaml.schemas alone: the server
# finds its error only with its settings applied.
CARD = "- id: by-hand\n  category: peple\n  question: Q?\n  clues: [a, b, c]\n  answer: A\n"


@pytest.fixture
def workspace(tmp_path) -> Path:
    shutil.copytree(SCHEMAS, tmp_path / "schemas")
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "by-hand.yaml").write_text(CARD, encoding="utf-8")
    return tmp_path


def settings(**yaml) -> dict:
    return {"yaml": {"validate": True, "yamlVersion": "1.1",
                     "schemas": {"./schemas/iknow.cards.schema.json": ["cards/*.yaml"]}, **yaml}}


def category_errors(found: list[dict]) -> list[int]:
    return [d["range"]["start"]["line"] for d in found if '"people", "world"' in d["message"]]


class SlowCatalog(BaseHTTPRequestHandler):
    """A schema store catalog that takes a second to come, as schemastore.org over a slow network
    does: the server applies its settings only once it has it (or has failed to get it)."""

    def do_GET(self):  # noqa: N802 (http.server's name)
        time.sleep(1)
        body = b'{"schemas": []}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def slow_catalog():
    server = ThreadingHTTPServer(("127.0.0.1", 0), SlowCatalog)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/catalog.json"
    server.shutdown()
    server.server_close()


def test_a_document_opened_at_once_is_checked_with_the_settings(workspace, slow_catalog):
    """Opened while the server was still applying its settings, the file was validated without
    its yaml.schemas and `[]` published first: what the CI run under load saw."""
    editor = LanguageServer(["node", str(YAML_LS), "--stdio"], workspace,
                            settings(schemaStore={"enable": True, "url": slow_catalog}))
    try:
        found = editor.open(workspace / "cards" / "by-hand.yaml")
    finally:
        editor.shutdown()
    assert category_errors(found) == [1], found


def test_a_document_opened_again_after_it_was_closed_gets_its_own_diagnostics(workspace):
    """The `[]` the server publishes when a document is closed is not taken for the answer to
    its next opening, and a path opened again with other text is checked as it is now (the server
    keeps a path's parsed YAML until its version changes)."""
    editor = LanguageServer(["node", str(YAML_LS), "--stdio"], workspace, settings())
    path = workspace / "cards" / "by-hand.yaml"
    try:
        assert category_errors(editor.open(path)) == [1]
        editor.close(path)
        again = editor.open(path)
        editor.close(path)
        fixed = editor.open(path, CARD.replace("peple", "people"))
    finally:
        editor.shutdown()
    assert category_errors(again) == [1], again
    assert fixed == []
