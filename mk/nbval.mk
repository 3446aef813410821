# The book's pages run as plain notebooks: every cell of every page executes without error.
#
#   make nbval   convert each page (MyST Markdown with a jupytext header) to
#                $(NBVAL_DIR)/book/<page>.ipynb with jupytext, then run them with
#                pytest --nbval-lax
#
# --nbval-lax runs every cell but compares no outputs: widget model ids change from run
# to run. A cell that raises fails the run. The notebooks are generated, never kept:
# $(NBVAL_DIR) is wiped first. The worked examples are copied beside them, where the
# pages look for them first (book.example searches ./examples).
#
# Included from the root Makefile after mk/book.mk (it needs $(BOOK_STAMP)); it adds
# itself to `make test`.

NBVAL_DIR := _build/nbval
# Pages with code: those that start with a jupytext header.
NBVAL_PAGES = $(shell grep -l '^jupytext:' book/*.md 2>/dev/null)
NBVAL_CELL_TIMEOUT ?= 300

.PHONY: nbval
test: nbval

## nbval: run every book page as a notebook (pytest --nbval-lax)
nbval: $(BOOK_STAMP)
	rm -rf $(NBVAL_DIR)
	mkdir -p $(NBVAL_DIR)/book
	cp -R book/examples $(NBVAL_DIR)/book/examples
	@# One jupytext run for all pages (each start costs seconds): convert copies, in place.
	cp $(NBVAL_PAGES) $(NBVAL_DIR)/book/
	$(BIN)/jupytext --quiet --to ipynb $(addprefix $(NBVAL_DIR)/,$(NBVAL_PAGES))
	rm $(addprefix $(NBVAL_DIR)/,$(NBVAL_PAGES))
	@# The kernels keep the tables' games in the build folder, not in the user's Jupyter data.
	JOJOTTE_KEEP_DIR="$(abspath $(NBVAL_DIR))/kept" \
	$(BIN)/python -m pytest -q -p no:cacheprovider --nbval-lax --nbval-current-env \
		--nbval-cell-timeout=$(NBVAL_CELL_TIMEOUT) $(NBVAL_DIR)/book
