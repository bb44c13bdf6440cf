// A program of one's own that runs the command needs one import: the scenarios' protocol and the
// runtime come with it.
@_exported import Mainline
@_exported import MainlineScenarios
