@testable import MainlineCommand
import Testing
