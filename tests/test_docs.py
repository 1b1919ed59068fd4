"""scripts/docs.py (`make docs`): the README's figure tables written from an output folder's manifests, and
`--check` failing when they are stale; the README's command table against the registered commands."""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
from pathlib import Path

import pytest

from recast import cli
from recast.writers import write_corpus

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"


def load_docs_script():
    spec = importlib.util.spec_from_file_location("docs_script", REPO / "scripts" / "docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


docs = load_docs_script()

TEMPLATE_README = """# recast

Sizes:

<!-- sizes:begin -->
| corpus | paper (train / dev / test) | release-2020 | release-2020 − published 2020 | parsed with |
|---|---|---|---|---|
| `tempeval3` | 1 / 2 / 3 | 4 / 5 / 6 | old | udpipe |
<!-- sizes:end -->

<!-- headline:begin -->
| figure | value |
|---|---|
| blind read, strict (independent reader) | 41 % |
<!-- headline:end -->

<!-- speed:begin -->
| run | wall |
|---|---|
| warm UDS-T | 9.4 s |
<!-- speed:end -->

<!-- citation:begin -->
<!-- citation:end -->
"""


def make_corpus(folder: Path, corpus: str, profile: str, sizes: dict[str, int], **extra) -> None:
    """A corpus folder as recast writes it: <split>.jsonl and a manifest with counts and checksums."""
    records = {
        split: [{"pair-id": f"{corpus}:{split}:{i}", "label": ("entailed", "not-entailed")[i % 2],
                 "template": f"T{i % 3}"} for i in range(n)]
        for split, n in sizes.items()
    }
    write_corpus(folder, records, {"corpus": corpus, "profile": profile, **extra})


@pytest.fixture
def output(tmp_path: Path) -> Path:
    root = tmp_path / "output"
    make_corpus(root / "paper" / "uds-time-duration", "uds-time-duration", "paper",
                {"train": 12, "dev": 4, "test": 2})
    make_corpus(root / "release-2020" / "uds-time-duration", "uds-time-duration", "release-2020",
                {"train": 20, "dev": 6, "test": 4})
    make_corpus(root / "paper" / "tbdense", "tbdense", "paper", {"dev": 3, "test": 5},
                parser={"backend": "udpipe"},
                lint={"rows": 8, "flagged": 1, "round_trip": True, "counts": {}})
    return root


def run(tmp_path: Path, output: Path, *extra: str, readme: str = TEMPLATE_README) -> tuple[int, str]:
    path = tmp_path / "README.md"
    if not path.exists():
        path.write_text(readme, encoding="utf-8")
    status = docs.main(["--output", str(output), "--readme", str(path), "--bench", str(tmp_path / "bench.json"),
                        "--baselines", str(tmp_path / "BASELINES.md"), *extra])
    return status, path.read_text(encoding="utf-8")


def table(text: str, name: str) -> list[list[str]]:
    block = text.split(f"<!-- {name}:begin -->")[1].split(f"<!-- {name}:end -->")[0]
    return docs.table_rows(block)[2:]


def test_sizes_written_from_the_manifests_and_rows_without_a_source_kept(tmp_path, output, capsys):
    status, text = run(tmp_path, output)
    assert status == 0
    rows = {row[0]: row for row in table(text, "sizes")}
    assert rows["`uds-time-duration`"] == [
        "`uds-time-duration`", "12 / 4 / 2", "20 / 6 / 4", "−437,816 / −34,440 / −31,850", "gold trees"]
    assert rows["`tbdense`"] == ["`tbdense`", "– / 3 / 5", "–", "–", "udpipe"]
    # no tempeval3 manifest: its row stays as written, and the script says so
    assert rows["`tempeval3`"][1:3] == ["1 / 2 / 3", "4 / 5 / 6"]
    assert "kept as written: `tempeval3`" in capsys.readouterr().err
    # in the registry's order
    assert [row[0] for row in table(text, "sizes")] == ["`uds-time-duration`", "`tempeval3`", "`tbdense`"]


def test_check_passes_once_written_and_fails_when_a_figure_changes(tmp_path, output):
    assert run(tmp_path, output, "--check")[0] == 1  # the template's figures are not the manifests'
    assert run(tmp_path, output)[0] == 0
    status, before = run(tmp_path, output, "--check")
    assert status == 0
    make_corpus(output / "paper" / "uds-time-duration", "uds-time-duration", "paper",
                {"train": 13, "dev": 4, "test": 2})
    status, after = run(tmp_path, output, "--check")
    assert status == 1 and after == before  # --check writes nothing
    assert run(tmp_path, output)[0] == 0
    assert "13 / 4 / 2" in (tmp_path / "README.md").read_text(encoding="utf-8")


def test_lint_share_and_the_paper_baseline_in_the_headline(tmp_path, output):
    (tmp_path / "BASELINES.md").write_text(
        "<!-- baseline-table:start -->\n"
        "| profile | corpus | baseline | dev acc. % | test acc. % | dev consistency % | test consistency % |\n"
        "|---|---|---|---|---|---|---|\n"
        "| paper | uds-time-duration | template-majority | 76.9 | 77.1 | 57.3 | 57.2 |\n"
        "| release-2020 | uds-time-duration | template-majority | 81.3 | 80.2 | 58.6 | 57.2 |\n"
        "| paper | uds-time-duration | hypothesis-only | 59.3 | 59.2 | 26.1 | 25.8 |\n"
        "<!-- baseline-table:end -->\n", encoding="utf-8")
    status, text = run(tmp_path, output)
    rows = {row[0]: row[1] for row in table(text, "headline")}
    assert status == 0
    assert rows["hypotheses `recast lint` flags (paper)"] == "`tbdense` 12.50 %"
    assert rows["template-majority on `uds-time-duration` test (the paper: 80.2 %)"] == \
        "release-2020 80.2 %, paper 77.1 %; hypothesis-only: paper 59.2 %"
    assert rows["blind read, strict (independent reader)"] == "41 %"  # a figure no file holds: kept


def test_speed_from_the_bench_file_when_there_is_one(tmp_path, output, capsys):
    status, text = run(tmp_path, output)
    assert status == 0 and table(text, "speed") == [["warm UDS-T", "9.4 s"]]
    assert "no bench figures" in capsys.readouterr().err
    (tmp_path / "bench.json").write_text(json.dumps({"date": "25 Nov 2026", "runs": [
        {"run": "make all, cold", "wall_s": 512.34, "peak_gb": 2.25},
        {"run": "UDS-T warm", "wall_s": 9.0}]}), encoding="utf-8")
    status, text = run(tmp_path, output)
    assert status == 0
    assert "run (`make bench`, 25 Nov 2026) | wall | peak memory" in text
    assert table(text, "speed") == [["make all, cold", "512.3 s", "2.2 GB"], ["UDS-T warm", "9.0 s", "–"]]


def test_exports_are_not_corpora_and_two_disagreeing_copies_are_an_error(tmp_path, output, capsys):
    make_corpus(output / "paper" / "uds-time-duration.jsonl", "uds-time-duration", "paper", {"train": 99},
                export={"format": "jsonl"})
    status, text = run(tmp_path, output)
    assert status == 0 and "99 /" not in text
    make_corpus(output / "uds-time-duration", "uds-time-duration", "paper", {"train": 1})  # make run's folder
    status, _ = run(tmp_path, output)
    assert status == 2
    assert "different sizes" in capsys.readouterr().err


def test_the_citation_is_the_one_the_dataset_cards_carry(tmp_path, output):
    from recast.provenance import citations

    status, text = run(tmp_path, output)
    block = text.split("<!-- citation:begin -->")[1].split("<!-- citation:end -->")[0]
    assert status == 0
    assert block.strip() == f"```bibtex\n{citations('uds-time-order')[-1]}\n```"
    assert "doi       = {10.18653/v1/2020.findings-emnlp.363}" in block


def test_a_readme_without_the_markers_is_an_error(tmp_path, output):
    status, _ = run(tmp_path, output, readme="# recast\n")
    assert status == 2


def test_the_readme_has_every_figure_table_and_stays_a_short_manual():
    text = README.read_text(encoding="utf-8")
    for name in ("sizes", "headline", "speed"):
        assert table(text, name), name
    citation = text.split("<!-- citation:begin -->")[1].split("<!-- citation:end -->")[0]
    assert "@inproceedings{vashishtha-etal-2020-temporal," in citation
    assert len(text.encode("utf-8")) <= 12 * 1024  # the measurements live in docs/


# --- the command table -------------------------------------------------------------------------

def command_table() -> dict[str, str]:
    """`recast NAME` -> its example, from the README's table of commands."""
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and (match := re.fullmatch(r"`recast ([a-z0-9-]+)`", cells[0])):
            rows[match.group(1)] = cells[2]
    return rows


def test_every_registered_command_has_one_row_and_every_row_a_command():
    assert sorted(command_table()) == sorted(cli.recast.commands)


@pytest.mark.parametrize("name", sorted(cli.recast.commands))
def test_each_example_is_one_command_line_with_options_its_command_takes(name):
    example = command_table()[name]
    assert example.startswith("`recast ") and example.endswith("`") and example.count("`") == 2
    words = shlex.split(example.strip("`"))
    assert words[:2] == ["recast", name]
    command = cli.recast.commands[name]
    options = {opt for param in command.params for opt in param.opts}
    unknown = [word for word in words[2:] if word.startswith("-") and word not in options]
    assert not unknown, f"recast {name} has no option {unknown}"
