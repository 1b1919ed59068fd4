"""TempEval-3 TimeML reader: text and offsets, instances, event-event links, quirks, splits."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from conftest import triple
from recast.data_sources.timeml import read_tempeval3, read_timeml_file
from recast.catalogue import RecastError, Skip, SkipCounter
from recast.types import SPLITS

FIXTURES = Path(__file__).parent / "fixtures" / "timeml"
TE3 = FIXTURES / "te3"
QUIRKS = FIXTURES / "quirks"


def test_text_offsets_instances_and_event_links() -> None:
    skips = SkipCounter()
    document, events, links = triple(read_timeml_file(TE3 / "TBAQ-cleaned/TimeBank/wsj_0520.tml", "dev", skips))
    assert (document.doc_id, document.split, document.source_file) == ("wsj_0520", "dev", "wsj_0520.tml")
    # markup removed, entities resolved, whitespace kept as written
    assert document.text.startswith("\nNashua Corp. & Reiss, rumored a target for six months, said a Dutch")
    assert "approval before the write-downs.\n\nThe company reported a loss.\n" in document.text
    assert [e.event_id for e in events] == ["ei1", "ei3", "ei4", "ei5", "ei6"]
    assert [e.text for e in events] == ["rumored", "said", "sought", "write-downs", "reported"]
    for event in events:
        assert document.text[event.start_char : event.end_char] == event.text
    assert events[0].start_char == len("\nNashua Corp. & Reiss, ")
    assert events[3].attributes == {
        "eid": "e5", "class": "OCCURRENCE", "eiid": "ei5", "tense": "NONE", "aspect": "NONE", "polarity": "POS",
        "pos": "NOUN",
    }
    # only event-event TLINKs, relation as written (DURING_INV is the engine's to judge)
    assert [(l.link_id, l.source, l.target, l.relation) for l in links] == [
        ("l2", "ei3", "ei4", "AFTER"),
        ("l3", "ei4", "ei5", "BEFORE"),
        ("l4", "ei6", "ei5", "DURING_INV"),
    ]
    assert skips.as_dict() == {Skip.TIMEX_LINK.value: 3}


def test_each_quirk_is_counted_and_left_out() -> None:
    skips = SkipCounter()
    document, events, links = triple(read_timeml_file(QUIRKS / "quirks.tml", "train", skips))
    # e90 lies in the TITLE, e3 has no MAKEINSTANCE; e2's second instance (ei2b) is ignored
    assert [e.event_id for e in events] == ["ei1", "ei2", "ei4"]
    assert events[1].attributes["polarity"] == "POS"
    # the space inside <EVENT> before "advanced" is not part of the event
    assert (events[0].text, document.text[events[0].start_char - 1]) == ("advanced", " ")
    assert [l.link_id for l in links] == ["l1"]
    assert skips.as_dict() == {
        Skip.NO_INSTANCE.value: 1,  # e3
        Skip.EXTRA_INSTANCE.value: 1,  # e2
        Skip.SPAN_OUTSIDE_TEXT.value: 1,  # e90
        Skip.DUPLICATE_LINK.value: 1,  # l2 repeats l1
        Skip.SELF_LOOP.value: 1,  # l3
        Skip.CONFLICTING_LINK.value: 2,  # l4 BEFORE and l5 AFTER for one pair
        Skip.TIMEX_LINK.value: 1,  # l6
        Skip.UNKNOWN_EVENT.value: 4,  # l7 (no instance), l8 (second instance), l9 (no such id), l11 (outside TEXT)
        Skip.INCOMPLETE_LINK.value: 2,  # l10 has no target, l12 no relType
    }


@pytest.mark.parametrize(
    "path, item, reason",
    [
        (QUIRKS / "quirks.tml", "EVENT e90", Skip.SPAN_OUTSIDE_TEXT),
        (TE3 / "te3-platinum/AP_20130322.tml", "link l73", Skip.SELF_LOOP),
    ],
)
def test_strict_fails_on_the_first_quirk_naming_file_and_item(path: Path, item: str, reason: Skip) -> None:
    with pytest.raises(RecastError) as caught:
        read_timeml_file(path, "test", strict=True)
    assert str(caught.value) == f"[E008] {path}: {item}: {reason.value}"


def test_strict_accepts_timex_links_and_a_byte_order_mark() -> None:
    links = read_timeml_file(TE3 / "TBAQ-cleaned/TimeBank/wsj_0520.tml", "dev", strict=True).links
    assert len(links) == 3
    skips = SkipCounter()
    document, events, links = triple(read_timeml_file(QUIRKS / "bom.tml", "train", skips, strict=True))
    assert skips.as_dict() == {Skip.BYTE_ORDER_MARK.value: 1}
    assert document.text == "Prices rose after the café opened."
    assert [(e.event_id, e.start_char, e.end_char) for e in events] == [("ei1", 7, 11), ("ei2", 27, 33)]
    assert [(l.source, l.target, l.relation) for l in links] == [("ei1", "ei2", "AFTER")]


def test_malformed_xml_names_file_and_line() -> None:
    with pytest.raises(RecastError) as caught:
        read_timeml_file(QUIRKS / "malformed.tml", "train")
    message = str(caught.value)
    assert message.startswith(f"[E007] {QUIRKS / 'malformed.tml'}: malformed XML at line 7: ")
    assert "EVENT" in message


def test_splits_come_from_the_split_file() -> None:
    skips: dict[str, SkipCounter] = {}
    read = list(read_tempeval3(FIXTURES, SPLITS, skips))  # finds FIXTURES/te3
    assert [(d.doc_id, d.split, d.source_file) for d, _, _ in map(triple, read)] == [
        ("APW19980227.0489", "train", "TBAQ-cleaned/TimeBank/APW19980227.0489.tml"),
        ("wsj_0520", "dev", "TBAQ-cleaned/TimeBank/wsj_0520.tml"),  # one of the 19 dev documents
        ("APW19980808.0022", "train", "TBAQ-cleaned/AQUAINT/APW19980808.0022.tml"),
        ("AP_20130322", "test", "te3-platinum/AP_20130322.tml"),
    ]
    assert skips["test"].as_dict() == {Skip.DUPLICATE_LINK.value: 1, Skip.SELF_LOOP.value: 1}
    assert skips["train"][Skip.NO_INSTANCE.value] == 2  # APW19980227.0489: e5 in TEXT, e90 in the TITLE
    only_dev = [read.document.doc_id for read in read_tempeval3(TE3, ["dev"], {})]
    assert only_dev == ["wsj_0520"]


def test_missing_parts_and_unknown_splits_are_clear_errors(tmp_path: Path) -> None:
    (tmp_path / "te3" / "TBAQ-cleaned" / "TimeBank").mkdir(parents=True)
    with pytest.raises(RecastError, match=r"TempEval-3 not found under .*: expected TBAQ-cleaned/AQUAINT/, te3-platinum/"):
        next(read_tempeval3(tmp_path, SPLITS, {}))
    with pytest.raises(RecastError, match="unknown split 'validation'"):
        next(read_tempeval3(FIXTURES, ["validation"], {}))


@pytest.mark.integration
def test_shared_tempeval3_counts(data_dir: Path) -> None:
    if not (data_dir / "te3").is_dir():
        pytest.skip("no TempEval-3 in the shared data")
    skips: dict[str, SkipCounter] = {}
    counts: Counter[tuple[str, str]] = Counter()
    relations: Counter[str] = Counter()
    for document, events, links in map(triple, read_tempeval3(data_dir, SPLITS, skips)):
        counts[document.split, "docs"] += 1
        counts[document.split, "events"] += len(events)
        counts[document.split, "links"] += len(links)
        relations.update(link.relation for link in links)
        for event in events:
            assert document.text[event.start_char : event.end_char] == event.text != ""
    assert (counts["train", "docs"], counts["dev", "docs"], counts["test", "docs"]) == (256 - 19, 19, 20)
    assert (counts["train", "events"], counts["dev", "events"], counts["test", "events"]) == (10066, 1039, 746)
    assert (counts["train", "links"], counts["dev", "links"], counts["test", "links"]) == (4634, 637, 582)
    assert relations["DURING_INV"] == 0 and relations["DURING"] > 0  # platinum's DURING_INV link touches a TIMEX
    assert skips["test"].as_dict() == {
        Skip.DUPLICATE_LINK.value: 3, Skip.SELF_LOOP.value: 1, Skip.TIMEX_LINK.value: 351,
    }
    assert skips["train"][Skip.EXTRA_INSTANCE.value] == 1  # APW19980227.0468 e2
    assert skips["train"][Skip.NO_INSTANCE.value] + skips["dev"][Skip.NO_INSTANCE.value] == 40
