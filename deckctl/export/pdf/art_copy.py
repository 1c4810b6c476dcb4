"""A PDF art page copied into the export holding exactly what its content uses.

Art files list fonts they never draw with (reportlab lists Helvetica on every page and sets it,
`BT /F1 12 Tf 14.4 TL ET`, without drawing a glyph) and forms they never place. `trim` leaves
such fonts and forms out of the copied form and its forms, and removes the `Tf` that names a
dropped font, so no reader meets a name its resources lack. `rename_subsets` gives each of the
art's font subsets a tag of its own: every reportlab file names its first subset `AAAAAA+`, and
PDF forbids two different subsets sharing a name in one document.
"""

from __future__ import annotations

import hashlib
import re

_TEXT = ("Tj", "TJ", "'", '"')
_SUBSET = re.compile(r"^/([A-Z]{6})\+(.+)$")


def used_fonts(holder, resources, seen: set | None = None, current: str | None = None) -> tuple[set[str], list]:
    """Which fonts the content of a page or form `holder` shows text with (Tj, TJ, ', " in the
    font the last Tf set, q/Q restoring it): the names it uses from `resources` (its own, with
    those of the forms it draws that have no resources of their own), and the fonts that forms
    with their own resources use, nested. A font a file only lists in its resources, or sets
    without drawing text (reportlab does both with Helvetica on every page), is not used."""
    import pikepdf

    seen = set() if seen is None else seen
    names: set[str] = set()
    nested: list = []
    stack: list = []
    xobjects = resources.get("/XObject", pikepdf.Dictionary())
    # Only the operators read below are kept (a detailed drawing has millions of others), and an
    # instruction's operands are read only where needed (each read copies them: ten times the work).
    for instruction in pikepdf.parse_content_stream(holder, "Tf Tj TJ ' \" q Q Do"):
        op = str(instruction.operator)
        operands = instruction.operands if op in ("Tf", "Do") else None
        if op == "Tf" and operands:
            current = str(operands[0])
        elif op in _TEXT and current is not None:
            names.add(current)
        elif op == "q":
            stack.append(current)
        elif op == "Q" and stack:
            current = stack.pop()
        elif op == "Do" and operands and str(operands[0]) in xobjects:
            form = xobjects[str(operands[0])]
            if form.get("/Subtype") != "/Form" or (form.is_indirect and form.objgen in seen):
                continue
            if form.is_indirect:
                seen.add(form.objgen)
            own = form.get("/Resources")
            inner, deeper = used_fonts(form, own if own is not None else resources, seen,
                                       current if own is None else None)
            nested += deeper
            if own is None:
                names |= inner
            else:
                fonts = own.get("/Font", pikepdf.Dictionary())
                nested += [fonts[name] for name in sorted(inner) if name in fonts]
    return names, nested


def trim(form) -> None:
    """`form` (the art's page copied as a form) and the forms it draws keep only the fonts they
    draw text with and the forms they place, and lose every `Tf` naming a font they do not keep.
    Resources are replaced, never edited, as a file may share one dictionary between forms."""
    import pikepdf

    seen: set = set()
    stack = [(form, form.get("/Resources"), None)]
    while stack:
        holder, resources, used = stack.pop()
        if not isinstance(resources, pikepdf.Dictionary):
            continue
        own = used is None  # a form without resources of its own draws with its parent's
        if own:
            used, _ = used_fonts(holder, resources)
        placed = _placed(holder)
        _drop_font_settings(holder, resources, used)
        xobjects = resources.get("/XObject", pikepdf.Dictionary())
        for name in sorted(placed):
            child = xobjects.get(name)
            if not isinstance(child, pikepdf.Stream) or child.get("/Subtype") != "/Form":
                continue
            if child.is_indirect:
                if child.objgen in seen:
                    continue
                seen.add(child.objgen)
            inner = child.get("/Resources")
            stack.append((child, inner, None) if inner is not None else (child, resources, used))
        if own:
            holder.Resources = _kept(resources, used, placed)


def _placed(holder) -> set[str]:
    import pikepdf

    return {str(instruction.operands[0]) for instruction in pikepdf.parse_content_stream(holder, "Do")
            if instruction.operands}


