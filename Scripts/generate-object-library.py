#!/usr/bin/env python3
"""Generates the object library's data-derived classes (Sources/NibObjectLibrary/Generated).

Reads the documents of a corpus (default ../shared/corpus), the compiler's key tables
(Sources/NibCompiler/KeyTables.swift) and the hand-written library classes, and writes one Swift
file per class that the library lacks: typed properties for every attribute and keyed value the
corpus uses on that element, decoded from the archive keys the compiler writes. Hand-written
classes win: a key a superclass already reads is not read again.

    python3 Scripts/generate-object-library.py [CORPUS_DIR]

Run it again after changing the compiler's key tables; commit its output.
"""
import os, re, sys, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, '..', 'shared', 'corpus')
OUT = os.path.join(ROOT, 'Sources', 'NibObjectLibrary', 'Generated')

def swift_dict(text, name):
    m = re.search(r'static let %s: \[String: String\] = \[(.*?)\n    \]' % name, text, re.S)
    return dict(re.findall(r'"(\w+)": "(\w+)"', m.group(1)))

def swift_set(text, name):
    m = re.search(r'static let %s: Set<String> = \[(.*?)\n    \]' % name, text, re.S)
    return set(re.findall(r'"([\w-]+)"', m.group(1)))

keytables = open(os.path.join(ROOT, 'Sources/NibCompiler/KeyTables.swift')).read()
KEYS = {'ui': swift_dict(keytables, 'uiKitKeys'), 'ns': swift_dict(keytables, 'appKitKeys')}
CELL_FLAGS = {a: (k, m) for a, k, m in re.findall(r'"(\w+)": "(\w+) (0x[0-9A-Fa-f]+)"', re.search(r'static let cellFlagAttributes: \[String: String\] = \[(.*?)\n    \]', keytables, re.S).group(1))}
APPLE_RENAMES = dict(re.findall(r'"([\w.]+)": "(\w+)"', re.search(r'static let appleKeyRenames: \[String: String\] = \[(.*?)\n    \]', keytables, re.S).group(1)))
ELEMENT_KEYS = dict(re.findall(r'"([\w.]+)": "(\w+)"', re.search(r'static let appKitElementKeys: \[String: String\] = \[(.*?)\n    \]', keytables, re.S).group(1)))
TEXT = swift_set(keytables, 'textAttributes')
STRUCTURAL = swift_set(keytables, 'structuralAttributes') | {'hidden', 'userInteractionEnabled'}
SKIPPED_CHILDREN = swift_set(keytables, 'skippedChildren')
ENUMS = {}
for name, body in re.findall(r'^        "(\w+)": \[(.*?)\]', keytables.split('static let enumerations')[1].split('static let controlEventBits')[0], re.M | re.S):
    ENUMS[name] = set(re.findall(r'"(\w+)": -?\d+', body))
classes_src = open(os.path.join(ROOT, 'Sources/NibDocument/Model/StandardClasses.swift')).read()
EXC = {}
for block in ['sharedExceptions', 'uiKitExceptions', 'appKitExceptions']:
    m = re.search(r'static let %s: \[String: String\] = \[(.*?)\n    \]' % block, classes_src, re.S)
    EXC[block] = dict(re.findall(r'"(\w+)": "(\w+)"', m.group(1)))

def class_name(element, flavour):
    if element in EXC['sharedExceptions']: return EXC['sharedExceptions'][element]
    table = EXC['uiKitExceptions'] if flavour == 'ui' else EXC['appKitExceptions']
    if element in table: return table[element]
    return ('UI' if flavour == 'ui' else 'NS') + element[0].upper() + element[1:]

def archive_key(name, flavour, element=None):
    if flavour == 'ns' and element and '%s.%s' % (element, name) in ELEMENT_KEYS: return ELEMENT_KEYS['%s.%s' % (element, name)]
    return KEYS[flavour].get(name) or ('UI' if flavour == 'ui' else 'NS') + name[0].upper() + name[1:]

def list_key(container, flavour):
    special = {('ui', 'subviews'): 'UISubviews', ('ui', 'constraints'): 'UIViewAutolayoutConstraints',
               ('ns', 'subviews'): 'NSSubviews', ('ns', 'constraints'): 'NSViewConstraints', ('ns', 'items'): 'NSMenuItems',
               ('ns', 'tableColumns'): 'NSTableColumns', ('ns', 'tabViewItems'): 'NSTabViewItems'}
    return special.get((flavour, container)) or ('UI' if flavour == 'ui' else 'NS') + container[0].upper() + container[1:]

def value_type(name, raw):
    if name in ENUMS and raw in ENUMS[name]: return 'Int'
    if raw in ('YES', 'NO'): return 'Bool'
    if name in TEXT: return 'String'
    if re.fullmatch(r'-?\d+', raw): return 'Int'
    if re.fullmatch(r'-?\d*\.\d+(e-?\d+)?', raw): return 'Double'
    return 'String'

def merge(types):
    types = set(types)
    if types == {'Bool'}: return 'Bool'
    if types <= {'Int'}: return 'Int'
    if types <= {'Int', 'Double'}: return 'Double'
    return 'String'

CHILD_TYPES = {'color': 'NibColor', 'font': 'NibFont', 'fontDescription': 'NibFont', 'string': 'String', 'bool': 'Bool',
               'boolean': 'Bool', 'integer': 'Int', 'real': 'Double', 'double': 'Double', 'float': 'Double', 'rect': 'CGRect',
               'size': 'CGSize', 'point': 'CGPoint', 'inset': '[Double]', 'edgeInsets': '[Double]', 'directionalEdgeInsets': '[Double]',
               'autoresizingMask': 'Int', 'modifierMask': 'Int', 'array': '[AnyObject]', 'mutableArray': '[AnyObject]',
               'mutableData': 'Data', 'data': 'Data', 'dictionary': '[AnyHashable: Any]', 'attributedString': 'NibAttributedString'}
VALUE_ELEMENTS = set(CHILD_TYPES) | {'nil', 'value', 'state', 'userDefinedRuntimeAttributes', 'connections', 'variation'}
DESIGN_KEYS = ('canvasLocation', 'freeformSize', 'intrinsicContentSize')

