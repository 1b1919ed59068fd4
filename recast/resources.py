"""Access to the data files under ``templates/`` (rules, tables, splits, profiles)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError

from recast.catalogue import Errors, RecastError
from recast.templates import TEMPLATES_DIR

T = TypeVar("T")


@cache
def load_json(relative_path: str) -> Any:
    """Load ``templates/<relative_path>``; cached, so callers must not mutate the result."""
    with open(TEMPLATES_DIR / relative_path, encoding="utf-8") as handle:
        return json.load(handle)


def load_validated(relative_path: str, shape: type[T]) -> T:
    """``templates/<relative_path>`` parsed into ``shape`` (a pydantic dataclass); a missing or unknown
    key or a value of the wrong type is an error naming the file and the key."""
    try:
        return TypeAdapter(shape).validate_json((TEMPLATES_DIR / relative_path).read_bytes())
    except ValidationError as error:
        problem = error.errors()[0]
        key = ".".join(str(part) for part in problem["loc"]) or "(the whole file)"
        raise RecastError(Errors.E012, file=f"templates/{relative_path}", key=key, reason=problem["msg"]) from None


def template_path(relative_path: str) -> Path:
    return TEMPLATES_DIR / relative_path


def available(folder: str) -> list[str]:
    """Names (without ``.json``) of the data files in ``templates/<folder>``."""
    return sorted(p.stem for p in (TEMPLATES_DIR / folder).glob("*.json"))
