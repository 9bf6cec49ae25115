#!/usr/bin/env python3
"""Builds docs/support/swiftui-api.tsv: SwiftUI's public API and its state in Vitro.

The API side comes from Apple's own index of SwiftUI, read from two places that are not kept in
this repository (they are Apple's files; pass their folders):

  --interfaces DIR  SwiftUI.swiftinterface and SwiftUICore.swiftinterface of an iOS SDK (the
                    table was built from the iPhoneOS 26.2 SDK): every public declaration with
                    its `@available(iOS N, ...)`. Underscored, `@_spi`, iOS-unavailable and
                    `@usableFromInline` declarations are left out, as Apple's documentation
                    leaves them out.
  --docs DIR        Apple's SwiftUI documentation pages as Markdown (one file a page): the
                    API collections ("Scroll views", "Layout modifiers", ...) give each row its
                    area, as the documentation groups it.

One row per symbol an app writes: each type, each initializer (by argument labels), each static
member and enum case, each `View` modifier, each method, property and subscript of a public type
or protocol (overloads with the same labels are one row). Conformance witnesses (`hash(into:)`,
`==`, `body` of a built-in view, literal initializers, ...) are left out.

Vitro's side is read from its sources, `Sources/Vitro*` and `Sources/Compat/*` (not the macro
plug-in): a row is

  implemented  a public declaration of the same container, name and labels exists;
  recorded     it exists, and every such declaration records itself (its body calls
               `record(`, or its doc comment says it is recorded): it compiles and is kept,
               with no effect on a still image;
  missing      nothing declares it (or only an `@available(*, unavailable)` declaration).

Without --interfaces, the rows of the existing table are kept and only their state is
recomputed from the sources (what CI can do without Apple's files).

Usage:
  Scripts/support-table.py --interfaces SDK_DIR --docs DOCS_DIR   # rebuild rows and states
  Scripts/support-table.py                                         # refresh the states only
  Scripts/support-table.py --sample Tests/VitroCoreTests/SupportSampleTests.swift --sample-size 120
"""
import argparse
import collections
import glob
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swiftdecls  # noqa: E402
import support_sample  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "docs", "support", "swiftui-api.tsv")
SUPPORT = os.path.join(ROOT, "docs", "SUPPORT.md")
COLUMNS = ["group", "area", "kind", "symbol", "ios", "deprecated", "status", "container",
           "self_type"]

# Apple's SwiftUI documentation: its top-level topics and the API collections under each.
GROUPS = [
    ("App structure", ["App organization", "Scenes", "Windows", "Immersive spaces", "Documents",
                       "Navigation", "Modal presentations", "Toolbars", "Search",
                       "App extensions"]),
    ("Data and storage", ["Model data", "Environment values", "Preferences",
                          "Persistent storage"]),
    ("Views", ["View fundamentals", "View configuration", "View styles", "Animations",
               "Text input and output", "Images", "Controls and indicators",
               "Menus and commands", "Shapes", "Drawing and graphics"]),
    ("View layout", ["Layout fundamentals", "Layout adjustments", "Custom layout", "Lists",
                     "Tables", "View groupings", "Scroll views"]),
    ("Event handling", ["Gestures", "Input events", "Clipboard", "Drag and drop", "Focus",
                        "System events"]),
    ("Accessibility", ["Accessibility fundamentals", "Accessible appearance",
                       "Accessible controls", "Accessible descriptions",
                       "Accessible navigation"]),
    ("Framework integration", ["AppKit integration", "UIKit integration",
                               "WatchKit integration", "Technology-specific views"]),
    ("Tool support", ["Previews in Xcode", "Xcode library customization",
                      "Performance analysis"]),
]
# The View reference's modifier collections, each filed under the area it serves.
MODIFIER_PAGES = {
    "Accessibility modifiers": "Accessible descriptions",
    "Appearance modifiers": "View configuration",
    "Auxiliary view modifiers": "View configuration",
    "Chart view modifiers": "Technology-specific views",
    "Deprecated modifiers": "View fundamentals",
    "Graphics and rendering modifiers": "Drawing and graphics",
    "Input and event modifiers": "Input events",
    "Layout modifiers": "Layout adjustments",
    "Presentation modifiers": "Modal presentations",
    "Search modifiers": "Search",
    "State modifiers": "Model data",
    "Style modifiers": "View styles",
    "Text and symbol modifiers": "Text input and output",
}
AREA_GROUP = {a: g for g, areas in GROUPS for a in areas}
AREA_ORDER = {a: i for i, a in enumerate(a for _, areas in GROUPS for a in areas)}
OTHER = "Other types"
AREA_ORDER[OTHER] = len(AREA_ORDER)
AREA_GROUP[OTHER] = "Other"

