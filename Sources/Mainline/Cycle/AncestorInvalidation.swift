import Foundation
import ThreadChecker

/// A view's `layoutSubviews()` that called `setNeedsLayout()` on one of its ancestors (a cell
/// invalidating its table), grouped by the two types over a run: each one lays the ancestor out
/// again in the same pass.
struct AncestorInvalidation {
    let laidOutKey: ObjectIdentifier
    let ancestorKey: ObjectIdentifier
    let laidOut: String
    let ancestor: String
    /// The stack of the first call, resolved to its line when a profile is made (outside the
    /// main turn: symbolication can take long).
    let stack: CapturedStack?
    var count: Int
    /// The frames it happened in (the first 50).
    var frames: [Int]
}
