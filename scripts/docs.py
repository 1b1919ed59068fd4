"""`make docs`: the README's figure tables written again from what the code produced, so none goes stale silently.

Each table lies between marker comments in the README (``<!-- NAME:begin -->`` ... ``<!-- NAME:end -->``):

- ``sizes``: pairs per split of every corpus and profile, from the manifests under ``--output``
  (``output/<profile>/<corpus>/manifest.json``, as ``make all`` writes them; ``make run``'s
  ``output/<corpus>/`` is found too), and how release-2020 differs from the sizes the 2020 release published;
- ``headline``: the template-majority baseline on UDS-T duration test (the paper's 80.2 %), from the
  baseline table ``make baselines`` writes (``--baselines``), and each paper corpus's share of hypotheses
  ``recast lint`` flagged, from the manifests (``lint``, recorded by ``recast lint``);
- ``speed``: the runs of ``--bench`` (a JSON file the bench may write, see :func:`speed_rows`);
- ``citation``: the recasting paper's BibTeX, as the dataset cards cite it.

A row whose source is missing (a corpus with no manifest under ``--output``, no lint recorded, no bench
file) is kept as the README has it, and the script names it on stderr; the others are replaced. With
``--check`` nothing is written: the exit status is 1 when the README differs from what would be written.

Usage: python scripts/docs.py [--output output] [--bench output/bench.json] [--baselines docs/BASELINES.md]
                              [--readme README.md] [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from recast.catalogue import RecastError
from recast.corpus_files import corpus_dirs, markdown_table
from recast.manifest import read_manifest
from recast.provenance import bibtex
from recast.registry import registry
from recast.resources import load_json
from recast.types import SPLITS
from recast.files import write_text_atomically

PROFILES = ("paper", "release-2020")
# Sizes of the data published with Vashishtha et al. (2020), train / dev / test (docs/RECASTING.md, section 10).
PUBLISHED_2020 = {
    "uds-time-order": (476_744, 45_104, 41_096),
    "uds-time-duration": (437_836, 34_446, 31_854),
    "tempeval3": (20_592, 3_320, 3_336),
    "tbdense": (7_418, 1_528, 2_964),
    "red": (4_844, 296, 438),
}
# The paper's baseline check: template-majority on release-2020 UDS-T duration test scores 80.2 %.
PAPER_BASELINE = ("uds-time-duration", "template-majority", "80.2")
NONE = "–"

Row = list[str]


class DocsError(Exception):
    """A source the figures are read from is not what it should be (named in the message)."""


# --- sources ---------------------------------------------------------------------------------

def read_manifests(output: Path) -> dict[tuple[str, str], dict[str, Any]]:
    """(profile, corpus) -> manifest of every corpus folder under ``output`` (exports left out). Two folders
    with one (profile, corpus) must agree on their pairs per split, else it is unclear which to print."""
    found: dict[tuple[str, str], tuple[Path, dict[str, Any]]] = {}
    if not output.is_dir():
        return {}
    try:
        folders = corpus_dirs(output)
    except RecastError:  # no corpus folder at all: every row is kept
        return {}
    for folder in folders:
        manifest = read_manifest(folder)
        if not manifest or "export" in manifest or "corpus" not in manifest or "profile" not in manifest:
            continue
        key = (manifest["profile"], manifest["corpus"])
        if key in found and split_sizes(found[key][1]) != split_sizes(manifest):
            raise DocsError(f"{found[key][0]} and {folder} are both {key[0]}/{key[1]} with different sizes; "
                            "point --output at one of them")
        found.setdefault(key, (folder, manifest))
    return {key: manifest for key, (_, manifest) in found.items()}


def split_sizes(manifest: Mapping[str, Any]) -> tuple[int | None, ...]:
    splits = manifest.get("splits", {})
    return tuple(splits[split]["pairs"] if split in splits else None for split in SPLITS)


def read_baselines(path: Path) -> dict[tuple[str, str, str], Row]:
    """(profile, corpus, baseline) -> the row's cells, from the table ``recast baseline-table`` writes."""
    if not path.is_file():
        return {}
    from recast.baselines import TABLE_END, TABLE_START

    text = path.read_text(encoding="utf-8")
    if TABLE_START not in text or TABLE_END not in text:
        return {}
    table = text.split(TABLE_START, 1)[1].split(TABLE_END, 1)[0]
    rows = table_rows(table)
    header = rows[0] if rows else []
    if header[:3] != ["profile", "corpus", "baseline"]:
        raise DocsError(f"{path}: the baseline table's header is {header}, expected profile | corpus | baseline ...")
    return {tuple(row[:3]): dict(zip(header, row)) for row in rows[2:]}


