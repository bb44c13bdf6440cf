import MainlineCommand

// The command's logic lives in MainlineCommand (tested in-process); `main()` wires it to the
// process's arguments, streams, signals and exit status.
MainlineCommand.main()
