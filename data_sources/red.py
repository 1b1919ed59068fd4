"""Richer Event Description (RED, LDC2016T23): Anafora XML stand-off annotation over raw text.

The LDC release is laid out as (README of LDC2016T23; RED guidelines,
github.com/timjogorman/RicherEventDescription)::

    data/source/<folder>/<doc>                                          raw text (read as is, markup included)
    data/annotation/<folder>/<doc>.RED-Relation.gold.completed.xml      Anafora XML

with the folders ``deft``, ``pilot`` and ``proxy``. An Anafora file is ``<data>`` holding
``<info>``, ``<schema>`` and ``<annotations>``; each ``<entity>`` has an ``<id>``
(``<n>@e@<doc>@gold``), a ``<span>`` of character offsets into the source, end exclusive,
``start,end`` or discontinuous ``s1,e1;s2,e2``, a ``<type>`` (EVENT, ENTITY, TIMEX3,
DOCTIME, SECTIONTIME) and ``<properties>``; each ``<relation>`` has an ``<id>``, a
``<type>`` (TLINK, ALINK, IDENTICAL, BRIDGING, ...) and ``<properties>`` naming entity ids
(a TLINK: ``Source``, ``Type``, ``Target``, plus ``Polarity``, ``ContextualModality``, ...).

Only EVENT-EVENT TLINKs become links; their ``Type`` is passed on as written (the relation
table in ``templates/relations/red.json`` decides what each means). The source is read with
newlines untranslated, because the offsets count every character of the file.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping, Sequence
from functools import cache
from pathlib import Path

from lxml import etree

from recast.catalogue import Errors, Quirks, RecastError, Skip, SkipCounter
from recast.data_sources.base import SplitsRead, splits_read
from recast.data_sources.text import blank_format_characters, decode_utf8, parse_xml, read_bytes
from recast.resources import load_json
from recast.types import Document, Event, SourceDocument, TemporalLink

ANNOTATION_SUFFIX = ".RED-Relation.gold.completed.xml"
EVENT = "EVENT"
TIMEX_TYPES = frozenset({"TIMEX3", "DOCTIME", "SECTIONTIME"})
TLINK = "TLINK"
TLINK_SLOTS = ("Source", "Target", "Type")



@cache
def red_splits() -> dict[str, str]:
    """Document name -> split, for the documents ``templates/splits/red.json`` lists."""
    table = load_json("splits/red.json")
    return {doc: split for split, docs in table["documents"].items() for doc in docs}


def red_split(doc_id: str) -> str:
    return red_splits().get(doc_id, load_json("splits/red.json")["default_split"])


def release_root(data_dir: Path) -> Path:
    """The release directory (holding ``data/annotation`` and ``data/source``): ``data_dir``, or its
    parent when ``data_dir`` is the release's ``data/`` folder. A clear error when it is neither."""
    for root in (data_dir, data_dir.parent) if data_dir.name == "data" else (data_dir,):
        if (root / "data" / "annotation").is_dir() and (root / "data" / "source").is_dir():
            return root
    raise RecastError(Errors.E040, path=data_dir)


def annotation_files(root: Path) -> list[Path]:
    """Every ``data/annotation/<folder>/<doc>.RED-Relation.gold.completed.xml``, sorted by folder and name."""
    files = sorted((root / "data" / "annotation").glob(f"*/*{ANNOTATION_SUFFIX}"))
    if not files:
        raise RecastError(Errors.E040, path=root)
    return files


