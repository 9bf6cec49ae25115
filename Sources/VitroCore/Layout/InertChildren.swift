/// A node some of whose children are inert: beneath a modal presentation's dimming they take
/// no input, and WCAG sets no contrast minimum for an inactive component (read by the
/// legibility audit, which leaves them in the backdrop and does not measure them).
@MainActor
package protocol InertChildren {
    /// One flag per child, in the order of `children`; nil when none is inert.
    var inertChildren: [Bool]? { get }
}
