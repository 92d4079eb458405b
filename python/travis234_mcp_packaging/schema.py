"""The packaged-descriptor schemas from generated/host-contract.json, and a validator for the small
JSON Schema subset they use. It reports errors in the order the adapter's ajv validators do
(allErrors, keyword order of ajv 8), so that the first error names the same field and rule on
both sides. Stdlib only.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping

from .contract import CONTRACT

PACKAGED: dict = CONTRACT["packaged"]
SCHEMAS: dict = PACKAGED["schemas"]

# Codes of spec/errors.yaml that host-contract.json does not carry (the filesystem codes it does:
# see FILESYSTEM_CODES). test_packaging checks each against spec/errors.yaml.
INVALID = "MCPA_PACKAGED_INVALID"
CONFLICT = "MCPA_PACKAGED_CONFLICT"
FACADE_BEFORE_SERVER = "MCPA_PACKAGED_FACADE_BEFORE_SERVER"
FACADE_NAME = "MCPA_PACKAGED_FACADE_NAME"
FILESYSTEM_CODES: dict[str, str] = {rule["id"]: rule["errorCode"] for rule in PACKAGED["filesystem"]}


class PackagedError(ValueError):
    """A refused descriptor. `code` is the adapter's catalog code, `data` its named placeholders."""

    def __init__(self, code: str, **data: str) -> None:
        self.code = code
        self.data = dict(data)
        details = ", ".join(f"{key}={value!r}" for key, value in data.items())
        super().__init__(f"travis234-mcp-adapter refused a packaged descriptor: {code} ({details})")


# JavaScript's \s (ECMAScript WhiteSpace and LineTerminator), as a character-class body.
_JS_SPACE = "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"


def js_pattern(source: str) -> re.Pattern:
    """Compiles an ECMAScript (flag u) pattern as Python `re` with the same meaning, for the
    constructs the contract's patterns use; anything else is refused rather than guessed."""
    out: list[str] = []
    in_class = False
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            nxt = source[i + 1]
            if nxt == "s":
                out.append(_JS_SPACE if in_class else f"[{_JS_SPACE}]")
            elif nxt == "S" and not in_class:
                out.append(f"[^{_JS_SPACE}]")
            elif nxt == "d":
                out.append("0-9" if in_class else "[0-9]")
            elif nxt == "w":
                out.append("A-Za-z0-9_" if in_class else "[A-Za-z0-9_]")
            elif nxt == "x":
                out.append(source[i : i + 4])
                i += 2
            elif nxt == "u" and source[i + 2] != "{":
                out.append(source[i : i + 6])
                i += 4
            elif nxt in "\\/^$.*+?()[]{}|-":
                out.append(source[i : i + 2])
            else:
                raise ValueError(f"unsupported escape \\{nxt} in pattern {source!r}")
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
            out.append(ch)
        elif ch == "[":
            in_class = True
            out.append(ch)
        elif ch == "$":
            out.append(r"\Z")  # Python's $ also matches before a final newline; JavaScript's does not.
        elif ch == ".":
            out.append("[^\\n\\r\\u2028\\u2029]")
        else:
            out.append(ch)
        i += 1
    return re.compile("".join(out))


_PATTERNS: dict[str, re.Pattern] = {}


def _pattern(source: str) -> re.Pattern:
    if source not in _PATTERNS:
        _PATTERNS[source] = js_pattern(source)
    return _PATTERNS[source]


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _finite(value: object) -> bool:
    # An int beyond the double range would arrive in JavaScript as Infinity.
    try:
        return _is_number(value) and math.isfinite(float(value))  # type: ignore[arg-type]
    except OverflowError:
        return False


def _is_type(value: object, kind: str) -> bool:
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "integer":
        return _finite(value) and float(value).is_integer()  # type: ignore[arg-type]
    if kind == "number":
        return _finite(value)
    if kind == "null":
        return value is None
    raise ValueError(f"unsupported type {kind!r}")


def json_equal(a: object, b: object) -> bool:
    """Deep equality with JSON's types (True is not 1, 1 is 1.0)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if _is_number(a) and _is_number(b):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


def js_keys(obj: Mapping) -> list[str]:
    """Keys in the order JavaScript enumerates them: array indices ascending, then insertion order."""

    def index(key: str) -> int | None:
        if key == "0" or (key.isascii() and key.isdigit() and not key.startswith("0")):
            n = int(key)
            return n if n < 2**32 - 1 else None
        return None

    indices = sorted((index(k), k) for k in obj if index(k) is not None)
    return [k for _, k in indices] + [k for k in obj if index(k) is None]


def _pointer(base: str, key: object) -> str:
    return f"{base}/{str(key).replace('~', '~0').replace('/', '~1')}"


def schema_errors(schema: Mapping, value: object, path: str = "") -> list[tuple[str, str]]:
    """Every (instance path, keyword) failure, in ajv's order."""
    errors: list[tuple[str, str]] = []
    kind = schema.get("type")
    if kind is not None and not _is_type(value, kind):
        errors.append((path, "type"))
        if kind == "integer" and _finite(value):
            _numeric(schema, value, path, errors)
        return errors
    if "const" in schema and not json_equal(value, schema["const"]):
        errors.append((path, "const"))
    if "enum" in schema and not any(json_equal(value, option) for option in schema["enum"]):
        errors.append((path, "enum"))
    if isinstance(value, str):
        length = len(value)
        if "maxLength" in schema and length > schema["maxLength"]:
            errors.append((path, "maxLength"))
        if "minLength" in schema and length < schema["minLength"]:
            errors.append((path, "minLength"))
        if "pattern" in schema and not _pattern(schema["pattern"]).search(value):
            errors.append((path, "pattern"))
    elif _finite(value):
        _numeric(schema, value, path, errors)
    elif isinstance(value, list):
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            errors.append((path, "maxItems"))
        if "minItems" in schema and len(value) < schema["minItems"]:
            errors.append((path, "minItems"))
        if "items" in schema:
            for i, item in enumerate(value):
                errors.extend(schema_errors(schema["items"], item, f"{path}/{i}"))
        if schema.get("uniqueItems") and any(
            json_equal(value[i], value[j]) for i in range(len(value)) for j in range(i)
        ):
            errors.append((path, "uniqueItems"))
    elif isinstance(value, dict):
        _object(schema, value, path, errors)
    return errors


def _numeric(schema: Mapping, value: object, path: str, errors: list) -> None:
    if "maximum" in schema and value > schema["maximum"]:  # type: ignore[operator]
        errors.append((path, "maximum"))
    if "minimum" in schema and value < schema["minimum"]:  # type: ignore[operator]
        errors.append((path, "minimum"))


def _object(schema: Mapping, value: dict, path: str, errors: list) -> None:
    for key in schema.get("required", ()):
        if key not in value:
            errors.append((path, "required"))
    properties = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    if extra is False:
        errors.extend((path, "additionalProperties") for key in js_keys(value) if key not in properties)
    for key, sub in properties.items():
        if key in value:
            errors.extend(schema_errors(sub, value[key], _pointer(path, key)))
    if isinstance(extra, Mapping):
        for key in js_keys(value):
            if key not in properties:
                errors.extend(schema_errors(extra, value[key], _pointer(path, key)))


def check(descriptor: str, value: object) -> None:
    """Raises MCPA_PACKAGED_INVALID for the first failure, as the TypeScript side reports it."""
    errors = schema_errors(SCHEMAS[descriptor], value)
    if errors:
        field, problem = errors[0]
        raise PackagedError(INVALID, descriptor=descriptor, field=field or "/", problem=problem)
