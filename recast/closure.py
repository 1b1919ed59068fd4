"""Temporal closure: more event pairs from the same annotations, and the contradictions in them.

Annotators label a few of the event pairs a reader could order; the rest follow by
transitivity. Per document, every link's Allen set becomes constraints between the start and
end points of its two entities (events or TIMEXes), each one of ``<``, ``<=`` or ``=`` (and
every interval starts before it ends). On this fragment of the point algebra (no ``!=``)
path consistency is exact (van Beek 1992), and it is what the graph algorithms below compute:
points in one strongly connected component of the ``<=`` graph are equal, a strict edge inside
one is a contradiction, and reachability in the condensation gives every derived ``<`` / ``<=``.

A link whose Allen set cannot be written exactly as such a conjunction (no table has one
today; :func:`point_constraints` checks) adds no constraint and is counted. Event-time and
time-time links take part in the reasoning, but only event-event pairs are added, and only
when the closure decides at least one ordering template for them.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from recast.catalogue import Errors, RecastError, Skip, SkipCounter
from recast.engine import RelationTable, allen_relations
from recast.types import SPLITS, SourceDocument, TemporalLink

if TYPE_CHECKING:  # networkx is imported where it is used: it takes a third of a second, and most runs close nothing
    import networkx as nx

START, END = "start", "end"
Point = tuple[str, str]  # (entity id, START | END)
ENDPOINTS = {"sX": ("X", START), "eX": ("X", END), "sY": ("Y", START), "eY": ("Y", END)}
CROSS_PAIRS = (("sX", "sY"), ("sX", "eY"), ("eX", "sY"), ("eX", "eY"))  # X's points against Y's
# a derived relation between two points -> the base orders (<, =, >) it allows, tightest first
ALLOWED = {"<": {"<"}, "=": {"="}, ">": {">"}, "<=": {"<", "="}, ">=": {">", "="}}
ALLEN_SEPARATOR = "|"  # an inferred link's relation: its Allen set, e.g. "before|meets"


@dataclass(frozen=True)
class PointConstraint:
    """``earlier < later`` (strict) or ``earlier <= later``, between endpoint names (sX, eY...)."""

    earlier: str
    later: str
    strict: bool


def _order(relation: str, a: str, b: str) -> str:
    """How endpoint ``a`` compares with ``b`` in an Allen base relation: ``<``, ``=`` or ``>``."""
    ranks = allen_relations()[relation]
    return "<" if ranks[a] < ranks[b] else "=" if ranks[a] == ranks[b] else ">"


def allen_set_within(orders: dict[tuple[str, str], str]) -> frozenset[str]:
    """The Allen base relations in which every given cross-pair relation (``<``, ``<=``...) holds."""
    return frozenset(
        relation
        for relation in allen_relations()
        if all(_order(relation, a, b) in ALLOWED[derived] for (a, b), derived in orders.items())
    )


@cache
def point_constraints(allen_set: frozenset[str]) -> tuple[PointConstraint, ...] | None:
    """The tightest ``<``/``<=``/``=`` constraints on X's and Y's endpoints that every member of
    ``allen_set`` satisfies, or None when they also admit a relation outside the set (not exact)."""
    if not allen_set:
        return None
    orders: dict[tuple[str, str], str] = {}
    for a, b in CROSS_PAIRS:
        seen = {_order(relation, a, b) for relation in allen_set}
        tightest = next((derived for derived, allowed in ALLOWED.items() if seen <= allowed), None)
        if tightest is not None:
            orders[a, b] = tightest
    if allen_set_within(orders) != allen_set:
        return None
    constraints = []
    for (a, b), derived in orders.items():
        if derived in ("<", "<=", "="):
            constraints.append(PointConstraint(a, b, strict=derived == "<"))
        if derived in (">", ">=", "="):
            constraints.append(PointConstraint(b, a, strict=derived == ">"))
    return tuple(constraints)


@cache
def converse(relation: str) -> str:
    """The Allen relation of Y relative to X, found by swapping the endpoints' ranks."""
    ranks = allen_relations()[relation]
    swapped = {"sX": ranks["sY"], "eX": ranks["eY"], "sY": ranks["sX"], "eY": ranks["eX"]}
    return next(name for name, other in allen_relations().items() if other == swapped)


