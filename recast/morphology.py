"""Verb lemmas checked against their word forms, and gerunds: UniMorph English first, LemmInflect as back-off;
whether a word is a slip of the writing: wordfreq's English lexicon, pyspellchecker's corrections."""

from __future__ import annotations

from functools import cache

import lemminflect
from lemminflect import getAllInflectionsOOV, getAllLemmasOOV, getInflection, getLemma
from spellchecker import SpellChecker
from wordfreq import get_frequency_dict, zipf_frequency

from recast.resources import template_path


@cache
def all_lemmas(word: str, upos: str | None = None) -> dict[str, tuple[str, ...]]:
    """LemmInflect's look-up, cached: it is slow (~0.1 ms) and every rule asks it about the same words."""
    return lemminflect.getAllLemmas(word, upos=upos)


@cache
def all_inflections(lemma: str, upos: str | None = None) -> dict[str, tuple[str, ...]]:
    """LemmInflect's look-up, cached like :func:`all_lemmas`."""
    return lemminflect.getAllInflections(lemma, upos=upos)


@cache
def english_spelling(min_zipf: float) -> SpellChecker:
    """A spelling checker whose dictionary is wordfreq's English (British and American spellings, "tv", "wifi")
    at ``min_zipf`` or above (its Zipf scale: log10 of uses per billion words), corrections one edit away."""
    checker = SpellChecker(language=None, distance=1)
    least = 10 ** (min_zipf - 9)
    checker.word_frequency.load_json({w: round(f * 1e9) for w, f in get_frequency_dict("en").items() if f >= least})
    return checker


def in_common_use(word: str, common_zipf: float) -> bool:
    """``word`` is used at ``common_zipf`` or more in wordfreq's English (case is not told apart)."""
    return zipf_frequency(word, "en") >= common_zipf


@cache
def misspelt(word: str, known_zipf: float, common_zipf: float) -> bool:
    """``word`` (lower case) is a slip of the writing: neither it nor its lemma is a word at ``known_zipf``, and
    one edit makes a word in common use, at ``common_zipf`` ("catagory": category, "helpfull": helpful), or
    none of the text wordfreq counts has it or its lemma at all ("naborhood", "excelnt"). A rare or foreign word
    far from any common one ("cafecito", "semifreddo") and an inflection of a known word ("nicknaming") are no
    slips."""
    spelling = english_spelling(known_zipf)
    lemmas = all_lemmas(word) or {**getAllLemmasOOV(word, "VERB"), **getAllLemmasOOV(word, "NOUN")}
    forms = [word, *(lemma for forms in lemmas.values() for lemma in forms)]
    if spelling.known(forms):
        return False
    unseen = all(zipf_frequency(form, "en") == 0 for form in forms)
    return unseen or any(in_common_use(correction, common_zipf) for correction in spelling.candidates(word) or ())


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
    """``wait`` -> ``waiting``; LemmInflect's VBG when UniMorph lacks the lemma, else lemma + ing.

    Only for verb lemmas: pass the parser's lemma through :func:`verb_lemma` first, or an inflected
    "lemma" is inflected again ("building" -> "buildinging").
    """
    key = lemma.lower()
    if key in unimorph_gerunds():
        return unimorph_gerunds()[key]
    inflections = getInflection(key, tag="VBG")
    return inflections[0] if inflections else key + "ing"


@cache
def spelled_gerund(lemma: str, written: str) -> str:
    """:func:`gerund`, its final consonant doubled where the context's form doubles it and LemmInflect spells it so
    first ("kidnapped": "kidnapping", not UniMorph's "kidnaping"; a slip's "targetted" keeps "targeting")."""
    key, form = lemma.lower(), written.lower()
    doubled, spellings = key + key[-1] + "ing", getInflection(key, tag="VBG")
    if form.startswith(key + key[-1]) and spellings and spellings[0] == doubled:  # not a slip's "targetted"
        return doubled
    return gerund(lemma)


def _forms(inflections: dict[str, tuple[str, ...]]) -> frozenset[str]:
    return frozenset(form for forms in inflections.values() for form in forms)


@cache
def verb_lemma(form: str, lemma: str) -> str | None:
    """The verb lemma of word ``form``: the parser's ``lemma`` when ``form`` is one of its inflections,
    else ``form`` lemmatised again as a verb; None when neither can be confirmed.

    Parsers hand over inflected or misspelt lemmas ("building" for building, "tack" for tackling,
    "shot" for shot): LemmInflect's dictionary, which knows which forms belong to which verb, decides
    first; words it does not know are accepted when LemmInflect's rules inflect the lemma back into the
    form. Cached: every event head of every run passes through here.
    """
    form, lemma = form.lower(), lemma.lower()
    known = all_lemmas(form, upos="VERB").get("VERB", ())
    if known:
        return lemma if lemma in known else known[0]
    if all_inflections(lemma, upos="VERB"):  # a form the dictionary lacks ("s" for is, "commiting")
        return lemma
    if not form.isalpha():
        return None
    # Neither in the dictionary: the form's own rule-based lemma first, so that a parser lemma equal to
    # an inflected form ("drving" for drving) is not taken for a base form.
    for candidate in (*getLemma(form, upos="VERB", lemmatize_oov=True), lemma):
        if _inflected(candidate) or _doubled(gerund(candidate)):
            continue  # "fixed" or "fixede" for "fixeded": an inflected stem is no lemma ("the fixeding")
        if form in _forms(getAllInflectionsOOV(candidate, upos="VERB")):
            return candidate
    return None


