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
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Literal

from lemminflect import getAllLemmas, getInflection

from recast.catalogue import Skip
from recast.resources import load_json
from recast.types import Sentence, Token

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


def _at_relation(question_words: list[str]) -> tuple[list[str], str, list[str]] | None:
    """The question's words before its first relation word (the predicate), that relation, and the anchor after it;
    None when it has no relation word."""
    starts = _relation_starts(question_words)
    if not starts:
        return None
    start, end = starts[0]
    return question_words[:start], " ".join(question_words[start:end]), question_words[end:]


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


def anchor_slip(question: str) -> Skip | None:
    """Why the statement would copy a slip of the crowd's question that a reader counts against it (the paper
    profile's check, after :func:`question_form`): a clash of tenses, a bare noun or nothing said for an anchor, a
    modal without its verb."""
    text = EMPHASIS.sub(r"\1", " ".join(question.split()))
    tokens = _tokens(text)
    if _tense_clash(words(text)):
        return Skip.TORQUE_TENSE_CLASH
    if _bare_anchor(tokens):
        return Skip.TORQUE_BARE_ANCHOR
    if _unsaid_anchor(tokens) or _unlicensed_polarity(words(text)):
        return Skip.TORQUE_NO_ANCHOR
    if _missing_verb(tokens):
        return Skip.TORQUE_VERB_FORM
    return None


def _missing_verb(tokens: list[str]) -> bool:
    """Whether a modal is followed (past adverbs) by a word that is no verb ("before China would by all WTO rules"):
    the crowd left the verb out."""
    modals = set(rules()["modal_auxiliaries"])
    return any(
        word in modals and following.isalpha() and "VERB" not in getAllLemmas(following)
        for word, following in _with_next_word([token.lower() for token in tokens])
    )


def _with_next_word(lowered: list[str]) -> Iterator[tuple[str, str]]:
    """Each word with the next one that is no adverb or negation ("has already happen": "has", "happen")."""
    adverbs = set(rules()["adverbs"])
    for position, word in enumerate(lowered):
        following = next((w for w in lowered[position + 1 :] if w not in adverbs), None)
        if following is not None:
            yield word, following


def _unlicensed_polarity(question_words: list[str]) -> bool:
    """Whether the anchor holds "anything" or "anyone" that neither "before" nor a negation licenses ("What happened
    after Jiang said anything?"): no anchor a statement can keep."""
    table = rules()
    parts = _at_relation(question_words)
    if parts is None:
        return False
    _, relation, anchor = parts
    licensed = relation == "before" or bool(_spans(question_words, table["modality"]["negated"]))
    return not licensed and any(word in table["polarity_pronouns"] for word in anchor)


def crowd_slip(question: str, passage: Sequence[Sentence], passage_text: str) -> Skip | None:
    """Why the statement would copy a slip of the crowd's question (the paper profile's checks, after
    :func:`question_form`): :func:`anchor_slip`'s, an anchor the passage completes (:func:`cut_anchor`), or a name
    the question misspells (:func:`misspelt_name`)."""
    if (slip := anchor_slip(question)) is not None:
        return slip
    if cut_anchor(question, passage):
        return Skip.TORQUE_CUT_ANCHOR
    if misspelt_name(question, passage_text) is not None:
        return Skip.TORQUE_MISSPELLING  # "Ciba-Giegy" for the passage's "Ciba-Geigy"
    return None


def cut_anchor(question: str, passage: Iterable[Sentence]) -> bool:
    """Whether the question's anchor ends on a word that the passage, with the same subject, completes and the
    question does not ("after the Council passed" for *the Council passed a resolution*, "while the pope
    assumed" for *assumed an attitude*, "after the soldiers were due" for *due to head to the mountains*): the
    word alone means something else or nothing. The passage's parse says what completes it: an object (not a
    measure: "revenue declined 8%"), a particle, a clause, or an adjective's infinitive."""
    tokens = _tokens(EMPHASIS.sub(r"\1", " ".join(question.split())))
    if len(tokens) < 2 or not _relation_starts([token.lower() for token in tokens]):
        return False
    table = rules()
    last, subject = tokens[-1].lower(), tokens[-2].lower()
    if subject in table["determiners"] or subject in {*table["be_forms"]["finite"], *table["be_forms"]["non_finite"]}:
        return False  # "after the protest": a noun; "after the resolution was passed": its object is its subject

    def completes(sentence: Sentence, word: Token, child: Token) -> bool:
        if child.index < word.index:
            return False
        if child.deprel in ("obj", "iobj"):
            return child.upos not in ("NUM", "SYM") and not any(c.upos == "NUM" for c in sentence.children(child.index))
        return child.deprel in ("ccomp", "compound:prt") or (child.deprel == "xcomp" and word.upos == "ADJ")

    def same_subject(sentence: Sentence, word: Token) -> bool:
        subjects = [c for c in sentence.children(word.index) if c.deprel.startswith("nsubj")]
        return subject in table["subject_pronouns"] or any(  # a pronoun in the passage may be the question's subject
            c.upos == "PRON" or subject in {t.form.lower() for t in sentence.subtree(c.index)} for c in subjects
        )

    return any(
        word.form.lower() == last and word.upos in ("VERB", "ADJ") and same_subject(sentence, word)
        and any(completes(sentence, word, c) for c in sentence.children(word.index))
        for sentence in passage for word in sentence.tokens
    )


def _unsaid_anchor(tokens: list[str]) -> bool:
    """Whether the anchor ends on a verb of saying or wanting with nothing after it ("after they hope", "before
    Casey added"): what was hoped or said is missing. A noun of the same form is an anchor ("after the report")."""
    table = rules()
    lowered = [token.lower() for token in tokens]
    if len(lowered) < 2 or not _relation_starts(lowered):
        return False
    last = getAllLemmas(lowered[-1])
    return bool(set(last.get("VERB", ())) & set(table["complement_verbs"])) and (
        "NOUN" not in last or lowered[-2] in table["subject_pronouns"] or tokens[-2][:1].isupper()
    )


def _tense_clash(question_words: list[str]) -> bool:
    """Whether the question's predicate and its anchor keep tenses no statement keeps together: what will happen, or
    is happening, around an anchor told in the past ("What will happen after the dialogue began?"); what happened
    around an anchor told in the present or future ("What happened before the supply has been built?", "... before
    the Prius will be available?", "... before the acquisition but has not finished?"); what has happened before or
    after an anchor told in the past ("What has not happened after the dialogue began?"; "since" takes it) or
    before or after one in the present ("What has happened before the managers are in Leipzig?"). A
    participle right after a determiner is an adjective ("after the proposed merger")."""
    table = rules()
    parts = _at_relation(question_words)
    if parts is None:
        return False
    predicate, relation, anchor = parts
    ongoing = any(
        word in ("am", "is", "are") and following.endswith("ing") for word, following in zip(predicate, predicate[1:])
    )
    perfect = any(word in table["perfect_auxiliaries"] for word in predicate)
    past = not perfect and any(
        word in table["past_auxiliaries"] or (_is_form(word, "VBD") and not _is_form(word, "VB")) for word in predicate
    )
    if ongoing or _spans(predicate, table["modality"]["future"]):
        return any(_past_word(anchor, position) for position in range(len(anchor)))
    if past:
        return _anchor_tense(anchor) == "present" or any(
            word in table["perfect_auxiliaries"] and before in table["coordinators"] for before, word in zip(anchor, anchor[1:])
        )
    tense = _anchor_tense(anchor)
    return perfect and relation in table["sequence_relations"] and (
        tense == "past" or (tense == "present" and relation in ("before", "after"))
    )


def _anchor_tense(anchor: list[str]) -> str | None:
    """The tense of the anchor's first finite word: "past", "present" (a present or future auxiliary) or None."""
    table = rules()
    for position, word in enumerate(anchor):
        if word in table["present_auxiliaries"]:
            return "present"
        if _past_word(anchor, position):
            return "past"
    return None


def _past_word(anchor: list[str], position: int) -> bool:
    """Whether the anchor's word at ``position`` tells the past: a past auxiliary or a past form that is no base or
    present form, not right after a determiner ("the proposed merger")."""
    table = rules()
    word = anchor[position]
    return word in table["past_auxiliaries"] or (
        position > 0 and anchor[position - 1] not in table["determiners"] and _is_form(word, "VBD")
        and not any(_is_form(word, tag) for tag in ("VB", "VBP", "VBZ"))
    )


def _bare_anchor(tokens: list[str]) -> bool:
    """Whether the anchor is one bare singular noun, which the crowd wrote for an event the passage names
    otherwise ("after anonymity", "before sale"); meals, times of day and life's stages read as events
    ("after dinner", "since birth")."""
    table = rules()
    lowered = [token.lower() for token in tokens]
    starts = _relation_starts(lowered)
    if not starts or starts[0][1] != len(tokens) - 1:
        return False
    word = tokens[-1]
    return (
        word.isalpha() and word.islower() and "NOUN" in getAllLemmas(word) and not word.endswith("ing")
        and not _plural_noun(word) and word not in table["bare_time_nouns"]
    )


def _wrong_verb_form(tokens: list[str]) -> bool:
    """Whether an auxiliary is followed (past adverbs) by a verb that cannot take the form it asks
    for ("has already happen", "might happened", "will might") or a be form by the participle of a
    verb with no passive ("was happened")."""
    table = rules()
    lowered = [token.lower() for token in tokens]
    asks = {auxiliary: tag for tag, auxiliaries in table["verb_forms"].items() for auxiliary in auxiliaries}
    no_passive = {form for verb in table["no_passive"] for form in getInflection(verb, tag="VBN") or ()}
    be_forms = {*table["be_forms"]["finite"], *table["be_forms"]["non_finite"]}
    for auxiliary, following in _with_next_word(lowered):
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
    known = _known_words()

    def is_word(candidate: str) -> bool:
        return candidate in known or bool(getAllLemmas(candidate))

    suspects = [
        token for token in _tokens(question)
        if token.isalpha() and token.islower() and len(token) > 1 and token not in known  # "event(s)" has an "s"
        and (token in table["misspelled_verbs"] or (not getAllLemmas(token) and any(map(is_word, _one_edit(token)))))
    ]  # fmt: skip
    passage_words = {token.lower() for token in _tokens(passage)} if suspects else set()
    return next((token for token in suspects if token not in passage_words), None)


