"""Structure-aware mutations for fuzzing: a real file, changed the way a hostile or broken one
differs from it (bytes flipped, tokens of its format inserted, parts cut, repeated or swapped).

`mutated(seed, tokens)` is a hypothesis strategy, so a failure shrinks to few small changes and
hypothesis replays it; the tokens are what the format's parser treats specially.
"""

from __future__ import annotations

from hypothesis import strategies as st

# What most text formats' parsers treat specially, beyond their own tokens.
COMMON = [b"\x00", b"\x1b[31m", b"\x07", b"\xc2\x9b", b"\xff\xfe", b"\xef\xbb\xbf", b"\r\n", b"\t", b"\\",
          b"9" * 400, b"-1", b"1e999", b"NaN", b"\xf0\x9f\x98\x80", b"\xed\xa0\x80", b"\n" * 3]


@st.composite
def mutated(draw, seed: bytes, tokens: list[bytes]) -> bytes:
    data = bytearray(seed)
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["flip", "insert", "delete", "repeat", "truncate", "swap"]))
        at = draw(st.integers(0, len(data)))
        if kind == "flip" and data:
            at = min(at, len(data) - 1)
            data[at] = draw(st.integers(0, 255))
        elif kind == "insert":
            data[at:at] = draw(st.sampled_from(tokens + COMMON))
        elif kind == "delete":
            del data[at:at + draw(st.integers(1, 64))]
        elif kind == "repeat":
            chunk = bytes(data[at:at + draw(st.integers(1, 256))])
            data[at:at] = chunk * draw(st.integers(1, 64))
        elif kind == "truncate":
            del data[at:]
        elif kind == "swap" and len(data) > 1:
            i, j = min(at, len(data) - 1), draw(st.integers(0, len(data) - 1))
            data[i], data[j] = data[j], data[i]
    return bytes(data)


YAML = [b": ", b"- ", b"&a ", b"*a", b"<<: *a", b"!!python/object:os.system ", b"!!binary ", b"{", b"}", b"[", b"]",
        b"'", b'"', b"#", b"|\n", b">-\n", b"---\n", b"...\n", b"? ", b"%YAML 1.1\n", b"id: ", b"~", b"yes", b"0o17",
        b"2024-13-45", b"1.10", b"  ", b"\n  - ", b"value: ", b"category: ", b'"\\e"', b'"\\x07"', b'"\\u009b"']
PO = [b'msgid ""\n', b'msgstr ""\n', b'msgctxt "', b'msgid_plural "', b"msgstr[0] ", b"msgstr[9] ", b'"\n"', b"#, fuzzy\n",
      b"#| msgid ", b"#~ ", b'"Plural-Forms: nplurals=400000000; plural=(n != 1);\\n"\n', b"nplurals=0;",
      b'"Language: de\\n"\n', b"label/", b"{", b"}", b"{square.__class__}", b"{0}", b"{!r}", b"<<<<<<< HEAD\n", b'\\"']
JSON = [b"{", b"}", b"[", b"]", b",", b":", b'"', b"null", b"true", b"1e999", b"-0", b"[" * 64, b"9" * 5000,
        b'"\\ud800"', b'"\\u0000"', b'"format"', b'"sha256"', b'"cards"', b'"seed"', b'"action"']
CSV = [b",", b";", b"\t", b'"', b'""', b"\r\n", b"\n", b"=1+1", b"+A1", b"@SUM(1)", b"'", b"id", b"category",
       b"value", b",,,,,,,,,,", b'"a\nb"']
XML = [b"<", b">", b"/>", b"&amp;", b"&lol;", b'<!DOCTYPE x [<!ENTITY lol "lollollol">]>', b'<!ENTITY x SYSTEM "file:///etc/passwd">',
       b"&x;", b'r="XFD1048576"', b'ref="A1:XFD1048576"', b'count="99999999"', b"<si><t>", b"</t></si>", b'<c r="A1" t="s"><v>0</v></c>',
       b'<c t="inlineStr"><is><t>=1+1</t></is></c>', b"<f>1+1</f>", b"xlink:href=", b'href="#a"', b'href="file:///etc/passwd"',
       b'<use href="#a"/>', b'width="1e308"', b'viewBox="0 0 0 0"', b"<image ", b"<g>" * 32, b"</g>"]
PDF = [b"obj", b"endobj", b"stream\n", b"\nendstream", b"/Filter /FlateDecode", b"/Length 999999999", b"<<", b">>",
       b"/Resources", b"/XObject", b"/Annots", b"/JavaScript", b"/OpenAction", b"/AA", b"R", b"0 0 R", b"xref", b"trailer",
       b"%%EOF", b"/Count 99999", b"/Kids [", b"]"]
PNG = [b"IHDR", b"IDAT", b"IEND", b"PLTE", b"tEXt", b"\x00\x00\x32\xc8", b"\xff\xff\xff\xff", b"\x00" * 16]
