import Foundation
import ThreadChecker

/// What a simulation keeps of its timeline.
public struct TimelineOptions: Sendable {
    /// How many finished frames are kept in memory.
    public enum Retention: Sendable, Equatable {
        /// Every frame.
        case all
        /// The most recent `n` frames (a long run in bounded memory).
        case lastFrames(Int)
    }

    /// Whether the spans of handlers and pass callbacks are recorded (phases, counters,
    /// synchronous layouts and events always are). Off, a frame costs a few hundred bytes
    /// whatever it does.
    public var recordsSpans: Bool
    public var retention: Retention
    /// Called with each finished frame, on the main queue at the end of the frame (for
    /// streaming a long run to a file, say). Keep it short: it runs inside the frame loop.
    public var sink: (@Sendable (FrameTimeline) -> Void)?

    public init(recordsSpans: Bool = true, retention: Retention = .all, sink: (@Sendable (FrameTimeline) -> Void)? = nil) {
        self.recordsSpans = recordsSpans
        self.retention = retention
        self.sink = sink
    }
}

/// Something a span can name: the runtime's objects carry a deterministic id.
protocol TimelineObject: AnyObject {
    var objectID: UInt64 { get }
}

/// Builds one simulation's timeline: the frame in progress (confined to the main turn) and the
/// finished frames (readable from any thread).
final class TimelineRecorder {
    let options: TimelineOptions
    /// The frame being recorded, without its spans, events and counters (kept apart, so
    /// recording a span is an append to a plain array).
    private(set) var frame: FrameTimeline?
    /// What every span touches, behind a pointer: a class's stored properties would cost a
    /// dynamic exclusivity check on each access, several per span.
    private let hot: UnsafeMutablePointer<Hot>
    private struct Hot {
        var isInFrame = false
        var spans: [Span] = []
        var events: [TimelineEvent] = []
        var counters = FrameCounters()
        var isScrolling = false
        var receivedInput = false
        var renderTime = TimeAmount.zero
        /// Indices of the open spans, innermost last.
        var open: [Int] = []
        /// Type names by type, and whether the type is the framework's, so a span costs no
        /// string formatting (a short list: a frame meets few types, and comparing pointers beats
        /// hashing them).
        var types: [(type: ObjectIdentifier, name: String, isFramework: Bool)] = []
    }
    private var phaseSpan = -1
    /// Frames started so far (the next frame's index).
    private(set) var framesStarted = 0
    private let finished = Locked<[FrameTimeline]>([])

    init(options: TimelineOptions) {
        self.options = options
        hot = .allocate(capacity: 1)
        hot.initialize(to: Hot())
    }

    deinit {
        hot.deinitialize(count: 1)
        hot.deallocate()
    }

    /// Whether a frame is being recorded.
    var isInFrame: Bool { hot.pointee.isInFrame }
    var counters: FrameCounters { hot.pointee.counters }

    // MARK: - Frames and phases

    func beginFrame(vsync: Int, vsyncTime: Instant, targetTime: Instant, workStart: Instant) {
        frame = FrameTimeline(index: framesStarted, vsync: vsync, vsyncTime: vsyncTime, targetTime: targetTime, workStart: workStart)
        framesStarted += 1
        hot.pointee.isInFrame = true
        // The last frame's arrays now belong to its record: start small rather than copy the
        // capacity of a large frame into every frame after it.
        hot.pointee.spans = []
        hot.pointee.spans.reserveCapacity(16)
        hot.pointee.events = []
        hot.pointee.counters = FrameCounters()
        hot.pointee.isScrolling = false
        hot.pointee.receivedInput = false
        hot.pointee.renderTime = .zero
        hot.pointee.open.removeAll(keepingCapacity: true)
    }

