import Foundation
import Testing
import Vitro

/// Each of ``RenderLimits`` is enforced before the work it bounds: past it, a clear error that
/// names the bound; within it, a render as usual.
@MainActor
@Suite struct RenderLimitTests {
    func limitError(_ body: () throws -> Void) -> RenderLimitError? {
        do {
            try body()
            return nil
        } catch let error as RenderLimitError {
            return error
        } catch {
            return nil
        }
    }

    @Test func anImageOverTheImageLimitIsRefusedBeforeDecoding() throws {
        let png = try RasterImage(Pixmap(width: 20, height: 20)).pngData()
        let limits = ImageLimits(RenderLimits(imagePixels: 399))
        #expect(throws: ImageIOError.tooManyPixels(width: 20, height: 20, limit: 399)) {
            _ = try RasterImage(data: png, limits: limits)
        }
        #expect(try RasterImage(data: png, limits: ImageLimits(RenderLimits(imagePixels: 400))).width == 20)
        #expect(ImageLimits.default.maximumPixelCount == RenderLimits.default.imagePixels)
    }

    @Test func aCanvasOverThePixelLimitIsRefused() throws {
        let r = ImageRenderer(content: Color.red.frame(width: 40, height: 30))
        r.limits.canvasPixels = 1199
        #expect {
            _ = try r.render()
        } throws: { error in
            "\(error)" == "a 40×30-pixel render is over the limit of 1199 pixels (ImageRenderer.pixelLimit)"
        }
        r.limits.canvasPixels = 1200
        #expect(try r.render().width == 40)
    }

    @Test func aCanvasSideOverTheLimitIsRefusedEvenWhenHugeButFinite() {
        for width: CGFloat in [70_000, 1e300, .greatestFiniteMagnitude] {
            let r = ImageRenderer(content: Color.red.frame(width: width, height: 1))
            let error = limitError { _ = try r.render() }
            #expect(error?.limit == .canvasSide, "\(width)")
            #expect("\(error.map { "\($0)" } ?? "")".contains("RenderLimits.canvasSide"))
        }
    }

    @Test func twentyThousandNestedViewsAreAnErrorNotAStackOverflow() {
        var view = AnyView(Color.red.frame(width: 4, height: 4))
        for _ in 0..<20_000 { view = AnyView(view.padding(0)) }
        let error = limitError { _ = try ImageRenderer(content: view).render() }
        #expect(error == RenderLimitError(limit: .viewDepth, value: 1001, maximum: 1000))
    }

    @Test func nestingWithinTheDepthLimitRenders() throws {
        var view = AnyView(Color.red.frame(width: 4, height: 4))
        for _ in 0..<100 { view = AnyView(view.padding(0)) }
        let r = ImageRenderer(content: view)
        #expect(try r.render().width == 4)
        r.limits.viewDepth = 50
        #expect(limitError { _ = try r.render() }?.limit == .viewDepth)
    }

    @Test func aTextOverTheLengthLimitIsRefused() throws {
        let long = Text(String(repeating: "a", count: RenderLimits.default.textLength + 1))
        #expect(limitError { _ = try ImageRenderer(content: long).render() }?.limit == .textLength)
        let r = ImageRenderer(content: Text("Hello") + Text(", world"))
        r.limits.textLength = 12
        #expect(try r.render().width > 0)
        r.limits.textLength = 11
        #expect(limitError { _ = try r.render() } == RenderLimitError(limit: .textLength, value: 12, maximum: 11))
    }

    func glassRow(_ count: Int) -> some View {
        GlassEffectContainer(spacing: 4) {
            HStack(spacing: 2) {
                ForEach(0..<count, id: \.self) { _ in Color.clear.frame(width: 10, height: 10).glassEffect() }
            }
        }
    }

    @Test func aContainerWithMoreGlassShapesThanTheLimitIsRefused() throws {
        let within = ImageRenderer(content: glassRow(3))
        within.limits.glassShapesPerContainer = 3
        #expect(try within.render().height == 10)
        let over = ImageRenderer(content: glassRow(4))
        over.limits.glassShapesPerContainer = 3
        #expect(
            limitError { _ = try over.render() }
                == RenderLimitError(limit: .glassShapesPerContainer, value: 4, maximum: 3))
    }

    @Test func anAnimationOfMoreFramesThanTheLimitIsRefused() throws {
        let stage = Stage()
        let host = ViewHost(TransitionFrameTests.Fader(stage: stage))
        host.perform { withAnimation(.linear(duration: 1)) { stage.shown = true } }
        // 30 s at 60 fps is 1,801 frames, over the 1,200 allowed: refused before the first.
        #expect(throws: ViewHostError.tooManyFrames(count: 1801, limit: 1200)) {
            _ = try host.renderTransition(fps: 60, duration: 30)
        }
        #expect(try host.renderTransition(fps: 4).count == 5)
    }

    @Test func blurBeyondTheSigmaBoundIsHeldToIt() throws {
        func render(_ radius: CGFloat) throws -> [UInt8] {
            let view = Color.red.frame(width: 8, height: 8).padding(4).blur(radius: radius)
            return try ImageRenderer(content: view).renderPixmap().data
        }
        let huge = try render(1e6)
        #expect(try render(.infinity) == huge)
        #expect(try render(1e300) == huge)
        #expect(try render(.nan) == render(0))
    }

    @Test func everyLimitHasADefaultAndADescription() {
        for limit in RenderLimitError.Limit.allCases {
            #expect(RenderLimits.default[limit] > 0)
            let error = RenderLimitError(limit: limit, value: 2, maximum: 1)
            #expect("\(error)".contains("over the limit of 1 (RenderLimits.\(limit.rawValue))"))
        }
    }
}
