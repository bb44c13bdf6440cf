import Foundation
@testable import Mainline
import Testing

@Suite("The system's screens: the photo picker, the share sheet, the Files picker")
struct SystemControllerTests {
    @Test("an image picker: the picked image reaches the delegate under .originalImage and .editedImage; a delegate that implements nothing gets UIKit's default, the picker dismissed")
    func imagePicker() {
        final class Picking: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            var picked: [UIImage] = []
            var edited = false
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                if let image = info[.originalImage] as? UIImage { picked.append(image) }
                edited = info[.editedImage] != nil
                picker.dismiss(animated: true)
            }
        }
        final class Silent: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
        let f = RootFixture()
        let delegate = Picking(), silent = Silent()
        let picker = Box<UIImagePickerController?>(nil)
        f.sim.perform {
            let p = UIImagePickerController()
            p.sourceType = .camera
            p.allowsEditing = true
            p.delegate = delegate
            picker.value = p
            f.root.present(p, animated: true)
        }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { (picker.value!.sourceType, UIImagePickerController.isSourceTypeAvailable(.photoLibrary)) } == (.photoLibrary, true))
        #expect(f.sim.diagnostics.contains { $0.message.contains("Source type 1 not available") })
        let image = UIImage(named: "photo")!
        f.sim.pickImage(image)
        f.sim.runUntilIdle()
        #expect(delegate.picked.count == 1 && delegate.picked.first === image && delegate.edited)
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
        f.sim.perform {
            let p = UIImagePickerController()
            p.delegate = silent
            f.root.present(p, animated: true)
        }
        f.sim.runUntilIdle()
        f.sim.cancelImagePicker()
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
    }

    @Test("a share sheet: excluded activities are not offered; an app activity is prepared, performed and finished; the completion hears it after the sheet is dismissed")
    func shareSheet() {
        final class Bookmark: UIActivity {
            var log: [String] = []
            override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.bookmark") }
            override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
            override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
            override func perform() {
                log.append("perform")
                activityDidFinish(true)
            }
        }
        let f = RootFixture()
        let log = f.log
        let bookmark = Bookmark()
        f.sim.perform {
            let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: [bookmark])
            sheet.excludedActivityTypes = [.print]
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                log("done \(type?.rawValue ?? "nil") \(completed) presented=\(f.root.presentedViewController != nil)")
            }
            f.root.present(sheet, animated: true)
        }
        f.sim.runUntilIdle()
        f.sim.chooseActivity(.print)
        f.sim.runUntilIdle()
        #expect(log.entries.isEmpty)
        f.sim.chooseActivity(UIActivity.ActivityType("app.bookmark"))
        f.sim.runUntilIdle()
        #expect(bookmark.log == ["prepare 1", "perform"])
        #expect(log.entries == ["done app.bookmark true presented=false"])
    }

    @Test("a document picker dismisses itself, then tells its delegate what was picked (one document unless several are allowed)")
    func documentPicker() {
        final class Picking: UIDocumentPickerDelegate {
            var picked: [[URL]] = []
            var cancelled = 0
            func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
            func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
        }
        let f = RootFixture()
        let delegate = Picking()
        let urls = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.pdf")]
        f.sim.perform {
            let picker = UIDocumentPickerViewController(forExporting: urls, asCopy: true)
            picker.delegate = delegate
            f.root.present(picker, animated: true)
        }
        f.sim.runUntilIdle()
        f.sim.pickDocuments(urls)
        f.sim.runUntilIdle()
        #expect(delegate.picked == [[urls[0]]])
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
    }
}
