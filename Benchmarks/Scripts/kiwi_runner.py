#!/usr/bin/env python3
"""Times solver workloads through kiwisolver (kiwi's C++ core behind its Python binding) and
prints one JSON object per workload, in the same shape as the Swift `solver-compare` tool.

Only solver calls are timed: variables and constraint objects are built beforehand, and the
per-call cost of the Python binding is part of kiwi's figure (see compare-solvers.sh, which
also times kiwi natively from C++).

usage: kiwi_runner.py [--min-seconds S] [--min-reps N] [--max-reps N] [--max-seconds S] WORKLOAD.json...
"""
import json
import os
import sys
import time

import kiwisolver as kiwi


def load(path):
    with open(path) as f:
        w = json.load(f)
    if "phases" not in w:
        edits = [e["variable"] for e in w.get("editVariables", [])]
        w["phases"] = [{"name": "resize", "steps": [[[v, x] for v, x in zip(edits, size)] for size in w.get("resizes", [])]}]
    return w


def prepare(w):
    variables = {name: kiwi.Variable(name) for name in w["variables"]}
    constraints = []
    for c in w["constraints"]:
        expr = kiwi.Expression([kiwi.Term(variables[v], k) for v, k in c["terms"]], c["constant"])
        op = c["op"]
        cn = (expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)
        constraints.append(cn | c["strength"])
    edits = [(variables[e["variable"]], e["strength"]) for e in w.get("editVariables", [])]
    phases = [(p["name"], [[(variables[v], float(x)) for v, x in step] for step in p["steps"]]) for p in w["phases"]]
    return variables, edits, constraints, phases


def sample(limits, body):
    """Same rule as solver-compare: the first run is a warm-up unless it takes over a second;
    then run until min_seconds and min_reps are both reached, or max_reps or max_seconds."""
    min_seconds, min_reps, max_reps, max_seconds = limits
    samples, total = [], 0
    first = body()
    if first > 1e9:
        samples, total = [first], first
    while len(samples) < max_reps and total < max_seconds * 1e9 and (len(samples) < min_reps or total < min_seconds * 1e9):
        t = body()
        samples.append(t)
        total += t
    return samples


def main(argv):
    min_seconds, min_reps, max_reps, max_seconds, paths = 1.0, 5, 2000, 60.0, []
    it = iter(argv)
    for a in it:
        if a == "--min-seconds":
            min_seconds = float(next(it))
        elif a == "--min-reps":
            min_reps = int(next(it))
        elif a == "--max-reps":
            max_reps = int(next(it))
        elif a == "--max-seconds":
            max_seconds = float(next(it))
        else:
            paths.append(a)
    clock = time.perf_counter_ns
    limits = (min_seconds, min_reps, max_reps, max_seconds)
    for path in paths:
        w = load(path)
        variables, edits, constraints, phases = prepare(w)
        order = [variables[n] for n in w["variables"]]

        def build(solver):
            add_edit, add = solver.addEditVariable, solver.addConstraint
            t0 = clock()
            for v, s in edits:
                add_edit(v, s)
            for c in constraints:
                add(c)
            solver.updateVariables()
            return clock() - t0

        keep = []

        def build_sample():
            solver = kiwi.Solver()
            t = build(solver)
            keep[:] = [solver]  # destroyed outside the timed region
            return t

        build_times = sample(limits, build_sample)
        keep.clear()
        solver = kiwi.Solver()
        build(solver)
        values = {"build": [v.value() for v in order]}
        phase_times = {}
        suggest, update = solver.suggestValue, solver.updateVariables
        for name, steps in phases:
            def run():
                t0 = clock()
                for step in steps:
                    for v, x in step:
                        suggest(v, x)
                    update()
                return clock() - t0

            phase_times[name] = sample(limits, run)
            values[name] = [v.value() for v in order]
        name = os.path.splitext(os.path.basename(path))[0]
        print(json.dumps({"workload": name, "solver": "kiwisolver", "build": build_times, "phases": phase_times, "values": values}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
