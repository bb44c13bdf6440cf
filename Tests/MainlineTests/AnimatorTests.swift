import Foundation
@testable import Mainline
import Testing

@Suite("UIViewPropertyAnimator and transitions")
struct AnimatorTests {
    @Test("a block added with a delay factor before the start waits that share of the duration, then covers the rest (UIViewPropertyAnimator.addAnimations(_:delayFactor:))")
    func delayFactorBeforeStart() {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let seen = sample(sim, frames: 70, then: {
            start.value = CACurrentMediaTime()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
            animator.startAnimation()
        }) { Double(view.layer.presentation()!.position.x) }
        func x(at t: Double) -> Double? { seen.last { $0.time <= start.value + t + 1e-9 }?.value }
        // 50 → 150 from half-way: still at 50 at 0.4 s, half-way (100) at 0.75 s, there at 1 s.
        #expect(x(at: 0.4).map { close($0, 50) } == true, "\(seen.map(\.value))")
        #expect(x(at: 0.75).map { close($0, 100, 1) } == true, "\(seen.map(\.value))")
        #expect(x(at: 1.05).map { close($0, 150) } == true, "\(seen.map(\.value))")
    }

    @Test("an animator sets its values when it starts and completes at .end after its duration on the simulated clock")
    func runsToEnd() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let startTime = Box(0.0)
        let animator = inspect(sim) { () -> UIViewPropertyAnimator in
            startTime.value = CACurrentMediaTime()
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { view.alpha = 0.25 }
            animator.addCompletion { position in log("completion \(position) at \(CACurrentMediaTime())") }
            log("made: alpha \(view.alpha), state \(animator.state)")
            animator.startAnimation()
            log("started: alpha \(view.alpha), state \(animator.state), running \(animator.isRunning)")
            return animator
        }
        let startedAt = startTime.value
        sim.run(for: 0.25)
        let halfway = inspect(sim) { animator.fractionComplete }
        sim.run(for: 0.5)
        let entries = log.entries
        #expect(entries[0] == "made: alpha 1.0, state inactive")
        #expect(entries[1] == "started: alpha 0.25, state active, running true")
        #expect(entries.count == 3 && entries[2].hasPrefix("completion end at "))
        let completedAt = Double(entries[2].split(separator: " ").last!)!
        // The completion runs in the first frame at or after the end (start + 0.5 s, 60 Hz frames).
        #expect(completedAt >= startedAt + 0.5 - 0.005 && completedAt <= startedAt + 0.5 + 1.0 / 60 + 0.005)
        #expect(halfway > 0.3 && halfway < 0.7)
        #expect(inspect(sim) { (animator.state, animator.isRunning) } == (.inactive, false))
    }

    @Test("pause keeps the fraction and stops the clock; stopAnimation(false) then finishAnimation(at: .current) runs the completions once; stopAnimation(true) drops them")
    func pauseStopFinish() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let animator = inspect(sim) { () -> UIViewPropertyAnimator in
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.center.x = 300 }
            animator.addCompletion { log("completion \($0)") }
            animator.pauseAnimation()          // inactive → active, paused: the values are set
            animator.fractionComplete = 0.4    // scrubbed, as a pan gesture does
            return animator
        }
        #expect(inspect(sim) { (animator.state, animator.isRunning, animator.fractionComplete, view.center.x) } == (.active, false, 0.4, 300))
        sim.run(for: 2)
        #expect(log.entries.isEmpty)
        #expect(inspect(sim) { animator.fractionComplete } == 0.4)
        inspect(sim) { animator.startAnimation() }
        sim.run(for: 0.3)
        inspect(sim) { animator.stopAnimation(false) }
        #expect(inspect(sim) { animator.state } == .stopped)
        sim.run(for: 1)
        #expect(log.entries.isEmpty)
        inspect(sim) { animator.finishAnimation(at: .current) }
        #expect(log.entries == ["completion current"])
        #expect(inspect(sim) { animator.state } == .inactive)

        let dropped = CallLog()
        inspect(sim) {
            let other = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.alpha = 0.5 }
            other.addCompletion { _ in dropped("ran") }
            other.startAnimation()
            other.stopAnimation(true)
            other.finishAnimation(at: .end)    // not stopped: UIKit raises; reported and ignored
        }
        sim.run(for: 1)
        #expect(dropped.entries.isEmpty)
        #expect(sim.diagnostics.contains { $0.kind == .animationMisuse && $0.message.contains("finishAnimationAtPosition") })
    }

    @Test("reversed, a running animator ends at .start; runningPropertyAnimator starts after its delay")
    func reversedAndRunning() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        inspect(sim) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
            animator.addCompletion { log("first \($0)") }
            animator.startAnimation()
            _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.1, delay: 0.5, animations: { view.backgroundColor = .red }) {
                log("second \($0)")
            }
            animator.isReversed = true   // at fraction 0: it has nothing left to run back
        }
        sim.run(for: 0.2)
        #expect(log.entries == ["first start"])
        sim.run(for: 0.5)
        #expect(log.entries == ["first start", "second end"])
    }

    @Test("transition(from:to:) puts the new view in the old one's place; with .showHideTransitionViews it only hides and shows")
    func transitionFromTo() {
        let (sim, container) = animationWindow()
        let (order, hiddenSwap) = inspect(sim) { () -> ([String], (Bool, Bool, Bool)) in
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            [a, b, c].forEach(container.addSubview)
            UIView.transition(from: b, to: d, duration: 0.3, options: [.transitionFlipFromLeft])
            let names = container.subviews.map { $0 === a ? "a" : $0 === b ? "b" : $0 === c ? "c" : $0 === d ? "d" : "?" }
            let e = UIView()
            e.isHidden = true
            container.addSubview(e)
            UIView.transition(from: a, to: e, duration: 0.3, options: [.showHideTransitionViews, .transitionCrossDissolve])
            return (names, (a.isHidden, e.isHidden, a.superview === container))
        }
        #expect(order == ["a", "d", "c"])
        #expect(hiddenSwap == (true, false, true))
    }

    @Test("keyframes set their values at once and complete after the whole duration")
    func keyframes() {
        let (sim, view) = animationWindow()
        let done = CallLog()
        let alpha = inspect(sim) { () -> CGFloat in
            UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.1 }
            }, completion: { finished in done("finished \(finished)") })
            return view.alpha
        }
        #expect(alpha == 0.1)
        #expect(done.entries.isEmpty)
        sim.run(for: 0.5)
        #expect(done.entries == ["finished true"])
    }
}

