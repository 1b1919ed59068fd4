"""TimeBank-Dense (Cassidy et al. 2014): dense relations over 36 TimeBank documents.

``TimebankDense.T3.txt`` (from the CAEVO page) has one relation per line, four TAB-separated
fields and no header::

    APW19980227.0487	e1	e4	b

``docid`` is a TimeBank file stem, ``id1``/``id2`` are TimeML ``eid`` s (``e12``) or ``tid`` s
(``t5``, ``t0`` the document date), and the label is one of ``b`` (before), ``a`` (after),
``i`` (includes), ``ii`` (is included), ``s`` (simultaneous), ``v`` (vague). Document text and
event offsets come from the TempEval-3 TimeBank files (``te3/TBAQ-cleaned/TimeBank/<docid>.tml``).

Because TB-D names events by ``eid``, the events this reader yields have ``event_id`` = ``eid``
(not ``eiid`` as in :mod:`data_sources.timeml`), with the first MAKEINSTANCE's ``eiid`` and
properties in ``attributes`` when the event has one. Labels are passed on as written: ``v``
too, which the relation table (``templates/relations/tbdense.json``) drops, so the pipeline
counts it as a dropped relation.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from recast.data_sources.timeml import (
    checked_link,
    deduplicated_links,
    listed_splits,
    mention_event,
    parse_timeml,
)
from recast.catalogue import Errors, RecastError, Skip, SkipCounter
from recast.data_sources.base import SplitsRead, splits_read
from recast.data_sources.text import read_text
from recast.resources import load_json
from recast.types import Document, SourceDocument, TemporalLink

PAIRS_FILE = "TimebankDense.T3.txt"
TIMEBANK_PART = "TBAQ-cleaned/TimeBank"


@dataclass(frozen=True)
class DensePair:
    line: int  # 1-based line number in the pairs file
    id1: str
    id2: str
    label: str


def tbdense_split(doc_id: str) -> str:
    return listed_splits("tbdense").get(doc_id, load_json("splits/tbdense.json")["default_split"])


def pairs_file(data_dir: Path) -> Path:
    """``TimebankDense.T3.txt`` in ``data_dir`` or ``data_dir/tbdense``."""
    for folder in (data_dir, data_dir / "tbdense"):
        if (folder / PAIRS_FILE).is_file():
            return folder / PAIRS_FILE
    raise RecastError(Errors.E021, path=data_dir, missing=PAIRS_FILE)


def timebank_dir(data_dir: Path, pairs: Path) -> Path:
    """The TempEval-3 TimeBank folder: in ``data_dir`` or ``data_dir/te3``, or in ``te3`` beside the pairs' folder."""
    for root in (data_dir, data_dir / "te3", pairs.parent.parent / "te3"):
        if (root / TIMEBANK_PART).is_dir():
            return root / TIMEBANK_PART
    raise RecastError(Errors.E021, path=data_dir, missing=f"te3/{TIMEBANK_PART}/ (the TempEval-3 TimeBank files)")


def read_pairs(path: Path) -> tuple[dict[str, list[DensePair]], bool]:
    """Document id -> its pairs in file order, and whether the file began with a byte-order mark; a line
    without four fields, or a file that is not UTF-8, is an error naming the line."""
    pairs: dict[str, list[DensePair]] = defaultdict(list)
    text, byte_order_mark = read_text(path)
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        fields = line.rstrip("\r").split("\t")
        if len(fields) != 4 or not all(fields):
            raise RecastError(Errors.E022, file=path, line=number, found=len([f for f in fields if f]))
        doc_id, id1, id2, label = fields
        pairs[doc_id].append(DensePair(number, id1, id2, label))
    return dict(pairs), byte_order_mark


def timebank_file(timebank: Path, doc_id: str, pairs_path: Path, line: int) -> Path:
    """``<timebank>/<doc_id>.tml``, resolved: a doc id that leads outside the folder (``../x``, an
    absolute path, a link pointing elsewhere) is an error, so the file read is the file recorded."""
    path = (timebank / f"{doc_id}.tml").resolve()
    if path.parent != timebank.resolve() or Path(doc_id).name != doc_id:
        raise RecastError(Errors.E107, file=pairs_path, item=f"line {line}", doc_id=doc_id, path=path, root=timebank)
    return path


def tbdense_document_splits(data_dir: Path) -> dict[str, str]:
    """Each TimeBank-Dense document -> its split (the registry's ``document_splits``)."""
    pairs, _ = read_pairs(pairs_file(data_dir))  # the byte-order mark is counted by read_tbdense
    return {doc: tbdense_split(doc) for doc in pairs}


def read_tbdense(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """Yield (document, events, links) for each TB-D document in ``splits``, by document id.

    ``data_dir`` holds ``tbdense/TimebankDense.T3.txt`` and ``te3/TBAQ-cleaned/TimeBank/``
    (``$RECAST_DATA_DIR``), or is the ``tbdense`` folder beside ``te3``. Pairs touching a TIMEX,
    self-loops, unknown ids, repeated and contradictory pairs are counted in ``skips`` (per split)
    and left out; with ``strict`` all but TIMEX pairs are errors.
    """
    read = splits_read(splits, skips, strict)
    pairs_path = pairs_file(data_dir)
    timebank = timebank_dir(data_dir, pairs_path)
    pairs_by_document, byte_order_mark = read_pairs(pairs_path)
    for split in splits:  # the pairs file covers every split
        file_quirk = read.quirks(pairs_path, split)
        if byte_order_mark:
            file_quirk(Skip.BYTE_ORDER_MARK, "byte-order mark")
        if not pairs_by_document:
            file_quirk(Skip.EMPTY_INPUT, "the file has no pairs")
    for doc_id, pairs in sorted(pairs_by_document.items()):
        split = tbdense_split(doc_id)
        if split not in read:
            continue
        path = timebank_file(timebank, doc_id, pairs_path, pairs[0].line)
        if not path.is_file():
            raise RecastError(Errors.E023, file=pairs_path, doc_id=doc_id, path=path)
        yield _dense_document(path, split, pairs, pairs_path, read)


def _dense_document(
    path: Path, split: str, pairs: list[DensePair], pairs_path: Path, read: SplitsRead
) -> SourceDocument:
    tml = parse_timeml(path)
    document = Document(doc_id=path.stem, split=split, source_file=f"{TIMEBANK_PART}/{path.name}", text=tml.text)
    events = []
    for mention in tml.mentions:
        if mention.start_char is None:
            read.quirks(path, split)(Skip.SPAN_OUTSIDE_TEXT, f"EVENT {mention.eid}")
            continue
        instance = next(iter(tml.instances.get(mention.eid, [])), {})  # TB-D needs none, but keeps its tense etc.
        events.append(mention_event(document.doc_id, mention.eid, mention, instance))
    known = {event.event_id for event in events}
    quirk = read.quirks(pairs_path, split)
    links, time_links = [], []
    for pair in pairs:
        link = TemporalLink(
            doc_id=document.doc_id, link_id=f"{PAIRS_FILE}:{pair.line}", source=pair.id1, target=pair.id2,
            relation=pair.label,
        )
        if pair.id1 in tml.timex_ids or pair.id2 in tml.timex_ids:
            quirk(Skip.TIMEX_LINK, f"link {link.link_id}")
            if {pair.id1, pair.id2} <= known | tml.timex_ids and pair.id1 != pair.id2:  # for temporal closure
                time_links.append(link)
        elif checked_link(link, known, quirk):
            links.append(link)
    return SourceDocument(
        document, events, deduplicated_links(links, quirk), inputs=(path, pairs_path), time_links=time_links
    )
