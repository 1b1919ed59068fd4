"""The context of one corpus run, built once and handed down: what is read and parsed
(:class:`CorpusInput`), and what is made of it (:class:`CorpusRun`).

A recipe is ``entry.run(run)`` and the registry's ``documents`` function ``entry.read_documents(source,
skips)``, so a new option travels in one object instead of another positional parameter on every
function between the command line and the recipe.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from recast.catalogue import Errors, RecastError
from recast.profiles import Profile
from recast.registry import CorpusEntry, corpus_data_dir, corpus_entry
from recast.types import SPLITS

if TYPE_CHECKING:  # annotations only: a run of a gold-syntax corpus never loads the parse stage
    from recast.parse.backends import Parser
    from recast.parse.stage import ParseExecutor


@dataclass(frozen=True)
class CorpusInput:
    """What one run of registry corpus ``corpus`` reads and parses: its ``splits``, the folder holding its
    data folders (``data_dir``; None: ``$RECAST_DATA_DIR``, or the cache for UDS-T), the parse stage
    (``parser``, its cache folder, the ``executor`` that parses what the cache lacks), ``strict`` (the
    first quirk of the input is an error, not a counted skip) and the recipe's ``options`` (the entry's
    flags and choices: ``skip_unknown``, ``closure``, ``split_dev_by_document``, ``variant``)."""

    corpus: str
    splits: tuple[str, ...] = SPLITS
    data_dir: Path | None = None
    parser: Parser | None = None
    parse_cache: Path | None = None
    executor: ParseExecutor | None = None
    strict: bool = False
    options: Mapping[str, bool | str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # an unknown corpus or option is an error naming the known ones, before any work
        taken = corpus_entry(self.corpus).option_names
        unknown = sorted(set(self.options) - taken)
        if unknown:
            choices = ", ".join(sorted(taken)) or "none"
            raise RecastError(Errors.E148, corpus=self.corpus, options=", ".join(unknown), choices=choices)

    @cached_property
    def entry(self) -> CorpusEntry:
        return corpus_entry(self.corpus)

    @cached_property
    def corpus_data_dir(self) -> Path:
        """The folder the entry's reader reads (:func:`recast.registry.corpus_data_dir`)."""
        return corpus_data_dir(self.entry, self.data_dir)

    def option(self, name: str, default: bool | str = False) -> bool | str:
        return self.options.get(name, default)


@dataclass(frozen=True, kw_only=True)
class CorpusRun(CorpusInput):
    """One corpus run: its input, made into ``profile``'s pairs in ``out_dir``."""

    profile: Profile
    out_dir: Path
