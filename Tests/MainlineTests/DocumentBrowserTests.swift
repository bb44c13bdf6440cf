import Foundation
@testable import Mainline
import Testing

/// A text document: its model is a string.
private final class TextFile: UIDocument {
    var text = ""
    override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        text = String(decoding: (contents as? Data) ?? Data(), as: UTF8.self)
    }
}

/// A browser's delegate that logs what it hears and answers creation with `template`.
private final class BrowsingDelegate: UIDocumentBrowserViewControllerDelegate {
    let log: CallLog
    var template: URL?
    var mode: UIDocumentBrowserViewController.ImportMode = .copy
    init(_ log: CallLog) { self.log = log }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        log("picked \(documentURLs.map(\.lastPathComponent))")
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        log("create \(controller.activeDocumentCreationIntent?.rawValue ?? "nil")")
        importHandler(template, template == nil ? .none : mode)
        log("after handler \(controller.activeDocumentCreationIntent == nil)")
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        log("imported \(sourceURL.lastPathComponent) -> \(destinationURL.lastPathComponent) exists=\(FileManager.default.fileExists(atPath: destinationURL.path))")
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {
        log("failed \(documentURL.lastPathComponent) \(error != nil)")
    }
}

@Suite("The document browser and document view controller: picking, creating, importing, renaming, opening")
struct DocumentBrowserTests {
    private func folder() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-browser-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func browserSimulation(_ configure: @escaping (UIDocumentBrowserViewController) -> Void) -> (Simulation, Box<UIDocumentBrowserViewController?>) {
        let sim = makeSimulation()
        let box = Box<UIDocumentBrowserViewController?>(nil)
        sim.start {
            let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
            configure(browser)
            box.value = browser
            let window = UIWindow()
            window.rootViewController = browser
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        return (sim, box)
    }

    @Test("the user's picks reach the delegate (only the first unless several are allowed); defaults are UIKit's")
    func picking() {
        let log = CallLog()
        let delegate = BrowsingDelegate(log)
        let (sim, browser) = browserSimulation { $0.delegate = delegate }
        let defaults = inspect(sim) { () -> String in
            let b = browser.value!
            return "\(b.allowsDocumentCreation) \(b.allowsPickingMultipleItems) \(b.browserUserInterfaceStyle == .white) \(b.localizedCreateDocumentActionTitle) \(b.defaultDocumentAspectRatio) \(b.allowedContentTypes) \(b.recentDocumentsContentTypes)"
        }
        #expect(defaults == "true true true Create Document \(2.0 / 3.0) [\"public.plain-text\"] [\"public.plain-text\"]")
        let urls = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.txt")]
        sim.pickDocumentsInBrowser(urls)
        sim.runUntilIdle()
        inspect(sim) { browser.value!.allowsPickingMultipleItems = false }
        sim.pickDocumentsInBrowser(urls)
        sim.runUntilIdle()
        #expect(log.entries == ["picked [\"a.txt\", \"b.txt\"]", "picked [\"a.txt\"]"])
    }

    @Test("creating: the delegate is asked with the intent active, its template is copied into the folder under a free name; cancelling imports nothing; a missing template fails")
    func creating() throws {
        let dir = folder(), templates = folder()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: templates) }
        let template = templates.appendingPathComponent("Untitled.txt")
        try Data("hello".utf8).write(to: template)
        try Data("taken".utf8).write(to: dir.appendingPathComponent("Untitled.txt"))
        let log = CallLog()
        let delegate = BrowsingDelegate(log)
        delegate.template = template
        let (sim, browser) = browserSimulation { $0.delegate = delegate }
        sim.createDocumentInBrowser(in: dir, intent: UIDocument.CreationIntent("com.example.drawing"))
        sim.runUntilIdle()
        #expect(log.entries == ["create com.example.drawing", "imported Untitled.txt -> Untitled 2.txt exists=true", "after handler true"])
        #expect(FileManager.default.fileExists(atPath: template.path))
        log.clear()
        delegate.template = nil
        sim.createDocumentInBrowser(in: dir)
        sim.runUntilIdle()
        #expect(log.entries == ["create UIDocumentCreationIntentDefault", "after handler true"])
        log.clear()
        delegate.template = templates.appendingPathComponent("missing.txt")
        sim.createDocumentInBrowser(in: dir)
        sim.runUntilIdle()
        #expect(log.entries == ["create UIDocumentCreationIntentDefault", "failed missing.txt true", "after handler true"])
        log.clear()
        inspect(sim) { browser.value!.allowsDocumentCreation = false }
        sim.createDocumentInBrowser(in: dir)
        sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(sim.diagnostics.contains { $0.message.contains("allowsDocumentCreation is false") })
    }

    @Test("import moves or copies next to a document, rename keeps the extension, reveal finds the file; completions come later on the main queue")
    func fileOperations() throws {
        let dir = folder(), other = folder()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: other) }
        let neighbour = dir.appendingPathComponent("neighbour.txt"), outside = other.appendingPathComponent("outside.txt")
        try Data("n".utf8).write(to: neighbour)
        try Data("o".utf8).write(to: outside)
        let log = CallLog()
        let (sim, browser) = browserSimulation { _ in }
        inspect(sim) {
            let b = browser.value!
            b.importDocument(at: outside, nextToDocumentAt: neighbour, mode: .move) { url, error in
                log("import \(url?.lastPathComponent ?? "nil") \(error == nil)")
                guard let url else { return }
                b.renameDocument(at: url, proposedName: "Renamed") { renamed, _ in
                    log("rename \(renamed?.lastPathComponent ?? "nil")")
                    b.revealDocument(at: renamed!, importIfNeeded: true) { found, _ in log("reveal \(found?.lastPathComponent ?? "nil")") }
                    b.revealDocument(at: url, importIfNeeded: false) { found, error in log("reveal old \(found == nil) \(error != nil)") }
                }
            }
            log("returned")
        }
        sim.runUntilIdle()
        #expect(log.entries == ["returned", "import outside.txt true", "rename Renamed.txt", "reveal Renamed.txt", "reveal old true true"])
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Renamed.txt").path))
    }

    @Test("a custom action gets the URLs; one without multiple-item support is not offered for several")
    func customActions() {
        let log = CallLog()
        let (sim, _) = browserSimulation { browser in
            let share = UIDocumentBrowserAction(identifier: "share", localizedTitle: "Share", availability: [.menu, .navigationBar]) { urls in
                log("share \(urls.count)")
            }
            share.supportsMultipleItems = false
            browser.customActions = [share]
        }
        let urls = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.txt")]
        sim.performDocumentBrowserAction("share", on: Array(urls.prefix(1)))
        sim.performDocumentBrowserAction("share", on: urls)
        sim.runUntilIdle()
        #expect(log.entries == ["share 1"])
        #expect(sim.diagnostics.contains { $0.message.contains("does not support several items") })
    }

    @Test("a document view controller opens its closed document as it appears, then documentDidOpen and navigationItemDidUpdate; its title is the document's name; undo/redo follow the undo manager")
    func documentViewController() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("Notes.txt")
        try Data("saved text".utf8).write(to: url)
        final class Editor: UIDocumentViewController {
            var log: CallLog?
            override func documentDidOpen() { log?("didOpen \((document as? TextFile)?.text ?? "")") }
            override func navigationItemDidUpdate() { log?("navigationItemDidUpdate \(navigationItem.title ?? "nil")") }
        }
        let log = CallLog()
        let sim = makeSimulation()
        let box = Box<Editor?>(nil)
        sim.start {
            let editor = Editor(document: nil)
            editor.log = log
            editor.document = TextFile(fileURL: url)
            box.value = editor
            let window = UIWindow()
            window.rootViewController = editor
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        #expect(log.entries == ["navigationItemDidUpdate Notes", "didOpen saved text", "navigationItemDidUpdate Notes"])
        let states = inspect(sim) { () -> [Bool] in
            let editor = box.value!
            let items = editor.undoRedoItemGroup.barButtonItems
            let before = items.map(\.isEnabled)
            let doc = editor.document as! TextFile
            doc.undoManager.groupsByEvent = false
            doc.undoManager.beginUndoGrouping()
            doc.undoManager.registerUndo(withTarget: doc) { $0.text = "undone" }
            doc.undoManager.endUndoGrouping()
            let during = editor.undoRedoItemGroup.barButtonItems.map(\.isEnabled)
            return before + during
        }
        #expect(states == [false, false, true, false])
        let opened = Box<Bool?>(nil)
        inspect(sim) { box.value!.openDocument { opened.value = $0 } }
        sim.runUntilIdle()
        #expect(opened.value == true)
        #expect(log.entries.filter { $0.hasPrefix("didOpen") }.count == 1)
    }

    @Test("a launch screen action made by createDocumentAction asks the browser's delegate for a document with its intent, imported into the folder browsed; the defaults have a primary action only")
    func launchOptions() throws {
        let dir = folder(), templates = folder()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: templates) }
        let template = templates.appendingPathComponent("Blank.txt")
        try Data("".utf8).write(to: template)
        let log = CallLog()
        let delegate = BrowsingDelegate(log)
        delegate.template = template
        let sim = makeSimulation()
        sim.start {
            let controller = UIDocumentViewController(document: nil)
            controller.launchOptions.browserViewController.delegate = delegate
            controller.launchOptions.browserViewController.browsingFolder = dir
            controller.launchOptions.secondaryAction = UIDocumentViewController.LaunchOptions.createDocumentAction(withIntent: UIDocument.CreationIntent("template"))
            controller.launchOptions.title = "Sketches"
            let window = UIWindow()
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        sim.chooseDocumentLaunchAction(secondary: true)
        sim.runUntilIdle()
        #expect(log.entries.first == "create template")
        #expect(log.entries.contains("imported Blank.txt -> Blank.txt exists=true"))
        let defaults = inspect(sim) { () -> String in
            let options = UIDocumentViewController(document: nil).launchOptions
            return "\(options.primaryAction != nil) \(options.secondaryAction == nil) \(!options.title.isEmpty)"
        }
        #expect(defaults == "true true true")
    }
}
