"""What every reader does first: the :class:`~recast.types.CorpusReader` preamble.

A reader is called with the splits asked for, a map of skip counters and ``strict``; it checks the split
names, gives each asked split its counter, and counts (or, with ``strict``, raises) each quirk of a file
against the counter of the split it is read for.
"""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from recast.catalogue import Quirks, SkipCounter
from recast.types import check_splits


@dataclass(frozen=True)
class SplitsRead:
    """The splits one reader call reads, each with its skip counter, and whether a quirk is an error."""

    splits: tuple[str, ...]
    skips: MutableMapping[str, SkipCounter]
    strict: bool

    def __contains__(self, split: object) -> bool:
        return split in self.splits

    def quirks(self, path: Path, split: str) -> Quirks:
        """The quirks of file ``path``, counted in ``split``'s counter."""
        return Quirks(path, self.skips[split], self.strict)


def splits_read(splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool) -> SplitsRead:
    """The preamble: an unknown split name is an error listing the known ones; each split of ``splits``
    gets its counter in ``skips`` (one passed in is added to)."""
    check_splits(splits)
    for split in splits:
        skips.setdefault(split, SkipCounter())
    return SplitsRead(tuple(splits), skips, strict)
