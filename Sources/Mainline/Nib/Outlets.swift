@_spi(Reflection) import Swift

/// Sets outlets by name, as nib loading does with key-value coding on Apple platforms: the
/// stored property `name` of `object` (declared in its class or a superclass) gets `value`
/// when the value has the property's type (an optional or implicitly unwrapped optional of a
/// class the value is an instance of). Uses the standard library's field reflection, since
/// Swift on Linux has no key-value coding.
enum Outlets {
    @discardableResult
    static func set(_ name: String, of object: AnyObject, to value: Any) -> Bool {
        var stored = false
        var found = false
        var cls: AnyClass? = type(of: object)
        while let c = cls, !found {
            _ = _forEachField(of: c, options: .classType) { fieldName, offset, fieldType, _ in
                guard String(cString: fieldName) == name else { return true }
                found = true
                let address = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
                func store<T>(_: T.Type) -> Bool {
                    guard let typed = value as? T else { return false }
                    address.assumingMemoryBound(to: T.self).pointee = typed
                    return true
                }
                stored = _openExistential(fieldType, do: store)
                return false
            }
            cls = _getSuperclass(c)
        }
        return stored
    }
}
