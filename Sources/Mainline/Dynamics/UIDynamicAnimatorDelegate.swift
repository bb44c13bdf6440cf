import Foundation

/// Told when a dynamic animator starts moving its items again and when they come to rest.
/// Both methods are optional (the defaults do nothing); implement them in the class that
/// declares the conformance.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to move its items again (a behavior was added, an item changed).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest and the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
