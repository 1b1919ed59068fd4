"""The baselines on the fixture corpora, with the accuracies worked out by hand.

TE3 fixture (paper): train is BEFORE, BEFORE, IS_INCLUDED (EEEENNNN, EEEENNNN, NENEEENN):
12 entailed, 12 not -> majority (tie, alphabetical) = entailed; per template the majority
is EEEENNNN. Dev BEFORE+AFTER: majority 8/16, template-majority 8+0/16 (1 of 2 groups).
Test INCLUDES (EENNNENE) + SIMULTANEOUS (NENNNENN): majority 4+2/16 = 37.5 %,
template-majority 4+4/16 = 50 % (no group).

UDS-T duration fixture (release-2020): train minutes, hours, days give 12 templates seen
once each, 6 entailed and 6 not -> majority entailed. Dev (hours|days|days: longer:2 E,
shorter:2 N, shorter:6 E, longer:6 N) matches train's per-template labels: 4/4; majority
2/4. Test: the hours event 4/4; the weeks|months|weeks event has longer:4 E, shorter:4 N
(train says N and E: both wrong) and unseen shorter:8 E, longer:8 N (fallback entailed:
one right) -> template-majority 5/8 = 62.5 %, one group of two; majority 4/8.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from recast import cli
from recast.baselines import (
    TABLE_END,
    TABLE_START,
    baseline_table,
    majority_label,
    run_baseline,
    update_readme,
)
from recast.catalogue import Errors, RecastError
from recast.corpus_files import corpus_dirs
from recast.evaluate import evaluate
from recast.writers import write_corpus

FIXTURES = Path(__file__).parent / "fixtures" / "nli"
TE3 = FIXTURES / "paper" / "tempeval3"
DURATION = FIXTURES / "release-2020" / "uds-time-duration"


def figures(run) -> dict[str, tuple[int, int, int, int]]:
    """split -> (correct, pairs, consistent groups, groups)."""
    report = run.report
    return {
        split: (s.correct, s.total, groups.correct, groups.total)
        for (split, s), groups in zip(report.by_split.items(), report.consistency_by_split.values())
    }


def read_split(corpus: Path, split: str) -> list[dict]:
    return [json.loads(line) for line in (corpus / f"{split}.jsonl").open(encoding="utf-8")]


def copy_corpus(source: Path, target: Path, edit=lambda split, records: records) -> Path:
    """A copy of a fixture corpus with each split's records passed through ``edit``."""
    by_split = {split: edit(split, read_split(source, split)) for split in ("train", "dev", "test")}
    manifest = json.loads((source / "manifest.json").read_text())
    write_corpus(target, by_split, {k: v for k, v in manifest.items() if k != "splits"})
    return target


def test_majority_label_breaks_ties_alphabetically():
    assert majority_label(["not-entailed", "entailed"]) == "entailed"
    assert majority_label(["entailed", "not-entailed", "not-entailed"]) == "not-entailed"


@pytest.mark.parametrize(
    ("name", "corpus", "expected"),
    [
        ("majority", TE3, {"dev": (8, 16, 0, 2), "test": (6, 16, 0, 2)}),
        ("template-majority", TE3, {"dev": (8, 16, 1, 2), "test": (8, 16, 0, 2)}),
        ("majority", DURATION, {"dev": (2, 4, 0, 1), "test": (4, 8, 0, 2)}),
        ("template-majority", DURATION, {"dev": (4, 4, 1, 1), "test": (5, 8, 1, 2)}),
    ],
)
def test_majority_baselines_on_fixtures(name, corpus, expected):
    assert figures(run_baseline(name, corpus)) == expected


def test_template_majority_falls_back_to_the_overall_majority(tmp_path):
    # Drop one entailed train pair: the overall majority becomes not-entailed, and the
    # templates train never saw (shorter:8, longer:8) follow it.
    corpus = copy_corpus(
        DURATION, tmp_path / "c", lambda split, rs: [r for r in rs if r["pair-id"] != 0] if split == "train" else rs
    )
    predictions = {p["pair-id"]: p["label"] for p in run_baseline("template-majority", corpus).predictions}
    test = {r["template"]: predictions[r["pair-id"]] for r in read_split(corpus, "test") if r["pair-id"] >= 20}
    assert test == {
        "longer:4": "not-entailed",
        "shorter:4": "entailed",
        "shorter:8": "not-entailed",
        "longer:8": "not-entailed",
    }
    assert {p["pair-id"]: p["label"] for p in run_baseline("template-majority", DURATION).predictions}[22] == "entailed"


def test_predictions_written_keep_the_corpus_ids_and_rescore_identically(tmp_path):
    out = tmp_path / "preds" / "tm.jsonl"
    run = run_baseline("template-majority", DURATION, out)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines == run.predictions
    assert [line["pair-id"] for line in lines] == list(range(12, 24))  # ints stay ints
    report = evaluate(DURATION, out)
    assert report.splits == ("dev", "test")
    assert report.by_split == run.report.by_split and report.consistency == run.report.consistency


