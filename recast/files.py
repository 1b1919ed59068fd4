"""Single files read and written safely: the bottom of recast, imported by the readers and the writers alike.

- :func:`atomic_file`, the one way recast writes a file: a temporary file beside the target, renamed onto it
  only when complete, so a failed write (full disk, file-size limit) never truncates the file it replaces;
- cache files (:func:`write_cache_file`, checked pickles) whose loss or damage only costs time;
- checksums of inputs: of the bytes a reader read (:func:`record_read`), else from a sealed memo.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import orjson

from recast.catalogue import Errors, RecastError
from recast.settings import default_cache_dir

log = logging.getLogger(__name__)

NEW, OLD = "recast-new", "recast-old"

NAME_MAX = 255  # bytes in one file name (Linux, macOS)


# The longest ending recast puts after a hidden name: ".recast-new-" and mkdtemp's 8 random characters
HIDDEN_SUFFIX_BYTES = len(f".{NEW}-") + 8


def hidden_stem(name: str) -> str:
    """``.<name>``, the start of the hidden names recast puts beside ``name`` (its lock, staging folder,
    temporary files); for a name too long to take their endings within NAME_MAX, a cut of it and a hash of
    the whole, so a 255-byte output name works and every run finds the same names."""
    stem = f".{name}"
    if len(stem.encode()) + HIDDEN_SUFFIX_BYTES <= NAME_MAX:
        return stem
    digest = "~" + hashlib.sha256(name.encode()).hexdigest()[:16]
    room = NAME_MAX - HIDDEN_SUFFIX_BYTES - len(digest) - 1
    cut = name.encode()[:room].decode(errors="ignore")  # whole characters only
    return f".{cut}{digest}"


def current_umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _publishable(temporary: str) -> str:
    """NamedTemporaryFile makes files private (0600); a corpus file gets the usual umask-based mode."""
    os.chmod(temporary, 0o666 & ~current_umask())
    return temporary


@contextmanager
def atomic_file(path: Path, mode: str = "wb", **open_options: Any) -> Iterator[IO[Any]]:
    """An open temporary file beside ``path``, renamed onto ``path`` when the block succeeds.

    The one way recast writes a file. On any failure the temporary file is removed and ``path`` is
    left as it was; an OSError (ENOSPC, EFBIG, ...) becomes a RecastError naming ``path``.
    """
    path = Path(path)
    temporary: str | None = None
    try:
        handle = tempfile.NamedTemporaryFile(mode, dir=path.parent, prefix=f"{hidden_stem(path.name)}.",
                                             delete=False, **open_options)
        temporary = handle.name
        with handle:
            yield handle
        os.replace(_publishable(temporary), path)
    except OSError as error:
        raise RecastError(Errors.E100, file=path, reason=error.strerror or error) from error
    finally:
        if temporary is not None and os.path.exists(temporary):
            os.unlink(temporary)


@contextmanager
def atomic_path(path: Path) -> Iterator[Path]:
    """:func:`atomic_file` for writers that want a path (pyarrow, matplotlib, shutil)."""
    with atomic_file(path) as handle:
        yield Path(handle.name)


def write_cache_file(path: Path, data: bytes) -> bool:
    """Write a cache file atomically, its folder made first; False when it cannot be written, which only
    costs time on the next run."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with atomic_file(path) as handle:
            handle.write(data)
    except (OSError, RecastError):
        return False
    return True


def write_text_atomically(path: Path, text: str) -> Path:
    with atomic_file(path, "w", encoding="utf-8", newline="") as handle:
        handle.write(text)
    return Path(path)


# Facts about a file recast wrote or read: its checksum, and how many records it holds.
CHUNK = 1 << 20


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()



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



CACHE_MAGIC = b"recast-cache sha256="  # then the hex sha256 of the pickle, a newline, the pickle


def read_checked_pickle(path: Path, kind: type) -> Any:
    """The object pickled at ``path`` when it is a ``kind`` and its checksum matches, else None."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    header, _, body = raw.partition(b"\n")
    if header != CACHE_MAGIC + hashlib.sha256(body).hexdigest().encode():
        return None
    try:
        data = pickle.loads(body)
    except Exception:  # noqa: BLE001 - the checksum matched, but the classes changed: rebuild
        return None
    return data if isinstance(data, kind) else None


def write_checked_pickle(path: Path, data: object) -> bool:
    """Write ``data`` to ``path`` atomically; False when the folder or file cannot be written."""
    body = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
    return write_cache_file(path, CACHE_MAGIC + hashlib.sha256(body).hexdigest().encode() + b"\n" + body)

