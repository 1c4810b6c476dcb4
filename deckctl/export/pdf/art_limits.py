"""What an art file may ask of deckctl (`print: {back_art, logo}`), and the error when it asks more.

Art comes from the deck's repository, so from whoever sent the pull request or the files to the
print shop. Each limit is checked from what is cheap to read (a raster's header, the SVG's element
tree, the PDF's object graph) before the costly work (decoding pixels, svglib's drawing, copying
the page), and each refusal is a located error at the art's key in deck.yaml. Together they keep
any art file of at most 10 MB within 512 MB and seconds of work.
"""

from __future__ import annotations

# -- raster (PNG, JPEG; and images embedded in SVG or PDF art, a PDF's inline images too) ------
# 300 dpi on a tarot card back with its bleed (76 x 126 mm) is 898 x 1488 px, 1.3 megapixels; a
# 3,000 x 4,000 px image leaves nine times that of headroom (600 dpi on the largest card). A pixel
# costs up to about 35 bytes while the art is flattened and separated into CMYK for PDF/X (RGBA,
# RGB, CMYK and 32-bit channel copies): this keeps that near 450 MB.
MAX_RASTER_PIXELS = 12_000_000
# The decoded image itself: four bytes a pixel (RGBA, CMYK) at the pixel limit (48 MB). Pillow decodes
# into exactly this, so it bounds what a small compressed file can unpack into.
MAX_RASTER_BYTES = MAX_RASTER_PIXELS * 4
# Scans in a JPEG (its SOS markers), counted before it is decoded: libjpeg decodes each scan over
# the whole image, so a scan header of ten bytes repeated costs most of a millisecond a copy at
# the pixel limit, whatever its data. A progressive JPEG has 10 scans (18 in CMYK), a baseline one
# 1 to 4; libjpeg-turbo's TurboJPEG API refuses more than 500 when asked to (TJFLAG_LIMITSCANS),
# and its djpeg and jpegtran take a limit (-maxscans). 100 empty scans decode in 0.2 s.
MAX_JPEG_SCANS = 100

# -- SVG --------------------------------------------------------------------------------------
# The file read into lxml's tree (about ten times its size in memory). A detailed vector logo is
# well under 1 MB; this leaves room for an embedded photo, which libxml2 caps at 10 MB anyway.
MAX_SVG_BYTES = 16 * 1024 * 1024
# Elements drawn, counting each `<use>` (or internal `<image>` reference, or clip path) as the
# elements it repeats, so nested `<use>` multiply. svglib converts about a thousand elements a
# second and reportlab draws about as many: 10,000 stay within seconds, ample for a logo or back
# pattern; more detailed art prints the same from PDF, which is copied without redrawing.
MAX_SVG_ELEMENTS = 10_000
# Characters of path data (`d`, `points`) and text, counted as often as `<use>` repeats them: svglib
# parses about a million path commands (7 MB) in ten seconds; 2 MB of drawing is hours of work in
# a drawing program.
MAX_SVG_DRAWING_CHARS = 2_000_000
# Attributes of one element (namespace declarations aside): Inkscape's page settings
# (`sodipodi:namedview`) have about 25, a shape a dozen. lxml fetches an attribute's value by its
# name, so listing an element's values costs the square of their number, and svglib lists them for
# every element it draws: 100,000 on one element took minutes. 100 keep each listing a few
# thousand steps.
MAX_SVG_ATTRIBUTES = 100
# Elements nested in elements (with `<use>` adding its target's depth): svglib draws them by
# recursion, several Python frames a level; drawing programs nest groups a dozen levels deep.
MAX_SVG_DEPTH = 64
# The art's size in points (width, height): the largest page PDF allows is 200 inches (14,400 pt);
# below a point, the art is too small to be meant (and scaling it to the card would blow every
# number in it up).
MAX_ART_POINTS = 14_400.0
MIN_ART_POINTS = 1.0
# Any coordinate, length or transform number in the SVG or the drawing made of it: a viewBox in a
# CAD program's units reaches thousands; reportlab cannot write numbers past about 1e30.
MAX_SVG_NUMBER = 1_000_000.0
# How much a transform may shrink and enlarge, each transform in the SVG and all those a shape is
# drawn through multiplied together (its viewBox's among them): in its narrowest direction (the
# least singular value of the matrix) it keeps at least MIN_SVG_SCALE of a length, and of the
# most it enlarges in another direction when that is above 1; in its widest it enlarges at most
# MAX_SVG_SCALE times. A singular transform (`scale(0)`, `matrix(1 2 2 4 0 0)`) squashes the
# shape flat: reportlab divides by its determinant, and a PDF viewer or RIP may stop on it.
# reportlab writes a number with at most six decimals, or seven digits, so a matrix squashed
# further is written as a singular one. Drawing programs scale by 0.01 to 100 (Inkscape's px to
# mm is 0.26); a CAD drawing's viewBox rarely by less than 0.001.
MIN_SVG_SCALE = 1e-5
MAX_SVG_SCALE = 1_000_000.0

# Pixels of the pictures an SVG embeds, in all (each as often as `<use>` repeats it): less than a
# raster art file, since svglib keeps its own decoded copy and the transparency is kept as a soft
# mask beside the colour, some 45 bytes a pixel in a PDF/X-4 export.
MAX_SVG_IMAGE_PIXELS = 8_000_000

