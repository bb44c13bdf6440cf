@testable import MainlineAdapter
import Testing

/// Shapes of real UIKit code the trial sets (/work/notes/trial) showed the adapter refusing or
/// mangling: each test would fail without its fix.
@Suite("Adapter: shapes of real code (trial sets)")
struct RealCodeShapesTests {
    @Test("`self` in a stored property's didSet is the instance: only `self` in the initial value is reported")
    func selfInObservers() {
        // UPCarouselFlowLayout's ViewController.swift:19 and TKSubmitTransition's
        // TransitionSubmitButton.swift:26, in these shapes.
        let (_, diagnostics) = adapt("""
        import UIKit
        final class Screen: UIViewController {
            fileprivate var currentPage: Int = 0 {
                didSet {
                    self.title = "\\(self.currentPage)"
                }
            }
            @IBInspectable open var normalCornerRadius: CGFloat = 0.0 {
                didSet { self.view.layer.cornerRadius = normalCornerRadius }
            }
            var count = 0 { willSet { self.view.setNeedsLayout() } }
            let wrong: UIButton = { let b = UIButton(); b.addTarget(self, action: nil, for: .touchUpInside); return b }()
        }
        """)
        #expect(diagnostics.map { "\($0.line):\($0.column)" } == ["12:61"])
    }
}

