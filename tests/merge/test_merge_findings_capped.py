"""`deckctl merge` shows at most MAX_PER_KIND findings of a kind, then one that counts the rest, as
every command does: 10,400 conflicts had been printed one by one (1.8 MB of output). The summary
line still counts every conflict, and every one is in the file with its markers."""

from __future__ import annotations

from deckctl.core.finding_cap import MAX_PER_KIND

COUNT = MAX_PER_KIND + 20


def cards(back: str) -> str:
    return "".join(f"- id: card-{number:03d}\n  category: letter\n  front: Letter {number}?\n"
                   f"  back: {back} {number}.\n  value: A\n" for number in range(COUNT))


def test_conflicts_past_the_cap_are_counted_in_one_finding(cli, tmp_path):
    base, ours, theirs = tmp_path / "base.yaml", tmp_path / "ours.yaml", tmp_path / "theirs.yaml"
    base.write_text(cards("Base"))
    ours.write_text(cards("Ours"))
    theirs.write_text(cards("Theirs"))
    result = cli("merge", base, ours, theirs, "cards/letters.yaml")
    assert result.exit_code == 1
    findings = [line for line in result.stderr.splitlines() if not line.startswith((" ", "cards/letters.yaml: "))]
    assert len(findings) == MAX_PER_KIND + 1, result.stderr[-2000:]
    assert "20 more `merge-conflict` errors in this file, not shown [merge-conflict]" in findings[-1]
    assert result.stderr.splitlines()[-1] == f"cards/letters.yaml: {COUNT} conflicts left with markers"
    assert ours.read_text().count("<<<<<<<") == COUNT
