#!/usr/bin/env python3
"""How much of UIKit's public API (inventory.json), weighted by real use (usage.json), Mainline has.

Usage:
  coverage.py [--modules .build/debug/Modules] [--symbol-graphs DIR] [--out Reports/uikit-coverage.md]
              [--check floor.json] [--write-floor floor.json] [--gaps-dir DIR] [--lacking-json FILE]

Mainline's public API is read from symbol graphs. Without --symbol-graphs, the script copies the built
modules folder (default .build/debug/Modules) to a temporary folder and runs swift-symbolgraph-extract
on Mainline, QuartzCore, CoreGraphics (Mainline's Linux shims) and Foundation (CGRect, CGPoint, CGSize
and CGFloat come from Foundation on Linux).

A member counts as present when the Mainline type of the same Swift name (a typealias is followed)
declares a member with the same Swift name (base name and argument labels), itself or through its
superclasses, the protocols it conforms to, or extensions of those protocols. Types count as present
when Mainline declares them; global functions and constants by name. Members listed in
linux-impossible.tsv are reported apart and left out of the "possible" figures.

--check FLOOR.json exits 1 when any figure falls below the floor's. --write-floor writes the current
figures as the floor.
"""
import argparse, fnmatch, glob, json, os, re, shutil, subprocess, sys, tempfile
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..'))
SYMBOLGRAPH_MODULES = ['Mainline', 'QuartzCore', 'CoreGraphics', 'Foundation']

