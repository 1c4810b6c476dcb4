"""A PDF/X preflight for the tests: the structure a print shop's checker reads, read with pikepdf.

`preflight(data, "1a" | "4")` returns the problems found (empty when the file passes): version
keys, OutputIntent, XMP (X-4), Trapped, /ID, TrimBox and BleedBox on every page, embedded fonts,
and in every content stream (pages and forms, nested) no RGB colour, total ink within the limit,
no four-colour black on text nor on lines, and for X-1a no transparency (alpha, soft masks, blend modes, groups).
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

import pikepdf

from deckctl.export.pdf.theme import MAX_INK

NS = {"rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "dc": "http://purl.org/dc/elements/1.1/",
      "xmp": "http://ns.adobe.com/xap/1.0/", "pdf": "http://ns.adobe.com/pdf/1.3/",
      "xmpMM": "http://ns.adobe.com/xap/1.0/mm/", "pdfxid": "http://www.npes.org/pdfx/ns/id/"}
TEXT_OPS = {"Tj", "TJ", "'", '"'}
RGB_SPACES = {"/DeviceRGB", "/CalRGB", "/RGB"}


def preflight(data: bytes, pdfx: str) -> list[str]:
    problems: list[str] = []
    version = {"1a": b"%PDF-1.3", "4": b"%PDF-1.6"}[pdfx]
    if not data.startswith(version):
        problems.append(f"header is {data[:8]!r}, not {version!r}")
    pdf = pikepdf.open(io.BytesIO(data))
    problems += _document(pdf, pdfx)
    for number, page in enumerate(pdf.pages, 1):
        problems += [f"page {number}: {p}" for p in _boxes(page)]
        problems += [f"page {number}: {p}" for p in _content(page.obj, pdfx, set())]
    return problems


def _document(pdf, pdfx: str) -> list[str]:
    out = []
    info = pdf.docinfo
    expected = {"1a": {"/GTS_PDFXVersion": "PDF/X-1:2001", "/GTS_PDFXConformance": "PDF/X-1a:2001"},
                "4": {"/GTS_PDFXVersion": "PDF/X-4"}}[pdfx]
    for key, value in expected.items():
        if str(info.get(key, "")) != value:
            out.append(f"Info {key} is {info.get(key)!r}, not {value!r}")
    if info.get("/Trapped") not in (pikepdf.Name("/True"), pikepdf.Name("/False")):
        out.append(f"Info /Trapped is {info.get('/Trapped')!r}, not /True or /False")
    for key in ("/Title", "/CreationDate", "/ModDate"):
        if not str(info.get(key, "")):
            out.append(f"Info {key} is missing")
    ids = pdf.trailer.get("/ID")
    if ids is None or len(ids) != 2:
        out.append("the trailer has no /ID")
    intents = [i for i in pdf.Root.get("/OutputIntents", []) if i.get("/S") == pikepdf.Name.GTS_PDFX]
    if len(intents) != 1:
        return out + [f"{len(intents)} GTS_PDFX OutputIntents, not 1"]
    intent = intents[0]
    if not str(intent.get("/OutputConditionIdentifier", "")):
        out.append("the OutputIntent has no OutputConditionIdentifier")
    profile = intent.get("/DestOutputProfile")
    if profile is not None:
        header = profile.read_bytes()[:40]
        if header[12:20] != b"prtrCMYK" or profile.get("/N") != 4:
            out.append(f"the embedded profile is not a CMYK output profile ({header[12:20]!r})")
    elif pdfx == "4":
        out.append("PDF/X-4 without an embedded DestOutputProfile")
    elif not str(intent.get("/RegistryName", "")):
        out.append("PDF/X-1a OutputIntent with neither a profile nor a RegistryName")
    if pdfx == "4":
        out += _xmp(pdf, info)
    return out


def _xmp(pdf, info) -> list[str]:
    stream = pdf.Root.get("/Metadata")
    if stream is None:
        return ["PDF/X-4 without XMP metadata"]
    root = ET.fromstring(stream.read_bytes().split(b"?>", 1)[1].rsplit(b"<?xpacket", 1)[0])

    def find(path: str) -> str:
        element = root.find(f".//{path}", NS)
        return (element.text or "") if element is not None else ""

    out = []
    if find("pdfxid:GTS_PDFXVersion") != "PDF/X-4":
        out.append(f"XMP pdfxid:GTS_PDFXVersion is {find('pdfxid:GTS_PDFXVersion')!r}")
    if find("pdf:Trapped") != str(info.Trapped)[1:]:
        out.append("XMP pdf:Trapped differs from Info /Trapped")
    if find("dc:title/rdf:Alt/rdf:li") != str(info.Title):
        out.append("XMP dc:title differs from Info /Title")
    for key in ("xmp:CreateDate", "xmp:ModifyDate", "xmpMM:DocumentID", "xmpMM:VersionID", "xmpMM:RenditionClass"):
        if not find(key):
            out.append(f"XMP has no {key}")
    return out


def _rect(box) -> tuple[float, ...]:
    return tuple(float(v) for v in box)


def _boxes(page) -> list[str]:
    if "/TrimBox" not in page.obj or "/BleedBox" not in page.obj:
        return ["no TrimBox or no BleedBox"]
    media, bleed, trim = _rect(page.obj.MediaBox), _rect(page.obj.BleedBox), _rect(page.obj.TrimBox)

    def inside(inner, outer) -> bool:
        return (inner[0] >= outer[0] - 1e-3 and inner[1] >= outer[1] - 1e-3 and inner[2] <= outer[2] + 1e-3
                and inner[3] <= outer[3] + 1e-3)

    return [] if inside(trim, bleed) and inside(bleed, media) else [f"boxes not nested: {trim} {bleed} {media}"]


def _content(holder, pdfx: str, seen: set) -> list[str]:
    """Problems in the content stream of a page or form `holder`, and in the forms it draws."""
    out: list[str] = []
    resources = holder.get("/Resources", pikepdf.Dictionary())
    out += _resources(resources, pdfx)
    fill: list[float] | None = None
    stack: list = []
    invisible = False
    for operands, operator in pikepdf.parse_content_stream(holder):
        op = str(operator)
        if op in ("rg", "RG"):
            out.append(f"RGB colour operator {op}")
        elif op in ("cs", "CS") and str(operands[0]) in RGB_SPACES:
            out.append(f"RGB colour space {operands[0]}")
        elif op in ("k", "K"):
            values = [float(v) for v in operands]
            if sum(values) * 100 > MAX_INK + 1e-6:
                out.append(f"{sum(values) * 100:.0f} % total ink (limit {MAX_INK} %)")
            if op == "k":
                fill = values
            elif all(v > 0 for v in values):
                out.append(f"a line in all four inks ({' '.join(f'{v:g}' for v in values)} K)")
        elif op == "g":
            fill = [0, 0, 0, 1 - float(operands[0])]
        elif op == "q":
            stack.append(fill)
        elif op == "Q":
            fill = stack.pop() if stack else None
        elif op == "Tr":
            invisible = int(operands[0]) == 3
        elif op in TEXT_OPS and not invisible and fill is not None:
            c, m, y, k = fill
            if k > 0 and c > 0 and m > 0 and y > 0:
                out.append(f"four-colour black text ({c:g} {m:g} {y:g} {k:g} k)")
        elif op == "Do":
            xobject = resources.XObject[operands[0]]
            if xobject.get("/Subtype") == pikepdf.Name.Form and xobject.objgen not in seen:
                seen.add(xobject.objgen)
                out += _content(xobject, pdfx, seen)
    if pdfx == "1a" and holder.get("/Group", {}).get("/S") == pikepdf.Name.Transparency:
        out.append("a transparency group")
    return out


def _is_rgb(space) -> bool:
    if isinstance(space, pikepdf.Name):
        return str(space) in RGB_SPACES
    if isinstance(space, pikepdf.Array) and len(space):
        kind = str(space[0])
        if kind == "/ICCBased":
            return space[1].get("/N") == 3
        if kind in ("/Indexed", "/I"):
            return _is_rgb(space[1])
        return kind in RGB_SPACES
    return False


def _resources(resources, pdfx: str) -> list[str]:
    out = []
    for name, space in resources.get("/ColorSpace", {}).items():
        if _is_rgb(space):
            out.append(f"RGB colour space resource {name}")
    for name, shading in resources.get("/Shading", {}).items():
        if _is_rgb(shading.get("/ColorSpace")):
            out.append(f"RGB shading {name}")
    for name, xobject in resources.get("/XObject", {}).items():
        if xobject.get("/Subtype") == pikepdf.Name.Image:
            if _is_rgb(xobject.get("/ColorSpace")):
                out.append(f"RGB image {name}")
            if pdfx == "1a" and "/SMask" in xobject:
                out.append(f"image {name} with a soft mask (transparency)")
    for name, font in resources.get("/Font", {}).items():
        descriptor = (font.DescendantFonts[0] if "/DescendantFonts" in font else font).get("/FontDescriptor", {})
        if not any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
            out.append(f"font {name} ({font.get('/BaseFont')}) is not embedded")
    if pdfx == "1a":
        for name, state in resources.get("/ExtGState", {}).items():
            if float(state.get("/CA", 1)) < 1 or float(state.get("/ca", 1)) < 1:
                out.append(f"graphics state {name} with constant alpha below 1")
            if state.get("/SMask", pikepdf.Name("/None")) != pikepdf.Name("/None"):
                out.append(f"graphics state {name} with a soft mask")
            if str(state.get("/BM", "/Normal")) not in ("/Normal", "/Compatible"):
                out.append(f"graphics state {name} with blend mode {state.BM}")
    return out