def allen_label(allen_set: Iterable[str]) -> str:
    """An inferred link's relation: its Allen set in a fixed order (the order of allen_relations.json)."""
    members = set(allen_set)
    return ALLEN_SEPARATOR.join(relation for relation in allen_relations() if relation in members)


def inferred_allen_set(link: TemporalLink) -> frozenset[str]:
    """The Allen set an inferred link's relation spells out."""
    return frozenset(link.relation.split(ALLEN_SEPARATOR))


# --- the point graph ----------------------------------------------------------------------


def _point_graph(links: Iterable[TemporalLink], table: RelationTable) -> tuple[nx.DiGraph, int]:
    """The ``<=`` graph of the links' endpoints (edge attributes: strict, link id; None for an
    interval's own start < end), and how many links add no constraint (see :func:`_link_constraints`)."""
    import networkx as nx

    graph = nx.DiGraph()
    unused = 0
    for link in links:
        constraints = _link_constraints(link, table)
        if constraints is None:
            unused += 1
            continue
        entities = {"X": link.source, "Y": link.target}
        for entity in entities.values():
            if not graph.has_edge((entity, START), (entity, END)):
                graph.add_edge((entity, START), (entity, END), strict=True, link=None)
        for constraint in constraints:
            u, v = (_point(entities, constraint.earlier), _point(entities, constraint.later))
            # of several links giving the same edge, the strictest (then the first) speaks for it
            if not graph.has_edge(u, v) or (constraint.strict and not graph[u][v]["strict"]):
                graph.add_edge(u, v, strict=constraint.strict, link=link.link_id)
    return graph, unused


def _link_constraints(link: TemporalLink, table: RelationTable) -> tuple[PointConstraint, ...] | None:
    """A link's point constraints; None for a negated link, a dropped or unknown label, or an inexact set
    (a negated Allen set is not convex, and the recipe reports unknown labels itself)."""
    if link.negated or link.relation is None:
        return None
    try:
        allen_set = inferred_allen_set(link) if link.inferred else table.allen_set(link.relation)
    except KeyError:
        return None
    return None if allen_set is None else point_constraints(allen_set)


def _point(entities: dict[str, str], endpoint: str) -> Point:
    role, side = ENDPOINTS[endpoint]
    return entities[role], side


def _strict_cycle(graph: nx.DiGraph) -> list[Point] | None:
    """The shortest cycle through a strict edge (first point repeated last), or None if consistent."""
    import networkx as nx

    component = {point: index for index, members in enumerate(nx.strongly_connected_components(graph))
                 for point in members}
    # each component's own edges, copied in the graph's order: a subgraph view of a set of points would
    # iterate in hash order, and ties between equally short cycles must break the same way in every run
    inside: dict[int, nx.DiGraph] = {}
    for u, v, data in graph.edges(data=True):
        if component[u] == component[v]:
            inside.setdefault(component[u], nx.DiGraph()).add_edge(u, v, **data)
    best: list[Point] | None = None
    for edges in inside.values():
        for u, v, strict in edges.edges(data="strict"):
            if strict:
                cycle = [u, *nx.shortest_path(edges, v, u)]
                if best is None or len(cycle) < len(best):
                    best = cycle
    return best


