"""`deckctl export images`: card images for print-on-demand services (deckctl/export/images.py)."""

from __future__ import annotations

from pathlib import Path

import typer

from deckctl.cli.pdf import card_size_option
from deckctl.cli.common import (
    FORMAT_OPTION,
    Format,
    default_build_outside_decks,
    given_out_outside_decks,
    environment_error,
    jobs_option,
    language,
    print_diagnostics,
    say,
    usage_error,
)
from deckctl.core import exit_codes
from deckctl.core.image_presets import IMAGE_PRESETS, MAX_IMAGE_DPI

PRESET_HELP = ("A print-on-demand size with 1/8 in bleed: poker (2.5x3.5 in), bridge (2.25x3.5), tarot (2.75x4.75), "
               "square (2.5x2.5) or mini (1.75x2.5); it sets the card size and bleed (default: the deck's "
               "print: images preset, else the deck's card size and bleed).")


def export_images_command(
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    out: Path = typer.Option(None, "--out", "-o", metavar="DIR",
                             help="Folder for the images and manifest.csv (default: build/<deck>/<lang>/images)."),
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language,
                             help="Language to print (default: the deck's)."),
    preset: str = typer.Option(None, "--preset", metavar="|".join(IMAGE_PRESETS), help=PRESET_HELP),
    dpi: int = typer.Option(None, "--dpi", min=72, max=MAX_IMAGE_DPI, metavar="N",
                            help=f"Pixels per inch, 72 to {MAX_IMAGE_DPI} (default: the deck's, else 300)."),
    image_format: str = typer.Option(None, "--image-format", metavar="png|jpeg",
                                     help="png, or jpeg at quality 95 (default: the deck's, else png)."),
    card_size: str = card_size_option("Card size without a preset, as for export pdf (default: the deck's, else poker)."),
    bleed: float = typer.Option(None, "--bleed", metavar="MM",
                                help="Bleed in mm without a preset (default: the deck's, else 3)."),
    jobs: int = jobs_option("Processes to render on", "; the images are the same whatever N is"),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Write one image per card side, with its bleed, for print-on-demand services."""
    from deckctl.cli.pdf import (
        BUILD,
        _art_warnings,
        _language,
        _one_deck,
        _options,
        _Progress,
        _refusals,
        check_writable,
    )
    from deckctl.core.workers import default_jobs
    from deckctl.export.images import (
        MANIFEST_NAME,
        check_preset,
        check_size,
        image_count,
        preset_mm,
        print_options,
        resolve_images,
        write_images,
    )
    from deckctl.export.pdf import OptionError
    from deckctl.export.pdf.game_sizes import CardTooSmall

    if image_format is not None and image_format.lower() not in ("png", "jpeg", "jpg"):
        raise usage_error(f"--image-format takes png or jpeg, not `{image_format}`")
    image_format = {"jpg": "jpeg"}.get(image_format.lower(), image_format.lower()) if image_format else None
    if preset is not None and preset.lower() not in IMAGE_PRESETS:
        raise usage_error(f"--preset takes {', '.join(IMAGE_PRESETS)}, not `{preset}`")
    if preset is not None and (card_size is not None or bleed is not None):
        raise usage_error("--preset sets the card size and bleed: give either --preset or --card-size/--bleed")
    sized_here = any(given is not None for given in (preset, dpi, card_size, bleed))  # (else the deck's sizes)
    if out is not None and out.exists() and not out.is_dir():
        raise usage_error(f"{out} is a file: --out names the folder the images go into")
    if out is None:
        default_build_outside_decks(BUILD)
    else:
        given_out_outside_decks(out, deck, "the images")
    loaded = _one_deck(deck, fmt)
    section = loaded.manifest.print.images if loaded.manifest.print is not None else None
    if section is not None and preset is None and (card_size is not None or bleed is not None):
        section = section.model_copy(update={"preset": None}) if not isinstance(section, bool) else section
    try:
        images = resolve_images(section, preset=preset and preset.lower(), dpi=dpi, format=image_format)
        check_preset(loaded, images)
    except OptionError as exc:
        if isinstance(exc, CardTooSmall) and preset is None:  # the deck's own preset
            print_diagnostics([loaded.manifest_source.error(("print", "images", "preset"), "bad-print-option",
                                                            str(exc), exc.hint)],
                              fmt, "nothing written: the deck's print: section cannot be used")
            raise typer.Exit(exit_codes.INVALID) from None
        raise usage_error(str(exc), exc.hint) from None
    if images.preset is not None:  # its size replaces the deck's card size and bleed, whatever they are
        card_size, bleed = preset_mm(images.preset)
    options = _options(loaded, fmt, one_card=True, card_size=card_size, bleed=bleed)
    try:
        width, height = check_size(options, images, image_count(loaded, options, images))
    except OptionError as exc:
        if not sized_here:  # the deck's print: section alone asks for them
            asked = loaded.manifest.print is not None and loaded.manifest.print.images is not None
            key = ("print", "images") if asked else ("print", "card_size")
            print_diagnostics([loaded.manifest_source.error(key, "bad-print-option", str(exc), exc.hint)],
                              fmt, "nothing written: the deck's print: section cannot be used")
            raise typer.Exit(exit_codes.INVALID) from None
        raise usage_error(str(exc), exc.hint) from None
    loaded, language_tag = _language(loaded, lang, fmt)
    target = out or BUILD / loaded.id / language_tag / "images"
    inside = out or BUILD  # (no link may stand for the folder named, or for one between it and the images)
    check_writable(target / MANIFEST_NAME, inside)
    warnings = _art_warnings(loaded, print_options(options, images))
    try:
        with _refusals(warnings, fmt), _Progress(f"{loaded.id} ({language_tag})", enabled=True) as progress:
            written = write_images(loaded, options, images, language_tag, target, jobs or default_jobs(), progress,
                                   inside=inside)
    except OSError as exc:
        raise environment_error(exc) from None
    if warnings:
        print_diagnostics(warnings, fmt)
    say(f"wrote {len(written)} images ({width} x {height} px, {images.dpi} dpi, {images.format}) and "
        f"{MANIFEST_NAME} to {target}")
