import Foundation
@testable import Mainline
import Testing

@Suite("UIKit breadth: names real code uses")
struct BreadthTests {
    @Test("Darwin names: NSEC_PER_SEC, HUGE, NSInteger; CACurrentMediaTime is the simulation's clock inside a turn")
    func darwinNames() {
        let sim = makeSimulation()
        let deadline = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(deadline > DispatchTime.now())
        #expect(HUGE == Float.greatestFiniteMagnitude)
        let n: NSInteger = 3
        #expect(n == 3)
        let before = inspect(sim) { CACurrentMediaTime() }
        sim.run(for: 2)
        let after = inspect(sim) { CACurrentMediaTime() }
        // Two simulated seconds, whatever the wall clock did.
        #expect(abs(after - before - 2) < 0.05)
    }

    @Test("accessibility defaults by class, settings, layout direction, feedback counts, visual effect content view")
    func accessibilityAndFriends() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let label = UILabel()
            label.text = "Hello"
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            let plain = UIView()
            plain.accessibilityTraits = .header
            plain.isAccessibilityElement = true
            plain.accessibilityLabel = "Title"
            let rtl = UIView()
            rtl.semanticContentAttribute = .forceRightToLeft
            let haptic = UIImpactFeedbackGenerator(style: .light)
            haptic.prepare()
            haptic.impactOccurred()
            haptic.impactOccurred(intensity: 0.5)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            blur.contentView.addSubview(UILabel())
            blur.layoutIfNeeded()
            return [
                "\(label.isAccessibilityElement) \(label.accessibilityLabel ?? "-") \(label.accessibilityTraits == .staticText)",
                "\(button.isAccessibilityElement) \(button.accessibilityLabel ?? "-") \(button.accessibilityTraits == .button)",
                "\(UIView().isAccessibilityElement) \(plain.isAccessibilityElement) \(plain.accessibilityLabel ?? "-") \(plain.accessibilityTraits == .header)",
                "\(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight) \(rtl.effectiveUserInterfaceLayoutDirection == .rightToLeft)",
                "\(haptic.playedCount)",
                "\(blur.contentView.frame) \(blur.subviews.count) \(blur.contentView.subviews.count)",
            ]
        }
        #expect(result == [
            "true Hello true",
            "true Go true",
            "false true Title true",
            "true true",
            "2",
            "\(CGRect(x: 0, y: 0, width: 200, height: 80)) 1 1",
        ])
    }

    @Test("addSubview is open: a container can redirect its subviews, as UIKit's subclasses do")
    func addSubviewOverride() {
        final class MaskingView: UIView {
            let backgroundView = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                super.addSubview(backgroundView)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func addSubview(_ view: UIView) { backgroundView.addSubview(view) }
        }
        let sim = makeSimulation()
        let counts = inspect(sim) { () -> (Int, Int) in
            let masking = MaskingView(frame: .zero)
            masking.addSubview(UIView())
            masking.addSubview(UIView())
            return (masking.subviews.count, masking.backgroundView.subviews.count)
        }
        #expect(counts == (1, 2))
    }
}
