import Foundation
@testable import Mainline
import Testing

private final class RefusingDelegate: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { !string.contains("x") }
}

@Suite("Edit actions of text inputs: copy, cut, paste through the general pasteboard; select and select all; what canPerformAction offers")
struct TextEditActionTests {
    @Test("copy and cut put the selection on the pasteboard, paste replaces another field's selection, the edit menu offers what applies")
    func copyCutPaste() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let source = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let target = UITextField(frame: CGRect(x: 0, y: 60, width: 200, height: 40))
            window.rootViewController!.view.addSubview(source)
            window.rootViewController!.view.addSubview(target)
            source.text = "hello world"
            _ = source.becomeFirstResponder()
            var seen = ["copy before selection \(source.canPerformAction("copy:", withSender: nil))"]
            source.selectedTextRange = source.textRange(from: source.position(from: source.beginningOfDocument, offset: 6)!, to: source.endOfDocument)
            seen.append("copy with selection \(source.canPerformAction("copy:", withSender: nil))")
            source.copy(nil)
            seen.append(UIPasteboard.general.string ?? "-")
            target.text = "say hi"
            _ = target.becomeFirstResponder()
            target.selectedTextRange = target.textRange(from: target.position(from: target.beginningOfDocument, offset: 4)!, to: target.endOfDocument)
            seen.append("paste \(target.canPerformAction("paste:", withSender: nil))")
            target.paste(nil)
            seen.append(target.text ?? "-")
            _ = source.becomeFirstResponder()
            source.selectedTextRange = source.textRange(from: source.beginningOfDocument, to: source.position(from: source.beginningOfDocument, offset: 5)!)
            source.cut(nil)
            seen += [source.text ?? "-", UIPasteboard.general.string ?? "-"]
            source.selectAll(nil)
            seen.append("\(source.offset(from: source.selectedTextRange!.start, to: source.selectedTextRange!.end))")
            return seen
        }
        #expect(result == ["copy before selection false", "copy with selection true", "world", "paste true", "say world", " world", "hello", "6"])
    }

    @Test("a secure field does not copy; the delegate can refuse a paste; an action sent by selector reaches the field")
    func secureAndDelegate() {
        let sim = makeSimulation()
        let delegate = RefusingDelegate()
        let result = inspect(sim) { () -> [String] in
            let window = UIWindow()
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.rootViewController!.view.addSubview(field)
            field.isSecureTextEntry = true
            field.text = "secret"
            _ = field.becomeFirstResponder()
            field.selectAll(nil)
            let canCopySecure = field.canPerformAction("copy:", withSender: nil)
            UIPasteboard.general.string = "kept"
            field.copy(nil)
            field.isSecureTextEntry = false
            field.delegate = delegate
            UIPasteboard.general.string = "xyz"
            field.paste(nil)
            let afterRefused = field.text ?? "-"
            UIPasteboard.general.string = "ok"
            field.selectAll(nil)
            UIApplication.shared.sendAction("paste:", to: nil, from: nil, for: nil)
            return ["\(canCopySecure)", afterRefused, field.text ?? "-"]
        }
        #expect(result == ["false", "secret", "ok"])
    }
}