@Suite("UIKit breadth: names real code uses")
struct BreadthTests {
    @Test("Darwin names: NSEC_PER_SEC, HUGE, NSInteger; CACurrentMediaTime is the simulation's clock inside a turn")
    func darwinNames() {
        let sim = makeSimulation()
        let deadline = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(deadline > DispatchTime.now())
        #expect(HUGE == Float.greatestFiniteMagnitude)
        let n: NSInteger = 3
        #expect(n == 3)
        let before = inspect(sim) { CACurrentMediaTime() }
        sim.run(for: 2)
        let after = inspect(sim) { CACurrentMediaTime() }
        // Two simulated seconds, whatever the wall clock did.
        #expect(abs(after - before - 2) < 0.05)
    }

    @Test("accessibility defaults by class, settings, layout direction, feedback counts, visual effect content view")
    func accessibilityAndFriends() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let label = UILabel()
            label.text = "Hello"
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            let plain = UIView()
            plain.accessibilityTraits = .header
            plain.isAccessibilityElement = true
            plain.accessibilityLabel = "Title"
            let rtl = UIView()
            rtl.semanticContentAttribute = .forceRightToLeft
            let haptic = UIImpactFeedbackGenerator(style: .light)
            haptic.prepare()
            haptic.impactOccurred()
            haptic.impactOccurred(intensity: 0.5)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            blur.contentView.addSubview(UILabel())
            blur.layoutIfNeeded()
            return [
                "\(label.isAccessibilityElement) \(label.accessibilityLabel ?? "-") \(label.accessibilityTraits == .staticText)",
                "\(button.isAccessibilityElement) \(button.accessibilityLabel ?? "-") \(button.accessibilityTraits == .button)",
                "\(UIView().isAccessibilityElement) \(plain.isAccessibilityElement) \(plain.accessibilityLabel ?? "-") \(plain.accessibilityTraits == .header)",
                "\(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight) \(rtl.effectiveUserInterfaceLayoutDirection == .rightToLeft)",
                "\(haptic.playedCount)",
                "\(blur.contentView.frame) \(blur.subviews.count) \(blur.contentView.subviews.count)",
            ]
        }
        #expect(result == [
            "true Hello true",
            "true Go true",
            "false true Title true",
            "true true",
            "2",
            "\(CGRect(x: 0, y: 0, width: 200, height: 80)) 1 1",
        ])
    }

    @Test("addSubview is open: a container can redirect its subviews, as UIKit's subclasses do")
    func addSubviewOverride() {
        final class MaskingView: UIView {
            let backgroundView = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                super.addSubview(backgroundView)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func addSubview(_ view: UIView) { backgroundView.addSubview(view) }
        }
        let sim = makeSimulation()
        let counts = inspect(sim) { () -> (Int, Int) in
            let masking = MaskingView(frame: .zero)
            masking.addSubview(UIView())
            masking.addSubview(UIView())
            return (masking.subviews.count, masking.backgroundView.subviews.count)
        }
        #expect(counts == (1, 2))
    }
}

