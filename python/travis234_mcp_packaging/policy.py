"""The host's approval context, from the decision table in host-contract.json (`policy`).

A thin interpreter of the table that spec/proxy-request.yaml `approval` defines and
codegen/emit-approval.ts generates; src/proxy/approval.ts interprets the same table for the
sidecar, so a request the sidecar rejects for its shape is "validation" here too. It reads only the
raw arguments (the configured servers are the sidecar's to know) and answers synchronously, before
any sidecar exists. Stdlib only.
"""

from __future__ import annotations

import re


def _trim(table: dict) -> str:
    return "".join(chr(c) for c in table["trim"])


def _is_text(table: dict, value: object) -> bool:
    return isinstance(value, str) and value.strip(_trim(table)) != ""


def _is_offset(table: dict, value: object) -> bool:
    # A float with a whole value arrives as an integer at the sidecar (JSON has one number type).
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if isinstance(value, float) and not value.is_integer():
        return False
    return 0 <= value <= table["maxOffset"]


def _is_reference(table: dict, value: object, prefix: str) -> bool:
    if not isinstance(value, str) or not value.startswith(prefix):
        return False
    rest = value[len(prefix) :]
    return len(rest) == table["hexChars"] and all(c in "0123456789abcdef" for c in rest)


# A URI as a server writes one: a scheme, then printable ASCII (no space).
_URI = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7e]+")


def _is_uri(table: dict, value: object) -> bool:
    return isinstance(value, str) and len(value) <= table["valueMaxChars"] and _URI.fullmatch(value) is not None


def _value_ok(table: dict, op: str, key: str, value: object) -> bool:
    field = table["fields"][key]
    kind = field["kind"]
    if kind == "text":
        return _is_text(table, value)
    if kind == "object":
        if not isinstance(value, dict):
            return False
        return not table["operations"][op]["stringArguments"] or all(isinstance(v, str) for v in value.values())
    if kind == "reference":
        if _is_reference(table, value, field.get("prefix", "")):
            return True
        return field.get("uri") is True and _is_uri(table, value)
    if kind == "offset":
        return _is_offset(table, value)
    return True


class _View:
    """The request as the rules see it: null fields dropped, the operation chosen when it can be."""

    def __init__(self, table: dict, args: object) -> None:
        self.args = args
        self.raw = {k: v for k, v in args.items() if v is not None} if isinstance(args, dict) else {}
        self.explicit = table["operationField"] in self.raw
        if self.explicit:
            chosen = self.raw[table["operationField"]]
            self.op = chosen if isinstance(chosen, str) and chosen in table["operations"] else None
        else:
            selectors = [k for k in self.raw if k in table["legacy"]["selectors"]]
            if not selectors:
                self.op = table["legacy"]["default"]
            elif len(selectors) == 1:
                # Without a server (missing or null), a selector with an across-servers operation chooses that one.
                across = (
                    table["legacy"]["serverless"].get(selectors[0]) if table["serverField"] not in self.raw else None
                )
                self.op = across or table["legacy"]["selectors"][selectors[0]]
            else:
                self.op = None

    def carriers(self, table: dict) -> list[str]:
        """The request keys that carry the chosen operation's fields, in the request's form."""
        if not self.explicit:
            return list(table["legacy"]["aliases"].get(self.op, {}))
        row = table["operations"][self.op]
        return [*row["required"], *row["optional"]]


def _serverless(table: dict, view: _View) -> bool:
    return view.op is not None and bool(table["operations"][view.op]["serverless"])


def _legacy(table: dict, key: str) -> bool:
    return bool(table["fields"].get(key, {}).get("legacy"))


# One predicate per condition a rule of the table may name: True when the condition holds.
_CONDITIONS = {
    "notObject": lambda t, v: not isinstance(v.args, dict),
    "noField": lambda t, v: not v.raw,
    "unknownField": lambda t, v: any(k not in t["fields"] for k in v.raw),
    "serverNotText": lambda t, v: not _serverless(t, v) and not _is_text(t, v.raw.get(t["serverField"])),
    "serverGiven": lambda t, v: _serverless(t, v) and t["serverField"] in v.raw,
    "legacyField": lambda t, v: any(_legacy(t, k) for k in v.raw),
    "unknownOperation": lambda t, v: v.op is None,
    "fieldOutsideOperation": lambda t, v: any(
        k not in (t["serverField"], t["operationField"], *v.carriers(t)) for k in v.raw
    ),
    "requiredMissing": lambda t, v: any(f not in v.raw for f in t["operations"][v.op]["required"]),
    "explicitField": lambda t, v: any(k != t["serverField"] and not _legacy(t, k) for k in v.raw),
    "severalSelectors": lambda t, v: v.op is None,
    "aliasOutsideOperation": lambda t, v: any(
        k != t["serverField"] and k not in t["legacy"]["aliases"].get(v.op, {}) for k in v.raw
    ),
    "badValue": lambda t, v: (
        v.op is not None and any(k in v.raw and not _value_ok(t, v.op, k, v.raw[k]) for k in v.carriers(t))
    ),
}


def approval_context(table: dict, args: object) -> dict[str, str]:
    """`{operation: status}`, `{operation: validation}`, an across-servers label alone, or the trimmed server and the operation's label."""
    view = _View(table, args)
    for rule in table["rules"]:
        if "form" in rule and rule["form"] != ("explicit" if view.explicit else "legacy"):
            continue
        if _CONDITIONS[rule["when"]](table, view):
            return {"operation": table["statusLabel"] if rule.get("answersStatus") else table["invalidLabel"]}
    if _serverless(table, view):
        return {"operation": table["operations"][view.op]["label"]}
    server = view.raw[table["serverField"]].strip(_trim(table))
    return {"server": server[: table["valueMaxChars"]], "operation": table["operations"][view.op]["label"]}


def facade_context(table: dict, record: dict, args: object) -> dict[str, str]:
    """A facade's: its fixed server and `<facade>.<operation>`, or the invalid label for an unknown operation."""
    operations = {op["name"] for op in record["operations"]}
    operation = args.get("operation") if isinstance(args, dict) else None
    if isinstance(operation, str) and operation in operations:
        label = table["facadeLabel"].replace("{facade}", record["name"], 1).replace("{operation}", operation, 1)
    else:
        label = table["invalidLabel"]
    return {"server": record["server"][: table["valueMaxChars"]], "operation": label}