# ---- the hand-written library: classes, their superclasses, properties and keys read ----
existing = {}
for folder in ['Sources/NibObjectLibrary', 'Sources/NibLoading/BuiltIn', 'Sources/NibRuntime']:
    for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
        if 'Generated' in dirpath: continue
        for f in files:
            if not f.endswith('.swift'): continue
            text = open(os.path.join(dirpath, f)).read()
            parts = re.split(r'\n(?=(?:open |public |final |public final )*class \w+)', text)
            for part in parts:
                m = re.match(r'(?:open |public |final |public final )*class (\w+)(?:\s*:\s*(\w+))?', part)
                if not m: continue
                props = set(re.findall(r'\b(?:var|func) (\w+)', part))
                keys = set(re.findall(r'forKey: "(\w+)"', part))
                existing[m.group(1)] = {'super': m.group(2), 'props': props, 'keys': keys}

def chain(name, generated):
    seen = []
    while name:
        info = generated.get(name) or existing.get(name)
        if not info: break
        seen.append(info)
        name = info['super']
    return seen

# ---- what the corpus uses ----
usage = collections.defaultdict(lambda: {'count': 0, 'attrs': collections.defaultdict(list), 'children': collections.defaultdict(set),
                                         'lists': set(), 'view': False, 'control': False, 'flavour': None, 'element': None,
                                         'outlets': set()})
sys.setrecursionlimit(10000)
import xml.etree.ElementTree as ET
for dirpath, _, files in os.walk(CORPUS):
    for f in files:
        if not f.endswith(('.xib', '.storyboard')): continue
        try: root = ET.parse(os.path.join(dirpath, f)).getroot()
        except Exception: continue
        if root.tag != 'document': continue
        flavour = 'ns' if 'Cocoa' in root.get('type', '') and 'CocoaTouch' not in root.get('type', '') else 'ui'
        def walk(el, parent):
            name = el.tag
            if name in VALUE_ELEMENTS or name in SKIPPED_CHILDREN or parent in ('connections', 'userDefinedRuntimeAttributes'):
                pass
            elif name in ('document', 'objects', 'scenes', 'scene', 'resources', 'dependencies', 'designables', 'subviews', 'constraints',
                          'plugIn', 'capability', 'deployment', 'device', 'adaptation', 'image', 'namedColor', 'systemColor', 'placeholder',
                          'customObject', 'exit', 'include', 'exclude', 'mask', 'designable', 'accessibilityConnection', 'sound'):
                pass
            elif el.get('key') is None and el.get('id') is None and len(el.attrib) == 0:
                pass  # a list container
            else:
                cls = class_name(name, flavour)
                u = usage[cls]
                u['count'] += 1; u['flavour'] = flavour; u['element'] = name
                for a, v in el.attrib.items():
                    if a in STRUCTURAL or a in ('key', 'id'): continue
                    u['attrs'][a].append(value_type(a, v))
                for c in el:
                    k = c.get('key')
                    if k is not None:
                        if k in DESIGN_KEYS or k.startswith('simulated') or c.tag in SKIPPED_CHILDREN or not re.fullmatch(r'[a-zA-Z_]\w*', k): continue
                        if c.tag == 'rect' and k == 'frame': u['view'] = True; continue
                        if c.tag in ('autoresizingMask', 'state'): continue
                        u['children'][k].add(CHILD_TYPES.get(c.tag, 'AnyObject' if c.tag != 'nil' else None))
                        if k == 'cell': u['control'] = True
                    elif c.get('id') is None and c.tag not in VALUE_ELEMENTS and c.tag not in SKIPPED_CHILDREN and len(c) > 0:
                        u['lists'].add(c.tag)
                if 'contentHorizontalAlignment' in el.attrib: u['control'] = True
                if el.get('customClass') is None:
                    for conn in el.findall('connections/outlet') + el.findall('connections/outletCollection'):
                        u['outlets'].add(conn.get('property'))
            for c in el: walk(c, name)
        walk(root, None)

MANUAL_SUPER = {
    'NSTextFieldCell': 'NSActionCell', 'NSButtonCell': 'NSActionCell', 'NSPopUpButtonCell': 'NSButtonCell', 'NSTableHeaderCell': 'NSTextFieldCell',
    'NSSecureTextFieldCell': 'NSTextFieldCell', 'NSSearchFieldCell': 'NSTextFieldCell', 'NSComboBoxCell': 'NSTextFieldCell',
    'NSTokenFieldCell': 'NSTextFieldCell', 'NSImageCell': 'NSCell', 'NSPopUpButton': 'NSButton', 'NSSecureTextField': 'NSTextField',
    'NSSearchField': 'NSTextField', 'NSComboBox': 'NSTextField', 'NSTokenField': 'NSTextField', 'NSOutlineView': 'NSTableView',
    'NSTableView': 'NSControl', 'NSTextView': 'NSView', 'NSClipView': 'NSView', 'NSScrollView': 'NSView', 'NSScroller': 'NSControl',
    'NSMatrix': 'NSControl', 'NSImageView': 'NSControl', 'NSSlider': 'NSControl', 'NSBox': 'NSView', 'NSTabView': 'NSView',
    'NSSplitView': 'NSView', 'NSStackView': 'NSView', 'NSProgressIndicator': 'NSView', 'NSTableHeaderView': 'NSView',
    'NSTableCellView': 'NSView', 'NSCollectionView': 'NSView', 'NSVisualEffectView': 'NSView', 'NSGridView': 'NSView',
    'NSNumberFormatter': 'NSFormatter', 'NSDateFormatter': 'NSFormatter', 'NSByteCountFormatter': 'NSFormatter',
    'UISegmentedControl': 'UIControl', 'UIStepper': 'UIControl', 'UIPageControl': 'UIControl', 'UIDatePicker': 'UIControl',
    'UICollectionViewCell': 'UICollectionReusableView', 'UICollectionReusableView': 'UIView', 'UITabBarItem': 'UIBarItem',
    'UIBarItem': 'NibObject', 'UITapGestureRecognizer': 'UIGestureRecognizer', 'UIPanGestureRecognizer': 'UIGestureRecognizer',
    'UILongPressGestureRecognizer': 'UIGestureRecognizer', 'UISwipeGestureRecognizer': 'UIGestureRecognizer',
    'UIPinchGestureRecognizer': 'UIGestureRecognizer', 'UIRotationGestureRecognizer': 'UIGestureRecognizer',
    'UIScreenEdgePanGestureRecognizer': 'UIPanGestureRecognizer', 'NSArrayController': 'NSObjectController',
    'NSTreeController': 'NSObjectController', 'NSDictionaryController': 'NSArrayController', 'NSFormatter': 'NibObject',
    'UITableViewCellContentView': 'UIView', 'UICollectionViewCellContentView': 'UIView',
}
# (NSNumberFormatter is hand-written: Foundation's archive keeps its settings in one dictionary.)
SKIP_CLASSES = {'NSObject', 'UIProxyObject', 'NSLayoutConstraint', 'NSAttributedString', 'UIStoryboardUnwindSegueSource',
                'NSStoryboardUnwindSegueSource', 'NSNumberFormatter'}