def _kept(resources, fonts: set[str], forms: set[str]):
    """A new resource dictionary: `resources` with only the `fonts` and the XObjects in `forms`
    (images included: they are placed with `Do` too)."""
    import pikepdf

    kept = pikepdf.Dictionary({key: value for key, value in resources.items() if key not in ("/Font", "/XObject")})
    for key, names in (("/Font", fonts), ("/XObject", forms)):
        entries = resources.get(key)
        if isinstance(entries, pikepdf.Dictionary):
            chosen = {name: value for name, value in entries.items() if name in names}
            if chosen:
                kept[key] = pikepdf.Dictionary(chosen)
    return kept


def _drop_font_settings(holder, resources, used: set[str]) -> None:
    """`holder`'s content without the `Tf` of fonts not in `used` (they draw nothing: text in a
    font makes it used). Rewritten only when there is one, so most art keeps its bytes."""
    import pikepdf

    unused = [instruction for instruction in pikepdf.parse_content_stream(holder, "Tf")
              if instruction.operands and str(instruction.operands[0]) not in used]
    if not unused:
        return
    kept = [instruction for instruction in pikepdf.parse_content_stream(holder)
            if not (str(instruction.operator) == "Tf" and instruction.operands
                    and str(instruction.operands[0]) not in used)]
    holder.write(pikepdf.unparse_content_stream(kept))


def rename_subsets(pdf, forms: list) -> None:
    """Gives every font subset the art `forms` draw with a tag from its font program, unique in
    `pdf`: the same subset keeps one name, two different ones never share it."""
    import pikepdf

    taken: dict[str, bytes] = {}  # subset name -> the hash of its program, for the document's own fonts
    art_fonts = _fonts_of(forms)
    art_ids = {font.objgen for font in art_fonts}
    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == "/Font" and obj.objgen not in art_ids:
            name = str(obj.get("/BaseFont", ""))
            if _SUBSET.match(name):
                taken[name] = _program_hash(obj)
    for font in art_fonts:
        match = _SUBSET.match(str(font.get("/BaseFont", "")))
        if not match:
            continue
        program = _program_hash(font)
        for salt in range(1000):
            name = f"/{_tag(program, salt)}+{match.group(2)}"
            if taken.setdefault(name, program) == program:
                break
        _set_name(font, pikepdf.Name(name))


def _fonts_of(forms: list) -> list:
    """The font dictionaries in the resources of `forms` and the forms they hold, each once, in order."""
    import pikepdf

    fonts: list = []
    seen: set = set()
    stack = list(reversed(forms))
    while stack:
        holder = stack.pop()
        resources = holder.get("/Resources")
        if not isinstance(resources, pikepdf.Dictionary):
            continue
        for key in ("/Font", "/XObject"):
            entries = resources.get(key)
            if not isinstance(entries, pikepdf.Dictionary):
                continue
            for name in sorted(entries.keys()):
                value = entries[name]
                if not value.is_indirect or value.objgen in seen:
                    continue
                seen.add(value.objgen)
                if key == "/Font":
                    fonts.append(value)
                    fonts += [d for d in value.get("/DescendantFonts", []) if d.is_indirect]
                    if value.get("/Subtype") == "/Type3":
                        stack.append(value)
                elif isinstance(value, pikepdf.Stream) and value.get("/Subtype") == "/Form":
                    stack.append(value)
    return fonts


def _program_hash(font) -> bytes:
    """What tells one subset from another: its font program (or, lacking one, its whole name); a
    composite font's is its descendant's, so the two keep one tag."""
    descendants = font.get("/DescendantFonts")
    if descendants is not None and len(descendants):
        return _program_hash(descendants[0])
    descriptor = font.get("/FontDescriptor")
    for key in ("/FontFile", "/FontFile2", "/FontFile3"):
        if descriptor is not None and key in descriptor:
            return hashlib.sha256(descriptor[key].read_raw_bytes()).digest()
    return hashlib.sha256(str(font.get("/BaseFont", "")).encode()).digest()


def _tag(program: bytes, salt: int) -> str:
    digest = hashlib.sha256(program + salt.to_bytes(2, "big")).digest()
    return "".join(chr(ord("A") + byte % 26) for byte in digest[:6])


def _set_name(font, name) -> None:
    font.BaseFont = name
    descriptor = font.get("/FontDescriptor")
    if descriptor is not None and "/FontName" in descriptor:
        descriptor.FontName = name


__all__ = ["rename_subsets", "trim", "used_fonts"]
