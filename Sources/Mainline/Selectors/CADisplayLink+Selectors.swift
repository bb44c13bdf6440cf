import Foundation

extension CADisplayLink {
    /// A display link that sends `sel` to `target` once per frame (with the link as the
    /// argument, when the method takes one), once added to a run loop: Core Animation's
    /// initializer. The link holds the target (Core Animation: "The newly constructed display
    /// link retains the target"); here it lets it go when the link itself is freed, so drop the
    /// link (`displayLink = nil`) after invalidating it.
    public convenience init(target: Any, selector sel: Selector) {
        let entry = UIEntry("+[CADisplayLink displayLinkWithTarget:selector:]"); defer { entry.end() }
        let receiver = target as AnyObject
        self.init { link in
            SelectorDispatch.send(sel, to: receiver, arguments: [link])
        }
    }
}
