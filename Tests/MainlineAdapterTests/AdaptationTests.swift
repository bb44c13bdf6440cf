@testable import MainlineAdapter
import Testing

@Suite("Adapter: optional requirements, moved overrides, reports, line numbers")
struct AdaptationTests {
    @Test("Objective-C names: With unless a preposition starts the label or ends the base name (the compiler's rule)")
    func objcNames() {
        #expect(ObjCNames.selector(baseName: "refresh", labels: []) == "refresh")
        #expect(ObjCNames.selector(baseName: "tapped", labels: ["_"]) == "tapped:")
        #expect(ObjCNames.selector(baseName: "tapped", labels: ["_", "forEvent"]) == "tapped:forEvent:")
        #expect(ObjCNames.selector(baseName: "handle", labels: ["tap"]) == "handleWithTap:")
        #expect(ObjCNames.selector(baseName: "buttonTapped", labels: ["sender"]) == "buttonTappedWithSender:")
        #expect(ObjCNames.selector(baseName: "didTap", labels: ["on"]) == "didTapOn:")
        #expect(ObjCNames.selector(baseName: "scroll", labels: ["to", "animated"]) == "scrollTo:animated:")
        #expect(ObjCNames.selector(baseName: "moveTo", labels: ["point"]) == "moveToPoint:")
        #expect(ObjCNames.selector(baseName: "tableView", labels: ["_", "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(ObjCNames.selector(baseName: "insert", labels: ["_", "at"]) == "insert:at:")
        #expect(ObjCNames.setter("isOn") == "setIsOn:")
    }

