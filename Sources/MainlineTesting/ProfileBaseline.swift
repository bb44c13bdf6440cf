import Foundation
import MainlineProfile

/// Where `assertProfile` finds the profile it compares a run with, and which figures it compares.
public struct ProfileBaseline: Sendable {
    enum Source: Sendable {
        /// `__Profiles__/<TestFile>/<name>.json` beside the test file: recorded when missing (or
        /// when `MAINLINE_RECORD=1`), compared otherwise.
        case automatic(name: String?)
        /// A profile file (a path relative to the test file's directory, or absolute).
        case file(String)
        case profile(Profile)
        /// No comparison: the budget only.
        case none
    }

    let source: Source
    /// What is compared; nil: everything under the deterministic clock, whose times repeat
    /// exactly, and only the stable figures (counts and findings not about time) under the
    /// virtual and real clocks, whose measured times vary from run to run.
    public var figures: ProfileComparison.Figures?

    /// The baseline recorded beside the test: `__Profiles__/<TestFile>/<test name>.json` (a
    /// second assertion in the same test adds `-2`, a third `-3`…; under Swift Testing a test
    /// name the file declares in two suites is qualified by its suite, `<Suite>.<test name>`, and
    /// each case of a parameterised test adds what it runs, `<test name>-fixed-messages-2000`).
    /// The first run records it and passes; later runs compare with it; `MAINLINE_RECORD=1`
    /// records it again.
    public static let automatic = ProfileBaseline(source: .automatic(name: nil), figures: nil)

    /// `automatic` under a name of your own and comparing `figures` (nil: as the clock allows).
    public static func automatic(named name: String? = nil, comparing figures: ProfileComparison.Figures? = nil) -> ProfileBaseline {
        ProfileBaseline(source: .automatic(name: name), figures: figures)
    }

    /// A profile written by `mainline run` (its `.json` report), at `path`: absolute, or relative
    /// to the directory of the test file. Never recorded: a missing file fails the test.
    public static func file(_ path: String, comparing figures: ProfileComparison.Figures? = nil) -> ProfileBaseline {
        ProfileBaseline(source: .file(path), figures: figures)
    }

    /// A profile in hand.
    public static func profile(_ profile: Profile, comparing figures: ProfileComparison.Figures? = nil) -> ProfileBaseline {
        ProfileBaseline(source: .profile(profile), figures: figures)
    }

    /// No baseline: only the budget is checked.
    public static let none = ProfileBaseline(source: .none, figures: nil)
}
