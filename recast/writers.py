"""Writing recast's corpus folders: whole folders swapped in at once.

Every file recast writes (splits, manifests, cards, stats, baselines, exports) goes through
:func:`recast.files.atomic_file`: a temporary file beside the target, renamed onto it only when complete,
so a failed write (full disk, file-size limit) never truncates the file it was meant to replace.

A corpus folder (splits, manifest with checksums, card) is written by :func:`staged_folder`:
built complete in a sibling ``.<name>.recast-new-*`` folder, then swapped in with two renames
under a per-folder lock (``.<name>.lock`` beside it). A swap interrupted between the renames
is undone on the next run (the old, complete folder is put back), stale staging folders and
temporary files are removed, and a folder holding files recast did not write is never replaced.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager
from itertools import batched, takewhile
from pathlib import Path
from typing import Any

import orjson

from recast.catalogue import Errors, RecastError
from recast.files import NEW, OLD, atomic_file, current_umask, hidden_stem
from recast.manifest import MANIFEST, record_outputs, split_counts
from recast.types import SPLITS

CARD = "README.md"
# NamedTemporaryFile names: ".<target name>.<8 random characters>"; ".probe-..." from ensure_writable
TEMPORARY = re.compile(r"^\.(probe-.*|.+\.[A-Za-z0-9_]{8})$")
# What recast writes into a corpus or export folder (anything else there is not recast's to replace)
DATA_FILE = re.compile(rf"^({'|'.join(SPLITS)})\.(jsonl|tsv|parquet)$")
WRITE_BATCH = 4096  # records serialised and written at once
_HELD: dict[Path, tuple[int, int]] = {}  # lock path -> (fd, depth): the lock is re-entrant within a process


@contextmanager
def made_folders(folder: Path) -> Iterator[None]:
    """``folder`` with its missing parents made for the block and, when the block fails, taken away again
    (those still empty): a run that stops with an error leaves the file system as it found it."""
    folder = Path(folder)
    missing = list(takewhile(_absent, [folder, *folder.parents]))  # deepest first
    try:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:  # a name too long, a file in the way, no permission
            raise RecastError(Errors.E003, path=folder, reason=error.strerror or error) from error
        yield
    except BaseException:
        for path in missing:
            try:
                path.rmdir()
            except OSError as error:
                if error.errno not in (errno.ENOENT, errno.ENAMETOOLONG):  # not empty: keep it and its parents
                    break
        raise


def _absent(path: Path) -> bool:
    try:
        return not path.exists()
    except OSError:  # a name the system refuses (too long): not there
        return True


def ensure_writable(out_dir: Path) -> Path:
    """Create ``out_dir`` if needed and prove it is writable, or raise a clear error."""
    out_dir = Path(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=out_dir, prefix=".probe-"):
            pass
    except OSError as error:
        raise RecastError(Errors.E003, path=out_dir, reason=error.strerror or error) from error
    return out_dir


def dumps_record(record: Mapping[str, Any]) -> bytes:
    """One JSONL line (UTF-8, newline-terminated); key order is the record's, so runs are byte-identical."""
    return orjson.dumps(record, option=orjson.OPT_APPEND_NEWLINE)


def write_jsonl_atomically(files: Mapping[Path, Iterable[Mapping[str, Any]]]) -> dict[Path, dict[str, Any]]:
    """Write every ``path -> records`` file, all renamed into place only once all are complete; return
    each file's manifest entry (sha256, bytes, pairs), taken from the bytes as they are written."""
    entries = {}
    with ExitStack() as stack:  # a failure in any file unwinds every one: none is renamed
        for path, records in files.items():
            handle = stack.enter_context(atomic_file(path))
            digest, size, pairs = hashlib.sha256(), 0, 0
            for batch in batched(records, WRITE_BATCH):  # one write per batch: per-line writes cost seconds
                data = b"".join(map(dumps_record, batch))
                handle.write(data)
                digest.update(data)
                size, pairs = size + len(data), pairs + len(batch)
            entries[Path(path)] = {"sha256": digest.hexdigest(), "bytes": size, "pairs": pairs}
    return entries


# --- the per-folder lock, and swapping a complete folder in ------------------------------------


def lock_path(out_dir: Path) -> Path:
    out_dir = Path(out_dir).absolute()
    return out_dir.parent / f"{hidden_stem(out_dir.name)}.lock"


@contextmanager
def output_lock(out_dir: Path) -> Iterator[None]:
    """Hold an exclusive flock for ``out_dir``; another process holding it is a clear error.

    Re-entrant within a process, so a recipe can hold it for a whole run around the writers
    that take it again. The lock file is removed when the lock is let go, and the folders made
    to hold it when the block fails (nothing is left beside the output but the output).
    """
    path = lock_path(out_dir)
    if path in _HELD:
        fd, depth = _HELD[path]
        _HELD[path] = (fd, depth + 1)
        try:
            yield
        finally:
            _HELD[path] = (fd, depth)
        return
    with made_folders(path.parent):
        _HELD[path] = (_locked(path, out_dir), 1)
        try:
            yield
        finally:
            fd, _ = _HELD.pop(path)
            path.unlink(missing_ok=True)  # while still held: whoever opens the name next makes a new lock file
            os.close(fd)  # closing the descriptor releases the flock


def _locked(path: Path, out_dir: Path) -> int:
    """A descriptor of ``path`` holding its flock. A lock file can be removed by its holder between our
    open and our flock, so the lock counts only when the name still leads to the file locked."""
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
        except OSError as error:
            raise RecastError(Errors.E003, path=out_dir, reason=error.strerror or error) from error
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            os.close(fd)
            if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise RecastError(Errors.E101, path=out_dir, lock=path) from None
            raise RecastError(Errors.E003, path=out_dir, reason=error.strerror or error) from error
        try:
            if os.path.samestat(os.fstat(fd), os.stat(path)):
                return fd
        except FileNotFoundError:
            pass
        os.close(fd)  # the file we locked was removed by the run that held it before: try the new one


