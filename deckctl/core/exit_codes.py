"""Exit codes shared by every command."""

OK = 0
INVALID = 1  # the input has errors (diagnostics were printed)
USAGE = 2  # the command line itself is wrong
ENVIRONMENT = 74  # a file could not be read or written: a full disk, no permission (sysexits' EX_IOERR)
INTERNAL = 70  # a bug in deckctl (sysexits' EX_SOFTWARE)
INTERRUPTED = 130  # Ctrl-C
TERMINATED = 143  # SIGTERM (a kill, a cancelled CI job): every command stops on it as on Ctrl-C
