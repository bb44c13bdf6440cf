#!/usr/bin/env python3
"""Count how often public Swift code uses each inventory member; write usage.json.

Usage:
  rank_usage.py CORPUS_DIR [--inventory inventory.json] [--repos sample_repos.json] [--out usage.json]

CORPUS_DIR holds one folder per repository (OWNER+NAME), each with the repository's .swift files.
Only files that `import UIKit` are read. Comments and string literals are blanked first.

What counts as a use of a member (Swift name `base(l1:l2:)` or property `name`):
  * a call `x.base(...)`, `Type.base(...)`, `.base(...)` (implicit member) or a bare `base(...)` call
    (implicit self), whose argument labels fit the member's labels: the first label must agree, the
    labels given must appear in order, and trailing labels may be missing (default arguments, trailing
    closures);
  * a declaration `override func base(...)`, `func base(...)` for protocol requirements (delegate and
    data-source methods), `override var name`, `override init(...)`, with exactly the member's labels;
  * an initializer `Type(l1:...)` / `Type.init(...)` / `super.init(...)`: `Type` resolved through the
    superclasses (UIKit's and the sample's own `class X: Y` declarations) to the class declaring it;
  * a property `x.name` (explicit member), `Type.name` (static), `.name` (implicit member: enum cases and
    static properties), `override var name`, or a bare `name` that starts a statement followed by `=`,
    `.` or `?.` (implicit self);
  * a global function or constant by its name.
Ambiguous names (declared by several types) are split by simple evidence where there is some: the
qualifying type (`UIColor.red`), the receiver's name (`layer.frame` -> CALayer, `button.titleLabel`),
the argument label or assigned property before an implicit member (`preferredStyle: .alert` ->
UIAlertController.Style); otherwise the use is credited to every candidate, after dropping candidates
whose superclass (or adopted protocol) also declares the name, so `cell.frame` credits UIView.frame
once. Names that the Swift standard library or Foundation also use on their own types (`count`,
`contains`, `isEmpty`, `first`, ...) are counted only with such evidence.
Rank: by the number of repositories using the member, then by occurrences.
"""
import argparse, json, os, re, sys
from collections import defaultdict, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))

# Names that ordinary Swift types (Array, String, Dictionary, Set, Data, URL, Date, optional ...) also
# have. A bare `.name` on an unknown receiver is not evidence of UIKit use for these.
GENERIC_NAMES = set('''count first last isEmpty contains union intersection insert remove append removeAll
index map filter reduce sort sorted reversed description debugDescription hash hashValue isEqual copy
mutableCopy data value name type id key keys values range length size origin x y width height min max
next previous start end subtract add object objects string number date url path components
firstIndex lastIndex dropFirst dropLast prefix suffix split joined lowercased uppercased trimmingCharacters
replacingOccurrences hasPrefix hasSuffix compare init deinit self rawValue identifier isValid offset
duration delay location distance point points rect rects color colors image images font state style
kind mode options scale alpha opacity level priority tag tags text title subtitle label labels
content contents items item section sections row rows element elements selected isSelected isEnabled
enabled status result error code message info userInfo delegate dataSource view views layer frame
bounds center transform window cancel reset update reload load start stop pause resume begin
configure setup layout apply perform run execute invalidate clear close open show hide present dismiss
push pop set get send post notify register unregister draw fill stroke move scroll zoom select
deselect toggle animate play'''.split())
# Of these, the ones that are distinctively UIKit-looking when used on an explicit receiver: still counted
# with receiver evidence or type qualification only if listed in GENERIC_NAMES; but the following are
# UIKit-specific enough to count on any explicit receiver.
UIKIT_STRONG = set('''view layer frame bounds center transform window delegate dataSource alpha isEnabled
isSelected tag text title font image contentMode backgroundColor tintColor isHidden superview subviews
present dismiss layoutIfNeeded setNeedsLayout addSubview removeFromSuperview'''.split())

KEYWORDS = set('''if else for while repeat switch case default return break continue guard let var func
class struct enum protocol extension import init deinit self Self super true false nil in is as try
throw throws rethrows where defer do catch static private public internal fileprivate open final
override mutating nonmutating lazy weak unowned inout some any typealias associatedtype subscript get
set willSet didSet convenience required optional dynamic indirect operator precedencegroup await async
actor nonisolated isolated consuming borrowing macro'''.split())


