/// The options of `mainline adapt`.
struct AdaptOptions: OptionGroup {
    let output = Option("--output", "DIR", example: "Sources/App/Adapted", for: [.adapt],
                        help: "where to write the adapted copies", value: .text)
    let check = Flag("--check", for: [.adapt], help: "write nothing; exit 1 if a copy in DIR is missing or stale (for CI)")
    let dryRun = Flag("--dry-run", for: [.adapt], help: "write nothing; print what would change, file by file")
    let writesNothing = Exclusive("--check", "--dry-run",
                                  conflict: "--check and --dry-run both write nothing and report differently: give one of them.")
}