def read_red(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """Yield each RED document in ``splits`` with its events and event-event TLINKs, in folder/name order.

    ``data_dir`` is the release folder or a folder holding it as ``red/``. ``skips`` maps a split to
    its counter (created when absent); with ``strict`` the first link or span that cannot be used is
    an error. A TLINK whose ``Polarity`` is NEG is kept with ``negated`` set: whether to use it is
    the profile's decision.
    """
    read = splits_read(splits, skips, strict)
    root = release_root(data_dir / "red" if (data_dir / "red").is_dir() else data_dir)
    annotations = annotation_files(root)
    _count_unannotated(root, annotations, read)
    seen: dict[str, Path] = {}  # doc id -> its annotation file: pair ids are made from it
    for annotation in annotations:
        doc_id = annotation.name.removesuffix(ANNOTATION_SUFFIX)
        split = red_split(doc_id)
        if split not in read:
            continue
        if doc_id in seen:
            raise RecastError(Errors.E106, file=annotation, doc_id=doc_id, other=seen[doc_id])
        seen[doc_id] = annotation
        source = root / "data" / "source" / annotation.parent.name / doc_id
        if not source.is_file():
            raise RecastError(Errors.E041, file=annotation, source=source)
        document = Document(
            doc_id=doc_id,
            split=split,
            source_file=annotation.relative_to(root).as_posix(),
            text=read_source(source),
        )
        events, links, time_links = read_annotation(annotation, document, read.quirks(annotation, split))
        yield SourceDocument(document, events, links, inputs=(annotation, source), time_links=time_links)


def _count_unannotated(root: Path, annotations: list[Path], read: SplitsRead) -> None:
    """A source document with no annotation file gives no pairs: count it (with ``strict``, an error)."""
    annotated = {(path.parent.name, path.name.removesuffix(ANNOTATION_SUFFIX)) for path in annotations}
    for source in sorted((root / "data" / "source").glob("*/*")):
        split = red_split(source.name)
        if source.is_file() and (source.parent.name, source.name) not in annotated and split in read:
            expected = root / "data" / "annotation" / source.parent.name / f"{source.name}{ANNOTATION_SUFFIX}"
            read.quirks(expected, split)(Skip.NO_ANNOTATION, "missing")


def read_source(path: Path) -> str:
    """The source text exactly as the offsets count it: UTF-8 bytes decoded, no newline translation
    (a CRLF counts two characters, as Anafora counts it), format characters blanked one for one."""
    return blank_format_characters(decode_utf8(read_bytes(path), path))


def read_annotation(
    path: Path, document: Document, quirk: Quirks
) -> tuple[list[Event], list[TemporalLink], list[TemporalLink]]:
    """Events, EVENT-EVENT TLINKs and (for temporal closure) TLINKs touching a TIMEX of one Anafora file.

    An EVENT whose span leaves the text is dropped and counted, and so is each TLINK naming it.
    """
    annotations = _parse(path).find("annotations")
    elements = [] if annotations is None else [e for e in annotations if isinstance(e.tag, str)]
    types: dict[str, str] = {}  # entity id -> entity type
    events: list[Event] = []
    misfits: list[tuple[str, tuple[int, int]]] = []  # EVENTs whose span starts or ends inside a word
    outside: set[str] = set()  # EVENTs whose span leaves the text
    for element in elements:
        if element.tag != "entity":
            continue
        entity_id = _text(element, "id")
        types[entity_id] = _text(element, "type")
        if types[entity_id] != EVENT:
            continue
        spans = _spans(path, entity_id, element.findtext("span"))
        if not all(0 <= start < end <= len(document.text) for start, end in spans):
            quirk(Skip.SPAN_OUTSIDE_TEXT, f"entity {entity_id}")
            outside.add(entity_id)
            continue
        misfit = next((span for span in spans if not _fits_words(document.text, *span)), None)
        if misfit is not None:
            misfits.append((entity_id, misfit))
            quirk(Skip.SPAN_OFF_WORDS, f"entity {entity_id}")
            outside.add(entity_id)
            continue
        events.append(
            Event(
                doc_id=document.doc_id,
                event_id=entity_id,
                text=" ".join(document.text[start:end] for start, end in spans),  # pieces of a discontinuous span
                start_char=spans[0][0],
                end_char=spans[-1][1],
                attributes={"span": _text(element, "span"), **_properties(element)},
            )
        )
    if misfits and 2 * len(misfits) >= len(misfits) + len(events):  # most spans off: the offsets do not fit
        entity_id, (start, end) = misfits[0]
        raise RecastError(Errors.E110, file=path, entity=entity_id, span=f"{start},{end}", text=document.text[start:end])
    links, time_links = [], []
    for element in elements:
        if element.tag != "relation":
            continue
        relation_id = _text(element, "id")
        if _text(element, "type") != TLINK:
            quirk(Skip.NOT_TLINK, f"relation {relation_id}")
            continue
        properties = _properties(element)
        for slot in TLINK_SLOTS:
            if not properties.get(slot):
                raise RecastError(Errors.E043, file=path, relation=relation_id, property=slot)
        reason = _link_skip(types, outside, properties["Source"], properties["Target"])
        link = TemporalLink(
            doc_id=document.doc_id,
            link_id=relation_id,
            source=properties["Source"],
            target=properties["Target"],
            relation=properties["Type"],
            negated=properties.get("Polarity") == "NEG",
        )
        if reason is Skip.TIMEX_LINK and _timex_link_usable(types, outside, link):
            time_links.append(link)
        if reason is not None:
            quirk(reason, f"relation {relation_id}")
            continue
        links.append(link)
    return events, links, time_links


def _timex_link_usable(types: dict[str, str], outside: set[str], link: TemporalLink) -> bool:
    """Whether a TLINK touching a TIMEX joins two distinct events (in the text) or TIMEXes."""
    ends = (link.source, link.target)
    return link.source != link.target and all(
        types[end] in TIMEX_TYPES or (types[end] == EVENT and end not in outside) for end in ends
    )


def _link_skip(types: dict[str, str], outside: set[str], source: str, target: str) -> Skip | None:
    """Why a TLINK between ``source`` and ``target`` gives no event pair, or None when it does."""
    ends = (source, target)
    if any(end not in types for end in ends):
        return Skip.MISSING_ENTITY
    if any(types[end] in TIMEX_TYPES for end in ends):
        return Skip.TIMEX_LINK
    if any(types[end] != EVENT for end in ends):
        return Skip.NON_EVENT_LINK
    if any(end in outside for end in ends):
        return Skip.SPAN_OUTSIDE_TEXT
    if source == target:
        return Skip.SELF_LOOP
    return None


def _parse(path: Path) -> etree._Element:
    return parse_xml(read_bytes(path), path)


def _fits_words(text: str, start: int, end: int) -> bool:
    """Whether a span covers whole words: one that starts or ends inside a word, or at a space, means
    the offsets may not count this text (e.g. a source read with its newlines translated)."""
    span = text[start:end]
    inside_word = (start > 0 and text[start - 1].isalnum() and span[0].isalnum()) or (
        end < len(text) and text[end].isalnum() and span[-1].isalnum()
    )
    return not inside_word and span == span.strip()


def _text(element: etree._Element, tag: str) -> str:
    return (element.findtext(tag) or "").strip()


def _properties(element: etree._Element) -> dict[str, str]:
    """An annotation's ``<properties>`` as tag -> text (the first of repeated tags)."""
    properties: dict[str, str] = {}
    for child in element.iterfind("properties/*"):
        properties.setdefault(child.tag, (child.text or "").strip())
    return properties


def _spans(path: Path, entity_id: str, span: str | None) -> list[tuple[int, int]]:
    """``start,end`` or ``s1,e1;s2,e2`` as sorted (start, end) pairs."""
    try:
        spans = sorted((int(start), int(end)) for start, end in (part.split(",") for part in span.strip().split(";")))
    except (AttributeError, ValueError):
        raise RecastError(Errors.E042, file=path, entity=entity_id, span=span) from None
    return spans
