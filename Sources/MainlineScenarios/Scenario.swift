import Foundation
import Mainline

/// A scripted app run in a `Simulation`: it builds its windows and controllers, then drives
/// them with gesture scripts, timers and background work for the run's length. The built-in
/// scenarios (`Scenarios.all`) are also examples of how to write one:
///
/// ```swift
/// struct Counter: Scenario {
///     let name = "counter"
///     let summary = "a label updated by a timer"
///     func run(_ run: ScenarioRun) {
///         let sim = run.simulation
///         sim.start { /* make the window and views */ }
///         sim.schedule(after: 0.5, repeating: 0.5) { /* update them */ }
///         run.advanceToEnd()
///     }
/// }
/// let result = Counter().run(ScenarioOptions(length: .seconds(5)))
/// #expect(result.profile.check(.strict).isEmpty)
/// ```
public protocol Scenario: Sendable {
    /// The name `mainline run NAME` knows it by (lower case, no spaces).
    var name: String { get }
    /// One line: what the app does and what its run shows.
    var summary: String { get }
    /// The length of a run when the options give none.
    var defaultLength: ScenarioLength { get }
    /// What the run's simulation keeps of its timeline (every frame with its spans unless a
    /// scenario says otherwise: a long or heavy one keeps its last frames only).
    var timelineOptions: TimelineOptions { get }
    /// The settings this scenario takes besides the options of every run (`--NAME VALUE` on the
    /// command line; read them with `run.options[parameter]`). None by default.
    var parameters: [AnyScenarioParameter] { get }
    /// Builds the app in `run.simulation` and drives it until `run.isFinished`.
    func run(_ run: ScenarioRun)
}

extension Scenario {
    public var defaultLength: ScenarioLength { .seconds(10) }
    public var timelineOptions: TimelineOptions { TimelineOptions() }
    public var parameters: [AnyScenarioParameter] { [] }
}

/// A figure a scenario measured (frames simulated per second, violations recorded…), for the
/// command to print beside the profile.
public struct ScenarioFigure: Sendable, Equatable, CustomStringConvertible {
    /// A short name ("frames per second").
    public var name: String
    public var value: Double
    /// The unit after the value ("/s", " s", ""), empty for a count.
    public var unit: String

    public init(_ name: String, _ value: Double, unit: String = "") {
        self.name = name
        self.value = value
        self.unit = unit
    }

    public var description: String {
        let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
        return "\(name): \(shown)\(unit)"
    }
}

/// How long a scenario runs: a number of frames (vsyncs, idle ones included) or of simulated
/// seconds.
public enum ScenarioLength: Sendable, Equatable, CustomStringConvertible {
    case frames(Int)
    case seconds(TimeInterval)

    public var description: String {
        switch self {
        case .frames(let n): "\(n) frames"
        case .seconds(let s): "\(s == s.rounded() ? String(Int(s)) : String(s)) s"
        }
    }
}

/// What a run of a scenario is asked to do.
public struct ScenarioOptions: Sendable, Equatable {
    /// The scenario done right: its planted bugs fixed (scenarios without bugs ignore it).
    public var fixed: Bool
    /// How the run's simulation is made: the device, the clock, the display, the screen. The
    /// same value `Simulation(_:)` takes, checked once when the run starts.
    public var configuration = Simulation.Configuration()
    /// The run's length (nil: the scenario's default).
    public var length: ScenarioLength?
    /// The device the run stands for (the default device unless set).
    public var device: Device {
        get { configuration.device }
        set { configuration.device = newValue }
    }
    /// Display refreshes per second (the device's unless set).
    public var refreshRate: Double {
        get { configuration.effectiveRefreshRate }
        set { configuration.refreshRate = newValue }
    }
    /// How time advances (see `Simulation.Clock`; `.virtual` by default).
    public var clock: Simulation.Clock {
        get { configuration.clock }
        set { configuration.clock = newValue }
    }
    /// What the framework's work costs, as a cost model of earlier releases (nil: nothing).
    @available(*, deprecated, message: "The device charges the framework's work: set device.")
    public var costModel: CostModel? {
        get { device.costs.isFree ? nil : device.legacyCostModel }
        set { device = device.replacingCosts(costModel: newValue, cpuScale: nil) }
    }
    /// What a second of the host's CPU counts as on the simulated device (the app's measured
    /// code only).
    @available(*, deprecated, message: "The device converts the app's measured time: set device.")
    public var cpuScale: Double {
        get { if case .hostTimeScale(let scale) = device.appCode { scale } else { 1 } }
        set { device.appCode = .hostTimeScale(newValue) }
    }
    /// The values given to the scenario's parameters, as arguments by parameter name (read and
    /// set them typed: `options[StressScenario.views]`).
    public var parameterArguments: [String: String] = [:]
    /// How many views, for `stress`.
    @available(*, deprecated, message: "A parameter of the stress scenario: options[StressScenario.views].")
    public var views: Int? {
        get { parameterArguments["views"].flatMap { Int(argument: $0) } }
        set { parameterArguments["views"] = newValue?.argument }
    }
    /// How many background queues, for `stress`.
    @available(*, deprecated, message: "A parameter of the stress scenario: options[StressScenario.queues].")
    public var queues: Int? {
        get { parameterArguments["queues"].flatMap { Int(argument: $0) } }
        set { parameterArguments["queues"] = newValue?.argument }
    }
    /// Whether the profile holds the run's timeline (every frame with its spans) as well as its
    /// figures and findings. On by default; a long run turns it off and stays in bounded memory
    /// (its reports still show the spans of the frames they point at: `ScenarioResult.keptFrames`).
    public var keepsTimeline = true

