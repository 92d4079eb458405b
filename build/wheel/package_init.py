"""travis234-mcp-ts: the TypeScript MCP adapter for Travis234, as a Python distribution.

The same shim, packaging API, Node bundle and host contract as the npm package, laid out under
this package as they are in it (python/, dist/, bin/, generated/). Travis234's native workers
import it by name (`python -I -m ...` sees only installed distributions): the descriptor's
installer is {"distribution": "travis234-mcp-ts", "module": "travis234_mcp_ts", "callable":
"extension"}. The parent session loads it too, through <prefix>/extensions/travis234_mcp_ts.py.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
_SHIM = "travis234_mcp_ts._shim"


def _shim():
    module = sys.modules.get(_SHIM)
    if module is None:
        spec = importlib.util.spec_from_file_location(_SHIM, ROOT / "python" / "travis234_mcp_extension.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[_SHIM] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            sys.modules.pop(_SHIM, None)
            raise
    return module


def extension(travis):
    """Travis234's extension entry; also the worker installer, handed a bare ExtensionRunner."""
    return _shim().extension(travis)
