#!/usr/bin/env python3
"""Build inventory.json: UIKit's public API (with the QuartzCore, CoreGraphics and CoreFoundation
parts UIKit code uses) as Swift sees it, from an iPhoneOS SDK's public headers and API notes.

Usage:
  make_inventory.py --sdk PATH/iPhoneOS.sdk [--out inventory.json]
  make_inventory.py --git GITDIR --commit SHA [--sdk-folder iPhoneOS.sdk] [--out inventory.json]

The Swift names follow the Clang importer's rules as far as a script can: explicit names first
(NS_SWIFT_NAME / CF_SWIFT_NAME / swift_name in the headers, SwiftName in the .apinotes), then the
importer's conventions (init methods, factory methods as initializers, Boolean getters, enum case
prefixes, typed-enum constants, and "omit needless words" pruning). Members of the Swift overlays
(value types and extensions that exist only in Swift) come from overlay-members.tsv beside this
script. The output is data: one record per member, plus the types with their superclasses and
protocol conformances.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile
from collections import OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit('make_inventory.py needs PyYAML (pip install pyyaml) to read the .apinotes files')

# --------------------------------------------------------------------------------------------
# Which headers
# --------------------------------------------------------------------------------------------
FW = 'System/Library/Frameworks'
SUBFW = 'System/Library/SubFrameworks'
CG_HEADERS = ['CGBase.h', 'CGGeometry.h', 'CGAffineTransform.h', 'CGContext.h', 'CGBitmapContext.h',
              'CGPath.h', 'CGColor.h', 'CGColorSpace.h', 'CGImage.h', 'CGGradient.h']
CF_FUNCTIONS = {'CFAbsoluteTimeGetCurrent'}          # the CoreFoundation calls UIKit code makes
SKIP_HEADERS = {'UIKit.h', 'UIKitCore.h', 'UIKitDefines.h', 'QuartzCore.h', 'CoreAnimation.h',
                'UIDefines.h'}


def header_sets(sdk):
    sets = []
    uikit = os.path.join(sdk, FW, 'UIKit.framework/Headers')
    sets.append(('UIKit', sorted(f for f in os.listdir(uikit) if f.endswith('.h')), uikit))
    util = os.path.join(sdk, SUBFW, 'UIUtilities.framework/Headers')
    if os.path.isdir(util):
        sets.append(('UIKit', sorted(f for f in os.listdir(util) if f.endswith('.h')), util))
    qc = os.path.join(sdk, FW, 'QuartzCore.framework/Headers')
    sets.append(('QuartzCore', sorted(f for f in os.listdir(qc) if f.endswith('.h')), qc))
    cg = os.path.join(sdk, FW, 'CoreGraphics.framework/Headers')
    sets.append(('CoreGraphics', [f for f in CG_HEADERS if os.path.exists(os.path.join(cg, f))], cg))
    cf = os.path.join(sdk, FW, 'CoreFoundation.framework/Headers')
    sets.append(('CoreFoundation', ['CFDate.h'], cf))
    return [(fw, [f for f in files if f not in SKIP_HEADERS], d) for fw, files, d in sets]


# --------------------------------------------------------------------------------------------
# Preprocessing: comments, conditionals
# --------------------------------------------------------------------------------------------
DEFINED = {'TARGET_OS_IOS': 1, 'TARGET_OS_IPHONE': 1, 'TARGET_OS_MACCATALYST': 0, 'TARGET_OS_OSX': 0,
           'TARGET_OS_TV': 0, 'TARGET_OS_WATCH': 0, 'TARGET_OS_VISION': 0, 'TARGET_OS_XR': 0,
           'UIKIT_HAS_UIFOUNDATION_SYMBOLS': 1, '__OBJC__': 1, '__swift__': 1, '__LP64__': 1,
           'TARGET_ABI_USES_IOS_VALUES': 1, '__OBJC2__': 1, 'NS_BLOCKS_AVAILABLE': 1}
HAS_INCLUDE_FALSE = ('UIKitCore/', 'ShareSheet/', 'UIFoundation/', 'DocumentManager/', 'AppKit/',
                     'PrintKitUI/')


def eval_condition(expr):
    e = expr
    e = re.sub(r'__has_include\s*\(\s*<([^>]*)>\s*\)',
               lambda m: '0' if m.group(1).startswith(HAS_INCLUDE_FALSE) else '1', e)
    e = re.sub(r'__has_include\s*\(\s*"[^"]*"\s*\)', '1', e)
    e = re.sub(r'defined\s*\(\s*(\w+)\s*\)', lambda m: '1' if m.group(1) in DEFINED else '0', e)
    e = re.sub(r'defined\s+(\w+)', lambda m: '1' if m.group(1) in DEFINED else '0', e)
    e = re.sub(r'\b(__has_attribute|__has_feature|__has_extension|__CG_HAS_COMPILER_ATTRIBUTE|'
               r'__CG_HAS_COMPILER_EXTENSION|CA_GNUC|__has_builtin)\s*\([^()]*\)', '1', e)
    e = re.sub(r'\b([A-Za-z_]\w*)\b', lambda m: str(DEFINED.get(m.group(1), 0)), e)
    e = e.replace('&&', ' and ').replace('||', ' or ')
    e = re.sub(r'!(?!=)', ' not ', e)
    e = re.sub(r'(\d+)[uUlL]+', r'\1', e)
    try:
        return bool(eval(e, {'__builtins__': {}}))
    except Exception:
        return False


def strip_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '/' and i + 1 < n and text[i + 1] == '*':
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(' ' * 0 + '\n' * text.count('\n', i, j))
            i = j
        elif c == '/' and i + 1 < n and text[i + 1] == '/':
            j = text.find('\n', i)
            i = n if j < 0 else j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1]); i = j + 1
        elif c == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1]); i = j + 1
        else:
            out.append(c); i += 1
    return ''.join(out)


def preprocess(text):
    text = strip_comments(text.replace('\\\n', ' '))
    out, stack = [], []          # stack of (taking, any_branch_taken)
    for line in text.split('\n'):
        s = line.strip()
        m = re.match(r'#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)', s)
        active = all(t for t, _ in stack)
        if m:
            d, arg = m.group(1), m.group(2).strip()
            if d in ('if', 'ifdef', 'ifndef'):
                if d == 'if':
                    v = eval_condition(arg)
                elif d == 'ifdef':
                    v = arg.split()[0] in DEFINED if arg else False
                else:
                    v = not (arg.split()[0] in DEFINED) if arg else True
                stack.append([v, v])
            elif d == 'elif':
                if stack:
                    t = stack[-1]
                    v = (not t[1]) and eval_condition(arg)
                    t[0] = v; t[1] = t[1] or v
            elif d == 'else':
                if stack:
                    t = stack[-1]; t[0] = not t[1]; t[1] = True
            elif d == 'endif':
                if stack: stack.pop()
            out.append('')
            continue
        if s.startswith('#'):
            out.append(''); continue
        out.append(line if active else '')
    return drop_unavailable_regions('\n'.join(out))


UNAVAILABLE_REGIONS = {'n': 0}


def drop_unavailable_regions(text):
    """Blank what an API_UNAVAILABLE_BEGIN(..., ios, ...) ... API_UNAVAILABLE_END region declares: Clang
    marks every declaration in it unavailable on iOS (CAConstraintLayoutManager.h's CAConstraint,
    CAConstraintLayoutManager, CAConstraintAttribute and CALayer's constraints are macOS-only)."""
    out, stack = [], []
    for line in text.split('\n'):
        drop_line = any(stack)
        for m in re.finditer(r'\b(API_UNAVAILABLE_BEGIN|API_UNAVAILABLE_END)\b(\s*\(([^()]*)\))?', line):
            if m.group(1) == 'API_UNAVAILABLE_BEGIN':
                plats = {PLAT.get(p.strip().lower()) for p in (m.group(3) or '').split(',')}
                stack.append('ios' in plats)
                if stack[-1]:
                    UNAVAILABLE_REGIONS['n'] += 1
            elif stack:
                stack.pop()
        out.append('' if drop_line or any(stack) else line)
    return '\n'.join(out)


# --------------------------------------------------------------------------------------------
# Attributes: availability, explicit Swift names
# --------------------------------------------------------------------------------------------
def balanced_args(text, start):
    """text[start] == '(' ; return (inner, end_index_after_close)."""
    depth, i = 0, start
    while i < len(text):
        if text[i] == '(':
            depth += 1
        elif text[i] == ')':
            depth -= 1
            if depth == 0:
                return text[start + 1:i], i + 1
        elif text[i] == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            i = j
        i += 1
    return text[start + 1:], len(text)


def split_top(s, sep=','):
    parts, depth, cur, inq = [], 0, [], False
    for ch in s:
        if ch == '"':
            inq = not inq
        if not inq:
            if ch in '(<[{':
                depth += 1
            elif ch in ')>]}':
                depth -= 1
            elif ch == sep and depth == 0:
                parts.append(''.join(cur)); cur = []; continue
        cur.append(ch)
    parts.append(''.join(cur))
    return [p.strip() for p in parts if p.strip()]


PLAT = {'ios': 'ios', 'iphoneos': 'ios', 'maccatalyst': 'macCatalyst', 'uikitformac': 'macCatalyst',
        'macos': 'macos', 'macosx': 'macos', 'tvos': 'tvos', 'watchos': 'watchos', 'visionos': 'visionos',
        'xros': 'visionos', 'driverkit': 'driverkit'}


def find_macros(text, names):
    """Yield (name, args_or_None) for macros in `names` appearing in text."""
    for m in re.finditer(r'\b(' + '|'.join(names) + r')\b', text):
        j = m.end()
        while j < len(text) and text[j] in ' \t\n':
            j += 1
        if j < len(text) and text[j] == '(':
            inner, _ = balanced_args(text, j)
            yield m.group(1), inner, m.start()
        else:
            yield m.group(1), None, m.start()


AVAIL_MACROS = ['API_AVAILABLE', 'API_UNAVAILABLE', 'API_DEPRECATED', 'API_DEPRECATED_WITH_REPLACEMENT',
                'API_TO_BE_DEPRECATED', 'NS_AVAILABLE_IOS', 'NS_CLASS_AVAILABLE_IOS', 'NS_ENUM_AVAILABLE_IOS',
                'NS_DEPRECATED_IOS', 'NS_ENUM_DEPRECATED_IOS', 'NS_CLASS_DEPRECATED_IOS', '__IOS_AVAILABLE',
                '__IOS_DEPRECATED', '__IOS_PROHIBITED', '__IOS_UNAVAILABLE', '__TVOS_PROHIBITED',
                '__TVOS_UNAVAILABLE', '__TVOS_AVAILABLE', '__WATCHOS_PROHIBITED', '__WATCHOS_UNAVAILABLE',
                'UIKIT_AVAILABLE_TVOS_ONLY', 'UIKIT_AVAILABLE_IOS_ONLY', 'UIKIT_CLASS_AVAILABLE_IOS_ONLY',
                'UIKIT_CLASS_AVAILABLE_IOS_TVOS', 'UIKIT_AVAILABLE_IOS_TVOS', 'UIKIT_AVAILABLE_WATCHOS_ONLY',
                'NS_UNAVAILABLE', 'UNAVAILABLE_ATTRIBUTE', 'NS_SWIFT_UNAVAILABLE', 'CG_AVAILABLE_STARTING',
                'CG_AVAILABLE_BUT_DEPRECATED', 'NS_EXTENSION_UNAVAILABLE_IOS', 'NS_EXTENSION_UNAVAILABLE',
                'CA_AVAILABLE_STARTING', 'CA_AVAILABLE_BUT_DEPRECATED', 'CG_ENUM_SOFT_DEPRECATED_WITH_REPLACEMENT',
                'CG_SOFT_DEPRECATED_WITH_REPLACEMENT', '__CG_DEPRECATED', '__CG_DEPRECATED_ENUMERATOR']


def parse_availability(text):
    """Return dict with ios: introduced/deprecated/unavailable, and other platforms mentioned."""
    a = {'introduced': None, 'deprecated': None, 'unavailable': False, 'swift_unavailable': False,
         'platforms': {}, 'to_be_deprecated': False}

    def plat(p):
        return PLAT.get(p.strip().lower())

    for name, args, _ in find_macros(text, AVAIL_MACROS):
        if name == 'API_AVAILABLE' and args:
            for p in split_top(args):
                m = re.match(r'(\w+)\s*\(\s*([\d.]+)', p)
                if m and plat(m.group(1)):
                    a['platforms'].setdefault(plat(m.group(1)), {})['introduced'] = m.group(2)
        elif name == 'API_UNAVAILABLE' and args:
            for p in split_top(args):
                if p.strip() == 'swift':          # API_UNAVAILABLE(swift): Objective-C only
                    a['swift_unavailable'] = True
                if plat(p):
                    a['platforms'].setdefault(plat(p), {})['unavailable'] = True
        elif name in ('API_DEPRECATED', 'API_DEPRECATED_WITH_REPLACEMENT') and args:
            for p in split_top(args):
                m = re.match(r'(\w+)\s*\(\s*([\w.]+)\s*(?:,\s*([\w.]+))?', p)
                if m and plat(m.group(1)):
                    d = a['platforms'].setdefault(plat(m.group(1)), {})
                    d['introduced'] = m.group(2)
                    d['deprecated'] = m.group(3) or m.group(2)
        elif name == 'API_TO_BE_DEPRECATED':
            a['to_be_deprecated'] = True
        elif name in ('NS_AVAILABLE_IOS', 'NS_CLASS_AVAILABLE_IOS', 'NS_ENUM_AVAILABLE_IOS', '__IOS_AVAILABLE',
                      'UIKIT_AVAILABLE_IOS_ONLY', 'UIKIT_CLASS_AVAILABLE_IOS_ONLY') and args:
            a['platforms'].setdefault('ios', {})['introduced'] = args.split(',')[0].strip().replace('_', '.')
        elif name in ('UIKIT_CLASS_AVAILABLE_IOS_TVOS', 'UIKIT_AVAILABLE_IOS_TVOS') and args:
            a['platforms'].setdefault('ios', {})['introduced'] = args.split(',')[0].strip().replace('_', '.')
        elif name in ('NS_DEPRECATED_IOS', 'NS_ENUM_DEPRECATED_IOS', 'NS_CLASS_DEPRECATED_IOS', '__IOS_DEPRECATED') and args:
            ps = [x.strip().replace('_', '.') for x in split_top(args)]
            d = a['platforms'].setdefault('ios', {})
            d['introduced'] = ps[0]
            if len(ps) > 1:
                d['deprecated'] = ps[1]
        elif name in ('__IOS_PROHIBITED', '__IOS_UNAVAILABLE', 'UIKIT_AVAILABLE_TVOS_ONLY', 'UIKIT_AVAILABLE_WATCHOS_ONLY'):
            a['platforms'].setdefault('ios', {})['unavailable'] = True
        elif name in ('__TVOS_PROHIBITED', '__TVOS_UNAVAILABLE'):
            a['platforms'].setdefault('tvos', {})['unavailable'] = True
        elif name in ('NS_UNAVAILABLE', 'UNAVAILABLE_ATTRIBUTE', 'NS_SWIFT_UNAVAILABLE'):
            a['swift_unavailable'] = True
        elif name in ('CG_AVAILABLE_STARTING', 'CA_AVAILABLE_STARTING') and args:
            ps = [x.strip() for x in split_top(args)]
            if len(ps) >= 2:
                a['platforms'].setdefault('ios', {})['introduced'] = ps[1].replace('_', '.')
        elif name in ('CG_AVAILABLE_BUT_DEPRECATED', 'CA_AVAILABLE_BUT_DEPRECATED') and args:
            ps = [x.strip() for x in split_top(args)]
            if len(ps) >= 4:
                d = a['platforms'].setdefault('ios', {})
                d['introduced'] = ps[2].replace('_', '.'); d['deprecated'] = ps[3].replace('_', '.')
        elif name in ('CG_ENUM_SOFT_DEPRECATED_WITH_REPLACEMENT', 'CG_SOFT_DEPRECATED_WITH_REPLACEMENT', '__CG_DEPRECATED',
                      '__CG_DEPRECATED_ENUMERATOR'):
            a['platforms'].setdefault('ios', {}).setdefault('deprecated', 'soft')
    if re.search(r'__attribute__\s*\(\(\s*unavailable', text) or re.search(r'availability\s*\(\s*swift\s*,\s*unavailable', text):
        a['swift_unavailable'] = True
    ios = a['platforms'].get('ios', {})
    a['introduced'] = ios.get('introduced')
    a['deprecated'] = ios.get('deprecated')
    a['unavailable'] = bool(ios.get('unavailable'))
    return a


def merge_avail(own, outer):
    """An inner declaration takes the container's iOS availability unless it states its own."""
    r = dict(own)
    if outer is None:
        return r
    if not own['platforms'].get('ios') and outer['platforms'].get('ios'):
        o = outer['platforms']['ios']
        r['introduced'] = r['introduced'] or o.get('introduced')
        r['deprecated'] = r['deprecated'] or o.get('deprecated')
        r['unavailable'] = r['unavailable'] or bool(o.get('unavailable'))
    if outer.get('unavailable'):
        r['unavailable'] = True
    if outer.get('ios_only_via_catalyst'):
        r['ios_only_via_catalyst'] = True
    plats = dict(outer['platforms']); plats.update(own['platforms'])
    r['platforms'] = plats
    return r


def not_on_ios(av):
    """True when the declaration is marked unavailable on iOS (tvOS-, macOS- or macCatalyst-only API).
    A declaration that names only other platforms in API_AVAILABLE is still available on iOS."""
    return bool(av.get('unavailable'))


def explicit_swift_name(text):
    for name, args, _ in find_macros(text, ['NS_SWIFT_NAME', 'CF_SWIFT_NAME']):
        if args:
            return args.strip()
    m = re.search(r'swift_name\s*\(\s*"([^"]+)"', text)
    if m:
        return m.group(1)
    return None


def refined(text):
    return bool(re.search(r'\b(NS_REFINED_FOR_SWIFT|CF_REFINED_FOR_SWIFT)\b|swift_private', text))


# --------------------------------------------------------------------------------------------
# Omit needless words (a re-implementation of the Clang importer's naming conventions)
# --------------------------------------------------------------------------------------------
PREPOSITIONS = {'above', 'after', 'along', 'alongside', 'as', 'at', 'before', 'below', 'by', 'following',
                'for', 'from', 'given', 'in', 'including', 'inside', 'into', 'matching', 'of', 'on', 'passing',
                'preceding', 'since', 'to', 'until', 'using', 'via', 'when', 'with', 'within'}
# The words the importer classes as verbs: Swift's include/swift/Basic/PartsOfSpeech.def (an -ing
# form of one is a gerund; re-, de- and auto- before one make a verb, see pos()).
VERBS = set('''abbreviate accept activate add adjust admire admit advise afford agree alert allow alter amuse
analyse analyze animate announce annoy answer apologise appear append applaud apply apportion
appreciate approve argue arrange arrest arrive ask assign attach attack attempt attend attract avoid
awake back bake balance ban bang bare bat bathe battle be beat become beg begin behave belong bend
bet bid bite bleach bless blind blink blot blow blush boast boil bolt bomb book bore borrow bounce
bow box brake branch break breathe bring broadcast bruise brush bubble build bump burn bury buy buzz
calculate call camp cancel capture care carry carve cast catch cause center challenge change charge
chase cheat check cheer chew choke choose chop claim clap clean clear click close coach coil collect
collapse colour comb come command commit communicate compare compete complain complete concentrate
concern confess confuse connect consider consist contain contains continue convert copy correct
cough cost count cover crack crash crawl cross crush cry cure curl curve customize cut cycle dam
damage dance dare decay deceive decide decode decorate defer define delay delete delight deliver
depend describe deselect desert deserve destroy detach detect develop dig dim disagree disappear
disapprove disarm discover dislike dismiss display divide do double doubt drag drain draw dream
dress drink drip drive drop drown drum dry duplicate dust earn eat echo edit educate embarrass
employ empty enable encode encourage end enjoy enter entertain enumerate enqueue escape examine
excite excuse execute exercise exist expand expect explain explode export extend face fade fail
fancy fasten fax fear feel fence fetch fight fill film find finish fire fit fix flap flash flatten
flip float flood flow flower fly focus fold follow fool force forget forgive form found freeze
frighten fry gain gather gaze generate get give glow glue go grab grate grease greet grin grip groan
grow guarantee guard guess guide hammer hand handle hang happen harass harm hate haunt head heal
heap hear heat help hide highlight hit hold hook hop hope hover hug hum hunt hurry hurt identify
ignore imagine import impress improve include increase influence inform inject injure insert
instruct intend interest interfere interrupt intersect intersects introduce invent invite irritate
itch jail jam jog join joke judge juggle jump keep kick kill kiss kneel knit knock knot know label
land last laugh launch lay lead learn leave lend let level license lick lie lighten like listen live
load localize lock long look lose love maintain make man manage march mark marry match mate matter
mean measure meddle meet melt memorise mend merge mess milk mine miss minus mix moan moor mourn move
muddle mug multiply murder nail nest nod normalize note notice notify number obey observe obtain
occur offend offer open order overflow owe own pack paddle paint park part pass paste pat pause pay
peck pedal peel peep perform permit phone pick pinch pine place plan plant play please plug poke
polish pop possess post pour practice practise pray preach precede prefer preload prepare prepend
present preserve press pretend prevent prick print produce program promise protect provide pull pump
punch puncture punish push put question queue race radiate rain raise reach read realise receive
recognise record reduce reflect refuse register regret reign reject rejoice relax release rely
remain remember remind remove repair repeat replace reply report request require resize rescue
resolve retain retire return reverse review rhyme ride ring rinse rise risk rob rock roll rot rub
ruin rule run rush sack sail satisfy save saw say scale scare scatter scold scorch scrape scratch
scream screw scribble scroll scrub seal search see select sell send separate serve settle shade
share shave shelter shiver shock shop show shrug shut sigh sign signal sin sing sip sit ski skip
slap sleep slip slow smash smell smile smoke snatch sneeze sniff snore snow soak soothe sound spare
spark sparkle speak spell spend spill spoil spot spray sprout squash squeak squeal squeeze stain
stamp stand standardise standardize stare start stay steer step stir stitch stop store strap
strengthen stretch strip stroke stuff subtract succeed suck suffer suggest suit supply support
suppose suppress surprise surround suspect suspend swim switch take talk tame tap taste teach tear
tease telephone tell tempt terrify test thank thaw think throw tick tickle tie time tip tire toggle
touch tour tow trace trade train translate transform transport trap travel traverse treat tremble
trick trip trot trouble truncate trust try tug tumble turn twist understand undress unfasten union
unite unload unlock unpack untidy up update use validate vanish visit wail wait wake walk wander
want warm warn wash waste watch water wave wear weigh welcome whine whip whirl whisper whistle win
wink wipe wish wobble wonder work worry wrap wreck wrestle wriggle write yawn yell zip zoom'''.split())
IMPORTER_VERBS = VERBS


def words(s):
    """camelCase words, following the importer's word boundaries (acronyms, plural suffixes)."""
    res, i, n = [], 0, len(s)
    while i < n:
        j = i
        if s[j] == '_':
            res.append('_'); i += 1; continue
        while j < n and s[j].isupper():
            j += 1
        if j - i > 1:
            k = j
            while k < n and s[k].islower():
                k += 1
            if j == n or (s[j:k] in ('s', 'es', 'ies') and s[j - 1:k] != 'Is'):
                end = k
            elif s[j].islower():
                end = j - 1
            else:
                end = j
            res.append(s[i:end]); i = end; continue
        while j < n and not s[j].isupper() and s[j] != '_':
            j += 1
        res.append(s[i:j]); i = j
    return [w for w in res if w]


def pos(word):
    w = word.lower()
    if w in PREPOSITIONS:
        return 'prep'
    if w in IMPORTER_VERBS:
        return 'verb'
    if w.endswith('ing') and len(w) > 4:
        v = w[:-3]
        if v in IMPORTER_VERBS or (v[-1] != 'e' and v + 'e' in IMPORTER_VERBS) or \
                (len(v) > 1 and v[-1] == v[-2] and v[:-1] in IMPORTER_VERBS):
            return 'gerund'
    for pre in ('auto', 're', 'de'):
        if w.startswith(pre) and len(w) > len(pre) and w[len(pre):] in IMPORTER_VERBS:
            return 'verb'
    return None


def match_word(nw, tw):
    if len(nw) > len(tw):
        return False
    if len(nw) < len(tw):
        if tw.lower().endswith(nw.lower()) and not tw[len(tw) - len(nw)].islower():
            return not any(c.islower() or c == '_' for c in tw[:len(nw)])
        if tw.lower().startswith(nw.lower()):
            return all(c.isdigit() for c in tw[len(nw):])
        return False
    return nw.lower() == tw.lower()


def skip_type_suffix(t):
    if not t:
        return None
    lw = words(t)[-1] if words(t) else ''
    if lw == 'Type' and len(t) > 4: return t[:-4]
    if lw == 'Ref' and len(t) > 3: return t[:-3]
    if lw == 'Mask' and len(t) > 4: return t[:-4]
    m = re.match(r'(.*?)(\d+)D$', t)
    if m and m.group(1): return m.group(1)
    if len(t) > 2 and t.endswith('_t'): return t[:-2]
    return None


class TN:
    """A type name for omission: name, collection element, flags."""
    def __init__(self, name='', elem='', func=False, boolean=False, default=False):
        self.name, self.elem, self.func, self.boolean, self.default = name, elem, func, boolean, default

    def __eq__(self, o):
        return isinstance(o, TN) and self.name == o.name and self.elem == o.elem

    def __bool__(self):
        return bool(self.name)


def match_from_back(name, tn, props):
    """Index (in words(name)) where the trailing match of tn begins; len(words) when none."""
    nws = words(name)
    tname = tn.name
    tws = words(tname)
    ni, ti = len(nws) - 1, len(tws) - 1
    while ni >= 0 and ti >= 0:
        nw = nws[ni]
        if match_word(nw, tws[ti]):
            ni -= 1; ti -= 1; continue
        if (match_word(nw, 'Indexes') or match_word(nw, 'Indices')) and tws[ti] == 'Set' and ti > 0 \
                and match_word('Index', tws[ti - 1]):
            ni -= 1; ti -= 2; continue
        if match_word(nw, 'Index') and (match_word('Int', tws[ti]) or match_word('Integer', tws[ti])):
            ni -= 1; ti -= 1; continue
        if match_word('Object', tws[ti]) and match_word(nw, 'Value') and ni > 0 and match_word(nws[ni - 1], 'Object'):
            ni -= 2; ti -= 1; continue
        if tn.elem and len(nw) > 2 and nw.endswith('s'):
            prior = ''.join(nws[:ni + 1])[:-1]
            short = omit_trailing(prior, TN(tn.elem), 'partial', props)
            if short != prior:
                target = len(short)
                # position back to the word that starts at `target`
                acc, k = 0, 0
                while k < len(nws) and acc < target:
                    acc += len(nws[k]); k += 1
                ni = k - 1
                continue
        if ni == len(nws) - 1:
            w = skip_type_suffix(tname)
            if w:
                tname = w; tws = words(tname); ti = len(tws) - 1
                continue
        break
    return ni + 1


def text_matches_property(text, props):
    if not props:
        return False
    name = lower_word(text)
    if name in props:
        return True
    if name.endswith('y'):
        return name[:-1] + 'ies' in props
    return name + 's' in props or name + 'es' in props


def lower_word(s):
    if not s or not s[0].isupper():
        return s
    if len(s) > 1 and s[1].isupper():
        return s
    return s[0].lower() + s[1:]


def lower_initialisms(s):
    if not s or not s[0].isupper():
        return s
    out, n = [], len(s)
    for i in range(n):
        if i < n - 1 and not s[i + 1].isupper():
            rest_first = words(s[i + 1:])[0] if words(s[i + 1:]) else ''
            if i == 0 or not s[i + 1].isalpha() or rest_first in ('s', 'es', 'ies'):
                out.append(s[i].lower()); i += 1
            out.append(s[i:])
            return ''.join(out)
        out.append(s[i].lower())
    return ''.join(out)


VACUOUS = {'get', 'for', 'set', 'using', 'with'}

# Swift names the rules above derive wrongly, as Apple's documentation spells them (each checked
# there): the importer's property pruning (parentViewController), `Class<Protocol>` parameters
# that keep their type word (ofClass:), and NSURL factory arguments (forURL: -> for:).
SWIFT_NAME_FIXES = {
    ('UIViewController', 'parentViewController'): 'parent',
    ('UIDragDropSession', '-canLoadObjectsOfClass:'): 'canLoadObjects(ofClass:)',
    ('UIDropSession', '-loadObjectsOfClass:completion:'): 'loadObjects(ofClass:completion:)',
    ('UIDragPreview', '+previewForURL:'): 'init(for:)',
    ('UIDragPreview', '+previewForURL:title:'): 'init(for:title:)',
    ('UITargetedDragPreview', '+previewForURL:target:'): 'init(for:target:)',
    ('UITargetedDragPreview', '+previewForURL:title:target:'): 'init(for:title:target:)',
}
NOT_MEMBER = {'init', 'Protocol', 'self', 'Type'}


def omit_trailing(name, tn, role, props):
    if not name or not tn:
        return name
    nws = words(name)
    mi = match_from_back(name, tn, props)
    if mi == len(nws):
        return name
    if mi == 0:
        return '' if role in ('partial', 'first') else name
    if mi == len(nws) - 1 and nws[mi] == 'Error':
        return name
    prev = pos(nws[mi - 1])
    if role in ('first', 'partial', 'subsequent'):
        if prev is None:
            return name
    elif role == 'base':
        if prev == 'prep':
            if mi - 1 == 0:
                return name
        elif prev in ('verb', 'gerund'):
            if text_matches_property(''.join(nws[mi:]), props):
                return name
        else:
            return name
    new = ''.join(nws[:mi])
    if role in ('base', 'property'):
        if new in NOT_MEMBER or new.lower() in VACUOUS:
            return name
    return new


def match_leading_type(name, tn):
    nws, tws = words(name), words(tn.name)
    if not nws or not tws:
        return name
    k = None
    for idx in range(len(tws) - 1, -1, -1):
        if match_word(nws[0], tws[idx]):
            k = idx; break
    if k is None:
        return name
    ni, ti = 1, k + 1
    while ti < len(tws) and ni < len(nws) and match_word(nws[ni], tws[ti]):
        ni += 1; ti += 1
    if ti != len(tws):
        return name
    return ''.join(nws[ni:])


def omit_prefix(name, tn):
    if not tn:
        return name
    new = match_leading_type(name, tn)
    if new == name:
        return name
    ws = words(new)
    if ws and pos(ws[0]) == 'prep' and len(new) > len(ws[0]):
        if ws[0] == 'By' and len(ws) > 1 and ws[1].endswith('ing'):
            return new[len(ws[0]):]
        return new
    return name


def omit_self_type(name, tn, props):
    if not name or not tn:
        return name
    tn = TN(tn.name)
    nws = words(name)
    rng = None
    for end in range(len(nws), 0, -1):
        sub = ''.join(nws[:end])
        mi = match_from_back(sub, tn, props)
        if mi != end:
            rng = (mi, end); break
        t = tn.name
        while True:
            w = skip_type_suffix(t)
            if not w: break
            t = w
        tn = TN(t)
    if not rng or rng[0] == 0:
        return name
    b, e = rng
    if e == len(nws) and b + 1 == len(nws) and nws[b] == 'Error':
        return name
    if pos(nws[b - 1]) != 'verb':
        return name
    if text_matches_property(''.join(nws[b:e]), props):
        return name
    new = ''.join(nws[:b]) + ''.join(nws[e:])
    if new in NOT_MEMBER or new.lower() in VACUOUS:
        return name
    return new


def split_base(base, arg, ptype, pname):
    if arg:
        return base, arg, False
    ws = words(base)
    if ptype.boolean and ws and ws[-1] == 'Animated':
        return base[:-len('Animated')], 'animated', True
    if ws and ws[0] == 'set':
        return base, arg, False
    if pname == 'sender' and words(ptype.name or 'x')[-1:] == ['Object']:
        return base, arg, False
    # find the last preposition
    idx = None
    for i in range(len(ws) - 1, -1, -1):
        if pos(ws[i]) == 'prep':
            idx = i; break
    if idx is None:
        return base, arg, False
    if ws[idx].lower() == 'of':
        for j in range(idx - 1, -1, -1):
            if pos(ws[j]) == 'prep':
                if ws[j].lower() not in ('of', 'for'):
                    idx = j
                break
    prep = ws[idx]
    if idx > 0 and ws[idx - 1].lower() == 'plug' and prep.lower() == 'in':
        return base, arg, False
    if idx + 1 < len(ws):
        after = ws[idx + 1].lower()
        if prep.lower() == 'with' and after in ('error', 'no'): return base, arg, False
        if prep.lower() == 'to' and after in ('visible', 'backing'): return base, arg, False
        if prep.lower() == 'from' and after == 'backing': return base, arg, False
    start = idx
    if idx > 0 and (ws[idx - 1].lower(), prep.lower()) in (('compatible', 'with'), ('best', 'matching'),
                                                            ('according', 'to'), ('bound', 'by'),
                                                            ('separated', 'by')):
        start = idx - 1
    prep_text = ''.join(ws[start:idx + 1])
    before = ''.join(ws[:start])
    after_text = ''.join(ws[idx + 1:])
    drop = prep.lower() in ('with', 'using') and not (prep.lower() == 'with' and (words(after_text)[:1] or [''])[0].lower() == 'zone') \
        and (ptype.default or ptype.func)
    on_arg = after_text not in ('X', 'Y', 'Z')
    start_label = len(before)
    end_base = len(before) if on_arg else len(before) + len(prep_text)
    if drop:
        if on_arg:
            start_label += len(prep_text)
        else:
            end_base -= len(prep_text)
    if end_base == 0:
        return base, arg, False
    nb = base[:end_base]
    nws = words(nb)
    if nws and (nws[0] in NOT_MEMBER or nws[0].lower() in VACUOUS):
        if len(nws) == 1:
            return base, arg, False
        if len(nws) == 2 and nws[0].lower() in VACUOUS:
            return base, arg, False
    return nb, base[start_label:], True


def omit_needless_words(base, args, first_pname, result, context, ptypes, returns_self, is_property, props):
    resultT = context if returns_self else result
    matches_ctx = bool(resultT) and resultT == context
    if matches_ctx:
        base = omit_prefix(base, context)
    if not is_property:
        base = omit_self_type(base, context, props)
    if not ptypes:
        if matches_ctx:
            base = omit_trailing(base, resultT, 'property', props)
        return lower_initialisms(base), [lower_initialisms(a) for a in args]
    if words(base)[:1] == ['set']:
        base = omit_trailing(base, context, 'property', props)
    if args:
        base, a0, _ = split_base(base, args[0], ptypes[0], first_pname)
        args = [a0] + list(args[1:])
    for i in range(len(args)):
        if i >= len(ptypes):
            continue
        if i > 0:
            role = 'subsequent'
        elif not args[0]:
            role = 'base'
        elif base == 'init':
            role = 'subsequent'
        elif ptypes[0].default:
            role = 'subsequent'
        else:
            role = 'first'
        nm = base if role == 'base' else args[i]
        new = omit_trailing(nm, ptypes[i], role, props if role == 'base' else None)
        if new != nm:
            if role == 'base':
                base = new
            else:
                args[i] = new
    return lower_initialisms(base), [lower_initialisms(a) for a in args]


# --------------------------------------------------------------------------------------------
# Types of parameters, for omission
# --------------------------------------------------------------------------------------------
TYPEDEF_OMIT = {'NSURL': 'URL', 'NSInteger': 'Int', 'NSUInteger': 'Int', 'BOOL': 'Bool', 'bool': 'Bool', 'CGFloat': 'CGFloat',
                'NSString': 'String', 'NSArray': 'Array', 'NSDictionary': 'Dictionary', 'NSSet': 'Set',
                'NSTimeInterval': 'TimeInterval', 'double': 'Double', 'float': 'Float', 'int': 'Int32',
                'id': '', 'instancetype': '', 'void': '', 'Class': 'Class', 'SEL': 'Selector',
                'NSMutableArray': 'NSMutableArray', 'NSMutableDictionary': 'NSMutableDictionary',
                'NSMutableSet': 'NSMutableSet', 'NSNumber': 'NSNumber', 'NSObject': 'NSObject'}


C_INTEGER_OMIT = {'unsigned': 'UInt32', 'unsigned int': 'UInt32', 'signed': 'Int32', 'signed int': 'Int32',
                  'long': 'Int', 'long int': 'Int', 'unsigned long': 'UInt', 'unsigned long int': 'UInt',
                  'long long': 'Int64', 'unsigned long long': 'UInt64', 'short': 'Int16', 'unsigned short': 'UInt16',
                  'size_t': 'UInt', 'uint32_t': 'UInt32', 'int32_t': 'Int32', 'uint64_t': 'UInt64',
                  'int64_t': 'Int64', 'uint16_t': 'UInt16', 'int16_t': 'Int16', 'uint8_t': 'UInt8',
                  'int8_t': 'Int8'}
TYPED_ENUM_RAW = {}   # typedef name -> underlying type, filled while parsing
GENERIC_PARAMS = set()  # names of ObjC generic parameters (@interface X<ItemIdentifierType>)
BLOCK_TYPEDEFS = set()  # typedef'd block types (UIGraphicsImageDrawingActions, UIActionHandler)


def clean_type(t):
    t = re.sub(r'\b(const|__kindof|_Nullable|_Nonnull|_Null_unspecified|__nullable|__nonnull|nullable|nonnull|'
               r'null_unspecified|null_resettable|__unsafe_unretained|__strong|__weak|__autoreleasing|'
               r'NS_NOESCAPE|__attribute__\s*\(\([^)]*\)\)|CF_RETURNS_RETAINED|CF_RETURNS_NOT_RETAINED|'
               r'cg_nullable|cg_nonnull|CG_NULLABLE_ARRAY|CG_NONNULL_ARRAY|oneway|in|out|inout|bycopy|byref|'
               r'struct|enum|__covariant|__contravariant|NS_RELEASES_ARGUMENT|NS_VALID_UNTIL_END_OF_SCOPE|'
               r'_Nonnull|CF_CONSUMED)\b', ' ', t)
    return re.sub(r'\s+', ' ', t).strip()


def omission_type(t, nullable_default=False, is_options=None):
    """OmissionTypeName for an ObjC/C type string."""
    raw = t
    t = clean_type(t)
    if '^' in t:
        return TN('Block', func=True, default=nullable_default)
    if t in C_INTEGER_OMIT:
        # the importer names a C integer by its Swift type (unsigned -> UInt32, size_t -> UInt), so
        # "Index" matches it like NSInteger: -insertSublayer:atIndex: (unsigned) is insertSublayer(_:at:),
        # -getControlPointAtIndex:values: (size_t) getControlPoint(at:values:)
        return TN(C_INTEGER_OMIT[t], default=nullable_default)
    m = re.match(r'^(\w+)\s*(<(.*)>)?\s*(\*+)?$', t)
    if not m:
        m2 = re.match(r'^id\s*<\s*(\w+)', t)
        if m2:
            return TN(m2.group(1), default=nullable_default)
        return TN('', default=nullable_default)
    base, gen = m.group(1), m.group(3)
    if base in GENERIC_PARAMS:
        return TN('', default=nullable_default)     # an ObjC generic parameter is an `id`
    if base in BLOCK_TYPEDEFS:
        # the importer names a block parameter "Block", never by its typedef: -imageWithActions:
        # (UIGraphicsImageDrawingActions) is image(actions:), initWithName:itemSearchBlock: itemSearch:
        return TN('Block', func=True, default=nullable_default)
    elem = ''
    if gen and base in ('NSArray', 'NSSet', 'NSOrderedSet', 'NSMutableArray', 'NSMutableSet'):
        em = re.match(r'^(?:__kindof\s+)?(\w+)', gen.strip())
        if em:
            elem = TYPEDEF_OMIT.get(em.group(1), em.group(1))
            if elem in GENERIC_PARAMS:
                elem = ''
    if base == 'id' and gen:
        return TN(gen.split(',')[0].strip(), default=nullable_default)
    name = TYPEDEF_OMIT.get(base, base)
    if base.endswith('Ref') and base.startswith(('CG', 'CF')):
        name = base
    if TYPED_ENUM_RAW.get(base):
        # NS_TYPED_ENUM typedefs are matched by their underlying type, not their own name
        return omission_type(TYPED_ENUM_RAW[base], nullable_default, is_options)
    tn = TN(name, elem, boolean=(name == 'Bool'), default=nullable_default)
    if is_options and base in is_options:
        tn.default = True
    return tn


# --------------------------------------------------------------------------------------------
# Declarations
# --------------------------------------------------------------------------------------------
class Ctx:
    def __init__(self):
        self.records = []
        self.types = OrderedDict()       # objc name -> info
        self.typedef_enums = {}          # typedef name -> info (enums/options/typed enums)
        self.options = set()             # NS_OPTIONS type names
        self.props_by_class = defaultdict(set)
        self.accessors = defaultdict(set)  # class -> '-sel' / '+sel' of its properties' accessors
        self.class_super = {}
        self.apinotes = {}
        self.dropped = defaultdict(int)
        self.struct_fields = {}
        self.cf_types = {}               # CGContextRef -> CGContext
        self.variadic = []               # (owner, derived Swift name) of variadic methods left out


def load_apinotes(path):
    if not os.path.exists(path):
        return {}
    d = yaml.safe_load(open(path)) or {}
    res = {'class': {}, 'protocol': {}, 'tag': {}, 'typedef': {}, 'enumerator': {}, 'global': {}, 'function': {}}
    for kind, key in (('class', 'Classes'), ('protocol', 'Protocols')):
        for c in d.get(key, []) or []:
            e = res[kind].setdefault(c['Name'], {'methods': {}, 'properties': {}})
            for k in ('SwiftName', 'SwiftPrivate', 'Availability'):
                if k in c:
                    e[k] = c[k]
            for m in c.get('Methods', []) or []:
                e['methods'][(m.get('Selector'), m.get('MethodKind', 'Instance'))] = m
            for p in c.get('Properties', []) or []:
                e['properties'][(p.get('Name'), p.get('PropertyKind', 'Instance'))] = p
                e['properties'].setdefault((p.get('Name'), None), p)
    for kind, key in (('tag', 'Tags'), ('typedef', 'Typedefs'), ('enumerator', 'Enumerators'),
                      ('global', 'Globals'), ('function', 'Functions')):
        for c in d.get(key, []) or []:
            res[kind][c['Name']] = c
    return res


def merge_notes(all_notes):
    res = {'class': {}, 'protocol': {}, 'tag': {}, 'typedef': {}, 'enumerator': {}, 'global': {}, 'function': {}}
    for n in all_notes:
        for k in res:
            for name, v in n.get(k, {}).items():
                res[k].setdefault(name, v)
    return res


def statements(text):
    """Split preprocessed header text into top-level statements and ObjC containers."""
    out, i, n = [], 0, len(text)
    cur_start = 0
    depth = 0
    kind_c = False
    while i < n:
        c = text[i]
        if c == '@' and depth == 0:
            m = re.match(r'@(interface|protocol|implementation)\b', text[i:i + 20])
            if m:
                # forward declaration?  @protocol X;   @protocol X, Y;
                fm = re.match(r'@protocol\s+[\w\s,]+;', text[i:i + 400])
                if m.group(1) == 'protocol' and fm:
                    i += fm.end(); cur_start = i; continue
                e = text.find('@end', i)
                e = n if e < 0 else e + 4
                out.append(('container', text[cur_start:i], text[i:e]))
                i = e; cur_start = i; continue
            m = re.match(r'@class\b[^;]*;', text[i:])
            if m:
                i += m.end(); cur_start = i; continue
        if c in '({[':
            depth += 1
        elif c in ')}]':
            depth -= 1
            if depth == 0 and c == '}':
                st = text[cur_start:i + 1].strip()
                if not re.match(r'^(typedef|struct|enum|union)\b', st) and \
                        not re.search(r'\b(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM|CF_ENUM|CF_OPTIONS|CF_CLOSED_ENUM|typedef)\b', st):
                    head = st[:st.find('{')] if '{' in st else ''
                    if '(' in head and ')' in head:
                        out.append(('stmt', text[cur_start:i + 1]))
                        cur_start = i + 1
        elif c == ';' and depth == 0:
            out.append(('stmt', text[cur_start:i + 1]))
            cur_start = i + 1
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            i = j
        i += 1
    return out


def strip_audit(s):
    s = re.sub(r'\b(NS_HEADER_AUDIT_BEGIN|NS_HEADER_AUDIT_END|API_AVAILABLE_BEGIN|API_UNAVAILABLE_BEGIN)\s*\([^)]*\)', ' ', s)
    s = re.sub(r'\b(NS_ASSUME_NONNULL_BEGIN|NS_ASSUME_NONNULL_END|CF_ASSUME_NONNULL_BEGIN|CF_ASSUME_NONNULL_END|'
               r'CF_IMPLICIT_BRIDGING_ENABLED|CF_IMPLICIT_BRIDGING_DISABLED|CA_EXTERN_C_BEGIN|CA_EXTERN_C_END|'
               r'CF_EXTERN_C_BEGIN|CF_EXTERN_C_END|API_AVAILABLE_END|API_UNAVAILABLE_END|NS_SWIFT_UI_ACTOR|'
               r'NS_SWIFT_NONISOLATED|NS_SWIFT_SENDABLE|NS_SWIFT_NONSENDABLE|UIKIT_FINAL|NS_REQUIRES_SUPER|'
               r'NS_DESIGNATED_INITIALIZER|NS_AUTOMATED_REFCOUNT_UNAVAILABLE|UIKIT_SWIFT_FORWARD_DECLARE\s*\([^)]*\))\b', ' ', s)
    return s


TRAILING_ATTR = re.compile(r'^(NS_|API_|UIKIT_|UI_|CA_|CG_|CF_|__|IB|OBJC_|DEPRECATED|UNAVAILABLE|'
                           r'NSLAYOUT|FOUNDATION_|UIKIT|AVAILABLE_)')


def strip_trailing_attrs(s):
    """Remove attribute macros (ALL_CAPS or __x, with optional args) from the end of a declaration."""
    s = s.strip().rstrip(';').strip()
    changed = True
    while changed:
        changed = False
        m = re.search(r'([A-Za-z_]\w*)\s*$', s)
        if m and (TRAILING_ATTR.match(m.group(1)) or re.match(r'^[A-Z][A-Z0-9_]+$', m.group(1)) and '_' in m.group(1)) \
                and m.group(1) not in ('BOOL',):
            s = s[:m.start()].rstrip(); changed = True; continue
        if s.endswith(')'):
            # find matching open paren
            depth, k = 0, len(s) - 1
            while k >= 0:
                if s[k] == ')': depth += 1
                elif s[k] == '(':
                    depth -= 1
                    if depth == 0: break
                k -= 1
            pre = s[:k].rstrip()
            m = re.search(r'([A-Za-z_]\w*)$', pre)
            if m and (TRAILING_ATTR.match(m.group(1)) or (re.match(r'^[A-Z][A-Z0-9_]+$', m.group(1)) and '_' in m.group(1))):
                s = pre[:m.start()].rstrip(); changed = True
    return s


def swift_type_name(ctx, objc):
    info = ctx.types.get(objc) or ctx.typedef_enums.get(objc)
    if info:
        return info['swift']
    if objc in ctx.cf_types:
        return ctx.cf_types[objc]
    return objc


def parse_swift_name_spec(spec):
    """'Type.name(a:b:)' / 'getter:Type.name(self:)' -> dict."""
    spec = spec.strip().strip('"')
    acc = None
    m = re.match(r'^(getter|setter):(.*)$', spec)
    if m:
        acc, spec = m.group(1), m.group(2)
    m = re.match(r'^([\w.]+?)(\((.*)\))?$', spec)
    if not m:
        return {'owner': None, 'name': spec, 'labels': None, 'accessor': acc}
    full, labels = m.group(1), m.group(3)
    owner, name = (full.rsplit('.', 1) if '.' in full else (None, full))
    lab = None
    if labels is not None:
        lab = [x for x in labels.split(':') if x != ''] if labels else []
        lab = [l for l in labels.split(':')][:-1] if labels else []
    return {'owner': owner, 'name': name, 'labels': lab, 'accessor': acc}


def fmt_swift(name, labels):
    if labels is None:
        return name
    return '%s(%s)' % (name, ''.join((l if l else '_') + ':' for l in labels))


class Parser:
    def __init__(self, ctx, notes):
        self.ctx, self.notes = ctx, notes

    # --------------------------- first pass: collect type names -----------------------------
    def collect(self, stmts, header, fw):
        ctx = self.ctx
        for st in stmts:
            if st[0] == 'container':
                attrs, body = st[1], st[2]
                m = re.match(r'@(interface|protocol)\s+(\w+)\s*(<[^>]*>)?\s*(\(\s*(\w*)\s*\))?\s*(:\s*(\w+))?', body)
                if not m:
                    continue
                kind, name = m.group(1), m.group(2)
                if m.group(3):
                    for gp in m.group(3)[1:-1].split(','):
                        gp = re.sub(r'\b(__covariant|__contravariant)\b', '', gp).split(':')[0].strip()
                        if gp:
                            GENERIC_PARAMS.add(gp)
                if kind == 'interface' and m.group(4) is not None and name not in ctx.types:
                    ctx.types[name] = {'kind': 'class', 'objc': name, 'header': header, 'framework': 'Foundation',
                                       'super': None if name == 'NSObject' else 'NSObject', 'protocols': [],
                                       'attrs': '', 'external': True}
                if kind == 'interface' and m.group(4) is None:
                    if name not in ctx.types or ctx.types[name].get('kind') != 'class' or ctx.types[name].get('external'):
                        ctx.types[name] = {'kind': 'class', 'objc': name, 'header': header, 'framework': fw,
                                           'super': m.group(7), 'protocols': [], 'attrs': attrs}
                elif kind == 'protocol':
                    ctx.types[name] = {'kind': 'protocol', 'objc': name, 'header': header, 'framework': fw,
                                       'super': None, 'protocols': [], 'attrs': attrs}
                # a typed enum declared inside a container (UIApplicationExtensionPointIdentifier is
                # declared in the UIApplicationDelegate protocol) is still a top-level typedef
                for tm in re.finditer(r'\btypedef\s+([\w\s\*]+?)\s*\b(\w+)\s+(NS_TYPED_ENUM|NS_TYPED_EXTENSIBLE_ENUM|NS_STRING_ENUM|'
                                      r'NS_EXTENSIBLE_STRING_ENUM)\b', body):
                    if tm.group(2) not in ctx.typedef_enums:
                        ctx.typedef_enums[tm.group(2)] = {'kind': 'typed_enum', 'objc': tm.group(2), 'header': header,
                                                          'framework': fw, 'raw': tm.group(1).strip()}
                        TYPED_ENUM_RAW[tm.group(2)] = tm.group(1).strip()
                # property names for omission
                for pm in re.finditer(r'@property\s*(\([^)]*\))?([^;]*);', body):
                    nm = self.property_name(pm.group(2))
                    if nm:
                        ctx.props_by_class[name].add(nm)
                        # its accessors: a method redeclaring one (UIImage's -CGImage, UIWindow's
                        # -setScreen:) is that property's getter or setter in Swift, not a member
                        pattrs = [x.strip() for x in (pm.group(1) or '()')[1:-1].split(',')]
                        mark = '+' if 'class' in pattrs else '-'
                        getter, setter = nm, 'set' + nm[:1].upper() + nm[1:] + ':'
                        for x in pattrs:
                            am = re.match(r'(getter|setter)\s*=\s*([\w:]+)', x)
                            if am and am.group(1) == 'getter':
                                getter = am.group(2)
                            elif am:
                                setter = am.group(2)
                        ctx.accessors[name].add(mark + getter)
                        if 'readonly' not in pattrs:
                            ctx.accessors[name].add(mark + setter)
            else:
                s = strip_audit(st[1])
                bm = re.search(r'\btypedef\b[^;{}]*?\(\s*\^\s*(?:_Nullable\s+|_Nonnull\s+)?(\w+)\s*\)', s)
                if bm:
                    BLOCK_TYPEDEFS.add(bm.group(1))
                m = re.search(r'\btypedef\s+(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM|CF_ENUM|CF_OPTIONS|CF_CLOSED_ENUM)\s*\(\s*([^,]+?)\s*(?:,\s*(\w+))?\s*\)', s)
                if m:
                    nm = m.group(3) or m.group(2)
                    if m.group(1) == 'NS_ERROR_ENUM':
                        nm = m.group(3)
                    if m.group(1) in ('NS_OPTIONS', 'CF_OPTIONS'):
                        ctx.options.add(nm)
                    ctx.typedef_enums[nm] = {'kind': 'options' if 'OPTIONS' in m.group(1) else 'enum', 'objc': nm,
                                             'header': header, 'framework': fw}
                    continue
                m = re.search(r'\btypedef\s+([\w\s\*]+?)\s*\b(\w+)\s+(NS_TYPED_ENUM|NS_TYPED_EXTENSIBLE_ENUM|NS_STRING_ENUM|'
                              r'NS_EXTENSIBLE_STRING_ENUM|CF_TYPED_ENUM|CF_TYPED_EXTENSIBLE_ENUM)', s)
                if m:
                    ctx.typedef_enums[m.group(2)] = {'kind': 'typed_enum', 'objc': m.group(2), 'header': header,
                                                     'framework': fw, 'raw': m.group(1).strip()}
                    TYPED_ENUM_RAW[m.group(2)] = m.group(1).strip()
                    continue
                m = re.search(r'\btypedef\s+(?:const\s+)?struct\s+(?:CF_BRIDGED_TYPE\s*\(\w+\)\s*|CF_BRIDGED_MUTABLE_TYPE\s*\(\w+\)\s*)?(\w+)\s*\*\s*(\w+)\s*;', s)
                if m and m.group(2).endswith('Ref'):
                    sw = m.group(2)[:-3]
                    ctx.cf_types[m.group(2)] = sw

    @staticmethod
    def property_name(decl):
        d = strip_trailing_attrs(decl)
        m = re.search(r'\(\s*\^\s*(\w+)\s*\)', d)
        if m:
            return m.group(1)
        m = re.search(r'(\w+)\s*$', d)
        return m.group(1) if m else None

    def resolve_type_names(self):
        ctx, notes = self.ctx, self.notes
        for name, t in ctx.types.items():
            sw = explicit_swift_name(t['attrs'])
            n = notes[t['kind'] if t['kind'] == 'protocol' else 'class'].get(name, {})
            if n.get('SwiftName'):
                sw = n['SwiftName']
            t['swift_private'] = bool(n.get('SwiftPrivate')) or refined(t['attrs'])
            t['swift'] = sw or name
            t['avail'] = parse_availability(t['attrs'])
            if n.get('Availability') == 'nonswift':
                t['avail']['swift_unavailable'] = True
        for name, t in ctx.typedef_enums.items():
            n = notes['tag'].get(name) or notes['typedef'].get(name) or {}
            t['swift'] = n.get('SwiftName') or t.get('explicit') or name
            t['swift_private'] = bool(n.get('SwiftPrivate'))

    # --------------------------- second pass: members ---------------------------------------
    def add(self, rec):
        self.ctx.records.append(rec)

    def parse(self, stmts, header, fw):
        for st in stmts:
            if st[0] == 'container':
                self.container(st[1], st[2], header, fw)
            else:
                self.stmt(st[1], header, fw)

    def container(self, attrs, body, header, fw):
        ctx, notes = self.ctx, self.notes
        m = re.match(r'@(interface|protocol)\s+(\w+)\s*(<[^>]*>)?\s*(\(\s*(\w*)\s*\))?\s*(:\s*(\w+)\s*(<[^>]*>)?)?\s*(<([^>]*)>)?', body)
        if not m:
            return
        kind, name = m.group(1), m.group(2)
        protos = [p.strip() for p in (m.group(10) or '').split(',') if p.strip()]
        if kind == 'protocol' and m.group(3):
            protos = [p.strip() for p in m.group(3)[1:-1].split(',') if p.strip()]
        t = ctx.types.get(name)
        if t is None:
            return
        for p in protos:
            if p not in t['protocols']:
                t['protocols'].append(p)
        cat_attrs = attrs if m.group(4) is not None else ''
        outer = parse_availability(t['attrs'])
        if cat_attrs:
            outer = merge_avail(parse_availability(cat_attrs), outer)
        owner_swift = t['swift']
        owner_private = t.get('swift_private', False)
        note = notes['protocol' if kind == 'protocol' else 'class'].get(name, {'methods': {}, 'properties': {}})
        inner = body[m.end():]
        inner = inner[:inner.rfind('@end')] if '@end' in inner else inner
        # drop ivar block
        inner = re.sub(r'^\s*\{[^{}]*\}', ' ', inner)
        optional = False
        for decl in self.member_decls(inner):
            d = decl.strip()
            while True:
                mo = re.match(r'^@(optional|required)\b', d)
                if not mo:
                    break
                optional = mo.group(1) == 'optional'
                d = d[mo.end():].strip()
            if not d:
                continue
            d = strip_audit(d)
            if d.startswith('@property'):
                self.prop(d, name, owner_swift, kind, header, fw, outer, optional, note, owner_private)
            elif d[0] in '-+':
                self.method(d, name, owner_swift, kind, header, fw, outer, optional, note, owner_private)

    @staticmethod
    def member_decls(inner):
        out, depth, cur = [], 0, []
        i = 0
        while i < len(inner):
            c = inner[i]
            if c in '([{': depth += 1
            elif c in ')]}': depth -= 1
            if c == ';' and depth == 0:
                out.append(''.join(cur)); cur = []
            elif c == '@' and depth == 0 and re.match(r'@(optional|required)\b', inner[i:i + 10]) and ''.join(cur).strip():
                out.append(''.join(cur)); cur = [c]
            else:
                cur.append(c)
            i += 1
        if ''.join(cur).strip():
            out.append(''.join(cur))
        return out

    def emit(self, owner_objc, owner_swift, kind, objc, swift, header, fw, av, extra=None):
        swift = SWIFT_NAME_FIXES.get((owner_objc, objc), swift)
        rec = OrderedDict()
        rec['owner'] = owner_swift
        rec['owner_objc'] = owner_objc
        rec['kind'] = kind
        rec['objc'] = objc
        rec['swift'] = swift
        rec['ios'] = {'introduced': av.get('introduced'), 'deprecated': av.get('deprecated')}
        other = sorted(k for k, v in av.get('platforms', {}).items() if k != 'ios' and v.get('introduced'))
        if other:
            rec['also'] = other
        rec['header'] = header
        rec['framework'] = fw
        if extra:
            rec.update(extra)
        if swift and (swift.startswith('__') or swift.startswith('init(__')):
            rec['swift_private'] = True
        self.add(rec)

    def prop(self, d, cls, owner_swift, ckind, header, fw, outer, optional, note, owner_private):
        ctx = self.ctx
        m = re.match(r'@property\s*(\(([^)]*)\))?(.*)$', d, re.S)
        attrs = [a.strip() for a in (m.group(2) or '').split(',')]
        rest = m.group(3)
        av = merge_avail(parse_availability(rest), outer)
        name = self.property_name(rest)
        if not name:
            return
        is_class = 'class' in attrs
        getter = None
        for a in attrs:
            gm = re.match(r'getter\s*=\s*(\w+)', a)
            if gm:
                getter = gm.group(1)
        if av.get('swift_unavailable'):
            ctx.dropped['swift unavailable'] += 1; return
        if not_on_ios(av):
            ctx.dropped['not on iOS'] += 1; return
        explicit = explicit_swift_name(rest)
        n = note['properties'].get((name, 'Class' if is_class else 'Instance')) or note['properties'].get((name, None)) or {}
        private = refined(rest) or bool(n.get('SwiftPrivate')) or owner_private
        if n.get('Availability') == 'nonswift':
            ctx.dropped['swift unavailable'] += 1; return
        sw = n.get('SwiftName') or explicit
        if not sw:
            sw = self.derived_property_name(rest, name, getter, cls, attrs)
        kind = 'class property' if is_class else 'property'
        decl_t = strip_trailing_attrs(rest)
        extra = self.flags(optional, private, ckind, readonly='readonly' in attrs)
        ty = self.swift_type(decl_t[:decl_t.rfind(name)] if name in decl_t else '')
        if ty:
            extra['type'] = ty
        self.emit(cls, owner_swift, kind, ('+' if is_class else '') + name, sw, header, fw, av, extra)

    @staticmethod
    def derived_property_name(rest, name, getter, cls, attrs):
        decl_t = strip_trailing_attrs(rest)
        tstr = decl_t[:decl_t.rfind(name)] if name in decl_t else ''
        btype = clean_type(tstr)
        if getter and re.match(r'^(BOOL|bool)$', btype):
            return getter
        # omit needless words for properties whose type matches the context
        tn = omission_type(tstr)
        ctxt = TN(cls)
        # (nullability is no part of the type's name: nullable UIResponder *nextResponder is next)
        if tn == ctxt:
            b, _ = omit_needless_words(name, [], '', tn, ctxt, [], False, True, None)
            return b
        # like method names, a property's leading initialism is lowercased (CGImage -> cgImage,
        # URLs -> urls, UIEdgeInsetsValue -> uiEdgeInsetsValue)
        return lower_initialisms(name)

    def swift_type(self, t):
        """The Swift name of an enum / options / typed-enum / class type, else None."""
        ct = clean_type(t).replace('*', '').strip()
        m = re.match(r'^(\w+)$', ct)
        if not m:
            return None
        n = m.group(1)
        if n in self.ctx.typedef_enums or n in self.ctx.types:
            return swift_type_name(self.ctx, n)
        return None

    @staticmethod
    def flags(optional, private, ckind, readonly=None):
        f = {}
        if ckind == 'protocol':
            f['requirement'] = 'optional' if optional else 'required'
        if private:
            f['swift_private'] = True
        if readonly:
            f['readonly'] = True
        return f

    def all_props(self, cls):
        ctx = self.ctx
        # The importer collects property names for classes only (a protocol's, e.g.
        # UICollectionViewDropCoordinator.items, do not keep dropItem:... from becoming drop(_:...)).
        if ctx.types.get(cls, {}).get('kind') == 'protocol':
            return set()
        res, seen, c = set(), set(), cls
        while c and c not in seen:
            seen.add(c)
            res |= ctx.props_by_class.get(c, set())
            t = ctx.types.get(c)
            c = t.get('super') if t else None
        return res

    def method(self, d, cls, owner_swift, ckind, header, fw, outer, optional, note, owner_private):
        ctx = self.ctx
        is_class = d[0] == '+'
        s = d[1:].strip()
        ret = ''
        if s.startswith('('):
            ret, k = balanced_args(s, 0)
            s = s[k:]
        pieces, ptypes_raw, pnames = [], [], []
        pos_ = 0
        s2 = s
        while True:
            mm = re.match(r'\s*(\w*)\s*:\s*', s2[pos_:])
            if mm and (mm.group(1) or pieces):
                pos_ += mm.end()
                t = ''
                if pos_ < len(s2) and s2[pos_] == '(':
                    t, k = balanced_args(s2, pos_)
                    pos_ = k
                pm = re.match(r'\s*(\w+)', s2[pos_:])
                pn = pm.group(1) if pm else ''
                if pm: pos_ += pm.end()
                pieces.append(mm.group(1)); ptypes_raw.append(t); pnames.append(pn)
                continue
            break
        throws = False
        if pieces and re.search(r'NSError\s*\*[^*]*\*', ptypes_raw[-1]) and pieces[-1] in ('error', 'outError', '') or \
                (pieces and re.search(r'NSError\s*\*[^*]*\*', ptypes_raw[-1])):
            throws = True
        if not pieces:
            mm = re.match(r'\s*(\w+)', s2)
            if not mm:
                return
            sel = mm.group(1)
            tail = s2[mm.end():]
        else:
            sel = ''.join(p + ':' for p in pieces)
            tail = s2[pos_:]
        variadic = bool(re.match(r'\s*,\s*\.\.\.', tail))
        if ckind == 'interface' or ctx.types.get(cls, {}).get('kind') == 'class':
            if ('+' if is_class else '-') + sel in ctx.accessors.get(cls, ()):
                ctx.dropped['property accessor redeclared'] += 1
                return
        noarg_base = None
        if throws:
            # the importer turns a trailing NSError ** into `throws` and drops that argument
            if len(pieces) == 1:
                noarg_base = re.sub(r'(AndReturnError|WithError|Error)$', '', pieces[0]) or pieces[0]
                pieces, ptypes_raw, pnames = [], [], []
            else:
                pieces, ptypes_raw, pnames = pieces[:-1], ptypes_raw[:-1], pnames[:-1]
        av = merge_avail(parse_availability(tail), outer)
        if av.get('swift_unavailable'):
            ctx.dropped['swift unavailable'] += 1; return
        if not_on_ios(av):
            ctx.dropped['not on iOS'] += 1; return
        explicit = explicit_swift_name(tail)
        n = note['methods'].get((sel, 'Class' if is_class else 'Instance'), {})
        if n.get('Availability') == 'nonswift':
            ctx.dropped['swift unavailable'] += 1; return
        private = refined(tail) or bool(n.get('SwiftPrivate')) or owner_private
        sw = n.get('SwiftName') or explicit
        if sw and '(' in sw:
            # a name whose arity does not fit the selector is ignored by the importer
            nlab = len(parse_swift_name_spec(sw)['labels'] or [])
            if nlab != len(pieces):
                sw = explicit if explicit and len(parse_swift_name_spec(explicit)['labels'] or []) == len(pieces) else None
        kind = 'class method' if is_class else 'method'
        ret_clean = clean_type(ret)
        is_init = not is_class and re.match(r'^init([A-Z_]|$)', sel)
        if sw:
            spec = parse_swift_name_spec(sw)
            labels = spec['labels']
            nm = spec['name']
            if nm == 'init':
                kind = 'init'
            swift = fmt_swift(nm, labels if labels is not None else [None] * 0) if labels is not None else nm
            if labels is None and pieces:
                swift = nm
        elif is_init:
            kind = 'init'
            first = pieces[0] if pieces else sel
            rest = first[4:]
            if rest.startswith('With'):
                rest = rest[4:]
            labels = [lower_word_importer(rest)] + pieces[1:] if pieces else []
            if pieces and not rest:
                labels[0] = ''
            tys = [omission_type(t, is_options=ctx.options) for t in ptypes_raw]
            # the importer prunes init labels as subsequent parameters
            labels = [omit_trailing(l, tys[i], 'subsequent', None) if l else l for i, l in enumerate(labels)]
            labels = [lower_initialisms(l) for l in labels]
            swift = fmt_swift('init', labels)
        else:
            fac = self.factory_init(cls, is_class, sel, pieces, ret_clean,
                                    [omission_type(t, is_options=ctx.options) for t in ptypes_raw])
            if fac is not None:
                kind = 'init'
                swift = fac
            else:
                ctxt = TN(cls)
                rtn = omission_type(ret)
                # the result's type name ignores nullability (-imageByApplyingSymbolConfiguration:
                # returns a nullable UIImage and is applyingSymbolConfiguration(_:))
                returns_self = ret_clean in ('instancetype',)
                tys = []
                for i, t in enumerate(ptypes_raw):
                    nullable = bool(re.search(r'\bnullable\b|_Nullable', t))
                    tn = omission_type(t, is_options=ctx.options)
                    # parameters that the importer gives default arguments
                    if nullable and (tn.func or i == len(ptypes_raw) - 1 and re.search(r'NSDictionary', t)):
                        tn.default = True
                    if tn.name in ctx.options and re.match(r'(options|.*Options)$', pnames[i] or ''):
                        tn.default = True
                    tys.append(tn)
                base = pieces[0] if pieces else (noarg_base or sel)
                args = [''] + pieces[1:] if pieces else []
                b, a = omit_needless_words(base, args, pnames[0] if pnames else '', rtn, ctxt, tys,
                                           returns_self, False, self.all_props(cls))
                swift = fmt_swift(b, a) if pieces else b + '()'
        if swift and '(' not in swift and kind in ('method', 'class method', 'init'):
            swift = swift + '()'
        if variadic:
            # the importer leaves C-variadic methods out of Swift (appearanceWhenContainedIn:, UIAlertView's
            # initWithTitle:...otherButtonTitles:, ...); an overlay member that takes their place (a
            # convenience init with `_ moreButtonTitles: String...`) is credited with their usage
            ctx.dropped['variadic (not in Swift)'] += 1
            ctx.variadic.append((owner_swift, swift))
            return
        extra = self.flags(optional, private, ckind)
        pts = [self.swift_type(x) for x in ptypes_raw]
        if any(pts):
            extra['param_types'] = pts
        self.emit(cls, owner_swift, kind, ('+' if is_class else '-') + sel, swift, header, fw, av, extra)

    def factory_init(self, cls, is_class, sel, pieces, ret_clean, tys=()):
        """Class factory methods (+colorWithRed:...) that Swift imports as initializers."""
        if not is_class or self.ctx.types.get(cls, {}).get('kind') != 'class':
            return None     # a protocol's class methods stay methods (UIAppearance's appearance())
        rt = re.sub(r'\s*\*$', '', ret_clean).strip()
        if rt not in ('instancetype', cls):
            return None
        first = pieces[0] if pieces else sel
        t = self.ctx.types.get(cls)
        tname = cls
        rest = match_leading_type(first, TN(tname))
        if rest == first:
            return None
        if rest.startswith('With') and (len(rest) == 4 or rest[4].isupper()):
            rest = rest[4:]
        if not pieces:
            return 'init()' if not rest else None
        if rest and not rest[0].isupper():
            return None
        labels = [lower_word_importer(rest) if rest else ''] + pieces[1:]
        # as for init methods, each label loses a trailing type name (+bezierPathWithOvalInRect:
        # is init(ovalIn:), +colorNamed:inBundle:compatibleWithTraitCollection: init(named:in:compatibleWith:))
        labels = [omit_trailing(l, tys[i], 'subsequent', None) if l and i < len(tys) else l
                  for i, l in enumerate(labels)]
        return fmt_swift('init', [lower_initialisms(l) for l in labels])

    # --------------------------- C-level statements -----------------------------------------
    def stmt(self, s, header, fw):
        ctx, notes = self.ctx, self.notes
        s = strip_audit(s).strip()
        if not s:
            return
        if fw == 'CoreFoundation' and not any(f in s for f in CF_FUNCTIONS):
            return   # only the allow-listed CoreFoundation functions
        m = re.search(r'\btypedef\s+(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM|CF_ENUM|CF_OPTIONS|CF_CLOSED_ENUM)\s*\(\s*([^,]+?)\s*(?:,\s*(\w+))?\s*\)\s*\{(.*)\}([^{}]*);?\s*$', s, re.S)
        if m:
            return self.enum(m, s, header, fw)
        m = re.search(r'\btypedef\s+(?:const\s+)?struct\s+([^{;]*)\{(.*)\}\s*(\w+)\s*([^;]*);', s, re.S)
        if m:
            return self.struct(m.group(3), m.group(2), m.group(1) + ' ' + m.group(4), header, fw)
        m = re.search(r'^\s*struct\s+(?:CF_BOXABLE\s+|CG_BOXABLE\s+)?(\w+)\s*\{(.*)\}\s*([^;]*);', s, re.S)
        if m:
            return self.struct(m.group(1), m.group(2), m.group(3), header, fw)
        if re.match(r'^\s*typedef\b', s):
            return
        # globals and functions
        if not re.search(r'\b(UIKIT_EXTERN|extern|CG_EXTERN|CA_EXTERN|CF_EXPORT|FOUNDATION_EXTERN|UIKIT_STATIC_INLINE|'
                         r'CG_INLINE|CA_INLINE|NS_INLINE|static\s+inline|NSLAYOUTCONSTRAINT_EXTERN|NSLAYOUTANCHOR_EXTERN|'
                         r'CG_LOCAL|CG_EXTERN_64|CG_EXTERN_32)\b', s):
            return
        body_cut = s
        if s.rstrip().endswith('}'):
            k = s.find('{')
            body_cut = s[:k]
        fm = re.search(r'(\w+)\s*\(([^()]*(\([^()]*\)[^()]*)*)\)\s*([^()]*(\([^()]*\)[^()]*)*)$', body_cut.strip().rstrip(';'))
        # a function declaration has '(' after the name and before any attribute macro
        decl = body_cut.strip().rstrip(';')
        core = strip_trailing_attrs(decl)
        fm = re.match(r'^(.*?)\b(\w+)\s*\((.*)\)\s*$', core, re.S)
        if fm and fm.group(2) not in ('API_AVAILABLE', 'API_DEPRECATED', 'API_UNAVAILABLE') and \
                not re.search(r'\(\s*\^', core) and not re.search(r'\(\s*\*\s*\w+\s*\)', core):
            return self.function(fm.group(2), fm.group(3), fm.group(1), decl, header, fw)
        # a global constant/variable: only an extern declaration (not a local inside an inline body)
        gm = re.match(r'^(.*?)\b(\w+)\s*(\[\s*\])?$', core, re.S)
        if gm and re.match(r'^\s*(UIKIT_EXTERN|extern|CG_EXTERN|CA_EXTERN|CF_EXPORT|FOUNDATION_EXTERN|NSLAYOUT\w*_EXTERN)\b', core) \
                and gm.group(2) not in ctx.types and gm.group(2) not in ctx.typedef_enums:
            return self.global_(gm.group(2), gm.group(1), decl, header, fw)

    def enum(self, m, s, header, fw):
        ctx, notes = self.ctx, self.notes
        macro, a1, a2, body, after = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
        name = a2 or a1
        info = ctx.typedef_enums.get(name, {})
        av_e = parse_availability(after)
        if av_e.get('swift_unavailable') or not_on_ios(av_e):
            ctx.dropped['not on iOS' if not_on_ios(av_e) else 'swift unavailable'] += 1
            return
        ex = explicit_swift_name(after)
        swift_enum = info.get('swift', name)
        if ex:
            swift_enum = ex
            info['swift'] = ex
        kind_name = 'options' if 'OPTIONS' in macro else ('error enum' if 'ERROR' in macro else 'enum')
        # SwiftPrivate on the type (e.g. UICollectionLayoutListAppearance, which the overlay replaces with
        # UICollectionLayoutListConfiguration.Appearance) hides it and its cases behind `__` names.
        enum_private = bool(info.get('swift_private'))
        self.emit(name, swift_enum, kind_name, name, swift_enum, header, fw, av_e,
                  {'type_decl': True, 'swift_private': True} if enum_private else {'type_decl': True})
        ctx.types.setdefault(name, {'kind': kind_name, 'objc': name, 'swift': swift_enum, 'header': header,
                                    'framework': fw, 'super': None, 'protocols': [], 'attrs': after,
                                    'avail': av_e})
        cases = []
        # split on commas outside brackets only: a case's value may shift (kCGImageByteOrder16Little =
        # (1 << 12)), and split_top would read << as an open angle bracket and lose the cases after it
        for part in split_enum_body(body):
            part = part.strip()
            mm = re.match(r'^(\w+)(.*)$', part, re.S)
            if not mm:
                continue
            cases.append((mm.group(1), mm.group(2)))
        names = [c[0] for c in cases]
        prefix = enum_common_prefix(names, name)
        values = enum_values(cases)
        for cname, rest in cases:
            n = notes['enumerator'].get(cname, {})
            if kind_name == 'options' and values.get(cname) == 0 and not (n.get('SwiftName') or explicit_swift_name(rest)):
                # the importer makes a zero-valued option without a name of its own unavailable ("use []"):
                # UIViewAnimationOptionPreferredFramesPerSecondDefault, UIFontDescriptorClassUnknown
                ctx.dropped['zero-valued option (use [])'] += 1
                continue
            av = merge_avail(parse_availability(rest), av_e)
            if av.get('swift_unavailable'):
                ctx.dropped['swift unavailable'] += 1; continue
            if not_on_ios(av):
                ctx.dropped['not on iOS'] += 1; continue
            ex = n.get('SwiftName') or explicit_swift_name(rest)
            if ex and '.' in ex and ex.rsplit('.', 1)[0] in (swift_enum, name):
                # a name given in its own enum's context (CoreGraphics.apinotes' CGBlendMode.xor,
                # CGColorRenderingIntent.defaultIntent) is the case's own name
                ex = ex.rsplit('.', 1)[1]
            private = bool(n.get('SwiftPrivate')) or refined(rest) or enum_private
            if ex:
                sw = ex
            else:
                sw = cname[len(prefix):] if prefix and len(cname) > len(prefix) else cname
                if sw and sw[0].isdigit():
                    # keep the last prefix word so the name stays an identifier
                    pw = words(prefix)
                    sw = (pw[-1] if pw else '') + sw
                sw = lower_value_name(sw)
            if kind_name == 'error enum':
                pass
            self.emit(name, swift_enum, 'enum case', cname, sw, header, fw, av,
                      {'swift_private': True} if private else None)

    def struct(self, name, body, after, header, fw):
        ctx = self.ctx
        av = parse_availability(after)
        if not_on_ios(av):
            return
        fields = []
        for decl in body.split(';'):
            d = strip_trailing_attrs(decl)
            if not d.strip():
                continue
            mm = re.match(r'^(.*?)(\w+(\s*,\s*\w+)*)\s*(\[[^\]]*\])?$', d.strip(), re.S)
            if not mm:
                continue
            tpart = mm.group(1)
            if not tpart.strip():
                continue
            for f in mm.group(2).split(','):
                fields.append(f.strip())
        if not fields:
            return
        sw = ctx.typedef_enums.get(name, {}).get('swift', name)
        n = self.notes['tag'].get(name, {}) or self.notes['typedef'].get(name, {})
        if n.get('SwiftName'):
            sw = n['SwiftName']
        ctx.struct_fields[name] = fields
        ctx.types.setdefault(name, {'kind': 'struct', 'objc': name, 'swift': sw, 'header': header, 'framework': fw,
                                    'super': None, 'protocols': [], 'attrs': after, 'avail': av})
        self.emit(name, sw, 'struct', name, sw, header, fw, av, {'type_decl': True})
        for f in fields:
            self.emit(name, sw, 'property', name + '.' + f, f, header, fw, av)
        self.emit(name, sw, 'init', name + '{}', 'init()', header, fw, av)
        self.emit(name, sw, 'init', name + '{' + ','.join(fields) + '}', fmt_swift('init', fields), header, fw, av)

    def member_from_spec(self, spec, cname, params, header, fw, av, kind_hint, private, is_global_const=False):
        """Apply a swift_name spec ('Type.name(self:a:)', 'getter:Type.p(self:)', 'Type.init(...)')."""
        sp = parse_swift_name_spec(spec)
        owner = sp['owner']
        name = sp['name']
        labels = sp['labels']
        flags = {'swift_private': True} if private else {}
        if owner is None and labels is None and kind_hint == 'constant' and getattr(self, '_const_type', None):
            te = self.ctx.typedef_enums.get(self._const_type)
            if te and te['kind'] == 'typed_enum':
                self.emit(self._const_type, te['swift'], 'class property', cname, name, header, fw, av, flags)
                return
        if owner is None:
            swift = fmt_swift(name, labels) if labels is not None else name
            kind = 'function' if labels is not None else 'constant'
            self.emit('', '', kind, cname, swift, header, fw, av, flags)
            return
        if sp['accessor'] in ('getter', 'setter'):
            is_static = labels is not None and 'self' not in labels
            kind = 'class property' if is_static else 'property'
            if sp['accessor'] == 'setter':
                flags['setter_function'] = True
            self.emit(owner, owner, kind, cname, name, header, fw, av, flags)
            return
        if labels is None:
            # a constant imported as a static member
            self.emit(owner, owner, 'class property' if not is_global_const else 'constant', cname, name, header, fw, av, flags)
            return
        if name == 'init':
            self.emit(owner, owner, 'init', cname, fmt_swift('init', labels), header, fw, av, flags)
            return
        if 'self' in labels:
            labels = [l for l in labels if l != 'self']
            self.emit(owner, owner, 'method', cname, fmt_swift(name, labels), header, fw, av, flags)
        else:
            self.emit(owner, owner, 'class method', cname, fmt_swift(name, labels), header, fw, av, flags)

    def function(self, name, params, ret, decl, header, fw):
        ctx, notes = self.ctx, self.notes
        if fw == 'CoreFoundation' and name not in CF_FUNCTIONS:
            return
        if name.startswith('_'):
            return
        av = parse_availability(decl)
        if av.get('swift_unavailable'):
            ctx.dropped['swift unavailable'] += 1; return
        if not_on_ios(av):
            ctx.dropped['not on iOS'] += 1; return
        n = notes['function'].get(name, {})
        if n.get('Availability') == 'nonswift':
            ctx.dropped['swift unavailable'] += 1; return
        private = bool(n.get('SwiftPrivate')) or refined(decl)
        spec = n.get('SwiftName') or explicit_swift_name(decl)
        ps = [p for p in split_top(params) if p.strip() and p.strip() != 'void']
        if spec:
            return self.member_from_spec(spec, name, ps, header, fw, av, 'function', private)
        labels = ['' for p in ps if p.strip() != '...']
        swift = fmt_swift(name, labels)
        self.emit('', '', 'function', name, swift, header, fw, av, {'swift_private': True} if private else None)

    def global_(self, name, tpart, decl, header, fw):
        ctx, notes = self.ctx, self.notes
        if fw == 'CoreFoundation':
            return
        av = parse_availability(decl)
        if av.get('swift_unavailable'):
            ctx.dropped['swift unavailable'] += 1; return
        if not_on_ios(av):
            ctx.dropped['not on iOS'] += 1; return
        n = notes['global'].get(name, {})
        if n.get('Availability') == 'nonswift':
            ctx.dropped['swift unavailable'] += 1; return
        private = bool(n.get('SwiftPrivate')) or refined(decl)
        spec = n.get('SwiftName') or explicit_swift_name(decl)
        self._const_type = clean_type(re.sub(r'\b(UIKIT_EXTERN|extern|CG_EXTERN|CA_EXTERN|CF_EXPORT|FOUNDATION_EXTERN|'
                                             r'NSLAYOUTCONSTRAINT_EXTERN|NSLAYOUTANCHOR_EXTERN)\b', ' ', tpart)).replace('*', '').strip()
        te_spec = ctx.typedef_enums.get(self._const_type)
        if spec and '.' not in spec and te_spec and te_spec['kind'] == 'typed_enum':
            # NS_SWIFT_NAME(keyboard) on a constant of a typed enum names it within that type
            # (UIApplicationKeyboardExtensionPointIdentifier -> UIApplication.ExtensionPointIdentifier.keyboard).
            self.emit(self._const_type, te_spec['swift'], 'class property', name, spec, header, fw, av,
                      {'swift_private': True} if private else None)
            return
        if spec:
            return self.member_from_spec(spec, name, [], header, fw, av, 'constant', private, is_global_const=False)
        t = clean_type(re.sub(r'\b(UIKIT_EXTERN|extern|CG_EXTERN|CA_EXTERN|CF_EXPORT|FOUNDATION_EXTERN|'
                              r'NSLAYOUTCONSTRAINT_EXTERN|NSLAYOUTANCHOR_EXTERN)\b', ' ', tpart)).replace('*', '').strip()
        te = ctx.typedef_enums.get(t)
        if t == 'NSNotificationName':
            sw = name[:-len('Notification')] if name.endswith('Notification') else name
            self.emit('NSNotification.Name', 'NSNotification.Name', 'class property', name, sw, header, fw, av)
            return
        if te and te['kind'] == 'typed_enum':
            sw = newtype_member_name(name, t)
            # drop a trailing word that repeats the type's last word (e.g. ...AttributeName / Name)
            sw = lower_value_name(sw) if sw else name
            self.emit(t, te['swift'], 'class property', name, sw, header, fw, av,
                      {'swift_private': True} if private else None)
            return
        self.emit('', '', 'constant', name, name, header, fw, av, {'swift_private': True} if private else None)


def lower_word_importer(s):
    return lower_initialisms(s)


def common_word_prefix(a, b):
    wa, wb = words(a), words(b)
    k = 0
    while k < len(wa) and k < len(wb) and wa[k] == wb[k]:
        k += 1
    return ''.join(wa[:k])


def split_enum_body(body):
    """An enum's cases: split on commas outside brackets (a value may shift, (1 << 12), so < and >
    are operators here, not brackets)."""
    parts, depth, cur = [], 0, []
    for ch in body:
        if ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        elif ch == ',' and depth == 0:
            parts.append(''.join(cur)); cur = []; continue
        cur.append(ch)
    parts.append(''.join(cur))
    return [p.strip() for p in parts if p.strip()]


def enum_values(cases):
    """Each case's integer value where it can be worked out (literals, shifts, ors, earlier cases)."""
    values, prev = {}, -1
    for cname, rest in cases:
        m = re.search(r'=\s*(.*)$', rest, re.S)
        v = None
        if not m:
            v = prev + 1 if prev is not None else None
        else:
            e = re.sub(r'\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b', r'\1', m.group(1).strip())
            e = re.sub(r'\b[A-Za-z_]\w*\b', lambda x: str(values[x.group(0)]) if values.get(x.group(0)) is not None
                       else 'None', e)
            if re.match(r'^[\s0-9a-fA-FxX()<>|&~+\-*]+$', e):
                try:
                    v = int(eval(e, {'__builtins__': {}}))
                except Exception:
                    v = None
        values[cname] = v
        prev = v
    return values


def lower_value_name(s):
    """The importer lowercases a value's name only when it has a lowercase letter (its
    shouldLowercaseValueName): UIKeyboardTypeURL is .URL, kCGColorSpaceModelXYZ .XYZ,
    kCGImagePixelFormatRGB555 .RGB555, but UIKeyboardTypeASCIICapable .asciiCapable."""
    return lower_initialisms(s) if any(c.islower() for c in s) else s


def newtype_member_name(name, type_name):
    """A typed-enum constant's name in its type (the importer's determineSwiftNewtypeBaseName): a
    leading k goes, then the words it shares with the type's name, unless what is left would start
    with a digit (then one word less): kCAMediaTimingFunctionLinear in CAMediaTimingFunctionName is
    linear, kCATransitionFromLeft in CATransitionSubtype fromLeft, UIFontTextStyleBody body."""
    base = name[1:] if len(name) > 1 and name[0] == 'k' and name[1].isupper() else name
    wa, wb = words(type_name), words(base)
    k = 0
    while k < len(wa) and k < len(wb) and wa[k] == wb[k]:
        k += 1
    if 0 < k < len(wb) and not re.match(r'[A-Za-z_]', ''.join(wb[k:])):
        k -= 1
    return ''.join(wb[k:])


def enum_common_prefix(names, enum_name):
    """The importer's case prefix: the words all cases share, cut to those the enum's name shares
    (a constant's leading k skipped; Events matches Event): NSLineBreakByWordWrapping in
    NSLineBreakMode is byWordWrapping, kCALayerLeftEdge in CAEdgeAntialiasingMask layerLeftEdge."""
    if not names:
        return ''
    ws = [words(n) for n in names]
    k = 0
    while all(len(w) > k for w in ws) and len(set(w[k] for w in ws)) == 1:
        k += 1
    if any(len(w) == k for w in ws):      # never strip a whole case name
        k -= 1
    # a prefix that would leave any case starting with a digit is one word shorter for every case
    # (the importer's getCommonWordPrefix): kCGImageByteOrder16Little makes CGImageByteOrderInfo's
    # cases orderMask, orderDefault, order16Little
    while k > 0 and any(re.match(r'[0-9]', ''.join(w[k:])) for w in ws):
        k -= 1
    pre = ws[0][:max(k, 0)]
    skip = 1 if pre and pre[0] == 'k' else 0
    ew = words(enum_name)
    n = 0
    while skip + n < len(pre) and n < len(ew) and (pre[skip + n] == ew[n] or
                                                    (n == len(ew) - 1 and ew[n] in (pre[skip + n] + 's', pre[skip + n] + 'es', pre[skip + n][:-1] + 'ies'))):
        n += 1
    if n == 0:
        return ''
    return ''.join(pre[:skip + n])


# --------------------------------------------------------------------------------------------
# Overlay members (Swift-only API), from overlay-members.tsv
# --------------------------------------------------------------------------------------------
def load_overlay(path):
    recs = []
    if not os.path.exists(path):
        return recs
    for line in open(path):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        parts = line.split('\t')
        while len(parts) < 5:
            parts.append('')
        owner, kind, swift, introduced, module = parts[:5]
        recs.append(OrderedDict([('owner', owner), ('owner_objc', owner), ('kind', kind), ('objc', None),
                                 ('swift', swift), ('ios', {'introduced': introduced or None, 'deprecated': None}),
                                 ('header', 'Swift overlay'), ('framework', module or 'UIKit'),
                                 ('overlay', True)]))
    return recs


# The UIKit overlay replaces these SwiftPrivate enums with Swift enums of the same cases nested in the
# configuration types (UIKit.swiftinterface, iOS 14-18 SDKs). Their cases are listed under the Swift
# name; `usage_of` points at the hidden twin, whose id usage.json credited before this was known.
OVERLAY_REPLACED_ENUMS = {
    'UIButtonConfigurationSize': 'UIButton.Configuration.Size',
    'UIButtonConfigurationTitleAlignment': 'UIButton.Configuration.TitleAlignment',
    'UIButtonConfigurationCornerStyle': 'UIButton.Configuration.CornerStyle',
    'UIButtonConfigurationMacIdiomStyle': 'UIButton.Configuration.MacIdiomStyle',
    'UIButtonConfigurationIndicator': 'UIButton.Configuration.Indicator',
    'UICellAccessoryDisplayedState': 'UICellAccessory.DisplayedState',
    'UICellAccessoryOutlineDisclosureStyle': 'UICellAccessory.OutlineDisclosureOptions.Style',
    'UICellAccessoryPlacement': 'UICellAccessory.Placement',
    'UICellConfigurationDragState': 'UICellConfigurationState.DragState',
    'UICellConfigurationDropState': 'UICellConfigurationState.DropState',
    'UICollectionLayoutListAppearance': 'UICollectionLayoutListConfiguration.Appearance',
    'UICollectionLayoutListHeaderMode': 'UICollectionLayoutListConfiguration.HeaderMode',
    'UICollectionLayoutListFooterMode': 'UICollectionLayoutListConfiguration.FooterMode',
    'UICollectionLayoutListContentHuggingElements': 'UICollectionLayoutListConfiguration.ContentHuggingElements',
    'UIContentUnavailableAlignment': 'UIContentUnavailableConfiguration.Alignment',
    'UIListContentTextAlignment': 'UIListContentConfiguration.TextProperties.TextAlignment',
    'UIListContentTextTransform': 'UIListContentConfiguration.TextProperties.TextTransform',
    'UIListSeparatorVisibility': 'UIListSeparatorConfiguration.Visibility',
    'UITextItemContentType': 'UITextItem.Content',
}


def overlay_replacements(members):
    recs = []
    for r in members:
        swift_type = OVERLAY_REPLACED_ENUMS.get(r['owner_objc'])
        if not swift_type or not r.get('swift_private'):
            continue
        is_case = r['kind'] == 'enum case'
        owner, name = (swift_type, r['swift']) if is_case else (swift_type, swift_type)
        twin = (r['owner'] + '.' if r['owner'] else '') + r['swift']
        recs.append(OrderedDict([('owner', owner), ('owner_objc', r['owner_objc']),
                                 ('kind', r['kind']), ('objc', r['objc']),
                                 ('swift', name), ('ios', r['ios']), ('header', 'Swift overlay'),
                                 ('framework', 'UIKit'), ('overlay', True), ('usage_of', twin)]
                                + ([] if is_case else [('type_decl', True)])))
    return recs


def load_usage_ids(path):
    res = {}
    if not os.path.exists(path):
        return res
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        owner, kind, objc, old_id = line.rstrip('\n').split('\t')
        res[(owner, kind, objc)] = old_id
    return res


# --------------------------------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--sdk', help='path of iPhoneOS.sdk (a headers tree)')
    ap.add_argument('--git', help='git directory holding the SDK dump')
    ap.add_argument('--commit', help='commit in --git')
    ap.add_argument('--sdk-folder', default='iPhoneOS.sdk', help='SDK folder inside the git tree')
    ap.add_argument('--source', default='', help='repository name, recorded in the output')
    ap.add_argument('--sdk-version', default='', help='SDK version, recorded in the output')
    ap.add_argument('--overlay', default=os.path.join(HERE, 'overlay-members.tsv'))
    ap.add_argument('--out', default=os.path.join(HERE, 'inventory.json'))
    ap.add_argument('--usage-ids', default=os.path.join(HERE, 'usage-ids.tsv'),
                    help='renamed members and the ids usage.json credits (written by usage_ids.py)')
    a = ap.parse_args()
    tmp = None
    sdk = a.sdk
    if a.git:
        tmp = tempfile.mkdtemp(prefix='sdk-')
        paths = [f'{a.sdk_folder}/{FW}/{f}.framework' for f in ('UIKit', 'QuartzCore', 'CoreGraphics', 'CoreFoundation', 'Foundation')]
        paths.append(f'{a.sdk_folder}/{SUBFW}/UIUtilities.framework')
        have = subprocess.run(['git', '--git-dir', a.git, 'ls-tree', '--name-only', a.commit, '--'] + paths,
                              capture_output=True, text=True).stdout.split()
        arch = subprocess.run(['git', '--git-dir', a.git, 'archive', a.commit, '--'] + have, capture_output=True, check=True)
        subprocess.run(['tar', '-x', '-C', tmp], input=arch.stdout, check=True)
        sdk = os.path.join(tmp, a.sdk_folder)
    if not sdk:
        ap.error('give --sdk or --git/--commit')
    ctx = Ctx()
    notes = merge_notes([load_apinotes(os.path.join(sdk, FW, f'{fw}.framework/Headers/{fw}.apinotes'))
                         for fw in ('UIKit', 'QuartzCore', 'CoreGraphics', 'Foundation')])
    ctx.apinotes = notes
    sets = header_sets(sdk)
    parsed = []
    for fw, files, d in sets:
        for f in files:
            text = open(os.path.join(d, f), encoding='utf-8', errors='replace').read()
            st = statements(preprocess(text))
            parsed.append((fw, f, st))
    p = Parser(ctx, notes)
    fnd = os.path.join(sdk, FW, 'Foundation.framework/Headers')
    if os.path.isdir(fnd):
        # Foundation only supplies type names (typed enums such as NSAttributedStringKey)
        for f in sorted(os.listdir(fnd)):
            if f.endswith('.h'):
                st = statements(preprocess(open(os.path.join(fnd, f), encoding='utf-8', errors='replace').read()))
                p.collect([x for x in st if x[0] == 'stmt'], f, 'Foundation')
    for fw, f, st in parsed:
        p.collect(st, f, fw)
    # explicit NS_SWIFT_NAME on typedef'd enums
    for fw, f, st in parsed:
        for s in st:
            if s[0] == 'stmt':
                m = re.search(r'\btypedef\s+(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|CF_ENUM|CF_OPTIONS)\s*\(\s*[^,]+?\s*,\s*(\w+)\s*\)\s*\{.*\}([^{}]*);', s[1], re.S)
                if m:
                    ex = explicit_swift_name(m.group(3))
                    if ex and m.group(2) in ctx.typedef_enums:
                        ctx.typedef_enums[m.group(2)]['explicit'] = ex
                m = re.search(r'\btypedef\s+[\w\s\*]+?\b(\w+)\s+(NS_TYPED_ENUM|NS_TYPED_EXTENSIBLE_ENUM|NS_STRING_ENUM|NS_EXTENSIBLE_STRING_ENUM)([^;]*);', s[1])
                if m:
                    ex = explicit_swift_name(m.group(3))
                    if ex and m.group(1) in ctx.typedef_enums:
                        ctx.typedef_enums[m.group(1)]['explicit'] = ex
    p.resolve_type_names()
    for fw, f, st in parsed:
        p.parse(st, f, fw)
    # typed enums (NS_TYPED_ENUM) are types too
    for name, te in ctx.typedef_enums.items():
        if te['kind'] == 'typed_enum' and name not in ctx.types:
            ctx.types[name] = {'kind': 'struct', 'objc': name, 'swift': te['swift'], 'header': te['header'],
                               'framework': te['framework'], 'super': None, 'protocols': [], 'attrs': '',
                               'avail': parse_availability(''), 'typed_enum': True}
    # class and protocol declarations as records
    recs = []
    for name, t in ctx.types.items():
        if t['kind'] in ('class', 'protocol'):
            av = t.get('avail') or parse_availability(t.get('attrs', ''))
            if av.get('swift_unavailable') or not_on_ios(av):
                t['dropped'] = True
                continue
            recs.append(OrderedDict([('owner', t['swift']), ('owner_objc', name), ('kind', t['kind']), ('objc', name),
                                     ('swift', t['swift']),
                                     ('ios', {'introduced': av.get('introduced'), 'deprecated': av.get('deprecated')}),
                                     ('header', t['header']), ('framework', t['framework']), ('type_decl', True)]
                                    + ([('swift_private', True)] if t.get('swift_private') else [])))
    # members of dropped (not-on-iOS) classes go too
    dropped_types = {t['swift'] for t in ctx.types.values() if t.get('dropped')}
    members = [r for r in ctx.records if r['owner'] not in dropped_types or r.get('type_decl')]
    ctx.dropped['members of types not on iOS'] += len(ctx.records) - len(members)
    overlay = load_overlay(a.overlay)
    # an overlay method that stands for a variadic one (same owner, its name plus a trailing `_:`)
    # takes the usage its name had been credited with
    for owner, swift in ctx.variadic:
        for r in overlay:
            if r['owner'] == owner and swift.endswith(':)') and r['swift'] == swift[:-1] + '_:)':
                r['usage_of'] = owner + '.' + swift
    members = recs + members + overlay + overlay_replacements(members)
    # de-duplicate by (owner, kind-family, swift)
    out, seen = [], {}
    for r in members:
        fam = 'static' if r['kind'] in ('class method', 'class property') else r['kind']
        key = (r['owner'], fam, r['swift'])
        if key in seen and seen[key].get('swift_private') and not r.get('swift_private'):
            # the overlay's public spelling replaces a hidden imported one
            idx = out.index(seen[key])
            out[idx] = r
            seen[key] = r
            continue
        if key in seen:
            prev = seen[key]
            if r.get('objc') and r['objc'] != prev.get('objc'):
                prev.setdefault('objc_alternates', []).append(r['objc'])
            continue
        seen[key] = r
        out.append(r)
    for i, r in enumerate(out):
        r['id'] = (r['owner'] + '.' if r['owner'] else '') + r['swift'] + ('' if r['kind'] not in ('class method', 'class property') else ' [static]')
    # members renamed since usage.json was counted point at the id it credits (usage_ids.py)
    carried = load_usage_ids(a.usage_ids)
    for r in out:
        old_id = carried.get((r['owner_objc'], r['kind'], r.get('objc')))
        if old_id and old_id != r['id'] and not r.get('overlay'):
            r['usage_of'] = old_id
    # types table: swift name -> super, protocols (swift names)
    types = OrderedDict()
    for name, t in ctx.types.items():
        if t.get('dropped'):
            continue
        sup = t.get('super')
        types[t['swift']] = OrderedDict([
            ('kind', t['kind']), ('objc', name), ('header', t['header']), ('framework', t['framework']),
            ('superclass', swift_type_name(ctx, sup) if sup else None),
            ('protocols', [swift_type_name(ctx, x) for x in t.get('protocols', [])])])
    for r in out:
        if r.get('overlay') and r['kind'] in ('struct', 'class', 'protocol', 'enum') and r['swift'] not in types:
            types[r['swift']] = OrderedDict([('kind', r['kind']), ('objc', None), ('header', 'Swift overlay'),
                                             ('framework', r['framework']), ('superclass', None), ('protocols', [])])
    doc = OrderedDict()
    doc['source'] = OrderedDict([('repository', a.source), ('commit', a.commit or ''), ('sdk', a.sdk_version),
                                 ('frameworks', ['UIKit (+UIUtilities)', 'QuartzCore', 'CoreGraphics (' + ', '.join(CG_HEADERS) + ')',
                                                 'CoreFoundation (' + ', '.join(sorted(CF_FUNCTIONS)) + ')'])])
    doc['counts'] = OrderedDict([('members', len(out)), ('types', len(types)),
                                 ('dropped', OrderedDict(sorted(ctx.dropped.items())))])
    doc['types'] = types
    doc['members'] = out
    with open(a.out, 'w') as f:
        json.dump(doc, f, indent=0, ensure_ascii=False)
        f.write('\n')
    print(f'{len(out)} members, {len(types)} types -> {a.out}; dropped: {dict(ctx.dropped)}')
    if tmp:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    main()