extension RealCodeShapesTests {
    @Test("an optional requirement used as a function value: nil when the conforming type leaves it out, a closure calling it when not")
    func optionalRequirementAsFunctionValue() throws {
        // KYDrawerController.swift:408, in this shape.
        let source = """
        import UIKit
        @objc protocol DrawerDelegate {
            @objc optional func drawer(_ drawer: Drawer, didChangeState state: Int)
            @objc optional func drawer(_ drawer: Drawer, stateChanged state: Int)
            @objc optional func drawerDidClose()
            @objc optional func height(for drawer: Drawer!) -> CGFloat
        }
        final class Drawer: UIView {
            weak var delegate: DrawerDelegate?
            var height: CGFloat = 0
            func finish(_ state: Int) {
                if let didChangeState = self.delegate?.drawer(_:didChangeState:) {
                    didChangeState(self, state)
                } else {
                    self.delegate?.drawer?(self, stateChanged: state)
                }
                let close: (() -> Void)? = delegate?.drawerDidClose
                close?()
                let measure = delegate?.height(for:)
                height = measure?(self) ?? self.height
            }
        }
        final class Screen: UIViewController, DrawerDelegate {
            func drawer(_ drawer: Drawer, didChangeState state: Int) {}
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        #expect(lines(adapted, at: 12) == ["        if let didChangeState = self.delegate?.mainlineOptionalFunction_drawer__didChangeState {"])
        #expect(lines(adapted, at: 15) == ["            self.delegate?.mainlineOptional_drawer(self, stateChanged: state)"])
        #expect(lines(adapted, at: 17) == ["        let close: (() -> Void)? = delegate?.mainlineOptionalFunction_drawerDidClose"])
        #expect(lines(adapted, at: 19) == ["        let measure = delegate?.mainlineOptionalFunction_height_for"])
        // `self.height`, a property, is left alone.
        #expect(lines(adapted, at: 20) == ["        height = measure?(self) ?? self.height"])
        let code = generated(adapted)
        #expect(code.contains("var mainlineOptionalFunction_drawer__didChangeState: ((Drawer, Int) -> Void)? {"))
        #expect(code.contains("guard let implementation = self as? DrawerDelegate_drawer___didChangeState else { return nil }"))
        #expect(code.contains("return { implementation.drawer($0, didChangeState: $1) }"))
        #expect(code.contains("var mainlineOptionalFunction_height_for: ((Drawer?) -> CGFloat)? {"))
        #expect(!code.contains("mainlineOptionalFunction_drawer__stateChanged"))
        for version in ["5", "6"] {
            let result = try typecheck([SourceInput(path: "Drawer.swift", text: source)], swiftVersion: version)
            #expect(result.succeeded, "Swift \(version):\n\(result.output)")
        }
    }
}

extension RealCodeShapesTests {
    @Test("a private nested class adopts its conformances in its own declaration, where they can name it")
    func privateNestedClass() throws {
        // KDCircularProgress.swift:267 (`private class KDCircularProgressViewLayer: CALayer`
        // nested in the view, with `@NSManaged var angle: Double`), in this shape.
        let source = """
        import UIKit
        @objc protocol ProgressDelegate {
            @objc optional func progressDidChange(_ value: Double)
        }
        public class Progress: UIView {
            override public class var layerClass: AnyClass { ProgressLayer.self }
            private class ProgressLayer: CALayer {
                @NSManaged var angle: Double
                @NSManaged var glow: CGPoint
                @objc func pulse() {}
            }
            private final class Observer<T>: ProgressDelegate {
                func progressDidChange(_ value: Double) {}
            }
            fileprivate class Timer: NSObject {
                @objc func fire() {}
            }
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        #expect(lines(adapted, at: 7) == ["    private nonisolated class ProgressLayer: CALayer, SelectorDispatching, DefaultInitializable {"])
        #expect(lines(adapted, at: 8) == [#"                   var angle: Double { get { mainlineManagedValue(forKey: "angle") } set { setValue(newValue, forKey: "angle") } }"#])
        #expect(lines(adapted, at: 9) == [#"                   var glow: CGPoint { get { mainlineManagedValue(forKey: "glow") } set { setValue(newValue, forKey: "glow") } }"#])
        #expect(lines(adapted, at: 12) == ["    private final nonisolated class Observer<T>: ProgressDelegate, SelectorDispatching, ProgressDelegate_progressDidChange {"])
        // A fileprivate nested class can be named at file scope: an extension, as before.
        #expect(generated(adapted).contains("extension Progress.Timer: SelectorDispatching {}"))
        #expect(!generated(adapted).contains("extension Progress.ProgressLayer"))
        for version in ["5", "6"] {
            let result = try typecheck([SourceInput(path: "Progress.swift", text: source)], swiftVersion: version)
            #expect(result.succeeded, "Swift \(version):\n\(result.output)")
        }
    }

    @Test("@NSManaged in a layer class reads and writes the layer's keyed storage (any type); in a Core Data entity it is still reported")
    func managedLayerProperty() {
        let (adapted, diagnostics) = adapt("""
        import UIKit
        final class RingLayer: CAShapeLayer {
            @NSManaged var angle: Double
            @NSManaged var label: String
        }
        final class Entity: NSManagedObject {
            @NSManaged var count: Int
        }
        """)
        #expect(lines(adapted, at: 3) == [#"               var angle: Double { get { mainlineManagedValue(forKey: "angle") } set { setValue(newValue, forKey: "angle") } }"#])
        #expect(lines(adapted, at: 4) == [#"               var label: String { get { mainlineManagedValue(forKey: "label") } set { setValue(newValue, forKey: "label") } }"#])
        #expect(diagnostics.map { "\($0.line) \($0.message)" } == [
            "7 `@NSManaged var count` gets its storage from Core Data, which Linux does not have.",
        ])
    }

    @Test("a Foundation-only file using Core Foundation's run loop timers (TKSubmitTransition's TimerEx.swift, in this shape) imports Mainline, which has them on Linux")
    func coreFoundationTimers() throws {
        let source = """
        import Foundation
        extension Timer {
            class func schedule(delay: TimeInterval, handler: @escaping (CFRunLoopTimer?) -> Void) -> CFRunLoopTimer? {
                let fireDate = delay + CFAbsoluteTimeGetCurrent()
                let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, 0, 0, 0, handler)
                CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
                return timer
            }
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        #expect(adapted.contains("import Mainline"))
        for version in ["5", "6"] {
            let result = try typecheck([SourceInput(path: "TimerEx.swift", text: source)], swiftVersion: version)
            #expect(result.succeeded, "Swift \(version):\n\(result.output)")
        }
        // A Foundation-only file without them is left as it was.
        #expect(!adapt("import Foundation\nlet x = Date()\n").0.contains("import Mainline"))
    }
}
