import Foundation

/// The modifier keys held with a key (a hardware keyboard's).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// The flags of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    nonisolated public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    nonisolated public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    nonisolated public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    nonisolated public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    nonisolated public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    nonisolated public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key of a hardware keyboard, as a press reports it.
open class UIKey: NSCopying, NSCoding, CustomStringConvertible {
    let storedCharacters: String
    let storedCharactersIgnoringModifiers: String
    let storedModifierFlags: UIKeyModifierFlags
    let storedKeyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        storedCharacters = characters
        storedCharactersIgnoringModifiers = charactersIgnoringModifiers
        storedModifierFlags = modifierFlags
        storedKeyCode = keyCode
    }

    /// A key from an archive.
    public required init?(coder: NSCoder) {
        storedCharacters = coder.decodeObject(forKey: "characters") as? String ?? ""
        storedCharactersIgnoringModifiers = coder.decodeObject(forKey: "charactersIgnoringModifiers") as? String ?? ""
        storedModifierFlags = UIKeyModifierFlags(rawValue: coder.decodeInteger(forKey: "modifierFlags"))
        storedKeyCode = UIKeyboardHIDUsage(rawValue: coder.decodeInteger(forKey: "keyCode")) ?? .keyboardErrorUndefined
    }

    /// Archives the key.
    open func encode(with coder: NSCoder) {
        coder.encode(storedCharacters, forKey: "characters")
        coder.encode(storedCharactersIgnoringModifiers, forKey: "charactersIgnoringModifiers")
        coder.encode(storedModifierFlags.rawValue, forKey: "modifierFlags")
        coder.encode(storedKeyCode.rawValue, forKey: "keyCode")
    }

    /// The same key.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIKey(characters: storedCharacters, charactersIgnoringModifiers: storedCharactersIgnoringModifiers,
              modifierFlags: storedModifierFlags, keyCode: storedKeyCode)
    }

    /// The characters the key types with its modifiers ("A" for Shift-a).
    open var characters: String { UIEntry.check("-[UIKey characters]", self); return storedCharacters }
    /// The characters it types without them ("a").
    open var charactersIgnoringModifiers: String { UIEntry.check("-[UIKey charactersIgnoringModifiers]", self); return storedCharactersIgnoringModifiers }
    /// The modifier keys held.
    open var modifierFlags: UIKeyModifierFlags { UIEntry.check("-[UIKey modifierFlags]", self); return storedModifierFlags }
    /// The key's HID usage.
    open var keyCode: UIKeyboardHIDUsage { UIEntry.check("-[UIKey keyCode]", self); return storedKeyCode }

    /// The key as a log shows it.
    open var description: String { "<UIKey: keyCode=\(storedKeyCode.rawValue), characters=\(storedCharacters)>" }

    /// The key for a key command's `input` ("a", "\r", `UIKeyCommand.inputUpArrow` …) with
    /// `modifierFlags`: its characters (shifted when Shift is held) and HID usage.
    static func forInput(_ input: String, modifierFlags: UIKeyModifierFlags) -> UIKey {
        let lower = input.lowercased()
        let code = keyCode(forInput: special[input] != nil ? input : lower)
        let shifted = modifierFlags.contains(.shift) || modifierFlags.contains(.alphaShift)
        let characters = special[input] != nil ? input : (shifted ? input.uppercased() : input)
        return UIKey(characters: characters, charactersIgnoringModifiers: special[input] != nil ? input : lower,
                     modifierFlags: modifierFlags, keyCode: code)
    }

    /// The inputs of keys that type no character.
    static let special: [String: UIKeyboardHIDUsage] = [
        UIKeyCommand.inputUpArrow: .keyboardUpArrow, UIKeyCommand.inputDownArrow: .keyboardDownArrow,
        UIKeyCommand.inputLeftArrow: .keyboardLeftArrow, UIKeyCommand.inputRightArrow: .keyboardRightArrow,
        UIKeyCommand.inputEscape: .keyboardEscape, UIKeyCommand.inputPageUp: .keyboardPageUp,
        UIKeyCommand.inputPageDown: .keyboardPageDown, UIKeyCommand.inputHome: .keyboardHome, UIKeyCommand.inputEnd: .keyboardEnd,
        UIKeyCommand.inputDelete: .keyboardDeleteForward,
        UIKeyCommand.f1: .keyboardF1, UIKeyCommand.f2: .keyboardF2, UIKeyCommand.f3: .keyboardF3, UIKeyCommand.f4: .keyboardF4,
        UIKeyCommand.f5: .keyboardF5, UIKeyCommand.f6: .keyboardF6, UIKeyCommand.f7: .keyboardF7, UIKeyCommand.f8: .keyboardF8,
        UIKeyCommand.f9: .keyboardF9, UIKeyCommand.f10: .keyboardF10, UIKeyCommand.f11: .keyboardF11, UIKeyCommand.f12: .keyboardF12,
    ]

    static func keyCode(forInput input: String) -> UIKeyboardHIDUsage {
        if let code = special[input] { return code }
        guard let scalar = input.unicodeScalars.first, input.unicodeScalars.count == 1 else { return .keyboardErrorUndefined }
        switch scalar {
        case "a"..."z": return UIKeyboardHIDUsage(rawValue: 4 + Int(scalar.value - 97)) ?? .keyboardErrorUndefined
        case "1"..."9": return UIKeyboardHIDUsage(rawValue: 30 + Int(scalar.value - 49)) ?? .keyboardErrorUndefined
        case "0": return .keyboard0
        case "\r", "\n": return .keyboardReturnOrEnter
        case "\t": return .keyboardTab
        case " ": return .keyboardSpacebar
        case "\u{8}": return .keyboardDeleteOrBackspace
        case "-": return .keyboardHyphen
        case "=": return .keyboardEqualSign
        case "[": return .keyboardOpenBracket
        case "]": return .keyboardCloseBracket
        case "\\": return .keyboardBackslash
        case ";": return .keyboardSemicolon
        case "'": return .keyboardQuote
        case "`": return .keyboardGraveAccentAndTilde
        case ",": return .keyboardComma
        case ".": return .keyboardPeriod
        case "/": return .keyboardSlash
        default: return .keyboardErrorUndefined
        }
    }
}

