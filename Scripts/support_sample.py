"""One-line uses of the support table's rows, as Swift, for a compile check against Vitro.

Each use is built from SwiftUI's own declaration of the row (its parameters' types and
generic constraints), with a plain value for each argument (`1` for a CGFloat, `"a"` for a
string key, `{ Text("a") }` for a view builder, ...). Rows whose arguments have no such value,
and rows of generic types, are left out: the sample checks the scan, not every row.
"""
import re
import subprocess

import swiftdecls

# A value of each parameter type, as SwiftUI code writes it.
VALUES = {
    "CGFloat": "1", "Double": "1", "Float": "1", "Int": "1", "CGFloat?": "1", "Double?": "1",
    "Int?": "1", "Bool": "true", "Bool?": "true", "String": '"a"', "String?": '"a"',
    "LocalizedStringKey": '"a"', "LocalizedStringKey?": '"a"', "Text": 'Text("a")',
    "Text?": 'Text("a")', "Color": ".red", "Color?": ".red", "Alignment": ".center",
    "HorizontalAlignment": ".leading", "VerticalAlignment": ".top", "Edge.Set": ".all",
    "Edge": ".top", "Axis.Set": ".vertical", "Axis": ".vertical", "Angle": ".degrees(1)",
    "UnitPoint": ".center", "UnitPoint?": ".center", "Binding<Bool>": ".constant(true)",
    "Binding<String>": '.constant("a")', "Binding<Double>": ".constant(1)", "Font": ".body",
    "Font?": ".body", "Font.Weight": ".bold", "Font.Weight?": ".bold", "Visibility": ".visible",
    "CGSize": ".zero", "CGPoint": ".zero", "CGRect": ".zero", "Animation?": ".default",
    "Animation": ".default", "Image": 'Image(systemName: "star")', "ColorScheme": ".dark",
    "ColorScheme?": ".dark", "EdgeInsets": "EdgeInsets()", "Font.Design": ".rounded",
    "Font.Design?": ".rounded", "Font.TextStyle": ".body", "TextAlignment": ".center",
    "ContentMode": ".fit", "Image.Scale": ".large", "Text.TruncationMode": ".tail",
    "ButtonRole?": ".cancel", "ButtonRole": ".cancel", "Prominence": ".increased",
    "ControlSize": ".small", "Material": ".regular", "Glass": ".regular",
    "BlendMode": ".multiply", "Gradient": "Gradient(colors: [.red])",
    "[Color]": "[.red]", "RoundedCornerStyle": ".continuous", "CGFloat.Type": "CGFloat.self",
    "Date": "Date()", "URL": 'URL(fileURLWithPath: "/")', "Void": "()",
    "AnyTransition": ".opacity", "Transaction": "Transaction()", "Color.RGBColorSpace": ".sRGB",
    "SymbolRenderingMode?": ".hierarchical", "Image.TemplateRenderingMode?": ".template",
    "TimeInterval": "1", "Double.Type": "Double.self",
}
CLOSURES = {
    "() -> Void": "{}", "@escaping () -> Void": "{}", "(() -> Void)?": "nil",
    "@escaping @MainActor () -> Void": "{}", "@escaping () async -> Void": "{}",
    "@escaping @Sendable () async -> Void": "{}", "@Sendable @escaping () async -> Void": "{}",
}
# A value of a generic parameter, by its constraint.
GENERIC = {
    "View": 'Text("a")', "ShapeStyle": "Color.red", "Shape": "Circle()",
    "InsettableShape": "Circle()", "StringProtocol": '"a"', "Hashable": "1",
    "Equatable": "1", "BinaryFloatingPoint": "Double(1)", "BinaryInteger": "1",
    "Sendable": "1", "PrimitiveButtonStyle": "PlainButtonStyle()",
    "ButtonStyle": "PlainButtonStyle()", "ToggleStyle": "SwitchToggleStyle()",
}


def split_params(sig):
    """(generic clause, parameter list, where clause) of a func/init signature."""
    i = 0
    generics = ""
    m = re.match(r"\s*[^\s(<]*", sig)
    i = m.end()
    if sig[i:i + 1] == "<":
        depth = 0
        for j in range(i, len(sig)):
            if sig[j] == "<":
                depth += 1
            elif sig[j] == ">" and sig[j - 1] != "-":
                depth -= 1
                if depth == 0:
                    generics = sig[i + 1:j]
                    i = j + 1
                    break
    if sig[i:i + 1] in ("?", "!"):
        i += 1
    if sig[i:i + 1] != "(":
        return None
    depth = 0
    for j in range(i, len(sig)):
        if sig[j] in "([{":
            depth += 1
        elif sig[j] in ")]}":
            depth -= 1
            if depth == 0:
                params = sig[i + 1:j]
                rest = sig[j + 1:]
                break
    else:
        return None
    where = rest.split(" where ", 1)[1] if " where " in rest else ""
    return generics, params, where


