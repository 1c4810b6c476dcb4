"""Spreadsheets in and out: a deck as one row per card (XLSX or CSV), and a sheet merged back.

- `columns`: the columns of a game, derived from its card model;
- `cells`: a sheet cell's value to a card value and back (what spreadsheets do to values);
- `coercion`: a cell that holds a card's text as a spreadsheet rewrote it (`1.10` read as 1.1);
- `xlsx`, `csvfile`: reading and writing each format (rows of cells that know their place);
- `export`: a deck's sources to a sheet, each row with the record of what it was exported from
  (`provenance`, and `revision`: the deck's git commit, read without running anything);
- `merge`: a sheet's rows into the YAML sources, validated as a whole before anything is written;
  `threeway`: each row merged with its card and its record, so later YAML changes are kept.
"""
