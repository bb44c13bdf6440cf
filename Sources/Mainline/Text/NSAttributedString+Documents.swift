import Foundation

extension NSAttributedString {
    /// The formats `init(data:options:documentAttributes:)` reads.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The format's name.
        public let rawValue: String
        /// A format of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        nonisolated public static let plain = DocumentType(rawValue: "NSPlainText")
        /// HTML.
        nonisolated public static let html = DocumentType(rawValue: "NSHTML")
        /// Rich Text Format (read as its plain text here).
        nonisolated public static let rtf = DocumentType(rawValue: "NSRTF")
        /// RTF with attachments (read as its plain text here).
        nonisolated public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// Options for reading a document.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format (`DocumentType`; guessed from the data when absent).
        nonisolated public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding (`String.Encoding.rawValue`; UTF-8 when absent).
        nonisolated public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes for plain text (`[NSAttributedString.Key: Any]`).
        nonisolated public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// Keys of the document's attributes.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's format.
        nonisolated public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The encoding it was read with.
        nonisolated public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// The HTML `<title>`.
        nonisolated public static let title = DocumentAttributeKey(rawValue: "NSTitleDocumentAttribute")
    }

    /// Reads a document: plain text, or HTML with the formatting real code relies on — bold
    /// (`b`, `strong`, headings), italic (`i`, `em`), underline, strikethrough, links
    /// (`a href` as `.link`), colours (`font color`, `style="color:…"`), line and paragraph
    /// breaks (`br`, `p`, `div`, `li` with a bullet) and character entities — in Times 12, as
    /// UIKit's HTML importer does. Styles, tables and images are not laid out; `<head>`,
    /// `<style>` and `<script>` are skipped. RTF is read as its plain text. Bytes that do not
    /// decode in the encoding throw.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encoding = (options[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) }
            ?? (options[.characterEncoding] as? Int).map { String.Encoding(rawValue: UInt($0)) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        let type = options[.documentType] as? DocumentType
            ?? (text.range(of: "<[a-zA-Z!/]", options: .regularExpression) != nil ? .html : .plain)
        var title: String?
        let result: NSAttributedString
        switch type {
        case .html:
            var reader = HTMLReader(text)
            result = reader.read()
            title = reader.title
        case .rtf, .rtfd:
            result = NSAttributedString(string: RTFText.plainText(of: text), attributes: [.font: HTMLReader.baseFont])
        default:
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
            result = NSAttributedString(string: text, attributes: attributes)
        }
        if let dict {
            var attributes: [String: Any] = [DocumentAttributeKey.documentType.rawValue: type.rawValue,
                                             DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue]
            if let title { attributes[DocumentAttributeKey.title.rawValue] = title }
            dict.pointee = NSDictionary(dictionary: attributes)
        }
        self.init(attributedString: result)
    }
}

/// Reads HTML into an attributed string, tag by tag.
struct HTMLReader {
    static let baseFont = UIFont(name: "TimesNewRomanPSMT", size: 12)!
    private let source: String
    private(set) var title: String?

    init(_ source: String) { self.source = source }

    /// The formatting in force: each open tag pushes a change.
    private struct Style {
        var bold = false
        var italic = false
        var underline = false
        var strike = false
        var link: URL?
        var color: UIColor?
        var size: CGFloat = 12