# Members that only make a type conform to a standard protocol: no app writes them by name.
WITNESSES = {
    "hash(into:)", "hashValue", "description", "debugDescription", "customMirror",
    "encode(to:)", "init(from:)", "init(integerLiteral:)", "init(floatLiteral:)",
    "init(stringLiteral:)", "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)",
    "init(booleanLiteral:)", "init(nilLiteral:)", "init(arrayLiteral:)",
    "init(dictionaryLiteral:)", "init(literalCapacity:interpolationCount:)",
    "makeIterator()", "startIndex", "endIndex", "index(after:)", "index(before:)",
    "playgroundDescription", "customPlaygroundQuickLook", "_makeView(view:inputs:)",
    "unwrappedValue", "animatableData", "id", "rawValue", "init(rawValue:)", "allCases",
    # SetAlgebra's members, which an OptionSet has from the standard library.
    "contains(_:)", "formIntersection(_:)", "formSymmetricDifference(_:)", "formUnion(_:)",
    "insert(_:)", "intersection(_:)", "remove(_:)", "symmetricDifference(_:)", "union(_:)",
    "update(with:)", "isSubset(of:)", "isSuperset(of:)", "isDisjoint(with:)", "subtracting(_:)",
    "subtract(_:)", "isEmpty", "isStrictSubset(of:)", "isStrictSuperset(of:)",
}
ALWAYS_UNAVAILABLE = re.compile(r"@available\(\s*\*\s*,\s*unavailable")
IOS_UNAVAILABLE = re.compile(r"@available\(\s*iOS\s*,\s*unavailable")
IOS_INTRODUCED = re.compile(r"@available\([^)]*\biOS (\d+(?:\.\d+)?)")
IOS_INTRODUCED2 = re.compile(r"@available\(\s*iOS\s*,[^)]*introduced:\s*(\d+(?:\.\d+)?)")
IOS_DEPRECATED = re.compile(r"@available\(\s*iOS\s*,[^)]*deprecated:\s*(\d+(?:\.\d+)?)")
ALL_DEPRECATED = re.compile(r"@available\(\s*\*\s*,[^)]*deprecated")
OTHER_PLATFORM_ONLY = re.compile(r"@available\((macOS|tvOS|watchOS|visionOS|macCatalyst)\b"
                                 r"[^)]*\)")


def ios_availability(attr_lists):
    """(available, introduced, deprecated) from attribute lists, innermost first."""
    introduced = deprecated = None
    for attrs in attr_lists:
        for a in attrs:
            if ALWAYS_UNAVAILABLE.search(a) or IOS_UNAVAILABLE.search(a):
                return False, None, None
        for a in attrs:
            if introduced is None:
                m = IOS_INTRODUCED2.search(a) or IOS_INTRODUCED.search(a)
                if m:
                    introduced = m.group(1)
            if deprecated is None:
                m = IOS_DEPRECATED.search(a)
                if m:
                    deprecated = m.group(1)
                elif ALL_DEPRECATED.search(a):
                    deprecated = "yes"
    return True, introduced, deprecated


def version_key(v):
    return tuple(int(x) for x in v.split(".")) if v and v[0].isdigit() else (999,)


def public_name(name):
    return not any(part.startswith("_") for part in name.split("."))


