import Foundation
@testable import Mainline
import Testing

@Suite("Document providers of the iOS 8 kind: the document menu and the picker extension's screen")
struct DocumentProviderTests {
    private final class Listener: UIDocumentPickerDelegate, UIDocumentMenuDelegate {
        let log: CallLog
        var picker: UIDocumentPickerViewController?
        init(_ log: CallLog) { self.log = log }
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { log("picked \(urls.map(\.lastPathComponent))") }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { log("picker cancelled") }
        func documentMenu(_ documentMenu: UIDocumentMenuViewController, didPickDocumentPicker documentPicker: UIDocumentPickerViewController) {
            log("menu picked provider mode=\(documentPicker.documentPickerMode.rawValue) presented=\(documentMenu.presentingViewController != nil)")
            picker = documentPicker
        }
        func documentMenuWasCancelled(_ documentMenu: UIDocumentMenuViewController) { log("menu cancelled") }
    }

    @Test("a document menu lists the app's options around the providers; an option runs its handler after the menu goes; a provider hands the delegate a picker in the menu's mode")
    @available(iOS, deprecated: 11.0)
    func documentMenu() {
        let f = RootFixture()
        let log = CallLog()
        let listener = Listener(log)
        let menu = Box<UIDocumentMenuViewController?>(nil)
        let present = {
            f.sim.perform {
                let m = UIDocumentMenuViewController(documentTypes: ["public.text"], in: .open)
                m.delegate = listener
                m.addOption(withTitle: "Scan", image: nil, order: .first) { log("scan presented=\(f.root.presentedViewController != nil)") }
                m.addOption(withTitle: "Paste", image: nil, order: .last) { log("paste") }
                menu.value = m
                f.root.present(m, animated: true)
            }
            f.sim.runUntilIdle()
        }
        present()
        #expect(inspect(f.sim) { menu.value!.listedTitles } == ["Scan", "iCloud Drive", "Paste"])
        f.sim.chooseDocumentMenuOption("Scan")
        f.sim.runUntilIdle()
        present()
        f.sim.chooseDocumentMenuOption("iCloud Drive")
        f.sim.runUntilIdle()
        present()
        f.sim.chooseDocumentMenuOption("Dropbox")
        f.sim.cancelDocumentMenu()
        f.sim.runUntilIdle()
        #expect(log.entries == ["scan presented=false", "menu picked provider mode=1 presented=false", "menu cancelled"])
        #expect(f.sim.diagnostics.contains { $0.message.contains("no option Dropbox") })
    }

    @Test("a provider's screen opened in a picker gets its mode and types, is prepared, and granting access ends it and the picker, whose delegate hears the document")
    func pickerExtension() {
        final class Provider: UIDocumentPickerExtensionViewController {
            var log: CallLog?
            override func prepareForPresentation(in mode: UIDocumentPickerMode) {
                log?("prepare \(mode.rawValue) \(validTypes ?? []) \(originalURL == nil) \(documentStorageURL?.lastPathComponent ?? "")")
            }
        }
        let f = RootFixture()
        let log = CallLog()
        let listener = Listener(log)
        let provider = Box<Provider?>(nil)
        f.sim.perform {
            let picker = UIDocumentPickerViewController(documentTypes: ["public.image"], in: .import)
            picker.delegate = listener
            let p = Provider()
            p.log = log
            provider.value = p
            f.root.present(picker, animated: true)
        }
        f.sim.runUntilIdle()
        f.sim.openDocumentProvider(provider.value!)
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { provider.value!.presentingViewController is UIDocumentPickerViewController })
        f.sim.perform { provider.value!.dismissGrantingAccess(to: URL(fileURLWithPath: "/tmp/photo.png")) }
        f.sim.runUntilIdle()
        #expect(log.entries == ["prepare 0 [\"public.image\"] true File Provider Storage", "picked [\"photo.png\"]"])
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
    }
}