/// A press of a physical button or key.
open class UIPress: @unchecked Sendable {
    /// Where a press is.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// Its force changed.
        case changed
        /// It is held.
        case stationary
        /// It was released.
        case ended
        /// The system cancelled it.
        case cancelled
    }

    /// Which button (the remote's and game controllers'; keyboard keys say it in `key`).
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }

    var storedPhase: Phase
    let storedType: PressType
    var storedTimestamp: Instant
    weak var storedWindow: UIWindow?
    weak var storedResponder: UIResponder?
    let storedKey: UIKey?

    init(phase: Phase, type: PressType, timestamp: Instant, window: UIWindow?, responder: UIResponder?, key: UIKey?) {
        storedPhase = phase
        storedType = type
        storedTimestamp = timestamp
        storedWindow = window
        storedResponder = responder
        storedKey = key
    }

    /// The press's phase.
    open var phase: Phase { let entry = UIEntry("-[UIPress phase]", self); defer { entry.end() }; return storedPhase }
    /// Which button.
    open var type: PressType { let entry = UIEntry("-[UIPress type]", self); defer { entry.end() }; return storedType }
    /// When the press last changed (simulation seconds).
    open var timestamp: TimeInterval { let entry = UIEntry("-[UIPress timestamp]", self); defer { entry.end() }; return storedTimestamp.seconds }
    /// The window of the responder it went to.
    open var window: UIWindow? { let entry = UIEntry("-[UIPress window]", self); defer { entry.end() }; return storedWindow }
    /// The responder it went to.
    open var responder: UIResponder? { let entry = UIEntry("-[UIPress responder]", self); defer { entry.end() }; return storedResponder }
    /// The recognizers following it (none: no recognizer of Mainline's follows presses).
    open var gestureRecognizers: [UIGestureRecognizer]? { UIEntry.check("-[UIPress gestureRecognizers]", self); return [] }
    /// How hard it is pressed (1 for a key: down or up).
    open var force: CGFloat { UIEntry.check("-[UIPress force]", self); return storedPhase == .ended || storedPhase == .cancelled ? 0 : 1 }
    /// The keyboard key, for a key press.
    open var key: UIKey? { let entry = UIEntry("-[UIPress key]", self); defer { entry.end() }; return storedKey }
}

/// An event of presses.
open class UIPressesEvent: UIEvent, @unchecked Sendable {
    var presses: Set<UIPress> = []
    /// The presses whose phase changed in this event, and that phase.
    var changedPresses: Set<UIPress> = []

    /// Every press of the event.
    open var allPresses: Set<UIPress> {
        let entry = UIEntry("-[UIPressesEvent allPresses]", self); defer { entry.end() }
        return presses
    }

