import Foundation

extension UIView: CALayerDelegate {
    /// The view's Core Animation layer (of `layerClass`), whose delegate is the view.
    public var layer: CALayer {
        let entry = UIEntry("-[UIView layer]", self); defer { entry.end() }
        if let layer = storedLayer { return layer }
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let layer = type.init()
        layer.hostView = self
        layer.delegate = self
        storedLayer = layer
        return layer
    }
}
