import Foundation
@testable import Mainline
import Testing

/// A scroll view delegate that logs what UIKit tells it, zooms `zoomView`, and may rewrite the
/// target of a drag.
final class ScrollLog: UIScrollViewDelegate {
    let log = CallLog()
    var zoomView: UIView?
    var target: CGPoint?
    var rewriteTarget: CGPoint?
    var endScale: CGFloat?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { log("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log("willEndDragging")
        target = targetContentOffset.pointee
        if let rewriteTarget { targetContentOffset.pointee = rewriteTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log("didEndDragging") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { log("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log("didEndZooming")
        endScale = scale
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { log("didChangeAdjustedContentInset") }

    /// The log without repeated neighbours.
    var compact: [String] { log.entries.reduce(into: [String]()) { out, e in if out.last != e { out.append(e) } } }
}

/// A view that logs its touches with the time they arrive.
final class TouchLogView: UIView {
    let log = CallLog()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began@\(Int((CACurrentMediaTime() * 1000).rounded()))") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended@\(Int((CACurrentMediaTime() * 1000).rounded()))") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled") }
}

/// A scroll view that counts `adjustedContentInsetDidChange()` and lets content controls be
/// cancelled.
final class CountingScrollView: UIScrollView {
    var insetChanges = 0
    var cancelsControls = false
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        insetChanges += 1
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelsControls ? true : super.touchesShouldCancel(in: view)
    }
}

/// A full-window scroll view (390 × 844) with `content` size, a delegate log, and a content view
/// that logs its touches at (0, 0, 390, 400).
final class ScrollWorld: @unchecked Sendable {
    let sim: Simulation
    let delegate = ScrollLog()
    var scrollView: CountingScrollView!
    var touchView: TouchLogView!
    var window: UIWindow!

    init(content: CGSize, configure: @escaping @MainActor (CountingScrollView) -> Void = { _ in }) {
        sim = makeSimulation(refreshRate: 60)
        sim.start {
            let window = UIWindow()
            let scrollView = CountingScrollView(frame: window.bounds)
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = content
            scrollView.delegate = self.delegate
            let touchView = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            scrollView.addSubview(touchView)
            window.addSubview(scrollView)
            configure(scrollView)
            window.makeKeyAndVisible()
            self.window = window
            self.scrollView = scrollView
            self.touchView = touchView
        }
        _ = sim.runUntilIdle()
        delegate.log.clear()
    }

    func read<T>(_ body: @escaping @MainActor (CountingScrollView) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.scrollView) } }
    }

    var offset: CGPoint { read { $0.contentOffset } }
}

@Suite("UIScrollView: paging, touches, zoom, refresh, keyboard, insets")
struct ScrollViewBehaviourTests {
    // MARK: Paging

