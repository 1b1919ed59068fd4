"""Reading a corpus directory's layout and writing small Markdown tables: what the card, export,
stats, baselines and evaluation share. No pandas here, so writing a corpus stays light."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from recast.catalogue import Errors, RecastError
from recast.types import SPLITS
from recast.types import check_splits as check_split_names


def markdown_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def natural_key(text: str) -> list[object]:
    """Sorts T2 before T10 and longer:2 before longer:10."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text)]


def corpus_splits(corpus_dir: Path) -> tuple[str, ...]:
    """The splits a corpus directory holds, in train/dev/test order."""
    return tuple(split for split in SPLITS if (Path(corpus_dir) / f"{split}.jsonl").is_file())


def corpus_records(corpus_dir: Path, splits: Sequence[str] = SPLITS) -> Iterator[dict[str, Any]]:
    """The records of a corpus directory's ``splits`` that it holds, split by split in the order given."""
    for split in splits:
        path = Path(corpus_dir) / f"{split}.jsonl"
        if path.is_file():
            with open(path, encoding="utf-8") as handle:
                yield from (json.loads(line) for line in handle if line.strip())


def find_corpus_dirs(root: Path) -> list[Path]:
    """``root`` itself when it is a corpus directory, else the corpus directories one or two
    levels below it (``output/<profile>/<corpus>``), sorted."""
    root = Path(root)
    if corpus_splits(root):
        return [root]
    candidates = [*root.glob("*"), *root.glob("*/*")]
    found = sorted(path for path in candidates if path.is_dir() and corpus_splits(path))
    if not found:
        raise RecastError(Errors.E073, path=root)
    return found


def chosen_splits(corpus_dir: Path, splits: Sequence[str] | None = None) -> tuple[str, ...]:
    """``splits`` (default: all the directory holds), each a known split with its file present."""
    present = corpus_splits(corpus_dir)
    if not present:
        raise RecastError(Errors.E069, path=corpus_dir)
    check_split_names(splits or ())
    for split in splits or ():
        if split not in present:
            raise RecastError(Errors.E070, path=corpus_dir, split=split)
    return tuple(splits or present)
