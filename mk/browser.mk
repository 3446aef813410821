# The browser tests (tests/browser/): the built site in Debian's headless Chromium,
# driven by Playwright for Python (requirements/book.txt). Playwright never downloads
# a browser here; the tests serve _build/html on 127.0.0.1 themselves.
#
#   make browser-deps    what they need: an up-to-date book, Chromium, axe-core
#   make test-browser    run only them (screenshots go to test-artifacts/)

CHROMIUM := /usr/bin/chromium

.PHONY: browser-deps test-browser

## browser-deps: build the book if stale, install Chromium if missing, fetch axe-core
browser-deps: $(BOOK_BUILT) $(CHROMIUM) $(NPM_STAMP)

# Debian's package; `make test` and CI install it on a machine that lacks it.
$(CHROMIUM):
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium

## test-browser: only the browser tests
test-browser: browser-deps
	$(BIN)/python -m pytest -q tests/browser