    @Test("an @objc optional requirement: its own protocol, a member that calls it when implemented, call sites, and conformances of the types that implement it")
    func optionalRequirements() {
        let source = """
        import UIKit
        @objc protocol PanelDelegate: AnyObject {
            func panelDidShow()
            @objc optional func panelDidHide(_ panel: Panel)
            @objc optional func height(for panel: Panel) -> CGFloat
            @objc optional var wantsDimming: Bool { get }
        }
        final class Panel: UIView {
            weak var delegate: PanelDelegate?
            func hide() {
                delegate?.panelDidHide?(self)
                let height = delegate?.height?(for: self) ?? 44
                let dim = delegate?.wantsDimming ?? true
                completion?()
            }
            var completion: (() -> Void)?
        }
        class Screen: UIViewController, PanelDelegate {
            func panelDidShow() {}
        }
        final class DetailScreen: Screen {
            func panelDidHide(_ panel: Panel) {}
        }
        final class Other: NSObject, PanelDelegate {
            func panelDidShow() {}
            func height(for panel: Panel) -> CGFloat { 100 }
            var wantsDimming: Bool { false }
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        // The requirements leave the protocol (their lines stay, empty) for protocols of their
        // own, where they keep their original lines, with @objc and optional blanked.
        for line in 4...6 {
            let texts = lines(adapted, at: line)
            #expect(texts.count == 2, "line \(line)")
            guard texts.count == 2 else { continue }
            #expect(texts[0].trimmed.isEmpty && (texts[1].contains("func") || texts[1].contains("var")), "line \(line)")
        }
        let code = generated(adapted)
        #expect(code.contains("protocol PanelDelegate_panelDidHide: PanelDelegate {"))
        #expect(virtualLines(adapted).contains(VirtualLine(file: "View.swift", line: 4, text: "                   func panelDidHide(_ panel: Panel)")))
        #expect(code.contains("func mainlineOptional_panelDidHide(_ panel: Panel) -> Void? { (self as? PanelDelegate_panelDidHide)?.panelDidHide(panel) }"))
        #expect(code.contains("func mainlineOptional_height(for panel: Panel) -> CGFloat? { (self as? PanelDelegate_height)?.height(for: panel) }"))
        #expect(code.contains("var wantsDimming: Bool? { (self as? PanelDelegate_wantsDimming)?.wantsDimming }"))
        // Call sites; an optional closure's call is left alone.
        #expect(lines(adapted, at: 11) == ["        delegate?.mainlineOptional_panelDidHide(self)"])
        #expect(lines(adapted, at: 12) == ["        let height = delegate?.mainlineOptional_height(for: self) ?? 44"])
        #expect(lines(adapted, at: 13) == ["        let dim = delegate?.wantsDimming ?? true"])
        #expect(lines(adapted, at: 14) == ["        completion?()"])
        // The implementing types adopt the requirement's protocol (a subclass of a conforming class too).
        // A view controller's implementation is main-actor-isolated: an isolated conformance.
        #expect(code.contains("extension DetailScreen: @MainActor PanelDelegate_panelDidHide {}"))
        #expect(code.contains("extension Other: PanelDelegate_height {}"))
        #expect(code.contains("extension Other: PanelDelegate_wantsDimming {}"))
        #expect(!code.contains("extension Screen: PanelDelegate_"))
        #expect(!code.contains("extension Other: PanelDelegate_panelDidHide"))
    }

    @Test("overrides in extensions move into their class, keeping their file and line; access comes along; imports follow across files")
    func movedOverrides() throws {
        let result = Adapter.adapt([
            SourceInput(path: "Layout.swift", text: """
            import UIKit
            class PageLayout: UICollectionViewFlowLayout {
                var ratio: CGFloat = 1
            }
            extension PageLayout {
                override func prepare() {
                    super.prepare()
                }
            }
            """),
            SourceInput(path: "Layout+More.swift", text: """
            import UIKit
            import Combine
            public extension PageLayout {
                override var collectionViewContentSize: CGSize { .zero }
                func helper() {}
            }
            """),
        ])
        let layout = result.files[0].text
        let more = result.files[1].text
        // The extension keeps its lines, the member's now empty.
        #expect(lines(layout, at: 6, of: "Layout.swift").contains("    "))
        #expect(lines(more, at: 4, of: "Layout+More.swift") == ["    "])
        #expect(lines(more, at: 5, of: "Layout+More.swift") == ["    func helper() {}"])
        // In the class body, each moved member reports its own file and line.
        let virtual = virtualLines(layout)
        #expect(virtual.contains(VirtualLine(file: "Layout.swift", line: 6, text: "    override func prepare() {")))
        #expect(virtual.contains(VirtualLine(file: "Layout.swift", line: 7, text: "        super.prepare()")))
        #expect(virtual.contains(VirtualLine(file: "Layout+More.swift", line: 4, text: "    public override var collectionViewContentSize: CGSize { .zero }")))
        let close = try #require(virtual.firstIndex { $0.file == "Layout.swift" && $0.line == 4 })
        #expect(virtual[close].text == "}")
        #expect(layout.contains("\nimport Combine\n"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a method declared in an extension and overridden by a subclass moves into its class")
    func overriddenExtensionMember() {
        let (adapted, _) = adapt("""
        import UIKit
        class Base: UIView {}
        extension Base {
            @objc func configure() {}
        }
        class Derived: Base {
            override func configure() {}
        }
        """)
        #expect(lines(adapted, at: 4) == ["          func configure() {}", "    "])
    }

    @Test("what cannot be adapted is reported once, at its line, with the fix")
    func reports() throws {
        let (_, diagnostics) = adapt("""
        import UIKit
        import ObjectiveC
        extension UIPageControl {
            open override func sizeToFit() {}
        }
        final class Watcher: NSObject {
            @objc dynamic var value = 0
            var token: NSKeyValueObservation?
            func watch(_ other: Watcher) {
                token = other.observe(\\.value) { _, _ in }
                other.addObserver(self, forKeyPath: "value", options: [.new], context: nil)
                objc_setAssociatedObject(self, &key, 1, .OBJC_ASSOCIATION_RETAIN)
            }
        }
        class Entity: NSObject {
            @NSManaged var name: String
            @NSManaged var note: String?
        }
        final class Screen: UIViewController {
            let button: UIButton = {
                let button = UIButton()
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                return button
            }()
            lazy var other: UIButton = { let b = UIButton(); b.addTarget(self, action: #selector(tapped), for: .touchUpInside); return b }()
            @objc func tapped() {}
        }
        """)
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.severity)" } == ["4:19 error", "10:23 error", "11:15 error", "12:9 error", "16:16 error", "22:26 error"])
        #expect(diagnostics[5].description.hasSuffix("Fix: declare the property `lazy var button`, so that `self` is the instance."))
        let override = try #require(diagnostics.first)
        #expect(override.description == "View.swift:4:19: error: `override func sizeToFit()` is in an extension of UIPageControl, a class this target does not declare: Swift without the Objective-C runtime cannot override a member in an extension. Fix: declare a subclass of UIPageControl that overrides sizeToFit() and use it where this behaviour is needed (or drop the override).")
        #expect(diagnostics[1].message.contains("key-value observing"))
        #expect(diagnostics[3].message.contains("associated objects"))
        #expect(diagnostics[4].message.contains("@NSManaged var name"))
    }

    @Test("an @NSManaged property of a layer subclass (directly or through the target's classes) reads and writes the layer's key-value storage; elsewhere it is still reported")
    func managedLayerProperties() {
        let (adapted, diagnostics) = adapt("""
        import UIKit
        class Ring: CALayer {
            @NSManaged var angle: Double
            @NSManaged var tint: CGColor?
        }
        final class Thick: Ring {
            @NSManaged var width: CGFloat // the stroke
        }
        class Record: NSObject {
            @NSManaged var title: String
        }
        """)
        #expect(lines(adapted, at: 3) == [
            "               var angle: Double { get { mainlineManagedValue(forKey: \"angle\") } set { setValue(newValue, forKey: \"angle\") } }"])
        #expect(lines(adapted, at: 4).first?.hasSuffix("var tint: CGColor? { get { mainlineManagedValue(forKey: \"tint\") } set { setValue(newValue, forKey: \"tint\") } }") == true)
        #expect(lines(adapted, at: 7).first?.contains("var width: CGFloat { get { mainlineManagedValue(forKey: \"width\") }") == true)
        #expect(lines(adapted, at: 7).first?.hasSuffix("} // the stroke") == true)
        #expect(diagnostics.map(\.line) == [10])
        #expect(diagnostics.first?.message.contains("@NSManaged var title") == true)
    }

    @Test("imports, platform conditions, #keyPath, open members of extensions, FoundationNetworking")
    func smallRewrites() {
        let (adapted, _) = adapt("""
        #if os(iOS) || os(tvOS)
        import UIKit.UIGestureRecognizerSubclass
        #elseif canImport(UIKit)
        import UIKit
        #endif
        import ObjectiveC
        let path = #keyPath(CALayer.position)
        let nested = #keyPath(layer.shadowOpacity)
        extension UIView {
            open func flash() {}
        }
        """)
        #expect(lines(adapted, at: 1) == ["#if os(Linux) || os(tvOS)"])
        #expect(lines(adapted, at: 2) == ["import Mainline"])
        #expect(lines(adapted, at: 3) == ["#elseif canImport(Mainline)"])
        #expect(lines(adapted, at: 6) == ["                 "])
        #expect(lines(adapted, at: 7) == ["let path = \"position\""])
        #expect(lines(adapted, at: 8) == ["let nested = \"layer.shadowOpacity\""])
        #expect(lines(adapted, at: 10) == ["    public func flash() {}"])
        let (service, _) = adapt("import Foundation\nfunc load() { URLSession.shared.dataTask(with: URL(string: \"x\")!).resume() }\n")
        #expect(service.contains("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
    }

    @Test("a method of an extension of a class the target does not declare travels with its selector")
    func extensionOfFrameworkClass() {
        let (adapted, _) = adapt("""
        import UIKit
        extension UIView {
            func addTap() {
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
            }
            @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {}
        }
        """)
        #expect(lines(adapted, at: 4) == ["        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(\"handleTap:\", receiver: UIView.self) { receiver in SelectorMethod { arguments in try receiver.handleTap(arguments.value(0)); return nil } }))"])
    }

    @Test("every line the adapter does not change keeps its number, whatever it inserts or moves around it")
    func lineNumbersSurvive() {
        let source = """
        import UIKit

        protocol Refreshing: AnyObject { func refresh() }

        @objc protocol CardDelegate {
            @objc optional func cardDidOpen(_ card: Card)
        }

        final class Card: UIView, Refreshing {
            weak var delegate: CardDelegate?
            let button = UIButton()

            override init(frame: CGRect) {
                super.init(frame: frame)
                button.addTarget(self, action: #selector(open(_:)), for: .touchUpInside)
                NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .init("R"), object: nil)
            }

            required init?(coder: NSCoder) { fatalError() }

            @objc func refresh() { setNeedsLayout() }
        }

        extension Card {
            @objc private func open(_ sender: UIButton) {
                delegate?.cardDidOpen?(self)
            }

            override func layoutSubviews() {
                super.layoutSubviews()
            }
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        let changed: Set<Int> = [1, 5, 6, 15, 16, 21, 25, 26, 29, 30, 31]
        let virtual = virtualLines(adapted).filter { $0.file == "View.swift" }
        for (index, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !changed.contains(index + 1) {
            let found = virtual.filter { $0.line == index + 1 }.map(\.text)
            #expect(found == [String(text)], "line \(index + 1)")
        }
        // The moved override reports its original lines, in the class body.
        #expect(virtual.filter { $0.line == 29 }.map(\.text).contains("    override func layoutSubviews() {"))
        // Adapting is deterministic.
        #expect(adapt(source).text == adapted)
    }
}
