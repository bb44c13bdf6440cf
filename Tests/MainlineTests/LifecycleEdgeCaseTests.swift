import Foundation
@testable import Mainline
import MainlineTesting
import Testing

/// A storyboard controller and a view in its scene, logging what UIKit calls on them.
final class StoryboardLoggingController: UIViewController {
    nonisolated(unsafe) static var log: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.log.append("init(coder:)")
    }

    override func awakeFromNib() { Self.log.append("awakeFromNib"); super.awakeFromNib() }
    override func willMove(toParent parent: UIViewController?) { Self.log.append("willMove(toParent:)"); super.willMove(toParent: parent) }
    override func loadView() { Self.log.append("loadView"); super.loadView() }
    override func viewDidLoad() { Self.log.append("viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { Self.log.append("viewWillAppear"); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { Self.log.append("viewDidAppear"); super.viewDidAppear(animated) }
    override func didMove(toParent parent: UIViewController?) { Self.log.append("didMove(toParent:)"); super.didMove(toParent: parent) }
}

final class StoryboardLoggingView: UIView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLoggingController.log.append("view init(coder:)")
    }

    override func awakeFromNib() { StoryboardLoggingController.log.append("view awakeFromNib"); super.awakeFromNib() }
}

private let navigationStoryboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="nav">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="vc" customClass="StoryboardLoggingController" customModule="MainlineTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="child" customClass="StoryboardLoggingView" customModule="MainlineTests">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""

/// A controller whose root view holds a text view pinned with Auto Layout.
final class NotesController: LoggingController {
    let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            textView.heightAnchor.constraint(equalToConstant: 160),
        ])
    }
}