class Closure:
    """The closed point relations of a consistent point graph, with the gold links behind each."""

    def __init__(self, graph: nx.DiGraph) -> None:
        import networkx as nx

        self.graph = graph
        condensed = nx.condensation(graph)
        self.component: dict[Point, int] = condensed.graph["mapping"]
        strict_edges = {
            (self.component[u], self.component[v]) for u, v, strict in graph.edges(data="strict") if strict
        }
        # bit sets over components: what each one reaches (itself included), and reaches through a strict edge
        self.reach = [0] * len(condensed)
        self.strictly = [0] * len(condensed)
        for c in reversed(list(nx.topological_sort(condensed))):
            reach, strictly = 1 << c, 0
            for d in condensed.successors(c):
                reach |= self.reach[d]
                strictly |= self.reach[d] if (c, d) in strict_edges else self.strictly[d]
            self.reach[c], self.strictly[c] = reach, strictly
        self._layered: nx.DiGraph | None = None
        self._paths: dict[tuple[Point, int], dict[tuple[Point, int], list[tuple[Point, int]]]] = {}

    def relation(self, p: Point, q: Point) -> str | None:
        """``<``, ``<=``, ``=``, ``>=`` or ``>`` when the annotations decide how p and q compare, else None."""
        if p not in self.component or q not in self.component:
            return None
        cp, cq = self.component[p], self.component[q]
        if cp == cq:
            return "="
        for derived, (a, b), bits in (("<", (cp, cq), self.strictly), ("<=", (cp, cq), self.reach),
                                      (">", (cq, cp), self.strictly), (">=", (cq, cp), self.reach)):
            if bits[a] >> b & 1:
                return derived
        return None

    def support(self, p: Point, q: Point, derived: str) -> list[str]:
        """The link ids on one shortest path (both ways for ``=``) that proves ``p derived q``."""
        if derived == "=":
            return self._path_links(p, q, strict=False) + self._path_links(q, p, strict=False)
        if derived in (">", ">="):
            p, q = q, p
        return self._path_links(p, q, strict=derived in ("<", ">"))

    def _path_links(self, p: Point, q: Point, strict: bool) -> list[str]:
        # a path through a strict edge is a path to layer 1 of the graph doubled by "seen a strict edge yet"
        import networkx as nx

        if self._layered is None:
            self._layered = nx.DiGraph()
            for u, v, strict_edge in self.graph.edges(data="strict"):
                self._layered.add_edge((u, 0), (v, 1 if strict_edge else 0))
                self._layered.add_edge((u, 1), (v, 1))
        if (p, 0) not in self._paths:
            self._paths[p, 0] = nx.single_source_shortest_path(self._layered, (p, 0))
        path = self._paths[p, 0][q, 1 if strict else 0]
        links = (self.graph[u][v]["link"] for (u, _), (v, _) in zip(path, path[1:]))
        return [link for link in links if link is not None]


# --- the stage ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Conflict:
    """Links whose constraints form a cycle through a strict edge: they cannot all hold."""

    doc_id: str
    file: str
    link_ids: tuple[str, ...]  # in the order the cycle passes them
    cycle: str  # e.g. "ei1.end < ei2.start <= ei1.start < ei1.end"

    def as_dict(self) -> dict[str, Any]:
        return {"doc-id": self.doc_id, "file": self.file, "link-ids": list(self.link_ids), "cycle": self.cycle}


@dataclass(frozen=True)
class ClosedDocument:
    """A document after closure: its gold links less the conflicting ones, then the inferred ones."""

    source: SourceDocument  # links = kept gold event-event links + inferred links; time links kept
    conflicts: tuple[Conflict, ...]
    gold_pairs: int  # event-event gold links kept
    inferred_pairs: int
    set_aside: int  # links (event-event or time) set aside as conflicting
    unused_links: int  # links adding no constraint: negated, dropped or unknown label, or an inexact Allen set
    seconds: float


def close_document(
    source: SourceDocument, table: RelationTable, skips: SkipCounter | None = None, strict: bool = False
) -> ClosedDocument:
    """Close one document's links (event-event and time links) and add the event pairs it decides.

    A contradiction is set aside link by link: the links of the shortest cycle through a strict
    edge are removed (counted in ``skips``) and the rest closed again, until none is left; with
    ``strict`` the first contradiction is an error. A pair is added, with ``inferred`` and the
    ids of the gold links it came from, when it has no gold link (in either direction) and the
    closure decides at least one of its endpoint comparisons, i.e. at least one template.
    """
    began = time.perf_counter()
    document = source.document
    kept = [*source.links, *source.time_links]
    conflicts: list[Conflict] = []
    while True:
        graph, unused = _point_graph(kept, table)
        cycle = _strict_cycle(graph)
        if cycle is None:
            break
        conflict = _conflict(document.doc_id, document.source_file or document.doc_id, graph, cycle)
        if strict:
            raise RecastError(Errors.E050, file=conflict.file, links=", ".join(conflict.link_ids), cycle=conflict.cycle)
        conflicts.append(conflict)
        kept = [link for link in kept if link.link_id not in conflict.link_ids]
    set_aside = {link_id for conflict in conflicts for link_id in conflict.link_ids}
    gold = [link for link in source.links if link.link_id not in set_aside]
    if skips is not None:
        skips.skip(Skip.CLOSURE_CONFLICT, len(source.links) - len(gold))
    inferred = _inferred_links(source, Closure(graph))
    closed = replace(
        source,
        links=gold + inferred,
        time_links=[link for link in source.time_links if link.link_id not in set_aside],
    )
    return ClosedDocument(
        source=closed,
        conflicts=tuple(conflicts),
        gold_pairs=len(gold),
        inferred_pairs=len(inferred),
        set_aside=len(source.links) + len(source.time_links) - len(kept),
        unused_links=unused,
        seconds=time.perf_counter() - began,
    )


