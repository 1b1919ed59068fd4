"""TempEval-3 TimeML (``.tml``): documents, event instances and event-event TLINKs.

A TimeML file (TimeML 1.2.1, as TempEval-3 distributes it: ``tbaq-2013-03.zip`` and
``te3-platinumstandard.tar.gz``) is ``<TimeML>`` holding ``<DOCID>``, ``<DCT>``, ``<TEXT>`` and,
after the text, the instance and link tags::

    <TEXT>... <EVENT eid="e1" class="STATE">rumored</EVENT> ... <TIMEX3 tid="t77">six months</TIMEX3> ...</TEXT>
    <MAKEINSTANCE eventID="e1" eiid="ei1" tense="PAST" aspect="NONE" polarity="POS" pos="VERB"/>
    <TLINK lid="l1" relType="BEFORE" eventInstanceID="ei1" relatedToEventInstance="ei2"/>
    <TLINK lid="l2" relType="IS_INCLUDED" eventInstanceID="ei1" relatedToTime="t77"/>

A document's text is the plain text of ``<TEXT>`` (markup removed, entities resolved); event
offsets index into it. TLINKs name event *instances* (``eiid``), so a TempEval-3 event's id is
the ``eiid`` of its (first) MAKEINSTANCE; its ``eid`` is kept in the attributes.
TimeBank-Dense (:mod:`data_sources.tbdense`) reads the same files but names events by ``eid``.

The relation type is passed on as written (``DURING_INV`` included): the relation table in
``templates/relations/te3.json`` decides what each label means.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, MutableMapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from lxml import etree

from recast.catalogue import Errors, Quirks, RecastError, Skip, SkipCounter
from recast.data_sources.base import splits_read
from recast.data_sources.text import blank_format_characters, parse_xml, read_bytes, without_byte_order_mark
from recast.resources import load_json
from recast.types import Document, Event, SourceDocument, TemporalLink


@dataclass(frozen=True)
class EventMention:
    """One ``<EVENT>`` element; offsets are None when it lies outside ``<TEXT>``."""

    eid: str
    text: str
    start_char: int | None
    end_char: int | None
    attributes: dict[str, str]


@dataclass(frozen=True)
class TimeMLFile:
    """The parts of one ``.tml`` file the readers use, ids as written."""

    path: Path
    doc_id: str
    text: str
    mentions: list[EventMention]  # in document order
    instances: dict[str, list[dict[str, str]]]  # eid -> its MAKEINSTANCEs' attributes, in file order
    timex_ids: frozenset[str]
    tlinks: list[dict[str, str]]  # TLINK attributes, in file order
    byte_order_mark: bool


def parse_timeml(path: Path) -> TimeMLFile:
    """Parse one ``.tml`` file; malformed XML is an error naming the file and line."""
    raw, byte_order_mark = without_byte_order_mark(read_bytes(path))
    root = parse_xml(raw, path, remove_comments=True, remove_pis=True)
    text_element = root.find("TEXT")
    if text_element is None:
        raise RecastError(Errors.E010, file=path, reason="no <TEXT> element")
    text, spans = _plain_text(text_element)
    mentions = [
        EventMention(
            eid=element.get("eid", ""),
            text=text[spans[element][0] : spans[element][1]] if element in spans else "".join(element.itertext()),
            start_char=spans[element][0] if element in spans else None,
            end_char=spans[element][1] if element in spans else None,
            attributes=dict(element.attrib),
        )
        for element in root.iter("EVENT")
    ]
    instances: dict[str, list[dict[str, str]]] = defaultdict(list)
    for element in root.iter("MAKEINSTANCE"):
        if element.get("eiid"):  # an instance without an id cannot be linked
            instances[element.get("eventID", "")].append(dict(element.attrib))
    return TimeMLFile(
        path=path,
        doc_id=(root.findtext("DOCID") or "").strip() or path.stem,
        text=text,
        mentions=mentions,
        instances=dict(instances),
        timex_ids=frozenset(element.get("tid", "") for element in root.iter("TIMEX3")),
        tlinks=[dict(element.attrib) for element in root.iter("TLINK")],
        byte_order_mark=byte_order_mark,
    )


def _plain_text(element: etree._Element) -> tuple[str, dict[etree._Element, tuple[int, int]]]:
    """The element's text with markup removed, and the character span of every EVENT inside it."""
    pieces: list[str] = []
    spans: dict[etree._Element, tuple[int, int]] = {}
    length = 0

    def visit(node: etree._Element) -> None:
        nonlocal length
        start = length
        if node.text:
            pieces.append(node.text)
            length += len(node.text)
        for child in node:
            visit(child)
            if child.tail:
                pieces.append(child.tail)
                length += len(child.tail)
        if node.tag == "EVENT":
            spans[node] = (start, length)

    visit(element)
    text = blank_format_characters("".join(pieces))  # a zero-width space in an EVENT: a space, trimmed below
    # A few EVENTs include the space before their word (" Turning"); the span is the word.
    for node, (start, end) in spans.items():
        span = text[start:end]
        first = start + len(span) - len(span.lstrip())
        spans[node] = (first, first + len(span.strip()))
    return text, spans


