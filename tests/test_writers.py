"""Writing corpora (issue 10): nothing complete is replaced until the new corpus is complete; the
splits, manifest and card change together; stale files are cleaned; one writer per folder."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from recast.catalogue import Errors, RecastError
from recast.verify import verify
from recast.writers import WRITE_BATCH, lock_path, output_lock, write_corpus
from recast.manifest import MANIFEST, output_entry
from recast.files import atomic_file, write_text_atomically

REPO = Path(__file__).resolve().parents[1]
DRAFT = {"corpus": "synthetic", "profile": "paper"}


def records(split: str, n: int = 3, text: str = "x") -> list[dict]:
    return [{"pair-id": f"{split}-{i}", "context": text, "hypothesis": "h", "label": "entailed", "split": split,
             "template": "t1"} for i in range(n)]


def good_corpus(out: Path) -> dict[str, bytes]:
    write_corpus(out, {split: records(split) for split in ("train", "dev", "test")}, dict(DRAFT))
    assert verify(out).ok
    return {path.name: path.read_bytes() for path in out.iterdir()}


def snapshot(out: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in out.iterdir()}


def run_python(code: str, **options) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, **options)


def test_checksums_taken_while_writing_match_the_files(tmp_path: Path) -> None:
    # more records than one write batch, so the running checksum spans several writes
    manifest = write_corpus(tmp_path, {"train": records("train", WRITE_BATCH + 5, "é" * 40)}, dict(DRAFT))
    path = tmp_path / "train.jsonl"
    assert manifest["outputs"]["train.jsonl"] == output_entry(path)
    assert manifest["outputs"]["train.jsonl"]["pairs"] == WRITE_BATCH + 5


def test_atomic_file_failure_leaves_the_old_file(tmp_path: Path) -> None:
    path = write_text_atomically(tmp_path / "card.md", "good\n")

    def full_disk():
        yield b"partial"
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(RecastError, match=r"\[E100\] cannot write .*card.md: No space left on device"):
        with atomic_file(path) as handle:
            handle.writelines(full_disk())
    assert path.read_text() == "good\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.md"]  # no temporary file left


def test_enospc_mid_corpus_keeps_the_old_corpus(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    before = good_corpus(out)

    def failing(split: str):
        yield from records(split)
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(RecastError) as caught:
        write_corpus(out, {"train": records("train"), "dev": failing("dev"), "test": records("test")}, dict(DRAFT))
    assert str(caught.value) == f"[E100] cannot write {out / 'dev.jsonl'}: No space left on device (nothing was replaced)"
    assert snapshot(out) == before and verify(out).ok
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus"]  # no staging folder or lock file left


def test_file_size_limit_in_a_subprocess_keeps_the_old_corpus(tmp_path: Path) -> None:
    """EFBIG for real: RLIMIT_FSIZE in a child (SIGXFSZ ignored, so write() fails with EFBIG)."""
    out = tmp_path / "corpus"
    before = good_corpus(out)
    code = f"""
import resource, signal, sys
from pathlib import Path
from recast.catalogue import RecastError
from recast.writers import write_corpus
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (20000, 20000))
big = [{{"pair-id": i, "context": "y" * 100, "hypothesis": "h", "label": "entailed", "template": "t"}} for i in range(1000)]
try:
    write_corpus(Path({str(out)!r}), {{"train": big, "dev": big, "test": big}}, {{"corpus": "synthetic"}})
except RecastError as error:
    print(error); sys.exit(2)
"""
    child = run_python(code)
    stdout, stderr = child.communicate(timeout=120)
    assert child.returncode == 2, stderr
    assert stdout.startswith(f"[E100] cannot write {out / 'train.jsonl'}: File too large")
    assert snapshot(out) == before and verify(out).ok


def test_sigkill_mid_write_leaves_the_corpus_and_the_next_run_cleans_up(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    before = good_corpus(out)
    (out / ".train.jsonl.k3j9x0ab").write_bytes(b"stale temp file of an older run")  # from before staging
    assert f"{out / '.train.jsonl.k3j9x0ab'}: a file the manifest does not list" in verify(out).findings[0]
    marker = tmp_path.parent / f"{tmp_path.name}-writing"
    code = f"""
import time
from pathlib import Path
from recast.writers import write_corpus
def slow():
    yield {{"pair-id": 1, "label": "entailed", "template": "t"}}
    Path({str(marker)!r}).touch()
    time.sleep(60)
    yield {{"pair-id": 2, "label": "entailed", "template": "t"}}
