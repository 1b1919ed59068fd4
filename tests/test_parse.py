"""Parse stage: backends to CoNLL-U, offsets into the document, copulas, caching, event alignment."""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from pathlib import Path

import pytest
from stanza.utils.conll import CoNLL

from recast.data_sources.timeml import read_tempeval3, read_timeml_file
from recast.catalogue import RecastError, Skip, SkipCounter
from recast.parse import (
    StanzaParser,
    UDPipeParser,
    align_events,
    ParserOptions,
    make_parser,
    parse_documents,
    sentences_from_conllu,
    stanza_to_conllu,
)
from recast.parse.stage import cache_path
from recast.types import Document, Event

CONLLU = Path(__file__).parent / "fixtures" / "conllu"
WSJ_0520 = Path(__file__).parent / "fixtures" / "timeml" / "te3" / "TBAQ-cleaned" / "TimeBank" / "wsj_0520.tml"
# (event, sentence index, head) for the fixture document, as UDPipe's English-EWT model parses it:
# "write-downs" is three tokens (write, -, downs) headed by "downs".
WSJ_0520_HEADS = [("ei1", 0, 7), ("ei3", 0, 14), ("ei4", 0, 19), ("ei5", 0, 25), ("ei6", 1, 3)]


def wsj_0520() -> tuple[Document, list[Event]]:
    read = read_timeml_file(WSJ_0520, "dev")
    return read.document, read.events


def heads(events: list[Event]) -> list[tuple[str, int | None, int | None]]:
    return [(e.event_id, e.sentence_index, e.head) for e in events]


def assert_placed_on_the_text(document: Document) -> None:
    for sentence in document.sentences:
        for token in sentence.tokens:
            assert token.start_char is not None, token
            piece = document.text[token.start_char : token.end_char]
            assert piece == token.form or piece.startswith(token.form) or piece.endswith(token.form), token


def test_conllu_backend_reads_a_users_parse_and_places_it_on_the_text(tmp_path: Path) -> None:
    document, events = wsj_0520()
    (parsed,) = parse_documents([document], make_parser(ParserOptions("conllu", conllu_dir=CONLLU)), tmp_path)
    assert [s.sent_id for s in parsed.sentences] == ["1", "2"]
    first, second = parsed.sentences
    assert first.text == (
        "Nashua Corp. & Reiss, rumored a target for six months, said a Dutch company has sought approval "
        "before the write-downs."
    )
    assert second.text == "The company reported a loss."
    assert_placed_on_the_text(parsed)  # no TokenRange in this file: found by searching the text
    assert (first.token(2).form, first.token(2).space_after) == ("Corp", False)
    assert list(tmp_path.iterdir()) == []  # the user's files are the parses: nothing cached
    skips = SkipCounter()
    assert heads(align_events(parsed, events, skips)) == WSJ_0520_HEADS
    assert not skips


def test_token_ranges_multiword_tokens_and_normalised_tokens() -> None:
    text = 'He said "no" and won\'t wait, didn\'t he?'
    conllu_text = (
        "1\tHe\the\tPRON\tPRP\t_\t2\tnsubj\t_\tTokenRange=0:2\n"
        "2\tsaid\tsay\tVERB\tVBD\t_\t0\troot\t_\tTokenRange=99:103\n"  # a range that does not hold the form
        "3\t``\t``\tPUNCT\t``\t_\t4\tpunct\t_\tSpaceAfter=No\n"  # a quote the tokenizer rewrote
        "4\tno\tno\tINTJ\tUH\t_\t2\tobj\t_\tSpaceAfter=No\n"
        "5\t''\t''\tPUNCT\t''\t_\t4\tpunct\t_\t_\n"
        "6\tand\tand\tCCONJ\tCC\t_\t9\tcc\t_\t_\n"
        "7-8\twon't\t_\t_\t_\t_\t_\t_\t_\t_\n"  # words that do not spell the token share its span
        "7\twill\twill\tAUX\tMD\t_\t9\taux\t_\t_\n"
        "8\tnot\tnot\tPART\tRB\t_\t9\tadvmod\t_\t_\n"
        "9\twait\twait\tVERB\tVB\t_\t2\tconj\t_\tSpaceAfter=No\n"
        "10\t,\t,\tPUNCT\t,\t_\t2\tpunct\t_\t_\n"
        "11-12\tdidn't\t_\t_\t_\t_\t_\t_\t_\t_\n"  # words that spell it get their own pieces
        "11\tdid\tdo\tAUX\tVBD\t_\t2\tparataxis\t_\t_\n"
        "12\tn't\tnot\tPART\tRB\t_\t11\tadvmod\t_\t_\n"
        "13\the\the\tPRON\tPRP\t_\t11\tnsubj\t_\tSpaceAfter=No\n"
        "14\t?\t?\tPUNCT\t.\t_\t2\tpunct\t_\t_\n\n"
    )
    (sentence,) = sentences_from_conllu(conllu_text, text, "inline")
    spans = {t.form: (t.start_char, t.end_char) for t in sentence.tokens}
    assert spans["said"] == (3, 7)
    assert spans["``"] == spans["''"] == (None, None)
    assert spans["no"] == (9, 11)
    assert spans["will"] == spans["not"] == (17, 22)
    assert (spans["did"], spans["n't"], spans["he"]) == ((29, 32), (32, 35), (36, 38))
    assert sentence.text == text


