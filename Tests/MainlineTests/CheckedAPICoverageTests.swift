import Foundation
import Testing

/// Every public member of the runtime's main-thread-bound types starts with the checker's
/// entry (`UIEntry`), so an off-main call of any of them is reported. The list of members is
/// the module's public interface, read from its symbol graph (`swift symbolgraph-extract` on
/// the module this test was built with): a new public API without a check fails here.
@Suite("Every public UI API is checked")
struct CheckedAPICoverageTests {
    /// Types that are not main-thread-bound, and why.
    static let exemptTypes: [String: String] = [
        "Simulation": "Mainline's driver: callable from any thread, it takes the main turn itself",
        "ScheduledWork": "a cancellation handle, safe from any thread",
        "CAMediaTimingFunction": "an immutable timing curve (thread-safe in Core Animation too)",
        "UIImage": "immutable, and thread-safe in UIKit",
        "UITraitCollection": "immutable, and thread-safe in UIKit",
        "UITraitUserInterfaceStyle": "a trait's definition: static constants, thread-safe",
        "UITraitHorizontalSizeClass": "a trait's definition: static constants, thread-safe",
        "UITraitVerticalSizeClass": "a trait's definition: static constants, thread-safe",
        "UITraitDisplayScale": "a trait's definition: static constants, thread-safe",
        "UITraitUserInterfaceIdiom": "a trait's definition: static constants, thread-safe",
        "UITraitPreferredContentSizeCategory": "a trait's definition: static constants, thread-safe",
        "UIColor": "immutable, and thread-safe in UIKit",
        "CGColor": "immutable, and thread-safe in Core Graphics",
        "CALayer": "Core Animation is not main-thread-only, and the Main Thread Checker does not check it",
        "CAGradientLayer": "a CALayer",
        "NSTextContainer": "TextKit, which is not main-thread-only",
        "NSLayoutManager": "TextKit, which is not main-thread-only",
        "NSTextStorage": "TextKit, which is not main-thread-only",
        "NSTextRange": "TextKit, which is not main-thread-only",
        "NSTextContentManager": "TextKit 2, which is not main-thread-only",
        "NSTextContentStorage": "TextKit 2, which is not main-thread-only",
        "NSTextElement": "TextKit 2, which is not main-thread-only",
        "NSTextParagraph": "TextKit 2, which is not main-thread-only",
        "NSTextListElement": "TextKit 2, which is not main-thread-only",
        "NSTextLayoutFragment": "TextKit 2, which is not main-thread-only",
        "NSTextLayoutManager": "TextKit 2, which is not main-thread-only",
        "NSTextLineFragment": "TextKit 2, which is not main-thread-only",
        "NSTextSelection": "TextKit 2, which is not main-thread-only",
        "NSTextSelectionNavigation": "TextKit 2, which is not main-thread-only",
        "NSTextViewportLayoutController": "TextKit 2, which is not main-thread-only",
        "NSTextAttachmentViewProvider": "TextKit 2 (its view is made on the main thread by the text view laying it out)",
        "UIDictationPhrase": "an immutable value the input system hands over",
        "UIInputSuggestion": "a value-like suggestion the app defines",
        "NSAdaptiveImageGlyph": "an immutable value-like attribute object, not a UI object",
        "UIBarButtonItemStateAppearance": "a value-like set of attributes, not a UI object",
        "UITabBarItemStateAppearance": "a value-like set of attributes, not a UI object",
        "NSParagraphStyle": "immutable, and thread-safe",
        "NSMutableParagraphStyle": "a value-like attribute object, not a UI object",
        "NSShadow": "a value-like attribute object, not a UI object",
        "NSTextAttachment": "a value-like attribute object, not a UI object",
        "NSTextTab": "a value-like attribute object, not a UI object",
        "NSTextList": "a value-like attribute object, not a UI object",
        "NSStringDrawingContext": "string drawing's options and results, callable from any thread as string drawing is",
        "NSCollectionLayoutDimension": "immutable, a value-like description of a length",
        "NSCollectionLayoutSize": "immutable, a value-like pair of dimensions",
        "NSCollectionLayoutSpacing": "immutable, a value-like spacing",
        "CAAnimation": "Core Animation is not main-thread-only, and the Main Thread Checker does not check it",
        "CAPropertyAnimation": "a CAAnimation",
        "CABasicAnimation": "a CAAnimation",
        "CASpringAnimation": "a CAAnimation",
        "CAKeyframeAnimation": "a CAAnimation",
        "CAAnimationGroup": "a CAAnimation",
        "CATransition": "a CAAnimation",
        "CAShapeLayer": "a CALayer",
        "CATextLayer": "a CALayer",
        "CAReplicatorLayer": "a CALayer",
        "UIFontDescriptor": "immutable, and thread-safe in UIKit",
        "UIVisualEffect": "an immutable description of an effect",
        "UIBlurEffect": "an immutable description of an effect",
        "UIVibrancyEffect": "an immutable description of an effect",
        "UICubicTimingParameters": "an immutable timing curve",
        "UISpringTimingParameters": "an immutable timing curve",
        "CGPath": "Core Graphics is not main-thread-only, and the Main Thread Checker does not check it",
        "CGMutablePath": "a CGPath",
        "CGContext": "Core Graphics: a context belongs to whoever draws in it, on any thread",
        "CGGradient": "immutable Core Graphics object",
        "CGColorSpace": "immutable Core Graphics object",
        "UIBezierPath": "not main-thread-bound in UIKit (paths are built and drawn off-main, e.g. into image renderers)",
        "UIGraphicsImageRenderer": "documented thread-safe in UIKit: images may be drawn on any queue",
        "UIGraphicsImageRendererContext": "belongs to the renderer's drawing closure, on whatever queue runs it",
        "UIGraphicsImageRendererFormat": "a value-like description of a renderer's images",
        "UIGraphicsPDFRenderer": "documented thread-safe in UIKit, as the image renderer: documents may be drawn on any queue",
        "UIGraphicsPDFRendererContext": "belongs to the renderer's drawing closure, on whatever queue runs it",
        "UIGraphicsPDFRendererFormat": "a value-like description of a renderer's documents",
        "UITextPosition": "a value-like position in a text input's document (immutable)",
        "UITextRange": "a value-like range of a text input's document (immutable)",
        "CGImage": "immutable Core Graphics object",
        "CGDataProvider": "immutable Core Graphics object",
        "CGPattern": "immutable Core Graphics object",
        "CGLayer": "Core Graphics: drawn into on any thread, as a context is",
        "UIGraphicsRenderer": "documented thread-safe in UIKit: drawings may be made on any queue",
        "UIGraphicsRendererFormat": "a value-like description of a renderer's drawings",
        "UIGraphicsRendererContext": "belongs to the renderer's drawing closure, on whatever queue runs it",
        "UIImageAsset": "a thread-safe registry of an image's variants, as UIImage is thread-safe",
        "CAScrollLayer": "a CALayer",
        "CAEmitterLayer": "a CALayer",
        "CAEmitterCell": "Core Animation is not main-thread-only",
        "CAValueFunction": "an immutable Core Animation function",
        "CATransformLayer": "a CALayer",
        "CATiledLayer": "a CALayer",
        "UIMotionEffect": "a value-like description of an effect; UIKit applies it on the main thread itself",
        "UIInterpolatingMotionEffect": "a UIMotionEffect",
        "UIMotionEffectGroup": "a UIMotionEffect",
        "CFAllocator": "Core Foundation, not main-thread-bound",
        "CFRunLoop": "Core Foundation, not main-thread-bound",
        "NSExtensionContext": "Foundation's extension request context, not main-thread-bound (Mainline never makes one)",
        "NSUserActivity": "Foundation's class (Linux Foundation lacks it), not main-thread-bound",
        "UndoManager": "Foundation's class (Linux Foundation lacks it); the Main Thread Checker does not check it",
        "NSItemProvider": "Foundation's class (Linux Foundation lacks it), thread-safe: loads run on background queues",
        "UIKey": "immutable, a value-like description of a key",
        "UICommandAlternate": "immutable after init",
        "UIOpenURLContext": "immutable, a value-like URL and its options",
        "UIEventAttribution": "immutable, a value-like ad attribution",
        "UISceneActivationConditions": "a value-like pair of predicates",
        "UISceneConfiguration": "a value-like description of a scene's classes and storyboard",
        "UIApplicationShortcutItem": "a value-like description of a quick action (made off-main by apps too)",
        "UIMutableApplicationShortcutItem": "a UIApplicationShortcutItem",
        "UIApplicationShortcutIcon": "immutable, a value-like icon description",
        "UILocalNotification": "a value-like description of a notification (Foundation-style data object)",
        "UIUserNotificationSettings": "immutable, a value-like set of settings",
        "UIUserNotificationCategory": "a value-like description of a notification category",
        "UIMutableUserNotificationCategory": "a UIUserNotificationCategory",
        "UIUserNotificationAction": "a value-like description of a notification action",
        "UIMutableUserNotificationAction": "a UIUserNotificationAction",
    ]

