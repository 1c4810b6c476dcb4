"""A sheet row's changed cells made on its card, in ruamel's round-trip tree of the card file and
in the card's plain data, which the file must load as once it is written.

The tree is what fmt's writer writes back with every comment kept, so an edit here decides where
each change goes and what happens to the comments around it: which of a row's cells change its
card (`changed_paths`); each change put in place (`apply_changes`), a new key where the game's model
orders it among the keys the mapping has, a removed or replaced value leaving its comments where
they were rather than taking them along (ruamel keeps them with the value before them); the value
written as YAML that reads back as the cell's value (`_yaml_value`); a new card's tree
(`new_card_tree`), its lists and mappings in the style of the file's cards (`styled`). Which file a
row goes to, and the text written, are `merge`'s.
"""

from __future__ import annotations

import copy

from deckctl.sheet.cardtext import Styles
from deckctl.sheet.cells import same
from deckctl.sheet.columns import ID, Column, value_at
from deckctl.sheet.inplace import literal_holds, moved_folds, reads_as_other_than_text
from deckctl.sheet.table import SheetCard


def changed_paths(plain: dict, card: SheetCard, sheet_columns: list[Column]) -> list[tuple]:
    """The column paths of a row's cells that change its card."""
    found = []
    for column in sheet_columns:
        new = card.values.get(column.path)
        old = value_at(plain, column.path)
        if new is None and old is None:
            continue
        if new is not None and old is not None and same(old, new):
            continue
        found.append(column.path)
    return found


def apply_changes(node, plain: dict, card: SheetCard, changes: list[tuple], columns: list[Column], alone: list,
                  styles=Styles) -> None:
    """Apply a row's changed cells (`changed_paths`) to its card; `alone` collects the places of the
    comments at the end of removed lines (`_lines_after`). A list or mapping the card is given
    takes the style `styles()` (the file's) gives its place, as a new card's does."""
    for path in changes:
        new = card.values.get(path)
        if new is None:
            _delete(node, plain, path, alone)
            continue
        added = _added_part(plain, path) or (path if isinstance(new, list) and not isinstance(
            value_of(plain, path), list) else ())  # (a list in a text's place: as good as added)
        _put(node, plain, path, new, columns, alone)
        if added:
            holder = node
            for step in added[:-1]:
                holder = holder[step]
            _restyled(holder[added[-1]], style_place(added), styles())


def _added_part(plain, path: tuple) -> tuple:
    """The path of the key or item that putting a value at `path` adds to `plain` (() if none)."""
    for depth, step in enumerate(path):
        if isinstance(plain, dict) and step in plain or isinstance(plain, list) and isinstance(step, int) \
                and step < len(plain):
            plain = plain[step]
        else:
            return path[: depth + 1]
    return ()


def style_place(path: tuple) -> tuple:
    """A data path as `Styles` names places in a card: a list's positions as `*`."""
    return tuple("*" if isinstance(step, int) else step for step in path)


def new_card_tree(card: SheetCard, sheet_columns: list[Column], columns: list[Column]):
    from ruamel.yaml.comments import CommentedMap

    node, plain = CommentedMap(), {}
    if (ID,) not in card.values:  # (never: the id column is required)
        card.values[(ID,)] = card.id
    for column in sheet_columns:
        value = card.values.get(column.path)
        if value is not None:
            _put(node, plain, column.path, value, columns)
    return node, plain


def _put(node, plain, path: tuple, value, columns: list[Column], alone: list | None = None) -> None:
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    for depth, step in enumerate(path[:-1]):
        following = path[depth + 1]
        if isinstance(step, int):
            while len(plain) <= step:
                plain.append({})
                node.append(CommentedMap())
        elif step not in plain:
            plain_child, node_child = ([], CommentedSeq()) if isinstance(following, int) else ({}, CommentedMap())
            if isinstance(node_child, CommentedMap):
                node_child.fa.set_flow_style()  # a small mapping under a key (an effect) on one line
            _insert(node, plain, path[:depth], step, node_child, plain_child, columns)
        node, plain = node[step], plain[step]
    last = path[-1]
    if isinstance(last, int):  # a clue: the list has its fixed length (a new card's fills up here)
        while len(plain) <= last:
            plain.append(None)
            node.append(None)
        value = _block_ending(value, node[last])
        node[last], plain[last] = _yaml_value(value, node[last]), value
        return
    old = node.get(last)
    value = _block_ending(value, old)
    yaml_value = _yaml_value(value, old)
    if last not in node:
        _insert(node, plain, path[:-1], last, yaml_value, value, columns)
    else:
        _keep_comments_of_list(node, last, yaml_value, [] if alone is None else alone)
        node[last] = yaml_value
        plain[last] = value