/// A flow layout that pages by column: a fling stops on a multiple of the page width.
private final class PagingLayout: UICollectionViewFlowLayout {
    var asked: [(CGPoint, CGPoint)] = []
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        let page: CGFloat = 300
        return CGPoint(x: (proposedContentOffset.x / page).rounded() * page, y: proposedContentOffset.y)
    }
}

@Suite("Collection view layouts: fling targets")
struct CollectionTargetTests {
    @Test("a fling asks the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) (points per second) and comes to rest there")
    func pagingTarget() {
        let layout = Box<PagingLayout?>(nil)
        let f = CollectionFixture(counts: [200], frame: CGRect(x: 0, y: 0, width: 300, height: 300), layout: {
            let l = PagingLayout()
            l.scrollDirection = .horizontal
            l.itemSize = CGSize(width: 100, height: 100)
            l.minimumInteritemSpacing = 0
            l.minimumLineSpacing = 0
            layout.value = l
            return l
        })
        f.sim.fling(f.collectionView, velocity: CGPoint(x: -1500, y: 0))
        #expect(f.sim.runUntilIdle(maxFrames: 3000))
        let (offset, asked) = f.read { cv, _ in (cv.contentOffset.x, layout.value!.asked) }
        #expect(asked.count == 1)
        #expect(asked.first.map { $0.1.x > 100 } == true)   // points per second, towards larger offsets
        #expect(offset > 0 && offset.truncatingRemainder(dividingBy: 300) == 0)
    }
}

