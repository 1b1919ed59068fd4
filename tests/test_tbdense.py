"""TimeBank-Dense reader: pairs over TimeBank text, events by eid, quirks, the 22/5/9 split."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from conftest import triple
from recast.data_sources.tbdense import read_pairs, read_tbdense
from recast.catalogue import RecastError, Skip, SkipCounter
from recast.engine import relation_table
from recast.profiles import load_profile
from recast.types import SPLITS

FIXTURES = Path(__file__).parent / "fixtures" / "timeml"  # te3/ and tbdense/, as in $RECAST_DATA_DIR


def test_pairs_become_eid_links_over_timebank_text() -> None:
    skips: dict[str, SkipCounter] = {}
    read = {
        document.doc_id: (document, events, links)
        for document, events, links in map(triple, read_tbdense(FIXTURES, SPLITS, skips))
    }
    assert list(read) == ["APW19980227.0489", "wsj_0520"]

    document, events, links = read["wsj_0520"]
    assert (document.split, document.source_file) == ("train", "TBAQ-cleaned/TimeBank/wsj_0520.tml")
    assert [e.event_id for e in events] == ["e1", "e3", "e4", "e5", "e6"]  # eids, not eiids
    assert events[3].attributes["eiid"] == "ei5" and events[3].text == "write-downs"
    assert document.text[events[3].start_char : events[3].end_char] == "write-downs"
    # 'v' stays: the relation table drops it, so the pipeline counts it as a dropped relation
    assert [(l.source, l.target, l.relation, l.link_id) for l in links] == [
        ("e3", "e4", "a", "TimebankDense.T3.txt:3"),
        ("e4", "e5", "b", "TimebankDense.T3.txt:4"),
        ("e6", "e5", "v", "TimebankDense.T3.txt:5"),
    ]
    assert relation_table("tbdense", load_profile("paper")).allen_set("v") is None

    document, events, links = read["APW19980227.0489"]
    assert document.split == "test"
    # e5 has no MAKEINSTANCE, which TB-D does not need; e90 lies outside TEXT
    assert [e.event_id for e in events] == ["e1", "e2", "e3", "e4", "e5"]
    assert "eiid" not in events[4].attributes
    assert [(l.source, l.target, l.relation) for l in links] == [("e1", "e2", "b"), ("e5", "e1", "a")]

    assert skips["train"].as_dict() == {
        Skip.TIMEX_LINK.value: 2, Skip.SELF_LOOP.value: 1, Skip.UNKNOWN_EVENT.value: 1,
    }
    assert skips["test"].as_dict() == {
        Skip.TIMEX_LINK.value: 1, Skip.DUPLICATE_LINK.value: 1, Skip.CONFLICTING_LINK.value: 2,
        Skip.UNKNOWN_EVENT.value: 1, Skip.SPAN_OUTSIDE_TEXT.value: 1,
    }


def test_split_selection_and_strict() -> None:
    assert [read.document.doc_id for read in read_tbdense(FIXTURES / "tbdense", ["test"], {})] == ["APW19980227.0489"]
    assert list(read_tbdense(FIXTURES, ["dev"], {})) == []
    with pytest.raises(RecastError) as caught:
        list(read_tbdense(FIXTURES, ["train"], {}, strict=True))
    assert str(caught.value) == (
        f"[E008] {FIXTURES / 'tbdense' / 'TimebankDense.T3.txt'}: link TimebankDense.T3.txt:6: {Skip.SELF_LOOP.value}"
    )


def test_bad_lines_and_missing_files_are_clear_errors(tmp_path: Path) -> None:
    bad = FIXTURES / "quirks" / "TimebankDense.bad.txt"
    with pytest.raises(RecastError, match=r"TimebankDense.bad.txt: line 2: expected 4 tab-separated fields .* found 3"):
        read_pairs(bad)
    with pytest.raises(RecastError, match="TimeBank-Dense not found under .*: expected TimebankDense.T3.txt"):
        next(read_tbdense(tmp_path, SPLITS, {}))
    (tmp_path / "tbdense").mkdir()
    (tmp_path / "tbdense" / "TimebankDense.T3.txt").write_text("wsj_0520\te1\te3\tb\n", encoding="utf-8")
    with pytest.raises(RecastError, match="expected te3/TBAQ-cleaned/TimeBank/"):
        next(read_tbdense(tmp_path, SPLITS, {}))
    (tmp_path / "te3").symlink_to(FIXTURES / "te3")
    (tmp_path / "tbdense" / "TimebankDense.T3.txt").write_text("wsj_9999\te1\te3\tb\n", encoding="utf-8")
    with pytest.raises(RecastError, match="document wsj_9999 has no TimeBank file"):
        next(read_tbdense(tmp_path, SPLITS, {}))


@pytest.mark.integration
def test_shared_tbdense_counts(data_dir: Path) -> None:
    if not (data_dir / "tbdense").is_dir() or not (data_dir / "te3").is_dir():
        pytest.skip("no TimeBank-Dense or TempEval-3 in the shared data")
    skips: dict[str, SkipCounter] = {}
    docs: Counter[str] = Counter()
    links_by_split: Counter[str] = Counter()
    labels: Counter[str] = Counter()
    for document, events, links in map(triple, read_tbdense(data_dir, SPLITS, skips)):
        docs[document.split] += 1
        links_by_split[document.split] += len(links)
        labels.update(link.relation for link in links)
        known = {event.event_id for event in events}
        assert all(link.source in known and link.target in known for link in links)
    assert (docs["train"], docs["dev"], docs["test"]) == (22, 5, 9)
    # the usual event-event counts (6,088 pairs: SOURCE.md)
    assert (links_by_split["train"], links_by_split["dev"], links_by_split["test"]) == (4032, 629, 1427)
    assert labels == {"v": 2904, "b": 1348, "a": 1120, "ii": 347, "i": 276, "s": 93}
    assert sum(counter[Skip.TIMEX_LINK.value] for counter in skips.values()) == 10007 - 6088
