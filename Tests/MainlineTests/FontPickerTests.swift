import Foundation
@testable import Mainline
import Testing

@Suite("The font picker and the text formatting panel's configuration")
struct FontPickerTests {
    private final class Picking: UIFontPickerViewControllerDelegate {
        let log: CallLog
        init(_ log: CallLog) { self.log = log }
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            log("picked \(viewController.selectedFontDescriptor?.postscriptName ?? "nil") onScreen=\(viewController.presentingViewController != nil)")
        }
        func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
            log("cancelled onScreen=\(viewController.presentingViewController != nil)")
        }
    }

    @Test("picking a face sets selectedFontDescriptor and tells the delegate, the picker staying on screen; cancelling dismisses first")
    func picking() {
        let f = RootFixture()
        let log = CallLog()
        let delegate = Picking(log)
        let picker = Box<UIFontPickerViewController?>(nil)
        f.sim.perform {
            let configuration = UIFontPickerViewController.Configuration()
            configuration.includeFaces = true
            let p = UIFontPickerViewController(configuration: configuration)
            configuration.includeFaces = false
            p.delegate = delegate
            picker.value = p
            f.root.present(p, animated: true)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { picker.value!.configuration.includeFaces })
        f.sim.pickFont(named: "Georgia-Bold")
        f.sim.runUntilIdle()
        f.sim.cancelFontPicker()
        f.sim.runUntilIdle()
        #expect(log.entries == ["picked Georgia-Bold onScreen=true", "cancelled onScreen=false"])
    }

    @Test("the configuration filters: families only pick the family's first font; traits and languages leave fonts out")
    func filtering() {
        let sim = makeSimulation()
        let listed = inspect(sim) { () -> [String] in
            let plain = UIFontPickerViewController()
            let families = plain.listedFontNames
            let mono = UIFontPickerViewController.Configuration()
            mono.includeFaces = true
            mono.filteredTraits = .traitMonoSpace
            let monoNames = UIFontPickerViewController(configuration: mono).listedFontNames
            let japanese = UIFontPickerViewController.Configuration()
            japanese.filteredLanguagesPredicate = UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["ja"])
            let french = UIFontPickerViewController.Configuration()
            french.filteredLanguagesPredicate = UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["fr-CA"])
            return ["\(families.count == UIFont.familyNames.count)",
                    "\(monoNames.allSatisfy { $0.hasPrefix("Menlo") || $0.hasPrefix("Courier") } && !monoNames.isEmpty)",
                    "\(UIFontPickerViewController(configuration: japanese).listedFontNames.count)",
                    "\(UIFontPickerViewController(configuration: french).listedFontNames.count == families.count)",
                    "\(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: []) == nil)"]
        }
        #expect(listed == ["true", "true", "0", "true", "true"])
        let f = RootFixture()
        let log = CallLog()
        let delegate = Picking(log)
        f.sim.perform {
            let mono = UIFontPickerViewController.Configuration()
            mono.filteredTraits = .traitMonoSpace
            let p = UIFontPickerViewController(configuration: mono)
            p.delegate = delegate
            f.root.present(p, animated: false)
        }
        f.sim.runUntilIdle()
        f.sim.pickFont(named: "Georgia")
        f.sim.pickFont(named: "Menlo-Bold")
        f.sim.runUntilIdle()
        #expect(log.entries == ["picked Menlo-Regular onScreen=true"])
        #expect(f.sim.diagnostics.contains { $0.message.contains("does not list Georgia") })
    }

    @Test("a text formatting panel copies its configuration; the default lays out the standard components; keys, sizes and formatting values are UIKit's")
    func textFormatting() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let custom = UITextFormattingViewController.Configuration(groups: [
                .group([UITextFormattingViewController.Component(componentKey: .fontPointSize, preferredSize: .small)]),
                UITextFormattingViewController.ComponentGroup(components: [
                    UITextFormattingViewController.Component(componentKey: .textAlignmentAndJustification, preferredSize: .large),
                ]),
            ])
            let fonts = UIFontPickerViewController.Configuration()
            fonts.includeFaces = true
            custom.fontPickerConfiguration = fonts
            fonts.includeFaces = false
            let panel = UITextFormattingViewController(configuration: custom)
            let defaultPanel = UITextFormattingViewController()
            let keys = panel.configuration.groups.flatMap { $0.components.map { "\($0.componentKey.rawValue.dropFirst(30)):\($0.preferredSize.rawValue)" } }
            return keys + [
                "\(panel.configuration.fontPickerConfiguration?.includeFaces ?? false)",
                "\(panel.configuration !== custom)",
                "\(defaultPanel.configuration.componentKeys.contains(.formattingStyles) && defaultPanel.configuration.componentKeys.contains(.fontAttributes))",
                "\(UITextFormattingViewController.TextAlignment.justified.nsTextAlignment == .justified)",
                UITextFormattingViewController.Highlight.mint.rawValue,
                UITextFormattingViewController.TextList.decimal.rawValue,
                "\(panel.modalPresentationStyle == .popover)",
            ]
        }
        #expect(result == ["FontPointSizeComponentKey:2", "TextAlignmentAndJustificationComponentKey:4", "true", "true", "true", "true",
                           "UITextFormattingViewControllerHighlightMint", "UITextFormattingViewControllerTextListDecimal", "true"])
    }

    @Test("a collaboration mode restriction keeps its alert; the dismiss button defaults to OK only when there is an alert")
    func collaborationRestriction() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String?] in
            let silent = UIActivityViewController.CollaborationModeRestriction(disabledMode: .collaborate)
            let alert = UIActivityViewController.CollaborationModeRestriction(disabledMode: .sendCopy, alertTitle: "No copies", alertMessage: "Managed file")
            let full = UIActivityViewController.CollaborationModeRestriction(
                disabledMode: .collaborate, alertTitle: "T", alertMessage: "M", alertDismissButtonTitle: "Close",
                alertRecoverySuggestionButtonTitle: "Settings", alertRecoverySuggestionButtonLaunchURL: URL(string: "app://settings")!)
            return [silent.alertTitle, silent.alertDismissButtonTitle, "\(silent.disabledMode)",
                    alert.alertTitle, alert.alertMessage, alert.alertDismissButtonTitle,
                    full.alertDismissButtonTitle, full.alertRecoverySuggestionButtonTitle, full.alertRecoverySuggestionButtonLaunchURL?.absoluteString,
                    "\(full.description.contains("collaborate"))"]
        }
        #expect(result == [nil, nil, "collaborate", "No copies", "Managed file", "OK", "Close", "Settings", "app://settings", "true"])
    }
}
