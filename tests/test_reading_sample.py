"""scripts/reading_sample.py: a blind sheet without labels and a key beside it, the same for the same seed."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from conftest import REPO


def reading_sample():
    spec = importlib.util.spec_from_file_location("reading_sample", REPO / "scripts" / "reading_sample.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def corpus(root: Path, name: str, pairs: int) -> None:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"corpus": name}), encoding="utf-8")
    for split in ("train", "dev", "test"):
        rows = [
            {"pair-id": f"{name}:{split}:{i}", "context": f"Context {i}.", "hypothesis": f"The waiting {i} started.",
             "label": ("entailed", "not-entailed")[i % 2], "doc-id": "d", "event-ids": ["e1"], "source-label": "BEFORE"}
            for i in range(pairs)
        ]
        (folder / f"{split}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_sheet_hides_labels_key_holds_them_and_the_seed_decides(tmp_path: Path) -> None:
    corpus(tmp_path / "out", "corpus-a", 30)
    corpus(tmp_path / "out", "corpus-b", 6)
    script = reading_sample()
    script.main([str(tmp_path / "out"), "7", str(tmp_path / "sheet.md"), "--per-corpus", "10", "--data-dir", str(tmp_path)])
    sheet = (tmp_path / "sheet.md").read_text(encoding="utf-8")
    key = (tmp_path / "sheet-key.md").read_text(encoding="utf-8")
    assert "not-entailed" not in sheet and "BEFORE" not in sheet  # neither the label nor the source label
    assert ":train:" not in sheet  # dev and test only
    assert sheet.count("### ") == 10 + 10
    labels = [line.split(" | ")[2] for line in key.splitlines() if line.startswith("| ") and "`" in line]
    assert labels.count("entailed") == labels.count("not-entailed") == 10
    script.main([str(tmp_path / "out"), "7", str(tmp_path / "again.md"), "--per-corpus", "10", "--data-dir", str(tmp_path)])
    assert (tmp_path / "again.md").read_text(encoding="utf-8") == sheet
    script.main([str(tmp_path / "out"), "8", str(tmp_path / "other.md"), "--per-corpus", "10", "--data-dir", str(tmp_path)])
    assert (tmp_path / "other.md").read_text(encoding="utf-8") != sheet
