import MainlineProfile

/// Which reports a run writes, and where.
struct ReportOptions: OptionGroup {
    let format = Option(
        "--format", "FORMAT[,FORMAT…]", example: "json,html", for: [.run], section: .reports,
        help: "the formats to write (default: all): \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))",
        value: .list(of: ReportFormat.self, noun: "report format", plural: "formats"))
    let output = Option(
        "--output", "DIR", example: RunCommand.defaultOutput, for: [.run], section: .reports,
        help: """
            where to write them (default: \(RunCommand.defaultOutput), relative to the
            current directory), as <scenario>[-fixed].<ext>;
            '-' prints the one --format given to stdout instead, writing no files
            and nothing else to stdout
            """,
        value: .path(wants: "a directory"))
    let summaryFile = Option("--summary-file", "FILE", example: "summary.json", for: [.run], section: .reports,
                             help: "also write the run's line of the --all table, as JSON", value: .text)
}