# --------------------------------------------------------------------------------------------
# Class groups
# --------------------------------------------------------------------------------------------
GROUPS = OrderedDict([
    ('views', {'roots': ['UIView'], 'types': ['UIControl', 'UIAppearance', 'UIAppearanceContainer',
                                              'UIContentSizeCategoryAdjusting', 'UIViewAutoresizing']}),
    ('auto layout', {'types': ['NSLayoutConstraint', 'NSLayoutAnchor', 'NSLayoutXAxisAnchor', 'NSLayoutYAxisAnchor',
                               'NSLayoutDimension', 'UILayoutGuide', 'UILayoutPriority', 'UILayoutSupport',
                               'NSLayoutConstraint.*', 'UIViewLayoutRegion', 'UIStackView*']}),
    ('controllers and containers', {'roots': ['UIViewController'],
                                    'types': ['UINavigationItem', 'UIBarButtonItem', 'UIBarItem', 'UITabBarItem',
                                              'UIPresentationController', 'UIPopoverPresentationController*',
                                              'UIContentContainer', 'UIAlertAction', 'UINavigationControllerDelegate',
                                              'UITabBarControllerDelegate', 'UIPageViewController*', 'UISearchController*',
                                              'UIAdaptivePresentationControllerDelegate', 'UIViewController.*',
                                              'UIModalPresentationStyle', 'UIModalTransitionStyle', 'UIBarButtonItem.*',
                                              'UINavigationBar*', 'UITabBar*', 'UIToolbar*', 'UIBarAppearance',
                                              'UINavigationBarAppearance', 'UITabBarAppearance', 'UIBarButtonItemAppearance',
                                              'UISplitViewController*', 'UIAlertController*', 'UIAlertAction*']}),
    ('layers', {'roots': ['CALayer', 'CAAnimation'],
                'types': ['CA*', 'CATransform3D', 'CAMediaTiming', 'CAAction', 'CALayerDelegate', 'CAAnimationDelegate',
                          'kCA*'], 'functions': ['CA*', 'CACurrentMediaTime*']}),
    ('text', {'roots': ['UILabel', 'UITextField', 'UITextView'],
              'types': ['UITextInput*', 'UITextField*', 'UITextView*', 'NSAttributedString*', 'NSMutableAttributedString',
                        'NSParagraphStyle', 'NSMutableParagraphStyle', 'NSTextAttachment*', 'NSLayoutManager*',
                        'NSTextContainer', 'NSTextStorage*', 'NSShadow', 'NSString', 'NSTextAlignment',
                        'NSLineBreakMode', 'UITextContentType', 'UIKeyboardType', 'UIReturnKeyType',
                        'UITextAutocapitalizationType', 'UITextAutocorrectionType', 'UIKeyInput', 'UITextPosition',
                        'UITextRange', 'NSUnderlineStyle', 'NSWritingDirection', 'NSText*', 'UIKeyboardAppearance',
                        'UITextSpellCheckingType', 'UITextSmartQuotesType', 'UITextSmartDashesType',
                        'UITextSmartInsertDeleteType', 'NSStringDrawingOptions', 'NSStringDrawingContext',
                        'UITextItem*', 'UITextSelection*', 'UITextLayoutDirection', 'UITextDirection',
                        'UITextStorageDirection', 'UITextGranularity', 'UITextWritingDirection', 'UITextInteraction*']}),
    ('images', {'roots': ['UIImageView'], 'types': ['UIImage', 'UIImage.*', 'UIImageConfiguration', 'UIImageAsset',
                                                    'UIImageSymbolConfiguration', 'UIImage*']}),
    ('lists and layouts', {'roots': ['UITableView', 'UITableViewCell', 'UICollectionView', 'UICollectionReusableView',
                                     'UICollectionViewLayout', 'UITableViewHeaderFooterView', 'UIScrollView'],
                           'types': ['UITableView*', 'UICollectionView*', 'UICollectionLayout*', 'NSCollectionLayout*',
                                     'NSDiffableDataSource*', 'UICellAccessory*', 'UIListContent*', 'UIContentConfiguration',
                                     'UIContentView', 'UIBackgroundConfiguration', 'UICellConfigurationState',
                                     'UIConfigurationState', 'UIScrollView*', 'UIScrollViewDelegate', 'NSIndexPath',
                                     'IndexPath', 'UICollectionViewCompositionalLayout*', 'UITableViewDataSource*',
                                     'UICollectionViewDataSource*', 'UIDataSourceModelAssociation']}),
    ('gestures', {'roots': ['UIGestureRecognizer'], 'types': ['UIGestureRecognizerDelegate', 'UITouch', 'UITouch.*',
                                                              'UIGestureRecognizer.*', 'UIPress*', 'UISwipeGestureRecognizer.*']}),
    ('animators and transitions', {'roots': ['UIViewPropertyAnimator', 'UIDynamicBehavior', 'UIPercentDrivenInteractiveTransition'],
                                   'types': ['UIViewAnimating', 'UIViewImplicitlyAnimating', 'UITimingCurveProvider',
                                             'UICubicTimingParameters', 'UISpringTimingParameters', 'UIViewAnimatingState',
                                             'UIViewAnimatingPosition', 'UITimingCurveType', 'UIViewControllerTransitioningDelegate',
                                             'UIViewControllerAnimatedTransitioning', 'UIViewControllerContextTransitioning',
                                             'UIViewControllerInteractiveTransitioning', 'UIViewControllerTransitionCoordinator*',
                                             'UIDynamicAnimator*', 'UIDynamicItem*', 'UITransitionContext*', 'UIViewKeyframeAnimationOptions',
                                             'UIView.AnimationOptions', 'UIView.AnimationCurve', 'UIView.KeyframeAnimationOptions',
                                             'UIView.AnimationTransition', 'UISpringLoaded*']}),
    ('responders', {'types': ['UIResponder', 'UIResponder.*', 'UIEvent', 'UIEvent.*', 'UIKeyCommand', 'UICommand*',
                              'UIResponderStandardEditActions', 'UIKey', 'UIKeyModifierFlags', 'UIMenuController*',
                              'UIMenu', 'UIMenu.*', 'UIAction', 'UIAction.*', 'UIMenuElement*', 'UIDeferredMenuElement',
                              'UIContextMenu*', 'UIEditMenu*']}),
    ('application and scene', {'types': ['UIApplication', 'UIApplication.*', 'UIApplicationDelegate', 'UIScene', 'UIScene.*',
                                         'UIWindowScene*', 'UISceneDelegate', 'UIWindowSceneDelegate', 'UISceneSession*',
                                         'UISceneConfiguration', 'UIOpenURLContext', 'UIApplicationShortcut*', 'UIDevice',
                                         'UIDevice.*', 'UIDeviceOrientation', 'UIUserInterfaceIdiom', 'UIInterfaceOrientation*',
                                         'UIBackgroundTaskIdentifier', 'UIApplicationState', 'UIStatusBar*', 'UISceneActivation*',
                                         'UIBackgroundFetchResult', 'UIFeedbackGenerator', 'UIImpactFeedbackGenerator*',
                                         'UINotificationFeedbackGenerator*', 'UISelectionFeedbackGenerator']}),
    ('screen and window', {'roots': ['UIWindow'], 'types': ['UIScreen', 'UIScreen.*', 'UIWindow.*', 'UIScreenMode',
                                                            'UITraitCollection', 'UITraitEnvironment', 'UIUserInterfaceStyle',
                                                            'UIUserInterfaceSizeClass', 'UIContentSizeCategory',
                                                            'UICoordinateSpace', 'UIUserInterfaceLayoutDirection',
                                                            'UITraitChangeObservable', 'UIMutableTraits', 'UITrait*']}),
    ('colour', {'types': ['UIColor', 'UIColor.*', 'CGColor', 'CGColorSpace', 'CGColorSpace.*', 'UIColorPicker*'],
                'functions': ['CGColor*']}),
    ('font', {'types': ['UIFont', 'UIFont.*', 'UIFontDescriptor', 'UIFontDescriptor.*', 'UIFontMetrics', 'UIFontWeight',
                        'UIFontTextStyle']}),
    ('bezier path', {'types': ['UIBezierPath', 'CGPath', 'CGMutablePath', 'CGPathElement*', 'CGLineCap', 'CGLineJoin',
                               'CGPathFillRule', 'UIRectCorner'], 'functions': ['CGPath*']}),
    ('graphics contexts and renderers', {'roots': ['UIGraphicsRenderer', 'UIGraphicsRendererContext', 'UIGraphicsRendererFormat'],
                                         'types': ['CGContext', 'CGImage', 'CGGradient', 'CGBlendMode', 'CGInterpolationQuality',
                                                   'CGTextDrawingMode', 'CGBitmapInfo', 'CGImageAlphaInfo', 'CGGradientDrawingOptions',
                                                   'UIGraphicsImageRenderer*', 'UIGraphicsPDFRenderer*', 'CGImage*',
                                                   'CGColorRenderingIntent', 'CGPathDrawingMode'],
                                         'functions': ['UIGraphics*', 'CGContext*', 'CGBitmap*', 'CGImage*', 'CGGradient*',
                                                       'UIRectFill*', 'UIRectClip', 'UIRectFrame*', 'UIImagePNGRepresentation',
                                                       'UIImageJPEGRepresentation']}),
    ('geometry', {'types': ['CGRect', 'CGPoint', 'CGSize', 'CGVector', 'CGAffineTransform', 'CGAffineTransformComponents',
                            'UIEdgeInsets', 'NSDirectionalEdgeInsets', 'UIOffset', 'UIRectEdge', 'NSDirectionalRectEdge',
                            'UIAxis', 'CGRectEdge', 'CGFloat', 'NSRectAlignment', 'UIFloatRange'],
                  'functions': ['CGRect*', 'CGPoint*', 'CGSize*', 'CGAffineTransform*', 'UIEdgeInsets*', 'UIOffset*',
                                'NSStringFrom*', 'CGVector*', 'NSDirectionalEdgeInsets*']}),
])
KEY_CLASSES = ['UIView', 'UIViewController', 'UINavigationController', 'UITabBarController', 'UIControl', 'UIButton',
               'UILabel', 'UIImageView', 'UIImage', 'UIScrollView', 'UITableView', 'UITableViewCell', 'UICollectionView',
               'UICollectionViewCell', 'UICollectionViewFlowLayout', 'UIStackView', 'UITextField', 'UITextView',
               'UIColor', 'UIFont', 'UIBezierPath', 'CALayer', 'CAShapeLayer', 'CAGradientLayer', 'CABasicAnimation',
               'UIGestureRecognizer', 'UIPanGestureRecognizer', 'UIApplication', 'UIWindow', 'UIScreen',
               'UIViewPropertyAnimator', 'NSLayoutConstraint', 'NSLayoutAnchor', 'UIResponder', 'UIAlertController',
               'UISwitch', 'UISegmentedControl', 'UISlider', 'UIActivityIndicatorView', 'UIGraphicsImageRenderer',
               'CGContext', 'CGRect', 'UIEdgeInsets', 'UITraitCollection', 'UINavigationItem', 'UIBarButtonItem',
               'UITableViewDataSource', 'UITableViewDelegate', 'UICollectionViewDataSource', 'UICollectionViewDelegate',
               'UIScrollViewDelegate', 'UITextFieldDelegate']


