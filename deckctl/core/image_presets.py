"""The print-on-demand sizes and the highest resolution of `deckctl export images`, apart from the
deck.yaml model that holds them to these (core/manifest.py): the command line names them in its
options without importing pydantic, which `--help`, `diff --textconv` and the merge driver never need."""

from __future__ import annotations

# Print-on-demand card sizes (inches in deckctl/export/images.py).
IMAGE_PRESETS = ("poker", "bridge", "tarot", "square", "mini")
MAX_IMAGE_DPI = 1200
