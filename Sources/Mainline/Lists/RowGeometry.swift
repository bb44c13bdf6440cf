import Foundation

/// The heights of a list's slots (a table view's section headers, rows and footers, in order)
/// in a Fenwick tree: a slot's offset, a height change and the slot at an offset each cost
/// O(log n), so a 100,000-row table resolves its estimates one row at a time as it scrolls
/// without re-adding the rows below.
struct RowGeometry {
    private var tree: [Double] = [0]
    private(set) var heights: [Double] = []
    /// Whether each slot's height is final (measured or asked for), not an estimate.
    private(set) var resolved: [Bool] = []

    var count: Int { heights.count }

    /// Replaces every slot.
    mutating func reset(heights newHeights: [Double], resolved newResolved: [Bool]) {
        heights = newHeights
        resolved = newResolved
        tree = [Double](repeating: 0, count: newHeights.count + 1)
        // Linear construction: each node adds itself to its parent.
        for i in 1...max(1, newHeights.count) where i <= newHeights.count {
            tree[i] += newHeights[i - 1]
            let parent = i + (i & -i)
            if parent <= newHeights.count { tree[parent] += tree[i] }
        }
    }

    /// Marks every height an estimate again (they are measured again when shown).
    mutating func unresolveAll() {
        resolved = [Bool](repeating: false, count: resolved.count)
    }

    /// Sets one slot's height.
    mutating func set(_ slot: Int, height: Double, resolved isResolved: Bool) {
        let delta = height - heights[slot]
        heights[slot] = height
        resolved[slot] = isResolved
        guard delta != 0 else { return }
        var i = slot + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The offset of a slot's top: the sum of the heights before it.
    func offset(of slot: Int) -> Double {
        var sum = 0.0
        var i = min(slot, heights.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The sum of every height.
    var total: Double { offset(of: heights.count) }

    /// The first slot whose bottom is below `y` (the slot containing `y`; `count` when `y` is
    /// past the end). Zero-height slots at `y` are skipped.
    func slot(containing y: Double) -> Int {
        guard y >= 0 else { return 0 }
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
