"""`proof --serve` whose proof folder is replaced by a symbolic link while it serves (a checkout of
a branch that commits `proof` as a link elsewhere) writes nothing through it, and ends as any
command that finds a link where it writes: one sentence naming the folder, exit 74. It said
"cannot watch the decks' folders proof: ...", as if watching had failed, and a reviewer looked
for a problem with the decks' folders."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys

from deckfactory import write_deck


def test_a_link_put_at_the_proof_folder_is_said_as_a_write_refused(tmp_path):
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    deck = write_deck(repo, "knowledge")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "proof", deck, "--serve", "--port", "0", "-j", "1"],
                               cwd=repo, stderr=subprocess.PIPE, text=True, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        said = [next(line for line in process.stderr if line.startswith("serving the proof at "))]
        proof = repo / "proof"
        shutil.rmtree(proof)
        proof.symlink_to(elsewhere)
        cards = deck / "cards" / "cards.yaml"
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        assert process.wait(timeout=60) == 74
        said += process.stderr.readlines()
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            process.wait(timeout=30)
    assert said[-1] == ("deckctl: error: cannot write proof: a symbolic link is there: "
                        "deckctl writes only into regular files and folders\n"), said
    assert not any("Traceback" in line for line in said)
    assert list(elsewhere.iterdir()) == []
