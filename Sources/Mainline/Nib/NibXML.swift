import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of an Interface Builder document (`.xib` or `.storyboard` XML).
final class NibElement {
    let name: String
    let attributes: [String: String]
    var children: [NibElement] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ key: String) -> String? { attributes[key] }

    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [NibElement] { children.filter { $0.name == name } }

    /// Parses a document; nil with a message when the XML is not well formed.
    static func parse(_ data: Data) -> Result<NibElement, NibError> {
        let delegate = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root, delegate.stack.isEmpty else {
            let line = parser.lineNumber
            return .failure(NibError("the document is not well-formed XML (line \(line): \(parser.parserError?.localizedDescription ?? "unknown error"))"))
        }
        return .success(root)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [NibElement] = []
        var root: NibElement?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = NibElement(name: name, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }
    }
}

/// Why an Interface Builder document could not be loaded.
public struct NibError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
