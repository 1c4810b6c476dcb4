"""Console entry point.

`deckctl --version` answers before typer and pydantic are imported, so hooks and scripts that
ask for the version do not pay for the whole command-line application.
"""

import os
import sys


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        from deckctl import __version__

        print(f"deckctl {__version__}")
        return
    # deckctl's validation is its own: pydantic plugins (observability hooks found through package
    # entry points) are not loaded, which also spares every run a scan of the installed packages.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    try:
        from deckctl.cli.app import run
    except KeyboardInterrupt:  # Ctrl-C while the application is still being imported
        print("interrupted", file=sys.stderr)
        sys.exit(130)
    run()


if __name__ == "__main__":
    main()
