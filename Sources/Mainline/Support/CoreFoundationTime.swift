import Foundation
import ThreadChecker

// Core Foundation's run-loop timers, which `import UIKit` brings on Apple platforms and
// Foundation on Linux does not export: code uses `CFRunLoopTimerCreateWithHandler` for block
// timers, with fire dates in `CFAbsoluteTimeGetCurrent()`'s time (DarwinNames.swift); in a
// simulation both follow the simulation's clock.

/// Core Foundation's option flags.
public typealias CFOptionFlags = UInt

/// A memory allocator (Core Foundation's; Swift code passes `kCFAllocatorDefault` or nil).
public final class CFAllocator: @unchecked Sendable {
    init() {}
}

/// The default allocator.
public let kCFAllocatorDefault: CFAllocator? = nil

/// A run loop (Core Foundation's `CFRunLoop`): the main one or the current thread's.
public final class CFRunLoop: @unchecked Sendable {
    let runLoop: RunLoop
    init(_ runLoop: RunLoop) { self.runLoop = runLoop }
}

/// The modes a run loop runs in.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The common modes (default and tracking).
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
    /// The default mode.
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")

    var runLoopMode: RunLoop.Mode { self == .commonModes ? .common : RunLoop.Mode(rawValue) }
}

/// A run-loop timer: on Apple platforms toll-free bridged to `Timer`, here a `Timer`.
public typealias CFRunLoopTimer = Timer

/// The current thread's run loop.
public func CFRunLoopGetCurrent() -> CFRunLoop! { CFRunLoop(RunLoop.current) }

/// The main run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop(RunLoop.main) }

/// A timer that calls `block` at `fireDate` (absolute time) and, if `interval` is above 0,
/// every `interval` seconds after; it runs once added to a run loop (`CFRunLoopAddTimer`).
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer! {
    HandlerTimer(fireDate: fireDate, interval: interval, handler: block)
}

/// Adds `timer` to `rl`: in a simulation's turn it runs on the simulation's clock (its fire date
/// read against `CFAbsoluteTimeGetCurrent()`), in the main-queue phase of the first frame at or
/// after it; elsewhere on the run loop, by the wall clock.
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    guard let timer else { return }
    if let handler = timer as? HandlerTimer, MainTurn.isSharedTurnHeldByCurrentThread, let context = SimulationContext.running {
        handler.schedule(in: context)
    } else {
        (rl?.runLoop ?? RunLoop.current).add(timer, forMode: (mode ?? .defaultMode).runLoopMode)
    }
}

/// Stops `timer` (it leaves every run loop).
public func CFRunLoopRemoveTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    timer?.invalidate()
}

/// Stops `timer` for good.
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {
    timer?.invalidate()
}

/// Whether `timer` will still fire.
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool {
    timer?.isValid ?? false
}

/// A block timer with a Core Foundation fire date, on a simulation's clock once added in its
/// turn (see `SelectorTimer` for the run-loop timer underneath).
final class HandlerTimer: Timer {
    private let handler: ((CFRunLoopTimer?) -> Void)?
    private let repeatInterval: CFTimeInterval
    private let absoluteFireDate: CFAbsoluteTime
    private let state = Locked<(isValid: Bool, work: ScheduledWork?, simulated: Bool)>((true, nil, false))

    init(fireDate: CFAbsoluteTime, interval: CFTimeInterval, handler: ((CFRunLoopTimer?) -> Void)?) {
        self.handler = handler
        repeatInterval = interval > 0 ? interval : 0
        absoluteFireDate = fireDate
        super.init(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: repeatInterval, repeats: interval > 0) { timer in
            guard let timer = timer as? HandlerTimer, !timer.state.withLock({ $0.simulated }) else { return }
            timer.fireNow()
        }
    }

    /// Starts firing on `context`'s clock.
    func schedule(in context: SimulationContext) {
        state.withLock { $0.simulated = true }
        super.invalidate()
        let delay = absoluteFireDate - CFAbsoluteTimeGetCurrent()
        let work = SimulatedTime.schedule(after: max(0, delay), repeating: repeatInterval > 0 ? repeatInterval : nil,
                                          name: "CFRunLoopTimer", in: context) { [self] in fireNow() }
        state.withLock { $0.work = work }
    }

    private func fireNow() {
        guard state.withLock({ $0.isValid }) else { return }
        handler?(self)
        if repeatInterval <= 0 { invalidate() }
    }

    override var isValid: Bool { state.withLock { $0.isValid } }

    override func invalidate() {
        let work = state.withLock { state -> ScheduledWork? in
            defer { state.isValid = false; state.work = nil }
            return state.work
        }
        work?.cancel()
        super.invalidate()
    }

    override func fire() { fireNow() }
}
