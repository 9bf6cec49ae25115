import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Symbols of the first set with a badge: `person.fill.badge.plus`,
    /// `person.crop.circle.badge.xmark`, `folder.badge.gearshape` …
    static func addBadges2(_ t: inout [String: Symbol]) {
        // Bases come from the first set or from symbols drawn earlier in this one.
        func base(_ name: String) -> Symbol { t[name] ?? SymbolCatalog.base(name) }
        let marks: [String: BadgeMark] = [
            "plus": .plus, "minus": .minus, "xmark": .xmark, "checkmark": .checkmark,
            "exclamationmark": .exclamationmark, "questionmark": .symbol(base("questionmark")), "ellipsis": .ellipsis,
            "gearshape": .symbol(base("gearshape.fill")), "gear": .symbol(base("gear")),
            "clock": .symbol(base("clock.fill")),
            "person.crop": .symbol(base("person.fill")), "moon": .symbol(base("moon.fill")),
            "key": .symbol(base("key")),
            "key.fill": .symbol(base("key.fill")), "star": .symbol(base("star.fill")),
        ]
        // SF Symbols' badge names of these families: `BASE.badge.MARK`.
        let names = [
            "person.badge.minus", "person.badge.clock", "person.badge.key", "person.fill.badge.plus",
            "person.fill.badge.minus", "person.fill.badge.checkmark", "person.crop.circle.badge.plus",
            "person.crop.circle.badge.minus", "person.crop.circle.badge.checkmark", "person.crop.circle.badge.xmark",
            "person.crop.circle.badge.exclamationmark", "person.crop.circle.badge.questionmark",
            "person.crop.circle.badge.moon", "person.crop.circle.badge.clock", "person.crop.circle.fill.badge.plus",
            "person.crop.circle.fill.badge.minus", "person.crop.circle.fill.badge.checkmark",
            "person.crop.circle.fill.badge.xmark", "person.crop.circle.fill.badge.exclamationmark",
            "person.crop.circle.fill.badge.questionmark", "person.crop.circle.fill.badge.moon",
            "person.crop.rectangle.badge.plus", "person.2.badge.plus", "person.2.badge.minus",
            "person.2.badge.gearshape",
            "person.2.badge.key", "photo.badge.plus", "photo.badge.checkmark", "photo.badge.exclamationmark",
            "folder.badge.minus", "folder.badge.questionmark", "folder.badge.gearshape", "folder.badge.gear",
            "folder.badge.person.crop", "folder.fill.badge.plus", "folder.fill.badge.minus",
            "folder.fill.badge.questionmark", "folder.fill.badge.gearshape", "folder.fill.badge.gear",
            "folder.fill.badge.person.crop", "externaldrive.badge.plus", "externaldrive.badge.minus",
            "externaldrive.badge.checkmark", "externaldrive.badge.xmark", "externaldrive.badge.exclamationmark",
            "externaldrive.badge.questionmark", "externaldrive.badge.person.crop", "externaldrive.fill.badge.plus",
            "externaldrive.fill.badge.minus", "externaldrive.fill.badge.checkmark", "externaldrive.fill.badge.xmark",
            "externaldrive.fill.badge.exclamationmark", "externaldrive.fill.badge.questionmark",
            "externaldrive.fill.badge.person.crop", "calendar.badge.minus", "calendar.badge.checkmark",
            "calendar.badge.clock", "calendar.badge.exclamationmark", "bag.badge.minus", "bag.badge.questionmark",
            "bag.fill.badge.plus", "bag.fill.badge.minus", "bag.fill.badge.questionmark", "cart.badge.minus",
            "cart.badge.questionmark", "cart.fill.badge.plus", "cart.fill.badge.minus", "cart.fill.badge.questionmark",
            "doc.badge.gearshape", "doc.badge.ellipsis", "doc.badge.clock", "doc.fill.badge.plus",
            "doc.fill.badge.ellipsis", "doc.badge.gearshape.fill", "note.text.badge.plus", "phone.badge.plus",
            "phone.badge.checkmark", "phone.fill.badge.plus", "phone.fill.badge.checkmark", "camera.badge.ellipsis",
            "camera.badge.clock", "camera.fill.badge.ellipsis", "gauge.badge.plus", "gauge.badge.minus",
            "video.badge.plus", "video.badge.checkmark", "video.badge.ellipsis", "video.fill.badge.plus",
            "video.fill.badge.checkmark", "video.fill.badge.ellipsis", "mic.badge.plus", "mic.fill.badge.plus",
            "mic.badge.xmark", "mic.fill.badge.xmark", "envelope.badge.person.crop",
            "envelope.badge.shield.half.filled",
            "bell.badge.waveform", "shippingbox.badge.clock", "bookmark.badge.checkmark", "tag.badge.plus",
        ]
        for name in names {
            guard let range = name.range(of: ".badge.") else { continue }
            let baseName = String(name[..<range.lowerBound])
            var markName = String(name[range.upperBound...])
            var b = base(baseName)
            // `doc.badge.gearshape.fill`: the filled form of both.
            if markName.hasSuffix(".fill"), marks[markName] == nil {
                markName = String(markName.dropLast(5))
                b = base(baseName + ".fill")
            }
            guard !b.parts.isEmpty, let mark = marks[markName] else { continue }
            t[name] = badged(b, mark)
        }
        t["person.badge.key.fill"] = badged(base("person.fill"), .symbol(base("key.fill")))
        t["doc.text.magnifyingglass"] = badged(base("doc.text"), .symbol(base("magnifyingglass")))
        t["text.magnifyingglass"] = badged(base("text.justify.left"), .symbol(base("magnifyingglass")))
        t["exclamationmark.magnifyingglass"] = badged(base("exclamationmark"), .symbol(base("magnifyingglass")))
        t["text.badge.plus"] = badged(base("text.justify.left"), .plus)
        t["text.badge.minus"] = badged(base("text.justify.left"), .minus)
        t["text.badge.checkmark"] = badged(base("text.justify.left"), .checkmark)
        t["text.badge.xmark"] = badged(base("text.justify.left"), .xmark)
        t["text.badge.star"] = badged(base("text.justify.left"), .symbol(base("star.fill")))
        t["wifi.exclamationmark"] = badged(base("wifi"), .exclamationmark)
        t["laptopcomputer.trianglebadge.exclamationmark"] = badged(base("laptopcomputer"), .exclamationmark)
        t["airplayaudio.badge.exclamationmark"] = badged(base("airplayaudio"), .exclamationmark)
        t["network.badge.shield.half.filled"] = badged(base("network"), .symbol(base("shield.lefthalf.filled")))
        t["bolt.horizontal.icloud.fill"] = badged(base("icloud.fill"), .symbol(base("bolt.fill")))
        t["lock.rotation"] = badged(base("lock"), .symbol(base("arrow.clockwise")))
        t["badge.plus.radiowaves.right"] = badged(base("dot.radiowaves.right"), .plus)
    }
}
