import Foundation

/// The help pages: each command's prose (`HelpPage`) around its options, listed from the table
/// section by section, two spaces in, the options' column 31 wide and the further lines of a text
/// under its first.
enum Help {
    /// The width of the column of options (and usages) before their texts.
    static let column = 31

    /// `command`'s page, as `--help` and `help SUBCOMMAND` show it.
    static func page(_ command: Command) -> String {
        let page = HelpPage.of(command)
        let usage = "USAGE\n" + page.usage.flatMap { rows($0.usage, $0.text) }.joined(separator: "\n")
        var blocks = command == .tool ? [page.about, usage, subcommands] : [usage, page.about]
        blocks += optionBlocks(command, heading: page.optionsHeading) + page.epilogue
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The tool's list of subcommands.
    private static var subcommands: String {
        "SUBCOMMANDS\n" + Command.subcommands.flatMap { command in
            let page = HelpPage.of(command)
            return rows(page.synopsis, page.summary)
        }.joined(separator: "\n")
    }

    /// `usage` and the lines of `text` beside it: "  --frames N   run N frames (vsyncs)".
    static func rows(_ usage: String, _ text: String) -> [String] {
        guard !text.isEmpty else { return ["  " + usage] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = "  " + usage.padding(toLength: max(column - 2, usage.count), withPad: " ", startingAt: 0) + "  " + lines[0]
        return [first] + lines.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }
    }

    /// The options `command`'s page lists, a block to each section; the scenarios' parameters
    /// have theirs wherever they are taken, "(none)" when no scenario has any.
    private static func optionBlocks(_ command: Command, heading: String) -> [String] {
        let declarations = Options.declarations(for: command)
        let exclusions = Options.exclusions(among: declarations)
        var sections = Set(declarations.map(\.section))
        if ScenarioParameterOptions.commands.contains(command) { sections.insert(.scenarioParameters) }
        var blocks: [String] = []
        for section in HelpSection.allCases where sections.contains(section) {
            let listed = declarations.filter { $0.section == section && $0.helpText(on: command) != nil }
            var lines: [String] = []
            for declaration in listed {
                var text = declaration.helpText(on: command) ?? ""
                if let exclusive = exclusions.first(where: { !$0.note.isEmpty && $0.names.contains(declaration.name) }) {
                    text = braced(text, declaration, exclusive, among: listed, command)
                }
                if declaration.helpIn[command] == nil, !declaration.choices.isEmpty {
                    text += "\n" + choiceLines(declaration.choices).joined(separator: "\n")
                }
                lines += rows(declaration.usage, text)
            }
            if section == .scenarioParameters && lines.isEmpty { lines = ["  (none)"] }
            if !lines.isEmpty { blocks.append((section.heading ?? heading) + "\n" + lines.joined(separator: "\n")) }
        }
        return blocks
    }

    /// The text of one of `exclusive`'s options with a brace after it and its line of the note,
    /// the braces of all its options in one column, six spaces after the longest of their texts.
    private static func braced(_ text: String, _ declaration: OptionDeclaration, _ exclusive: Exclusive,
                               among listed: [OptionDeclaration], _ command: Command) -> String {
        let members = exclusive.names.compactMap { name in listed.first { $0.name == name } }
        guard let index = members.firstIndex(where: { $0.name == declaration.name }) else { return text }
        let width = members.compactMap { $0.helpText(on: command)?.count }.max() ?? 0
        let note = index < exclusive.note.count ? " " + exclusive.note[index] : ""
        return text.padding(toLength: width + 6, withPad: " ", startingAt: 0) + "}" + note
    }

    /// A choice's names, each with what it means, under the option's text.
    private static func choiceLines(_ choices: [ValueChoice]) -> [String] {
        let width = (choices.map(\.name.count).max() ?? 0) + 2
        return choices.flatMap { choice in
            let lines = choice.help.split(separator: "\n", omittingEmptySubsequences: false)
            return ["  " + choice.name.padding(toLength: width, withPad: " ", startingAt: 0) + lines[0]]
                + lines.dropFirst().map { String(repeating: " ", count: width + 2) + $0 }
        }
    }
}
