"""Hostile art files (`print: {back_art, logo}`): each attack is refused with one located error at
its key in deck.yaml (line 8, column 3 here), before the costly work, and nothing of another file
or of the art's scripts reaches the output. The limits are in deckctl/export/pdf/art_limits.py.

Every hostile file is built here, small: what would blow up is what deckctl would make of it.
"""

from __future__ import annotations

import base64
import io
import struct
import warnings
import zlib

import pikepdf
import pytest
from pdfread import knowledge_cards
from PIL import Image

from deckctl.export.pdf import PdfOptions, export_pdf, raster_safe, svg_safe
from deckctl.export.pdf.art_limits import MAX_JPEG_SCANS, MAX_SVG_ATTRIBUTES, MAX_SVG_ELEMENTS
from deckctl.validate.deck import validate
from deckfactory import MANIFESTS

SECRET = "SECRET-7f3a9c"  # in files beside the art: it must never reach an output or a message
HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'width="200" height="100" viewBox="0 0 200 100">\n')


def art_deck(make_deck, name: str, data: bytes | str, key: str = "back_art"):
    folder = make_deck("knowledge", cards=knowledge_cards(1), manifest=MANIFESTS["knowledge"] + f"print:\n  {key}: {name}\n")
    (folder / name).write_bytes(data.encode() if isinstance(data, str) else data)
    return folder


def art_error(folder):
    """The one error of the deck (an art error at line 8), its message and hint."""
    (error,) = [d for d in validate([folder]).diagnostics if d.is_error]
    assert (error.file.endswith("deck.yaml"), error.line, error.col, error.code) == (True, 8, 3, "bad-art")
    return error


def svg(body: str) -> str:
    return HEAD + body + "\n</svg>\n"


def png_uri(size=(20, 20), mode="RGB") -> str:
    buffer = io.BytesIO()
    Image.new(mode, size, 0).save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def png_header_only(width: int, height: int) -> bytes:
    """A PNG that claims `width` x `height` 8-bit grey pixels and holds none: only reading its
    pixels would find out, so a refusal naming the size was made from the header."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""))


def progressive_jpeg(scans: int = 10, comment: bytes = b"", **options) -> bytes:
    """A 300 x 200 px progressive JPEG of `scans` scans: its 10 and, past them, an empty refinement
    scan header repeated (each decoded over the whole image); `comment` as a COM segment."""
    buffer = io.BytesIO()
    Image.effect_noise((300, 200), 60).convert("RGB").save(buffer, "JPEG", progressive=True, quality=90, **options)
    data = buffer.getvalue()
    com = b"\xff\xfe" + struct.pack(">H", len(comment) + 2) + comment if comment else b""
    return data[:2] + com + data[2:-2] + bytes.fromhex("ffda0008010100013f10") * (scans - 10) + b"\xff\xd9"


def many_attributes(count: int) -> str:
    return " ".join(f'a{i}="1"' for i in range(count))


# -- every command gives the same located error, never an internal error ----------------------
def svg_beside_png(make_deck):
    folder = art_deck(make_deck, "back.svg", svg('<image x="0" y="0" width="200" height="100" href="side.png"/>'))
    Image.new("RGB", (50, 50), (200, 0, 0)).save(folder / "side.png")
    return folder


def nested_pdf_forms(make_deck, depth=3000):
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    inner = None
    for _ in range(depth):
        resources = pikepdf.Dictionary() if inner is None else pikepdf.Dictionary(XObject=pikepdf.Dictionary(F=inner))
        inner = pdf.make_stream(b"0 0 1 1 re f" if inner is None else b"/F Do", Type=pikepdf.Name.XObject,
                                Subtype=pikepdf.Name.Form, BBox=[0, 0, 200, 280], Resources=resources)
    pdf.pages[0].Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(F=inner))
    pdf.pages[0].Contents = pdf.make_stream(b"/F Do")
    buffer = io.BytesIO()
    pdf.save(buffer)
    return art_deck(make_deck, "back.pdf", buffer.getvalue())


def pdf_bytes(pdf) -> bytes:
    buffer = io.BytesIO()
    pdf.save(buffer)
    return buffer.getvalue()


def cyclic_pdf_forms(names=("X0",), own_resources=True) -> bytes:
    """A page placing form `names[0]`, each form placing the next and the last the first: with
    one name, a form whose /Resources /XObject names itself and whose content is `/X0 Do`."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    forms = [pdf.make_stream(f"0 0 1 1 re f /{names[(i + 1) % len(names)]} Do".encode(), Type=pikepdf.Name.XObject,
                             Subtype=pikepdf.Name.Form, BBox=[0, 0, 200, 280]) for i in range(len(names))]
    shared = pikepdf.Dictionary(XObject=pikepdf.Dictionary({f"/{n}": form for n, form in zip(names, forms)}))
    for form in forms:
        if own_resources:
            form.Resources = shared
    pdf.pages[0].Resources = shared
    pdf.pages[0].Contents = pdf.make_stream(f"/{names[0]} Do".encode())
    return pdf_bytes(pdf)


