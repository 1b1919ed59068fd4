"""Rules as data: templates, relation tables, splits and profiles (see ``README.md`` here)."""

from pathlib import Path

TEMPLATES_DIR = Path(__file__).resolve().parent
