"""The corpus registry: one entry per corpus in ``templates/corpora.json``.

The CLI commands, ``recast all``, ``recast download`` and the dataset cards are made from these
entries, so a new corpus is a reader (``recast.data_sources``), a relation table and a split
table (``templates/``) and one entry here.
"""

from __future__ import annotations

import importlib
from functools import cache, cached_property
from pathlib import Path
from collections.abc import Callable
from dataclasses import field
from typing import Any, Literal

from pydantic import ConfigDict
from pydantic.dataclasses import dataclass

from recast import settings
from recast.catalogue import Errors, RecastError
from recast.resources import load_validated
from recast.types import DURATION, RELATION, CorpusReader, DocumentSplits

REGISTRY_FILE = "corpora.json"
DEFAULT_RECIPE = "recast.recipes.corpus:recast_annotations"
DEFAULT_RECIPE_OPTIONS = frozenset({"skip_unknown", "closure"})  # its flags (the command line's for a relation table)


@dataclass(frozen=True, config=ConfigDict(extra="forbid", strict=True))
class ChoiceOption:
    """A recipe option that takes one of ``choices`` (``--variant iid|uniform-prior``), not a flag."""

    help: str
    choices: tuple[str, ...]
    default: str


@dataclass(frozen=True, config=ConfigDict(extra="allow", strict=True))  # the card's fields pass through
class CorpusEntry:
    command: str  # the `recast` command that makes it
    summary: str  # the command's help line
    reader: str  # "module:function", a CorpusReader
    syntax: Literal["gold", "parsed", "none"]  # gold UD trees, raw text for the parse stage, or no syntax used
    type_of_inference: Literal["temporal-relation", "temporal-duration", "temporal-commonsense"]
    relations: str | None  # templates/relations/<name>.json (ordering corpora)
    splits: str | None  # templates/splits/<name>.json (None: the source defines its splits)
    data_folders: tuple[str, ...]  # under the data directory; () when the data ships in a package
    download: str | None  # the `recast download` name that fetches the data
    missing: str  # what to tell a user who does not have the data
    pretty_name: str
    source: str
    release_name: str
    license: dict[str, Any]
    citations: tuple[str, ...]
    # A corpus whose pairs are not links or duration judgements names its own recipe ("module:function",
    # called with the run's recast.recipes.run.CorpusRun like recast.recipes.corpus.recast_annotations) and
    # the options it takes (name -> a flag's help, or a ChoiceOption), which the run carries.
    recipe: str = DEFAULT_RECIPE
    options: dict[str, str | ChoiceOption] = field(default_factory=dict)
    all_options: dict[str, bool] = field(default_factory=dict)  # the flags `recast all` sets
    # The documents its recipe recasts ("module:function", called with a recast.recipes.run.CorpusInput and
    # the splits' skip counters like recast.recipes.corpus.read_corpus_documents): what `recast parse` and
    # `recast all` parse before recasting.
    documents: str = "recast.recipes.corpus:read_corpus_documents"
    # Which split holds each of its documents ("module:function", a DocumentSplits): what TORQUE's recipe asks
    # the corpora of TempEval-3 documents, instead of reading their files itself.
    document_splits: str | None = None

    @cached_property
    def read(self) -> CorpusReader:
        return _function(self.reader)

    @cached_property
    def run(self) -> Callable[..., dict[str, Any]]:
        return _function(self.recipe)

    @cached_property
    def read_documents(self) -> Callable[..., list[Any]]:
        return _function(self.documents)

    @cached_property
    def split_of_document(self) -> DocumentSplits:
        if self.document_splits is None:
            raise RecastError(Errors.E147, corpus=self.pretty_name)
        return _function(self.document_splits)

    @property
    def option_names(self) -> frozenset[str]:
        """The options its recipe takes."""
        return DEFAULT_RECIPE_OPTIONS if self.recipe == DEFAULT_RECIPE else frozenset(self.options)

    @property
    def packaged(self) -> bool:
        """The data ships in a Python package (UDS-T in decomp): no data directory needed."""
        return not self.data_folders

    @property
    def inference(self) -> str:
        return {"temporal-relation": RELATION, "temporal-duration": DURATION}.get(self.type_of_inference, self.type_of_inference)


def _function(name: str) -> Any:
    module, function = name.split(":")
    return getattr(importlib.import_module(module), function)


@dataclass(frozen=True, config=ConfigDict(extra="forbid", strict=True))
class Registry:
    _comment: str
    recast_citation: str
    corpora: dict[str, CorpusEntry]
    citations: dict[str, dict[str, Any]]


@cache
def registry() -> Registry:
    return load_validated(REGISTRY_FILE, Registry)


def corpus_entry(name: str) -> CorpusEntry:
    corpora = registry().corpora
    if name not in corpora:
        raise RecastError(Errors.E080, corpus=name, choices=", ".join(corpora))
    return corpora[name]


def chosen_data_dir(data_dir: Path | None) -> Path | None:
    """``--data-dir``, else ``$RECAST_DATA_DIR``, else None."""
    return data_dir or settings.data_dir()


def corpus_data_dir(entry: CorpusEntry, data_dir: Path | None) -> Path:
    """The folder the entry's reader reads: the data directory (``data_dir``, else
    ``$RECAST_DATA_DIR``) or, for data shipped in a package, the cache (``data_dir``, else the default)."""
    if entry.packaged:
        return settings.default_cache_dir() if data_dir is None else data_dir
    chosen = chosen_data_dir(data_dir)
    if chosen is None or not chosen.is_dir():
        raise RecastError(Errors.E009, path=chosen or "(not set)")
    return chosen


def has_data(entry: CorpusEntry, data_dir: Path | None) -> bool:
    """Whether ``data_dir`` holds the entry's data folders."""
    if entry.packaged:
        return True
    if data_dir is None:
        return False
    return all((data_dir / folder).is_dir() for folder in entry.data_folders)
