import Foundation
@testable import Mainline
import Testing

@Suite("Text wrapping")
struct TextWrappingTests {
    @Test("ASCII text wraps in its bytes to the same lines, and the same widths, as character by character")
    func asciiWrapsAsCharacters() throws {
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "word", "longerword", " ", "  ", "\n", "x.", "Mainline", "\n\n", "i", "WWW", "—"]
        let fonts = [UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 13)]
        var fastPathTaken = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let width = [CGFloat(0), -5, 1, 40, 75.5, 200, 1_000].randomElement(using: &random)!
            for font in fonts {
                let characters = font.wrapCharacters(text, maxWidth: width)
                if let bytes = font.wrapASCII(text, maxWidth: width) {
                    fastPathTaken += 1
                    #expect(bytes == characters, "\(text.debugDescription) at \(width)")
                    #expect(bytes.map { font.width(of: $0) } == characters.map { font.width(of: $0) })
                    #expect(bytes.map(\.startIndex) == characters.map(\.startIndex))
                } else {
                    #expect(text.utf8.contains { $0 >= 128 }, "only text with non-ASCII characters takes the other path")
                }
                #expect(font.wrap(text, maxWidth: width) == characters)
            }
        }
        #expect(fastPathTaken > 1_000)
        // Carriage returns ("\r\n" is one character) take the character path.
        #expect(UIFont.systemFont(ofSize: 17).wrapASCII("a\r\nb", maxWidth: 100) == nil)
        #expect(UIFont.systemFont(ofSize: 17).wrap("a\r\nb", maxWidth: 100) == ["a\r\nb"])
    }
}
