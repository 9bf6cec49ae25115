// Where UIKit exists (canImport(UIKit) would also see VitroCompat's module of that name).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    import Foundation
    import VitroCore

    /// Insets that follow the layout direction (leading and trailing rather than left and
    /// right), as UIKit's `NSDirectionalEdgeInsets`.
    public struct NSDirectionalEdgeInsets: Hashable, Sendable {
        /// The inset from the top edge, in points.
        public var top: CGFloat
        /// The inset from the leading edge, in points.
        public var leading: CGFloat
        /// The inset from the bottom edge, in points.
        public var bottom: CGFloat
        /// The inset from the trailing edge, in points.
        public var trailing: CGFloat

        /// Insets of the given lengths, in points.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }

        /// Zero insets on every edge.
        public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

        /// The same insets as SwiftUI's `edgeInsets`.
        public init(_ edgeInsets: EdgeInsets) {
            self.init(
                top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom,
                trailing: edgeInsets.trailing)
        }

        /// Zero insets on every edge.
        public static let zero = NSDirectionalEdgeInsets()
    }

    extension EdgeInsets {
        /// The same insets as UIKit's `nsEdgeInsets`, as SwiftUI's `EdgeInsets.init(_:)`.
        public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
            self.init(
                top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom,
                trailing: nsEdgeInsets.trailing)
        }
    }
#endif
