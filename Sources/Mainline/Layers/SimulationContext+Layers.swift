import Foundation

// Core Animation's half of the commit: after the views' layout pass, the layers of their own
// marked with `setNeedsLayout()` lay out their sublayers; after the display pass, those marked
// with `setNeedsDisplay()` display. A view's own layer goes through its view instead.
extension SimulationContext {
    /// Core Animation may be used from any thread: the pending list is kept under the turn.
    func enqueueLayer(_ layer: CALayer) {
        turn { if !commit.pendingLayers.contains(where: { $0 === layer }) { commit.pendingLayers.append(layer) } }
    }

    func layOutPendingLayers() {
        // Laying out may mark more layers (sublayers resized): keep going until none is left.
        var rounds = 0
        while commit.pendingLayers.contains(where: \.needsLayoutFlag), rounds < 100 {
            rounds += 1
            for layer in commit.pendingLayers where layer.needsLayoutFlag { layer.layoutIfNeeded() }
        }
    }

    func displayPendingLayers() {
        let layers = commit.pendingLayers
        commit.pendingLayers = []
        for layer in layers { layer.displayIfNeeded() }
        commit.animation.displayAnimatedContents(at: loop.clock.mediaTime, in: self)
        // A layer marked for layout during display waits for the next commit.
        commit.pendingLayers = layers.filter(\.needsLayoutFlag)
    }
}
