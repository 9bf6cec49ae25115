import Foundation
@_spi(Nodes) import VitroCore

/// How a sheet is sized in a regular-width window (an iPad), as SwiftUI's `PresentationSizing`:
/// the size it proposes to the sheet's content, which the sheet then takes. On compact width
/// (an iPhone) sheets fill the width at their detent, whatever the sizing.
@MainActor @preconcurrency
public protocol PresentationSizing {
    /// The size proposed to the sheet's content (`root`) in `context`.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The content of a sized presentation, as SwiftUI's `PresentationSizingRoot`.
@MainActor
public struct PresentationSizingRoot {
    let node: LayoutNode
    /// The size the content takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }
}

/// Where a presentation is sized, as SwiftUI's `PresentationSizingContext`.
public struct PresentationSizingContext {
    /// The room the window leaves the sheet (its safe area less the screen margins).
    let available: CGSize
}

/// The platform's sizing: a form sheet on iPad.
public struct AutomaticPresentationSizing: PresentationSizing {
    /// The form sheet's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        FormPresentationSizing().proposedSize(for: root, context: context)
    }
}

/// A form sheet: UIKit's 540 × 620 pt, or less when the window is smaller.
public struct FormPresentationSizing: PresentationSizing {
    /// The form sheet's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(
            width: min(PresentationMetrics.formSheetSize.width, context.available.width),
            height: min(PresentationMetrics.formSheetSize.height, context.available.height))
    }
}

/// A page sheet: the form sheet's width and the whole height the window leaves (a page is
/// taller than a form).
public struct PagePresentationSizing: PresentationSizing {
    /// The page sheet's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(
            width: min(PresentationMetrics.formSheetSize.width, context.available.width),
            height: context.available.height)
    }
}

/// A sheet the size of its content, as SwiftUI's `.fitted`: its ideal size, within the room the
/// window leaves.
public struct FittedPresentationSizing: PresentationSizing {
    /// The content's ideal size, clamped to the room.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let ideal = root.sizeThatFits(.unspecified)
        return ProposedViewSize(
            width: min(ideal.width, context.available.width), height: min(ideal.height, context.available.height))
    }
}

/// A sizing fitted to the content on some axes, as `fitted(horizontal:vertical:)` makes.
public struct _FittedAxesPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool
    /// The base sizing's size, with the content's ideal length on the fitted axes.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposal = base.proposedSize(for: root, context: context)
        let ideal = root.sizeThatFits(.unspecified)
        return ProposedViewSize(
            width: horizontal ? min(ideal.width, context.available.width) : proposal.width,
            height: vertical ? min(ideal.height, context.available.height) : proposal.height)
    }
}

/// A sizing that only grows while the presentation is shown, as `sticky(horizontal:vertical:)`
/// makes: a still image is its first size, the base sizing's.
public struct _StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    /// The base sizing's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
}

extension PresentationSizing {
    /// This sizing, with the content's ideal length on the `horizontal` and `vertical` axes.
    public func fitted(horizontal: Bool, vertical: Bool) -> _FittedAxesPresentationSizing<Self> {
        _FittedAxesPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }

    /// This sizing, growing but never shrinking on the given axes while shown.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> _StickyPresentationSizing<Self> {
        _StickyPresentationSizing(base: self)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's sizing: a form sheet on iPad.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A form sheet.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A page sheet.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// A sheet the size of its content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// A sizing as a sheet's configuration keeps it.
struct AnyPresentationSizing: @unchecked Sendable {
    let proposedSize: @MainActor (PresentationSizingRoot, PresentationSizingContext) -> ProposedViewSize
}

extension View {
    /// How the enclosing sheet is sized on regular width (an iPad): `.form`, `.page`,
    /// `.fitted` or a sizing of the app's own.
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View {
        let any = AnyPresentationSizing { sizing.proposedSize(for: $0, context: $1) }
        return transformPreference(SheetConfigurationKey.self) { value in
            var own = SheetConfiguration()
            own.sizing = any
            value.merge(own)
        }
    }
}
