"""The attributes of each start tag of an XML part, counted in its text before a parser sees it.

A parser hands an element's attributes over only once its start tag has ended, built whole: expat
took 28 s and 665 MB over one tag of 2.7 million attributes, and openpyxl copies an element's
attributes in a time that grows with their square (one `<workbook>` of 100,000 attributes, a
240 KB file: 97 s or more). So the text is scanned here first, as it streams: each quoted value
in a start tag is one attribute (a namespace declaration is written as one, and counts as one),
and the scan stops as soon as one element, or the part, has more than allowed.

Only the characters that delimit markup are looked for (`<`, `>`, quotes, and the ends of
comments, CDATA sections and processing instructions), which are the same bytes in UTF-8 and in
the one-byte encodings expat reads: such a part is scanned as Latin-1 text, a UTF-16 part as
decoded text. Whatever is not well-formed is left to the parser that comes next.
"""

from __future__ import annotations

import functools
import re

_TAG_MARK = re.compile("[\"'>]")
# Text and tags without a quote (end tags, start tags without attributes), skipped in one step.
_PLAIN = re.compile(r"""[^<]*+(?:<[^!?"'<>][^"'<>]*+>[^<]*+)*+""")
_QUOTED = re.compile(r""""[^"]*+"|'[^']*+'""")
# What follows `<` that is not a start tag, and where it ends.
_SKIPPED = (("!--", "-->"), ("![CDATA[", "]]>"), ("?", "?>"))
_LONGEST_OPENING = max(len(opening) for opening, _ in _SKIPPED)


class TooManyAttributes(Exception):
    """`element`: one start tag has more attributes than allowed; else the part has."""

    def __init__(self, element: bool):
        super().__init__()
        self.element = element


class AttributeCount:
    """Feed a part's text chunk by chunk (`feed`); raises TooManyAttributes as soon as a start tag
    has more than `per_element` attributes or all of them more than `per_part`."""

    def __init__(self, per_element: int, per_part: int):
        self.per_element, self.per_part = per_element, per_part
        self.total = 0
        self.in_element = 0  # the attributes of the start tag being read
        self.counting = False  # in a start tag (else in a declaration or an end tag: nothing counted)
        self.inside: str | None = None  # None (between tags), ">" (in a tag), a quote, or the end of what is skipped
        self.carry = ""  # the start of a chunk's last markup, too short to tell what it is
        self.whole_tag = _whole_tag(per_element)

    def feed(self, text: str) -> None:
        if self.carry:
            text, self.carry = self.carry + text, ""
        i, end = 0, len(text)
        while i < end:
            inside = self.inside
            if inside is None:
                i = _PLAIN.match(text, i).end()
                if i == end:
                    return
                tag = self.whole_tag.match(text, i)
                if tag is not None:  # a start tag within the chunk, of at most `per_element` attributes
                    self.in_element = 0
                    self._count(len(_QUOTED.findall(text, i, tag.end())))
                    i = tag.end()
                    continue
                i = self._opened(text, i)
                if i < 0:
                    return
            elif inside == ">":
                mark = _TAG_MARK.search(text, i)
                if mark is None:
                    return
                i = mark.end()
                if mark.group() == ">":
                    self.inside = None
                else:
                    self.inside = mark.group()
                    if self.counting:
                        self._count(1)
            elif inside in "\"'":
                closing = text.find(inside, i)
                if closing < 0:
                    return
                i, self.inside = closing + 1, ">"
            else:  # a comment, CDATA section or processing instruction: to its end
                closing = text.find(inside, i)
                if closing < 0:
                    self.carry = text[max(i, end - len(inside) + 1):]  # (its end may be split between chunks)
                    return
                i, self.inside = closing + len(inside), None

    def _opened(self, text: str, i: int) -> int:
        """Past the opening of the markup at `text[i]` (a `<`), the state set for what it is; -1
        when the chunk ends before that can be told (kept for the next)."""
        after = text[i + 1:i + 1 + _LONGEST_OPENING]
        for opening, closing in _SKIPPED:
            if after.startswith(opening):
                self.inside = closing
                return i + 1 + len(opening)
        if len(after) < _LONGEST_OPENING and any(opening.startswith(after) for opening, _ in _SKIPPED):
            self.carry = text[i:]  # `<`, `<!` or `<![CD` at the chunk's end
            return -1
        self.inside, self.counting, self.in_element = ">", after[:1] not in ("!", "/"), 0
        return i + 1

    def _count(self, attributes: int) -> None:
        self.in_element += attributes
        self.total += attributes
        if self.in_element > self.per_element:
            raise TooManyAttributes(element=True)
        if self.total > self.per_part:
            raise TooManyAttributes(element=False)


@functools.cache
def _whole_tag(attributes: int) -> re.Pattern:
    """A start tag with up to `attributes` quoted values, from its `<` to its `>` (one that has more,
    or ends in the next chunk, is followed character class by character class instead)."""
    return re.compile(r"""<[^!?/"'<>][^"'<>]*+(?:(?:"[^"]*+"|'[^']*+')[^"'<>]*+){1,%d}+>""" % attributes)
