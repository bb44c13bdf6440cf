import Foundation
@testable import Mainline
import Testing

@Suite("UICoordinateSpace: views and the screen's oriented and fixed spaces")
struct CoordinateSpaceTests {
    /// A window filling the screen with a root controller whose view holds a 100 × 50 box at
    /// (10, 20) containing a 20 × 20 inner view at (5, 5).
    private func show(_ sim: Simulation) -> (UIView, UIView) {
        let views = inspect(sim) { () -> (UIView, UIView) in
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            controller.view.addSubview(box)
            box.addSubview(inner)
            return (box, inner)
        }
        sim.runUntilIdle()
        return views
    }

    @Test("view to view through the protocol, and view to the screen's space, in points")
    func viewsAndScreen() {
        let sim = makeSimulation()
        let (box, inner) = show(sim)
        let results = inspect(sim) { () -> [CGPoint] in
            let space: UICoordinateSpace = box
            let screen = inner.window!.screen.coordinateSpace
            return [inner.convert(CGPoint(x: 1, y: 2), to: space),
                    inner.convert(CGPoint(x: 1, y: 2), to: screen),
                    inner.convert(CGPoint(x: 16, y: 27), from: screen),
                    screen.convert(CGPoint(x: 16, y: 27), to: inner)]
        }
        #expect(results == [CGPoint(x: 6, y: 7), CGPoint(x: 16, y: 27), CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2)])
        let rect = inspect(sim) { inner.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: inner.window!.screen.coordinateSpace) }
        #expect(rect == CGRect(x: 15, y: 25, width: 20, height: 20))
    }

    @Test("in landscape right the oriented space is 844 × 390 and the fixed space stays portrait: the interface's top-left is the portrait top-right")
    func fixedSpaceInLandscape() {
        let sim = makeSimulation()
        let (box, _) = show(sim)
        sim.rotate(to: .landscapeRight)
        sim.runUntilIdle()
        let results = inspect(sim) { () -> (CGRect, CGRect, CGPoint, CGPoint, CGRect) in
            let screen = box.window!.screen
            let fixed = screen.fixedCoordinateSpace
            let oriented = screen.coordinateSpace
            let root = box.superview!
            return (oriented.bounds, fixed.bounds,
                    root.convert(CGPoint(x: 0, y: 0), to: fixed),
                    oriented.convert(CGPoint(x: 844, y: 390), to: fixed),
                    oriented.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: fixed))
        }
        #expect(results.0 == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(results.1 == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(results.2 == CGPoint(x: 390, y: 0))
        #expect(results.3 == CGPoint(x: 0, y: 844))
        #expect(results.4 == CGRect(x: 340, y: 0, width: 50, height: 100))
        // And back: fixed to oriented is the inverse.
        let back = inspect(sim) { box.window!.screen.fixedCoordinateSpace.convert(CGPoint(x: 390, y: 0), to: box.window!.screen.coordinateSpace) }
        #expect(back == .zero)
    }
}
