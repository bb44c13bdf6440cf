import Foundation
@testable import Mainline
import Testing

/// A text document: its model is a string.
private final class NoteDocument: UIDocument {
    var text = ""
    override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }
}

@Suite("UIDocument: open, save and close through the subclass's contents, with state and unsaved changes")
struct DocumentTests {
    private func temporaryURL(_ name: String) -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-doc-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }

    @Test("save for creating writes the contents; a new document opens them; close saves unsaved changes; the state follows")
    func roundTrip() throws {
        let url = temporaryURL("note.txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let sim = makeSimulation()
        let log = CallLog()
        let writer = inspect(sim) { () -> NoteDocument in
            let doc = NoteDocument(fileURL: url)
            log("state \(doc.documentState == .closed) \(doc.localizedName) \(doc.fileType ?? "-")")
            doc.text = "first"
            doc.save(to: url, for: .forCreating) { ok in log("created \(ok) \(doc.documentState == .normal)") }
            return doc
        }
        sim.runUntilIdle()
        #expect(try String(contentsOf: url, encoding: .utf8) == "first")
        inspect(sim) {
            writer.text = "second"
            writer.updateChangeCount(.done)
            log("unsaved \(writer.hasUnsavedChanges)")
            writer.close { ok in log("closed \(ok) \(writer.documentState.contains(.closed)) \(writer.hasUnsavedChanges)") }
        }
        sim.runUntilIdle()
        #expect(try String(contentsOf: url, encoding: .utf8) == "second")
        let reader = inspect(sim) { () -> NoteDocument in
            let doc = NoteDocument(fileURL: url)
            doc.open { ok in log("opened \(ok) \(doc.text) \(doc.documentState == .normal)") }
            return doc
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { reader.text } == "second")
        #expect(log.entries == ["state true note public.plain-text", "created true true", "unsaved true",
                                "closed true true false", "opened true second true"])
    }

    @Test("creating over an existing file fails with .savingError; opening a missing file fails; undo groups count as changes")
    func failuresAndUndo() throws {
        let url = temporaryURL("exists.txt")
        try Data("x".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let sim = makeSimulation()
        let log = CallLog()
        inspect(sim) {
            let doc = NoteDocument(fileURL: url)
            doc.save(to: url, for: .forCreating) { ok in log("create \(ok) \(doc.documentState.contains(.savingError))") }
            let missing = NoteDocument(fileURL: url.appendingPathExtension("missing"))
            missing.open { ok in log("open missing \(ok) \(missing.documentState.contains(.closed))") }
        }
        sim.runUntilIdle()
        #expect(log.entries == ["create false true", "open missing false true"])
        let changes = inspect(sim) { () -> [Bool] in
            let doc = NoteDocument(fileURL: url)
            let undo = doc.undoManager!
            undo.groupsByEvent = false
            undo.beginUndoGrouping()
            undo.registerUndo(withTarget: doc) { $0.text = "" }
            undo.endUndoGrouping()
            let afterEdit = doc.hasUnsavedChanges
            undo.undo()
            return [afterEdit, doc.hasUnsavedChanges]
        }
        #expect(changes == [true, false])
    }
}
