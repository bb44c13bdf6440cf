/// The options of the tool itself and of every subcommand: help and version; and list's.
struct GeneralOptions: OptionGroup {
    let help = Flag("--help", short: "-h", for: Command.allCases, help: "show this help",
                    helpIn: [.tool: "show help (also after any subcommand)"])
    let version = Flag("--version", short: "-V", for: [.tool], help: "print the version")
    let names = Flag("--names", for: [.list, .devices], help: "only the scenarios' names, one per line",
                     helpIn: [.devices: "only the devices' names (as --device takes them), one per line"])
}
