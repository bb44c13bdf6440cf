import Foundation
import ThreadChecker

// Names that `import UIKit` brings from Darwin, Core Foundation and Dispatch on Apple
// platforms, and that Foundation on Linux does not have. Same types and values as Apple's.

/// Core Foundation's name for a time interval in seconds.
public typealias CFTimeInterval = Double
/// Foundation's signed integer type (64-bit).
public typealias NSInteger = Int
/// Foundation's unsigned integer type (64-bit).
public typealias NSUInteger = UInt
/// Core Foundation's index type.
public typealias CFIndex = Int

/// Nanoseconds per second (Dispatch's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// `math.h`'s `HUGE` on Darwin: `MAXFLOAT`, the largest finite `Float`.
public let HUGE: Float = .greatestFiniteMagnitude
/// `math.h`'s `MAXFLOAT`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Core Animation's clock, in seconds. Inside a simulation's turn it is the simulation's
/// virtual clock (the clock of `CADisplayLink.timestamp` and of scheduled work), so durations
/// measured with it are simulated time; elsewhere it is the system's uptime.
public func CACurrentMediaTime() -> CFTimeInterval {
    // `running` may only be read holding the main turn; any thread may ask for the time.
    let running = MainTurn.isSharedTurnHeldByCurrentThread ? SimulationContext.running : nil
    return running?.loop.clock.mediaTime ?? ProcessInfo.processInfo.systemUptime
}

/// Core Foundation's absolute time: seconds since 1 January 2001.
public typealias CFAbsoluteTime = Double

/// The current absolute time (seconds since 1 January 2001). Inside a simulation's turn it runs
/// on the simulation's clock, from the wall time the simulation started at — so code that
/// times itself with it (a stopwatch around a layout) measures simulated time, as with
/// `CACurrentMediaTime()`; elsewhere it is the wall clock.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    let running = MainTurn.isSharedTurnHeldByCurrentThread ? SimulationContext.running : nil
    guard let clock = running?.loop.clock else { return Date().timeIntervalSinceReferenceDate }
    return clock.referenceDateAtStart + clock.mediaTime
}

/// Runs `body` in an autorelease pool (Objective-C's). Swift on Linux has no autoreleased
/// objects, so the pool is just the call; code written for iOS that drains pools in a loop
/// compiles and runs alike.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The Objective-C runtime's pointer to an autoreleased out-parameter (`UIView **` in UIKit's
/// delegate methods). Linux has no autorelease pool: it is a plain mutable pointer here.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