def match_any(name, pats):
    return any(fnmatch.fnmatchcase(name, p) for p in pats)


class Inv:
    def __init__(self, inv):
        self.types = inv['types']
        self.members = inv['members']

    def superclasses(self, t):
        res, seen = [], set()
        while t and t not in seen:
            seen.add(t)
            t = (self.types.get(t) or {}).get('superclass')
            if t:
                res.append(t)
        return res

    def group_of(self, m):
        owner = m['owner']
        if not owner:
            for g, spec in GROUPS.items():
                if match_any(m['objc'] or m['swift'], spec.get('functions', [])):
                    return g
            return 'other'
        top = owner.split('.')[0]
        for g, spec in GROUPS.items():
            if match_any(owner, spec.get('types', [])) or owner in spec.get('roots', []):
                return g
        for g, spec in GROUPS.items():
            if top in spec.get('roots', []) or match_any(top, [t for t in spec.get('types', []) if '.' not in t]):
                return g
        chain = self.superclasses(top)
        for anc in chain:
            for g, spec in GROUPS.items():
                if anc in spec.get('roots', []):
                    return g
        return 'other'


# --------------------------------------------------------------------------------------------
# Mainline's API from symbol graphs
# --------------------------------------------------------------------------------------------
def make_symbol_graphs(modules_dir, out_dir):
    tmp = tempfile.mkdtemp(prefix='mainline-modules-')
    mods = os.path.join(tmp, 'Modules')
    shutil.copytree(modules_dir, mods)
    # C targets (Sources/<Target>/include) are Clang modules the Swift modules import: give each a map,
    # as SwiftPM does when it builds
    maps = []
    for inc in sorted(glob.glob(os.path.join(ROOT, 'Sources', '*', 'include'))):
        target = os.path.basename(os.path.dirname(inc))
        own = os.path.join(inc, 'module.modulemap')
        if os.path.exists(own):
            maps.append(own); continue
        if not glob.glob(os.path.join(inc, '**', '*.h'), recursive=True):
            continue
        mm = os.path.join(tmp, target + '.modulemap')
        with open(mm, 'w') as f:
            f.write('module %s {\n    umbrella "%s"\n    export *\n}\n' % (target, inc))
        maps.append(mm)
    tool = shutil.which('swift-symbolgraph-extract') or '/opt/swift/usr/bin/swift-symbolgraph-extract'
    for m in SYMBOLGRAPH_MODULES:
        cmd = [tool, '-module-name', m, '-I', mods]
        for mm in maps:
            cmd += ['-Xcc', '-fmodule-map-file=' + mm]
        r = subprocess.run(cmd + ['-target', 'x86_64-unknown-linux-gnu', '-output-dir', out_dir,
                                  '-minimum-access-level', 'public'], capture_output=True, text=True)
        if r.returncode != 0 and m == 'Mainline':
            sys.exit('swift-symbolgraph-extract failed for Mainline:\n' + r.stderr[-2000:])
    shutil.rmtree(tmp, ignore_errors=True)