def row_kind(d, protocols):
    if d.kind in ("struct", "class", "enum", "protocol", "actor"):
        return "type"
    if d.kind == "typealias":
        return "type"
    if d.kind == "macro":
        return "macro"
    if d.kind == "init":
        return "init"
    if d.kind == "case" or d.static:
        return "static"
    if d.kind == "subscript":
        return "subscript"
    if d.kind == "func":
        if d.container == "View":
            return "modifier"
        if d.container == "Scene":
            return "scene modifier"
        return "method"
    if d.kind == "var":
        return "property"
    return None


def macro_key(d):
    attached = any(a.startswith("@attached") for a in d.attrs)
    return ("@" if attached else "#") + d.name


def apple_rows(interfaces):
    decls = []
    for name in ("SwiftUICore", "SwiftUI"):
        path = os.path.join(interfaces, f"{name}.swiftinterface")
        with open(path) as f:
            decls += swiftdecls.scan(f.read())
    types = {}
    protocols = set()
    for d in scanned:
        if d.kind in ("struct", "class", "enum", "protocol", "actor"):
            full = f"{d.container}.{d.name}" if d.container else d.name
            types.setdefault(full, []).append(d)
            if d.kind == "protocol":
                protocols.add(full)

    def type_attrs(name):
        """The attributes of a type and of the types around it."""
        out = []
        parts = name.split(".")
        for i in range(len(parts), 0, -1):
            for t in types.get(".".join(parts[:i]), []):
                out.append(t.attrs + t.parent_attrs)
        return out

    rows = {}
    for d in scanned:
        if d.access not in ("public", "open"):
            continue
        if any(a.startswith("@_spi") or a.startswith("@usableFromInline") for a in d.attrs):
            continue
        if not public_name(d.name) or not public_name(d.container or ""):
            continue
        if d.container and d.container not in types:
            continue  # an extension of another module's type (Foundation, CoreGraphics, ...)
        if d.kind in ("associatedtype", "deinit") or (d.kind == "typealias" and d.container):
            continue
        if d.kind == "func" and not re.match(r"[A-Za-z]", d.name):
            continue  # operators
        kind = row_kind(d, protocols)
        if kind is None:
            continue
        key = macro_key(d) if d.kind == "macro" else d.key
        if d.kind == "case":
            key = f"{d.container}.{d.name}"
        member = key[len(d.container) + 1:] if d.container else key
        if member in WITNESSES or re.search(r"[(:]_[A-Za-z]", member):
            continue  # a conformance's member, or a label spelled as private (`_internalSystemName:`)
        if d.container == "ModifiedContent" and kind == "method":
            continue  # the accessibility overloads that repeat View's modifiers
        if d.kind == "var" and d.name == "body" and d.container not in protocols:
            continue
        ok, intro, dep = ios_availability([d.attrs, d.parent_attrs]
                                          + (type_attrs(d.container) if d.container else []))
        if not ok:
            continue
        if intro is None and any(OTHER_PLATFORM_ONLY.search(a) and "*" not in a
                                 for a in d.attrs + d.parent_attrs):
            continue
        r = rows.get(key)
        if r is None:
            self_type = re.match(r"Self\s*==\s*([A-Za-z_][A-Za-z0-9_.<>, ]*)$", d.where or "")
            rows[key] = r = {"kind": kind, "symbol": key, "ios": intro, "deprecated": dep,
                             "container": d.container, "name": d.name, "decls": [],
                             "self_type": self_type.group(1).strip() if self_type else None}
        else:
            if intro and (r["ios"] is None or version_key(intro) < version_key(r["ios"])):
                r["ios"] = intro
            if not dep:
                r["deprecated"] = None
        r["decls"].append(d)
    for r in rows.values():
        ts = types.get(r["container"] or "", [])
        r["container_is_protocol"] = any(t.kind == "protocol" for t in ts)
        r["generic_container"] = any(re.match(r"\s*\w+\s*<", t.signature or "") for t in ts) \
            or any(re.match(r"\s*\w+\s*<", t.signature or "")
                   for part in range(1, (r["container"] or "").count(".") + 1)
                   for t in types.get(r["container"].rsplit(".", part)[0], []))
    return rows


