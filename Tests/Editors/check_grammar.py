#!/usr/bin/env python3
"""Tokenizes every notebook in examples/, sessions/ and docs/ (and the guide's session file)
with a TextMate engine (textmate-grammar-python, a port of VS Code's vscode-textmate, on the
Oniguruma regex engine) and the grammar in editors/fluid.tmLanguage.json, then checks the
scopes against what fluid's own lexer and session files say a line is:

- every '#>' line is an output line, every '#!' line an expected error, whole;
- every other line starting with '#' is a comment;
- a line starting with a command word (read from Sources/Notebook/Commands/) starts with
  the command keyword; every command word is in the grammar;
- every number written with a unit has the number and the unit scoped;
- every string literal is a string;
- known lines of known notebooks have the scopes listed in KNOWN.

Prints 'N passed, N failed' and exits 1 on any failure. Run by EditorGrammarTests.
"""
import glob, json, logging, os, re, shutil, subprocess, sys, tempfile

logging.disable(logging.CRITICAL)
from textmate_grammar.parsers.base import LanguageParser

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.chdir(root)
grammar = json.load(open("editors/fluid.tmLanguage.json", encoding="utf-8"))
parser = LanguageParser(grammar)

# The command words, as CommandSpec declares them (name and aliases).
commands = set()
for path in glob.glob("Sources/Notebook/Commands/*Command.swift"):
    text = open(path, encoding="utf-8").read()
    match = re.search(r'static let spec = CommandSpec\(\s*(?://[^\n]*\n\s*)*name: "(\w+)"(?:, aliases: \[([^\]]*)\])?', text)
    if match:
        commands.add(match.group(1))
        commands.update(re.findall(r'"(\w+)"', match.group(2) or ""))

UNITS = r"(?:ms|s|pt|px|deg|rad)(?:/(?:ms|s))?\b|%"

passed, failures = 0, []


def check(condition, message):
    global passed
    if condition:
        passed += 1
    else:
        failures.append(message)


def tokens_by_line(source):
    """{line number: [(column, text, scopes)]} for `source`."""
    element = parser.parse_string(source)
    lines = {}
    for (line, column), text, scopes in (element.flatten() if element else []):
        lines.setdefault(line, []).append((column, text, scopes))
    return lines


def scopes_at(tokens, column):
    for start, text, scopes in tokens:
        if start <= column < start + len(text):
            return scopes
    return []


def check_notebook(name, source):
    lines = source.split("\n")
    tokens = tokens_by_line(source)
    for number, line in enumerate(lines):
        where = f"{name}:{number + 1}: {line[:60]!r}"
        found = tokens.get(number, [])
        if not line.strip():
            continue
        if line.startswith("#>") or line.startswith("#!"):
            scope = "meta.output.fluid" if line.startswith("#>") else "meta.expected-error.fluid"
            check(all(scope in scopes_at(found, c) for c in range(len(line))), f"{where}: not all {scope}")
            continue
        if line.lstrip().startswith("#"):
            column = line.index("#")
            check(all("comment.line.number-sign.fluid" in scopes_at(found, c) for c in range(column, len(line))),
                  f"{where}: not a comment")
            continue
        code = line.split("#", 1)[0] if '"' not in line else line
        word = re.match(r"\s*([a-z]+)\b(?!\s*(?:=(?!=)|\(|\.))", code)
        if word and word.group(1) in commands:
            check("keyword.control.command.fluid" in scopes_at(found, word.start(1)), f"{where}: command not scoped")
        # Numbers with units, outside strings and comments.
        outside = re.sub(r'"[^"]*"', lambda m: " " * len(m.group(0)), code)
        for match in re.finditer(r"(?<![A-Za-z_0-9.])(\d+(?:\.\d+)?)(\s?)(" + UNITS + ")", outside):
            check("constant.numeric.fluid" in scopes_at(found, match.start(1)), f"{where}: number {match.group(0)!r}")
            check("keyword.other.unit.fluid" in scopes_at(found, match.start(3)), f"{where}: unit {match.group(0)!r}")
        for match in re.finditer(r'"[^"]*"', code):
            check(all("string.quoted.double.fluid" in scopes_at(found, c) for c in range(match.start(), match.end())),
                  f"{where}: string {match.group(0)!r}")


