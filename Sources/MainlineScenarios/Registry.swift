import Mainline

/// The built-in scenarios, in the order `mainline list` shows them; the first is the default.
let builtIn: [any Scenario] = [
    FeedScenario(),
    LifecycleScenario(),
    NavigationScenario(),
    RotationScenario(),
    StressScenario(),
]