def doc_areas(docs):
    """Maps type names and member names to the API collection that lists them."""
    type_area, member_area = {}, {}
    pages = []
    for path in glob.glob(os.path.join(docs, "*.md")):
        with open(path) as f:
            text = f.read()
        if "\nAPI Collection\n" not in text:
            continue
        m = re.search(r"^# (.+)$", text, re.M)
        title = m.group(1).strip() if m else ""
        area = title if title in AREA_GROUP else MODIFIER_PAGES.get(title)
        if not area:
            continue
        pages.append((0 if title in AREA_GROUP else 1, area, text))
    for _, area, text in sorted(pages, key=lambda p: (p[0], p[1])):
        topics = text.split("## Topics", 1)[-1]
        for line in topics.splitlines():
            m = re.match(r"(?:(?:static|class|mutating)\s+)?(struct|class|enum|protocol|actor|"
                         r"typealias|macro|func|var|case|init)\s+([A-Za-z_][A-Za-z0-9_.]*)",
                         line.strip())
            if not m:
                continue
            kw, name = m.groups()
            if kw in ("struct", "class", "enum", "protocol", "actor", "typealias", "macro"):
                type_area.setdefault(name, area)
            else:
                member_area.setdefault(name, area)
    return type_area, member_area


def area_of(row, type_area, member_area):
    c = row["container"]
    if row["kind"] == "macro":
        return type_area.get(row["symbol"][1:], member_area.get(row["symbol"][1:], OTHER))
    if row["kind"] in ("modifier", "scene modifier") and row["name"] in member_area:
        return member_area[row["name"]]
    if row["kind"] == "type":
        name = row["symbol"]
        if name in type_area:
            return type_area[name]
    if c:
        top = c
        while top:
            if top in type_area:
                return type_area[top]
            top = top.rsplit(".", 1)[0] if "." in top else ""
    if row["kind"] == "type" and "." in row["symbol"]:
        return area_of({"container": row["symbol"].rsplit(".", 1)[0], "kind": "",
                        "name": "", "symbol": ""}, type_area, member_area)
    if row["name"] in member_area:
        return member_area[row["name"]]
    if row["kind"] == "macro" and row["symbol"][1:] in type_area:
        return type_area[row["symbol"][1:]]
    return OTHER


# -- Vitro's side ------------------------------------------------------------------------------

ALIASES = {}


def vitro_index():
    """Vitro's public declarations: by key, and by the forms a call site can reach them."""
    files = [f for f in glob.glob(os.path.join(ROOT, "Sources", "Vitro*", "**", "*.swift"),
                                  recursive=True)
             if "/Sources/VitroMacros/" not in f]
    files += glob.glob(os.path.join(ROOT, "Sources", "Compat", "**", "*.swift"), recursive=True)
    index = collections.defaultdict(list)
    strip = ("SwiftUICore.", "SwiftUI.") + tuple(
        os.path.basename(p) + "." for p in glob.glob(os.path.join(ROOT, "Sources", "Vitro*")))
    scanned = []
    for path in sorted(files):
        with open(path) as f:
            scanned += swiftdecls.scan(f.read(), strip_modules=strip)
    # Foundation types Linux lacks, declared by Vitro at top level ("as Foundation's
    # `NSUserActivity`"): SwiftUI's extensions of them are rows under `Foundation.` names.
    standins = {d.name for d in scanned
                if not d.container and d.kind in ("struct", "class", "enum", "protocol")
                and re.search(r"as Foundation's `" + re.escape(d.name) + "`", d.doc or "")}
    for d in scanned:
        if d.access not in ("public", "open"):
            continue
        if d.kind == "typealias":
            m = re.match(r"\s*\w+\s*=\s*([A-Za-z_][A-Za-z0-9_.]*)", d.signature or "")
            if m:
                ALIASES[d.key] = m.group(1)
        if any(ALWAYS_UNAVAILABLE.search(a) or IOS_UNAVAILABLE.search(a) for a in d.attrs):
            continue
        recorded = d.records or bool(re.search(r"\brecorded\b", d.doc or "", re.I))
        keys = {d.key}
        if d.kind == "macro":
            keys = {"@" + d.name, "#" + d.name}
        if d.kind in ("case", "var", "func") and (d.static or d.kind == "case"):
            keys.add(f"{d.container}.{d.name}")
        # A call that leaves out defaulted arguments reaches this declaration too.
        if d.params and d.labels is not None and any(d.params):
            labels = d.labels.split(":")[:-1]
            for dropped in label_subsets(labels, d.params):
                keys.add(f"{d.container}.{d.name}({''.join(x + ':' for x in dropped)})"
                         if d.container else f"{d.name}({''.join(x + ':' for x in dropped)})")
        # A parameter pack (`_ content: repeat each C`) takes any number of arguments.
        if d.labels == "_:" and "repeat each" in (d.signature or ""):
            for n in range(2, 11):
                keys.add(f"{d.container}.{d.name}({'_:' * n})")
        # `.bordered` reaches `extension ButtonStyle where Self == BorderedButtonStyle`
        # wherever SwiftUI puts it on `PrimitiveButtonStyle`: the same member of the same
        # concrete type.
        self_type = re.match(r"Self\s*==\s*([A-Za-z_][A-Za-z0-9_.<>, ]*)$", d.where or "")
        if d.static and self_type:
            member = d.key[len(d.container) + 1:]
            keys.add(f"Self=={self_type.group(1).strip()}.{member}")
        for k in list(keys):
            if k.split(".", 1)[0].split("(", 1)[0] in standins:
                keys.add("Foundation." + k)
        for k in keys:
            index[k].append(recorded)
    return index


