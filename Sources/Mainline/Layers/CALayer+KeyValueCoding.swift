import Foundation

// Key-value coding on layers, as Core Animation extends it: every property by its key, the
// `transform.rotation.z`-style key paths, and any other key as a value the layer keeps — the
// storage of a layer subclass's `@NSManaged` properties (the adapter rewrites them to read and
// write through `value(forKey:)` and `setValue(_:forKey:)`), which animate like Core Animation's
// own, redisplay the layer when `needsDisplay(forKey:)` says so, and are copied into
// presentation copies with their animated values.
extension CALayer {
    /// The out-of-line properties, made when first set.
    var madeExtras: LayerExtras {
        if let extras { return extras }
        let made = LayerExtras()
        extras = made
        return made
    }

    /// The value of a key: Core Animation's property of that name, else the value the layer
    /// keeps for it, else the class's `defaultValue(forKey:)`.
    func keyedValue(forKey key: String) -> Any? {
        if let builtIn = builtInValue(forKey: key) { return builtIn }
        if let value = extras?.values[key] { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets a key: Core Animation's property of that name (a number for a scalar, an `NSValue`
    /// or the Swift value for a structure), else a value the layer keeps — a change of which
    /// runs the key's action and marks the layer for display when `needsDisplay(forKey:)` says.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        if setBuiltInValue(value, forKey: key) { return }
        let old = extras?.values[key] ?? type(of: self).defaultValue(forKey: key)
        if let value { madeExtras.values[key] = value } else { extras?.values[key] = nil }
        guard !Self.sameValue(old, value) else { return }
        customPropertyDidChange(key, from: old, to: value)
    }

    /// A key path: `transform.rotation.z`, `position.x`, `bounds.size.width` … read from their
    /// property; other paths through each key's value (a layer's, or a dictionary's).
    func keyedValue(forKeyPath keyPath: String) -> Any? {
        if keyPath.contains("."), let path = AnimatedKeyPath(keyPath), !path.isWhole {
            let part = path.extract(from: modelVector(of: path.property))
            return ViewAnimationScope.value(part, for: path)
        }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        let first = value(forKey: parts[0])
        guard parts.count == 2 else { return first }
        switch first {
        case let layer as CALayer: return layer.value(forKeyPath: parts[1])
        case let dictionary as [String: Any]: return dictionary[parts[1]]
        default: return nil
        }
    }

    /// Sets a key path: a part of a property (`transform.scale`, `position.y` …) changes that
    /// part of it; other paths set the last key of the object the rest leads to.
    func setKeyedValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.contains("."), let path = AnimatedKeyPath(keyPath), !path.isWhole {
            guard let value, let part = AnimationValue.vector(value, for: path) else { return }
            let whole = path.insert(part, into: modelVector(of: path.property))
            _ = setBuiltInValue(ViewAnimationScope.value(whole, for: AnimatedKeyPath(path.property)), forKey: path.property.name)
            return
        }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
        (self.value(forKey: parts[0]) as? CALayer)?.setValue(value, forKeyPath: parts[1])
    }

    /// Core Animation's defaults for its own keys (`CALayer.defaultValue(forKey:)`).
    static func builtInDefault(forKey key: String) -> Any? {
        switch key {
        case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
        case "opacity", "speed": Float(1)
        case "bounds", "frame": CGRect.zero
        case "position": CGPoint.zero
        case "transform", "sublayerTransform": CATransform3DIdentity
        case "contentsRect", "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "contentsScale", "rasterizationScale": CGFloat(1)
        case "contentsGravity": CALayerContentsGravity.resize
        case "cornerRadius", "borderWidth", "zPosition", "anchorPointZ": CGFloat(0)
        case "borderColor", "shadowColor": CGColor(gray: 0, alpha: 1)
        case "shadowOpacity": Float(0)
        case "shadowOffset": CGSize(width: 0, height: -3)
        case "shadowRadius": CGFloat(3)
        case "doubleSided", "allowsGroupOpacity": true
        case "hidden", "masksToBounds", "opaque", "geometryFlipped", "shouldRasterize", "needsDisplayOnBoundsChange",
             "drawsAsynchronously", "allowsEdgeAntialiasing": false
        default: nil
        }
    }

