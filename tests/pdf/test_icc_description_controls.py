"""An ICC profile's description names the printing condition in a PDF/X (its OutputIntent's
`/OutputConditionIdentifier` and `/Info`), which a print shop's preflight shows. One holding a
control, bidirectional or invisible character or a noncharacter is refused, located and with a
hint (deckctl/export/pdf/icc.py); the old code copied it into the PDF as it was. NULs, white space
and a byte-order mark around it are padding, dropped; and a profile with no description is named
by its file, which is held to the same."""

from __future__ import annotations

import io
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from deckfactory import MANIFESTS
from pdfread import knowledge_cards

from deckctl.export.pdf import PdfOptions, export_pdf
from deckctl.export.pdf.icc import IccError, read_profile

GS_ICC = Path("/usr/share/color/icc/ghostscript")
V2 = GS_ICC / "default_cmyk.icc"  # 'desc' tag: "Artifex CMYK SWOP Profile", ASCII
V4 = GS_ICC / "ps_cmyk.icc"  # 'mluc' tag: "Artifex PS CMYK Profile", UTF-16

# What a one-line name shown to a printer may not hold (what deckctl shows escaped), noncharacters too.
UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
                        "\ufeff\ufffe\uffff]")


def _desc_tag(data: bytes) -> tuple[int, int]:
    (count,) = struct.unpack_from(">I", data, 128)
    for i in range(count):
        signature, offset, size = struct.unpack_from(">4sII", data, 132 + 12 * i)
        if signature == b"desc":
            return offset, size
    raise AssertionError("no desc tag")


def described(source: Path, text: str) -> bytes:
    """`source`'s bytes with its description replaced, in place, by `text`."""
    data = bytearray(source.read_bytes())
    offset, _ = _desc_tag(data)
    if data[offset:offset + 4] == b"desc":  # v2: a count with its NUL, then ASCII
        (length,) = struct.unpack_from(">I", data, offset + 8)
        raw = text.encode("latin-1")
        assert len(raw) < length
        data[offset + 12:offset + 12 + length] = raw.ljust(length, b"\0")
    else:  # v4 mluc: one record, UTF-16BE
        (length, start) = struct.unpack_from(">II", data, offset + 20)
        raw = text.encode("utf-16-be")
        assert len(raw) <= length
        data[offset + start:offset + start + length] = raw.ljust(length, b"\0")
    return bytes(data)


HOSTILE = {
    "v2 ESC": (V2, "Artifex\x1b[31m SWOP", "U+001B ESC", 8),
    "v2 line break": (V2, "Artifex\r\nOK: FOGRA39", "U+000D CR", 8),
    "v2 C1 CSI": (V2, "Artifex \x9b2J Profile", "U+009B CSI", 9),
    "v2 tab": (V2, "Artifex\tCMYK", "U+0009 HT", 8),
    "v4 RLO": (V4, "Artifex \u202eeliforP", "U+202E RLO", 9),
    "v4 NUL inside": (V4, "Artifex\0PS CMYK", "U+0000 NUL", 8),
    "v4 zero width space": (V4, "FOGRA\u200b39", "U+200B ZERO WIDTH SPACE", 6),
    "v4 line separator": (V4, "Artifex\u2028PS CMYK", "U+2028 LINE SEPARATOR", 8),
    "v4 noncharacter": (V4, "Artifex \ufffe CMYK", "U+FFFE", 9),
}


@pytest.mark.parametrize("case", HOSTILE)
def test_a_description_holding_a_control_character_is_refused(tmp_path, case):
    source, text, named, at = HOSTILE[case]
    path = tmp_path / "printer.icc"
    path.write_bytes(described(source, text))
    for pdfx in ("4",) if source == V4 else ("1a", "4"):
        with pytest.raises(IccError) as caught:
            read_profile(path, pdfx)
        message = str(caught.value)
        assert "printer.icc's description" in message and f"({named})" in message, message
        assert f"at character {at} of" in message, message
        assert not UNSHOWABLE.search(message), message  # shown escaped: JSON reports hold it as it is
        assert "ask the printer" in caught.value.hint


