/// SwiftUI's other kinds of haptic feedback, with their weights and flexibilities. Haptics have
/// no effect on a still image: a `sensoryFeedback` modifier records the kind's name.
extension SensoryFeedback {
    /// Feedback for a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// Feedback for an error.
    public static let error = SensoryFeedback(name: "error")
    /// Feedback for a value that went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// Feedback for a value that went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Feedback for an activity that started.
    public static let start = SensoryFeedback(name: "start")
    /// Feedback for an activity that stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Feedback for a dragged item that snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// Feedback for a move between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// Feedback for a path that a person completed (a drawn gesture).
    public static let pathComplete = SensoryFeedback(name: "pathComplete")

    /// An impact of `weight`, at `intensity` from 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
    }

    /// An impact of objects of `flexibility`, at `intensity` from 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
    }

    /// Feedback for a change of selection of the given kind.
    public static func selection(_ feedback: SelectionFeedback) -> SensoryFeedback {
        SensoryFeedback(name: "selection(\(feedback.name))")
    }

    /// Feedback for a press of the given kind of control.
    public static func press(_ feedback: PressFeedback) -> SensoryFeedback {
        SensoryFeedback(name: "press(\(feedback.name))")
    }

    /// Feedback for a release of the given kind of control.
    public static func release(_ feedback: ReleaseFeedback) -> SensoryFeedback {
        SensoryFeedback(name: "release(\(feedback.name))")
    }

    /// The mass of the objects in an impact.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of the objects in an impact.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        /// Rigid objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid objects.
        public static let solid = Flexibility(name: "solid")
        /// Soft objects.
        public static let soft = Flexibility(name: "soft")
    }

    /// The kinds of selection feedback.
    public struct SelectionFeedback: Hashable, Sendable {
        let name: String
        /// A selection that reached its maximum.
        public static let maximum = SelectionFeedback(name: "maximum")
        /// A selection that reached its minimum.
        public static let minimum = SelectionFeedback(name: "minimum")
        /// A selection turned on.
        public static let on = SelectionFeedback(name: "on")
        /// A selection turned off.
        public static let off = SelectionFeedback(name: "off")
    }

    /// The controls a press feedback is for.
    public struct PressFeedback: Hashable, Sendable {
        let name: String
        /// A button with a label.
        public static let button = PressFeedback(name: "button")
        /// A button with an icon only.
        public static let buttonIconOnly = PressFeedback(name: "buttonIconOnly")
        /// A slider's thumb.
        public static let slider = PressFeedback(name: "slider")
        /// A toggle.
        public static let toggle = PressFeedback(name: "toggle")
        /// A tab.
        public static let tab = PressFeedback(name: "tab")
    }

    /// The controls a release feedback is for.
    public struct ReleaseFeedback: Hashable, Sendable {
        let name: String
        /// A slider's thumb.
        public static let slider = ReleaseFeedback(name: "slider")
    }
}
