import Foundation
@testable import Mainline
import Testing

// Code written the way the trial sets' libraries write it (Pastel's animated gradient,
// GradientView's dimmable drawing, TKSubmitTransition's spinner and block timers,
// AdvancedAnimation's scrubbed animators), run in simulations.

/// A view whose gradient layer walks through colours, one pair after another, each step
/// started from the last one's `animationDidStop` (Pastel's way).
private final class CyclingGradientView: UIView, CAAnimationDelegate {
    let gradient = CAGradientLayer()
    let palette: [UIColor] = [.red, .blue, .green]
    var step = 0
    var stops = 0

    func pair() -> [CGColor] { [palette[step % 3].cgColor, palette[(step + 1) % 3].cgColor] }

    func start() {
        gradient.frame = bounds
        gradient.colors = pair()
        gradient.drawsAsynchronously = true
        layer.insertSublayer(gradient, at: 0)
        animateStep()
    }

    func animateStep() {
        step += 1
        let animation = CABasicAnimation(keyPath: "colors")
        animation.duration = 1
        animation.toValue = pair()
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        gradient.add(animation, forKey: "cycle")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        stops += 1
        gradient.colors = pair()
        animateStep()
    }
}

/// A view drawing a two-colour gradient, desaturated while its tint is dimmed (GradientView's
/// way: colours passed as an NSArray, redrawn when the tint adjustment changes).
private final class DimmableGradientView: UIView {
    var colors: [UIColor] = [.red, .blue]

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let shown = tintAdjustmentMode == .dimmed ? colors.map { color -> UIColor in
            var hue: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
            color.getHue(&hue, saturation: nil, brightness: &brightness, alpha: &alpha)
            return UIColor(hue: hue, saturation: 0, brightness: brightness, alpha: alpha)
        } : colors
        let array = shown.map { $0.cgColor as AnyObject } as NSArray
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: array, locations: nil)!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: bounds.width, y: 0), options: [])
    }
}

extension Timer {
    /// A block timer made with Core Foundation (TKSubmitTransition's helper).
    @discardableResult fileprivate class func fire(after delay: TimeInterval, _ handler: @escaping (Timer?) -> Void) -> Timer! {
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, delay + CFAbsoluteTimeGetCurrent(), 0, 0, 0, handler)
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        return timer
    }
}

