"""The one pool of worker processes (spawned, single-threaded): the local parse stage and `recast all`.

Workers are real spawned processes here; the tasks and parsers they run are top-level names of this
module, which a spawned worker imports like any other.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

import recast.parse.stage
import recast.recipes.all
from recast.catalogue import Errors, RecastError
from recast.parse.backends import UDPipeParser
from recast.parse.stage import LocalExecutor, local_batches, parse_documents
from recast.processes import process_pool
from recast.recipes.all import FAILED, WRITTEN, Job, Outcome, run_jobs
from recast.types import Document


def documents(count: int) -> list[Document]:
    return [
        Document(f"d{n}", "dev", text=f"The company reported a loss of {n} million dollars. Shares fell {n} percent.\n")
        for n in range(count)
    ]


def cache_files(cache_dir: Path) -> dict[str, bytes]:
    return {path.relative_to(cache_dir).as_posix(): path.read_bytes() for path in sorted(cache_dir.rglob("*.conllu"))}


class DiesInWorker(UDPipeParser):
    """Ends the process it parses in, as the out-of-memory killer would."""

    def parse_many(self, batch: list[Document]) -> list[str]:
        os._exit(9)


def pool_settings(pid: int) -> tuple[str, str, bool]:
    import multiprocessing

    return multiprocessing.get_start_method(), os.environ["OMP_NUM_THREADS"], os.getpid() != pid


def test_workers_are_spawned_and_single_threaded() -> None:
    with process_pool(2) as pool:
        assert pool.submit(pool_settings, os.getpid()).result() == ("spawn", "1", True)


def test_local_batches_do_not_depend_on_the_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recast.parse.stage, "LOCAL_BATCH_DOCUMENTS", 3)
    batches = local_batches(documents(8))
    assert [[d.doc_id for d in batch] for batch in batches] == [["d0", "d1", "d2"], ["d3", "d4", "d5"], ["d6", "d7"]]


def test_two_workers_parse_what_one_does_in_document_order(
    udpipe_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recast.parse.stage, "LOCAL_BATCH_DOCUMENTS", 2)  # batches of two: both workers busy
    monkeypatch.setattr(recast.parse.stage, "WORDS_PER_WORKER", 1)  # a few words are worth a worker here
    parser = UDPipeParser(udpipe_model)
    one = parse_documents(documents(7), parser, tmp_path / "one", LocalExecutor(1))
    two = parse_documents(documents(7), parser, tmp_path / "two", LocalExecutor(2))
    assert cache_files(tmp_path / "one") == cache_files(tmp_path / "two") != {}
    assert [d.doc_id for d in two] == [f"d{n}" for n in range(7)]
    assert [[s.tokens for s in d.sentences] for d in one] == [[s.tokens for s in d.sentences] for d in two]


def test_a_parse_worker_that_dies_is_a_clear_error(udpipe_model: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(recast.parse.stage, "LOCAL_BATCH_DOCUMENTS", 2)
    monkeypatch.setattr(recast.parse.stage, "WORDS_PER_WORKER", 1)
    with pytest.raises(RecastError, match=r"\[E130\] a parse worker process died .* 4 document\(s\) unparsed, d0 \.\. d3"):
        parse_documents(documents(4), DiesInWorker(udpipe_model), tmp_path, LocalExecutor(2))


def pretend_corpus(job: Job) -> Outcome:
    """A stand-in for making a corpus: its name says how it goes."""
    if job.corpus == "dies":
        os._exit(9)
    if job.corpus == "hangs":
        time.sleep(600)
    if job.corpus == "bad-input":
        raise RecastError(Errors.E010, file="bad.tml", reason="not TimeML")
    if job.corpus == "bug":
        raise KeyError("events")
    return Outcome(job.profile, job.corpus, WRITTEN, "train 1")


def jobs(*corpora: str) -> list[Job]:
    return [Job("paper", corpus, None, None, None, False) for corpus in corpora]


def outcomes(corpora: tuple[str, ...], job_timeout: float | None = None) -> dict[str, tuple[str, str]]:
    ended = run_jobs(jobs(*corpora), pretend_corpus, 2, job_timeout, announce=lambda line: None)
    return {outcome.corpus: (outcome.status, outcome.note) for outcome in ended}


def test_a_jobs_error_fails_that_corpus_alone_with_its_message() -> None:
    ended = outcomes(("a", "bad-input", "bug", "b"))
    assert ended["a"] == ended["b"] == (WRITTEN, "train 1")
    assert ended["bad-input"] == (FAILED, "[E010] bad.tml: not TimeML")
    assert ended["bug"] == (FAILED, "internal error: KeyError: 'events'")


def test_a_dead_worker_ends_the_run_naming_its_corpus() -> None:
    ended = outcomes(("dies", "a", "b", "c"))
    assert ended["dies"][0] == FAILED
    # the job beside it when the pool broke may be named too: the pool cannot tell which process died first
    assert re.match(r"\[E134\] a worker process died \(killed, or out of memory\?\) while making (paper/\w+, )?paper/dies"
                    r"(, paper/\w+)?;", ended["dies"][1]), ended["dies"][1]
    assert {status for status, _ in ended.values()} <= {WRITTEN, FAILED} and len(ended) == 4
    # a job running beside it when the pool broke may be named with it; the rest are reported, never lost
    assert all(note.startswith("not made: the run stopped when paper/dies") for status, note in ended.values()
               if status == FAILED and not note.startswith("[E134]"))


def test_a_hung_worker_is_stopped_at_the_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recast.recipes.all, "HEARTBEAT_SECONDS", 1)
    started = time.monotonic()
    ended = outcomes(("hangs", "a"), job_timeout=20)
    assert time.monotonic() - started < 60
    assert ended["hangs"] == (FAILED, "[E135] paper/hangs: no result after 20 s (--job-timeout); "
                                      "the worker was stopped and the run with it")
    assert ended["a"] == (WRITTEN, "train 1")


def test_an_error_while_filling_the_caches_fails_that_corpus_alone(
    small_data: Path, udpipe_model: Path, tmp_path: Path
) -> None:
    import shutil

    from recast.parse.backends import ParserOptions
    from recast.recipes.all import fill_caches

    broken = shutil.copytree(small_data, tmp_path / "data")
    pairs = broken / "tbdense" / "TimebankDense.T3.txt"
    pairs.write_text(pairs.read_text() + "CNN19980126.1600.1104\te1\n")  # a row of two fields
    options = ParserOptions("udpipe", udpipe_model=udpipe_model)
    failed, _ = fill_caches({"tbdense": broken, "matres": broken}, options, tmp_path / "parses", LocalExecutor(1),
                         announce=lambda line: None)
    assert list(failed) == ["tbdense"] and failed["tbdense"].startswith("[E022] ")
    assert any((tmp_path / "parses").rglob("*.conllu"))  # MATRES's documents were parsed all the same


def test_the_device_is_the_cpu_unless_a_gpu_is_asked_for_and_visible(monkeypatch: pytest.MonkeyPatch) -> None:
    import torch

    from recast.parse.backends import StanzaParser

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert StanzaParser(device="cpu").device == StanzaParser(device="auto").device == "cpu"
    with pytest.raises(RecastError, match=r"\[E132\] --device cuda: no GPU is visible"):
        StanzaParser(device="cuda").device
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert StanzaParser(device="auto").device == StanzaParser(device="cuda").device == "cuda"
    assert StanzaParser(device="cpu").device == "cpu"
    with pytest.raises(RecastError, match=r"\[E131\] unknown device 'tpu'"):
        StanzaParser(device="tpu")


def test_workers_are_started_only_for_words_enough_to_pay_for_them(
    udpipe_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[int] = []
    monkeypatch.setattr(recast.parse.stage, "LOCAL_BATCH_DOCUMENTS", 2)
    monkeypatch.setattr(recast.parse.stage, "process_pool", lambda workers: started.append(workers) or process_pool(workers))
    few = parse_documents(documents(6), UDPipeParser(udpipe_model), tmp_path / "few", LocalExecutor(4))
    assert started == [] and len(few) == 6  # 6 x 13 words: parsed here, no pool started
    monkeypatch.setattr(recast.parse.stage, "WORDS_PER_WORKER", 30)
    many = parse_documents(documents(6), UDPipeParser(udpipe_model), tmp_path / "many", LocalExecutor(4))
    assert started == [2]  # 78 words: two workers of 30 words, though four were allowed
    assert cache_files(tmp_path / "few") == cache_files(tmp_path / "many")
    assert [[s.tokens for s in d.sentences] for d in few] == [[s.tokens for s in d.sentences] for d in many]


class OnGpu(UDPipeParser):
    device = "cuda"


def test_a_parser_on_a_gpu_parses_in_this_process(udpipe_model: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(recast.parse.stage, "process_pool", lambda workers: pytest.fail("no pool for a GPU parser"))
    monkeypatch.setattr(recast.parse.stage, "LOCAL_BATCH_DOCUMENTS", 2)
    parsed = parse_documents(documents(5), OnGpu(udpipe_model), tmp_path, LocalExecutor(4))
    assert [d.doc_id for d in parsed] == [f"d{n}" for n in range(5)]
