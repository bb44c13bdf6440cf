#!/usr/bin/env python3
"""Check out every .swift file of each fetched sample repo (HEAD) into /tmp/inv/corpus/OWNER+NAME/,
then keep the repo if HEAD is dated >= 2019-01-01 and >= 3 swift files import UIKit."""
import json, os, re, subprocess, sys
MIRROR = '/work/.mirror'; OUT = '/tmp/inv/corpus'
IMPORT = re.compile(rb'^\s*(@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(UIKit|class\s+UIKit\.\w+|struct\s+UIKit\.\w+)\b', re.M)
def gitdir(r):
    base = os.path.join(MIRROR, r.replace('/', '+'), 'repo')
    for d in (base, os.path.join(base, '.git')):
        if os.path.exists(os.path.join(d, 'HEAD')) and os.path.isdir(os.path.join(d, 'objects')):
            return d
    return None
def g(d, *a, binary=False):
    return subprocess.run(['git', '--git-dir', d, *a], capture_output=True, check=True, text=not binary).stdout
draw = json.load(open('/work/notes/inventory/sample_draw.json'))
order = []
for k in ('popular_libraries', 'popular_apps', 'ordinary_apps', 'libraries'):
    for r in draw[k]:
        if r not in [x[0] for x in order]:
            order.append((r, k))
res = []
for r, k in order:
    d = gitdir(r)
    rec = {'repo': r, 'group': k}
    if not d:
        rec['status'] = 'not fetched'; res.append(rec); continue
    head = g(d, 'rev-parse', 'HEAD').strip()
    date = g(d, 'log', '-1', '--format=%cI', 'HEAD').strip()
    rec.update(commit=head, date=date)
    files = [f for f in g(d, 'ls-tree', '-r', '--name-only', '-z', 'HEAD').split('\0') if f.endswith('.swift')]
    dest = os.path.join(OUT, r.replace('/', '+'))
    nui = 0
    blobs = {}
    if files:
        # batch read blobs
        p = subprocess.run(['git', '--git-dir', d, 'cat-file', '--batch'], input=''.join(f'HEAD:{f}\n' for f in files).encode(), capture_output=True, check=True).stdout
        i = 0
        for f in files:
            hdr_end = p.index(b'\n', i); hdr = p[i:hdr_end].split()
            if len(hdr) < 3 or hdr[1] != b'blob':
                i = hdr_end + 1; continue
            n = int(hdr[2]); data = p[hdr_end + 1: hdr_end + 1 + n]; i = hdr_end + 1 + n + 1
            if IMPORT.search(data):
                nui += 1
                fp = os.path.join(dest, f)
                os.makedirs(os.path.dirname(fp), exist_ok=True)
                open(fp, 'wb').write(data)
    rec.update(swift_files=len(files), uikit_files=nui)
    rec['status'] = 'kept' if (date >= '2019-01-01' and nui >= 3) else ('too old' if date < '2019-01-01' else 'too few UIKit files')
    if rec['status'] != 'kept' and os.path.isdir(dest):
        subprocess.run(['rm', '-rf', dest])
    res.append(rec)
json.dump(res, open('/work/notes/inventory/sample_repos.json', 'w'), indent=1)
from collections import Counter
print(Counter((x['group'], x['status']) for x in res))
print(sum(x.get('uikit_files', 0) for x in res if x['status'] == 'kept'))