        var attributes: [NSAttributedString.Key: Any] {
            let font: UIFont
            if italic {
                font = UIFont(pointSize: size, weight: bold ? .bold : .regular, name: bold ? "TimesNewRomanPS-BoldItalicMT" : "TimesNewRomanPS-ItalicMT")
            } else {
                font = UIFont(pointSize: size, weight: bold ? .bold : .regular, name: bold ? "TimesNewRomanPS-BoldMT" : "TimesNewRomanPSMT")
            }
            var result: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color ?? UIColor.black]
            if underline { result[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if strike { result[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            if let link { result[.link] = link }
            return result
        }
    }

    mutating func read() -> NSAttributedString {
        let output = NSMutableAttributedString(string: "")
        var stack: [(tag: String, style: Style)] = []
        var style = Style()
        var skipping: String?
        var pendingSpace = false
        var index = source.startIndex

        func append(_ text: String, _ style: Style) {
            guard !text.isEmpty else { return }
            output.append(NSAttributedString(string: text, attributes: style.attributes))
        }
        func breakLine(_ style: Style) {
            // A block starts on a new line; empty blocks add no blank lines of their own.
            let string = output.string
            if string.isEmpty { return }
            if !string.hasSuffix("\n") { append("\n", style) }
            pendingSpace = false
        }

        while index < source.endIndex {
            let char = source[index]
            if char == "<" {
                guard let close = source[index...].firstIndex(of: ">") else { break }
                let body = source[source.index(after: index)..<close]
                index = source.index(after: close)
                if body.hasPrefix("!") { continue }                      // comments and doctype
                let isEnd = body.hasPrefix("/")
                let parts = body.drop { $0 == "/" }.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
                let tag = parts.first.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/")) } ?? ""
                let attributes = parts.count > 1 ? Self.attributes(String(parts[1])) : [:]
                if let skip = skipping {
                    if isEnd, tag == skip { skipping = nil }
                    continue
                }
                if !isEnd, ["head", "style", "script"].contains(tag) {
                    if tag == "head" { title = Self.title(in: source[index...]) }
                    if !body.hasSuffix("/") { skipping = tag }
                    continue
                }
                if tag == "title", !isEnd {
                    title = Self.title(in: source[source.index(before: index)...]) ?? title
                    skipping = "title"
                    continue
                }
                if tag == "br" { append("\n", style); pendingSpace = false; continue }
                let block = ["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr"].contains(tag)
                if isEnd {
                    if block { breakLine(style) }
                    if let i = stack.lastIndex(where: { $0.tag == tag }) {
                        style = stack[i].style
                        stack.removeSubrange(i...)
                    }
                    continue
                }
                if block { breakLine(style) }
                let selfClosing = body.hasSuffix("/")
                if !selfClosing { stack.append((tag, style)) }
                switch tag {
                case "b", "strong": style.bold = true
                case "i", "em", "cite": style.italic = true
                case "u", "ins": style.underline = true
                case "s", "strike", "del": style.strike = true
                case "a": style.link = attributes["href"].flatMap(URL.init(string:))
                case "h1", "h2", "h3", "h4", "h5", "h6":
                    style.bold = true
                    style.size = [24, 18, 14, 12, 10, 8][Int(String(tag.last!))! - 1]
                case "li": append("•\t", style)
                case "font":
                    if let color = attributes["color"].flatMap(Self.color) { style.color = color }
                default: break
                }
                if let css = attributes["style"], let color = Self.cssColor(css) { style.color = color }
                continue
            }
            if skipping != nil { index = source.index(after: index); continue }
            // Text: entities decoded, white space collapsed to single spaces (HTML's rule).
            var end = index
            while end < source.endIndex, source[end] != "<" { end = source.index(after: end) }
            let decoded = Self.decodeEntities(String(source[index..<end]))
            var run = ""
            for c in decoded {
                if c == " " || c == "\n" || c == "\t" || c == "\r" {
                    pendingSpace = true
                } else {
                    if pendingSpace, !(output.string.isEmpty && run.isEmpty), !(output.string.hasSuffix("\n") && run.isEmpty) { run.append(" ") }
                    pendingSpace = false
                    run.append(c == "\u{A0}" ? " " : c)
                }
            }
            append(run, style)
            index = end
        }
        // A trailing line break from a closing block is not part of the text.
        while output.string.hasSuffix("\n") { output.deleteCharacters(in: NSRange(location: output.length - 1, length: 1)) }
        return output
    }

    static func title(in html: Substring) -> String? {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex) else { return nil }
        return decodeEntities(String(html[open.upperBound..<close.lowerBound])).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"([a-zA-Z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))"#)
        let ns = text as NSString
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 1)).lowercased()
            let value = [3, 4, 5].compactMap { match.range(at: $0).location != NSNotFound ? ns.substring(with: match.range(at: $0)) : nil }.first ?? ""
            result[name] = decodeEntities(value)
        }
        return result
    }

    static func cssColor(_ css: String) -> UIColor? {
        for declaration in css.split(separator: ";") {
            let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if pair.count == 2, pair[0] == "color" { return color(pair[1]) }
        }
        return nil
    }

    static func color(_ text: String) -> UIColor? {
        let named: [String: UIColor] = ["black": .black, "white": .white, "red": .red, "green": UIColor(red: 0, green: 0.5, blue: 0, alpha: 1),
                                        "blue": .blue, "gray": .gray, "grey": .gray, "yellow": .yellow, "orange": .orange, "purple": .purple]
        let lower = text.lowercased()
        if let color = named[lower] { return color }
        guard lower.hasPrefix("#") else { return nil }
        var hex = String(lower.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        return UIColor(red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255, blue: CGFloat(value & 0xff) / 255, alpha: 1)
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
                     "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•"]
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semi = text[index...].prefix(12).firstIndex(of: ";") {
                let name = String(text[text.index(after: index)..<semi])
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    replacement = named[name]
                }
                if let replacement {
                    result += replacement
                    index = text.index(after: semi)
                    continue
                }
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }
}

/// RTF's plain text: control words and groups dropped, escaped characters kept.
enum RTFText {
    static func plainText(of rtf: String) -> String {
        var result = ""
        var depth = 0
        var skipDepth: Int?
        var chars = Array(rtf)
        var i = 0
        chars.append(" ")
        while i < chars.count - 1 {
            let c = chars[i]
            switch c {
            case "{": depth += 1; i += 1
            case "}":
                if skipDepth == depth { skipDepth = nil }
                depth -= 1; i += 1
            case "\\":
                let next = chars[i + 1]
                if next == "\\" || next == "{" || next == "}" { if skipDepth == nil { result.append(next) }; i += 2; continue }
                if next == "*" { skipDepth = depth; i += 2; continue }
                var j = i + 1
                while j < chars.count, chars[j].isLetter { j += 1 }
                let word = String(chars[(i + 1)..<j])
                while j < chars.count, chars[j] == "-" || chars[j].isNumber { j += 1 }
                if j < chars.count, chars[j] == " " { j += 1 }
                if ["fonttbl", "colortbl", "stylesheet", "info", "pict"].contains(word) { skipDepth = depth }
                if skipDepth == nil, word == "par" || word == "line" { result.append("\n") }
                if skipDepth == nil, word == "tab" { result.append("\t") }
                i = j
            case "\n", "\r": i += 1
            default:
                if skipDepth == nil { result.append(c) }
                i += 1
            }
        }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
