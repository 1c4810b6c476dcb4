"""`--format github` names an annotation's file apart from any other file, as the text output's
`file:line` does (`printable_name`, 5fa5b500): a file whose name holds a zero width space and one
whose name holds the six characters `\\u200b` were both annotated `file=.../a\\u200bb.yaml`, the
whole workflow command escaped at once, while the message beside it named the second one apart."""

from __future__ import annotations

from deckfactory import write_deck

REAL, DECOY = "a\u200bb.yaml", "a\\u200bb.yaml"  # (a zero width space; a backslash and five letters)


def _card(card_id: str, front: str) -> str:
    return f"- id: {card_id}\n  category: colour\n  front: {front}\n  back: TODO\n  value: blue\n"


def test_the_two_files_are_annotated_apart(tmp_path, cli, monkeypatch):
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)
    deck = write_deck(tmp_path, "knowledge", {"cards.yaml": _card("plain", "The colour of a plain card.")})
    (deck / "cards" / REAL).write_text(_card("real", "The colour of the real sky."), encoding="utf-8")
    (deck / "cards" / DECOY).write_text(_card("decoy", "The colour of the decoy sky."), encoding="utf-8")
    lines = cli("lint", deck, "--format", "github", cwd=tmp_path).stdout.splitlines()

    def files(card: str) -> set[str]:
        return {line.partition(" file=")[2].split(",")[0] for line in lines
                if f"title=placeholder {card}::" in line}

    [real], [decoy] = files("real"), files("decoy")
    assert real != decoy
    assert real.endswith("/cards/a\\u200bb.yaml")  # (the zero width space shown as its escape)
    assert decoy.endswith("/cards/a\\\\u200bb.yaml")  # (the backslash doubled: no escape)
    assert "\u200b" not in "\n".join(lines)
    # the text output names them so too
    text = "\n" + cli("lint", deck, cwd=tmp_path).stdout
    assert f"\n{decoy}:" in text and f"\n{real}:" in text