def defaulted_variants(name, frags):
    """'f(a:b:c:)' with b and c defaulted -> ['f(a:)', 'f(a:b:)', 'f(a:c:)']: the names a caller can use."""
    m = re.match(r'^([^(]+)\((.*)\)$', name)
    if not m or not m.group(2):
        return []
    base, labels = m.group(1), m.group(2).split(':')[:-1]
    decl = ''.join(f['spelling'] for f in frags).replace('->', '\u2192')
    i = decl.find(base + '(')
    if i < 0:
        i = decl.find('init(') if base == 'init' else -1
    if i < 0:
        return []
    j = decl.index('(', i)
    depth, k = 0, j
    while k < len(decl):
        if decl[k] in '([{<':
            depth += 1
        elif decl[k] in ')]}>':
            depth -= 1
            if depth == 0:
                break
        k += 1
    params, depth, cur = [], 0, ''
    for ch in decl[j + 1:k]:
        if ch in '([{<':
            depth += 1
        elif ch in ')]}>':
            depth -= 1
        if ch == ',' and depth == 0:
            params.append(cur); cur = ''
        else:
            cur += ch
    if cur.strip():
        params.append(cur)
    if len(params) != len(labels):
        return []
    dflt = [bool(re.search(r'=\s*[^=]', p.split(':', 1)[1] if ':' in p else '')) for p in params]
    idx = [n for n, d in enumerate(dflt) if d]
    if not idx or len(idx) > 8:
        return []
    out = []
    from itertools import combinations
    for r_ in range(1, len(idx) + 1):
        for drop in combinations(idx, r_):
            keep = [l for n, l in enumerate(labels) if n not in drop]
            out.append(base + '(' + ''.join(l + ':' for l in keep) + ')')
    return out


