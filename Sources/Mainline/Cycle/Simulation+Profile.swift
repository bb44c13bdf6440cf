import Foundation

extension Simulation {
    /// The profile of the run so far: frame statistics over every frame, hitches, findings,
    /// offenders, and (with `includingTimeline`) the frames the simulation kept with their spans
    /// (see `TimelineOptions.retention`). The stacks it shows are symbolicated now, once each.
    public func profile(name: String = "simulation", includingTimeline: Bool = true) -> Profile {
        profile(name: name, includingTimeline: includingTimeline, interruption: nil)
    }

    /// The profile of the run so far, saying it was stopped before its end when `interruption`
    /// says where.
    public func profile(name: String, includingTimeline: Bool, interruption: String?) -> Profile {
        let context = self.context
        // What the run's background work did belongs to the run.
        context.waitForBackgroundWork()
        let (accumulator, records) = context.turn {
            context.flushViolationEvents()  // (numbers the tracks of the last calls)
            return (context.loop.recording.snapshot(), ProfileAccumulator.RunRecords(
                diagnostics: context.diagnostics, violations: context.threadViolations,
                ancestorInvalidations: context.commit.passes.ancestorInvalidations,
                timeline: includingTimeline ? context.loop.timeline.frames : nil))
        }
        return accumulator.makeProfile(name: name, configuration: profileConfiguration(firstFrame: accumulator.series.firstIndex,
                                                                                        interruption: interruption),
                                       records: records)
    }

    /// The frames a profile's reports show with their spans — the first ones (a window for the
    /// trace), the slowest, those where a finding first happened — with their call sites filled
    /// in. A long run keeps only these, whatever its timeline retention.
    public func keptFrames() -> [FrameTimeline] {
        context.turn { context.loop.recording.snapshot() }.keptFramesResolved()
    }

    /// How this simulation runs, as profiles state it.
    func profileConfiguration(firstFrame: Int, interruption: String? = nil) -> Profile.Configuration {
        let size = screen.storedBounds.size
        let clock = context.loop.clock
        return Profile.Configuration(refreshRate: refreshRate, clock: self.clock.rawValue, device: device.name,
                                     costModel: clock.costs.isFree ? nil : device.name, cpuScale: clock.appCodeFactor,
                                     screen: "\(Int(size.width))x\(Int(size.height))@\(Int(screen.storedScale))",
                                     firstFrame: firstFrame, interruption: interruption)
    }
}
