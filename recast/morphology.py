"""Gerunds of verb lemmas: UniMorph English first, LemmInflect as back-off."""

from __future__ import annotations

from functools import cache

from lemminflect import getInflection

from recast.resources import template_path


@cache
def unimorph_gerunds() -> dict[str, str]:
    """The lemma -> gerund table derived from UniMorph (scripts/build_gerund_table.py)."""
    table: dict[str, str] = {}
    with open(template_path("unimorph_gerunds.tsv"), encoding="utf-8") as handle:
        for line in handle:
            if not line.startswith("#"):
                lemma, gerund = line.rstrip("\n").split("\t")
                table[lemma] = gerund
    return table


@cache
def gerund(lemma: str) -> str:
    """``wait`` -> ``waiting``; LemmInflect's VBG when UniMorph lacks the lemma, else lemma + ing."""
    key = lemma.lower()
    if key in unimorph_gerunds():
        return unimorph_gerunds()[key]
    inflections = getInflection(key, tag="VBG")
    return inflections[0] if inflections else key + "ing"
