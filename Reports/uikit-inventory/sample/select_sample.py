#!/usr/bin/env python3
"""Draw the usage sample: apps from dkhamsing/open-source-ios-apps (contents.json),
libraries from vsouza/awesome-ios (README, UI-related sections). Deterministic (seeded)."""
import json, random, re, subprocess, sys
APPS_GIT = '/work/.mirror/dkhamsing+open-source-ios-apps/repo'
LIBS_GIT = '/work/.mirror/vsouza+awesome-ios/repo'
def show(git, path):
    return subprocess.run(['git', '-C', git, 'show', 'HEAD:' + path], capture_output=True, text=True, check=True).stdout
def rev(git):
    return subprocess.run(['git', '-C', git, 'rev-parse', 'HEAD'], capture_output=True, text=True, check=True).stdout.strip()
def norm(url):
    m = re.match(r'https?://github\.com/([A-Za-z0-9_.-]+)/([A-Za-z0-9_.-]+?)(?:\.git)?/?(?:[#?].*)?$', url)
    return f'{m.group(1)}/{m.group(2)}' if m else None
out = {'apps_list': {'repo': 'dkhamsing/open-source-ios-apps', 'commit': rev(APPS_GIT)},
       'libs_list': {'repo': 'vsouza/awesome-ios', 'commit': rev(LIBS_GIT)}}
projects = json.loads(show(APPS_GIT, 'contents.json'))['projects']
el = []
for p in projects:
    tags = p.get('tags', [])
    r = norm(p.get('source', ''))
    if r and 'swift' in tags and 'swiftui' not in tags and 'archive' not in tags and (p.get('updated') or '') >= '2021':
        el.append((p.get('stars') or 0, r))
el = sorted(set(el), key=lambda x: (-x[0], x[1]))
popular_apps = [r for _, r in el[:35]]
rest = [r for _, r in el[35:]]
random.Random(7).shuffle(rest)
ordinary_apps = rest[:35]
readme = show(LIBS_GIT, 'README.md')
sections = ['Layout', 'Gesture', 'Color', 'Text', 'UI', 'Walkthrough / Intro / Tutorial', 'Image', 'Animation']
libs, cur = [], None
for line in readme.splitlines():
    m = re.match(r'^(#+)\s+(.*)$', line)
    if m:
        level, title = len(m.group(1)), m.group(2).strip()
        if level == 2:
            cur = title if title in sections else None
        elif level >= 3 and cur is None and title in sections:
            cur = title
        continue
    if cur:
        m = re.match(r'^\s*[-*]\s+\[[^\]]+\]\((https://github\.com/[^)\s]+)\)', line)
        if m:
            r = norm(m.group(1))
            if r and r not in libs:
                libs.append(r)
libs_pool = sorted(set(libs) - set(popular_apps) - set(ordinary_apps))
random.Random(7).shuffle(libs_pool)
out['criteria'] = {
    'apps': "open-source-ios-apps entries tagged swift, not swiftui/archive, GitHub source, 'updated' >= 2021; top 35 by stars + 35 drawn at random (random.Random(7)) from the rest",
    'libs': "GitHub links in awesome-ios sections " + ', '.join(sections) + " (and their subsections); 70 drawn at random (random.Random(7))",
    'kept': "fetched snapshot whose newest commit is dated 2019-01-01 or later and has >= 3 .swift files that import UIKit"}
out['popular_apps'] = popular_apps
out['ordinary_apps'] = ordinary_apps
out['libraries'] = libs_pool[:70]
out['libs_pool_size'] = len(libs_pool)
out['apps_pool_size'] = len(el)
json.dump(out, open('/work/notes/inventory/sample_draw.json', 'w'), indent=1)
print(len(el), len(libs_pool))
for k in ('popular_apps', 'ordinary_apps', 'libraries'):
    print(k, ' '.join(out[k]))