class API:
    """Mainline's public names: type path -> member names; inheritance and conformance edges."""
    def __init__(self, sg_dir):
        self.members = defaultdict(set)     # 'UIView' -> {'frame', 'addSubview(_:)'}
        self.types = set()
        self.globals = set()
        self.alias = {}                      # 'UIView.AnimationCurve' -> 'UIViewAnimationCurve'
        self.parents = defaultdict(set)     # type -> supertypes/protocols
        by_precise = {}
        rels = []
        for f in sorted(glob.glob(os.path.join(sg_dir, '*.symbols.json'))):
            d = json.load(open(f))
            for s in d['symbols']:
                by_precise[s['identifier']['precise']] = s
            rels += d.get('relationships', [])
        self.by_precise = by_precise
        for s in by_precise.values():
            pc = s['pathComponents']
            k = s['kind']['identifier']
            path = '.'.join(pc)
            if k in ('swift.class', 'swift.struct', 'swift.enum', 'swift.protocol', 'swift.typealias'):
                self.types.add(path)
                if k == 'swift.typealias':
                    frags = s.get('declarationFragments', [])
                    after = False
                    for fr in frags:
                        if fr['kind'] == 'text' and '=' in fr['spelling']:
                            after = True
                        elif after and fr['kind'] == 'typeIdentifier':
                            tgt = by_precise.get(fr.get('preciseIdentifier', ''))
                            self.alias[path] = '.'.join(tgt['pathComponents']) if tgt else fr['spelling']
                            break
            if len(pc) == 1 and k in ('swift.func', 'swift.var'):
                self.globals.add(pc[0].split('(')[0])   # a function's path component is 'f(_:_:)'
            if len(pc) >= 2:
                self.members['.'.join(pc[:-1])].add(pc[-1])
                if k in ('swift.method', 'swift.type.method', 'swift.init', 'swift.func'):
                    # the label lists callable through default arguments
                    for alt in defaulted_variants(pc[-1], s.get('declarationFragments', [])):
                        self.members['.'.join(pc[:-1])].add(alt)
            if len(pc) == 1 and k == 'swift.func':
                for alt in defaulted_variants(pc[0], s.get('declarationFragments', [])):
                    self.globals.add(alt.split('(')[0])
        for r in rels:
            if r['kind'] in ('inheritsFrom', 'conformsTo'):
                src = by_precise.get(r['source'])
                tgt = by_precise.get(r['target'])
                if src:
                    sp = '.'.join(src['pathComponents'])
                    tp = '.'.join(tgt['pathComponents']) if tgt else (r.get('targetFallback') or '').split('.')[-1]
                    if tp:
                        self.parents[sp].add(tp)

    def resolve(self, t, depth=0):
        while t in self.alias and depth < 10:
            t = self.alias[t]; depth += 1
        return t

    def has_type(self, t):
        return t in self.types or self.resolve(t) in self.types

    def lineage(self, t):
        t = self.resolve(t)
        res, todo, seen = [], [t], set()
        while todo:
            x = todo.pop(0)
            if x in seen:
                continue
            seen.add(x); res.append(x)
            for p in sorted(self.parents.get(x, ())):
                todo.append(self.resolve(p))
        return res

    def has_member(self, owner, name):
        cands = [owner]
        if owner == 'NSObject':
            cands += ['UIView', 'UIResponder']       # UIKit's NSObject categories land on views in practice
        elif owner == 'NSString':
            cands += ['String', 'StringProtocol']    # NSString's drawing methods are called on String
        for o in cands:
            for t in self.lineage(o):
                if name in self.members.get(t, ()):
                    return True
        return False


def present(m, api):
    k = m['kind']
    if m.get('type_decl') or k in ('class', 'protocol'):
        return api.has_type(m['swift']) or api.has_type(m['owner'])
    if not m['owner']:
        base = m['swift'].split('(')[0]
        return base in api.globals
    return api.has_member(m['owner'], m['swift'])


def load_impossible(path):
    rows = []
    if not os.path.exists(path):
        return rows
    for line in open(path):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        parts = line.split('\t')
        if len(parts) >= 2:
            rows.append((parts[0].strip(), parts[1].strip()))
    return rows


def impossible_reason(m, rows):
    key = m['id']
    for pat, why in rows:
        if fnmatch.fnmatchcase(key, pat) or fnmatch.fnmatchcase(m['owner'] or '', pat):
            return why
    return None


