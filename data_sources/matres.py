"""MATRES reader: start-point relations (Ning et al., 2018) over the TempEval-3 documents.

MATRES ships three TAB-separated files (``docid verb1 verb2 eiid1 eiid2 relation``, no header)
whose eiids are TempEval-3 MAKEINSTANCE ids without the ``ei`` prefix. Each file covers one
TempEval-3 part (``templates/splits/matres.json``); documents take TempEval-3's splits. The
documents and events come from the ``.tml`` files; the links are MATRES's rows only -- never
TempEval-3's own TLINKs, which disagree with MATRES on a third of shared pairs.
"""

from __future__ import annotations

import io
from collections import defaultdict
from collections.abc import Iterator, MutableMapping, Sequence
from pathlib import Path

from recast.catalogue import Errors, Quirks, RecastError, Skip, SkipCounter
from recast.data_sources.base import splits_read
from recast.data_sources.text import read_text
from recast.data_sources.timeml import (
    checked_link,
    deduplicated_links,
    instance_events,
    listed_splits,
    parse_timeml,
    tempeval3_files,
    tempeval3_root,
)
from recast.resources import load_json
from recast.types import SourceDocument, TemporalLink

FIELDS = ("docid", "verb1", "verb2", "eiid1", "eiid2", "relation")
MatresRow = tuple[int, dict[str, str]]  # line number, fields


def matres_root(data_dir: Path) -> Path:
    """The folder holding MATRES's files: ``data_dir/matres`` or ``data_dir`` itself."""
    files = list(load_json("splits/matres.json")["files"])
    for root in (data_dir / "matres", data_dir):
        if all((root / name).is_file() for name in files):
            return root
    raise RecastError(Errors.E010, file=data_dir, reason=f"MATRES not found: expected {', '.join(files)} in matres/ or here")


def read_rows(path: Path) -> tuple[dict[str, list[MatresRow]], bool]:
    """A MATRES file's rows by document, in file order, and whether it began with a byte-order mark;
    a row without six fields is an error."""
    text, byte_order_mark = read_text(path)
    rows: dict[str, list[MatresRow]] = defaultdict(list)
    for number, line in enumerate(io.StringIO(text, newline=None), start=1):  # \r\n, \r or \n, as open() reads
        if not line.strip():
            continue
        fields = line.rstrip("\n").split("\t")
        if len(fields) != len(FIELDS):
            reason = f"expected {len(FIELDS)} tab-separated fields ({' '.join(FIELDS)}), found {len(fields)}"
            raise RecastError(Errors.E008, file=path, item=f"line {number}", reason=reason)
        row = dict(zip(FIELDS, fields))
        rows[row["docid"]].append((number, row))
    return rows, byte_order_mark


def matres_document_splits(data_dir: Path) -> dict[str, str]:
    """Each document MATRES annotates -> its TempEval-3 split (templates/splits/matres.json; the
    registry's ``document_splits``)."""
    root, table = matres_root(data_dir), load_json("splits/matres.json")["files"]
    parts, listed = load_json("splits/te3.json")["parts"], listed_splits("te3")
    rows = {name: read_rows(root / name)[0] for name in table}  # (rows by document, byte-order mark)
    return {doc: listed.get(doc, parts[part]) for name, part in table.items() for doc in rows[name]}


def read_matres(
    data_dir: Path, splits: Sequence[str], skips: MutableMapping[str, SkipCounter], strict: bool = False
) -> Iterator[SourceDocument]:
    """Yield each TempEval-3 document MATRES annotates in ``splits``, with MATRES's rows as links.

    ``data_dir`` holds ``matres/`` and ``te3/``. A row naming an eiid the document has no
    MAKEINSTANCE for (eiid 0 in WSJ910225-0066) is counted as an unknown event, and so is a
    self-loop, a repeated pair or a row whose verb columns are not its events' words; with ``strict``
    such a row is an error. A byte-order mark or an empty file is counted in the splits the file covers.
    """
    read = splits_read(splits, skips, strict)
    root = matres_root(data_dir)
    te3_root = tempeval3_root(data_dir)
    documents = {path.stem: (path, split) for path, split in tempeval3_files(te3_root)}
    for name, part in load_json("splits/matres.json")["files"].items():
        rows_by_document, byte_order_mark = read_rows(root / name)
        # a quirk of the whole file is counted in each split its TempEval-3 part gives documents
        part_splits = {split for path, split in documents.values() if path.parent == te3_root / part}
        for split in [split for split in splits if split in part_splits]:
            file_quirk = read.quirks(root / name, split)
            if byte_order_mark:
                file_quirk(Skip.BYTE_ORDER_MARK, "byte-order mark")
            if not rows_by_document:
                file_quirk(Skip.EMPTY_INPUT, "the file has no rows")
        for doc_id, rows in rows_by_document.items():
            if doc_id not in documents or documents[doc_id][0].parent != te3_root / part:
                reason = f"not a TempEval-3 document of {part}"
                raise RecastError(Errors.E008, file=root / name, item=f"document {doc_id}", reason=reason)
            path, split = documents[doc_id]
            if split not in read:
                continue
            quirk = read.quirks(root / name, split)
            # The document's own TimeML quirks are TempEval-3's, not MATRES's: not counted here.
            document, events = instance_events(
                parse_timeml(path), split, Quirks(path, SkipCounter(), False), path.relative_to(te3_root).as_posix()
            )
            words = {event.event_id: event.text for event in events}
            links = [
                link
                for number, row in rows
                if checked_link(link := _link(doc_id, name, number, row), words, quirk)
                and verbs_agree(row, number, words, quirk)
            ]
            yield SourceDocument(document, events, deduplicated_links(links, quirk), inputs=(path, root / name))


def verbs_agree(row: dict[str, str], number: int, words: dict[str, str], quirk: Quirks) -> bool:
    """Whether the row's verb columns are the words of its eiids' events; False (and counted) when not:
    the row may name the wrong instance, so its relation would be put on other events."""
    for verb, eiid in (("verb1", "eiid1"), ("verb2", "eiid2")):
        word = words[f"ei{row[eiid]}"]
        if row[verb] != word:
            quirk(Skip.VERB_MISMATCH, f"line {number}: {verb} {row[verb]!r}, but ei{row[eiid]} is {word!r}")
            return False
    return True


def _link(doc_id: str, file_name: str, number: int, row: dict[str, str]) -> TemporalLink:
    return TemporalLink(
        doc_id=doc_id,
        link_id=f"{file_name}:{number}",
        source=f"ei{row['eiid1']}",
        target=f"ei{row['eiid2']}",
        relation=row["relation"],
    )
