import Foundation

extension UIView: CALayerDelegate {
    /// The view's Core Animation layer (of `layerClass`), whose delegate is the view.
    public var layer: CALayer {
        let entry = UIEntry("-[UIView layer]", self); defer { entry.end() }
        if let layer = storedLayer { return layer }
        let layer = CALayer.makeLayer(of: (Self.layerClass as? CALayer.Type) ?? CALayer.self, for: self)
        layer.hostView = self
        layer.delegate = self
        layer.joinedTreeAtFrame = storedWindow != nil ? context.loop.timeline.framesStarted : Int.max
        storedLayer = layer
        return layer
    }
}

extension CALayer {
    /// Makes a view's layer of class `type`. UIKit makes it with `[[layerClass alloc] init]`;
    /// Swift can only call a `required` initializer on a class chosen at run time, and only
    /// `init?(coder:)` is (as in QuartzCore, so that subclasses may write `override init()`).
    /// Core Animation's classes are made with `init()`, and so is a class of the app's own
    /// that `mainline-adapt` adapted (it writes the class a `DefaultInitializable` maker);
    /// other classes of the app's own with `init?(coder:)` and an empty archive — what it inherits when it declares no initializer
    /// (Core Animation's defaults and its own property defaults, as `init()` gives); one that
    /// declares its own `init?(coder:)` must call `super.init(coder:)` there. One whose
    /// `init?(coder:)` returns nil gets a plain `CALayer`, with a diagnostic.
    static func makeLayer(of type: CALayer.Type, for view: UIView) -> CALayer {
        if let make = builtInLayers[ObjectIdentifier(type)] { return make() }
        // A class adapted by mainline-adapt has a maker that calls its init(), as UIKit does.
        if let maker = type as? DefaultInitializable.Type, let layer = maker.makeDefaultInstance() as? CALayer,
           ObjectIdentifier(Swift.type(of: layer)) == ObjectIdentifier(type) {
            return layer
        }
        if let layer = type.init(coder: EmptyLayerArchive()) { return layer }
        DiagnosticCenter.report(.invalidHierarchy, """
        Mainline: \(view.shortDescription)'s layerClass \(type) returned nil from init?(coder:); the view's layer is a CALayer.
        """, views: [view.description], in: view.context)
        return CALayer()
    }

    private static let builtInLayers: [ObjectIdentifier: () -> CALayer] = [
        ObjectIdentifier(CALayer.self): { CALayer() },
        ObjectIdentifier(CAGradientLayer.self): { CAGradientLayer() },
        ObjectIdentifier(CAShapeLayer.self): { CAShapeLayer() },
        ObjectIdentifier(CATextLayer.self): { CATextLayer() },
        ObjectIdentifier(CAReplicatorLayer.self): { CAReplicatorLayer() },
        ObjectIdentifier(CAScrollLayer.self): { CAScrollLayer() },
        ObjectIdentifier(CAEmitterLayer.self): { CAEmitterLayer() },
    ]
}

/// The empty archive a view's `layerClass` of the app's own is made from (and, with the model
/// layer beside it, a presentation copy).
class EmptyLayerArchive: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeInteger(forKey key: String) -> Int { 0 }
}
