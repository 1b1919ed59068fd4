"""``recast export``: json (2020 release layout), tsv (GLUE columns) and parquet read back equal,
byte-for-byte deterministic, and verifiable through their own manifests."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from recast.cli import main
from recast.catalogue import RecastError
from recast.corpus_files import split_records
from recast.export import TSV_COLUMNS, default_out_dir, export, read_export
from recast.files import sha256_file
from recast.manifest import read_manifest, record_outputs
from recast.verify import verify, verify_all

DURATION = Path("release-2020/uds-time-duration")  # integer pair-ids
ORDER = Path("paper/uds-time-order")  # string pair-ids, source-label always null
SPLITS = ("train", "dev", "test")


def corpus_records(corpus_dir: Path) -> dict[str, list[dict]]:
    return {split: list(split_records(corpus_dir, split)) for split in SPLITS}


@pytest.mark.parametrize("corpus", [DURATION, ORDER])
@pytest.mark.parametrize("fmt", ["json", "parquet", "jsonl"])
def test_whole_records_round_trip(corpus_root: Path, corpus: Path, fmt: str, tmp_path: Path) -> None:
    corpus_dir = corpus_root / corpus
    out = export(corpus_dir, fmt, tmp_path / "export")
    back = read_export(out, fmt)
    original = corpus_records(corpus_dir)
    assert back == original
    assert [list(record) for record in back["dev"]] == [list(record) for record in original["dev"]]  # key order


@pytest.mark.parametrize("corpus", [DURATION, ORDER])
def test_tsv_has_the_glue_columns(corpus_root: Path, corpus: Path) -> None:
    corpus_dir = corpus_root / corpus
    out = export(corpus_dir, "tsv")
    assert out == corpus_dir.parent / f"{corpus_dir.name}.tsv"
    assert (out / "train.tsv").read_text(encoding="utf-8").splitlines()[0] == "index\tsentence1\tsentence2\tlabel"
    back = read_export(out, "tsv")
    for split, records in corpus_records(corpus_dir).items():
        assert back[split] == [
            dict(zip(TSV_COLUMNS, (str(r["pair-id"]), r["context"], r["hypothesis"], r["label"]))) for r in records
        ]


def test_tsv_rows_stay_on_one_line(corpus_root: Path) -> None:
    """GLUE readers split on tabs and lines without quoting: breaks inside a text become spaces."""
    corpus_dir = corpus_root / DURATION
    path = corpus_dir / "test.jsonl"
    records = list(split_records(corpus_dir, "test"))
    records[0]["context"] = 'He said "no"\tand\nleft.'
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    record_outputs(corpus_dir, read_manifest(corpus_dir), ["test.jsonl"])  # a corpus recast wrote so
    out = export(corpus_dir, "tsv")
    lines = (out / "test.tsv").read_text(encoding="utf-8").split("\n")
    assert len(lines) == len(records) + 2  # header, rows, and the empty string after the final newline
    assert lines[1].split("\t") == [str(records[0]["pair-id"]), 'He said "no" and left.', records[0]["hypothesis"],
                                    records[0]["label"]]
    with open(out / "test.tsv", encoding="utf-8", newline="") as handle:  # as transformers' _read_tsv reads it
        rows = list(csv.reader(handle, delimiter="\t", quotechar=None))
    assert rows[1][1] == 'He said "no" and left.'


def test_json_is_the_2020_release_layout(corpus_root: Path) -> None:
    corpus_dir = corpus_root / DURATION
    out = export(corpus_dir, "json")
    for split, records in corpus_records(corpus_dir).items():
        data = json.loads((out / split / "recast_temporal-duration_data.json").read_text(encoding="utf-8"))
        metadata = json.loads((out / split / "recast_temporal-duration_metadata.json").read_text(encoding="utf-8"))
        assert data == [{k: v for k, v in r.items() if k != "metadata"} for r in records]
        assert metadata == [r["metadata"] for r in records]
        assert {"context", "hypothesis", "label", "pair-id", "split", "type-of-inference"} <= data[0].keys()
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == [
        "dev/recast_temporal-duration_data.json", "dev/recast_temporal-duration_metadata.json", "manifest.json",
        "test/recast_temporal-duration_data.json", "test/recast_temporal-duration_metadata.json",
        "train/recast_temporal-duration_data.json", "train/recast_temporal-duration_metadata.json",
    ]


def test_parquet_schema_is_stable(corpus_root: Path) -> None:
    duration = pq.read_schema(export(corpus_root / DURATION, "parquet") / "dev.parquet")
    order = pq.read_schema(export(corpus_root / ORDER, "parquet") / "dev.parquet")
    assert duration.field("pair-id").type == pa.int64() and order.field("pair-id").type == pa.string()
    assert order.field("source-label").type == pa.string()  # all null in UDS-T ordering, still a string column
    assert duration.field("event-ids").type == pa.list_(pa.string())
    assert order.field("metadata").type.get_field_index("corpus-license") >= 0
    assert duration.names == order.names


@pytest.mark.parametrize("fmt", ["json", "tsv", "parquet"])
def test_exports_are_deterministic(corpus_root: Path, tmp_path: Path, fmt: str) -> None:
    first = export(corpus_root / DURATION, fmt, tmp_path / "a")
    second = export(corpus_root / DURATION, fmt, tmp_path / "b")
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    assert [sha256_file(first / f) for f in files] == [sha256_file(second / f) for f in files]


@pytest.mark.parametrize("fmt,name", [("parquet", "train.parquet"), ("tsv", "dev.tsv"),
                                      ("json", "test/recast_temporal-relation_data.json")])
def test_an_export_verifies_and_a_changed_byte_names_the_file(corpus_root: Path, fmt: str, name: str) -> None:
    out = export(corpus_root / ORDER, fmt)
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    source_sha256 = sha256_file(corpus_root / ORDER / "manifest.json")
    assert manifest["export"] == {"format": fmt, "source_manifest_sha256": source_sha256}
    assert sum(entry["pairs"] for key, entry in manifest["outputs"].items() if "metadata" not in key) == 24
    assert manifest["license"]["id"] == "cc-by-sa-4.0"
    assert [r.ok for r in verify_all(corpus_root)] == [True, True, True]  # the export is found beside the corpora
    data = bytearray((out / name).read_bytes())
    data[-20] ^= 0x01
    (out / name).write_bytes(bytes(data))
    findings = verify(out).findings
    assert findings[0].startswith(f"{out / name}: sha256")
    assert all(f.startswith(f"{out / name}: ") for f in findings)  # a broken Parquet footer also fails to count


def test_jsonl_is_the_corpus_itself_or_a_verifiable_copy(corpus_root: Path, tmp_path: Path) -> None:
    corpus_dir = corpus_root / ORDER
    assert export(corpus_dir) == corpus_dir
    assert not default_out_dir(corpus_dir, "jsonl").exists()
    copy = export(corpus_dir, "jsonl", tmp_path / "copy")
    assert sorted(p.name for p in copy.iterdir()) == [
        "README.md", "dev.jsonl", "manifest.json", "test.jsonl", "train.jsonl"]
    assert verify(copy).ok


def test_refuses_unknown_formats_and_the_corpus_folder(corpus_root: Path) -> None:
    with pytest.raises(RecastError, match="unknown export format 'csv'"):
        export(corpus_root / ORDER, "csv")
    with pytest.raises(RecastError, match="cannot export into the corpus directory itself"):
        export(corpus_root / ORDER, "parquet", corpus_root / ORDER)
    with pytest.raises(RecastError, match="no split file here"):
        export(corpus_root, "parquet")


def test_cli_export(corpus_root: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["recast", "export", str(corpus_root / DURATION), "--format", "parquet"])
    main()
    out = corpus_root / "release-2020" / "uds-time-duration.parquet"
    assert capsys.readouterr().out == f"{corpus_root / DURATION} -> {out}\n"
    assert pq.read_metadata(out / "train.parquet").num_rows == 30
