# The book: Jupyter Book 1 pages in book/, configured by _config.yml and _toc.yml.
#
#   make book          install what the build needs, build _build/html (warnings are errors)
#   make book-if-stale build it only if a page, the configuration or the code changed
#   make serve         serve _build/html on http://127.0.0.1:$(SERVE_PORT)/
#   make install-book  only install the book's Python packages into $(VENV)
#
# Widgets render offline: the pages embed their state, and html-manager's embedder
# (pinned in scripts/npm) is copied into the site instead of being loaded from a CDN.
# The live notebooks (book/live/) run in JupyterLite, assembled by mk/lite.mk.

BOOK_STAMP := $(VENV)/.book-installed
BOOK_HTML := _build/html
NPM_DIR := scripts/npm
NPM_STAMP := $(NPM_DIR)/node_modules/.installed
HTML_MANAGER_VERSION := 1.0.15
# html_static_path in _config.yml; Sphinx copies it into $(BOOK_HTML)/_static/.
WIDGET_ASSETS := _build/widget-assets/jupyter-widgets
SERVE_PORT ?= 8000
NPM ?= npm
# Extra options for `jupyter-book build`, e.g. BOOK_OPTS=--all to rebuild every page.
BOOK_OPTS ?=
# The pages' outputs come from the package: when its code changes, run them all again.
# (jupyter-cache and Sphinx only look at the pages themselves.)
BOOK_CODE := $(shell find src -name '*.py' -not -path '*/__pycache__/*' 2>/dev/null)
BOOK_CODE_STAMP := _build/.book-code-stamp

# What the site is built from: `book-if-stale` rebuilds when one of them is newer.
BOOK_SOURCES := $(shell find book -type f -not -name '*.ipynb' 2>/dev/null) _config.yml _toc.yml \
	$(wildcard scripts/*.py scripts/lite/*)
BOOK_BUILT := $(BOOK_HTML)/.built

.PHONY: book book-if-stale serve install-book book-assets

include mk/lite.mk

## install-book: the venv with the test and book packages (what nbval needs too)
install-book: $(BOOK_STAMP)

# requirements/book.txt pins test.txt's packages too, so this venv also runs `make test`.
$(BOOK_STAMP): pyproject.toml requirements/test.txt requirements/book.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip==26.3
	$(BIN)/python -m pip install --quiet -r requirements/book.txt
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

$(NPM_STAMP): $(NPM_DIR)/package.json $(NPM_DIR)/package-lock.json
	cd $(NPM_DIR) && $(NPM) ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $@

$(WIDGET_ASSETS)/embed.js: $(NPM_STAMP) scripts/widget_assets.py
	$(PYTHON) scripts/widget_assets.py \
		$(NPM_DIR)/node_modules/@jupyter-widgets/html-manager $(WIDGET_ASSETS) \
		$(HTML_MANAGER_VERSION)

# The in-page tables' runtime (book/_page_python): Python in a worker, the widgets drawn
# by html-manager in the page; bundled with the pinned esbuild next to the embedder.
PAGE_PYTHON := _build/widget-assets/page-python
PAGE_PYTHON_SOURCES := $(wildcard book/_page_python/*.mjs)

$(PAGE_PYTHON)/bridge.js: $(NPM_STAMP) $(PAGE_PYTHON_SOURCES)
	mkdir -p $(@D)
	NODE_PATH=$(abspath $(NPM_DIR))/node_modules $(NPM_DIR)/node_modules/.bin/esbuild \
		book/_page_python/bridge.mjs --bundle --format=esm --minify --log-level=warning \
		--outfile=$@ --banner:js="var __webpack_public_path__ = '';" \
		$(foreach kind,css woff woff2 ttf eot svg,--loader:.$(kind)=empty)
	cp book/_page_python/worker.mjs $(PAGE_PYTHON)/worker.js

## book-assets: the self-hosted widget scripts and fonts, and the in-page tables' runtime
book-assets: $(WIDGET_ASSETS)/embed.js $(PAGE_PYTHON)/bridge.js

$(BOOK_CODE_STAMP): $(BOOK_CODE) pyproject.toml requirements/book.txt
	rm -rf _build/.jupyter_cache _build/.doctrees _build/jupyter_execute
	mkdir -p $(@D)
	touch $@

BOOK_PREREQUISITES := $(BOOK_STAMP) $(WIDGET_ASSETS)/embed.js $(PAGE_PYTHON)/bridge.js \
	$(BOOK_CODE_STAMP) $(LITE_STAMP)
# jupyter-book builds the pages, then jupyterlite-sphinx builds the live notebooks'
# JupyterLite into $(BOOK_HTML)/lite from $(LITE_DIR) (afresh: it would keep stale wheels).
define BUILD_BOOK
rm -rf $(BOOK_HTML)/lite
PATH="$(abspath $(BIN)):$$PATH" $(BIN)/jupyter-book build --warningiserror --nitpick \
	--keep-going $(BOOK_OPTS) .
$(BIN)/python scripts/lite_pages.py $(BOOK_HTML)
$(BIN)/python scripts/check_offline.py $(BOOK_HTML)
$(BIN)/python scripts/site_size.py $(BOOK_HTML)
touch $(BOOK_BUILT)
endef

## book: build the book into _build/html, warnings as errors, then check it loads nothing remote
book: $(BOOK_PREREQUISITES)
	$(BUILD_BOOK)
	@echo "The book is in $(BOOK_HTML)/."
	@echo "  open it:  file://$(abspath $(BOOK_HTML))/index.html"
	@echo "  or serve: make serve  (then http://127.0.0.1:$(SERVE_PORT)/)"

## book-if-stale: build the book unless _build/html is newer than everything it is built from
book-if-stale: $(BOOK_BUILT)

$(BOOK_BUILT): $(BOOK_PREREQUISITES) $(BOOK_SOURCES) $(BOOK_CODE)
	$(BUILD_BOOK)

## serve: serve the built book on 127.0.0.1 (build it first with make book)
serve:
	@test -f $(BOOK_HTML)/index.html || { echo "No book in $(BOOK_HTML): run make book"; exit 1; }
	@echo "Serving $(BOOK_HTML) on http://127.0.0.1:$(SERVE_PORT)/ (Ctrl-C stops)"
	$(PYTHON) -m http.server $(SERVE_PORT) --bind 127.0.0.1 --directory $(BOOK_HTML)

# The browser tests (see mk/browser.mk)
include mk/browser.mk