    /// Ends the frame: it is kept (as the retention says) and given to the sink.
    @discardableResult
    func endFrame(at time: Instant, sources: FrameTimeSources) -> FrameTimeline? {
        guard var done = frame else { return nil }
        close(through: 0, at: time)
        done.workEnd = time
        done.spans = hot.pointee.spans
        done.events = hot.pointee.events
        done.counters = hot.pointee.counters
        done.isScrolling = hot.pointee.isScrolling
        done.receivedInput = hot.pointee.receivedInput
        done.render = hot.pointee.renderTime
        done.timeSources = sources
        frame = nil
        hot.pointee.isInFrame = false
        let kept = done
        finished.withLock { frames in
            frames.append(kept)
            if case .lastFrames(let n) = options.retention, frames.count >= 2 * max(1, n) {
                frames.removeFirst(frames.count - max(1, n))
            }
        }
        options.sink?(done)
        return done
    }

    func beginPhase(_ phase: FramePhase, at time: Instant) {
        guard isInFrame else { return }
        phaseSpan = push(Span(kind: .phase, name: phase.rawValue, parent: nil, begin: time))
    }

    func endPhase(at time: Instant) {
        guard isInFrame, phaseSpan >= 0 else { return }
        // Spans left open by a handler that did not return normally end with the phase.
        close(through: phaseSpan, at: time)
        phaseSpan = -1
    }

    /// The finished frames that are kept, in order.
    var frames: [FrameTimeline] {
        finished.withLock { frames in
            if case .lastFrames(let n) = options.retention { return Array(frames.suffix(max(1, n))) }
            return frames
        }
    }

    // MARK: - Spans

    /// Opens a span inside the innermost open one; returns its token for `end`, or -1 when
    /// nothing is recorded (no frame, or spans are off and the kind is not one a
    /// `FrameRecord` needs). An app span (`isApp`) has a self time, from zero.
    @inline(__always)
    func begin(_ kind: SpanKind, _ name: String = "", object: TimelineObject? = nil, isApp: Bool = false,
               at time: Instant) -> Int {
        guard hot.pointee.isInFrame, options.recordsSpans || kind.isSynchronousLayout || kind == .transactionCommit else { return -1 }
        return push(Span(kind: kind, name: name, parent: hot.pointee.open.last, object: object.map(describe), begin: time,
                         ownTime: isApp ? .zero : nil))
    }

    /// Adds the app's own time to span `token`.
    @inline(__always)
    func addSelfTime(_ amount: TimeAmount, to token: Int) {
        guard hot.pointee.isInFrame, token < hot.pointee.spans.count else { return }
        hot.pointee.spans[token].ownTime = (hot.pointee.spans[token].ownTime ?? .zero) + amount
    }

    /// Adds stacks sampled while span `token`'s own code ran.
    func addSamples(_ samples: [CapturedStack], to token: Int) {
        guard hot.pointee.isInFrame, token < hot.pointee.spans.count else { return }
        hot.pointee.spans[token].samples += samples
    }

    /// The stack span `token` has for its line, if any.
    func stack(of token: Int) -> CapturedStack? {
        guard hot.pointee.isInFrame, token < hot.pointee.spans.count else { return nil }
        return hot.pointee.spans[token].stack
    }

    /// A cost span `token`'s code declared at `site` (and, the first time, the stack it was
    /// declared from).
    func noteDeclared(_ amount: TimeAmount, at site: CallSite, stack: CapturedStack?, to token: Int) {
        guard hot.pointee.isInFrame, token < hot.pointee.spans.count else { return }
        if let stack { hot.pointee.spans[token].stack = stack }
        if let i = hot.pointee.spans[token].declared.firstIndex(where: { $0.site == site }) {
            hot.pointee.spans[token].declared[i].amount += amount
        } else if hot.pointee.spans[token].declared.count < 8 {
            hot.pointee.spans[token].declared.append((site, amount))
        }
    }

    /// Closes the span `token` (and any left open inside it).
    @inline(__always)
    func end(_ token: Int, at time: Instant) {
        guard token >= 0, hot.pointee.isInFrame else { return }
        close(through: token, at: time)
    }