def misspelt_name(question: str, passage: str) -> str | None:
    """A name of ``question`` that the passage spells otherwise, one edit away ("Ciba-Giegy" for the passage's
    "Ciba-Geigy", "Meriuex" for "Merieux"), or None (the paper profile's check, after :func:`misspelling`)."""
    passage_words = {token.lower() for token in _tokens(passage)}
    known = passage_words | _known_words()
    return next((
        token for token in _tokens(question)
        if token[:1].isupper() and len(token) > 3 and token.lower() not in known
        and not getAllLemmas(token.lower())  # a word, not a name: "What"
        and not {token.lower()[:-1], token.lower() + "s"} & passage_words  # "Americans" beside "American"
        and any(word in passage_words for word in _one_edit(token.lower()))
    ), None)


@cache
def _known_words() -> frozenset[str]:
    """The function words, auxiliaries, adverbs and relation words of TORQUE's rules: words, though
    LemmInflect has no lemma for most of them."""
    table = rules()
    return frozenset([*table["function_words"], *table["auxiliaries"], *table["adverbs"], *table["noun_phrase_starters"],
                      *(word for relation in table["relations"] for word in relation.split())])  # fmt: skip


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


def anchor_words(question: str) -> list[str]:
    """The question's anchor, lower case: what follows its first relation word ("before", "while"...), or, without
    one, its words other than auxiliaries."""
    question_words = words(question)
    starts = _relation_starts(question_words)
    if starts:
        return question_words[starts[0][1] :]
    return [word for word in question_words if word not in set(rules()["auxiliaries"])]


def names_candidate(question: str, span: str) -> bool:
    """Whether the question's anchor -- what follows its first relation word ("before", "while"...),
    or, without one, its words other than auxiliaries -- holds the candidate's own word in any form
    (a self-reference: "What happened after the dollar opened?" about "opened", "... while Jiang was
    saying" about "said"). Warm-up questions name no event."""
    if " ".join(question.split()) in rules()["warm_up"]:
        return False
    named = {lemma for word in anchor_words(question) for lemma in _lemmas(word)}
    span_words = words(span)
    return bool(span_words) and all(_lemmas(word) & named for word in span_words)


# --- statements from parsed questions (MC-TACO) ---------------------------------------------


@cache
def statement_rules() -> dict[str, Any]:
    return load_json("questions.json")


TOOK = re.compile(
    r"it (?:will |would |only |just )*(?:take|takes|took|taken)(?: (?:him|her|them|me|us|you))?(?: for)? "
    r"(?P<duration>(?:about |around |only |just |nearly |almost |over |less than |more than )?(?:\d[\d.,]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many)(?: \S+){1,2})"
)
RELATIVE_TIME = re.compile(  # "1 week before he turned 39", "one year after the levee was built"
    r"(?:(?:about|around|just|only|nearly|almost) )?(?:[\d.,]+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"a few|several) \w+ (?:before|after)\b"
)
AnswerKind = Literal["yes", "no", "clause", "subordinate", "verb-phrase", "phrase"]


def answer_kind(answer: Sequence[Token]) -> AnswerKind:
    """What an answer is, from its UD parse: yes, no, a clause with a subject, a clause opened by a
    subordinator ("when his father was 21"), a verb phrase without a subject ("sang a song") or a phrase."""
    words = [t.form.lower() for t in answer if t.upos != "PUNCT"]
    if words in (["yes"], ["no"]):
        return words[0]  # type: ignore[return-value]
    table = statement_rules()
    root = next((t for t in answer if t.head == 0), None)
    has_verb = any(t.upos in ("VERB", "AUX") for t in answer)
    if words and (words[0] in table["subordinators"] or RELATIVE_TIME.match(" ".join(words))) and has_verb and len(words) > 2:
        return "subordinate"
    if words and words[0] in table["subject_pronouns"] and has_verb:
        return "clause"
    if root is not None and root.upos in ("VERB", "AUX", "ADJ", "NOUN", "PROPN", "PRON"):
        subject = any(t.head == root.index and t.deprel.split(":")[0] in ("nsubj", "expl", "csubj") for t in answer)
        finite = any(t.xpos in ("VBD", "VBZ", "VBP", "MD") for t in answer)
        if subject and finite:
            return "clause"
        opens_clause = len(answer) > 1 and (
            answer[1].upos in ("VERB", "AUX") and answer[1].xpos in ("VBD", "VBZ") or _finite_word(answer[1].form.lower())
        )
        if root.upos == "VERB" and root.index == answer[0].index and not subject and not opens_clause:
            # a verb phrase opens with a word that can be a verb ("twice a minute", tagged a verb, is none),
            # not with a name before a finite verb ("tumble ate the oatmeal")
            if _can_be_verb(words[0]):
                return "verb-phrase"
    known = {*_known_words(), *table["known_words"]}
    if len(words) > 2 and words[0].isalpha() and not getAllLemmas(words[0]) and words[0] not in known and (
        _is_form(words[1], "VBZ") or _is_form(words[1], "VBD")
    ):
        return "clause"  # "mzoudi studies for 12 years": a name, then its verb ("three times a week": none)
    if len(words) > 2 and (
        any(t.upos == "VERB" and t.xpos in ("VBD", "VBZ") for t in answer[1:]) or any(map(_finite_word, words[1:4]))
    ):
        return "clause"  # "einstein identified louis ' work in 1938", misparsed
    return "phrase"


@dataclass(frozen=True)
class Clause:
    """A question made declarative, as words (each with whether a space comes before it), with where
    the answer goes (``slot``: a word index) and how a "no" negates it."""

    words: tuple[tuple[str, bool], ...]
    slot: int
    negation: int  # where "not" goes for a "no" (after the auxiliary), -1 when the verb must be re-made
    verb: int  # the index of the verb a do-auxiliary's tense went onto, -1 for none
    do_tag: str | None  # the do-auxiliary's tag (VBD, VBZ, VB), None without one
    lemma: str  # the verb's lemma


def _inflect(word: str, lemma: str, tag: str) -> str:
    forms = getInflection(lemma, tag=tag) if lemma else None
    if not forms:
        forms = getInflection(word, tag=tag)
    return forms[0] if forms else word


def _can_be_base_verb(token: Token) -> bool:
    """A verb's bare form, as after a do-auxiliary ("play"; not "moving", "played")."""
    return token.form.lower() in getAllLemmas(token.form.lower()).get("VERB", ())


