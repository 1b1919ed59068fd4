"""Event phrases and hypotheses from UD trees (RECASTING.md section 5).

An event phrase is the event's head turned into a noun-like phrase: a verb's gerund
("waited" -> "the waiting"), ``being`` + the predicate for PredPatt copulas ("we're not
happy" -> "the not being happy"), or a nominal event itself ("the attack"), with the
head's adjectives, determiner and negation attached in sentence order and, when its
lemma repeats in the context, its direct object.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from pydantic.dataclasses import dataclass as validated_dataclass

from recast.catalogue import Skip
from recast.morphology import finite_verb_form, gerund, verb_lemma, verb_only
from recast.profiles import STRICT, Profile, Syntax
from recast.resources import load_validated
from recast.types import Sentence, Token

NEGATION_WORDS = frozenset({"not", "never", "n't", "nt"})
OBJECT_RELATIONS = frozenset({"obj", "dobj"})
SKIPPED_HEAD_UPOS = frozenset({"AUX", "DET"})
NOMINAL_UPOS = frozenset({"NOUN", "PROPN"})
COMPLEMENT_UPOS = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})  # not pronouns, clauses or a bare "to"
CLAUSE_MARKERS = frozenset({"nsubj", "nsubjpass", "nsubj:pass", "cop", "aux", "mark"})  # a complement with these is a clause
# Clausal and loose dependents of an attached object would turn a phrase into a sentence.
OBJECT_TRIM_RELATIONS = frozenset({"acl", "acl:relcl", "advcl", "appos", "cc", "conj", "dep", "parataxis", "punct"})
NOMINAL_MODIFIERS = frozenset({"amod", "compound"})
CONTRACTIONS = {"n't": "not", "nt": "not"}
INDEFINITE_ARTICLES = frozenset({"a", "an"})
UNINFORMATIVE_CORPUS_POS = frozenset({"UNKNOWN", "OTHER"})  # TimeML values that leave the choice to the parser
VOWEL_LETTERS = frozenset("aeiou")


@validated_dataclass(frozen=True, config=STRICT)
class PhraseRules:
    """templates/generator/phrases.json: the word lists of the ``readable_phrases`` rules."""

    light_verbs: frozenset[str]  # carry their complement, or the pair is skipped ("the having")
    light_verb_complements: tuple[str, ...]  # relations tried in this order for a light verb's complement
    copula_dependents: frozenset[str]  # kept on copular predicates; advmod:degree = an advmod in degree_words
    degree_words: frozenset[str]
    passive_relations: frozenset[str]  # an auxiliary of these relations with a lemma in passive_auxiliaries
    passive_auxiliaries: frozenset[str]  # makes a passive ("had spoken" parsed with aux:pass is not one)
    relative_xpos: frozenset[str]  # wh-words: a branch holding one is a dangling relative or question
    fragment_trim_relations: frozenset[str]  # clausal and loose branches cut from attached words
    preposition_like_verbs: frozenset[str]  # lemmas whose gerund reads as a preposition ("the according"): skipped
    empty_passives: frozenset[str]  # participles that say nothing without their to-clause ("was supposed to")
    time_words: frozenset[str]  # an "object" that is one of these is a misparsed time ("the saying Friday")
    negative_determiners: frozenset[str]  # not the event's determiner: "no damage" is not an event that happened


@cache
def phrase_rules() -> PhraseRules:
    return load_validated("generator/phrases.json", PhraseRules)


def agree_articles(words: list[str]) -> list[str]:
    """"a"/"an" agree with the word after them, wherever they stand ("a very experienced owner")."""
    return [
        ("an" if following[:1].lower() in VOWEL_LETTERS else "a") if word.lower() in INDEFINITE_ARTICLES else word
        for word, following in zip(words, [*words[1:], ""], strict=True)
    ]


@dataclass(frozen=True)
class EventPhrase:
    determiner: str  # "the", or the event's own determiner ("this attack")
    words: tuple[str, ...]

    def text(self) -> str:
        determiner = self.determiner
        if determiner.lower() in INDEFINITE_ARTICLES:  # the article agrees with the word it now precedes
            determiner = "an" if self.words[0][:1].lower() in VOWEL_LETTERS else "a"
        return " ".join((determiner, *self.words))


def is_negation(token: Token) -> bool:
    return token.deprel == "neg" or (token.deprel.startswith("advmod") and token.form.lower() in NEGATION_WORDS)


def attached_dependents(sentence: Sentence, head: int, relations: Iterable[str]) -> list[Token]:
    """The head's children whose relation the profile attaches; ``advmod:neg`` means negating advmods."""
    wanted = set(relations)
    negating_advmods = "advmod:neg" in wanted
    return [
        child
        for child in sentence.children(head)
        if child.deprel in wanted or (negating_advmods and child.deprel.startswith("advmod") and is_negation(child))
    ]


