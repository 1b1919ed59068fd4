"""Temporal closure (recast/closure.py): exact point constraints, conflicts, inferred pairs.

The closure's answers are checked against an independent solver: every ordering template a
label decides is a difference constraint (``a < b``: t(a) - t(b) <= -1; ``a <= b``: <= 0), and
Floyd-Warshall shortest paths over them say what the gold links entail and whether they
are consistent at all -- no SCCs, no point tables from recast.closure.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import networkx as nx
import pytest

from recast.catalogue import RecastError, Skip, SkipCounter
from recast.closure import (
    ClosedDocument,
    ClosureSummary,
    allen_set_within,
    close_document,
    converse,
    inferred_allen_set,
    point_constraints,
    summary_lines,
)
from recast.data_sources.timeml import read_timeml_file
from recast.engine import (
    ENTAILED,
    NOT_ENTAILED,
    RelationTable,
    allen_relations,
    ordering_label,
    ordering_templates,
    relation_table,
)
from recast.pipeline import CorpusRecords, ordering_records
from recast.profiles import load_profile
from recast.resources import load_json
from recast.types import SPLITS, Document, Event, SourceDocument, TemporalLink

from conftest import REPO, ud_sentence

FIXTURES = REPO / "tests" / "fixtures" / "closure"
PROFILES = ("paper", "release-2020")
ENDPOINT = {"sX": ("X", "start"), "eX": ("X", "end"), "sY": ("Y", "start"), "eY": ("Y", "end")}


def te3() -> RelationTable:
    return relation_table("te3", load_profile("paper"))


def read(name: str) -> SourceDocument:
    return read_timeml_file(FIXTURES / name, "train")


# --- every label set is a conjunction of point constraints -----------------------------------


def all_label_sets() -> list[tuple[str, str, frozenset[str]]]:
    """Every label's Allen set in every relation table (MATRES's start-point sets included), per profile."""
    sets = []
    for path in sorted((REPO / "templates" / "relations").glob("*.json")):
        corpus = load_json(f"relations/{path.name}")["corpus"]
        for profile in PROFILES:
            table = relation_table(corpus, load_profile(profile))
            sets += [(f"{corpus}/{profile}", label, members) for label, members in table.allen_sets.items()]
    return sets


@pytest.mark.parametrize(("table", "label", "members"), all_label_sets())
def test_every_label_set_is_exactly_a_conjunction_of_point_constraints(
    table: str, label: str, members: frozenset[str]
) -> None:
    constraints = point_constraints(members)
    assert constraints is not None, f"{table} {label} {sorted(members)} is no conjunction of <, <=, = constraints"
    # the Allen relations whose timelines satisfy the constraints are exactly the label's set
    ranks = allen_relations()
    satisfied = {
        r for r in ranks
        if all(ranks[r][c.earlier] < ranks[r][c.later] if c.strict else ranks[r][c.earlier] <= ranks[r][c.later]
               for c in constraints)
    }
    assert satisfied == members


def test_a_set_that_is_no_conjunction_gives_no_constraints() -> None:
    assert point_constraints(frozenset({"before", "after"})) is None  # would need sX != sY
    assert point_constraints(frozenset({"before", "during"})) is None
    assert point_constraints(frozenset()) is None


def test_converse_swaps_x_and_y() -> None:
    assert converse("before") == "after"
    assert converse("during") == "contains"
    assert converse("equals") == "equals"
    assert {converse(converse(r)) for r in allen_relations()} == set(allen_relations())


def test_allen_set_within_the_closed_endpoint_relations() -> None:
    assert allen_set_within({("eX", "sY"): "<"}) == {"before"}
    assert allen_set_within({("sX", "sY"): "<", ("eX", "eY"): "<"}) == {"before", "meets", "overlaps"}
    assert allen_set_within({}) == set(allen_relations())


# --- an independent solver ------------------------------------------------------------------


def difference_graph(source: SourceDocument, table: RelationTable) -> nx.DiGraph:
    """Difference constraints t(v) - t(u) <= w as edges u -> v, from each link's template labels."""
    graph = nx.DiGraph()

    def constrain(earlier: tuple[str, str], later: tuple[str, str], strict: bool) -> None:
        weight = -1 if strict else 0  # earlier - later <= weight
        if not graph.has_edge(later, earlier) or graph[later][earlier]["weight"] > weight:
            graph.add_edge(later, earlier, weight=weight)

    for link in [*source.links, *source.time_links]:
        members = inferred_allen_set(link) if link.inferred else table.allen_set(link.relation)
        if members is None:  # a dropped label (vague) says nothing
            continue
        entity = {"X": link.source, "Y": link.target}
        for name in (link.source, link.target):
            constrain((name, "start"), (name, "end"), strict=True)
        for template in ordering_templates():
            a, b = ((entity[ENDPOINT[p][0]], ENDPOINT[p][1]) for p in (template.earlier, template.later))
            label = ordering_label(template, members)
            if label == ENTAILED:
                constrain(a, b, strict=True)
            elif label == NOT_ENTAILED:
                constrain(b, a, strict=False)
    return graph


