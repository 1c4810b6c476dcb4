"""A Plural-Forms expression worked out for n = 0 to 1,000, as `msgfmt -c` does before it accepts a
catalog: each n must give a form from 0 to nplurals - 1, and no n may divide by zero. A program
reading the compiled catalog would otherwise look up a translation that is not there, or stop.

The expression (of at most limits.MAX_PLURAL_EXPRESSION characters, already held to the grammar)
is made a tree without recursion, and each node of it worked out for all the n at once, children
first: some 500 nodes at most, each a list of 1,001 numbers. GNU gettext computes in C's unsigned
long, so every number here is taken modulo 2**64, and a result of 2**63 or more is a negative one
to it. `&&`, `||` and `?:` do not work out the side they skip: a division by zero there does not
count, so each node also knows for which n it is reached.
"""

from __future__ import annotations

import re
from functools import lru_cache

LAST_N = 1_000  # msgfmt -c tries n = 0 to 1,000 (tried: a value past nplurals at 1,001 passes)
_WORD = (1 << 64) - 1
_NEGATIVE = 1 << 63
_EVERY_N = int.from_bytes(bytes([1]) * (LAST_N + 1), "little")  # a set of n: byte n is 1 when n is in it

# gettext's precedence (plural.y), loosest first; `!` binds tightest, `?:` loosest and to the right.
_BINDS = {"||": 2, "&&": 3, "==": 4, "!=": 4, "<": 5, ">": 5, "<=": 5, ">=": 5,
          "+": 6, "-": 6, "*": 7, "/": 7, "%": 7}
_OPEN = ("(", "?", ":")  # what a binary operator does not pop off the stack
_TOKEN = re.compile(r"\s*(n|[0-9]+|\|\||&&|==|!=|<=|>=|[-+*/%<>?:!()])")

_APPLY = {
    "+": lambda a, b: [(x + y) & _WORD for x, y in zip(a, b)],
    "-": lambda a, b: [(x - y) & _WORD for x, y in zip(a, b)],
    "*": lambda a, b: [(x * y) & _WORD for x, y in zip(a, b)],
    "/": lambda a, b: [x // y if y else 0 for x, y in zip(a, b)],
    "%": lambda a, b: [x % y if y else 0 for x, y in zip(a, b)],
    "==": lambda a, b: [int(x == y) for x, y in zip(a, b)],
    "!=": lambda a, b: [int(x != y) for x, y in zip(a, b)],
    "<": lambda a, b: [int(x < y) for x, y in zip(a, b)],
    ">": lambda a, b: [int(x > y) for x, y in zip(a, b)],
    "<=": lambda a, b: [int(x <= y) for x, y in zip(a, b)],
    ">=": lambda a, b: [int(x >= y) for x, y in zip(a, b)],
    "&&": lambda a, b: [int(bool(x and y)) for x, y in zip(a, b)],
    "||": lambda a, b: [int(bool(x or y)) for x, y in zip(a, b)],
}


def _tree(expression: str) -> list[tuple]:
    """The expression's nodes, each after its children (the root last): ("n",), ("#", value),
    ("!", a), (operator, a, b) or ("?", condition, then, else), children by index. Shunting-yard:
    no recursion however deep the parentheses."""
    nodes: list[tuple] = []
    done: list[int] = []  # the nodes made and not yet an operand of another
    waiting: list[str] = []

    def make(operator: str) -> None:
        if operator == "!":
            node: tuple = ("!", done.pop())
        elif operator == ":":  # (a `?` whose `:` came: the three parts are made)
            otherwise, then = done.pop(), done.pop()
            node = ("?", done.pop(), then, otherwise)
        else:
            right = done.pop()
            node = (operator, done.pop(), right)
        nodes.append(node)
        done.append(len(nodes) - 1)

    for token in _TOKEN.findall(expression):
        if token == "n" or token[0].isdigit():
            nodes.append(("n",) if token == "n" else ("#", int(token) & _WORD))  # (C's number wraps too)
            done.append(len(nodes) - 1)
        elif token in ("(", "!"):
            waiting.append(token)
        elif token == ")":
            while waiting[-1] != "(":
                make(waiting.pop())
            waiting.pop()
        elif token == "?":
            while waiting and waiting[-1] not in _OPEN:
                make(waiting.pop())
            waiting.append("?")
        elif token == ":":
            while waiting[-1] != "?":
                make(waiting.pop())
            waiting[-1] = ":"
        else:
            while waiting and waiting[-1] not in _OPEN and (waiting[-1] == "!" or _BINDS[waiting[-1]] >= _BINDS[token]):
                make(waiting.pop())
            waiting.append(token)
    while waiting:
        make(waiting.pop())
    return nodes


def _set(flags) -> int:
    """The n whose flag is true, as a set (`_EVERY_N`'s form)."""
    return int.from_bytes(bytes(map(bool, flags)), "little")


def _first(ns: int) -> int:
    return ((ns & -ns).bit_length() - 1) // 8


@lru_cache(maxsize=64)  # (a deck's catalogs mostly share their languages' expressions)
def evaluation_problem(expression: str, nplurals: int) -> str | None:
    """What is wrong with the values of `expression` (one gettext parses) for n = 0 to LAST_N, in
    plain words, as msgfmt -c finds it at the first n that goes wrong; None when every n gives a
    form from 0 to nplurals - 1."""
    nodes = _tree(expression)
    values: list[list[int]] = []
    divides_by_zero: dict[int, int] = {}  # node -> the n for which its divisor is 0
    for index, node in enumerate(nodes):
        kind = node[0]
        if kind == "n":
            values.append(list(range(LAST_N + 1)))
        elif kind == "#":
            values.append([node[1]] * (LAST_N + 1))
        elif kind == "!":
            values.append([int(not x) for x in values[node[1]]])
        elif len(node) == 4:
            values.append([then if condition else otherwise for condition, then, otherwise
                           in zip(values[node[1]], values[node[2]], values[node[3]])])
        else:
            if kind in ("/", "%") and 0 in values[node[2]]:
                divides_by_zero[index] = _set(x == 0 for x in values[node[2]])
            values.append(_APPLY[kind](values[node[1]], values[node[2]]))
    # The n each node is worked out for, parents first: what `&&`, `||` and `?:` skip is not.
    reached = [0] * len(nodes)
    reached[-1] = _EVERY_N
    for index in range(len(nodes) - 1, -1, -1):
        node, ns = nodes[index], reached[index]
        if node[0] in ("n", "#"):
            continue
        for child in node[1:]:
            reached[child] = ns
        if node[0] in ("&&", "||", "?"):
            true = _set(values[node[1]])
            if node[0] == "&&":
                reached[node[2]] = ns & true
            elif node[0] == "||":
                reached[node[2]] = ns & ~true
            else:
                reached[node[2]], reached[node[3]] = ns & true, ns & ~true
    zero = [_first(ns & reached[index]) for index, ns in divides_by_zero.items() if ns & reached[index]]
    result = values[-1]
    wrong = next((n for n, value in enumerate(result) if value >= nplurals), None)
    if zero and (wrong is None or min(zero) <= wrong):  # (at the same n it stops dividing, before a value)
        return f"it divides by zero for n = {min(zero)}"
    if wrong is None:
        return None
    forms = f"with nplurals={nplurals} a form is 0" + (f" to {nplurals - 1}" if nplurals > 1 else "")
    if result[wrong] >= _NEGATIVE:
        return f"it gives a negative number for n = {wrong} ({forms})"
    return f"it gives {result[wrong]} for n = {wrong}: {forms}"