def read_bench(path: Path | None) -> dict[str, Any] | None:
    if path is None or not path.is_file():
        return None
    try:
        bench = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise DocsError(f"{path}: not valid JSON: {error}") from None
    if not isinstance(bench, dict) or not isinstance(bench.get("runs"), list):
        raise DocsError(f"{path}: expected an object with a list 'runs'")
    return bench


# --- tables ----------------------------------------------------------------------------------

def count(n: int | None) -> str:
    return NONE if n is None else f"{n:,}"


def sizes_cell(sizes: Sequence[int | None]) -> str:
    return " / ".join(count(n) for n in sizes)


def difference(ours: Sequence[int | None], published: Sequence[int]) -> str:
    """release-2020's pairs less the published ones, per split."""
    return " / ".join(NONE if n is None else f"{n - p:+,}".replace("-", "−").replace("+0", "0")
                      for n, p in zip(ours, published))


UNPARSED = {"gold": "gold trees", "none": "no trees"}  # a registry entry's syntax, for a corpus no parser read


def parsed_with(manifests: Iterable[dict[str, Any] | None]) -> str:
    """The parse backends of a corpus's manifests ("gold trees" for a corpus that ships its own)."""
    backends = sorted({m["parser"]["backend"] if isinstance(m.get("parser"), dict)
                       else UNPARSED[registry().corpora[m["corpus"]].syntax] if m.get("corpus") in registry().corpora
                       else "gold trees"
                       for m in manifests if m})
    return ", ".join(backends)


def size_rows(manifests: Mapping[tuple[str, str], dict[str, Any]]) -> dict[str, Row]:
    """One row per corpus that has a manifest in either profile."""
    rows = {}
    for corpus in registry().corpora:
        by_profile = {p: manifests.get((p, corpus)) for p in PROFILES}
        if not any(by_profile.values()):
            continue
        cells = [sizes_cell(split_sizes(m)) if m else NONE for m in by_profile.values()]
        published = PUBLISHED_2020.get(corpus)
        release = by_profile["release-2020"]
        cells.append(difference(split_sizes(release), published) if published and release else NONE)
        rows[f"`{corpus}`"] = [f"`{corpus}`", *cells, parsed_with(by_profile.values())]
    return rows


SIZES_HEADER = ["corpus", "paper (train / dev / test)", "release-2020", "release-2020 − published 2020", "parsed with"]


def headline_rows(manifests: Mapping[tuple[str, str], dict[str, Any]],
                  baselines: Mapping[tuple[str, str, str], Mapping[str, str]]) -> dict[str, Row]:
    rows = {}
    corpus, baseline, expected = PAPER_BASELINE
    release, paper = baselines.get(("release-2020", corpus, baseline)), baselines.get(("paper", corpus, baseline))
    if release:
        name = f"{baseline} on `{corpus}` test (the paper: {expected} %)"
        value = f"release-2020 {release['test acc. %']} %" + (f", paper {paper['test acc. %']} %" if paper else "")
        only = {p: baselines.get((p, corpus, "hypothesis-only")) for p in ("release-2020", "paper")}
        if any(only.values()):
            value += "; hypothesis-only: " + ", ".join(f"{p} {row['test acc. %']} %" for p, row in only.items() if row)
        rows[name] = [name, value]
    linted = [(corpus, m["lint"]) for (profile, corpus), m in sorted(manifests.items(), key=corpus_order)
              if profile == "paper" and isinstance(m.get("lint"), dict) and m["lint"].get("rows")]
    if linted:
        name = "hypotheses `recast lint` flags (paper)"
        rows[name] = [name, ", ".join(f"`{c}` {lint['flagged'] / lint['rows']:.2%}".replace("%", " %")
                                      for c, lint in linted)]
    return rows


HEADLINE_HEADER = ["figure", "value"]


def corpus_order(item: tuple[tuple[str, str], Any]) -> int:
    names = list(registry().corpora)
    corpus = item[0][1]
    return names.index(corpus) if corpus in names else len(names)


def speed_rows(bench: Mapping[str, Any]) -> tuple[list[str], dict[str, Row]]:
    """The bench file's runs: ``{"runs": [{"run": NAME, "wall_s": S, "peak_gb": G, "cpu_s": C}, ...]}``
    (``peak_gb`` and ``cpu_s`` optional; ``machine`` and ``date`` at the top, optional, go into the header)."""
    columns = [("wall_s", "wall", "s"), ("cpu_s", "CPU", "s"), ("peak_gb", "peak memory", "GB")]
    present = [c for c in columns if any(c[0] in run for run in bench["runs"])]
    where = ", ".join(str(bench[k]) for k in ("date", "machine") if bench.get(k))
    header = [f"run (`make bench`{', ' + where if where else ''})", *(title for _, title, _ in present)]
    rows = {}
    for run in bench["runs"]:
        if not isinstance(run, dict) or "run" not in run:
            raise DocsError(f"a bench run without a name: {run!r}")
        cells = [f"{run[key]:.1f} {unit}" if isinstance(run.get(key), int | float) else NONE
                 for key, _, unit in present]
        rows[str(run["run"])] = [str(run["run"]), *cells]
    return header, rows


