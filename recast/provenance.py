"""Provenance: checksums, package versions, and each source corpus's licence and citations.

A corpus directory's ``manifest.json`` is finished here: the sha256 of every input read, the
sha256, size and pair count of every file recast wrote into the directory (``outputs``), the
versions of the packages that shaped the data, and the licence and citations of the source
corpus (from ``templates/corpora.json``). ``recast verify`` re-checks the ``outputs``.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import logging
import os
import platform
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import orjson

from recast.catalogue import Errors, RecastError
from recast.resources import load_json
from recast.settings import default_cache_dir
from recast.types import SPLITS
from recast.writers import MANIFEST, MANIFEST_CHECKSUM, record_outputs, sha256_file, write_cache_file

# The packages whose versions can change a corpus's bytes: recast itself, the UDS-T data
# (decomp), the parsers (stanza, UDPipe) and the text tools the generator uses.
TRACKED_PACKAGES = ("recast", "decomp", "stanza", "ufal.udpipe", "conllu", "lxml", "lemminflect", "sacremoses")

log = logging.getLogger(__name__)


def package_versions(names: Iterable[str] = TRACKED_PACKAGES) -> dict[str, str | None]:
    """Installed version of each package; None for one that is not installed."""
    versions: dict[str, str | None] = {}
    for name in names:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            versions[name] = None
    return versions


def corpus_source(corpus: str) -> dict[str, Any]:
    """The ``templates/corpora.json`` entry for ``corpus``: source, licence, citation keys."""
    corpora = load_json("corpora.json")["corpora"]
    if corpus not in corpora:
        raise RecastError(Errors.E080, corpus=corpus, choices=", ".join(sorted(corpora)))
    return corpora[corpus]


def bibtex(key: str) -> str:
    """The BibTeX entry ``key`` of ``templates/corpora.json``, fields in the file's order."""
    entry = load_json("corpora.json")["citations"][key]
    width = max(map(len, entry["fields"]))
    fields = ",\n".join(
        f"  {name.ljust(width)} = {value if name == 'month' else '{' + value + '}'}"
        for name, value in entry["fields"].items()
    )
    return f"@{entry['type']}{{{key},\n{fields}\n}}"


def citations(corpus: str) -> list[str]:
    """BibTeX for the source corpus's papers, then for the recasting paper (Vashishtha et al., 2020)."""
    keys = [*corpus_source(corpus)["citations"], load_json("corpora.json")["recast_citation"]]
    return [bibtex(key) for key in keys]


def input_checksums(files: Sequence[Path]) -> dict[str, str]:
    """sha256 of each input, keyed by its path below the inputs' common folder (no machine paths): of the
    bytes this process read from it (:func:`record_read`), else of the file as the memo or a fresh read finds it."""
    paths = sorted({Path(file).resolve() for file in files})
    if not paths:
        return {}
    base = Path(os.path.commonpath([path.parent for path in paths]))
    unread = [path for path in paths if path not in _AS_READ]
    memo = ChecksumMemo.load() if unread else None
    checksums = {
        path.relative_to(base).as_posix(): _AS_READ[path] if path in _AS_READ else memo.sha256(path)
        for path in paths
    }
    if memo is not None:
        memo.save()
    return checksums


# sha256 of the bytes this process read from each input, by resolved path: what the manifest records,
# so a file edited after it was read (or edited back to its old size and mtime) cannot lend its checksum.
_AS_READ: dict[Path, str] = {}


def record_read(path: Path, data: bytes) -> None:
    """Remember the sha256 of ``data``, just read from ``path`` (the readers' one way to read a file)."""
    _AS_READ[Path(path).resolve()] = hashlib.sha256(data).hexdigest()


# The checksums of inputs recast does not read itself (decomp's UDS-T files, 315 MB, ~0.6 s to hash), kept
# as git's index keeps files: by size, mtime, ctime, inode and device -- editing a file, even restoring its
# mtime after, changes its ctime -- and each entry sealed with a checksum of its own, so a damaged entry is
# hashed again instead of believed.
CHECKSUM_CACHE = "input-checksums-v2.json"


def _stamp(path: Path) -> list[int]:
    stat = path.stat()
    return [stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns, stat.st_ino, stat.st_dev]


def _seal(path: str, stamp: list[int], digest: str) -> str:
    return hashlib.sha256(orjson.dumps([path, stamp, digest])).hexdigest()


