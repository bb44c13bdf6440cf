import Foundation

/// The orientation of the device in space (`UIDevice.current.orientation`), which may differ
/// from the interface's (`UIInterfaceOrientation`): the device can lie flat, and its
/// landscape sides are named for the home button, so `.landscapeLeft` is the interface's
/// `.landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is upright (home indicator down or up).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