def label_subsets(labels, defaults):
    """Every label list a call can use, leaving out any of the defaulted arguments."""
    optional = [i for i, d in enumerate(defaults) if d]
    if len(optional) > 10:
        optional = optional[:10]
    out = []
    for mask in range(1, 1 << len(optional)):
        drop = {optional[b] for b in range(len(optional)) if mask >> b & 1}
        out.append([x for i, x in enumerate(labels) if i not in drop])
    return out


# Protocols whose members SwiftUI declares once for every conforming type, where Vitro
# declares them on the one type that app code applies them to (`ForEach(...).onDelete`).
CONFORMERS = {"DynamicViewContent": ["ForEach"]}


def status(row, index):
    hits = index.get(row["symbol"])
    for other in CONFORMERS.get(row.get("container") or "", []) if not hits else []:
        hits = index.get(other + row["symbol"][len(row["container"]):])
        if hits:
            break
    container = row.get("container") or ""
    while not hits and container:
        # `GraphicsContext.BlendMode.multiply` is `BlendMode.multiply` where Vitro declares
        # `typealias BlendMode = VitroCore.BlendMode` in GraphicsContext.
        if container in ALIASES:
            hits = index.get(ALIASES[container] + row["symbol"][len(row["container"]):])
            break
        container = container.rsplit(".", 1)[0] if "." in container else ""
    if not hits and row.get("self_type"):
        member = row["symbol"][len(row["container"]) + 1:]
        hits = index.get(f"Self=={row['self_type']}.{member}")
        row["via_self"] = bool(hits)
    if not hits:
        return "missing"
    return "recorded" if all(hits) else "implemented"


# -- why rows are missing ----------------------------------------------------------------------

