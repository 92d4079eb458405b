"""The host's built-in tool names (travis/coding_agent/tools/__init__.py all_tool_names), stubbed."""

all_tool_names = frozenset({"read", "bash", "tmux", "edit", "write", "grep", "find", "ls"})
