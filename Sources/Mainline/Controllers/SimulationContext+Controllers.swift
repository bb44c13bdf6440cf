import Foundation

extension SimulationContext {
    /// At the end of a frame: children added with `addChild(_:)` whose `didMove(toParent:)`
    /// never came. UIKit says nothing (the child just misses events); Mainline says which.
    func reportChildrenAwaitingDidMove() {
        guard !app.childrenAwaitingDidMove.isEmpty else { return }
        let waiting = app.childrenAwaitingDidMove
        app.childrenAwaitingDidMove = []
        for child in waiting where child.transitionFlags.awaitsDidMove {
            child.transitionFlags.awaitsDidMove = false
            guard let parent = child.storedParent else { continue }
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: \(child) was added to \(parent) with addChild(_:), but didMove(toParent:) was not called by the \
            end of the frame. addChild(_:) calls only willMove(toParent:); add the child's view, then call \
            child.didMove(toParent: parent).
            """, in: self)
        }
    }
}