def constraints(generics, where):
    out = {}
    for part in swiftdecls.Scanner("").split_top(generics):
        if ":" in part:
            name, c = part.split(":", 1)
            out[name.strip()] = c.strip()
        elif part.strip():
            out[part.strip()] = ""
    for part in swiftdecls.Scanner("").split_top(where):
        if ":" in part and "==" not in part:
            name, c = part.split(":", 1)
            out.setdefault(name.strip(), c.strip())
    return out


def value_for(ptype, gens, builder):
    ptype = ptype.strip()
    ptype = re.sub(r"^(inout|__owned|sending|consuming|borrowing)\s+", "", ptype)
    ptype = ptype.replace("Swift.", "").replace("CoreFoundation.", "").replace(
        "Foundation.", "").replace("CoreGraphics.", "")
    if builder and re.match(r"(@escaping\s+)?\(\)\s*->\s*\w+$", ptype):
        return '{ Text("a") }'
    if ptype in VALUES:
        return VALUES[ptype]
    if ptype in CLOSURES:
        return CLOSURES[ptype]
    m = re.match(r"some (\w+)$", ptype)
    if m and m.group(1) in GENERIC:
        return GENERIC[m.group(1)]
    if ptype in gens:
        c = gens[ptype].split("&")[0].strip()
        return GENERIC.get(c)
    m = re.match(r"(\w+)\?$", ptype)
    if m and m.group(1) in gens:
        return GENERIC.get(gens[m.group(1)].split("&")[0].strip())
    return None


def closure_arity(ptype):
    """The number of parameters of a closure type, or None for something else."""
    t = re.sub(r"^\s*(@\w+\s+)*", "", ptype.strip())
    if not t.startswith("("):
        return None
    depth = 0
    for i, c in enumerate(t):
        if c in "([<":
            depth += 1
        elif c in ")]" or (c == ">" and t[i - 1] != "-"):
            depth -= 1
            if depth == 0:
                inner = t[1:i]
                if "->" not in t[i:]:
                    return None
                parts = [x for x in swiftdecls.Scanner("").split_top(inner) if x.strip()]
                return len(parts)
    return None


def builder_value(builder, ptype):
    """A closure for a result-builder parameter: a view for @ViewBuilder, a toolbar item for
    @ToolbarContentBuilder; None for other builders."""
    arity = closure_arity(ptype)
    if arity is None:
        return None
    params = "" if arity == 0 else ", ".join(["_"] * arity) + " in "
    if builder == "ViewBuilder":
        return '{ %sText("a") }' % params
    if builder == "ToolbarContentBuilder":
        return '{ %sToolbarItem { Text("a") } }' % params
    return None


def arguments(decl):
    """The argument list for a call of decl, or None where some argument has no value."""
    parts = split_params(decl.signature)
    if parts is None:
        return None
    generics, params, where = parts
    gens = constraints(generics, where)
    args = []
    for p in swiftdecls.Scanner("").split_top(params):
        p = p.strip()
        if not p:
            continue
        builder = re.search(r"@(?:\w+\.)?(\w*Builder)", p.split(":", 1)[0])
        builder = builder.group(1) if builder else None
        bare = swiftdecls.strip_attributes(p.split(":", 1)[0]) + ":" + p.split(":", 1)[1] \
            if ":" in p else p
        head, ptype = bare.split(":", 1)
        names = head.split()
        label = names[0] if names else "_"
        defaulted = "=" in ptype
        ptype = ptype.split("=")[0]
        if builder:
            v = builder_value(builder, ptype)
        else:
            v = value_for(ptype, gens, builder)
        if v is None and defaulted:
            continue  # a defaulted argument with no plain value is left out
        if v is None:
            return None
        args.append(v if label == "_" else f"{label}: {v}")
    return ", ".join(args)