    /// The presses `gesture` follows (none).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        UIEntry.check("-[UIPressesEvent pressesForGestureRecognizer:]", self)
        return []
    }

    /// Sends the event's changed presses to `responder` by their phase. First, the gesture
    /// recognizers of the views along the chain that allow a press's type get it.
    func deliver(to responder: UIResponder) {
        guard let phase = changedPresses.first?.storedPhase, let context = responder.responderContext else { return }
        var view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        while let current = view {
            for recognizer in current.storedGestureRecognizers where recognizer.storedIsEnabled {
                let allowed = changedPresses.filter { press in
                    recognizer.storedAllowedPressTypes.contains { $0.intValue == press.storedType.rawValue }
                        && (phase != .began || (recognizer.storedDelegate?.gestureRecognizer(recognizer, shouldReceive: press) ?? true))
                }
                guard !allowed.isEmpty else { continue }
                context.loop.span(.eventHandler, "gesture presses \(phase)") {
                    switch phase {
                    case .began: recognizer.pressesBegan(allowed, with: self)
                    case .changed, .stationary: recognizer.pressesChanged(allowed, with: self)
                    case .ended: recognizer.pressesEnded(allowed, with: self)
                    case .cancelled: recognizer.pressesCancelled(allowed, with: self)
                    }
                }
            }
            view = current.storedSuperview
        }
        context.loop.span(.eventHandler, "presses \(phase)") {
            switch phase {
            case .began: responder.pressesBegan(changedPresses, with: self)
            case .changed, .stationary: responder.pressesChanged(changedPresses, with: self)
            case .ended: responder.pressesEnded(changedPresses, with: self)
            case .cancelled: responder.pressesCancelled(changedPresses, with: self)
            }
        }
    }
}

