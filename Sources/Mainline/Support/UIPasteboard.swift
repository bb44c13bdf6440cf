import Foundation

/// A pasteboard: items, each a dictionary from type identifiers (UTIs such as
/// `"public.utf8-plain-text"`) to values, shared between the app's copy and paste commands.
///
/// Each simulation has its own system: `UIPasteboard.general` and the named pasteboards
/// belong to the simulation whose turn runs (outside every simulation, to the objects made
/// outside them), so tests do not see one another's clipboard. Every change raises
/// `changeCount` and posts `UIPasteboard.changedNotification` with the types added and
/// removed; `remove(withName:)` posts `removedNotification`. Images are kept as `UIImage`s
/// under `"public.png"`, colours under `"com.apple.uikit.color"`.
/// (Item providers, expiry dates and pattern detection are not kept: `setItems(_:options:)`
/// takes `localOnly`/`expirationDate` and ignores them.)
@preconcurrency @MainActor
open class UIPasteboard {
    /// Options for `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The items stay on this device (a `Bool`).
        nonisolated public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// When the items are removed (a `Date`).
        nonisolated public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide general pasteboard.
        nonisolated public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The find pasteboard (deprecated in UIKit; a pasteboard of that name).
        nonisolated public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// Posted (object: the pasteboard) when its items change; `userInfo` lists the types under
    /// `changedTypesAddedUserInfoKey` and `changedTypesRemovedUserInfoKey`.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted (object: the pasteboard) when an app pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The types added by a change (`[String]`).
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The types removed by a change (`[String]`).
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The types `string`/`strings` read and write.
    nonisolated public static let typeListString: [String] = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    /// The types `url`/`urls` read and write.
    nonisolated public static let typeListURL: [String] = ["public.url"]
    /// The types `image`/`images` read and write.
    nonisolated public static let typeListImage: [String] = ["public.png", "public.jpeg", "public.image"]
    /// The types `color`/`colors` read and write.
    nonisolated public static let typeListColor: [String] = ["com.apple.uikit.color"]
    /// The type UIKit's own automatic items use.
    nonisolated public static let typeAutomatic = "com.apple.uikit.pasteboard-automatic"

    /// The contents, shared by every object of the same name.
    let store: PasteboardStore
    var storedName: String { store.name }
    var storedItems: [[String: Any]] {
        get { store.items }
        set { store.items = newValue }
    }

    init(store: PasteboardStore) {
        self.store = store
    }

    // MARK: Getting pasteboards

    /// The general pasteboard, which every app shares for copy and paste.
    public class var general: UIPasteboard {
        let entry = UIEntry("+[UIPasteboard generalPasteboard]"); defer { entry.end() }
        return pasteboard(named: Name.general.rawValue, create: true)!
    }