RESERVED = {'default', 'class', 'extension', 'operator', 'protocol', 'in', 'is', 'as', 'func', 'var', 'let', 'repeat', 'return', 'self',
            'super', 'import', 'inout', 'internal', 'private', 'public', 'static', 'struct', 'subscript', 'switch', 'case', 'enum', 'for',
            'if', 'else', 'while', 'do', 'break', 'continue', 'where', 'true', 'false', 'nil', 'init', 'deinit', 'guard', 'defer', 'throw',
            'throws', 'rethrows', 'try', 'catch', 'typealias', 'fileprivate', 'open', 'description', 'hash', 'next', 'type', 'Type',
            'debugDescription', 'window', 'layer', 'superview', 'subviews', 'frame', 'bounds', 'constraints', 'menu', 'items', 'view',
            'values', 'any', 'some', 'copy', 'mutableCopy', 'isEqual', 'accessibilityIdentifier', 'accessibilityLabel', 'accessibilityHint',
            'accessibilityValue', 'isAccessibilityElement', 'unresolvedClassName', 'boundBindingNames', 'target', 'action'}

candidates = {c: u for c, u in usage.items() if c not in existing and c not in SKIP_CLASSES and u['count'] >= 2
              and re.fullmatch(r'_?[A-Z]\w+', c) and not c.endswith('Controller') or c in ('NSArrayController', 'NSTreeController', 'NSDictionaryController')}
candidates = {c: u for c, u in candidates.items() if c not in existing and c not in SKIP_CLASSES}

# Classes the library must have even when the corpus uses them less than twice (or not at all).
REQUIRED = {
    'UIProgressView': ('ui', 'UIView'), 'UIPageControl': ('ui', 'UIControl'), 'UITabBar': ('ui', 'UIView'),
    'UIDatePicker': ('ui', 'UIControl'), 'UIVisualEffectView': ('ui', 'UIView'), 'UIPanGestureRecognizer': ('ui', 'UIGestureRecognizer'),
    'UISwipeGestureRecognizer': ('ui', 'UIGestureRecognizer'), 'UIPinchGestureRecognizer': ('ui', 'UIGestureRecognizer'),
    'UIRotationGestureRecognizer': ('ui', 'UIGestureRecognizer'), 'UIScreenEdgePanGestureRecognizer': ('ui', 'UIPanGestureRecognizer'),
    'NSLevelIndicator': ('ns', 'NSControl'), 'NSCollectionView': ('ns', 'NSView'), 'NSDatePicker': ('ns', 'NSControl'),
    'NSPathControl': ('ns', 'NSControl'), 'NSLevelIndicatorCell': ('ns', 'NSActionCell'), 'NSDatePickerCell': ('ns', 'NSActionCell'),
    'NSPathCell': ('ns', 'NSActionCell'),
}
for cls, (flavour, sup) in REQUIRED.items():
    MANUAL_SUPER.setdefault(cls, sup)
    if cls not in candidates and cls not in existing:
        candidates[cls] = dict(usage[cls]) if cls in usage else {
            'count': 0, 'attrs': {}, 'children': {}, 'lists': set(), 'view': False, 'control': False, 'flavour': flavour,
            'element': None, 'outlets': set()}
        candidates[cls]['flavour'] = flavour
order = sorted(candidates)

def superclass(cls, u):
    if cls in MANUAL_SUPER: return MANUAL_SUPER[cls]
    p = 'UI' if u['flavour'] == 'ui' else 'NS'
    if cls.endswith('GestureRecognizer'): return 'UIGestureRecognizer'
    if u['view']: return p + ('Control' if u['control'] else 'View')
    if u['flavour'] == 'ns' and cls.endswith('Cell'): return 'NSActionCell'
    return 'NibObject'

generated = {}
order = sorted(candidates)
# superclasses that are generated themselves must exist: add missing intermediate bases.
for cls in list(order):
    s = superclass(cls, candidates[cls])
    if s not in existing and s not in candidates and s != 'NibObject':
        candidates[s] = {'count': 0, 'attrs': {}, 'children': {}, 'lists': set(), 'view': False, 'control': False,
                         'flavour': candidates[cls]['flavour'], 'element': None, 'outlets': set()}
order = sorted(candidates)

def base_inits(sup):
    c = chain(sup, generated)
    names = [sup] + [x['super'] for x in c]
    if any(n in ('UIView', 'NSView') for n in names): return 'view'
    return 'object'