def declarative(tokens: Sequence[Token], start: int) -> Clause | None:
    """The clause ``tokens[start:]`` (an auxiliary, then its subject, then the rest) made declarative:
    the subject first, a do-auxiliary dropped with its tense put on the verb, any other auxiliary after
    the subject. None when no subject and verb can be told apart."""
    table = statement_rules()
    if start >= len(tokens) or tokens[start].form.lower() not in table["auxiliaries"]:
        return None
    auxiliary = tokens[start]
    # a capitalised word after the auxiliary is a name, whatever the tagger says ("Is Hall still ...": AUX)
    rest = [
        t._replace(upos="PROPN", xpos="NNP") if t.form[:1].isupper() and t.form.lower() not in table["auxiliaries"] else t
        for t in tokens[start + 1 :] if not (t.upos == "PUNCT" and t.form in "?.")
    ]  # fmt: skip
    do_tag = table["do_auxiliaries"].get(auxiliary.form.lower())
    stops = set(table["subject_stop_upos"])
    if do_tag is not None:
        # the verb comes before a clause the question ends with ("... still function when the mouth isn't in use")
        clause_end = next((i for i in range(2, len(rest)) if rest[i].form.lower() in table["clause_markers"]), len(rest))
        candidates = [
            i for i in range(1, clause_end) if _can_be_base_verb(rest[i]) and rest[i].form.lower() not in rules()["adverbs"]
            and rest[i - 1].upos not in ("DET", "ADP", "SCONJ", "CCONJ", "AUX", "PUNCT") and rest[i - 1].form not in ("'s", "'", "’s")
            and rest[i - 1].form.lower() not in ("not", "n't", "to") and rest[i - 1].xpos != "PRP$"
        ]  # fmt: skip
        # the parser's verb first ("did the postwar slump last": last), else the first word that can be one
        head = next((i for i in candidates if rest[i].index == auxiliary.head), None)  # the parser's verb of "did"
        objects = ("DET", "PRON", "ADP", "NUM", "PUNCT")  # what follows a verb, not a noun ("ship face": no)
        preferred = [
            lambda i: rest[i].upos == "VERB",
            lambda i: rest[i - 1].upos != "ADJ" and (  # "other people", "prime minister": nouns
                rest[i + 1].upos in objects if i + 1 < len(rest) else _only_verb(rest[i].form.lower())
            ),
            lambda i: rest[i].upos not in ("NOUN", "PROPN", "ADP", "ADV", "PART"),
        ]
        if head is not None and rest[head].upos == "NOUN" and any(i > head for i in candidates):
            head = None  # "did the 1945 interview last": the parser's head "interview" is the subject's noun
        verb_at = head if head is not None else next(
            (i for prefers in preferred for i in candidates if prefers(i)), candidates[0] if candidates else None
        )  # "did a typical ship face a storm": "ship" is the subject's noun, "face" the verb
        if verb_at is None:
            return None
        if "NOUN" in getAllLemmas(rest[verb_at].form.lower()):
            # "How often did the 9/11 attack occur?": a later word that is only ever a verb is the verb
            verb_at = next(
                (i for i in candidates if i > verb_at and rest[i].upos not in ("ADP", "ADV", "PART")
                 and _only_verb(rest[i].form.lower())), verb_at
            )  # fmt: skip  # not "Allan crouch overs his desk", "turning backed"
            if verb_at + 1 == clause_end - 1 and verb_at + 1 in candidates and rest[verb_at].upos != "VERB" and (
                rest[verb_at - 1].upos in ("NOUN", "ADJ") or rest[verb_at].form[:1].isupper()
            ):  # "did the court case finish", "the Persian Gulf War start"; not "take place", "the Iban gain control"
                verb_at += 1
        subject_end = next((i for i in range(1, verb_at) if rest[i].upos == "ADV"), verb_at)
    else:
        subject_end = next(
            (i for i in range(1, len(rest)) if (rest[i].upos in stops and rest[i].xpos != "POS")
             or rest[i].xpos in ("VBN", "VBG")
             or (rest[i].upos in ("DET", "ADJ") and rest[i - 1].upos in ("NOUN", "PROPN", "PRON")
                 and rest[i - 1].xpos != "PRP$"  # "their average flight" is one subject
                 and not (i + 1 < len(rest) and rest[i + 1].form[:1].isupper()))),  # "Alexander the Great"
            len(rest),
        )  # fmt: skip
        parsed_end = _subject_end(rest)
        if parsed_end is not None and parsed_end < len(rest):
            subject_end = parsed_end  # "1804 U.S. silver dollars": the parser's subject, when it starts the clause
        while 0 < subject_end < len(rest) - 1 and rest[subject_end - 1].upos == "PROPN" and (
            rest[subject_end].form.lower() == "the" and rest[subject_end + 1].form[:1].isupper()
        ):
            subject_end += 2  # "Alexander the Great", parsed a subject and a predicate
        while 0 < subject_end < len(rest) and rest[subject_end].upos == rest[subject_end - 1].upos == "PROPN":
            subject_end += 1  # "Will Emiliano Malaquez always be ...": a name of two words, parsed two subjects
        while 0 < subject_end < len(rest) - 1 and rest[subject_end].form.lower() in ("and", "or"):
            subject_end = next(  # "Will Joe and his father be riding ...": two subjects coordinated
                (i for i in range(subject_end + 1, len(rest)) if rest[i].upos in stops and rest[i].xpos != "POS"), len(rest)
            )
        while 0 < subject_end < len(rest) - 1 and rest[subject_end].form.lower() == "of":
            subject_end = next(  # "When was her last day of school?": "of school" is the subject's
                (i for i in range(subject_end + 2, len(rest)) if rest[i].upos in stops and rest[i].xpos != "POS"), len(rest)
            )
        be = ("is", "are", "was", "were")
        if auxiliary.form.lower() in be:
            subject_end = _predicate_of_be(rest, subject_end, auxiliary)
        if auxiliary.form.lower() in be and subject_end < len(rest) and rest[subject_end].form.lower() in be:
            subject_end = len(rest)  # "When was the last time corporate secrets were stolen?": the clause is the subject
        modal = table["do_auxiliaries"].get(auxiliary.form.lower()) is None and auxiliary.xpos == "MD"
        if modal:  # "Can the dermis function after ...": a bare verb before a clause marker ends the subject
            subject_end = next((i for i in range(2, subject_end) if _can_be_base_verb(rest[i]) and i + 1 < len(rest)
                                and rest[i + 1].form.lower() in table["clause_markers"]), subject_end)  # fmt: skip
        if modal and 1 < subject_end < len(rest) and rest[subject_end].xpos == "VBG" and _can_be_base_verb(rest[subject_end - 1]):
            subject_end -= 1  # "When will the money start helping people?": "start" is the verb, not the subject's
        elif modal and 0 < subject_end < len(rest) - 1 and rest[subject_end - 1].upos in ("NOUN", "ADJ", "PROPN") and (
            "NOUN" in getAllLemmas(rest[subject_end].form.lower())
        ) and (
            _can_be_base_verb(rest[subject_end + 1]) and rest[subject_end + 1].upos == "VERB"
        ):
            subject_end += 1  # "What time of day would a typical fossil dig begin?": "dig" is the subject's
        if modal and subject_end >= 3 and _can_be_base_verb(rest[subject_end - 1]) and rest[subject_end - 1].form.islower() and (
            rest[subject_end - 2].upos in ("NOUN", "PROPN") and rest[subject_end - 2].xpos != "NNS"
        ) and (subject_end == len(rest) or rest[subject_end].upos in ("DET", "ADP", "NUM", "PRON")):
            subject_end -= 1  # "When will the show start?", "a typical student review the example": the verb, tagged a noun
        if 0 < subject_end < len(rest) and rest[subject_end - 1].upos == "DET":
            subject_end += 1  # "What time was the packaging thrown out?": "packaging", tagged a verb, is the noun
        if subject_end == len(rest) > 1 and rest[0].xpos == "PRP":
            subject_end = 1  # "For how long was she Tom's lover?": "she" alone
        if rest and rest[0].form.lower() == "there":  # "How often is there violence?": "there is violence"
            subject_end = 1
        verb_at = None
    if subject_end == 0 or rest[0].upos == "CCONJ" or (do_tag is None and rest[0].upos in stops - {"PART"} and subject_end != 1) or (
        subject_end == len(rest) and do_tag is not None
    ):
        return None
    words: list[tuple[str, bool]] = []
    for position, token in enumerate(rest):
        space = position == 0 or rest[position - 1].space_after
        if position == subject_end and do_tag is None:
            words.append((auxiliary.form.lower(), True))
        words.append((token.form, space))
    if subject_end == len(rest):  # "How often are the elections?": the auxiliary ends the clause
        words.append((auxiliary.form.lower(), True))
    if len(words) > 1 and words[-1][0].lower() in table["question_prepositions"]:  # "How long did he chase them for?"
        words.pop()  # the answer brings its own; a particle or stranded "at", "on" stays ("shot at", "going on")
    verb, lemma = -1, ""
    if do_tag == "VBZ" and _coordinated(rest[:subject_end]):
        do_tag = "VB"  # "What time does John and his father meet?": they meet
    if verb_at is not None:  # after a do-auxiliary the verb is its bare form: its own lemma ("lay", not "lie")
        form = rest[verb_at].form.lower()
        verb, lemma = verb_at, form if form in getAllLemmas(form).get("VERB", ()) else rest[verb_at].lemma.lower()
        words[verb] = (_inflect(rest[verb_at].form.lower(), lemma, do_tag), words[verb][1])
    elif subject_end < len(rest):
        marker = next((i for i in range(subject_end, len(rest)) if rest[i].form.lower() in table["clause_markers"]), len(rest))
        head = next((i for i in range(subject_end, marker) if rest[i].upos in ("VERB", "ADJ", "NOUN")), None)  # not "when they were sharing"
        lemma = rest[head].lemma.lower() if head is not None else auxiliary.lemma.lower()
        if head is not None and rest[head].upos == "VERB":
            verb = head + 1  # the auxiliary now stands before it
    slot = _slot(words, max(verb, subject_end))
    if do_tag is None:
        verb = -1 if verb < 0 else verb
    negation = -1 if do_tag is not None else subject_end + 1
    return Clause(tuple(words), slot, negation, verb, do_tag, lemma)


def _predicate_of_be(rest: Sequence[Token], subject_end: int, auxiliary: Token) -> int:
    """Where the subject of a be-question ends, read from the words when the tagger's subject runs
    into the predicate: a participle before its particle ("was the aircraft shot down": "shot", tagged
    a noun), an adjective that only a noun can come before ("was the organization active"), a common
    noun after coordinated names ("were Zarco and Teixeira co-governors"); and the whole clause when the
    parser reads "be" as the verb and its subject as all of it ("are his shifts as a defense attorney")."""
    words = [t.form.lower() for t in rest]
    if 1 < subject_end < len(rest) and rest[subject_end].xpos in ("RP", "RB", "IN") and subject_end + 1 == len(rest):
        if _is_form(words[subject_end - 1], "VBN") and "NOUN" in getAllLemmas(words[subject_end - 2]):
            return subject_end - 1
    if subject_end != len(rest) or len(rest) < 3:
        inside = {t.index for t in rest}
        tops = [t for t in rest if t.head not in inside]
        one_phrase = len(tops) == 1 and tops[0].upos in ("NOUN", "PROPN") and rest[-1].upos in ("NOUN", "PROPN") and not any(
            (t.deprel.startswith("nsubj") and t.head == tops[0].index) or t.upos == "VERB" or t.xpos in ("VBN", "VBG") for t in rest
        )  # not "justice for all promised today"
        modifier = 0 < subject_end < len(rest) and rest[subject_end].upos == "ADP" and (
            words[subject_end] not in statement_rules()["predicate_prepositions"]
        )  # "in office", "at the museum": a be-question's predicate
        if one_phrase and modifier and rest[subject_end - 1].upos == "NOUN" and auxiliary.deprel in ("root", "cop"):
            return len(rest)  # "his shifts as a defense attorney": one noun phrase, its own subject
        return subject_end
    last, before = getAllLemmas(words[-1]), getAllLemmas(words[-2])
    if "ADJ" in last and "VERB" not in last and set(before) == {"NOUN"} and rest[0].upos == "DET":
        return len(rest) - 1
    if rest[0].upos == "PROPN" and "and" in words:
        return next((i for i in range(words.index("and") + 2, len(rest)) if rest[i].form[:1].islower()), subject_end)
    return subject_end


def _coordinated(subject: Sequence[Token]) -> bool:
    """Whether a subject is two coordinated phrases ("John and his father"; not "a talk between John and
    his father")."""
    words = [t.form.lower() for t in subject]
    return "and" in words and not any(t.upos == "ADP" for t in subject[: words.index("and")])