    private func close(through token: Int, at time: Instant) {
        while let i = hot.pointee.open.last, i >= token {
            hot.pointee.open.removeLast()
            hot.pointee.spans[i].elapsed = time - hot.pointee.spans[i].begin
        }
    }

    /// Closes a synchronous layout's span: kept with its call site and the number of views it
    /// laid out if it did work, dropped (with nothing inside it) if it found nothing to do.
    func endSynchronousLayout(_ token: Int, at time: Instant, viewsLaidOut: Int, didWork: Bool,
                              invalidations: [Invalidation], resolvesCallSite: Bool = true) {
        guard token >= 0, isInFrame else { return }
        end(token, at: time)
        if didWork {
            hot.pointee.spans[token].viewsLaidOut = viewsLaidOut
            if !invalidations.isEmpty { hot.pointee.spans[token].invalidations = invalidations }
            if resolvesCallSite { hot.pointee.spans[token].stack = CallSiteResolver.captureStack() }
        } else if token == hot.pointee.spans.count - 1 {
            hot.pointee.spans.removeLast()
        }
    }

    private func push(_ span: Span) -> Int {
        let index = hot.pointee.spans.count
        hot.pointee.spans.append(span)
        hot.pointee.open.append(index)
        return index
    }

    /// The object's type and id as spans name it.
    func describe(_ object: TimelineObject) -> SpanObject {
        let entry = typeEntry(Swift.type(of: object))
        return SpanObject(type: entry.name, id: object.objectID)
    }

    /// Whether `type` is one of Mainline's own classes (not a subclass the app made).
    @inline(__always)
    func isFrameworkType(_ type: AnyObject.Type) -> Bool {
        typeEntry(type).isFramework
    }

    @inline(__always)
    private func typeEntry(_ type: AnyObject.Type) -> (type: ObjectIdentifier, name: String, isFramework: Bool) {
        let key = ObjectIdentifier(type)
        for entry in hot.pointee.types where entry.type == key { return entry }
        let entry = (key, Self.typeName(type), String(reflecting: type).hasPrefix("Mainline."))
        hot.pointee.types.append(entry)
        return entry
    }

    /// Type names, formatted once per process (formatting a type's name reflects on it:
    /// thousands of instructions).
    private static let knownTypeNames = Locked<[ObjectIdentifier: String]>([:])

    static func typeName(_ type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = knownTypeNames.withLock({ $0[key] }) { return known }
        let name = String(describing: type)
        knownTypeNames.withLock { $0[key] = name }
        return name
    }

    // MARK: - Counters and events

    @inline(__always)
    func count(_ counter: WritableKeyPath<FrameCounters, Int>) {
        guard hot.pointee.isInFrame else { return }
        hot.pointee.counters[keyPath: counter] += 1
    }

    /// Marks the frame in progress as one in which content scrolled or animated.
    @inline(__always)
    func markScrolling() {
        guard hot.pointee.isInFrame else { return }
        hot.pointee.isScrolling = true
    }

    var isScrolling: Bool { hot.pointee.isScrolling }

    /// Marks the frame in progress as one in which input reached the app.
    @inline(__always)
    func markInput() {
        guard hot.pointee.isInFrame else { return }
        hot.pointee.receivedInput = true
    }

    func addPixelsDrawn(_ pixels: Int) {
        guard hot.pointee.isInFrame else { return }
        hot.pointee.counters.pixelsDrawn += pixels
    }

    /// Adds render-server time to the frame in progress.
    func addRenderTime(_ amount: TimeAmount) {
        guard hot.pointee.isInFrame, amount > .zero else { return }
        hot.pointee.renderTime += amount
    }

    /// Adds an instant event to the frame in progress (dropped between frames).
    func add(_ event: TimelineEvent) {
        guard isInFrame else { return }
        hot.pointee.events.append(event)
    }
}
