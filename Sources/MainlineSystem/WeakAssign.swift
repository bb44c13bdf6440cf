import ThreadCheckerHooks

/// Stores `object` into the `weak var` whose storage is at `address` (nib outlets).
public func assignWeakReference(at address: UnsafeMutableRawPointer, to object: AnyObject?) {
    mtc_weak_assign(address, object.map { Unmanaged.passUnretained($0).toOpaque() })
}