# Each missing row falls in the first category whose test it meets. `choice` categories are
# left out on purpose (what they need does not exist off Apple's platforms, or draws nothing
# that a still image of a view shows); the others are gaps, listed to be filled.
CATEGORIES = [
    ("hosting", True, "UIKit, AppKit and WatchKit hosting: `UIHostingController`, "
     "`UIViewRepresentable`, gesture-recognizer bridges. Vitro draws SwiftUI views only, "
     "with no UIKit view hierarchy to host them in or to host.",
     lambda r: r["area"] in ("UIKit integration", "AppKit integration", "WatchKit integration")
     or re.match(r"(UI|NS|WK)[A-Z]", r["symbol"])),
    ("extensions", True, "Widgets, controls, Live Activities and other app extensions: they "
     "run in system processes (WidgetKit), not in an app's window.",
     lambda r: r["area"] == "App extensions" or re.match(r"(Widget|ControlWidget|EmptyWidget|"
                                                          r"EmptyControl|LimitedAvailabilityConf|"
                                                          r"LimitedAvailabilityWidget)",
                                                          r["symbol"])),
    ("shaders", True, "Metal shaders: `Shader`, `ShaderLibrary`, `colorEffect`, "
     "`distortionEffect`, `layerEffect`, and `GraphicsContext`'s shader filters and shading. "
     "They need Metal, which Linux does not have.",
     lambda r: re.match(r"(Shader|ShaderLibrary|ShaderFunction)\b", r["symbol"])
     or re.search(r"\.(colorEffect|distortionEffect|layerEffect|colorShader|distortionShader|"
                  r"layerShader|shader)\(", r["symbol"])),
    ("frameworks", True, "Apple frameworks Linux does not have, behind a few SwiftUI members: "
     "Accessibility's `AXChartDescriptor` (audio graphs), the adaptive image glyphs of Genmoji, "
     "CoreText's `CTFont`. A stand-in type "
     "would hold values nothing reads or draws.",
     lambda r: re.match(r"AXChartDescriptorRepresentable", r["symbol"])
     or "accessibilityChartDescriptor" in r["symbol"] or "daptiveImageGlyph" in r["symbol"]
     or r["symbol"] in ("Font.Resolved.ctFont",
                        "Foundation.AttributeScopes.SwiftUIAttributes.accessibility")),
    ("foundation", False, "Foundation's attribute scopes for SwiftUI "
     "(`AttributeScopes.SwiftUIAttributes`: the font, color and text attributes of an "
     "`AttributedString` that `Text` reads).",
     lambda r: r["symbol"].startswith("Foundation.")),
    ("internal", True, "SwiftUI's own internal types that its interface shows an initializer "
     "of: `StrokedPath` (`@usableFromInline`, deprecated as obsolete). App code cannot name the "
     "type; `Path.strokedPath(_:)` is the API that strokes a path.",
     lambda r: r["symbol"].startswith("StrokedPath.")),
    ("deprecated", True, "Deprecated on iOS before iOS 17, replaced by API the table lists.",
     lambda r: (r.get("deprecated") or "").split(".")[0].isdigit()
     and int((r.get("deprecated") or "0").split(".")[0]) < 100000),
    ("tables", False, "Tables (`Table`, `TableColumn`, rows and their builders): iPadOS and "
     "macOS multi-column tables; iPhone shows a table's first column as a list.",
     lambda r: r["area"] == "Tables"),
    ("documents", False, "Documents and windows: `DocumentGroup` and its launch scene, window "
     "opening and dismissal, window toolbars and placements.",
     lambda r: r["area"] in ("Documents", "Windows")),
    ("text", False, "Text layout and editing: `Text.Layout` and `TextRenderer`, attributed text "
     "selection and formatting, `TextSelection`, the system format styles.",
     lambda r: r["area"] == "Text input and output"
     or re.match(r"(AttributedText|Text\.Layout|TextRenderer|TextProxy|TextSelection)",
                 r["symbol"])),
    ("drawing", False, "Drawing: `GraphicsContext`'s filters, symbols and layers, path "
     "operations, mesh gradients, visual effects, shape styles and shapes' boolean operations.",
     lambda r: r["area"] in ("Drawing and graphics", "Shapes", "Images", "Animations")),
    ("input", False, "Gestures and input: Apple Pencil, spatial events, hover effects, drag and "
     "drop sessions and configurations, focus.",
     lambda r: r["area"] in ("Gestures", "Input events", "Drag and drop", "Focus",
                             "Clipboard", "System events")
     or re.match(r"(Drag|Drop|Pencil|Spatial|Hover|LiftHover|HighlightHover)", r["symbol"])),
    ("accessibility", False, "Accessibility: rotors, custom content, actions' categories, "
     "direct touch, focus state.",
     lambda r: r["group"] == "Accessibility"),
    ("navigation", False, "Navigation, presentations, toolbars and search: tab customization "
     "and sections, sidebar adaptable tab bars, presentation sizing, toolbar customization.",
     lambda r: r["area"] in ("Navigation", "Modal presentations", "Toolbars", "Search",
                             "Scenes", "App organization")),
    ("controls", False, "Controls, styles and containers: style configurations and protocols "
     "(group box, labeled content, gauge, control group, text editor), slider ticks, "
     "container values and subviews, scroll transitions and geometry.",
     lambda r: True),
]


