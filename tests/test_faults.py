"""Issue 10, "nothing lost, nothing silently wrong": each fault on a small input in the corpus's own
format gives a one-line error naming the file and item, a counted skip, or the right output."""

from __future__ import annotations

import functools
import http.server
import io
import json
import shutil
import socket
import subprocess
import sys
import tarfile
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from recast.files import read_checked_pickle, write_checked_pickle
from recast.catalogue import Errors, RecastError, Skip
from recast.data_sources import uds_time
from recast.data_sources.red import read_red
from recast.data_sources.tbdense import read_tbdense
from recast.data_sources.timeml import read_tempeval3, read_timeml_file
from recast.export import export
from recast.manifest import read_manifest
from recast.verify import verify, verify_all

REPO = Path(__file__).resolve().parents[1]
FAULTS = REPO / "tests" / "fixtures" / "faults"
TIMEML = REPO / "tests" / "fixtures" / "timeml"
ORDER = Path("paper/uds-time-order")
SPLITS = ["train", "dev", "test"]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "recast", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=120)


def one_line_error(result: subprocess.CompletedProcess, code: str) -> str:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"recast: error: [{code}] "), result.stderr
    return lines[0]


@pytest.fixture
def te3_copy(tmp_path: Path) -> Path:
    """A writable TempEval-3 layout (te3/TBAQ-cleaned, te3/te3-platinum) with TB-Dense beside it."""
    shutil.copytree(TIMEML / "te3", tmp_path / "te3")
    shutil.copytree(TIMEML / "tbdense", tmp_path / "tbdense")
    return tmp_path


# --- RED -----------------------------------------------------------------------------------------


def test_red_crlf_source_keeps_spans_on_their_words() -> None:
    skips: dict = {}
    (read,) = read_red(FAULTS / "red" / "release", SPLITS, skips)
    assert b"\r\n" in (FAULTS / "red/release/data/source/deft/CRLF_DOC_0001").read_bytes()
    assert [event.text for event in read.events] == ["crowded", "began"]
    assert [link.relation for link in read.links] == ["BEFORE"]
    assert sorted(path.name for path in read.inputs) == [  # the source text is an input too
        "CRLF_DOC_0001", "CRLF_DOC_0001.RED-Relation.gold.completed.xml"]


def test_red_span_off_its_word_is_an_error(tmp_path: Path) -> None:
    """What a newline-translating read gave: every span shifted, caught by the span-text check."""
    release = shutil.copytree(FAULTS / "red" / "release", tmp_path / "release")
    source = release / "data/source/deft/CRLF_DOC_0001"
    source.write_bytes(source.read_bytes().replace(b"\r\n", b"\n"))
    with pytest.raises(RecastError, match=r"\[E110\] .*CRLF_DOC_0001.RED-Relation.gold.completed.xml: entity 1@e@"):
        list(read_red(release, SPLITS, {}))


def test_red_one_span_off_its_word_is_counted(tmp_path: Path) -> None:
    release = shutil.copytree(FAULTS / "red" / "release", tmp_path / "release")
    annotation = release / "data/annotation/deft/CRLF_DOC_0001.RED-Relation.gold.completed.xml"
    text = (release / "data/source/deft/CRLF_DOC_0001").read_text(newline="")
    start = text.index("holiday")
    xml = annotation.read_text()
    extra = (f"<entity><id>3@e@CRLF_DOC_0001@gold</id><span>{start},{start + 7}</span><type>EVENT</type>"
             "<properties/></entity>\n")
    began = text.index("began")
    xml = xml.replace(f"{began},{began + 5}", f"{began + 1},{began + 5}").replace("<annotations>", "<annotations>" + extra)
    annotation.write_text(xml)
    skips: dict = {}
    (read,) = read_red(release, SPLITS, skips)
    assert sorted(event.text for event in read.events) == ["crowded", "holiday"]
    assert sum(c[Skip.SPAN_OFF_WORDS.value] for c in skips.values()) == 1 and read.links == []


def test_red_source_without_annotation_is_counted_or_strict_error(tmp_path: Path) -> None:
    skips: dict = {}
    list(read_red(FAULTS / "red" / "release", SPLITS, skips))
    assert skips["train"][Skip.NO_ANNOTATION.value] == 1
    with pytest.raises(RecastError, match=r"\[E008\] .*UNANNOTATED_0002.RED-Relation.gold.completed.xml: missing"):
        list(read_red(FAULTS / "red" / "release", SPLITS, {}, strict=True))