def pct(a, b):
    return 100.0 * a / b if b else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--inventory', default=os.path.join(HERE, 'inventory.json'))
    ap.add_argument('--usage', default=os.path.join(HERE, 'usage.json'))
    ap.add_argument('--impossible', default=os.path.join(HERE, 'linux-impossible.tsv'))
    ap.add_argument('--modules', default=os.path.join(ROOT, '.build/debug/Modules'))
    ap.add_argument('--symbol-graphs', help='use these symbol graphs instead of extracting them')
    ap.add_argument('--out', default=os.path.join(ROOT, 'Reports/uikit-coverage.md'))
    ap.add_argument('--check', help='floor JSON: exit 1 if a figure falls below it')
    ap.add_argument('--write-floor', help='write the current figures as a floor JSON')
    ap.add_argument('--gaps-dir', help='also write gaps-top2000.md and gaps-key-classes.md here')
    ap.add_argument('--lacking-json', help='also write every lacking member that can exist on Linux (group, owner, '
                    'kind, Swift name, ObjC name, header, rank) to this JSON file')
    a = ap.parse_args()

    inv = json.load(open(a.inventory))
    usage = json.load(open(a.usage))['usage'] if os.path.exists(a.usage) else {}
    I = Inv(inv)
    if a.symbol_graphs:
        sg = a.symbol_graphs
    else:
        sg = tempfile.mkdtemp(prefix='mainline-symbolgraphs-')
        make_symbol_graphs(a.modules, sg)
    api = API(sg)
    imp_rows = load_impossible(a.impossible)

    rows = []
    for m in inv['members']:
        if m.get('swift_private'):
            continue      # not reachable from Swift under this name
        u = usage.get(m['id']) or usage.get(m.get('usage_of'))
        r = OrderedDict()
        r['m'] = m
        r['rank'] = u['rank'] if u else None
        r['repos'] = u['repos'] if u else 0
        r['occ'] = u['occurrences'] if u else 0
        r['present'] = present(m, api)
        r['impossible'] = impossible_reason(m, imp_rows)
        r['group'] = I.group_of(m)
        rows.append(r)

    def cov(sel):
        n = len(sel)
        p = sum(1 for r in sel if r['present'])
        return p, n, round(pct(p, n), 1)

    possible = [r for r in rows if not r['impossible']]
    if a.lacking_json:
        lacking = [OrderedDict([('group', r['group']), ('owner', r['m']['owner']), ('kind', r['m']['kind']),
                                ('swift', r['m']['swift']), ('objc', r['m']['objc']), ('header', r['m'].get('header')),
                                ('rank', r['rank'])]) for r in possible if not r['present']]
        with open(a.lacking_json, 'w') as f:
            json.dump(lacking, f, indent=1)
    ranked = sorted([r for r in rows if r['rank']], key=lambda r: r['rank'])
    figures = OrderedDict()
    figures['overall'] = cov(possible)[2]
    figures['overall_not_deprecated'] = cov([r for r in possible if not r['m']['ios'].get('deprecated')])[2]
    figures['used_in_sample'] = cov([r for r in ranked if not r['impossible']])[2]
    for n in (100, 500, 1000, 2000):
        figures[f'top{n}'] = cov([r for r in ranked[:n] if not r['impossible']])[2]
    for g in list(GROUPS) + ['other']:
        figures['group:' + g] = cov([r for r in possible if r['group'] == g])[2]
        figures['group_used:' + g] = cov([r for r in ranked if r['group'] == g and not r['impossible']])[2]

    # ---------------------------------------------------------------- report
    L = []
    src = inv.get('source', {})
    L.append('# UIKit coverage')
    L.append('')
    L.append('Generated by `Reports/uikit-inventory/coverage.py` from `inventory.json` (UIKit, QuartzCore and the '
             'CoreGraphics/CoreFoundation parts UIKit code uses, iPhoneOS SDK %s, %s @ %s) and `usage.json` '
             '(%s repositories, %s Swift files that import UIKit). Mainline\'s API is read from symbol graphs of '
             'the built modules. A member is present when Mainline\'s type of the same Swift name has a member of '
             'the same Swift name (base name and argument labels), itself or through superclasses, protocols and '
             'their extensions. Swift names in the inventory are derived from the headers (see make_inventory.py); '
             'a wrong derivation shows up as a gap here.'
             % (src.get('sdk', '?'), src.get('repository', '?'), (src.get('commit') or '?')[:12],
                (json.load(open(a.usage))['meta'].get('corpus_repos') if usage else '?'),
                (json.load(open(a.usage))['meta'].get('files_importing_uikit') if usage else '?')))
    L.append('')
    L.append('## Figures')
    L.append('')
    L.append('| measure | present | of | coverage |')
    L.append('| --- | ---: | ---: | ---: |')
    p, n, c = cov(possible); L.append(f'| all members that can exist on Linux | {p} | {n} | {c} % |')
    p, n, c = cov([r for r in possible if not r['m']['ios'].get('deprecated')]); L.append(f'| ... not deprecated on iOS | {p} | {n} | {c} % |')
    p, n, c = cov([r for r in ranked if not r['impossible']]); L.append(f'| members used in the sample | {p} | {n} | {c} % |')
    for k in (100, 500, 1000, 2000):
        p, n, c = cov([r for r in ranked[:k] if not r['impossible']])
        L.append(f'| top {k} by use | {p} | {n} | {c} % |')
    L.append('')
    L.append('Rank = number of sample repositories using the member, then occurrences (usage.json). '
             'Members that cannot exist on Linux (linux-impossible.tsv) are left out of these figures.')
    L.append('')
    L.append('## By class group')
    L.append('')
    L.append('| group | all: present / of | coverage | used: present / of | coverage |')
    L.append('| --- | ---: | ---: | ---: | ---: |')
    for g in list(GROUPS) + ['other']:
        pa, na, ca = cov([r for r in possible if r['group'] == g])
        pu, nu, cu = cov([r for r in ranked if r['group'] == g and not r['impossible']])
        L.append(f'| {g} | {pa} / {na} | {ca} % | {pu} / {nu} | {cu} % |')
    L.append('')
    # per-group details: per type, present/lacking counts; lacking sorted by rank
    for g in list(GROUPS) + ['other']:
        sel = [r for r in possible if r['group'] == g]
        if not sel:
            continue
        L.append(f'## {g}')
        L.append('')
        by_type = defaultdict(list)
        for r in sel:
            by_type[r['m']['owner'] or '(global)'].append(r)

        def type_key(t):
            rs = by_type[t]
            used = [r['rank'] for r in rs if r['rank']]
            return (min(used) if used else 10 ** 9, t)
        L.append('| type | present | lacking | coverage | used: present / of |')
        L.append('| --- | ---: | ---: | ---: | ---: |')
        for t in sorted(by_type, key=type_key):
            rs = by_type[t]
            p = sum(1 for r in rs if r['present'])
            ur = [r for r in rs if r['rank']]
            up = sum(1 for r in ur if r['present'])
            L.append(f'| {t} | {p} | {len(rs) - p} | {round(pct(p, len(rs)), 1)} % | {up} / {len(ur)} |')
        L.append('')
        lacking = sorted([r for r in sel if not r['present'] and r['rank']], key=lambda r: r['rank'])
        if lacking:
            L.append(f'Lacking members used in the sample, by rank (first 150 of {len(lacking)}):')
            L.append('')
            L.append('| rank | repos | uses | member | kind |')
            L.append('| ---: | ---: | ---: | --- | --- |')
            for r in lacking[:150]:
                L.append(f"| {r['rank']} | {r['repos']} | {r['occ']} | `{r['m']['id']}` | {r['m']['kind']} |")
            L.append('')
        unused = [r for r in sel if not r['present'] and not r['rank']]
        if unused:
            L.append(f'{len(unused)} further lacking members are not used in the sample.')
            L.append('')
    L.append('## Members that cannot exist on Linux')
    L.append('')
    L.append('From `linux-impossible.tsv` (a hand-kept list: pattern, reason).')
    L.append('')
    imp = [r for r in rows if r['impossible']]
    byreason = defaultdict(list)
    for r in imp:
        byreason[r['impossible']].append(r)
    for why, rs in sorted(byreason.items()):
        rs.sort(key=lambda r: (r['rank'] or 10 ** 9, r['m']['id']))
        L.append(f'- {why} ({len(rs)} members): ' + ', '.join(f"`{r['m']['id']}`" for r in rs[:25]) + (' ...' if len(rs) > 25 else ''))
    L.append('')
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, 'w') as f:
        f.write('\n'.join(L))
    print(f"overall {figures['overall']} %, top2000 {figures['top2000']} %, used {figures['used_in_sample']} % -> {a.out}")

    if a.gaps_dir:
        write_gaps(a.gaps_dir, rows, ranked)
    if a.write_floor:
        with open(a.write_floor, 'w') as f:
            json.dump(figures, f, indent=1)
            f.write('\n')
    if a.check:
        floor = json.load(open(a.check))
        bad = [(k, v, figures.get(k)) for k, v in floor.items() if figures.get(k) is None or figures[k] + 1e-9 < v]
        for k, v, cur in bad:
            print(f'coverage fell below the floor: {k}: {cur} < {v}', file=sys.stderr)
        if bad:
            sys.exit(1)


