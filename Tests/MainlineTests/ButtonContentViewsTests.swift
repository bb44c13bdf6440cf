import Mainline
import Testing

@Suite("UIButton's title label and image view")
struct ButtonContentViewsTests {
    @Test("titleLabel shows the current state's title at once; after layout it is a centred subview, the image view before it")
    func titleLabelFollowsState() {
        let sim = makeSimulation()
        let box = Box<UIButton?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
            button.setTitle("Save", for: .normal)
            button.setTitle("Saving", for: .disabled)
            button.setImage(UIImage(systemName: "star"), for: .normal)
            window.addSubview(button)
            box.value = button
        }
        sim.runUntilIdle()
        let button = box.value!
        let (text, color, superviewIsButton, labelFrame, imageFrame, order) = inspect(sim) {
            (button.titleLabel?.text, button.titleLabel?.textColor, button.titleLabel?.superview === button,
             button.titleLabel!.frame, button.imageView!.frame, button.subviews.map { $0 === button.imageView ? "image" : "title" })
        }
        #expect(text == "Save")
        #expect(color == .systemBlue)
        #expect(superviewIsButton)
        #expect(order == ["image", "title"])
        // Image and title side by side, centred as a group in the 200 × 44 bounds.
        let group = imageFrame.width + labelFrame.width
        #expect(abs(imageFrame.minX - (100 - group / 2)) < 0.001)
        #expect(labelFrame.minX == imageFrame.maxX)
        #expect(abs(labelFrame.midY - 22) < 0.001 && abs(imageFrame.midY - 22) < 0.001)
        // A title read right after setTitle(_:for:), and the disabled state's title.
        #expect(inspect(sim) { () -> String? in button.setTitle("Send", for: .normal); return button.titleLabel?.text } == "Send")
        #expect(inspect(sim) { () -> String? in button.isEnabled = false; return button.titleLabel?.text } == "Saving")
    }

    @Test("centred content moves by half the difference of its edge insets, as UIKit insets then aligns")
    func edgeInsets() {
        let sim = makeSimulation()
        let (plain, shifted) = inspect(sim) { () -> (CGFloat, CGFloat) in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.setTitle("Save", for: .normal)
            button.layoutIfNeeded()
            let plain = button.titleLabel!.frame.minX
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
            button.layoutIfNeeded()
            return (plain, button.titleLabel!.frame.minX)
        }
        #expect(shifted - plain == 10)
    }

    @Test("a subclass's updateConfiguration() runs on every state change, and a title label font change resizes the button")
    func updateConfigurationOnStateChange() {
        final class StateButton: UIButton {
            var updates: [UIControl.State] = []
            override func updateConfiguration() {
                super.updateConfiguration()
                updates.append(state)
            }
        }
        let sim = makeSimulation()
        let (updates, before, after) = inspect(sim) { () -> ([UIControl.State], CGSize, CGSize) in
            let button = StateButton(type: .custom)
            button.setTitle("Go", for: .normal)
            let before = button.intrinsicContentSize
            button.titleLabel?.font = .systemFont(ofSize: 36)
            let after = button.intrinsicContentSize
            button.isHighlighted = true
            button.isHighlighted = false
            button.isSelected = true
            return (button.updates, before, after)
        }
        #expect(updates == [.highlighted, .normal, .selected])
        #expect(after.width > before.width && after.height > before.height)
    }
}
