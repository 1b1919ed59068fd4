"""MATRES: the reader on fixtures in MATRES's own format over TempEval-3 fixtures, the start-point
relation table against the Allen timelines, and `recast matres` on the shared data."""

from __future__ import annotations

import json
import os
import shutil
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from recast.catalogue import RecastError, Skip, SkipCounter
from recast.data_sources.matres import read_matres
from recast.engine import allen_relations, ordering_pattern, relation_table
from recast.parse.backends import ParserOptions, make_parser
from recast.profiles import load_profile
from recast.recipes.corpus import recast_corpus
from recast.recipes.run import CorpusRun
from recast.types import SPLITS

FIXTURES = Path(__file__).resolve().parent / "fixtures"
MODEL = Path(os.environ.get("RECAST_UDPIPE_MODEL", Path(__file__).resolve().parents[2] / "shared" / "models" / "udpipe" / "en_ewt-ud.udpipe"))
# Start points only: T1 (sX < sY) and T5 (sY < sX) and what follows from them; T4 and T8 compare end
# points, which MATRES never fixes.
PATTERNS = {"BEFORE": "EE--N-N-", "AFTER": "N-N-EE--", "EQUAL": "NEN-NEN-"}


@pytest.fixture
def matres_dir(tmp_path: Path) -> Path:
    shutil.copytree(FIXTURES / "timeml" / "te3", tmp_path / "te3")
    shutil.copytree(FIXTURES / "matres", tmp_path / "matres")
    return tmp_path


def read(data_dir: Path, splits=SPLITS, strict: bool = False):
    skips: dict[str, SkipCounter] = {}
    return {source.document.doc_id: source for source in read_matres(data_dir, splits, skips, strict)}, skips


def test_rows_become_links_on_tempeval3_documents_with_tempeval3_splits(matres_dir: Path) -> None:
    documents, skips = read(matres_dir)
    assert {doc_id: source.document.split for doc_id, source in documents.items()} == {
        "wsj_0520": "dev", "APW19980227.0489": "train", "APW19980808.0022": "train", "AP_20130322": "test",
    }
    wsj = documents["wsj_0520"]
    assert [(l.link_id, l.source, l.target, l.relation) for l in wsj.links] == [
        ("timebank.txt:1", "ei1", "ei3", "BEFORE"), ("timebank.txt:2", "ei3", "ei4", "AFTER"),
        ("timebank.txt:3", "ei4", "ei6", "VAGUE"), ("timebank.txt:4", "ei3", "ei6", "EQUAL"),
    ]
    assert wsj.document.source_file == "TBAQ-cleaned/TimeBank/wsj_0520.tml"
    assert {path.name for path in wsj.inputs} == {"wsj_0520.tml", "timebank.txt"}
    assert {event.event_id for event in wsj.events} >= {"ei1", "ei3", "ei4", "ei6"}


def test_eiid_without_makeinstance_self_loop_and_repeat_are_counted(matres_dir: Path) -> None:
    documents, skips = read(matres_dir)
    assert [l.link_id for l in documents["APW19980227.0489"].links] == ["timebank.txt:5"]
    assert skips["train"] == {
        Skip.UNKNOWN_EVENT.value: 1,  # eiid 0, as in WSJ910225-0066
        Skip.SELF_LOOP.value: 1,
        Skip.DUPLICATE_LINK.value: 1,
    }
    assert dict(skips["dev"]) == {} and dict(skips["test"]) == {}  # TempEval-3's own quirks are not MATRES's


def test_strict_stops_at_the_unknown_eiid(matres_dir: Path) -> None:
    with pytest.raises(RecastError, match=r"timebank.txt: link timebank.txt:6: link names an unknown event"):
        read(matres_dir, ("train",), strict=True)


def test_a_malformed_row_names_file_and_line(matres_dir: Path) -> None:
    with open(matres_dir / "matres" / "aquaint.txt", "a", encoding="utf-8") as handle:
        handle.write("APW19980808.0022\tsearched\t1\t2\tBEFORE\n")
    with pytest.raises(RecastError, match=r"aquaint.txt: line 2: expected 6 tab-separated fields .* found 5"):
        read(matres_dir)


def test_a_document_outside_its_part_is_an_error(matres_dir: Path) -> None:
    (matres_dir / "matres" / "aquaint.txt").write_text("wsj_0520\tsaid\tsought\t3\t4\tAFTER\n", encoding="utf-8")
    with pytest.raises(RecastError, match=r"aquaint.txt: document wsj_0520: not a TempEval-3 document of TBAQ-cleaned/AQUAINT"):
        read(matres_dir)