def _insert(node, plain, prefix: tuple, key: str, node_value, plain_value, columns: list[Column]) -> None:
    """A new key goes where the model orders it among the keys the mapping has."""
    order = list(dict.fromkeys(c.path[len(prefix)] for c in columns
                               if len(c.path) > len(prefix) and _same_prefix(c.path, prefix)))
    rank = order.index(key) if key in order else len(order)
    position = len(node)
    for i, existing in enumerate(node):
        if existing in order and order.index(existing) > rank:
            position = i
            break
    if position == len(node) and len(node):
        _carry_trailing_comments(node, key)
    node.insert(position, key, node_value)
    plain[key] = plain_value
    keys = list(node)
    reordered = {k: plain[k] for k in keys if k in plain}
    plain.clear()
    plain.update(reordered)


def _carry_trailing_comments(node, key: str) -> None:
    """ruamel keeps the comments and blank lines after a mapping with its last value: a key added
    after it takes them along, so a card's new last key is not written below the gap that
    separates it from the next card. A comment at the end of the old last line stays there."""
    import copy as copying

    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    holder, last = node, list(node)[-1]
    while isinstance(holder[last], (CommentedMap, CommentedSeq)) and len(holder[last]):
        holder = holder[last]
        last = list(holder)[-1] if isinstance(holder, CommentedMap) else len(holder) - 1
    slots = holder.ca.items.get(last)
    where = 2 if isinstance(holder, CommentedMap) else 0
    token = slots[where] if slots else None
    if token is None or "\n" not in token.value:
        return
    keep, rest = token.value.split("\n", 1)
    if not rest:
        return
    moved = copying.copy(token)
    moved.value = "\n" + rest if keep.strip() else token.value
    token.value = keep + "\n"
    if not keep.strip():
        slots[where] = None
    node.ca.items[key] = [None, None, moved, None]


def _same_prefix(path: tuple, prefix: tuple) -> bool:
    return all(a == b or (isinstance(a, int) and isinstance(b, int)) for a, b in zip(path, prefix))


def _delete(node, plain, path: tuple, alone: list) -> None:
    trail = []
    for step in path[:-1]:
        trail.append((node, plain, step))
        node, plain = node[step], plain[step]
    key = path[-1]
    if isinstance(key, int):  # an emptied clue stays in its place, empty: validation says so
        node[key] = plain[key] = None
        return
    # A mapping under a key left empty (an effect with every cell cleared) goes too.
    while trail and isinstance(plain, dict) and list(plain) == [key] and not isinstance(trail[-1][2], int):
        node, plain, key = trail.pop()
    _keep_comments_of_key(node, key, alone)
    del node[key]
    del plain[key]


# --- the comments of removed lines ------------------------------------------------------------
# ruamel keeps the comments after a value with it: at the end of its line, then the blank lines
# and comments down to the next key (a card's last key holds the blank line before the next card
# and a `# --- yellow ---` above it). A value removed or replaced would take them along.


def _keep_comments_of_key(node, key: str, alone: list) -> None:
    """Before `node[key]` is removed: the lines after it stay where they are, held by the key
    before it, and a comment at the end of a removed line stays too, on a line of its own."""
    tokens = _comment_tokens(node, key)
    above = _comments_above(node, key)
    keys = list(node)
    if not (tokens or above) or keys.index(key) == 0:  # (no key before it: the writer's check refuses the edit)
        return
    column = _column(node, key)
    text = "".join(" " * column + line.lstrip() if line.strip() else line
                   for token in above for line in token.value.splitlines(keepends=True))
    text += _lines_after(tokens, column, alone)
    holder, last = _last_value(node, keys[keys.index(key) - 1])
    _append_after(holder, last, text, tokens[0][0] if tokens else above[0])


