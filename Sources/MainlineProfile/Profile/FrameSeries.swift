import Foundation

/// Every frame of a run in a few dozen bytes each: when it started, how long its work took,
/// how late it was shown and what kind of frame it was. Whole-run statistics (percentiles,
/// hitch time, dropped frames) are computed from it exactly, whatever else a long run keeps.
///
/// Times are integer nanoseconds. Frames are consecutive: frame `i` of the series is frame
/// `firstIndex + i` of the run.
public struct FrameSeries: Sendable, Equatable {
    /// What kind of frame it was, and how it was late.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Content scrolled or animated.
        public static let scrolling = Flags(rawValue: 1)
        /// Input reached the app.
        public static let input = Flags(rawValue: 2)
        /// A commit hitch.
        public static let commitHitch = Flags(rawValue: 4)
        /// A render hitch.
        public static let renderHitch = Flags(rawValue: 8)
    }

    /// The index of the first frame.
    public var firstIndex = 0
    /// Each frame's vsync.
    public private(set) var vsync: [Int32] = []
    /// Each frame's work, from its vsync to the end of its commit (ns).
    public private(set) var duration: [Int64] = []
    /// Each frame's render-server time (ns).
    public private(set) var renderTime: [Int64] = []
    /// How late each frame was shown (ns; 0 on time).
    public private(set) var hitch: [Int64] = []
    public private(set) var flags: [Flags] = []
    /// Each frame's forced synchronous layouts (offences).
    public private(set) var forcedLayouts: [UInt16] = []
    /// Each frame's phase times (ns, `FramePhase.allCases` order, seven per frame; a phase
    /// longer than 2.1 s is kept as 2.1 s here — the run's phase totals are exact).
    public private(set) var phases: [Int32] = []

    public init() {}

    /// The number of frames.
    public var count: Int { duration.count }

    /// Adds a frame (the next one).
    package mutating func append(vsync: Int, duration: TimeAmount, renderTime: TimeAmount, hitch: TimeAmount, flags: Flags,
                                 forcedLayouts: Int, phases: [TimeAmount]) {
        self.vsync.append(Int32(clamping: vsync))
        self.duration.append(duration.nanoseconds)
        self.renderTime.append(renderTime.nanoseconds)
        self.hitch.append(hitch.nanoseconds)
        self.flags.append(flags)
        self.forcedLayouts.append(UInt16(clamping: forcedLayouts))
        for phase in phases { self.phases.append(Int32(clamping: phase.nanoseconds)) }
    }

    /// The time of phase `phase` in frame `i` of the series (ns).
    public func phase(_ phase: FramePhase, ofFrame i: Int) -> Int64 {
        time(in: phase, ofFrame: i).nanoseconds
    }

    /// Frame `i`'s work, from its vsync to the end of its commit.
    package func work(_ i: Int) -> TimeAmount { .nanoseconds(duration[i]) }
    /// Frame `i`'s render-server time.
    package func render(_ i: Int) -> TimeAmount { .nanoseconds(renderTime[i]) }
    /// How late frame `i` was shown.
    package func lateness(_ i: Int) -> TimeAmount { .nanoseconds(hitch[i]) }
    /// Frame `i`'s time in `phase`.
    package func time(in phase: FramePhase, ofFrame i: Int) -> TimeAmount {
        .nanoseconds(Int64(phases[i * FramePhase.allCases.count + phase.ordinal]))
    }

    /// The frames as `Profile.FrameSummary` values (milliseconds).
    public func summaries(timing: DisplayTiming) -> [Profile.FrameSummary] {
        (0..<count).map { summary(at: $0, timing: timing) }
    }

    /// Frame `i` of the series as a `Profile.FrameSummary` (milliseconds).
    public func summary(at i: Int, timing: DisplayTiming) -> Profile.FrameSummary {
        let v = Int(vsync[i])
        let f = flags[i]
        return Profile.FrameSummary(
            index: firstIndex + i, vsync: v, timestamp: (timing.instant(ofVsync: v) - .zero).milliseconds,
            budget: timing.frameBudget(ofVsync: v).milliseconds, duration: work(i).milliseconds,
            renderTime: render(i).milliseconds, hitchTime: lateness(i).milliseconds,
            hitch: f.contains(.commitHitch) ? .commit : f.contains(.renderHitch) ? .render : nil,
            isScrolling: f.contains(.scrolling), phases: FramePhase.allCases.map { time(in: $0, ofFrame: i).milliseconds },
            forcedLayouts: Int(forcedLayouts[i]))
    }
}

extension FramePhase {
    /// The phase's place in `allCases`.
    package var ordinal: Int {
        switch self {
        case .event: 0
        case .mainQueue: 1
        case .displayLink: 2
        case .constraints: 3
        case .layout: 4
        case .display: 5
        case .commit: 6
        }
    }
}

extension FrameSeries: Codable {
    private enum CodingKeys: String, CodingKey {
        case firstIndex, vsync, duration, renderTime, hitch, flags, forcedLayouts, phases
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        firstIndex = try c.decode(Int.self, forKey: .firstIndex)
        vsync = try c.decode([Int32].self, forKey: .vsync)
        duration = try c.decode([Int64].self, forKey: .duration)
        renderTime = try c.decode([Int64].self, forKey: .renderTime)
        hitch = try c.decode([Int64].self, forKey: .hitch)
        flags = try c.decode([UInt8].self, forKey: .flags).map(Flags.init(rawValue:))
        forcedLayouts = try c.decode([UInt16].self, forKey: .forcedLayouts)
        phases = try c.decode([Int32].self, forKey: .phases)
        let n = duration.count
        guard vsync.count == n, renderTime.count == n, hitch.count == n, flags.count == n, forcedLayouts.count == n,
              phases.count == n * FramePhase.allCases.count else {
            throw DecodingError.dataCorruptedError(forKey: .duration, in: c, debugDescription: "the series' arrays differ in length")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(firstIndex, forKey: .firstIndex)
        try c.encode(vsync, forKey: .vsync)
        try c.encode(duration, forKey: .duration)
        try c.encode(renderTime, forKey: .renderTime)
        try c.encode(hitch, forKey: .hitch)
        try c.encode(flags.map(\.rawValue), forKey: .flags)
        try c.encode(forcedLayouts, forKey: .forcedLayouts)
        try c.encode(phases, forKey: .phases)
    }

    /// Writes the series as JSON (the same keys and values `encode(to:)` gives, written directly:
    /// an hour's run has millions of numbers).
    package func writeJSON(to out: inout some TextOutputStream) {
        func array<T: BinaryInteger>(_ name: String, _ values: [T], last: Bool = false) {
            out.write("\"\(name)\":[")
            var chunk = ""
            chunk.reserveCapacity(4096)
            for (i, value) in values.enumerated() {
                if i > 0 { chunk += "," }
                chunk += String(value)
                if chunk.utf8.count >= 4000 {
                    out.write(chunk)
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            out.write(chunk)
            out.write(last ? "]" : "],")
        }
        out.write("{")
        array("duration", duration)
        out.write("\"firstIndex\":\(firstIndex),")
        array("flags", flags.map(\.rawValue))
        array("forcedLayouts", forcedLayouts)
        array("hitch", hitch)
        array("phases", phases)
        array("renderTime", renderTime)
        array("vsync", vsync, last: true)
        out.write("}")
    }
}