def test_the_command_line_refuses_it_as_a_usage_error_and_writes_nothing(cli, knowledge_deck, tmp_path):
    profile = tmp_path / "printer.icc"
    profile.write_bytes(described(V4, "Artifex \u202eeliforP"))
    out = tmp_path / "cards.pdf"
    run = cli("export", "pdf", knowledge_deck.path, "--pdfx", "4", "--icc-profile", profile, "-o", out)
    assert run.exit_code == 2 and run.exception is None, run.stdout + run.stderr
    assert "description" in run.stderr and "U+202E RLO" in run.stderr and "ask the printer" in run.stderr
    assert "\u202e" not in run.stdout + run.stderr
    assert not out.exists()


def test_a_decks_profile_is_refused_at_its_key(cli, make_deck, tmp_path):
    manifest = MANIFESTS["knowledge"] + 'print:\n  pdfx: "4"\n  icc_profile: print/printer.icc\n'
    deck = make_deck("knowledge", cards=knowledge_cards(2), manifest=manifest)
    (deck / "print").mkdir()
    (deck / "print" / "printer.icc").write_bytes(described(V2, "Artifex\x1b]0;owned\x07 SWOP"))
    line = manifest.splitlines().index("  icc_profile: print/printer.icc") + 1
    runs = {"validate": cli("validate", deck),
            "export": cli("export", "pdf", deck, "-o", tmp_path / "x.pdf"),
            "build": cli("build", deck, "--out", tmp_path / "b")}
    for name, run in runs.items():
        assert run.exit_code == 1 and run.exception is None, (name, run.stdout + run.stderr)
        assert f"deck.yaml:{line}:16: error:" in run.stdout and "U+001B ESC" in run.stdout, (name, run.stdout)
        assert "ask the printer" in run.stdout, (name, run.stdout)
        assert "\x1b" not in run.stdout + run.stderr and "\x07" not in run.stdout + run.stderr
    assert not (tmp_path / "x.pdf").exists() and not (tmp_path / "b").exists()


def test_padding_around_a_description_is_dropped_and_the_pdf_holds_nothing_hostile(knowledge_deck, tmp_path):
    profile = tmp_path / "printer.icc"
    profile.write_bytes(described(V4, "\ufeffArtifex PS CMYK\r\n\0\0 "))
    assert read_profile(profile, "4").description == "Artifex PS CMYK"
    data = export_pdf(knowledge_deck, PdfOptions(pdfx="4", icc_profile=str(profile)))
    written = tmp_path / "cards.pdf"
    written.write_bytes(data)
    qpdf = shutil.which("qpdf")
    if qpdf is not None:
        check = subprocess.run([qpdf, "--check", str(written)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
    import pikepdf

    pdf = pikepdf.open(io.BytesIO(data))
    intent = pdf.Root.OutputIntents[0]
    assert str(intent.OutputConditionIdentifier) == str(intent.Info) == "Artifex PS CMYK"
    texts = [str(value) for value in intent.values() if isinstance(value, pikepdf.String)]
    texts += [str(value) for value in pdf.docinfo.values() if isinstance(value, pikepdf.String)]
    texts.append(pdf.Root.Metadata.read_bytes().decode("utf-8").replace("\n", " ").replace('begin="\ufeff"', ""))
    assert texts and not any(UNSHOWABLE.search(text) for text in texts), texts


def test_a_profile_without_a_description_is_named_by_a_plain_file_name_or_refused(tmp_path):
    data = bytearray(V4.read_bytes())
    (count,) = struct.unpack_from(">I", data, 128)
    for i in range(count):  # the tag renamed: the profile has no description
        if data[132 + 12 * i:136 + 12 * i] == b"desc":
            data[132 + 12 * i:136 + 12 * i] = b"dscX"
    plain = tmp_path / "Our Press.icc"
    plain.write_bytes(bytes(data))
    assert read_profile(plain, "4").description == "Our Press"
    hostile = tmp_path / "Press\u202e.icc"
    hostile.write_bytes(bytes(data))
    with pytest.raises(IccError, match=r"has no description, and its file's name, .* \(U\+202E RLO\) at character 6"):
        read_profile(hostile, "4")
