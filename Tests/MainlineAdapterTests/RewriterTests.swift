@testable import MainlineAdapter
import Testing

@Suite("Adapter: rewriting")
struct RewriterTests {
    @Test("Objective-C-only attributes and dynamic become spaces: every line keeps its number and its columns")
    func attributes() {
        let source = """
        import UIKit

        @objcMembers
        @IBDesignable
        class Card: UIView {
            @IBOutlet weak var title: UILabel!
            @IBInspectable var radius: CGFloat = 4
            @objc dynamic var progress: Double = 0
            @objc(refreshWithSender:) @IBAction private func refresh(_ sender: Any) {}
            @nonobjc func plain() {}
            let dynamic = 1
            func use() -> Int { self.dynamic }
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, text) in original.enumerated() {
            let output = lines(adapted, at: index + 1)
            #expect(output.count == 1, "line \(index + 1)")
            guard let line = output.first else { continue }
            #expect(line.count == text.count || text.contains("import"), "line \(index + 1) changed length: \(line)")
        }
        func blanked(_ line: Int, _ parts: [String]) -> [String] {
            var text = original[line - 1]
            for part in parts { text = text.replacing(part, with: String(repeating: " ", count: part.count)) }
            return [text]
        }
        #expect(lines(adapted, at: 1) == ["import Mainline"])
        #expect(lines(adapted, at: 3) == blanked(3, ["@objcMembers"]))
        #expect(lines(adapted, at: 6) == blanked(6, ["@IBOutlet"]))
        #expect(lines(adapted, at: 8) == blanked(8, ["@objc", "dynamic"]))
        #expect(lines(adapted, at: 9) == blanked(9, ["@objc(refreshWithSender:)", "@IBAction"]))
        #expect(lines(adapted, at: 10) == blanked(10, ["@nonobjc"]))
        // A property named `dynamic` is not the modifier.
        #expect(lines(adapted, at: 11) == ["    let dynamic = 1"])
        #expect(lines(adapted, at: 12) == ["    func use() -> Int { self.dynamic }"])
    }

    @Test("#selector in all its forms becomes the Objective-C name the Swift compiler would give")
    func selectorForms() {
        let source = """
        import UIKit
        final class Panel: UIView {
            @objc func refresh() {}
            @objc func bare(_ sender: UIButton) {}
            @objc func handle(tap: UITapGestureRecognizer) {}
            @objc func didTap(on view: UIView) {}
            @objc func scroll(to point: CGPoint, animated: Bool) {}
            @objc(customName:) func renamed(_ value: Int) {}
            @objc var isOn = false
            func wire(_ b: UIButton) {
                b.addTarget(self, action: #selector(refresh), for: .touchUpInside)
                b.addTarget(self, action: #selector(bare), for: .touchUpInside)
                b.addTarget(self, action: #selector(Panel.handle(tap:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(self.didTap(on:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(scroll(to:animated:)), for: .touchUpInside)
                b.addTarget(self, action: #selector(renamed(_:)), for: .touchUpInside)
                _ = [#selector(getter: Panel.isOn), #selector(setter: Panel.isOn)]
                _ = #selector((Panel.refresh) as (Panel) -> () -> Void)
                _ = #selector(UIResponder.resignFirstResponder)
                _ = #selector(
                    bare(_:)
                )
                let text = "#selector(refresh) stays" // #selector(refresh) stays too
                let interpolated = "\\(#selector(refresh))"
            }
        }
        """
        let (adapted, diagnostics) = adapt(source)
        #expect(diagnostics.isEmpty)
        #expect(lines(adapted, at: 11).first?.contains("action: Selector(\"refresh\"),") == true)
        #expect(lines(adapted, at: 12).first?.contains("Selector(\"bare:\")") == true)
        #expect(lines(adapted, at: 13).first?.contains("Selector(\"handleWithTap:\")") == true)
        #expect(lines(adapted, at: 14).first?.contains("Selector(\"didTapOn:\")") == true)
        #expect(lines(adapted, at: 15).first?.contains("Selector(\"scrollTo:animated:\")") == true)
        #expect(lines(adapted, at: 16).first?.contains("Selector(\"customName:\")") == true)
        #expect(lines(adapted, at: 17) == ["        _ = [Selector(\"isOn\"), Selector(\"setIsOn:\")]"])
        #expect(lines(adapted, at: 18) == ["        _ = Selector(\"refresh\")"])
        #expect(lines(adapted, at: 19) == ["        _ = Selector(\"resignFirstResponder\")"])
        // A #selector over three lines keeps them.
        #expect(lines(adapted, at: 20) == ["        _ = Selector(\"bare:\")"])
        #expect(lines(adapted, at: 23) == ["        let text = \"#selector(refresh) stays\" // #selector(refresh) stays too"])
        #expect(lines(adapted, at: 24) == ["        let interpolated = \"\\(Selector(\"refresh\"))\""])
    }

    @Test("a class of a Mainline responder overrides selectorMethod(_:) in its body; an NSObject subclass declares it and adopts SelectorDispatching")
    func dispatchInClassBodies() {
        let source = """
        import UIKit
        class Card: UIView {
            @objc private func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            @IBAction func save() {}
        }
        final class Ticker: NSObject {
            @objc func fire(_ timer: Timer) -> Bool { true }
        }
        class FancyCard: Card {
            @objc func shine() {}
        }
        class PlainCard: Card {}
        open class Base: UIViewController {
            @objc func go() {}
        }
        """
        let (adapted, _) = adapt(source)
        let code = generated(adapted)
        #expect(code.contains("""
            public override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
                switch selector {
                case "tapped:forEvent:": return SelectorMethod { arguments in try self.tapped(arguments.value(0), forEvent: arguments.value(1)); return nil }
                case "save": return SelectorMethod { _ in self.save(); return nil }
                default: break
                }
                return super.selectorMethod(selector)
            }
        """))
        #expect(code.contains("""
            public func selectorMethod(_ selector: Selector) -> SelectorMethod? {
                switch selector {
                case "fire:": return SelectorMethod { arguments in try self.fire(arguments.value(0)) }
                default: break
                }
                return nil
            }
        """))
        #expect(code.contains("extension Ticker: SelectorDispatching {}"))
        #expect(!code.contains("extension Card: SelectorDispatching"))
        #expect(code.contains("case \"shine\""))
        #expect(code.contains("open override func selectorMethod"))
        // The generated method sits in the class body, before its closing brace.
        let virtual = virtualLines(adapted)
        let cardClose = virtual.firstIndex { $0.file == "View.swift" && $0.line == 5 }!
        #expect(virtual[cardClose].text == "}")
        #expect(virtual[cardClose - 1].text == "    }" && virtual[cardClose - 1].file == nil)
        // A subclass with no selector members of its own inherits the method.
        #expect(code.split(separator: "func selectorMethod", omittingEmptySubsequences: false).count == 5)
    }

    @Test("members in extensions in other files are reached through a helper in their extension; an extension in the same file directly")
    func dispatchAcrossFiles() throws {
        let result = Adapter.adapt([
            SourceInput(path: "Card.swift", text: "import UIKit\nclass Card: UIView {\n}\nextension Card {\n    @objc private func near() {}\n}\n"),
            SourceInput(path: "Card+Actions.swift", text: "import UIKit\nextension Card {\n    @objc private func far(_ sender: Any?) {}\n}\n"),
        ])
        let card = result.files[0].text
        let actions = result.files[1].text
        #expect(card.contains("case \"near\": return SelectorMethod { _ in self.near(); return nil }"))
        #expect(card.contains("if let method = mainlineSelectorMethod_Card_Actions_swift_1(selector) { return method }"))
        #expect(generated(actions).contains("""
            func mainlineSelectorMethod_Card_Actions_swift_1(_ selector: Selector) -> SelectorMethod? {
                switch selector {
                case "far:": return SelectorMethod { arguments in try self.far(arguments.value(0)); return nil }
                default: return nil
                }
            }
        """))
        // The helper is inside the extension (so it reaches private members), before its brace.
        let virtual = virtualLines(actions)
        let close = try #require(virtual.firstIndex { $0.file == "Card+Actions.swift" && $0.line == 4 })
        #expect(virtual[close].text == "}" && virtual[close - 1].file == nil)
    }

    @Test("a subclass of a target class that dispatches overrides it, across files; overloads are told apart by type")
    func subclassesAndOverloads() {
        let result = Adapter.adapt([
            SourceInput(path: "Base.swift", text: "import Foundation\nclass Base: NSObject {\n    @objc func a() {}\n}\n"),
            SourceInput(path: "Sub.swift", text: "import Foundation\nclass Sub: Base {\n    @objc func set(_ value: Int) {}\n    func set(_ value: String) {}\n    @objcMembers class Inner: NSObject { func x() {} }\n}\n"),
        ])
        let base = generated(result.files[0].text)
        let sub = generated(result.files[1].text)
        #expect(base.contains("public func selectorMethod") && base.contains("extension Base: SelectorDispatching {}"))
        #expect(sub.contains("public override func selectorMethod") && !sub.contains("extension Sub: SelectorDispatching"))
        #expect(sub.contains("case \"set:\": return SelectorMethod { arguments in try self.set((arguments.value(0) as Int)); return nil }"))
        #expect(sub.contains("extension Sub.Inner: SelectorDispatching {}"))
        // Files that did not import Mainline import it for the generated code.
        #expect(result.files[1].text.contains("\nimport Mainline\n"))
    }

    @Test("properties: getters and setters; no setter for let, private(set) or get-only computed properties")
    func properties() {
        let (adapted, _) = adapt("""
        import UIKit
        class Switcher: UIView {
            @objc var isOn = false
            @objc let identifier = "x"
            @objc private(set) var count = 0
            @objc var computed: Int { 1 }
            @objc var settable: Int { get { 1 } set { } }
        }
        """)
        let code = generated(adapted)
        for selector in ["isOn", "setIsOn:", "identifier", "count", "computed", "settable", "setSettable:"] {
            #expect(code.contains("case \"\(selector)\""), "\(selector)")
        }
        for selector in ["setIdentifier:", "setCount:", "setComputed:"] {
            #expect(!code.contains("case \"\(selector)\""), "\(selector)")
        }
    }

    @Test("an @objc protocol becomes class-bound; NSObjectProtocol becomes AnyObject; its implementations are dispatched")
    func protocols() {
        let (adapted, _) = adapt("""
        import UIKit
        @objc protocol Loader {
            func load(_ url: URL)
        }
        @objc protocol Saver: NSObjectProtocol { func save() }
        protocol Plain: AnyObject, NSObjectProtocol {}
        final class Store: NSObject, Loader {
            func load(_ url: URL) {}
        }
        """)
        #expect(lines(adapted, at: 2) == ["      protocol Loader: AnyObject {"])
        #expect(lines(adapted, at: 5) == ["      protocol Saver: AnyObject { func save() }"])
        #expect(lines(adapted, at: 6) == ["protocol Plain: AnyObject                   {}"])
        #expect(generated(adapted).contains("case \"load:\""))
    }

    @Test("a dependency's adapted files, read as context, make a subclass override their class's dispatch; #selector(object.method) finds the method by name")
    func contextAndInstanceSelectors() {
        let result = Adapter.adapt(
            [SourceInput(path: "Sub.swift", text: """
            import Foundation
            final class Sub: Base {
                @objc func b(_ sender: Any) {}
                func wire(_ other: Helper) { _ = #selector(other.helped(with:)) }
            }
            final class Helper: NSObject { @objc func helped(with value: Int) {} }
            """)],
            context: [SourceInput(path: "Base.swift", text: "import Foundation\nclass Base: NSObject {\n    @objc func a() {}\n}\n")])
        #expect(result.files.count == 1)
        let code = generated(result.files[0].text)
        #expect(code.contains("public override func selectorMethod") && !code.contains("extension Sub: SelectorDispatching"))
        #expect(lines(result.files[0].text, at: 4, of: "Sub.swift") == ["    func wire(_ other: Helper) { _ = Selector(\"helpedWith:\") }"])
    }
}