def synthetic_corpus(root: Path) -> Path:
    """A corpus where only the hypothesis tells the label: 'finished' -> entailed, 'stalled' -> not."""
    contexts = ["It rained.", "The market closed.", "She left early.", "Talks resumed."]
    by_split = {}
    counter = 0
    for split, n in (("train", 4), ("dev", 2), ("test", 2)):
        records = []
        for i in range(n):
            for word, label in (("finished", "entailed"), ("stalled", "not-entailed")):
                records.append({"pair-id": counter, "context": contexts[(i + len(records)) % 4],
                                "hypothesis": f"The project {word} before event {i}.", "label": label,
                                "split": split, "template": "T1", "event-ids": [f"e{i}", "e9"]})
                counter += 1
        by_split[split] = records
    write_corpus(root, by_split, {"corpus": "synthetic", "profile": "paper"})
    return root


def test_hypothesis_only_learns_the_hypothesis_cue(tmp_path):
    run = run_baseline("hypothesis-only", synthetic_corpus(tmp_path / "s"))
    assert run.report.accuracy.accuracy == 100.0


def test_hypothesis_only_ignores_the_context_and_is_deterministic(tmp_path):
    first = run_baseline("hypothesis-only", TE3).predictions
    assert run_baseline("hypothesis-only", TE3).predictions == first

    def scramble(split, records):
        return [{**r, "context": records[-1 - i]["context"][::-1]} for i, r in enumerate(records)]

    assert run_baseline("hypothesis-only", copy_corpus(TE3, tmp_path / "c", scramble)).predictions == first


def test_baseline_errors(tmp_path):
    with pytest.raises(RecastError) as caught:
        run_baseline("bert", TE3)
    assert caught.value.error is Errors.E071
    (tmp_path / "dev.jsonl").write_text((TE3 / "dev.jsonl").read_text())
    with pytest.raises(RecastError) as caught:
        run_baseline("majority", tmp_path)
    assert caught.value.error is Errors.E072 and str(tmp_path) in str(caught.value)


def test_corpus_dirs(tmp_path):
    assert corpus_dirs(FIXTURES) == [TE3, DURATION]
    assert corpus_dirs(TE3) == [TE3]
    with pytest.raises(RecastError) as caught:
        corpus_dirs(tmp_path)
    assert caught.value.error is Errors.E073


def table_rows(table: str) -> dict[tuple[str, str, str], list[str]]:
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in table.splitlines()[2:]]
    return {tuple(row[:3]): row[3:] for row in rows}


def test_baseline_table_on_every_fixture_corpus():
    rows = table_rows(baseline_table(FIXTURES))
    assert list(rows) == [
        (profile, corpus, name)
        for profile, corpus in (("paper", "tempeval3"), ("release-2020", "uds-time-duration"))
        for name in ("majority", "template-majority", "hypothesis-only")
    ]
    # dev acc., test acc., dev consistency, test consistency
    assert rows["paper", "tempeval3", "majority"] == ["50.0", "37.5", "0.0", "0.0"]
    assert rows["paper", "tempeval3", "template-majority"] == ["50.0", "50.0", "50.0", "0.0"]
    assert rows["release-2020", "uds-time-duration", "majority"] == ["50.0", "50.0", "0.0", "0.0"]
    assert rows["release-2020", "uds-time-duration", "template-majority"] == ["100.0", "62.5", "100.0", "50.0"]


def test_update_readme_replaces_only_its_block_and_is_idempotent(tmp_path):
    readme = tmp_path / "README.md"
    update_readme(readme, "| a |\n|---|\n| 1 |")
    created = readme.read_text()
    assert created.startswith("## Baselines") and "| 1 |" in created
    readme.write_text(f"# recast\n\nIntro.\n\n{TABLE_START}\nold table\n{TABLE_END}\n\n## Licence\n\nMIT\n")
    update_readme(readme, "| a |\n|---|\n| 2 |")
    once = readme.read_text()
    assert once == f"# recast\n\nIntro.\n\n{TABLE_START}\n| a |\n|---|\n| 2 |\n{TABLE_END}\n\n## Licence\n\nMIT\n"
    update_readme(readme, "| a |\n|---|\n| 2 |")
    assert readme.read_text() == once


def test_cli_baseline_and_baseline_table(tmp_path):
    runner = CliRunner()
    out = tmp_path / "p.jsonl"
    result = runner.invoke(cli.recast, ["baseline", "template-majority", "--corpus", str(DURATION), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "| test | 8 | 62.5 | 50.0 |" in result.output
    assert len(out.read_text().splitlines()) == 12
    result = runner.invoke(cli.recast, ["baseline", "bert", "--corpus", str(DURATION)])
    assert isinstance(result.exception, RecastError)
    readme = tmp_path / "README.md"
    result = runner.invoke(cli.recast, ["baseline-table", "--output-root", str(TE3), "--readme", str(readme)])
    assert result.exit_code == 0, result.output
    assert "| paper | tempeval3 | majority | 50.0 | 37.5 | 0.0 | 0.0 |" in result.output
    assert result.output.strip() in readme.read_text()
