"""Issue 31, "reliability 3": every malformed input a clear error, caches that never go stale, no traceback
for anything a user can cause, and a run that stops leaves the file system as it found it. Each test builds
its small input in the corpus's own format under tmp_path."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from recast.catalogue import RecastError, Skip, SkipCounter
from recast.data_sources.matres import read_matres
from recast.data_sources.torque import read_torque

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures"
TORQUE_DATA = FIXTURES / "torque" / "data" / "torque"
PASSAGE = "docid_wsj_0520_sentid_1"  # the one passage of the TORQUE fixture's train.json


def cli(*args: str, cwd: Path = REPO, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "recast", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env=env)


def one_line_error(result: subprocess.CompletedProcess, code: str) -> str:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"recast: error: [{code}] "), result.stderr
    return lines[0]


# --- 1. input shapes: TORQUE's JSON against a schema; MATRES's encoding, BOM, verb columns; empty files ---


def torque_train(tmp_path: Path, edit: Any) -> Path:
    """A TORQUE data folder whose train.json is the fixture's with ``edit(passage)`` applied."""
    data = json.loads((TORQUE_DATA / "train.json").read_text(encoding="utf-8"))
    edit(data[PASSAGE])
    folder = tmp_path / "torque"
    folder.mkdir()
    (folder / "train.json").write_text(json.dumps(data), encoding="utf-8")
    return tmp_path


def first_question(passage: dict) -> dict:
    return next(iter(passage["question_answer_pairs"].values()))


QUESTION = "What events have already finished?"


@pytest.mark.parametrize("edit,question,reason", [
    (lambda p: p.update(passage=None), None, "passage: expected a string, found null"),
    (lambda p: p.update(events=[]), None, "events: expected an object, found an array"),
    (lambda p: p.update(question_answer_pairs=[]), None,
     "question_answer_pairs: expected an object, found an array"),
    (lambda p: p["events"]["answer"]["indices"].pop(), None, "events.answer: 2 indices but 3 spans"),
    (lambda p: p["events"]["answer"]["spans"].__setitem__(0, 7), None,
     "events.answer.spans[0]: expected a string, found a number"),
    (lambda p: first_question(p)["individual_answers"][0].pop("indices"), QUESTION,
     "individual_answers[0].indices: missing"),
    (lambda p: first_question(p)["individual_answers"][1]["spans"].append("x"), QUESTION,
     "individual_answers[1]: 2 indices but 3 spans"),
    (lambda p: first_question(p).update(answer="said"), QUESTION, "answer: expected an object, found a string"),
])
def test_torque_of_the_wrong_shape_is_an_error_naming_passage_and_question(
    tmp_path: Path, edit: Any, question: str | None, reason: str,
) -> None:
    data_dir = torque_train(tmp_path, edit)
    with pytest.raises(RecastError) as caught:
        list(read_torque(data_dir, ["train"], {}))
    where = f"passage {PASSAGE}: " + (f"question {question!r}: " if question else "")
    assert f"{tmp_path / 'torque' / 'train.json'}: {where}{reason}" in str(caught.value)


def test_torque_fixture_question_is_the_one_the_shape_tests_break() -> None:
    data = json.loads((TORQUE_DATA / "train.json").read_text(encoding="utf-8"))
    assert next(iter(data[PASSAGE]["question_answer_pairs"])) == QUESTION


def test_cli_on_torque_of_the_wrong_shape_is_one_line_exit_2(tmp_path: Path) -> None:
    data_dir = torque_train(tmp_path, lambda p: p.update(events={"answer": None}))
    result = cli("torque", "--split", "train", "--data-dir", str(data_dir), "--out", str(tmp_path / "out"),
                 "--parser", "conllu", "--conllu-dir", str(FIXTURES / "torque" / "conllu"))
    line = one_line_error(result, "E122")
    assert f"passage {PASSAGE}: events.answer: " in line and "Traceback" not in result.stderr


@pytest.mark.parametrize("content", [b"", b"  \n", b"{}"])
def test_an_empty_torque_file_is_a_counted_warning(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "torque").mkdir()
    (tmp_path / "torque" / "train.json").write_bytes(content)
    skips: dict[str, SkipCounter] = {}
    assert list(read_torque(tmp_path, ["train"], skips)) == []
    assert skips["train"] == {Skip.EMPTY_INPUT.value: 1}
    with pytest.raises(RecastError, match=r"\[E008\] .*train.json: .*empty"):
        list(read_torque(tmp_path, ["train"], {}, strict=True))


