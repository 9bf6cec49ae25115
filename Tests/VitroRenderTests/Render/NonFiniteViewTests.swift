import Foundation
import Testing
import Vitro

/// A NaN or infinite value in a view renders as the value it is held to (docs/HARDENING.md),
/// byte for byte, and never traps.
@MainActor
@Suite struct NonFiniteViewTests {
    func bytes(_ view: some View) throws -> [UInt8] {
        try ImageRenderer(content: view.frame(width: 24, height: 24)).renderPixmap().data
    }

    var square: some View { Color.red.frame(width: 12, height: 12) }

    @Test func aShadowAtANaNOffsetIsDrawnAtNoOffset() throws {
        #expect(try bytes(square.shadow(radius: 2, x: .nan, y: .nan)) == bytes(square.shadow(radius: 2)))
        _ = try bytes(square.shadow(radius: 2, x: .infinity, y: -1e300))
    }

    @Test func nonFiniteEffectsRenderAsTheirClampedValues() throws {
        #expect(try bytes(square.opacity(.nan)) == bytes(square))
        #expect(try bytes(square.opacity(-.infinity)) == bytes(square.opacity(0)))
        #expect(try bytes(square.opacity(3)) == bytes(square.opacity(1)))
        #expect(try bytes(square.blur(radius: .nan)) == bytes(square.blur(radius: 0)))
        #expect(try bytes(square.blur(radius: -4)) == bytes(square.blur(radius: 0)))
        #expect(
            try bytes(Color(red: .nan, green: 0, blue: 0).frame(width: 12, height: 12))
                == bytes(Color.black.frame(width: 12, height: 12)))
    }

    @Test func nonFiniteLayoutValuesRenderWithoutATrap() throws {
        for v: CGFloat in [.nan, .infinity, -.infinity, 1e300, -1e300] {
            _ = try bytes(square.padding(v))
            _ = try bytes(square.offset(x: v, y: v))
            _ = try bytes(square.scaleEffect(v))
            _ = try bytes(square.rotationEffect(.radians(v)))
            _ = try bytes(square.position(x: v, y: v))
            _ = try bytes(square.aspectRatio(v, contentMode: .fit))
            _ = try bytes(square.frame(width: v, height: v))
            _ = try bytes(RoundedRectangle(cornerRadius: v).stroke(.blue, lineWidth: v))
            _ = try bytes(
                VStack(spacing: v) {
                    square; square
                })
            _ = try bytes(Text("Aa").font(.system(size: v)))
            _ = try bytes(
                Rectangle().fill(
                    LinearGradient(
                        stops: [.init(color: .red, location: v), .init(color: .blue, location: 1)],
                        startPoint: UnitPoint(x: v, y: 0), endPoint: .bottom)))
            _ = try bytes(
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: v, y: v), control2: CGPoint(x: 5, y: v))
                }.stroke(.green, lineWidth: 2))
        }
    }
}
