"""Card files written every way an editor might, for the differential tests of the merge's fmt
layout: cards in fmt's layout next to cards in other layouts (keys and list dashes at other
columns, texts broken over lines, quoted and block texts, end-of-line comments, flow lists and
cards, anchors), comments and blank lines between and inside cards, headers, footers, trailing
blanks, a list indented as a whole."""

from __future__ import annotations

from hypothesis import strategies as st

WORDS = ["Paris", "the Nile", "1.10", "yes", "it's", 'say "hi"', "Ünïcode ✓", "42", "2024-01-01"]
BLOCK_HEADERS = ["|", "|-", ">", ">-", "|+"]


@st.composite
def scalar(draw, key_col: int) -> tuple[str, list[str]]:
    """(what follows `key:` on its line, the lines below) for a text at a key of column `key_col`."""
    kind = draw(st.sampled_from(["plain", "plain", "single", "double", "escaped", "broken", "quoted-broken",
                                 "block", "empty", "end-comment"]))
    word = draw(st.sampled_from(WORDS))
    below = " " * (key_col + draw(st.sampled_from([2, 2, 3, 4])))
    if kind == "plain":
        return " " + word + draw(st.sampled_from(["", "", "  ", " \t"])), []
    if kind == "single":
        return " '" + word.replace("'", "''") + "'", []
    if kind == "double":
        return ' "' + word.replace('"', '\\"') + '"', []
    if kind == "escaped":
        return ' "line\\none\\ttab"', []
    if kind == "broken":
        return " A text broken", [below + "over two lines" + draw(st.sampled_from(["", " "]))]
    if kind == "quoted-broken":
        return ' "A quoted', [below + 'text over lines"']
    if kind == "block":
        lines = [below + f"line {n}" + draw(st.sampled_from(["", "", " "])) for n in range(draw(st.integers(1, 3)))]
        if draw(st.booleans()):
            lines.append("")
        if draw(st.booleans()):
            lines.append(below + "  more indented")
        return " " + draw(st.sampled_from(BLOCK_HEADERS)), lines
    if kind == "empty":
        return "", []
    return " Rome" + draw(st.sampled_from(["  # note", " # note", "   #note"])), []


@st.composite
def gap(draw, col: int) -> list[str]:
    """Blank and comment lines above a key or list entry at `col`."""
    lines = []
    for _ in range(draw(st.integers(0, 2))):
        lines.append(draw(st.sampled_from(["", "  ", " " * col + "# note", " " * col + "# note ",
                                           " " * draw(st.integers(0, col + 3)) + "# elsewhere"])))
    return lines


@st.composite
def mapping(draw, key_col: int, first: str | None, depth: int, card_id: str | None = None) -> list[str]:
    """A block mapping with its keys at `key_col`; its first line starts with `first` (a dash)."""
    keys = ["id"] if card_id is not None else []
    keys += draw(st.lists(st.sampled_from(["front", "back", "answer", "source", "accept", "questions", "meta"]),
                          min_size=0 if card_id else 1, max_size=4, unique=True))
    lines: list[str] = []
    for number, key in enumerate(keys):
        if number:
            lines += draw(gap(key_col))
        start = first if number == 0 and first is not None else " " * key_col
        if key == "id":
            written = card_id if draw(st.integers(0, 5)) else f'"{card_id}"'
            lines.append(f"{start}id: {written}" + draw(st.sampled_from(["", "", " # note"])))
        elif key in ("accept", "questions") and depth < 2:
            style = draw(st.sampled_from(["flow", "flow-mapping", "block", "block"]))
            if style == "flow":
                lines.append(f"{start}{key}: [a, 'b', \"c\"]" + draw(st.sampled_from(["", "  # note"])))
                continue
            if style == "flow-mapping":
                lines.append(f"{start}{key}: {{q: a, r: b}}")
                continue
            lines.append(f"{start}{key}:")
            dash = key_col + draw(st.sampled_from([0, 2, 2, 4]))
            for _ in range(draw(st.integers(1, 3))):
                lines += draw(gap(dash))
                if key == "questions" and draw(st.booleans()):
                    lines += draw(mapping(dash + 2, " " * dash + "- ", depth + 1))
                else:
                    text, below = draw(scalar(dash + 2))
                    lines += [" " * dash + "-" + (text or " ~"), *below]
        elif key == "meta" and depth < 2:
            lines.append(f"{start}meta:")
            lines += draw(mapping(key_col + draw(st.sampled_from([2, 2, 4])), None, depth + 1))
        else:
            text, below = draw(scalar(key_col))
            lines += [f"{start}{key}:{text}", *below]
    return lines


@st.composite
def card(draw, number: int, dash_col: int, in_layout: bool) -> list[str]:
    card_id, dash, keys = f"card-{number}", " " * dash_col, " " * (dash_col + 2)
    odd = draw(st.integers(0, 30))
    if odd == 0:
        return [f"{dash}- {{id: {card_id}, front: Flow}}"]
    if odd == 1:
        return [f"{dash}-", f"{keys}id: {card_id}", f"{keys}front: alone"]
    if odd == 2:
        return [f"{dash}- # about it", f"{keys}id: {card_id}", f"{keys}front: x"]
    if odd == 3:
        return [f"{dash}- id: {card_id}", f"{keys}front: &a anchored", f"{keys}back: *a"]
    if odd == 4:
        return [f"{dash}- id: {card_id}", f"{keys}front: x", f"{keys}# commented: out", "", f"{keys}  # deeper"]
    if in_layout and draw(st.integers(0, 2)):  # as `deckctl fmt` writes it
        lines = [f"{dash}- id: {card_id}", f"{keys}front: What is it?", f"{keys}questions:"]
        for question in range(draw(st.integers(1, 3))):
            lines += [f"{keys}  - question: Q{question}?", f"{keys}    answer: A{question}"]
        if draw(st.booleans()):
            lines += [f"{keys}source: >-", f"{keys}  https://a.example/", f"{keys}  https://b.example/"]
        return lines
    key_col = dash_col + draw(st.sampled_from([2, 2, 2, 4]))
    return draw(mapping(key_col, dash + "-" + " " * (key_col - dash_col - 1), 0, card_id=card_id))


BETWEEN = [[], [""], [""], ["", ""], ["# heading"], ["", "# heading", ""], ["  # indented"], ["    # deeper"],
           [" "], ["# a", "", "# b"], ["# trailing  "], ["", "", ""]]


@st.composite
def card_files(draw, most: int = 8) -> str:
    dash_col = 0 if draw(st.integers(0, 10)) else 2
    in_layout = draw(st.booleans())
    lines = list(draw(st.sampled_from([[], ["# yaml-language-server: $schema=x.json"], ["# schema", ""], ["---"],
                                       ["# a", "---"], ["", "# late"]])))
    for number in range(draw(st.integers(1, most))):
        if number:
            lines += draw(st.sampled_from(BETWEEN))
        lines += draw(card(number, dash_col, in_layout))
    lines += draw(st.sampled_from([[], [], [""], ["# end"], ["", "# end", ""], ["..."], ["  # in the last card"]]))
    return "\n".join(lines) + draw(st.sampled_from(["\n", "\n", "\n", "", "\n\n"]))