def object_tokens(sentence: Sentence, head: int, mode: str, readable: bool = False) -> list[Token]:
    """The direct object's subtree, per the profile's ``object_attachment`` mode.

    With ``readable`` a pronoun object is never attached ("the making him") and no fragment comes along.
    """
    if mode == "none":
        return []
    for child in sentence.children(head):
        if child.deprel in OBJECT_RELATIONS and (mode == "object_subtree" or child.upos != "PRON"):
            if readable:
                return [] if not_an_object(child) else readable_subtree(sentence, child)
            if mode == "object_subtree":
                return sentence.subtree(child.index, trim=OBJECT_TRIM_RELATIONS)
            return sentence.subtree(child.index)
    return []


def not_an_object(token: Token) -> bool:
    """A pronoun ("the making him") or a time the parser took for an object ("the saying Friday")."""
    return token.upos == "PRON" or token.form.lower() in phrase_rules().time_words


def readable_subtree(sentence: Sentence, token: Token) -> list[Token]:
    """``token``'s subtree without clauses, complementisers and wh-branches, which dangle once the rest of
    their clause is cut ("the filing a concurring opinion in which", "the saying that of nine women")."""
    rules = phrase_rules()
    kept = sentence.subtree(token.index, trim=rules.fragment_trim_relations)
    dropped = {t.index for t in kept if t.xpos in rules.relative_xpos and t.index != token.index}
    for index in list(dropped):
        dropped.update(t.index for t in sentence.subtree(index))
    return [t for t in kept if t.index not in dropped]


def misparsed_verb(sentence: Sentence, modifier: Token) -> bool:
    """A verb the parser hung on a noun as an adjective: a finite form ("the underwent brain surgery"), or a
    verb-only form with words of its own ("the israeli government admitted mistakes")."""
    return finite_verb_form(modifier.form) or (verb_only(modifier.form) and bool(sentence.children(modifier.index)))


def modifier_with_its_own(sentence: Sentence, modifier: Token) -> list[Token]:
    """An adjective or compound with its own numbers, adjectives, compounds and degree words, recursively
    ("an eighteen percent drop", "a very experienced bird owner"); other words as they are."""
    if modifier.deprel not in NOMINAL_MODIFIERS:
        return [modifier]
    degree_words = phrase_rules().degree_words
    own = [
        t
        for child in sentence.children(modifier.index)
        if child.deprel in NOMINAL_MODIFIERS | {"nummod"} or (child.deprel == "advmod" and child.form.lower() in degree_words)
        for t in modifier_with_its_own(sentence, child)
    ]
    return [modifier, *own]


def clause(sentence: Sentence, token: Token) -> bool:
    """``token`` heads a clause of its own: a subject, copula, auxiliary or complementiser ("to leave")."""
    return any(c.deprel in CLAUSE_MARKERS for c in sentence.children(token.index))


def light_verb_complement(sentence: Sentence, head: int) -> list[Token]:
    """A light verb's complement with its subtree ("the having fresh flowers"); [] when the first one is a
    pronoun, a wh-word or a clause ("the making him", "have to pay"), which do not read as noun phrases."""
    rules = phrase_rules()
    children = sentence.children(head)
    for relation in rules.light_verb_complements:
        for child in children:
            if child.deprel == relation:
                if clause(sentence, child) or child.upos not in COMPLEMENT_UPOS or not_an_object(child) or child.xpos in rules.relative_xpos:
                    return []
                return readable_subtree(sentence, child)
    return []


def copula_extras(sentence: Sentence, head: int, attached: list[Token], verbal: bool) -> list[Token]:
    """What a "being" predicate keeps beyond the profile's dependents: its case marker and degree words
    ("the being in the offing", "the being very happy"); a passive verb only its degree words ("the being
    completely shut off")."""
    rules = phrase_rules()

    def wanted(t: Token) -> bool:
        if t.deprel.startswith("advmod"):
            return "advmod:degree" in rules.copula_dependents and t.form.lower() in rules.degree_words
        return t.deprel in rules.copula_dependents and not verbal

    extras = [t for t in sentence.children(head) if wanted(t) and t not in attached]
    if not verbal and sentence.token(head).upos in NOMINAL_UPOS:  # "the being the reinvention of the wheel"
        extras += [
            t for child in sentence.children(head) if child.deprel.startswith("nmod")
            and any(c.deprel == "case" and c.form.lower() == "of" for c in sentence.children(child.index))
            for t in readable_subtree(sentence, child)
        ]
    return extras


