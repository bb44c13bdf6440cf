// Scenario code builds UIKit-shaped apps: the runtime comes with the scenarios' protocol.
@_exported import Mainline