def test_red_non_utf8_source_is_a_one_line_error(tmp_path: Path) -> None:
    release = shutil.copytree(FAULTS / "red" / "release", tmp_path / "release")
    source = release / "data/source/deft/CRLF_DOC_0001"
    source.write_bytes(source.read_bytes().replace(b"Shoppers", b"Sh\xf6ppers"))
    with pytest.raises(RecastError, match=r"\[E068\] .*CRLF_DOC_0001: not UTF-8 text: line 4, byte \d+"):
        list(read_red(release, SPLITS, {}))


# --- TimeML and TimeBank-Dense -------------------------------------------------------------------


def test_zero_width_space_in_an_event_is_blanked_without_shifting_offsets() -> None:
    read = read_timeml_file(FAULTS / "timeml" / "zwsp.tml", "train")
    said, started = read.events
    assert said.text == "said" and "\u200b" not in read.document.text
    assert read.document.text[said.start_char:said.end_char] == "said"
    assert read.document.text[started.start_char:started.end_char] == "started"


def test_internal_entities_are_resolved() -> None:
    read = read_timeml_file(FAULTS / "timeml" / "entities.tml", "train")
    assert read.document.text == "Smith & Co. said prices rose."
    assert [read.document.text[e.start_char:e.end_char] for e in read.events] == ["said", "rose"]


