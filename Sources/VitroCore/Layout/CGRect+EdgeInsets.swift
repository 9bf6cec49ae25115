import Foundation

extension CGRect {
    /// The rectangle with `insets` taken from its edges (never negative in size): padding's
    /// content, a safe area's safe region, a split view's column less its bars.
    package func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
