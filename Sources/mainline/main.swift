import Foundation
import MainlineCommand

// The command's logic lives in MainlineCommand (tested in-process); this wires it to the
// process's streams and exit status.
exit(MainlineCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), output: .standard()))