    /// Core Animation's property named `key` (nil: not one of its keys; `.some(nil)`: its
    /// value is nil).
    private func builtInValue(forKey key: String) -> Any?? {
        if let property = AnimatedProperty.byName[key], property != .colors, property != .locations {
            return .some(ViewAnimationScope.value(modelVector(of: property), for: AnimatedKeyPath(property)))
        }
        switch key {
        case "frame": return .some(frame)
        case "hidden": return .some(isHidden)
        case "masksToBounds": return .some(masksToBounds)
        case "opaque": return .some(isOpaque)
        case "name": return .some(name)
        case "contents": return .some(contents)
        case "contentsScale": return .some(contentsScale)
        case "contentsGravity": return .some(contentsGravity)
        case "shadowPath": return .some(shadowPath)
        case "mask": return .some(mask)
        case "sublayers": return .some(sublayers)
        case "superlayer": return .some(superlayer)
        case "delegate": return .some(delegate)
        case "speed": return .some(speed)
        case "timeOffset": return .some(timeOffset)
        case "beginTime": return .some(beginTime)
        case "duration": return .some(duration)
        case "repeatCount": return .some(repeatCount)
        case "autoreverses": return .some(autoreverses)
        case "shouldRasterize": return .some(shouldRasterize)
        case "rasterizationScale": return .some(rasterizationScale)
        case "geometryFlipped": return .some(isGeometryFlipped)
        case "doubleSided": return .some(isDoubleSided)
        case "cornerCurve": return .some(cornerCurve)
        case "maskedCorners": return .some(maskedCorners)
        case "actions": return .some(actions)
        case "style": return .some(style)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch key {
            case "path": return .some(shape.path)
            case "lineDashPattern": return .some(shape.lineDashPattern)
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case "colors": return .some(gradient.colors)
            case "locations": return .some(gradient.locations)
            default: break
            }
        }
        if let text = self as? CATextLayer, key == "string" { return .some(text.string) }
        return nil
    }

    /// Sets Core Animation's property named `key` (false: not one of its keys).
    private func setBuiltInValue(_ value: Any?, forKey key: String) -> Bool {
        if let property = AnimatedProperty.byName[key], property != .colors, property != .locations {
            let path = AnimatedKeyPath(property)
            guard let v = value.flatMap({ AnimationValue.vector($0, for: path) }) ?? (property.isColor ? AnimationVector() : nil) else {
                return true
            }
            setOwnModelValue(v, of: property, clearColor: value == nil)
            return true
        }
        func number() -> Double? { value.flatMap(AnimationValue.scalar) }
        func flag() -> Bool? { (value as? Bool) ?? number().map { $0 != 0 } }
        switch key {
        case "frame": if let rect = value.flatMap(AnimationValue.rect) { frame = rect }
        case "hidden": if let b = flag() { isHidden = b }
        case "masksToBounds": if let b = flag() { masksToBounds = b }
        case "opaque": if let b = flag() { isOpaque = b }
        case "name": name = value as? String
        case "contents": contents = value
        case "contentsScale": if let n = number() { contentsScale = CGFloat(n) }
        case "contentsGravity":
            if let g = (value as? CALayerContentsGravity) ?? (value as? String).map({ CALayerContentsGravity(rawValue: $0) }) { contentsGravity = g }
        case "shadowPath": shadowPath = value as? CGPath
        case "mask": mask = value as? CALayer
        case "speed": if let n = number() { speed = Float(n) }
        case "timeOffset": if let n = number() { timeOffset = n }
        case "beginTime": if let n = number() { beginTime = n }
        case "duration": if let n = number() { duration = n }
        case "repeatCount": if let n = number() { repeatCount = Float(n) }
        case "autoreverses": if let b = flag() { autoreverses = b }
        case "shouldRasterize": if let b = flag() { shouldRasterize = b }
        case "rasterizationScale": if let n = number() { rasterizationScale = CGFloat(n) }
        case "geometryFlipped": if let b = flag() { isGeometryFlipped = b }
        case "doubleSided": if let b = flag() { isDoubleSided = b }
        case "actions": actions = value as? [String: CAAction]
        case "style": style = value as? [AnyHashable: Any]
        default:
            if let shape = self as? CAShapeLayer {
                switch key {
                case "path": shape.path = value as? CGPath; return true
                case "lineDashPattern": shape.lineDashPattern = value as? [NSNumber]; return true
                default: break
                }
            }
            if let gradient = self as? CAGradientLayer {
                switch key {
                case "colors": gradient.colors = value as? [Any]; return true
                case "locations": gradient.locations = value as? [NSNumber]; return true
                default: break
                }
            }
            if let text = self as? CATextLayer, key == "string" { text.string = value; return true }
            return false
        }
        return true
    }

