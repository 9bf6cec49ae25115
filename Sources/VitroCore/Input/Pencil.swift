import Foundation

/// Where Apple Pencil hovers over the screen, as SwiftUI's `PencilHoverPose`.
public struct PencilHoverPose: Hashable, Sendable {
    /// The point under the pencil's tip, in the view's coordinates.
    public var location: CGPoint
    /// The tip's distance from the screen.
    public var zDistance: CGFloat
    /// The point under the tip as a unit point of the view.
    public var anchor: UnitPoint
    /// The angle between the pencil and the screen.
    public var altitude: Angle
    /// The pencil's direction across the screen.
    public var azimuth: Angle
    /// The pencil's turn about its own axis.
    public var roll: Angle
}

/// A double tap on Apple Pencil, as SwiftUI's `PencilDoubleTapGestureValue`.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    /// Where the pencil hovered when it was tapped, if over the view.
    public var hoverPose: PencilHoverPose?
}

/// A squeeze of Apple Pencil, as SwiftUI's `PencilSqueezeGestureValue`.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    /// Where the pencil hovered when it was squeezed, if over the view.
    public var hoverPose: PencilHoverPose?
}

/// The phases of a squeeze of Apple Pencil, as SwiftUI's `PencilSqueezeGesturePhase`.
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
    /// The squeeze is under way.
    case active(PencilSqueezeGestureValue)
    /// The squeeze ended.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze failed.
    case failed
}

/// What a person set a tap or squeeze of Apple Pencil to do, as SwiftUI's
/// `PencilPreferredAction` (the `preferredPencilDoubleTapAction` environment value).
public struct PencilPreferredAction: Equatable, Sendable {
    let name: String
    /// Nothing.
    public static let ignore = PencilPreferredAction(name: "ignore")
    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    /// Switch to the previous tool.
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    /// Show the color palette.
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    /// Show the ink attributes palette.
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    /// Show the contextual palette.
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    /// Run the system's shortcut.
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
}

/// A hand gesture that triggers a control on Apple Watch, as SwiftUI's `HandGestureShortcut`.
public struct HandGestureShortcut: Hashable, Sendable {
    let name: String
    /// The primary action: a double tap of the fingers.
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

extension View {
    /// Runs `action` when Apple Pencil is double-tapped (recorded: a still image has no pencil).
    public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void)
        -> some View
    {
        record("onPencilDoubleTap")
    }

    /// Runs `action` as Apple Pencil is squeezed (recorded: a still image has no pencil).
    public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View {
        record("onPencilSqueeze")
    }

    /// Lets a hand gesture trigger the view's action (recorded: a still image has no hands).
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View {
        record("handGestureShortcut")
    }
}