def use(row):
    """A Swift statement using the row, or None."""
    kind, symbol, container = row["kind"], row["symbol"], row["container"]
    decls = row["decls"]
    if any("<" in (d.signature or "") for d in decls) and kind == "type":
        return None
    if container and any(t in container for t in ("<",)):
        return None
    if row.get("via_self") or (row.get("container_is_protocol") and kind == "static"
                               and not row.get("self_type")):
        return None  # a requirement, or a shorthand Vitro declares on a sibling protocol
    if kind == "init" and (row.get("container_is_protocol") or (
            row.get("generic_container") and row["symbol"].endswith("init()"))):
        return None
    if kind == "type" and row.get("generic_container"):
        return None
    if kind == "type":
        if any(d.kind == "protocol" for d in decls):
            return f"_ = (any {symbol}).self"
        return f"_ = {symbol}.self"
    if kind == "macro":
        return None
    generic_container = row.get("generic_container")
    if kind in ("modifier", "init", "static") and "(" in symbol:
        for d in sorted(decls, key=lambda d: ("LocalizedStringKey" not in d.signature,
                                               "StringProtocol" not in d.signature)):
            args = arguments(d)
            if args is None:
                continue
            if kind == "modifier":
                return f'_ = Text("a").{d.name}({args})'
            if kind == "init" and not generic_container:
                return f"_ = {container}({args})"
            if kind == "init":
                return f"_ = {container}({args})"
            if kind == "static" and row.get("container_is_protocol") and row.get("self_type"):
                return f"do {{ let v: some {container} = .{d.name}({args}); _ = v }}"
            if kind == "static" and not generic_container:
                return f"_ = {container}.{d.name}({args})"
        return None
    if kind == "static":
        if row.get("container_is_protocol") and row.get("self_type"):
            return f"do {{ let v: some {container} = .{row['name']}; _ = v }}"
        if generic_container:
            return None
        if any(d.kind == "case" and d.labels for d in decls):
            return None
        return f"_ = {container}.{row['name']}"
    if kind == "property" and not generic_container and not row.get("container_is_protocol"):
        if any(d.static for d in decls):
            return None
        return f"_ = \\{container}.{row['name']}"
    return None


# Rows whose generated use does not compile for a reason of the generator, not of Vitro:
# an overload of the same labels that Vitro lacks (`Text(Image)`), a closure of another
# shape, or a constraint the plain values do not meet.
SKIP = {"ShapeStyle.opacity(_:)", "View.accessibilityActivationPoint(_:)", "View.accessibility(activationPoint:)",
        "View.accessibilityActivationPoint(_:isEnabled:)", "Text.init(_:)", "View.overlayPreferenceValue(_:_:)",
        "View.backgroundPreferenceValue(_:_:)", "SceneStorage.init(wrappedValue:_:)",
        "View.equatable()", "View.accessibilityAction(_:_:)"}

HEADER = """// Generated by Scripts/support-table.py (--sample): one line for each of {n} rows of
// docs/support/swiftui-api.tsv that Vitro declares, picked at random by kind, each built from
// SwiftUI's own declaration of the row. The file compiling is the check of the table's scan of
// Vitro's sources. Regenerate, do not edit.
import Foundation
import Testing
import Vitro

/// Uses of SwiftUI's API as the support table lists it, one a line; never run for effect.
@MainActor
func supportTableSample() {{
{body}
}}

@Suite struct SupportTableSampleTests {{
    /// The file compiles against Vitro as an app's file does (`import Vitro`, Swift 5 mode).
    @Test func sampleCompiles() {{
        let sample: @MainActor () -> Void = supportTableSample
        _ = sample
        #expect(supportTableSampleCount == {n})
    }}
}}

/// The number of uses in `supportTableSample()`.
let supportTableSampleCount = {n}
"""


def write(path, rows, size=0, all_rows=False):
    import random
    lines = []
    for r in rows:
        u = None if r["symbol"] in SKIP else use(r)
        if u:
            lines.append((r, u))
    if not all_rows and size and len(lines) > size:
        by_kind = {}
        for r, u in lines:
            by_kind.setdefault(r["kind"], []).append((r, u))
        picked = []
        per = max(1, size // len(by_kind))
        for kind in sorted(by_kind):
            items = by_kind[kind]
            picked += random.sample(items, min(per, len(items)))
        lines = sorted(picked, key=lambda x: x[0]["symbol"])
    body = "\n".join(f"    // {r['symbol']}\n    {u}" for r, u in lines)
    with open(path, "w") as f:
        f.write(HEADER.format(n=len(lines), body=body))
    # The house format (line length, wrapping) where the formatter is at hand.
    subprocess.run(["swift", "format", "-i", path], check=False, stderr=subprocess.DEVNULL)
    return len(lines)