# -- what vector art (SVG or PDF) draws ------------------------------------------------------------
# Dashes a dashed line is drawn as, in all of one art file (each form or <use> as often as it is
# placed): a viewer or RIP draws each dash as a shape of its own, every time the art is placed (nine
# times on a sheet of backs). poppler draws 100,000 dashes at 300 dpi in 0.3 s and 130 MB, a million
# in 3.3 s and 1.2 GB; a 300-byte SVG of `stroke-dasharray="0.0002"` took it 33 s and 1.5 GB a sheet.
# A dotted border round a poker card, a dot every 0.5 mm, is 650 dashes.
MAX_ART_DASHES = 100_000
# A dash and its gap (the pattern's length over its dashes) as the art prints: shorter, the printer
# cannot draw them apart (the line prints grey) and each costs a viewer a shape of its own.
MIN_DASH_MM = 0.2
# Path segments (lines, curves, a rectangle's sides) drawn, in all, each form placed counted as
# often as it is placed: page content alone reaches about 350,000 within MAX_PDF_CONTENT_BYTES, and
# SVG path data about as many within MAX_SVG_DRAWING_CHARS; forms that place forms multiply theirs.
MAX_ART_SEGMENTS = 500_000
# Cells of a PDF tiling pattern drawn, in all: each shape a pattern fills (its bounding box) over the
# pattern's cell (its steps, through its matrix), each form placed counted as often as it is placed.
# poppler draws 5.6 million cells (a 0.1 pt pattern over a 200 x 280 pt page) in 1.8 s a copy, and
# fails on smaller ones; a pattern swatch of 5 mm cells over a tarot back is 400.
MAX_ART_TILES = 100_000
# How many times over vector art paints its own area, in all: the bounding box of each shape, clip
# path, image and shading over the art's size, each form placed counted as often as it is placed.
# poppler paints a page-size fill at 300 dpi in about 5 ms: 10,000 of them (270 bytes of PDF
# content compressed) took it 53 s a copy. A drawing's layers cover it a few times over.
MAX_ART_COVERAGE = 100
# A shape drawn through clip paths (other than rectangles) costs, for each of them, about a tenth of
# painting it again: 100 clip paths then 100 page-size fills took poppler 2.7 s a copy, 300 and 300
# 16.5 s, where 100 fills alone take 0.5 s.
CLIPS_PER_PAINT = 10

# -- PDF --------------------------------------------------------------------------------------
# Art is one picture: the page that is copied. More pages are a document, not art.
MAX_PDF_PAGES = 1
# Objects the copied page reaches (its content, resources, fonts, images, forms): a detailed
# illustration has a few thousand; walking each costs microseconds.
MAX_PDF_OBJECTS = 50_000
# Dictionaries and arrays nested in each other along any path from the page: each form drawn in a
# form adds three, and drawing programs nest forms about ten deep; checks that walk the page
# recurse once a level, far below Python's limit of 1,000.
MAX_PDF_DEPTH = 100
# Decompressed bytes of all the page's streams together: a 3,000 x 4,000 CMYK image is 48 MB; an
# image filter (JPEG, JPEG 2000) is not decoded here, its pixels are bounded by MAX_RASTER_PIXELS.
MAX_PDF_DECODED_BYTES = 256 * 1024 * 1024
# Decompressed bytes of page content (the drawing operators of the page, its forms, tiling patterns
# and Type 3 glyphs), which deckctl parses (pikepdf) to check colours, fonts, line widths and
# inline images (each form once), at about a quarter of a kilobyte of memory and a few
# microseconds an operator kept: at most a million operators, some 250 MB and seconds; a detailed
# vector card back has a few hundred kilobytes.
MAX_PDF_CONTENT_BYTES = 2 * 1024 * 1024
# Steps (numbers and operators) of a PostScript calculator function (FunctionType 4), which a viewer
# runs for every colour it works out: a tint transform of a spot colour has a dozen or two. Those of
# a function-based shading (ShadingType 1) run at every pixel it covers: poppler drew a page-size
# one of 406 steps in 3.9 s a copy (4,006 steps in 12 KB: 24 s), of 38 steps in 0.6 s.
MAX_PS_FUNCTION_STEPS = 200
MAX_PS_SHADING_STEPS = 50
# Points of mesh shadings (ShadingType 4 to 7, gradient meshes: a triangle has 3, a patch 12 or
# 16, fewer when it shares an edge), counted from their decoded data: a viewer shades each triangle
# and cuts each patch into many. 10,000 page-size triangles (30,000 points in a 1.5 KB file) took
# poppler 20 s a copy; a 20 x 20 gradient mesh has about 5,000 points.
MAX_MESH_POINTS = 10_000


class ArtProblem(Exception):
    """A file that cannot be used; the message says why, the hint (when given) what to do."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint


def megapixels(pixels: int) -> str:
    return f"{pixels / 1_000_000:.1f}".removesuffix(".0")


__all__ = ["CLIPS_PER_PAINT", "MAX_ART_COVERAGE", "MAX_ART_DASHES", "MAX_ART_POINTS", "MAX_ART_SEGMENTS", "MAX_ART_TILES", "MIN_DASH_MM", "MAX_JPEG_SCANS", "MAX_PDF_CONTENT_BYTES", "MAX_PDF_DECODED_BYTES", "MAX_PDF_DEPTH", "MAX_PDF_OBJECTS",
           "MAX_MESH_POINTS", "MAX_PDF_PAGES", "MAX_PS_FUNCTION_STEPS", "MAX_PS_SHADING_STEPS", "MAX_RASTER_BYTES", "MAX_RASTER_PIXELS", "MAX_SVG_ATTRIBUTES", "MAX_SVG_BYTES", "MAX_SVG_DEPTH",
           "MAX_SVG_DRAWING_CHARS", "MAX_SVG_ELEMENTS", "MAX_SVG_IMAGE_PIXELS", "MAX_SVG_NUMBER", "MAX_SVG_SCALE", "MIN_ART_POINTS", "MIN_SVG_SCALE", "ArtProblem",
           "megapixels"]
