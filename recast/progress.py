"""Progress: a tqdm bar on a terminal, a few plain log lines in CI or when output is piped."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

from tqdm import tqdm

T = TypeVar("T")
LOG_POINTS = 4  # plain mode reports at 25 %, 50 %, 75 % and 100 %


def interactive() -> bool:
    return sys.stderr.isatty() and not os.environ.get("CI")


def progress(iterable: Iterable[T], desc: str, total: int | None = None) -> Iterator[T]:
    if total is None and hasattr(iterable, "__len__"):
        total = len(iterable)  # type: ignore[arg-type]
    if interactive():
        yield from tqdm(iterable, desc=desc, total=total, leave=False)
        return
    marks = {max(1, total * k // LOG_POINTS) for k in range(1, LOG_POINTS + 1)} if total else set()
    for done, item in enumerate(iterable, start=1):
        yield item
        if done in marks:
            print(f"{desc}: {done}/{total}", file=sys.stderr, flush=True)
