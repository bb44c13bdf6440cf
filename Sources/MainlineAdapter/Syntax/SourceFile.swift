/// A Swift file as the adapter reads it: its bytes, its tokens, and indexes into both.
struct SourceFile {
    /// The path the adapted file's `#sourceLocation` names, and diagnostics show.
    let path: String
    let bytes: [UInt8]
    let tokens: [Token]
    /// The indexes of the tokens that are not trivia, in order.
    let significant: [Int]
    /// The byte offset each line starts at (line 1 at index 0).
    let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        var lexer = Lexer(bytes)
        let tokens = lexer.tokenize()
        self.tokens = tokens
        significant = tokens.indices.filter { !tokens[$0].isTrivia }
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if b == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of token `index` (in `tokens`).
    func text(ofToken index: Int) -> String {
        text(tokens[index].start..<tokens[index].end)
    }

    /// The 1-based line of byte `offset`.
    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The 1-based column of byte `offset` (in bytes).
    func column(at offset: Int) -> Int {
        offset - lineStarts[line(at: offset) - 1] + 1
    }

    /// The byte offset line `line` starts at (the end of the file past the last line).
    func lineStart(_ line: Int) -> Int {
        line - 1 < lineStarts.count ? lineStarts[line - 1] : bytes.count
    }

    /// Whether only spaces and tabs come before byte `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0 {
            let b = bytes[index]
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return true }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { return false }
            index -= 1
        }
        return true
    }

    /// The byte offset of the start of the line after the one holding `offset` (the end of the
    /// file if there is none).
    func startOfNextLine(after offset: Int) -> Int {
        lineStart(line(at: offset) + 1)
    }
}
