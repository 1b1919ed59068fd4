"""``recast download``: fetch a corpus's official files into the data directory the readers use.

Sources, sizes and checksums are data (``templates/downloads.json``). Each file is fetched into
a staging folder inside the data directory, checked (size and sha256 where known), unpacked
there, and only then are its parts renamed into place (``te3/TBAQ-cleaned``,
``te3/te3-platinum``, ``tbdense/TimebankDense.T3.txt``): a failed or interrupted download
leaves nothing behind. Parts already present are kept unless ``force`` is given.
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import os
import shutil
import tarfile
import tempfile
import urllib.request
import zipfile
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import recast
from recast.catalogue import Errors, RecastError
from recast.resources import load_json
from recast.writers import ensure_writable

CHUNK = 1 << 16
TIMEOUT_S = 15  # seconds per socket operation: a silent server fails fast


@dataclass(frozen=True)
class Fetched:
    """What became of one file: ``downloaded`` (with its size and sha256) or already ``present``."""

    name: str
    status: str
    destinations: tuple[Path, ...]
    url: str | None = None
    size: int | None = None
    sha256: str | None = None
    verified: bool = False  # False when no checksum was known to compare with


def download_names(sources: Mapping[str, Any] | None = None) -> list[str]:
    return [name for name in (sources or load_json("downloads.json")) if not name.startswith("_")]


def download(
    name: str,
    data_dir: Path,
    base_url: str | None = None,
    force: bool = False,
    sources: Mapping[str, Any] | None = None,
) -> list[Fetched]:
    """Fetch corpus ``name`` (and the corpora it requires, first) into ``data_dir``.

    ``base_url`` replaces the official URLs with ``<base_url>/<file name>`` (a mirror, or a
    local server in tests); ``sources`` replaces ``templates/downloads.json``. All files of one
    corpus are fetched, checked and unpacked before any is put in place, so a download that fails
    halfway leaves no half-installed corpus (TBAQ-cleaned without the platinum test set).
    """
    sources = sources or load_json("downloads.json")
    if name not in download_names(sources):
        raise RecastError(Errors.E032, name=name, choices=", ".join(download_names(sources)))
    data_dir = ensure_writable(Path(data_dir))
    results = []
    for required in sources[name].get("requires", []):
        results += download(required, data_dir, base_url, force=False, sources=sources)
    staging = Path(tempfile.mkdtemp(prefix=".recast-download-", dir=data_dir))
    try:
        staged = [_stage_file(spec, data_dir, staging / str(number), base_url, force)
                  for number, spec in enumerate(sources[name]["files"])]
        for fetched, unpacked in staged:
            if unpacked is not None:
                _install(fetched, unpacked, data_dir, sources[name]["files"], staging)
        results += [fetched for fetched, _ in staged]
    except OSError as error:  # disk full, permissions: nothing half-installed is left behind
        raise RecastError(Errors.E100, file=error.filename or data_dir, reason=error.strerror or error) from error
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return results


def _stage_file(
    spec: Mapping[str, Any], data_dir: Path, staging: Path, base_url: str | None, force: bool
) -> tuple[Fetched, Path | None]:
    """Fetch, check and unpack one file into ``staging``; (what happened, the unpacked folder or None
    when its parts are already present)."""
    destinations = {member: data_dir / target for member, target in spec["extract"].items()}
    if not force and all(path.exists() for path in destinations.values()):
        return Fetched(spec["name"], "present", tuple(destinations.values())), None
    urls = [f"{base_url.rstrip('/')}/{spec['name']}"] if base_url else list(spec["urls"])
    staging.mkdir()
    archive = staging / spec["name"]
    url, size, sha256 = _fetch(urls, archive)
    for what, expected, found in (("size", spec.get("size"), size), ("sha256", spec.get("sha256"), sha256)):
        if expected is not None and expected != found:
            raise RecastError(Errors.E034, url=url, what=what, expected=expected, found=found)
    try:
        unpacked = _unpack(archive, spec["format"], staging / "unpacked")
    except (zipfile.BadZipFile, tarfile.TarError, EOFError, zlib.error, gzip.BadGzipFile) as error:
        # a truncated archive: EOFError, which click would turn into "aborted"
        raise RecastError(Errors.E010, file=url, reason=f"cannot unpack (truncated or damaged?): {error}") from None
    for member in destinations:
        if not (unpacked / member).exists():
            raise RecastError(Errors.E035, archive=url, member=member)
    fetched = Fetched(spec["name"], "downloaded", tuple(destinations.values()), url, size, sha256,
                      verified=spec.get("sha256") is not None)
    return fetched, unpacked


def _install(fetched: Fetched, unpacked: Path, data_dir: Path, specs: Sequence[Mapping[str, Any]], staging: Path) -> None:
    """Rename a staged file's parts into place (an old copy, with ``force``, goes with the staging folder)."""
    (spec,) = [spec for spec in specs if spec["name"] == fetched.name]
    for member, target in spec["extract"].items():
        destination = data_dir / target
        destination.parent.mkdir(parents=True, exist_ok=True)
        if destination.exists():
            os.replace(destination, Path(tempfile.mkdtemp(dir=staging)) / destination.name)
        os.replace(unpacked / member, destination)


def _fetch(urls: list[str], target: Path) -> tuple[str, int, str]:
    """Stream the first URL that answers into ``target``; its URL, size and sha256.

    Every socket operation times out after TIMEOUT_S, so a server that accepts and never answers
    fails the URL in seconds."""
    failures = []
    for url in urls:
        try:
            request = urllib.request.Request(url, headers={"User-Agent": f"recast/{recast.__version__}"})
            with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response, open(target, "wb") as out:
                digest, size = hashlib.sha256(), 0
                while chunk := response.read(CHUNK):
                    digest.update(chunk)
                    size += len(chunk)
                    out.write(chunk)
            return url, size, digest.hexdigest()
        except (OSError, ValueError, http.client.HTTPException) as error:
            # URLError, HTTPError, timeouts, refused connections; ValueError: not a URL ("notaurl");
            # HTTPException: a connection closed before the whole body (IncompleteRead)
            failures.append(f"{url}: {getattr(error, 'reason', None) or error!r}"
                            if not str(error) else f"{url}: {getattr(error, 'reason', None) or error}")
    raise RecastError(Errors.E033, url=urls[0], reason="; ".join(failures))


def _unpack(archive: Path, file_format: str, folder: Path) -> Path:
    """Unpack into ``folder`` (a plain file is moved there as is); members cannot escape it."""
    folder.mkdir()
    if file_format == "zip":
        with zipfile.ZipFile(archive) as handle:
            handle.extractall(folder)  # zipfile drops absolute paths and '..' from member names
    elif file_format == "tar.gz":
        with tarfile.open(archive, "r:gz") as handle:
            handle.extractall(folder, filter="data")
    else:
        os.replace(archive, folder / archive.name)
    return folder