write_corpus(Path({str(out)!r}), {{"train": slow(), "dev": [], "test": []}}, {{"corpus": "synthetic"}})
"""
    child = run_python(code)
    deadline = time.monotonic() + 60
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    child.send_signal(signal.SIGKILL)
    child.communicate(timeout=30)
    assert snapshot(out)[MANIFEST] == before[MANIFEST]
    assert any(p.name.startswith(".corpus.recast-new-") for p in tmp_path.iterdir())  # what the kill left
    good_corpus(out)  # the next run
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus"]
    assert sorted(p.name for p in out.iterdir()) == ["dev.jsonl", MANIFEST, "test.jsonl", "train.jsonl"]


def test_an_interrupted_swap_is_undone_on_the_next_run(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    before = good_corpus(out)
    os.rename(out, tmp_path / ".corpus.recast-old-abc123")  # killed between the two renames
    (tmp_path / ".corpus.recast-new-abc123").mkdir()
    with pytest.raises(RecastError, match="E103"):  # the restored corpus holds all three splits
        write_corpus(out, {"dev": records("dev")}, dict(DRAFT))
    assert snapshot(out) == before and verify(out).ok
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus"]


def test_manifest_card_and_splits_change_together(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    good_corpus(out)
    inode = (out / "train.jsonl").stat().st_ino

    def with_card(folder: Path, manifest: dict) -> dict:
        from recast.manifest import record_outputs

        write_text_atomically(folder / "README.md", "card\n")
        return record_outputs(folder, manifest, ["train.jsonl", "dev.jsonl", "test.jsonl", "README.md"])

    manifest = write_corpus(out, {s: records(s, 2, "new") for s in ("train", "dev", "test")}, dict(DRAFT), with_card)
    assert verify(out).ok and set(manifest["outputs"]) == {"README.md", "dev.jsonl", "test.jsonl", "train.jsonl"}
    assert json.loads((out / MANIFEST).read_text())["manifest_sha256"] == manifest["manifest_sha256"]
    assert (out / "train.jsonl").stat().st_ino != inode  # a new folder, swapped in whole


def test_one_split_into_a_folder_of_three_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    before = good_corpus(out)
    with pytest.raises(RecastError) as caught:
        write_corpus(out, {"dev": records("dev", 5)}, dict(DRAFT))
    assert str(caught.value) == "[E103] " + Errors.E103.value.format(path=out, others="train, test", splits="dev")
    assert snapshot(out) == before
    write_corpus(tmp_path / "dev-only", {"dev": records("dev")}, dict(DRAFT))  # an empty folder is fine
    assert verify(tmp_path / "dev-only").ok


def test_a_split_file_that_is_a_directory_and_foreign_files_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    (out / "train.jsonl").mkdir(parents=True)
    with pytest.raises(RecastError, match=r"\[E102\] .*train.jsonl is a directory"):
        write_corpus(out, {"train": records("train")}, dict(DRAFT))
    (out / "train.jsonl").rmdir()
    (out / "notes.txt").write_text("mine")
    with pytest.raises(RecastError, match=r"\[E102\] .*notes.txt is not a file recast writes"):
        write_corpus(out, {"train": records("train")}, dict(DRAFT))
    assert (out / "notes.txt").read_text() == "mine"


def test_a_second_writer_fails_clearly_while_the_first_holds_the_lock(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    before = good_corpus(out)
    code = f"""
import sys, time
from pathlib import Path
from recast.writers import output_lock
with output_lock(Path({str(out)!r})):
    print("locked", flush=True)
    time.sleep(60)
"""
    child = run_python(code)
    try:
        assert child.stdout.readline().strip() == "locked"
        with pytest.raises(RecastError) as caught:
            write_corpus(out, {s: records(s, 1) for s in ("train", "dev", "test")}, dict(DRAFT))
        assert str(caught.value) == "[E101] " + Errors.E101.value.format(path=out, lock=lock_path(out))
        assert snapshot(out) == before
    finally:
        child.kill()
        child.communicate(timeout=30)
    with output_lock(out), output_lock(out):  # re-entrant within one process
        write_corpus(out, {s: records(s, 1) for s in ("train", "dev", "test")}, dict(DRAFT))
    assert verify(out).ok


def test_an_interrupt_while_finishing_keeps_the_earlier_corpus(tmp_path: Path, monkeypatch) -> None:
    """An interrupt after the splits are staged but before the card is written leaves the earlier
    corpus as it was (splits, manifest and card), and no staging folder behind the next run."""
    import recast.recipes.finish as finish
    from recast.catalogue import SkipCounter
    from recast.recipes.finish import write_recast
    from recast.recipes.run import CorpusRun
    from recast.profiles import load_profile

    out = tmp_path / "corpus"
    splits = ("train", "dev", "test")

    def run(tag: str) -> dict:
        run = CorpusRun("tempeval3", splits, profile=load_profile("paper"), out_dir=out)
        return write_recast(run, {s: records(s, 2, tag) for s in splits}, {s: SkipCounter() for s in splits}, {},
                            inputs=[])

    run("old")
    before = snapshot(out)

    def interrupted(folder: Path, manifest: dict) -> Path:
        raise KeyboardInterrupt

    monkeypatch.setattr(finish, "write_card", interrupted)
    with pytest.raises(KeyboardInterrupt):
        run("new")
    assert snapshot(out) == before and verify(out).ok
    monkeypatch.undo()
    finished = run("new")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corpus"]
    assert verify(out).ok and "README.md" in finished["outputs"] and finished["license"]


def test_write_recast_with_inputs_publishes_the_finished_corpus_in_one_swap(tmp_path: Path) -> None:
    from recast.catalogue import SkipCounter
    from recast.recipes.finish import write_recast
    from recast.recipes.run import CorpusRun
    from recast.profiles import load_profile

    source = tmp_path / "data" / "doc.tml"
    source.parent.mkdir()
    source.write_text("<TimeML/>")
    out = tmp_path / "corpus"
    run = CorpusRun("tempeval3", ("dev",), profile=load_profile("paper"), out_dir=out)
    manifest = write_recast(run, {"dev": records("dev")}, {"dev": SkipCounter()}, {"parser": {"backend": "udpipe"}},
                            inputs=[source])
    assert verify(out).ok
    assert sorted(p.name for p in out.iterdir()) == ["README.md", "dev.jsonl", MANIFEST]
    assert manifest["inputs"] == {"doc.tml": hashlib.sha256(b"<TimeML/>").hexdigest()}