/// Logs its animations' starts and stops with the simulated time.
private final class AnimationLog: CAAnimationDelegate {
    let log: CallLog
    let name: String
    init(_ name: String, _ log: CallLog) { self.name = name; self.log = log }
    func animationDidStart(_ anim: CAAnimation) { log("\(name) start \(Self.time())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log("\(name) stop \(flag) \(Self.time())") }
    static func time() -> String { String(format: "%.2f", CACurrentMediaTime()) }
}

@Suite("Core Animation animations")
struct CoreAnimationTests {
    @Test("a transaction's completion block waits until its animations have stopped: removed early, it runs in the next frame; one that never ends holds it until it is removed (CATransaction.setCompletionBlock: \"completed (or have been removed)\")")
    func transactionCompletionWaitsForRemoval() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        func add(_ key: String, duration: Double, forever: Bool = false) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            if forever { fade.repeatCount = .infinity }
            view.layer.add(fade, forKey: key)
        }
        // Removed after 0.2 s of a 1 s animation: the block runs then, not at 1 s.
        let t0 = inspect(sim) { () -> Double in
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("short done \(AnimationLog.time())") }
            add("short", duration: 1)
            CATransaction.commit()
            return CACurrentMediaTime()
        }
        sim.run(for: 0.2)
        sim.perform { view.layer.removeAnimation(forKey: "short") }
        sim.run(for: 0.2)
        #expect(log.entries.count == 1)
        if let first = log.entries.first, let t = Double(first.split(separator: " ").last ?? "") {
            #expect(t > t0 + 0.15 && t < t0 + 0.3, "\(log.entries) after \(t0)")
        }
        // A never-ending one: nothing after 2 s; removed, the block runs.
        inspect(sim) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("forever done") }
            add("forever", duration: 0.5, forever: true)
            CATransaction.commit()
        }
        sim.run(for: 2)
        #expect(log.entries.count == 1)
        sim.perform { view.layer.removeAnimation(forKey: "forever") }
        sim.run(for: 0.1)
        #expect(log.entries.last == "forever done")
    }

    @Test("timeOffset starts an animation part-way and wraps round within its active time; a fractional repeatCount stops part-way (CAMediaTiming)")
    func timeOffsetAndFractionalRepeat() {
        let (sim, view) = animationWindow()
        let start = Box(0.0)
        let seen = sample(sim, frames: 110, then: {
            start.value = CACurrentMediaTime()
            let offset = CABasicAnimation(keyPath: "opacity")
            offset.fromValue = 0
            offset.toValue = 1
            offset.duration = 1
            offset.timeOffset = 0.5
            view.layer.add(offset, forKey: "offset")
            let repeated = CABasicAnimation(keyPath: "cornerRadius")
            repeated.fromValue = 0
            repeated.toValue = 10
            repeated.duration = 1
            repeated.repeatCount = 1.5
            view.layer.add(repeated, forKey: "repeated")
        }) { () -> (Double, Double, Bool) in
            let shown = view.layer.presentation()!
            return (Double(shown.opacity), Double(shown.cornerRadius), view.layer.animation(forKey: "repeated") != nil)
        }
        func at(_ t: Double) -> (Double, Double, Bool)? { seen.last { $0.time <= start.value + t + 1e-9 }?.value }
        // 0.25 s in: the offset one shows 0.75 of its way; 0.75 s in, it has wrapped to 0.25.
        #expect(at(0.25).map { close($0.0, 0.75, 0.02) } == true, "\(seen.map(\.value.0))")
        #expect(at(0.75).map { close($0.0, 0.25, 0.02) } == true, "\(seen.map(\.value.0))")
        // 1.25 s in: the second cycle's first quarter; after 1.5 s it is gone.
        #expect(at(1.25).map { close($0.1, 2.5, 0.2) && $0.2 } == true, "\(seen.map(\.value.1))")
        #expect(at(1.6).map { !$0.2 } == true)
    }

    @Test("a basic animation starts at the commit and stops finished after its duration; a transaction's completion block waits for it; changing it after add changes nothing")
    func basicAnimationAndTransaction() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let t0 = inspect(sim) { () -> Double in
            let now = CACurrentMediaTime()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.6
            fade.delegate = AnimationLog("fade", log)
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("transaction done \(AnimationLog.time())") }
            view.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            fade.duration = 10          // the layer has its own copy
            log("keys \(view.layer.animationKeys() ?? [])")
            return now
        }
        sim.run(for: 1)
        let t = { (offset: Double) in String(format: "%.2f", t0 + offset) }
        #expect(log.entries == ["keys [\"fade\"]", "fade start \(t(0))", "fade stop true \(t(0.6))", "transaction done \(t(0.6))"])
        #expect(inspect(sim) { view.layer.animationKeys() } == nil)
    }

    @Test("removing or replacing an animation stops it unfinished; a forever-repeating one stops only when removed; isRemovedOnCompletion false keeps it")
    func removalAndRepeat() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        inspect(sim) {
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.repeatCount = .infinity
            spin.duration = 1
            spin.delegate = AnimationLog("spin", log)
            view.layer.add(spin, forKey: "spin")
            let a = CABasicAnimation(keyPath: "position")
            a.delegate = AnimationLog("a", log)
            view.layer.add(a, forKey: "move")
            let b = CABasicAnimation(keyPath: "position")
            b.delegate = AnimationLog("b", log)
            b.duration = 0.5
            b.isRemovedOnCompletion = false
            view.layer.add(b, forKey: "move")      // replaces a
        }
        sim.run(for: 3)
        let stops = log.entries.filter { $0.contains("stop") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(stops == ["a stop false", "b stop true"])
        #expect(inspect(sim) { view.layer.animationKeys() } == ["spin", "move"])
        inspect(sim) { view.layer.removeAllAnimations() }
        let after = log.entries.filter { $0.contains("stop") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        // The kept animation has already told its delegate: its removal is silent.
        #expect(after == ["a stop false", "b stop true", "spin stop false"])
        #expect(inspect(sim) { view.layer.animationKeys() } == nil)
    }
}

