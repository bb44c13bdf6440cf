import Foundation

/// When a frame reaches the screen, after Apple's account of the render loop (WWDC21 "Explore
/// UI animation hitches and the render loop", and the Instruments Hitches template): the app
/// commits during the frame that starts at vsync `T`; the render server renders it in the next
/// refresh interval; it is shown at `T + 2·I` (`I` the refresh interval). A frame shown later
/// hitched by the difference:
///
/// - a **commit hitch** when the main thread's work ends after `T + I` (the render server then
///   starts at the first vsync after the commit);
/// - a **render hitch** when the commit was on time but rendering took longer than `I`.
struct HitchModel {
    let interval: TimeInterval

    /// The first vsync at or after `time`.
    func vsync(atOrAfter time: TimeInterval) -> TimeInterval {
        (time / interval - 1e-9).rounded(.up) * interval
    }

    /// The presentation time, hitch time and kind of a frame, in seconds.
    func presentation(of frame: FrameTimeline) -> (presented: TimeInterval, hitch: TimeInterval, kind: Profile.HitchKind?) {
        let deadline = frame.timestamp + interval
        let expected = frame.timestamp + 2 * interval
        let renderStart = max(deadline, vsync(atOrAfter: frame.end))
        let presented = max(renderStart + interval, vsync(atOrAfter: renderStart + frame.renderTime))
        let late = presented - expected
        guard late > interval * 1e-6 else { return (expected, 0, nil) }
        return (presented, late, frame.end > deadline + 1e-9 ? .commit : .render)
    }
}