    /// The pasteboard named `pasteboardName` (an object sharing its contents with every other of
    /// that name); made when `create` is true and there is none.
    public init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        let entry = UIEntry("+[UIPasteboard pasteboardWithName:create:]"); defer { entry.end() }
        guard let board = Self.pasteboard(named: pasteboardName.rawValue, create: create) else { return nil }
        store = board.store
    }

    /// A new pasteboard with a unique name.
    public class func withUniqueName() -> UIPasteboard {
        let entry = UIEntry("+[UIPasteboard pasteboardWithUniqueName]"); defer { entry.end() }
        return pasteboard(named: "com.apple.UIKit.pboard." + UUID().uuidString, create: true)!
    }

    /// Removes the app pasteboard named `pasteboardName` (posting `removedNotification`).
    public class func remove(withName pasteboardName: UIPasteboard.Name) {
        let entry = UIEntry("+[UIPasteboard removePasteboardWithName:]"); defer { entry.end() }
        let app = SimulationContext.runningOrDetached.app
        guard pasteboardName != .general, let board = app.pasteboards.removeValue(forKey: pasteboardName.rawValue) else { return }
        NotificationCenter.default.post(name: removedNotification, object: board)
    }

    static func pasteboard(named name: String, create: Bool) -> UIPasteboard? {
        let app = SimulationContext.runningOrDetached.app
        if let board = app.pasteboards[name] { return board }
        guard create else { return nil }
        let board = UIPasteboard(store: PasteboardStore(name: name))
        board.store.canonical = board
        app.pasteboards[name] = board
        return board
    }

    // MARK: Attributes

    /// The pasteboard's name.
    open var name: UIPasteboard.Name {
        let entry = UIEntry("-[UIPasteboard name]", self); defer { entry.end() }
        return Name(rawValue: storedName)
    }

    /// Whether the pasteboard outlives the app (deprecated in UIKit: app pasteboards never
    /// persist since iOS 10).
    open var isPersistent: Bool {
        let entry = UIEntry("-[UIPasteboard isPersistent]", self); defer { entry.end() }
        return false
    }

    /// Raised by every change of the items.
    open var changeCount: Int {
        let entry = UIEntry("-[UIPasteboard changeCount]", self); defer { entry.end() }
        return store.changeCount
    }

    // MARK: Items

    /// The items, each a dictionary from type identifiers to values.
    open var items: [[String: Any]] {
        get { let entry = UIEntry("-[UIPasteboard items]", self); defer { entry.end() }; return storedItems }
        set { let entry = UIEntry("-[UIPasteboard setItems:]", self); defer { entry.end() }; replaceItems(newValue) }
    }

    /// Replaces the items (the options are accepted and not kept).
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        let entry = UIEntry("-[UIPasteboard setItems:options:]", self); defer { entry.end() }
        replaceItems(items)
    }

    /// Appends items.
    open func addItems(_ items: [[String: Any]]) {
        let entry = UIEntry("-[UIPasteboard addItems:]", self); defer { entry.end() }
        replaceItems(storedItems + items)
    }

    /// How many items there are.
    open var numberOfItems: Int {
        let entry = UIEntry("-[UIPasteboard numberOfItems]", self); defer { entry.end() }
        return storedItems.count
    }

    /// The types of the first item.
    open var types: [String] {
        let entry = UIEntry("-[UIPasteboard pasteboardTypes]", self); defer { entry.end() }
        return storedItems.first.map { Array($0.keys).sorted() } ?? []
    }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        let entry = UIEntry("-[UIPasteboard containsPasteboardTypes:]", self); defer { entry.end() }
        guard let first = storedItems.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The types of the items at `itemSet` (every item when nil).
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let entry = UIEntry("-[UIPasteboard pasteboardTypesForItemSet:]", self); defer { entry.end() }
        return selected(itemSet).map { Array($0.keys).sorted() }
    }

    /// The indexes of the items with a value of one of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let entry = UIEntry("-[UIPasteboard itemSetWithPasteboardTypes:]", self); defer { entry.end() }
        let indexes = storedItems.indices.filter { i in pasteboardTypes.contains { storedItems[i][$0] != nil } }
        return indexes.isEmpty ? nil : IndexSet(indexes)
    }

    /// Whether the items at `itemSet` (every item when nil) have a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let entry = UIEntry("-[UIPasteboard containsPasteboardTypes:inItemSet:]", self); defer { entry.end() }
        return selected(itemSet).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The values of `pasteboardType` in the items at `itemSet`.
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let entry = UIEntry("-[UIPasteboard valuesForPasteboardType:inItemSet:]", self); defer { entry.end() }
        return selected(itemSet).compactMap { $0[pasteboardType] }
    }

    /// The data of `pasteboardType` in the items at `itemSet`.
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let entry = UIEntry("-[UIPasteboard dataForPasteboardType:inItemSet:]", self); defer { entry.end() }
        return selected(itemSet).compactMap { Self.data(of: $0[pasteboardType]) }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        let entry = UIEntry("-[UIPasteboard valueForPasteboardType:]", self); defer { entry.end() }
        return storedItems.first?[pasteboardType]
    }

    /// Makes `value` the only item, of `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        let entry = UIEntry("-[UIPasteboard setValue:forPasteboardType:]", self); defer { entry.end() }
        replaceItems([[pasteboardType: value]])
    }

    /// The first item's value of `pasteboardType` as data (strings in UTF-8, images as PNG).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        let entry = UIEntry("-[UIPasteboard dataForPasteboardType:]", self); defer { entry.end() }
        return Self.data(of: storedItems.first?[pasteboardType])
    }

    /// Makes `data` the only item, of `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        let entry = UIEntry("-[UIPasteboard setData:forPasteboardType:]", self); defer { entry.end() }
        replaceItems([[pasteboardType: data]])
    }

    // MARK: Common types

    /// The first item's string (nil when it has none); setting it makes it the only item.
    open var string: String? {
        get { let entry = UIEntry("-[UIPasteboard string]", self); defer { entry.end() }; return strings(in: storedItems.prefix(1)).first }
        set { let entry = UIEntry("-[UIPasteboard setString:]", self); defer { entry.end() }; replaceItems(newValue.map { [[Self.typeListString[0]: $0]] } ?? []) }
    }
    /// The strings of every item that has one; setting them makes one item each.
    open var strings: [String]? {
        get { let entry = UIEntry("-[UIPasteboard strings]", self); defer { entry.end() }; return nonEmpty(strings(in: storedItems[...])) }
        set { let entry = UIEntry("-[UIPasteboard setStrings:]", self); defer { entry.end() }; replaceItems((newValue ?? []).map { [Self.typeListString[0]: $0] }) }
    }
    /// The first item's URL.
    open var url: URL? {
        get { let entry = UIEntry("-[UIPasteboard URL]", self); defer { entry.end() }; return urls(in: storedItems.prefix(1)).first }
        set { let entry = UIEntry("-[UIPasteboard setURL:]", self); defer { entry.end() }; replaceItems(newValue.map { [Self.urlItem($0)] } ?? []) }
    }
    /// The URLs of every item that has one.
    open var urls: [URL]? {
        get { let entry = UIEntry("-[UIPasteboard URLs]", self); defer { entry.end() }; return nonEmpty(urls(in: storedItems[...])) }
        set { let entry = UIEntry("-[UIPasteboard setURLs:]", self); defer { entry.end() }; replaceItems((newValue ?? []).map(Self.urlItem)) }
    }
    /// The first item's image.
    open var image: UIImage? {
        get { let entry = UIEntry("-[UIPasteboard image]", self); defer { entry.end() }; return images(in: storedItems.prefix(1)).first }
        set { let entry = UIEntry("-[UIPasteboard setImage:]", self); defer { entry.end() }; replaceItems(newValue.map { [[Self.typeListImage[0]: $0]] } ?? []) }
    }
    /// The images of every item that has one.
    open var images: [UIImage]? {
        get { let entry = UIEntry("-[UIPasteboard images]", self); defer { entry.end() }; return nonEmpty(images(in: storedItems[...])) }
        set { let entry = UIEntry("-[UIPasteboard setImages:]", self); defer { entry.end() }; replaceItems((newValue ?? []).map { [Self.typeListImage[0]: $0] }) }
    }
    /// The first item's colour.
    open var color: UIColor? {
        get { let entry = UIEntry("-[UIPasteboard color]", self); defer { entry.end() }; return storedItems.first?[Self.typeListColor[0]] as? UIColor }
        set { let entry = UIEntry("-[UIPasteboard setColor:]", self); defer { entry.end() }; replaceItems(newValue.map { [[Self.typeListColor[0]: $0]] } ?? []) }
    }
    /// The colours of every item that has one.
    open var colors: [UIColor]? {
        get { let entry = UIEntry("-[UIPasteboard colors]", self); defer { entry.end() }; return nonEmpty(storedItems.compactMap { $0[Self.typeListColor[0]] as? UIColor }) }
        set { let entry = UIEntry("-[UIPasteboard setColors:]", self); defer { entry.end() }; replaceItems((newValue ?? []).map { [Self.typeListColor[0]: $0] }) }
    }

    /// Whether any item has a string.
    open var hasStrings: Bool { let entry = UIEntry("-[UIPasteboard hasStrings]", self); defer { entry.end() }; return !strings(in: storedItems[...]).isEmpty }
    /// Whether any item has a URL.
    open var hasURLs: Bool { let entry = UIEntry("-[UIPasteboard hasURLs]", self); defer { entry.end() }; return !urls(in: storedItems[...]).isEmpty }
    /// Whether any item has an image.
    open var hasImages: Bool { let entry = UIEntry("-[UIPasteboard hasImages]", self); defer { entry.end() }; return !images(in: storedItems[...]).isEmpty }
    /// Whether any item has a colour.
    open var hasColors: Bool { let entry = UIEntry("-[UIPasteboard hasColors]", self); defer { entry.end() }; return storedItems.contains { $0[Self.typeListColor[0]] is UIColor } }

    // MARK: Private

    func replaceItems(_ items: [[String: Any]]) {
        let before = Set(storedItems.flatMap(\.keys))
        let after = Set(items.flatMap(\.keys))
        storedItems = items
        store.changeCount += 1
        // Posted with the pasteboard object `general` (or `init(name:create:)`) gives, whichever
        // object made the change, so observers of that object hear every change.
        NotificationCenter.default.post(name: Self.changedNotification, object: store.canonical ?? self, userInfo: [
            Self.changedTypesAddedUserInfoKey: after.subtracting(before).sorted(),
            Self.changedTypesRemovedUserInfoKey: before.subtracting(after).sorted(),
        ])
    }

    private func selected(_ itemSet: IndexSet?) -> [[String: Any]] {
        guard let itemSet else { return storedItems }
        return itemSet.filter { storedItems.indices.contains($0) }.map { storedItems[$0] }
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    private func strings(in items: ArraySlice<[String: Any]>) -> [String] {
        items.compactMap { item in
            for type in Self.typeListString {
                if let string = item[type] as? String { return string }
                if let data = item[type] as? Data, let string = String(data: data, encoding: .utf8) { return string }
            }
            return nil
        }
    }

    private func urls(in items: ArraySlice<[String: Any]>) -> [URL] {
        items.compactMap { item in
            switch item[Self.typeListURL[0]] {
            case let url as URL: url
            case let string as String: URL(string: string)
            case let data as Data: String(data: data, encoding: .utf8).flatMap(URL.init(string:))
            default: nil
            }
        }
    }

    private func images(in items: ArraySlice<[String: Any]>) -> [UIImage] {
        items.compactMap { item in
            for type in Self.typeListImage {
                if let image = item[type] as? UIImage { return image }
                if let data = item[type] as? Data, let image = UIImage(data: data) { return image }
            }
            return nil
        }
    }

    /// A URL item carries its string too, as UIKit's does (apps paste it as text).
    private static func urlItem(_ url: URL) -> [String: Any] {
        [typeListURL[0]: url, typeListString[0]: url.absoluteString]
    }

    private static func data(of value: Any?) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }
}

/// What a pasteboard holds, shared by the objects that name it.
final class PasteboardStore {
    let name: String
    /// The object the simulation hands out for this name.
    weak var canonical: UIPasteboard?
    var items: [[String: Any]] = []
    var changeCount = 0
    init(name: String) { self.name = name }
}