def read_timeml_file(
    path: Path,
    split: str,
    skips: SkipCounter | None = None,
    strict: bool = False,
    source_file: str | None = None,
) -> SourceDocument:
    """The document, event instances (id = ``eiid``) and event-event TLINKs of one ``.tml`` file.

    Quirks are counted in ``skips`` (with ``strict``, the first one other than a TIMEX link or a
    byte-order mark is an error): see :func:`instance_events`; a link that touches a TIMEX, lacks
    an endpoint or a relation type, loops, names an unknown instance, repeats a linked pair
    (first kept) or contradicts another link of the same pair (all dropped) is left out.
    """
    tml = parse_timeml(path)
    quirk = Quirks(path, SkipCounter() if skips is None else skips, strict)
    document, events = instance_events(tml, split, quirk, source_file)
    links, time_links = [], []
    known = {event.event_id for event in events}
    for attributes in tml.tlinks:
        lid = attributes.get("lid", "?")
        if "timeID" in attributes or "relatedToTime" in attributes:
            quirk(Skip.TIMEX_LINK, f"link {lid}")
            time_links.extend(_time_link(document.doc_id, lid, attributes, known | tml.timex_ids))
            continue
        source, target = attributes.get("eventInstanceID"), attributes.get("relatedToEventInstance")
        relation = attributes.get("relType")
        if not (source and target and relation):
            quirk(Skip.INCOMPLETE_LINK, f"link {lid}")
            continue
        link = TemporalLink(doc_id=document.doc_id, link_id=lid, source=source, target=target, relation=relation)
        if checked_link(link, known, quirk):
            links.append(link)
    return SourceDocument(document, events, deduplicated_links(links, quirk), inputs=(path,), time_links=time_links)


def _time_link(doc_id: str, lid: str, attributes: dict[str, str], known: set[str]) -> list[TemporalLink]:
    """An event-time or time-time TLINK between known ids, for temporal closure; none when incomplete."""
    source = attributes.get("eventInstanceID") or attributes.get("timeID")
    target = attributes.get("relatedToEventInstance") or attributes.get("relatedToTime")
    relation = attributes.get("relType")
    if not (source and target and relation) or source == target or not {source, target} <= known:
        return []
    return [TemporalLink(doc_id=doc_id, link_id=lid, source=source, target=target, relation=relation)]


def instance_events(
    tml: TimeMLFile, split: str, quirk: Quirks, source_file: str | None = None
) -> tuple[Document, list[Event]]:
    """The document and its event instances (id = ``eiid``): an EVENT without MAKEINSTANCE is dropped,
    of several instances the first is kept, an EVENT outside ``<TEXT>`` is dropped (each counted)."""
    if tml.byte_order_mark:
        quirk(Skip.BYTE_ORDER_MARK, "byte-order mark")
    document = Document(doc_id=tml.doc_id, split=split, source_file=source_file or tml.path.name, text=tml.text)
    events = []
    for mention in tml.mentions:
        instances = tml.instances.get(mention.eid, [])
        if not instances:
            quirk(Skip.NO_INSTANCE, f"EVENT {mention.eid}")
            continue
        if len(instances) > 1:
            quirk(Skip.EXTRA_INSTANCE, f"EVENT {mention.eid}")
        if mention.start_char is None:
            quirk(Skip.SPAN_OUTSIDE_TEXT, f"EVENT {mention.eid}")
            continue
        events.append(mention_event(document.doc_id, instances[0]["eiid"], mention, instances[0]))
    return document, events


