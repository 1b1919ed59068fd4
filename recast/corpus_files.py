"""The one home of a corpus folder's layout: finding corpus folders, listing their splits and reading
a split's records -- what the card, export, eval, stats, baselines, lint and verify share -- and writing
small Markdown tables. No pandas here, so writing a corpus stays light. (A manifest is read, checked,
by :func:`recast.provenance.read_manifest`, with the rest of its life.)"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
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


def split_jsonl(corpus_dir: Path, split: str) -> Path:
    """A corpus folder's file of ``split``."""
    return Path(corpus_dir) / f"{split}.jsonl"


def corpus_splits(corpus_dir: Path) -> tuple[str, ...]:
    """The splits a corpus directory holds, in train/dev/test order."""
    return tuple(split for split in SPLITS if split_jsonl(corpus_dir, split).is_file())


def text_lines(path: Path) -> Iterator[tuple[int, str]]:
    """Numbered non-blank lines of a UTF-8 text file."""
    try:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if line.strip():
                    yield number, line
    except UnicodeDecodeError as error:
        raise RecastError(Errors.E068, file=path, reason=error) from error


def json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Numbered JSON objects of a JSONL file (a split file, or predictions); a line that is not one is an
    error naming the file and line."""
    for line, text in text_lines(path):
        try:
            record = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecastError(Errors.E060, file=path, line=line, reason=error.msg) from error
        if not isinstance(record, dict):
            raise RecastError(Errors.E061, file=path, line=line, kind=type(record).__name__)
        yield line, record


def split_records(corpus_dir: Path, split: str) -> Iterator[dict[str, Any]]:
    """The records of a corpus folder's ``split``, in file order."""
    return (record for _, record in json_lines(split_jsonl(corpus_dir, split)))


def corpus_records(corpus_dir: Path, splits: Sequence[str] = SPLITS) -> Iterator[dict[str, Any]]:
    """The records of a corpus directory's ``splits`` that it holds, split by split in the order given."""
    for split in splits:
        if split_jsonl(corpus_dir, split).is_file():
            yield from split_records(corpus_dir, split)


def corpus_dirs(
    root: Path, holds: Callable[[Path], object] = corpus_splits, missing: Errors = Errors.E073
) -> list[Path]:
    """``root`` itself when it ``holds`` a corpus (by default: a <split>.jsonl), else the folders one or two
    levels below that do (``output/<profile>/<corpus>``), sorted, without the hidden staging folders of a
    run (:func:`recast.verify.leftovers` reports those); none is error ``missing``."""
    root = Path(root)
    if holds(root):
        return [root]
    below = [*root.glob("*/"), *root.glob("*/*/")]
    found = sorted(
        folder for folder in below
        if not any(part.startswith(".") for part in folder.relative_to(root).parts) and holds(folder)
    )  # fmt: skip
    if not found:
        raise RecastError(missing, path=root)
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
