import Foundation
@testable import Mainline
import Testing

@Suite("The README's controller example")
struct ReadmeControllerExampleTests {
    @Test("an app delegate declared as UIResponder launches, and ends the responder chain")
    func responderDelegate() {
        let sim = makeSimulation()
        let delegate = ResponderAppDelegate()
        sim.launch(delegate)
        sim.runUntilIdle()
        #expect(delegate.becameActive)
        #expect(inspect(sim) { (UIApplication.shared.next === delegate, delegate.window?.rootViewController?.view.window === delegate.window) }
            == (true, true))
    }

    @Test("runs as the README says: the abandoned swipe keeps the stack, the app ends active, dark and in landscape")
    func example() {
        let sim = makeSimulation()
        let delegate = ReadmeAppDelegate()
        sim.launch(delegate)
        sim.perform { delegate.navigation.pushViewController(UIViewController(), animated: true) }
        sim.runUntilIdle()
        sim.swipeBack(in: delegate.navigation, completes: false)
        sim.rotate(to: .landscapeLeft)
        sim.enterBackground()
        sim.enterForeground(after: 30)
        sim.simulateMemoryWarning(after: 31)
        sim.setUserInterfaceStyle(.dark, after: 32)
        sim.runUntilIdle()
        let (count, topShown, size, style) = inspect(sim) {
            (delegate.navigation.viewControllers.count, delegate.navigation.topViewController!.view.window != nil,
             delegate.navigation.topViewController!.view.bounds.size, delegate.navigation.traitCollection.userInterfaceStyle)
        }
        #expect(count == 2 && topShown)
        #expect(size == CGSize(width: 844, height: 390))
        #expect(style == .dark)
        #expect(sim.application.applicationState == .active)
        #expect(sim.diagnostics.isEmpty)
    }
}
