import Foundation

/// The properties few layers set — contents placement and filtering, edge antialiasing, geometry
/// flipping, filters, dynamic range — and the values of the app's own keys: kept out of line,
/// made when one is first set (most layers never set any).
final class LayerExtras {
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var contentsFormat = CALayerContentsFormat.RGBA8Uint
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var needsDisplayOnBoundsChange = false
    var drawsAsynchronously = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var allowsEdgeAntialiasing = false
    var isGeometryFlipped = false
    var isDoubleSided = true
    var anchorPointZ: CGFloat = 0
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var compositingFilter: Any?
    var wantsExtendedDynamicRangeContent = false
    var toneMapMode = CALayer.ToneMapMode.automatic
    var preferredDynamicRange = CALayer.DynamicRange.automatic
    var contentsHeadroom: CGFloat = 0
    var allowsFontSubpixelQuantization = false
    /// The part of the bounds marked for display since the last display (`setNeedsDisplay(_:)`;
    /// nil: all of it).
    var dirtyRect: CGRect?
    /// Values of keys that are not Core Animation's own properties (`setValue(_:forKey:)`, and
    /// `@NSManaged` properties as the adapter writes them).
    var values: [String: Any] = [:]
    /// The drawing the layer's last display made (its contents, as a recording).
    var displayedDrawing: CGContext?

    /// A copy of the values (a presentation copy's; the dirty rectangle and drawing stay).
    func copy() -> LayerExtras {
        let copy = LayerExtras()
        copy.contentsRect = contentsRect
        copy.contentsCenter = contentsCenter
        copy.contentsGravity = contentsGravity
        copy.contentsFormat = contentsFormat
        copy.minificationFilter = minificationFilter
        copy.magnificationFilter = magnificationFilter
        copy.minificationFilterBias = minificationFilterBias
        copy.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange
        copy.drawsAsynchronously = drawsAsynchronously
        copy.edgeAntialiasingMask = edgeAntialiasingMask
        copy.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        copy.isGeometryFlipped = isGeometryFlipped
        copy.isDoubleSided = isDoubleSided
        copy.anchorPointZ = anchorPointZ
        copy.filters = filters
        copy.backgroundFilters = backgroundFilters
        copy.compositingFilter = compositingFilter
        copy.wantsExtendedDynamicRangeContent = wantsExtendedDynamicRangeContent
        copy.toneMapMode = toneMapMode
        copy.preferredDynamicRange = preferredDynamicRange
        copy.contentsHeadroom = contentsHeadroom
        copy.allowsFontSubpixelQuantization = allowsFontSubpixelQuantization
        copy.values = values
        return copy
    }
}
