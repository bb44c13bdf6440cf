import Foundation
@testable import Mainline
import MainlineTesting
import Testing

@Suite("Scrolling as UIKit scrolls", .mainline(.quiet))
struct ScrollingTests {
    @Test("A fling: UIKit's delegate order, velocity in points per ms, rest at the projected target")
    func flingOrderAndTarget() throws {
        let f = ScrollFixture(refreshRate: 120, rows: 200)
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -2000))
        #expect(f.sim.runUntilIdle(maxFrames: 2000))
        let entries = f.recorder.log.entries
        let compact = entries.reduce(into: [String]()) { out, e in if out.last != e { out.append(e) } }
        #expect(compact == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                            "didScroll", "didEndDecelerating"])
        // The finger moved 200 pt up in 0.1 s: the content follows it 1:1 while dragging.
        let velocity = try #require(f.recorder.velocity)
        #expect(abs(velocity.y - 2.0) < 1e-9)
        #expect(velocity.x == 0)
        let target = try #require(f.recorder.target)
        let expected = 200 - 2000 / (1000 * Foundation.log(0.998))
        #expect(abs(target.y - expected) < 1e-6)
        #expect(abs(f.scrollView.contentOffset.y - expected) < 1e-6)
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging && !f.scrollView.isTracking)
        // One scrollViewDidScroll per frame, each a new offset, increasing.
        let offsets = f.recorder.offsets.map(\.y)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(f.sim.timeline.allSatisfy { frame in
            frame.spans.filter { $0.name == "scrollViewDidScroll(_:)" }.count <= 1
        })
    }

    @Test("The deceleration follows x(t) = x0 + v0 (d^(1000t) - 1) / (1000 ln d) frame by frame")
    func decelerationCurve() {
        let f = ScrollFixture(refreshRate: 60, rows: 400)
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -3000), duration: 0.05)
        f.sim.runFrames(40)
        let frames = f.sim.timeline
        // Find the frame of the release and check the offsets after it against the formula.
        let release = frames.firstIndex { $0.spans.contains { $0.name == "scrollViewWillBeginDecelerating(_:)" } }!
        let t0 = frames[release].timestamp
        let x0 = 150.0, v0 = 3000.0
        let offsets = f.recorder.offsets.map(\.y)
        let afterRelease = offsets.suffix(from: offsets.firstIndex { $0 > x0 + 1e-9 }!)
        for (k, y) in afterRelease.prefix(10).enumerated() {
            let t = frames[release + 1 + k].timestamp - t0
            #expect(abs(y - ScrollPhysics.decelerationOffset(x0: x0, v0: v0, rate: 0.998, after: t)) < 1e-9)
        }
    }

    @Test("The .fast rate stops sooner: the projection is v0 / (1000 |ln 0.99|)")
    func fastRate() {
        let f = ScrollFixture(refreshRate: 120, rows: 200)
        f.sim.perform { f.scrollView.decelerationRate = .fast }
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -2000))
        _ = f.sim.runUntilIdle(maxFrames: 2000)
        #expect(abs(f.scrollView.contentOffset.y - (200 - 2000 / (1000 * Foundation.log(0.99)))) < 1e-6)
    }

    @Test("The delegate may move the target: the content comes to rest there")
    func changedTarget() {
        let f = ScrollFixture(refreshRate: 120, rows: 200)
        f.recorder.newTarget = CGPoint(x: 0, y: 700)
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -2000))
        _ = f.sim.runUntilIdle(maxFrames: 2000)
        #expect(abs(f.scrollView.contentOffset.y - 700) < 1e-6)
    }

    @Test("Setting contentOffset during a deceleration moves it: the fling goes on from there (an infinite carousel)")
    func recentringWhileDecelerating() {
        let f = ScrollFixture(refreshRate: 120, rows: 200)
        let shifted = Box(false)
        f.recorder.onScroll = { sv in
            if !shifted.value, sv.contentOffset.y > 800 {
                shifted.value = true
                sv.contentOffset.y -= 500
                #expect(sv.isDecelerating)
            }
        }
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -2000))
        _ = f.sim.runUntilIdle(maxFrames: 2000)
        #expect(shifted.value)
        #expect(abs(f.scrollView.contentOffset.y - (200 - 2000 / (1000 * Foundation.log(0.998)) - 500)) < 1e-6)
        #expect(f.recorder.log.entries.last == "didEndDecelerating")
    }

    @Test("Pulling past the top rubber-bands (0.55 coefficient), then springs back to the edge")
    func rubberBandAndBounce() {
        let f = ScrollFixture(refreshRate: 60, rows: 50)
        f.sim.drag(f.scrollView, by: CGPoint(x: 0, y: 200), duration: 0.25, releaseVelocity: .zero)
        f.sim.runFrames(16)
        let pulled = f.recorder.offsets.map(\.y).min()!
        // 200 pt of finger past the edge of an 844-pt view shows as (1 - 1/(200·0.55/844 + 1))·844.
        #expect(abs(pulled + (1 - 1 / (200 * 0.55 / 844 + 1)) * 844) < 1e-9)
        #expect(f.sim.runUntilIdle(maxFrames: 600))
        #expect(f.scrollView.contentOffset.y == CGFloat(0))
        let log = f.recorder.log.entries
        #expect(log.contains("didEndDragging(true)"))
        #expect(log.last == "didEndDecelerating")
    }

    @Test("A fling past the bottom bounces and comes to rest at the bottom edge")
    func flingPastTheEnd() {
        let f = ScrollFixture(refreshRate: 120, rows: 20)
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -6000))
        #expect(f.sim.runUntilIdle(maxFrames: 2000))
        let bottom: CGFloat = 2000 - 844
        #expect(f.recorder.offsets.map(\.y).max()! > bottom)
        #expect(f.scrollView.contentOffset.y == bottom)
    }

    @Test("Without bounces the content stops at the edge")
    func noBounce() {
        let f = ScrollFixture(refreshRate: 120, rows: 20)
        f.sim.perform { f.scrollView.bounces = false }
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -6000))
        _ = f.sim.runUntilIdle(maxFrames: 2000)
        #expect(f.recorder.offsets.map(\.y).max()! == CGFloat(2000 - 844))
        #expect(f.scrollView.contentOffset.y == CGFloat(2000 - 844))
    }

    @Test("setContentOffset(animated:) scrolls over frames, then scrollViewDidEndScrollingAnimation")
    func animatedOffset() {
        let f = ScrollFixture(refreshRate: 60, rows: 50)
        f.sim.perform { f.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true) }
        _ = f.sim.runUntilIdle()
        #expect(f.scrollView.contentOffset.y == CGFloat(600))
        let log = f.recorder.log.entries
        #expect(log.last == "didEndScrollingAnimation")
        // 0.3 s at 60 Hz: one didScroll per frame of the animation.
        #expect(log.filter { $0 == "didScroll" }.count == 18)
        #expect(f.sim.timeline.filter(\.isScrolling).count >= 18)
    }

    @Test("A status-bar tap scrolls to the top, then scrollViewDidScrollToTop")
    func scrollToTop() {
        let f = ScrollFixture(refreshRate: 60, rows: 50)
        f.sim.perform { f.scrollView.contentOffset = CGPoint(x: 0, y: 900) }
        f.sim.runFrames(1)
        f.recorder.log.clear()
        f.sim.tapStatusBar()
        _ = f.sim.runUntilIdle()
        #expect(f.scrollView.contentOffset.y == CGFloat(0))
        #expect(f.recorder.log.entries.last == "didScrollToTop")
        #expect(f.recorder.log.entries.filter { $0 == "didScroll" }.count == 18)
    }

    @Test("A tap on a decelerating scroll view stops it, without scrollViewDidEndDecelerating")
    func tapStopsDeceleration() {
        let f = ScrollFixture(refreshRate: 60, rows: 200)
        final class TouchRow: UIView {
            var touches: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("ended") }
        }
        let row = Box<TouchRow?>(nil)
        f.sim.perform {
            let r = TouchRow(frame: CGRect(x: 0, y: 0, width: 390, height: 20000))
            f.scrollView.insertSubview(r, at: 0)
            f.scrollView.addSubview(r)
            row.value = r
        }
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -3000))
        f.sim.tap(at: CGPoint(x: 100, y: 400), after: 0.4)
        f.sim.runFrames(60)
        #expect(f.scrollView.isDecelerating == false)
        let stopped = f.scrollView.contentOffset.y
        f.sim.runFrames(10)
        #expect(f.scrollView.contentOffset.y == stopped)
        #expect(stopped < 300 - 3000 / (1000 * Foundation.log(0.998)))
        #expect(!f.recorder.log.entries.contains("didEndDecelerating"))
        #expect(row.value?.touches == ["began", "ended"])
    }

    @Test("contentOffset set from an event calls scrollViewDidScroll at once and counts as scrolling")
    func offsetFromCode() {
        let f = ScrollFixture(refreshRate: 60, rows: 50)
        let seen = Box<[String]>([])
        f.sim.perform {
            f.scrollView.contentOffset = CGPoint(x: 0, y: 50)
            seen.value = f.recorder.log.entries
        }
        f.sim.runFrames(1)
        #expect(seen.value == ["didScroll"])
        #expect(f.sim.timeline.last?.isScrolling == true)
    }

    @Test("adjustedContentInset adds the safe area on scrollable axes; the offset limits follow")
    func adjustedInset() {
        let f = ScrollFixture(refreshRate: 60, rows: 50)
        let inset = Box(UIEdgeInsets.zero)
        f.sim.perform {
            f.scrollView.contentInsetAdjustmentBehavior = .automatic
            f.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            inset.value = f.scrollView.adjustedContentInset
        }
        f.sim.runFrames(1)
        let safe = f.sim.screen.safeAreaInsets
        #expect(inset.value == UIEdgeInsets(top: 10 + safe.top, left: 0, bottom: safe.bottom, right: 0))
        #expect(f.scrollView.offsetLimits.minY == -(10 + safe.top))
    }
}
