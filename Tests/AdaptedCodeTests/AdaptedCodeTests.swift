import Foundation
import Mainline
import Testing
import ThreadChecker

// The files in iOS/ are UIKit code as an app writes it (`import UIKit`, `@objc`, `#selector`,
// an `@objc protocol` with optional requirements, a class split over two files, an override in
// an extension). This target excludes the folder and compiles it through the MainlineAdapt
// build plugin, unedited: these tests run that adapted code in simulations.

/// A box for passing main-queue objects out of simulation closures.
private final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

/// Runs `body` on the main queue in the simulation's next frame and returns its result.
private func inspect<T>(_ sim: Simulation, _ body: @escaping () -> T) -> T {
    let result = Box<T?>(nil)
    let task = Box(body)
    sim.perform { result.value = task.value() }
    sim.runFrames(1)
    return result.value!
}

/// The 1-based line of the original iOS file `name` that contains `marker`.
private func line(of marker: String, in name: String) throws -> Int {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("iOS/\(name)")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(marker) }) + 1
}

/// A simulation showing an inbox in a navigation controller.
private func showInbox() -> (Simulation, InboxViewController) {
    let sim = withMainlineConfiguration(.quiet) { Simulation() }
    let inbox = Box<InboxViewController?>(nil)
    sim.start {
        let window = UIWindow()
        let controller = InboxViewController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        inbox.value = controller
    }
    sim.runUntilIdle()
    return (sim, inbox.value!)
}

/// The inbox's events, without keyboard notifications unless asked for: those go to every
/// observer in the process (tests run in parallel, and keyboards of other simulations post too).
private func events(_ sim: Simulation, _ inbox: InboxViewController, keyboard: Bool = false) -> [String] {
    let events = Box<[String]>([])
    sim.perform { events.value = inbox.events }
    sim.runFrames(1)
    return events.value.filter { keyboard || !$0.hasPrefix("keyboard will show") }
}

@Suite("Adapted UIKit code: selectors reach the right methods, findings point at the original lines")
struct AdaptedCodeTests {
    @Test("a tap on a button sends its #selector action with the button (UIControl target-action); a delayed perform follows on the simulation's clock")
    func targetAction() {
        let (sim, inbox) = showInbox()
        sim.tap(at: CGPoint(x: 80, y: 122))
        sim.run(for: 0.5)
        #expect(events(sim, inbox) == ["refresh from Refresh"])
        sim.run(for: 1.5)
        #expect(events(sim, inbox) == ["refresh from Refresh", "refreshed"])
    }

    @Test("an action declared private in an extension in another file, with the sender and the event")
    func actionInAnotherFile() {
        let (sim, inbox) = showInbox()
        sim.tap(at: CGPoint(x: 80, y: 222))
        sim.run(for: 0.5)
        #expect(events(sim, inbox) == ["archive Archive with a touch event"])
    }

    @Test("a gesture recognizer's target gets the recognizer when it recognizes; a bar button item's action reaches its target")
    func gestureAndBarButton() {
        let (sim, inbox) = showInbox()
        sim.tap(at: CGPoint(x: 200, y: 600))
        sim.run(for: 0.5)
        sim.perform { inbox.navigationItem.rightBarButtonItem?.perform() }
        sim.runFrames(1)
        #expect(events(sim, inbox) == ["background tap ended", "compose"])
    }

    @Test("a selector observer hears the keyboard's notification")
    func notification() {
        let (sim, inbox) = showInbox()
        sim.showKeyboard(height: 301)
        sim.run(for: 0.5)
        // This simulation's keyboard, 301 points high, was heard (others' may have been too).
        #expect(events(sim, inbox, keyboard: true).contains("keyboard will show, 301 high"))
        NotificationCenter.default.removeObserver(inbox)
    }

    @Test("a target/selector timer of an NSObject subclass fires every 2 s of simulated time with itself as argument, until it invalidates itself")
    func timer() {
        let (sim, inbox) = showInbox()
        sim.perform { inbox.startPolling() }
        sim.run(for: 7)
        #expect(events(sim, inbox) == ["poll 1 of inbox", "poll 2 of inbox", "poll 3 of inbox"])
        sim.run(for: 10)
        #expect(events(sim, inbox).count == 3)
    }

