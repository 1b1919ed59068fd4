"""``recast stats``: the report's tables hold the corpus's real numbers; the plots are PNGs."""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

import matplotlib.image
import pandas as pd
import pytest

from recast.cli import main
from recast.evaluate import read_corpus
from recast.corpus_files import split_records
from recast.stats import source_label_table, split_table, stats

DURATION = Path("release-2020/uds-time-duration")
ORDER = Path("paper/uds-time-order")
PLOTS = ("splits", "templates", "hypothesis-length")


def table_after(report: str, heading: str, occurrence: int = 0) -> list[dict[str, str]]:
    """The rows of the Markdown table that follows ``heading`` (its ``occurrence``-th appearance)."""
    start = -1
    for _ in range(occurrence + 1):
        start = report.index(heading, start + 1)
    lines = report[start:].split("\n\n")[1].splitlines()
    cells = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]
    return [dict(zip(cells[0], row)) for row in cells[2:]]


def expected_split_rows(corpus_dir: Path) -> dict[str, dict[str, int]]:
    """Duplicates and conflicts counted directly from the JSONL, independently of pandas."""
    rows = {}
    for split in ("train", "dev", "test"):
        records = list(split_records(corpus_dir, split))
        triples = Counter((r["context"], r["hypothesis"], r["label"]) for r in records)
        labels: defaultdict[tuple[str, str], set[str]] = defaultdict(set)
        for r in records:
            labels[r["context"], r["hypothesis"]].add(r["label"])
        rows[split] = {
            "pairs": len(records),
            "entailed": sum(r["label"] == "entailed" for r in records),
            "distinct contexts": len({r["context"] for r in records}),
            "duplicate pairs": sum(n - 1 for n in triples.values()),
            "conflicting pairs": sum(len(found) > 1 for found in labels.values()),
        }
    return rows


def test_report_and_plots_for_an_output_root(corpus_root: Path, tmp_path: Path) -> None:
    report_path = stats(corpus_root, tmp_path / "stats")
    assert report_path == tmp_path / "stats" / "report.md"
    report = report_path.read_text(encoding="utf-8")
    overview = table_after(report, "# recast corpus statistics")
    assert overview == [
        {"profile": "paper", "corpus": "uds-time-order", "train": "8", "dev": "8", "test": "8", "total": "24",
         "entailed %": "45.8"},
        {"profile": "release-2020", "corpus": "uds-time-duration", "train": "30", "dev": "28", "test": "4",
         "total": "62", "entailed %": "50.0"},
    ]  # fmt: skip
    for slug in ("paper-uds-time-order", "release-2020-uds-time-duration"):
        for plot in PLOTS:
            path = tmp_path / "stats" / f"{slug}-{plot}.png"
            assert f"![{slug}-{plot}]({path.name})" in report
            assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
            height, width, _channels = matplotlib.image.imread(path).shape
            assert width >= 500 and height >= 300


def test_split_table_has_the_counted_duplicates_and_conflicts(corpus_root: Path, tmp_path: Path) -> None:
    report = stats(corpus_root / DURATION, tmp_path).read_text(encoding="utf-8")
    rows = {row["split"]: row for row in table_after(report, "### Splits")}
    for split, expected in expected_split_rows(corpus_root / DURATION).items():
        assert {key: int(rows[split][key]) for key in expected} == expected
    assert (rows["dev"]["duplicate pairs"], rows["dev"]["conflicting pairs"]) == ("6", "2")
    assert rows["train"]["contexts also in train"] == "–" and rows["dev"]["contexts also in train"] == "0"


def test_templates_source_labels_lengths_and_skips(corpus_root: Path, tmp_path: Path) -> None:
    report = stats(corpus_root / DURATION, tmp_path).read_text(encoding="utf-8")
    templates = table_after(report, "### Templates")
    assert [row["template"] for row in templates[:3]] == ["longer:1", "longer:2", "longer:3"]
    assert templates[9] == {"template": "longer:10", "train": "0", "dev": "3", "test": "1", "total": "4",
                            "entailed %": "0.0"}  # fmt: skip
    labels = {row["source-label"]: row for row in table_after(report, "### Source labels")}
    assert labels["minutes"]["train"] == "16"  # one annotator per train item
    assert labels["forever"]["dev"] == "4"  # dev items: three annotators' labels, split apart
    lengths = {row["split"]: row for row in table_after(report, "### Hypothesis length")}
    words = [len(r["hypothesis"].split()) for r in split_records(corpus_root / DURATION, "test")]
    assert (lengths["test"]["min"], lengths["test"]["max"]) == (str(min(words)), str(max(words)))
    assert lengths["test"]["mean"] == f"{sum(words) / len(words):.1f}"
    assert table_after(report, "### Skipped while recasting") == [
        {"reason": "event head is AUX or DET", "train": "448", "dev": "39", "test": "27"}
    ]


def test_ordering_has_no_source_labels_but_shows_removed_duplicates(corpus_root: Path, tmp_path: Path) -> None:
    report = stats(corpus_root / ORDER, tmp_path).read_text(encoding="utf-8")
    assert "No source labels (UDS-T ordering labels come from sliders)." in report
    rows = {row["split"]: row for row in table_after(report, "### Splits")}
    assert (rows["train"]["duplicates removed"], rows["train"]["conflicts removed"]) == ("11,061", "10,698")


def test_split_table_on_hand_made_pairs() -> None:
    frame = pd.DataFrame(
        [("train", "c1", "h1", "entailed"), ("train", "c1", "h1", "entailed"), ("train", "c1", "h2", "entailed"),
         ("train", "c1", "h2", "not-entailed"), ("dev", "c1", "h3", "not-entailed"), ("dev", "c2", "h3", "entailed")],
        columns=["split", "context", "hypothesis", "label"],
    )  # fmt: skip
    table = split_table(frame, {"skipped": {"dev": {"duplicate (context, hypothesis)": 7}}}).set_index("split")
    assert table.loc["train", ["pairs", "entailed", "duplicate pairs", "conflicting pairs"]].tolist() == [4, 3, 1, 1]
    assert table.loc["dev", ["distinct contexts", "contexts also in train", "duplicates removed"]].tolist() == [2, 1, 7]
    assert table.loc["train", "entailed %"] == 75.0


def test_duration_labels_are_counted_once_per_label(corpus_root: Path) -> None:
    frame = read_corpus(corpus_root / DURATION, ["test"])
    table = source_label_table(frame).set_index("source-label")
    expected = Counter(label for labels in frame["source-label"] for label in set(labels.split("|")))
    assert table["total"].to_dict() == dict(expected)


def test_cli_default_out_beside_a_corpus(corpus_root: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(sys, "argv", ["recast", "stats", str(corpus_root / ORDER)])
    main()
    report = corpus_root / "paper" / "uds-time-order.stats" / "report.md"
    assert capsys.readouterr().out == f"{report}\n"
    assert report.is_file()
    assert sorted(p.name for p in (corpus_root / ORDER).iterdir()) == [  # the corpus folder is left alone
        "README.md", "dev.jsonl", "manifest.json", "test.jsonl", "train.jsonl"]
