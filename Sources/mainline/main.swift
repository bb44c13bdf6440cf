import Foundation
import MainlineCommand

exit(MainlineCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
