import Foundation
import VitroBase

/// Scenes that break one rule each, and scenes built to keep it.

/// A bright "photograph": a sunlit sky over sand, with highlights.
struct BrightPhoto: View {
    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.93, green: 0.96, blue: 1), Color(red: 1, green: 0.95, blue: 0.82)],
                startPoint: .top, endPoint: .bottom)
            Circle().fill(Color.white).frame(width: 120).offset(x: -90, y: -40)
            Capsule().fill(Color(red: 1, green: 0.98, blue: 0.9)).frame(width: 200, height: 40).offset(x: 80, y: 50)
        }
        .frame(width: 360, height: 200)
    }
}

/// A colorful backdrop.
struct Colorful: View {
    var body: some View {
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            .frame(width: 360, height: 200)
    }
}

// MARK: Broken

struct WhiteTextOnClearGlass: View {
    var body: some View {
        ZStack {
            BrightPhoto()
            Text("Now Playing").foregroundStyle(Color.white)
                .padding(.horizontal, 20).padding(.vertical, 12).glassEffect(.clear)
        }
    }
}

struct QuaternaryOnUltraThin: View {
    var body: some View {
        ZStack {
            Colorful()
            VStack(alignment: .leading, spacing: 4) {
                Text("Weather").font(.headline)
                Text("Updated just now").font(.footnote).foregroundStyle(.quaternary)
            }
            .padding(16)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
    }
}

/// Two states drawn as the same dot in red and green.
struct RedGreenDots: View {
    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "circle.fill").foregroundStyle(Color(red: 0.77, green: 0.13, blue: 0.11))
            Image(systemName: "circle.fill").foregroundStyle(Color(red: 0.12, green: 0.48, blue: 0.2))
        }
        .font(.title)
        .padding(24)
        .background(Color.white)
    }
}

/// A toolbar of four buttons, each on tinted glass.
struct TintedToolbar: View {
    var body: some View {
        ZStack {
            Colorful()
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 12) {
                    ForEach(["plus", "trash", "folder", "paperplane"], id: \.self) { name in
                        Image(systemName: name).font(.title3).foregroundStyle(Color.white)
                            .frame(width: 48, height: 48)
                            .glassEffect(.regular.tint(.blue), in: .circle)
                    }
                }
            }
        }
    }
}

/// Glass behind the text of list rows.
struct GlassListRows: View {
    var body: some View {
        List {
            ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { name in
                Text(name).padding(.horizontal, 12).padding(.vertical, 6).glassEffect()
            }
        }
        .frame(width: 360, height: 260)
    }
}

/// Blue text on a colorful gradient.
struct ColoredLabelOnColorful: View {
    var body: some View {
        ZStack {
            Colorful()
            Text("Learn More").font(.system(size: 28, weight: .bold)).foregroundStyle(Color.blue)
        }
    }
}

// MARK: Fine

/// White bold text on clear glass over the bright photo, with the 35 % dimming layer.
struct DimmedClearGlass: View {
    var body: some View {
        ZStack {
            BrightPhoto()
            Color.black.opacity(0.35)
            Text("Now Playing").font(.system(size: 28, weight: .bold)).foregroundStyle(Color.white)
                .padding(.horizontal, 20).padding(.vertical, 12).glassEffect(.clear)
        }
    }
}

struct SecondaryOnThickMaterial: View {
    var body: some View {
        ZStack {
            Colorful()
            VStack(alignment: .leading, spacing: 4) {
                Text("Weather").font(.headline)
                Text("Updated just now").font(.body).foregroundStyle(.secondary)
            }
            .padding(16)
            .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
    }
}

/// Two states with their own symbols as well as colors.
struct CheckAndCross: View {
    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "xmark.circle.fill").foregroundStyle(Color(red: 0.77, green: 0.13, blue: 0.11))
            Image(systemName: "checkmark.circle.fill").foregroundStyle(Color(red: 0.12, green: 0.48, blue: 0.2))
        }
        .font(.title)
        .padding(24)
        .background(Color.white)
    }
}

/// A toolbar with one tinted primary action.
struct OneTintedAction: View {
    var body: some View {
        ZStack {
            Colorful()
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 12) {
                    ForEach(["plus", "trash", "folder"], id: \.self) { name in
                        Image(systemName: name).font(.title3).frame(width: 48, height: 48)
                            .glassEffect(.regular, in: .circle)
                    }
                    Image(systemName: "paperplane").font(.title3).foregroundStyle(Color.white)
                        .frame(width: 48, height: 48).glassEffect(.regular.tint(.blue), in: .circle)
                }
            }
        }
    }
}

/// A plain list.
struct PlainListRows: View {
    var body: some View {
        List {
            ForEach(["Inbox", "Drafts", "Sent"], id: \.self) { name in Text(name) }
        }
        .frame(width: 360, height: 260)
    }
}

/// A monochrome label on the colorful gradient.
struct MonochromeLabelOnColorful: View {
    var body: some View {
        ZStack {
            Colorful()
            Text("Learn More").font(.system(size: 28, weight: .bold)).foregroundStyle(Color.white)
                .padding(.horizontal, 20).padding(.vertical, 10).background(Color.black.opacity(0.5), in: Capsule())
        }
    }
}
