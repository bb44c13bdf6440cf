import Foundation
@testable import Mainline
import Testing

@Suite("UIPasteboard: items by type, the common types, change counts and notifications, per simulation")
struct PasteboardTests {
    @Test("string, URL and image round-trip through the general pasteboard; setting one replaces the items")
    func commonTypes() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let board = UIPasteboard.general
            board.string = "hello"
            var seen = [board.string ?? "nil", "\(board.hasStrings)", "\(board.hasURLs)"]
            board.url = URL(string: "https://example.com/a")
            seen += [board.url?.absoluteString ?? "nil", board.string ?? "nil", "\(board.hasURLs)"]
            board.image = UIImage(named: "photo")
            seen += ["\(board.hasImages)", "\(board.hasStrings)", "\(board.numberOfItems)"]
            board.strings = ["a", "b", "c"]
            seen += [board.strings?.joined(separator: ",") ?? "nil", "\(board.numberOfItems)", board.string ?? "nil"]
            return seen
        }
        #expect(result == ["hello", "true", "false",
                           "https://example.com/a", "https://example.com/a", "true",
                           "true", "false", "1",
                           "a,b,c", "3", "a"])
    }

    @Test("each change raises changeCount and posts changedNotification with the types added and removed")
    func changeNotifications() {
        let sim = makeSimulation()
        let log = CallLog()
        let counts = inspect(sim) { () -> [Int] in
            let board = UIPasteboard.general
            let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { note in
                let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
                let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
                log("+\(added.joined(separator: ",")) -\(removed.joined(separator: ","))")
            }
            let start = board.changeCount
            board.string = "x"
            board.setValue(Data([1, 2]), forPasteboardType: "com.example.blob")
            NotificationCenter.default.removeObserver(observer)
            return [board.changeCount - start, board.data(forPasteboardType: "com.example.blob")?.count ?? -1]
        }
        #expect(counts == [2, 2])
        #expect(log.entries == ["+public.utf8-plain-text -", "+com.example.blob -public.utf8-plain-text"])
    }

    @Test("named pasteboards share contents by name and are removed by name; simulations do not share the general one")
    func namedAndIsolated() {
        let a = makeSimulation()
        let b = makeSimulation()
        let shared = inspect(a) { () -> [String?] in
            let one = UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: true)!
            one.string = "shared"
            let two = UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: false)
            let missing = UIPasteboard(name: UIPasteboard.Name("com.example.none"), create: false)
            UIPasteboard.general.string = "only in a"
            UIPasteboard.remove(withName: UIPasteboard.Name("com.example.board"))
            let afterRemove = UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: false)
            return [two?.string, missing == nil ? "nil" : "found", afterRemove == nil ? "removed" : "kept"]
        }
        #expect(shared == ["shared", "nil", "removed"])
        #expect(inspect(b) { UIPasteboard.general.string } == nil)
        #expect(inspect(a) { UIPasteboard.general.string } == "only in a")
    }
}
