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
from functools import lru_cache

from recast.catalogue import Skip
from recast.morphology import gerund
from recast.profiles import Profile, Syntax
from recast.types import Sentence, Token

NEGATION_WORDS = frozenset({"not", "never", "n't", "nt"})
OBJECT_RELATIONS = frozenset({"obj", "dobj"})
SKIPPED_HEAD_UPOS = frozenset({"AUX", "DET"})
NOMINAL_UPOS = frozenset({"NOUN", "PROPN"})
# Clausal and loose dependents of an attached object would turn a phrase into a sentence.
OBJECT_TRIM_RELATIONS = frozenset({"acl", "acl:relcl", "advcl", "appos", "cc", "conj", "dep", "parataxis", "punct"})
CONTRACTIONS = {"n't": "not", "nt": "not"}
INDEFINITE_ARTICLES = frozenset({"a", "an"})
UNINFORMATIVE_CORPUS_POS = frozenset({"UNKNOWN", "OTHER"})  # TimeML values that leave the choice to the parser
VOWEL_LETTERS = frozenset("aeiou")


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


def object_tokens(sentence: Sentence, head: int, mode: str) -> list[Token]:
    """The direct object's subtree, per the profile's ``object_attachment`` mode."""
    if mode == "none":
        return []
    for child in sentence.children(head):
        if child.deprel in OBJECT_RELATIONS and (mode == "object_subtree" or child.upos != "PRON"):
            if mode == "object_subtree":
                return sentence.subtree(child.index, trim=OBJECT_TRIM_RELATIONS)
            return sentence.subtree(child.index)
    return []


def surface_form(token: Token, profile: Profile) -> str:
    form = CONTRACTIONS.get(token.form.lower(), token.form)
    if profile.casing == "keep_proper_nouns" and token.upos == "PROPN":
        return form
    return form if form == "I" else form.lower()


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
    copular = head in sentence.copula_heads
    use_corpus_pos = (
        corpus_pos not in (None, *UNINFORMATIVE_CORPUS_POS) and profile.event_pos[syntax] == "corpus"
    )
    verbal = (corpus_pos if use_corpus_pos else token.upos) == "VERB" and not copular
    if not verbal and not copular and profile.nominal_events[syntax] == "drop":
        return Skip.NOMINAL_EVENT
    # Nouns read as events by themselves ("the attack"); adjectives and the rest need "being".
    being = copular or (not verbal and (profile.being_for_non_verbs or token.upos not in NOMINAL_UPOS))

    dependents = attached_dependents(sentence, head, profile.dependents[syntax])
    negations = [t for t in dependents if is_negation(t)]
    determiner = "the"
    modifiers = []
    for t in dependents:
        if t in negations:
            continue
        if t.deprel == "det" and not being:
            # a nominal's own determiner replaces "the"; on a verb it can only be a parse error
            if not verbal and t.form.lower() != "the":
                determiner = surface_form(t, profile)
            continue
        modifiers.append(t)
    if attach_object:
        modifiers += [t for t in object_tokens(sentence, head, profile.object_attachment[syntax]) if t not in modifiers]

    body = sorted([*modifiers, token], key=lambda t: t.index)
    words = [gerund(token.lemma) if t is token and verbal else surface_form(t, profile) for t in body]
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
    return finish_hypothesis(surface.format(**{slot: p.text() for slot, p in phrases.items()}), profile)