def test_copula_heads_come_from_predpatt() -> None:
    conllu_text = (CONLLU / "stanza_mwt.conllu").read_text(encoding="utf-8")
    happy, go = sentences_from_conllu(conllu_text, None, "stanza_mwt.conllu")
    assert happy.copula_heads == frozenset({4})  # "We're not happy": happy has a cop dependent
    assert go.copula_heads == frozenset()
    assert happy.text == "We're not happy."  # without document text: the # text comment
    assert happy.token(1).start_char is None


def test_stanza_documents_convert_with_offsets_and_multiword_tokens() -> None:
    doc = CoNLL.conll2doc(input_file=str(CONLLU / "stanza_mwt.conllu"))
    conllu_text = stanza_to_conllu(doc)
    assert "1-2\tWe're\t_\t_\t_\t_\t_\t_\t_\tTokenRange=0:5\n" in conllu_text
    assert "4\thappy\thappy\tADJ\tJJ\tDegree=Pos\t0\troot\t_\tTokenRange=10:15|SpaceAfter=No\n" in conllu_text
    text = "We're not happy. He didn't go."
    happy, go = sentences_from_conllu(conllu_text, text, "stanza")
    assert [(t.form, t.start_char, t.end_char, t.space_after) for t in happy.tokens[:2]] == [
        ("We", 0, 2, False), ("'re", 2, 5, True),
    ]
    assert [(t.form, t.lemma, t.head, t.deprel) for t in go.tokens[1:3]] == [("did", "do", 4, "aux"), ("n't", "not", 4, "advmod")]
    assert (happy.copula_heads, go.text) == (frozenset({4}), "He didn't go.")


def test_a_stanza_sentence_over_several_lines_stays_valid_conllu() -> None:
    """A TE3 table ("KENYA:\nTotal Dead: 192") is one Stanza sentence; its # text must stay one line."""
    doc = CoNLL.conll2doc(input_file=str(CONLLU / "stanza_mwt.conllu"))
    doc.sentences[0].text = "We're\nnot  happy."
    conllu_text = stanza_to_conllu(doc)
    assert "# text = We're not happy.\n" in conllu_text
    assert len(sentences_from_conllu(conllu_text, None, "stanza")) == 2


def test_stanza_without_models_says_how_to_get_them(tmp_path: Path) -> None:
    parser = StanzaParser(model_dir=tmp_path)  # an empty model directory; nothing is downloaded
    with pytest.raises(RecastError, match=re.escape("""python -c "import stanza; stanza.download('en')\"""")):
        parser.parse(Document("d", "test", text="It rained."))


def test_naming_a_stanza_parse_loads_no_torch(tmp_path: Path) -> None:
    """The process that hands documents to spawned parse workers names the parse (cache key, manifest) without
    importing Stanza: torch would cost it seconds of CPU for nothing."""
    import subprocess
    import sys

    (tmp_path / "resources.json").write_text("{}")
    script = (
        "import sys; from pathlib import Path; from recast.parse.backends import StanzaParser; "
        f"parser = StanzaParser(Path({str(tmp_path)!r})); "
        "print(parser.identity.split()[1], parser.describe()['version'], 'torch' in sys.modules, 'stanza' in sys.modules)"
    )
    import stanza

    shown = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
    assert shown == [stanza.__version__, stanza.__version__, "False", "False"]


