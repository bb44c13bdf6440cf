/// A growable buffer of trivially copyable values in manually managed memory.
///
/// The solver's rows and columns are vectors of vectors; as Swift arrays every element write
/// pays a uniqueness check (a runtime call) and copy-on-write bookkeeping, which dominated the
/// solver's profile. An `UnsafeVector` is a plain handle (pointer, count, capacity): copies
/// alias the same memory, writes go straight through the pointer, and nothing is freed
/// automatically. Its owner — the non-copyable `SolverCore` — frees every vector it holds in
/// its `deinit`. Indices are checked by `assert` only.
struct UnsafeVector<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count: Int = 0
    private(set) var capacity: Int = 0

    init() {}

    init(repeating value: Element, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        base.unsafelyUnwrapped.initialize(repeating: value, count: n)
        count = n
    }

    init(copying buffer: UnsafeBufferPointer<Element>) {
        guard let src = buffer.baseAddress, buffer.count > 0 else { return }
        reserve(buffer.count)
        base.unsafelyUnwrapped.update(from: src, count: buffer.count)
        count = buffer.count
    }

    @inline(__always) var isEmpty: Bool { count == 0 }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(i >= 0 && i < count, "UnsafeVector index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + i)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            assert(i >= 0 && i < count, "UnsafeVector index out of range")
            return base.unsafelyUnwrapped + i
        }
    }

    @inline(__always) var buffer: UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    @inline(__always)
    mutating func append(_ x: Element) {
        if count == capacity { grow(count + 1) }
        (base.unsafelyUnwrapped + count).initialize(to: x)
        count &+= 1
    }

    /// Appends without a capacity check; the caller reserved room.
    @inline(__always)
    mutating func appendUnchecked(_ x: Element) {
        assert(count < capacity)
        (base.unsafelyUnwrapped + count).initialize(to: x)
        count &+= 1
    }

    @inline(__always)
    mutating func removeLast() -> Element {
        count &-= 1
        return base.unsafelyUnwrapped[count]
    }

    @inline(__always)
    mutating func removeAll() { count = 0 }

    mutating func removeLast(_ n: Int) { count -= n }

    /// Sets the number of elements after writing them through `base` (within capacity).
    @inline(__always)
    mutating func setCount(_ n: Int) {
        assert(n >= 0 && n <= capacity)
        count = n
    }

    mutating func remove(at i: Int) {
        assert(i >= 0 && i < count)
        let p = base.unsafelyUnwrapped
        // Overlapping move: copyMemory has memmove semantics.
        UnsafeMutableRawPointer(p + i).copyMemory(from: p + i + 1, byteCount: (count - i - 1) * MemoryLayout<Element>.stride)
        count -= 1
    }

    mutating func insert(_ x: Element, at i: Int) {
        assert(i >= 0 && i <= count)
        if count == capacity { grow(count + 1) }
        let p = base.unsafelyUnwrapped
        UnsafeMutableRawPointer(p + i + 1).copyMemory(from: p + i, byteCount: (count - i) * MemoryLayout<Element>.stride)
        p[i] = x
        count += 1
    }

    /// Makes room for at least `n` elements in all.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if n > capacity { grow(n) }
    }

    /// Replaces the contents with a copy of `other`'s.
    mutating func assign(_ other: UnsafeBufferPointer<Element>) {
        count = 0
        guard let src = other.baseAddress, other.count > 0 else { return }
        reserve(other.count)
        base.unsafelyUnwrapped.update(from: src, count: other.count)
        count = other.count
    }

    private mutating func grow(_ minimum: Int) {
        let newCapacity = Swift.max(minimum, capacity * 2, 4)
        let p = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let old = base {
            p.update(from: old, count: count)
            old.deallocate()
        }
        base = p
        capacity = newCapacity
    }

    /// Releases the memory; the vector is empty afterwards.
    mutating func free() {
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }

    /// Releases the memory without resetting the handle (for an owner's `deinit`).
    func deallocate() {
        base?.deallocate()
    }

    /// A Swift array with the same elements.
    var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