ATTACKS = {
    "svg linking a png beside it": (svg_beside_png, "refers to `side.png`"),
    "png of 13,000 x 13,000 px": (lambda make_deck: art_deck(make_deck, "back.png", png_header_only(13_000, 13_000)),
                                  "more pixels than deckctl takes"),
    "jpeg of 100,000 scans": (lambda make_deck: art_deck(make_deck, "back.jpg", progressive_jpeg(100_000)),
                              f"the JPEG has more than {MAX_JPEG_SCANS} scans"),
    "svg element of 100,000 attributes": (
        lambda make_deck: art_deck(make_deck, "back.svg", svg(f'<rect {many_attributes(100_000)} width="5" height="5"/>')),
        "line 2 of the SVG has a <rect> of 100,002 attributes; deckctl takes at most 100 on an element"),
    "svg of a singular transform": (
        lambda make_deck: art_deck(make_deck, "back.svg", svg('<rect transform="scale(0)" width="5" height="5"/>')),
        "line 2 of the SVG gives its <rect> the transform `scale(0)`, which squashes it flat"),
    "pdf of 3,000 nested forms": (nested_pdf_forms, "nests its objects more than 100 deep"),
    "pdf form drawing itself": (lambda make_deck: art_deck(make_deck, "back.pdf", cyclic_pdf_forms()),
                                "the PDF's form `/X0` draws itself"),
    "pdf inline image of 40,000 x 40,000 px": (
        lambda make_deck: art_deck(make_deck, "back.pdf", inline_pdf(inline_image(40_000, 40_000))),
        "the 1st inline image (BI ... EI) in the PDF's page content is 40,000 x 40,000 px"),
}


@pytest.mark.parametrize("attack", ATTACKS)
def test_every_command_refuses_hostile_art_at_its_key(make_deck, cli, tmp_path, attack):
    build, message = ATTACKS[attack]
    folder = build(make_deck)
    runs = {
        "validate": cli("validate", folder),
        "export": cli("export", "pdf", folder, "--out", tmp_path / "cards.pdf"),
        "pdfx": cli("export", "pdf", folder, "--out", tmp_path / "x.pdf", "--pdfx", "1a"),
        "build": cli("build", folder, "--out", tmp_path / "build"),
        "preview": cli("preview", folder, "card-000", "--back", "--png", tmp_path / "back.png"),
    }
    for command, run in runs.items():
        assert run.exit_code == 1, (command, run.exit_code, run.stdout, run.stderr)
        assert "deck.yaml:8:3: error:" in run.stdout and message in run.stdout, (command, run.stdout)
        assert "internal error" not in run.stdout + run.stderr and "Warning" not in run.stdout + run.stderr
    assert not any((tmp_path / name).exists() for name in ("cards.pdf", "x.pdf", "build", "back.png"))


