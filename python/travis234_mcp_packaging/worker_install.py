"""Where a native worker finds the adapter: the wheel's identity (build/wheel.py reads it too) and
the check that a worker's `python -I` imports this exact version. Stdlib only."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from .contract import seconds
from .worker_errors import NOT_INSTALLED, WorkerAdapterError

# The wheel's identity (build/wheel.py reads these too). Not `travis234-mcp-adapter`: that PyPI
# name is the Python adapter's, and pip would replace one with the other.
DISTRIBUTION = "travis234-mcp-ts"
MODULE = "travis234_mcp_ts"
CALLABLE = "extension"

INSTALL_CHECK_TIMEOUT_S = seconds("host.workerInstallCheckTimeoutMs")


def package_version(package_root: Path) -> str:
    return str(json.loads((package_root / "package.json").read_text(encoding="utf-8"))["version"])


def installer(package_root: Path) -> dict[str, str]:
    return {
        "distribution": DISTRIBUTION,
        "version": package_version(package_root),
        "module": MODULE,
        "callable": CALLABLE,
    }


def wheel_name(version: str) -> str:
    return f"{DISTRIBUTION.replace('-', '_')}-{version}-py3-none-any.whl"


_CHECK = (
    "import importlib.metadata as m, importlib.util as u, json, sys\n"
    "try:\n    v = m.version(sys.argv[1])\nexcept m.PackageNotFoundError:\n    v = None\n"
    "print(json.dumps({'version': v, 'module': u.find_spec(sys.argv[2]) is not None}))\n"
)
_installed_ok: set[tuple[str, str]] = set()


def check_installed(entry: Mapping[str, str], python: str | None = None) -> None:
    """The worker imports the installer under `python -I` (no user site, no PYTHONPATH): ask such
    an interpreter, once per process, whether it sees this exact distribution and module."""
    python = python or sys.executable
    key = (python, entry["version"])
    if key in _installed_ok:
        return
    found = "none"
    try:
        out = subprocess.run(
            [python, "-I", "-c", _CHECK, entry["distribution"], entry["module"]],
            capture_output=True,
            text=True,
            timeout=INSTALL_CHECK_TIMEOUT_S,
            check=False,
        )
        seen = json.loads(out.stdout.strip().splitlines()[-1]) if out.returncode == 0 and out.stdout.strip() else {}
        if seen.get("version") == entry["version"] and seen.get("module") is True:
            _installed_ok.add(key)
            return
        found = str(seen.get("version") or "none")
    except (OSError, subprocess.SubprocessError, ValueError, IndexError) as error:
        found = f"unknown ({type(error).__name__})"
    raise WorkerAdapterError(
        NOT_INSTALLED,
        f"{python} -m pip install --force-reinstall {wheel_name(entry['version'])} (npm run wheel builds it); "
        f"workers need {entry['distribution']} {entry['version']} importable under python -I, found {found}",
    )