    /// Members that read no state, and why.
    static let exemptMembers: [String: String] = [
        "UITouch.hash(into:)": "object identity only",
        "UIView.layerWillDraw(_:)": "CALayerDelegate's default implementation, which does nothing",
        "UIResponder.hash(into:)": "object identity only",
        "UIGestureRecognizer.hash(into:)": "object identity only",
        "NSLayoutConstraint.hash(into:)": "object identity only",
        "UILayoutGuide.hash(into:)": "object identity only",
        "UIBarItem.hash(into:)": "object identity only",
        "UINavigationItem.hash(into:)": "object identity only",
        "UIViewPropertyAnimator.hash(into:)": "object identity only",
        "UIStoryboardSegue.hash(into:)": "object identity only",
        "UIPress.hash(into:)": "object identity only",
        "UISceneSession.hash(into:)": "object identity only",
        "UINib.register(_:)": "a class registry behind a lock, for any thread",
        "UIAction.title": "immutable after init",
        "UIPointerRegion.rect": "immutable after init",
        "UIPointerRegion.identifier": "immutable after init",
        "UIPointerRegionRequest.location": "immutable after init",
        "UIPointerRegionRequest.modifiers": "immutable after init",
        "NSDataAsset.name": "immutable after init (a Sendable value)",
        "NSDataAsset.data": "immutable after init (a Sendable value)",
        "NSDataAsset.typeIdentifier": "immutable after init (a Sendable value)",
        "UIAction.image": "immutable after init",
        "UIAction.identifier": "immutable after init",
        "UIMenu.identifier": "immutable after init",
        "UIMenu.options": "immutable after init",
        "UIMenu.children": "immutable after init",
        "UIContextMenuConfiguration.identifier": "immutable after init",
        "UIBarButtonItem.systemItem": "immutable after init",
        "UIView.userInterfaceLayoutDirection(for:)": "a pure function of its argument",
        "UIView.userInterfaceLayoutDirection(for:relativeTo:)": "a pure function of its arguments",
        "UIResponder.selectorMethod(_:)": "the Objective-C runtime's message lookup, which the Main Thread Checker does not check",
        "UITextField.selectorMethod(_:)": "the Objective-C runtime's message lookup, which the Main Thread Checker does not check",
        "UITextView.selectorMethod(_:)": "the Objective-C runtime's message lookup, which the Main Thread Checker does not check",
        "UIResponder.responds(to:)": "NSObject's respondsToSelector:, which the Main Thread Checker does not check",
        "UIResponder.perform(_:)": "NSObject's performSelector:, not a UIKit API",
        "UIResponder.perform(_:with:)": "NSObject's performSelector:withObject:, not a UIKit API",
        "UIResponder.perform(_:with:with:)": "NSObject's performSelector:withObject:withObject:, not a UIKit API",
        "UIResponder.perform(_:with:afterDelay:)": "NSObject's performSelector:withObject:afterDelay:, callable from any thread",
        "UIResponder.perform(_:with:afterDelay:inModes:)": "NSObject's performSelector:withObject:afterDelay:inModes:, callable from any thread",
        "UIResponder.cancelPreviousPerformRequests(withTarget:)": "NSObject's class method, callable from any thread",
        "UIResponder.cancelPreviousPerformRequests(withTarget:selector:object:)": "NSObject's class method, callable from any thread",
    ]

