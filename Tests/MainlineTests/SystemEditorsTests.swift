import Foundation
@testable import Mainline
import Testing

@Suite("The video editor, the dictionary screen, the search container, toolbar sections and decoded appearances")
struct SystemEditorsTests {
    @Test("the video editor writes the edit to a new file and tells its delegate, which dismisses it; a missing movie fails; cancel is heard")
    func videoEditor() throws {
        final class Editing: NSObject, UINavigationControllerDelegate, UIVideoEditorControllerDelegate {
            let log: CallLog
            init(_ log: CallLog) { self.log = log }
            func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String) {
                log("saved \(FileManager.default.contents(atPath: editedVideoPath).map { String(decoding: $0, as: UTF8.self) } ?? "nil")")
                editor.dismiss(animated: true)
            }
            func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: Error) { log("failed") }
            func videoEditorControllerDidCancel(_ editor: UIVideoEditorController) { log("cancelled") }
        }
        let movie = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-\(UUID().uuidString).mov")
        try Data("frames".utf8).write(to: movie)
        defer { try? FileManager.default.removeItem(at: movie) }
        let f = RootFixture()
        let log = CallLog()
        let delegate = Editing(log)
        let editor = Box<UIVideoEditorController?>(nil)
        f.sim.perform {
            let e = UIVideoEditorController()
            e.videoPath = movie.path
            e.delegate = delegate
            editor.value = e
            f.root.present(e, animated: true)
        }
        f.sim.runUntilIdle()
        let facts = inspect(f.sim) { () -> [String] in
            let e = editor.value!
            return ["\(UIVideoEditorController.canEditVideo(atPath: movie.path))", "\(UIVideoEditorController.canEditVideo(atPath: movie.path + ".txt"))",
                    "\(e.videoMaximumDuration)", "\(e.videoQuality == .typeMedium)", "\(e.viewControllers.count)"]
        }
        #expect(facts == ["true", "false", "600.0", "true", "1"])
        f.sim.cancelVideoEditor()
        f.sim.saveEditedVideo()
        f.sim.runUntilIdle()
        #expect(log.entries == ["cancelled", "saved frames"])
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
        log.clear()
        f.sim.perform {
            let e = UIVideoEditorController()
            e.videoPath = movie.path + ".missing.mov"
            e.delegate = delegate
            f.root.present(e, animated: false)
        }
        f.sim.runUntilIdle()
        f.sim.saveEditedVideo()
        f.sim.runUntilIdle()
        #expect(log.entries == ["failed"])
    }

    @Test("the dictionary defines the words of the machine's word lists; its screen is titled by the term and Done dismisses it")
    func referenceLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-dict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("apple\nRunloop\n".utf8).write(to: folder.appendingPathComponent("words"))
        let saved = ReferenceDictionary.current
        ReferenceDictionary.current = ReferenceDictionary(folder: folder)
        defer { ReferenceDictionary.current = saved }
        let f = RootFixture()
        let answers = inspect(f.sim) { () -> [Bool] in
            ["Apple", " runloop ", "pear", ""].map(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm:))
        }
        #expect(answers == [true, true, false, false])
        f.sim.perform { f.root.present(UIReferenceLibraryViewController(term: "apple"), animated: true) }
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { f.root.presentedViewController?.title } == "apple")
        f.sim.closeReferenceLibrary()
        f.sim.runUntilIdle()
        #expect(inspect(f.sim) { f.root.presentedViewController == nil })
    }

    @Test("a search container makes the search controller its child, whose view fills its own")
    func searchContainer() {
        let sim = makeSimulation()
        let box = Box<UISearchContainerViewController?>(nil)
        sim.start {
            let container = UISearchContainerViewController(searchController: UISearchController(searchResultsController: nil))
            box.value = container
            let window = UIWindow()
            window.rootViewController = container
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        let facts = inspect(sim) { () -> (Bool, Bool, CGRect) in
            let container = box.value!
            let search = container.searchController
            return (search.parent === container, search.view.superview === container.view, search.view.frame)
        }
        #expect(facts.0 && facts.1)
        #expect(facts.2 == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a navigation bar's toolbar section is its delegate's answer, .none without one")
    func toolbarSection() {
        final class Sectioning: UINavigationBarDelegate {
            func navigationBarNSToolbarSection(_ navigationBar: UINavigationBar) -> UINavigationBar.NSToolbarSection { .supplementary }
        }
        let sim = makeSimulation()
        let delegate = Sectioning()
        let sections = inspect(sim) { () -> [UINavigationBar.NSToolbarSection] in
            let bar = UINavigationBar()
            let before = bar.currentNSToolbarSection
            bar.delegate = delegate
            return [before, bar.currentNSToolbarSection]
        }
        #expect(sections == [.none, .supplementary])
    }

    @Test("decoded bar button and tab bar item appearances keep their archived style; .prominent buttons are semibold like .done")
    func decodedAppearances() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(UIBarButtonItem.Style.prominent.rawValue, forKey: "UIBarButtonItemAppearanceStyle")
        archiver.encode(UITabBarItemAppearance.Style.inline.rawValue, forKey: "UITabBarItemAppearanceStyle")
        archiver.finishEncoding()
        let data = archiver.encodedData
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let button = (try? NSKeyedUnarchiver(forReadingFrom: data)).flatMap { UIBarButtonItemAppearance(coder: $0) }
            let item = (try? NSKeyedUnarchiver(forReadingFrom: data)).flatMap { UITabBarItemAppearance(coder: $0) }
            let font = button?.normal.titleTextAttributes[.font] as? UIFont
            let toolbar = UIToolbarAppearance()
            return ["\(button?.style == .prominent)", "\(item?.style == .inline)", "\(font?.weight == .semibold)",
                    "\(toolbar.prominentButtonAppearance.style == .prominent)", "\(UIBarButtonItem.SystemItem.writingTools.rawValue)"]
        }
        #expect(result == ["true", "true", "true", "true", "25"])
    }
}
