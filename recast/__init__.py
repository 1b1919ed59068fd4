"""recast: temporal-annotation corpora recast into NLI datasets (Vashishtha et al., 2020)."""

__version__ = "0.1.0"
