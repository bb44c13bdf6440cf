import Foundation

/// The drag session the source sees.
final class DragSessionObject: NSObject, UIDragSession {
    unowned let activity: DragActivity

    init(_ activity: DragActivity) { self.activity = activity }

    var items: [UIDragItem] { let entry = UIEntry("-[UIDragSession items]", self); defer { entry.end() }; return activity.items }
    func location(in view: UIView) -> CGPoint {
        let entry = UIEntry("-[UIDragSession locationInView:]", self); defer { entry.end() }
        return activity.location(in: view)
    }
    var allowsMoveOperation: Bool { let entry = UIEntry("-[UIDragSession allowsMoveOperation]", self); defer { entry.end() }; return activity.allowsMove }
    var isRestrictedToDraggingApplication: Bool {
        let entry = UIEntry("-[UIDragSession isRestrictedToDraggingApplication]", self); defer { entry.end() }
        return activity.restricted
    }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        let entry = UIEntry("-[UIDragSession hasItemsConformingToTypeIdentifiers:]", self); defer { entry.end() }
        return activity.hasItemsConforming(to: typeIdentifiers)
    }
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        let entry = UIEntry("-[UIDragSession canLoadObjectsOfClass:]", self); defer { entry.end() }
        return activity.canLoadObjects(of: aClass)
    }
    var localContext: Any? {
        get { let entry = UIEntry("-[UIDragSession localContext]", self); defer { entry.end() }; return activity.localContext }
        set { let entry = UIEntry("-[UIDragSession setLocalContext:]", self); defer { entry.end() }; activity.localContext = newValue }
    }
}

/// The drop session a destination sees (its `localDragSession` is the source's session: the
/// simulation's drags all start in the app).
final class DropSessionObject: NSObject, UIDropSession {
    unowned let activity: DragActivity

    init(_ activity: DragActivity) { self.activity = activity }

    var items: [UIDragItem] { let entry = UIEntry("-[UIDropSession items]", self); defer { entry.end() }; return activity.items }
    func location(in view: UIView) -> CGPoint {
        let entry = UIEntry("-[UIDropSession locationInView:]", self); defer { entry.end() }
        return activity.location(in: view)
    }
    var allowsMoveOperation: Bool { let entry = UIEntry("-[UIDropSession allowsMoveOperation]", self); defer { entry.end() }; return activity.allowsMove }
    var isRestrictedToDraggingApplication: Bool {
        let entry = UIEntry("-[UIDropSession isRestrictedToDraggingApplication]", self); defer { entry.end() }
        return activity.restricted
    }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        let entry = UIEntry("-[UIDropSession hasItemsConformingToTypeIdentifiers:]", self); defer { entry.end() }
        return activity.hasItemsConforming(to: typeIdentifiers)
    }
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        let entry = UIEntry("-[UIDropSession canLoadObjectsOfClass:]", self); defer { entry.end() }
        return activity.canLoadObjects(of: aClass)
    }
    var localDragSession: UIDragSession? {
        let entry = UIEntry("-[UIDropSession localDragSession]", self); defer { entry.end() }
        return activity.dragSession
    }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle {
        get { let entry = UIEntry("-[UIDropSession progressIndicatorStyle]", self); defer { entry.end() }; return activity.progressIndicatorStyle }
        set { let entry = UIEntry("-[UIDropSession setProgressIndicatorStyle:]", self); defer { entry.end() }; activity.progressIndicatorStyle = newValue }
    }
    var progress: Progress { let entry = UIEntry("-[UIDropSession progress]", self); defer { entry.end() }; return activity.progress }
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let entry = UIEntry("-[UIDropSession loadObjectsOfClass:completion:]", self); defer { entry.end() }
        return activity.loadObjects(of: aClass, completion: completion)
    }
}