extension UIPress: Hashable {
    /// Presses compare by identity.
    public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
/// The USB HID usage of a key (`UIKey.keyCode`), as UIKit numbers them.
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardErrorRollOver = 1
    case keyboardPOSTFail = 2
    case keyboardErrorUndefined = 3
    case keyboardA = 4
    case keyboardB = 5
    case keyboardC = 6
    case keyboardD = 7
    case keyboardE = 8
    case keyboardF = 9
    case keyboardG = 10
    case keyboardH = 11
    case keyboardI = 12
    case keyboardJ = 13
    case keyboardK = 14
    case keyboardL = 15
    case keyboardM = 16
    case keyboardN = 17
    case keyboardO = 18
    case keyboardP = 19
    case keyboardQ = 20
    case keyboardR = 21
    case keyboardS = 22
    case keyboardT = 23
    case keyboardU = 24
    case keyboardV = 25
    case keyboardW = 26
    case keyboardX = 27
    case keyboardY = 28
    case keyboardZ = 29
    case keyboard1 = 30
    case keyboard2 = 31
    case keyboard3 = 32
    case keyboard4 = 33
    case keyboard5 = 34
    case keyboard6 = 35
    case keyboard7 = 36
    case keyboard8 = 37
    case keyboard9 = 38
    case keyboard0 = 39
    case keyboardReturnOrEnter = 40
    case keyboardEscape = 41
    case keyboardDeleteOrBackspace = 42
    case keyboardTab = 43
    case keyboardSpacebar = 44
    case keyboardHyphen = 45
    case keyboardEqualSign = 46
    case keyboardOpenBracket = 47
    case keyboardCloseBracket = 48
    case keyboardBackslash = 49
    case keyboardNonUSPound = 50
    case keyboardSemicolon = 51
    case keyboardQuote = 52
    case keyboardGraveAccentAndTilde = 53
    case keyboardComma = 54
    case keyboardPeriod = 55
    case keyboardSlash = 56
    case keyboardCapsLock = 57
    case keyboardF1 = 58
    case keyboardF2 = 59
    case keyboardF3 = 60
    case keyboardF4 = 61
    case keyboardF5 = 62
    case keyboardF6 = 63
    case keyboardF7 = 64
    case keyboardF8 = 65
    case keyboardF9 = 66
    case keyboardF10 = 67
    case keyboardF11 = 68
    case keyboardF12 = 69
    case keyboardPrintScreen = 70
    case keyboardScrollLock = 71
    case keyboardPause = 72
    case keyboardInsert = 73
    case keyboardHome = 74
    case keyboardPageUp = 75
    case keyboardDeleteForward = 76
    case keyboardEnd = 77
    case keyboardPageDown = 78
    case keyboardRightArrow = 79
    case keyboardLeftArrow = 80
    case keyboardDownArrow = 81
    case keyboardUpArrow = 82
    case keypadNumLock = 83
    case keypadSlash = 84
    case keypadAsterisk = 85
    case keypadHyphen = 86
    case keypadPlus = 87
    case keypadEnter = 88
    case keypad1 = 89
    case keypad2 = 90
    case keypad3 = 91
    case keypad4 = 92
    case keypad5 = 93
    case keypad6 = 94
    case keypad7 = 95
    case keypad8 = 96
    case keypad9 = 97
    case keypad0 = 98
    case keypadPeriod = 99
    case keyboardNonUSBackslash = 100
    case keyboardApplication = 101
    case keyboardPower = 102
    case keypadEqualSign = 103
    case keyboardF13 = 104
    case keyboardF14 = 105
    case keyboardF15 = 106
    case keyboardF16 = 107
    case keyboardF17 = 108
    case keyboardF18 = 109
    case keyboardF19 = 110
    case keyboardF20 = 111
    case keyboardF21 = 112
    case keyboardF22 = 113
    case keyboardF23 = 114
    case keyboardF24 = 115
    case keyboardExecute = 116
    case keyboardHelp = 117
    case keyboardMenu = 118
    case keyboardSelect = 119
    case keyboardStop = 120
    case keyboardAgain = 121
    case keyboardUndo = 122
    case keyboardCut = 123
    case keyboardCopy = 124
    case keyboardPaste = 125
    case keyboardFind = 126
    case keyboardMute = 127
    case keyboardVolumeUp = 128
    case keyboardVolumeDown = 129
    case keyboardLockingCapsLock = 130
    case keyboardLockingNumLock = 131
    case keyboardLockingScrollLock = 132
    case keypadComma = 133
    case keypadEqualSignAS400 = 134
    case keyboardInternational1 = 135
    case keyboardInternational2 = 136
    case keyboardInternational3 = 137
    case keyboardInternational4 = 138
    case keyboardInternational5 = 139
    case keyboardInternational6 = 140
    case keyboardInternational7 = 141
    case keyboardInternational8 = 142
    case keyboardInternational9 = 143
    case keyboardLANG1 = 144
    case keyboardLANG2 = 145
    case keyboardLANG3 = 146
    case keyboardLANG4 = 147
    case keyboardLANG5 = 148
    case keyboardLANG6 = 149
    case keyboardLANG7 = 150
    case keyboardLANG8 = 151
    case keyboardLANG9 = 152
    case keyboardAlternateErase = 153
    case keyboardSysReqOrAttention = 154
    case keyboardCancel = 155
    case keyboardClear = 156
    case keyboardPrior = 157
    case keyboardReturn = 158
    case keyboardSeparator = 159
    case keyboardOut = 160
    case keyboardOper = 161
    case keyboardClearOrAgain = 162
    case keyboardCrSelOrProps = 163
    case keyboardExSel = 164
    case keyboardLeftControl = 224
    case keyboardLeftShift = 225
    case keyboardLeftAlt = 226
    case keyboardLeftGUI = 227
    case keyboardRightControl = 228
    case keyboardRightShift = 229
    case keyboardRightAlt = 230
    case keyboardRightGUI = 231
    case keyboard_Reserved = 65535

    /// The same key as `keyboardLANG1`.
    public static var keyboardHangul: UIKeyboardHIDUsage { .keyboardLANG1 }
    /// The same key as `keyboardLANG2`.
    public static var keyboardHanja: UIKeyboardHIDUsage { .keyboardLANG2 }
    /// The same key as `keyboardLANG1`.
    public static var keyboardKanaSwitch: UIKeyboardHIDUsage { .keyboardLANG1 }
    /// The same key as `keyboardLANG2`.
    public static var keyboardAlphanumericSwitch: UIKeyboardHIDUsage { .keyboardLANG2 }
    /// The same key as `keyboardLANG3`.
    public static var keyboardKatakana: UIKeyboardHIDUsage { .keyboardLANG3 }
    /// The same key as `keyboardLANG4`.
    public static var keyboardHiragana: UIKeyboardHIDUsage { .keyboardLANG4 }
    /// The same key as `keyboardLANG5`.
    public static var keyboardZenkakuHankakuKanji: UIKeyboardHIDUsage { .keyboardLANG5 }
}
