import Foundation

extension NSAttributedString {
    /// The document type `options` name, or the one the file's extension implies.
    static func documentOptions(_ options: [DocumentReadingOptionKey: Any], for url: URL) -> [DocumentReadingOptionKey: Any] {
        guard options[.documentType] == nil else { return options }
        var options = options
        switch url.pathExtension.lowercased() {
        case "html", "htm": options[.documentType] = DocumentType.html
        case "rtf": options[.documentType] = DocumentType.rtf
        case "rtfd": options[.documentType] = DocumentType.rtfd
        case "txt", "text": options[.documentType] = DocumentType.plain
        default: break
        }
        return options
    }

    /// Reads the document at `url` as `init(data:options:documentAttributes:)` reads data (the
    /// type from the options, else from the file's extension, else guessed from the contents).
    /// A URL that cannot be read throws.
    public convenience init(url: URL, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let data = try Data(contentsOf: url)
        try self.init(data: data, options: NSAttributedString.documentOptions(options, for: url), documentAttributes: dict)
    }

    /// Reads the document at `url` (the name before `init(url:options:documentAttributes:)`).
    @available(iOS, deprecated: 9.0, message: "Use -initWithURL:options:documentAttributes:error:")
    public convenience init(fileURL url: URL, options: [AnyHashable: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        var keyed: [DocumentReadingOptionKey: Any] = [:]
        for (key, value) in options {
            if let key = key as? DocumentReadingOptionKey { keyed[key] = value } else if let key = key as? String { keyed[DocumentReadingOptionKey(rawValue: key)] = value }
        }
        try self.init(url: url, options: keyed, documentAttributes: dict)
    }

    /// Writes the characters of `range` as the document type `dict` names (plain text when it
    /// names none): plain text in its `.characterEncoding` (UTF-8 by default), HTML with the
    /// bold, italic, underline, link and colour runs as tags, or RTF with bold, italic and
    /// underline. RTFD (which needs a file package) and other types throw.
    public func data(from range: NSRange, documentAttributes dict: [DocumentAttributeKey: Any] = [:]) throws -> Data {
        let range = NSIntersectionRange(range, NSRange(location: 0, length: length))
        let part = attributedSubstring(from: range)
        let type = dict[.documentType] as? DocumentType ?? (dict[.documentType] as? String).map(DocumentType.init(rawValue:)) ?? .plain
        switch type {
        case .plain:
            let encoding = (dict[.characterEncoding] as? UInt).map { String.Encoding(rawValue: $0) } ?? .utf8
            guard let data = part.string.data(using: encoding) else { throw CocoaError(.fileWriteInapplicableStringEncoding) }
            return data
        case .html:
            return Data(DocumentWriter.html(part, title: dict[.title] as? String).utf8)
        case .rtf:
            return Data(DocumentWriter.rtf(part).utf8)
        default:
            throw CocoaError(.fileWriteUnsupportedScheme)
        }
    }
}

extension NSMutableAttributedString {
    /// Replaces the text with the document at `url` (read as `NSAttributedString(url:…)` reads).
    public func read(from url: URL, options opts: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let document = try NSAttributedString(url: url, options: opts, documentAttributes: dict)
        setAttributedString(document)
    }

    /// Replaces the text with the document at `url` (the name before `read(from:options:documentAttributes:)`).
    @available(iOS, deprecated: 9.0, message: "Use -readFromURL:options:documentAttributes:error:")
    public func read(fromFileURL url: URL, options opts: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        try read(from: url, options: opts, documentAttributes: dict)
    }
}

/// Writes attributed text as HTML or RTF.
enum DocumentWriter {
    static func escapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\n", with: "<br>\n")
    }

    static func html(_ text: NSAttributedString, title: String?) -> String {
        var body = ""
        if text.length > 0 {
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
                var run = escapeHTML((text.string as NSString).substring(with: range))
                let font = attributes[.font] as? UIFont
                if font?.isBold == true { run = "<b>\(run)</b>" }
                if font?.fontName.localizedCaseInsensitiveContains("italic") == true { run = "<i>\(run)</i>" }
                if TextDrawingStyle.number(attributes[.underlineStyle]) ?? 0 != 0 { run = "<u>\(run)</u>" }
                if TextDrawingStyle.number(attributes[.strikethroughStyle]) ?? 0 != 0 { run = "<s>\(run)</s>" }
                if let color = attributes[.foregroundColor] as? UIColor {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    color.getRed(&r, green: &g, blue: &b, alpha: &a)
                    let hex = String(format: "#%02x%02x%02x", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
                    run = "<font color=\"\(hex)\">\(run)</font>"
                }
                let link = (attributes[.link] as? URL)?.absoluteString ?? attributes[.link] as? String
                if let link { run = "<a href=\"\(escapeHTML(link))\">\(run)</a>" }
                body += run
            }
        }
        let head = title.map { "<title>\(escapeHTML($0))</title>" } ?? ""
        return "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\">\(head)</head><body>\(body)</body></html>\n"
    }

    static func rtf(_ text: NSAttributedString) -> String {
        var body = ""
        if text.length > 0 {
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
                var run = ""
                for scalar in (text.string as NSString).substring(with: range).unicodeScalars {
                    switch scalar {
                    case "\\", "{", "}": run += "\\\(scalar)"
                    case "\n": run += "\\par\n"
                    case "\t": run += "\\tab "
                    default: run += scalar.isASCII ? String(scalar) : "\\u\(Int16(truncatingIfNeeded: Int(scalar.value)))?"
                    }
                }
                let font = attributes[.font] as? UIFont
                var open = "", close = ""
                if font?.isBold == true { open += "\\b "; close = "\\b0 " + close }
                if font?.fontName.localizedCaseInsensitiveContains("italic") == true { open += "\\i "; close = "\\i0 " + close }
                if TextDrawingStyle.number(attributes[.underlineStyle]) ?? 0 != 0 { open += "\\ul "; close = "\\ulnone " + close }
                body += open + run + close
            }
        }
        return "{\\rtf1\\ansi\\ansicpg1252\\cocoartf2\n{\\fonttbl\\f0\\fswiss Helvetica;}\n\\f0\\pard " + body + "}"
    }
}
