@testable import MainlineAdapter
import Testing
