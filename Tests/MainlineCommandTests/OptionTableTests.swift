import Foundation
@testable import MainlineCommand
import MainlineScenarios
import Testing

/// The option table drives parsing, the help pages and the messages: an option is one
/// declaration, and these checks hold of every one, the scenarios' parameters included.
@Suite("the option table")
struct OptionTableTests {
    /// The built-in scenarios, and a program's with a parameter of each kind before them.
    static let catalogs = [ScenarioCatalog(), ScenarioCatalog(given: [CounterScenario(), SwitchedOff()])]

    @Test("no command takes two options of one name or alias; exclusive options are one command's; every gate is declared",
          arguments: catalogs)
    func noDuplicates(catalog: ScenarioCatalog) {
        ScenarioCatalog.$current.withValue(catalog) {
            for command in Command.allCases {
                let names = Options.declarations(for: command).flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
                let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                #expect(repeated.isEmpty, "\(command.displayName) takes \(repeated) twice")
            }
            for exclusive in Options.exclusions {
                let commands = Command.allCases.filter { command in
                    exclusive.names.allSatisfy { name in Options.declarations(for: command).contains { $0.name == name } }
                }
                #expect(!commands.isEmpty, "\(exclusive.names) are not all options of one command")
            }
        }
        #expect(Set(Options.gates.gates.map(\.metric)) == Set(ProfileMetric.allCases.filter { $0.gateFlag != nil }))
    }

    @Test("every option is on its commands' help pages: a row of its own, or in the USAGE lines", arguments: catalogs)
    func everyOptionInHelp(catalog: ScenarioCatalog) {
        ScenarioCatalog.$current.withValue(catalog) {
            for command in Command.allCases {
                let page = Help.page(command)
                let usage = page.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE\n") } ?? ""
                for declaration in Options.declarations(for: command) {
                    if declaration.helpText(on: command) == nil {
                        #expect(usage.contains(declaration.name), "\(command.displayName): \(declaration.name)")
                    } else {
                        #expect(page.contains("\n  \(declaration.usage)  "), "\(command.displayName): \(declaration.name)")
                    }
                }
            }
        }
    }

    @Test("every option a help page lists parses, with the example its messages give (a parameter's checked by its scenario)",
          arguments: catalogs)
    func everyOptionInHelpParses(catalog: ScenarioCatalog) throws {
        try ScenarioCatalog.$current.withValue(catalog) {
            for command in Command.allCases {
                let declarations = Options.declarations(for: command)
                let rows = Help.page(command).split(separator: "\n").filter { $0.hasPrefix("  -") }
                #expect(rows.count == declarations.filter { $0.helpText(on: command) != nil }.count, "\(command.displayName)")
                for row in rows {
                    let words = row.split(separator: " ").map(String.init)
                    let name = words[0].hasSuffix(",") ? words[1] : words[0]
                    let declaration = try #require(declarations.first { $0.name == name }, "\(command.displayName): \(row)")
                    let arguments = [name] + (declaration.example.map { [$0] } ?? [])
                    let parsed = try ParsedArguments(arguments, for: command)
                    if let example = declaration.example {
                        #expect(parsed.text(name) == example)
                    } else {
                        #expect(parsed.has(name))
                    }
                    if let short = declaration.short { #expect(try ParsedArguments([short], for: command).has(name)) }
                    if declaration.section == .scenarioParameters {
                        let taker = try #require(catalog.scenarios(taking: String(name.dropFirst(2))).first)
                        _ = try ScenarioArguments(ParsedArguments([taker.name] + arguments, for: command), defaultScenario: nil)
                    }
                }
            }
        }
    }

    @Test("a malformed value's message comes from its row: the option, what it wants, the example")
    func malformedValue() {
        let outcome = mainline(["run", "--cpu-scale", "fast"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "mainline run: --cpu-scale wants a factor above 0: what a second of this machine's CPU counts as on the "
            + "device, not 'fast' (e.g. --cpu-scale 2).\n")
        #expect(mainline(["run", "--clock"]).stderr.contains("--clock needs a value (virtual|deterministic|real), e.g. --clock deterministic."))
        #expect(mainline(["stress", "--quues", "2"]).stderr.contains("Did you mean '--queues'?"))
        #expect(mainline(["run", "--frames", "x", "--help"]).status == 0, "with --help the values are not read")
    }
}