# --- the README ------------------------------------------------------------------------------

def markers(name: str) -> tuple[str, str]:
    return f"<!-- {name}:begin -->", f"<!-- {name}:end -->"


def table_rows(text: str) -> list[Row]:
    return [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in text.splitlines() if line.strip().startswith("|")]


def merged(current: str, header: Sequence[str], generated: Mapping[str, Row], name: str,
           order: Iterable[str] = ()) -> str:
    """The block's table: a row per key of ``order``, then of the current table, then of ``generated``;
    each the generated row, else the current one kept as written (and named on stderr)."""
    kept = {row[0]: row for row in table_rows(current)[2:]}
    keys = dict.fromkeys([*order, *kept, *generated])
    rows = []
    for key in keys:
        if key in generated:
            rows.append(generated[key])
        elif key in kept:
            print(f"docs: {name}: no source, kept as written: {key}", file=sys.stderr)
            rows.append(kept[key])
    return markdown_table(header, rows)


def split_block(text: str, name: str) -> tuple[str, str, str]:
    """``text`` before ``name``'s begin marker (included), between the markers, and from its end marker on."""
    begin, end = markers(name)
    if text.count(begin) != 1 or text.count(end) != 1:
        raise DocsError(f"the README needs exactly one {begin} and one {end}")
    before, rest = text.split(begin, 1)
    block, after = rest.split(end, 1)
    return before + begin, block, end + after


def replace_block(text: str, name: str, make: Callable[[str], str]) -> str:
    """``text`` with the table between ``name``'s markers replaced by ``make(current table)``; the lines
    between the markers that are not the table (a caption) stay."""
    before, block, after = split_block(text, name)
    table = "\n".join(line for line in block.splitlines() if line.strip().startswith("|"))
    new_table = make(table)
    if table:
        new_block = block.replace(table, new_table, 1)
    else:
        new_block = block.rstrip("\n") + "\n" + new_table + "\n"
    return before + new_block + after


def replace_citation(text: str) -> str:
    """The recasting paper's BibTeX, as the dataset cards and manifests cite it (``templates/corpora.json``)."""
    before, _, after = split_block(text, "citation")
    entry = bibtex(load_json("corpora.json")["recast_citation"])
    return f"{before}\n```bibtex\n{entry}\n```\n{after}"


def generate(readme_text: str, output: Path, bench_path: Path | None, baselines_path: Path) -> str:
    manifests = read_manifests(output)
    sizes = size_rows(manifests)
    order = [f"`{corpus}`" for corpus in registry().corpora]
    text = replace_citation(readme_text)
    text = replace_block(text, "sizes", lambda t: merged(t, SIZES_HEADER, sizes, "sizes", order))
    headline = headline_rows(manifests, read_baselines(baselines_path))
    text = replace_block(text, "headline",
                         lambda t: merged(t, HEADLINE_HEADER, headline, "headline"))
    bench = read_bench(bench_path)
    if bench is None:
        print(f"docs: speed: no bench figures at {bench_path}: the table is kept as written", file=sys.stderr)
        return text
    header, speed = speed_rows(bench)
    return replace_block(text, "speed", lambda t: markdown_table(header, list(speed.values())))


def main(argv: Sequence[str] | None = None) -> int:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--output", type=Path, default=Path("output"), help="folder of corpus outputs")
    arguments.add_argument("--bench", type=Path, default=Path("output/bench.json"), help="bench figures (optional)")
    arguments.add_argument("--baselines", type=Path, default=Path("docs/BASELINES.md"),
                           help="file holding the baseline table of `make baselines`")
    arguments.add_argument("--readme", type=Path, default=Path("README.md"))
    arguments.add_argument("--check", action="store_true", help="write nothing; exit 1 if the README is stale")
    options = arguments.parse_args(argv)
    current = options.readme.read_text(encoding="utf-8")
    try:
        text = generate(current, options.output, options.bench, options.baselines)
    except (DocsError, RecastError) as error:
        print(f"docs: error: {error}", file=sys.stderr)
        return 2
    if options.check:
        if text != current:
            print(f"docs: {options.readme} is stale: run `make docs`", file=sys.stderr)
            return 1
        return 0
    if text != current:
        write_text_atomically(options.readme, text)
        print(f"docs: {options.readme} updated", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
