# recast: build the environment, regenerate corpora, test, benchmark.
# The first target that needs it builds .venv from a Python >= 3.12, found in this order:
# $(PYTHON) if set, python3.14..python3.12 / python3 on PATH, then pyenv's installed versions.

SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
OUTPUT ?= output
PROFILE ?= both
export RECAST_DATA_DIR ?= $(abspath ../shared/data/raw)
export RECAST_UDPIPE_MODEL ?= $(abspath ../shared/models/udpipe/en_ewt-ud.udpipe)
# A Stanza model folder (resources.json + en/...): the shared one when it is there.
export RECAST_STANZA_DIR ?= $(if $(wildcard ../shared/models/stanza/resources.json),$(abspath ../shared/models/stanza))
# Stanza, the default parser, when a Stanza folder is configured; UDPipe otherwise.
PARSER ?= $(if $(RECAST_STANZA_DIR),stanza,udpipe)
# e.g. make bench BENCH_ARGS="--parse-only", BENCH_ARGS="--runs-only", or BENCH_ARGS="--dask --words 200000"
BENCH_ARGS ?=

FIND_PYTHON = for p in $(PYTHON) python3.14 python3.13 python3.12 python3 \
	$$(ls -d $${PYENV_ROOT:-$$HOME/.pyenv}/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do \
	  c=$$(command -v $$p 2>/dev/null) || continue; \
	  $$c -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null && { echo $$c; break; }; \
	done

.PHONY: help venv run all test bench baselines docs clean

help:
	@echo "make run    recast UDS-T duration and ordering into $(OUTPUT)/ (quick start)"
	@echo "make test   run the test suite"
	@echo "make all    regenerate every corpus it has data for (PROFILE=paper|release-2020|both, RED_DIR=...)"
	@echo "make bench  print speed and memory figures"

venv: $(STAMP)

$(STAMP): setup.cfg pyproject.toml
	@py=$$($(FIND_PYTHON)); \
	if [ -z "$$py" ]; then echo "make: no Python >= 3.12 found; set PYTHON=/path/to/python3.12" >&2; exit 1; fi; \
	echo "using $$py"; \
	[ -x $(BIN)/python ] || $$py -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[all,test]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/recast uds-duration --out $(OUTPUT)/uds-time-duration
	$(BIN)/recast uds-order --out $(OUTPUT)/uds-time-order

all: $(STAMP)
	$(BIN)/recast all --profile $(PROFILE) --parser $(PARSER) --out $(OUTPUT) $(if $(RED_DIR),--corpus-data red=$(RED_DIR))

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python scripts/bench.py --json $(OUTPUT)/bench.json $(BENCH_ARGS)

baselines: $(STAMP)
	$(BIN)/recast baseline-table --output-root $(OUTPUT) --readme docs/BASELINES.md

# The README's figure tables from $(OUTPUT)'s manifests, after make all (and recast lint $(OUTPUT)/paper,
# make baselines, make bench for their rows); make docs DOCS_ARGS=--check exits 1 when the README is stale.
docs: $(STAMP)
	$(BIN)/python scripts/docs.py --output $(OUTPUT) --bench $(OUTPUT)/bench.json $(DOCS_ARGS)

clean:
	rm -rf $(VENV) $(OUTPUT) build *.egg-info
