import Foundation

/// A message in the inbox.
public struct Message: Sendable {
    public let id: Int
    public let sender: String
    public let subject: String
    public let preview: String
    public let received: Date
    public let isUnread: Bool

    /// `count` messages, the same every time.
    public static func samples(_ count: Int) -> [Message] {
        let senders = ["Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov", "Ken Thompson", "Frances Allen"]
        let subjects = ["Lunch on Friday?", "Review: frame pacing", "Re: the release notes", "Slides for Monday", "Quick question"]
        let words = "the table lays out each row from its constraints and the text wraps to the width it is given".split(separator: " ")
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        return (0..<count).map { i in
            let length = 8 + (i * 7) % 30
            let preview = (0..<length).map { words[($0 + i) % words.count] }.joined(separator: " ")
            return Message(id: i, sender: senders[i % senders.count], subject: subjects[(i / 2) % subjects.count], preview: preview,
                           received: start.addingTimeInterval(Double(-i * 3_600)), isUnread: i % 3 == 0)
        }
    }
}
