import Foundation
@_spi(Nodes) import VitroCore

/// The platform's gauges, drawn from a configuration.
///
/// Figures (no published metrics; measured from iOS 26 screenshots): bars are 6 pt tall (as the
/// slider's track); rings are 50 pt across and 6 pt wide, the open ring open over 90° at the
/// bottom; markers are as wide as the bar or ring.
struct GaugeLook: View {
    enum Kind {
        case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
    }
    let configuration: GaugeStyleConfiguration
    let kind: Kind

    var body: some View {
        let c = configuration
        let value = c.value.isFinite ? min(max(c.value, 0), 1) : 0
        switch kind {
        case .linearCapacity, .accessoryLinearCapacity:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    c.label
                    Spacer(minLength: 0)
                    if let label = c.currentValueLabel { label.foregroundStyle(.secondary) }
                }
                ProgressBar(fraction: value, height: 6)
                bounds(c)
            }
        case .accessoryLinear:
            VStack(alignment: .leading, spacing: 6) {
                c.label
                HStack(spacing: 6) {
                    c.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                    GaugeBarMarker(fraction: value)
                    c.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
                }
            }
        case .accessoryCircular:
            ZStack {
                GaugeRing(from: 0, to: 1).stroke(TintShapeStyle().opacity(0.35), style: Self.ringStroke)
                GaugeRingMarker(fraction: value)
                c.currentValueLabel.font(.system(size: 15, weight: .semibold)).lineLimit(1)
                HStack {
                    c.minimumValueLabel
                    Spacer(minLength: 0)
                    c.maximumValueLabel
                }
                .font(.system(size: 9, weight: .medium)).frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.horizontal, 8)
            }
            .frame(width: 50, height: 50)
        case .accessoryCircularCapacity:
            ZStack {
                Circle().inset(by: 3).stroke(Color(semantic: .systemFill), lineWidth: 6)
                Circle().inset(by: 3).trim(from: 0, to: value).rotation(.degrees(-90))
                    .stroke(TintShapeStyle(), style: Self.ringStroke)
                c.currentValueLabel.font(.system(size: 15, weight: .semibold)).lineLimit(1)
            }
            .frame(width: 50, height: 50)
        }
    }

    @ViewBuilder func bounds(_ c: GaugeStyleConfiguration) -> some View {
        if c.minimumValueLabel != nil || c.maximumValueLabel != nil {
            HStack {
                c.minimumValueLabel
                Spacer(minLength: 8)
                c.maximumValueLabel
            }
            .font(.caption).foregroundStyle(.secondary)
        }
    }

    static var ringStroke: StrokeStyle { StrokeStyle(lineWidth: 6, lineCap: .round) }
}

/// A bar in a dimmed tint with a marker at `fraction` of its length (`.accessoryLinear`).
struct GaugeBarMarker: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(TintShapeStyle().opacity(0.35))
                Circle().fill(TintShapeStyle())
                    .overlay(Circle().stroke(Color(semantic: .systemBackground), lineWidth: 1.5))
                    .frame(width: 8, height: 8)
                    .offset(x: (proxy.size.width - 8) * fraction)
            }
        }
        .frame(height: 8)
    }
}

/// The marker of an open-ring gauge: a dot in the tint, ringed by the background, at `fraction`
/// of the 270° arc from the lower left.
struct GaugeRingMarker: View {
    let fraction: Double

    var body: some View {
        GeometryReader { proxy in
            let radius = min(proxy.size.width, proxy.size.height) / 2 - 3
            let angle = Angle.degrees(135 + 270 * fraction).radians
            Circle().fill(TintShapeStyle())
                .overlay(Circle().stroke(Color(semantic: .systemBackground), lineWidth: 1.5))
                .frame(width: 8, height: 8)
                .position(
                    x: proxy.size.width / 2 + radius * cos(angle), y: proxy.size.height / 2 + radius * sin(angle))
        }
    }
}
