"""``recast export``: a corpus directory's splits in another format, with a manifest of their own.

Formats (one folder per export, by default ``<corpus_dir>.<format>`` beside the corpus, so the
corpus folder itself stays loadable with ``datasets.load_dataset("json", data_dir=...)``):

- ``jsonl``: the corpus directory as written (``<split>.jsonl``); exporting copies it.
- ``json``: the 2020 release layout, ``<split>/recast_<name>_data.json`` (a JSON array of the
  records without ``metadata``) and ``<split>/recast_<name>_metadata.json`` (the array of their
  metadata records, in the same order); ``<name>`` as the release named the corpus.
- ``tsv``: GLUE-style ``<split>.tsv`` with the columns ``index`` (the pair-id), ``sentence1``
  (context), ``sentence2`` (hypothesis) and ``label``; no quoting, so a tab or line break
  inside a text becomes a space.
- ``parquet``: ``<split>.parquet`` with every field (metadata as a struct), via pyarrow.

Every export's ``manifest.json`` records what it was made from and the sha256 and pair
count of each file, so ``recast verify`` checks an export like a corpus. Bytes are
deterministic: the same corpus gives the same files.
"""

from __future__ import annotations

import csv
import itertools
import shutil
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import orjson
import pyarrow as pa
import pyarrow.parquet as pq

import recast
from recast.catalogue import Errors, RecastError
from recast.corpus_files import chosen_splits, split_jsonl, split_records
from recast.types import SPLITS
from recast.progress import progress
from recast.provenance import corpus_source
from recast.writers import staged_folder
from recast.manifest import MANIFEST, record_outputs
from recast.files import atomic_path, sha256_file

FORMATS = ("jsonl", "json", "tsv", "parquet")
TSV_COLUMNS = ("index", "sentence1", "sentence2", "label")
TSV_SPACES = str.maketrans({"\t": " ", "\n": " ", "\r": " "})
README = "README.md"
PARQUET_ROWS = 65_536  # records per row group: bounded memory on the 400k-pair UDS-T splits


# --- one writer per format: (records, out_dir, split, release name) -> the files written --------


def _json_files(records: Iterable[dict[str, Any]], out_dir: Path, split: str, name: str) -> list[str]:
    """Two JSON arrays, one item per line (valid JSON, diff-able, streamed)."""
    (out_dir / split).mkdir(exist_ok=True)
    data, metadata = f"{split}/recast_{name}_data.json", f"{split}/recast_{name}_metadata.json"
    with atomic_path(out_dir / data) as data_tmp, atomic_path(out_dir / metadata) as metadata_tmp:
        with open(data_tmp, "wb") as data_file, open(metadata_tmp, "wb") as metadata_file:
            separator = b"[\n"
            for record in records:
                data_file.write(separator + orjson.dumps({k: v for k, v in record.items() if k != "metadata"}))
                metadata_file.write(separator + orjson.dumps(record.get("metadata", {})))
                separator = b",\n"
            end = b"[]\n" if separator == b"[\n" else b"\n]\n"
            data_file.write(end)
            metadata_file.write(end)
    return [data, metadata]


