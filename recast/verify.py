"""``recast verify``: re-check a corpus directory against its manifest.

Every file the manifest lists under ``outputs`` must exist with the recorded size, sha256
and pair count; every split the manifest describes under ``splits`` must hold, re-counted
from its JSONL, the recorded pairs per label and per template. Each finding names the file.
"""

from __future__ import annotations

import fcntl
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from recast.catalogue import Errors, RecastError
from recast.corpus_files import corpus_dirs
from recast.types import SPLITS
from recast.progress import progress
from recast.manifest import load_manifest
from recast.writers import DATA_FILE, glob_escape
from recast.manifest import MANIFEST, MANIFEST_CHECKSUM, count_pairs, manifest_checksum, split_counts
from recast.files import NEW, OLD, hidden_stem, sha256_file


@dataclass
class VerifyReport:
    corpus_dir: Path
    files_checked: int = 0
    findings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.findings

    def add(self, error: Errors, **fields: object) -> None:
        message = error.value.format(**fields)
        if message not in self.findings:  # the outputs and splits checks may see the same fault
            self.findings.append(message)

    def summary(self) -> str:
        if self.ok:
            return f"ok: {self.corpus_dir} ({self.files_checked} files)"
        lines = [f"FAILED: {self.corpus_dir} ({len(self.findings)} problems)", *(f"  {f}" for f in self.findings)]
        return "\n".join(lines)


UNDESCRIBED_SPLITS = frozenset(f"{split}.jsonl" for split in SPLITS)
# what recast.writers.staged_folder names a staging folder (and the previous copy during a swap)
LEFTOVER = re.compile(rf"^(?P<stem>\..+)\.({NEW}|{OLD})-[A-Za-z0-9_]+$")


def manifest_dirs(root: Path) -> list[Path]:
    """``root`` when it holds a manifest or data files, else the directories one or two levels below
    that do (``output/<profile>/<corpus>``, exports beside them): a corpus folder that lost its
    manifest is listed too, so verify reports it."""
    return corpus_dirs(root, _verifiable, Errors.E082)


def _verifiable(folder: Path) -> bool:
    return (folder / MANIFEST).is_file() or bool(_data_files(folder))


def _data_files(folder: Path) -> list[Path]:
    """The split data files recast writes into a corpus or export folder (jsonl, tsv, parquet, json)."""
    if folder.name.startswith(".") or not folder.is_dir():  # staging folders of a run in progress
        return []
    files = [path for path in folder.iterdir() if DATA_FILE.match(path.name) and path.is_file()]
    return files + [path for split in SPLITS for path in folder.glob(f"{split}/recast_*_data.json")]


def leftovers(root: Path) -> list[Path]:
    """Staging folders and previous copies that a stopped run left beside a corpus folder: those of
    ``root`` itself, or those in ``root`` and the folders one level below it. A run in progress (its lock
    held) is not stopped: its staging folder is not listed."""
    root = Path(root).absolute()
    if (root / MANIFEST).is_file() or _data_files(root):
        candidates = list(root.parent.glob(f"{glob_escape(hidden_stem(root.name))}.*"))
    else:
        folders = [root, *(folder for folder in root.glob("*/") if not folder.name.startswith("."))]
        candidates = [path for folder in folders for path in folder.glob(".*")]
    return sorted(
        path for path in candidates if LEFTOVER.match(path.name) and path.is_dir() and not _in_progress(path)
    )


