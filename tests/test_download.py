"""``recast download`` against a local HTTP server serving archives built from the shared data."""

from __future__ import annotations

import functools
import hashlib
import http.server
import socket
import tarfile
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from recast.cli import recast
from recast.data_sources.tbdense import read_tbdense
from recast.data_sources.timeml import read_tempeval3
from recast.catalogue import RecastError
from recast.download import download
from recast.resources import load_json
from recast.types import SPLITS


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # keep test output clean
        pass


def build_archives(raw: Path, served: Path) -> Path:
    """The official files' layouts in ``served``, built from ``raw`` (a data folder): tbaq-2013-03.zip,
    te3-platinumstandard.tar.gz and TimebankDense.T3.txt."""
    served.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(served / "tbaq-2013-03.zip", "w") as archive:
        for path in sorted((raw / "te3" / "TBAQ-cleaned").rglob("*")):
            archive.write(path, path.relative_to(raw / "te3").as_posix())
        archive.writestr("__MACOSX/._TBAQ-cleaned", b"junk the official zip carries")
    with tarfile.open(served / "te3-platinumstandard.tar.gz", "w:gz") as archive:
        archive.add(raw / "te3" / "te3-platinum", arcname="te3-platinum")
    (served / "TimebankDense.T3.txt").write_bytes((raw / "tbdense" / "TimebankDense.T3.txt").read_bytes())
    return served


@pytest.fixture(scope="module")
def archives(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The official files, built from ../shared/data/raw."""
    from conftest import shared_data_dir

    raw = shared_data_dir()
    if not (raw / "te3").is_dir() or not (raw / "tbdense").is_dir():
        pytest.skip(f"shared TempEval-3 / TimeBank-Dense not found under {raw}")
    return build_archives(raw, tmp_path_factory.mktemp("served"))


def serve(folder: Path) -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/mirror"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def mirror(archives: Path, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A server for a copy of the archives under /mirror/ (so a test may spoil one), and that copy."""
    folder = tmp_path / "www" / "mirror"
    folder.mkdir(parents=True)
    for path in archives.iterdir():
        (folder / path.name).symlink_to(path)
    yield from ((url, folder) for url in serve(tmp_path / "www"))


def leftovers(data_dir: Path) -> list[str]:
    return sorted(path.relative_to(data_dir).as_posix() for path in data_dir.rglob("*") if "recast-download" in path.name)


def test_download_tbdense_fetches_it_and_tempeval3_into_the_readers_layout(mirror: tuple[str, Path], tmp_path: Path) -> None:
    base_url, _ = mirror
    data_dir = tmp_path / "data"
    fetched = download("tbdense", data_dir, base_url)
    assert [(f.name, f.status, f.verified) for f in fetched] == [
        ("tbaq-2013-03.zip", "downloaded", False),
        ("te3-platinumstandard.tar.gz", "downloaded", False),
        ("TimebankDense.T3.txt", "downloaded", True),
    ]
    expected = load_json("downloads.json")["tbdense"]["files"][0]
    assert (fetched[2].size, fetched[2].sha256) == (expected["size"], expected["sha256"])
    assert fetched[0].url == f"{base_url}/tbaq-2013-03.zip"
    assert sorted(path.name for path in data_dir.iterdir()) == ["tbdense", "te3"]
    assert sorted(path.name for path in (data_dir / "te3").iterdir()) == ["TBAQ-cleaned", "te3-platinum"]
    assert leftovers(data_dir) == []
    assert sum(1 for _ in read_tempeval3(data_dir, ["dev"], {})) == 19
    assert sum(1 for _ in read_tbdense(data_dir, SPLITS, {})) == 36
    again = download("tbdense", data_dir, base_url)
    assert [f.status for f in again] == ["present"] * 3


def test_a_checksum_mismatch_is_an_error_and_leaves_nothing(mirror: tuple[str, Path], tmp_path: Path) -> None:
    base_url, folder = mirror
    original = (folder / "TimebankDense.T3.txt").read_bytes()
    (folder / "TimebankDense.T3.txt").unlink()
    (folder / "TimebankDense.T3.txt").write_bytes(original.replace(b"\tb\n", b"\ta\n", 1))  # same size, one label changed
    spoiled = hashlib.sha256((folder / "TimebankDense.T3.txt").read_bytes()).hexdigest()
    data_dir = tmp_path / "data"
    (data_dir / "te3").mkdir(parents=True)
    for part in ("TBAQ-cleaned", "te3-platinum"):  # tempeval3 already there: only TB-D is fetched
        (data_dir / "te3" / part).mkdir()
    with pytest.raises(RecastError) as caught:
        download("tbdense", data_dir, base_url)
    assert str(caught.value) == (
        f"[E034] {base_url}/TimebankDense.T3.txt: sha256 mismatch: expected "
        f"{load_json('downloads.json')['tbdense']['files'][0]['sha256']}, got {spoiled}; nothing was written"
    )
    assert not (data_dir / "tbdense").exists()
    assert leftovers(data_dir) == []


def test_size_mismatch_missing_member_and_unreachable_server(mirror: tuple[str, Path], tmp_path: Path) -> None:
    base_url, folder = mirror
    sources = {
        "wrong-size": {"files": [{
            "name": "TimebankDense.T3.txt", "urls": [], "size": 12, "sha256": None, "format": "file",
            "extract": {"TimebankDense.T3.txt": "tbdense/TimebankDense.T3.txt"},
        }]},
        "wrong-layout": {"files": [{
            "name": "te3-platinumstandard.tar.gz", "urls": [], "size": None, "sha256": None, "format": "tar.gz",
            "extract": {"te3-platinum": "te3/te3-platinum", "TBAQ-cleaned": "te3/TBAQ-cleaned"},
        }]},
    }
    data_dir = tmp_path / "data"
    with pytest.raises(RecastError, match=r"TimebankDense.T3.txt: size mismatch: expected 12, got 277638"):
        download("wrong-size", data_dir, base_url, sources=sources)
    with pytest.raises(RecastError, match=r"te3-platinumstandard.tar.gz: TBAQ-cleaned not found in the archive"):
        download("wrong-layout", data_dir, base_url, sources=sources)
    assert list(data_dir.iterdir()) == []  # not even te3/te3-platinum, which the archive did hold
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    with pytest.raises(RecastError, match=rf"http://127.0.0.1:{port}/tbaq-2013-03.zip: download failed: "):
        download("tempeval3", data_dir, f"http://127.0.0.1:{port}")
    with pytest.raises(RecastError, match="unknown download 'matres': choose one of tempeval3, tbdense"):
        download("matres", data_dir)
    assert list(data_dir.iterdir()) == []


def test_cli_download_reports_what_it_fetched(mirror: tuple[str, Path], tmp_path: Path) -> None:
    base_url, _ = mirror
    result = CliRunner().invoke(
        recast, ["download", "tempeval3", "--data-dir", str(tmp_path / "data"), "--base-url", base_url]
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("tbaq-2013-03.zip: ") and "(no published checksum to compare)" in lines[0]
    assert lines[0].endswith(f"-> {tmp_path / 'data' / 'te3' / 'TBAQ-cleaned'}")
    assert lines[1].startswith("te3-platinumstandard.tar.gz: ")
