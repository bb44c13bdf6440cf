#!/usr/bin/env python3
"""Compiles the corpus of real UIKit files against Mainline, in the Swift 5 and Swift 6
language modes, with warnings as errors, twice:

1. with only `import UIKit` changed to `import Mainline` (files listed in linux-excluded.txt
   are left out: they cannot compile on Linux as written);
2. through the adapter (`mainline-adapt`, the tool of the MainlineAdapt build plugin and of
   `mainline adapt`), from the files as published (files listed in adapter-excluded.txt are
   left out, with the reason they still fail).

Each project folder is its own module (helper names clash across projects, as they would
across apps). Needs `swift build` first. Prints one line per project, mode and pass, then both
counts; exits 1 if anything fails to compile cleanly. `--adapted-only` or `--import-only` runs
one pass; `5` or `6` one language mode.
"""
import os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

def excluded(name="linux-excluded.txt"):
    reasons = {}
    for line in open(os.path.join(HERE, name)):
        if line.strip() and not line.startswith("#"):
            path, reason = line.rstrip("\n").split("\t", 1)
            reasons[path] = reason
    return reasons

def bin_path():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return out.stdout.strip()

def typecheck(module, folder, files, mode, flags):
    """Type-checks `files` of `folder` as one module; returns the error and warning lines."""
    cmd = ["swiftc", "-typecheck", "-swift-version", mode, "-warnings-as-errors",
           "-module-name", module, *flags, *[os.path.join(folder, f) for f in files]]
    result = subprocess.run(cmd, capture_output=True, text=True)
    problems = [l for l in (result.stdout + result.stderr).splitlines()
                if re.search(r"(error|warning):", l) and (l.startswith("/") or l.startswith("Tests/"))]
    return result.returncode == 0 and not problems, problems

def projects():
    return sorted(d for d in os.listdir(HERE) if os.path.isdir(os.path.join(HERE, d)) and d != "InterfaceBuilder")

def adapted_pass(modes, bins, flags, swift5_only):
    """Compiles each project through the adapter; returns (failures, files compiled, total)."""
    skip = excluded("adapter-excluded.txt")
    swift5_only = {**swift5_only, **excluded("adapted-swift5-only.txt")}
    tool = os.path.join(bins, "mainline-adapt")
    failures, compiled, total = 0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for project in projects():
            files = sorted(f for f in os.listdir(os.path.join(HERE, project)) if f.endswith(".swift"))
            total += len(files)
            kept = [f for f in files if f"{project}/{f}" not in skip]
            if not kept:
                continue
            compiled += len(kept)
            folder = os.path.join(tmp, project)
            os.makedirs(folder)
            # Paths relative to the package root: the adapted files' #sourceLocation names them, so
            # a problem is reported at the corpus file's own line.
            args = [tool]
            for f in kept:
                args += ["--adapt", os.path.relpath(os.path.join(HERE, project, f), ROOT), os.path.join(folder, f)]
            adapted = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
            module = "Adapted_" + re.sub(r"[^A-Za-z0-9]", "_", project)
            for mode in modes:
                files_in_mode = [f for f in kept if mode == "5" or f"{project}/{f}" not in swift5_only]
                ok, problems = typecheck(module, folder, files_in_mode, mode, flags)
                problems = adapted.stderr.splitlines() + problems
                ok = ok and adapted.returncode == 0
                failures += 0 if ok else 1
                print(f"{'ok  ' if ok else 'FAIL'} Swift {mode}  adapted  {project} ({len(files_in_mode)} of {len(files)} files)")
                for line in problems[:10]:
                    print("      " + line.replace(folder + "/", ""))
    return failures, compiled, total

def main():
    modes = [m for m in sys.argv[1:] if m in ("5", "6")] or ["5", "6"]
    run_import = "--adapted-only" not in sys.argv
    run_adapted = "--import-only" not in sys.argv
    skip = excluded()
    swift5_only = excluded("swift5-only.txt")
    bins = bin_path()
    flags = ["-I", os.path.join(bins, "Modules"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(bins, "ThreadCheckerHooks.build", "module.modulemap"),
             "-I", os.path.join(ROOT, "Sources", "ThreadCheckerHooks", "include")]
    failures, compiled, total = 0, 0, 0
    if not run_import:
        projects_to_check = []
    else:
        projects_to_check = projects()
    with tempfile.TemporaryDirectory() as tmp:
        for project in projects_to_check:
            files = sorted(f for f in os.listdir(os.path.join(HERE, project)) if f.endswith(".swift"))
            total += len(files)
            kept = [f for f in files if f"{project}/{f}" not in skip]
            if not kept:
                continue
            compiled += len(kept)
            folder = os.path.join(tmp, project)
            os.makedirs(folder)
            for f in kept:
                text = open(os.path.join(HERE, project, f), encoding="utf-8").read()
                text = re.sub(r"^([ \t]*)import UIKit[ \t]*$", r"\1import Mainline", text, flags=re.M)
                open(os.path.join(folder, f), "w", encoding="utf-8").write(text)
            module = "Corpus_" + re.sub(r"[^A-Za-z0-9]", "_", project)
            for mode in modes:
                files_in_mode = [f for f in kept if mode == "5" or f"{project}/{f}" not in swift5_only]
                ok, problems = typecheck(module, folder, files_in_mode, mode, flags)
                failures += 0 if ok else 1
                print(f"{'ok  ' if ok else 'FAIL'} Swift {mode}  {project} ({len(files_in_mode)} of {len(files)} files)")
                for line in problems[:10]:
                    print("      " + line.replace(folder + "/", ""))
    adapted_failures, adapted, adapted_total = adapted_pass(modes, bins, flags, swift5_only) if run_adapted else (0, 0, 0)
    failures += adapted_failures
    swift6_import = compiled - sum(1 for f in swift5_only if f not in skip)
    if run_import:
        print(f"{compiled} of {total} files compile with only the import changed in Swift 5 mode, "
              f"{swift6_import} in Swift 6 mode too ({len(swift5_only)} are Swift 5 only against UIKit "
              f"as well: swift5-only.txt); {total - compiled} cannot compile on Linux as written (linux-excluded.txt)")
    if run_adapted:
        adapter_skip = excluded("adapter-excluded.txt")
        adapted_swift5_only = {**swift5_only, **excluded("adapted-swift5-only.txt")}
        swift6_adapted = adapted - sum(1 for f in adapted_swift5_only if f not in adapter_skip)
        print(f"{adapted} of {adapted_total} files compile through the adapter in Swift 5 mode, {swift6_adapted} in Swift 6 "
              f"mode too; {adapted_total - adapted} still cannot, for the reasons in adapter-excluded.txt")
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
