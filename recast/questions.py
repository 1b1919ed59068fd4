"""Questions made statements: the one converter TORQUE and MC-TACO share.

Two roads, one set of word tables and one morphology (LemmInflect):

- a subject question ("What might happen after the merger?") keeps its words, with a slot ``{X}`` in
  place of its wh-phrase: :func:`question_form` (TORQUE's candidates, MC-TACO's "What happened before
  ...?" answers). Its rules are data (``templates/torque.json``);
- any other question is read from its UD parse (:func:`statement`): the wh-phrase and the inverted
  auxiliary are taken out, the subject put first, a do-auxiliary's tense and person moved onto the verb
  ("How long did Jack play basketball?" -> "Jack played basketball"), and the answer put where the
  wh-phrase asked for it, with the preposition its kind needs ("for 2 hours", "at 10:00 AM", "on
  Monday"); a yes/no question is stated, or negated for "no" ("still" -> "no longer"). Its rules are
  data (``templates/questions.json``). A question or answer no rule makes a grammatical statement
  from is a :class:`~recast.catalogue.Skip`, never a broken statement.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from lemminflect import getAllLemmas, getInflection

from recast.catalogue import Skip
from recast.resources import load_json

Modality = Literal["none", "hedged", "future", "negated"]
MODALITY_ORDER: tuple[Modality, ...] = ("negated", "hedged", "future")  # the first class found wins
WORD = re.compile(r"\*not\*|n't|'ll|[a-z]+(?:'[a-z]+)?")
TOKEN = re.compile(r"\*not\*|n't|[\w-]+(?:'[a-z]+)?")
EMPHASIS = re.compile(r"\*(\w+)\*")  # the crowd's markup: "has *not* happened"


@dataclass(frozen=True)
class QuestionForm:
    """What a question becomes: a surface with an ``{X}`` slot and what the records say about it."""

    surface: str  # for a singular candidate
    plural_surface: str  # for a plural candidate ("The sanctions have already finished.")
    template: str  # warm-up:<kind> or question:<relation word>
    warm_up: bool
    modality: Modality


@cache
def rules() -> dict[str, Any]:
    return load_json("torque.json")


def words(text: str) -> list[str]:
    """Lower-cased words, contractions split as the word lists write them ("didn't" -> did, n't)."""
    return WORD.findall(re.sub(r"n't\b", " n't", text.lower()))


def _tokens(text: str) -> list[str]:
    """Tokens with their case, numbers and hyphenated words whole, so that the crowd-question rules
    can tell names, numbers and compounds from words; contractions split as in :func:`words`."""
    return TOKEN.findall(re.sub(r"n't\b", " n't", text))


def _spans(question_words: list[str], phrases: Iterable[str]) -> list[tuple[int, int]]:
    """(start, end) of every occurrence of one of ``phrases`` in ``question_words``, in order."""
    wanted = [phrase.split() for phrase in phrases]
    return [
        (start, start + len(phrase))
        for start in range(len(question_words))
        for phrase in wanted
        if question_words[start : start + len(phrase)] == phrase
    ]


def _relation_starts(question_words: list[str]) -> list[tuple[int, int]]:
    return _spans(question_words, rules()["relations"])


def modality(question: str) -> Modality:
    """The modality of what the question asks about: its words before the first relation word, so
    that the anchor's own modality ("after people not on the lists voted") does not count."""
    question_words = words(question)
    starts = _relation_starts(question_words)
    predicate = question_words[: starts[0][0]] if starts else question_words
    for kind in MODALITY_ORDER:
        if _spans(predicate, rules()["modality"][kind]):
            return kind
    return "none"


def _relation(question: str) -> str:
    question_words = words(question)
    return next((relation for relation in rules()["relations"] if _spans(question_words, [relation])), "other")


def _can_be_verb(word: str) -> bool:
    return bool({"VERB", "AUX"} & getAllLemmas(word).keys())


def _only_verb(word: str) -> bool:
    """A form that is only ever a verb and no gerund ("remained", "said", "happen"; not "rally",
    "slapping")."""
    readings = getAllLemmas(word).keys()
    return bool(readings) and readings <= {"VERB", "AUX"} and not word.endswith("ing")


def _is_form(word: str, tag: str) -> bool:
    """Whether ``word`` is the ``tag`` form (VB, VBN...) of one of its verb lemmas."""
    return any(word in (getInflection(lemma, tag=tag) or ()) for lemma in getAllLemmas(word).get("VERB", ()))


def _plural_noun(word: str) -> bool:
    return any(lemma != word for lemma in getAllLemmas(word).get("NOUN", ()))


@cache
def _finite_auxiliaries() -> frozenset[str]:
    forms = rules()["verb_forms"]
    return frozenset([*forms["VB"], *forms["VBN"], *rules()["be_forms"]["finite"]])


def _predicate_start(rest: list[str]) -> bool:
    """Whether ``rest`` (the words after the subject) starts a predicate, not an inverted question
    ("did not happen" vs "did the police do")."""
    table = rules()
    auxiliaries, adverbs = set(table["auxiliaries"]), set(table["adverbs"])
    position = 0
    while position < len(rest) and rest[position] in adverbs:
        position += 1
    if position < len(rest) and rest[position] not in auxiliaries:
        return _can_be_verb(rest[position])
    position += 1  # the auxiliary: what follows it (past adverbs) must be a verb, not a subject
    while position < len(rest) and rest[position] in adverbs:
        position += 1
    if position == len(rest):
        return False
    word = rest[position]
    if word in set(table["predicatives"]):  # "has to happen", "is nearly certain to happen"
        return True
    return word not in set(table["noun_phrase_starters"]) and "'" not in word and _can_be_verb(word)


def _agree(verb: str, subject: str, candidate: str) -> str:
    """The verb right after the subject, agreeing with a ``candidate`` that is singular or plural
    ("What events have ..." about "the saying" -> "has"); ``subject`` is the question's own number."""
    agreed = rules()["agreement"][candidate].get(verb.lower())
    if agreed is not None:
        return agreed if verb.islower() else agreed.capitalize()
    lemmas = getAllLemmas(verb.lower()).get("VERB", ()) if verb.isalpha() else ()
    if candidate == "singular" and subject == "plural" and verb.lower() in lemmas:
        return (getInflection(verb.lower(), tag="VBZ") or (verb,))[0]  # "events happen" -> "happens"
    if candidate == "plural":
        base = next((lemma for lemma in lemmas if getInflection(lemma, tag="VBZ") == (verb.lower(),)), None)
        return base or verb  # "happens" -> "happen"
    return verb


def _surface(prefix: str, rest: list[str]) -> str:
    """A format string: braces in the question are escaped, the subject slot is ``{X}``."""

    def escaped(text: str) -> str:
        return text.replace("{", "{{").replace("}", "}}")

    body = escaped(" ".join(rest))
    return f"{escaped(prefix)}{{X}} {body}" + ("" if body.endswith(".") else ".")  # "... by Ciba-Geigy Ltd."


def _agreed(rest: list[str], number: str, candidate: str) -> list[str]:
    """``rest`` with its first verb, and a be/have/do form right after a coordinator ("... but has
    not finished"), agreeing with a ``candidate`` that is singular or plural."""
    table = rules()
    agreed = [_agree(rest[0], number, candidate), *rest[1:]]
    for position in range(1, len(agreed)):
        coordinated = agreed[position - 1].lower() in table["coordinators"]
        if coordinated and agreed[position].lower() in table["agreement"][candidate]:
            agreed[position] = _agree(agreed[position], number, candidate)
    return agreed


def _no_anchor(tokens: list[str]) -> bool:
    """Whether a relation word is followed by nothing that can open a clause or noun phrase: a bare
    verb form ("after remained", "before said to"), one lone word with a verb or adjective reading
    ("after tally"), a clause after a preposition ("during the incident was reported"), or a
    determiner before a bare verb ("the commemorate"). Names, numbers and compounds pass."""
    table = rules()
    lowered = [token.lower() for token in tokens]

    def word(position: int) -> str | None:  # a lower-case word, or None for a name, number or the end
        token = tokens[position] if position < len(tokens) else ""
        return token if token.isalpha() and token.islower() else None

    for _, end in _spans(lowered, table["anchor_relations"]):
        first, after, alone = word(end), word(end + 1), end + 1 == len(tokens)
        if first is None:
            continue
        if _only_verb(first) and (alone or (after is not None and "NOUN" not in getAllLemmas(after))):
            return True  # "after domesticated birds" opens a noun phrase
        lone_word = alone and not (first.endswith("ing") or _plural_noun(first))  # "after slapping", "after appeals"
        if lone_word and {"VERB", "ADJ"} & getAllLemmas(first).keys():
            return True
    for _, end in _spans(lowered, table["noun_relations"]):
        stop = next((p for p in range(end, len(tokens)) if lowered[p] in table["clause_openers"]), len(tokens))
        phrase = range(end, stop)  # up to "that", "when", "but"...: what must be a noun phrase
        if any(word(p) in _finite_auxiliaries() for p in phrase) or (
            phrase and word(stop - 1) is not None and _only_verb(tokens[stop - 1])
            and not lowered[stop - 2].endswith("ing")  # "during Unisys getting clobbered"
        ):  # fmt: skip
            return True
    return any(
        lowered[position] in table["determiners"] and (following := word(position + 1)) is not None
        and _only_verb(following) and _is_form(following, "VB") and not _is_form(following, "VBN")
        for position in range(len(tokens))
    )  # fmt: skip


def _wrong_verb_form(tokens: list[str]) -> bool:
    """Whether an auxiliary is followed (past adverbs) by a verb that cannot take the form it asks
    for ("has already happen", "might happened", "will might") or a be form by the participle of a
    verb with no passive ("was happened")."""
    table = rules()
    lowered = [token.lower() for token in tokens]
    asks = {auxiliary: tag for tag, auxiliaries in table["verb_forms"].items() for auxiliary in auxiliaries}
    no_passive = {form for verb in table["no_passive"] for form in getInflection(verb, tag="VBN") or ()}
    adverbs, be_forms = set(table["adverbs"]), {*table["be_forms"]["finite"], *table["be_forms"]["non_finite"]}
    for position, auxiliary in enumerate(lowered):
        following = next((w for w in lowered[position + 1 :] if w not in adverbs), None)
        if following is None:
            continue
        if auxiliary in asks and _only_verb(following) and not _is_form(following, asks[auxiliary]):
            return True
        if auxiliary in be_forms and following in no_passive:
            return True
    return False


def misspelling(question: str, passage: str) -> str | None:
    """A misspelled word of ``question`` (the first), or None: one of the verb spellings that
    lemminflect accepts and UniMorph English does not ("occured"), or a lower-case word of two
    letters or more that lemminflect does not know, one edit from a word it or the rules know
    ("befure"). A word the passage has is kept: the question copies it from there."""
    table = rules()
    known = {*table["function_words"], *table["auxiliaries"], *table["adverbs"], *table["noun_phrase_starters"],
             *(word for relation in table["relations"] for word in relation.split())}  # fmt: skip

    def is_word(candidate: str) -> bool:
        return candidate in known or bool(getAllLemmas(candidate))

    suspects = [
        token for token in _tokens(question)
        if token.isalpha() and token.islower() and len(token) > 1 and token not in known  # "event(s)" has an "s"
        and (token in table["misspelled_verbs"] or (not getAllLemmas(token) and any(map(is_word, _one_edit(token)))))
    ]  # fmt: skip
    passage_words = {token.lower() for token in _tokens(passage)} if suspects else set()
    return next((token for token in suspects if token not in passage_words), None)


def _one_edit(word: str) -> set[str]:
    """The strings one deletion, transposition, substitution or insertion away from ``word``."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return {
        *(left + right[1:] for left, right in splits if right),
        *(left + right[1] + right[0] + right[2:] for left, right in splits if len(right) > 1),
        *(left + letter + right[1:] for left, right in splits if right for letter in letters),
        *(left + letter + right for left, right in splits for letter in letters),
    } - {word}


@cache
def question_form(question: str) -> QuestionForm | Skip:
    """The hypothesis surfaces for ``question``, or why it has none."""
    text = EMPHASIS.sub(r"\1", " ".join(question.split()))
    table = rules()
    if text in table["warm_up"]:
        warm = table["warm_up"][text]
        return QuestionForm(warm["surface"], warm["plural_surface"], f"warm-up:{warm['kind']}", True, warm["modality"])
    body = re.sub(r"\s*\?+$", "", text)
    lead = re.match(table["lead_in"], body, flags=re.IGNORECASE)
    prefix = lead.group(0) if lead else ""
    body = body[len(prefix) :]
    lowered = body.lower()
    subject = next(
        (s for s in sorted(table["subjects"], key=len, reverse=True) if lowered.startswith(s + " ")), None
    )
    if subject is None:
        return Skip.TORQUE_OTHER_QUESTION
    rest = body[len(subject) + 1 :].split(" ")
    rest_words = words(" ".join(rest))
    if not rest_words:
        return Skip.TORQUE_OTHER_QUESTION
    if not _predicate_start(rest_words):
        first = rest_words[0]
        return Skip.TORQUE_OBJECT_QUESTION if first in set(table["auxiliaries"]) else Skip.TORQUE_OTHER_QUESTION
    verb = next(position for position, word in enumerate(rest_words) if word not in set(table["adverbs"]))
    if rest_words[verb] not in set(table["auxiliaries"]) and rest_words[verb + 1 : verb + 2] and (
        rest_words[verb + 1] in _finite_auxiliaries()
    ):
        return Skip.TORQUE_OTHER_QUESTION  # the subject is longer: "What happened was ...", "What action was ..."
    tokens = _tokens(text)
    if _no_anchor(tokens):
        return Skip.TORQUE_NO_ANCHOR
    if _wrong_verb_form(tokens):
        return Skip.TORQUE_VERB_FORM
    number = table["subjects"][subject]
    singular, plural = (_agreed(rest, number, candidate) for candidate in ("singular", "plural"))
    return QuestionForm(
        _surface(prefix, singular), _surface(prefix, plural), f"question:{_relation(text)}", False, modality(text)
    )


def _lemmas(word: str) -> set[str]:
    return {word, *(lemma for lemmas in getAllLemmas(word).values() for lemma in lemmas)}


def names_candidate(question: str, span: str) -> bool:
    """Whether the question's anchor -- what follows its first relation word ("before", "while"...),
    or, without one, its words other than auxiliaries -- holds the candidate's own word in any form
    (a self-reference: "What happened after the dollar opened?" about "opened", "... while Jiang was
    saying" about "said"). Warm-up questions name no event."""
    if " ".join(question.split()) in rules()["warm_up"]:
        return False
    question_words = words(question)
    starts = _relation_starts(question_words)
    if starts:
        anchor = question_words[starts[0][1] :]
    else:
        anchor = [word for word in question_words if word not in set(rules()["auxiliaries"])]
    named = {lemma for word in anchor for lemma in _lemmas(word)}
    span_words = words(span)
    return bool(span_words) and all(_lemmas(word) & named for word in span_words)
