"""A carriage return that ends no line (old Mac line ends, or one stray CR) is an error where it
stands: gettext and deckctl read the lines it ends as one. A catalog saved with CR line ends had
been read as one comment line: validate passed, `i18n status` said every text was missing, and
`i18n update` wrote the catalog again without a single translation, not even as obsolete entries."""

from __future__ import annotations

from deckfactory import DECKS


def test_a_catalog_with_cr_line_ends_is_refused_and_left_as_it_is(cli, tmp_path):
    import shutil

    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "iknow-starter", deck)
    po = deck / "locales" / "de.po"
    lines = po.read_bytes().split(b"\n")
    po.write_bytes(b"\r".join(lines))
    before = po.read_bytes()
    first = len(lines[0]) + 1
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"deck/locales/de.po:1:{first}: error: a line ends in a carriage return alone (U+000D), which ends no " \
           f"line ({len(lines) - 2:,} more in the file) [lone-cr]" in run.stdout, run.stdout
    assert run.stdout.count("[lone-cr]") == 1
    update = cli("i18n", "update", deck, "--lang", "de")
    assert update.exit_code == 1 and "[lone-cr]" in update.stdout
    assert po.read_bytes() == before


def test_one_stray_carriage_return_is_named_at_its_place_and_crlf_is_fine(cli, tmp_path):
    import shutil

    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "iknow-starter", deck)
    po = deck / "locales" / "de.po"
    text = po.read_text(encoding="utf-8")
    po.write_bytes(text.replace("\n", "\r\n").encode())  # (CRLF: a Windows checkout, read as it is)
    assert cli("validate", deck).exit_code == 0
    lines = text.split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith("#: "))
    column = len(lines[at]) + 1
    lines[at:at + 2] = [lines[at] + "\r" + lines[at + 1]]  # (the msgctxt after it had been swallowed)
    po.write_text("\n".join(lines), encoding="utf-8")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"deck/locales/de.po:{at + 1}:{column}: error: a line ends in a carriage return alone (U+000D), " \
           "which ends no line [lone-cr]" in run.stdout, run.stdout
