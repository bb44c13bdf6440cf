/// The options of `mainline stress`.
struct StressOptions: OptionGroup {
    let views = Option(
        "--views", "N[,N…]", example: "1000,10000", for: [.stress], help: "view counts",
        default: StressDefaults.views.map(String.init).joined(separator: ","),
        value: .positiveList(wants: "view counts above 0, separated by commas").checked { counts, name in
            counts.first { $0 > 1_000_000 }.map { "\(name) \($0) is more than the 1,000,000 views a run may have." }
        })
    let queues = Option(
        "--queues", "M", example: "16", for: [.stress], help: "background queues", default: "\(StressDefaults.queues)",
        value: .positive(wants: "a number of queues above 0").checked { n, name in n > 512 ? "\(name) wants at most 512 queues." : nil })
    let frames = Option("--frames", "K", example: "120", for: [.stress], help: "frames per run", default: "\(StressDefaults.frames)",
                        value: .positive(wants: "a whole number of frames above 0"))
    let report = Option("--report", "PATH", example: "Reports/stress.md", for: [.stress],
                        help: "also write the table as Markdown to PATH", value: .path(wants: "a file path"))
}