def missing_category(row):
    for key, choice, text, test in CATEGORIES:
        if test(row):
            return key
    return CATEGORIES[-1][0]


def write_missing_section(path, rows, n):
    """The generated part of docs/support/README.md: the missing rows by category."""
    counts = collections.Counter(missing_category(r) for r in rows if r["status"] == "missing")
    lines = ["| category | rows | share of the table | choice or gap |", "| --- | --- | --- | --- |"]
    for key, choice, text, _ in CATEGORIES:
        c = counts.get(key, 0)
        lines.append(f"| {text} | {c} | {100.0 * c / n:.1f} % | {'choice' if choice else 'gap'} |")
    chosen = sum(counts.get(k, 0) for k, choice, _, _ in CATEGORIES if choice)
    gaps = sum(counts.values()) - chosen
    lines += ["", f"Missing by choice: {chosen} rows ({100.0 * chosen / n:.1f} %); gaps to fill: "
              f"{gaps} rows ({100.0 * gaps / n:.1f} %)."]
    begin, end = "<!-- missing:begin -->", "<!-- missing:end -->"
    with open(path) as f:
        text = f.read()
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        _, tail = rest.split(end, 1)
        text = head + begin + "\n" + "\n".join(lines) + "\n" + end + tail
        with open(path, "w") as f:
            f.write(text)


# -- output ------------------------------------------------------------------------------------

def read_table(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip() or line.startswith("group\t"):
                continue
            vals = line.rstrip("\n").split("\t")
            rows.append(dict(zip(COLUMNS, vals)))
    return rows


def write_table(path, rows, source):
    counts = collections.Counter(r["status"] for r in rows)
    n = len(rows)
    share = 100.0 * counts["missing"] / n if n else 0
    head = [
        "# SwiftUI's public API for iOS as Apple's index lists it, and its state in Vitro.",
        f"# {n} rows: {counts['implemented']} implemented, {counts['recorded']} recorded, "
        f"{counts['missing']} missing ({share:.1f} % missing).",
        f"# Rows: {source}",
        "# One row per type, initializer (by argument labels), static member or enum case,",
        "# View modifier, method, property or subscript that app code writes; overloads with the",
        "# same labels are one row. group/area: Apple's documentation topics. ios: the iOS",
        "# version that introduced it (earliest overload). deprecated: the iOS version that",
        "# deprecates every overload (100000 = 'a future version'), if any.",
        "# status: implemented (declared and drawn, laid out or run as SwiftUI does), recorded",
        "# (declared; records itself with no effect on a still image), missing (not declared).",
        "# container: the type or protocol SwiftUI declares the member in; self_type: for a static",
        "# member of a protocol extension `where Self == T`, that T (`.bordered` is a",
        "# PrimitiveButtonStyle's BorderedButtonStyle).",
        "# Built by Scripts/support-table.py from Vitro's sources; see docs/support/README.md.",
    ]
    with open(path, "w") as f:
        f.write("\n".join(head) + "\n")
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join(r.get(c) or "" for c in COLUMNS) + "\n")
    return counts, n, share


