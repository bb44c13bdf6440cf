import Foundation
import Mainline

/// One post of the feed. The text's length and whether a post has a photo follow from its
/// number, so every run shows the same feed.
struct FeedPost: Sendable {
    let id: Int
    let author: String
    let body: String
    /// The photo's height as a fraction of its width (nil: no photo).
    let photoAspect: CGFloat?
    /// How many comments the post has.
    let commentCount: Int

    /// When each comment on the post was written, as the server sends it (ISO 8601), oldest
    /// first: half an hour apart, from the post's day on. (Made when asked for, as a response
    /// would be decoded: the list of posts does not hold them.)
    var commentTimes: [String] { (0..<commentCount).map(commentTime) }

    /// When comment `c` was written.
    func commentTime(_ c: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let minutes = c * 30 + id % 30
        let day = 1 + ((id * 7) % 28 + minutes / 1_440) % 28
        return "2026-\(two(1 + id % 12))-\(two(day))T\(two(minutes / 60 % 24)):\(two(minutes % 60)):00Z"
    }

    static func make(_ count: Int) -> [FeedPost] {
        let names = ["Aiko", "Bo-ra", "Chen", "Dario", "Emeka", "Freya", "Gita", "Hugo"]
        let words = ["layout", "frame", "commit", "scroll", "constraint", "view", "hitch", "vsync", "render", "cell"]
        return (0..<count).map { i in
            let length = 6 + (i * 7) % 41
            let body = (0..<length).map { words[($0 * 3 + i) % words.count] }.joined(separator: " ")
            let aspect: CGFloat? = i % 3 == 2 ? nil : [0.5625, 0.75, 1.0][i % 3 == 0 ? (i / 3) % 3 : 1]
            return FeedPost(id: i, author: names[i % names.count], body: body, photoAspect: aspect, commentCount: 120 + i % 80)
        }
    }
}

/// "Downloads" photos on a background queue and hands them to `completion`. The buggy feed
/// calls `completion` right there, on the background queue; the fixed one hops to the main
/// queue first, as UIKit requires.
final class ImageLoader: @unchecked Sendable {
    let queue = DispatchQueue(label: "com.example.feed.image-loader")
    let deliversOnMain: Bool

    init(deliversOnMain: Bool) {
        self.deliversOnMain = deliversOnMain
    }

    func load(_ post: FeedPost, completion: @escaping (UIImage) -> Void) {
        guard let aspect = post.photoAspect else { return }
        let deliversOnMain = self.deliversOnMain
        queue.async {
            let image = UIImage(size: CGSize(width: 1_080, height: 1_080 * aspect))  // "decoded" off the main thread
            if deliversOnMain {
                DispatchQueue.main.async { completion(image) }
            } else {
                completion(image)
            }
        }
    }

}

/// The line under a post: how many comments, and when the last one was written ("24 comments ·
/// last May 14, 2026 at 9:12 AM").
enum FeedActivity {
    /// Formatting done right: one parser and one formatter for the whole app, made once.
    private static let parser: DateFormatter = {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZone(identifier: "UTC")
        parser.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        return parser
    }()
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    /// The comments come from the server oldest first: the last one is the latest.
    static func summary(of post: FeedPost) -> String {
        let last = post.commentCount > 0 ? parser.date(from: post.commentTime(post.commentCount - 1)) : nil
        return "\(post.commentCount) comments" + (last.map { " · last \(formatter.string(from: $0))" } ?? "")
    }

    /// The same line, the way the buggy feed makes it: a new parser and a new formatter for every
    /// comment, every time a cell shows the post (each costs a locale and a calendar to set up).
    static func summaryMakingFormatters(of post: FeedPost) -> String {
        var last: Date?
        var text = ""
        for time in post.commentTimes {
            let parser = DateFormatter()
            parser.locale = Locale(identifier: "en_US_POSIX")
            parser.timeZone = TimeZone(identifier: "UTC")
            parser.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
            guard let date = parser.date(from: time) else { continue }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            if last.map({ date > $0 }) ?? true {
                last = date
                text = formatter.string(from: date)
            }
        }
        return "\(post.commentCount) comments" + (last == nil ? "" : " · last \(text)")
    }
}