    @Test("an @objc protocol's optional requirements: the implemented one is called, the missing one gives nil")
    func optionalRequirements() {
        let (sim, inbox) = showInbox()
        sim.tap(at: CGPoint(x: 350, y: 322))
        sim.run(for: 0.5)
        #expect(events(sim, inbox) == ["composer changed", "composer sent"])
        let height = Box<CGFloat>(0)
        sim.perform { height.value = inbox.composer.counter.frame.height }
        sim.runFrames(1)
        // composerHeight(_:) is not implemented: the optional call gives nil, and the fallback 30 holds.
        #expect(height.value == 30)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a forced layout and an off-main UI call in an adapted @objc handler are reported at the original file and line")
    func findingsPointAtOriginalLines() throws {
        let (sim, inbox) = showInbox()
        sim.tap(at: CGPoint(x: 350, y: 322))
        sim.run(for: 0.5)
        inbox.composer.uploader.queue.sync {}
        sim.runFrames(2)
        let forcingLine = try line(of: "forces a layout in the tap's handler", in: "ComposerView.swift")
        let offMainLine = try line(of: "a UI call off the main thread", in: "ComposerView.swift")
        let profile = sim.profile(name: "inbox")
        let forced = try #require(profile.findings.first { $0.kind == .forcedSynchronousLayout })
        #expect(forced.callSite?.line == forcingLine)
        #expect(forced.callSite?.file.hasSuffix("AdaptedCodeTests/iOS/ComposerView.swift") == true)
        let violation = try #require(sim.threadViolations.first { $0.api == "-[UILabel setText:]" })
        #expect(violation.callSite?.line == offMainLine)
        #expect(violation.callSite?.fileName == "ComposerView.swift")
    }

    @Test("the override declared in an extension runs (the adapter moved it into the class)")
    func movedOverride() {
        let (sim, inbox) = showInbox()
        let frame = Box<CGRect>(.zero)
        sim.perform { frame.value = inbox.composer.sendButton.frame }
        sim.runFrames(1)
        #expect(frame.value == CGRect(x: 310, y: 0, width: 80, height: 44))
    }

    @Test("an @NSManaged property of a layer subclass (rewritten to the layer's key-value storage) animates, shows in presentation(), redisplays and is interrupted from the value shown")
    func managedLayerProperty() throws {
        let sim = withMainlineConfiguration(.quiet) { Simulation() }
        let box = Box<RingProgressView?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = RingProgressView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(view)
            box.value = view
        }
        sim.runUntilIdle()
        let view = try #require(box.value)
        let start = inspect(sim) { () -> (CGFloat, CFTimeInterval) in
            let before = view.progress
            view.animate(to: 1, duration: 1)
            return (before, CACurrentMediaTime())
        }
        #expect(start.0 == 0)                                  // a dynamic property starts at zero
        sim.run(for: 0.5)
        let shown = inspect(sim) { () -> (CGFloat, CGFloat, CFTimeInterval, CGFloat) in
            let layer = view.layer as! RingProgressView.RingLayer
            let presentation = layer.presentation()!
            return (view.progress, presentation.progress, CACurrentMediaTime(), presentation.lineWidth)
        }
        let fraction = CGFloat(shown.2 - start.1)
        #expect(shown.0 == 1)                                   // the model value at once
        // (The animation starts when its transaction commits, at the end of the turn that added
        // it: the framework work charged in between is a little of the elapsed time.)
        #expect(abs(shown.1 - fraction) < 0.01 && fraction > 0.4 && fraction < 0.6, "shown \(shown.1), elapsed \(fraction)")
        #expect(shown.3 == 8)                                   // init(layer:) copied the stored property
        // Interrupted: the new animation starts from the value on screen and goes down.
        let restart = inspect(sim) { () -> CGFloat in
            let shownNow = (view.layer as! RingProgressView.RingLayer).presentation()!.progress
            view.animate(to: 0, duration: 1)
            return shownNow
        }
        sim.run(for: 0.1)
        let after = inspect(sim) { (view.layer as! RingProgressView.RingLayer).presentation()!.progress }
        #expect(after < restart && after > restart - 0.2)
        sim.runUntilIdle()
        // The drawing follows the property: a full ring is painted at its top, an empty one clear.
        func topPixel(_ progress: CGFloat) -> UInt8 {
            inspect(sim) { () -> UInt8 in
                view.progress = progress
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
                    view.layer.render(in: context.cgContext)
                }
                // Rows from the top, four bytes a pixel: the largest byte of pixel (20, 4).
                let cgImage = image.cgImage!
                let offset = 4 * cgImage.bytesPerRow + 20 * 4
                return cgImage.dataProvider!.data![offset..<offset + 4].max()!
            }
        }
        #expect(topPixel(1) == 255 && topPixel(0) == 0)
    }
}

