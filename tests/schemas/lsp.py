"""A small Language Server Protocol client over stdio, enough to ask yaml-language-server what an
editor would show: the diagnostics of an opened file, completions and hovers at a place."""

from __future__ import annotations

import json
import subprocess
import threading
from pathlib import Path
from queue import Empty, Queue

TIMEOUT = 60  # seconds for one answer; generous, the machine may be busy


class LanguageServer:
    def __init__(self, command: list[str], root: Path, settings: dict):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        # No schemastore.org catalog: the server would fetch it from the network at every start
        # (and wait for it before applying the settings); a test's files get their schemas from
        # their schema line or yaml.schemas alone. A test may still ask for it.
        self.settings = {**settings, "yaml": {"schemaStore": {"enable": False}, **settings.get("yaml", {})}}
        self.next_id = 0
        self.version = 0
        self.replies: dict[int, Queue] = {}
        self.diagnostics: dict[str, Queue] = {}
        self.settings_applied: Queue = Queue()
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {
            "textDocument": {"hover": {"contentFormat": ["markdown", "plaintext"]},
                             "completion": {"completionItem": {"snippetSupport": True}},
                             "publishDiagnostics": {}},
            "workspace": {"configuration": True}}})
        # On `initialized` the server asks for its settings (workspace/configuration) and applies
        # them asynchronously (the schema store read first). A document opened before that is
        # validated without them (no yaml.schemas: `[]`) when the machine is slow, and again
        # once they are applied. So no document is opened before the server says it has applied
        # them: yaml/schema/store/initialized, sent at the end of applying them to a client that
        # has opted in with yaml/supportSchemaSelection (yaml-language-server's README). (No
        # workspace/didChangeConfiguration as well: it would make the server pull them twice.)
        self.notify("yaml/supportSchemaSelection", {})
        self.notify("initialized", {})
        try:
            self.settings_applied.get(timeout=TIMEOUT)
        except Empty:
            self.shutdown()
            raise AssertionError(f"yaml-language-server did not say it applied its settings in {TIMEOUT} s") from None

    # --- the wire ---------------------------------------------------------------------------

    def _send(self, message: dict) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        with self.lock:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.process.stdin.flush()

    def _read(self) -> None:
        stream = self.process.stdout
        while True:
            length = 0
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            self._dispatch(json.loads(stream.read(length)))

    def _dispatch(self, message: dict) -> None:
        if "id" in message and "method" in message:  # a request from the server
            result = None
            if message["method"] == "workspace/configuration":
                result = [self.settings.get(item.get("section", ""), None) for item in message["params"]["items"]]
            self._send({"id": message["id"], "result": result})
        elif "id" in message:
            self.replies.setdefault(message["id"], Queue()).put(message)
        elif message.get("method") == "yaml/schema/store/initialized":
            self.settings_applied.put(True)
        elif message.get("method") == "textDocument/publishDiagnostics":
            params = message["params"]
            self.diagnostics.setdefault(params["uri"], Queue()).put(params["diagnostics"])

    def request(self, method: str, params: dict):
        self.next_id += 1
        number = self.next_id
        self.replies.setdefault(number, Queue())
        self._send({"id": number, "method": method, "params": params})
        reply = self.replies[number].get(timeout=TIMEOUT)
        assert "error" not in reply, reply
        return reply["result"]

    def notify(self, method: str, params: dict) -> None:
        self._send({"method": method, "params": params})

    # --- what an editor does ------------------------------------------------------------------

    def open(self, path: Path, text: str | None = None) -> list[dict]:
        """Open a document and return the diagnostics the server publishes for it: it publishes
        once, when it has validated the document (200 ms after the opening) against the settings
        applied before it was opened."""
        return self._opened(path, text).get(timeout=TIMEOUT)

    def open_all(self, paths: list[Path]) -> list[list[dict]]:
        """Open the documents at once, as an editor restoring its tabs does, and return the
        diagnostics the server publishes for each. (It validates a document 200 ms after it is
        opened: opened one after the other, each waited that long.)"""
        return [queue.get(timeout=TIMEOUT) for queue in [self._opened(path) for path in paths]]

    def _opened(self, path: Path, text: str | None = None) -> Queue:
        """The document opened: the queue its diagnostics will come in."""
        uri = path.resolve().as_uri()
        queue = self.diagnostics[uri] = Queue()  # nothing left over from an earlier opening
        # A new version at every opening: the server keeps the parsed YAML of a path until its
        # version changes, closed or not, so a path opened again with other text at the same
        # version was checked as it was before.
        self.version += 1
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "yaml", "version": self.version,
            "text": path.read_text(encoding="utf-8") if text is None else text}})
        return queue

    def close(self, path: Path) -> None:
        """Close an opened document, and wait for the empty diagnostics the server publishes for
        it then: read later, they would be taken for the answer to the next opening of the path."""
        uri = path.resolve().as_uri()
        queue = self.diagnostics[uri] = Queue()
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        assert queue.get(timeout=TIMEOUT) == [], uri

    def completion(self, path: Path, line: int, character: int) -> list[dict]:
        """Completion items at a 0-based position."""
        result = self.request("textDocument/completion", {
            "textDocument": {"uri": path.resolve().as_uri()}, "position": {"line": line, "character": character}})
        return result["items"] if isinstance(result, dict) else (result or [])

    def hover(self, path: Path, line: int, character: int) -> str:
        result = self.request("textDocument/hover", {
            "textDocument": {"uri": path.resolve().as_uri()}, "position": {"line": line, "character": character}})
        if not result:
            return ""
        contents = result["contents"]
        return contents["value"] if isinstance(contents, dict) else str(contents)

    def shutdown(self) -> None:
        try:
            self.request("shutdown", {})
            self.notify("exit", {})
            self.process.wait(timeout=10)
        except (OSError, AssertionError, Empty, subprocess.TimeoutExpired):  # a server already gone
            self.process.kill()
            self.process.wait()