def _finite_word(word: str) -> bool:
    """A word that is only ever a verb's past tense or third-person present ("swam", "monitors")."""
    readings = getAllLemmas(word)
    lemmas = readings.get("VERB", ())
    if not lemmas or set(readings) - {"VERB"}:
        return False
    return any(word in (getInflection(lemma, tag=tag) or ()) for lemma in lemmas for tag in ("VBD", "VBZ"))


def _subject_end(rest: Sequence[Token]) -> int | None:
    """The end of the parser's subject (an nsubj's subtree) when it starts ``rest`` and is contiguous."""
    subject = next((t for t in rest if t.deprel.startswith("nsubj")), None)
    if subject is None:
        return None
    positions = {t.index: n for n, t in enumerate(rest)}
    inside = {subject.index}
    changed = True
    while changed:
        changed = False
        for t in rest:
            if t.head in inside and t.index not in inside:
                inside.add(t.index)
                changed = True
    spots = sorted(positions[i] for i in inside if i in positions)
    if not spots or spots[0] != 0 or spots != list(range(len(spots))):
        return None
    return len(spots)


def _slot(words: Sequence[tuple[str, bool]], after: int) -> int:
    """Where an answer goes: before a trailing clause or phrase opened by a clause marker, else at the end."""
    markers = set(statement_rules()["clause_markers"])
    objects = set(statement_rules()["object_pronouns"])  # "look after her" is a verb and its object, no clause
    return next(
        (i for i in range(after + 1, len(words)) if words[i][0].lower() in markers
         and (i + 1 == len(words) or words[i + 1][0].lower() not in objects)),
        len(words),
    )  # fmt: skip


def _render(words: Sequence[tuple[str, bool]]) -> str:
    text = "".join((" " if space and n else "") + word for n, (word, space) in enumerate(words))
    text = text.strip().rstrip("?.!").rstrip()
    return text[:1].upper() + text[1:] + "."


def _with_answer(clause: Clause, answer: str, position: int | None = None) -> str | Skip:
    """The clause with ``answer`` at ``position`` (default: its slot); a skip when the slot ends a clause after
    a relative clause on the verb's side, where the answer would be read as the relative clause's time."""
    if position is None and clause.slot == len(clause.words) and _relative_clause_after(clause):
        return Skip.MCTACO_RELATIVE_CLAUSE
    words = list(clause.words)
    words.insert(clause.slot if position is None else position, (answer, True))
    return _render(words)


def _relative_clause_after(clause: Clause) -> bool:
    """Whether a relative pronoun and a finite verb come after the clause's verb ("tried to please the persons
    who came to the store", "is found that is considered significant"; not "conceal who they truly are")."""
    after = [word.lower() for word, _ in clause.words[max(clause.verb, clause.negation, 0) + 1 :]]
    finite = statement_rules()["relative_verbs"]
    return any(
        word in statement_rules()["relative_pronouns"] and (following in finite or _finite_word(following))
        for word, following in zip(after, after[1:])
    )


def _time_answer(answer: str, noun: str | None) -> str:
    """A time answer with the preposition its first word or the wh-phrase's noun asks for, its months
    capitalised ("in march" -> "in March": in a time, "march" and "may" are months)."""
    table = statement_rules()
    months = set(table["months"])
    answer = " ".join(word.capitalize() if word in months else word for word in answer.split())
    words = answer.lower().split()
    if words[0] == "the" and _dated(words):
        return f"on {answer}"  # "on the 4th of July"
    part = table["time_prepositions"].get(words[-1]) if len(words) == 2 else None
    if words[0] in table["day_part_modifiers"] and part == "in the":
        return f"in the {answer}"  # "early morning": "in the early morning", not "They play games early morning."
    ordinal = _ordinal_unit(words)
    if ordinal is not None:
        return ordinal + " ".join(answer.split()[words[0] == "the" :])
    if words[0] in table["approximators"] and len(words) > 1 and _time_answer(" ".join(answer.split()[1:]), noun).startswith("at "):
        return f"at {answer}"  # "about 2 am": "at about 2 am", "about" alone reads as "concerning"
    if words[0] in table["time_as_is"] or words[-1] == "ago" or RELATIVE_TIME.match(answer.lower()):
        return answer
    if noun == "age":
        return answer if words[0] == "age" else f"at age {answer}"
    found = next((table["time_prepositions"][w] for w in words if w in table["time_prepositions"]), None)
    if _dated(words):
        found = "on"  # "May 4th", "the 4th of July": a day, not a month
    if found is None and re.fullmatch(r"\d{1,2}(:\d\d)?", words[0]):
        found = "at"  # "10:00", "7"
    if found is None and re.fullmatch(r"\d{3,4}s?", words[0]):
        found = "in"  # a year, a decade
    if found is None and noun is not None:
        found = table["noun_kinds"].get(noun)
    if found is None:
        return answer
    if found == "in the" and words[0] in ("the", "this", "that", "every", "each"):
        found = "in"
    return f"{found} {answer}"


def _ordinal_unit(words: Sequence[str]) -> str | None:
    """What an ordinal time ("first week", "7th day", "following month", "the first month of the ad campaign")
    takes before it without its own "the": "the " for "following" and "previous" (the following month), else
    a preposition and "the" (in the first week, on the 7th day); None for any other answer."""
    table = statement_rules()
    at = 1 if words[0] == "the" else 0
    if len(words) < at + 2 or words[at + 1].rstrip(",") not in table["ordinal_units"]:
        return None
    ordinal = words[at]
    if ordinal in table["bare_ordinals"]:
        return "the "
    if ordinal in table["ordinals"] or re.fullmatch(r"\d+(?:st|nd|rd|th)", ordinal):
        return f"{table['ordinal_units'][words[at + 1].rstrip(',')]} the "
    return None


def _dated(words: Sequence[str], day: re.Pattern[str] = re.compile(r"\d{1,2}(?:st|nd|rd|th)?,?")) -> bool:
    """Whether lower-cased ``words`` name a day of a month: "may 4th", "4 july", "the 4th of july"
    (with ``day`` any number: a month with its day or year, "may 1789")."""
    months = set(statement_rules()["months"])
    return any(
        word in months and (
            (n + 1 < len(words) and day.fullmatch(words[n + 1]))
            or (n and day.fullmatch(words[n - 1])) or (n > 1 and words[n - 1] == "of" and day.fullmatch(words[n - 2]))
        )
        for n, word in enumerate(words)
    )  # fmt: skip


def _restore_case(answer: str, source: str) -> str:
    """The answer (MC-TACO writes answers in lower case) with the case its words have inside the
    sentence or question, and day and month names capitalised."""
    cased, titles = {}, {}
    for match in re.finditer(r"(?<=[\w,;:] )[\w'.-]+", source):
        word = match.group()
        if not word.islower():
            cased.setdefault(word.lower(), word)
    for match in re.finditer(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)+", source):  # "Magical Mystery Tour", "Boston Center"
        for word in match.group().lower().split():
            titles.setdefault(word, set()).update(match.group().lower().split())
    tokens = re.findall(r"[\w'-]+|[^\w\s]", source)
    for n in range(1, len(tokens)):
        following = tokens[n + 1] if n + 1 < len(tokens) else "."
        if tokens[n][:1].isupper() and tokens[n - 1][:1].islower() and not following[:1].isupper():
            titles.pop(tokens[n].lower(), None)  # a name the source also writes alone ("they trusted Maharishi")
    capitalised = set(statement_rules()["capitalised"])
    words = answer.split()

    def fix(n: int, word: str) -> str:
        if word == "i":
            return "I"
        if word in capitalised:
            return word.capitalize()
        name = titles.get(word)
        neighbours = {w.lower() for w in words[max(n - 1, 0) : n + 2]} - {word}
        if name is not None and getAllLemmas(word) and not (name & neighbours):
            return word  # "on tour": the common word, not the "Tour" of "Magical Mystery Tour"
        return cased.get(word, word)

    dated = _dated([word.lower() for word in words], re.compile(r"\d[\d,]*(?:st|nd|rd|th)?"))  # "may 4th": May, no modal
    months = set(statement_rules()["months"])
    def month(n: int) -> bool:  # "in may", "early march," at the end: the month
        word, last = words[n].rstrip(",."), n + 1 == len(words) or words[n].endswith(",")
        return word in months and (dated or n > 0 and words[n - 1] in ("in", "of", "early", "late", "since", "until") and last)

    return " ".join(word[:1].upper() + word[1:] if month(n) else fix(n, word) for n, word in enumerate(words))


def _wh_phrase(tokens: Sequence[Token]) -> tuple[str, str | None, int, list[str]]:
    """(kind, noun, index of the auxiliary after it, its words) of the question's wh-phrase, or kind "" for none."""
    table = statement_rules()
    lowered = [t.form.lower() for t in tokens]
    auxiliary = next((i for i, w in enumerate(lowered) if i and w in table["auxiliaries"]), None)
    if auxiliary is None:
        return "", None, -1, []
    phrase = lowered[:auxiliary]
    text = " ".join(phrase)
    kind = next((k for w, k in sorted(table["wh_kinds"].items(), key=lambda i: -len(i[0])) if text.startswith(w)), "")
    noun = next((w for w in phrase if w in table["noun_kinds"]), None)
    return kind, noun, auxiliary, phrase


COUNT = re.compile(
    r"(?:(?:about|around|only|just|over|nearly|almost|at least|more than|less than) )?"
    r"(?P<number>[\d.,]+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many)"
    r"(?: (?:or|to) (?:[\d.,]+|one|two|three|four|five|six|seven|eight|nine|ten))?"
)