def consistent(source: SourceDocument, table: RelationTable) -> bool:
    return not nx.negative_edge_cycle(difference_graph(source, table))


class Entailment:
    """What a document's links entail, from all-pairs shortest paths over their difference constraints."""

    def __init__(self, source: SourceDocument, table: RelationTable) -> None:
        graph = difference_graph(source, table)
        self.nodes = {node: index for index, node in enumerate(graph)}
        self.distance = nx.floyd_warshall_numpy(graph, nodelist=list(graph))

    def labels(self, x: str, y: str) -> dict[str, str | None]:
        """Each template's label for (x, y) as the constraints entail it."""
        labels = {}
        for template in ordering_templates():
            entity = {"X": x, "Y": y}
            a, b = ((entity[ENDPOINT[p][0]], ENDPOINT[p][1]) for p in (template.earlier, template.later))
            label = None
            if a in self.nodes and b in self.nodes:
                if self.distance[self.nodes[b], self.nodes[a]] <= -1:  # a - b <= -1 follows: a < b
                    label = ENTAILED
                elif self.distance[self.nodes[a], self.nodes[b]] <= 0:  # b - a <= 0 follows: b <= a
                    label = NOT_ENTAILED
            labels[template.id] = label
        return labels


def check_conflicts(source: SourceDocument, closed: ClosedDocument, table: RelationTable) -> None:
    """Every reported conflict is a contradiction, and every one of its links is needed for it."""
    for conflict in closed.conflicts:
        links = [link for link in [*source.links, *source.time_links] if link.link_id in conflict.link_ids]
        assert len(links) == len(conflict.link_ids)
        cycle = replace(source, links=links, time_links=[])
        assert not consistent(cycle, table), conflict
        for left_out in links:
            assert consistent(replace(cycle, links=[link for link in links if link is not left_out]), table)


def check_closure(source: SourceDocument, table: RelationTable) -> None:
    """Conflicts are minimal contradictions, and the closure decides exactly what the gold links entail."""
    closed = close_document(source, table)
    check_conflicts(source, closed, table)
    gold = replace(closed.source, links=[link for link in closed.source.links if not link.inferred])
    assert consistent(gold, table)
    entailment = Entailment(gold, table)
    linked = {frozenset((link.source, link.target)) for link in source.links}
    inferred = {(link.source, link.target): link for link in closed.source.links if link.inferred}
    events = [event.event_id for event in source.events]
    for i, x in enumerate(events):
        for y in events[i + 1 :]:
            expected = entailment.labels(x, y)
            if (x, y) in inferred:
                members = inferred_allen_set(inferred[x, y])
                assert {t.id: ordering_label(t, members) for t in ordering_templates()} == expected, (x, y)
            elif frozenset((x, y)) not in linked:
                assert set(expected.values()) == {None}, (x, y)  # closure missed nothing it could decide


# --- fixtures -------------------------------------------------------------------------------


