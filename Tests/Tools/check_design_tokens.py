#!/usr/bin/env python3
"""Checks a Design Tokens file against the rules of the Design Tokens Community Group's
format (Format Module 2025.10, https://www.designtokens.org/tr/drafts/format/) for what
fluid writes: groups, tokens, $type (declared on the token or inherited from a group),
$value of the types `duration` and `cubicBezier`, $description and $extensions.

    check_design_tokens.py FILE      # prints the problems, one a line; exit 1 if any

Written for fluid's tests, from the format's text; it knows only the parts above, and
refuses any other $type rather than pass it unchecked.
"""
import json
import sys

# Properties the format reserves; anything else starting with $ is an error.
GROUP_PROPERTIES = {"$type", "$description", "$extensions", "$deprecated", "$extends", "$root"}
TOKEN_PROPERTIES = {"$value", "$type", "$description", "$extensions", "$deprecated"}
CHECKED_TYPES = {"duration", "cubicBezier"}


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def check_value(path, kind, value, problems):
    if kind == "duration":
        # An object { "value": number, "unit": "ms" | "s" }.
        if not isinstance(value, dict) or set(value) != {"value", "unit"}:
            problems.append(f"{path}: a duration's $value is {{\"value\": number, \"unit\": \"ms\" or \"s\"}}")
        elif not is_number(value["value"]) or value["unit"] not in ("ms", "s"):
            problems.append(f"{path}: a duration's value is a number and its unit ms or s")
        elif value["value"] < 0:
            problems.append(f"{path}: a duration is not negative")
    elif kind == "cubicBezier":
        # [P1x, P1y, P2x, P2y], the x coordinates within [0, 1].
        if not isinstance(value, list) or len(value) != 4 or not all(is_number(v) for v in value):
            problems.append(f"{path}: a cubicBezier's $value is an array of four numbers")
        elif not (0 <= value[0] <= 1 and 0 <= value[2] <= 1):
            problems.append(f"{path}: a cubicBezier's x coordinates (1st and 3rd) are within [0, 1]")
    else:
        problems.append(f"{path}: $type {kind!r} is not one this checker knows")


def check_name(path, name, problems):
    if name.startswith("$") or any(c in name for c in "{}."):
        problems.append(f"{path}: the name {name!r} may not start with $ or contain {{, }} or .")


def check_common(path, node, problems):
    if "$description" in node and not isinstance(node["$description"], str):
        problems.append(f"{path}: $description is a string")
    if "$extensions" in node:
        extensions = node["$extensions"]
        if not isinstance(extensions, dict):
            problems.append(f"{path}: $extensions is an object")
        else:
            for key in extensions:
                # Vendor data goes under a key in reverse domain name notation.
                if "." not in key:
                    problems.append(f"{path}: $extensions key {key!r} is not in reverse domain name notation")


def check(node, path, inherited, problems, counts):
    if not isinstance(node, dict):
        problems.append(f"{path}: a group or token is an object")
        return
    check_common(path, node, problems)
    if "$value" in node:
        for key in node:
            if key.startswith("$") and key not in TOKEN_PROPERTIES:
                problems.append(f"{path}: a token has no property {key}")
            elif not key.startswith("$"):
                problems.append(f"{path}: a token cannot hold {key!r} (tokens have no children)")
        kind = node.get("$type", inherited)
        if kind is None:
            problems.append(f"{path}: the token has no $type, on itself or a group around it")
            return
        check_value(path, kind, node["$value"], problems)
        counts[kind] = counts.get(kind, 0) + 1
        return
    for key, child in node.items():
        if key.startswith("$"):
            if key not in GROUP_PROPERTIES:
                problems.append(f"{path}: a group has no property {key}")
            continue
        check_name(path, key, problems)
        check(child, f"{path}.{key}" if path else key, node.get("$type", inherited), problems, counts)


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        document = json.load(file)
    problems, counts = [], {}
    check(document, "", None, problems, counts)
    if not counts:
        problems.append("no tokens")
    for problem in problems:
        print(problem)
    print("tokens: " + ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())), file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