def _doubled(gerund: str) -> bool:
    """A gerund with a second inflection inside ("fixeding", "drvinging") that no dictionary knows."""
    return gerund.endswith(("inging", "eding")) and not all_lemmas(gerund)


def _inflected(word: str) -> bool:
    """The dictionary knows ``word`` as an inflected form of another verb ("fixed" of fix)."""
    lemmas = all_lemmas(word, upos="VERB").get("VERB", ())
    return bool(lemmas) and word not in lemmas


@cache
def verb_only(form: str) -> bool:
    """LemmInflect knows ``form`` as a verb and as nothing else ("fails", "underwent", "projected")."""
    return set(all_lemmas(form.lower())) == {"VERB"}


@cache
def finite_verb_form(form: str) -> bool:
    """A verb-only form that can only be finite ("underwent", "says"): no participle or base form."""
    form = form.lower()
    if not verb_only(form):
        return False
    return not any(form in nonfinite_forms(lemma) for lemma in all_lemmas(form, upos="VERB")["VERB"])


@cache
def nonfinite_forms(lemma: str) -> frozenset[str]:
    """The base form, participles and gerund of verb ``lemma``. LemmInflect lists the past participle of
    many regular verbs only as their past tense ("planned", "impoverished"): a lone past tense is both."""
    inflections = all_inflections(lemma, upos="VERB")
    participles = inflections.get("VBN") or inflections.get("VBD", ())
    return frozenset((*inflections.get("VB", ()), *inflections.get("VBG", ()), *participles))


@cache
def not_a_verb(form: str) -> bool:
    """LemmInflect knows ``form``, and not as a verb ("earthquake", "true"): a tagger's VERB is wrong."""
    lemmas = all_lemmas(form.lower())
    return bool(lemmas) and "VERB" not in lemmas


@cache
def noun_not_modifier(form: str) -> bool:
    """LemmInflect knows ``form`` as a noun and not as an adjective or adverb ("rally"): a tagger's ADV is wrong."""
    lemmas = all_lemmas(form.lower())
    return "NOUN" in lemmas and not {"ADJ", "ADV"} & set(lemmas)


@cache
def noun_only(form: str) -> bool:
    """LemmInflect knows ``form`` as a noun and as nothing else ("earthquake"): a tagger's VERB is wrong."""
    return set(all_lemmas(form.lower())) == {"NOUN"}


@cache
def known_verb(form: str, lemma: str) -> bool:
    """LemmInflect's dictionary knows ``form`` (a hyphenated word by its last piece: "nose-dived"), or UniMorph
    knows its verb ``lemma`` ("inflame", "blog"); a typo ("hlepping", "fixeded") is known to neither."""
    return bool(all_lemmas(form.lower().rsplit("-", 1)[-1])) or lemma.lower().rsplit("-", 1)[-1] in unimorph_gerunds()


@cache
def bare_verb(form: str) -> bool:
    """``form`` can only be a verb's base form ("dominate", "suppose"), no participle ("put") or adjective."""
    form = form.lower()
    if not verb_only(form):
        return False
    lemmas = all_lemmas(form, upos="VERB")["VERB"]
    return form in lemmas and not any(form in all_inflections(lemma, upos="VERB").get("VBN", ()) for lemma in lemmas)


@cache
def adjective_or_participle(form: str) -> bool:
    """LemmInflect knows ``form`` as an adjective ("missing", "worried") or a verb's past form ("impoverished":
    the dictionary lists some regular participles only as past tenses): a word that can name a state."""
    form = form.lower()
    lemmas = all_lemmas(form)
    past = {
        f for lemma in lemmas.get("VERB", ()) for tag in ("VBN", "VBD")
        for f in all_inflections(lemma, upos="VERB").get(tag, ())
    }
    return "ADJ" in lemmas or form in past


@cache
def past_of_present(form: str) -> str | None:
    """The simple past of the verb whose present-tense form is ``form`` ("expresses" -> "expressed", "have" -> "had"),
    by LemmInflect; None when ``form`` is no verb's present tense."""
    for lemma in all_lemmas(form.lower(), upos="VERB").get("VERB", ()):
        inflections = all_inflections(lemma, upos="VERB")
        if form.lower() in (*inflections.get("VBZ", ()), *inflections.get("VBP", ())):
            past = getInflection(lemma, tag="VBD")
            return past[0] if past else None
    return None


@cache
def past_tense(participle: str) -> str | None:
    """The simple past of the verb whose past participle is ``participle`` ("become" -> "became", "had" ->
    "had"), by LemmInflect; None when no verb has that participle."""
    for lemma in all_lemmas(participle.lower(), upos="VERB").get("VERB", ()):
        if participle.lower() in all_inflections(lemma, upos="VERB").get("VBN", ()):
            inflections = getInflection(lemma, tag="VBD")
            return inflections[0] if inflections else None
    return None

