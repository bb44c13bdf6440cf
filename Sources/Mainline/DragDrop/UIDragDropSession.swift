import Foundation

/// What a drag and its drop have in common: the items, where the finger is, what the drag allows.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// Where the finger is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (only within the app that dragged them).
    var allowsMoveOperation: Bool { get }
    /// Whether only the app that started the drag may take the drop.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item's provider has a type conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item's provider can give an object of `aClass`.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether an item's provider can give a `T` (`String`, `URL`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

/// The drag as its source sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// What the source keeps with the drag (a drop inside the app reads it through
    /// `localDragSession`).
    var localContext: Any? { get set }
}

/// How the system shows a drop's loading progress.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator (the default).
    case `default` = 1
}

/// The drag as a drop destination sees it: the items' objects are loaded through it.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession, ProgressReporting {
    /// The drag session when the drag started in this app (nil otherwise).
    var localDragSession: UIDragSession? { get }
    /// How loading progress is shown.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from each item that can give one; `completion` gets them, in
    /// item order, on the main queue. Only while the drop is performed
    /// (`performDrop`); at any other time nothing is loaded.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Loads a `T` (`String`, `URL`) from each item that can give one.
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            completion(objects.compactMap { object in
                guard let object = object as? T._ObjectiveCType else { return nil }
                var value: T?
                T._forceBridgeFromObjectiveC(object, result: &value)
                return value
            })
        }
    }
}
