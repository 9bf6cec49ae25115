import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Why a host could not do what a test asked.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
    /// No control answers to the label (its text, accessibility label or identifier).
    case noControl(label: String, action: String)
    /// Several controls answer to the label; give one an accessibility identifier.
    case severalControls(label: String, action: String, count: Int)
    /// No scroll view has that id.
    case noScrollView(id: String)
    /// The animation in flight never settles (it repeats forever): give a duration.
    case animationNeverSettles
    /// A frame rate outside 1…1000, or a duration that is negative or not finite.
    case invalidTiming(fps: Int, duration: Double?)
    /// More frames than a transition may have (an hour at the given rate).
    case tooManyFrames(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .noControl(let label, let action):
            "no control to \(action) is labeled or identified \"\(label)\""
        case .severalControls(let label, let action, let count):
            "\(count) controls to \(action) are labeled \"\(label)\"; give one an accessibilityIdentifier"
        case .noScrollView(let id):
            "no scroll view has the id \(id)"
        case .animationNeverSettles:
            "the animation in flight never settles (it repeats forever): pass renderTransition a duration"
        case .invalidTiming(let fps, let duration):
            "cannot draw frames at \(fps) fps for \(duration.map { "\($0) s" } ?? "the animation's length"): "
                + "the rate must be 1…1000 and the duration finite and not negative"
        case .tooManyFrames(let count, let limit):
            "a transition of \(count) frames is over the limit of \(limit)"
        }
    }
}

extension ViewHost {
    /// Taps the control labeled `label` (its text, accessibility label or accessibility
    /// identifier): a `Button` runs its action, a `Toggle` flips, an `onTapGesture` view runs
    /// its closure; then the view updates.
    public func tap(_ label: String) throws {
        let target = try control(label, action: "tap") { $0.onTap }
        applyChange(target)
    }

    /// Long-presses the view labeled `label` (`onLongPressGesture`), then updates the view.
    public func longPress(_ label: String) throws {
        let target = try control(label, action: "long-press") { $0.onLongPress }
        applyChange(target)
    }

    /// Types `text` into the text field labeled `label` (replacing its text), then updates.
    public func enter(_ text: String, into label: String) throws {
        let target = try control(label, action: "type into") { $0.setValue }
        applyChange { target(text) }
    }

    /// Moves the slider labeled or identified `label` to `value` (clamped to its bounds and
    /// rounded to its step), then updates the view.
    public func slide(_ label: String, to value: Double) throws {
        let target = try control(label, action: "slide") { $0.setValue }
        applyChange { target(value) }
    }

    /// Scrolls the scroll view with id `id` (`.id(_:)`) by `offset` points (positive y moves
    /// the content up; the offset stops at zero), then updates the view.
    public func scroll<ID: Hashable>(_ id: ID, by offset: CGPoint) throws {
        let frame = lastFrame ?? update()
        let wanted = AnyHashable(id)
        var found: ((CGPoint) -> Void)?
        // Depth first, in paint order: the first scroll view at or under the identified view.
        var stack: [(node: LayoutNode, inside: Bool)] = [(frame.root, false)]
        while let (node, outer) = stack.popLast(), found == nil {
            let inside = outer || node.attributes.identity == wanted
            if inside, let scroll = node.attributes.scrollBy {
                found = scroll
            } else {
                stack += node.children.reversed().map { ($0, inside) }
            }
        }
        guard let found else { throw ViewHostError.noScrollView(id: "\(id)") }
        applyChange { found(offset) }
    }

    /// The one innermost node whose `action` is set and which answers to `label`.
    private func control<T>(_ label: String, action: String, _ get: (ViewAttributes) -> T?) throws -> T {
        let frame = lastFrame ?? update()
        var matches: [(node: LayoutNode, value: T)] = []
        /// Returns whether the subtree held a match.
        @discardableResult
        func visit(_ node: LayoutNode) -> Bool {
            var inner = false
            for child in node.children where visit(child) { inner = true }
            if !inner, let value = get(node.attributes), answers(node, to: label) {
                matches.append((node, value))
                return true
            }
            return inner
        }
        visit(frame.root)
        guard let match = matches.first else { throw ViewHostError.noControl(label: label, action: action) }
        guard matches.count == 1 else {
            throw ViewHostError.severalControls(label: label, action: action, count: matches.count)
        }
        return match.value
    }

    private func answers(_ node: LayoutNode, to label: String) -> Bool {
        let a = node.attributes
        if a.accessibilityIdentifier == label || a.accessibilityLabel == label { return true }
        var texts: [String] = []
        func collect(_ n: LayoutNode) {
            if n !== node, n.attributes.accessibilityIdentifier == label { texts.append(label) }
            if let text = n as? TextNode { texts.append(text.runs.map(\.string).joined()) }
            for c in n.children { collect(c) }
        }
        collect(node)
        return texts.contains(label) || texts.joined(separator: " ") == label
    }
}
