import Foundation
@testable import Mainline
import Testing

/// A scene controller that logs its segues.
class SegueSource: UIViewController {
    /// What happened to this scene's segues, in order.
    let log = CallLog()
    var allowsSegues = true
    var unwound: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log("prepare \(segue.identifier ?? "-") \(type(of: segue)) → \(type(of: segue.destination))")
        super.prepare(for: segue, sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log("should \(identifier)")
        return allowsSegues
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log("\(type(of: self)).viewDidLoad children=\(children.count)")
    }

    override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        if selector.name == "unwindToSource:" {
            return SelectorMethod { [weak self] arguments in
                let segue: UIStoryboardSegue = try arguments.value(0)
                self?.unwound.append(segue.identifier ?? "-")
                self?.log("unwind action from \(type(of: segue.source))")
                return nil
            }
        }
        return super.selectorMethod(selector)
    }
}

final class SegueDestination: UIViewController {
    override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        if selector.name == "close:" { return SelectorMethod { _ in nil } }
        return super.selectorMethod(selector)
    }
}

final class SegueChild: UIViewController {}

/// A segue of the app's own, as drawer libraries write them.
final class AssignSegue: UIStoryboardSegue {
    override func perform() {
        (source as? SegueSource)?.log("performed \(type(of: source)) → \(type(of: destination))")
    }
}

@Suite("Storyboard segues: perform, prepare, embed, custom classes, unwind")
struct StoryboardSegueTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="src">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="src" customClass="SegueSource" customModule="MainlineTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                    <rect key="frame" x="20" y="100" width="200" height="300"/>
                                    <connections>
                                        <segue destination="child" kind="embed" identifier="embedChild" id="e1"/>
                                    </connections>
                                </containerView>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="open">
                                    <rect key="frame" x="20" y="500" width="100" height="44"/>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="dst" kind="presentation" identifier="open" modalPresentationStyle="fullScreen" id="p1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="dst" kind="custom" identifier="assign" customClass="AssignSegue" customModule="MainlineTests" id="c1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="child" customClass="SegueChild" customModule="MainlineTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="childView">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="dst" customClass="SegueDestination" customModule="MainlineTests" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tg"/>
                            <viewControllerLayoutGuide type="bottom" id="bg"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="dstView">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                    <rect key="frame" x="20" y="60" width="100" height="44"/>
                                    <state key="normal" title="Back"/>
                                    <connections>
                                        <segue destination="exit" kind="unwind" unwindAction="unwindToSource:" identifier="back" id="u1"/>
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="back" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="k1"/>
                                <constraint firstItem="back" firstAttribute="leading" secondItem="dstView" secondAttribute="leading" constant="20" id="k2"/>
                                <constraint firstItem="back" firstAttribute="width" constant="100" id="k3"/>
                                <constraint firstItem="back" firstAttribute="height" constant="44" id="k4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// The storyboard's initial controller as the window's root.
    func show() -> (Simulation, CallLog, Box<SegueSource?>) {
        let sim = makeSimulation()
        let box = Box<SegueSource?>(nil)
        sim.start {
            let storyboard = UIStoryboard(data: Data(Self.storyboard.utf8), bundle: nil)
            box.value = storyboard.instantiateInitialViewController() as? SegueSource
            let window = UIWindow()
            window.rootViewController = box.value
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        return (sim, box.value!.log, box)
    }

    @Test("an embed segue runs as the view loads: prepare(for:sender:) before viewDidLoad, the child's view fills the container view")
    func embed() {
        let (sim, log, box) = show()
        #expect(log.entries.prefix(2) == ["prepare embedChild UIStoryboardSegue → SegueChild", "SegueSource.viewDidLoad children=1"])
        let state = inspect(sim) { () -> (Bool, CGRect?, Bool) in
            let child = box.value!.children.first
            return (child is SegueChild, child?.view.frame, child?.view.superview?.frame == CGRect(x: 20, y: 100, width: 200, height: 300))
        }
        #expect(state.0 && state.2)
        #expect(state.1 == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(inspect(sim) { box.value!.storyboard != nil })
    }

    @Test("a button's segue: shouldPerformSegue, then the destination is made, prepare(for:sender:) with the button as sender, then it is presented in the segue's style")
    func buttonSegue() {
        let (sim, log, box) = show()
        log.clear()
        let buttonCenter = inspect(sim) { () -> CGPoint in
            let button = box.value!.view.subviews.first { $0 is UIButton }!
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        }
        sim.tap(at: buttonCenter)
        sim.runUntilIdle()
        #expect(log.entries == ["should open", "prepare open UIStoryboardSegue → SegueDestination"])
        let presented = inspect(sim) { box.value!.presentedViewController }
        #expect(presented is SegueDestination)
        #expect(inspect(sim) { presented?.modalPresentationStyle } == .fullScreen)
        // The scene's top layout guide ends where the safe area begins (47): the button is 8 below.
        #expect(inspect(sim) { presented?.view.subviews.first?.frame.minY } == 55)
    }

    @Test("shouldPerformSegue returning false stops a button's segue; performSegue(withIdentifier:) does not ask")
    func refusedSegue() {
        let (sim, log, box) = show()
        log.clear()
        let buttonCenter = inspect(sim) { () -> CGPoint in
            box.value!.allowsSegues = false
            let button = box.value!.view.subviews.first { $0 is UIButton }!
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        }
        sim.tap(at: buttonCenter)
        sim.runUntilIdle()
        #expect(log.entries == ["should open"])
        #expect(inspect(sim) { box.value!.presentedViewController == nil })
        sim.perform { box.value!.performSegue(withIdentifier: "assign", sender: nil) }
        sim.runUntilIdle()
        #expect(log.entries.suffix(2) == ["prepare assign AssignSegue → SegueDestination", "performed SegueSource → SegueDestination"])
    }

    @Test("an unknown identifier is UIKit's exception, reported; the run goes on")
    func unknownIdentifier() {
        let (sim, _, box) = show()
        sim.perform { box.value!.performSegue(withIdentifier: "nowhere", sender: nil) }
        sim.runUntilIdle()
        #expect(sim.diagnostics.contains { $0.message.contains("has no segue with identifier 'nowhere'") })
    }

    @Test("an unwind segue finds the controller with the action, calls prepare on the source, the action, then dismisses back to it")
    func unwind() {
        let (sim, log, box) = show()
        sim.perform { box.value!.performSegue(withIdentifier: "open", sender: nil) }
        sim.runUntilIdle()
        log.clear()
        let backCenter = inspect(sim) { () -> CGPoint in
            let back = box.value!.presentedViewController!.view.subviews.first!
            return back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        }
        sim.tap(at: backCenter)
        sim.runUntilIdle()
        #expect(box.value!.unwound == ["back"])
        #expect(log.entries.contains("unwind action from SegueDestination"))
        #expect(inspect(sim) { box.value!.presentedViewController == nil })
    }
}