def strip_swift(text):
    """Blank comments and string literal contents (keeping interpolations' code is not needed)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '/' and i + 1 < n and text[i + 1] == '/':
            j = text.find('\n', i)
            j = n if j < 0 else j
            i = j
        elif c == '/' and i + 1 < n and text[i + 1] == '*':
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith('/*', j):
                    depth += 1; j += 2
                elif text.startswith('*/', j):
                    depth -= 1; j += 2
                else:
                    j += 1
            out.append('\n' * text.count('\n', i, j))
            i = j
        elif c == '"':
            if text.startswith('"""', i):
                j = text.find('"""', i + 3)
                j = n if j < 0 else j + 3
                out.append('""' + '\n' * text.count('\n', i, j))
                i = j
            else:
                j = i + 1
                while j < n and text[j] not in '"\n':
                    j += 2 if text[j] == '\\' else 1
                out.append('""')
                i = j + 1
        else:
            out.append(c); i += 1
    return ''.join(out)


IMPORT_UIKIT = re.compile(r'^\s*(@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(UIKit|(class|struct|enum|protocol|func|var|let)\s+UIKit\.\w+)\b', re.M)


def balanced(text, i, open_='(', close=')'):
    """text[i] == open_; return index after matching close."""
    depth, n = 0, len(text)
    j = i
    while j < n:
        ch = text[j]
        if ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


def split_args(s):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        if ch == ',' and depth == 0:
            parts.append(''.join(cur)); cur = []
        else:
            cur.append(ch)
    if ''.join(cur).strip():
        parts.append(''.join(cur))
    return parts


LABEL_RE = re.compile(r'^\s*([A-Za-z_]\w*|`\w+`)\s*:(?!:)')


def call_labels(args_text):
    labels = []
    for a in split_args(args_text):
        m = LABEL_RE.match(a)
        labels.append(m.group(1).strip('`') if m else '_')
    return labels


def decl_labels(params_text):
    """External labels of a func/init parameter list."""
    labels = []
    for p in split_args(params_text):
        p = p.strip()
        if not p:
            continue
        m = re.match(r'^(?:@\w+\s+)*([A-Za-z_]\w*|`\w+`)\s*(?:([A-Za-z_]\w*|`\w+`)\s*)?:', p)
        if not m:
            continue
        labels.append(m.group(1).strip('`'))
    return labels


def labels_fit(member_labels, call, trailing_closure):
    """Does a call with labels `call` fit a member with labels `member_labels`?"""
    L = member_labels
    if not L:
        return not call and not trailing_closure
    if not call:
        return trailing_closure or all(False for _ in L) or False
    if call[0] != L[0]:
        return False
    k = 1
    for c in call[1:]:
        while k < len(L) and L[k] != c:
            k += 1
        if k >= len(L):
            return False
        k += 1
    return True


def parse_swift_name(s):
    m = re.match(r'^([\w$]+)\((.*)\)$', s)
    if not m:
        return s, None
    labs = [x for x in m.group(2).split(':')][:-1] if m.group(2) else []
    return m.group(1), labs


