import Foundation

extension Simulation {
    /// The profile of the run so far: frame statistics, hitches, findings, offenders, and the
    /// recorded timeline (`includingTimeline: false` leaves the spans out — a smaller value
    /// for long runs; the Chrome trace then shows frames and phases only).
    public func profile(name: String = "simulation", includingTimeline: Bool = true) -> Profile {
        let context = self.context
        let frames = context.timeline.frames
        let scale = screen.storedScale
        let size = screen.storedBounds.size
        let configuration = Profile.Configuration(
            refreshRate: refreshRate, clock: clock == .virtual ? "virtual" : "real",
            costModel: context.costModel?.name,
            screen: "\(Int(size.width))x\(Int(size.height))@\(Int(scale))", firstFrame: frames.first?.index ?? 0)
        return ProfileBuilder(name: name, refreshRate: refreshRate, configuration: configuration, frames: frames,
                              diagnostics: context.diagnostics, violations: context.violations,
                              ancestorInvalidations: context.turn { context.passes.ancestorInvalidations },
                              includesTimeline: includingTimeline).build()
    }
}
