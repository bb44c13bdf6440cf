import Foundation
import MainlineScenarios

/// The `mainline` command: parses its arguments and runs a subcommand, writing to the given
/// streams; returns the exit status (0 ok, 1 a budget gate failed, 2 a usage error).
public enum MainlineCommand {
    public static func main(arguments: [String]) -> Int32 {
        0
    }
}