def _comments_above(node, key) -> list:
    """The comment lines right above `node[key]` that ruamel holds with the key itself (after a
    flow list or a line with no comment of its own: `tags: [flags]`, then `# checked by Ann`):
    removed with the key, they had been lost, and the import refused as unsafe."""
    from ruamel.yaml.comments import CommentedMap

    slots = node.ca.items.get(key) if isinstance(node, CommentedMap) else None
    found = [token for token in (slots[1] if slots and len(slots) > 1 and slots[1] else ()) if token is not None]
    return found if any(token.value.strip() for token in found) else []


def _keep_comments_of_list(node, key: str, new, alone: list) -> None:
    """Before the block list `node[key]` is replaced by `new`: an item kept keeps the comment at
    the end of its line; the others, and the lines after the list, go after the new list."""
    from ruamel.yaml.comments import CommentedSeq

    old = node[key]
    if not isinstance(old, CommentedSeq) or not isinstance(new, CommentedSeq) or not len(new):
        return
    tokens = {i: slots[0] for i, slots in old.ca.items.items() if isinstance(i, int) and slots and slots[0]}
    if not tokens:
        return
    ends: dict[int, object] = {}  # new item -> the old item's token whose line-end comment it keeps
    free = sorted(tokens)
    for j, item in enumerate(new):
        match = next((i for i in free if str(old[i]) == str(item) and tokens[i].value.partition("\n")[0].strip()), None)
        if match is not None:
            free.remove(match)
            ends[j] = tokens[match]
    # An item edited where it stands keeps its comment too (`Apfel  # German` edited to `Äpfel`,
    # another item added after it): an old item no new one equals, at the place of a new item no
    # old one equals.
    equal = {str(old[i]) for i in range(len(old))}
    for j, item in enumerate(new):
        if j not in ends and j in free and str(item) not in equal and tokens[j].value.partition("\n")[0].strip():
            free.remove(j)
            ends[j] = tokens[j]
    kept = {id(token) for token in ends.values()}
    pieces = []
    for i in sorted(tokens):
        if id(tokens[i]) in kept:
            pieces.append(tokens[i].value.partition("\n")[2])
        else:
            pieces.append(_lines_after([(tokens[i], False)], _column(node, key), alone))
    for j in range(len(new)):
        eol = ends[j].value.partition("\n")[0] if j in ends else ""
        text = eol + "\n" + ("".join(pieces) if j == len(new) - 1 else "")
        if text != "\n":
            token = copy.copy(ends.get(j) or next(iter(tokens.values())))
            token.value = text
            new.ca.items[j] = [token, None, None, None]