def write_gaps(d, rows, ranked):
    os.makedirs(d, exist_ok=True)
    top = [r for r in ranked[:2000]]
    lacking = [r for r in top if not r['present'] and not r['impossible']]
    by_owner = defaultdict(list)
    for r in lacking:
        by_owner[r['m']['owner'] or '(global functions and constants)'].append(r)
    L = ['# The 2,000 most used UIKit members that Mainline lacks', '',
         f'{len(lacking)} of the top 2,000 members (by repositories using them, then occurrences) are lacking. '
         'Grouped by owning type; types ordered by their best-ranked gap. rank / repos / occurrences.', '']
    for owner in sorted(by_owner, key=lambda o: min(r['rank'] for r in by_owner[o])):
        rs = by_owner[owner]
        L.append(f'## {owner} ({len(rs)})')
        L.append('')
        for r in rs:
            dep = ' (deprecated)' if r['m']['ios'].get('deprecated') else ''
            L.append(f"- #{r['rank']} `{r['m']['swift']}` — {r['m']['kind']}, {r['repos']} repos, {r['occ']} uses{dep}")
        L.append('')
    open(os.path.join(d, 'gaps-top2000.md'), 'w').write('\n'.join(L))
    # key classes: what each lacks to reach 90 % of its used members, and 90 % of all
    L = ['# Key classes: what each lacks to reach 90 %', '',
         'For each class, its own members (declared on it in UIKit) that Mainline lacks. "Used" = used in the '
         'sample; the list names, by rank, the lacking members to add to reach 90 % of the used members, then '
         'how many more would reach 90 % of all its members.', '']
    by = defaultdict(list)
    for r in rows:
        if not r['impossible']:
            by[r['m']['owner']].append(r)
    for t in KEY_CLASSES:
        rs = by.get(t, [])
        if not rs:
            continue
        used = [r for r in rs if r['rank']]
        up = sum(1 for r in used if r['present'])
        ap_ = sum(1 for r in rs if r['present'])
        need_used = max(0, -(-9 * len(used) // 10) - up)
        need_all = max(0, -(-9 * len(rs) // 10) - ap_)
        L.append(f'## {t}')
        L.append('')
        L.append(f'Used members present: {up} / {len(used)} ({round(pct(up, len(used)), 1)} %); '
                 f'all members present: {ap_} / {len(rs)} ({round(pct(ap_, len(rs)), 1)} %).')
        lack_used = sorted([r for r in used if not r['present']], key=lambda r: r['rank'])
        if need_used:
            L.append(f'To reach 90 % of used members add {need_used}:')
            L.append('')
            for r in lack_used[:need_used]:
                L.append(f"- #{r['rank']} `{r['m']['swift']}` ({r['m']['kind']}, {r['repos']} repos)")
            rest = lack_used[need_used:]
            if rest:
                L.append(f"- then (also used): " + ', '.join(f"`{r['m']['swift']}`" for r in rest[:40]) + (' ...' if len(rest) > 40 else ''))
        else:
            L.append('Already at 90 % of used members.' + (' Lacking used: ' + ', '.join(f"`{r['m']['swift']}`" for r in lack_used) if lack_used else ''))
        if need_all:
            unused_lack = sorted([r for r in rs if not r['present'] and not r['rank']], key=lambda r: r['m']['swift'])
            L.append('')
            L.append(f'To reach 90 % of all members, {need_all} more beyond the used ones; unused lacking members: '
                     + ', '.join(f"`{r['m']['swift']}`" for r in unused_lack[:60]) + (' ...' if len(unused_lack) > 60 else ''))
        L.append('')
    open(os.path.join(d, 'gaps-key-classes.md'), 'w').write('\n'.join(L))


if __name__ == '__main__':
    main()
