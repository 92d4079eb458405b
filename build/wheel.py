"""`npm run wheel`: the adapter as a Python wheel (stdlib only, no network), for Travis234 workers.

Native workers import their adapter by distribution and module under `python -I`, so the adapter
must be an installed distribution of the host's interpreter. The wheel holds what the npm package
holds at run time, under the package travis234_mcp_ts/: the shim and packaging API (python/), the
Node bundle (dist/, run by bin/), generated/host-contract.json and a trimmed package.json (the
version, and "type": "module" for bin/). A data file puts the Travis234 extension entry at
<prefix>/extensions/travis234_mcp_ts.py. The wheel is reproducible: sorted entries, fixed times.

    python3 build/wheel.py [--out DIR]   (after `npm run build`; writes release/<wheel>, or DIR/<wheel>)
"""

from __future__ import annotations

import base64
import hashlib
import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "python"))
from travis234_mcp_packaging.worker_install import DISTRIBUTION, MODULE, package_version, wheel_name  # noqa: E402

EPOCH = (1980, 1, 1, 0, 0, 0)
SUMMARY = "MCP client adapter for the Travis234 coding agent (TypeScript sidecar), installable for native workers"


def payload() -> dict[str, bytes]:
    """Archive path -> bytes, for everything except the dist-info."""
    manifest = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    files: dict[str, bytes] = {}
    bundle = ROOT / "dist" / "travis234-mcp.mjs"
    if not bundle.is_file():
        raise SystemExit("wheel: dist/travis234-mcp.mjs is missing; run `npm run build` first (`npm run wheel` does)")

    def add(source: Path, target: str) -> None:
        files[f"{MODULE}/{target}"] = source.read_bytes()

    for source in sorted((ROOT / "python").rglob("*.py")):
        add(source, source.relative_to(ROOT).as_posix())
    for source in sorted([*(ROOT / "dist").glob("*.mjs"), *(ROOT / "dist").glob("*.cjs")]):
        add(source, source.relative_to(ROOT).as_posix())
    for source in sorted((ROOT / "bin").glob("*.js")):
        add(source, source.relative_to(ROOT).as_posix())
    add(ROOT / "generated" / "host-contract.json", "generated/host-contract.json")
    add(ROOT / "LICENSE", "LICENSE")
    trimmed = {key: manifest[key] for key in ("name", "version", "description", "license", "type")}
    files[f"{MODULE}/package.json"] = (json.dumps(trimmed, indent=2) + "\n").encode()
    files[f"{MODULE}/__init__.py"] = (ROOT / "build" / "wheel" / "package_init.py").read_bytes()
    data = f"{DISTRIBUTION.replace('-', '_')}-{manifest['version']}.data/data/extensions/{MODULE}.py"
    files[data] = (ROOT / "build" / "wheel" / "extension_entry.py").read_bytes()
    return files


def metadata(version: str) -> dict[str, bytes]:
    info = f"{DISTRIBUTION.replace('-', '_')}-{version}.dist-info"
    text = (
        "Metadata-Version: 2.1\n"
        f"Name: {DISTRIBUTION}\n"
        f"Version: {version}\n"
        f"Summary: {SUMMARY}\n"
        "License: MIT\n"
        "Requires-Python: >=3.10\n"
        "Description-Content-Type: text/markdown\n\n"
        "Install into the Python environment that runs Travis234, then see docs/workers.md (Installing for workers).\n"
    )
    wheel = "Wheel-Version: 1.0\nGenerator: travis234-mcp-adapter build/wheel.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    return {
        f"{info}/METADATA": text.encode(),
        f"{info}/WHEEL": wheel.encode(),
        f"{info}/top_level.txt": f"{MODULE}\n".encode(),
        f"{info}/licenses/LICENSE": (ROOT / "LICENSE").read_bytes(),
    }


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build(out_dir: Path) -> Path:
    version = package_version(ROOT)
    files = {**payload(), **metadata(version)}
    record = f"{DISTRIBUTION.replace('-', '_')}-{version}.dist-info/RECORD"
    lines = [record_line(name, files[name]) for name in sorted(files)] + [f"{record},,"]
    files[record] = ("\n".join(lines) + "\n").encode()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / wheel_name(version)
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files, key=lambda n: (n == record, n)):
            entry = zipfile.ZipInfo(name, EPOCH)
            entry.external_attr = (0o755 if name.endswith("bin/travis234-mcp.js") else 0o644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, files[name])
    return target


if __name__ == "__main__":
    out = Path(sys.argv[sys.argv.index("--out") + 1]).resolve() if "--out" in sys.argv else ROOT / "release"
    wheel = build(out)
    shown = wheel.relative_to(ROOT) if wheel.is_relative_to(ROOT) else wheel
    print(f"wheel: {shown} ({wheel.stat().st_size // 1024} KiB)")
    print(f"install: <the Python that runs Travis234> -m pip install --force-reinstall {shown}")
