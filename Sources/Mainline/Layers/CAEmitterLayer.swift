import Foundation

/// The shape particles are emitted from.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A shape from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the emitter position (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a line `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// From a rectangle of `emitterSize`, centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// From a box of `emitterSize` and `emitterDepth`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// From a circle of diameter `emitterSize.width`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// From a sphere of diameter `emitterSize.width`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles start.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's points.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On its outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// On its surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside it (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In any order (the default; here, oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Sorted by depth.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added together.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A particle emitter (`CAEmitterLayer`): its cells say what particles look like and how they
/// move; the layer's own rate, lifetime, velocity, scale and spin multiply every cell's. The
/// particles are not stepped frame by frame: a particle's state is a function of its birth time
/// and the seeded random values drawn for it, so what the layer shows at a moment — the particles
/// alive (`particles(at:)`) and `render(in:)` — follows from its properties and the time since
/// it started emitting (when its cells were first set). The layer's own properties animate
/// (`emitterPosition`, `emitterSize`, `birthRate` …); cells' properties can be read and set
/// through `emitterCells.<name>.<property>` key paths. Cells of cells (particles emitting
/// particles) are kept but not emitted.
open class CAEmitterLayer: CALayer {
    /// The kinds of particles emitted.
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            if emitterCells != nil, emissionStart == nil { emissionStart = CACurrentMediaTime() }
            propertyDidChange("emitterCells")
        }
    }
    /// Multiplies each cell's birth rate (1 by default; 0 stops emission). Animatable: its
    /// animations (`CABasicAnimation(keyPath: "birthRate")`) show in `presentation()` and in
    /// the particles made.
    open var birthRate: Float {
        get { multiplier("birthRate") }
        set { setValue(newValue, forKey: "birthRate") }
    }
    /// Multiplies each cell's lifetime (1 by default). Animatable.
    open var lifetime: Float {
        get { multiplier("lifetime") }
        set { setValue(newValue, forKey: "lifetime") }
    }
    /// The centre of the emission shape, in the layer's coordinates. Animatable.
    open var emitterPosition: CGPoint = .zero { didSet { propertyDidChange("emitterPosition", from: oldValue, to: emitterPosition) } }
    /// The emission shape's z position. Animatable.
    open var emitterZPosition: CGFloat = 0 { didSet { propertyDidChange("emitterZPosition", from: oldValue, to: emitterZPosition) } }
    /// The emission shape's size. Animatable.
    open var emitterSize: CGSize = .zero { didSet { propertyDidChange("emitterSize", from: oldValue, to: emitterSize) } }
    /// The emission shape's depth. Animatable.
    open var emitterDepth: CGFloat = 0 { didSet { propertyDidChange("emitterDepth", from: oldValue, to: emitterDepth) } }
    /// The emission shape (`.point` by default).
    open var emitterShape = CAEmitterLayerEmitterShape.point
    /// Where on the shape particles start (`.volume` by default).
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    /// The order particles are drawn in (`.unordered` by default).
    open var renderMode = CAEmitterLayerRenderMode.unordered
    /// Whether particles are drawn in 3D (kept).
    open var preservesDepth = false
    /// Multiplies each cell's velocity (1 by default). Animatable.
    open var velocity: Float {
        get { multiplier("velocity") }
        set { setValue(newValue, forKey: "velocity") }
    }
    /// Multiplies each cell's scale (1 by default). Animatable.
    open var scale: Float {
        get { multiplier("scale") }
        set { setValue(newValue, forKey: "scale") }
    }
    /// Multiplies each cell's spin (1 by default). Animatable.
    open var spin: Float {
        get { multiplier("spin") }
        set { setValue(newValue, forKey: "spin") }
    }

    /// A multiplier kept by key (as the layer's own keys are kept, so that they animate).
    private func multiplier(_ key: String) -> Float {
        (value(forKey: key)).flatMap(AnimationValue.scalar).map(Float.init) ?? 1
    }

    /// The multipliers are 1 until set; other keys as for any layer.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "birthRate", "lifetime", "velocity", "scale", "spin": Float(1)
        default: super.defaultValue(forKey: key)
        }
    }
    /// The seed of the particles' random values (0 by default).
    open var seed: UInt32 = 0

    /// When the layer began emitting, in absolute time (its cells were first set).
    var emissionStart: Double?

    /// A layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s model values, its emitter's included.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer { copyOwnValues(from: other) }
    }

    /// A layer from an archive (Core Animation's defaults; a presentation copy of a subclass of
    /// the app's own starts from its model layer's values).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let model = (coder as? PresentationArchive)?.model as? CAEmitterLayer { copyOwnValues(from: model) }
    }

    private func copyOwnValues(from other: CAEmitterLayer) {
        emitterCells = other.emitterCells
        emissionStart = other.emissionStart
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        seed = other.seed
    }

    // MARK: Cells by key path

    /// `emitterCells.<name>.<key>` reads a cell's property; other keys as for any layer.
    open override func value(forKeyPath keyPath: String) -> Any? {
        if let (cell, key) = cell(at: keyPath) { return key.isEmpty ? cell : cell.value(forKey: key) }
        return super.value(forKeyPath: keyPath)
    }

    /// `emitterCells.<name>.<key>` sets a cell's property (`"emitterCells.spark.birthRate"`).
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (cell, key) = cell(at: keyPath), !key.isEmpty { return cell.setValue(value, forKey: key) }
        super.setValue(value, forKeyPath: keyPath)
    }

    private func cell(at keyPath: String) -> (CAEmitterCell, String)? {
        let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count >= 2, parts[0] == "emitterCells", let cell = emitterCells?.first(where: { $0.name == parts[1] }) else { return nil }
        return (cell, parts.count == 3 ? parts[2] : "")
    }

    // MARK: Particles

    /// A particle as it is at a moment.
    struct Particle {
        var cell: CAEmitterCell
        var position: CGPoint
        var scale: CGFloat
        var rotation: CGFloat
        var color: CGColor.RGBA
        var age: Double
    }

    /// The particles alive at absolute time `now`: for each enabled cell, one born every
    /// 1 / (its rate × the layer's) seconds since emission began (the first half an interval in),
    /// living its lifetime (± its range), each with random values drawn from the layer's seed,
    /// its cell and its number. At most 20,000.
    func particles(at now: Double) -> [Particle] {
        guard let start = emissionStart, let cells = emitterCells else { return [] }
        let t = localTime(now) - localTime(start)
        guard t > 0 else { return [] }
        var out: [Particle] = []
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            let rate = Double(birthRate) * Double(cell.birthRate)
            let life = Double(lifetime) * Double(cell.lifetime)
            guard rate > 0, life > 0 else { continue }
            let longest = life + Double(lifetime) * Double(abs(cell.lifetimeRange))
            let first = max(0, Int(((t - longest) * rate - 0.5).rounded(.down)))
            let last = Int((t * rate - 0.5).rounded(.down))
            guard last >= first else { continue }
            for k in first...min(last, first + 20_000) {
                var random = ParticleRandom(seed: seed, cell: index, particle: k)
                let born = (Double(k) + 0.5) / rate
                let age = t - born
                let span = life + Double(lifetime) * Double(cell.lifetimeRange) * random.signed()
                guard age >= 0, age < span else { continue }
                out.append(particle(of: cell, age: age, random: &random))
                if out.count >= 20_000 { return out }
            }
        }
        return out
    }

    private func particle(of cell: CAEmitterCell, age: Double, random: inout ParticleRandom) -> Particle {
        let a = CGFloat(age)
        // Where on the shape it starts.
        var origin = emitterPosition
        let w = emitterSize.width, h = emitterSize.height
        switch emitterShape {
        case .line: origin.x += w * CGFloat(random.signed()) / 2
        case .rectangle, .cuboid:
            if emitterMode == .outline {
                let side = random.unit() * 4
                let f = CGFloat(side - side.rounded(.down))
                switch Int(side) {
                case 0: origin.x += w * (f - 0.5); origin.y -= h / 2
                case 1: origin.x += w / 2; origin.y += h * (f - 0.5)
                case 2: origin.x += w * (f - 0.5); origin.y += h / 2
                default: origin.x -= w / 2; origin.y += h * (f - 0.5)
                }
            } else {
                origin.x += w * CGFloat(random.signed()) / 2
                origin.y += h * CGFloat(random.signed()) / 2
            }
        case .circle, .sphere:
            let angle = CGFloat(random.unit()) * 2 * .pi
            let radius = emitterMode == .outline ? w / 2 : w / 2 * CGFloat(random.unit().squareRoot())
            origin.x += radius * cos(angle)
            origin.y += radius * sin(angle)
        default: break
        }
        let direction = cell.emissionLongitude + cell.emissionRange * CGFloat(random.signed())
        let speed = CGFloat(velocity) * (cell.velocity + cell.velocityRange * CGFloat(random.signed()))
        let position = CGPoint(x: origin.x + cos(direction) * speed * a + cell.xAcceleration * a * a / 2,
                               y: origin.y + sin(direction) * speed * a + cell.yAcceleration * a * a / 2)
        let scale = CGFloat(self.scale) * (cell.scale + cell.scaleRange * CGFloat(random.signed())) + cell.scaleSpeed * a
        let rotation = CGFloat(spin) * (cell.spin + cell.spinRange * CGFloat(random.signed())) * a
        let base = cell.color?.rgba ?? CGColor.RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> CGFloat {
            min(1, max(0, value + CGFloat(range) * CGFloat(random.signed()) + CGFloat(speed) * a))
        }
        let color = CGColor.RGBA(red: channel(base.red, cell.redRange, cell.redSpeed), green: channel(base.green, cell.greenRange, cell.greenSpeed),
                                 blue: channel(base.blue, cell.blueRange, cell.blueSpeed), alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed))
        return Particle(cell: cell, position: position, scale: max(0, scale), rotation: rotation, color: color, age: age)
    }

    /// Draws the particles alive now (as the layer shows them: its animated values applied):
    /// each cell's contents image centred on the particle, at its scale and rotation, tinted by
    /// its colour.
    func renderParticles(in ctx: CGContext) {
        let now = animationContext.loop.clock.mediaTime
        let shown = animationStore.map { _ in presentation() ?? self } ?? self
        var particles = shown.particles(at: now)
        if renderMode == .oldestLast { particles.reverse() }
        for particle in particles where particle.color.alpha > 0 {
            guard let image = (particle.cell.contents as? CGImage) ?? (particle.cell.contents as? UIImage)?.cgImage else { continue }
            let scale = particle.cell.contentsScale > 0 ? particle.cell.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale * particle.scale, height: CGFloat(image.height) / scale * particle.scale)
            guard size.width > 0, size.height > 0 else { continue }
            ctx.saveGState()
            ctx.translateBy(x: particle.position.x, y: particle.position.y)
            ctx.rotate(by: particle.rotation)
            ctx.setAlpha(particle.color.alpha)
            if renderMode == .additive { ctx.setBlendMode(.plusLighter) }
            let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let tinted = particle.color.red < 1 || particle.color.green < 1 || particle.color.blue < 1
            if tinted { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            // Upright in the layer's y-down coordinates (Core Graphics puts the first row at max y).
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: rect)
            if tinted {
                // The image's colours multiplied by the particle's, kept within the image.
                ctx.setBlendMode(.multiply)
                ctx.setFillColor(CGColor(red: particle.color.red, green: particle.color.green, blue: particle.color.blue, alpha: 1))
                ctx.fill(rect)
                ctx.setBlendMode(.destinationIn)
                ctx.draw(image, in: rect)
                ctx.endTransparencyLayer()
            }
            ctx.restoreGState()
        }
    }
}

/// The random values of one particle: a SplitMix64 sequence seeded by the layer's seed, the cell
/// and the particle's number (the same particle always gets the same values).
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// The next value in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// The next value in −1..<1.
    mutating func signed() -> Double { unit() * 2 - 1 }
}
