#!/usr/bin/env python3
"""Compiles the corpus of real UIKit files against Mainline, with only `import UIKit` changed
to `import Mainline`, in the Swift 5 and Swift 6 language modes, with warnings as errors.

Each project folder is its own module (helper names clash across projects, as they would
across apps). Files listed in linux-excluded.txt are left out. Needs `swift build` first.
Prints one line per project and mode; exits 1 if anything fails to compile cleanly.
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

def main():
    modes = [m for m in sys.argv[1:] if m in ("5", "6")] or ["5", "6"]
    skip = excluded()
    swift5_only = excluded("swift5-only.txt")
    bins = bin_path()
    flags = ["-I", os.path.join(bins, "Modules"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(bins, "ThreadCheckerHooks.build", "module.modulemap"),
             "-I", os.path.join(ROOT, "Sources", "ThreadCheckerHooks", "include")]
    projects = sorted(d for d in os.listdir(HERE) if os.path.isdir(os.path.join(HERE, d)))
    failures, compiled, total = 0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for project in projects:
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
                cmd = ["swiftc", "-typecheck", "-swift-version", mode, "-warnings-as-errors",
                       "-module-name", module, *flags, *[os.path.join(folder, f) for f in files_in_mode]]
                result = subprocess.run(cmd, capture_output=True, text=True)
                problems = [l for l in (result.stdout + result.stderr).splitlines()
                            if re.search(r"(error|warning):", l) and l.startswith("/")]
                ok = result.returncode == 0 and not problems
                failures += 0 if ok else 1
                print(f"{'ok  ' if ok else 'FAIL'} Swift {mode}  {project} ({len(files_in_mode)} of {len(files)} files)")
                for line in problems[:10]:
                    print("      " + line.replace(folder + "/", ""))
    print(f"{compiled} of {total} files compile with only the import changed in Swift 5 mode, "
          f"{compiled - len(swift5_only)} in Swift 6 mode too ({len(swift5_only)} are Swift 5 only against UIKit "
          f"as well: swift5-only.txt); {total - compiled} cannot compile on Linux (linux-excluded.txt)")
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
