import Foundation
import ThreadChecker

/// The invalidations of one simulation that no layout has flushed yet, recorded while the
/// handlers of a frame run (the event, main-queue and display-link phases), and the views each
/// synchronous layout touched, to hand each forced layout the invalidations it flushed.
///
/// Recording is on every scroll frame's path, so a record holds no strings and no retained
/// object: the view's identity, type and id, the stack unsymbolicated. It becomes an
/// `Invalidation` only if a forced layout flushes it; the commit drops the rest.
struct InvalidationLog {
    /// What the runtime is doing when it invalidates on the user's behalf ("scroll" of a
    /// scroll view).
    struct Cause {
        let action: StaticString
        let type: AnyObject.Type
        let id: UInt64
    }

    private struct Pending {
        let view: ObjectIdentifier
        let type: AnyObject.Type
        let id: UInt64
        let work: Invalidation.Work
        let time: Instant
        let stack: CapturedStack?
        let cause: Cause?
    }

    /// Whether invalidations are recorded now (spans on, a handler phase, not inside a
    /// synchronous layout).
    var isRecording = false
    /// Set while the runtime invalidates on the user's behalf.
    var cause: Cause?
    private var pending: [Pending] = []
    private var touched: [ObjectIdentifier] = []
    private var depth = 0

    /// Bound on the records kept per frame: a handler that invalidates thousands of views is
    /// reported by its first ones.
    static let limit = 256
    /// Records kept per view between flushes.
    static let perViewLimit = 4

    /// A view went from clean to pending.
    mutating func record(_ view: UIView, _ work: Invalidation.Work, _ context: SimulationContext) {
        guard pending.count < Self.limit else { return }
        let stack = cause == nil ? CallSiteResolver.captureStack() : nil
        pending.append(Pending(view: ObjectIdentifier(view), type: Swift.type(of: view), id: view.objectID, work: work,
                               time: context.loop.clock.roughNow, stack: stack, cause: cause))
    }

    /// Another invalidation of a view already pending: recorded too (a forced layout flushes
    /// the work of every line that asked for it), up to `perViewLimit` per view and flush, and
    /// only from user code (the runtime's own repeats add nothing). Repeats of one line are
    /// merged when the records are resolved.
    mutating func recordAgain(_ view: UIView, _ work: Invalidation.Work, _ context: SimulationContext) {
        guard cause == nil, pending.count < Self.limit else { return }
        let key = ObjectIdentifier(view)
        var count = 0
        for p in pending where p.view == key {
            count += 1
            if count >= Self.perViewLimit { return }
        }
        guard let stack = CallSiteResolver.captureStack() else { return }
        pending.append(Pending(view: key, type: Swift.type(of: view), id: view.objectID, work: work, time: context.loop.clock.roughNow,
                               stack: stack, cause: nil))
    }

    /// A synchronous layout begins: returns the state to hand back to `endSynchronousLayout`.
    mutating func beginSynchronousLayout() -> (mark: Int, wasRecording: Bool) {
        depth += 1
        defer { isRecording = false }
        return (touched.count, isRecording)
    }

    /// A view was laid out or had its constraints updated.
    @inline(__always)
    mutating func noteTouched(_ view: UIView) {
        if depth > 0 { touched.append(ObjectIdentifier(view)) }
    }

    /// A synchronous layout ends: the invalidations of the views it touched, which it flushed.
    mutating func endSynchronousLayout(_ state: (mark: Int, wasRecording: Bool)) -> [Invalidation] {
        depth -= 1
        isRecording = state.wasRecording
        var flushed: [Invalidation] = []
        if !pending.isEmpty, touched.count > state.mark {
            let views = Set(touched[state.mark...])
            pending.removeAll { p in
                guard views.contains(p.view) else { return false }
                let record = Invalidation(
                    view: SpanObject(type: TimelineRecorder.typeName(p.type), id: p.id), work: p.work,
                    cause: p.cause.map { "\($0.action) of \(TimelineRecorder.typeName($0.type)):0x\(String($0.id, radix: 16))" },
                    at: p.time, stack: p.stack)
                // The same line invalidating the same view again adds nothing.
                let repeated = record.stack != nil && flushed.contains {
                    $0.view == record.view && $0.work == record.work && $0.stack == record.stack
                }
                if !repeated { flushed.append(record) }
                return true
            }
        }
        if depth == 0 { touched.removeAll(keepingCapacity: true) }
        return flushed
    }

    /// The commit flushes what is left.
    mutating func clear() {
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
        touched.removeAll(keepingCapacity: true)
        depth = 0
    }
}
