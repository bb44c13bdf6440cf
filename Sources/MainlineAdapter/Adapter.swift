/// Adapts real UIKit code that needs the Objective-C runtime so it compiles against Mainline on
/// Linux, without editing the files by hand: `@objc`, `dynamic`, `@IBOutlet`, `@IBAction` and
/// their kin go; `#selector` becomes a `Selector` that the generated dispatch (an override of
/// `selectorMethod(_:)` in each class body) carries to the right method with the sender;
/// `@objc protocol`s with optional requirements keep working when conforming types leave them
/// out; overrides declared in extensions move into their class. Line numbers survive through
/// `#sourceLocation`. What cannot be adapted is reported with the line and the manual fix.
///
/// The `MainlineAdapt` build plugin and `mainline adapt` run it; it depends on nothing.
public enum Adapter {
    /// Adapts `files`, the Swift files of one target (together: a class's extensions and
    /// subclasses may be in other files). `context` holds files of the target's dependencies
    /// that are adapted too, read only to learn which of their classes dispatch selectors.
    public static func adapt(_ files: [SourceInput], context: [SourceInput] = []) -> Adaptation {
        let parsed = files.enumerated().map { ParsedFile(index: $0.offset, source: SourceFile(path: $0.element.path, text: $0.element.text), isContext: false) }
            + context.enumerated().map { ParsedFile(index: files.count + $0.offset, source: SourceFile(path: $0.element.path, text: $0.element.text), isContext: true) }
        return TargetAdapter(index: TargetIndex(files: parsed)).run()
    }
}
