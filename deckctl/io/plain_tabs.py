"""Plain texts holding a tab, written double-quoted before ruamel.yaml reads a deck file.

YAML lets a plain (unquoted) text hold a tab between its words, and libyaml, which `validate`
reads every deck file with, takes it so (`front: the disc<TAB>on the flag`; lint's `whitespace`
warns of it). ruamel.yaml's scanner, which `fmt`, `lint --fix` and `import sheet` read a file
with to keep its comments, ends the text at the tab and then stops on it ("found character '\\t'
that cannot start any token"): a valid deck had failed `fmt --check` with an `fmt-unsafe` error
asking for a bug report, and `lint --fix` and `import sheet` could not write it. So the texts of
one line that hold a tab are handed to ruamel double-quoted (`"the disc\\ton the flag"`), the same
value, as fmt writes a tab anyway; a plain text over several lines is left as it is.
"""

from __future__ import annotations


def tabs_quoted(text: str) -> str:
    """`text` (a deck file as rewrite loads it) with each plain text of one line that holds a tab
    double-quoted, its value unchanged; `text` itself where there is none, or libyaml cannot
    scan it (the round trip then says why it cannot read the file)."""
    if "\t" not in text:
        return text
    import yaml

    found = []
    try:
        for token in yaml.scan(text, Loader=yaml.CSafeLoader):
            if (isinstance(token, yaml.ScalarToken) and token.plain and "\t" in token.value
                    and token.start_mark.line == token.end_mark.line):
                found.append((token.start_mark.index, token.end_mark.index, token.value))
    except yaml.YAMLError:
        return text
    for start, end, value in reversed(found):
        text = text[:start] + _double_quoted(value) + text[end:]
    return text


def _double_quoted(value: str) -> str:
    """`value` as a double-quoted YAML text (a plain text holds no control character but a tab)."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t") + '"'
