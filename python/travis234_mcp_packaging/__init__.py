"""Trusted packaged MCP servers and tool facades for travis234-mcp-adapter (stdlib only).

An installed, trusted Travis234 extension registers, while it loads:

    from pathlib import Path
    from travis234_mcp_packaging import (FacadeOperation, PackagedPythonServer, PackagedToolFacade,
                                         register_packaged_python_server, register_tool_facade)

    ROOT = Path(__file__).resolve().parent

    def extension(travis):
        register_packaged_python_server(PackagedPythonServer("notes", ROOT, ROOT / "server.py", env={"LEVEL": "info"}))
        register_tool_facade(travis, PackagedToolFacade(
            name="notes", server="notes", label="Notes", description="Search the notes.", effects=("read",),
            operations=(FacadeOperation("search", "search_notes", "Full-text search.",
                                        {"query": {"type": "string", "description": "Words.", "required": True}}),)))

Descriptors are validated exactly as the adapter's TypeScript side validates them: each is
serialised to its JSON shape (spec/packaged.yaml), checked against the schemas in
generated/host-contract.json, then against the filesystem rules (absolute paths; the command or
entry point, symlinks resolved, inside the resolved package root; a regular file; a command
executable). A refusal raises PackagedError with the adapter's catalog code.

The registry is process-global and read when the adapter's sidecar starts (the first MCP call of a
session). Registering an identical descriptor again is a no-op; a different one under the same
name fails; a facade needs its server registered first. Nested mappings (`env`, `fields`,
`fixed_arguments`, `output`) use the JSON shape's keys. `env` values may hold `${NAME}` references,
resolved from the host's environment when the server connects, as in mcp.json (`$$` is a `$`).
Restart Travis234 after updating or removing a package that registered here.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .facade import check_host_name, tool_definition
from .registry import PackagedRegistry, validate_facade, validate_server
from .schema import INVALID, PackagedError

__all__ = [
    "FacadeOperation",
    "PackagedError",
    "PackagedPythonServer",
    "PackagedServer",
    "PackagedToolFacade",
    "get_packaged_servers",
    "get_tool_facades",
    "register_packaged_python_server",
    "register_packaged_server",
    "register_tool_facade",
]


def _freeze(value: Any) -> Any:
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    if isinstance(value, Mapping):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def _frozen_fields(obj: object, *names: str) -> None:
    for name in names:
        object.__setattr__(obj, name, _freeze(getattr(obj, name)))


@dataclass(frozen=True)
class PackagedServer:
    """An executable inside the registering package root, run with `args`."""

    name: str
    package_root: str
    command: str
    args: Sequence[str] = ()
    request_timeout_ms: int | None = None

    def __post_init__(self) -> None:
        _frozen_fields(self, "package_root", "command", "args")


@dataclass(frozen=True)
class PackagedPythonServer:
    """A Python entry point inside the package root, run with the host's interpreter."""

    name: str
    package_root: str
    entry_point: str
    args: Sequence[str] = ()
    env: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    request_timeout_ms: int | None = None

    def __post_init__(self) -> None:
        _frozen_fields(self, "package_root", "entry_point", "args", "env")


@dataclass(frozen=True)
class FacadeOperation:
    """Operation `name` calls remote tool `tool`; `fields` maps each argument name to
    {"type", "description", "required"}; `fixed_arguments` are sent as given and win."""

    name: str
    tool: str
    description: str
    fields: Mapping[str, Mapping[str, Any]]
    fixed_arguments: Mapping[str, Any] | None = None

    def __post_init__(self) -> None:
        _frozen_fields(self, "fields", "fixed_arguments")


@dataclass(frozen=True)
class PackagedToolFacade:
    """One fixed tool over packaged server `server`; `output` is {"maxBytes"?, "maxLines"?}."""

    name: str
    server: str
    label: str
    description: str
    effects: Sequence[str]
    operations: Sequence[FacadeOperation]
    guidelines: Sequence[str] = ()
    output: Mapping[str, int] | None = None

    def __post_init__(self) -> None:
        if isinstance(self.effects, (set, frozenset)):
            object.__setattr__(self, "effects", tuple(sorted(self.effects)))
        _frozen_fields(self, "effects", "operations", "guidelines", "output")


