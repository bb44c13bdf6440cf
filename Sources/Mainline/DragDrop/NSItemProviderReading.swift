import Foundation

/// Who may load a representation an item provider offers (Foundation's
/// `NSItemProviderRepresentationVisibility`; the simulation has one app, so every
/// representation is visible to it).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Only the app that made the provider (its extensions too).
    case group = 2
    /// Only the process that made the provider.
    case ownProcess = 3
}

/// How a file representation is offered (Foundation's `NSItemProviderFileOptions`).
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Options of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The file may be opened where it is (no copy).
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// A class whose objects an item provider can hand out as data (Foundation's
/// `NSItemProviderWriting`): the types it writes, and the data of one of them.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers objects of the class can be written as, the richest first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object can be written as (default: the class's).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may load the representation of `typeIdentifier` (default `.all`).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Who may load this object's representation of `typeIdentifier` (default: the class's answer).
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Gives the object's data as `typeIdentifier` to `completionHandler` (on any queue); the
    /// progress of the work, or nil.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier)
    }
}

/// A class whose objects an item provider can make from data (Foundation's
/// `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class reads, the richest first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`; throws when the data is not one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// The errors of item providers (`NSItemProviderErrorDomain`).
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

extension NSItemProvider {
    /// The codes of `NSItemProviderErrorDomain`'s errors.
    public enum ErrorCode: Int, Sendable {
        /// Something else went wrong.
        case unknownError = -1
        /// No representation could be loaded.
        case itemUnavailableError = -1000
        /// The value given was not of the class asked for.
        case unexpectedValueClassError = -1100
        /// The representation cannot be turned into the class asked for.
        case unavailableCoercionError = -1200
    }

    static func error(_ code: ErrorCode, _ message: String) -> NSError {
        NSError(domain: NSItemProviderErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

// MARK: - Foundation's and UIKit's classes

extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// Plain text in UTF-8 (and the plain and generic text it conforms to).
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }
    /// Plain text in UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    /// The string in `data` (UTF-8, or UTF-16 for `public.utf16-plain-text`).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let encoding: String.Encoding = typeIdentifier == "public.utf16-plain-text" ? .utf16 : .utf8
        guard let text = String(data: data, encoding: encoding), let string = NSString(string: text) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError, "Could not read \(typeIdentifier) data as \(self).")
        }
        return string
    }

    /// The string's UTF-8 bytes, given at once.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        let data = (self as String).data(using: typeIdentifier == "public.utf16-plain-text" ? .utf16 : .utf8)
        completionHandler(data, nil)
        return Progress(totalUnitCount: 1)
    }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    /// A URL (a file URL conforms to it).
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
    /// A URL, or a file URL for one.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    /// A file URL writes as `public.file-url`, any other as `public.url`.
    public var writableTypeIdentifiersForItemProvider: [String] { isFileURL ? ["public.file-url", "public.url"] : ["public.url"] }

    /// The URL whose absolute string `data` holds.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError, "Could not read \(typeIdentifier) data as \(self).")
        }
        return url
    }

    /// The URL's absolute string in UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        completionHandler(absoluteString.data(using: .utf8), nil)
        return Progress(totalUnitCount: 1)
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// PNG and JPEG (what `UIImage(data:)` decodes) and images in general.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
    /// PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    /// The image `UIImage(data:)` decodes from `data`.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError, "Could not read \(typeIdentifier) data as \(self).")
        }
        return image
    }

    /// The image's `pngData()` (or `jpegData(compressionQuality: 1)` for `public.jpeg`).
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        let data = typeIdentifier == "public.jpeg" ? jpegData(compressionQuality: 1) : pngData()
        completionHandler(data, data == nil ? NSItemProvider.error(.itemUnavailableError, "The image has no pixels to encode.") : nil)
        return Progress(totalUnitCount: 1)
    }
}