def _counted(question: Sequence[Token], auxiliary: int, phrase: list[str], answer: str) -> str | Skip:
    """ "How many <noun> [a month] <auxiliary> <subject> <verb> ...?" + a number: the number and the noun
    as the verb's object, after a stranded preposition ("How many cases a month does his father work on?"
    + "9" -> "His father works on 9 cases a month."). A subject question ("How many months were in last
    quarter?") or an answer that is no number is of another form or kind."""
    clause = declarative(question, auxiliary)
    if clause is None or clause.verb < 0:
        return Skip.MCTACO_QUESTION_FORM
    count = COUNT.fullmatch(answer)
    noun, rest = phrase[2], phrase[3:]
    if count is None:
        return Skip.MCTACO_ANSWER_KIND
    if count[0] == count["number"] in ("1", "one") or count[0].endswith(" one"):
        noun = next(iter(getAllLemmas(noun).get("NOUN", ())), noun)  # "about one speech"
    content = [t for t in question if not (t.upos == "PUNCT" and t.form in "?.")]
    prepositions = ("for", "in", "at", "on", "with", "about", "to")
    stranded = [content[-1].form] if content[-1].upos == "ADP" and content[-1].form.lower() in prepositions else []
    words = list(clause.words)
    if stranded and words[-1][0].lower() == stranded[0].lower():
        words.pop()  # the clause keeps a stranded "on"; here it moves before the count ("works on 9 cases")
    position = clause.verb + 1
    if not stranded and position < len(words) and words[position][0].lower() in prepositions:
        position += 1  # "How many cases does she work on a month?": "works on one or two cases a month"
    words.insert(position, (" ".join([*stranded, answer, noun, *rest]), True))
    return _render(words)


def _dangling_subordinator(answer: Sequence[Token]) -> bool:
    """Whether a subordinator that needs a clause has no verb after it: "when 9 : am" ("am" is the clock's)."""
    table = statement_rules()
    opened = False
    for token in answer:
        form = token.form.lower()
        if form in table["clause_only"]:
            opened = True
        elif opened and token.upos in ("VERB", "AUX") and form not in table["time_prepositions"]:
            opened = False
    return opened


def _shares_half(answer: Sequence[Token], clause: Sequence[Token]) -> bool:
    """Whether a clause answer names at least half of the question's nouns, names and verbs (light words
    aside), its verb among them (without a verb, every noun): it states what the question asks about ("the fortress had
    been built for some years before the aftermath" for "Was the fortress built before the aftermath of
    Massaga and Ora?"), not another matter ("it has three u.s. branches")."""
    content, found = _content_found(answer, clause)
    verbs = [t for t in content if t.upos == "VERB"]
    if not verbs:  # "Were there additional meetings ...?": every noun
        return len(found) == len(content) > 0
    return 2 * len(found) >= len(content) and any(t in found for t in verbs)


def _told_when(answer: Sequence[Token], clause_tokens: Sequence[Token], clause: Clause) -> int | None:
    """Where the answer's own words start in a clause answer that repeats the question's subject (or a
    pronoun for it) and verb group (``clause_tokens``: the question from its auxiliary on) and then adds
    only its own words: "they play every other day" for "How often do
    they play a game with Quack?" -> 2 ("every other day"); "it was 2 months" for "How long was the
    counter-attack?" -> 2. None for any other answer, or when what follows names the question's words
    again ("he performs weekly on tv" for "How often does he perform in TV shows?")."""
    table = statement_rules()
    forms = [t.form.lower() for t in answer]
    subject = [word.lower() for word, _ in clause.words[: clause.verb if clause.do_tag else clause.negation - 1]]
    if not forms or not subject:
        return None
    start = 1 if forms[0] in table["third_person_pronouns"] else len(subject) if forms[: len(subject)] == subject else 0
    verbs = {t.lemma.lower() for t in clause_tokens if t.upos in ("VERB", "AUX")} | {clause.lemma}
    position = start
    while start and position < len(answer) and answer[position].lemma.lower() in verbs:
        position += 1
    said = {t.lemma.lower() for t in answer[start:position]}
    copula = said == {"be"} and not any(t.upos == "VERB" for t in clause_tokens)  # "it was 2 months"
    if position == len(answer) or not (clause.lemma in said or copula):
        return None
    repeated = {t.form.lower() for t in clause_tokens}
    while position < len(answer) - 1 and answer[position].upos in ("PRON", "ADP", "PART") and answer[position].form.lower() in repeated:
        position += 1  # "she uses it every minute": "it" is the question's too
    named = {t.lemma.lower() for t in clause_tokens if t.upos in ("NOUN", "PROPN", "VERB", "ADJ", "NUM")}
    if any(t.lemma.lower() in named or t.upos in ("VERB", "AUX") and t.xpos != "VBN" for t in answer[position:]):
        return None
    times = {*table["noun_kinds"], *table["time_prepositions"], *(unit.removesuffix("s") for unit in table["units"]),
             *table["capitalised"], *table["months"], "time", "moment", "minute", "decade", "century", "millennium"}  # fmt: skip
    if any(t.form == "," for t in answer[position:]):
        return None  # "24 hours a day, 7 days a week, near the satellite dish": more than a time
    opening = answer[position]
    head = next((t for t in answer[position + 1 :] if t.upos in ("NOUN", "PROPN")), None)
    if opening.upos == "DET" and opening.form.lower() not in ("every", "each", "this", "that", "all") and (
        head is not None and head.lemma.lower() not in times
    ):
        return None  # "shelly talked to the pup dogs at 3am": an object of the verb first, no time
    return position


def _restates(answer: Sequence[Token], clause: Sequence[Token]) -> bool:
    """Whether a clause answer restates the question's clause (its words after the wh-phrase): it has
    every noun, name and verb of it, light words aside, in some form ("tumble ate the oatmeal around
    1am" for "When did Tumble eat the oatmeal?"; not "it takes about 20 centuries on average" for "How
    long does it take to eat breakfast?", which loses the breakfast)."""
    content, found = _content_found(answer, clause)
    return bool(content) and len(found) == len(content)


def _content_found(answer: Sequence[Token], clause: Sequence[Token]) -> tuple[list[Token], list[Token]]:
    """The clause's nouns, names and verbs (light words aside; words LemmInflect knows as a noun or verb,
    whatever the tag: "able", tagged a verb, is none, "disruption", tagged an adjective, is one), and
    those of them the answer has in some form."""
    light = set(statement_rules()["light_words"])
    said = {word for t in answer for word in (t.lemma.lower(), *_lemmas(t.form.lower()))}

    def content_word(token: Token) -> bool:
        readings = getAllLemmas(token.form.lower())
        if token.lemma.lower() in light or token.upos not in ("NOUN", "VERB", "PROPN", "ADJ"):
            return False
        return token.upos == "PROPN" or not readings or bool({"NOUN", "VERB"} & readings.keys())

    content = [t for t in clause if content_word(t)]
    return content, [t for t in content if {t.lemma.lower(), *_lemmas(t.form.lower())} & said]


