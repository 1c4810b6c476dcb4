"""`deckctl export images` and `print: images` in build: one image per card side for
print-on-demand services, at the presets' exact pixel sizes, named in deck order, marked sRGB,
listed in manifest.csv, the same bytes every time. One small deck is exported once per module."""

from __future__ import annotations

import csv
import hashlib
import io
import shutil
from pathlib import Path

import pytest
from deckfactory import MANIFESTS, VALID_CARDS, write_deck
from PIL import Image, ImageCms

from deckctl.build.cache import load_manifest

CARDS = VALID_CARDS["iknow"] + (
    "- id: works-001\n  category: works\n  question: Which book is this?\n"
    "  clues: [A whale., A captain., A ship called the Pequod.]\n  answer: Moby-Dick\n"
    "- id: world-001\n  category: world\n  question: Which river is this?\n"
    "  clues: [It is long., It flows north., It ends in the Mediterranean.]\n  answer: The Nile\n")
IDS = ["people-001", "works-001", "world-001"]
# The presets' trim sizes in inches plus 1/8 in of bleed a side, at 300 dpi.
PRESET_PIXELS = {"poker": (825, 1125), "bridge": (750, 1125), "tarot": (900, 1500), "square": (825, 825),
                 "mini": (600, 825)}


class Runner:
    def __init__(self, cache: Path):
        from typer.testing import CliRunner

        self.runner, self.cache = CliRunner(), cache

    def __call__(self, *args):
        from deckctl.cli.app import app

        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("DECKCTL_CACHE_DIR", str(self.cache))
            result = self.runner.invoke(app, [str(a) for a in args], catch_exceptions=True)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        return result


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> Runner:
    return Runner(tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="module")
def deck(tmp_path_factory) -> Path:
    return write_deck(tmp_path_factory.mktemp("decks"), "iknow", CARDS)


@pytest.fixture(scope="module")
def poker(run, deck, tmp_path_factory) -> Path:
    """The deck as poker-preset PNGs at the default 300 dpi, on two processes."""
    out = tmp_path_factory.mktemp("poker") / "images"
    result = run("export", "images", deck, "--out", out, "--preset", "poker", "--jobs", "2")
    assert result.exit_code == 0, result.output
    assert f"wrote 6 images (825 x 1125 px, 300 dpi, png) and manifest.csv to {out}" in result.stderr
    return out


def rows(folder: Path) -> list[dict]:
    return list(csv.DictReader(io.StringIO((folder / "manifest.csv").read_text(encoding="utf-8"))))


def test_one_png_per_side_in_deck_order_at_the_presets_size_listed_in_the_manifest(poker):
    names = [f"{n:03d}-{side}.png" for n in (1, 2, 3) for side in ("front", "back")]
    assert sorted(p.name for p in poker.iterdir()) == sorted([*names, "manifest.csv"])
    listed = rows(poker)
    assert [row["file"] for row in listed] == names
    assert [(row["card"], row["side"]) for row in listed] == [(i, s) for i in IDS for s in ("front", "back")]
    for row in listed:
        data = (poker / row["file"]).read_bytes()
        assert row["sha256"] == hashlib.sha256(data).hexdigest()
        assert (row["language"], row["width"], row["height"], row["dpi"]) == ("en", "825", "1125", "300")
        with Image.open(io.BytesIO(data)) as image:
            assert (image.format, image.mode, image.size) == ("PNG", "RGB", (825, 1125))
            assert image.info["srgb"] == 0  # the sRGB chunk, perceptual
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_the_bleed_is_drawn_and_fronts_differ_from_backs(poker):
    with Image.open(poker / "001-front.png") as front, Image.open(poker / "001-back.png") as back:
        # iKNOW's category band runs into the bleed: the top row is the band's colour, not paper white
        assert front.getpixel((412, 0)) != (255, 255, 255)
        assert front.getpixel((0, 0)) == front.getpixel((412, 18))
        assert front.tobytes() != back.tobytes()


def test_the_same_deck_gives_the_same_bytes_on_one_process_and_from_a_cmyk_print_section(run, deck, poker,
                                                                                        tmp_path):
    again = write_deck(tmp_path, "iknow", CARDS, MANIFESTS["iknow"] + "print:\n  pdfx: 1a\n")
    out = tmp_path / "again"
    assert run("export", "images", again, "--out", out, "--preset", "poker", "-j", "1").exit_code == 0
    assert {p.name: p.read_bytes() for p in out.iterdir()} == {p.name: p.read_bytes() for p in poker.iterdir()}