class Index:
    def __init__(self, inv):
        self.members = inv['members']
        self.types = inv['types']
        self.by_name = defaultdict(list)        # base name -> [member index]
        self.inits_by_owner = defaultdict(list)
        self.globals = {}
        self.type_names = set(self.types)
        self.prop_types = defaultdict(set)      # property name -> Swift types it holds
        self.param_types = defaultdict(set)     # (base name or owner for inits, label) -> Swift types
        for i, m in enumerate(self.members):
            if m['kind'] in ('class', 'protocol', 'struct', 'enum', 'options', 'error enum'):
                continue
            if m.get('swift_private'):
                continue   # hidden from Swift under this name (NS_REFINED_FOR_SWIFT, SwiftPrivate)
            base, labels = parse_swift_name(m['swift'])
            m['_base'], m['_labels'] = base, labels
            if m.get('type') and labels is None:
                self.prop_types[base].add(m['type'])
            if m.get('param_types') and labels:
                key = m['owner'] if m['kind'] == 'init' else base
                for lab, ty in zip(labels, m['param_types']):
                    if ty:
                        self.param_types[(key, lab)].add(ty)
            if m['kind'] == 'init':
                self.inits_by_owner[m['owner']].append(i)
                continue
            if not m['owner'] and m['kind'] in ('function', 'constant'):
                self.globals.setdefault(base, []).append(i)
                continue
            self.by_name[base].append(i)
        # ancestors (superclass chain + protocols, transitively)
        self.anc = {}
        for t in self.types:
            self.anc[t] = self.ancestors(t)

    def ancestors(self, t, seen=None):
        seen = seen if seen is not None else set()
        res = []
        info = self.types.get(t)
        if not info or t in seen:
            return res
        seen.add(t)
        for p in ([info.get('superclass')] if info.get('superclass') else []) + list(info.get('protocols') or []):
            if p and p not in res:
                res.append(p)
                for q in self.ancestors(p, seen):
                    if q not in res:
                        res.append(q)
        return res

    def superclasses(self, t):
        res, seen = [], set()
        while t and t not in seen:
            seen.add(t)
            sup = (self.types.get(t) or {}).get('superclass')
            if sup:
                res.append(sup)
            t = sup
        return res

    def collapse(self, idxs):
        """Keep one candidate per inheritance line: a class member wins over the same member redeclared
        by a subclass, and over a protocol's requirement that the class (or a superclass) adopts.
        Members deprecated on iOS give way to current ones of the same name."""
        cur = [i for i in idxs if not (self.members[i].get('ios') or {}).get('deprecated')]
        if cur and len(cur) < len(idxs):
            idxs = cur
        owners = {self.members[i]['owner'] for i in idxs}
        keep = []
        for i in idxs:
            o = self.members[i]['owner']
            if any(a in owners for a in self.superclasses(o)):
                continue
            keep.append(i)
        classes = [self.members[i]['owner'] for i in keep
                   if (self.types.get(self.members[i]['owner']) or {}).get('kind') != 'protocol']
        out = []
        for i in keep:
            o = self.members[i]['owner']
            if (self.types.get(o) or {}).get('kind') == 'protocol' and any(o in self.anc.get(c, []) for c in classes):
                continue
            out.append(i)
        return out or idxs


STATIC_KINDS = ('class method', 'class property', 'enum case')


# Receiver names that point at a type whose own name they do not end with (`frame.width` is a CGRect).
RECEIVER_ALIASES = {'CGRect': ['frame', 'bounds', 'rect'], 'CGSize': ['size'],
                    'CGPoint': ['point', 'center', 'origin', 'location', 'position', 'offset', 'translation',
                                'velocity'],
                    'CALayer': ['layer'], 'UIViewController': ['controller', 'vc'], 'UIColor': ['color'],
                    'UIFont': ['font'], 'UIImage': ['image', 'icon'], 'UIGestureRecognizer': ['gesture', 'recognizer', 'sender'],
                    'NSLayoutConstraint': ['constraint'], 'UIEdgeInsets': ['insets', 'inset', 'margins']}