def _json(value: Any, descriptor: str, path: str) -> Any:
    """The JSON value of a descriptor field; anything JSON cannot carry is refused where it is."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    if isinstance(value, Mapping) and all(isinstance(k, str) for k in value):
        return {k: _json(v, descriptor, f"{path}/{k.replace('~', '~0').replace('/', '~1')}") for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json(v, descriptor, f"{path}/{i}") for i, v in enumerate(value)]
    raise PackagedError(INVALID, descriptor=descriptor, field=path or "/", problem="type")


def _shape(pairs: Sequence[tuple[str, Any]], descriptor: str) -> dict:
    return {key: _json(value, descriptor, f"/{key}") for key, value in pairs if value is not None}


def server_json(descriptor: PackagedServer | PackagedPythonServer) -> dict:
    """The descriptor in spec/packaged.yaml's shape."""
    d = descriptor
    if isinstance(d, PackagedServer):
        pairs = [("kind", "executable"), ("name", d.name), ("packageRoot", d.package_root), ("command", d.command)]
        return _shape([*pairs, ("args", d.args), ("requestTimeoutMs", d.request_timeout_ms)], "PackagedServer")
    if isinstance(d, PackagedPythonServer):
        pairs = [("kind", "python"), ("name", d.name), ("packageRoot", d.package_root), ("entryPoint", d.entry_point)]
        return _shape(
            [*pairs, ("args", d.args), ("env", d.env), ("requestTimeoutMs", d.request_timeout_ms)],
            "PackagedPythonServer",
        )
    raise PackagedError(INVALID, descriptor="PackagedServer", field="/", problem="type")


def _operation_json(op: object, path: str) -> Any:
    if not isinstance(op, FacadeOperation):
        return _json(op, "PackagedToolFacade", path)
    pairs = [
        ("name", op.name),
        ("tool", op.tool),
        ("description", op.description),
        ("fields", op.fields),
        ("fixedArguments", op.fixed_arguments),
    ]
    return {key: _json(value, "PackagedToolFacade", f"{path}/{key}") for key, value in pairs if value is not None}


def facade_json(facade: PackagedToolFacade) -> dict:
    """The facade in spec/packaged.yaml's shape."""
    f = facade
    if not isinstance(f, PackagedToolFacade):
        raise PackagedError(INVALID, descriptor="PackagedToolFacade", field="/", problem="type")
    pairs = [("name", f.name), ("server", f.server), ("label", f.label), ("description", f.description)]
    out = _shape(
        [*pairs, ("guidelines", f.guidelines), ("effects", f.effects), ("output", f.output)], "PackagedToolFacade"
    )
    if isinstance(f.operations, tuple):
        out["operations"] = [_operation_json(op, f"/operations/{i}") for i, op in enumerate(f.operations)]
    else:
        out["operations"] = _json(f.operations, "PackagedToolFacade", "/operations")
    return out


_REGISTRY = PackagedRegistry()


def register_packaged_server(descriptor: PackagedServer) -> PackagedServer:
    """Registers an executable server; returns the registered descriptor (with real paths)."""
    if not isinstance(descriptor, PackagedServer):
        raise PackagedError(INVALID, descriptor="PackagedServer", field="/", problem="type")
    record = validate_server(server_json(descriptor))
    resolved = replace(descriptor, package_root=record["packageRoot"], command=record["path"])
    stored = _REGISTRY.add_server(record, resolved)
    return _stored(_REGISTRY.server_entries(), stored)


def register_packaged_python_server(descriptor: PackagedPythonServer) -> PackagedPythonServer:
    """Registers a Python entry-point server; returns the registered descriptor (with real paths)."""
    if not isinstance(descriptor, PackagedPythonServer):
        raise PackagedError(INVALID, descriptor="PackagedPythonServer", field="/", problem="type")
    record = validate_server(server_json(descriptor))
    resolved = replace(descriptor, package_root=record["packageRoot"], entry_point=record["path"])
    stored = _REGISTRY.add_server(record, resolved)
    return _stored(_REGISTRY.server_entries(), stored)


def register_tool_facade(travis_api, facade: PackagedToolFacade) -> PackagedToolFacade:
    """Registers the facade (after its server) and adds it as a tool of the calling extension,
    `travis_api` being the object its extension(travis) received."""
    record = validate_facade(facade_json(facade))
    check_host_name(travis_api, record)
    definition = tool_definition(record)
    stored = _REGISTRY.add_facade(record, facade)
    travis_api.register_tool(definition)
    return _stored(_REGISTRY.facade_entries(), stored)


def _stored(entries, record: dict):
    return next(d for r, d in entries if r is record)


def get_packaged_servers() -> Mapping[str, PackagedServer | PackagedPythonServer]:
    """A read-only snapshot, sorted by name and detached from later registrations."""
    return MappingProxyType({record["name"]: d for record, d in _REGISTRY.server_entries()})


def get_tool_facades() -> Mapping[str, PackagedToolFacade]:
    """A read-only snapshot, sorted by name and detached from later registrations."""
    return MappingProxyType({record["name"]: d for record, d in _REGISTRY.facade_entries()})


# For the adapter's shim, not part of the public API (nor is facade.install_bridge): the facade
# names whose results carry the adapter's isError marker, and initialize's `packaged` parameter.
def facade_names() -> frozenset[str]:
    return frozenset(record["name"] for record, _ in _REGISTRY.facade_entries())


def sidecar_snapshot() -> dict:
    return _REGISTRY.snapshot()