def hyphen_pieces(sentence: Sentence, tokens: list[Token]) -> list[Token]:
    """``tokens`` with the rest of each hyphenated word they touch ("task - force" for "force")."""
    indices = {t.index for t in tokens}
    grew = True
    while grew:
        grew = False
        for t in sentence.tokens:
            if t.index in indices:
                continue
            before = sentence.token(t.index - 1) if t.index > 1 else None
            after = sentence.token(t.index + 1) if t.index < len(sentence.tokens) else None
            glued_to_before = before is not None and before.index in indices and not before.space_after
            glued_to_after = after is not None and after.index in indices and not t.space_after
            if (glued_to_before or glued_to_after) and "-" in (t.form, (before or t).form, (after or t).form):
                indices.add(t.index)
                grew = True
    return [t for t in sentence.tokens if t.index in indices]


def glue(tokens: list[Token], words: list[str]) -> list[str]:
    """Join words the text writes without a space between them ("task-force"), and a possessive ending
    to its word even where the tokens say nothing about spaces (UD-EWT: "pet 's" -> "pet's")."""
    glued: list[str] = []
    for position, (token, word) in enumerate(zip(tokens, words, strict=True)):
        previous = tokens[position - 1] if position else None
        adjacent = previous is not None and previous.index + 1 == token.index
        if adjacent and (not previous.space_after or token.xpos == "POS"):
            glued[-1] += word
        else:
            glued.append(word)
    return glued


def surface_form(token: Token, profile: Profile) -> str:
    form = CONTRACTIONS.get(token.form.lower(), token.form)
    if profile.casing == "keep_proper_nouns" and token.upos == "PROPN":
        return form
    return form if form == "I" else form.lower()


def own_copula(children: Iterable[Token]) -> bool:
    """Whether a verb's copula child is its own ("to be ingeniously planned"): in "one scenario is that Cuba
    can begin" UD hangs "is" on "begin" with the outer clause's subject (nsubj:outer), and the verb itself is
    no copular predicate."""
    relations = {c.deprel for c in children}
    return "cop" in relations and not relations & {"nsubj:outer", "csubj:outer"}


