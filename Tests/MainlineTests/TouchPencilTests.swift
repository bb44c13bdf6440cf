import Foundation
@testable import Mainline
import Testing

private final class TouchRecorder: UIView {
    var samples: [String] = []
    var types: [UITouch.TouchType] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }

    func record(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        types.append(touch.type)
        let azimuth = touch.azimuthAngle(in: self)
        let vector = touch.azimuthUnitVector(in: self)
        let precise = touch.preciseLocation(in: self), location = touch.location(in: self)
        samples.append(String(format: "%@ f%.2f/%.2f alt%.3f az%.3f v(%.2f,%.2f) est%d exp%d idx%@ r%.0f±%.0f precise%@ prev%@",
                              touch.phase == .began ? "began" : "moved", touch.force, touch.maximumPossibleForce, touch.altitudeAngle,
                              azimuth, vector.dx, vector.dy, touch.estimatedProperties.rawValue,
                              touch.estimatedPropertiesExpectingUpdates.rawValue, touch.estimationUpdateIndex == nil ? "nil" : "set",
                              touch.majorRadius, touch.majorRadiusTolerance, precise == location ? "=" : "≠",
                              touch.precisePreviousLocation(in: self) == touch.previousLocation(in: self) ? "=" : "≠"))
    }
}

@Suite("UITouch: a finger's and a scripted Pencil's force, angles, estimated properties and precise locations")
struct TouchPencilTests {
    @Test("a finger: no force, upright, azimuth along +x, nothing estimated, precise locations are the locations")
    func finger() {
        let f = RootFixture()
        let view = inspect(f.sim) { () -> TouchRecorder in
            let view = TouchRecorder(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            f.root.view.addSubview(view)
            return view
        }
        f.sim.runUntilIdle()
        f.sim.tap(at: CGPoint(x: 50, y: 150))
        f.sim.runUntilIdle()
        #expect(view.types == [.direct])
        #expect(view.samples == ["began f0.00/0.00 alt1.571 az0.000 v(1.00,0.00) est0 exp0 idxnil r20±5 precise= prev="])
    }

    @Test("a Pencil stroke: type pencil, its force and altitude, its azimuth turned into a rotated view's coordinates, force and angles estimated")
    func pencil() {
        let f = RootFixture()
        let view = inspect(f.sim) { () -> TouchRecorder in
            let view = TouchRecorder(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            f.root.view.addSubview(view)
            return view
        }
        f.sim.runUntilIdle()
        f.sim.pencilStroke(FingerPath(from: CGPoint(x: 90, y: 190), to: CGPoint(x: 110, y: 190), duration: 0.05),
                           force: 2, altitudeAngle: 0.5, azimuthAngle: 0)
        f.sim.runUntilIdle()
        #expect(view.types.first == .pencil)
        // The window's +x is the rotated view's -y.
        #expect(view.samples.first == "began f2.00/4.17 alt0.500 az-1.571 v(0.00,-1.00) est7 exp0 idxnil r0±0 precise= prev=")
        #expect(view.samples.count > 1)
        // A finger afterwards is a finger again.
        f.sim.tap(at: CGPoint(x: 100, y: 200))
        f.sim.runUntilIdle()
        #expect(view.types.last == .direct)
    }

    @Test("the touch properties and phases have UIKit's raw values")
    func rawValues() {
        #expect(UITouch.Properties.force.rawValue == 1 && UITouch.Properties.roll.rawValue == 16)
        #expect(UITouch.Phase.regionEntered.rawValue == 5 && UITouch.Phase.regionExited.rawValue == 7)
        #expect(UITouch.TouchType.pencil.rawValue == 2)
    }
}