@Suite("Core Animation from background queues")
struct CoreAnimationThreadingTests {
    @Test("animations added and removed from 4 queues while frames run: each starts and stops on the simulation's clock, none is lost")
    func addFromQueues() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let layers = inspect(sim) { () -> [CALayer] in
            (0..<4).map { _ in let layer = CALayer(); view.layer.addSublayer(layer); return layer }
        }
        let group = DispatchGroup()
        for (q, layer) in layers.enumerated() {
            DispatchQueue.global().async(group: group) {
                for i in 0..<25 {
                    let pulse = CABasicAnimation(keyPath: "opacity")
                    pulse.duration = 0.05
                    pulse.delegate = AnimationLog("q\(q)-\(i)", log)
                    layer.add(pulse, forKey: "pulse-\(i)")
                    if i % 5 == 4 { layer.removeAnimation(forKey: "pulse-\(i)") }
                }
            }
        }
        while group.wait(timeout: .now()) == .timedOut { sim.runFrames(1) }
        sim.run(for: 1)
        let entries = log.entries
        let stops = entries.filter { $0.contains(" stop ") }
        // Every animation stops exactly once: finished — or, for the 20 removed right after
        // being added, unfinished, unless frames the test thread ran between the two calls had
        // already finished it (each call takes the main turn on its own).
        #expect(stops.count == 100)
        for q in 0..<4 {
            for i in 0..<25 {
                let own = stops.filter { $0.hasPrefix("q\(q)-\(i) stop ") }
                #expect(own.count == 1, "q\(q)-\(i)")
                if i % 5 != 4 { #expect(own.first?.contains(" stop true ") == true, "q\(q)-\(i)") }
            }
        }
        #expect(stops.filter { $0.contains(" stop false ") }.count <= 20)
        #expect(inspect(sim) { layers.allSatisfy { $0.animationKeys() == nil } })
    }
}

@Suite("Shape, text and replicator layers")
struct ShapeLayerTests {
    @Test("CAShapeLayer keeps Core Animation's defaults and a path's bounds; a progress ring animates strokeEnd")
    func shapeLayer() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let (fill, stroke, width, end, bounds) = inspect(sim) { () -> (CGColor?, CGColor?, CGFloat, CGFloat, CGRect) in
            let ring = CAShapeLayer()
            ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
            ring.fillColor = UIColor.clear.cgColor
            ring.strokeColor = UIColor.systemBlue.cgColor
            ring.lineWidth = 4
            ring.lineCap = .round
            view.layer.addSublayer(ring)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            draw.delegate = AnimationLog("ring", log)
            ring.add(draw, forKey: "draw")
            let plain = CAShapeLayer()
            return (plain.fillColor, plain.strokeColor, plain.lineWidth, plain.strokeEnd, ring.path!.boundingBoxOfPath)
        }
        #expect(fill == CGColor(gray: 0, alpha: 1))
        #expect(stroke == nil && width == 1 && end == 1)
        #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxX - 90) < 1e-9 && abs(bounds.minY - 10) < 1e-9 && abs(bounds.maxY - 90) < 1e-9)
        sim.run(for: 1.2)
        #expect(log.entries.map { $0.split(separator: " ").dropLast().joined(separator: " ") } == ["ring start", "ring stop true"])
        #expect(inspect(sim) { (CATextLayer().fontSize, CAReplicatorLayer().instanceCount) } == (36, 1))
    }
}

@Suite("Fonts, images and index paths real code uses")
struct SmallBreadthTests {
    @Test("UIFontDescriptor: a text style's size, bold and italic traits, designs, and fonts made from descriptors")
    func fontDescriptor() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        let bold = body.withSymbolicTraits(.traitBold)!
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.weight == .bold)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
        #expect(italic.pointSize == 20 && italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont(descriptor: body.withDesign(.monospaced)!, size: 0).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFontDescriptor(name: "Helvetica", size: 14).withSize(9).pointSize == 9)
    }

    @Test("UIImageView: the highlighted image is shown and sized while highlighted; image animation starts only with images")
    func imageViewHighlight() {
        let sim = makeSimulation()
        let sizes = inspect(sim) { () -> [String] in
            let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
            view.highlightedImage = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
            let normal = view.intrinsicContentSize
            view.isHighlighted = true
            let highlighted = view.intrinsicContentSize
            view.startAnimating()
            let withoutImages = view.isAnimating
            view.animationImages = [UIImage(systemName: "a")!, UIImage(systemName: "b")!]
            view.startAnimating()
            return ["\(normal.width)", "\(highlighted.width)", "\(withoutImages)", "\(view.isAnimating)"]
        }
        #expect(sizes == ["12.0", "24.0", "false", "true"])
    }

    @Test("NSIndexPath has UIKit's row, item and section; an animation keeps values stored under keys in its copy")
    func indexPathAndAnimationKeys() {
        let path = NSIndexPath(indexes: [2, 5], length: 2)
        #expect(path.section == 2 && path.row == 5 && path.item == 5)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue("fade-in", forKey: "name")
        let copy = animation.copy() as! CAAnimation
        #expect(copy.value(forKey: "name") as? String == "fade-in")
        #expect((copy as? CABasicAnimation)?.keyPath == "opacity")
    }
}