def mention_event(doc_id: str, event_id: str, mention: EventMention, instance: dict[str, str]) -> Event:
    """An Event with the EVENT's attributes (eid, class) and its instance's (eiid, tense, pos...), if any."""
    properties = {key: value for key, value in instance.items() if key != "eventID"}
    return Event(
        doc_id=doc_id,
        event_id=event_id,
        text=mention.text,
        start_char=mention.start_char,
        end_char=mention.end_char,
        attributes={**mention.attributes, **properties},
    )


def checked_link(link: TemporalLink, known: Iterable[str], quirk: Quirks) -> bool:
    """False (and counted) for a self-loop or a link naming an event the document does not have."""
    if link.source == link.target:
        quirk(Skip.SELF_LOOP, f"link {link.link_id}")
        return False
    if link.source not in known or link.target not in known:
        quirk(Skip.UNKNOWN_EVENT, f"link {link.link_id}")
        return False
    return True


def deduplicated_links(links: list[TemporalLink], quirk: Quirks) -> list[TemporalLink]:
    """The links in order, each ordered pair once: repeats of a pair with the same relation are
    counted and dropped; a pair given different relations is dropped entirely, as contradictory."""
    relations: dict[tuple[str, str], set[str]] = defaultdict(set)
    for link in links:
        relations[link.source, link.target].add(link.relation)
    kept, seen = [], set()
    for link in links:
        pair = (link.source, link.target)
        if len(relations[pair]) > 1:
            quirk(Skip.CONFLICTING_LINK, f"link {link.link_id}")
        elif pair in seen:
            quirk(Skip.DUPLICATE_LINK, f"link {link.link_id}")
        else:
            seen.add(pair)
            kept.append(link)
    return kept


@cache
def listed_splits(table: str) -> dict[str, str]:
    """Document id -> split for the documents ``templates/splits/<table>.json`` lists by name."""
    documents = load_json(f"splits/{table}.json")["documents"]
    return {doc: split for split, docs in documents.items() for doc in docs}


def tempeval3_root(data_dir: Path) -> Path:
    """The directory holding the TempEval-3 parts: ``data_dir`` itself or ``data_dir/te3``."""
    parts = list(load_json("splits/te3.json")["parts"])
    for root in (data_dir, data_dir / "te3"):
        if all((root / part).is_dir() for part in parts):
            return root
    root = data_dir / "te3" if (data_dir / "te3").is_dir() else data_dir
    missing = [part for part in parts if not (root / part).is_dir()]
    raise RecastError(Errors.E020, path=data_dir, missing=", ".join(f"{part}/" for part in missing))


def tempeval3_files(root: Path) -> list[tuple[Path, str]]:
    """Every ``.tml`` file of the TempEval-3 parts with its split, by part then name."""
    listed = listed_splits("te3")
    return [
        (path, listed.get(path.stem, split))
        for part, split in load_json("splits/te3.json")["parts"].items()
        for path in sorted((root / part).glob("*.tml"))
    ]


def tempeval3_document_splits(data_dir: Path) -> dict[str, str]:
    """Each TempEval-3 document -> its split (the registry's ``document_splits``)."""
    return {path.stem: split for path, split in tempeval3_files(tempeval3_root(data_dir))}


def read_tempeval3(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """Yield (document, events, links) for each TempEval-3 document in ``splits``, in file order.

    ``data_dir`` is the directory holding ``TBAQ-cleaned/`` and ``te3-platinum/``, or its parent
    (``$RECAST_DATA_DIR`` with ``te3/`` in it). ``skips`` maps a split to its counter (created
    when absent). Splits come from ``templates/splits/te3.json``.
    """
    read = splits_read(splits, skips, strict)
    root = tempeval3_root(data_dir)
    seen: dict[str, Path] = {}  # DOCID -> its file: pair ids are made from it, so it must be unique
    for path, split in tempeval3_files(root):
        if split in read:
            source = read_timeml_file(path, split, read.skips[split], strict, path.relative_to(root).as_posix())
            unique_doc_id(source.document.doc_id, path, seen)
            yield source


def unique_doc_id(doc_id: str, path: Path, seen: dict[str, Path]) -> None:
    """Record ``doc_id`` as ``path``'s; the same id from a second file is an error naming both."""
    if doc_id in seen:
        raise RecastError(Errors.E106, file=path, doc_id=doc_id, other=seen[doc_id])
    seen[doc_id] = path