    /// Sets an animatable property of the layer from a vector, as the app's setter would.
    private func setOwnModelValue(_ v: AnimationVector, of property: AnimatedProperty, clearColor: Bool) {
        let path = AnimatedKeyPath(property)
        let value = ViewAnimationScope.value(v, for: path)
        switch property {
        case .position: position = AnimationValue.point(v)
        case .bounds: bounds = AnimationValue.rect(v)
        case .anchorPoint: anchorPoint = AnimationValue.point(v)
        case .opacity: opacity = Float(v[0])
        case .transform: transform = AnimationValue.transform(v)
        case .sublayerTransform: sublayerTransform = AnimationValue.transform(v)
        case .zPosition: zPosition = CGFloat(v[0])
        case .backgroundColor: backgroundColor = clearColor ? nil : AnimationValue.color(v)
        case .cornerRadius: cornerRadius = CGFloat(v[0])
        case .borderWidth: borderWidth = CGFloat(v[0])
        case .borderColor: borderColor = clearColor ? nil : AnimationValue.color(v)
        case .shadowOpacity: shadowOpacity = Float(v[0])
        case .shadowRadius: shadowRadius = CGFloat(v[0])
        case .shadowOffset: shadowOffset = AnimationValue.size(v)
        case .shadowColor: shadowColor = clearColor ? nil : AnimationValue.color(v)
        case .contentsRect: contentsRect = AnimationValue.rect(v)
        case .contentsCenter: contentsCenter = AnimationValue.rect(v)
        case .anchorPointZ: anchorPointZ = CGFloat(v[0])
        case .emitterPosition: (self as? CAEmitterLayer)?.emitterPosition = AnimationValue.point(v)
        case .emitterSize: (self as? CAEmitterLayer)?.emitterSize = AnimationValue.size(v)
        case .emitterZPosition: (self as? CAEmitterLayer)?.emitterZPosition = CGFloat(v[0])
        case .emitterDepth: (self as? CAEmitterLayer)?.emitterDepth = CGFloat(v[0])
        case .colors, .locations: break
        case .strokeStart: (self as? CAShapeLayer)?.strokeStart = CGFloat(v[0])
        case .strokeEnd: (self as? CAShapeLayer)?.strokeEnd = CGFloat(v[0])
        case .lineWidth: (self as? CAShapeLayer)?.lineWidth = CGFloat(v[0])
        case .miterLimit: (self as? CAShapeLayer)?.miterLimit = CGFloat(v[0])
        case .lineDashPhase: (self as? CAShapeLayer)?.lineDashPhase = CGFloat(v[0])
        case .fillColor: (self as? CAShapeLayer)?.fillColor = clearColor ? nil : value as? CGColor
        case .strokeColor: (self as? CAShapeLayer)?.strokeColor = clearColor ? nil : value as? CGColor
        case .fontSize: (self as? CATextLayer)?.fontSize = CGFloat(v[0])
        case .foregroundColor: (self as? CATextLayer)?.foregroundColor = clearColor ? nil : value as? CGColor
        case .startPoint: (self as? CAGradientLayer)?.startPoint = AnimationValue.point(v)
        case .endPoint: (self as? CAGradientLayer)?.endPoint = AnimationValue.point(v)
        case .custom: break
        }
    }

