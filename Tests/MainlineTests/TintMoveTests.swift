import Mainline
import Testing

@Suite("tintColorDidChange on a move")
struct TintMoveTests {
    @Test("a view that inherits its tint hears tintColorDidChange when a move changes it, and not when it does not")
    func tintOnMove() {
        final class TintView: UIView {
            var changes = 0
            override func tintColorDidChange() { super.tintColorDidChange(); changes += 1 }
        }
        let sim = makeSimulation()
        let counts = inspect(sim) { () -> [Int] in
            let red = UIView()
            red.tintColor = .systemRed
            let plain = UIView()
            let view = TintView()
            let child = TintView()
            view.addSubview(child)
            var counts: [Int] = []
            plain.addSubview(view)          // default tint → default tint: no change
            counts.append(view.changes)
            red.addSubview(view)            // → red: the view and its inheriting child hear it
            counts.append(contentsOf: [view.changes, child.changes])
            let ownTint = TintView()
            ownTint.tintColor = .systemGreen
            let before = ownTint.changes
            red.addSubview(ownTint)         // a view with its own tint: no change
            counts.append(ownTint.changes - before)
            return counts
        }
        #expect(counts == [0, 1, 1, 0])
    }
}
