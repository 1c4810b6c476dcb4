"""A card file that is a symbolic link, as a pull request can commit one: one leading out of the
repository is not read (`unreadable`), and the proof shows that error in its deck, under the
file's path there, without a link (opening it would open the file it leads to). It was placed by
where the link leads: under "Outside any deck", named by its bare name, no deck or folder said.
A link to a card file inside the repository is named as the deck lists it, not by its target. A
folder named as a card file is named, not linked either: the editor link would open it as a
workspace of its own, with whatever `.vscode/` it holds."""

from __future__ import annotations

import re
import subprocess

from deckfactory import VALID_CARDS, write_deck


def test_a_card_file_linked_out_of_the_repository_is_named_in_its_deck(tmp_path, cli):
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    deck = write_deck(repo / "decks", "knowledge")
    secret = tmp_path / "outside" / "secret.yaml"
    secret.parent.mkdir()
    secret.write_text(VALID_CARDS["knowledge"].replace("The colour of fresh snow.", "SECRET-TEXT"))
    (deck / "cards" / "leak.yaml").symlink_to(secret)
    (deck / "cards" / "again.yaml").symlink_to("cards.yaml")  # (inside: read, its ids repeated)
    (deck / "cards" / "folder.yaml" / ".vscode").mkdir(parents=True)
    (deck / "cards" / "folder.yaml" / ".vscode" / "tasks.json").write_text("{}")
    result = cli("proof", repo / "decks", cwd=repo)
    assert result.exit_code == 1, result.stderr
    page = (repo / "proof" / "index.html").read_text()
    assert "SECRET-TEXT" not in page and "Outside any deck" not in page
    named = '<span class="src">decks/deck/cards/leak.yaml</span>'
    # its own section, named by its path in the deck, with its error, linked nowhere
    section = re.search(f'<section class="file" id="deck-0-\\d+"><h3>{re.escape(named)}</h3>(.*?)<div class="cards">', page)
    assert section is not None and 'data-rule="unreadable"' in section.group(1) and named in section.group(1)
    assert 'data-file="decks/deck/cards/leak.yaml"' not in page and 'href="../decks/deck/cards/leak.yaml"' not in page
    assert '<h3><span class="src">decks/deck/cards/folder.yaml</span></h3>' in page
    assert 'data-file="decks/deck/cards/folder.yaml"' not in page
    # the link inside the repository: its cards under its own name, linked
    assert 'data-file="decks/deck/cards/again.yaml" data-line="1" data-col="1" href="../decks/deck/cards/again.yaml"' in page
