import Foundation
import ThreadChecker

/// What a span of the timeline stands for.
public enum SpanKind: String, Sendable, Codable, CaseIterable {
    /// A phase of the frame (`FramePhase`); the roots of a frame's tree.
    case phase
    /// A `Simulation.perform` block (an event handler of the event phase).
    case perform
    /// Input delivered to a view or its delegate (touches, scroll steps).
    case eventHandler
    /// A delegate callback (`scrollViewDidScroll(_:)` and the rest).
    case delegateCallback
    /// A block queued with `DispatchQueue.main.async` or `asyncAfter`.
    case mainQueueBlock
    /// Work of the simulation's scheduler (`Simulation.schedule(after:_:)`).
    case scheduledWork
    /// A `CADisplayLink` callback.
    case displayLinkCallback
    /// A view controller callback (`viewDidLoad`, `viewWillLayoutSubviews` …).
    case controllerCallback
    /// A view's `updateConstraints()` in the constraint pass.
    case updateConstraints
    /// A view's `layoutSubviews()` in the layout pass.
    case layoutSubviews
    /// A view's `draw(_:)` in the display pass.
    case draw
    /// `layoutIfNeeded()` that found work: a synchronous layout.
    case layoutIfNeeded
    /// `updateConstraintsIfNeeded()` that found work: a synchronous constraint update.
    case updateConstraintsIfNeeded
    /// `systemLayoutSizeFitting(_:)`: a synchronous layout of a subtree to measure it.
    case systemLayoutSizeFitting
    /// An explicit `CATransaction` commit or flush that ran the passes outside the frame's own.
    case transactionCommit
    /// A `CATransaction` completion block.
    case transactionCompletion
    /// The animations block of `UIView.animate(withDuration:…)` (a layout inside it animates:
    /// not an offence).
    case animationBlock
    /// Touch delivery to a view (`touchesBegan(_:with:)` and the rest).
    case touchHandler
    /// A control's action (target-action) or a gesture recognizer's action.
    case actionHandler

    /// Whether the span is a handler: the app's code that the frame loop or the framework calls
    /// in answer to something (input, a timer, a block, a callback). Pass callbacks
    /// (`layoutSubviews`, `updateConstraints`, `draw`) are not handlers.
    public var isHandler: Bool {
        switch self {
        case .perform, .eventHandler, .touchHandler, .actionHandler, .delegateCallback, .mainQueueBlock, .scheduledWork,
             .displayLinkCallback, .controllerCallback, .transactionCompletion: true
        default: false
        }
    }

    /// The synchronous layouts (the forced layouts of the profiler).
    public var isSynchronousLayout: Bool {
        self == .layoutIfNeeded || self == .updateConstraintsIfNeeded || self == .systemLayoutSizeFitting
    }
}
