import Foundation
@testable import Mainline
import Testing

@Suite("Wrong input: diagnosed, handled, and the run goes on")
struct DiagnosticsTests {
    @Test("a frame-based view given a width constraint: UIKit's log, the user's constraint broken")
    func unsatisfiableWithAutoresizing() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, NSLayoutConstraint) in
            let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))  // translates its mask
            window.addSubview(v)
            let width = v.widthAnchor.constraint(equalToConstant: 100)
            width.isActive = true
            return (v, width)
        }
        let diagnostics = sim.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(diagnostics.count == 1)
        guard let d = diagnostics.first else { return }
        #expect(d.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(d.message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(d.message.contains("h=--& v=--&"))
        #expect(d.message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint"))
        #expect(d.message.contains("UIViewAlertForUnsatisfiableConstraints"))
        #expect(d.constraints.last == box.value!.1.description, "the broken one is listed last")
        // Recovery: the constraint stays active but broken; the frame keeps its size.
        let (active, frame) = inspect(sim) { (box.value!.1.isActive, box.value!.0.frame) }
        #expect(active)
        #expect(frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test("two required widths: the newer one is broken; removing the older lets it hold")
    func unsatisfiableUserConstraints() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, NSLayoutConstraint, NSLayoutConstraint) in
            let v = alView()
            window.addSubview(v)
            let first = v.widthAnchor.constraint(equalToConstant: 100)
            let second = v.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                v.topAnchor.constraint(equalTo: window.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10), first,
            ])
            second.isActive = true
            return (v, first, second)
        }
        let d = sim.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(d.count == 1)
        #expect(d.first?.constraints.last == box.value!.2.description)
        #expect(inspect(sim) { box.value!.0.frame.width } == 100)
        let after = inspect(sim) { () -> CGFloat in
            box.value!.1.isActive = false
            box.value!.0.layoutIfNeeded()
            return box.value!.0.frame.width
        }
        _ = after
        #expect(inspect(sim) { box.value!.0.frame.width } == 200)
    }

    @Test("ambiguity: hasAmbiguousLayout, constraintsAffectingLayout, and a diagnostic after the pass")
    func ambiguity() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, UIView, NSLayoutConstraint) in
            let loose = alView("loose")   // a size but no position
            let fixed = alView("fixed")
            window.addSubview(loose)
            window.addSubview(fixed)
            let leading = fixed.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
            NSLayoutConstraint.activate([
                loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10),
                leading, fixed.topAnchor.constraint(equalTo: window.topAnchor),
                fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
            ])
            return (loose, fixed, leading)
        }
        let (looseAmbiguous, fixedAmbiguous, affecting) = inspect(sim) {
            (box.value!.0.hasAmbiguousLayout, box.value!.1.hasAmbiguousLayout,
             box.value!.1.constraintsAffectingLayout(for: .horizontal))
        }
        #expect(looseAmbiguous)
        #expect(!fixedAmbiguous)
        #expect(affecting.contains { $0 === box.value!.2 })
        let reported = sim.diagnostics.filter { $0.kind == .ambiguousLayout }
        #expect(reported.count == 1)
        #expect(reported.first?.views.first?.contains("identifier = 'loose'") ?? false)
    }

    @Test("constraints between views in different hierarchies are refused")
    func noCommonAncestor() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> NSLayoutConstraint in
            let inWindow = alView()
            window.addSubview(inWindow)
            let detached = alView()
            let c = inWindow.leadingAnchor.constraint(equalTo: detached.leadingAnchor)
            c.isActive = true
            return c
        }
        #expect(inspect(sim) { box.value!.isActive } == false)
        let d = sim.diagnostics.filter { $0.kind == .noCommonAncestor }
        #expect(d.count == 1)
        #expect(d.first?.message.contains("because they have no common ancestor") ?? false)
    }

    @Test("a view added to itself or to its descendant is refused; the hierarchy is unchanged")
    func hierarchyCycles() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, UIView) in
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            window.addSubview(parent)
            parent.addSubview(parent)
            child.addSubview(parent)
            return (parent, child)
        }
        let (parentSuper, childSubviews, parentSubviews) = inspect(sim) {
            (box.value!.0.superview, box.value!.1.subviews.count, box.value!.0.subviews.count)
        }
        #expect(parentSuper is UIWindow)
        #expect(childSubviews == 0)
        #expect(parentSubviews == 1)
        #expect(sim.diagnostics.filter { $0.kind == .invalidHierarchy }.count == 2)
    }

    @Test("NaN and infinite geometry is refused with the state unchanged")
    func invalidGeometry() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, NSLayoutConstraint) in
            let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
            window.addSubview(v)
            let c = v.widthAnchor.constraint(equalToConstant: .infinity)
            c.isActive = true
            return (v, c)
        }
        let frame = inspect(sim) { () -> CGRect in
            let v = box.value!.0
            v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            v.center = CGPoint(x: CGFloat.infinity, y: 0)
            v.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            v.alpha = CGFloat.nan
            return v.frame
        }
        #expect(frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(inspect(sim) { box.value!.1.isActive } == false)
        #expect(sim.diagnostics.filter { $0.kind == .invalidGeometry }.count == 5)
    }

    @Test("changing an installed constraint between required and optional is refused")
    func requiredToOptional() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> NSLayoutConstraint in
            let v = alView()
            window.addSubview(v)
            let c = v.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            return c
        }
        let priority = inspect(sim) { () -> UILayoutPriority in
            box.value!.priority = .defaultHigh
            return box.value!.priority
        }
        #expect(priority == .required)
        #expect(sim.diagnostics.contains { $0.kind == .invalidConstraintChange })
    }

    @Test("a layout feedback loop is detected, reported with its call site, broken; frames go on")
    func feedbackLoop() {
        final class RestlessView: UIView {
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                super.layoutSubviews()
                setNeedsLayout()  // never do this (seed 003)
            }
        }
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> RestlessView in
            let v = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(v)
            return v
        }
        let loops = sim.diagnostics.filter { $0.kind == .layoutFeedbackLoop }
        #expect(loops.count >= 1)
        #expect(loops.first?.message.contains("UIViewLayoutFeedbackLoopDebuggingThreshold") ?? false)
        #expect(loops.first?.callSites.contains { $0.file.hasSuffix("DiagnosticsTests.swift") } ?? false,
                "call sites: \(loops.first?.callSites ?? [])")
        let layouts = inspect(sim) { box.value!.layouts }
        #expect(layouts <= (CommitPasses.feedbackLoopThreshold + 1) * sim.frames.count)
        let framesBefore = sim.frames.count
        sim.runFrames(3)
        #expect(sim.frames.count == framesBefore + 3)
    }

    @Test("golden/06: loadView that never sets the view is detected and broken")
    func loadViewLoop() throws {
        final class LoopViewController: UIViewController {
            let log: CallLog
            init(log: CallLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func loadView() { log("ViewController.loadView") }
            override func viewDidLoad() {
                log("ViewController.viewDidLoad")
                _ = view
            }
        }
        let log = CallLog()
        let sim = makeSimulation()
        let loaded = Box<Bool>(false)
        sim.start {
            let vc = LoopViewController(log: log)
            loaded.value = vc.view != nil
        }
        #expect(log.entries == (try goldenTrace("06-loadview-loop.trace")))
        #expect(loaded.value)
        #expect(sim.diagnostics.filter { $0.kind == .loadViewLoop }.count == 1)
    }

    @Test("removing a subtree drops the constraints that cross its edge and keeps those inside")
    func removalAndReinsertion() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, UIView, NSLayoutConstraint, NSLayoutConstraint) in
            let card = alView(), label = alView()
            card.addSubview(label)
            window.addSubview(card)
            let crossing = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
            let inside = label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12)
            NSLayoutConstraint.activate([
                crossing, card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 50),
                inside, label.topAnchor.constraint(equalTo: card.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 20), label.heightAnchor.constraint(equalToConstant: 20),
            ])
            return (card, label, crossing, inside)
        }
        let (crossingActive, insideActive) = inspect(sim) { () -> (Bool, Bool) in
            box.value!.0.removeFromSuperview()
            return (box.value!.2.isActive, box.value!.3.isActive)
        }
        #expect(!crossingActive)
        #expect(insideActive)
        // Put it in a new container with new constraints: the inside constraint still works.
        let labelFrame = inspect(sim) { () -> CGRect in
            let card = box.value!.0
            let window = UIWindow.keyWindowForTests(sim)
            window.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
                card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            ])
            card.layoutIfNeeded()
            return box.value!.1.frame
        }
        #expect(labelFrame == CGRect(x: 12, y: 0, width: 20, height: 20))
        #expect(inspect(sim) { box.value!.0.frame } == CGRect(x: 20, y: 300, width: 200, height: 50))
    }

    @Test("a hierarchy built and constrained before joining a window lays out in it")
    func detachedHierarchyJoins() {
        let (sim, box) = layOut { window -> (UIView, UIView) in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let badge = alView()
            card.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24),
            ])
            window.addSubview(card)  // the card's engine joins the window's
            return (card, badge)
        }
        #expect(inspect(sim) { box.value!.1.frame } == CGRect(x: 268, y: 38, width: 24, height: 24))
        #expect(sim.diagnostics.isEmpty)
    }
}

extension UIWindow {
    /// The simulation's key window (tests only).
    static func keyWindowForTests(_ sim: Simulation) -> UIWindow {
        sim.context.app.windows.first { $0.storedIsKeyWindow }!
    }
}

enum AmbiguityReportTestsLimit { static let value = 12 }
