"""Derive the compact lemma -> gerund table shipped in templates/ from UniMorph English.

Usage: python scripts/build_gerund_table.py [UNIMORPH_ENG_FILE] [OUT_TSV]
Defaults: $RECAST_DATA_DIR/unimorph-eng/eng (or ../shared/data/raw/...) and
templates/unimorph_gerunds.tsv. Keeps the rows tagged V;V.PTCP;PRS; where UniMorph lists
several forms for a lemma the first in file order wins, so the table is deterministic.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
GERUND_FEATURES = "V;V.PTCP;PRS"


def default_source() -> Path:
    data_dir = Path(os.environ.get("RECAST_DATA_DIR", REPO.parent / "shared" / "data" / "raw"))
    return data_dir / "unimorph-eng" / "eng"


def gerund_table(source: Path) -> dict[str, str]:
    table: dict[str, str] = {}
    with open(source, encoding="utf-8") as handle:
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 3 and parts[2] == GERUND_FEATURES:
                table.setdefault(parts[0], parts[1])
    return table


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else default_source()
    target = Path(sys.argv[2]) if len(sys.argv) > 2 else REPO / "templates" / "unimorph_gerunds.tsv"
    table = gerund_table(source)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write("# lemma\tgerund -- from UniMorph English (CC BY-SA 3.0), see templates/UNIMORPH-LICENSE.md\n")
        for lemma in sorted(table):
            handle.write(f"{lemma}\t{table[lemma]}\n")
    print(f"{len(table)} gerunds from {source} -> {target}")


if __name__ == "__main__":
    main()
