"""CoNLL-U text -> :class:`~recast.types.Sentence` objects anchored in the document text.

Every backend hands over UD CoNLL-U. Words get character offsets into ``Document.text``:
from ``TokenRange=start:end`` in the surface token's MISC column (UDPipe writes it, the
stanza backend writes it too) when that range holds the token's form, otherwise by finding
the token's form in the text after the previous token. Words of a multiword token
get their pieces of its span when their forms spell it ("it's" -> "it" + "'s"), else share it. A token that cannot be found keeps
no offsets (events over it then stay unaligned); the search resumes after it.

Copular predicates come from PredPatt (``decomp.semantics.predpatt``) run over each tree:
``Sentence.copula_heads`` holds the (1-based) roots of the predicates with a ``cop`` dependent.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import conllu
from conllu.exceptions import ParseException

from recast.catalogue import Errors, RecastError
from recast.types import Sentence, Token

if TYPE_CHECKING:
    from decomp.semantics.predpatt import PredPattOpts

# After a token that cannot be found, the next one may lie this many characters further than
# the lost tokens' own length (quotes or brackets a user's tokenizer normalised, say).
RESYNC_SLACK = 8


@dataclass
class _Surface:
    """A surface token: one word, or a multiword token and its words."""

    form: str
    misc: dict[str, str]
    word_ids: tuple[int, ...]
    word_forms: tuple[str, ...]

    @property
    def token_range(self) -> str | None:
        return self.misc.get("TokenRange")

    def word_spans(self, span: tuple[int, int] | None) -> list[tuple[int, int] | None]:
        """The words' spans: consecutive pieces when their forms spell the token ("it's" = "it" + "'s"),
        else the whole token's span for each."""
        if span is None or len(self.word_ids) == 1 or "".join(self.word_forms) != self.form:
            return [span] * len(self.word_ids)
        spans, start = [], span[0]
        for form in self.word_forms:
            spans.append((start, start + len(form)))
            start += len(form)
        return spans


def sentences_from_conllu(conllu_text: str, text: str | None, source: str) -> tuple[Sentence, ...]:
    """The document's sentences, numbered ``"1"``, ``"2"``... in order; ``source`` names the parse in errors."""
    try:
        parsed = [tree for tree in conllu.parse(conllu_text) if any(isinstance(row["id"], int) for row in tree)]
    except ParseException as error:
        raise RecastError(Errors.E030, file=source, reason=error) from None
    surfaces = [_surface_tokens(tree, source) for tree in parsed]
    spans = _token_spans([s for sentence in surfaces for s in sentence], text)
    sentences = []
    position = 0
    for number, (tree, sentence_surfaces) in enumerate(zip(parsed, surfaces, strict=True), start=1):
        layout = {}  # word id -> (span, space after)
        for surface in sentence_surfaces:
            word_spans = surface.word_spans(spans[position])
            for word_id, span in zip(surface.word_ids, word_spans, strict=True):
                # the words of "didn't" have no space between them; the last has the token's
                layout[word_id] = (span, word_id == surface.word_ids[-1] and surface.misc.get("SpaceAfter") != "No")
            position += 1
        tokens = tuple(_token(word, *layout[word["id"]]) for word in tree if isinstance(word["id"], int))
        sentences.append(
            Sentence(
                sent_id=str(number),
                tokens=tokens,
                copula_heads=copula_heads(tokens),
                text=_sentence_text(tokens, text, tree.metadata.get("text")),
            )
        )
    return tuple(sentences)