# -- SVG: references, entities, expansion, sizes ----------------------------------------------
@pytest.mark.parametrize("body, shown", [
    ('<image width="50" height="50" xlink:href="secret.png"/>', "secret.png"),
    ('<use xlink:href="secret.svg#a"/>', "secret.svg#a"),
    ('<use href="secret.svg"/>', "secret.svg"),
    ('<image width="50" height="50" href="/etc/hostname"/>', "/etc/hostname"),
    ('<image width="50" height="50" href="https://example.invalid/x.png"/>', "https://example.invalid/x.png"),
    ('<image width="50" height="50" href="file:///etc/passwd"/>', "file:///etc/passwd"),
    ('<linearGradient id="g" xlink:href="secret.svg#g"/>', "secret.svg#g"),
    ('<image width="50" height="50" href="data:image/svg+xml;base64,PHN2Zz4="/>', "data:image/svg+xml"),
    # CSS references (svglib's style parser raised a ValueError at the colon of `file:`)
    ('<rect width="50" height="50" style="fill: url(file:///etc/passwd)"/>', "file:///etc/passwd"),
    ('<rect width="50" height="50" fill="url(\'secret.svg#g\')"/>', "secret.svg#g"),
    ('<style>rect { fill: url(https://example.invalid/g.svg#g) }</style><rect width="5" height="5"/>',
     "https://example.invalid/g.svg#g"),
    ('<style>@import "secret.css";</style><rect width="5" height="5"/>', "secret.css"),
    ('<rect width="5" height="5" fill="URL( \'#g\' ) URL( \'secret.svg#g\' )"/>', "secret.svg#g"),
    ('<rect width="5" height="5" style="fill: red; @IMPORT \'secret.css\'"/>', "secret.css"),
])
def test_an_svg_referring_to_another_file_is_refused_not_followed(make_deck, cli, tmp_path, body, shown):
    folder = art_deck(make_deck, "back.svg", svg(body))
    (folder / "secret.svg").write_text(svg(f'<text id="a" x="10" y="50">{SECRET}</text>'
                                           f'<linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient>'))
    Image.new("RGB", (40, 40), (1, 2, 3)).save(folder / "secret.png")
    error = art_error(folder)
    assert f"`back.svg` cannot be used: line 2 of the SVG refers to `{shown}" in error.message
    assert "data: URIs" in error.hint
    run = cli("export", "pdf", folder, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and SECRET not in run.stdout and not (tmp_path / "cards.pdf").exists()


def test_an_svg_may_refer_to_itself_and_embed_png_and_jpeg(make_deck):
    jpeg = io.BytesIO()
    Image.new("RGB", (16, 16), (0, 90, 200)).save(jpeg, "JPEG")
    body = ('<defs><rect id="r" width="10" height="10" fill="#f00"/><clipPath id="c"><rect width="90" height="90"/>'
            '</clipPath></defs><use href="#r" x="5"/><use xlink:href="#r" x="20"/><g clip-path="url(#c)">'
            f'<image width="20" height="20" href="{png_uri()}"/><image x="30" width="20" height="20" '
            f'xlink:href="data:image/jpeg;base64,{base64.b64encode(jpeg.getvalue()).decode()}"/></g>'
            '<a href="https://example.invalid/"><rect x="60" width="5" height="5"/></a>')  # a link is not followed
    folder = art_deck(make_deck, "back.svg", svg(body))
    assert not [d for d in validate([folder]).diagnostics if d.is_error]


def test_svg_font_names_reach_no_file_and_no_process(make_deck, monkeypatch):
    """svglib took a `font-family` for a file, `<family>.ttf` from the working folder or an
    absolute path (a link to /dev/zero read gigabytes), and ran fc-match for each new name. Every
    family is the card font now, bold where the SVG asks: nothing opened, nothing run."""
    import os
    import shutil
    import subprocess

    from reportlab.graphics.shapes import String
    from reportlab.pdfbase import pdfmetrics

    from deckctl.export.pdf import art, fonts

    def no_process(*args, **_):
        raise AssertionError(f"a process was started for an SVG's font: {args}")

    monkeypatch.setattr(subprocess, "Popen", no_process)
    folder = make_deck("knowledge", cards=knowledge_cards(1),
                       manifest=MANIFESTS["knowledge"] + "print:\n  logo: logo.svg\n")
    secret = folder / "secret.ttf"  # a real font: svglib would have registered and measured with it
    shutil.copy(fonts.font_dir() / fonts.WEIGHTS["black"], secret)
    family = secret.with_suffix("")
    (folder / "logo.svg").write_text(svg(
        f'<text x="1" y="20" font-family="{family}">a</text>'
        f'<text x="1" y="40" font-family="{os.path.relpath(family)}, serif" font-weight="700">b</text>'
        '<text x="1" y="60" font-family="Unknown Family, Arial" font-weight="bold">c</text>'
        '<text x="1" y="80" font-family="Helvetica" font-weight="300">d</text>'))
    assert not [d for d in validate([folder]).diagnostics if d.is_error]
    (logo,) = art.load(validate([folder]).decks[0])[0].values()

    def strings(node):
        if isinstance(node, String):
            yield node.text, node.fontName
        for child in getattr(node, "contents", ()):
            yield from strings(child)

    regular, bold = fonts.font_name("regular"), fonts.font_name("bold")
    assert sorted(strings(logo.content)) == [("a", regular), ("b", bold), ("c", bold), ("d", regular)]
    assert not [name for name in pdfmetrics.getRegisteredFontNames() if "secret" in name]


def test_billion_laughs_and_external_entities_are_refused_unexpanded(make_deck, cli, tmp_path):
    laughs = "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10 if i else "lol"}">' for i in range(10))
    folder = art_deck(make_deck, "back.svg", f'<?xml version="1.0"?>\n<!DOCTYPE svg [{laughs}]>\n'
                      + svg('<text x="1" y="20">&l9;</text>'))
    assert "declares XML entities" in art_error(folder).message
    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET)
    folder = art_deck(make_deck, "logo.svg", f'<!DOCTYPE svg [<!ENTITY x SYSTEM "file://{secret}">]>\n'
                      + svg('<text x="1" y="20">&x;</text>'), key="logo")
    run = cli("export", "pdf", folder, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and "declares XML entities" in run.stdout and SECRET not in run.stdout


def never_rendered(monkeypatch):
    """Fails the test if svglib is asked to draw: the limit must be found from the tree."""
    from deckctl.export.pdf import art

    def refuse(*_):
        raise AssertionError("svglib was asked to draw a refused SVG")

    monkeypatch.setattr(art, "_svg_renderer", lambda: refuse)


def nested_use(levels: int) -> str:
    """Each level draws the one below twice: 2**levels rectangles from a few dozen elements."""
    defs = '<rect id="u0" width="1" height="1"/>' + "".join(
        f'<g id="u{i}"><use href="#u{i - 1}"/><use href="#u{i - 1}" x="1"/></g>' for i in range(1, levels))
    return svg(f"<defs>{defs}</defs>\n<use href=\"#u{levels - 1}\"/>")


def test_nested_use_is_counted_expanded_and_refused_before_svglib_draws(make_deck, monkeypatch):
    never_rendered(monkeypatch)
    error = art_error(art_deck(make_deck, "back.svg", nested_use(30)))  # 2**30 rectangles
    assert f"line 2 of the SVG draws more than {MAX_SVG_ELEMENTS:,} elements (counting what each <use> repeats)" \
        in error.message


def test_an_element_of_too_many_attributes_is_refused_before_svglib_draws(make_deck, monkeypatch):
    """lxml lists an element's attribute values in time quadratic in their number: 100,000 on one
    <rect> took validate minutes. Counted first, refused past the limit."""
    never_rendered(monkeypatch)
    error = art_error(art_deck(make_deck, "back.svg", svg(f'<rect {many_attributes(MAX_SVG_ATTRIBUTES - 1)} width="5" height="5"/>')))
    assert f"line 2 of the SVG has a <rect> of {MAX_SVG_ATTRIBUTES + 1} attributes" in error.message
    assert "export the art as PDF" in error.hint
    monkeypatch.undo()  # drawn at the limit
    at_the_limit = art_deck(make_deck, "back.svg", svg(f'<rect {many_attributes(MAX_SVG_ATTRIBUTES - 2)} width="5" height="5"/>'))
    assert not [d for d in validate([at_the_limit]).diagnostics if d.is_error]


def test_css_references_are_read_in_one_pass(make_deck):
    """A `url(` reaches to the first `)` after it: 200,000 of them with none took a regular
    expression that looked for one after each start hours; none of them names anything."""
    body = (f'<style>rect {{ fill: url(#g) }} /* {"url(" * 200_000} */</style>'
            f'<linearGradient id="g"/><rect width="5" height="5" data-note="{"URL(" * 200_000}"/>')
    assert not [d for d in validate([art_deck(make_deck, "back.svg", svg(body))]).diagnostics if d.is_error]


def test_nested_use_within_the_limit_is_drawn(make_deck):
    folder = art_deck(make_deck, "back.svg", nested_use(8))  # 128 rectangles
    assert not [d for d in validate([folder]).diagnostics if d.is_error]


@pytest.mark.parametrize("body, words", [
    ("".join("<g>" for _ in range(100)) + '<rect width="1" height="1"/>' + "".join("</g>" for _ in range(100)),
     "nests elements more than 64 deep"),
    (f'<path d="M0 0 {"L1 1 " * 450_000}"/>', "characters of path data and text"),
    (f'<defs><image id="i" width="9" height="9" href="{png_uri((3000, 2000), "L")}"/></defs>'
     + '<use href="#i"/>' * 2, "embedded images of more than 8 megapixels"),
])
def test_svg_drawing_limits_are_found_from_the_tree(make_deck, monkeypatch, body, words):
    never_rendered(monkeypatch)
    assert words in art_error(art_deck(make_deck, "back.svg", svg(body))).message


def test_an_embedded_image_bomb_is_refused_from_its_header(make_deck, recwarn):
    uri = "data:image/png;base64," + base64.b64encode(png_header_only(13_000, 13_000)).decode()
    error = art_error(art_deck(make_deck, "logo.svg", svg(f'<image width="9" height="9" href="{uri}"/>'), "logo"))
    assert "line 2 of the SVG embeds an image that cannot be used: the image has more pixels" in error.message
    assert not [w for w in recwarn if "DecompressionBomb" in str(w.category)]


def test_work_only_svglib_knows_of_is_stopped_while_it_draws(make_deck, monkeypatch):
    """Each nested <svg> has svglib draw every <defs> inside it again: 10 levels of 60 shapes are
    610 elements in the tree, but 3,300 drawn. Counted as svglib draws, stopped at its budget
    (made 2,000 steps here, where it is twice the element limit, to keep the test quick)."""
    monkeypatch.setattr(svg_safe, "MAX_SVG_STEPS", 2000)
    defs = "<defs>" + "".join(f'<rect id="r{{}}-{i}" width="1" height="1"/>' for i in range(60)) + "</defs>"
    body = "".join('<svg width="100" height="50">' + defs.replace("{}", str(level)) for level in range(10))
    error = art_error(art_deck(make_deck, "back.svg", svg(body + "</svg>" * 10)))
    assert f"the SVG draws more than {MAX_SVG_ELEMENTS:,} elements (counting what its style sheet" in error.message


@pytest.mark.parametrize("root, body, words", [
    ('width="1e308" height="1e308"', "", "has width `1e308`: numbers must be finite"),
    ('width="300in" height="2in"', "", "width is 21,600.0 pt; deckctl takes art from 1 to 14,400 pt"),
    ('width="200" height="100" viewBox="0 0 nan 100"', "", "has a viewBox number `nan`"),
    ('width="200" height="100" viewBox="0 0 -5 100"', "", "needs four numbers, the last two"),
    ('viewBox="0 0 0.5 0.5"', "", "width is 0.4 pt"),
    ('width="200" height="100"', '<rect width="1e308" height="10"/>', "a number out of range (width"),
    ('width="200" height="100"', '<g transform="scale(1e300)"><rect width="1" height="1"/></g>', "out of range"),
    ('width="200" height="100"', '<path d="M0 0 L1e200 5 z"/>', "out of range"),
])
def test_svg_sizes_and_numbers_must_be_finite_and_sane(make_deck, cli, tmp_path, root, body, words):
    folder = art_deck(make_deck, "back.svg", f'<svg xmlns="http://www.w3.org/2000/svg" {root}>{body}</svg>')
    assert words in art_error(folder).message
    run = cli("export", "pdf", folder, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and "internal error" not in run.stdout + run.stderr


# reportlab divides by a transform's determinant as it draws: each of these ended every command
# that draws (export, preview, build, proof) with an internal error, after validate passed.
SQUASHED = "squashes it flat (it keeps nothing in one direction"


@pytest.mark.parametrize("body, words", [
    ('<rect transform="scale(0)" width="5" height="5"/>', f"gives its <rect> the transform `scale(0)`, which {SQUASHED}"),
    ('<g transform="scale(0)"/>', f"gives its <g> the transform `scale(0)`, which {SQUASHED}"),
    ('<text transform="scale(0)">Hi</text>', f"gives its <text> the transform `scale(0)`, which {SQUASHED}"),
    ('<rect transform="matrix(0 0 0 0 0 0)" width="5" height="5"/>', f"the transform `matrix(0 0 0 0 0 0)`, which {SQUASHED}"),
    ('<g transform="matrix(1 2 2 4 0 0)"><rect width="5" height="5"/></g>', f"`matrix(1 2 2 4 0 0)`, which {SQUASHED}"),
    ('<rect transform="scale(0 1)" width="5" height="5"/>', f"the transform `scale(0 1)`, which {SQUASHED}"),
    ('<rect transform="scale(1e-200)" width="5" height="5"/>', "`scale(1e-200)`, which squashes it nearly flat (it keeps 1e-200"),
    ('<rect transform="matrix(1 1 1 1.000001 0 0)" width="5" height="5"/>', "which squashes it nearly flat (it keeps 5e-07"),
    ('<defs><rect id="r" width="5" height="5"/></defs><use xlink:href="#r" transform="scale(0 2)"/>',
     f"gives its <use> the transform `scale(0 2)`, which {SQUASHED}"),
    # each factor within the limit, their product not
    ('<g transform="scale(0.001)">\n<g transform="scale(0.002)"><rect width="5" height="5"/></g></g>',
     "line 3 of the SVG draws its <g> through transforms (its own, its groups' and the viewBox's) that together "
     "squash it nearly flat (it keeps 1.5e-06"),  # (the viewBox scales by 0.75: px to pt)
    ('<g transform="scale(1000)"><g transform="scale(1000)"><rect transform="scale(2)" width="5" height="5"/></g></g>',
     "draws its <rect> through transforms (its own, its groups' and the viewBox's) that together enlarge it "
     "1,500,000 times; deckctl takes at most 1,000,000"),
])
def test_an_svg_transform_squashing_its_shapes_flat_is_refused_at_the_arts_key(make_deck, cli, tmp_path, body, words):
    folder = art_deck(make_deck, "back.svg", svg(body))
    run = cli("validate", folder)
    assert run.exit_code == 1 and "deck.yaml:8:3: error:" in run.stdout and words in run.stdout, run.stdout
    assert "[bad-art]" in run.stdout
    assert "hint: give the transform a scale other than 0" in run.stdout or "hint: give the art a sensible size" in run.stdout
    for command in (("export", "pdf", folder, "--out", tmp_path / "cards.pdf"),
                    ("preview", folder, "card-000", "--back", "--png", tmp_path / "back.png")):
        run = cli(*command)
        assert run.exit_code == 1 and words in run.stdout, (command, run.stdout, run.stderr)
        assert "internal error" not in run.stdout + run.stderr


def test_svg_transforms_that_keep_their_shapes_drawable_are_drawn(make_deck, tmp_path):
    body = ('<g transform="matrix(0.26458333 0 0 0.26458333 3 4)"><g transform="rotate(30) skewX(60) scale(0.01)">'
            '<g transform="scale(0.5 1)"><rect width="5" height="5"/></g></g></g>'
            '<text transform="matrix(0 -1 1 0 10 90)">Hi</text>')
    from deckctl.validate.deck import validate

    result = validate([art_deck(make_deck, "back.svg", svg(body))])
    assert result.ok, [str(d) for d in result.diagnostics]
    assert export_pdf(result.decks[0], PdfOptions()).startswith(b"%PDF")


def test_art_that_passed_the_checks_but_cannot_be_drawn_is_a_located_error(make_deck, cli, tmp_path, monkeypatch):
    """What deckctl fails to foresee in art (here a singular transform, the check made blind) ends
    a command with the art's located error naming the file, not an internal error."""
    monkeypatch.setattr(svg_safe, "check_transforms", lambda *_: None, raising=False)  # (the old code had none)
    folder = art_deck(make_deck, "back.svg", svg('<rect transform="scale(0)" width="5" height="5"/>'))
    assert cli("validate", folder).exit_code == 0
    for command in (("export", "pdf", folder, "--out", tmp_path / "cards.pdf"),
                    ("preview", folder, "card-000", "--back", "--png", tmp_path / "back.png"),
                    ("build", folder, "--out", tmp_path / "build")):
        run = cli(*command)
        assert run.exit_code == 1, (command, run.exit_code, run.stdout, run.stderr)
        assert "deck.yaml:8:3: error: `back.svg` cannot be drawn (ZeroDivisionError" in run.stdout, run.stdout
        assert "internal error" not in run.stdout + run.stderr


@pytest.mark.parametrize("root, body, words", [
    # a drawing program's file: one attribute a line, the tag ending lines below the width
    ('\n   width="12x"\n   height="100"\n   viewBox="0 0 200 100"\n', '<rect width="5" height="5"/>',
     "line 2, column 4 of the SVG gives its <svg> the width `12x`, which is not a length"),
    ('width="200" height="12 mm"', '<rect width="5" height="5"/>',
     "line 1, column 53 of the SVG gives its <svg> the height `12 mm`, which is not a length"),
    ('width="200" height="100"', '\n<g>\n  <rect x="1" width="5PX" height="5"/></g>',
     "line 3, column 15 of the SVG gives its <rect> the width `5PX`, which is not a length"),
    ('width="200" height="100"', '\n<rect rx="1x" width="5" height="5"/><rect rx="1x" width="5" height="5"/>',
     "line 2 of the SVG gives its <rect> the rx `1x`, which is not a length"),  # which of the two: no column
])
def test_an_svg_length_svglib_cannot_read_is_named_where_it_is(make_deck, cli, tmp_path, root, body, words):
    folder = art_deck(make_deck, "back.svg", f'<svg xmlns="http://www.w3.org/2000/svg" {root}>{body}</svg>')
    error = art_error(folder)
    assert words in error.message
    assert "px (the default), pt, pc, mm, cm, in, em, ex or %, with nothing between them" in error.hint
    run = cli("export", "pdf", folder, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and "internal error" not in run.stdout + run.stderr


@pytest.mark.parametrize("size", ["12", "12.5px", "1e1mm", "3pc", "2in", "50%", "2em", "10vw", "4q"])
def test_the_lengths_svglib_reads_are_not_named(size):
    from lxml import etree

    assert svg_safe.length_problem(etree.fromstring(f'<rect width="{size}" x="1 2,3"/>')) is None


# -- raster -----------------------------------------------------------------------------------
@pytest.mark.parametrize("body, words", [
    ("<style>rect { fill: red } url(url(</style>", "line 2 of the SVG has a <style> sheet that cannot be read"),
    ("<style>rect { fill: red };</style>", "line 2 of the SVG has a <style> sheet that cannot be read"),
    ("<style>rect:nth-child(x) { fill: red }</style>", "line 2 of the SVG has a <style> sheet that cannot be read"),
    ('<g>\n<polygon points="0,0 1x,2 3,3"/></g>', "line 3 of the SVG has a <polygon> that cannot be drawn"),
])
def test_what_svglib_cannot_draw_is_named_by_its_element(make_deck, body, words):
    """svglib raises AttributeError, ValueError or its parsers' own errors: their names tell an
    editor nothing."""
    error = art_error(art_deck(make_deck, "back.svg", svg(body)))
    assert words in error.message and "Error" not in error.message
    assert error.hint


def test_a_png_above_the_pixel_limit_is_refused_from_its_header(make_deck, recwarn):
    error = art_error(art_deck(make_deck, "back.png", png_header_only(5_000, 5_000)))  # 25 Mpx: Pillow allows it
    assert "the image is 5,000 x 5,000 px (25 megapixels); deckctl takes at most 12 megapixels (3,000 x 4,000 px)" in error.message
    assert "300 dpi" in error.hint
    assert not [w for w in recwarn if "DecompressionBomb" in str(w.category)]


def test_pillows_bomb_warning_becomes_the_located_error(make_deck, cli):
    folder = art_deck(make_deck, "back.png", png_header_only(13_000, 13_000))  # 169 Mpx: Pillow warns
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a warning that escapes fails the test
        assert "more pixels than deckctl takes" in art_error(folder).message
    run = cli("validate", folder)
    assert run.exit_code == 1 and "DecompressionBombWarning" not in run.stdout + run.stderr


@pytest.mark.parametrize("data, scans", [
    (progressive_jpeg(), 10),
    (progressive_jpeg(restart_marker_blocks=1), 10),  # restart markers go on with the scan
    (progressive_jpeg(comment=b"\xff\xda\x00\x08" * 50), 10),  # a segment's bytes are skipped, not read
    (progressive_jpeg()[:-2] + b"\xff\xd9" + progressive_jpeg(), 10),  # nothing after the end is read
    (progressive_jpeg(MAX_JPEG_SCANS + 1), MAX_JPEG_SCANS + 1),
])
def test_jpeg_scans_are_counted_from_the_markers_as_libjpeg_reads_them(data, scans):
    assert raster_safe.jpeg_scans(data, 10_000) == scans


def test_a_jpeg_of_many_scans_is_refused_before_it_is_decoded(make_deck):
    """A scan costs libjpeg a pass over the whole image: 100,000 of them, 10 bytes each, kept a
    3,000 x 4,000 px back busy for 80 s. Refused past the limit from the markers alone."""
    error = art_error(art_deck(make_deck, "back.jpg", progressive_jpeg(MAX_JPEG_SCANS + 1)))
    assert f"`back.jpg` cannot be used: the JPEG has more than {MAX_JPEG_SCANS} scans" in error.message
    assert "save the image again" in error.hint
    at_the_limit = art_deck(make_deck, "back.jpg", progressive_jpeg(MAX_JPEG_SCANS))
    assert not [d for d in validate([at_the_limit]).diagnostics if d.is_error]


# -- PDF --------------------------------------------------------------------------------------
def one_page_pdf(fill: bytes = b"0 0.9 0.9 0 k 0 0 200 280 re f", pages: int = 1, **extra) -> bytes:
    pdf = pikepdf.new()
    for _ in range(pages):
        pdf.add_blank_page(page_size=(200, 280))
    pdf.pages[0].Contents = pdf.make_stream(fill)
    for key, value in extra.items():
        pdf.pages[0][f"/{key}"] = value
    buffer = io.BytesIO()
    pdf.save(buffer)
    return buffer.getvalue()


def test_a_pdf_flate_bomb_is_refused_without_decompressing_it(make_deck):
    """300 MB of content that deflates to 300 KB: measured in bounded steps, refused at 256 MB."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    deflate = zlib.compressobj(1)
    zeros = b"\0" * (1 << 20)
    raw = b"".join(deflate.compress(zeros) for _ in range(300)) + deflate.flush()
    pdf.pages[0].Contents = pikepdf.Stream(pdf, raw, Filter=pikepdf.Name.FlateDecode)
    buffer = io.BytesIO()
    pdf.save(buffer, compress_streams=False)
    error = art_error(art_deck(make_deck, "back.pdf", buffer.getvalue()))
    assert "the PDF's streams decompress to more than 256 MB" in error.message


def test_pdf_content_above_its_limit_is_refused(make_deck):
    error = art_error(art_deck(make_deck, "back.pdf", one_page_pdf(b"0 0 1 1 re f\n" * 200_000)))
    assert "the PDF page's drawing is more than 2 MB once decompressed" in error.message


@pytest.mark.parametrize("pages, extra, words", [
    (2, {}, "the PDF has 2 pages; art is one picture"),
    (1, {"TrimBox": [0, 0, 1e12, 280]}, "the PDF's first page has a size out of range"),
    (1, {"TrimBox": [0, 0, 20000, 280]}, "the PDF page's width is 20,000.0 pt"),
])
def test_pdf_pages_and_sizes_are_limited(make_deck, pages, extra, words):
    assert words in art_error(art_deck(make_deck, "back.pdf", one_page_pdf(pages=pages, **extra))).message


@pytest.mark.parametrize("names, own_resources, words", [
    (("X0",), True, "the PDF's form `/X0` draws itself: a viewer or printer"),
    (("X0",), False, "the PDF's form `/X0` draws itself"),  # (with the page's resources)
    (("X0", "X1", "X2"), True, "the PDF's form `/X0` draws itself (through `/X1`, `/X2`)"),
])
def test_a_pdf_form_reaching_itself_is_refused_at_the_arts_key(make_deck, names, own_resources, words):
    error = art_error(art_deck(make_deck, "logo.pdf", cyclic_pdf_forms(names, own_resources)))
    assert words in error.message and error.hint == "print the art to PDF again (flattened)"


def test_forms_sharing_a_resource_dictionary_that_lists_them_are_no_cycle(make_deck):
    """The page and its forms share one /Resources naming every form; each form draws only the
    next one down: a chain, drawn."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    shared = pdf.make_indirect(pikepdf.Dictionary(XObject=pikepdf.Dictionary()))
    inner = pdf.make_stream(b"0 0.9 0.9 0 k 0 0 200 280 re f", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form,
                            BBox=[0, 0, 200, 280], Resources=shared)
    outer = pdf.make_stream(b"/Inner Do", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form,
                            BBox=[0, 0, 200, 280], Resources=shared)
    shared.XObject = pikepdf.Dictionary(Inner=inner, Outer=outer)
    pdf.pages[0].Resources = shared
    pdf.pages[0].Contents = pdf.make_stream(b"/Outer Do /Inner Do")
    folder = art_deck(make_deck, "back.pdf", pdf_bytes(pdf))
    assert not [d for d in validate([folder]).diagnostics if d.is_error]


def test_forms_placing_a_shared_form_many_times_over_are_refused_in_bounded_steps(make_deck, monkeypatch):
    """A form without resources of its own, full of placements, placed by many forms that have
    theirs: walked once under each, each time looking at all its placements. Refused at the
    limit of steps (lowered here), not walked to the end."""
    from deckctl.export.pdf import pdf_safe

    monkeypatch.setattr(pdf_safe, "MAX_FORM_STEPS", 5_000)
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    dot = pdf.make_stream(b"0 0 1 1 re f", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form, BBox=[0, 0, 1, 1])
    shared = pdf.make_stream(b"/Dot Do\n" * 1_000, Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form,
                             BBox=[0, 0, 1, 1])
    placing = {f"/G{n}": pdf.make_stream(b"/Shared Do", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form,
                                         BBox=[0, 0, 1, 1],
                                         Resources=pikepdf.Dictionary(XObject=pikepdf.Dictionary(Shared=shared, Dot=dot)))
               for n in range(10)}
    pdf.pages[0].Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(placing))
    pdf.pages[0].Contents = pdf.make_stream(b"".join(f"{name} Do\n".encode() for name in placing))
    error = art_error(art_deck(make_deck, "back.pdf", pdf_bytes(pdf)))
    assert "the PDF's forms place one another more than 5,000 times" in error.message
    assert error.hint == "print the art to PDF again (flattened)"


def test_a_pdf_image_above_the_pixel_limit_is_refused(make_deck):
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    image = pdf.make_stream(b"\xff\xd8\xff\xd9", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Image,
                            Width=13_000, Height=13_000, ColorSpace=pikepdf.Name.DeviceGray, BitsPerComponent=8,
                            Filter=pikepdf.Name.DCTDecode)
    pdf.pages[0].Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(Im=image))
    pdf.pages[0].Contents = pdf.make_stream(b"q 200 0 0 280 0 0 cm /Im Do Q")
    buffer = io.BytesIO()
    pdf.save(buffer)
    assert "an image of 13,000 x 13,000 px" in art_error(art_deck(make_deck, "back.pdf", buffer.getvalue())).message


def inline_image(width: int, height: int, data: bytes = zlib.compress(b"\0" * 64), filters: bytes = b"/Fl") -> bytes:
    """An inline image drawn over the page: its dictionary declares the size, the data need not fill it."""
    return (b"q 200 0 0 280 0 0 cm BI /W %d /H %d /CS /G /BPC 8 /F %s ID " % (width, height, filters)
            + data + b"\nEI Q\n")


def inline_pdf(content: bytes, where: str = "page") -> bytes:
    """A page whose content (`where` is page), form or tiling pattern holds `content`."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    page = pdf.pages[0]
    if where == "page":
        page.Contents = pdf.make_stream(content)
    elif where == "form":
        form = pdf.make_stream(content, Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form, BBox=[0, 0, 200, 280])
        page.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(Fm=form))
        page.Contents = pdf.make_stream(b"/Fm Do")
    else:
        tile = pdf.make_stream(content, Type=pikepdf.Name.Pattern, PatternType=1, PaintType=1, TilingType=1,
                               BBox=[0, 0, 200, 280], XStep=200, YStep=280, Resources=pikepdf.Dictionary())
        page.Resources = pikepdf.Dictionary(Pattern=pikepdf.Dictionary(P0=tile))
        page.Contents = pdf.make_stream(b"/Pattern cs /P0 scn 0 0 200 280 re f")
    return pdf_bytes(pdf)


def jpeg_claiming(width: int, height: int) -> bytes:
    """A 16 x 16 px JPEG whose frame header says `width` x `height`."""
    buffer = io.BytesIO()
    Image.new("L", (16, 16), 128).save(buffer, "JPEG")
    data = buffer.getvalue()
    sof = data.index(b"\xff\xc0")
    return data[:sof + 5] + struct.pack(">HH", height, width) + data[sof + 9:]


@pytest.mark.parametrize("content, where, words", [
    (inline_image(13_000, 13_000), "page", "the 1st inline image (BI ... EI) in the PDF's page content is "
     "13,000 x 13,000 px; deckctl takes at most 12 megapixels"),
    (inline_image(10, 10) + inline_image(5_000, 5_000), "form", "the 2nd inline image (BI ... EI) in the PDF's form "
     "(object 5) is 5,000 x 5,000 px"),
    (inline_image(13_000, 13_000), "pattern",
     "the 1st inline image (BI ... EI) in the PDF's tiling pattern (object 5)"),
    (inline_image(3_000, 1_100) * 4, "page", "the PDF's inline images (BI ... EI) have more than 12 megapixels in "
     "all (the 4th inline image (BI ... EI) in the PDF's page content passes that)"),
    (inline_image(10, 10, b"\0" * 20, b"/JPXDecode"), "page", "is compressed with JPXDecode, which PDF does not allow"),
    (inline_image(10, 10, jpeg_claiming(5_000, 5_000), b"/DCT"), "form", "the 1st inline image (BI ... EI) in the "
     "PDF's form (object 5) holds JPEG data that cannot be used: the image is 5,000 x 5,000 px"),
], ids=["page", "form, the 2nd", "tiling pattern", "in all", "JPEG 2000", "JPEG header"])
def test_inline_images_in_pdf_content_are_judged_from_their_dictionaries(make_deck, content, where, words):
    """A viewer decodes an inline image where the content draws it: a 3 KB back art of 40,000 x
    40,000 px took preview 2.7 GB. Each is judged as an image object is, before anything decodes it."""
    error = art_error(art_deck(make_deck, "back.pdf", inline_pdf(content, where)))
    assert words in error.message, error.message
    assert error.hint in ("scale the image down in the art", "scale the images down in the art",
                          "save the art again from the drawing program", raster_safe.TOO_LARGE_HINT)


def test_inline_images_within_the_limits_are_drawn(make_deck, tmp_path, cli):
    flate = inline_image(3_000, 1_000, zlib.compress(b"\x80" * 3_000_000))
    jpeg = io.BytesIO()
    Image.new("L", (16, 16), 128).save(jpeg, "JPEG")
    ascii_jpeg = inline_image(16, 16, base64.a85encode(jpeg.getvalue()) + b"~>", b"[/A85 /DCT]")
    content = b"0 0 0 1 k " + flate * 3 + ascii_jpeg  # 9 megapixels in all
    folder = art_deck(make_deck, "back.pdf", inline_pdf(content, "form"))
    assert cli("export", "pdf", folder, "--out", tmp_path / "cards.pdf").exit_code == 0


def active_pdf() -> bytes:
    """CMYK art that also carries everything a PDF can do besides drawing, some of it hidden in
    the resources the page draws with (where copying the page would take it along)."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    script = pdf.make_indirect(pikepdf.Dictionary(S=pikepdf.Name.JavaScript, JS=pikepdf.String(f"app.alert('{SECRET}')")))
    link = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, Rect=[0, 0, 99, 99],
                                                A=script))
    attached = pdf.make_stream(SECRET.encode(), Type=pikepdf.Name.EmbeddedFile)
    filespec = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Filespec, F=pikepdf.String("a.txt"),
                                                    EF=pikepdf.Dictionary(F=attached)))
    pdf.Root.OpenAction = script
    pdf.Root.Names = pikepdf.Dictionary(JavaScript=pikepdf.Dictionary(Names=[pikepdf.String("x"), script]),
                                        EmbeddedFiles=pikepdf.Dictionary(Names=[pikepdf.String("a"), filespec]))
    page = pdf.pages[0]
    page.Annots = pikepdf.Array([link])
    page.AA = pikepdf.Dictionary(O=script)
    form = pdf.make_stream(b"0 0.9 0.9 0 k 0 0 200 280 re f", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Form,
                           BBox=[0, 0, 200, 280], AA=pikepdf.Dictionary(O=script), Link=link, File=filespec)
    state = pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, CA=1, Document=pdf.Root, Page=page.obj, Next=script)
    page.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(F=form, A=form),  # /A: a form's name here
                                        ExtGState=pikepdf.Dictionary(G0=state))
    page.Contents = pdf.make_stream(b"/G0 gs /F Do /A Do")
    buffer = io.BytesIO()
    pdf.save(buffer)
    return buffer.getvalue()


