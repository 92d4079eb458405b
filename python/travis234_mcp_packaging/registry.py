"""Validation of JSON-shaped descriptors (spec/packaged.yaml) and the registry, step for step as
src/config/packaged.ts does it: schema, then the filesystem rules in spec order, then the
registry's own rules. Shared vectors (test/fixtures/packaged/vectors.json) hold both to it.
"""

from __future__ import annotations

import json
import math
import os
import stat
import threading

from .schema import (
    CONFLICT,
    FACADE_BEFORE_SERVER,
    FACADE_NAME,
    FILESYSTEM_CODES,
    INVALID,
    PACKAGED,
    PackagedError,
    check,
)

KIND_SCHEMA = {"executable": "PackagedServer", "python": "PackagedPythonServer", "node": "PackagedNodeServer"}
RESERVED_TOOL_NAMES = frozenset(PACKAGED["toolName"]["reserved"])


def _resolve(path: str) -> str:
    return os.path.realpath(path, strict=True)


def validate_server(value: object) -> dict:
    """A JSON-shaped server descriptor, checked; returns it normalised with real paths
    ({kind, name, packageRoot, path, args, env, requestTimeoutMs?}), as validatePackagedServer does."""
    kind = value.get("kind") if isinstance(value, dict) else None
    schema = KIND_SCHEMA.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise PackagedError(INVALID, descriptor="PackagedServer", field="/kind", problem="enum")
    check(schema, value)
    name = value["name"]
    field = "command" if kind == "executable" else "entryPoint"
    target = value[field]
    if not os.path.isabs(value["packageRoot"]):
        raise PackagedError(FILESYSTEM_CODES["absolute"], field="packageRoot", name=name)
    if not os.path.isabs(target):
        raise PackagedError(FILESYSTEM_CODES["absolute"], field=field, name=name)
    try:
        root = _resolve(value["packageRoot"])
        real = _resolve(target)
    except (OSError, ValueError):
        raise PackagedError(FILESYSTEM_CODES["regular-file"], field=field, name=name) from None
    if real == root or os.path.commonpath([root, real]) != root:
        raise PackagedError(FILESYSTEM_CODES["contained"], field=field, name=name)
    if not stat.S_ISREG(os.stat(real).st_mode):
        raise PackagedError(FILESYSTEM_CODES["regular-file"], field=field, name=name)
    if kind == "executable" and not os.access(real, os.X_OK):
        raise PackagedError(FILESYSTEM_CODES["executable"], name=name)
    record = {
        "kind": kind,
        "name": name,
        "packageRoot": root,
        "path": real,
        "args": list(value.get("args", [])),
        "env": dict(value.get("env", {})),
    }
    if "requestTimeoutMs" in value:
        record["requestTimeoutMs"] = value["requestTimeoutMs"]
    return record


def wire_server(record: dict) -> dict:
    """The normalised record in the descriptor's own shape, for the sidecar's initialize."""
    kind = record["kind"]
    out = {"kind": kind, "name": record["name"], "packageRoot": record["packageRoot"]}
    out["command" if kind == "executable" else "entryPoint"] = record["path"]
    out["args"] = list(record["args"])
    if kind != "executable":
        out["env"] = dict(record["env"])
    if "requestTimeoutMs" in record:
        out["requestTimeoutMs"] = record["requestTimeoutMs"]
    return out


def validate_facade(value: object) -> dict:
    """A JSON-shaped facade, checked (schema, reserved name, operations); guidelines defaulted."""
    check("PackagedToolFacade", value)
    if value["name"] in RESERVED_TOOL_NAMES:
        raise PackagedError(FACADE_NAME, facade=value["name"])
    seen: set[str] = set()
    for i, operation in enumerate(value["operations"]):
        if operation["name"] in seen:
            raise PackagedError(
                INVALID, descriptor="PackagedToolFacade", field=f"/operations/{i}/name", problem="duplicate"
            )
        seen.add(operation["name"])
        if "operation" in operation["fields"]:
            raise PackagedError(
                INVALID, descriptor="PackagedToolFacade", field=f"/operations/{i}/fields/operation", problem="reserved"
            )
    return json.loads(json.dumps({**value, "guidelines": value.get("guidelines", [])}))


def canonical(value: object) -> str:
    """Canonical JSON for identity: sorted keys, and 1.0 is 1 (as it is once in JavaScript)."""

    def norm(v: object) -> object:
        if isinstance(v, float) and math.isfinite(v) and v.is_integer():
            return int(v)
        if isinstance(v, dict):
            return {k: norm(x) for k, x in v.items()}
        if isinstance(v, list):
            return [norm(x) for x in v]
        return v

    return json.dumps(norm(value), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class PackagedRegistry:
    """Load-order idempotent: an identical descriptor again is a no-op, a different one with the
    same name fails, and a facade needs its server registered first. Each entry keeps the
    normalised record and, when registered through the Python API, the descriptor object."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._servers: dict[str, tuple[dict, object]] = {}
        self._facades: dict[str, tuple[dict, object]] = {}

    def register_server(self, value: object) -> dict:
        return self.add_server(validate_server(value))

    def register_facade(self, value: object) -> dict:
        return self.add_facade(validate_facade(value))

    def add_server(self, record: dict, descriptor: object = None) -> dict:
        """Stores a record validate_server returned (and its descriptor object); returns the stored one."""
        with self._lock:
            existing = self._servers.get(record["name"])
            if existing is not None and canonical(existing[0]) != canonical(record):
                raise PackagedError(CONFLICT, kind="server", name=record["name"])
            if existing is None:
                self._servers[record["name"]] = existing = (record, descriptor)
            return existing[0]

    def add_facade(self, record: dict, descriptor: object = None) -> dict:
        """Stores a record validate_facade returned (and its descriptor object); returns the stored one."""
        with self._lock:
            if record["server"] not in self._servers:
                raise PackagedError(FACADE_BEFORE_SERVER, facade=record["name"], server=record["server"])
            existing = self._facades.get(record["name"])
            if existing is not None and canonical(existing[0]) != canonical(record):
                raise PackagedError(CONFLICT, kind="facade", name=record["name"])
            if existing is None:
                self._facades[record["name"]] = existing = (record, descriptor)
            return existing[0]

    def server_entries(self) -> list[tuple[dict, object]]:
        with self._lock:
            return [self._servers[name] for name in sorted(self._servers)]

    def facade_entries(self) -> list[tuple[dict, object]]:
        with self._lock:
            return [self._facades[name] for name in sorted(self._facades)]

    def snapshot(self) -> dict:
        """{servers, facades} as the sidecar's initialize carries them, sorted by name."""
        return {
            "servers": [wire_server(record) for record, _ in self.server_entries()],
            "facades": [json.loads(json.dumps(record)) for record, _ in self.facade_entries()],
        }