    /// Options with `Simulation`'s defaults: the default device (its display and screen), the
    /// virtual clock. A `refreshRate` overrides the device's; a `costModel` or `cpuScale` (the
    /// settings of earlier releases) make a device of their own.
    public init(fixed: Bool = false, refreshRate: Double? = nil, length: ScenarioLength? = nil,
                clock: Simulation.Clock = Simulation.defaultClock, costModel: CostModel? = .fromDevice,
                cpuScale: Double? = nil, device: Device = .default, views: Int? = nil, queues: Int? = nil) {
        self.fixed = fixed
        self.length = length
        configuration = Simulation.Configuration(device: device.replacingCosts(costModel: costModel, cpuScale: cpuScale), clock: clock,
                                                 refreshRate: refreshRate)
        if let views { parameterArguments["views"] = views.argument }
        if let queues { parameterArguments["queues"] = queues.argument }
    }
}

/// A scenario's run in progress: its simulation, its options, the callback trace it writes and
/// how much of its length is left. Scenarios drive time through `advance`, so a run stops at
/// the length asked for and reports its progress.
public final class ScenarioRun: @unchecked Sendable {
    public let simulation: Simulation
    public let options: ScenarioOptions
    /// The length of this run.
    public let length: ScenarioLength
    private let lock = NSLock()
    private var lines: [String] = []
    private var measured: [ScenarioFigure] = []
    private var framesRun = 0
    private let startTime: Instant
    private let progress: (@Sendable (ScenarioProgress) -> Void)?
    private var stopReason: String?

    init(simulation: Simulation, options: ScenarioOptions, length: ScenarioLength, progress: (@Sendable (ScenarioProgress) -> Void)?) {
        self.simulation = simulation
        self.options = options
        self.length = length
        self.progress = progress
        startTime = simulation.clockNow
    }

    /// Adds a line to the run's callback trace (from any thread).
    public func trace(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    /// The trace so far.
    public var traceLines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    /// Records a figure the scenario measured (from any thread); a later figure of the same
    /// name replaces it.
    public func record(_ figure: ScenarioFigure) {
        lock.lock()
        if let i = measured.firstIndex(where: { $0.name == figure.name }) { measured[i] = figure } else { measured.append(figure) }
        lock.unlock()
    }

    /// The figures recorded so far, in the order first recorded.
    public var figures: [ScenarioFigure] {
        lock.lock()
        defer { lock.unlock() }
        return measured
    }

    /// Frames run so far through `advance` (counted for a frame-counted run only).
    public var framesAdvanced: Int {
        lock.lock()
        defer { lock.unlock() }
        return framesRun
    }

    /// A step of a script: runs `body` on the main queue in the next frame's event phase,
    /// then the frames of the next `seconds` (to let its transitions and animations finish).
    /// Does nothing once the run has reached its length, so a short run ends mid-script.
    public func step(thenWait seconds: TimeInterval, _ body: @escaping @MainActor @Sendable () -> Void) {
        guard !isFinished else { return }
        simulation.perform(body)
        advance(seconds: seconds)
    }

    /// `step(thenWait:_:)` counted in frames: `body` runs in the first of the next `frames`.
    public func step(thenAdvance frames: Int, _ body: @escaping @MainActor @Sendable () -> Void) {
        guard !isFinished else { return }
        simulation.perform(body)
        advance(frames: max(1, frames))
    }

    /// Whether the run has reached its length (or was stopped).
    public var isFinished: Bool { fractionDone >= 1 || stopped != nil }

    /// Stops the run at the end of the frame that is running (from any thread: a Ctrl-C handler,
    /// say); `reason` says why, in the reports.
    public func stop(reason: String) {
        lock.lock()
        if stopReason == nil { stopReason = reason }
        lock.unlock()
    }

    /// Why the run was stopped before its end, if it was.
    public var stopped: String? {
        lock.lock()
        defer { lock.unlock() }
        return stopReason
    }

    /// How much of the length has run, 0...1.
    public var fractionDone: Double {
        switch length {
        case .frames(let n): n <= 0 ? 1 : min(1, Double(framesAdvanced) / Double(n))
        case .seconds(let s): s <= 0 ? 1 : min(1, elapsed.seconds / s)
        }
    }

    /// The simulated time run so far.
    private var elapsed: TimeAmount { simulation.clockNow - startTime }

    /// Runs the frames of the next `seconds` simulated seconds (a frame-counted run counts
    /// them as the vsyncs in that time), stopping at the run's end.
    public func advance(seconds: TimeInterval) {
        switch length {
        case .frames:
            advance(frames: simulation.timing.vsync(atOrBefore: .zero + TimeAmount(seconds: seconds)))
        case .seconds(let total):
            let left = TimeAmount(seconds: total) - elapsed
            guard left > .zero else { return }
            // A stop asked for (Ctrl-C) is seen at the end of the frame that is running, however
            // long the step the script asked for.
            simulation.run(for: min(seconds, left.seconds), stoppingWhen: { stopped != nil })
        }
        reportProgress()
    }

    /// How many frames run between looks at a stop request, in a frame-counted step.
    static let stopCheckFrames = 30

    private func reportProgress() {
        guard let progress else { return }
        progress(ScenarioProgress(fraction: fractionDone, simulatedSeconds: elapsed.seconds, length: length))
    }

    /// Runs the next `frames` vsyncs, stopping at the run's end.
    public func advance(frames: Int) {
        switch length {
        case .frames(let total):
            var n = min(frames, total - framesAdvanced)
            while n > 0, stopped == nil {
                let step = min(n, Self.stopCheckFrames)
                simulation.runFrames(step)
                lock.lock()
                framesRun += step
                lock.unlock()
                n -= step
            }
        case .seconds:
            var n = frames
            while n > 0, stopped == nil {
                let step = min(n, Self.stopCheckFrames)
                simulation.runFrames(step)
                n -= step
            }
        }
        reportProgress()
    }

    /// Runs until the end, a simulated second at a time.
    public func advanceToEnd() {
        while !isFinished {
            let before = fractionDone
            advance(seconds: 1)
            if fractionDone <= before { break }
        }
    }
}

/// How far a run has got.
public struct ScenarioProgress: Sendable {
    /// How much of its length has run, 0...1.
    public var fraction: Double
    /// Simulated seconds so far.
    public var simulatedSeconds: TimeInterval
    /// The run's length.
    public var length: ScenarioLength
}

/// A finished run: its profile, its trace and what it cost.
public struct ScenarioResult: Sendable {
    /// The scenario's name, with " --fixed" for a fixed run.
    public var name: String
    public var profile: Profile
    /// The frames the reports show with their spans (the first ones, the slowest, those where a
    /// finding first happened), call sites filled in: what a Chrome trace shows of a long run.
    public var keptFrames: [FrameTimeline] = []
    /// The callback trace the scenario wrote.
    public var trace: [String]
    /// The figures the scenario measured (`ScenarioRun.record`), in order.
    public var figures: [ScenarioFigure]
    /// Simulated seconds and wall-clock seconds the run took.
    public var simulatedSeconds: TimeInterval
    public var wallSeconds: TimeInterval

