"""Console entry point.

`deckctl --version` answers before typer and pydantic are imported, so hooks and scripts that
ask for the version do not pay for the whole command-line application.
"""

import sys


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        from deckctl import __version__

        print(f"deckctl {__version__}")
        return
    from deckctl.cli.app import run

    run()


if __name__ == "__main__":
    main()