@pytest.mark.parametrize("preset", ["bridge", "tarot", "square", "mini"])
def test_every_preset_has_its_exact_pixel_size(run, deck, tmp_path, preset):
    result = run("export", "images", deck, "--out", tmp_path, "--preset", preset, "-j", "1")
    assert result.exit_code == 0, result.output
    assert {(row["width"], row["height"]) for row in rows(tmp_path)} == {tuple(map(str, PRESET_PIXELS[preset]))}
    with Image.open(tmp_path / "003-back.png") as image:
        assert image.size == PRESET_PIXELS[preset]


def test_jpeg_carries_the_srgb_profile_and_replaces_the_pngs_it_follows(run, deck, poker, tmp_path):
    out = tmp_path / "images"
    shutil.copytree(poker, out)
    (out / "notes.txt").write_text("mine")
    result = run("export", "images", deck, "--out", out, "--image-format", "jpeg", "--dpi", "150", "-j", "1")
    assert result.exit_code == 0, result.output
    names = {p.name for p in out.iterdir()}
    assert names == {f"{n:03d}-{side}.jpg" for n in (1, 2, 3) for side in ("front", "back")} | {
        "manifest.csv", "notes.txt"}  # the PNGs are gone, what is not an image of deckctl's stays
    assert [row["file"] for row in rows(out)][:2] == ["001-front.jpg", "001-back.jpg"]
    with Image.open(out / "002-front.jpg") as image:
        assert image.format == "JPEG" and image.info["dpi"] == (150, 150)
        assert image.size == (408, 556)  # 69 x 94 mm (poker and 3 mm bleed) at 150 dpi, rounded up
        profile = ImageCms.ImageCmsProfile(io.BytesIO(image.info["icc_profile"]))
        assert "sRGB" in ImageCms.getProfileDescription(profile)


@pytest.mark.parametrize("args, message", [
    (("--dpi", "5000"), "--dpi must be from 72 to 1,200"),
    (("--preset", "poker", "--card-size", "bridge"), "either --preset or --card-size"),
    (("--card-size", "250x250", "--dpi", "1200"), "an image may have at most 64 million"),
    (("--preset", "jumbo"), "--preset takes poker, bridge, tarot, square, mini"),
])
def test_usage_errors_are_refused_before_any_work(run, deck, tmp_path, args, message):
    result = run("export", "images", deck, "--out", tmp_path / "out", *args)
    assert result.exit_code == 2 and message in result.stderr, result.output
    assert not (tmp_path / "out").exists()


def test_build_writes_the_images_the_print_section_asks_for_incrementally(run, tmp_path):
    deck = write_deck(tmp_path, "iknow", CARDS, MANIFESTS["iknow"] + "print:\n  images: {preset: mini, dpi: 72}\n")
    out = tmp_path / "build"
    first = run("build", deck, "--out", out)
    assert first.exit_code == 0, first.output
    assert "bundle.json, cards.pdf, images/" in first.stdout
    images = out / "test-deck" / "en" / "images"
    recorded = load_manifest(out, tmp_path).claims()
    assert len([path for path in recorded if "/images/" in path]) == 7  # six images and manifest.csv
    assert {(row["width"], row["height"]) for row in rows(images)} == {("144", "198")}
    before = {p.name: p.stat().st_mtime_ns for p in images.iterdir()}

    second = run("build", deck, "--out", out)
    assert "up to date" in second.stdout
    assert {p.name: p.stat().st_mtime_ns for p in images.iterdir()} == before

    (deck / "deck.yaml").write_text(MANIFESTS["iknow"] + "print:\n  images: {preset: mini, dpi: 72, format: jpeg}\n")
    assert run("build", deck, "--out", out).exit_code == 0
    assert sorted(p.suffix for p in images.iterdir()) == [".csv"] + [".jpg"] * 6

    (deck / "deck.yaml").write_text(MANIFESTS["iknow"])
    assert run("build", deck, "--out", out).exit_code == 0
    assert not images.exists()
    assert not [path for path in load_manifest(out, tmp_path).claims() if "/images/" in path]
