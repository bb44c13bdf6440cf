@testable import MainlineAdapter
import Testing

func parse(_ text: String) -> (SourceFile, [Declaration]) {
    let file = SourceFile(path: "Test.swift", text: text)
    return (file, DeclarationParser(file: file).parse())
}

@Suite("Declaration parser")
struct ParserTests {
    @Test("a class with attributes on their own lines, modifiers, inheritance and members")
    func classDeclaration() throws {
        let (_, declarations) = parse("""
        import UIKit

        @objcMembers
        @available(iOS 13.0, *)
        open class Card<Model: Equatable>: UIView, UITableViewDelegate where Model: Hashable {
            @IBOutlet weak var title: UILabel!
            private(set) var count = 0 { didSet { update() } }
            lazy var handler: () -> Void = { [weak self] in self?.go() }
            @objc(refreshWithSender:)
            dynamic func refresh(_ sender: Any?) { }
            class func make() -> Card { Card() }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(declarations.map(\.kind) == [.import, .class])
        let card = declarations[1]
        #expect(card.name == "Card" && card.hasGenericParameters)
        #expect(card.attributes.map(\.name) == ["objcMembers", "available"])
        #expect(card.attributes[1].argument == "iOS 13.0, *")
        #expect(card.modifiers.map(\.name) == ["open"])
        #expect(card.inheritance.map(\.text) == ["UIView", "UITableViewDelegate"])
        #expect(card.children.map(\.name) == ["title", "count", "handler", "refresh", "make", "init", "init"])
        #expect(card.children[0].attributes.map(\.name) == ["IBOutlet"] && card.children[0].modifiers.map(\.name) == ["weak"])
        #expect(card.children[0].type == "UILabel!")
        #expect(card.children[1].modifiers.map(\.name) == ["private"] && card.children[1].hasInitializer && card.children[1].bodyOpen != nil)
        #expect(card.children[2].hasModifier("lazy") && card.children[2].hasInitializer && card.children[2].bodyOpen == nil)
        let refresh = card.children[3]
        #expect(refresh.attribute("objc")?.argument == "refreshWithSender:" && refresh.hasModifier("dynamic"))
        #expect(refresh.parameters == [Parameter(label: nil, name: "sender", type: "Any?", hasDefault: false, isVariadic: false, isInout: false)])
        #expect(card.children[4].isTypeMember && card.children[4].type == "Card")
        #expect(card.children[5].hasModifier("override") && card.children[5].labels == ["frame"])
    }

    @Test("parameters: labels, `_`, defaults, variadics, inout, closures with commas inside")
    func parameters() throws {
        let (_, declarations) = parse("func f(_ a: Int, with b: [String: Int] = [:], c: Int..., d: inout Bool, e: @escaping (Int, Int) -> Void) throws -> Bool where T: P { true }")
        let f = try #require(declarations.first)
        #expect(f.labels == ["_", "with", "c", "d", "e"])
        #expect(f.parameters.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(f.parameters[1].hasDefault && f.parameters[1].type == "[String: Int]")
        #expect(f.parameters[2].isVariadic && f.parameters[2].type == "Int")
        #expect(f.parameters[3].isInout)
        #expect(f.parameters[4].type == "@escaping (Int, Int) -> Void")
        #expect(f.isThrowing && f.type == "Bool")
        #expect(f.fullName == "f(_:with:c:d:e:)")
    }

    @Test("a protocol's requirements, optional ones included, end at their line")
    func protocolRequirements() throws {
        let (_, declarations) = parse("""
        @objc protocol PanelDelegate: NSObjectProtocol {
            func panelDidShow(_ panel: Panel)
            @objc optional func panel(_ panel: Panel, heightFor row: Int) -> CGFloat
            @objc optional var wantsDimming: Bool { get }
        }
        """)
        let proto = try #require(declarations.first)
        #expect(proto.kind == .protocol && proto.hasAttribute("objc") && proto.inheritance.map(\.text) == ["NSObjectProtocol"])
        #expect(proto.children.map(\.fullName) == ["panelDidShow(_:)", "panel(_:heightFor:)", "wantsDimming"])
        #expect(proto.children[1].hasModifier("optional") && proto.children[1].type == "CGFloat")
        #expect(proto.children[2].hasModifier("optional") && proto.children[2].type == "Bool")
    }

    @Test("declarations in every branch of #if blocks; extensions of nested types; `class` as a modifier or a keyword")
    func conditionalsAndExtensions() throws {
        let (_, declarations) = parse("""
        #if os(iOS)
        import UIKit
        #else
        import AppKit
        #endif
        extension Outer.Inner: Sendable where T: Sendable {
            #if DEBUG
            func debug() {}
            #elseif TEST
            func test() {}
            #endif
            class var shared: Int { 1 }
            class Nested {}
        }
        """)
        #expect(declarations.map(\.kind) == [.import, .import, .extension])
        let ext = declarations[2]
        #expect(ext.name == "Outer.Inner" && ext.inheritance.map(\.text) == ["Sendable"])
        #expect(ext.children.map(\.name) == ["debug", "test", "shared", "Nested"])
        #expect(ext.children[2].kind == .variable && ext.children[2].isTypeMember)
        #expect(ext.children[3].kind == .class)
        #expect(ext.children[3].qualifiedName == "Outer.Inner.Nested")
    }

    @Test("statements at file scope and closures with braces do not derail it")
    func robustness() {
        let (_, declarations) = parse("""
        let view = UIView()
        view.backgroundColor = .red
        DispatchQueue.main.async { print("{ not a brace") }
        func after() {}
        var computed: Int {
            get { 1 }
            set { }
        }
        struct S { let a = [1, 2].map { $0 + 1 }
            func b() {} }
        """)
        #expect(declarations.map(\.name) == ["view", "after", "computed", "S"])
        #expect(declarations[3].children.map(\.name) == ["a", "b"])
    }
}