@Suite("Lifecycle edge cases: memory warnings, awakeFromNib, the keyboard", .serialized, .mainline(.quiet))
struct LifecycleEdgeCaseTests {
    @Test("""
    a memory warning reaches every controller in the window's hierarchy, parent first — a navigation \
    controller made before sim.start, its children, a tab bar controller's tabs, a child added with \
    addChild(_:), a presented controller — wherever it was made (UIKit: every controller hears \
    didReceiveMemoryWarning(); the issue's device check)
    """)
    func memoryWarningReachesTheWholeHierarchy() {
        let sim = makeSimulation()
        let log = CallLog()
        let logging: Set<String> = ["didReceiveMemoryWarning"]
        // Made outside every simulation, as an app's code made before the simulation starts.
        let first = LoggingController("First", log: log, logging: logging)
        let second = LoggingController("Second", log: log, logging: logging)
        let navigation = LoggingNavigationController(rootViewController: first)
        navigation.log = log
        navigation.pushViewController(second, animated: false)
        let tabs = UITabBarController()
        let other = LoggingController("OtherTab", log: log, logging: logging)
        let window = Box<UIWindow?>(nil)
        let inside = Box<LoggingController?>(nil)
        sim.start {
            tabs.viewControllers = [navigation, other]
            window.value = UIWindow()
            window.value!.rootViewController = tabs
            window.value!.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        sim.perform {
            let child = LoggingController("Child", log: log, logging: logging)
            second.addChild(child)
            second.view.addSubview(child.view)
            child.didMove(toParent: second)
            let presented = LoggingController("Presented", log: log, logging: logging)
            inside.value = presented
            tabs.present(presented, animated: false)
        }
        sim.runUntilIdle()
        log.clear()
        sim.simulateMemoryWarning()
        sim.runUntilIdle()
        // The tab bar controller (no logging) comes first, then its subtree, then what it presented.
        #expect(log.entries == ["Navigation.didReceiveMemoryWarning", "First.didReceiveMemoryWarning",
                                "Second.didReceiveMemoryWarning", "Child.didReceiveMemoryWarning",
                                "OtherTab.didReceiveMemoryWarning", "Presented.didReceiveMemoryWarning"])
        let recipients = inspect(sim) { sim.application.memoryWarningRecipients().map { ObjectIdentifier($0) } }
        #expect(recipients.first == ObjectIdentifier(tabs))
        #expect(inside.value != nil)
    }

    @Test("""
    a storyboard controller wakes once: init(coder:), awakeFromNib, willMove(toParent:), loadView, \
    viewDidLoad, …; the views of its scene wake when its view loads (seed 004's log: each once)
    """)
    func storyboardControllerWakesOnce() {
        StoryboardLoggingController.log = []
        let sim = makeSimulation()
        sim.start {
            let storyboard = UIStoryboard(data: Data(navigationStoryboard.utf8), bundle: nil)
            let window = UIWindow()
            window.rootViewController = storyboard.instantiateInitialViewController()
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let log = StoryboardLoggingController.log
        // Each once, awakeFromNib right after init(coder:) and before the controller joins its
        // navigation controller; the scene's view wakes inside loadView, before viewDidLoad.
        #expect(Array(log.prefix(3)) == ["init(coder:)", "awakeFromNib", "willMove(toParent:)"])
        #expect(log.filter { $0 == "awakeFromNib" }.count == 1 && log.filter { $0 == "view awakeFromNib" }.count == 1)
        #expect(log.drop { $0 != "loadView" }.prefix(4) == ["loadView", "view init(coder:)", "view awakeFromNib", "viewDidLoad"])
        #expect(log.count == 10 && Set(log).count == 10)
    }

    @Test("every object a nib makes wakes exactly once, the File's Owner not at all (Apple: awakeFromNib is sent to every object recreated from the archive)")
    func nibObjectsWakeOnce() {
        let sim = makeSimulation()
        let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="a" customClass="StoryboardLoggingView" customModule="MainlineTests">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="b" customClass="StoryboardLoggingView" customModule="MainlineTests">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        StoryboardLoggingController.log = []
        let owner = LoggingController("Owner", log: CallLog())
        let count = inspect(sim) { UINib(data: Data(nib.utf8), bundle: nil).instantiate(withOwner: owner).count }
        #expect(count == 1)
        #expect(StoryboardLoggingController.log == ["view init(coder:)", "view init(coder:)", "view awakeFromNib", "view awakeFromNib"])
    }

    @Test("""
    the keyboard appearing over a controller whose view holds a text view laid out with Auto Layout \
    lays the view out: viewWillLayoutSubviews, viewDidLayoutSubviews (seed 004: "当呼出键盘后, \
    viewWillLayoutSubview viewDidLayoutSubviews 将会被调用"), and again when it hides
    """)
    func keyboardLaysOutTheControllersView() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = Box<NotesController?>(nil)
        sim.start {
            controller.value = NotesController("Notes", log: log, logging: ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            let window = UIWindow()
            window.rootViewController = controller.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
        sim.perform { _ = controller.value!.textView.becomeFirstResponder() }
        sim.runUntilIdle()
        #expect(log.entries == ["Notes.viewWillLayoutSubviews", "Notes.viewDidLayoutSubviews"])
        #expect(inspect(sim) { sim.context.app.keyboardFrame != nil })
        log.clear()
        sim.perform { _ = controller.value!.textView.resignFirstResponder() }
        sim.runUntilIdle()
        #expect(log.entries == ["Notes.viewWillLayoutSubviews", "Notes.viewDidLayoutSubviews"])
    }

    @Test("a text view placed with a frame (no Auto Layout) lays out only itself when the keyboard appears: the controller hears nothing")
    func keyboardWithFrameLayout() {
        let sim = makeSimulation()
        let log = CallLog()
        let textView = Box<UITextView?>(nil)
        sim.start {
            let controller = LoggingController("Plain", log: log, logging: ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            textView.value = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 160))
            controller.view.addSubview(textView.value!)
        }
        sim.runUntilIdle()
        log.clear()
        sim.perform { _ = textView.value!.becomeFirstResponder() }
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
    }
}

/// A navigation controller that logs its memory warnings.
final class LoggingNavigationController: UINavigationController {
    var log: CallLog?
    override func didReceiveMemoryWarning() { log?("Navigation.didReceiveMemoryWarning"); super.didReceiveMemoryWarning() }
}
