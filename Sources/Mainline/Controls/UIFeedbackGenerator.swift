import Foundation

/// The base of the haptic feedback generators. A simulation has no haptics: the generators
/// count what they were asked to play (`playedCount`), so tests can check that a screen gives
/// feedback, and are main-thread-checked as UIKit's are.
open class UIFeedbackGenerator {
    var storedPlayedCount = 0

    /// A generator (use a subclass).
    public init() { UIEntry.check("-[UIFeedbackGenerator init]") }

    /// Readies the haptic engine (nothing to do here).
    open func prepare() { UIEntry.check("-[UIFeedbackGenerator prepare]", self) }

    /// How many times this generator played feedback (Mainline's; UIKit has no such count).
    public var playedCount: Int {
        let entry = UIEntry("-[UIFeedbackGenerator playedCount]", self); defer { entry.end() }
        return storedPlayedCount
    }
}

/// Feedback for a physical impact.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// The style it was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        UIEntry.check("-[UIImpactFeedbackGenerator initWithStyle:]")
        self.style = style
        super.init()
    }

    /// A medium impact.
    public convenience override init() {
        UIEntry.check("-[UIImpactFeedbackGenerator init]")
        self.init(style: .medium)
    }

    /// Plays an impact.
    open func impactOccurred() {
        let entry = UIEntry("-[UIImpactFeedbackGenerator impactOccurred]", self); defer { entry.end() }
        storedPlayedCount += 1
    }

    /// Plays an impact of `intensity` (0…1).
    open func impactOccurred(intensity: CGFloat) {
        let entry = UIEntry("-[UIImpactFeedbackGenerator impactOccurredWithIntensity:]", self); defer { entry.end() }
        storedPlayedCount += 1
    }
}

/// Feedback for a task's success, warning or failure.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback reports.
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    public override init() { UIEntry.check("-[UINotificationFeedbackGenerator init]"); super.init() }

    /// Plays the feedback for an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        let entry = UIEntry("-[UINotificationFeedbackGenerator notificationOccurred:]", self); defer { entry.end() }
        storedPlayedCount += 1
    }
}

/// Feedback for a change of selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { UIEntry.check("-[UISelectionFeedbackGenerator init]"); super.init() }

    /// Plays the feedback for a selection change.
    open func selectionChanged() {
        let entry = UIEntry("-[UISelectionFeedbackGenerator selectionChanged]", self); defer { entry.end() }
        storedPlayedCount += 1
    }
}