def test_external_entity_is_never_fetched_and_is_an_error(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    path = tmp_path / "external.tml"
    text = (FAULTS / "timeml" / "external.tml").read_text().replace("file:///etc/hostname", secret.as_uri())
    path.write_text(text)
    with pytest.raises(RecastError) as caught:
        read_timeml_file(path, "train")
    assert str(caught.value) == "[E108] " + Errors.E108.value.format(file=path, item="line 7", entity="secret")
    assert "TOP-SECRET" not in str(caught.value)


def test_billion_laughs_is_refused_in_bounded_memory() -> None:
    code = f"""
import resource
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))  # 1 GiB: the expansion would need ~2 GB
from pathlib import Path
from recast.catalogue import RecastError
from recast.data_sources.timeml import read_timeml_file
try:
    read_timeml_file(Path({str(FAULTS / 'timeml' / 'bomb.tml')!r}), "train")
except RecastError as error:
    print(error)
"""
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert result.stdout.startswith("[E007] ") and "bomb.tml" in result.stdout, result.stderr
    assert "amplification" in result.stdout and time.monotonic() - start < 30


def test_duplicate_docid_names_both_files(te3_copy: Path) -> None:
    timebank = te3_copy / "te3/TBAQ-cleaned/TimeBank"
    shutil.copy(timebank / "wsj_0520.tml", timebank / "wsj_0520_copy.tml")
    with pytest.raises(RecastError) as caught:
        list(read_tempeval3(te3_copy, SPLITS, {}))
    assert str(caught.value) == "[E106] " + Errors.E106.value.format(
        file=timebank / "wsj_0520_copy.tml", doc_id="wsj_0520", other=timebank / "wsj_0520.tml")


def test_a_directory_named_tml_is_a_one_line_error(te3_copy: Path) -> None:
    (te3_copy / "te3/TBAQ-cleaned/AQUAINT/folder.tml").mkdir()
    with pytest.raises(RecastError, match=r"\[E109\] .*folder.tml: a directory, not a file"):
        list(read_tempeval3(te3_copy, SPLITS, {}))


def test_tbdense_doc_id_cannot_leave_the_data_folder(te3_copy: Path) -> None:
    (te3_copy / "outside.tml").write_bytes((FAULTS / "timeml" / "zwsp.tml").read_bytes())
    pairs = te3_copy / "tbdense" / "TimebankDense.T3.txt"
    pairs.write_text(pairs.read_text() + "../../../outside\te1\te2\tb\n")
    with pytest.raises(RecastError, match=r"\[E107\] .*TimebankDense.T3.txt: line \d+: document id '../../../outside'"):
        list(read_tbdense(te3_copy, SPLITS, {}))


def test_tbdense_records_the_files_it_read(te3_copy: Path) -> None:
    for read in read_tbdense(te3_copy, SPLITS, {}):
        assert all(path.is_absolute() or path.exists() for path in read.inputs)
        assert read.inputs[0] == (te3_copy / "te3/TBAQ-cleaned/TimeBank" / f"{read.document.doc_id}.tml").resolve()


def test_tbdense_non_utf8_pairs_file_is_a_one_line_error(te3_copy: Path) -> None:
    pairs = te3_copy / "tbdense" / "TimebankDense.T3.txt"
    lines = pairs.read_bytes().split(b"\n")
    lines[1] = lines[1] + b"\xff"
    pairs.write_bytes(b"\n".join(lines))
    with pytest.raises(RecastError, match=r"\[E068\] .*TimebankDense.T3.txt: not UTF-8 text: line 2, byte"):
        list(read_tbdense(te3_copy, SPLITS, {}))


# --- the UDS-T cache -----------------------------------------------------------------------------


def test_a_truncated_uds_cache_is_rebuilt_not_unpickled(tmp_path: Path) -> None:
    path = tmp_path / "uds-time-dev.pickle"
    data = uds_time.UDSTimeSplit(split="dev")
    assert write_checked_pickle(path, data)
    assert read_checked_pickle(path, uds_time.UDSTimeSplit) == data
    assert read_checked_pickle(path, dict) is None  # another kind of object: rebuilt
    path.write_bytes(path.read_bytes()[:-5])  # truncated
    assert read_checked_pickle(path, uds_time.UDSTimeSplit) is None
    path.write_bytes(b"\x80\x04 an old cache without a checksum")
    assert read_checked_pickle(path, uds_time.UDSTimeSplit) is None


def test_a_cache_folder_that_cannot_be_created_costs_only_time(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("a file where the cache folder should go")
    assert not write_checked_pickle(tmp_path / "blocker" / "cache" / "x.pickle", uds_time.UDSTimeSplit(split="dev"))
    assert read_checked_pickle(tmp_path / "blocker" / "cache" / "x.pickle", uds_time.UDSTimeSplit) is None


# --- verify and export ---------------------------------------------------------------------------


@pytest.mark.parametrize("field,value", [("profile", "release-2020"), ("skipped", {}), ("inputs", {"x": "0" * 64})])
def test_verify_catches_an_edited_manifest_field(corpus_root: Path, field: str, value: object) -> None:
    path = corpus_root / ORDER / "manifest.json"
    manifest = json.loads(path.read_text())
    manifest[field] = value
    path.write_text(json.dumps(manifest, indent=2))
    (finding,) = verify(corpus_root / ORDER).findings
    assert finding.startswith(f"{path}: the manifest's own checksum ")


def test_verify_fails_a_corpus_folder_that_lost_its_manifest(corpus_root: Path) -> None:
    (corpus_root / ORDER / "manifest.json").unlink()
    reports = {report.corpus_dir: report for report in verify_all(corpus_root)}
    assert reports[corpus_root / ORDER].findings == [f"{corpus_root / ORDER / 'manifest.json'}: missing"]
    assert not reports[corpus_root / ORDER].ok


@pytest.mark.parametrize("manifest,reason", [
    ([], "expected a JSON object, found list"),
    ({"splits": {"dev": {"pairs": "8"}}, "outputs": {}}, "splits['dev']['pairs'] should be a count, found '8'"),
    ({"outputs": ["dev.jsonl"]}, "'outputs' should be an object, found list"),
])
def test_a_manifest_of_the_wrong_shape_is_a_clear_error(corpus_root: Path, manifest: object, reason: str) -> None:
    corpus_dir = corpus_root / ORDER
    path = corpus_dir / "manifest.json"
    path.write_text(json.dumps(manifest))
    assert verify(corpus_dir).findings == [f"{path}: not a recast manifest: {reason}"]
    with pytest.raises(RecastError, match=r"\[E104\] "):
        read_manifest(corpus_dir)
    with pytest.raises(RecastError, match=r"\[E105\] .*not a recast manifest"):
        export(corpus_dir, "tsv")


def test_cli_on_a_list_manifest_exits_cleanly(corpus_root: Path) -> None:
    corpus_dir = corpus_root / ORDER
    (corpus_dir / "manifest.json").write_text("[]")
    result = cli("verify", str(corpus_dir))
    assert result.returncode == 1 and "not a recast manifest: expected a JSON object, found list" in result.stdout
    one_line_error(cli("export", str(corpus_dir), "--format", "tsv"), "E105")


def test_export_refuses_a_tampered_corpus(corpus_root: Path, tmp_path: Path) -> None:
    corpus_dir = corpus_root / ORDER
    path = corpus_dir / "dev.jsonl"
    path.write_text(path.read_text().replace('"label":"entailed"', '"label":"not-entailed"', 1))
    with pytest.raises(RecastError, match=rf"\[E105\] {corpus_dir}: the corpus does not verify \({path}: "):
        export(corpus_dir, "parquet", tmp_path / "export")
    assert not (tmp_path / "export").exists()


def test_export_is_swapped_in_whole_and_stray_files_are_reported(corpus_root: Path, tmp_path: Path) -> None:
    out = export(corpus_root / ORDER, "tsv", tmp_path / "export")
    assert verify(out).ok
    (out / ".dev.tsv.ab12cd34").write_text("left by a killed run")
    assert verify(out).findings == [f"{out / '.dev.tsv.ab12cd34'}: a file the manifest does not list "
                                    "(a stray or leftover file)"]
    export(corpus_root / ORDER, "tsv", out)  # the next run cleans it up
    assert verify(out).ok


# --- download ------------------------------------------------------------------------------------


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    folder = tmp_path / "served"
    folder.mkdir()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", folder
    finally:
        server.shutdown()
        server.server_close()


SOURCES = {"two": {"requires": [], "files": [
    {"name": "a.zip", "urls": [], "size": None, "sha256": None, "format": "zip", "extract": {"A": "two/A"}},
    {"name": "b.tar.gz", "urls": [], "size": None, "sha256": None, "format": "tar.gz", "extract": {"B": "two/B"}},
]}}


def make_archives(folder: Path, truncate: bool) -> None:
    with zipfile.ZipFile(folder / "a.zip", "w") as archive:
        archive.writestr("A/doc.tml", "<TimeML/>")
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        data = bytes(range(256)) * 400
        info = tarfile.TarInfo("B/doc.tml")
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))
    raw = buffer.getvalue()
    (folder / "b.tar.gz").write_bytes(raw[: len(raw) // 2] if truncate else raw)


def test_a_truncated_archive_is_an_error_and_installs_nothing(served: tuple[str, Path], tmp_path: Path) -> None:
    from recast.download import download

    url, folder = served
    make_archives(folder, truncate=True)
    data = tmp_path / "data"
    with pytest.raises(RecastError, match=r"\[E010\] .*b.tar.gz: cannot unpack"):
        download("two", data, url, sources=SOURCES)
    assert sorted(p.name for p in data.iterdir()) == []  # not A without B, no staging folder
    make_archives(folder, truncate=False)
    assert [f.status for f in download("two", data, url, sources=SOURCES)] == ["downloaded", "downloaded"]
    assert (data / "two/A/doc.tml").is_file() and (data / "two/B/doc.tml").is_file()


def test_a_server_that_never_answers_fails_fast(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from recast import download as module

    monkeypatch.setattr(module, "TIMEOUT_S", 1)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)  # accepts (the kernel completes the handshake) and never answers
    try:
        start = time.monotonic()
        with pytest.raises(RecastError, match=r"\[E033\] .*download failed: .*timed out"):
            module.download("two", tmp_path / "data", f"http://127.0.0.1:{listener.getsockname()[1]}",
                            sources=SOURCES)
        assert time.monotonic() - start < 10
    finally:
        listener.close()


def test_default_socket_timeout_is_well_below_a_minute() -> None:
    from recast.download import TIMEOUT_S

    assert TIMEOUT_S <= 20


def test_download_base_url_that_is_not_a_url(tmp_path: Path) -> None:
    line = one_line_error(cli("download", "tempeval3", "--data-dir", str(tmp_path), "--base-url", "notaurl"), "E033")
    assert "notaurl/tbaq-2013-03.zip" in line and "unknown url type" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_download_into_a_data_dir_that_cannot_be_created(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    one_line_error(cli("download", "tempeval3", "--data-dir", str(tmp_path / "file" / "data"),
                       "--base-url", "http://127.0.0.1:9"), "E003")