def test_reader_keeps_time_links_for_closure_and_still_counts_them_as_skipped() -> None:
    skips = SkipCounter()
    source = read_timeml_file(FIXTURES / "cycle.tml", "train", skips)
    assert [(link.link_id, link.source, link.target, link.relation) for link in source.time_links] == [
        ("l4", "ei4", "t1", "IS_INCLUDED"), ("l5", "t1", "t0", "BEFORE"), ("l6", "ei5", "t0", "IS_INCLUDED"),
    ]
    assert skips[Skip.TIMEX_LINK.value] == 3
    assert [link.link_id for link in source.links] == ["l1", "l2", "l3", "l7"]


def test_a_cycle_sets_aside_only_its_own_links() -> None:
    skips = SkipCounter()
    closed = close_document(read("cycle.tml"), te3(), skips)
    (conflict,) = closed.conflicts
    assert conflict.link_ids == ("l1", "l2", "l3")
    assert conflict.cycle == "ei1.start < ei2.start < ei3.start < ei1.start"  # BEFORE, BEFORE, IBEFORE
    assert skips[Skip.CLOSURE_CONFLICT.value] == 3
    assert closed.gold_pairs == 1 and closed.set_aside == 3
    gold = [link.link_id for link in closed.source.links if not link.inferred]
    assert gold == ["l7"]
    assert [link.link_id for link in closed.source.time_links] == ["l4", "l5", "l6"]
    # a shared TIMEX orders two events: ei4 in t1, t1 before the DCT, ei5 in the DCT
    inferred = {(link.source, link.target): link for link in closed.source.links if link.inferred}
    assert set(inferred) == {("ei2", "ei5"), ("ei4", "ei5")}
    assert inferred["ei4", "ei5"].relation == "before"
    assert inferred["ei4", "ei5"].derived_from == ("l4", "l5", "l6")
    assert inferred["ei2", "ei5"].derived_from == ("l7", "l4", "l5", "l6")
    check_closure(read("cycle.tml"), te3())


def test_strict_makes_a_conflict_an_error() -> None:
    with pytest.raises(RecastError, match=r"E050.*cycle.tml: links l1, l2, l3 contradict"):
        close_document(read("cycle.tml"), te3(), strict=True)


def test_chain_infers_what_the_gold_links_entail() -> None:
    source = read("chain.tml")
    closed = close_document(source, te3())
    assert closed.conflicts == ()
    inferred = {(link.source, link.target): link for link in closed.source.links if link.inferred}
    # ei3 = ei5, which finishes ei4; ei3 starts ei6: so ei5 starts ei6, and ei4 overlaps ei6
    assert inferred["ei5", "ei6"].relation == "starts"
    assert inferred["ei5", "ei6"].derived_from == ("l4", "l5")
    assert inferred["ei4", "ei6"].relation == "overlaps"
    # ei1 lies in ei2, which ei3 follows at once: ei1 before ei3
    assert inferred["ei1", "ei3"].relation == "before"
    check_closure(source, te3())


def test_summary_gives_figures_and_conflicts_per_split() -> None:
    summary = ClosureSummary()
    for name in ("cycle.tml", "chain.tml"):
        summary.add(close_document(read(name), te3()))
    figures = summary.as_dict()["train"]
    assert figures["gold_pairs"] == 1 + 5
    assert figures["inferred_pairs"] == 2 + len(
        [link for link in close_document(read("chain.tml"), te3()).source.links if link.inferred]
    )
    assert figures["conflicts"] == [
        {"doc-id": "closure_cycle", "file": "cycle.tml", "link-ids": ["l1", "l2", "l3"],
         "cycle": close_document(read("cycle.tml"), te3()).conflicts[0].cycle}
    ]
    assert any("links l1, l2, l3" in line for line in summary_lines(summary.as_dict()))


