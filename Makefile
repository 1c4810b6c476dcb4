# deckctl: `make build` sets everything up and runs the pipeline; `make test` runs the suite.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: build test fuzz bench sysdeps nodetools schemas clean

build: $(STAMP)
	$(VENV)/bin/deckctl build decks --out build

# A recent pip (26.3; not 23.2) passes on a note of setuptools' even with --quiet: "BuildBackendWarning:
# Editable installation ... Please be careful with folders in your working directory with the same
# name as your package". deckctl/ sits at the top of the checkout (not in src/), beside tests/,
# bench/, decks/ and setup.py, so setuptools installs it editable through an import finder that maps
# the name deckctl to this folder alone, rather than putting the checkout on sys.path (which would
# make `import setup` or `import tests` find ours), and says that a deckctl/ folder in the working
# directory goes first: here that is this very folder. Harmless, and a newcomer took its banner of
# asterisks for a failure: that one warning is left out (the build backend, a process of pip's,
# reads PYTHONWARNINGS; the filter matches only a message starting "Editable installation").
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	PYTHONWARNINGS="ignore:Editable installation" $(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# Tools the suite checks our output with (poppler, GNU gettext, Ghostscript, qpdf, LibreOffice, Chromium
# and its driver for the proof page); installed when missing.
sysdeps:
	@sh scripts/ensure-sysdeps

# The editor tools the schema tests use (ajv-cli, yaml-language-server), when npm is there.
nodetools:
	@sh scripts/ensure-node-tools

# The architecture's contracts first (pyproject.toml, [tool.importlinter]): quick, and a broken
# layer is named with the import that breaks it.
# One pytest worker more than the CPUs: many tests wait on a program they run (Chromium, LibreOffice,
# git, node, a deckctl process): on two CPUs, three workers ran the suite in 5:02, two in 5:55.
# Bytecode is written even where the environment says not to (PYTHONDONTWRITEBYTECODE): hundreds of
# deckctl processes the tests start would each compile deckctl's modules again, and each worker
# its test modules. deckctl is compiled once first, so that the workers do not race to write it,
# with warnings as errors (an invalid escape in a string is one now, and a syntax error to come).
test: $(STAMP) sysdeps nodetools
	$(VENV)/bin/lint-imports --no-cache
	$(PY) -W error -m compileall -q deckctl
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -q -n $$(( $$(nproc) + 1 )) --dist loadfile --durations=25

# A long random fuzzing run over every format deckctl reads (tests/fuzz; make test runs a short
# one): a failing input is shrunk and kept in tests/fuzz/cases/ as a regression case.
fuzz: $(STAMP)
	DECKCTL_FUZZ=long $(PY) -m pytest -q -p no:cacheprovider tests/fuzz

bench: $(STAMP)
	$(PY) bench/run.py

schemas: $(STAMP)
	$(VENV)/bin/deckctl schema

clean:
	rm -rf $(VENV) build/*/ .setuptools-build tests/node/node_modules
