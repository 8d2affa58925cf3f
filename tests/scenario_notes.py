#!/usr/bin/env python3
"""scenario_notes.py MLSYS - the model's figures a scenario's notes quote are the
ones it gives now.

A validation scenario's notes say what the model gave when they were written:
"The model's TPOT is 27.66 ms, -69.1 %" or "The model's rate, run as trtllm-bench
ran it, ... is 26,953 tokens/s, +78.1 %". `mlsys scenario show` prints those notes
to a user, so a change to the model that moves the prediction must move the
sentence too. A third form lists several of a scenario's expected keys, each with
its error in brackets: "TTFT 251.8 ms (-39.0 %)" (read only for the keys the
scenario expects). For every shipped scenario whose notes quote its error in one
of those forms, the error is taken again from `mlsys scenario run` (the
prediction over the expectation's measured figure, less one) and compared with the
quoted one, to the 0.1 point the notes print (0.06, for a figure that rounds on
its last digit). "The model's time" and "the model's rate" name the scenario's one
expectation. Prints the stale quotes and the count; exit status 1 when any is.
Other forms (a counterfactual in brackets, "at the steady state") are not read.
"""
import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

BIN = sys.argv[1]
QUOTE = re.compile(r"The model's ([A-Za-z_0-9]+) is ([0-9][0-9.,]*) ([A-Za-z/]+), ([-+][0-9.]+) %")
# "TTFT 251.8 ms (-39.0 %)": a figure of one of the scenario's expected keys with
# its error in brackets (the Server rows' lists of their limits' figures).
PAREN = re.compile(r"\b([A-Za-z][A-Za-z_0-9]*) ([0-9][0-9.,]*) ?([A-Za-z/]*) \(([-+][0-9.]+) %\)")
RATE = re.compile(r"The model's rate, run as [^()]*?(?:\([^()]*\)[^()]*?)*, "
                  r"is ([0-9][0-9.,]*) tokens/s, ([-+][0-9.]+) %")
SCALE = {"us": 1e-6, "ms": 1e-3, "s": 1.0}


def mlsys(*args):
    return subprocess.run([BIN, *args], capture_output=True, text=True, check=True).stdout


def check(name):
    """The (quotes, stale lines) of one scenario: its notes' quotes of its
    expectations' errors in any of the three forms."""
    show = json.loads(mlsys("scenario", "show", name, "-f", "json"))
    notes = next((r["value"] for r in show["rows"] if r["field"] == "notes"), "")
    quotes = [(k, v, u, e) for k, v, u, e in QUOTE.findall(notes)]
    quotes += [("tokens_per_s", v, "tokens/s", e) for v, e in RATE.findall(notes)]
    paren = PAREN.findall(notes)
    if not quotes and not paren:
        return 0, []
    rows = {r["key"]: r for r in json.loads(mlsys("scenario", "run", name, "-f", "json"))["rows"]}
    expected = [r for r in rows.values() if r.get("expected") is not None]
    quotes += [q for q in paren if q[0] in rows and rows[q[0]].get("expected") is not None]
    if not quotes:
        return 0, []
    stale = []
    for key, value, unit, err in quotes:
        row = rows.get(key)
        if row is None and len(expected) == 1:
            row = expected[0]
        if row is None or row.get("expected") is None:
            stale.append(f"{name}: the notes quote {key}, which the scenario does not expect")
            continue
        m = re.match(r"^\s*([-+0-9.eE]+)\s*(\S+)", row["expected"])
        measured = float(m.group(1)) * SCALE.get(m.group(2), 1.0)
        now = 100 * (row["value"] / measured - 1)
        if abs(now - float(err)) > 0.06:
            stale.append(f"{name}: the notes say {key} {value} {unit}, {err} %; "
                         f"the model gives {now:+.1f} % now")
    return len(quotes), stale


def main():
    names = mlsys("scenario", "list", "-f", "csv", "--columns", "name", "--no-header").split()
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(check, names))
    stale = [line for _, lines in results for line in lines]
    for line in stale:
        print(line)
    print(f"{sum(n for n, _ in results)} quoted figures in the notes, {len(stale)} stale")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