def _in_progress(leftover: Path) -> bool:
    """Whether the run that made ``leftover`` still holds its lock (``<stem>.lock`` beside it)."""
    lock = leftover.with_name(LEFTOVER.match(leftover.name)["stem"] + ".lock")
    try:
        fd = os.open(lock, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def leftover_report(path: Path) -> VerifyReport:
    report = VerifyReport(path)
    what = "staging folder" if f".{NEW}-" in path.name else "previous copy of a corpus folder"
    report.add(Errors.E112, path=path, what=what)
    return report


def verify_all(root: Path) -> list[VerifyReport]:
    """One report per corpus folder at or below ``root``, and one per folder a stopped run left there."""
    stopped = [leftover_report(path) for path in leftovers(root)]
    try:
        corpus_dirs = manifest_dirs(root)
    except RecastError:
        if stopped:  # only what a stopped run left (its swap cut short): that is the news
            return stopped
        raise
    return [*(verify(corpus_dir) for corpus_dir in progress(corpus_dirs, desc="verify")), *stopped]


def verify(corpus_dir: Path) -> VerifyReport:
    corpus_dir = Path(corpus_dir)
    report = VerifyReport(corpus_dir)
    manifest_path = corpus_dir / MANIFEST
    if not manifest_path.is_file():
        report.add(Errors.E090, file=manifest_path)
        return report
    try:
        manifest = load_manifest(manifest_path)
    except RecastError as error:
        report.findings.append(str(error).split("] ", 1)[1])
        return report
    recorded = manifest.get(MANIFEST_CHECKSUM)
    if recorded is None:
        report.add(Errors.E111, file=manifest_path)
    elif recorded != manifest_checksum(manifest):
        report.add(Errors.E099, file=manifest_path, found=manifest_checksum(manifest), expected=recorded)
    splits: Mapping[str, Any] = manifest.get("splits", {})
    split_files = {f"{split}.jsonl" for split in splits}
    outputs = manifest.get("outputs")
    if not outputs:
        report.add(Errors.E096, file=manifest_path)
    for name, expected in (outputs or {}).items():
        # a split file's pair count is checked below, with its labels and templates
        _check_file(report, corpus_dir / name, expected, count=name not in split_files)
    for split, expected in splits.items():
        _check_split(report, corpus_dir / f"{split}.jsonl", split, expected)
    if "splits" in manifest:
        for split in SPLITS:
            if split not in splits and (corpus_dir / f"{split}.jsonl").is_file():
                report.add(Errors.E095, file=corpus_dir / f"{split}.jsonl")
    listed = {MANIFEST, *(outputs or {}), *split_files}
    for path in sorted(corpus_dir.rglob("*")) if outputs else ():  # without outputs, E096 says it all
        name = path.relative_to(corpus_dir).as_posix()
        if name not in listed and not path.is_dir() and name not in UNDESCRIBED_SPLITS:  # those: E095 above
            report.add(Errors.E098, file=path)
    return report


def verified_manifest(corpus_dir: Path) -> dict[str, Any]:
    """The corpus's manifest, once the corpus verifies; else an error naming the first finding. What reads a
    corpus to make something of it (export, lint) starts here: an export of a tampered corpus would verify
    against its own fresh manifest, hiding the damage, and lint would record into a broken corpus."""
    report = verify(corpus_dir)
    if not report.ok:
        raise RecastError(Errors.E105, path=corpus_dir, finding=report.findings[0])
    return load_manifest(Path(corpus_dir) / MANIFEST)


def _check_file(report: VerifyReport, path: Path, expected: Mapping[str, Any], count: bool) -> None:
    if not path.is_file():
        report.add(Errors.E090, file=path)
        return
    report.files_checked += 1
    size = path.stat().st_size
    if "bytes" in expected and size != expected["bytes"]:
        report.add(Errors.E092, file=path, found=size, expected=expected["bytes"])
    digest = sha256_file(path)
    if digest != expected.get("sha256"):
        report.add(Errors.E091, file=path, found=digest, expected=expected.get("sha256"))
    if count and "pairs" in expected:
        try:
            pairs = count_pairs(path)
        except (OSError, ValueError) as error:  # e.g. a Parquet footer that no longer parses
            report.add(Errors.E010, file=path, reason=f"cannot count its pairs: {error}")
            return
        if pairs != expected["pairs"]:
            report.add(Errors.E093, file=path, found=pairs, expected=expected["pairs"])


def _records(report: VerifyReport, path: Path, split: str) -> Iterator[dict[str, Any]]:
    """The split file's records; the first unreadable line and the first record of another
    split are reported (one finding each, not one per line)."""
    reported: set[Errors] = set()

    def once(error: Errors, **fields: object) -> None:
        if error not in reported:
            reported.add(error)
            report.add(error, **fields)

    with open(path, "rb") as handle:
        for line, raw in enumerate(handle, start=1):
            try:
                record = orjson.loads(raw)
            except orjson.JSONDecodeError as error:
                once(Errors.E060, file=path, line=line, reason=error)
                continue
            if not isinstance(record, dict):
                once(Errors.E061, file=path, line=line, kind=type(record).__name__)
                continue
            missing = [name for name in ("label", "template") if name not in record]
            if missing:
                once(Errors.E062, file=path, line=line, field=missing[0], found=", ".join(record))
                continue
            if record.get("split", split) != split:
                once(Errors.E097, file=path, line=line, found=record["split"], split=split)
            yield record


def _check_split(report: VerifyReport, path: Path, split: str, expected: Mapping[str, Any]) -> None:
    if not path.is_file():
        report.add(Errors.E090, file=path)
        return
    found = split_counts(_records(report, path, split))
    if found["pairs"] != expected.get("pairs"):
        report.add(Errors.E093, file=path, found=found["pairs"], expected=expected.get("pairs"))
    for kind, key in (("label", "labels"), ("template", "templates")):
        recorded, counted = expected.get(key, {}), found[key]
        for name in sorted(recorded.keys() | counted.keys()):
            if recorded.get(name, 0) != counted.get(name, 0):
                report.add(Errors.E094, file=path, kind=kind, key=name, found=counted.get(name, 0),
                           expected=recorded.get(name, 0))