def test_missing_matres_files_are_a_clear_error(tmp_path: Path) -> None:
    shutil.copytree(FIXTURES / "timeml" / "te3", tmp_path / "te3")
    with pytest.raises(RecastError, match=r"MATRES not found: expected timebank.txt, aquaint.txt, platinum.txt"):
        read(tmp_path)


def test_each_label_is_exactly_the_allen_relations_with_its_start_point_order() -> None:
    table = relation_table("matres", load_profile("paper"))
    for label, expected in {"BEFORE": (lambda s: s < 0), "AFTER": (lambda s: s > 0), "EQUAL": (lambda s: s == 0)}.items():
        wanted = {name for name, ranks in allen_relations().items() if expected(ranks["sX"] - ranks["sY"])}
        assert table.allen_set(label) == wanted
        assert ordering_pattern(sorted(wanted)) == PATTERNS[label]
    assert table.allen_set("VAGUE") is None


@pytest.mark.integration
def test_recast_matres_on_the_shared_data(data_dir: Path, tmp_path: Path) -> None:
    if not (data_dir / "matres").is_dir() or not (data_dir / "te3").is_dir() or not MODEL.is_file():
        pytest.skip("shared MATRES/TempEval-3 data or UDPipe model not found")
    rows = Counter()
    skips: dict[str, SkipCounter] = {}
    for source in read_matres(data_dir, SPLITS, skips):
        rows[source.document.split] += len(source.links)
    unknown = sum(counter[Skip.UNKNOWN_EVENT.value] for counter in skips.values())
    duplicates = sum(counter[Skip.DUPLICATE_LINK.value] + counter[Skip.CONFLICTING_LINK.value] for counter in skips.values())
    assert sum(rows.values()) + unknown + duplicates == 11_643 + 1_097 + 837
    assert rows["dev"] == 1_097 and rows["test"] == 837  # every dev and test row resolves
    assert unknown >= 4  # the eiid-0 rows of WSJ910225-0066

    parser = make_parser(ParserOptions("udpipe", udpipe_model=MODEL))
    manifest = recast_corpus(CorpusRun("matres", ("dev", "test"), data_dir=data_dir, parser=parser,
                                       parse_cache=tmp_path / "parses", profile=load_profile("paper"),
                                       out_dir=tmp_path / "out"))
    cells: dict[tuple, dict[str, str]] = defaultdict(dict)
    labels = {}
    for split in ("dev", "test"):
        for line in (tmp_path / "out" / f"{split}.jsonl").open(encoding="utf-8"):
            record = json.loads(line)
            key = (record["doc-id"], *record["event-ids"])
            cells[key][record["template"]] = record["label"][0].upper()
            labels[key] = record["source-label"]
    for key, found in cells.items():  # de-duplication may drop a cell, never change one
        expected = PATTERNS[labels[key]]
        assert all(expected[int(t[1:]) - 1] == letter for t, letter in found.items()), (key, found)
        assert "T4" not in found and "T8" not in found
    # issue 29: events their context negates or hedges, futures, commands and verbs without their prepositional
    # complement are skipped and counted; round 3 (blind read of seed 43117) adds hedging adverbs and verbs,
    # alternatives, annotated modality, bare gerunds that say nothing and ambiguous bare phrases (test 1,650,
    # dev 1,866; 1,942 and 2,314 before round 3, 2,242 and 2,674 before the second round, 2,448 and 3,080
    # before issue 29); round 4's completeness rule and reporting-verb whitelist skip more (test 1,174, dev 1,190);
    # rounds 5 and 6 (seeds 30407, 61873) hedges read from the words and source slips (test 1,132, dev 1,082);
    # rounds 9 to 11 (seeds 25193, 99102, 16143) misparses skipped rather than written short (test 1,076, dev 970);
    # round 13 (seeds 15410 to 27341) lost arguments, hedged adjuncts and sense shifts (test 956, dev 874); round 15
    # (seeds 41003 to 98331) misparsed sums and predicates, wanted scenes, restrictions (test 926, dev 738)
    assert manifest["splits"]["test"]["pairs"] > 800 and manifest["splits"]["dev"]["pairs"] > 700, manifest["splits"]
    assert manifest["skipped"]["test"][Skip.DROPPED_RELATION.value] == 113  # platinum's VAGUE rows