def build(cls, visiting=()):
    if cls in generated or cls not in candidates: return
    u = candidates[cls]
    sup = superclass(cls, u)
    if sup in candidates and sup not in generated: build(sup)
    inherited_props, inherited_keys = set(), set()
    for info in chain(sup, generated):
        inherited_props |= info['props']; inherited_keys |= info['keys']
    fl = u['flavour']
    props = []
    for attr, types in sorted(u['attrs'].items()):
        key = archive_key(attr, fl, u['element'])
        if key in inherited_keys: continue
        name = attr if attr not in RESERVED and attr not in inherited_props else attr + 'Value'
        if name in inherited_props: continue
        t = merge(types)
        if 'Any' in types: t = 'Any'
        props.append((name, key, t, 'attribute `%s`' % attr))
    taken = {p[0] for p in props}
    for childkey, types in sorted(u['children'].items()):
        key = archive_key(childkey, fl, u['element'])
        if key in inherited_keys: continue
        name = childkey if childkey not in RESERVED and childkey not in inherited_props else childkey + 'Value'
        if name in inherited_props or name in taken: continue
        types = {t for t in types if t}
        t = types.pop() if len(types) == 1 else 'AnyObject'
        if t in ('Bool', 'Int', 'Double') and len(types) > 0: t = 'Double'
        props.append((name, key, t, 'keyed value `%s`' % childkey))
        taken.add(name)
    for lst in sorted(u['lists']):
        key = list_key(lst, fl)
        if key in inherited_keys or lst in ('subviews', 'constraints', 'connections', 'userDefinedRuntimeAttributes', 'variation'): continue
        name = lst if lst not in RESERVED and lst not in inherited_props else lst + 'Value'
        if name in inherited_props or name in taken: continue
        props.append((name, key, '[AnyObject]', 'list `<%s>`' % lst))
        taken.add(name)
    outlets = []
    for outlet in sorted(o for o in u['outlets'] if o and re.fullmatch(r'[a-z]\w*', o)):
        if outlet in inherited_props: continue
        typed = next((p for p in props if p[0] == outlet), None)
        if typed and typed[2] not in ('AnyObject', '[AnyObject]'): continue
        outlets.append((outlet, typed is None))
    generated[cls] = {'super': sup, 'props': {p[0] for p in props} | {o[0] for o in outlets}, 'keys': {p[1] for p in props}, 'list': props,
                      'flavour': fl, 'element': u['element'], 'kind': base_inits(sup), 'outlets': outlets}

# Hand-written element classes inherit their long tail of attributes from a generated
# `_<Class>Attributes` base placed between them and their original superclass.
ATTRIBUTE_BASES = [
    ('UIView', 'UIResponder'), ('UIControl', 'UIView'), ('UILabel', 'UIView'), ('UIButton', 'UIControl'), ('UITextField', 'UIControl'),
    ('UISwitch', 'UIControl'), ('UISlider', 'UIControl'), ('UIImageView', 'UIView'), ('UIScrollView', 'UIView'),
    ('UITableView', 'NibDataSourceScrollView'), ('UICollectionView', 'NibDataSourceScrollView'), ('UIPickerView', 'UIView'),
    ('UITextView', 'UIScrollView'), ('UITableViewCell', 'UIView'), ('UISearchBar', 'UIView'), ('UIWindow', 'UIView'),
    ('UIBarButtonItem', 'NibObject'), ('UINavigationItem', 'NibObject'), ('NSView', 'NSResponder'), ('NSControl', 'NSView'),
    ('NSButton', 'NSControl'), ('NSTextField', 'NSControl'), ('NSMenu', 'NibObject'), ('NSMenuItem', 'NibObject'),
    ('NSToolbar', 'NibObject'), ('NSToolbarItem', 'NibObject'), ('NSStackView', 'NSView'),
]
for cls, original in ATTRIBUTE_BASES:
    base = '_%sAttributes' % cls
    own = existing.get(cls, {'props': set(), 'keys': set()})
    flavour = 'ui' if cls.startswith('UI') else 'ns'
    candidates[base] = dict(usage[cls]) if cls in usage else {
        'count': 0, 'attrs': {}, 'children': {}, 'lists': set(), 'view': False, 'control': False, 'flavour': flavour,
        'element': None, 'outlets': set()}
    candidates[base]['element'] = candidates[base]['element'] or None
    MANUAL_SUPER[base] = original
    before = dict(existing)
    existing[cls] = {'super': base, 'props': own['props'], 'keys': own['keys']}
    # The base must not redeclare what the hand-written class itself declares or reads.
    saved = {k: set(v) for k, v in [('props', own['props']), ('keys', own['keys'])]}
    generated.pop(base, None)
    build(base)
    g = generated[base]
    g['list'] = [p for p in g['list'] if p[0] not in saved['props'] and p[1] not in saved['keys']]
    g['outlets'] = [o for o in g['outlets'] if o[0] not in saved['props']]
    g['props'] = {p[0] for p in g['list']} | {o[0] for o in g['outlets']}
    g['keys'] = {p[1] for p in g['list']}
    g['attributesOf'] = cls


for cls in order: build(cls)

SCROLL_VIEW_FALLBACKS = {
    'autohidesScrollers': ' ?? coder.nibFlagSwitch(0x200, set: true)',
    'hasHorizontalScroller': ' ?? coder.nibFlagSwitch(0x20, clear: false)',
    'hasVerticalScroller': ' ?? coder.nibFlagSwitch(0x10, clear: false)',
    'usesPredominantAxisScrolling': ' ?? coder.nibFlagSwitch(0x10000, clear: false)',
    'borderType': ' ?? coder.nibScrollViewBorderType()',
    'verticalPageScroll': ' ?? coder.nibScrollAmount(0)', 'horizontalPageScroll': ' ?? coder.nibScrollAmount(1)',
    'verticalLineScroll': ' ?? coder.nibScrollAmount(2)', 'horizontalLineScroll': ' ?? coder.nibScrollAmount(3)',
    'headerView': ' ?? coder.nibTableHeaderView()',
}

READ = {'Bool': 'coder.nibBool(forKey: "%s")', 'Int': 'coder.nibInt(forKey: "%s")', 'Double': 'coder.nibDouble(forKey: "%s")',
        'String': 'coder.nibString(forKey: "%s")', 'CGRect': 'coder.nibRect(forKey: "%s")', 'CGSize': 'coder.nibSize(forKey: "%s")',
        'CGPoint': 'coder.nibPoint(forKey: "%s")', '[Double]': 'coder.nibInsets(forKey: "%s")', '[AnyObject]': 'coder.nibObjects(forKey: "%s")',
        'Any': 'coder.decodeObject(forKey: "%s")', 'AnyObject': 'coder.decodeObject(forKey: "%s") as AnyObject?',
        '[String: ArchivedNib]': 'coder.nibArchivedNibs(forKey: "%s")'}

