"""Progress: a tqdm bar on a terminal, a few plain log lines in CI or when output is piped.

Every long loop (a corpus's documents, a stage, the corpora of a run) goes through
:func:`progress`, so a person at a terminal sees bars and a CI log gets short lines
``desc: n/total`` instead of carriage-return noise.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

from tqdm import tqdm

from recast.settings import in_ci

T = TypeVar("T")
LOG_POINTS = 4  # plain mode reports at 25 %, 50 %, 75 % and 100 %


def interactive() -> bool:
    """A bar only for a person: stderr is a terminal and no CI variable is set."""
    return sys.stderr.isatty() and not in_ci()


def log_marks(total: int) -> set[int]:
    """The item counts after which plain mode logs a line."""
    return {max(1, total * k // LOG_POINTS) for k in range(1, LOG_POINTS + 1)}


def progress(iterable: Iterable[T], desc: str, total: int | None = None) -> Iterator[T]:
    """Yield the items of ``iterable`` while showing progress on stderr.

    ``total`` defaults to ``len(iterable)`` where it has one; without a total, plain mode logs
    one line at the end (``desc: n``).
    """
    if total is None and hasattr(iterable, "__len__"):
        total = len(iterable)  # type: ignore[arg-type]
    if interactive():
        yield from tqdm(iterable, desc=desc, total=total, leave=False)
        return
    marks = log_marks(total) if total else set()
    done = 0
    for done, item in enumerate(iterable, start=1):
        yield item
        if done in marks:
            print(f"{desc}: {done}/{total}", file=sys.stderr, flush=True)
    if not total:
        print(f"{desc}: {done}", file=sys.stderr, flush=True)
