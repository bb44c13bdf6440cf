import Foundation

/// What a simulation's framework and app code did so far, and where its time came from: the
/// framework operations it counted (which its device charged), the app's measured code, and
/// declared costs. Take one before and one after a piece of work and subtract them to see what
/// the work did (`after - before`) — how many views it made, constraints it activated, texts it
/// measured — and what each source added to the clock.
public struct WorkAccount: Sendable, Equatable, Codable {
    /// How many of each framework operation was counted.
    public var operations: [DeviceOperation: Int]
    /// The main thread's time the device charged for the framework's work.
    public var chargedTime: TimeInterval
    /// The render server's time the device charged.
    public var renderTime: TimeInterval
    /// The app's measured code, in the device's time.
    public var appCodeTime: TimeInterval
    /// The same code's CPU time on this host, before it was converted to the device's.
    public var hostAppCodeTime: TimeInterval
    /// Time the app's code spent blocked (waits, sleeps), as measured.
    public var blockedTime: TimeInterval
    /// Costs the code declared (`Workload.spend`).
    public var declaredTime: TimeInterval

    public init(operations: [DeviceOperation: Int] = [:], chargedTime: TimeInterval = 0, renderTime: TimeInterval = 0,
                appCodeTime: TimeInterval = 0, hostAppCodeTime: TimeInterval = 0, blockedTime: TimeInterval = 0,
                declaredTime: TimeInterval = 0) {
        self.operations = operations
        self.chargedTime = chargedTime
        self.renderTime = renderTime
        self.appCodeTime = appCodeTime
        self.hostAppCodeTime = hostAppCodeTime
        self.blockedTime = blockedTime
        self.declaredTime = declaredTime
    }

    /// The main thread's time from every source.
    public var mainThreadTime: TimeInterval { chargedTime + appCodeTime + blockedTime + declaredTime }

    /// The count of `operation` (0 when none was counted).
    public subscript(operation: DeviceOperation) -> Int { operations[operation] ?? 0 }

    /// What happened between `earlier` and `later`.
    public static func - (later: WorkAccount, earlier: WorkAccount) -> WorkAccount {
        var operations: [DeviceOperation: Int] = [:]
        for operation in DeviceOperation.allCases {
            let count = later[operation] - earlier[operation]
            if count != 0 { operations[operation] = count }
        }
        return WorkAccount(operations: operations, chargedTime: later.chargedTime - earlier.chargedTime,
                           renderTime: later.renderTime - earlier.renderTime, appCodeTime: later.appCodeTime - earlier.appCodeTime,
                           hostAppCodeTime: later.hostAppCodeTime - earlier.hostAppCodeTime,
                           blockedTime: later.blockedTime - earlier.blockedTime, declaredTime: later.declaredTime - earlier.declaredTime)
    }
}

extension DeviceOperation: CodingKeyRepresentable {
    public var codingKey: any CodingKey { OperationKey(stringValue: name) }

    public init?<T: CodingKey>(codingKey: T) {
        self.init(name: codingKey.stringValue)
    }

    private struct OperationKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension Simulation {
    /// What the simulation's framework and app code did so far (read holding the turn; inside
    /// a turn, as of now).
    public var workAccount: WorkAccount {
        inTurn { self.context.loop.clock.workAccount }
    }
}

extension SimulationClock {
    /// The account so far.
    var workAccount: WorkAccount {
        if isMeasuring { _ = now }  // (folds the running segment)
        var operations: [DeviceOperation: Int] = [:]
        for operation in DeviceOperation.allCases where operationCounts[operation.index] != 0 {
            operations[operation] = operationCounts[operation.index]
        }
        return WorkAccount(operations: operations, chargedTime: totals.modelTime.seconds, renderTime: totalRenderCharged.seconds,
                           appCodeTime: totals.measuredTime.seconds, hostAppCodeTime: totalHostAppCPU.seconds,
                           blockedTime: totals.blockedTime.seconds, declaredTime: totals.declaredTime.seconds)
    }
}