# Properties whose type the corpus's attribute text does not show (an id naming an object).
TYPE_OVERRIDES = {('NSPopUpButtonCell', 'selectedItem'): 'NSMenuItem', ('NSOutlineView', 'outlineTableColumn'): 'NSTableColumn',
                  ('NSTableColumn', 'resizingMask'): 'Int', ('NSTableView', 'gridStyleMask'): 'Int'}
# Properties read after the class's others: a pop-up cell's selected item, once its menu has
# decoded all its items (the item names the menu in Apple's nibs, which would decode the menu
# while the item is still being made, and leave the item out of it).
READ_LAST = {('NSPopUpButtonCell', 'selectedItem')}
# Statements after super.init(coder:), for what a superclass decodes differently in this class.
POST_INIT = {
    # A pop-up cell's kind and border are packed as a pop-up packs them, its tag is its selected item's.
    'NSPopUpButtonCell': [
        'typeValue = coder.nibString(forKey: "NSType") ?? coder.nibInt(forKey: "NSButtonFlags2").flatMap(AppKitButtonFlags.popUpType)',
        'borderStyle = coder.nibString(forKey: "NSBorderStyle") ?? coder.nibPopUpBorderStyle()',
        'if !coder.containsValue(forKey: "NSTag"), let selectedItem { tag = selectedItem.tag }',
    ],
    # A button's image-hugs-title switch is its cell's (in Apple's nibs a bit of the cell's flags).
    '_NSButtonAttributes': ['if imageHugsTitle == nil { imageHugsTitle = cell?.imageHugsTitle }'],
    # Apple's nibs keep a text view's switches, colours and resizing in its shared data and flags.
    'NSTextView': ['readTextSystemSettings(from: coder)'],
    # A search field's completion is its cell's switch in Apple's nibs.
    '_NSTextFieldAttributes': ['if textCompletion == nil, (cell as? NSSearchFieldCell)?.automaticTextCompletionDisabled == true { textCompletion = false }'],
    # A view's safe area and margins are its layout guides of those identifiers.
    '_NSViewAttributes': [
        'if safeArea == nil { safeArea = layoutGuides.first { ($0 as? NSLayoutGuide)?.identifier == "NSViewSafeAreaLayoutGuide" } }',
        'if layoutMargins == nil { layoutMargins = layoutGuides.first { ($0 as? NSLayoutGuide)?.identifier == "NSViewLayoutMarginsGuide" } }',
    ],
    # A linear slider is AppKit's default kind (ibtool writes no kind for it).
    'NSSliderCell': ['if sliderType == nil { sliderType = "linear" }'],
    # Apple's nibs leave out an outline column that is the first column.
    'NSOutlineView': ['if outlineTableColumn == nil { outlineTableColumn = tableColumns.first as? NSTableColumn }'],
}

# Properties read from keys only Apple's nibs have, which no document attribute names.
EXTRA_PROPERTIES = {
    # A macOS view's layout guides that constraints use (its safe area, its margins).
    '_NSViewAttributes': [('layoutGuides', 'NSViewLayoutGuides', '[AnyObject]', "layout guides constraints use (`NSLayoutGuide`s)")],
    # A view-based table's prototype views, each a nib of its own (both schemas write them so).
    'NSTableView': [('registeredNibsByIdentifier', 'NSTableViewArchivedReusableViewsKey', '[String: ArchivedNib]',
                     "nibs of the table's prototype views, by reuse identifier, that `makeView(withIdentifier:owner:)` instantiates")],
    'NSSearchFieldCell': [('automaticTextCompletionDisabled', 'NSAutomaticTextCompletionDisabled', 'Bool',
                           "switch Apple's nibs keep for a field whose completion is off")],
}
def key_signature(key):
    """ArchiveLookup.signature(of:): two bits of 64 by the key's UTF-8 length and last two bytes."""
    data = key.encode('utf-8')
    if not data: return 1
    count, last, previous = len(data), data[-1], (data[-2] if len(data) > 1 else 0)
    first = (count * 7 + last) & 63
    second = (count * 13 + previous * 3 + last) & 63
    return (1 << first) | (1 << second)

