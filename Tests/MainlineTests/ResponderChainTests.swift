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
    @Test("next: subview → superview → the controller of a root view → its view's superview → window → window scene → application → app delegate")
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
                case is UIWindowScene: names.append("scene")
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
        // Since iOS 13 a window's next responder is its window scene, whose next is the
        // application (an app without scenes has one window scene too).
        #expect(Array(chain.suffix(6)) == ["navigation.view", "navigation", "window", "scene", "application", "delegate"])
        #expect(!chain.dropFirst(4).dropLast(6).contains { $0 != "(a container view)" })
        #expect(chain.count == 10)
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
