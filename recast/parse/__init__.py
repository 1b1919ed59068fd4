"""The parse stage for raw-text corpora (TE3, TB-D, RED): UD sentences, copulas, event heads.

``parse_documents`` fills ``Document.sentences`` from a backend (``make_parser``: stanza,
udpipe or conllu), caching each parse on disk; ``align_events`` gives each event its
sentence and syntactic head from its character span. ``make_executor("dask", ...)`` parses
what the cache lacks on a Dask cluster instead of in this process (``recast.parse.distributed``).
"""

from recast.parse.align import align_events, span_head
from recast.parse.backends import (
    BACKENDS,
    ConlluParser,
    Parser,
    ParserOptions,
    StanzaParser,
    UDPipeParser,
    make_parser,
    stanza_to_conllu,
)
from recast.parse.conll import copula_heads, sentences_from_conllu
from recast.parse.distributed import DaskExecutor, make_executor
from recast.parse.stage import default_parse_cache, parse_documents

__all__ = [
    "BACKENDS",
    "ConlluParser",
    "DaskExecutor",
    "Parser",
    "ParserOptions",
    "StanzaParser",
    "UDPipeParser",
    "align_events",
    "copula_heads",
    "default_parse_cache",
    "make_executor",
    "make_parser",
    "parse_documents",
    "sentences_from_conllu",
    "span_head",
    "stanza_to_conllu",
]