def emit(cls, g):
    g['list'] = g['list'] + EXTRA_PROPERTIES.get(cls, [])
    g['list'] = [(name, key, TYPE_OVERRIDES.get((cls, name), t), origin) for name, key, t, origin in g['list']]
    g['list'].sort(key=lambda p: (cls, p[0]) in READ_LAST)
    lines = ['// Generated by Scripts/generate-object-library.py from the corpus and the compiler\'s key tables; do not edit.',
             'import Foundation', 'import NibRuntime', '']
    what = '`<%s>`' % g['element'] if g['element'] else 'a base class'
    family = 'UIKit' if g['flavour'] == 'ui' else 'AppKit'
    if g.get('attributesOf'):
        lines.append('/// The attributes of %s (`%s`) beyond those its hand-written class decodes: typed properties for' % (what, g['attributesOf']))
        lines.append('/// what documents set on it. Not API: use them through `%s`.' % g['attributesOf'])
    else:
        lines.append('/// %s\'s `%s`, as Interface Builder writes %s: typed properties for what documents set on it.' % (family, cls, what))
    lines.append('open class %s: %s {' % (cls, g['super']))
    for name, key, t, origin in g['list']:
        decl = '[AnyObject] = []' if t == '[AnyObject]' else ('%s?' % t if t not in ('Any',) else 'Any?')
        lines.append('    /// The %s (archive key `%s`).' % (origin, key))
        lines.append('    @exclusivity(unchecked) open var %s: %s' % (name, decl))
    for name, declare in g['outlets']:
        if not declare: continue
        weak = 'weak ' if re.search(r'(delegate|dataSource|nextKeyView|target|FirstResponder)', name, re.I) else ''
        lines.append('    /// The outlet `%s`.' % name)
        lines.append('    open %svar %s: AnyObject?' % (weak, name))
    if g['list'] or g['outlets']: lines.append('')
    if g['kind'] == 'view':
        lines.append('    public required init(frame: CGRect) { super.init(frame: frame) }')
    else:
        lines.append('    public required init() { super.init() }')
    lines.append('')
    lines.append('    public required init?(coder: NSCoder) {')
    # Reads of one key whose value is nil (or empty) when absent are skipped when the object's
    # key signature rules the key out (NibKeySet): most keys a class can carry are absent.
    init_start = len(lines)
    skips = 0
    for name, key, t, origin in g['list']:
        if t in READ:
            expr = READ[t] % key
        else:
            expr = 'coder.nibObject(forKey: "%s", as: %s.self)' % (key, t)
        # Apple's schema names some keys differently (KeyTables.appleKeyRenames).
        renamed = APPLE_RENAMES.get('%s.%s' % (g['element'], key)) if g.get('element') else None
        if renamed and t in READ and t != '[AnyObject]':
            expr = '%s ?? %s' % (expr, READ[t] % renamed)
        elif renamed and t == '[AnyObject]':
            expr = '(coder.containsValue(forKey: "%s") ? %s : %s)' % (key, expr, READ[t] % renamed)
        # Apple's nibs keep some of a cell's attributes in its flag words: read them from there
        # too, and give AppKit's default when neither says (both schemas then load alike).
        attr = re.search(r'attribute `(\w+)`', origin)
        if g['flavour'] == 'ns' and cls.endswith('Cell') and attr:
            attr = attr.group(1)
            if attr in CELL_FLAGS and t == 'Bool': expr += ' ?? coder.nibFlag(%s, in: "%s") ?? false' % (CELL_FLAGS[attr][1], CELL_FLAGS[attr][0])
            elif attr == 'lineBreakMode' and t == 'Int': expr += ' ?? coder.nibCellLineBreakMode() ?? 0'
            elif attr == 'alignment' and t == 'String': expr += ' ?? coder.nibCellAlignment() ?? "natural"'
            elif attr == 'borderStyle' and t == 'String': expr += ' ?? coder.nibCellBorderStyle()'
            elif attr == 'controlSize' and t == 'String': expr += ' ?? coder.nibCellControlSize()'
        # A slider's or stepper's continuity is a bit of its cell's flags in Apple's nibs (acts
        # while dragged; continuous). The compact schema writes a slider's key only when set, a
        # stepper's always (steppers are continuous unless the document says not).
        if g['flavour'] == 'ns' and name == 'continuous' and cls == 'NSSliderCell':
            expr += ' ?? (coder.nibFlag(0x100, in: "NSCellFlags") == true ? true : nil)'
        if g['flavour'] == 'ns' and name == 'continuous' and cls == 'NSStepperCell':
            expr += ' ?? coder.nibFlag(0x80000, in: "NSCellFlags")'
        # A rounded text field's bezel is a number in Apple's nibs.
        if g['flavour'] == 'ns' and name == 'bezelStyle' and cls in ('NSTextFieldCell', 'NSSearchFieldCell', 'NSSecureTextFieldCell'):
            expr += ' ?? coder.nibEnumName(forKey: "NSTextBezelStyle", names: AppKitEnumerationNumbers.textBezelStyleNames)'
        # A scroll view's switches and amounts are NSsFlags bits and NSScrollAmts in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSScrollView':
            expr += SCROLL_VIEW_FALLBACKS.get(name, '')
        # Apple's nibs keep a view's clipping as NSViewClipsToBoundsKeyName, a disabled menu item as NSIsDisabled.
        if g['flavour'] == 'ns' and name == 'clipsToBounds' and t == 'Bool': expr += ' ?? coder.nibClipsToBounds()'
        # A text cell whose undo is off has bit 12 of NSCellFlags2 set in Apple's nibs.
        if g['flavour'] == 'ns' and cls.endswith('Cell') and name == 'allowsUndo' and t == 'Bool':
            expr += ' ?? (coder.nibFlag(0x1000, in: "NSCellFlags2") == true ? false : nil)'
        # A view that does not autoresize its subviews has bit 8 of NSvFlags clear (both schemas).
        if g['flavour'] == 'ns' and cls == '_NSViewAttributes' and name == 'autoresizesSubviews':
            expr += ' ?? (coder.nibFlag(0x100, in: "NSvFlags") == false ? false : nil)'
        if g['flavour'] == 'ns' and g.get('element') == 'menuItem' and name == 'state' and t == 'String':
            expr = 'coder.nibEnumName(forKey: "NSState", names: AppKitEnumerationNumbers.controlStateNames)'
        if g['flavour'] == 'ns' and g.get('element') == 'menuItem' and name == 'enabled' and t == 'Bool':
            expr += ' ?? coder.nibBool(forKey: "NSIsDisabled").map { !$0 }'
        if g['flavour'] == 'ns' and cls == 'NSSplitView' and name == 'dividerStyle':
            expr = 'coder.nibEnumName(forKey: "NSDividerStyle", names: AppKitEnumerationNumbers.splitViewDividerStyleNames)'
        if g['flavour'] == 'ns' and cls == 'NSMatrix' and name == 'allowsEmptySelection':
            expr += ' ?? coder.nibFlagSwitch(0x10000000, clear: false, in: "NSMatrixFlags")'
        # Apple's nibs keep a segmented cell's settings as numbers and its segments as NSSegmentItems.
        if g['flavour'] == 'ns' and cls == 'NSSegmentedCell':
            expr = {
                'style': 'coder.nibString(forKey: "NSStyle") ?? coder.nibEnumName(forKey: "NSSegmentStyle", names: AppKitEnumerationNumbers.segmentStyleNames)',
                'trackingMode': 'coder.nibEnumName(forKey: "NSTrackingMode", names: AppKitEnumerationNumbers.segmentTrackingModeNames) ?? (coder.containsValue(forKey: "NSSegmentStyle") ? "selectOne" : nil)',
                'segmentDistribution': 'coder.nibEnumName(forKey: "NSSegmentDistribution", names: AppKitEnumerationNumbers.segmentDistributionNames, unless: 0)',
                'segments': 'coder.containsValue(forKey: "NSSegments") ? coder.nibObjects(forKey: "NSSegments") : coder.nibObjects(forKey: "NSSegmentImages")',
            }.get(name, expr)
        if g['flavour'] == 'ns' and cls == 'NSSegment':
            expr += {
                'label': ' ?? coder.nibNonEmptyString(forKey: "NSSegmentItemLabel")', 'width': ' ?? coder.nibDouble(forKey: "NSSegmentItemWidth")',
                'tag': ' ?? coder.nibInt(forKey: "NSSegmentItemTag")', 'selected': ' ?? coder.nibBool(forKey: "NSSegmentItemSelected")',
                'image': ' ?? coder.nibString(forKey: "NSSegmentItemImage")', 'catalog': ' ?? coder.nibImageCatalog(forKey: "NSSegmentItemImage")',
                'enabled': ' ?? coder.nibBool(forKey: "NSSegmentItemDisabled").map { !$0 }',
                'imageScaling': ' ?? coder.nibEnumName(forKey: "NSSegmentItemImageScaling", names: AppKitEnumerationNumbers.imageScalingNames, unless: 0)',
            }.get(name, '')
        # A button cell's kind, behaviour, border, image and inset are packed in NSButtonFlags/NSButtonFlags2 in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSButtonCell':
            expr += {
                'typeValue': ' ?? coder.nibButtonType()', 'behavior': ' ?? coder.nibButtonBehavior()',
                'borderStyle': ' ?? coder.nibButtonFlags().flatMap(AppKitButtonFlags.border)',
                'imagePosition': ' ?? coder.nibButtonFlags().flatMap(AppKitButtonFlags.imagePosition)',
                'inset': ' ?? coder.nibButtonFlags().map(AppKitButtonFlags.inset).flatMap { $0 == 0 ? nil : $0 }',
                'transparent': ' ?? coder.nibButtonFlags().flatMap { AppKitButtonFlags.isTransparent($0) ? true : nil }',
                'imageScaling': ' ?? coder.nibInt(forKey: "NSButtonFlags2").flatMap(AppKitButtonFlags.imageScaling)',
                'keyEquivalent': ' ?? coder.nibNonEmptyString(forKey: "NSKeyEquivalent")',
            }.get(name, '')
        # A box's type, border and title position are numbers, its title in a title cell, in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSBox':
            expr = {
                'boxType': 'coder.nibEnumName(forKey: "NSBoxType", names: AppKitEnumerationNumbers.boxTypeNames, unless: 0)',
                'borderType': 'coder.nibEnumName(forKey: "NSBorderType", names: AppKitEnumerationNumbers.borderTypeNames, unless: 3)',
                'titlePosition': 'coder.nibEnumName(forKey: "NSTitlePosition", names: AppKitEnumerationNumbers.boxTitlePositionNames, unless: 2)',
                'title': expr + ' ?? (coder.decodeObject(forKey: "NSTitleCell") as? NSCell)?.title',
            }.get(name, expr)
        # Apple's nibs keep a pop-up cell's edge and arrow as numbers, pulling down and altering state under their own names.
        if g['flavour'] == 'ns' and cls == 'NSPopUpButtonCell':
            expr = {
                'arrowPosition': 'coder.nibPopUpArrowPosition()',
                'preferredEdge': 'coder.nibEnumName(forKey: "NSPreferredEdge", names: AppKitEnumerationNumbers.rectEdgeNames, unless: 1)',
                'pullsDown': expr + ' ?? coder.nibBool(forKey: "NSPullDown")',
                'altersStateOfSelectedItem': expr + ' ?? coder.nibBool(forKey: "NSAltersState").flatMap { $0 ? nil : false }',
            }.get(name, expr)
        # An outline view's indentation is a float under AppKit's key (0 where the document names none), its
        # outline column's resizing a switch only when off, in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSOutlineView':
            expr += {
                'indentationPerLevel': ' ?? coder.nibDouble(forKey: "NSOutlineViewIndentationPerLevelKey").flatMap { $0 == 0 ? nil : Int(saturating: $0) }',
                'autoresizesOutlineColumn': ' ?? coder.nibOutlineColumnAutoresizing()',
            }.get(name, '')
        if g['flavour'] == 'ns' and cls in ('NSTableView', 'NSOutlineView') and name == 'intercellSpacing': expr += ' ?? coder.nibIntercellSpacing()'
        if g['flavour'] == 'ns' and cls in ('NSTableView', 'NSOutlineView'):
            expr += {
                'columnReordering': ' ?? coder.nibFlagSwitch(-0x80000000, clear: false, in: "NSTvFlags")',
                'columnResizing': ' ?? coder.nibFlagSwitch(0x40000000, clear: false, in: "NSTvFlags")',
                'emptySelection': ' ?? coder.nibFlagSwitch(0x10000000, clear: false, in: "NSTvFlags")',
                'multipleSelection': ' ?? coder.nibFlagSwitch(0x08000000, clear: false, in: "NSTvFlags")',
                'columnSelection': ' ?? coder.nibFlagSwitch(0x04000000, set: true, in: "NSTvFlags")',
                'autosaveColumns': ' ?? coder.nibFlagSwitch(0x01000000, clear: false, in: "NSTvFlags")',
                'alternatingRowBackgroundColors': ' ?? coder.nibFlagSwitch(0x00800000, set: true, in: "NSTvFlags")',
                # A table with prototype views is view-based; ibtool writes no other key for it.
                'viewBased': ' ?? (coder.containsValue(forKey: "NSTableViewArchivedReusableViewsKey") ? true : nil)',
            }.get(name, '')
        # Apple's nibs pack a progress indicator's switches into NSpiFlags (AppKitProgressIndicatorKeys).
        if g['flavour'] == 'ns' and cls == 'NSProgressIndicator':
            expr += {
                'bezeled': ' ?? (coder.nibFlag(0x1, in: "NSpiFlags") == false ? false : nil)',
                'indeterminate': ' ?? (coder.nibFlag(0x2, in: "NSpiFlags") == true ? true : nil)',
                'style': ' ?? coder.nibFlag(0x1000, in: "NSpiFlags").map { $0 ? "spinning" : "bar" }',
                'displayedWhenStopped': ' ?? (coder.nibFlag(0x2000, in: "NSpiFlags") == true ? false : nil)',
                'controlSize': ' ?? (coder.nibFlag(0x100, in: "NSpiFlags") == true ? "small" : coder.nibFlag(0x200, in: "NSpiFlags") == true ? "mini" : nil)',
            }.get(name, '')
        if g['flavour'] == 'ns' and cls == 'NSTabView':
            expr += {
                'allowsTruncatedLabels': ' ?? coder.nibBool(forKey: "NSAllowTruncatedLabels").flatMap { $0 ? nil : false }',
                'drawsBackground': ' ?? (coder.containsValue(forKey: "NSTvFlags") ? false : nil)',
                'typeValue': ' ?? coder.nibEnumName(forKey: "NSTvFlags", names: AppKitEnumerationNumbers.tabViewTypeNames, unless: 0)',
                'font': ' ?? coder.nibObject(forKey: "NSFont", as: NibFont.self)',
            }.get(name, '')
        if g['flavour'] == 'ns' and cls == 'NSTableColumn' and name == 'editable': expr += ' ?? coder.nibTableColumnEditable()'
        # A column's resizing mask: its bits (resize with the table 1, by the user 2), no key being 0.
        if g['flavour'] == 'ns' and cls == 'NSTableColumn' and name == 'resizingMask': expr += ' ?? 0'
        # An image cell's image is its NSContents, its scaling NSScale, in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSImageCell' and name == 'image': expr += ' ?? coder.nibString(forKey: "NSContents")'
        if g['flavour'] == 'ns' and cls == 'NSImageCell' and name == 'imageFrameStyle':
            expr += ' ?? coder.nibEnumName(forKey: "NSStyle", names: AppKitEnumerationNumbers.imageFrameStyleNames, unless: 0)'
        if g['flavour'] == 'ns' and cls == 'NSImageCell' and name == 'imageScaling':
            expr += ' ?? coder.nibEnumName(forKey: "NSScale", names: AppKitEnumerationNumbers.imageScalingNames, unless: 2)'
        # A text field's character picker is its cell's NSCharacterPickerEnabled in Apple's nibs.
        if g['flavour'] == 'ns' and name == 'allowsCharacterPickerTouchBarItem' and t == 'Bool':
            expr += ' ?? coder.nibCellCharacterPicker()'
        # A clip view's background and scrolling switches are bits of its NScvFlags (none: 0).
        if g['flavour'] == 'ns' and cls == 'NSClipView' and name == 'drawsBackground': expr += ' ?? ((coder.nibInt(forKey: "NScvFlags") ?? 0) & 0x4 != 0)'
        if g['flavour'] == 'ns' and cls == 'NSClipView' and name == 'copiesOnScroll': expr += ' ?? ((coder.nibInt(forKey: "NScvFlags") ?? 0) & 0x2 == 0)'
        # A scroller's size is in its NSsFlags in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSScroller' and name == 'controlSize': expr = 'coder.nibScrollerControlSize()'
        # A scroller's orientation is bit 0 of its NSsFlags in Apple's nibs.
        if g['flavour'] == 'ns' and cls == 'NSScroller' and attr and (attr if isinstance(attr, str) else attr.group(1)) == 'horizontal' and t == 'Bool':
            expr += ' ?? coder.nibFlag(0x1, in: "NSsFlags") ?? false'
        simple = expr == (READ[t] % key if t in READ else 'coder.nibObject(forKey: "%s", as: %s.self)' % (key, t))
        if simple:
            lines.append('        if keys.mayContain(0x%016x) { %s = %s }' % (key_signature(key), name, expr))
            skips += 1
        else:
            lines.append('        %s = %s' % (name, expr))
    if skips: lines.insert(init_start, '        let keys = coder.nibKeys')
    lines.append('        super.init(coder: coder)')
    lines += ['        ' + statement for statement in POST_INIT.get(cls, [])]
    lines.append('    }')
    if g['outlets']:
        lines.append('')
        lines.append('    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {')
        lines.append('        switch key {')
        for name, _ in g['outlets']:
            lines.append('        case "%s": %s = value as AnyObject?' % (name, name))
        lines.append('        default: return try super.setNibValue(value, forKey: key)')
        lines.append('        }')
        lines.append('        return true')
        lines.append('    }')
    lines.append('}')
    if any('AppKitEnumerationNumbers' in line or 'AppKitButtonFlags' in line for line in lines):
        lines.insert(lines.index('import Foundation') + 1, 'import NibArchive')
    if any('saturating:' in line for line in lines):
        lines.insert(lines.index('import NibRuntime') + 1, 'import NibSupport')
    return '\n'.join(lines) + '\n'

import shutil
if os.path.exists(OUT): shutil.rmtree(OUT)
for fam in ('UIKit', 'AppKit'): os.makedirs(os.path.join(OUT, fam))
names = []
for cls, g in sorted(generated.items()):
    fam = 'UIKit' if g['flavour'] == 'ui' else 'AppKit'
    open(os.path.join(OUT, fam, cls + '.swift'), 'w').write(emit(cls, g))
    names.append(cls)
table = ['// Generated by Scripts/generate-object-library.py; do not edit.', '',
         'extension ObjectLibrary {', '    /// The classes generated from the corpus (Generated/).', '    static let generatedClasses: [AnyClass] = [']
table += ['        %s.self,' % n for n in names if not n.endswith('Attributes')]
table += ['    ]', '}']
open(os.path.join(OUT, 'GeneratedClasses.swift'), 'w').write('\n'.join(table) + '\n')
print('generated %d classes, %d properties' % (len(names), sum(len(g['list']) for g in generated.values())))