def _siblings(out_dir: Path, kind: str) -> list[Path]:
    return sorted(out_dir.parent.glob(f"{glob_escape(hidden_stem(out_dir.name))}.{kind}-*"))


def glob_escape(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)


def recover(out_dir: Path) -> None:
    """Undo what an interrupted run left (call with the lock held): put back a folder moved aside by
    a swap that did not finish, remove staging folders and stale temporary files."""
    olds = _siblings(out_dir, OLD)
    if olds and not out_dir.exists():
        os.rename(olds.pop(), out_dir)  # the old folder was complete; the new one never got in
    for stale in [*olds, *_siblings(out_dir, NEW)]:
        shutil.rmtree(stale, ignore_errors=True)
    if out_dir.is_dir():
        for entry in out_dir.iterdir():
            if TEMPORARY.match(entry.name) and entry.is_file():
                entry.unlink()


def recast_entry(entry: Path, listed: Iterable[str] = ()) -> bool:
    """Whether ``entry`` of a corpus or export folder is a file recast writes there."""
    name = entry.name
    if entry.is_dir() and not entry.is_symlink():  # the json export: <split>/recast_<name>_*.json
        return name in SPLITS and all(
            child.is_file() and re.fullmatch(r"recast_.+_(data|metadata)\.json", child.name) for child in entry.iterdir()
        )
    return entry.is_file() and (name in (MANIFEST, CARD) or name in set(listed) or bool(DATA_FILE.match(name)))


def check_replaceable(out_dir: Path, splits: Sequence[str] | None = None) -> None:
    """Refuse to replace a folder holding anything recast did not write, or (``splits`` given)
    split files of other splits, which the new manifest would not describe."""
    if not out_dir.exists():
        return
    if not out_dir.is_dir():
        raise RecastError(Errors.E102, path=out_dir, entry=out_dir, reason="not a directory")
    for entry in sorted(out_dir.iterdir()):
        if not recast_entry(entry):
            what = "a directory" if entry.is_dir() else "not a file recast writes"
            raise RecastError(Errors.E102, path=out_dir, entry=entry, reason=what)
    if splits is not None:
        others = [split for split in SPLITS if split not in splits and (out_dir / f"{split}.jsonl").is_file()]
        if others:
            raise RecastError(Errors.E103, path=out_dir, others=", ".join(others), splits=", ".join(splits))


@contextmanager
def staged_folder(out_dir: Path, splits: Sequence[str] | None = None, carry: Sequence[str] = ()) -> Iterator[Path]:
    """A new, empty sibling folder to build ``out_dir``'s complete replacement in; swapped in when the
    block succeeds, removed (``out_dir`` untouched) when it fails. ``carry``: names of ``out_dir``'s
    files to take over unchanged (hard links where possible)."""
    out_dir = Path(out_dir)
    stage: Path | None = None
    with output_lock(out_dir):
        try:
            recover(out_dir)
            check_replaceable(out_dir, splits)
            stage = Path(tempfile.mkdtemp(prefix=f"{hidden_stem(out_dir.name)}.{NEW}-", dir=out_dir.parent))
            os.chmod(stage, 0o777 & ~current_umask())
            for name in carry:
                try:
                    os.link(out_dir / name, stage / name)
                except OSError:
                    shutil.copy2(out_dir / name, stage / name)
            yield stage
            _swap(stage, out_dir)
        except OSError as error:
            raise RecastError(Errors.E100, file=_outside(error, stage, out_dir), reason=error.strerror or error) from error
        except RecastError as error:
            if stage is not None:  # name the file the user will look for, not the staging copy
                error.args = tuple(str(arg).replace(str(stage), str(out_dir)) for arg in error.args)
            raise
        finally:
            if stage is not None and stage.exists():
                shutil.rmtree(stage, ignore_errors=True)


def _outside(error: OSError, stage: Path | None, out_dir: Path) -> Path:
    """The path an OSError names, as the user knows it (the target folder, not the staging one)."""
    if error.filename is None:
        return out_dir
    path = Path(error.filename)
    if stage is not None and path.is_relative_to(stage):
        return out_dir / path.relative_to(stage)
    return path


def _swap(stage: Path, out_dir: Path) -> None:
    """Two renames: the old folder aside, the new one in; :func:`recover` finishes an interrupted swap."""
    old = None
    if out_dir.exists():
        old = stage.with_name(stage.name.replace(NEW, OLD, 1))
        os.rename(out_dir, old)
    os.rename(stage, out_dir)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def write_corpus(
    out_dir: Path,
    records_by_split: Mapping[str, list[dict[str, Any]]],
    manifest: dict[str, Any],
    complete: Callable[[Path, dict[str, Any]], dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Write ``<split>.jsonl`` for each split and the manifest (counts and checksums added here),
    all at once: the folder is replaced only by a complete corpus. ``complete(folder, manifest)``
    may add fields and files (the card) before the swap. Return the manifest."""
    out_dir = Path(out_dir)
    with staged_folder(out_dir, splits=list(records_by_split)) as stage:
        written = write_jsonl_atomically({stage / f"{split}.jsonl": records for split, records in records_by_split.items()})
        manifest = dict(manifest)
        manifest["splits"] = {split: split_counts(records) for split, records in records_by_split.items()}
        manifest["outputs"] = {path.name: entry for path, entry in written.items()}  # the files just written
        if complete is not None:
            manifest = complete(stage, manifest)
        else:
            manifest = record_outputs(stage, manifest, [])
    return manifest


