"""`recast red` end to end on the Anafora fixtures, parsed for real with UDPipe."""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path

import pytest

from recast.catalogue import RecastError
from recast.parse.backends import ParserOptions, make_parser
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun

RELEASE = Path(__file__).resolve().parent / "fixtures" / "red" / "release"
MODEL = Path(os.environ.get("RECAST_UDPIPE_MODEL", Path(__file__).resolve().parents[2] / "shared" / "models" / "udpipe" / "en_ewt-ud.udpipe"))
SPLITS = ("train", "dev", "test")
PAPER = {"BEFORE": "EE-EN-NN", "BEFORE/CAUSES": "EE-EN-NN", "BEFORE/PRECONDITION": "EE-EN-NN",
         "BEGINS-ON": "NEN-NEN-", "ENDS-ON": "-ENN-ENN", "CONTAINS": "EENNNENE", "CONTAINS-SUBEVENT": "EENNNENE",
         "SIMULTANEOUS": "NENNNENN"}
RELEASE_2020 = {**PAPER, "BEFORE/CAUSES": "EEEENNNN", "BEFORE/PRECONDITION": "EEEENNNN"}


@pytest.fixture(scope="module")
def parser():
    if not MODEL.is_file():
        pytest.skip(f"UDPipe model not found at {MODEL}")
    return make_parser(ParserOptions("udpipe", udpipe_model=MODEL))


def patterns(out: Path) -> dict[tuple, tuple[str, str, str]]:
    cells: dict[tuple, dict[str, str]] = defaultdict(dict)
    meta = {}
    for split in SPLITS:
        for line in (out / f"{split}.jsonl").open(encoding="utf-8"):
            record = json.loads(line)
            key = (record["doc-id"], *record["event-ids"])
            cells[key][record["template"]] = record["label"][0].upper()
            meta[key] = (record["source-label"], record["context"])
    return {key: ("".join(c.get(f"T{i}", "-") for i in range(1, 9)), *meta[key]) for key, c in cells.items()}


@pytest.mark.parametrize(("profile", "expected"), [("paper", PAPER), ("release-2020", RELEASE_2020)])
def test_every_link_gets_its_relation_pattern(tmp_path: Path, parser, profile: str, expected: dict) -> None:
    manifest = recast_corpus(CorpusRun("red", SPLITS, data_dir=RELEASE, parser=parser,
                                       parse_cache=tmp_path / "parses", options={"skip_unknown": True},
                                       profile=load_profile(profile), out_dir=tmp_path / "out"))
    found = patterns(tmp_path / "out")
    assert found and all(pattern == expected[label] for pattern, label, _ in found.values())
    labels = {label for _, label, _ in found.values()}
    assert labels >= ({"BEFORE", "BEFORE/CAUSES", "CONTAINS-SUBEVENT", "BEGINS-ON"} if profile == "paper" else {"BEFORE/CAUSES"})
    assert any(context.count(". ") >= 1 for _, _, context in found.values())  # a cross-sentence premise
    skipped = {reason for split in SPLITS for reason in manifest["skipped"][split]}
    assert {"relation label the profile drops", "link touches a TIMEX", "unknown relation label"} <= skipped
    assert ("link with negative polarity" in skipped) == (profile == "paper")


def test_unknown_relation_names_the_file_and_link(tmp_path: Path, parser) -> None:
    with pytest.raises(RecastError, match=r"PROXY_AFP_ENG_20020105_0162.*unknown relation 'BEFORE/PRECONDITIONS'"):
        recast_corpus(CorpusRun("red", SPLITS, data_dir=RELEASE, parser=parser, parse_cache=tmp_path / "parses",
                                profile=load_profile("paper"), out_dir=tmp_path / "out"))
