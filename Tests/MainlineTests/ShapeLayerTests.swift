import Foundation
@testable import Mainline
import Testing

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