    @Test("the symbol graph's public members of UI types all begin with UIEntry")
    func everyMemberIsChecked() throws {
        let graph = try Self.symbolGraph()
        let symbols = try #require(graph["symbols"] as? [[String: Any]])
        let classes = Set(symbols.compactMap { symbol -> String? in
            guard (symbol["kind"] as? [String: Any])?["identifier"] as? String == "swift.class",
                  let path = symbol["pathComponents"] as? [String], path.count == 1 else { return nil }
            return path[0]
        }).subtracting(Self.exemptTypes.keys)
        #expect(classes.isSuperset(of: ["UIView", "UIViewController", "NSLayoutConstraint", "CADisplayLink", "UIWindow"]))
        let memberKinds: Set = ["swift.property", "swift.method", "swift.init", "swift.type.property", "swift.type.method", "swift.subscript"]
        var checked = 0
        var unchecked: [String] = []
        var sources: [String: [Substring]] = [:]
        for symbol in symbols {
            guard let path = symbol["pathComponents"] as? [String], path.count == 2, classes.contains(path[0]),
                  let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, memberKinds.contains(kind),
                  let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
                  let line = (location["position"] as? [String: Any])?["line"] as? Int else { continue }
            let name = path.joined(separator: ".")
            if Self.exemptMembers[name] != nil { continue }
            let file = URL(string: uri)!.path
            if sources[file] == nil { sources[file] = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) }
            let declaration = Self.declaration(in: sources[file]!, at: line)
            if declaration.first.map({ $0.contains("static let ") }) ?? false { continue }  // a constant
            if declaration.joined(separator: "\n").contains("UIEntry") {
                checked += 1
            } else {
                unchecked.append("\(name) (\(URL(fileURLWithPath: file).lastPathComponent):\(line + 1))")
            }
        }
        #expect(checked > 250, "only \(checked) checked members found: is the symbol graph complete?")
        #expect(unchecked.isEmpty, "public members without a main-thread check:\n\(unchecked.joined(separator: "\n"))")
    }

    /// The lines of the declaration starting at `line` (0-based), through its closing brace.
    static func declaration(in lines: [Substring], at line: Int) -> [Substring] {
        var depth = 0
        var opened = false
        var result: [Substring] = []
        for index in line..<lines.count {
            let text = lines[index]
            result.append(text)
            depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
            if text.contains("{") { opened = true }
            if opened && depth <= 0 { break }
            if !opened && index > line + 3 { break }  // a stored property: no body
        }
        return result
    }

    /// Runs `swift symbolgraph-extract` on the Mainline module this test binary was built with.
    static func symbolGraph() throws -> [String: Any] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let buildDirectory = executable.deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "symbolgraph-extract", "-module-name", "Mainline",
                             "-I", buildDirectory.appendingPathComponent("Modules").path,
                             "-Xcc", "-fmodule-map-file=" + buildDirectory.appendingPathComponent("ThreadCheckerHooks.build/module.modulemap").path,
                             "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public",
                             "-output-dir", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SymbolGraphError(message: "swift symbolgraph-extract failed (\(process.terminationStatus)): \(message)")
        }
        let data = try Data(contentsOf: output.appendingPathComponent("Mainline.symbols.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    struct SymbolGraphError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