def statement(
    question: Sequence[Token], answer: Sequence[Token], answer_text: str, source: str, retense: bool = True
) -> str | Skip:
    """The statement that a question (its UD tokens) and a candidate answer (its tokens and text) make
    together, or why there is none. ``source`` (the sentence and the question) gives the answer's case;
    ``retense``: an answer clause takes a past question's tense (:func:`_answer_in_past`)."""
    question = _adjunct_last(_source_case(question, source))
    text = "".join(t.form + (" " if t.space_after else "") for t in question).strip()
    kind = answer_kind(answer)
    first_word = answer_text.split()[0].lower().rstrip(",.;!")  # "yes, since birth"
    if kind not in ("yes", "no") and first_word in ("yes", "no") and len(answer_text.split()) > 1:
        kind = first_word  # "no he gave up": the answer to a yes/no question is its first word
    cased = _restore_case(answer_text, source).rstrip(" ,;")  # "two hours,": the crowd's trailing comma
    words = [t.form.lower() for t in question]
    if words and words[0] in statement_rules()["auxiliaries"]:  # a yes/no question
        if kind == "clause" and _shares_half(answer, question[1:]) and not _dangling_subordinator(answer):
            return _render([(cased, True)])  # "he has accepted it for several weeks": a claim that answers
        if kind not in ("yes", "no"):
            return _how_often_instead(question, cased)
        clause = declarative(question, 0)
        if clause is None:
            return Skip.MCTACO_QUESTION_FORM
        return _render([*_polar(clause, kind == "yes"), *_reason(answer, cased, question)])
    if kind in ("yes", "no") or first_word in ("and", "but", "or", "so"):
        return Skip.MCTACO_ANSWER_KIND  # "and went to the crime scene": no subject, a fragment
    form = question_form(text) if _happen_question(question) else None
    if isinstance(form, QuestionForm) and not form.warm_up:  # "What happened before ...?": the answer is the subject
        if kind == "phrase" and any(t.upos in ("VERB", "AUX") and t.xpos in ("VBD", "VBZ", "VBP") for t in answer):
            kind = "clause"  # "the public understood what was happening", misparsed
        if kind == "phrase":
            if _time_expression(cased):  # "July 1967 happened after ...": a time is no event
                return Skip.MCTACO_ANSWER_KIND
            return form.surface.format(X=cased[:1].upper() + cased[1:])
        if kind == "clause":
            if retense and any(t.lemma.lower() in statement_rules()["happen"] and t.xpos == "VBD" for t in question):
                cased = _answer_in_past(answer, cased)  # "What happened after ...?": the answer's verb in the past
            return _happened(form.surface, cased)
        if kind == "subordinate" and re.fullmatch(r"[^,]+, \w+ [^,]+", cased):
            return _render([(cased, True)])  # "after a subpoena is granted, the authorities give ...": a sentence
        return Skip.MCTACO_ANSWER_KIND
    wh, noun, auxiliary, phrase = _wh_phrase(question)
    if phrase == ["what"] and "do" in words[auxiliary + 2 :]:  # "What did he do when ...?"
        if retense and kind == "clause" and words[auxiliary] == "did":
            cased = _answer_in_past(answer, cased)  # "What did Mary do ...?" + "mary stops picking": stopped
        return _done(question, auxiliary, kind, cased)
    if phrase[:2] == ["how", "many"] and len(phrase) > 2 and not wh:  # "How many cases a month does he work on?"
        return _counted(question, auxiliary, phrase, cased)
    if not wh or any(t.upos == "VERB" or t.form.lower() == "to" for t in question[:auxiliary]):
        return Skip.MCTACO_QUESTION_FORM  # "How often to Nicia and Lucrezia express their desire to have ...?"
    clause = declarative(question, auxiliary)
    if clause is None:
        return Skip.MCTACO_QUESTION_FORM
    took = TOOK.fullmatch(cased)
    if wh == "duration" and kind == "clause" and took and clause.lemma == "take":  # "it will take 9 months"
        cased, kind, answer = took["duration"], "phrase", answer[-len(took["duration"].split()) :]
    told = _told_when(answer, question[auxiliary:], clause) if kind == "clause" else None
    aligned = told is not None and [t.form.lower() for t in answer[:told]] == cased.lower().split()[:told]
    if told is not None and aligned:  # "they play every other day": the question's clause with "every other day"
        answer = answer[told:]
        cased, kind = " ".join(cased.split()[told:]), answer_kind(answer)
    if kind == "clause" and wh in ("time", "frequency") and any(
        cased.lower().startswith(opening + " ") for opening in statement_rules()["each_time"]
    ):
        kind = "subordinate"  # "each time he feels slighted": a time, its clause inside
    if kind in ("clause", "verb-phrase") or (kind == "subordinate" and wh not in ("time", "frequency")):
        answers_it = kind == "clause" and _restates(answer, question[auxiliary + 1 :]) and not _dangling_subordinator(answer)
        if retense and answers_it and clause.do_tag == "VBD":
            cased = _answer_in_past(answer, cased)  # "How often did they go ...?" + "they go ...": went
        return _render([(cased, True)]) if answers_it else Skip.MCTACO_ANSWER_KIND
    first = cased.split()[0].lower()
    if kind == "phrase" and any(
        t.upos == "VERB" and t.xpos in ("VBD", "VBZ", "VBP", "VBN") and _can_be_verb(t.form.lower()) for t in answer[1:]
    ):  # "every few hundred weeks": "hundred", tagged a verb, is none
        return Skip.MCTACO_ANSWER_KIND  # "the committee formed within 15 minutes": a clause, misparsed
    adverb, _, said = cased.partition(" ")
    if wh in ("duration", "time") and kind == "phrase" and said and adverb.lower() in statement_rules()["preverbal"]:
        clause, cased, first = _preverbal(clause, adverb.lower()), said, said.split()[0].lower()  # "usually a minute"
    if wh == "duration":
        counted = phrase[1:] if phrase[:1] == ["for"] else phrase  # "For how many years ...?"
        if noun is None and counted[:2] == ["how", "many"] and len(counted) > 2 and COUNT.fullmatch(cased):
            cased = corrected_answer(f"{cased} {counted[2]}")[0]  # "How many years ...?" + "100"; "1": "1 hour"
        takes_object = clause.lemma in ("take", *statement_rules()["duration_objects"]) and clause.verb >= 0
        if takes_object and first in statement_rules()["not_an_object"]:
            return Skip.MCTACO_ANSWER_KIND  # "It took in a second ...": the answer is no object of take
        if clause.lemma in statement_rules()["duration_objects"] and clause.verb >= 0:  # "Mary spent about two minutes picking blueberries."
            return _with_answer(clause, cased, clause.verb + 1)
        if clause.verb < 0 and clause.words[-1][0].lower() in statement_rules()["lasting"]:  # "How long was the storm?"
            words = [*clause.words[:-1], (statement_rules()["lasting"][clause.words[-1][0].lower()], True)]
            return _render([*words, (cased, True)])
        follows = [word.lower() for word, _ in clause.words[clause.verb + 1 : clause.verb + 2]]
        gerund = bool(follows) and follows[0].endswith("ing") and _is_form(follows[0], "VBG")  # "takes 33 years differentiating"
        adjunct = bool(follows) and follows[0] in statement_rules()["not_an_object"]  # "took in search of her watch"
        if clause.lemma == "take" and clause.verb >= 0 and clause.words[0][0].lower() != "it" and (follows in ([], ["to"]) or gerund or adjunct):
            return _with_answer(clause, cased, clause.verb + 1)  # "The move took 2 centuries." (not "taking 10 minutes photos")
        if clause.lemma == "take" and clause.words[0][0].lower() == "it" and clause.verb >= 0:
            # "It took him a few hours to look at Violet", "It took the shelter 10 years to get ...",
            # "It takes 15 years for her to ...": before "to" or "for", after take's object
            after = next((i for i in range(clause.verb + 1, len(clause.words))
                          if clause.words[i][0].lower() in ("to", "for")), clause.verb + 1)  # fmt: skip
            return _with_answer(clause, cased, after)
        as_is = first in statement_rules()["duration_as_is"]
        ordinal = _ordinal_unit(cased.lower().split())
        if ordinal is not None and not as_is and first != "the":
            cased = f"the {cased}"  # "for 1st week": "for the 1st week"
        return _with_answer(clause, cased if as_is else f"for {cased}")
    if wh == "frequency":
        if phrase[:3] == ["how", "many", "times"] and COUNT.fullmatch(cased):
            cased = corrected_answer(f"{cased} times")[0]  # "How many times ...?" + "18", "one": "one time"
        if cased.lower() in statement_rules()["preverbal"]:  # "never": "He never lays on the chair."
            return _render(_preverbal(clause, cased.lower()).words)
        frequency = set(cased.lower().replace("-", " ").split()) & set(statement_rules()["frequency_words"])
        if first in ("not", "for") or not (frequency or first in statement_rules()["time_as_is"]):
            return Skip.MCTACO_ANSWER_KIND  # "not very often" would need to move before the verb; "highly satisfying day"
        if phrase[:3] == ["how", "many", "times"]:
            if re.fullmatch(r".+ times?|(?:.+ )?(?:once|twice)", cased):  # "5 times", "just once": "5 times a week"
                cased = " ".join([cased, *phrase[3:]])
            cased = corrected_answer(cased)[0]  # "1" + "times": "1 time"
        return _with_answer(clause, cased)
    if _dangling_subordinator(answer):
        return Skip.MCTACO_ANSWER_KIND
    timed = _time_answer(cased, noun)
    table = statement_rules()
    times = {*table["units"], *(unit.removesuffix("s") for unit in table["units"]), *table["known_words"], "ago", "later", "in"}
    verbs = [w for w in cased.lower().split()[1:] if w not in times and any(_is_form(w, tag) for tag in ("VBZ", "VBD", "VBP"))]
    if timed == cased and first not in table["time_as_is"] and verbs and not RELATIVE_TIME.match(cased.lower()):
        return Skip.MCTACO_ANSWER_KIND  # "low-income people own their own homes", "he ducks": a clause, no time
    if set(timed.lower().split()) & set(table["past_markers"]):
        clause = _in_past(clause)  # "Ransome starts to look after her 5 minutes ago": started
    if [word.lower() for word, _ in clause.words] in table["time_predicates"] and timed != cased and cased[:1].isdigit():
        timed = cased  # "What time of day was it?" + "4:00 PM": "It was 4:00 PM.", not "It was at 4:00 PM."
    return _with_answer(clause, timed)


def _in_past(clause: Clause) -> Clause:
    """The clause with a present do-auxiliary's verb, or a present be-auxiliary, put in the past."""
    words = list(clause.words)
    if clause.do_tag in ("VBZ", "VB") and clause.verb >= 0:
        words[clause.verb] = (_inflect(words[clause.verb][0], clause.lemma, "VBD"), words[clause.verb][1])
        return replace(clause, words=tuple(words), do_tag="VBD")
    at = clause.negation - 1
    past = {"is": "was", "am": "was", "are": "were"}
    if clause.do_tag is None and 0 <= at < len(words) and words[at][0].lower() in past:
        words[at] = (past[words[at][0].lower()], words[at][1])
    return replace(clause, words=tuple(words))


def _answer_in_past(answer: Sequence[Token], cased: str) -> str:
    """An answer clause with its main verbs put in the past, for a past question ("What did Mary do after
    turning around?" + "mary stops picking" -> "mary stopped picking"): the root, and verbs coordinated with
    it, when finite present (or bare after a subject: "he frame it"); a present auxiliary or copula of one
    takes the tense instead ("preetam is bleeding" -> "was bleeding"). A reported or subordinate clause
    keeps its own tense; modals are left (their past changes the sense)."""
    past = statement_rules()["present_past"]
    heads = {t.index for t in answer if t.deprel == "root"}
    heads |= {t.index for t in answer if t.deprel == "conj" and t.head in heads and t.upos in ("VERB", "AUX")}
    changes: dict[int, str] = {}
    for head in sorted(heads):
        token = next(t for t in answer if t.index == head)
        helpers = [t for t in answer if t.head == head and t.deprel in ("aux", "cop") and t.xpos in ("VBZ", "VBP")]
        if any(t.head == head and t.deprel in ("aux", "cop") and t.xpos not in ("VBZ", "VBP") for t in answer):
            continue  # "they will leave", "he has been ...": a modal or an auxiliary already past or non-finite
        subject = any(t.head == head and t.deprel.startswith("nsubj") for t in answer)
        after = next((t for t in answer if t.index == head + 1), None)
        before = next((t for t in answer if t.index == head - 1), None)
        if (after is not None and after.upos == "VERB" and after.xpos in ("VBZ", "VBP", "VBD")) or (
            before is not None and before.form.endswith(".") and before.form[:1].isalpha()
        ):
            continue  # "mr. peters tell one story", "guber peters nursed": a name the parser took for a verb
        if helpers and helpers[0].form.lower() in past:
            changes[helpers[0].index] = past[helpers[0].form.lower()]
        elif not helpers and subject and token.upos == "VERB" and token.xpos in ("VBZ", "VBP", "VB"):
            lemmas = getAllLemmas(token.form.lower()).get("VERB", ())  # not the parser's "busy" for "buys"
            lemma = token.lemma.lower() if token.lemma.lower() in lemmas or not lemmas else lemmas[0]
            changes[head] = past.get(token.form.lower()) or _inflect(token.form.lower(), lemma, "VBD")
    if not changes:
        return cased
    written = cased.split(" ")
    at = 0
    for token in answer:  # the tokens in the written words, in order ("it 's" is two of each)
        found = next((i for i in range(at, len(written)) if written[i].lower() == token.form.lower()), None)
        if found is None:
            continue
        at = found + 1
        if token.index in changes:
            word = changes[token.index]
            written[found] = word[:1].upper() + word[1:] if written[found][:1].isupper() else word
    return " ".join(written)


