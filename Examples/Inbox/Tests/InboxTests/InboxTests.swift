import Inbox
import MainlineTesting
import Testing

/// The inbox's profile: no forced layouts, no off-main UI calls, and nothing worse than the
/// baseline recorded in __Profiles__/InboxTests/inboxScrolls.json.
@Test func inboxScrolls() {
    assertProfile(of: InboxScenario(), budget: Budget(maxForcedLayouts: 0, maxThreadViolations: 0))
}