def type_keywords(name):
    """Lower-case keywords naming a type, for receiver evidence: 'UITableViewCell' -> cell, tableviewcell."""
    n = name.replace('.', '')
    n = re.sub(r'^(UI|NS|CA|CG|CF)', '', n)
    ws = re.findall(r'[A-Z][a-z0-9]*|[a-z0-9]+', n)
    kws = set(RECEIVER_ALIASES.get(name, []))
    if ws:
        kws.add(ws[-1].lower())
        kws.add(''.join(ws).lower())
        if len(ws) >= 2:
            kws.add(''.join(ws[-2:]).lower())
    return kws


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('corpus')
    ap.add_argument('--inventory', default=os.path.join(HERE, 'inventory.json'))
    ap.add_argument('--repos', default=None, help='JSON list of {repo, commit, ...} recorded in the output')
    ap.add_argument('--out', default=os.path.join(HERE, 'usage.json'))
    a = ap.parse_args()
    inv = json.load(open(a.inventory))
    X = Index(inv)
    M = X.members
    kw_cache = {}

    def kws(owner):
        if owner not in kw_cache:
            kw_cache[owner] = type_keywords(owner)
        return kw_cache[owner]

    repos = sorted(d for d in os.listdir(a.corpus) if os.path.isdir(os.path.join(a.corpus, d)))
    files = []
    for r in repos:
        for root, _, fs in os.walk(os.path.join(a.corpus, r)):
            for f in sorted(fs):
                if f.endswith('.swift'):
                    files.append((r, os.path.join(root, f)))
    files.sort()
    # user class -> superclass, across the whole sample
    user_super, texts = {}, OrderedDict()
    for r, p in files:
        try:
            raw = open(p, encoding='utf-8', errors='replace').read()
        except OSError:
            continue
        if not IMPORT_UIKIT.search(raw):
            continue
        t = strip_swift(raw)
        texts[(r, p)] = t
        for m in re.finditer(r'\b(?:class|actor)\s+(\w+)(?:<[^>{]*>)?\s*:\s*([\w.]+)', t):
            sup = m.group(2)
            user_super.setdefault(m.group(1), sup.split('.', 1)[1] if sup.startswith('UIKit.') else sup)

    def resolve_type(tn):
        """A type name -> the UIKit type it is or inherits from (through the sample's own classes)."""
        seen = 0
        while tn and seen < 20:
            if tn in X.type_names:
                return tn
            tn = user_super.get(tn)
            seen += 1
        return None

    def owner_chain(t):
        return [t] + list(X.anc.get(t, []))

    hits = defaultdict(lambda: [0, set(), set()])   # member idx -> [occurrences, files, repos]

    def credit(idxs, r, p):
        for i in idxs:
            h = hits[i]
            h[0] += 1; h[1].add(p); h[2].add(r)

    def best_init(owner_t, labels, trailing):
        for owner in owner_chain(owner_t):
            c = [i for i in X.inits_by_owner.get(owner, []) if labels_fit(M[i]['_labels'] or [], labels, trailing)]
            if c:
                c.sort(key=lambda i: (len(M[i]['_labels'] or []) != len(labels), len(M[i]['_labels'] or [])))
                return c[:1]
        return []

    for (r, p), t in texts.items():
        # UIKit types this file names (directly or through the sample's own subclasses), with their
        # superclasses and protocols: the owners whose members an ambiguous name may mean here
        allowed = set()
        for m in re.finditer(r'\b([A-Z]\w+)\b', t):
            ut = resolve_type(m.group(1))
            if ut and ut not in allowed:
                allowed.update(owner_chain(ut))
        idents = set(re.findall(r'\b[A-Z]\w*', t))
        class_pos = [(m.start(), m.group(1)) for m in re.finditer(r'\b(?:class|extension)\s+(\w+)', t)]

        def enclosing_super(pos_):
            best = None
            for cp, cn in class_pos:
                if cp < pos_:
                    best = cn
                else:
                    break
            if not best:
                return None
            sup = user_super.get(best)
            return resolve_type(sup) if sup else resolve_type(best)

        def choose(cands, receiver=None, evidence=None, need_evidence=False):
            """Narrow ambiguous candidates: receiver / label evidence, the file's types, inheritance."""
            if not cands:
                return []
            ok = [i for i in cands if M[i]['owner'] in allowed or M[i]['owner'].split('.')[0] in allowed]
            for ev in (receiver, evidence):
                if not ev:
                    continue
                e = ev.lower()
                scored = [(max([len(k) for k in kws(M[i]['owner']) if e.endswith(k)] or [0]), i) for i in cands]
                best = max(sc for sc, _ in scored)
                pick = [i for sc, i in scored if sc == best and sc > 0]
                if pick:
                    pk = [i for i in pick if i in ok]
                    if pk:
                        return X.collapse(pk)
                    one = X.collapse(pick)
                    return one if len(one) == 1 else []
            if need_evidence:
                return []
            if len(cands) == 1:
                return cands if (ok or len(X.by_name.get(M[cands[0]]['_base'], [])) == 1) else []
            return X.collapse(ok) if ok else []

        def enclosing_callee(pos_):
            """Name of the call whose parentheses enclose pos_: a method base name or a type (for inits)."""
            depth, k = 0, pos_ - 1
            lim = max(0, pos_ - 2000)
            while k >= lim:
                ch = t[k]
                if ch in ')]}':
                    depth += 1
                elif ch in '([{':
                    if depth == 0:
                        if ch != '(':
                            return None
                        cm = re.search(r'([A-Za-z_]\w*)\s*$', t[max(0, k - 80):k])
                        if not cm:
                            return None
                        nm = cm.group(1)
                        if nm == 'init':
                            qm = re.search(r'([A-Z]\w*)\s*\.\s*init\s*$', t[max(0, k - 120):k])
                            nm = qm.group(1) if qm else nm
                        if nm[:1].isupper():
                            ut = resolve_type(nm)
                            return ut or nm
                        return nm
                    depth -= 1
                k -= 1
            return None

        def qualified(cands, qual):
            ut = resolve_type(qual.split('.')[-1]) if '.' not in qual else None
            if '.' in qual:
                q = [i for i in cands if M[i]['owner'] == qual]
                if q:
                    return q[:1]
                ut = resolve_type(qual.split('.')[0])
                q = [i for i in cands if M[i]['owner'].startswith(qual)]
                return q[:1]
            if not ut:
                return []
            oc = owner_chain(ut)
            q = [i for i in cands if M[i]['owner'] in oc]
            if q:
                q.sort(key=lambda i: oc.index(M[i]['owner']))
                return q[:1]
            return []

        # --- declarations: override func / protocol requirements / override var / init
        for m in re.finditer(r'\b(override\s+)?(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|private|fileprivate|final|static|class|dynamic|nonisolated)\s+)*func\s+(\w+)\s*(<[^>]*>)?\s*\(', t):
            is_override = bool(m.group(1))
            name = m.group(2)
            end = balanced(t, m.end() - 1)
            labels = decl_labels(t[m.end():end - 1])
            cands = [i for i in X.by_name.get(name, []) if M[i]['kind'] in ('method', 'class method')
                     and (M[i]['_labels'] or []) == labels]
            if not is_override:
                cands = [i for i in cands if M[i].get('requirement')]
            if cands:
                ok = [i for i in cands if M[i]['owner'] in allowed]
                credit(X.collapse(ok or cands), r, p)
        for m in re.finditer(r'\boverride\s+(?:(?:public|open|internal|final|class|static)\s+)*var\s+(\w+)', t):
            cands = [i for i in X.by_name.get(m.group(1), []) if 'property' in M[i]['kind']]
            if cands:
                sup = enclosing_super(m.start())
                oc = owner_chain(sup) if sup else []
                q = [i for i in cands if M[i]['owner'] in oc]
                credit(X.collapse(q) if q else choose(cands), r, p)
        for m in re.finditer(r'\b(override\s+|required\s+)(?:(?:public|open|convenience)\s+)*init[?!]?\s*\(', t):
            end = balanced(t, m.end() - 1)
            labels = decl_labels(t[m.end():end - 1])
            sup = enclosing_super(m.start())
            if sup:
                for owner in owner_chain(sup):
                    c = [i for i in X.inits_by_owner.get(owner, []) if M[i]['_labels'] == labels]
                    if c:
                        credit(c[:1], r, p); break

        # --- member accesses `x.name`, `Type.name`, `.name`
        for m in re.finditer(r'\.\s*([A-Za-z_]\w*)\b', t):
            name = m.group(1)
            dot = m.start()
            k = dot - 1
            while k >= 0 and t[k] in ' \t':
                k -= 1
            pc = t[k] if k >= 0 else '\n'
            if pc.isdigit() and not re.search(r'[A-Za-z_]\w*$', t[max(0, k - 40):k + 1]):
                continue   # a number literal
            explicit = pc.isalnum() or pc in '_)]?!>'
            recv, qual = None, None
            if explicit and pc not in ')]':
                lm = re.search(r'((?:[A-Za-z_]\w*\s*\.\s*)*[A-Za-z_]\w*)\s*[?!]?$', t[max(0, k - 160):k + 1])
                if lm:
                    chain = [x.strip() for x in lm.group(1).split('.')]
                    recv = chain[-1]
                    # a type qualifier: leading capitalised parts (UIView.AnimationOptions)
                    caps = []
                    for x in chain:
                        if x[:1].isupper():
                            caps.append(x)
                        else:
                            caps = []
                            break
                    if caps and len(caps) == len(chain):
                        qual = '.'.join(caps)
            j = m.end()
            while j < len(t) and t[j] in ' \t':
                j += 1
            is_call = j < len(t) and t[j] == '('
            labels, trailing = [], False
            if is_call:
                e = balanced(t, j)
                inner = t[j + 1:e - 1]
                labels = call_labels(inner) if inner.strip() else []
                k2 = e
                while k2 < len(t) and t[k2] in ' \t':
                    k2 += 1
                trailing = k2 < len(t) and t[k2] == '{'
            else:
                trailing = j < len(t) and t[j] == '{' and name[:1].islower() and bool(re.match(r'\{\s*(\[[^\]]*\]\s*)?(\w+\s*(,\s*\w+)*\s*in\b|\$0)?', t[j:j + 60])) and explicit and not qual and False
            if name == 'init':
                if is_call and qual:
                    ut = resolve_type(qual.split('.')[-1])
                    if ut:
                        credit(best_init(ut, labels, trailing), r, p)
                continue
            if name in ('self', 'Type', 'Protocol', 'rawValue'):
                continue
            cands = X.by_name.get(name)
            if not cands:
                continue
            if is_call or trailing:
                cands = [i for i in cands if M[i]['_labels'] is not None and labels_fit(M[i]['_labels'], labels, trailing)]
                exact = [i for i in cands if len(M[i]['_labels']) == len(labels)]
                cands = exact or cands
            else:
                cands = [i for i in cands if M[i]['_labels'] is None]
            if not cands:
                continue
            if qual:
                credit(qualified(cands, qual), r, p)
            elif explicit and recv == 'self':
                # self.name: the enclosing class's UIKit superclass decides
                sup = enclosing_super(dot)
                oc = owner_chain(sup) if sup else []
                q = [i for i in cands if M[i]['owner'] in oc and M[i]['kind'] not in STATIC_KINDS]
                credit(X.collapse(q) if q else [], r, p)
            elif explicit:
                inst = [i for i in cands if M[i]['kind'] not in STATIC_KINDS]
                need = name in GENERIC_NAMES and name not in UIKIT_STRONG
                credit(choose(inst, receiver=recv, need_evidence=need), r, p)
            else:
                stat = [i for i in cands if M[i]['kind'] in STATIC_KINDS]
                if not stat:
                    continue
                em = re.search(r'([A-Za-z_]\w*)\s*(:|=|==|!=)\s*\[?\s*$', t[max(0, dot - 60):dot])
                ev = em.group(1) if em else None
                if ev in KEYWORDS:
                    ev = None
                # the type the context expects: a property assigned / compared, or a labelled argument
                want = set()
                if ev and em.group(2) != ':':
                    want = X.prop_types.get(ev, set())
                elif ev:
                    callee = enclosing_callee(dot)
                    if callee:
                        want = X.param_types.get((callee, ev), set())
                    if not want:
                        want = X.prop_types.get(ev, set())
                if want:
                    typed = [i for i in stat if M[i]['owner'] in want]
                    if typed:
                        credit(typed[:1] if len(typed) == 1 else X.collapse(typed), r, p)
                        continue
                if ev:
                    credit(choose(stat, evidence=ev, need_evidence=True), r, p)
                else:
                    # no evidence at all (e.g. `case .normal:`): only enums the file names
                    named = [i for i in stat if M[i]['owner'].split('.')[-1] in idents
                             or M[i].get('owner_objc') in idents]
                    credit(X.collapse(named) if named else [], r, p)

        # --- bare calls and initializers: `name(` not after '.', `Type(`
        for m in re.finditer(r'(?<![\w.$])([A-Za-z_]\w*)(\s*<[^<>()]*>)?\s*\(', t):
            name = m.group(1)
            if name in KEYWORDS:
                continue
            pre = t[max(0, m.start() - 12):m.start()]
            if re.search(r'\b(func|init|case|enum|struct|class|protocol|extension|var|let)\s+$', pre) or pre.rstrip().endswith('@'):
                continue
            j = m.end() - 1
            e = balanced(t, j)
            inner = t[j + 1:e - 1]
            labels = call_labels(inner) if inner.strip() else []
            k2 = e
            while k2 < len(t) and t[k2] in ' \t':
                k2 += 1
            trailing = k2 < len(t) and t[k2] == '{'
            if name[0].isupper():
                ut = resolve_type(name)
                if ut:
                    credit(best_init(ut, labels, trailing), r, p)
                    continue
            if name in X.globals:
                g = [i for i in X.globals[name] if M[i]['_labels'] is not None and labels_fit(M[i]['_labels'], labels, trailing)]
                credit((g or X.globals[name])[:1], r, p)
                continue
            if name in GENERIC_NAMES:
                continue
            cands = [i for i in X.by_name.get(name, []) if M[i]['kind'] == 'method' and M[i]['_labels'] is not None
                     and labels_fit(M[i]['_labels'], labels, trailing)]
            if cands:
                sup = enclosing_super(m.start())
                oc = owner_chain(sup) if sup else []
                q = [i for i in cands if M[i]['owner'] in oc]
                exact = [i for i in q if len(M[i]['_labels']) == len(labels)]
                credit(X.collapse(exact or q), r, p)
        # --- trailing-closure calls without parentheses: `UIView.animate { }` is rare; skipped
        # --- super.init(...) / self.init(...)
        for m in re.finditer(r'\b(super|self)\s*\.\s*init\s*\(', t):
            e = balanced(t, m.end() - 1)
            inner = t[m.end():e - 1]
            labels = call_labels(inner) if inner.strip() else []
            sup = enclosing_super(m.start())
            if sup:
                credit(best_init(sup, labels, False), r, p)
        # --- bare properties starting a statement (implicit self): `view.addSubview`, `title = ...`
        for m in re.finditer(r'(?m)^[ \t]*([a-z]\w*)[ \t]*(=(?!=)|\?[ \t]*\.|![ \t]*\.|\.)', t):
            name = m.group(1)
            if name in KEYWORDS:
                continue
            cands = [i for i in X.by_name.get(name, []) if M[i]['kind'] == 'property']
            if not cands:
                continue
            sup = enclosing_super(m.start())
            oc = owner_chain(sup) if sup else []
            q = [i for i in cands if M[i]['owner'] in oc and not (M[i].get('ios') or {}).get('deprecated')]
            if q:
                credit(X.collapse(q), r, p)
        # --- global constants (CGRectZero, kCAFillModeForwards ...)
        for m in re.finditer(r'(?<![\w.])([A-Za-z_]\w*)\b(?!\s*\()', t):
            name = m.group(1)
            if name in X.globals and name[:1].isupper() or name[:1] == 'k' and name in X.globals:
                g = [i for i in X.globals[name] if M[i]['kind'] == 'constant']
                if g:
                    credit(g[:1], r, p)

    # --- output
    rows = sorted(((len(h[2]), h[0], i, h) for i, h in hits.items()), key=lambda x: (-x[0], -x[1], M[x[2]]['id']))
    usage = OrderedDict()
    for rank, (nrepos, occ, i, h) in enumerate(rows, 1):
        usage[M[i]['id']] = OrderedDict([('rank', rank), ('repos', nrepos), ('occurrences', occ), ('files', len(h[1]))])
    meta = OrderedDict()
    meta['method'] = 'rank_usage.py (see its docstring)'
    meta['corpus_repos'] = len(repos)
    meta['files_importing_uikit'] = len(texts)
    if a.repos and os.path.exists(a.repos):
        meta['repos'] = [OrderedDict([(k, x.get(k)) for k in ('repo', 'commit', 'date', 'group', 'uikit_files')])
                         for x in json.load(open(a.repos)) if x.get('status') == 'kept']
    meta['members_used'] = len(usage)
    with open(a.out, 'w') as f:
        json.dump(OrderedDict([('meta', meta), ('usage', usage)]), f, indent=0)
        f.write('\n')
    print(f'{len(texts)} files from {len(repos)} repositories; {len(usage)} members used -> {a.out}')


if __name__ == '__main__':
    main()