def test_alignment_multi_token_partial_and_unalignable_spans() -> None:
    document, _ = wsj_0520()
    (parsed,) = parse_documents([document], make_parser(ParserOptions("conllu", conllu_dir=CONLLU)))
    text = parsed.text

    def event(event_id: str, start: int, end: int) -> Event:
        return Event("wsj_0520", event_id, text[start:end], start, end)

    write = text.index("write-downs")
    said = text.index(", said")
    probes = [
        event("multi", write, write + len("write-downs")),  # write - downs: headed by downs
        event("inside", write + len("write-"), write + len("write-down")),  # part of one token
        event("clause", text.index("rumored"), said + len(", said")),  # rumored ... said: rumored heads it
        event("between", text.index(".\n\n") + 1, text.index(".\n\n") + 3),  # only whitespace
        event("across", write, text.index("The company") + len("The")),  # two sentences
        event("siblings", said, said + len(", said")),  # ',' and 'said' both hang from 'rumored'
        Event("wsj_0520", "gold", "x", sentence_index=1, head=2),  # already has its head
    ]
    skips = SkipCounter()
    aligned = align_events(parsed, probes, skips)
    assert heads(aligned) == [
        ("multi", 0, 25), ("inside", 0, 25), ("clause", 0, 7),
        ("between", None, None), ("across", None, None), ("siblings", None, None), ("gold", 1, 2),
    ]
    assert skips.as_dict() == {Skip.UNALIGNED_SPAN.value: 3}


def test_a_hyphenated_word_parsed_flat_is_headed_by_its_last_word() -> None:
    """The small Stanza model hangs both pieces of "write-downs" from the verb; UDPipe heads it by "downs"."""
    text = "They took write-downs."
    conllu_text = (
        "1\tThey\tthey\tPRON\tPRP\t_\t2\tnsubj\t_\t_\n"
        "2\ttook\ttake\tVERB\tVBD\t_\t0\troot\t_\t_\n"
        "3\twrite\twrite\tNOUN\tNN\t_\t2\tobj\t_\tSpaceAfter=No\n"
        "4\t-\t-\tPUNCT\tHYPH\t_\t3\tpunct\t_\tSpaceAfter=No\n"
        "5\tdowns\tdown\tNOUN\tNNS\t_\t2\tobj\t_\tSpaceAfter=No\n"
        "6\t.\t.\tPUNCT\t.\t_\t2\tpunct\t_\t_\n\n"
    )
    document = Document("d", "dev", text=text, sentences=sentences_from_conllu(conllu_text, text, "inline"))
    start = text.index("write")
    skips = SkipCounter()
    aligned = align_events(document, [Event("d", "e1", "write-downs", start, start + len("write-downs"))], skips)
    assert heads(aligned) == [("e1", 0, 5)]
    assert not skips


def test_udpipe_backend_parses_for_real(tmp_path: Path, udpipe_model: Path) -> None:
    document, events = wsj_0520()
    copular = Document("copula", "test", text="The company was ready to buy shares.\n")
    udpipe = make_parser(ParserOptions("udpipe", udpipe_model=udpipe_model))
    parsed, parsed_copular = parse_documents([document, copular], udpipe, tmp_path)
    assert len(parsed.sentences) == 2
    assert_placed_on_the_text(parsed)
    assert heads(align_events(parsed, events, SkipCounter())) == WSJ_0520_HEADS
    (sentence,) = parsed_copular.sentences
    assert [t.form for t in sentence.tokens][:4] == ["The", "company", "was", "ready"]
    assert sentence.copula_heads == frozenset({4})


def test_a_second_run_reads_the_cache_instead_of_parsing(tmp_path: Path, udpipe_model: Path) -> None:
    class CountingUDPipe(UDPipeParser):
        def __init__(self, model: Path) -> None:
            super().__init__(model)
            self.calls = 0

        def parse(self, document: Document) -> str:
            self.calls += 1
            return super().parse(document)

    document, _ = wsj_0520()
    first = CountingUDPipe(udpipe_model)
    (before,) = parse_documents([document], first, tmp_path)
    assert first.calls == 1
    path = cache_path(tmp_path, first, document.text)
    assert path.is_file() and path.parts[-3] == "udpipe"
    second = CountingUDPipe(udpipe_model)
    (after,) = parse_documents([document], second, tmp_path)
    assert second.calls == 0
    assert [s.tokens for s in after.sentences] == [s.tokens for s in before.sentences]
    parse_documents([replace(document, text=document.text + "Shares fell.\n")], second, tmp_path)
    assert second.calls == 1  # another text is another key