def _happened(surface: str, clause: str) -> str | Skip:
    """A clause that answers "What happened (to X) before/after/when ...?" with the question's anchor:
    "they dried up" about "What happened to al Qaeda's finances after 9/11?" -> "Al Qaeda's finances
    dried up after 9/11."; an answer whose subject is a pronoun comes after an anchor that is a clause
    or phrase, so that the pronoun follows the name it stands for ("After Roberta sat at the computer,
    she filled out the forms.", not "She filled out the forms after Roberta sat at the computer.")."""
    table = statement_rules()
    anchor = _anchor(surface)
    subject, _, predicate = clause.partition(" ")
    pronoun = subject.lower() in table["third_person_pronouns"]
    undergoer = re.match(r"\{X\} (?:\w+ )*?(?:happen|happened|happens|occurred|occurs) to (.+?)\.?$", surface)
    if undergoer is not None and _only_verb(undergoer[1].split(" ")[0].lower()):
        undergoer = None  # "What happened to allow them to seek help?": a purpose, no undergoer
    if undergoer is not None and pronoun and predicate:  # "What happened to the clothes?" + "they got dirty"
        named = undergoer[1] if anchor is None else undergoer[1][: -len(anchor)].rstrip()
        singular = " and " not in named and named[:1].isupper() and " " not in named  # a name; "finances", "clothes": plural
        verb, _, after = predicate.partition(" ")
        modal = "AUX" in getAllLemmas(verb.lower()) and verb.lower() not in rules()["agreement"]["singular"]  # "will"
        if subject.lower() == "they" and singular and not modal:  # "they have" about "Pomona": "Pomona has"
            predicate = " ".join(filter(None, [_agree(verb, "plural", "singular"), after]))
        clause, pronoun = f"{named} {predicate}", False
    elif anchor is None or len(anchor.split()) == 1 and anchor.lower() not in table["anchor_adverbs"]:
        return Skip.MCTACO_QUESTION_FORM  # "What happened after?"
    if anchor is None or anchor.split()[0].lower() in clause.lower().split():  # the answer states its own anchor
        return _render([(clause, True)])
    if pronoun and anchor.split()[0].lower() in table["clause_markers"]:
        return _render([(anchor[:1].upper() + anchor[1:] + ",", True), (subject.lower(), True), (predicate, True)])
    return _render([(clause, True), (anchor, True)])


def _source_case(question: Sequence[Token], source: str) -> list[Token]:
    """The question's tokens in the case ``source`` (its sentence and question) writes them: a tokenizer
    may change it (UDPipe reads "IBM's" as "IBm" + "'s")."""
    forms = re.findall(r"[\w.-]+", source)
    written = {word.lower(): word for word in forms}
    return [
        t._replace(form=written[t.form.lower()])
        if not t.form[1:].islower() and t.form not in set(forms) and t.form.lower() in written else t
        for t in question
    ]  # fmt: skip


def _adjunct_last(question: Sequence[Token]) -> Sequence[Token]:
    """The question with an opening adjunct moved to its end, where the statement puts it: "After buying
    the house, how long did it take the owners to notice the room?" -> "How long did it take the owners
    to notice the room after buying the house?"; "Afterwards did Einstein and Chaplin know each other?"
    likewise. The adjunct is a clause marker's phrase up to a comma, or an anchor adverb before an
    auxiliary, followed by a wh-word or an auxiliary."""
    table = statement_rules()
    lowered = [t.form.lower() for t in question]
    if len(question) < 3 or lowered[0] not in {*table["clause_markers"], *table["anchor_adverbs"]}:
        return question
    if lowered[0] in table["anchor_adverbs"] and lowered[1] in table["auxiliaries"]:
        end, resume = 1, 1
    else:
        end = next((i for i, word in enumerate(lowered) if word == ","), len(lowered))
        resume = end + 1
    opens = lowered[resume] if resume < len(lowered) else ""
    if not (opens in table["auxiliaries"] or opens.startswith(("what", "how", "when", "where", "which"))):
        return question
    body = [t for t in question[resume:] if not (t.upos == "PUNCT" and t.form in "?.")]
    if not body:
        return question
    body[0] = body[0]._replace(form=body[0].form[:1].upper() + body[0].form[1:])
    body[-1] = body[-1]._replace(space_after=True)
    adjunct = [question[0]._replace(form=lowered[0]), *question[1:end]]
    adjunct[-1] = adjunct[-1]._replace(space_after=False)
    mark = [question[-1]] if question[-1].form in "?." else []
    return [*body, *adjunct, *mark]


def _time_expression(phrase: str) -> bool:
    table = statement_rules()
    words = phrase.lower().split()
    return any(w in table["time_prepositions"] or w in table["units"] or w.rstrip("s") in table["noun_kinds"]
               or re.fullmatch(r"[\d.,:/-]+", w) for w in words)


def _happen_question(question: Sequence[Token]) -> bool:
    """ "What happened / will happen / might have happened ...?": a subject question about an event."""
    words = [t.form.lower() for t in question[:4]]
    return words[:1] == ["what"] and any(lemma in statement_rules()["happen"] for t in question[1:4] for lemma in [t.lemma.lower()])


def _preverbal(clause: Clause, adverb: str) -> Clause:
    """The clause with a frequency adverb before its verb, or after its auxiliary ("They are never late")."""
    position = clause.verb if clause.do_tag is not None else clause.negation
    words = [*clause.words[:position], (adverb, True), *clause.words[position:]]

    def moved(index: int) -> int:
        return index + 1 if index >= position else index

    return replace(clause, words=tuple(words), slot=moved(clause.slot), negation=moved(clause.negation), verb=moved(clause.verb))


def _reason(answer: Sequence[Token], cased: str, question: Sequence[Token]) -> list[tuple[str, bool]]:
    """What a "yes" or "no" answer says after it, when that is a clause that says more than the question
    (not "yes he is still barking at the ducks"), joined to the stated question (", and he gave up" for
    "no he gave up"; ", but she found him that afternoon"); else nothing."""
    rest = [t for t in answer[1:] if t.form != ","]
    said = cased.split(" ", 1)[1].lstrip(", ") if " " in cased else ""
    if not rest or not said:
        return []
    joined = said.split(" ", 1)[0].lower() in ("and", "but", "because", "so")
    clause_tokens = rest[1:] if joined else rest
    if answer_kind(clause_tokens) != "clause" or _dangling_subordinator(clause_tokens) or not _says_more(clause_tokens):
        return []
    echoed, found = _content_found(question, clause_tokens)  # the elaboration's words, all in the question
    if echoed and len(found) == len(echoed):
        return []
    return [(",", False), (said if joined else f"and {said}", True)]


def _says_more(clause: Sequence[Token]) -> bool:
    """Whether a pronoun's clause says something ("he gave up"; not "he is", "it is not", "they did")
    and its verb agrees with the pronoun ("they was", "she find", "he not did", "they always known":
    the crowd's slips, no sentence)."""
    forms = [t.form.lower() for t in clause]
    light = {"be", "do", "have"}
    if not any(t.upos in ("NOUN", "PROPN", "ADJ", "NUM") or t.upos == "VERB" and t.lemma.lower() not in light for t in clause):
        return False
    if forms[0] not in statement_rules()["subject_pronouns"] or len(forms) < 2:
        return True
    contracted = {"'re": "are", "'ve": "have", "'s": "is", "'m": "am", "'ll": "will", "'d": "would", "n't": "not"}
    verb = next((contracted.get(t.form.lower(), t.form.lower()) for t in clause[1:]
                 if t.upos != "ADV" or t.form.lower() in ("not", "n't")), "")  # fmt: skip
    singular = forms[0] in ("he", "she", "it")
    if verb != "not" and not _can_be_verb(verb):
        return False  # "it wasn just a fling"
    if verb in ("not", "n't") or _is_form(verb, "VBN") and not _is_form(verb, "VBD"):
        return False  # "he not did", "they always known"
    if verb in ("was", "wasn't") and forms[0] in ("we", "they", "you") or verb in ("were", "weren't") and singular:
        return False
    base = _is_form(verb, "VB") and not _is_form(verb, "VBD")
    return not (singular and base and verb not in ("can", "will", "would", "could", "should", "may", "might", "must"))


def _how_often_instead(question: Sequence[Token], answer: str) -> str | Skip:
    """A frequency or a span answering "always" or "still" in a yes/no question ("Was the bear always
    smiling at the girl?" + "every month" -> "The bear was smiling at the girl every month."): the
    clause without the adverb the answer replaces, with the answer. Any other answer to a yes/no
    question is no yes or no."""
    table = statement_rules()
    clause = declarative(question, 0)
    words = answer.lower().split()
    past = question[0].form.lower() in ("was", "were", "did", "had")  # "is engaging ... for 6 years" reads wrong
    span = past and words[0] == "for" and words[-1] != "times" and COUNT.fullmatch(" ".join(words[1:-1])) is not None
    often = words[0] in ("every", "once", "twice", "each") and bool(set(words) & set(table["frequency_words"]))
    adverb = None if clause is None else next(
        (n for n, (word, _) in enumerate(clause.words) if word.lower() in ("always", "still")), None
    )
    if clause is None or adverb is None or not (span or often):
        return Skip.MCTACO_NOT_YES_NO
    words_left = [*clause.words[:adverb], *clause.words[adverb + 1 :]]
    slot = clause.slot - 1 if clause.slot > adverb else clause.slot
    return _render([*words_left[:slot], (answer, True), *words_left[slot:]])


