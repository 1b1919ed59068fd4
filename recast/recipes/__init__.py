"""Corpus recipes: read a corpus, recast it with the shared pipeline, write it. One per corpus."""
