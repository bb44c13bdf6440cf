@testable import MainlineAdapter
import Testing

/// The tokens of `source`, as (kind, text) pairs, trivia left out unless asked for.
func lexed(_ source: String, trivia: Bool = false) -> [(Token.Kind, String)] {
    let bytes = Array(source.utf8)
    var lexer = Lexer(bytes)
    return lexer.tokenize().filter { trivia || !$0.isTrivia }.map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
}

func texts(_ source: String) -> [String] { lexed(source).map(\.1) }

@Suite("Lexer: Swift source as tokens")
struct LexerTests {
    @Test("the tokens cover the source exactly, whatever it holds")
    func coversTheSource() {
        let sources = [
            "let s = \"a \\(f(\"b)\", (1 + 2))) c\" + x // \"not a string\n/* /* nested */ */ y",
            "let raw = #\"a \"quoted\" \\(not) \\#(yes)\"#\nlet more = ##\"\"#\"##",
            "let m = \"\"\"\n  line \"one\"\n  \\(value) \"\" end\n  \"\"\"\nz",
            "@objc\n  func a<T: Equatable>(_ x: [T: Int]) -> Array<Array<Int>> { x ?? y!.z?.w ... 1..<2 }",
            "let unterminated = \"abc\nnext line",
            "/* unterminated comment",
            "let r = #/a\"b(?<name>x)/# ; `default` $0 0x1p-2 1_000.5e+3",
            "é = \"ü\" ; let 🙂 = 1\r\nwindows\rmac",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            var lexer = Lexer(bytes)
            let tokens = lexer.tokenize()
            var offset = 0
            for token in tokens {
                #expect(token.start == offset, "gap before \(token) in \(source.debugDescription)")
                offset = token.end
            }
            #expect(offset == bytes.count)
        }
    }

    @Test("an interpolation holding parentheses and strings of its own stays inside its string")
    func interpolation() throws {
        let tokens = lexed("print(\"a \\(f(\"b)\", (1 + 2))) c\") + x")
        #expect(tokens.map(\.1) == ["print", "(", "\"a \\(f(\"b)\", (1 + 2))) c\"", ")", "+", "x"])
        let bytes = Array("\"x \\(a(\")\")) y\"".utf8)
        var lexer = Lexer(bytes)
        let string = try #require(lexer.tokenize().first)
        #expect(string.kind == .string)
        #expect(string.interpolations.map { String(decoding: bytes[$0], as: UTF8.self) } == ["a(\")\")"])
    }

    @Test("raw strings: quotes inside are text, only \\#( interpolates")
    func rawStrings() throws {
        let source = "let raw = #\"say \"hi\" \\(not) \\#(yes)\"# + 1"
        #expect(texts(source) == ["let", "raw", "=", "#\"say \"hi\" \\(not) \\#(yes)\"#", "+", "1"])
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes)
        let raw = try #require(lexer.tokenize().first { $0.kind == .string })
        #expect(raw.interpolations.map { String(decoding: bytes[$0], as: UTF8.self) } == ["yes"])
    }

    @Test("multi-line strings hold quotes and line breaks; lines are counted through them and through comments")
    func multilineAndLines() {
        let source = "let m = \"\"\"\n  \"one\" \"\"\n  \"\"\"\n/* a\n b */\nafter"
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes)
        let tokens = lexer.tokenize().filter { !$0.isTrivia }
        #expect(tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == ["let", "m", "=", "\"\"\"\n  \"one\" \"\"\n  \"\"\"", "after"])
        #expect(tokens.last?.line == 6)
    }

    @Test("nested block comments end at their own end; `//` inside a string is text")
    func comments() {
        #expect(lexed("a /* x /* y */ z */ b", trivia: true).filter { $0.0 == .blockComment }.map(\.1) == ["/* x /* y */ z */"])
        #expect(texts("let url = \"http://x\" // trailing") == ["let", "url", "=", "\"http://x\""])
        #expect(texts("a/*c*/b") == ["a", "b"])
    }

    @Test("#selector, #if and the other pound keywords are one token; attributes are @ and a name")
    func poundAndAttributes() {
        #expect(lexed("#selector(tap(_:)) #if os(iOS) #endif").filter { $0.0 == .poundKeyword }.map(\.1) == ["#selector", "#if", "#endif"])
        #expect(texts("@objc(refresh:)\n    @IBAction func refresh(_ s: Any) {}")
            == ["@", "objc", "(", "refresh", ":", ")", "@", "IBAction", "func", "refresh", "(", "_", "s", ":", "Any", ")", "{", "}"])
    }

    @Test("angle brackets stay single so generic lists balance; operators and postfix ? and ! are told apart")
    func operators() {
        #expect(texts("Array<Array<Int>>") == ["Array", "<", "Array", "<", "Int", ">", ">"])
        #expect(texts("a ?? b?.c! != d -> e ... f..<g <= h") == ["a", "??", "b", "?", ".", "c", "!", "!=", "d", "->", "e", "...", "f", "..<", "g", "<=", "h"])
        #expect(texts("x.y?(1)") == ["x", ".", "y", "?", "(", "1", ")"])
    }

    @Test("numbers: exponents, hex floats, separators; 1..<2 is a number, an operator and a number")
    func numbers() {
        #expect(lexed("1.5e-3 0x1p-2 1_000 1..<2").map(\.1) == ["1.5e-3", "0x1p-2", "1_000", "1", "..<", "2"])
        #expect(texts("x.0.1") == ["x", ".", "0.1"])
    }

    @Test("backticked names and $-names are identifiers; regex literals are one token")
    func identifiers() {
        #expect(lexed("`default` $0 $projected").map(\.0) == [.identifier, .identifier, .identifier])
        #expect(lexed("#/a\"b/# c").map(\.0) == [.regex, .identifier])
    }

    @Test("an unterminated string ends at the end of its line, so the next lines lex normally")
    func unterminated() {
        #expect(texts("let s = \"abc\nlet t = 1") == ["let", "s", "=", "\"abc", "let", "t", "=", "1"])
    }
}