# Known lines: (file, line text, {substring: scope it must carry}).
KNOWN = [
    ("examples/pip.fluid", 'fling = trace("data/pip-fling.csv")', {
        "fling": "variable.other.definition.fluid", "trace": "entity.name.function.call.fluid",
        "data/pip-fling.csv": "string.quoted.double.fluid"}),
    ("examples/pip.fluid", "r = pipRelease(fling, corners: corners, rate: normal)", {
        "rate": "variable.parameter.label.fluid", "pipRelease": "entity.name.function.call.fluid"}),
    ("examples/pip.fluid", "corners = [(20pt, 60pt), (355pt, 60pt), (20pt, 760pt), (355pt, 760pt)]", {
        "20": "constant.numeric.fluid", "pt": "keyword.other.unit.fluid"}),
    ("examples/pip.fluid", "# fluid session 1", {"fluid session": "comment.line.number-sign.fluid"}),
]

notebooks = sorted(glob.glob("examples/*.fluid") + glob.glob("examples/**/*.fluid", recursive=True) + glob.glob("sessions/*.fluid")
                   + glob.glob("docs/**/*.fluid", recursive=True))
notebooks = sorted(set(notebooks))
check(len(notebooks) >= 10, f"only {len(notebooks)} notebooks found")
for path in notebooks:
    check_notebook(path, open(path, encoding="utf-8").read())

# The guide's session file and its example of an expected error (docs/guide.md, "Replay in
# CI") are the places with '#!' lines; the README is read too, for any it shows.
documents = {path: open(path, encoding="utf-8").read() for path in ["README.md", "docs/guide.md"]}
blocks, current = [], None
for line in "\n".join(documents.values()).split("\n"):
    if line.startswith("```"):
        if current is None:
            current = []
        else:
            blocks.append("\n".join(current) + "\n")
            current = None
        continue
    if current is not None:
        current.append(line)
blocks = [b for b in blocks if b.startswith("# fluid session 1\n") or "\n#!" in b]
check(any("\n#!" in b for b in blocks), "the guide's session file has '#!' lines to check")
check(any(b.startswith("# fluid session 1\n") for b in blocks), "the guide shows a session file to check")
for block in blocks:
    check_notebook("README.md or docs/guide.md session", block)

for path, line, expected in KNOWN:
    lines = open(path, encoding="utf-8").read().split("\n")
    if line not in lines:
        failures.append(f"{path}: no line {line!r}")
        continue
    number = lines.index(line)
    found = tokens_by_line(line + "\n").get(0, [])
    for text, scope in expected.items():
        column = line.index(text)
        check(all(scope in scopes_at(found, c) for c in range(column, column + len(text))), f"{path}:{number + 1}: {text!r} not {scope}")

# Every command word is one the grammar's command rule knows.
rule = grammar["repository"]["command"]["match"]
for word in sorted(commands):
    check(re.search(r"[(|]" + word + r"[|)]", rule) is not None, f"the grammar does not know the command {word!r}")
check(len(commands) >= 17, f"only {len(commands)} command words found")

# The Vim syntax file, where vim is installed: the groups at known places of a sample.
vim = shutil.which("vim")
if vim:
    sample = 'plot s, t\ns = spring(damping: 0.8, response: 0.4s)  # c\n#> out\n#!   err\nv = 1200pt/s\nx = trace("a.csv")\n'
    places = {(1, 1): "fluidCommand", (2, 21): "fluidNumber", (2, 39): "fluidUnit", (2, 45): "fluidComment",
              (3, 4): "fluidOutput", (4, 5): "fluidExpectedError", (5, 5): "fluidNumber", (5, 9): "fluidUnit",
              (6, 12): "fluidString", (2, 12): "fluidLabel", (2, 5): "fluidFunction"}
    with tempfile.TemporaryDirectory() as folder:
        notebook, out = os.path.join(folder, "sample.fluid"), os.path.join(folder, "groups")
        open(notebook, "w").write(sample)
        query = " | ".join(f'call add(r, synIDattr(synID({l}, {c}, 1), "name"))' for (l, c) in places)
        subprocess.run([vim, "-Nu", "NONE", "-i", "NONE", "-es", "-c", "set rtp^=editors/vim", "-c", "filetype on",
                        "-c", "syntax on", "-c", "e " + notebook, "-c", "let r = []", "-c", query,
                        "-c", f'call writefile(r, "{out}")', "-c", "qa!"], timeout=60)
        groups = open(out).read().split("\n") if os.path.exists(out) else []
        for (place, expected), got in zip(places.items(), groups + [""] * len(places)):
            check(got == expected, f"vim: line {place[0]} column {place[1]} is {got!r}, not {expected}")

for failure in failures[:40]:
    print("FAIL", failure)
print(f"{len(notebooks)} notebooks tokenized")
print(f"{passed} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