def _surface_tokens(tree: conllu.TokenList, source: str) -> list[_Surface]:
    words = {row["id"]: row for row in tree if isinstance(row["id"], int)}
    for word_id, row in words.items():
        if not isinstance(row["head"], int) or not 0 <= row["head"] <= len(words):
            raise RecastError(Errors.E030, file=source, reason=f"word {word_id} has no head in its sentence")
    surfaces: list[_Surface] = []
    covered: set[int] = set()
    for row in tree:
        row_id = row["id"]
        if isinstance(row_id, tuple) and row_id[1] == "-":  # a multiword token: first-last
            word_ids = tuple(range(row_id[0], row_id[2] + 1))
            if not all(word_id in words for word_id in word_ids):
                raise RecastError(Errors.E030, file=source, reason=f"multiword token {row['form']!r} lacks its words")
            covered.update(word_ids)
            forms = tuple(words[word_id]["form"] for word_id in word_ids)
            surfaces.append(_Surface(row["form"], row["misc"] or {}, word_ids, forms))
        elif isinstance(row_id, int) and row_id not in covered:
            surfaces.append(_Surface(row["form"], row["misc"] or {}, (row_id,), (row["form"],)))
    return surfaces  # empty nodes (ids like 8.1) are not words


def _token_spans(surfaces: list[_Surface], text: str | None) -> list[tuple[int, int] | None]:
    """Each surface token's (start, end) in ``text``, or None where it cannot be placed."""
    if text is None:
        return [None] * len(surfaces)
    spans: list[tuple[int, int] | None] = []
    cursor, lost = 0, 0  # lost: characters of the tokens not found since the last one placed
    for surface in surfaces:
        span = _ranged(surface, text, cursor) or _found(surface.form, text, cursor, lost)
        spans.append(span)
        if span is None:
            lost += len(surface.form) + RESYNC_SLACK
        else:
            cursor, lost = span[1], 0
    return spans


def _ranged(surface: _Surface, text: str, cursor: int) -> tuple[int, int] | None:
    """The span ``TokenRange`` gives, if it holds the token's form and follows the previous token."""
    start, _, end = (surface.token_range or "").partition(":")
    if not (start.isdigit() and end.isdigit()) or int(start) < cursor or text[int(start) : int(end)] != surface.form:
        return None
    return int(start), int(end)


def _found(form: str, text: str, cursor: int, lost: int) -> tuple[int, int] | None:
    """``form`` after ``cursor``, past only whitespace (or, after lost tokens, about their length)."""
    found = text.find(form, cursor)
    if found < 0:
        return None
    gap = text[cursor:found]
    if len("".join(gap.split())) > lost:
        return None
    return found, found + len(form)


def _token(word: conllu.Token, span: tuple[int, int] | None, space_after: bool) -> Token:
    return Token(
        index=word["id"],
        form=word["form"],
        lemma=word["lemma"] or word["form"],
        upos=word["upos"] or "X",
        xpos=word["xpos"] or "_",
        head=word["head"],
        deprel=word["deprel"] or "dep",
        start_char=span[0] if span else None,
        end_char=span[1] if span else None,
        space_after=space_after,
    )


def _sentence_text(tokens: tuple[Token, ...], text: str | None, written: str | None) -> str | None:
    """The sentence as the document has it, when its first and last words are placed; else the ``# text``."""
    first, last = tokens[0], tokens[-1]
    if text is not None and first.start_char is not None and last.end_char is not None:
        return text[first.start_char : last.end_char]
    return written


@cache
def predpatt_options() -> PredPattOpts:
    """PredPatt's defaults for UDS (relative clauses resolved), reading UD v2 relation names."""
    from decomp.semantics.predpatt import PredPattOpts

    return PredPattOpts(resolve_relcl=True, borrow_arg_for_relcl=True, resolve_conj=False, cut=True, ud="2.0")


def copula_heads(tokens: tuple[Token, ...]) -> frozenset[int]:
    """1-based roots of the PredPatt predicates that have a ``cop`` dependent."""
    from decomp.semantics.predpatt import PredPatt  # decomp takes half a second to import: only when parsing
    from decomp.semantics.predpatt.parsing.udparse import DepTriple, UDParse

    triples = [DepTriple(t.deprel, t.head - 1, t.index - 1) for t in tokens]
    predpatt = PredPatt(UDParse([t.form for t in tokens], [t.upos for t in tokens], triples), opts=predpatt_options())
    return frozenset(
        predicate.root.position + 1
        for predicate in predpatt.instances
        if any(dependent.rel == "cop" for dependent in predicate.root.dependents)
    )
