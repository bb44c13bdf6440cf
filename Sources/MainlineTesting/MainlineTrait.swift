#if canImport(Testing)
import Mainline
import Testing
import ThreadChecker

/// A Swift Testing trait that runs a test (or every test of a suite) in a Mainline configuration
/// of its own: its checker policy and suppressions, its printing of diagnostics, its diagnosis of
/// ambiguity — whatever the tests running beside it set.
///
/// ```swift
/// @Test(.mainline(checkerPolicy: .collect, printsDiagnostics: false))
/// func quietRun() { … }
/// ```
public struct MainlineConfigurationTrait: TestTrait, SuiteTrait, TestScoping {
    /// The configuration the test runs in.
    public let configuration: MainlineConfiguration

    /// Whether it applies to each test of a suite it is given to (it does).
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withMainlineConfiguration(configuration) { try await function() }
    }
}

extension Trait where Self == MainlineConfigurationTrait {
    /// Runs the test in `configuration` (see `withMainlineConfiguration`).
    public static func mainline(_ configuration: MainlineConfiguration) -> Self {
        MainlineConfigurationTrait(configuration: configuration)
    }

    /// Runs the test with these settings over the process-wide ones (nil: left as they are).
    public static func mainline(checkerPolicy: MainThreadChecker.Policy? = nil, suppressions: Suppressions? = nil,
                                printsDiagnostics: Bool? = nil, diagnosesAmbiguity: Bool? = nil) -> Self {
        MainlineConfigurationTrait(configuration: MainlineConfiguration(checkerPolicy: checkerPolicy, suppressions: suppressions,
                                                                       printsDiagnostics: printsDiagnostics,
                                                                       diagnosesAmbiguity: diagnosesAmbiguity))
    }
}
#endif