    /// Whether two kept values are the same (numbers by value, objects by identity or equality).
    static func sameValue(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x?, y?):
            if let p = AnimationValue.scalar(x), let q = AnimationValue.scalar(y) { return p == q }
            if let p = x as? AnyHashable, let q = y as? AnyHashable { return p == q }
            if type(of: x) is AnyClass, type(of: y) is AnyClass { return (x as AnyObject) === (y as AnyObject) }
            return false
        }
    }

    /// A key of the app's own changed from `old`: the layer redisplays if its class says so, and
    /// the key's action runs as for Core Animation's properties (a layer of its own that has been
    /// committed; Core Animation has no implicit animation for such keys, so only an action the
    /// app gives — delegate, `actions`, `style`, `defaultAction(forKey:)` — runs). An action's
    /// basic animation with no values animates from the value shown before the change (zero,
    /// for a key that had no value).
    func customPropertyDidChange(_ key: String, from old: Any?, to new: Any?) {
        var from: (AnimationVector, CustomAnimatedKey.Kind)?
        if let kind = (old ?? new).flatMap(CustomAnimatedKey.Kind.init(of:)) {
            let v = old.flatMap { AnimationValue.vector($0, for: AnimatedKeyPath(custom: key, kind: kind)) } ?? AnimationVector()
            from = (v, kind)
        }
        propertyDidChange(key, oldValue: old, customFrom: from)
    }

    // MARK: - Animating the app's own keys

    /// The keys of the app's own that the layer's animations animate.
    func animatedCustomKeys() -> [CustomAnimatedKey] {
        guard let store = animationStore else { return [] }
        var keys: [CustomAnimatedKey] = []
        for entry in store.entries {
            for track in entry.tracks {
                if let custom = track.keyPath.custom, !keys.contains(where: { $0.key == custom.key }) { keys.append(custom) }
            }
        }
        return keys
    }

    /// The model value of a key of the app's own as a vector (nil: it holds no value of its kind).
    func customModelVector(_ custom: CustomAnimatedKey) -> AnimationVector {
        let value = extras?.values[custom.key] ?? type(of: self).defaultValue(forKey: custom.key)
        return value.flatMap { AnimationValue.vector($0, for: AnimatedKeyPath(custom: custom.key, kind: custom.kind)) } ?? AnimationVector()
    }

    /// The value of a key of the app's own shown at `now` (absolute time).
    func customPresentationVector(_ custom: CustomAnimatedKey, at now: Double) -> AnimationVector {
        var value = customModelVector(custom)
        guard let store = animationStore else { return value }
        let local = hasTimingInChain ? localTime(now) : now
        for entry in store.entries {
            for track in entry.tracks where track.keyPath.custom?.key == custom.key {
                guard track.keyPath.custom?.kind == custom.kind else { continue }
                if let v = track.value(at: track.driver == nil ? local : now, underlying: value, uncommittedBegin: local) { value = v }
            }
        }
        return value
    }

    /// A vector as a value of the type the key holds in the model (a `Double` stays a `Double`,
    /// a `CGFloat` a `CGFloat` …).
    func customValue(_ v: AnimationVector, like model: Any?, kind: CustomAnimatedKey.Kind) -> Any {
        switch kind {
        case .scalar:
            switch model {
            case is CGFloat: return CGFloat(v[0])
            case is Float: return Float(v[0])
            case is Int: return Int(v[0].rounded())
            case is NSNumber: return NSNumber(value: v[0])
            default: return v[0]
            }
        case .point: return AnimationValue.point(v)
        case .size: return AnimationValue.size(v)
        case .rect: return AnimationValue.rect(v)
        case .color: return AnimationValue.color(v)
        case .transform: return AnimationValue.transform(v)
        }
    }

    /// Copies the animated values of the app's own keys into a presentation copy.
    func applyCustomPresentationValues(to copy: CALayer, at now: Double) {
        for custom in animatedCustomKeys() {
            let model = extras?.values[custom.key] ?? type(of: self).defaultValue(forKey: custom.key)
            copy.madeExtras.values[custom.key] = customValue(customPresentationVector(custom, at: now), like: model, kind: custom.kind)
        }
    }
}

extension CALayer {
    /// The value of an `@NSManaged` property of a layer subclass as `mainline-adapt` rewrites
    /// one (`@NSManaged var angle: Double` becomes a property that reads
    /// `mainlineManagedValue(forKey: "angle")` and writes `setValue(_:forKey:)`): the value
    /// kept for the key (or the class's `defaultValue(forKey:)`), a number converted to the
    /// property's numeric type; else the type's zero (all fields zero), as Core Animation's
    /// dynamic properties start zeroed (nil for an optional). Not UIKit API: the adapter's.
    public func mainlineManagedValue<Value>(forKey key: String) -> Value {
        let stored = value(forKey: key)
        if let value = stored as? Value { return value }
        if let number = Self.managedNumber(stored), let converted = Self.managedNumeric(number, as: Value.self) { return converted }
        if let zero = Self.managedZero(of: Value.self) { return zero }
        fatalError("@NSManaged var \(key): \(Value.self) of \(type(of: self)) was read before it was set (Core Animation gives nil here)")
    }

    private static func managedNumber(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as Bool: v ? 1 : 0
        default: nil
        }
    }

    private static func managedNumeric<Value>(_ number: Double, as type: Value.Type) -> Value? {
        switch type {
        case is Double.Type: number as? Value
        case is CGFloat.Type: CGFloat(number) as? Value
        case is Float.Type: Float(number) as? Value
        case is Int.Type: Int(number) as? Value
        case is UInt.Type: UInt(max(0, number)) as? Value
        case is Int32.Type: Int32(number) as? Value
        case is Bool.Type: (number != 0) as? Value
        default: nil
        }
    }

    private static func managedZero<Value>(of type: Value.Type) -> Value? {
        if let numeric = managedNumeric(0, as: type) { return numeric }
        switch type {
        case is CGPoint.Type: return CGPoint.zero as? Value
        case is CGSize.Type: return CGSize.zero as? Value
        case is CGRect.Type: return CGRect.zero as? Value
        case is CATransform3D.Type: return CATransform3D() as? Value
        case is CGAffineTransform.Type: return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) as? Value
        case is String.Type: return "" as? Value
        default: break
        }
        return (type as? ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
    }
}