    /// How many times faster than real time the run went.
    public var speedup: Double { wallSeconds > 0 ? simulatedSeconds / wallSeconds : 0 }
}

extension Scenario {
    /// Runs the scenario in a new simulation made from `options` and returns its profile and
    /// trace. `progress` hears the fraction done after each step.
    public func run(_ options: ScenarioOptions = ScenarioOptions(), progress: (@Sendable (Double) -> Void)? = nil) -> ScenarioResult {
        let onProgress: (@Sendable (ScenarioProgress) -> Void)? = progress.map { report in { @Sendable in report($0.fraction) } }
        return run(options, onProgress: onProgress, started: { _ in })
    }

    /// Runs the scenario in a new simulation made from `options`: `started` is given the run (to
    /// stop it early from another thread), `onProgress` hears how far it got after each step.
    public func run(_ options: ScenarioOptions, onProgress: (@Sendable (ScenarioProgress) -> Void)?,
                    started: (ScenarioRun) -> Void) -> ScenarioResult {
        var timeline = timelineOptions
        if !options.keepsTimeline { timeline.retention = .lastFrames(1) }
        var configuration = options.configuration
        configuration.timeline = timeline
        let simulation = Simulation(configuration)
        let run = ScenarioRun(simulation: simulation, options: options, length: options.length ?? defaultLength, progress: onProgress)
        started(run)
        let wallStart = Date()
        let simStart = simulation.now
        self.run(run)
        let wall = Date().timeIntervalSince(wallStart)
        let simulated = simulation.now - simStart
        let title = options.fixed ? "\(name) --fixed" : name
        var interruption: String?
        if let reason = run.stopped {
            interruption = "\(reason): stopped after \(String(format: "%.2f", simulated)) s of \(run.length) simulated"
        }
        let profile = simulation.profile(name: title, includingTimeline: options.keepsTimeline, interruption: interruption)
        return ScenarioResult(name: title, profile: profile, keptFrames: simulation.keptFrames(), trace: run.traceLines,
                              figures: run.figures, simulatedSeconds: simulated, wallSeconds: wall)
    }
}

/// The built-in scenarios.
public enum Scenarios {
    /// Every built-in scenario, the default (`feed`) first.
    public static var all: [any Scenario] { builtIn }

    /// The scenario `mainline run` runs with no name.
    public static var defaultScenario: any Scenario { builtIn[0] }

    /// The built-in scenario called `name`, if there is one.
    public static func named(_ name: String) -> (any Scenario)? {
        builtIn.first { $0.name == name.lowercased() }
    }
}