def _tsv_file(records: Iterable[dict[str, Any]], out_dir: Path, split: str, name: str) -> list[str]:
    with atomic_path(out_dir / f"{split}.tsv") as tmp, open(tmp, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", quoting=csv.QUOTE_NONE, quotechar=None, lineterminator="\n")
        writer.writerow(TSV_COLUMNS)
        for r in records:
            row = (r["pair-id"], r["context"], r["hypothesis"], r["label"])
            writer.writerow([str(value).translate(TSV_SPACES) for value in row])
    return [f"{split}.tsv"]


def _no_nulls(arrow_type: pa.DataType) -> pa.DataType:
    """All-null parts typed as strings (e.g. UDS-T ordering's source-label), so that every split
    of every corpus gets the same schema."""
    if pa.types.is_null(arrow_type):
        return pa.string()
    if pa.types.is_list(arrow_type):
        return pa.list_(_no_nulls(arrow_type.value_type))
    if pa.types.is_struct(arrow_type):
        return pa.struct([f.with_type(_no_nulls(f.type)) for f in arrow_type])
    return arrow_type


def _parquet_file(records: Iterable[dict[str, Any]], out_dir: Path, split: str, name: str) -> list[str]:
    """Row groups of PARQUET_ROWS records; the schema is inferred from the first group."""
    path = out_dir / f"{split}.parquet"
    schema = writer = None
    with atomic_path(path) as tmp:
        for batch in itertools.batched(records, PARQUET_ROWS):
            if schema is None:
                schema = pa.schema([pa.field(key, _arrow_type(batch, key, path)) for key in batch[0]])
                writer = pq.ParquetWriter(tmp, schema, compression="zstd")
            try:
                writer.write_table(pa.Table.from_pylist(list(batch), schema=schema))
            except (pa.ArrowInvalid, pa.ArrowTypeError) as error:
                raise RecastError(Errors.E085, file=path, rows=PARQUET_ROWS, reason=error) from error
        if writer is None:
            pq.write_table(pa.table({}), tmp)
        else:
            writer.close()
    return [path.name]


def _arrow_type(batch: Sequence[dict[str, Any]], key: str, path: Path) -> pa.DataType:
    try:
        return _no_nulls(pa.array([record.get(key) for record in batch]).type)
    except (pa.ArrowInvalid, pa.ArrowTypeError) as error:
        raise RecastError(Errors.E083, file=path, field=key, reason=error) from error


WRITERS: dict[str, Callable[[Iterable[dict[str, Any]], Path, str, str], list[str]]] = {
    "json": _json_files,
    "tsv": _tsv_file,
    "parquet": _parquet_file,
}


def default_out_dir(corpus_dir: Path, fmt: str) -> Path:
    return Path(corpus_dir).parent / f"{Path(corpus_dir).name}.{fmt}"


def export(corpus_dir: Path, fmt: str = "jsonl", out_dir: Path | None = None) -> Path:
    """Write ``corpus_dir``'s splits as ``fmt`` into ``out_dir`` (default: beside the corpus,
    ``<corpus_dir>.<fmt>``) with a manifest; return the folder. For ``jsonl`` without ``out_dir``
    the corpus directory already is the export and is returned unchanged."""
    if fmt not in FORMATS:
        raise RecastError(Errors.E081, fmt=fmt, choices=", ".join(FORMATS))
    corpus_dir = Path(corpus_dir)
    splits = chosen_splits(corpus_dir)
    if fmt == "jsonl" and out_dir is None:
        return corpus_dir
    out_dir = Path(out_dir) if out_dir is not None else default_out_dir(corpus_dir, fmt)
    if out_dir.resolve() == corpus_dir.resolve():
        raise RecastError(Errors.E084, path=out_dir)
    from recast.verify import verified_manifest  # verify imports export's neighbours; keep the import local

    source = verified_manifest(corpus_dir)
    with staged_folder(out_dir) as stage:
        if fmt == "jsonl":
            _copy_corpus(corpus_dir, stage, splits)
        else:
            _write_format(corpus_dir, stage, fmt, splits, source)
    return out_dir


def _write_format(corpus_dir: Path, out_dir: Path, fmt: str, splits: Sequence[str], source: dict[str, Any]) -> None:
    pairs = {split: counts["pairs"] for split, counts in source.get("splits", {}).items()}
    name = corpus_source(source["corpus"])["release_name"] if "corpus" in source else corpus_dir.name
    written = []
    for split in splits:
        records = progress(split_records(corpus_dir, split), desc=f"export {fmt} {split}", total=pairs.get(split))
        written += WRITERS[fmt](records, out_dir, split, name)
    manifest = {
        "corpus": source.get("corpus", corpus_dir.name),
        "profile": source.get("profile"),
        "recast_version": recast.__version__,
        "export": {"format": fmt, "source_manifest_sha256": sha256_file(corpus_dir / MANIFEST)},
        **{key: source[key] for key in ("license", "citations") if key in source},
    }
    record_outputs(out_dir, manifest, written)


def _copy_corpus(corpus_dir: Path, out_dir: Path, splits: Sequence[str]) -> None:
    """The JSONL export: the corpus's own files, byte for byte, so its manifest still verifies."""
    names = [f"{split}.jsonl" for split in splits] + ([README] if (corpus_dir / README).is_file() else [])
    for name in [*names, MANIFEST]:
        with atomic_path(out_dir / name) as tmp:
            shutil.copyfile(corpus_dir / name, tmp)


def read_export(out_dir: Path, fmt: str) -> dict[str, list[dict[str, Any]]]:
    """The records of an export by split, read back: whole records for jsonl, json (data and
    metadata joined again) and parquet; the four GLUE columns (all strings) for tsv."""
    out_dir = Path(out_dir)
    if fmt not in FORMATS:
        raise RecastError(Errors.E081, fmt=fmt, choices=", ".join(FORMATS))
    found: dict[str, list[dict[str, Any]]] = {}
    for split in SPLITS:
        if fmt == "jsonl" and split_jsonl(out_dir, split).is_file():
            found[split] = list(split_records(out_dir, split))
        elif fmt == "json" and (out_dir / split).is_dir():
            (data,) = (out_dir / split).glob("recast_*_data.json")
            metadata = data.with_name(data.name.replace("_data.json", "_metadata.json"))
            pairs = zip(orjson.loads(data.read_bytes()), orjson.loads(metadata.read_bytes()), strict=True)
            found[split] = [{**record, "metadata": meta} for record, meta in pairs]
        elif fmt == "tsv" and (out_dir / f"{split}.tsv").is_file():
            with open(out_dir / f"{split}.tsv", encoding="utf-8", newline="") as handle:
                found[split] = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
        elif fmt == "parquet" and (out_dir / f"{split}.parquet").is_file():
            found[split] = pq.read_table(out_dir / f"{split}.parquet").to_pylist()
    return found
