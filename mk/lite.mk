# The live notebooks: JupyterLite with a Pyodide kernel, served by the site itself.
#
#   make lite-assets   assemble $(LITE_DIR), which jupyterlite-sphinx builds into
#                      $(BOOK_HTML)/lite/ at the end of `make book`
#
# Every file comes from a registry in a pinned version and is never committed:
#   npm   pyodide $(PYODIDE_VERSION) (the runtime; scripts/npm/package.json)
#   PyPI  the kernel's wheels and ipywidgets' (scripts/lite/kernel-wheels.txt, with hashes)
#   venv  the Pyodide kernel and widget manager extensions (requirements/book.txt)
#   here  the project's own wheel, built from src/
# scripts/pyodide_bytecode.py compiles the wheels and the standard library for Pyodide's
# Python, and
# scripts/lite_assets.py puts everything together (see its docstring for the layout).

LITE_DIR := _build/lite-dir
LITE_STAMP := $(LITE_DIR)/.assembled
LITE_WHEELS := _build/lite-wheels
LITE_PROJECT := _build/lite-project
LITE_COMPILED := _build/lite-compiled
NODE ?= node
PYODIDE_VERSION := 314.0.6
# The Python that Pyodide $(PYODIDE_VERSION) runs: pip downloads wheels for it.
PYODIDE_PYTHON := 3.14
LITE_CONFIG := scripts/lite/jupyter_lite_config.json scripts/lite/jupyter-lite.json \
	scripts/lite/repl/jupyter-lite.json

.PHONY: lite-assets

## lite-assets: the Pyodide runtime, wheels and extensions for the live notebooks
lite-assets: $(LITE_STAMP)

$(LITE_WHEELS)/.downloaded: scripts/lite/kernel-wheels.txt $(BOOK_STAMP)
	rm -rf $(@D)
	$(BIN)/python -m pip download --quiet --no-deps --only-binary=:all: \
		--python-version $(PYODIDE_PYTHON) --dest $(@D) -r scripts/lite/kernel-wheels.txt
	touch $@

# The project's wheel (pure Python; the engine needs nothing outside the standard library).
$(LITE_PROJECT)/.built: $(BOOK_CODE) pyproject.toml README.md $(BOOK_STAMP)
	rm -rf $(@D)
	$(BIN)/python -m pip wheel --quiet --no-deps --wheel-dir $(@D) .
	touch $@

# Bytecode for Pyodide's Python, compiled by Pyodide itself in Node, for the wheels and
# the standard library: the kernel then starts without compiling them every time.
# (pyodide_run.mjs mounts the current folder only: the npm zip is copied into it first.)
$(LITE_COMPILED)/.compiled: $(LITE_WHEELS)/.downloaded $(LITE_PROJECT)/.built $(NPM_STAMP) \
		scripts/pyodide_bytecode.py scripts/pyodide_run.mjs
	rm -rf $(@D)
	mkdir -p $(@D)/stdlib
	cp $(NPM_DIR)/node_modules/pyodide/python_stdlib.zip $(@D)/stdlib/
	$(NODE) scripts/pyodide_run.mjs scripts/pyodide_bytecode.py --python $(PYODIDE_PYTHON) \
		--out $(@D) --stdlib $(@D)/stdlib/python_stdlib.zip \
		$(LITE_WHEELS)/*.whl $(LITE_PROJECT)/*.whl
	rm -r $(@D)/stdlib
	touch $@

$(LITE_STAMP): $(NPM_STAMP) $(BOOK_STAMP) $(LITE_COMPILED)/.compiled \
		scripts/lite_assets.py $(LITE_CONFIG)
	$(BIN)/python scripts/lite_assets.py \
		--pyodide $(NPM_DIR)/node_modules/pyodide --pyodide-version $(PYODIDE_VERSION) \
		--wheels $(LITE_COMPILED) --stdlib $(LITE_COMPILED)/python_stdlib.zip \
		--extensions $(VENV)/share/jupyter/labextensions \
		--config scripts/lite --out $(LITE_DIR)
	touch $@