@pytest.fixture
def matres_dir(tmp_path: Path) -> Path:
    shutil.copytree(FIXTURES / "timeml" / "te3", tmp_path / "te3")
    shutil.copytree(FIXTURES / "matres", tmp_path / "matres")
    return tmp_path


def read_all_matres(data_dir: Path, strict: bool = False) -> tuple[dict, dict[str, SkipCounter]]:
    skips: dict[str, SkipCounter] = {}
    sources = read_matres(data_dir, ["train", "dev", "test"], skips, strict)
    read = {source.document.doc_id: source for source in sources}
    return read, skips


def test_matres_non_utf8_is_the_shared_encoding_error(matres_dir: Path) -> None:
    path = matres_dir / "matres" / "timebank.txt"
    path.write_bytes(path.read_bytes().replace(b"rumored", b"rum\xf6red", 1))
    with pytest.raises(RecastError, match=r"\[E068\] .*timebank.txt: not UTF-8 text: line 1, byte 12"):
        read_all_matres(matres_dir)


def test_matres_byte_order_mark_is_counted_as_timeml_counts_it(matres_dir: Path) -> None:
    plain, plain_skips = read_all_matres(matres_dir)
    path = matres_dir / "matres" / "timebank.txt"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    read, skips = read_all_matres(matres_dir, strict=False)
    assert [link for s in read.values() for link in s.links] == [link for s in plain.values() for link in s.links]
    assert skips["dev"][Skip.BYTE_ORDER_MARK.value] == 1  # timebank.txt covers TimeBank: train and dev documents
    assert skips["train"][Skip.BYTE_ORDER_MARK.value] == 1
    assert Skip.BYTE_ORDER_MARK.value not in skips["test"]


def test_matres_row_whose_verb_is_not_its_events_word_is_counted_or_strict_error(matres_dir: Path) -> None:
    path = matres_dir / "matres" / "timebank.txt"
    path.write_text(path.read_text(encoding="utf-8").replace("wsj_0520\tsaid\tsought", "wsj_0520\tsaid\tbought"),
                    encoding="utf-8")
    read, skips = read_all_matres(matres_dir)
    assert "timebank.txt:2" not in [link.link_id for link in read["wsj_0520"].links]
    assert skips["dev"][Skip.VERB_MISMATCH.value] == 1
    with pytest.raises(RecastError, match=r"\[E008\] .*timebank.txt: line 2: .*'bought'.*'sought'"):
        read_all_matres(matres_dir, strict=True)


def test_an_empty_matres_file_is_a_counted_warning(matres_dir: Path) -> None:
    (matres_dir / "matres" / "platinum.txt").write_bytes(b"")
    read, skips = read_all_matres(matres_dir)
    assert skips["test"] == {Skip.EMPTY_INPUT.value: 1}
    assert Skip.EMPTY_INPUT.value not in skips["train"]
    assert "AP_20130322" not in read


def test_an_empty_tbdense_pairs_file_is_a_counted_warning(tmp_path: Path) -> None:
    from recast.data_sources.tbdense import read_tbdense

    shutil.copytree(FIXTURES / "timeml" / "te3", tmp_path / "te3")
    shutil.copytree(FIXTURES / "timeml" / "tbdense", tmp_path / "tbdense")
    (tmp_path / "tbdense" / "TimebankDense.T3.txt").write_bytes(b"")
    skips: dict[str, SkipCounter] = {}
    assert list(read_tbdense(tmp_path, ["train", "dev", "test"], skips)) == []
    assert all(counter == {Skip.EMPTY_INPUT.value: 1} for counter in skips.values()) and len(skips) == 3


# --- 3. caches that cannot go stale: input checksums and phrases follow the bytes, not a stat ----------


