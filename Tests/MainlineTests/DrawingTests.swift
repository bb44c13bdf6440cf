import Foundation
@testable import Mainline
import Testing

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// A view whose `draw(_:)` fills an oval inset by 10 in red and keeps the context it drew in.
private final class OvalView: UIView {
    var drawContext: CGContext?
    var drawRect: CGRect?

    override func draw(_ rect: CGRect) {
        drawRect = rect
        drawContext = UIGraphicsGetCurrentContext()
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
    }
}

/// The elements of a path as (type, points).
private func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
        let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3, .closeSubpath: 0][element.pointee.type]!
        result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
}

@Suite("Drawing: transforms, paths and contexts")
struct DrawingTests {
    // MARK: CGAffineTransform

    @Test("a rotation by π/2 takes (1, 0) to (0, 1) and (0, 1) to (−1, 0); translation adds")
    func rotationOfAPoint() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        #expect(quarter.b == 1 && quarter.c == -1 && !quarter.isIdentity)
        #expect(CGPoint(x: 2, y: 3).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 12, y: 23))
        // A size has no translation.
        #expect(CGSize(width: 4, height: 6).applying(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)) == CGSize(width: 8, height: 18))
        #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    }

    @Test("t1.concatenating(t2) applies t1 first; translatedBy/scaledBy/rotated apply the new step first")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))   // (2, 2) then +10
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))   // (11, 1) then ×2
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        let turned = move.rotated(by: .pi / 2)   // rotate first, then move
        #expect(close(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 10, y: 1)))
    }

    @Test("the inverse undoes the transform; a singular transform is returned unchanged")
    func inverse() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
        #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
        #expect(t.concatenating(t.inverted()).isIdentity)
        let r = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -7)
        #expect(close(CGPoint(x: 3, y: 4).applying(r).applying(r.inverted()), CGPoint(x: 3, y: 4)))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test("a rectangle transforms to the bounding box of its corners")
    func rectApplying() {
        let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        // Corners (0,0) (10,0) (0,20) (10,20) go to (0,0) (0,10) (−20,0) (−20,10).
        #expect(close(box, CGRect(x: -20, y: 0, width: 20, height: 10)))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -4, y: 4, width: 3, height: 8))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    // MARK: CATransform3D

    @Test("CATransform3D: z rotation is the affine rotation; Concat applies the first first; Invert; affine round trip")
    func transform3D() {
        let angle: CGFloat = .pi / 2
        #expect(CATransform3DMakeRotation(angle, 0, 0, 1) == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        // (1, 0) → (11, 0) → (22, 0): x' = m11·1 + m41 = 2 + 20.
        #expect(t.m11 == 2 && t.m41 == 20 && t.m22 == 2)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0) == t)
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(10, 20, 30)) == CATransform3DMakeTranslation(-10, -20, -30))
        let m = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.7, 1, 2, 3)
        let product = CATransform3DConcat(m, CATransform3DInvert(m))
        for (value, expected) in zip(product.rows.joined(), CATransform3DIdentity.rows.joined()) { #expect(close(value, expected, 1e-12)) }
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective) && !CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(CATransform3DEqualToTransform(t, t) && !CATransform3DEqualToTransform(t, CATransform3DIdentity))
    }

    // MARK: UIView.transform

    @Test("a view rotated 45° reports the bounding box as its frame; center, bounds and layout are unchanged")
    func rotatedViewFrame() {
        let log = CallLog()
        let (sim, box) = layOut { window -> (LoggingView, LoggingView) in
            let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let view = LoggingView("view", log: log, frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            window.addSubview(parent)
            parent.addSubview(view)
            return (parent, view)
        }
        let view = box.value!.1
        log.clear()
        sim.perform { view.transform = CGAffineTransform(rotationAngle: .pi / 4) }
        sim.runFrames(2)
        #expect(!log.entries.contains { $0.hasSuffix("layoutSubviews") }, "a transform marks nothing for layout: \(log.entries)")
        let (frame, center, bounds, layerFrame, layerTransform, position) = inspect(sim) {
            (view.frame, view.center, view.bounds, view.layer.frame, view.layer.transform, view.layer.position)
        }
        // The corners (±50, ±25) turned by 45° reach x = ±(50 + 25)·√2/2 = ±53.033…, y the same.
        let half = 75 * 2.0.squareRoot() / 2
        #expect(close(frame, CGRect(x: 150 - half, y: 125 - half, width: 2 * half, height: 2 * half)))
        #expect(center == CGPoint(x: 150, y: 125) && bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(layerFrame == frame && position == center)
        #expect(inspect(sim) { view.description }.contains("; transform = [0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 0.0, 0.0]"))
        #expect(layerTransform == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 4)))
        // Back to the identity: the plain frame again.
        sim.perform { view.layer.setAffineTransform(.identity) }
        sim.runFrames(1)
        #expect(inspect(sim) { (view.frame, view.transform.isIdentity) } == (CGRect(x: 100, y: 100, width: 100, height: 50), true))
    }

    @Test("setting the frame of a scaled view sets the bounds to the size scaled back; anchorPoint moves the frame")
    func frameOfScaledView() {
        let (sim, box) = layOut { window -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            return view
        }
        let view = box.value!
        #expect(inspect(sim) { (view.bounds.size, view.center, view.frame) }
                == (CGSize(width: 50, height: 30), CGPoint(x: 50, y: 30), CGRect(x: 0, y: 0, width: 100, height: 60)))
        // With the anchor at the top left, the position (center) stays and the frame starts there.
        sim.perform {
            view.transform = .identity
            view.layer.anchorPoint = .zero
        }
        sim.runFrames(1)
        #expect(inspect(sim) { (view.center, view.frame) } == (CGPoint(x: 50, y: 30), CGRect(x: 50, y: 30, width: 50, height: 30)))
    }

    @Test("Auto Layout lays out a transformed view's bounds and center, not its transformed frame")
    func autoLayoutOfTransformedView() {
        let (sim, box) = layOut { window -> (UIView, UIView) in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.addSubview(container)
            let a = alView(), b = alView()
            container.addSubview(a)
            container.addSubview(b)
            a.transform = CGAffineTransform(scaleX: 2, y: 2)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                a.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
                a.widthAnchor.constraint(equalToConstant: 100),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 40),
                b.heightAnchor.constraint(equalToConstant: 40),
            ])
            return (a, b)
        }
        let (a, b) = box.value!
        let (aBounds, aCenter, aFrame, bFrame) = inspect(sim) { (a.bounds, a.center, a.frame, b.frame) }
        #expect(aBounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(aCenter == CGPoint(x: 70, y: 55))
        // Doubled about the center (70, 55): 200 × 100 from (−30, 5).
        #expect(aFrame == CGRect(x: -30, y: 5, width: 200, height: 100))
        // b follows a's untransformed trailing edge (20 + 100 + 10).
        #expect(bFrame == CGRect(x: 130, y: 30, width: 40, height: 40))
        // A later layout pass keeps it so.
        sim.perform { a.superview!.setNeedsLayout() }
        sim.runFrames(1)
        #expect(inspect(sim) { (a.bounds, a.center) } == (aBounds, aCenter))
    }

    @Test("point conversion and hit-testing go through a view's transform")
    func conversionThroughTransform() {
        let (sim, box) = layOut { window -> (UIView, UIView) in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            window.addSubview(parent)
            parent.addSubview(view)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            return (parent, view)
        }
        let (parent, view) = box.value!
        let (toParent, back, rect, hit, miss) = inspect(sim) {
            (view.convert(CGPoint.zero, to: parent), view.convert(CGPoint(x: 50, y: 75), from: parent),
             view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent),
             parent.hitTest(CGPoint(x: 55, y: 80), with: nil), parent.hitTest(CGPoint(x: 45, y: 80), with: nil))
        }
        // (0, 0) is (−50, −25) from the center (150, 125), doubled: (50, 75).
        #expect(toParent == CGPoint(x: 50, y: 75) && back == .zero)
        #expect(rect == CGRect(x: 50, y: 75, width: 20, height: 20))
        #expect(hit === view && miss === parent)
    }

    // MARK: Paths

    @Test("UIBezierPath bounds: rect, oval, rounded rect, arcs in both directions, empty")
    func bezierBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40)).bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50)).bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 100, height: 50), cornerRadius: 10).bounds == CGRect(x: 5, y: 5, width: 100, height: 50))
        let corners = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
                                   cornerRadii: CGSize(width: 8, height: 8))
        #expect(corners.bounds == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(corners.contains(CGPoint(x: 79.5, y: 0.5)) && !corners.contains(CGPoint(x: 0.5, y: 0.5)))
        // Clockwise on screen from 0 to π/2: the quarter from (60, 50) down to (50, 60).
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(quarter.bounds, CGRect(x: 50, y: 50, width: 10, height: 10)))
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
        // Counter-clockwise the same angles sweep the other three quarters.
        let rest = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(rest.bounds, CGRect(x: 40, y: 40, width: 20, height: 20)))
        let circle = UIBezierPath(arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(close(circle.bounds, CGRect(x: -5, y: -5, width: 10, height: 10)))
        #expect(UIBezierPath().bounds.isNull && UIBezierPath().isEmpty)
    }

    @Test("contains: a triangle, and the winding and even-odd rules for nested squares")
    func containsAndFillRules() {
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 2, y: 2)) && !triangle.contains(CGPoint(x: 8, y: 8)) && !triangle.contains(CGPoint(x: -1, y: 2)))
        let nested = CGMutablePath()
        nested.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(nested.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!nested.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(nested.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        let path = UIBezierPath(cgPath: nested)
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 10)))
        // A curve: the oval's corner is outside, its middle inside.
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(oval.contains(CGPoint(x: 50, y: 25)) && !oval.contains(CGPoint(x: 5, y: 5)))
        // Hit-testing through a transform.
        var shift = CGAffineTransform(translationX: 200, y: 0)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(moved.contains(CGPoint(x: 205, y: 5)) && !moved.contains(CGPoint(x: 5, y: 5)))
    }

    @Test("CGPath: elements, current point, tight and loose bounding boxes, arcs to a tangent, copies")
    func cgPathBasics() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))   // no current point: ignored
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        // Control points count in boundingBox; the curve only reaches y = 10 (t = ½).
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 10))
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        #expect(elements(path).map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .closeSubpath])
        let copy = path.copy()!
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(copy != path && elements(copy).count == 3)
        // A rounded corner of radius 10 between the lines (0,0)→(100,0) and (100,0)→(100,100):
        // a line to (90, 0), then a quarter circle to (100, 10).
        let corner = CGMutablePath()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        let parts = elements(corner)
        #expect(parts[1].0 == .addLineToPoint && close(parts[1].1[0], CGPoint(x: 90, y: 0)))
        #expect(close(corner.currentPoint, CGPoint(x: 100, y: 10)))
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
    }

    @Test("UIBezierPath: reversing, apply, append, dashes, defaults")
    func bezierEditing() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let reversed = path.reversing()
        #expect(elements(reversed.cgPath).map(\.1) == [[CGPoint(x: 10, y: 10)], [CGPoint(x: 10, y: 0)], [.zero]])
        #expect(reversed.currentPoint == .zero && path.currentPoint == CGPoint(x: 10, y: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 50, y: 50, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter && path.miterLimit == 10
                && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        path.setLineDash([4, 2], count: 2, phase: 1)
        var count = 0, phase: CGFloat = 0
        var pattern = [CGFloat](repeating: 0, count: 2)
        path.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == [4, 2] && count == 2 && phase == 1)
        path.removeAllPoints()
        #expect(path.isEmpty)
        let copied = reversed.copy() as! UIBezierPath
        #expect(copied !== reversed && copied.cgPath == reversed.cgPath)
    }

    // MARK: Contexts

    @Test("UIGraphicsGetCurrentContext is the view's context during its draw(_:), sized to its bounds, and nil outside")
    func currentContextInDraw() {
        let (sim, box) = layOut { window -> OvalView in
            let view = OvalView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            window.addSubview(view)
            return view
        }
        let view = box.value!
        #expect(inspect(sim) { UIGraphicsGetCurrentContext() == nil })
        let context = try! #require(inspect(sim) { view.drawContext })
        #expect(context.size == CGSize(width: 120, height: 80) && view.drawRect == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 120, height: 80))
        // The fill was recorded: the oval inset by 10, in red; fill() saved and restored the state.
        #expect(context.recordedOperations.map(\.operation.name) == ["fill"])
        let record = context.recordedOperations[0]
        #expect(record.path.boundingBox == CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(record.state.fillColor == UIColor.red.cgColor && context.savedStateCount == 0)
        #expect(context.drawingState.fillColor == UIColor.red.cgColor)
    }

    @Test("a recording context: state stack, CTM, paths in user space, clipping, gradients")
    func recordingContext() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100))
        let context = renderer.recordedDrawing { rendererContext in
            let ctx = rendererContext.cgContext
            ctx.saveGState()
            ctx.translateBy(x: 10, y: 20)
            ctx.setLineWidth(3)
            ctx.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.strokePath()
            #expect(ctx.isPathEmpty)
            ctx.restoreGState()
            #expect(ctx.ctm.isIdentity)
            ctx.clip(to: CGRect(x: 50, y: 0, width: 100, height: 50))
            #expect(ctx.boundingBoxOfClipPath == CGRect(x: 50, y: 0, width: 100, height: 50))
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
            #expect(gradient?.locations == [0, 1] && gradient?.colors.count == 2)
            if let gradient {
                ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 50), options: [])
            }
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fillEllipse(in: CGRect(x: 60, y: 10, width: 20, height: 20))
        }
        #expect(context.recordedOperations.map(\.operation.name) == ["stroke", "clip", "linearGradient", "fill"])
        let stroke = context.recordedOperations[0]
        #expect(stroke.path.boundingBox == CGRect(x: 10, y: 20, width: 5, height: 5) && stroke.state.lineWidth == 3)
        #expect(context.recordedOperations[2].path.boundingBox == CGRect(x: 50, y: 0, width: 100, height: 50))
        #expect(context.recordedOperations[3].state.fillColor == UIColor.green.cgColor)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }

    @Test("UIGraphicsImageRenderer gives an image of its size and scale; its context is current only inside")
    func imageRenderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        var inside: CGContext?
        var given: CGContext?
        let image = renderer.image { context in
            given = context.cgContext
            inside = UIGraphicsGetCurrentContext()
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
        #expect(inside != nil && inside === given && given?.width == 60 && given?.height == 40)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(given?.recordedOperations.first?.state.fillColor == UIColor.blue.cgColor)
        // The older image-context functions.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 6), false, 3)
        let old = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(old?.size == CGSize(width: 8, height: 6) && old?.scale == 3)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("a layer of its own: transform, anchor point and frame, as Core Animation computes them")
    func ownLayerGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 30, y: 20) && layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: -10, y: 0, width: 80, height: 40) && layer.position == CGPoint(x: 30, y: 20))
        layer.transform = CATransform3DIdentity
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 30, y: 20, width: 40, height: 20))
        layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        layer.setAffineTransform(CGAffineTransform(translationX: 5, y: 0))
        #expect(layer.affineTransform() == CGAffineTransform(translationX: 5, y: 0) && layer.frame.minX == 35)
    }
}
