"""Console entry point.

`deckctl --version` answers before typer and pydantic are imported, so hooks and scripts that
ask for the version do not pay for the whole command-line application. SIGTERM is taken as Ctrl-C
is before anything else is imported (core/signals): from the first moment deckctl can, every
command, `--version` included, unwinds on either and ends with one line, 143 or 130.
"""

import os
import sys


def main() -> None:
    from deckctl.core.signals import (
        Terminated,
        exit_stopped,
        ignore_stop_signals,
        stop_that_came,
        take_stop_signals,
        watch_output,
    )

    try:
        try:
            try:
                # (inside the blocks: a SIGTERM that comes as soon as the handler is there is
                # raised within this function, and would otherwise escape as a traceback)
                take_stop_signals()
                watch_output()  # (a stop that came just before a write blocked on a stalled reader)
                _run()
            finally:
                # Output still buffered is written here, where a closed pipe can still be caught;
                # at the interpreter's exit it would only be reported as "Exception ignored". Not
                # for a run Ctrl-C or SIGTERM stopped (raised here, or said and exited with by the
                # command): its signal is spent, and a reader that stalled (a full pipe) would
                # hold this write, and the run, for ever. Its unwritten output goes nowhere. (A
                # stop that comes as it is written ends it: core/signals.watch_output.)
                if stop_that_came() is None:
                    sys.stdout.flush()
                else:
                    _drop_pending_output()
        except BrokenPipeError:
            _stop_writing_to_a_closed_pipe()
        except (KeyboardInterrupt, Terminated) as stop:  # (while the application is imported, or leaves)
            # What is left in stdout's buffer goes nowhere: a reader that stopped reading (a full
            # pipe the last write waited on) would otherwise hold the exit for ever.
            _drop_pending_output()
            exit_stopped(stop)
    finally:
        ignore_stop_signals()  # (the exit code is decided: see core/signals)


def _run() -> None:
    if sys.argv[1:] == ["--version"]:
        from deckctl import __version__

        print(f"deckctl {__version__}")
        return
    # deckctl's validation is its own: pydantic plugins (observability hooks found through package
    # entry points) are not loaded, which also spares every run a scan of the installed packages.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    if sys.argv[1:2] == ["proof"]:  # (its warm-up's other process, at work while the command line is imported)
        from deckctl.proof.warmup import start_early

        start_early()
    from deckctl.cli.app import run

    run()


def _stop_writing_to_a_closed_pipe() -> None:
    """The reader of our output stopped early (`deckctl validate | head -1`): that is no error
    to report. What is left in stdout's buffer goes nowhere (devnull in its place, so the flush at
    exit has somewhere to write), and the run ends quietly with 1, as Python's own handling of
    EPIPE and click's do (Python's docs, "Note on SIGPIPE")."""
    _drop_pending_output()
    sys.exit(1)


def _drop_pending_output() -> None:
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    main()
