import Testing
import ThreadChecker

/// Runs a test (or each test of a suite) in a checker scope of its own: reports that belong to
/// no other scope follow `policy` (collected, not printed), whatever the tests beside it set.
struct CheckerScopeTrait: TestTrait, SuiteTrait, TestScoping {
    let scope: CheckerScope

    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await CheckerScope.$current.withValue(scope) { try await function() }
    }
}

extension Trait where Self == CheckerScopeTrait {
    /// Reports collected, not printed.
    static var collectingReports: Self { CheckerScopeTrait(scope: CheckerScope(policy: .collect)) }
}