def _comment_tokens(node, key) -> list:
    """The comments on and after the lines of `node[key]`, in the order of the file, each with
    whether it follows a block text (`_is_block`)."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    found = []
    slots = node.ca.items.get(key)
    where = 2 if isinstance(node, CommentedMap) else 0
    if slots and len(slots) > where and slots[where] is not None:
        found.append((slots[where], _is_block(node[key])))
    value = node[key]
    if isinstance(value, (CommentedMap, CommentedSeq)):
        for child in (list(value) if isinstance(value, CommentedMap) else range(len(value))):
            found += [pair for pair in _comment_tokens(value, child) if all(pair[0] is not t for t, _ in found)]
    return found


def _is_block(value) -> bool:
    """A block text (`>-`, `|`) ends its own last line: the comments after it hold no line end."""
    from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

    return isinstance(value, (FoldedScalarString, LiteralScalarString))


def _lines_after(tokens: list, indent: int, alone: list) -> str:
    """The lines the comment `tokens` hold after their values' lines, each comment at the end of
    such a line put on a line of its own (its place noted in `alone`, for the writer's check)."""
    pieces = []
    for token, after_block in tokens:
        first, _, rest = ("", "", token.value) if after_block else token.value.partition("\n")
        if first.strip():
            pieces.append(" " * indent + first.strip() + "\n")
            if token.start_mark is not None:
                alone.append((token.start_mark.line, token.column))
        pieces.append(rest)
    return "".join(pieces)


def _column(node, key) -> int:
    try:
        return node.lc.key(key)[1]
    except (KeyError, TypeError, AttributeError):
        return 2  # (a card's keys)


def _last_value(node, key):
    """The mapping or list, and its key, whose comments follow the last line of `node[key]`."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    holder, last = node, key
    while (isinstance(holder[last], (CommentedMap, CommentedSeq)) and len(holder[last])
           and not holder[last].fa.flow_style()):  # (a flow list's are its key's, as a text's)
        holder = holder[last]
        last = list(holder)[-1] if isinstance(holder, CommentedMap) else len(holder) - 1
    return holder, last


def _append_after(holder, last, text: str, model) -> None:
    from ruamel.yaml.comments import CommentedMap

    if not text:
        return
    where = 2 if isinstance(holder, CommentedMap) else 0
    slots = holder.ca.items.setdefault(last, [None, None, None, None])
    if slots[where] is None:
        token = copy.copy(model)
        token.value = text if _is_block(holder[last]) else "\n" + text
        slots[where] = token
    else:
        slots[where].value += text


def _block_ending(value, old):
    """A block text keeps the line breaks it ended with, and so its chomping indicator (`|` one,
    `|+` all it kept, `|-` none): a cell holds none, its surrounding whitespace dropped."""
    from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

    if isinstance(old, (LiteralScalarString, FoldedScalarString)) and isinstance(value, str):
        return value.rstrip("\n") + old[len(old.rstrip("\n")):]
    return value


def _yaml_value(value, old):
    """The value as ruamel writes it: quoted where YAML would read it as something other than
    text, in the style the old value had (a quoted text stays quoted, a flow list a flow list);
    a plain or new text with line breaks a literal block (`|-`), as `inplace` writes it."""
    from ruamel.yaml.comments import CommentedSeq
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString, LiteralScalarString, ScalarString

    if isinstance(value, list):
        seq = CommentedSeq(_yaml_value(item, None) for item in value)
        if not isinstance(old, CommentedSeq) or old.fa.flow_style():
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, int):
        return str(value)  # fmt's writer reads every plain scalar as text: written as text, it is plain `4`
    if _is_block(old) and _block_misreads(value):
        return DoubleQuotedScalarString(value)
    if isinstance(old, ScalarString):
        text = type(old)(value)
        if getattr(old, "fold_pos", None):  # (a folded text keeps its line breaks: `moved_folds`)
            text.fold_pos = moved_folds(str(old), old.fold_pos, value)
        return text
    if literal_holds(value):
        return LiteralScalarString(value)
    if reads_as_other_than_text(value):
        return DoubleQuotedScalarString(value)
    return value


def _block_misreads(value) -> bool:
    """Whether a block text would not read back as `value`: YAML reads a CR, NEL, or line or
    paragraph separator (U+2028, U+2029) in a block as a line break, where a double-quoted text
    writes them as escapes (`\\L`), as a plain one edited so is written."""
    return isinstance(value, str) and any(ch in value for ch in "\r\x85\u2028\u2029")


def styled(node, styles: Styles, path: tuple = ()) -> None:
    """Set each list and mapping inside a new card's round-trip tree in the style `styles` gives
    its place (a list's positions as `*`), leaving those it says nothing of as they are."""
    from ruamel.yaml.comments import CommentedMap

    children = node.items() if isinstance(node, CommentedMap) else (("*", item) for item in node)
    for step, child in children:
        _restyled(child, (*path, step), styles)


def _restyled(node, place: tuple, styles: Styles) -> None:
    """`node`, a value at `place` in a card, and the lists and mappings inside it, in `styles`."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    if not isinstance(node, (CommentedMap, CommentedSeq)):
        return
    texts = isinstance(node, CommentedSeq) and not any(isinstance(item, (CommentedMap, CommentedSeq)) for item in node)
    flow = styles.flow(place, texts)
    if flow is not None:
        node.fa.set_flow_style() if flow else node.fa.set_block_style()
    styled(node, styles, place)


def value_of(data, path: tuple):
    for step in path:
        if isinstance(data, dict) and step in data or isinstance(data, list) and isinstance(step, int) and step < len(data):
            data = data[step]
        else:
            return None
    return data
