#!/usr/bin/env python3
"""Write usage-ids.tsv: where a derivation fix renamed a member that usage.json credits.

Usage:
  usage_ids.py COUNTED_INVENTORY [--inventory inventory.json] [--usage usage.json] [--out usage-ids.tsv]

COUNTED_INVENTORY is the inventory.json that rank_usage.py counted usage.json against
(`git show 87878a0:Reports/uikit-inventory/inventory.json`). A member is the same declaration
when its owner (Objective-C), kind and Objective-C name agree. Each row names a declaration whose
id changed since that count and the id usage.json credits; make_inventory.py writes that id as
the member's `usage_of`, which coverage.py reads. Run make_inventory.py again after this.
Counting the sample again (rank_usage.py) makes the file unnecessary: delete it then.
"""
import argparse, json, os

HERE = os.path.dirname(os.path.abspath(__file__))


def key(m):
    return (m['owner_objc'], m['kind'], m.get('objc'))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('counted')
    ap.add_argument('--inventory', default=os.path.join(HERE, 'inventory.json'))
    ap.add_argument('--usage', default=os.path.join(HERE, 'usage.json'))
    ap.add_argument('--out', default=os.path.join(HERE, 'usage-ids.tsv'))
    a = ap.parse_args()
    usage = json.load(open(a.usage))['usage']
    now = {}
    for m in json.load(open(a.inventory))['members']:
        if m.get('objc') and not m.get('overlay'):
            now.setdefault(key(m), m['id'])
    rows = []
    for m in json.load(open(a.counted))['members']:
        if not m.get('objc') or m.get('overlay') or m['id'] not in usage:
            continue
        k = key(m)
        if k in now and now[k] != m['id']:
            rows.append(k + (m['id'],))
    with open(a.out, 'w') as f:
        f.write('# owner_objc\tkind\tobjc\tid credited in usage.json (written by usage_ids.py)\n')
        for r in sorted(set(rows)):
            f.write('\t'.join(r) + '\n')
    print(f'{len(rows)} renamed members credited in {os.path.basename(a.usage)} -> {a.out}')


if __name__ == '__main__':
    main()
