import Foundation

/// The uniform type identifiers an item provider knows how to compare: which type conforms to
/// which (Apple's `UTCoreTypes` hierarchy for the common public types; any type conforms to
/// itself). `UniformTypeIdentifiers` does not exist on Linux, so the tree is kept here.
enum TypeIdentifiers {
    /// Each known type's parents (the types it conforms to directly).
    static let parents: [String: [String]] = [
        "public.item": [],
        "public.content": [],
        "public.data": ["public.item"],
        "public.text": ["public.data", "public.content"],
        "public.plain-text": ["public.text"],
        "public.utf8-plain-text": ["public.plain-text"],
        "public.utf16-plain-text": ["public.plain-text"],
        "public.rtf": ["public.text"],
        "public.html": ["public.text"],
        "public.json": ["public.text"],
        "public.url": ["public.data"],
        "public.file-url": ["public.url"],
        "public.image": ["public.data", "public.content"],
        "public.png": ["public.image"],
        "public.jpeg": ["public.image"],
        "public.heic": ["public.image"],
        "com.compuserve.gif": ["public.image"],
        "com.apple.flat-rtfd": ["public.data", "public.content"],
        "com.adobe.pdf": ["public.data", "public.content"],
        "public.audiovisual-content": ["public.data", "public.content"],
        "public.movie": ["public.audiovisual-content"],
        "public.vcard": ["public.text"],
        "com.apple.uikit.image": ["public.image"],
        "com.apple.uikit.attributedstring": ["public.data", "public.content"],
    ]

    /// Whether `type` is `other` or conforms to it through the tree (an unknown type conforms
    /// to `public.data` and `public.item`, as a dynamic type does).
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other { return true }
        var queue = [type], seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let up = parents[next] else {
                if other == "public.data" || other == "public.item" { return true }
                continue
            }
            if up.contains(other) { return true }
            queue += up
        }
        return false
    }
}
