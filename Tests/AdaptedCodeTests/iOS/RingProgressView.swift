import UIKit

/// A ring that fills as its progress grows: the layer keeps the progress in an `@NSManaged`
/// property, redisplays when it changes, and animates changes from the value on screen.
final class RingProgressView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }

    private var ring: RingLayer { layer as! RingLayer }

    var progress: CGFloat {
        get { ring.progress }
        set { ring.progress = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.contentsScale = 1
        ring.setNeedsDisplay()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Moves the ring to `value` over `duration` seconds, from where it shows now.
    func animate(to value: CGFloat, duration: TimeInterval) {
        let animation = CABasicAnimation(keyPath: #keyPath(RingLayer.progress))
        animation.fromValue = (ring.presentation() ?? ring).progress
        animation.toValue = value
        animation.duration = duration
        ring.progress = value
        ring.add(animation, forKey: "progress")
    }

    final class RingLayer: CALayer {
        @NSManaged var progress: CGFloat
        var lineWidth: CGFloat = 8

        override init() {
            super.init()
        }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? RingLayer {
                lineWidth = other.lineWidth
            }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == #keyPath(progress) || super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
            let start = -CGFloat.pi / 2
            ctx.setLineWidth(lineWidth)
            ctx.setStrokeColor(UIColor.blue.cgColor)
            ctx.addArc(center: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: false)
            ctx.strokePath()
        }
    }
}
