import Foundation
import VitroColor
import VitroGeometry
import VitroRaster

/// Reads `icon.json` into the document's values, with the JSON path of every error, and the
/// paths of keys it does not know.
struct IconManifestReader {
    let file: String
    private(set) var unknown: [String] = []

    init(file: String) { self.file = file }

    struct Manifest {
        var fill: IconSpecialized<IconFill>
        var groups: [IconGroup]
        var platforms: [IconPlatform]
        /// Every image a layer names (in any appearance), with the JSON path that names it.
        var imageNames: [(String, String)]
    }

    mutating func read(_ data: Data) throws(IconError) -> Manifest {
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: data)
        } catch {
            let reason = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            throw .malformedJSON(file: file, path: "", reason: "not valid JSON: \(reason)")
        }
        let root = try object(any, "")
        note(root, "", known: ["fill", "groups", "supported-platforms", "color-space-for-untagged-svg-colors"])
        var fill = try specialized(root, "fill", "", fill(_:_:))
        if fill.value == nil && fill.variants.isEmpty { fill.value = .automatic }
        var groups: [IconGroup] = []
        var images: [(String, String)] = []
        for (gi, g) in try array(root["groups"] ?? [Any](), "groups").enumerated() {
            let (group, names) = try self.group(g, "groups[\(gi)]")
            groups.append(group)
            images += names
        }
        return Manifest(
            fill: fill, groups: groups, platforms: try platforms(root["supported-platforms"], "supported-platforms"),
            imageNames: images)
    }

    // MARK: groups and layers

    static let effects = [
        "hidden", "opacity", "blend-mode", "position", "translucency", "blur-material", "shadow", "specular",
        "lighting",
    ]

    mutating func group(_ any: Any, _ path: String) throws(IconError) -> (IconGroup, [(String, String)]) {
        let o = try object(any, path)
        note(o, path, known: ["name", "layers"] + Self.effects)
        var g = IconGroup(name: o["name"] as? String, layers: [])
        var names: [(String, String)] = []
        for (li, l) in try array(o["layers"] ?? [Any](), path + ".layers").enumerated() {
            let (layer, n) = try self.layer(l, path + ".layers[\(li)]")
            g.layers.append(layer)
            names += n
        }
        g.hidden = try specialized(o, "hidden", path, bool(_:_:))
        g.opacity = try specialized(o, "opacity", path, unit(_:_:))
        g.blendMode = try specialized(o, "blend-mode", path, blend(_:_:))
        g.position = try specialized(o, "position", path, position(_:_:))
        g.translucency = try specialized(o, "translucency", path, translucency(_:_:))
        g.blurMaterial = try specialized(o, "blur-material", path) { (v, p) throws(IconError) in
            v is NSNull ? 0 : try unit(v, p)
        }
        g.shadow = try specialized(o, "shadow", path, shadow(_:_:))
        g.specular = try specialized(o, "specular", path, bool(_:_:))
        g.lighting = try specialized(o, "lighting", path) { (v, p) throws(IconError) in
            guard let s = v as? String, let l = IconLighting(rawValue: s) else {
                throw .malformedJSON(file: file, path: p, reason: "expected \"combined\" or \"individual\"")
            }
            return l
        }
        return (g, names)
    }

    mutating func layer(_ any: Any, _ path: String) throws(IconError) -> (IconLayer, [(String, String)]) {
        let o = try object(any, path)
        note(o, path, known: ["name", "image-name", "fill", "glass", "hidden", "opacity", "blend-mode", "position"])
        var l = IconLayer(name: o["name"] as? String)
        l.imageName = try specialized(o, "image-name", path) { (v, p) throws(IconError) in
            guard let s = v as? String, !s.isEmpty else {
                throw .malformedJSON(file: file, path: p, reason: "expected a file name")
            }
            return s
        }
        guard l.imageName.value != nil || !l.imageName.variants.isEmpty else {
            throw .malformedJSON(file: file, path: path, reason: "a layer needs an \"image-name\"")
        }
        var names: [(String, String)] = []
        if let v = l.imageName.value { names.append((v, path + ".image-name")) }
        for (i, v) in l.imageName.variants.enumerated() {
            names.append((v.value, path + ".image-name-specializations[\(i)]"))
        }
        l.hidden = try specialized(o, "hidden", path, bool(_:_:))
        l.opacity = try specialized(o, "opacity", path, unit(_:_:))
        l.blendMode = try specialized(o, "blend-mode", path, blend(_:_:))
        l.position = try specialized(o, "position", path, position(_:_:))
        l.fill = try specialized(o, "fill", path, fill(_:_:))
        l.glass = try specialized(o, "glass", path, bool(_:_:))
        return (l, names)
    }

    // MARK: specializations

    /// `key` and `key-specializations` of `o`.
    func specialized<V>(
        _ o: [String: Any], _ key: String, _ path: String, _ parse: (Any, String) throws(IconError) -> V
    ) throws(IconError) -> IconSpecialized<V> {
        var s = IconSpecialized<V>()
        let here = path.isEmpty ? key : path + "." + key
        if let v = o[key] { s.value = try parse(v, here) }
        if let list = o[key + "-specializations"] {
            let listPath = here + "-specializations"
            for (i, item) in try array(list, listPath).enumerated() {
                let p = "\(listPath)[\(i)]"
                let e = try object(item, p)
                guard let value = e["value"] else {
                    throw .malformedJSON(file: file, path: p, reason: "a specialization needs a \"value\"")
                }
                let appearance = e["appearance"] as? String
                if e["appearance"] != nil && appearance == nil {
                    throw .malformedJSON(file: file, path: p + ".appearance", reason: "expected a string")
                }
                s.variants.append(
                    .init(appearance: appearance, idiom: e["idiom"] as? String, value: try parse(value, p + ".value")))
            }
        }
        return s
    }

    // MARK: values

    func fill(_ v: Any, _ p: String) throws(IconError) -> IconFill {
        if let s = v as? String {
            switch s {
            case "automatic": return .automatic
            case "system-light": return .systemLight
            case "system-dark": return .systemDark
            case "none": return .none
            default: throw .malformedJSON(file: file, path: p, reason: "unknown fill \"\(s)\"")
            }
        }
        let o = try object(v, p)
        if let c = o["solid"] { return .solid(try color(c, p + ".solid")) }
        if let c = o["automatic-gradient"] { return .automaticGradient(try color(c, p + ".automatic-gradient")) }
        if let list = o["linear-gradient"] {
            var colors: [RGBColor] = []
            for (i, c) in try array(list, p + ".linear-gradient").enumerated() {
                colors.append(try color(c, "\(p).linear-gradient[\(i)]"))
            }
            guard colors.count >= 2 else {
                throw .malformedJSON(file: file, path: p + ".linear-gradient", reason: "a gradient needs two colors")
            }
            var start = Point2D(x: 0.5, y: 0)
            var stop = Point2D(x: 0.5, y: 0.7)
            if let orientation = o["orientation"] {
                let op = try object(orientation, p + ".orientation")
                start = try point(op["start"] ?? [String: Any](), p + ".orientation.start")
                stop = try point(op["stop"] ?? [String: Any](), p + ".orientation.stop")
            }
            return .linearGradient(colors, start: start, stop: stop)
        }
        throw .malformedJSON(file: file, path: p, reason: "expected solid, automatic-gradient or linear-gradient")
    }

    func color(_ v: Any, _ p: String) throws(IconError) -> RGBColor {
        guard let s = v as? String, let c = IconColor.parse(s) else {
            throw .malformedJSON(file: file, path: p, reason: "expected a color like \"srgb:1,0.5,0,1\"")
        }
        return c
    }

    func point(_ v: Any, _ p: String) throws(IconError) -> Point2D {
        let o = try object(v, p)
        return Point2D(x: try number(o["x"] ?? 0, p + ".x"), y: try number(o["y"] ?? 0, p + ".y"))
    }

    func position(_ v: Any, _ p: String) throws(IconError) -> IconPosition {
        let o = try object(v, p)
        let scale = try number(o["scale"] ?? 1, p + ".scale")
        guard scale >= 0, scale <= 64 else {
            throw .malformedJSON(file: file, path: p + ".scale", reason: "scale must be within 0…64")
        }
        var t = Point2D(x: 0, y: 0)
        if let list = o["translation-in-points"] {
            let a = try array(list, p + ".translation-in-points")
            guard a.count == 2 else {
                throw .malformedJSON(file: file, path: p + ".translation-in-points", reason: "expected [x, y]")
            }
            t = Point2D(
                x: try number(a[0], p + ".translation-in-points[0]"),
                y: try number(a[1], p + ".translation-in-points[1]"))
            guard abs(t.x) <= 1e5, abs(t.y) <= 1e5 else {
                throw .malformedJSON(file: file, path: p + ".translation-in-points", reason: "translation out of range")
            }
        }
        return IconPosition(scale: scale, translation: t)
    }

    func translucency(_ v: Any, _ p: String) throws(IconError) -> IconTranslucency {
        let o = try object(v, p)
        return IconTranslucency(
            enabled: try bool(o["enabled"] ?? true, p + ".enabled"), value: try unit(o["value"] ?? 0.5, p + ".value"))
    }

    func shadow(_ v: Any, _ p: String) throws(IconError) -> IconShadow {
        let o = try object(v, p)
        guard let k = o["kind"] as? String, let kind = IconShadow.Kind(rawValue: k) else {
            throw .malformedJSON(
                file: file, path: p + ".kind", reason: "expected \"neutral\", \"layer-color\" or \"none\"")
        }
        return IconShadow(kind: kind, opacity: try unit(o["opacity"] ?? 0.5, p + ".opacity"))
    }

    static let blendNames: [String: BlendOperation] = [
        "normal": .normal, "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken,
        "lighten": .lighten, "color-dodge": .colorDodge, "color-burn": .colorBurn, "soft-light": .softLight,
        "hard-light": .hardLight, "difference": .difference, "exclusion": .exclusion, "hue": .hue,
        "saturation": .saturation, "color": .color, "luminosity": .luminosity, "plus-darker": .plusDarker,
        "plus-lighter": .plusLighter,
    ]

    func blend(_ v: Any, _ p: String) throws(IconError) -> BlendOperation {
        guard let s = v as? String, let b = Self.blendNames[s] else {
            throw .malformedJSON(file: file, path: p, reason: "unknown blend mode \(v)")
        }
        return b
    }

    func platforms(_ v: Any?, _ p: String) throws(IconError) -> [IconPlatform] {
        guard let v else { return [.iOS, .macOS] }
        let o = try object(v, p)
        var out: [IconPlatform] = []
        if let squares = o["squares"] {
            if let s = squares as? String, s == "shared" {
                out += [.iOS, .macOS]
            } else {
                for (i, name) in try array(squares, p + ".squares").enumerated() {
                    guard let s = name as? String else {
                        throw .malformedJSON(file: file, path: "\(p).squares[\(i)]", reason: "expected a platform name")
                    }
                    if s == "macOS" { out.append(.macOS) } else if !out.contains(.iOS) { out.append(.iOS) }
                }
            }
        }
        if let circles = o["circles"], !(try array(circles, p + ".circles")).isEmpty { out.append(.watchOS) }
        return out
    }

    // MARK: primitives

    func object(_ v: Any, _ p: String) throws(IconError) -> [String: Any] {
        guard let o = v as? [String: Any] else {
            throw .malformedJSON(file: file, path: p, reason: "expected an object")
        }
        return o
    }

    func array(_ v: Any, _ p: String) throws(IconError) -> [Any] {
        guard let a = v as? [Any] else { throw .malformedJSON(file: file, path: p, reason: "expected an array") }
        return a
    }

    func number(_ v: Any, _ p: String) throws(IconError) -> Double {
        guard let n = v as? NSNumber, n.doubleValue.isFinite else {
            throw .malformedJSON(file: file, path: p, reason: "expected a number")
        }
        return n.doubleValue
    }

    func unit(_ v: Any, _ p: String) throws(IconError) -> Double {
        let n = try number(v, p)
        guard n >= 0, n <= 1 else { throw .malformedJSON(file: file, path: p, reason: "expected a number within 0…1") }
        return n
    }

    func bool(_ v: Any, _ p: String) throws(IconError) -> Bool {
        guard let b = v as? Bool else { throw .malformedJSON(file: file, path: p, reason: "expected true or false") }
        return b
    }

    /// Records the keys of `o` that are neither known nor a known key's specializations.
    mutating func note(_ o: [String: Any], _ path: String, known: [String]) {
        for key in o.keys.sorted() {
            let base = key.hasSuffix("-specializations") ? String(key.dropLast("-specializations".count)) : key
            if !known.contains(base) { unknown.append(path.isEmpty ? key : path + "." + key) }
        }
    }
}
