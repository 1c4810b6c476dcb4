"""Exit codes shared by every command."""

OK = 0
INVALID = 1  # the input has errors (diagnostics were printed)
USAGE = 2  # the command line itself is wrong