def run_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a CLI run with caches of its own under tmp_path."""
    return {**os.environ, "RECAST_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(REPO)}


def test_an_input_edited_to_the_same_size_and_mtime_is_checksummed_and_recast_anew(
    tmp_path: Path, udpipe_model: Path
) -> None:
    from recast.files import sha256_file

    shutil.copytree(FIXTURES / "timeml" / "te3", tmp_path / "te3")
    edited = tmp_path / "te3" / "TBAQ-cleaned" / "TimeBank" / "wsj_0520.tml"
    args = ["tempeval3", "--split", "all", "--data-dir", str(tmp_path), "--parser", "udpipe",
            "--udpipe-model", str(udpipe_model)]
    first = cli(*args, "--out", str(tmp_path / "first"), env=run_env(tmp_path))
    assert first.returncode == 0, first.stderr
    stat = edited.stat()
    edited.write_bytes(edited.read_bytes().replace(b">sought<", b">bought<"))  # same size
    os.utime(edited, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # and the old mtime
    second = cli(*args, "--out", str(tmp_path / "second"), env=run_env(tmp_path))
    assert second.returncode == 0, second.stderr
    manifest = json.loads((tmp_path / "second" / "manifest.json").read_text())
    assert manifest["inputs"]["TBAQ-cleaned/TimeBank/wsj_0520.tml"] == sha256_file(edited)
    hypotheses = (tmp_path / "second" / "dev.jsonl").read_text()
    assert "bought" in hypotheses and "sought" not in hypotheses


def test_a_damaged_memo_entry_is_rebuilt_and_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from recast.files import CHECKSUM_CACHE, input_checksums, sha256_file

    monkeypatch.setenv("RECAST_CACHE_DIR", str(tmp_path / "cache"))
    inputs = [tmp_path / "a.txt", tmp_path / "b.txt"]
    for path in inputs:
        path.write_text(f"the input {path.name}\n")
    truth = {path.name: sha256_file(path) for path in inputs}
    assert input_checksums(inputs) == truth  # the memo is written
    memo = tmp_path / "cache" / CHECKSUM_CACHE
    damaged = memo.read_bytes().replace(truth["a.txt"].encode(), b"0" * 64)
    assert damaged != memo.read_bytes()
    memo.write_bytes(damaged)
    with caplog.at_level("WARNING"):
        assert input_checksums(inputs) == truth
    assert "1 damaged" in caplog.text
    assert truth["a.txt"].encode() in memo.read_bytes()  # rebuilt


def test_a_memo_entry_of_another_inode_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from recast.files import input_checksums, sha256_file

    monkeypatch.setenv("RECAST_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "a.txt"
    path.write_text("first\n")
    input_checksums([path])
    stat = path.stat()
    replacement = tmp_path / "new.txt"
    replacement.write_text("other\n")  # same size, then put in place with the old mtime
    os.utime(replacement, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    os.replace(replacement, path)
    assert input_checksums([path]) == {"a.txt": sha256_file(path)}


# --- 4. no traceback for anything a user can cause ---------------------------------------------------


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_parse_with_an_unreachable_dask_scheduler_is_a_one_line_error(tmp_path: Path, udpipe_model: Path) -> None:
    pytest.importorskip("distributed")
    shutil.copytree(FIXTURES / "timeml" / "te3", tmp_path / "te3")
    address = f"tcp://127.0.0.1:{free_port()}"  # nobody listens there
    result = cli("parse", "tempeval3", "--data-dir", str(tmp_path), "--parser", "udpipe", "--udpipe-model",
                 str(udpipe_model), "--executor", "dask", "--scheduler", address, "--scheduler-timeout", "5",
                 env=run_env(tmp_path))
    line = one_line_error(result, "E044")
    assert address in line and "Traceback" not in result.stderr


@pytest.mark.parametrize("damage", ["truncate", "remove"])
def test_lint_refuses_a_corpus_that_does_not_verify_and_records_nothing(corpus_root: Path, damage: str) -> None:
    corpus_dir = corpus_root / "paper" / "uds-time-order"
    split = corpus_dir / "dev.jsonl"
    if damage == "truncate":
        split.write_bytes(split.read_bytes()[:-40])
    else:
        (corpus_dir / "manifest.json").write_text("{")
    manifest = (corpus_dir / "manifest.json").read_bytes()
    result = cli("lint", str(corpus_dir), "--no-round-trip")
    one_line_error(result, "E105")
    assert (corpus_dir / "manifest.json").read_bytes() == manifest


def test_lint_markdown_into_a_missing_folder_is_a_one_line_error(corpus_root: Path, tmp_path: Path) -> None:
    report = tmp_path / "no" / "such" / "folder" / "lint.md"
    result = cli("lint", str(corpus_root / "paper" / "uds-time-order"), "--no-round-trip", "--no-record",
                 "--markdown", str(report))
    assert str(report.parent) in one_line_error(result, "E100")


INTERRUPTED = """
import importlib.abc, os, runpy, signal, sys

# Ctrl-C as a process started from a terminal has it (a shell's background job, e.g. a CI runner's, starts
# with SIGINT ignored, which recast leaves as it found it)
signal.signal(signal.SIGINT, signal.default_int_handler)

class Interrupt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == {module!r}:  # Ctrl-C as this module is imported
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, Interrupt())
sys.argv = ["recast", *{args!r}]
if {console_script!r}:
    from recast.cli import run  # what the console script does
    run()