def test_a_cache_cut_short_at_a_sentence_boundary_is_parsed_again(tmp_path: Path, udpipe_model: Path) -> None:
    """Issue 10: a cut parse cache used to lose its last sentences' pairs (or raise KeyError) silently."""
    document, events = wsj_0520()
    parser = UDPipeParser(udpipe_model)
    (whole,) = parse_documents([document], parser, tmp_path)
    path = cache_path(tmp_path, parser, document.text)
    sealed = path.read_text(encoding="utf-8")
    body, trailer = sealed.split("# recast-sha256 = ")
    assert trailer == hashlib.sha256(body.encode()).hexdigest() + "\n"
    first_sentence = body[: body.index("\n\n") + 2]
    for damaged in (first_sentence + "# recast-sha256 = " + trailer, first_sentence, body):  # cut; cut, no trailer; old format
        path.write_text(damaged, encoding="utf-8")
        (again,) = parse_documents([document], parser, tmp_path)
        assert [s.tokens for s in again.sentences] == [s.tokens for s in whole.sentences]
        assert heads(align_events(again, events, SkipCounter())) == WSJ_0520_HEADS
        assert path.read_text(encoding="utf-8") == sealed  # rebuilt in place


def test_backend_choice_and_configuration_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(RecastError, match="unknown parse backend 'spacy': choose one of stanza, udpipe, conllu"):
        make_parser(ParserOptions("spacy"))
    monkeypatch.delenv("RECAST_UDPIPE_MODEL", raising=False)
    with pytest.raises(RecastError, match="pass --udpipe-model PATH or set RECAST_UDPIPE_MODEL"):
        make_parser(ParserOptions("udpipe"))
    with pytest.raises(RecastError, match="cannot load the UDPipe model: no such file"):
        make_parser(ParserOptions("udpipe", udpipe_model=tmp_path / "missing.udpipe"))
    not_a_model = tmp_path / "model.udpipe"
    not_a_model.write_bytes(b"not a model")
    with pytest.raises(RecastError, match="cannot load the UDPipe model: not a UDPipe 1 model"):
        not_udpipe = make_parser(ParserOptions("udpipe", udpipe_model=not_a_model))
        parse_documents([Document("d", "test", text="Hi.")], not_udpipe, tmp_path)
    with pytest.raises(RecastError, match="the conllu backend needs a directory"):
        make_parser(ParserOptions("conllu"))
    with pytest.raises(RecastError, match=r"no parse for document d: the conllu backend expects .*d\.conllu"):
        parse_documents([Document("d", "test", text="Hi.")], make_parser(ParserOptions("conllu", conllu_dir=tmp_path)))
    (tmp_path / "d.conllu").write_text("1\tHi\thi\tINTJ\tUH\t_\tx\troot\t_\t_\n\n", encoding="utf-8")
    with pytest.raises(RecastError, match=r"d\.conllu: not valid CoNLL-U"):
        parse_documents([Document("d", "test", text="Hi.")], make_parser(ParserOptions("conllu", conllu_dir=tmp_path)))


@pytest.mark.integration
def test_shared_tempeval3_documents_parse_and_align(data_dir: Path, udpipe_model: Path, tmp_path: Path) -> None:
    if not (data_dir / "te3").is_dir():
        pytest.skip("no TempEval-3 in the shared data")
    read = list(read_tempeval3(data_dir, ["dev"], {}))[:4]
    udpipe = make_parser(ParserOptions("udpipe", udpipe_model=udpipe_model))
    parsed = parse_documents([r.document for r in read], udpipe, tmp_path)
    skips = SkipCounter()
    for document, events in zip(parsed, [r.events for r in read], strict=True):
        assert_placed_on_the_text(document)
        for event in align_events(document, events, skips):
            head = document.sentences[event.sentence_index].token(event.head)
            assert head.start_char < event.end_char and head.end_char > event.start_char  # the head lies in the span
    assert not skips


def test_a_parse_cache_that_cannot_be_created_is_a_one_line_error(tmp_path: Path, udpipe_model: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    document, _ = wsj_0520()
    with pytest.raises(RecastError, match=r"\[E100\] cannot write .*a-file/udpipe/.*: Not a directory"):
        parse_documents([document], UDPipeParser(udpipe_model), blocker)
