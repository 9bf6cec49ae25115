import Foundation

extension GraphicsContext {
    /// The bounding rectangle of the area drawing reaches, in the current coordinates: the
    /// canvas's bounds within every clip.
    public var clipBoundingRect: CGRect {
        var area = recorder.bounds
        for clip in clips { area = area.intersection(clip.boundingRect) }
        guard !area.isNull, !area.isEmpty else { return .zero }
        // From the parent's coordinates back to the current ones.
        return area.applying(transform.inverted())
    }
}

extension GraphicsContext.ResolvedText {
    /// The distance from the top of the text to its first line's baseline when wrapped into
    /// `size`.
    @MainActor public func firstBaseline(in size: CGSize) -> CGFloat {
        let node = ResolveContext(environment: environment).node(text)
        let s = node.size(for: ProposedViewSize(size))
        return node.firstBaseline(for: s) ?? s.height
    }

    /// The distance from the top of the text to its last line's baseline when wrapped into
    /// `size`.
    @MainActor public func lastBaseline(in size: CGSize) -> CGFloat {
        let node = ResolveContext(environment: environment).node(text)
        let s = node.size(for: ProposedViewSize(size))
        return (node as? TextNode)?.lastBaseline(for: s) ?? node.firstBaseline(for: s) ?? s.height
    }
}

extension GraphicsContext.ResolvedImage {
    /// The distance from the top of the image to its baseline: a symbol's own, otherwise the
    /// bottom edge.
    @MainActor public var baseline: CGFloat {
        ResolveContext(environment: EnvironmentValues()).node(image).firstBaseline(for: size) ?? size.height
    }
}

extension TextNode {
    /// The baseline of the text's last line when laid out in `size`.
    func lastBaseline(for size: CGSize) -> CGFloat? {
        let ls = lines(maxWidth: size.width)
        guard let last = ls.last else { return nil }
        let above = totalHeight(ls) - last.height
        return above + (last.height - last.ascent - last.descent) / 2 + last.ascent
    }
}