def _polar(clause: Clause, yes: bool) -> list[tuple[str, bool]]:
    """A yes/no question's clause stated (a negative-polarity "ever" dropped), or negated: "still" becomes
    "no longer", else "not" follows the auxiliary (a do-auxiliary comes back with the verb in its base form)."""
    words = list(clause.words)
    if yes:  # "Will Johnson ever retire?" yes: "Johnson will retire", not "will ever retire"; "ever since" stays
        return [word for n, word in enumerate(words) if word[0].lower() not in statement_rules()["negative_polarity"]
                or (n + 1 < len(words) and words[n + 1][0].lower() in ("since", "after", "before"))]  # fmt: skip
    still = next((i for i, (w, _) in enumerate(words) if w.lower() == "still"), None)
    if still is not None:
        words[still] = (statement_rules()["still"], words[still][1])
        return words
    if clause.do_tag is None:
        words.insert(clause.negation, ("not", True))
        return words
    auxiliary = {"VBD": "did", "VBZ": "does", "VB": "do"}[clause.do_tag]
    words[clause.verb] = (clause.lemma or words[clause.verb][0], True)
    words[clause.verb : clause.verb] = [(auxiliary, True), ("not", True)]
    return words


def _stands_for(pronoun: str, named: Sequence[Token]) -> bool:
    """Whether a third-person subject pronoun can stand for the question's subject ``named``: "they" for
    a plural noun phrase ("Joe and his father", "the Boston Center managers"), "he" or "she" for a name
    ("Emiliano Malaquez")."""
    if pronoun not in statement_rules()["third_person_pronouns"] or pronoun == "it" or not named:
        return False
    if len(named) == 1 and named[0].upos == "PRON":
        return False
    if pronoun != "they":
        return named[-1].upos == "PROPN"  # "he" for "Emiliano Malaquez", not for "the clock"
    return _coordinated(named) or _plural_noun(named[-1].form.lower())


def _name_first(
    named: Sequence[Token], pronoun: str, predicate: str, tail: Sequence[tuple[str, bool]]
) -> list[tuple[str, bool]]:
    """A clause whose subject ``pronoun`` stands for the question's subject ``named``, said with the name
    before the pronoun: the name in the subject's place ("Joe and his father worked after riding in the
    field."), or, when the predicate has an object pronoun that a clause after it would name and that
    clause opens with ``pronoun`` too, that clause first with the name ("After Emiliano Malaquez finishes
    a sculpture, he destroys it.", not "Emiliano Malaquez destroys it after he finishes a sculpture.")."""
    table = statement_rules()
    name = [(t.form, True) for t in named]
    objects = set(predicate.lower().split()) & set(table["object_pronouns"])
    if objects and len(tail) > 2 and tail[0][0].lower() in table["clause_markers"] and tail[1][0].lower() == pronoun:
        opening = [(tail[0][0].capitalize(), True), *name, *tail[2:-1], (tail[-1][0] + ",", True)]
        return [*opening, (pronoun, True), (predicate, True)]
    return [*name, (predicate, True), *tail]


def _anchor(surface: str) -> str | None:
    """The part of a subject question's surface after its verb group: "{X} happened before the meeting."
    -> "before the meeting"."""
    body = surface.removeprefix("{X} ").rstrip(".")
    words = body.split(" ")
    markers = {*statement_rules()["clause_markers"], *statement_rules()["anchor_adverbs"]}
    start = next((i for i, w in enumerate(words) if w.lower() in markers), None)
    return None if start is None else " ".join(words[start:])


def _done(question: Sequence[Token], auxiliary: int, kind: AnswerKind, cased: str) -> str | Skip:
    """ "What did X do (after ...)?": a verb phrase takes X as its subject and the auxiliary's tense;
    a clause stands as it is; both keep the rest of the question."""
    words = [t.form.lower() for t in question]
    do = max(i for i, w in enumerate(words) if w == "do")
    tail = [(t.form, True) for t in question[do + 1 :] if not (t.upos == "PUNCT" and t.form in "?.")]
    named = question[auxiliary + 1 : do]
    if kind == "clause":
        said = len(tail) > 1 and f" {' '.join(w for w, _ in tail).lower()} " in f" {cased.lower()} "  # "when they leave work" twice
        pronoun, _, predicate = cased.partition(" ")
        if not said and predicate and _stands_for(pronoun.lower(), named):  # "they worked" about "Joe and his father"
            return _render(_name_first(named, pronoun.lower(), predicate, tail))
        return _render([(cased, True), *([] if said else tail)])
    first = cased.split()[0].lower()
    if kind == "phrase" and "VERB" in getAllLemmas(first):  # "water the flowers", tagged a noun
        kind = "verb-phrase"
    if kind != "verb-phrase":
        return Skip.MCTACO_ANSWER_KIND
    auxiliary_word = words[auxiliary]
    if not named:
        return Skip.MCTACO_QUESTION_FORM
    subject = [(t.form, True) for t in named]
    verb, _, rest = cased.partition(" ")
    tag = statement_rules()["do_auxiliaries"].get(auxiliary_word)
    lemma = (getAllLemmas(verb).get("VERB") or (verb,))[0]
    if tag is not None:
        verb = _inflect(verb, lemma, tag)
        pronoun = tail[1][0].lower() if len(tail) > 1 else ""
        if _stands_for(pronoun, named):  # "destroys it" about "Emiliano Malaquez ... after he finishes a sculpture"
            return _render(_name_first(named, pronoun, " ".join(filter(None, [verb, rest])), tail))
        return _render([*subject, (" ".join(filter(None, [verb, rest])), True), *tail])
    if auxiliary_word in ("will", "would", "can", "could", "should", "might", "may", "must"):
        return _render([*subject, (auxiliary_word, True), (" ".join(filter(None, [lemma, rest])), True), *tail])
    return Skip.MCTACO_QUESTION_FORM


def answer_misspelling(answer: str, source: str) -> str | None:
    """A misspelled word of an answer, or None: a verb spelling of TORQUE's misspelled_verbs, or a word
    of four letters or more that LemmInflect and the tables do not know and that is one edit from a word
    of ``source`` (its sentence and question: "hikacked" for "hijacked")."""
    table = statement_rules()
    known = {*_known_words(), *table["known_words"], *table["time_prepositions"], *table["capitalised"]}
    source_words = {word.lower() for word in re.findall(r"[\w'-]+", source)}
    for word in (w for w in words(answer.replace(" ' ", "'")) if w.isalpha()):  # "wasn't": was, n't
        if word in rules()["misspelled_verbs"]:
            return word
        if len(word) < 4 or word in known or word in source_words or getAllLemmas(word):
            continue
        if _one_edit(word) & source_words:
            return word
    return None


def corrected_answer(answer: str) -> tuple[str, list[str]]:
    """The answer with MC-TACO's slips of agreement corrected ("5 year" -> "5 years", "3 century" ->
    "3 centuries", "1 times" -> "1 time", "once a hour" -> "once an hour", "an second" -> "a second", "9 : am" -> "9 am"),
    its own spacing of "'s" and a final stop undone, and the kinds of correction made."""
    table = statement_rules()
    changes: list[str] = []
    plurals = {unit.removesuffix("s"): unit for unit in table["units"]} | {"century": "centuries"}
    singulars = {plural: singular for singular, plural in plurals.items()}

    def number(match: re.Match[str]) -> str:
        count, unit = match[1], match[2]
        one = count in ("1", "one")
        wanted = singulars.get(unit, unit) if one else plurals.get(unit, unit)
        if wanted != unit:
            changes.append("number agreement")
        return f"{count} {wanted}"

    def article(match: re.Match[str]) -> str:
        following = match[2].lower()
        vowel = following[0] in "aeiou" and not following.startswith(("u", "eu", "one")) or following in ("hour", "hours")
        right = "an" if vowel else "a"
        if right != match[1] and not following.startswith(("u", "eu", "one")):
            changes.append("article")
            return f"{right} {match[2]}"
        return match[0]

    text = " ".join(re.sub(r" ' (s|re|ve|ll|d|m)\b", r"'\1", answer).split()).rstrip(".?! ")  # "they ' re" -> "they're"
    clock = re.sub(r"(\d) : (\d)", r"\1:\2", re.sub(r"(\d) ?: ?([ap])\.?m\b", r"\1 \2m", text))
    if clock != text:  # "9 : am", "9:am" -> "9 am"; "10 : 00" -> "10:00"
        changes.append("clock time")
        text = clock
    units = "|".join(sorted({*plurals, *singulars}, key=len, reverse=True))
    text = re.sub(rf"(?<!\ba )(?<!\ban )\b(\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|several|few|many) ({units})\b",
                  number, text)  # not "a 2 hour drive"

    def counted_noun(match: re.Match[str]) -> str:  # "9 meal per day" -> "9 meals per day"
        noun = match[2]
        if noun not in getAllLemmas(noun).get("NOUN", ()) or noun in {*table["time_prepositions"], *table["known_words"]} or len(noun) < 3:
            return match[0]  # "10 pm", "9 am"
        plural = (getInflection(noun, tag="NNS") or (noun,))[0]
        if plural != noun:
            changes.append("number agreement")
        return f"{match[1]} {plural}{match[3]}"

    text = re.sub(r"(?<!\ba )(?<!\ban )(?<![\d.,])\b(\d*[02-9]|two|three|four|five|six|seven|eight|nine|ten) ([a-z]+)( (?:per|a|an|each|every)\b|$)",
                  counted_noun, text)
    text = re.sub(r"\b(a|an) (\w+)", article, text)
    frequency = re.sub(r"\bone (a|an|per|every) ", r"once \1 ", text)
    frequency = re.sub(r"\bevery (a|an) ", "every ", frequency)
    if frequency != text:
        changes.append("frequency word")
    return frequency, changes