def _conflict(doc_id: str, file: str, graph: nx.DiGraph, cycle: Sequence[Point]) -> Conflict:
    steps = list(zip(cycle, cycle[1:]))
    link_ids = dict.fromkeys(graph[u][v]["link"] for u, v in steps if graph[u][v]["link"] is not None)
    text = f"{cycle[0][0]}.{cycle[0][1]}" + "".join(
        f" {'<' if graph[u][v]['strict'] else '<='} {v[0]}.{v[1]}" for u, v in steps
    )
    return Conflict(doc_id=doc_id, file=file, link_ids=tuple(link_ids), cycle=text)


def _inferred_links(source: SourceDocument, closure: Closure) -> list[TemporalLink]:
    """Links for the event pairs without a gold link whose order the closure decides in part."""
    linked = {frozenset((link.source, link.target)) for link in source.links}
    order = {link.link_id: index for index, link in enumerate([*source.links, *source.time_links])}
    # only events with a point in the graph can be ordered
    events = [event.event_id for event in source.events if (event.event_id, START) in closure.component]
    inferred = []
    for i, x in enumerate(events):
        for y in events[i + 1 :]:
            if frozenset((x, y)) in linked:
                continue
            entities = {"X": x, "Y": y}
            orders = {}
            for a, b in CROSS_PAIRS:
                derived = closure.relation(_point(entities, a), _point(entities, b))
                if derived is not None:
                    orders[a, b] = derived
            if not orders:
                continue
            support = {
                link_id
                for (a, b), derived in orders.items()
                for link_id in closure.support(_point(entities, a), _point(entities, b), derived)
            }
            inferred.append(
                TemporalLink(
                    doc_id=source.document.doc_id,
                    link_id=f"closure:{x}:{y}",
                    source=x,
                    target=y,
                    relation=allen_label(allen_set_within(orders)),
                    inferred=True,
                    derived_from=tuple(sorted(support, key=order.__getitem__)),
                )
            )
    return inferred


# --- figures ------------------------------------------------------------------------------


@dataclass
class SplitClosure:
    gold_pairs: int = 0
    inferred_pairs: int = 0
    set_aside: int = 0
    unused_links: int = 0
    conflicts: list[Conflict] = field(default_factory=list)


@dataclass
class ClosureSummary:
    """Per split: gold and inferred event pairs and the conflicts set aside."""

    splits: dict[str, SplitClosure] = field(default_factory=dict)

    def add(self, closed: ClosedDocument) -> None:
        split = self.splits.setdefault(closed.source.document.split, SplitClosure())
        split.gold_pairs += closed.gold_pairs
        split.inferred_pairs += closed.inferred_pairs
        split.set_aside += closed.set_aside
        split.unused_links += closed.unused_links
        split.conflicts.extend(closed.conflicts)

    def as_dict(self) -> dict[str, dict[str, Any]]:
        """The manifest's ``closure`` entry (no timings: a manifest is byte-identical run to run)."""
        return {
            name: {
                "gold_pairs": split.gold_pairs,
                "inferred_pairs": split.inferred_pairs,
                "set_aside_links": split.set_aside,
                "unused_links": split.unused_links,
                "conflicts": [conflict.as_dict() for conflict in split.conflicts],
            }
            for name, split in self._in_order()
        }

    def _in_order(self) -> list[tuple[str, SplitClosure]]:
        return sorted(self.splits.items(), key=lambda item: SPLITS.index(item[0]) if item[0] in SPLITS else len(SPLITS))


def summary_lines(closure: dict[str, dict[str, Any]]) -> list[str]:
    """The run summary's lines from a manifest's ``closure`` entry: figures per split, then each
    conflict with its file and links."""
    lines = []
    for name, split in closure.items():
        lines.append(
            f"closure {name}: {split['gold_pairs']:,} gold + {split['inferred_pairs']:,} inferred event pairs, "
            f"{len(split['conflicts'])} conflicts ({split['set_aside_links']} links set aside)"
        )
        lines += [
            f"  conflict in {c['file']}: links {', '.join(c['link-ids'])}: {c['cycle']}" for c in split["conflicts"]
        ]
    return lines
