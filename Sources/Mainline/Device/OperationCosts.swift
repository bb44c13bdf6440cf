import Foundation

/// The framework work a simulation counts, operation by operation, for a device to charge: the
/// counts are the run's, only the constants (``OperationCosts``) are the device's.
public enum DeviceOperation: Int, CaseIterable, Sendable, Codable {
    // Calls
    /// A call from the app's code into UIKit (the message send and the call's own bookkeeping;
    /// the work a call does beyond that is counted as the operations below).
    case uikitCall
    // Views and constraints
    /// A view made (`UIView.init`).
    case viewCreated
    /// A view added to a superview.
    case viewAdded
    /// A view removed from its superview.
    case viewRemoved
    /// A constraint made.
    case constraintCreated
    /// A constraint activated (added to its layout engine).
    case constraintActivated
    /// A constraint deactivated (removed from its layout engine).
    case constraintDeactivated
    /// An active constraint's constant changed.
    case constraintConstantChanged
    // The layout engine
    /// A simplex pivot of the layout engine's solver.
    case solverPivot
    /// A row the solver rewrote (a substitution).
    case solverRowUpdate
    /// A fitting size worked out in an engine set up for the call (`systemLayoutSizeFitting`).
    case fittingSize
    /// A constraint a fitting size solved.
    case fittingConstraint
    /// An arranged subview a stack view arranged: when it arranges its views, and when one of them
    /// changes its intrinsic size (the stack view looks at its arrangement again).
    case stackArrangement
    // Passes
    /// A `layoutSubviews()` run.
    case layoutSubviews
    /// An `updateConstraints()` run.
    case updateConstraints
    /// A view whose frame changed.
    case frameChanged
    // Text
    /// A text measured (a label's, a field's, a string's size).
    case textMeasured
    /// A glyph of a text measured.
    case textGlyph
    /// A line of a text measured.
    case textLine
    // Images and drawing
    /// A megapixel of an image decoded for its first display.
    case imageDecodeMegapixel
    /// A `draw(_:)` run.
    case draw
    /// A megapixel a `draw(_:)` covered.
    case drawMegapixel
    // The render server (per frame that changed the screen)
    /// A frame the render server rendered.
    case renderFrame
    /// A layer the render server composited.
    case layerComposited
    /// An offscreen pass (a shadow without a path, a mask, rounded corners that clip).
    case offscreenPass
    /// A megapixel of drawn content the render server took on.
    case renderMegapixel

    /// Whether the render server does it (not the main thread).
    public var isRenderServer: Bool {
        switch self {
        case .renderFrame, .layerComposited, .offscreenPass, .renderMegapixel: true
        default: false
        }
    }

    /// Its name, as device files and reports write it (`viewCreated`).
    public var name: String { String(describing: self) }

    /// The operation named `name`.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// Its place in a table of costs or counts.
    @inline(__always) var index: Int { rawValue }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let operation = Self(name: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown operation '\(name)'"))
        }
        self = operation
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// A device's cost of each ``DeviceOperation``, in nanoseconds (per megapixel for the
/// megapixel operations). A device's constants come from published measurements or from a
/// team's own phones (`mainline calibrate`); see `Reports/device-calibration.md`.
public struct OperationCosts: Sendable, Hashable {
    private var table: [Double]

    /// Costs of zero (the framework's work is free).
    public init() {
        table = Array(repeating: 0, count: DeviceOperation.allCases.count)
    }

    /// The given costs in nanoseconds; operations left out cost nothing.
    public init(_ nanoseconds: [DeviceOperation: Double]) {
        self.init()
        for (operation, cost) in nanoseconds { self[operation] = cost }
    }

    /// The cost of `operation`, in nanoseconds (a negative or non-finite cost counts as 0).
    public subscript(operation: DeviceOperation) -> Double {
        get { table[operation.index] }
        set { table[operation.index] = newValue.isFinite ? max(0, newValue) : 0 }
    }

    /// The cost of `count` of `operation`.
    @inline(__always)
    func time(of operation: DeviceOperation, count: Int) -> TimeAmount {
        TimeAmount(nanoseconds: Int64((table[operation.index] * Double(count)).rounded()))
    }

    /// Whether every cost is zero.
    public var isFree: Bool { table.allSatisfy { $0 == 0 } }
}

extension OperationCosts: Codable {
    /// Encoded as an object of the operations' names (nanoseconds), zero costs left out.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.singleValueContainer().decode([String: Double].self)
        self.init()
        for (name, value) in values {
            guard let operation = DeviceOperation(name: name) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "unknown operation '\(name)' (known: \(DeviceOperation.allCases.map(\.name).joined(separator: ", ")))"))
            }
            self[operation] = value
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var values: [String: Double] = [:]
        for operation in DeviceOperation.allCases where self[operation] != 0 { values[operation.name] = self[operation] }
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