class ChecksumMemo:
    """The memo file of input checksums; damaged entries are dropped (and counted) as it is loaded."""

    def __init__(self, entries: dict[str, Any]) -> None:
        self.entries, self.changed = entries, False

    @classmethod
    def load(cls) -> ChecksumMemo:
        path = default_cache_dir() / CHECKSUM_CACHE
        try:
            raw = orjson.loads(path.read_bytes())
        except OSError:
            return cls({})
        except orjson.JSONDecodeError:
            raw = None
        if not isinstance(raw, dict):
            log.warning("%s: damaged; every input is checksummed again", path)
            return cls({})
        entries = {key: entry for key, entry in raw.items() if cls.sound(key, entry)}
        if len(entries) < len(raw):
            log.warning("%s: %d damaged entries; their inputs are checksummed again", path, len(raw) - len(entries))
        memo = cls(entries)
        memo.changed = len(entries) < len(raw)
        return memo

    @staticmethod
    def sound(key: str, entry: Any) -> bool:
        """Whether ``entry`` is whole: its seal matches its path, stamp and checksum."""
        try:
            return entry["seal"] == _seal(key, entry["stamp"], entry["sha256"])
        except (TypeError, KeyError):  # not an object, or missing a field
            return False

    def sha256(self, path: Path) -> str:
        stamp, key = _stamp(path), str(path)
        entry = self.entries.get(key)
        if entry is not None and entry["stamp"] == stamp:
            return entry["sha256"]
        digest = sha256_file(path)
        self.entries[key] = {"stamp": stamp, "sha256": digest, "seal": _seal(key, stamp, digest)}
        self.changed = True
        return digest

    def save(self) -> None:
        if self.changed:  # a memo that cannot be written only costs time next run
            data = orjson.dumps(self.entries, option=orjson.OPT_SORT_KEYS)
            write_cache_file(default_cache_dir() / CHECKSUM_CACHE, data)


def check_manifest(manifest: Any, path: Path) -> dict[str, Any]:
    """``manifest`` when its fields have the types recast writes; else a RecastError naming the field."""

    def fail(reason: str) -> RecastError:
        return RecastError(Errors.E104, file=path, reason=reason)

    if not isinstance(manifest, dict):
        raise fail(f"expected a JSON object, found {type(manifest).__name__}")
    for key in ("corpus", "profile", "manifest_sha256"):
        if key in manifest and not isinstance(manifest[key], str | None):
            raise fail(f"{key!r} should be a string, found {type(manifest[key]).__name__}")
    for key in ("splits", "outputs", "skipped", "inputs", "versions", "parameters"):
        if key in manifest and not isinstance(manifest[key], dict):
            raise fail(f"{key!r} should be an object, found {type(manifest[key]).__name__}")
    for name, entry in manifest.get("outputs", {}).items():
        if not isinstance(entry, dict) or not isinstance(entry.get("sha256"), str):
            raise fail(f"outputs[{name!r}] should be an object with a 'sha256' string")
        for count in ("bytes", "pairs"):
            if count in entry and (type(entry[count]) is not int or entry[count] < 0):
                raise fail(f"outputs[{name!r}][{count!r}] should be a count, found {entry[count]!r}")
        if Path(name).is_absolute() or ".." in Path(name).parts:
            raise fail(f"outputs[{name!r}] names a file outside the folder")
    for split, counts in manifest.get("splits", {}).items():
        if split not in SPLITS or not isinstance(counts, dict):
            raise fail(f"splits[{split!r}] should be one of {', '.join(SPLITS)} with an object of counts")
        if "pairs" in counts and (type(counts["pairs"]) is not int or counts["pairs"] < 0):
            raise fail(f"splits[{split!r}]['pairs'] should be a count, found {counts['pairs']!r}")
        for key in ("labels", "templates"):
            table = counts.get(key, {})
            if not isinstance(table, dict) or not all(type(n) is int for n in table.values()):
                raise fail(f"splits[{split!r}][{key!r}] should map names to counts")
    return manifest


def load_manifest(path: Path) -> dict[str, Any]:
    """The manifest at ``path``, checked (:func:`check_manifest`); a clear error when it is not one."""
    try:
        manifest = orjson.loads(Path(path).read_bytes())
    except orjson.JSONDecodeError as error:
        raise RecastError(Errors.E104, file=path, reason=f"not valid JSON: {error}") from None
    except OSError as error:
        raise RecastError(Errors.E104, file=path, reason=error.strerror or error) from None
    return check_manifest(manifest, Path(path))


def read_manifest(directory: Path) -> dict[str, Any]:
    """``directory``'s manifest (checked), or an empty dict where it has none."""
    path = Path(directory) / MANIFEST
    return load_manifest(path) if path.is_file() else {}


def finalized(manifest: dict[str, Any], input_files: Sequence[Path]) -> dict[str, Any]:
    """``manifest`` with package versions, input checksums and the source's licence and citations."""
    corpus = manifest["corpus"]
    finished = {
        **manifest,
        # the recipe's own entries (e.g. decomp's version as it reports it) win over the lookup
        "versions": {**package_versions(), "python": platform.python_version(), **manifest.get("versions", {})},
        "inputs": input_checksums(input_files),
        "license": corpus_source(corpus)["license"],
        "citations": citations(corpus),
    }
    finished.pop("outputs", None)  # a rewritten corpus starts a fresh list
    finished.pop(MANIFEST_CHECKSUM, None)
    return finished


def finalize_manifest(corpus_dir: Path, manifest: dict[str, Any], input_files: Sequence[Path]) -> dict[str, Any]:
    """Complete a manifest written by :func:`recast.writers.write_corpus` in ``corpus_dir`` (in place:
    use it on a staging folder, see :func:`recast.recipes.finish.finish_corpus`): :func:`finalized`, then the
    checksums of the split files (``manifest["outputs"]`` holds them as the writer took them). Write the
    dataset card afterwards (it records itself).
    """
    written = manifest.get("outputs", {})
    finished = finalized(manifest, input_files)
    splits = [f"{split}.jsonl" for split in manifest.get("splits", {})]
    return record_outputs(corpus_dir, finished, splits, {name: written[name] for name in splits if name in written})