def test_only_inferred_records_carry_inferred_and_derived_from() -> None:
    sentence = ud_sentence(
        """
        1 Rescuers rescuer NOUN NNS 2 nsubj
        2 searched search VERB VBD 0 root
        3 and and CCONJ CC 4 cc
        4 found find VERB VBD 2 conj
        5 survivors survivor NOUN NNS 4 obj
        """
    )
    document = Document("d", "train", "d.tml", sentences=(sentence,))
    events = {e: Event("d", e, sentence_index=0, head=head) for e, head in (("ei1", 2), ("ei2", 4))}
    gold = TemporalLink("d", "l1", "ei1", "ei2", "BEFORE")
    inferred = TemporalLink("d", "closure:ei2:ei1", "ei2", "ei1", "after", inferred=True, derived_from=("l1",))
    corpus = CorpusRecords("tempeval3", load_profile("paper"), "parsed", "x", te3())
    records = list(ordering_records(corpus.document(document, SkipCounter()), events, [gold, inferred]))
    assert len(records) == 16
    assert all("inferred" not in r and "derived-from" not in r for r in records[:8])
    assert all(r["inferred"] is True and r["derived-from"] == ["l1"] for r in records[8:])
    assert [r["label"] for r in records[8:]] == [
        {"E": ENTAILED, "N": NOT_ENTAILED}[c] for c in "NNNNEEEE"
    ]


# --- the real corpora -----------------------------------------------------------------------


def agreement_script():
    spec = importlib.util.spec_from_file_location("closure_agreement", REPO / "scripts" / "closure_agreement.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.integration
def test_tempeval3_closure_is_sound_and_complete_on_real_documents(data_dir: Path) -> None:
    from recast.data_sources.timeml import read_tempeval3

    sources = sorted(read_tempeval3(data_dir, ("train", "dev"), {}), key=lambda s: len(s.events))
    conflicted = []
    for source in sources:
        closed = close_document(source, te3())
        check_conflicts(source, closed, te3())  # every conflict TE3 has (about 70)
        if closed.conflicts:
            conflicted.append(source)
    assert len(conflicted) > 10
    spread = sources[:: len(sources) // 4][:4]  # from the smallest document to a mid-sized one
    for source in conflicted[:3] + spread:
        check_closure(source, te3())


@pytest.mark.integration
def test_multiplication_and_tbdense_agreement(data_dir: Path) -> None:
    script = agreement_script()
    figures = script.multiplication(data_dir)
    factor = {part: (c["gold"] + c["ee"]) / c["gold"] for part, c in figures.items()}
    # published closure factors on TE3 event-event links: TimeBank x2, AQUAINT x3.5, platinum x3.2
    assert factor["TimeBank"] >= 2.0 and factor["AQUAINT"] >= 3.5 and factor["te3-platinum"] >= 3.2
    assert all(c["all"] > c["ee"] for c in figures.values())  # time links order more pairs
    agreement = script.tbdense_agreement(data_dir)
    gold, inferred = (script.rate(script.overall(agreement, kind)) for kind in (script.GOLD, script.INFERRED))
    assert sum(script.overall(agreement, script.INFERRED).values()) > 500
    assert abs(gold - inferred) < 0.05, (gold, inferred)


@pytest.mark.integration
def test_closure_is_the_same_in_every_run(data_dir: Path) -> None:
    """Ties between equally short cycles and paths break by input order, never by string hashing."""
    program = (
        "import sys; from pathlib import Path; from recast.closure import close_document;"
        "from recast.data_sources.timeml import read_tempeval3; from recast.engine import relation_table;"
        "from recast.profiles import load_profile; table = relation_table('te3', load_profile('paper'));"
        "closed = [close_document(s, table) for s in read_tempeval3(Path(sys.argv[1]), ('train',), {})];"
        "print([(c.conflicts, [(l.link_id, l.relation, l.derived_from) for l in c.source.links])"
        " for c in closed if c.conflicts])"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", program, str(data_dir)], env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True, text=True, check=True,
        ).stdout
        for seed in ("1", "2")
    }
    assert len(outputs) == 1


def test_red_reader_keeps_timex_links_for_closure() -> None:
    from recast.data_sources.red import read_red

    documents = {s.document.doc_id: s for s in read_red(REPO / "tests" / "fixtures" / "red" / "release", SPLITS, {})}
    (link,) = documents["NYT_ENG_20130816.0151"].time_links
    assert (link.source, link.target, link.relation) == (
        "3@e@NYT_ENG_20130816.0151@gold", "2@e@NYT_ENG_20130816.0151@gold", "CONTAINS"
    )
    closed = close_document(documents["NYT_ENG_20130816.0151"], relation_table("red", load_profile("paper")))
    assert closed.source.time_links == [link] and closed.conflicts == ()