@pytest.mark.parametrize("pdfx", [None, "1a"])
def test_pdf_art_is_copied_as_drawing_only(make_deck, pdfx):
    folder = art_deck(make_deck, "back.pdf", active_pdf())
    deck = validate([folder]).decks[0]
    options = PdfOptions(mode="singles", bleed=3.0, crop_marks=False, **({"pdfx": pdfx} if pdfx else {}))
    data = export_pdf(deck, options)
    with pikepdf.open(io.BytesIO(data)) as pdf:
        kinds, keys, forms = set(), set(), 0
        for obj in pdf.objects:
            if not isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream)):
                continue
            keys |= set(obj.keys())
            kinds |= {str(obj.get("/Type")), str(obj.get("/S"))}
            if isinstance(obj, pikepdf.Stream):
                assert SECRET.encode() not in obj.read_bytes()
                forms += b"0 0.9 0.9 0 k" in obj.read_bytes()
        assert not keys & {"/AA", "/JS", "/OpenAction", "/Annots", "/EF", "/EmbeddedFiles", "/Names", "/Link",
                           "/File", "/Document", "/Page", "/Next"}
        assert not kinds & {"/Annot", "/Filespec", "/EmbeddedFile", "/JavaScript", "/Action"}
        assert [obj for obj in pdf.objects if isinstance(obj, pikepdf.Dictionary)
                and obj.get("/Type") == "/Catalog"] == [pdf.Root]  # the source's document stayed behind
        assert len(pdf.pages) == 2 and forms >= 1  # the art itself is drawn
    assert SECRET.encode() not in data


def test_svg_safe_refuses_a_file_above_its_size_limit(make_deck, monkeypatch):
    monkeypatch.setattr(svg_safe, "MAX_SVG_BYTES", 1000)
    error = art_error(art_deck(make_deck, "back.svg", svg("<!--" + " " * 2000 + "-->")))
    assert "deckctl takes SVG art of at most" in error.message


@pytest.mark.parametrize(("planted", "kind"), [("named pipe", "a named pipe"), ("link to /dev/zero", "a device")])
def test_svg_art_swapped_for_a_pipe_or_device_after_it_was_judged_is_not_read(tmp_path, planted, kind):
    import os
    import threading

    from deckctl.export.pdf.art_limits import ArtProblem

    path = tmp_path / "back.svg"
    if planted == "named pipe":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    found: list = []

    def parse() -> None:
        try:
            svg_safe.parse(path)
        except ArtProblem as problem:
            found.append(problem)

    parsing = threading.Thread(target=parse, daemon=True)
    parsing.start()
    parsing.join(20)  # (the old code waited on the pipe for ever, and read /dev/zero until memory ran out)
    assert found and str(found[0]).endswith(f"back.svg is {kind}, not a file")
