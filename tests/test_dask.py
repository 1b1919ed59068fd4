"""The parse stage on Dask: a LocalCluster fills the same cache, byte for byte, as a local run."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from conftest import REPO
from recast.catalogue import RecastError
from recast.data_sources.timeml import read_tempeval3
from recast.parse import UDPipeParser, parse_documents
from recast.parse.distributed import DaskExecutor, document_batches, make_executor
from recast.parse.stage import LocalExecutor, cache_path
from recast.processes import default_workers
from recast.types import Document

pytest.importorskip("distributed")


def cache_files(cache_dir: Path) -> dict[str, bytes]:
    return {path.relative_to(cache_dir).as_posix(): path.read_bytes() for path in sorted(cache_dir.rglob("*.conllu"))}


def small_documents(count: int) -> list[Document]:
    return [
        Document(f"d{n}", "dev", text=f"The company reported a loss of {n} million dollars. Shares fell {n} percent.\n")
        for n in range(count)
    ]


class DiesOnce(UDPipeParser):
    """Kills the worker process it first parses on (the marker file says it already did)."""

    def __init__(self, model: Path, marker: Path) -> None:
        super().__init__(model)
        self.marker = marker

    def parse_many(self, documents: Sequence[Document]) -> list[str]:
        if not self.marker.exists():
            self.marker.touch()
            os._exit(1)  # a worker lost mid-batch, as a preempted node would be
        return super().parse_many(documents)


class Recording:
    """An executor that parses locally and records what it was asked for."""

    name = "recording"

    def __init__(self) -> None:
        self.asked: list[str] = []

    def fill(self, documents: Sequence[Document], parser: UDPipeParser, cache_dir: Path) -> None:
        self.asked += [d.doc_id for d in documents]
        parse_documents(documents, parser, cache_dir)


def test_batches_shrink_toward_the_end_so_workers_finish_together() -> None:
    documents = [Document(f"d{n}", "dev", text="word " * 500) for n in range(2_000)]  # 1M words
    batches = document_batches(documents, batch_words=100_000, workers=2)
    sizes = [sum(len(d.text.split()) for d in batch) for batch in batches]
    assert [d for batch in batches for d in batch] == documents  # every document once, in order
    assert sizes[0] == 100_000 and max(sizes) == 100_000  # full batches while much is left
    assert sizes == sorted(sizes, reverse=True)  # then ever smaller ...
    assert sizes[-1] <= 1_000  # ... down to about a second of UDPipe
    assert sum(sizes[-4:]) < 20_000  # the last round is short whichever worker takes it


@pytest.mark.integration
def test_two_dask_workers_fill_the_cache_with_the_same_bytes_as_local(
    data_dir: Path, udpipe_model: Path, tmp_path: Path
) -> None:
    if not (data_dir / "te3").is_dir():
        pytest.skip("no TempEval-3 in the shared data")
    documents = [read.document for read in read_tempeval3(data_dir, ["dev"], {})][:6]
    parser = UDPipeParser(udpipe_model)
    local = parse_documents(documents, parser, tmp_path / "local")
    executor = DaskExecutor(workers=2, batch_words=300)  # small batches: several per worker
    assert len(document_batches(documents, executor.batch_words, workers=2)) > 2
    on_dask = parse_documents(documents, parser, tmp_path / "dask", executor)
    assert cache_files(tmp_path / "dask") == cache_files(tmp_path / "local") != {}
    assert [[(s.tokens, s.copula_heads, s.text) for s in d.sentences] for d in on_dask] == [
        [(s.tokens, s.copula_heads, s.text) for s in d.sentences] for d in local
    ]


def test_a_worker_killed_mid_batch_is_replaced_and_the_run_completes(udpipe_model: Path, tmp_path: Path) -> None:
    documents = small_documents(8)
    parser = DiesOnce(udpipe_model, tmp_path / "died")
    parsed = parse_documents(documents, parser, tmp_path / "cache", DaskExecutor(workers=2, batch_words=10))
    assert (tmp_path / "died").exists()  # a worker did die
    assert [len(d.sentences) for d in parsed] == [2] * 8
    assert len(cache_files(tmp_path / "cache")) == 8


def test_a_rerun_sends_only_what_the_cache_lacks(udpipe_model: Path, tmp_path: Path) -> None:
    documents = small_documents(4)
    parser = UDPipeParser(udpipe_model)
    first = Recording()
    parse_documents(documents, parser, tmp_path, first)
    assert first.asked == ["d0", "d1", "d2", "d3"]
    cache_path(tmp_path, parser, documents[2].text).unlink()
    again = Recording()
    parse_documents(documents, parser, tmp_path, again)
    assert again.asked == ["d2"]


def start_method() -> str:
    """How this worker process was started: a spawned child is told its parent's method, a forked one inherits none."""
    import multiprocessing

    return multiprocessing.get_start_method()


def test_local_cluster_workers_are_spawned_even_when_dask_is_told_to_fork() -> None:
    import dask

    with dask.config.set({"distributed.worker.multiprocessing-method": "fork"}):
        with DaskExecutor(workers=1).client() as client:
            assert client.submit(start_method, pure=False).result() == "spawn"


def test_executor_choice_and_a_missing_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    assert make_executor("local") == LocalExecutor(default_workers())
    assert make_executor("local", workers=3) == LocalExecutor(3)
    assert isinstance(make_executor("dask", workers=3), DaskExecutor)
    with pytest.raises(RecastError, match=r"unknown executor 'ray': choose one of local, dask"):
        make_executor("ray")
    with pytest.raises(RecastError, match=r"--scheduler only applies to --executor dask"):
        make_executor("local", scheduler="tcp://head:8786")
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if recast[dask] were not installed
    with pytest.raises(RecastError, match=r"the dask executor needs the optional package 'distributed'.*'recast\[dask\]'"):
        make_executor("dask")


def test_recast_parse_on_a_local_cluster_fills_the_cache_a_recast_run_then_reads(
    udpipe_model: Path, tmp_path: Path
) -> None:
    from click.testing import CliRunner

    from recast import cli

    data_dir = REPO / "tests" / "fixtures" / "timeml"
    common = ["--data-dir", str(data_dir), "--parser", "udpipe", "--udpipe-model", str(udpipe_model)]
    runner = CliRunner()
    parsed = runner.invoke(cli.recast, ["parse", "tempeval3", *common, "--parse-cache", str(tmp_path / "dask"),
                                        "--executor", "dask", "--parse-workers", "2"])
    assert parsed.exit_code == 0, parsed.output
    assert "tempeval3: 4 documents in the parse cache (udpipe)" in parsed.output
    local = runner.invoke(cli.recast, ["parse", "tempeval3", *common, "--parse-cache", str(tmp_path / "local")])
    assert local.exit_code == 0, local.output
    assert cache_files(tmp_path / "dask") == cache_files(tmp_path / "local") != {}
