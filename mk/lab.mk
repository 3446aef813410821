# A teacher's JupyterLab on the book (the package's `lab` extra, pinned in requirements/lab.txt).
#
#   make lab          install JupyterLab, Jupytext and jupyterlab-myst with the package into
#                     $(LAB_VENV), then start JupyterLab on the book's first page
#                     (a double click opens any other page as a notebook)
#   make lab-install  only install them
#
# The book's own venv ($(VENV)) pins the build's packages; JupyterLab gets a venv of its own,
# the one a teacher gets from `pip install "jojotte-teach[lab]"`.

LAB_VENV := .venv-lab
LAB_BIN := $(LAB_VENV)/bin
LAB_STAMP := $(LAB_VENV)/.installed
LAB_PORT ?= 8888
# Extra options for JupyterLab, e.g. LAB_OPTS=--no-browser
LAB_OPTS ?=
# JupyterLab refuses to run as root unless told (containers, CI machines).
LAB_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: lab lab-install

## lab-install: the venv with the package (editable) and its lab extra, pinned
lab-install: $(LAB_STAMP)

$(LAB_STAMP): pyproject.toml requirements/lab.txt
	test -x $(LAB_BIN)/python || $(PYTHON) -m venv $(LAB_VENV)
	$(LAB_BIN)/python -m pip install --quiet --upgrade pip==26.3
	$(LAB_BIN)/python -m pip install --quiet -c requirements/lab.txt -e ".[lab]"
	touch $@

## lab: start JupyterLab on the book (http://localhost:$(LAB_PORT)/), at its first page
lab: $(LAB_STAMP)
	$(LAB_BIN)/jupyter lab --ServerApp.root_dir="$(CURDIR)" --ServerApp.port=$(LAB_PORT) \
		$(LAB_ROOT) $(LAB_OPTS) book/intro.md
