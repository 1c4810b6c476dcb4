"""ruamel.yaml's round-trip scanner, joining a run of comment lines in time linear in its length.

After a value (`value: 1` or `value: 1  # note`), ruamel's `RoundTripScanner.get_token` takes
every comment line that follows into one comment token, adding each to the text gathered so far
(`c.value = c.value + ...`): a copy of the whole run for each line, so time quadratic in the run.
A card followed by 160,000 lines of `  # c` (960 KB) took `fmt --check` 34 s, 7.8 MB over
10 minutes. This scanner is ruamel's with only that changed: the pieces are gathered in a list
and joined once, so the comment token is the same text (tests/io/test_comment_scanner.py holds
it to ruamel's for every kind of place a comment can be).

Everything that round-trips a deck file goes through it (deckctl/io/rewrite.py: `fmt`, `lint
--fix`, `import sheet`, `new card`).
"""

from __future__ import annotations

from typing import Any

from ruamel.yaml import tokens
from ruamel.yaml.scanner import RoundTripScanner

_POST_COMMENT_HOLDERS = (tokens.ScalarToken, tokens.ValueToken, tokens.FlowSequenceEndToken,
                         tokens.FlowMappingEndToken)


class LinearCommentScanner(RoundTripScanner):
    def get_token(self) -> Any:
        # (ruamel.yaml 0.19's RoundTripScanner.get_token, the comment lines joined once)
        while self.need_more_tokens():
            self.fetch_more_tokens()
        self._gather_comments()
        if not self.tokens:
            return None
        first = self.tokens[0]
        if len(self.tokens) > 1 and isinstance(self.tokens[1], tokens.CommentToken):
            comment = self.tokens[1]
            if isinstance(first, _POST_COMMENT_HOLDERS) and first.end_mark.line == comment.start_mark.line:
                # a comment at the end of the value's line, and the comment lines after it
                self._take_comment()
                self._join_following(comment, [comment.value])
                first.add_post_comment(comment)
            elif isinstance(first, tokens.ScalarToken) and first.end_mark.line != comment.start_mark.line:
                # comment lines after a value, below it
                self._take_comment()
                head = "\n" * (comment.start_mark.line - first.end_mark.line) + " " * comment.start_mark.column
                first.add_post_comment(comment)
                self._join_following(comment, [head, comment.value])
        self.tokens_taken += 1
        return self.tokens.pop(0)

    def _take_comment(self) -> None:
        self.tokens_taken += 1
        self.tokens.pop(1)

    def _join_following(self, comment: tokens.CommentToken, pieces: list[str]) -> None:
        """Add to `comment` every comment token that follows it, each at its column."""
        self.fetch_more_tokens()
        while len(self.tokens) > 1 and isinstance(self.tokens[1], tokens.CommentToken):
            self.tokens_taken += 1
            following = self.tokens.pop(1)
            pieces += (" " * following.start_mark.column, following.value)
            self.fetch_more_tokens()
        comment.value = "".join(pieces)
