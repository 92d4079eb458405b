"""The shim's parts (internal; extension authors use travis234_mcp_packaging): sidecar.py the Node
process and its protocol, session.py what one load holds, tool.py a call, render.py what the TUI
shows of it, command.py `/mcp`, host.py what is read from the host, shim.py the registration."""
