import Mainline
import Testing

/// A controller that ends editing when its background is touched (the common idiom), with a
/// field the test focuses.
private final class FormController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let background = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
    let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.addSubview(background)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("controller.touchesBegan from \(touches.first?.view === background ? "background" : "other")")
        view.endEditing(true)
    }
}

/// A field whose delegate refuses to end editing.
private final class StubbornDelegate: UITextFieldDelegate {
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}

/// Walks `next` from a view to the first controller: the helper real apps write.
private extension UIView {
    var parentViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

private final class AppDelegate: UIResponder, UIApplicationDelegate {}

@Suite("The responder chain")
struct ResponderChainTests {
    @Test("next: subview → superview → the controller of a root view → its view's superview → window → application → app delegate")
    func nextResponders() {
        let sim = makeSimulation()
        let delegate = inspect(sim) { AppDelegate() }  // a responder: made on the main queue
        sim.launch(delegate)
        let chain = inspect(sim) { () -> [String] in
            let window = UIWindow()
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            let label = UILabel()
            let box = UIView()
            child.view.addSubview(box)
            box.addSubview(label)
            var names: [String] = []
            var responder: UIResponder? = label
            while let current = responder, names.count < 20 {
                switch current {
                case label: names.append("label")
                case box: names.append("box")
                case child.view: names.append("child.view")
                case child: names.append("child")
                case navigation.view: names.append("navigation.view")
                case navigation: names.append("navigation")
                case window: names.append("window")
                case is UIApplication: names.append("application")
                case delegate: names.append("delegate")
                default: names.append("(a container view)")
                }
                responder = current.next
            }
            return names
        }
        // Between the child's view and the navigation controller's view sit the navigation
        // controller's own container views, as in UIKit.
        #expect(Array(chain.prefix(4)) == ["label", "box", "child.view", "child"])
        #expect(Array(chain.suffix(5)) == ["navigation.view", "navigation", "window", "application", "delegate"])
        #expect(!chain.dropFirst(4).dropLast(5).contains { $0 != "(a container view)" })
        #expect(chain.count == 9)
        #expect(inspect(sim) { UIView().next == nil && UIResponder().next == nil })
    }

    @Test("a presented controller's next responder is the controller that presented it")
    func presentedNext() {
        let sim = makeSimulation()
        let box = Box<(UIViewController, UIViewController)?>(nil)
        sim.start {
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let sheet = UIViewController()
            root.present(sheet, animated: false)
            box.value = (root, sheet)
        }
        sim.runUntilIdle()
        let (root, sheet) = box.value!
        #expect(inspect(sim) { sheet.next === root })
        #expect(inspect(sim) { sheet.view.next === sheet })
        let button = inspect(sim) { () -> UIButton in let b = UIButton(); sheet.view.addSubview(b); return b }
        #expect(inspect(sim) { button.parentViewController === sheet })
    }

    @Test("touches a view does not handle go up to its controller, whose endEditing(true) hides the keyboard")
    func touchesReachTheController() {
        let sim = makeSimulation()
        let log = CallLog()
        let box = Box<FormController?>(nil)
        sim.start {
            let window = UIWindow()
            let controller = FormController(log: log)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            box.value = controller
        }
        sim.runUntilIdle()
        let controller = box.value!
        #expect(inspect(sim) { controller.field.becomeFirstResponder() })
        sim.run(for: 0.5)
        #expect(inspect(sim) { controller.field.isFirstResponder })
        sim.tap(at: CGPoint(x: 100, y: 400))
        sim.run(for: 0.5)
        #expect(log.entries == ["controller.touchesBegan from background"])
        #expect(inspect(sim) { !controller.field.isFirstResponder && !controller.field.isEditing })
    }

    @Test("endEditing(false) asks the delegate and keeps a field that refuses; endEditing(true) forces it; other subtrees are left alone")
    func endEditingForce() {
        let sim = makeSimulation()
        let delegate = StubbornDelegate()
        let box = Box<(UIView, UIView, UITextField)?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            let other = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
            field.delegate = delegate
            window.addSubview(form)
            window.addSubview(other)
            form.addSubview(field)
            box.value = (form, other, field)
        }
        sim.runUntilIdle()
        let (form, other, field) = box.value!
        #expect(inspect(sim) { field.becomeFirstResponder() })
        #expect(inspect(sim) { other.endEditing(true) } == true)
        #expect(inspect(sim) { field.isFirstResponder })
        #expect(inspect(sim) { form.endEditing(false) } == false)
        #expect(inspect(sim) { field.isFirstResponder })
        #expect(inspect(sim) { form.endEditing(true) } == true)
        #expect(inspect(sim) { !field.isFirstResponder })
        // endEditing(true) still goes through the responder's own resignFirstResponder().
        final class CountingField: UITextField {
            var resigns = 0
            override func resignFirstResponder() -> Bool { resigns += 1; return super.resignFirstResponder() }
        }
        let resigns = inspect(sim) { () -> Int in
            let counting = CountingField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
            counting.delegate = delegate
            form.addSubview(counting)
            _ = counting.becomeFirstResponder()
            form.endEditing(true)
            return counting.isFirstResponder ? -1 : counting.resigns
        }
        #expect(resigns == 1)
    }
}

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

@Suite("tintColorDidChange on a move")
struct TintMoveTests {
    @Test("a view that inherits its tint hears tintColorDidChange when a move changes it, and not when it does not")
    func tintOnMove() {
        final class TintView: UIView {
            var changes = 0
            override func tintColorDidChange() { super.tintColorDidChange(); changes += 1 }
        }
        let sim = makeSimulation()
        let counts = inspect(sim) { () -> [Int] in
            let red = UIView()
            red.tintColor = .systemRed
            let plain = UIView()
            let view = TintView()
            let child = TintView()
            view.addSubview(child)
            var counts: [Int] = []
            plain.addSubview(view)          // default tint → default tint: no change
            counts.append(view.changes)
            red.addSubview(view)            // → red: the view and its inheriting child hear it
            counts.append(contentsOf: [view.changes, child.changes])
            let ownTint = TintView()
            ownTint.tintColor = .systemGreen
            let before = ownTint.changes
            red.addSubview(ownTint)         // a view with its own tint: no change
            counts.append(ownTint.changes - before)
            return counts
        }
        #expect(counts == [0, 1, 1, 0])
    }
}
