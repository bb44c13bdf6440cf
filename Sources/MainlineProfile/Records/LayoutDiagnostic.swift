import Foundation
import ThreadChecker

/// Something wrong that the runtime detected, handled, and reports: UIKit's console messages
/// ("Unable to simultaneously satisfy constraints.") as structured records.
public struct LayoutDiagnostic: Sendable, Codable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable {
        /// Required constraints that cannot all hold; one was broken (UIKit's recovery).
        /// A simulation's setting out of range, replaced by its fallback.
        case invalidConfiguration
        case unsatisfiableConstraints
        /// Views whose frames the constraints do not determine.
        case ambiguousLayout
        /// A constraint between items with no common ancestor (refused, as UIKit throws).
        case noCommonAncestor
        /// A hierarchy change that would make a cycle (a view added to itself or a descendant).
        case invalidHierarchy
        /// A NaN or infinite frame, bounds, center or constraint constant (refused).
        case invalidGeometry
        /// Part of an Interface Builder document that could not be loaded (a missing class or
        /// outlet, an action that needs selectors).
        case interfaceBuilder
        /// A view whose layout keeps invalidating layout within one commit (broken off).
        case layoutFeedbackLoop
        /// Constraint updates that keep requesting constraint updates within one commit.
        case constraintUpdateLoop
        /// A change UIKit refuses (e.g. a priority from required to optional on an installed
        /// constraint).
        case invalidConstraintChange
        /// A controller whose `loadView()` does not set `view` (UIKit recurses forever).
        case loadViewLoop
        /// A controller API used against UIKit's rules: presenting on a controller that is
        /// already presenting, pushing a controller twice, `addChild` without `didMove`,
        /// unbalanced appearance transitions (logged with UIKit's words where it has some).
        case viewControllerMisuse
        /// A collection or table view used against UIKit's rules: an inconsistent batch update,
        /// an unregistered reuse identifier, an index path out of range, a cell that was not
        /// dequeued, duplicate diffable identifiers (UIKit raises; Mainline reports and recovers).
        case listMisuse
        /// Background work the simulation handed to a queue that did not finish in time: the frames
        /// went on without waiting for it.
        case backgroundWorkStuck
        /// An animator used against UIKit's rules, such as finishing one that was not stopped
        /// (UIKit raises; Mainline reports and ignores the call).
        case animationMisuse
        /// A visual format string UIKit cannot parse (UIKit raises "Unable to parse constraint
        /// format"; Mainline reports the same words and returns the constraints made before it).
        case invalidVisualFormat
        /// A selector sent to an object that has no method of that name (iOS raises
        /// `NSInvalidArgumentException`: "unrecognized selector sent to instance"; Mainline
        /// reports it and drops the message).
        case unrecognizedSelector
        /// A selector's argument (a sender, an event, a notification) that does not have the type
        /// of the method's parameter, or nil for a non-optional one: the method is not called.
        case selectorArgumentMismatch
    }

    public let kind: Kind
    /// The message as UIKit would print it (or Mainline's, where UIKit has none).
    public let message: String
    /// Descriptions of the views involved.
    public let views: [String]
    /// Descriptions of the constraints involved (for unsatisfiable constraints: the conflicting
    /// set, the broken one last).
    public let constraints: [String]
    /// Source locations involved (the callers that invalidated layout, say).
    public let callSites: [CallSite]
    /// The frame during which it happened, if any.
    public let frameIndex: Int?

    package init(kind: Kind, message: String, views: [String], constraints: [String], callSites: [CallSite], frameIndex: Int?) {
        self.kind = kind
        self.message = message
        self.views = views
        self.constraints = constraints
        self.callSites = callSites
        self.frameIndex = frameIndex
    }

    public var description: String { message }
}
