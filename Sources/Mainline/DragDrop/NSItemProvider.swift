import Foundation
import Synchronization

/// An in-memory item provider (Foundation's `NSItemProvider`, which swift-corelibs-foundation
/// lacks): representations of one item, each a type identifier and a way to make its data —
/// registered objects (`NSItemProviderWriting`), data handlers, files, or (the older API)
/// items — loaded on demand. As on Apple platforms, the load handlers and completion handlers
/// run on a background queue (never the caller's), and each load returns a `Progress`.
///
/// Not here: representations backed by `UTType` (iOS 14's `registeredContentTypes`…; Linux has
/// no `UniformTypeIdentifiers`) and coercion between unrelated types (a URL read as a string).
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// A representation's source of data.
    enum Source {
        case data(@Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?)
        case file(NSItemProviderFileOptions, @Sendable (@escaping @Sendable (URL?, Bool, Error?) -> Void) -> Progress?)
        case item(LoadHandler)
    }

    struct Representation {
        var typeIdentifier: String
        var visibility: NSItemProviderRepresentationVisibility
        var source: Source
    }

    /// A handler of the older API: it gives the item to the completion handler it is passed
    /// (`expectedValueClass` and `options` are the loader's).
    public typealias LoadHandler = (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void
    /// What the older API's loads deliver: the item, or an error.
    public typealias CompletionHandler = (NSSecureCoding?, Error?) -> Void

    private let state = Mutex<(representations: [Representation], suggestedName: String?)>(([], nil))
    /// UIKit's presentation preferences (`NSItemProvider+UIKit.swift`).
    let presentation = Mutex(ItemPresentation())

    /// An empty provider.
    public override init() {}

    /// A provider of `object`'s representations.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` as `typeIdentifier` (the older API).
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        nonisolated(unsafe) let value = item
        registerItem(forTypeIdentifier: typeIdentifier) { completion, _, _ in completion?(value, nil) }
    }

    /// A provider of the file at `fileURL` (nil when there is none), typed by its extension.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = NSItemProvider.typeIdentifier(forExtension: fileURL.pathExtension)
        registerFileRepresentation(forTypeIdentifier: type, fileOptions: [], visibility: .all) { completion in
            completion(fileURL, false, nil)
            return Progress(totalUnitCount: 1)
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    static func typeIdentifier(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "txt", "text": return "public.utf8-plain-text"
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "heic": return "public.heic"
        case "pdf": return "com.adobe.pdf"
        case "json": return "public.json"
        case "html", "htm": return "public.html"
        case "rtf": return "public.rtf"
        case "mov", "mp4": return "public.movie"
        default: return "public.data"
        }
    }

    /// A provider with the same representations.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        let (representations, name) = state.withLock { ($0.representations, $0.suggestedName) }
        copy.state.withLock { $0 = (representations, name) }
        return copy
    }

    // MARK: - Registering

    /// A name for the item, used when it becomes a file (nil: none).
    open var suggestedName: String? {
        get { state.withLock { $0.suggestedName } }
        set { state.withLock { $0.suggestedName = newValue } }
    }

    /// Registers each type `object` writes (its `writableTypeIdentifiersForItemProvider`, in
    /// that order), loaded by its `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        nonisolated(unsafe) let object = object
        for type in object.writableTypeIdentifiersForItemProvider {
            append(Representation(typeIdentifier: type, visibility: visibility, source: .data({ completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            })))
        }
    }

    /// Registers the types objects of `aClass` write; `loadHandler` makes the object when one
    /// is loaded (and gives it to the completion handler it is passed).
    open func registerObject(ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
                             loadHandler: @escaping (@escaping (NSItemProviderWriting?, Error?) -> Void) -> Progress?) {
        nonisolated(unsafe) let loadHandler = loadHandler
        for type in aClass.writableTypeIdentifiersForItemProvider {
            append(Representation(typeIdentifier: type, visibility: visibility, source: .data({ completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error ?? NSItemProvider.error(.itemUnavailableError, "No object was given.")) }
                    _ = object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
                }
            })))
        }
    }

    /// The same for a Swift value type that bridges to a writable class (`String`, `URL`).
    public func registerObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, visibility: NSItemProviderRepresentationVisibility,
                                                         loadHandler: @escaping (@escaping (T?, Error?) -> Void) -> Progress?)
        where T._ObjectiveCType: NSItemProviderWriting {
        registerObject(ofClass: T._ObjectiveCType.self, visibility: visibility) { completion in
            loadHandler { value, error in completion(value?._bridgeToObjectiveC(), error) }
        }
    }

    /// Registers `typeIdentifier`, whose data `loadHandler` gives (to the completion handler
    /// it is passed) when it is loaded.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, source: .data(loadHandler)))
    }

    /// Registers `typeIdentifier` as a file that `loadHandler` gives (with whether it is coordinated).
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, Error?) -> Void) -> Progress?) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, source: .file(fileOptions, loadHandler)))
    }

    /// Registers `typeIdentifier` with a handler of the older API.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: .all, source: .item(loadHandler)))
    }

    private func append(_ representation: Representation) {
        state.withLock { $0.representations.append(representation) }
    }

    // MARK: - Asking

    /// The registered type identifiers, in the order registered (a type registered twice is
    /// listed once).
    open var registeredTypeIdentifiers: [String] {
        var seen: Set<String> = []
        return state.withLock { $0.representations }.map(\.typeIdentifier).filter { seen.insert($0).inserted }
    }

    /// The registered type identifiers whose representations offer `fileOptions`.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions) -> [String] {
        var seen: Set<String> = []
        return state.withLock { $0.representations }.filter { representation in
            guard !fileOptions.isEmpty else { return true }
            if case .file(let options, _) = representation.source { return options.isSuperset(of: fileOptions) }
            return false
        }.map(\.typeIdentifier).filter { seen.insert($0).inserted }
    }

    /// Whether a registered type is `typeIdentifier` or conforms to it (`public.png` conforms
    /// to `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// The same, limited to representations offering `fileOptions`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions) -> Bool {
        registeredTypeIdentifiers(fileOptions: fileOptions).contains { TypeIdentifiers.conforms($0, to: typeIdentifier) }
    }

    /// The first registered representation that conforms to `typeIdentifier`.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        state.withLock { $0.representations }.first { TypeIdentifiers.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether an object of `aClass` can be made: a registered type conforms to one it reads.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// The same for a Swift type that bridges to a readable class (`String`, `URL`).
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    // MARK: - Loading

    /// Loads the data of the first representation conforming to `typeIdentifier` and gives it
    /// to `completionHandler` on a background queue (an error when there is none).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let found = representation(conformingTo: typeIdentifier)
        NSItemProvider.background {
            guard let found else {
                return completionHandler(nil, NSItemProvider.error(.itemUnavailableError, "No representation conforms to \(typeIdentifier)."))
            }
            NSItemProvider.data(of: found) { data, error in
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }

    /// Loads the representation conforming to `typeIdentifier` as a file: a file representation
    /// gives its URL; data is written to a temporary file named after `suggestedName`.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let found = representation(conformingTo: typeIdentifier)
        let name = suggestedName ?? UUID().uuidString
        NSItemProvider.background {
            guard let found else {
                return completionHandler(nil, NSItemProvider.error(.itemUnavailableError, "No representation conforms to \(typeIdentifier)."))
            }
            if case .file(_, let load) = found.source {
                _ = load { url, _, error in
                    progress.completedUnitCount = 1
                    completionHandler(url, error)
                }
                return
            }
            NSItemProvider.data(of: found) { data, error in
                progress.completedUnitCount = 1
                guard let data else { return completionHandler(nil, error) }
                let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
                do {
                    try data.write(to: url)
                    completionHandler(url, nil)
                } catch {
                    completionHandler(nil, error)
                }
            }
        }
        return progress
    }

    /// Loads the file representation conforming to `typeIdentifier` where it is (the Bool:
    /// whether it is in place — true for a file registered with `.openInPlace`).
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, Error?) -> Void) -> Progress {
        let found = representation(conformingTo: typeIdentifier)
        if case .file(let options, _)? = found?.source, options.contains(.openInPlace) {
            let progress = Progress(totalUnitCount: 1)
            NSItemProvider.background {
                if case .file(_, let load)? = found?.source {
                    _ = load { url, _, error in
                        progress.completedUnitCount = 1
                        completionHandler(url, url != nil, error)
                    }
                }
            }
            return progress
        }
        return loadFileRepresentation(forTypeIdentifier: typeIdentifier) { url, error in completionHandler(url, false, error) }
    }

    /// Makes an object of `aClass` from the first representation of a type it reads and gives
    /// it to `completionHandler` on a background queue.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        nonisolated(unsafe) let completionHandler = completionHandler
        nonisolated(unsafe) let aClass = aClass
        let match = aClass.readableTypeIdentifiersForItemProvider.lazy.compactMap { type in
            self.representation(conformingTo: type).map { (type, $0) }
        }.first
        NSItemProvider.background {
            guard let (readType, found) = match else {
                return completionHandler(nil, NSItemProvider.error(.unavailableCoercionError, "Cannot load an object of class \(aClass)."))
            }
            NSItemProvider.data(of: found) { data, error in
                progress.completedUnitCount = 1
                guard let data else { return completionHandler(nil, error) }
                do {
                    let type = TypeIdentifiers.conforms(found.typeIdentifier, to: readType) ? found.typeIdentifier : readType
                    completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
                } catch {
                    completionHandler(nil, error)
                }
            }
        }
        return progress
    }

    /// The same for a Swift type that bridges to a readable class: `String`, `URL`.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            var value: T?
            T._forceBridgeFromObjectiveC(object, result: &value)
            completionHandler(value, error)
        }
    }

    /// Loads the item of `typeIdentifier` (the older API): an item registered with
    /// `registerItem`, a file's URL, or the representation's data (as `NSData`).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        guard let completionHandler else { return }
        nonisolated(unsafe) let completion = completionHandler
        nonisolated(unsafe) let options = options
        let found = representation(conformingTo: typeIdentifier)
        NSItemProvider.background {
            guard let found else {
                return completion(nil, NSItemProvider.error(.itemUnavailableError, "No representation conforms to \(typeIdentifier)."))
            }
            switch found.source {
            case .item(let load):
                load(completion, nil, options)
            case .file(_, let load):
                _ = load { url, _, error in completion(url.map { $0 as NSURL }, error) }
            case .data:
                NSItemProvider.data(of: found) { data, error in completion(data.map { NSData(data: $0) }, error) }
            }
        }
    }

    // MARK: - Delivery

    /// Runs `body` on a background queue, as the item provider's handlers run.
    static func background(_ body: @escaping () -> Void) {
        nonisolated(unsafe) let body = body
        DispatchQueue.global().async { body() }
    }

    /// The data of `representation` (a file's contents, an item's data or string).
    static func data(of representation: Representation, _ completion: @escaping @Sendable (Data?, Error?) -> Void) {
        switch representation.source {
        case .data(let load):
            _ = load(completion)
        case .file(_, let load):
            _ = load { url, _, error in
                guard let url else { return completion(nil, error) }
                do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
            }
        case .item(let load):
            load({ item, error in
                switch item {
                case let data as NSData: completion(data as Data, nil)
                case let string as NSString: completion((string as String).data(using: .utf8), nil)
                case let url as NSURL: completion(url.absoluteString.data(using: .utf8), nil)
                default: completion(nil, error ?? NSItemProvider.error(.unexpectedValueClassError, "The item is not data."))
                }
            }, nil, nil)
        }
    }
}

extension NSItemProvider {
    /// The representations registered so far, in order.
    var registeredRepresentations: [Representation] { state.withLock { $0.representations } }
}
