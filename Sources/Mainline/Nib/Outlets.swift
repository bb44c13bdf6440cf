import ThreadChecker

/// Sets outlets by name, as nib loading does with key-value coding on Apple platforms: the
/// stored `var` named `name` of `object` (declared in its class or a superclass) gets `value`
/// when the value has the property's type (for outlets: an optional or implicitly unwrapped
/// optional of a class the value is an instance of). Strong and `weak` properties are
/// supported; `let`, `unowned` and computed properties are refused. Swift on Linux has no
/// key-value coding, so this reads the class's field records through the standard library's
/// reflection entry points.
enum Outlets {
    /// The standard library's description of a stored property (its layout is the runtime's).
    private struct FieldRecord {
        var name: UnsafePointer<CChar>? = nil
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
        var isStrong = false
        var isVar = false
    }

    @_silgen_name("swift_reflectionMirror_recursiveCount")
    private static func fieldCount(_ type: Any.Type) -> Int
    @_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
    private static func field(_ type: Any.Type, index: Int, record: UnsafeMutablePointer<FieldRecord>) -> Any.Type
    @_silgen_name("swift_reflectionMirror_recursiveChildOffset")
    private static func fieldOffset(_ type: Any.Type, index: Int) -> Int

    enum Outcome { case set, noSuchProperty, wrongType, notSettable }

    @discardableResult
    static func set(_ name: String, of object: AnyObject, to value: Any) -> Outcome {
        let type: Any.Type = Swift.type(of: object)
        for index in 0..<fieldCount(type) {
            var record = FieldRecord()
            let fieldType = field(type, index: index, record: &record)
            let fieldName = record.name.map { String(cString: $0) }
            record.freeName?(record.name)
            guard fieldName == name else { continue }
            guard record.isVar else { return .notSettable }
            let address = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + fieldOffset(type, index: index)
            if !record.isStrong {
                // A weak field's type is an optional; an unowned one's is not (refused).
                func fits<T>(_: T.Type) -> Bool { value is T && T.self is OptionalMarker.Type }
                guard _openExistential(fieldType, do: fits) else { return .notSettable }
                assignWeakReference(at: address, to: value as AnyObject)
                return .set
            }
            func store<T>(_: T.Type) -> Bool {
                guard let typed = value as? T else { return false }
                address.assumingMemoryBound(to: T.self).pointee = typed
                return true
            }
            return _openExistential(fieldType, do: store) ? .set : .wrongType
        }
        return .noSuchProperty
    }
}

/// Marks `Optional`, to tell weak fields (always optional) from unowned ones.
private protocol OptionalMarker {}
extension Optional: OptionalMarker {}
