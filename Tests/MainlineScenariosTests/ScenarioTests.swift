import Mainline
@testable import MainlineScenarios
import Testing
