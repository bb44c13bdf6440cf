#!/usr/bin/env python3
"""Writes grid solver workloads: N views in rows of 10 inside a container, with the kind of
constraints Auto Layout code makes, in the order a view hierarchy would activate them.

Per view: leading edge pinned to the container or to the previous view's trailing edge (+8),
the last view of a row pinned to the container's trailing edge, equal widths along a row,
width >= 20 and height >= 30 (required), height == 44 (medium: an intrinsic height), top >= the
bottom of the view above + 8 (required) with == as a weak preference, and on every 7th view a
weak preference width == 100 that the equal widths overrule. The container hugs its content
(height == 0, weak; height >= each bottom view's bottom + 8).

Edit variables: the container width (strong) and the middle view's height (strong).
Phases: "edit" suggests the middle view's height (60, 44, 80, 44); "resize" suggests container
widths (390, 844, 600, 1024, 390). Each step is followed by updateVariables().
Every solution is unique, so two correct solvers must agree on every value.

usage: make_grid_workloads.py OUT_DIR N [N...]
"""
import json
import os
import sys

COLUMNS = 10
REQUIRED = 1001001000.0
STRONG = 1000000.0
MEDIUM = 1000.0
WEAK = 1.0


def grid(n):
    variables = ["c.left", "c.top", "c.width", "c.height"]
    constraints = []

    def add(terms, constant, op, strength=REQUIRED):
        constraints.append({"terms": [[v, float(k)] for v, k in terms], "constant": float(constant), "op": op, "strength": strength})

    def v(i, attr):
        return f"v{i}.{attr}"

    add([("c.left", 1)], 0, "==")
    add([("c.top", 1)], 0, "==")
    add([("c.width", 1)], 0, ">=")
    add([("c.height", 1)], 0, ">=")
    add([("c.height", 1)], 0, "==", WEAK)
    for i in range(n):
        variables += [v(i, a) for a in ("left", "top", "width", "height")]
        row, col = divmod(i, COLUMNS)
        last_in_row = col == COLUMNS - 1 or i == n - 1
        # Horizontal chain.
        if col == 0:
            add([(v(i, "left"), 1), ("c.left", -1)], -8, "==")
        else:
            add([(v(i, "left"), 1), (v(i - 1, "left"), -1), (v(i - 1, "width"), -1)], -8, "==")
            add([(v(i, "width"), 1), (v(row * COLUMNS, "width"), -1)], 0, "==")
        if last_in_row:
            add([(v(i, "left"), 1), (v(i, "width"), 1), ("c.left", -1), ("c.width", -1)], 8, "==")
        add([(v(i, "width"), 1)], -20, ">=")
        if i % 7 == 3:
            add([(v(i, "width"), 1)], -100, "==", WEAK)
        # Height: an intrinsic size with a floor.
        add([(v(i, "height"), 1)], -30, ">=")
        add([(v(i, "height"), 1)], -44, "==", MEDIUM)
        # Vertical spacing below the view above (or the container's top).
        if row == 0:
            above = [("c.top", -1)]
        else:
            above = [(v(i - COLUMNS, "top"), -1), (v(i - COLUMNS, "height"), -1)]
        add([(v(i, "top"), 1)] + above, -8, ">=")
        add([(v(i, "top"), 1)] + above, -8, "==", WEAK)
        # The container hugs the bottom row.
        if i + COLUMNS >= n:
            add([("c.top", 1), ("c.height", 1), (v(i, "top"), -1), (v(i, "height"), -1)], -8, ">=")
    middle = n // 2
    return {
        "description": f"grid of {n} views in rows of {COLUMNS}: chained edges, equal widths, spacing >=, optional preferences",
        "variables": variables,
        "editVariables": [{"variable": "c.width", "strength": STRONG}, {"variable": v(middle, "height"), "strength": STRONG}],
        "constraints": constraints,
        "phases": [
            {"name": "edit", "steps": [[[v(middle, "height"), h]] for h in (60, 44, 80, 44)]},
            {"name": "resize", "steps": [[["c.width", w]] for w in (390, 844, 600, 1024, 390)]},
        ],
    }


def main(out_dir, sizes):
    os.makedirs(out_dir, exist_ok=True)
    for n in sizes:
        path = os.path.join(out_dir, f"grid-{n}.json")
        with open(path, "w") as f:
            json.dump(grid(n), f)
        print(path)


if __name__ == "__main__":
    main(sys.argv[1], [int(x) for x in sys.argv[2:]])
