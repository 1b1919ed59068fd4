"""JSON inputs checked against a schema before a reader touches them.

A JSON reader describes its file as pydantic models deriving from :class:`InputModel` (strict types:
a number is not a string, a list is not an object) and reads it with :func:`validated`, so a wrong
type, a missing key or parallel lists of unequal length end in one catalogue error naming the file and
the item -- never a TypeError or KeyError from deep inside the reader. The reader says how a location
in the file names its item (TORQUE: the passage and the question).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from recast.catalogue import RecastError

T = TypeVar("T")
Location = tuple[str | int, ...]

# pydantic's error types for a value of the wrong type -> what the file should have held there
EXPECTED = {"model_type": "an object", "dict_type": "an object", "list_type": "an array", "string_type": "a string",
            "int_type": "an integer", "float_type": "a number", "bool_type": "true or false"}
UNION_MEMBERS = frozenset({"str", "int", "float", "bool"})  # how pydantic names a union's members in a location
FOUND = {dict: "an object", list: "an array", str: "a string", int: "a number", float: "a number", bool: "a boolean",
         type(None): "null"}


class InputModel(BaseModel):
    """A part of an input file: strict types, fields recast does not read are ignored."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)


def parallel(first: Sequence[Any], second: Sequence[Any], names: tuple[str, str]) -> None:
    """Lists that describe the same items side by side must be equally long (a model validator's check)."""
    if len(first) != len(second):
        raise ValueError(f"{len(first)} {names[0]} but {len(second)} {names[1]}")


def field_path(location: Location) -> str:
    """``("answer", "indices", 2)`` -> ``answer.indices[2]``."""
    text = ""
    for part in location:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else str(part)
    return text


def validated(
    schema: TypeAdapter[T], data: Any, path: Path, error: Callable[[Location, str], RecastError]
) -> T:
    """``data`` (parsed JSON of ``path``) as ``schema``'s type; otherwise ``error(location, reason)``, the
    reader's catalogue error for the first problem, its location in the file and what is wrong there."""
    try:
        return schema.validate_python(data)
    except ValidationError as failure:
        errors = failure.errors(include_url=False)
        first, location = errors[0], tuple(errors[0]["loc"])
        if first["type"] in EXPECTED:
            # a union (str | int) reports each member it tried, the member's name last in the location
            members = [first]
            if location[-1:] and location[-1] in UNION_MEMBERS:
                members = [e for e in errors if e["loc"][:-1] == first["loc"][:-1] and e["loc"][-1] in UNION_MEMBERS]
                location = location[:-1]
            found = FOUND.get(type(first["input"]), type(first["input"]).__name__)
            reason = f"expected {' or '.join(EXPECTED[e['type']] for e in members)}, found {found}"
        elif first["type"] == "missing":
            reason = "missing"
        else:  # a model's own check (parallel lists) or a constraint: pydantic's words
            reason = first["msg"].removeprefix("Value error, ")
        raise error(location, reason) from None
