"""Manifests and ``recast verify``: checksums, sizes and counts re-computed from the files.

Runs on tests/fixtures/corpus (real UDS-T output, finalized and carded) copied to a temporary
folder, then changed one way at a time; each fault must be reported naming its file.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

import pytest

import recast
from recast.cli import main
from recast.catalogue import Errors, RecastError
from recast.provenance import bibtex, citations, corpus_source
from recast.manifest import finalize_manifest
from recast.files import CHECKSUM_CACHE, input_checksums
from recast.verify import manifest_dirs, verify, verify_all
from recast.writers import write_corpus
from recast.manifest import write_manifest

DURATION = Path("release-2020/uds-time-duration")
ORDER = Path("paper/uds-time-order")


def load_manifest(corpus_dir: Path) -> dict:
    return json.loads((corpus_dir / "manifest.json").read_text(encoding="utf-8"))


def save_manifest(corpus_dir: Path, manifest: dict) -> None:
    """Rewrite the manifest resealed, as if recast had written it (the counts checks behind the seal)."""
    write_manifest(corpus_dir, manifest)


def flip_byte(path: Path, offset: int) -> None:
    """Change one letter in place: same size, still valid JSON, different sha256."""
    data = bytearray(path.read_bytes())
    assert chr(data[offset]).isalpha()
    data[offset] = ord("Q") if data[offset] != ord("Q") else ord("R")
    path.write_bytes(bytes(data))


def test_a_fresh_corpus_root_verifies(corpus_root: Path) -> None:
    reports = verify_all(corpus_root)
    assert [r.corpus_dir for r in reports] == [corpus_root / ORDER, corpus_root / DURATION]
    assert all(r.ok for r in reports), [r.findings for r in reports]
    assert [r.files_checked for r in reports] == [4, 4]  # three splits and the card each


def test_a_single_corpus_directory_verifies(corpus_root: Path) -> None:
    (report,) = verify_all(corpus_root / DURATION)
    assert report.ok
    assert report.summary() == f"ok: {corpus_root / DURATION} (4 files)"


@pytest.mark.parametrize("name", ["train.jsonl", "dev.jsonl", "test.jsonl", "README.md"])
def test_one_changed_byte_fails_and_names_the_file(corpus_root: Path, name: str) -> None:
    corpus_dir = corpus_root / DURATION
    path = corpus_dir / name
    text = path.read_text(encoding="utf-8")
    flip_byte(path, text.index("hypothesis") + 2 if name.endswith(".jsonl") else text.index("Temporal"))
    report = verify(corpus_dir)
    expected = load_manifest(corpus_dir)["outputs"][name]["sha256"]
    found = hashlib.sha256(path.read_bytes()).hexdigest()
    assert report.findings == [f"{path}: sha256 {found} differs from the manifest's {expected}"]
    assert f"FAILED: {corpus_dir}" in report.summary() and str(path) in report.summary()


def test_a_changed_label_is_caught_by_the_counts(corpus_root: Path) -> None:
    path = corpus_root / ORDER / "test.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    first_entailed = next(i for i, line in enumerate(lines) if '"label":"entailed"' in line)
    lines[first_entailed] = lines[first_entailed].replace('"label":"entailed"', '"label":"not-entailed"')
    path.write_text("".join(lines), encoding="utf-8")
    findings = verify(corpus_root / ORDER).findings
    assert f"{path}: label 'entailed': 3 pairs, the manifest says 4" in findings
    assert f"{path}: label 'not-entailed': 5 pairs, the manifest says 4" in findings
    assert any(f.startswith(f"{path}: 6316 bytes, the manifest says 6312") for f in findings)


def test_a_count_mismatch_in_the_manifest_fails(corpus_root: Path) -> None:
    corpus_dir = corpus_root / DURATION
    manifest = load_manifest(corpus_dir)
    manifest["splits"]["dev"]["pairs"] = 29
    manifest["splits"]["dev"]["templates"]["longer:10"] = 2
    manifest["splits"]["train"]["labels"]["entailed"] = 16
    save_manifest(corpus_dir, manifest)
    assert verify(corpus_dir).findings == [
        f"{corpus_dir / 'train.jsonl'}: label 'entailed': 15 pairs, the manifest says 16",
        f"{corpus_dir / 'dev.jsonl'}: 28 pairs, the manifest says 29",
        f"{corpus_dir / 'dev.jsonl'}: template 'longer:10': 3 pairs, the manifest says 2",
    ]


def test_a_dropped_line_changes_size_checksum_and_counts(corpus_root: Path) -> None:
    path = corpus_root / DURATION / "test.jsonl"
    path.write_text("".join(path.read_text(encoding="utf-8").splitlines(keepends=True)[:-1]), encoding="utf-8")
    findings = verify(corpus_root / DURATION).findings
    assert f"{path}: 3 pairs, the manifest says 4" in findings
    assert sum(str(path) in finding for finding in findings) == len(findings) == 5  # bytes, sha, pairs, label, template


def test_missing_and_undescribed_split_files(corpus_root: Path) -> None:
    corpus_dir = corpus_root / ORDER
    (corpus_dir / "dev.jsonl").unlink()
    manifest = load_manifest(corpus_dir)
    del manifest["splits"]["test"], manifest["outputs"]["test.jsonl"]
    save_manifest(corpus_dir, manifest)
    assert verify(corpus_dir).findings == [
        f"{corpus_dir / 'dev.jsonl'}: missing",
        f"{corpus_dir / 'test.jsonl'}: a split file the manifest does not describe",
    ]


def test_a_manifest_without_checksums_fails(corpus_root: Path) -> None:
    corpus_dir = corpus_root / ORDER
    manifest = load_manifest(corpus_dir)
    del manifest["outputs"]
    save_manifest(corpus_dir, manifest)
    assert verify(corpus_dir).findings == [Errors.E096.value.format(file=corpus_dir / "manifest.json")]


def test_broken_lines_and_misplaced_records_are_reported_once_each(corpus_root: Path) -> None:
    path = corpus_root / DURATION / "train.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2][:40] + "\n"  # truncated JSON
    lines[3] = "[1, 2]\n"
    lines[4] = lines[4].replace('"split":"train"', '"split":"test"')
    lines[5] = lines[5].replace('"split":"train"', '"split":"dev"')
    path.write_text("".join(lines), encoding="utf-8")
    findings = [f for f in verify(corpus_root / DURATION).findings if ": line " in f]
    assert [f.split(": ")[:3] for f in findings] == [
        [str(path), "line 3", "not valid JSON"],
        [str(path), "line 4", "expected a JSON object, found list"],
        [str(path), "line 5", "a 'test' record in the train split file"],
    ]


def test_no_manifest_anywhere_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "a" / "b").mkdir(parents=True)
    with pytest.raises(RecastError, match="no manifest.json here or one or two levels below"):
        manifest_dirs(tmp_path)


def test_cli_exit_status_and_report(corpus_root: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["recast", "verify", str(corpus_root)])
    main()  # returns normally: exit status 0
    assert capsys.readouterr().out.count("ok: ") == 2
    flip_byte(corpus_root / ORDER / "dev.jsonl", 16)  # in the pair-id
    with pytest.raises(SystemExit) as exit_info:
        main()
    assert exit_info.value.code == 1
    out = capsys.readouterr().out
    assert f"FAILED: {corpus_root / ORDER} (1 problems)" in out
    assert f"{corpus_root / ORDER / 'dev.jsonl'}: sha256" in out
    assert f"ok: {corpus_root / DURATION}" in out


# --- finalize_manifest and the licence/citation table ---------------------------------------


def test_finalize_manifest_records_inputs_outputs_versions_and_sources(tmp_path: Path, corpus_root: Path) -> None:
    inputs = [tmp_path / "raw" / "sentence" / "time.json", tmp_path / "raw" / "document" / "time.json"]
    for number, path in enumerate(inputs):
        path.parent.mkdir(parents=True)
        path.write_text(f'{{"input": {number}}}', encoding="utf-8")
    records = [json.loads(line) for line in (corpus_root / ORDER / "dev.jsonl").read_bytes().splitlines()]
    out = tmp_path / "out"
    manifest = write_corpus(out, {"dev": records}, {"corpus": "uds-time-order", "profile": "paper",
                                                    "versions": {"decomp": "as the recipe saw it"}})
    manifest = finalize_manifest(out, manifest, inputs)
    assert manifest["inputs"] == {  # keyed below the common folder, so same-named files stay apart
        "document/time.json": hashlib.sha256(b'{"input": 1}').hexdigest(),
        "sentence/time.json": hashlib.sha256(b'{"input": 0}').hexdigest(),
    }
    dev = (out / "dev.jsonl").read_bytes()
    assert manifest["outputs"] == {
        "dev.jsonl": {"sha256": hashlib.sha256(dev).hexdigest(), "bytes": len(dev), "pairs": 8}
    }
    assert manifest["versions"]["recast"] == recast.__version__
    assert manifest["versions"]["decomp"] == "as the recipe saw it"
    assert {"stanza", "ufal.udpipe", "python"} <= manifest["versions"].keys()
    assert manifest["license"]["id"] == "cc-by-sa-4.0"
    assert manifest["citations"][-1].startswith("@inproceedings{vashishtha-etal-2020-temporal,")
    assert load_manifest(out) == manifest
    assert verify(out).ok


@pytest.mark.parametrize("corpus", ["uds-time-order", "uds-time-duration", "tempeval3", "tbdense", "red"])
def test_every_corpus_has_a_licence_and_resolvable_citations(corpus: str) -> None:
    source = corpus_source(corpus)
    assert source["license"]["id"] in {"cc-by-sa-4.0", "other"} and source["license"]["url"].startswith("https://")
    if source["license"]["id"] == "other":
        assert source["license"]["hub_name"].islower() and " " not in source["license"]["hub_name"]
    entries = citations(corpus)
    assert len(entries) == len(source["citations"]) + 1
    for entry in entries:
        assert entry.count("{") == entry.count("}") and entry.endswith("\n}")


def test_licences_name_the_ldc_where_it_applies() -> None:
    assert "LDC2016T23" in corpus_source("red")["license"]["name"]
    assert "LDC2006T08" in corpus_source("tempeval3")["license"]["name"]
    assert corpus_source("tbdense")["license"]["url"] == "https://catalog.ldc.upenn.edu/LDC2006T08"


def test_bibtex_rendering() -> None:
    entry = bibtex("cassidy-etal-2014-annotation")
    assert entry.splitlines()[0] == "@inproceedings{cassidy-etal-2014-annotation,"
    assert "  title     = {An Annotation Framework for Dense Event Ordering}," in entry
    assert "  pages     = {501--506}" in entry


def test_unknown_corpus_is_an_error() -> None:
    with pytest.raises(RecastError, match="unknown corpus 'no-such-corpus'"):
        corpus_source("no-such-corpus")


def test_input_checksums_of_no_inputs() -> None:
    assert input_checksums([]) == {}


def test_input_checksums_are_remembered_by_stat_and_redone_when_it_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RECAST_CACHE_DIR", str(tmp_path / "cache"))
    source = tmp_path / "data" / "a.txt"
    source.parent.mkdir()
    source.write_text("first\n")
    first = input_checksums([source])
    assert first == {"a.txt": hashlib.sha256(b"first\n").hexdigest()}
    assert (tmp_path / "cache" / CHECKSUM_CACHE).is_file()
    assert input_checksums([source]) == first  # from the cache
    source.write_text("other\n")  # same size, new modification time
    os.utime(source, ns=(source.stat().st_atime_ns, source.stat().st_mtime_ns + 1_000_000))
    assert input_checksums([source]) == {"a.txt": hashlib.sha256(b"other\n").hexdigest()}
