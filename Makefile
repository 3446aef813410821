# jojotte-teach: `make test` runs every test; `make book` builds the site.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: test lint unit bench clean

$(STAMP): pyproject.toml requirements/test.txt requirements/colver.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip==26.3
	$(BIN)/python -m pip install --quiet -r requirements/test.txt -r requirements/colver.txt
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

## test: lint, then the whole test suite (engine doctests included)
test: lint unit

unit: $(STAMP) install-book browser-deps
	$(BIN)/python -m pytest -q

## lint: ruff on all code, mypy --strict on the package (the widgets need the book packages)
lint: $(STAMP) install-book
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

## bench: the engine benchmark (hands per second)
bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) $(LAB_VENV) _build scripts/npm/node_modules test-artifacts

# The book build (see mk/book.mk)
-include mk/book.mk
-include mk/nbval.mk
# A teacher's JupyterLab on the book (see mk/lab.mk)
include mk/lab.mk