@lru_cache(maxsize=65536)
def event_phrase(
    sentence: Sentence,
    head: int,
    profile: Profile,
    syntax: Syntax,
    inference: str,
    attach_object: bool,
    corpus_pos: str | None = None,
) -> EventPhrase | Skip:
    """The phrase for the event headed by token ``head``, or the reason it is skipped.

    ``corpus_pos`` is the event's part of speech as the corpus annotates it (TimeML ``pos``);
    when the profile says so it decides whether the event is a verb instead of the parser.
    """
    token = sentence.token(head)
    if token.upos in SKIPPED_HEAD_UPOS and inference in profile.skip_aux_det_heads:
        return Skip.AUX_DET_HEAD
    readable = profile.readable_phrases
    rules = phrase_rules()
    children = sentence.children(head)
    copular = head in sentence.copula_heads
    if readable and copular and token.upos == "VERB" and not own_copula(children):
        copular = False  # a verb is no copular predicate ("that Cuba can begin": not "the being begin")
    use_corpus_pos = (
        corpus_pos not in (None, *UNINFORMATIVE_CORPUS_POS) and profile.event_pos[syntax] == "corpus"
    )
    verbal = (corpus_pos if use_corpus_pos else token.upos) == "VERB" and not copular
    nominal = token.upos in NOMINAL_UPOS
    if readable and nominal and not copular and verb_only(token.form):
        verbal, nominal = True, False  # a verb the tagger took for a noun ("if diplomacy fails")
    if readable and not verbal and not copular and not nominal:
        # A word the tagger made neither verb nor noun ("will comply" as ADV, "plead" as ADJ): the corpus's
        # part of speech decides when it has one, else a verb tag or an auxiliary without a copula.
        if corpus_pos in ("VERB", "NOUN"):
            verbal, nominal = corpus_pos == "VERB", corpus_pos == "NOUN"
        else:
            verbal = token.xpos.startswith("VB") or any(c.deprel.startswith("aux") for c in children)
    if not verbal and not copular and profile.nominal_events[syntax] == "drop":
        return Skip.NOMINAL_EVENT
    lemma = verb_lemma(token.form, token.lemma) if verbal else None
    if verbal and lemma is None:
        return Skip.UNRESOLVED_LEMMA
    if readable and lemma in rules.preposition_like_verbs:
        return Skip.FRAGMENT  # "according to", "including": "the according", "the including"
    if readable and copular and token.xpos in rules.relative_xpos:
        return Skip.FRAGMENT  # "what is this?": "the being what"
    if readable and lemma == "be" and any(c.deprel == "expl" for c in children):
        return Skip.EXISTENTIAL
    passive = readable and verbal and any(
        c.deprel in rules.passive_relations and c.lemma.lower() in rules.passive_auxiliaries for c in children
    )
    empty = token.form.lower() in rules.empty_passives
    if passive and empty and any(c.deprel == "xcomp" and clause(sentence, c) for c in children):
        return Skip.FRAGMENT  # "was supposed to leave": "the being supposed" says nothing
    if readable and token.upos == "PROPN" and not copular:
        return Skip.FRAGMENT  # a name is no event: "the Everest ended"
    # Nouns read as events by themselves ("the attack"); adjectives and the rest need "being".
    being = passive or copular or (not verbal and (profile.being_for_non_verbs or not nominal))

    dependents = attached_dependents(sentence, head, profile.dependents[syntax])
    if readable and verbal:  # an adjective or compound on a verb is a parse error ("the Nicolas informing")
        dependents = [t for t in dependents if t.deprel not in NOMINAL_MODIFIERS]
    if readable:  # a finite verb as an adjective is a parse error ("the underwent brain surgery")
        dependents = [t for t in dependents if not (t.deprel == "amod" and misparsed_verb(sentence, t))]
    if readable and being:
        dependents = sorted([*dependents, *copula_extras(sentence, head, dependents, verbal)], key=lambda t: t.index)
    negations = [t for t in dependents if is_negation(t)]
    determiner = "the"
    modifiers = []
    for t in dependents:
        if t in negations:
            continue
        if t.deprel == "det" and not being:
            # a nominal's own determiner replaces "the"; on a verb it can only be a parse error
            if not verbal and t.form.lower() != "the" and not (readable and t.lemma.lower() in rules.negative_determiners):
                determiner = surface_form(t, profile)
            continue
        modifiers.append(t)
    if readable and verbal and not passive and lemma in rules.light_verbs:
        complement = light_verb_complement(sentence, head)
        if not complement:
            return Skip.BARE_LIGHT_VERB  # "the having", "the getting": which one?
        modifiers += [t for t in complement if t not in modifiers]
    elif attach_object:
        mode = profile.object_attachment[syntax]
        modifiers += [t for t in object_tokens(sentence, head, mode, readable) if t not in modifiers]
    if readable:
        # a modifier brings its own modifiers ("a very experienced owner", "an eighteen percent drop")
        modifiers = list(dict.fromkeys(t for m in modifiers for t in modifier_with_its_own(sentence, m)))
        modifiers = [t for t in hyphen_pieces(sentence, [*modifiers, token]) if t is not token]

    body = sorted([*modifiers, token], key=lambda t: t.index)
    head_word = token.form.lower() if passive else gerund(lemma) if verbal else None
    words = [head_word if t is token and head_word else surface_form(t, profile) for t in body]
    if readable:
        words = agree_articles(glue(body, words))
    negation_words = [surface_form(t, profile) for t in negations]
    if being:
        if profile.negation_after_being:
            words = ["being", *negation_words, *words]
        else:
            words = [*negation_words, "being", *words]
    else:
        words = [*negation_words, *words]
    return EventPhrase(determiner=determiner, words=tuple(words))


def finish_hypothesis(text: str, profile: Profile) -> str:
    """Capitalise the first letter; the release-2020 profile lower-cases everything after it."""
    rest = text[1:].lower() if profile.casing == "lower_after_first" else text[1:]
    return text[:1].upper() + rest


def fill(surface: str, profile: Profile, **phrases: EventPhrase) -> str:
    """Put event phrases into a template surface such as ``{X} started before {Y} started.``."""
    return fill_all([surface], profile, **phrases)[0]


def fill_all(surfaces: Iterable[str], profile: Profile, **phrases: EventPhrase) -> list[str]:
    """:func:`fill` for several surfaces with the same phrases, each phrase rendered once."""
    texts = {slot: p.text() for slot, p in phrases.items()}
    return [finish_hypothesis(surface.format(**texts), profile) for surface in surfaces]