else:
    runpy.run_module("recast", run_name="__main__")  # python -m recast
"""


@pytest.mark.parametrize("console_script", [True, False])
@pytest.mark.parametrize("module", ["click", "recast.registry", "recast.recipes.corpus"])
def test_ctrl_c_at_any_moment_is_aborted_with_status_130(tmp_path: Path, module: str, console_script: bool) -> None:
    args = ["tempeval3", "--data-dir", str(tmp_path), "--out", str(tmp_path / "out"), "--parser", "conllu",
            "--conllu-dir", str(tmp_path)]
    code = INTERRUPTED.format(module=module, args=args, console_script=console_script)
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120,
                            env=run_env(tmp_path))
    assert (result.returncode, result.stderr.strip()) == (130, "recast: aborted")


# --- 5. output folders: 255-byte names, nothing left behind by a clear error, leftovers named and cleaned --


def torque_run(data_dir: Path, out: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    return cli("torque", "--split-dev-by-document", "--data-dir", str(data_dir), "--out", str(out),
               "--parser", "conllu", "--conllu-dir", str(FIXTURES / "torque" / "conllu"), env=run_env(tmp_path))


def test_an_output_folder_name_of_255_bytes_works_and_leaves_nothing_beside_it(tmp_path: Path) -> None:
    parent = tmp_path / "output"
    parent.mkdir()
    out = parent / ("é" * 127 + "x")  # 255 bytes in UTF-8
    assert len(out.name.encode()) == 255
    result = torque_run(FIXTURES / "torque" / "data", out, tmp_path)
    assert result.returncode == 0, result.stderr
    assert [path.name for path in parent.iterdir()] == [out.name]  # no lock or staging folder left
    assert cli("verify", str(out)).returncode == 0
    again = torque_run(FIXTURES / "torque" / "data", out, tmp_path)  # replacing it works too
    assert again.returncode == 0, again.stderr


@pytest.mark.parametrize("existing", [False, True])
def test_a_run_that_stops_with_a_clear_error_leaves_the_file_system_as_it_found_it(
    tmp_path: Path, existing: bool
) -> None:
    data_dir = torque_train(tmp_path, lambda p: p.update(passage=None))
    shutil.copy(TORQUE_DATA / "dev.json", data_dir / "torque" / "dev.json")
    root = tmp_path / "output"
    out = root / "paper" / "torque"
    if existing:
        out.mkdir(parents=True)
    before = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*"))
    one_line_error(torque_run(data_dir, out, tmp_path), "E122")
    after = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*") if "cache" not in path.parts)
    assert after == [path for path in before if "cache" not in path.parts]


def test_leftovers_of_a_killed_run_are_named_by_verify_and_cleaned_by_the_next_run(tmp_path: Path) -> None:
    out = tmp_path / "output" / "torque"
    assert torque_run(FIXTURES / "torque" / "data", out, tmp_path).returncode == 0
    staging = out.parent / ".torque.recast-new-k1ll3d00"  # as a run killed while writing leaves them
    previous = out.parent / ".torque.recast-old-k1ll3d00"
    for leftover in (staging, previous):
        shutil.copytree(out, leftover)
    result = cli("verify", str(tmp_path / "output"))
    assert result.returncode == 1
    assert str(staging) in result.stdout and str(previous) in result.stdout
    assert cli("verify", str(out)).returncode == 1  # named from the corpus folder too
    assert torque_run(FIXTURES / "torque" / "data", out, tmp_path).returncode == 0
    assert sorted(path.name for path in out.parent.iterdir()) == ["torque"]
    assert cli("verify", str(tmp_path / "output")).returncode == 0


def test_an_output_name_over_255_bytes_is_a_one_line_error_that_leaves_nothing(tmp_path: Path) -> None:
    out = tmp_path / "new" / ("b" * 256)
    result = torque_run(FIXTURES / "torque" / "data", out, tmp_path)
    assert "File name too long" in one_line_error(result, "E003")
    assert not (tmp_path / "new").exists()


def test_a_value_of_neither_type_a_union_allows_names_the_field_and_both_types(tmp_path: Path) -> None:
    data_dir = torque_train(tmp_path, lambda p: first_question(p).update(cluster_id=[1]))
    with pytest.raises(RecastError, match=r"question 'What events have already finished\?': cluster_id: "
                                          r"expected a string or an integer, found an array$"):
        list(read_torque(data_dir, ["train"], {}))
