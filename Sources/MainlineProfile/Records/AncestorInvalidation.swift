import Foundation
import ThreadChecker

/// A view's `layoutSubviews()` that called `setNeedsLayout()` on one of its ancestors (a cell
/// invalidating its table), grouped by the two types over a run: each one lays the ancestor out
/// again in the same pass.
package struct AncestorInvalidation: Sendable {
    package init(laidOutKey: ObjectIdentifier, ancestorKey: ObjectIdentifier, laidOut: String, ancestor: String, stack: CapturedStack?,
                 count: Int, frames: [Int]) {
        self.laidOutKey = laidOutKey
        self.ancestorKey = ancestorKey
        self.laidOut = laidOut
        self.ancestor = ancestor
        self.stack = stack
        self.count = count
        self.frames = frames
    }

    package let laidOutKey: ObjectIdentifier
    package let ancestorKey: ObjectIdentifier
    package let laidOut: String
    package let ancestor: String
    /// The stack of the first call, resolved to its line when a profile is made (outside the
    /// main turn: symbolication can take long).
    package let stack: CapturedStack?
    package var count: Int
    /// The frames it happened in (the first 50).
    package var frames: [Int]
}
