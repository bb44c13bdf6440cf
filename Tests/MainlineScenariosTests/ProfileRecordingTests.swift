import Foundation
import Mainline
import MainlineProfile
@testable import MainlineScenarios
import Testing

@Suite("A long run's frames accumulated on a thread of their own")
struct ProfileRecordingTests {
    /// The buggy feed's frames (forced layouts, slow handlers, hitches) with their spans.
    static func feedFrames() throws -> [FrameTimeline] {
        let result = runScenario("feed", ScenarioOptions(length: .seconds(3), clock: .deterministic))
        return try #require(result.profile.timeline)
    }

    static func report(_ accumulator: ProfileAccumulator) -> String {
        let configuration = Profile.Configuration(refreshRate: 120, clock: "deterministic", costModel: nil, screen: "390x844@3",
                                                  firstFrame: accumulator.series.firstIndex)
        return accumulator.makeProfile(name: "feed", configuration: configuration, records: .init()).report(.json)
    }

    @Test("handed over in batches, the frames make the same profile as accumulated in place, at any point of the run")
    func sameProfileAsInPlace() throws {
        let frames = try Self.feedFrames()
        #expect(frames.count > 300)
        let timing = DisplayTiming(refreshRate: 120)
        var inPlace = ProfileAccumulator(timing: timing)
        // Past the third frame, everything goes through the accumulating thread, in batches and
        // part batches, with snapshots taken while frames are in flight.
        let recording = ProfileRecording(ProfileAccumulator(timing: timing), inlineFrames: 3)
        var compared = 0
        for (i, frame) in frames.enumerated() {
            inPlace.add(frame)
            recording.add(frame)
            if i == 2 || i == 100 || i == frames.count - 1 {
                let snapshot = recording.snapshot()
                #expect(snapshot.series.count == i + 1)
                #expect(Self.report(snapshot) == Self.report(inPlace), "after frame \(i)")
                compared += 1
            }
        }
        #expect(compared == 3)
        #expect(recording.snapshot().keptFramesResolved() == inPlace.keptFramesResolved())
    }
}
