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

    static func make(_ count: Int) -> [FeedPost] {
        let names = ["Aiko", "Bo-ra", "Chen", "Dario", "Emeka", "Freya", "Gita", "Hugo"]
        let words = ["layout", "frame", "commit", "scroll", "constraint", "view", "hitch", "vsync", "render", "cell"]
        return (0..<count).map { i in
            let length = 6 + (i * 7) % 41
            let body = (0..<length).map { words[($0 * 3 + i) % words.count] }.joined(separator: " ")
            let aspect: CGFloat? = i % 3 == 2 ? nil : [0.5625, 0.75, 1.0][i % 3 == 0 ? (i / 3) % 3 : 1]
            return FeedPost(id: i, author: names[i % names.count], body: body, photoAspect: aspect)
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

    /// Waits until every download queued so far has been delivered (or handed to the main
    /// queue), so a run's counts do not depend on thread timing.
    func drain() {
        queue.sync {}
    }
}
