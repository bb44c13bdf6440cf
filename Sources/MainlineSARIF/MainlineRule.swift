/// The rules Mainline's findings are reported under — the same in the profile's reports and the
/// Main Thread Checker's — with their stable ids (SARIF, annotations).
package enum MainlineRule: String, CaseIterable, Sendable {
    case forcedSynchronousLayout, layoutThrashing, hitch, threadViolation, layoutFeedbackLoop, layoutDiagnostic
    case ancestorInvalidatedDuringLayout, slowHandler, hang, layoutChangeNotAnimated

    /// The stable id: ML001…ML010.
    package var id: String {
        "ML" + String(repeating: "0", count: 3 - String(ordinal).count) + String(ordinal)
    }

    private var ordinal: Int { MainlineRule.allCases.firstIndex(of: self)! + 1 }

    /// The rule's name (its case).
    package var name: String { rawValue }

    /// A human title.
    package var title: String {
        switch self {
        case .forcedSynchronousLayout: "Forced synchronous layout"
        case .layoutThrashing: "Layout thrashing"
        case .hitch: "Hitches"
        case .threadViolation: "UI API called off the main thread"
        case .layoutFeedbackLoop: "Layout feedback loop"
        case .layoutDiagnostic: "Layout diagnostic"
        case .ancestorInvalidatedDuringLayout: "Layout invalidated from a subview's layout"
        case .slowHandler: "Slow handler"
        case .hang: "Hang"
        case .layoutChangeNotAnimated: "Layout change not animated"
        }
    }

    /// What the rule finds.
    package var description: String {
        switch self {
        case .forcedSynchronousLayout: "A layoutIfNeeded(), updateConstraintsIfNeeded() or systemLayoutSizeFitting(_:) call ran a layout inside an event handler instead of leaving it to the frame's commit."
        case .layoutThrashing: "A handler alternated invalidating and forcing layout more than once in one run."
        case .hitch: "Frames were presented later than their expected presentation time."
        case .threadViolation: "A UIKit API was called from a thread other than the main thread."
        case .layoutFeedbackLoop: "A view's layout kept invalidating layout within one commit."
        case .layoutDiagnostic: "Constraints or geometry that UIKit reports: unsatisfiable or ambiguous constraints, invalid values."
        case .ancestorInvalidatedDuringLayout: "A view's layoutSubviews() invalidated the layout of an ancestor, which is then laid out again in the same pass."
        case .slowHandler: "A handler's own code took more than half a frame's budget in a frame of scrolling, animation or input."
        case .hang: "The main thread did not respond for 250 ms or more: busy, or blocked in a wait."
        case .layoutChangeNotAnimated: "A constraint changed inside an animation block that never laid out: the layout lands at the next commit, outside the animation, and the views jump."
        }
    }

    /// The level a finding of the rule has unless it says otherwise.
    package var defaultLevel: String {
        switch self {
        case .threadViolation, .layoutFeedbackLoop, .hang: "error"
        default: "warning"
        }
    }
}
