"""What the shim learns from the host process itself: its trust decisions, agent directory,
--offline flag and version, each read through the host's own API and never trusted when unknown."""

from __future__ import annotations

import sys


def platform_supported() -> bool:
    """POSIX only: process groups, signals and 0700 directories are what the cleanup relies on."""
    return sys.platform != "win32"


def process_approval(argv: list[str]) -> bool | None:
    """The host process's -a/--approve (True) or -na/--no-approve (False), None when neither.

    The host does not expose its override to extensions, so its own command line is read, token by
    token as its parser sees flags (up to "--"). Anything else (an abbreviated flag) reads as None,
    which never trusts a project by itself."""
    decision = None
    for token in argv[1:]:
        if token == "--":
            break
        if token in ("-a", "--approve"):
            decision = True
        elif token in ("-na", "--no-approve"):
            decision = False
    return decision


def host_trust(cwd: str, agent_dir) -> dict:
    """The explicit trust decisions the host knows (spec/sidecar-protocol.yaml), read through its own
    API; the sidecar decides from them. A part that cannot be read is left out, which never trusts."""
    found: dict[str, object] = {"approval": process_approval(list(sys.argv))}
    if not agent_dir:
        return found
    try:
        from travis.coding_agent import project_trust
    except Exception:  # noqa: BLE001 - a host without the trust API: nothing explicit is known.
        return found
    try:
        found["savedTrust"] = project_trust.ProjectTrustStore(agent_dir).get(cwd)
    except Exception:  # noqa: BLE001 - an unreadable trust store is no saved decision.
        pass
    try:
        found["hostGated"] = bool(project_trust.has_trust_requiring_project_resources(cwd))
    except Exception:  # noqa: BLE001 - unknown means the host's answer is not taken as a decision.
        pass
    try:
        from travis.coding_agent.settings_manager import SettingsManager

        # Global settings only: projectTrusted False keeps the project's own settings unread.
        setting = SettingsManager.create(cwd, str(agent_dir), {"projectTrusted": False}).get_default_project_trust()
        if setting in ("always", "never", "ask"):
            found["defaultProjectTrust"] = setting
    except Exception:  # noqa: BLE001 - an unreadable setting is "ask".
        pass
    return found


def agent_dir() -> str | None:
    try:
        from travis.coding_agent.config import get_agent_dir

        found = get_agent_dir()
        return str(found) if found else None
    except Exception:  # noqa: BLE001 - the default applies.
        return None


def host_offline(ctx) -> bool:
    """The host's --offline flag, as its model registry reports it (False when unknown)."""
    try:
        registry = getattr(ctx, "model_registry", None)
        return bool(getattr(registry, "offline", False))
    except Exception:  # noqa: BLE001 - a stale or partial context means "not known to be offline".
        return False


def host_version() -> str:
    try:
        from importlib.metadata import version

        return version("travis234")
    except Exception:  # noqa: BLE001 - the version is informational.
        return "unknown"