@Suite("Drawing and animation code as the trial sets' libraries write it")
struct DrawingLibrariesTests {
    @Test("an animated gradient (Pastel): its colours are half-way at half a step, and each step's stop starts the next")
    func cyclingGradient() throws {
        let sim = makeSimulation(refreshRate: 60)
        let box = Box<CyclingGradientView?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = CyclingGradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            box.value = view
        }
        sim.runUntilIdle()
        let view = box.value!
        let begin = inspect(sim) { () -> Double in
            view.start()
            return CACurrentMediaTime()
        }
        var colors: [CGColor]?
        while colors == nil {
            let sample = inspect(sim) { (CACurrentMediaTime(), view.gradient.presentation()!.colors as! [CGColor]) }
            if elapsed(sample.0, since: begin) >= 0.5 - 1e-9 { colors = sample.1 }
        }
        // From [red, blue] to [blue, green]: half-way, each entry between its two colours.
        let first = try #require(colors?.first?.components), second = try #require(colors?.last?.components)
        #expect(abs(first[0] - 0.5) < 1e-6 && abs(first[2] - 0.5) < 1e-6)
        #expect(abs(second[1] - 0.5) < 1e-6 && abs(second[2] - 0.5) < 1e-6)
        #expect(view.gradient.drawsAsynchronously)
        sim.run(for: 2)
        #expect(view.stops == 2)
        #expect(inspect(sim) { view.gradient.animation(forKey: "cycle") } != nil)
    }

    @Test("a text-shaped mask (Pastel's label): a view's mask masks its rendering")
    func maskedView() {
        let sim = makeSimulation()
        let box = Box<UIView?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .red
            let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            mask.backgroundColor = .black
            view.mask = mask
            window.addSubview(view)
            box.value = view
        }
        sim.runUntilIdle()
        let image = inspect(sim) { () -> CGImage in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { box.value!.layer.render(in: $0.cgContext) }.cgImage!
        }
        #expect(image.pixels().pixel(5, 10).r == 255 && image.pixels().pixel(15, 10).a == 0)
    }

    @Test("a dimmable gradient (GradientView): drawn from an NSArray of colours, redrawn gray when its tint is dimmed")
    func dimmableGradient() {
        let sim = makeSimulation()
        let box = Box<DimmableGradientView?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = DimmableGradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            window.addSubview(view)
            box.value = view
        }
        sim.runUntilIdle()
        func leftPixel() -> PixelBuffer.Element {
            inspect(sim) { () -> PixelBuffer.Element in
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 10), format: format).image { _ in
                    box.value!.drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 10), afterScreenUpdates: false)
                }
                return image.cgImage!.pixels().pixel(0, 5)
            }
        }
        let normal = leftPixel()
        #expect(normal.r > 240 && normal.b < 15)
        inspect(sim) { box.value!.superview!.tintAdjustmentMode = .dimmed }
        let dimmed = leftPixel()
        #expect(dimmed.r == dimmed.g && dimmed.g == dimmed.b && dimmed.r > 240)
    }

    @Test("a spinner (TKSubmitTransition): a shape layer turning forever, and block timers on Core Foundation's clock firing on the simulation's")
    func spinnerAndTimers() {
        let sim = makeSimulation(refreshRate: 60)
        let spinner = CAShapeLayer()
        let fired = Box<[Double]>([])
        let begin = Box<(Double, Double)?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            spinner.path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
            spinner.fillColor = nil
            spinner.strokeColor = UIColor.white.cgColor
            spinner.strokeEnd = 0.4
            window.layer.addSublayer(spinner)
        }
        sim.runUntilIdle()
        sim.perform {
            let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
            rotate.fromValue = 0
            rotate.toValue = 2 * Double.pi
            rotate.duration = 0.4
            rotate.repeatCount = .infinity
            spinner.add(rotate, forKey: "spin")
            begin.value = (CACurrentMediaTime(), CFAbsoluteTimeGetCurrent())
            Timer.fire(after: 1) { _ in fired.value.append(CACurrentMediaTime()) }
        }
        sim.run(for: 1.5)
        #expect(fired.value.count == 1)
        #expect(close(elapsed(fired.value[0], since: begin.value!.0), 1, 1.0 / 60 + 1e-9))
        // Core Foundation's absolute time advanced with the simulation's clock.
        let measured = inspect(sim) { (CACurrentMediaTime(), CFAbsoluteTimeGetCurrent()) }
        #expect(abs((measured.1 - begin.value!.1) - (measured.0 - begin.value!.0)) < 1e-6)
        #expect(inspect(sim) { spinner.animationKeys() } == ["spin"])
    }

    @Test("scrubbed animators (AdvancedAnimation): paused, a fraction sets the corner radius and transform shown; reversed and continued, they end where they began")
    func scrubbedAnimators() {
        let (sim, view) = animationWindow(refreshRate: 60)
        let animator = Box<UIViewPropertyAnimator?>(nil)
        inspect(sim) {
            let corner = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                view.layer.cornerRadius = 12
                view.transform = CGAffineTransform(rotationAngle: -.pi / 2)
            }
            corner.pauseAnimation()
            corner.fractionComplete = 0.5
            animator.value = corner
        }
        let shown = inspect(sim) { (view.layer.presentation()!.cornerRadius, view.layer.presentation()!.affineTransform()) }
        #expect(abs(shown.0 - 6) < 1e-6)
        #expect(abs(atan2(shown.1.b, shown.1.a) + .pi / 4) < 1e-6)
        inspect(sim) {
            animator.value!.isReversed = true
            animator.value!.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        sim.run(for: 1.2)
        #expect(inspect(sim) { view.layer.cornerRadius } == 0)
        #expect(inspect(sim) { view.transform } == .identity)
    }
}

extension PixelBuffer {
    typealias Element = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
}
