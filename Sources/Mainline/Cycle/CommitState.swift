import Foundation

/// What a simulation's next commit serves and what its passes are doing: the layout passes'
/// state and the invalidations they flush, the transaction stack, the animations waiting for
/// their commit, the layers of their own marked for layout or display, and the drawing contexts
/// of code that draws.
///
/// Touched only by the thread that holds the simulation's turn.
final class CommitState {
    var passes = LayoutPassState()
    /// Invalidations made by handlers that no layout has flushed yet (for forced-layout
    /// findings).
    var invalidations = InvalidationLog()
    var transactions = TransactionStack()
    /// Animations: those waiting for their commit, the layers animating, open animation blocks.
    let animation = AnimationState()
    /// `UIView.setAnimationsEnabled(_:)` (off inside `performWithoutAnimation`).
    var animationsEnabled = true
    /// Layers of their own marked for layout or display, for the next commit.
    var pendingLayers: [CALayer] = []
    /// The graphics contexts of code drawing on the thread that holds the simulation's turn.
    let graphicsStack = GraphicsContextStack()
}