    @Test("Paging: a fling goes to the next page, a slow drag to the nearest; the delegate's target is the page and cannot be changed")
    func paging() {
        let w = ScrollWorld(content: CGSize(width: 390 * 5, height: 844)) { $0.isPagingEnabled = true }
        w.delegate.rewriteTarget = CGPoint(x: 77, y: 0)
        // 100 pt to the left, flung at 800 pt/s: the next page.
        w.sim.drag(w.scrollView, by: CGPoint(x: -100, y: 0), duration: 0.2, releaseVelocity: CGPoint(x: -800, y: 0))
        #expect(w.sim.runUntilIdle(maxFrames: 600))
        #expect(w.delegate.target == CGPoint(x: 390, y: 0))
        #expect(abs(w.offset.x - 390) < 0.01)
        #expect(w.delegate.compact.suffix(2) == ["didScroll", "didEndDecelerating"])
        // From page 1, a slow drag of 150 pt to the right without a fling: back to page 1.
        w.sim.drag(w.scrollView, by: CGPoint(x: 150, y: 0), duration: 0.5, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(abs(w.offset.x - 390) < 0.01)
        // A slow drag of 250 pt to the right: page 0 is nearer.
        w.sim.drag(w.scrollView, by: CGPoint(x: 250, y: 0), duration: 0.5, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(abs(w.offset.x) < 0.01)
    }

    @Test("stopScrollingAndZooming stops a fling where it is (no didEndDecelerating) and aligns a paging view with a page")
    func stopScrolling() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 10_000))
        w.sim.fling(w.scrollView, velocity: CGPoint(x: 0, y: -3000))
        w.sim.runFrames(20)
        let stopped: CGPoint = w.read { sv in
            #expect(sv.isDecelerating)
            sv.stopScrollingAndZooming()
            #expect(!sv.isDecelerating)
            return sv.contentOffset
        }
        _ = w.sim.runUntilIdle()
        #expect(w.offset == stopped)
        #expect(!w.delegate.log.entries.contains("didEndDecelerating"))
        let paged: CGPoint = w.read { sv in
            sv.isPagingEnabled = true
            sv.contentOffset = CGPoint(x: 0, y: 1000)
            sv.stopScrollingAndZooming()
            return sv.contentOffset
        }
        #expect(paged == CGPoint(x: 0, y: 844))
    }

    // MARK: The pan recognizer

    @Test("A finger on the scroll view scrolls it through panGestureRecognizer; its targets see began, changed, ended after the content moved")
    func touchDrivenPan() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000))
        let seen = Box<[String]>([])
        w.sim.perform {
            w.scrollView.panGestureRecognizer.addHandler { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                seen.value.append("\(recognizer.state.rawValue):\(Int(pan.translation(in: w.scrollView).y)):\(Int(w.scrollView.contentOffset.y))")
            }
        }
        // The finger goes up 300 pt in 0.3 s.
        w.sim.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
        _ = w.sim.runUntilIdle(maxFrames: 1000)
        // Each report: the translation, and the content moved by as much the other way.
        #expect(seen.value.first?.hasPrefix("1:") == true)
        #expect(seen.value.allSatisfy { entry in
            let parts = entry.split(separator: ":").map { Int($0)! }
            return parts[1] == -parts[2] || parts[0] == 3
        })
        #expect(seen.value.last == "3:-300:300")
        // Released at 1000 pt/s: the deceleration's projection from 300.
        let expected = 300 + 1000 / (-1000 * Foundation.log(0.998))
        #expect(abs(w.offset.y - expected) < 1)
        #expect(w.delegate.compact.first == "willBeginDragging")
        #expect(w.delegate.compact.contains("didEndDecelerating"))
    }

    @Test("A scripted drag reports its translation and velocity through panGestureRecognizer")
    func scriptedDragReportsPan() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000))
        let states = Box<[UIGestureRecognizer.State]>([])
        let lastTranslation = Box<CGPoint>(.zero)
        let velocity = Box<CGPoint>(.zero)
        w.sim.perform {
            w.scrollView.panGestureRecognizer.addHandler { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                states.value.append(recognizer.state)
                lastTranslation.value = pan.translation(in: w.scrollView)
                if recognizer.state == .ended { velocity.value = pan.velocity(in: w.scrollView) }
            }
        }
        w.sim.drag(w.scrollView, by: CGPoint(x: 0, y: -200), duration: 0.2, releaseVelocity: CGPoint(x: 0, y: -900))
        _ = w.sim.runUntilIdle(maxFrames: 1000)
        #expect(states.value.first == .began)
        #expect(states.value.last == .ended)
        #expect(states.value.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(lastTranslation.value == CGPoint(x: 0, y: -200))
        #expect(velocity.value == CGPoint(x: 0, y: -900))
        #expect(w.read { $0.panGestureRecognizer.state } == .possible)
    }

    @Test("isScrollEnabled false disables the pan: a finger does not scroll")
    func scrollDisabled() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000)) { $0.isScrollEnabled = false }
        #expect(w.read { $0.panGestureRecognizer.isEnabled } == false)
        w.sim.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
        _ = w.sim.runUntilIdle()
        #expect(w.offset == .zero)
    }

    @Test("Directional lock: a drag mostly along x moves only x")
    func directionalLock() {
        let w = ScrollWorld(content: CGSize(width: 3000, height: 5000)) { $0.isDirectionalLockEnabled = true }
        w.sim.drag(w.scrollView, by: CGPoint(x: -200, y: -60), duration: 0.2, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle()
        #expect(w.offset == CGPoint(x: 200, y: 0))
        w.sim.perform { w.scrollView.isDirectionalLockEnabled = false }
        w.sim.drag(w.scrollView, by: CGPoint(x: -100, y: -60), duration: 0.2, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle()
        #expect(w.offset == CGPoint(x: 300, y: 60))
    }

    @Test("bouncesVertically false stops the content at the top edge while the horizontal axis still bounces")
    func perAxisBounce() {
        let w = ScrollWorld(content: CGSize(width: 3000, height: 5000)) { $0.bouncesVertically = false }
        #expect(w.read { $0.bounces } == false)
        w.sim.drag(w.scrollView, by: CGPoint(x: 100, y: 100), duration: 0.2, releaseVelocity: .zero)
        w.sim.runFrames(12)
        let mid = w.offset
        #expect(mid.y == 0)
        #expect(mid.x < 0)
        _ = w.sim.runUntilIdle()
        #expect(w.offset == .zero)
    }

    @Test("A vertical list inside a horizontal pager: horizontal drags page the pager, vertical ones scroll the list")
    func nestedScrollViews() {
        let sim = makeSimulation()
        let views = Box<(UIScrollView, UIScrollView)?>(nil)
        sim.start {
            let window = UIWindow()
            let pager = UIScrollView(frame: window.bounds)
            pager.contentSize = CGSize(width: 390 * 3, height: 844)
            pager.isPagingEnabled = true
            pager.contentInsetAdjustmentBehavior = .never
            let list = UIScrollView(frame: window.bounds)
            list.contentSize = CGSize(width: 390, height: 5000)
            list.contentInsetAdjustmentBehavior = .never
            pager.addSubview(list)
            window.addSubview(pager)
            window.makeKeyAndVisible()
            views.value = (pager, list)
        }
        _ = sim.runUntilIdle()
        sim.pan(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 410), duration: 0.2)
        _ = sim.runUntilIdle(maxFrames: 600)
        let (pager, list) = views.value!
        #expect(inspect(sim) { MainActor.assumeIsolated { pager.contentOffset } } == CGPoint(x: 390, y: 0))
        #expect(inspect(sim) { MainActor.assumeIsolated { list.contentOffset } } == .zero)
        sim.perform { pager.contentOffset = .zero }
        sim.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 210, y: 500), duration: 0.2)
        _ = sim.runUntilIdle(maxFrames: 600)
        #expect(inspect(sim) { MainActor.assumeIsolated { pager.contentOffset } } == .zero)
        #expect(inspect(sim) { MainActor.assumeIsolated { list.contentOffset.y } } > 200)
    }

    // MARK: Content touches

    @Test("delaysContentTouches: a quick tap reaches the content when the finger lifts, a held finger after 150 ms, a drag never")
    func delayedContentTouches() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000))
        let start = Int((w.sim.now * 1000).rounded())
        w.sim.tap(at: CGPoint(x: 100, y: 100), duration: 0.05)
        _ = w.sim.runUntilIdle()
        let tap = w.touchView.log.entries
        #expect(tap.count == 2)
        // Began and ended arrive together, when the finger lifts (the first vsync ≥ 50 ms).
        #expect(tap[0].dropFirst(6) == tap[1].dropFirst(6))
        #expect(Int(tap[0].dropFirst(6))! - start >= 50)
        w.touchView.log.clear()
        w.sim.press(at: CGPoint(x: 100, y: 100), duration: 0.4)
        _ = w.sim.runUntilIdle()
        let press = w.touchView.log.entries
        let began = Int(press[0].dropFirst(6))!, ended = Int(press.last!.dropFirst(6))!
        #expect(ended - began >= 230 && ended - began <= 270)
        w.touchView.log.clear()
        w.sim.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.1)
        _ = w.sim.runUntilIdle()
        #expect(w.touchView.log.entries.isEmpty)
        #expect(w.offset.y > 150)
    }

    @Test("Without the delay, the content hears the touch at once and a drag cancels it; canCancelContentTouches false keeps it and does not scroll")
    func cancellingContentTouches() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000)) { $0.delaysContentTouches = false }
        w.sim.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
        _ = w.sim.runUntilIdle()
        #expect(w.touchView.log.entries.first?.hasPrefix("began") == true)
        #expect(w.touchView.log.entries.last == "cancelled")
        #expect(w.offset.y > 150)
        w.sim.perform {
            w.scrollView.contentOffset = .zero
            w.scrollView.canCancelContentTouches = false
        }
        w.touchView.log.clear()
        w.sim.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
        _ = w.sim.runUntilIdle()
        #expect(w.offset == .zero)
        #expect(w.touchView.log.entries.last?.hasPrefix("ended") == true)
    }

    @Test("touchesShouldCancel(in:): a control keeps its touches unless a subclass lets the drag take them")
    func controlsKeepTouches() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000)) { sv in
            sv.delaysContentTouches = false
            let button = UIButton(frame: CGRect(x: 0, y: 450, width: 390, height: 300))
            sv.addSubview(button)
        }
        w.sim.pan(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 500), duration: 0.2)
        _ = w.sim.runUntilIdle()
        #expect(w.offset == .zero)
        w.sim.perform { w.scrollView.cancelsControls = true }
        w.sim.pan(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 100, y: 500), duration: 0.2)
        _ = w.sim.runUntilIdle()
        #expect(w.offset.y > 150)
    }

    // MARK: Zooming

    @Test("setZoomScale and zoom(to:) scale the delegate's view, its frame at the content origin, the content size following")
    func programmaticZoom() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 844)) { sv in
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            sv.addSubview(image)
            (sv.delegate as! ScrollLog).zoomView = image
            sv.minimumZoomScale = 1
            sv.maximumZoomScale = 4
        }
        let result: (CGFloat, CGSize, CGRect, CGPoint) = w.read { sv in
            sv.setZoomScale(2, animated: false)
            let view = (sv.delegate as! ScrollLog).zoomView!
            return (sv.zoomScale, sv.contentSize, view.frame, sv.contentOffset)
        }
        #expect(result.0 == 2)
        #expect(result.1 == CGSize(width: 780, height: 1688))
        #expect(result.2 == CGRect(x: 0, y: 0, width: 780, height: 1688))
        // Zoomed about the centre: the centre point stays in the middle.
        #expect(result.3 == CGPoint(x: 195, y: 422))
        #expect(w.delegate.log.entries.contains("didZoom"))
        #expect(w.read { $0.pinchGestureRecognizer } != nil)
        // Beyond the maximum: clamped.
        #expect(w.read { sv in sv.zoomScale = 10; return sv.zoomScale } == 4)
        // zoom(to:) a 100 × 100 rect at (100, 200): the scale that fits it (3.9), centred.
        let zoomed: (CGFloat, CGPoint) = w.read { sv in
            sv.zoomScale = 1
            sv.zoom(to: CGRect(x: 100, y: 200, width: 100, height: 100), animated: false)
            return (sv.zoomScale, sv.contentOffset)
        }
        #expect(abs(zoomed.0 - 3.9) < 1e-9)
        #expect(abs(zoomed.1.x - (150 * 3.9 - 195)) < 1e-6)
        #expect(abs(zoomed.1.y - (250 * 3.9 - 422)) < 1e-6)
        w.delegate.log.clear()
        w.sim.perform { w.scrollView.setZoomScale(1, animated: true) }
        w.sim.runFrames(3)
        #expect(w.read { $0.isZoomAnimating })
        _ = w.sim.runUntilIdle()
        #expect(w.read { $0.zoomScale } == 1)
        #expect(w.delegate.compact.first == "willBeginZooming")
        #expect(w.delegate.log.entries.last == "didEndZooming")
    }

    @Test("A pinch zooms about the fingers; past the maximum it rubber-bands and bounces back, then didEndZooming")
    func pinchZoom() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 844)) { sv in
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            sv.addSubview(image)
            (sv.delegate as! ScrollLog).zoomView = image
            sv.maximumZoomScale = 3
        }
        w.sim.pinch(at: CGPoint(x: 195, y: 422), from: 100, to: 200, duration: 0.3)
        _ = w.sim.runUntilIdle()
        let scale = w.read { $0.zoomScale }
        // The scale is the fingers' distance over their distance when the pinch began (110).
        #expect(abs(scale - 200.0 / 110.0) < 0.02)
        #expect(w.delegate.compact.first == "willBeginZooming")
        #expect(w.delegate.log.entries.last == "didEndZooming")
        w.delegate.log.clear()
        w.sim.pinch(at: CGPoint(x: 195, y: 422), from: 60, to: 300, duration: 0.3)
        w.sim.run(for: 0.32)
        #expect(w.read { $0.zoomScale } > 3)
        w.sim.runFrames(3)
        #expect(w.read { $0.isZoomBouncing })
        _ = w.sim.runUntilIdle()
        #expect(w.read { $0.zoomScale } == 3)
        #expect(w.delegate.endScale == 3)
        #expect(!w.read { $0.isZooming || $0.isZoomBouncing })
    }

    // MARK: Refresh control

    @Test("Pulling past the threshold during a drag sends valueChanged once; the content rests under the control until endRefreshing")
    func refreshControl() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000)) { sv in
            sv.alwaysBounceVertical = true
            sv.refreshControl = UIRefreshControl()
        }
        let fired = Box(0)
        w.sim.perform { w.scrollView.refreshControl!.addAction(UIAction { _ in fired.value += 1 }, for: .valueChanged) }
        // A 60-pt pull is not enough.
        w.sim.drag(w.scrollView, by: CGPoint(x: 0, y: 60), duration: 0.3, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle()
        #expect(fired.value == 0)
        #expect(w.offset == .zero)
        // A 400-pt pull (about 180 pt shown through the rubber band) refreshes.
        w.sim.drag(w.scrollView, by: CGPoint(x: 0, y: 400), duration: 0.4, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle()
        #expect(fired.value == 1)
        #expect(w.read { $0.refreshControl!.isRefreshing })
        #expect(w.read { $0.adjustedContentInset.top } == 60)
        #expect(abs(w.offset.y + 60) < 0.01)
        #expect(w.read { $0.refreshControl!.frame } == CGRect(x: 0, y: -60, width: 390, height: 60))
        w.sim.perform { w.scrollView.refreshControl!.endRefreshing() }
        _ = w.sim.runUntilIdle()
        #expect(w.offset == .zero)
        #expect(w.read { $0.adjustedContentInset.top } == 0)
        // beginRefreshing from code: no event, room kept.
        w.sim.perform { w.scrollView.refreshControl!.beginRefreshing() }
        _ = w.sim.runUntilIdle()
        #expect(fired.value == 1)
        #expect(w.read { $0.adjustedContentInset.top } == 60)
    }

    // MARK: Keyboard, insets, alignment

    @Test("keyboardDismissMode .onDrag: the first responder resigns when a drag begins")
    func keyboardDismissOnDrag() {
        let field = Box<UITextField?>(nil)
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000)) { sv in
            let text = UITextField(frame: CGRect(x: 0, y: 500, width: 200, height: 40))
            sv.addSubview(text)
            field.value = text
            sv.keyboardDismissMode = .onDrag
        }
        w.sim.perform { _ = field.value!.becomeFirstResponder() }
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in field.value!.isFirstResponder })
        w.sim.drag(w.scrollView, by: CGPoint(x: 0, y: -100), duration: 0.2, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle()
        #expect(!w.read { _ in field.value!.isFirstResponder })
    }

    @Test("adjustedContentInsetDidChange and scrollViewDidChangeAdjustedContentInset follow contentInset changes, once each")
    func adjustedInsetCallbacks() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000))
        let before = w.read { $0.insetChanges }
        w.sim.perform {
            w.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            w.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        }
        _ = w.sim.runUntilIdle()
        #expect(w.read { $0.insetChanges } == before + 1)
        #expect(w.delegate.log.entries.filter { $0 == "didChangeAdjustedContentInset" }.count == 1)
    }

    @Test("contentAlignmentPoint centres content smaller than the view")
    func alignment() {
        let w = ScrollWorld(content: CGSize(width: 200, height: 400))
        let offset: CGPoint = w.read { sv in
            sv.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
            return sv.contentOffset
        }
        #expect(offset == CGPoint(x: -95, y: -222))
    }

    @Test("isScrollAnimating is true during setContentOffset(animated:), not during a deceleration")
    func scrollAnimating() {
        let w = ScrollWorld(content: CGSize(width: 390, height: 5000))
        w.sim.perform { w.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true) }
        w.sim.runFrames(3)
        #expect(w.read { $0.isScrollAnimating })
        _ = w.sim.runUntilIdle()
        #expect(!w.read { $0.isScrollAnimating })
        w.sim.fling(w.scrollView, velocity: CGPoint(x: 0, y: -2000))
        w.sim.runFrames(20)
        #expect(w.read { $0.isDecelerating && !$0.isScrollAnimating })
    }
}