def write_support(path, rows, counts, n, share):
    """docs/SUPPORT.md: the table by area, for people looking a symbol up."""
    areas = collections.OrderedDict()
    for r in rows:
        areas.setdefault((r["group"], r["area"]), []).append(r)
    out = ["# What Vitro supports of SwiftUI", "",
           "Generated by `Scripts/support-table.py` from `docs/support/swiftui-api.tsv`; do not "
           "edit by hand.",
           "Each row of SwiftUI's public API for iOS, as Apple's SDK declares it and its",
           "documentation groups it, is **implemented** (drawn, laid out or run as SwiftUI does),",
           "**recorded** (it compiles and is kept, with no effect on a still image: gestures,",
           "accessibility, haptics and the like) or **missing** (a file that uses it does not",
           "compile). How the table is built, and why the missing rows are missing:",
           "[support/README.md](support/README.md).", "",
           f"**{n} rows: {counts['implemented']} implemented, {counts['recorded']} recorded, "
           f"{counts['missing']} missing ({share:.1f} %).**", "",
           "| group | area | implemented | recorded | missing |", "| --- | --- | --- | --- | --- |"]
    for (group, area), rs in areas.items():
        c = collections.Counter(r["status"] for r in rs)
        anchor = re.sub(r"[^a-z0-9 -]", "", area.lower()).replace(" ", "-")
        out.append(f"| {group} | [{area}](#{anchor}) | {c['implemented']} | {c['recorded']} | "
                   f"{c['missing']} |")
    out.append("")
    label = {"implemented": "implemented", "recorded": "recorded", "missing": "**missing**"}
    for (group, area), rs in areas.items():
        out += [f"## {area}", "", "| symbol | kind | iOS | state |", "| --- | --- | --- | --- |"]
        for r in rs:
            dep = " (deprecated)" if r.get("deprecated") else ""
            out.append(f"| `{r['symbol']}` | {r['kind']} | {r.get('ios') or ''}{dep} | "
                       f"{label[r['status']]} |")
        out.append("")
    with open(path, "w") as f:
        f.write("\n".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--interfaces", help="folder with SwiftUI(Core).swiftinterface")
    parser.add_argument("--docs", help="folder of Apple's SwiftUI documentation pages (.md)")
    parser.add_argument("--table", default=TABLE)
    parser.add_argument("--sample", help="write a Swift test file of one-line uses here")
    parser.add_argument("--sample-size", type=int, default=150)
    parser.add_argument("--sample-all", help="write one-line uses of every row here")
    parser.add_argument("--missing", help="write the missing rows here, by area")
    args = parser.parse_args()

    index = vitro_index()
    if args.interfaces:
        apple = apple_rows(args.interfaces)
        type_area, member_area = doc_areas(args.docs) if args.docs else ({}, {})
        rows = []
        for r in apple.values():
            area = area_of(r, type_area, member_area)
            r["area"], r["group"] = area, AREA_GROUP[area]
            rows.append(r)
        rows.sort(key=lambda r: (AREA_ORDER[r["area"]], r["container"] or r["symbol"],
                                 ["type", "macro", "init", "static", "property", "subscript",
                                  "modifier", "scene modifier", "method"].index(r["kind"]),
                                 r["symbol"]))
        source = ("the public declarations of SwiftUI and SwiftUICore in the iPhoneOS 26.2 "
                  "SDK's .swiftinterface files (iOS availability from their @available), "
                  "by area after Apple's SwiftUI documentation topics")
    else:
        rows = read_table(args.table)
        with open(args.table) as f:
            source = next((line[len("# Rows: "):].strip() for line in f
                           if line.startswith("# Rows: ")), "the existing table")
    for r in rows:
        r["status"] = status(r, index)
    counts, n, share = write_table(args.table, rows, source)
    write_support(SUPPORT, rows, counts, n, share)
    readme = os.path.join(ROOT, "docs", "support", "README.md")
    if os.path.exists(readme):
        write_missing_section(readme, rows, n)
    print(f"wrote {os.path.relpath(args.table, ROOT)}: {n} rows, {counts['implemented']} "
          f"implemented, {counts['recorded']} recorded, {counts['missing']} missing "
          f"({share:.1f} %)")
    if args.missing:
        with open(args.missing, "w") as f:
            for r in rows:
                if r["status"] == "missing":
                    f.write(f"{r['area']}\t{r['kind']}\t{r['symbol']}\t{r.get('ios') or ''}\t"
                            f"{r.get('deprecated') or ''}\n")
    if args.interfaces and (args.sample or args.sample_all):
        present = [r for r in apple.values() if r["status"] != "missing"]
        if args.sample_all:
            support_sample.write(args.sample_all, present, all_rows=True)
        if args.sample:
            random.seed(21)
            support_sample.write(args.sample, present, size=args.sample_size)


if __name__ == "__main__":
    main()
