import Foundation
@testable import Mainline
import Testing

/// A window with a 100 × 100 view (red, with a blue 50 × 50 subview at its top left) in it.
private func coloredWindow() -> (Simulation, UIView) {
    let sim = makeSimulation()
    let box = Box<UIView?>(nil)
    sim.start {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        window.addSubview(view)
        box.value = view
    }
    sim.runUntilIdle()
    return (sim, box.value!)
}

private final class TraitLog: UIView {
    var previous: [UIUserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection?.userInterfaceStyle)
    }
}

private final class TintLog: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

private final class Hover: UIInteraction {
    private(set) weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("will \(view == nil ? "nil" : "view")") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("did \(view == nil ? "nil" : "view")")
    }
}

private final class LegacyDelegate: SelectorDispatching {
    var stops: [(String?, Bool)] = []
    var starts: [String?] = []
    func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        switch selector {
        case "animationWillStart:context:":
            return SelectorMethod { self.starts.append(try $0.value(0)); return nil }
        case "animationDidStop:finished:context:":
            return SelectorMethod { arguments in
                let finished: NSNumber = try arguments.value(1)
                self.stops.append((try arguments.value(0), finished.boolValue))
                return nil
            }
        default: return nil
        }
    }
}

@Suite("UIView: snapshots, appearance, interactions, the legacy animation API")
struct ViewAdditionsTests {
    @Test("snapshotView shows the view's hierarchy as an image of its size at the screen's scale; drawHierarchy draws it into a context")
    func snapshots() throws {
        let (sim, view) = coloredWindow()
        let snapshot = try #require(inspect(sim) { view.snapshotView(afterScreenUpdates: false) })
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = try #require(inspect(sim) { snapshot.layer.contents as? CGImage })
        let scale = inspect(sim) { view.window!.screen.scale }
        #expect(image.width == Int(100 * scale))
        let pixels = image.pixels()
        let blue = pixels.pixel(Int(10 * scale), Int(10 * scale)), red = pixels.pixel(Int(80 * scale), Int(80 * scale))
        #expect(blue.b == 255 && blue.r == 0 && red.r == 255 && red.b == 0)
        let drawn = inspect(sim) { () -> CGImage in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image { _ in
                view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: true)
            }.cgImage!
        }
        #expect(drawn.pixels().pixel(5, 5).b == 255 && drawn.pixels().pixel(40, 40).r == 255)
        #expect(inspect(sim) { view.drawHierarchy(in: view.bounds, afterScreenUpdates: false) } == false)
        let part = try #require(inspect(sim) {
            view.resizableSnapshotView(from: CGRect(x: 40, y: 40, width: 20, height: 20), afterScreenUpdates: false,
                                       withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        })
        #expect(part.bounds.size == CGSize(width: 20, height: 20))
        #expect(inspect(sim) { part.layer.contentsCenter } == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    @Test("overrideUserInterfaceStyle sets the style of the view and those below it, which hear traitCollectionDidChange; the window's override reaches all")
    func overrideStyle() {
        let sim = makeSimulation()
        let views = Box<(UIWindow, TraitLog, TraitLog)?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let outer = TraitLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), inner = TraitLog(frame: .zero)
            outer.addSubview(inner)
            window.addSubview(outer)
            views.value = (window, outer, inner)
        }
        sim.runUntilIdle()
        let (window, outer, inner) = views.value!
        let before = inspect(sim) { inner.traitCollection.userInterfaceStyle }
        #expect(before == .light)
        inspect(sim) { outer.overrideUserInterfaceStyle = .dark }
        #expect(inspect(sim) { (outer.traitCollection.userInterfaceStyle, inner.traitCollection.userInterfaceStyle) } == (.dark, .dark))
        #expect(outer.previous == [.light] && inner.previous == [.light])
        inspect(sim) { inner.overrideUserInterfaceStyle = .light }
        #expect(inspect(sim) { inner.traitCollection.userInterfaceStyle } == .light && inner.previous == [.light, .dark])
        inspect(sim) { outer.overrideUserInterfaceStyle = .unspecified; window.overrideUserInterfaceStyle = .dark }
        #expect(inspect(sim) { outer.traitCollection.userInterfaceStyle } == .dark)
        #expect(inspect(sim) { inner.traitCollection.userInterfaceStyle } == .light)
    }

    @Test("content size limits clamp the category the view and those below it see")
    func contentSizeLimits() {
        let (sim, view) = coloredWindow()
        let inner = inspect(sim) { view.subviews[0] }
        inspect(sim) { view.maximumContentSizeCategory = .medium }
        #expect(inspect(sim) { inner.traitCollection.preferredContentSizeCategory } == .medium)
        inspect(sim) { view.minimumContentSizeCategory = .extraExtraLarge; view.maximumContentSizeCategory = nil }
        #expect(inspect(sim) { inner.traitCollection.preferredContentSizeCategory } == .extraExtraLarge)
        #expect(inspect(sim) { inner.appliedContentSizeCategoryLimitsDescription }.contains("UICTContentSizeCategoryXXL"))
    }

    @Test("tintAdjustmentMode: the first set from the view up (normal at the top); dimmed tints are gray at half alpha; a change calls tintColorDidChange below")
    func tintAdjustment() {
        let sim = makeSimulation()
        let views = Box<(TintLog, TintLog)?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let outer = TintLog(frame: .zero), inner = TintLog(frame: .zero)
            outer.addSubview(inner)
            window.addSubview(outer)
            views.value = (outer, inner)
        }
        sim.runUntilIdle()
        let (outer, inner) = views.value!
        let changes = (outer.changes, inner.changes)
        #expect(inspect(sim) { inner.tintAdjustmentMode } == .normal)
        inspect(sim) { outer.tintAdjustmentMode = .dimmed }
        #expect(outer.changes == changes.0 + 1 && inner.changes == changes.1 + 1)
        let tint = inspect(sim) { inner.tintColor! }
        var white: CGFloat = 0, alpha: CGFloat = 0, r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        tint.getWhite(&white, alpha: &alpha)
        tint.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == g && g == b && abs(alpha - 0.5) < 1e-9)
        #expect(inspect(sim) { inner.tintAdjustmentMode } == .dimmed)
        inspect(sim) { inner.tintAdjustmentMode = .normal }
        #expect(inspect(sim) { inner.tintColor } == .systemBlue)
    }

    @Test("interactions hear willMove and didMove when added and removed, and move from one view to another")
    func interactions() {
        let (sim, view) = coloredWindow()
        let hover = Hover()
        let other = inspect(sim) { view.subviews[0] }
        inspect(sim) { view.addInteraction(hover) }
        #expect(hover.log == ["will view", "did view"] && hover.view === view)
        #expect(inspect(sim) { view.interactions.count } == 1)
        inspect(sim) { other.addInteraction(hover) }
        #expect(hover.view === other && inspect(sim) { view.interactions.isEmpty })
        inspect(sim) { other.removeInteraction(hover) }
        #expect(hover.log.suffix(2) == ["will nil", "did nil"] && hover.view == nil)
    }

    @Test("an interpolating motion effect puts its key path at the middle of its range (the device held still)")
    func motionEffects() {
        let (sim, view) = coloredWindow()
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -10
        effect.maximumRelativeValue = 30
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))?["center.x"] as? CGFloat == 30)
        inspect(sim) { view.addMotionEffect(effect) }
        let x = inspect(sim) { view.center.x }
        #expect(abs(x - 80) < 1e-9, "center.x \(x)")
        #expect(inspect(sim) { view.motionEffects.count } == 1)
    }

    @Test("""
    beginAnimations/commitAnimations animate the changes between them with the block's settings (duration, curve, \
    repeat count); the delegate hears the will-start and did-stop selectors
    """)
    @available(*, deprecated)
    func legacyAnimations() {
        let (sim, view) = animationWindow(refreshRate: 60)
        let delegate = LegacyDelegate()
        let begin = inspect(sim) { () -> Double in
            UIView.beginAnimations("slide", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelegate(delegate)
            UIView.setAnimationWillStart("animationWillStart:context:")
            UIView.setAnimationDidStop("animationDidStop:finished:context:")
            view.alpha = 0
            #expect(UIView.inheritedAnimationDuration == 1)
            UIView.commitAnimations()
            return CACurrentMediaTime()
        }
        #expect(delegate.starts == ["slide"])
        #expect(inspect(sim) { view.layer.animationKeys() } == ["opacity"])
        var mid: Double?
        while mid == nil {
            let sample = inspect(sim) { (CACurrentMediaTime(), Double(view.layer.presentation()!.opacity)) }
            if elapsed(sample.0, since: begin) >= 0.5 - 1e-9 { mid = sample.1 }
        }
        #expect(close(mid!, 0.5, 1e-6))
        sim.run(for: 1)
        #expect(delegate.stops.count == 1 && delegate.stops[0].0 == "slide" && delegate.stops[0].1)
        let repeats = inspect(sim) { () -> Float? in
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationRepeatCount(3)
            UIView.setAnimationRepeatAutoreverses(true)
            view.alpha = 1
            UIView.commitAnimations()
            return view.layer.animation(forKey: "opacity")?.repeatCount
        }
        #expect(repeats == 3)
        #expect(inspect(sim) { view.layer.animation(forKey: "opacity")?.autoreverses } == true)
    }

    @Test("modifyAnimations sets the repeat count and autoreversal of the animations made inside an animation block")
    func modifyAnimations() {
        let (sim, view) = animationWindow(refreshRate: 60)
        let found = inspect(sim) { () -> (Float?, Bool?, Double?) in
            UIView.animate(withDuration: 0.5) {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { view.alpha = 0.2 }
            }
            let animation = view.layer.animation(forKey: "opacity")
            return (animation?.repeatCount, animation?.autoreverses, animation?.duration)
        }
        #expect(found.0 == 2.5 && found.1 == true && found.2 == 0.5)
    }

    @Test("perform(.delete, on:) fades the views out and takes them out of their superviews when it ends")
    func systemDelete() {
        let (sim, view) = coloredWindow()
        let inner = inspect(sim) { view.subviews[0] }
        let done = Box<Bool?>(nil)
        inspect(sim) { UIView.perform(.delete, on: [inner], options: [], animations: nil) { done.value = $0 } }
        #expect(inner.superview === view)
        sim.run(for: 0.5)
        #expect(done.value == true && inner.superview == nil && inspect(sim) { inner.alpha } == 1)
    }

    @Test("transform3D, anchorPoint, mask, contentScaleFactor and the layout-direction rule are the layer's and UIKit's")
    func geometryAndDrawing() {
        let (sim, view) = coloredWindow()
        inspect(sim) {
            view.transform3D = CATransform3DMakeScale(2, 2, 1)
            view.anchorPoint = CGPoint(x: 0, y: 0)
        }
        #expect(inspect(sim) { view.transform } == CGAffineTransform(scaleX: 2, y: 2))
        #expect(inspect(sim) { view.layer.anchorPoint } == .zero)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inspect(sim) { view.mask = mask; view.contentScaleFactor = 1 }
        #expect(inspect(sim) { view.layer.mask === mask.layer && view.layer.contentsScale == 1 && view.contentScaleFactor == 1 })
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(inspect(sim) { !view.canBecomeFocused && !view.isFocused && view.forFirstBaselineLayout === view })
    }

    @Test("registerForTraitChanges: the handler hears a change of a trait it listed, with the previous traits; not others, nor after unregistering")
    func traitRegistrations() {
        let f = RootFixture()
        let heard = Box<[String]>([])
        let listener = TraitListener()
        let (view, registration) = inspect(f.sim) { () -> (UIView, any UITraitChangeRegistration) in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            f.root.view.addSubview(view)
            let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
                heard.value.append("view \(previous.userInterfaceStyle == .light ? "light" : "?")→\(view.traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
            }
            view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self], target: listener, action: "traitsChanged:previous:")
            f.root.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitVerticalSizeClass.self]) { (controller: UIViewController, _: UITraitCollection) in
                heard.value.append("controller")
            }
            return (view, registration)
        }
        f.sim.setUserInterfaceStyle(.dark)
        f.sim.runUntilIdle()
        #expect(heard.value == ["controller", "view light→dark"])
        #expect(listener.calls.isEmpty)
        f.sim.setPreferredContentSizeCategory(.extraLarge)
        f.sim.runUntilIdle()
        #expect(heard.value.count == 2 && listener.calls == [.large])
        inspect(f.sim) { view.unregisterForTraitChanges(registration) }
        f.sim.setUserInterfaceStyle(.light)
        f.sim.runUntilIdle()
        #expect(heard.value == ["controller", "view light→dark", "controller"])
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance && !UITraitDisplayScale.affectsColorAppearance)
        let changed = UITraitCollection(userInterfaceStyle: .dark).changedTraits(from: UITraitCollection(userInterfaceStyle: .light))
        #expect(changed.count == 1 && changed.first == UITraitUserInterfaceStyle.self)
    }
}

/// Hears trait changes through a selector with the object and its previous traits.
private final class TraitListener: SelectorDispatching {
    var calls: [UIContentSizeCategory] = []
    func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        guard selector == "traitsChanged:previous:" else { return nil }
        return SelectorMethod { arguments in
            let previous: UITraitCollection = try arguments.value(1)
            self.calls.append(previous.preferredContentSizeCategory)
            return nil
        }
    }
}
