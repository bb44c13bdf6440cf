/// Layer subclasses. Core Animation gives a layer subclass's `@NSManaged var angle: Double`
/// dynamic storage — key-value coded, animatable by key (`CABasicAnimation(keyPath: "angle")`),
/// redisplayed through `needsDisplay(forKey:)` and copied into presentation layers. Without the
/// Objective-C runtime there is no dynamic storage, so the property becomes one that reads and
/// writes the layer's key-value storage, which Mainline's `CALayer` animates and copies as Core
/// Animation does. And Core Animation makes presentation layers with the class's
/// `init(layer:)`, which Swift can call only where the class is named: each layer subclass gets
/// an override of `mainlinePresentationCopy()` that does.
extension TargetAdapter {
    /// Mainline's layer classes (the superclasses that give `@NSManaged` storage).
    static let layerClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAScrollLayer",
        "CAEmitterLayer", "CATransformLayer", "CATiledLayer",
    ]

    /// Whether `type` is a class descending from a layer class (through the target's own
    /// classes).
    func isLayerClass(_ type: Declaration) -> Bool {
        guard type.kind == .class, let top = index.ancestors(of: type).last?.declaration,
              let framework = index.superclassName(of: top) else { return false }
        let name = framework.split(separator: ".").last.map(String.init) ?? framework
        return Self.layerClasses.contains(name)
    }

    /// Whether `declaration` is a stored property of a layer class.
    func isManagedLayerProperty(_ declaration: Declaration) -> Bool {
        guard declaration.kind == .variable, declaration.bodyOpen == nil, declaration.type != nil,
              let type = declaration.parent else { return false }
        return isLayerClass(type)
    }

    /// Whether `ClassName(layer:)` exists for a layer class: it declares `init(layer:)`, or
    /// declares no designated initializer and so inherits its superclass's.
    func hasLayerCopyInitializer(_ type: Declaration) -> Bool {
        let initializers = type.children.filter { $0.kind == .initializer }
        if initializers.contains(where: { $0.labels == ["layer"] }) { return true }
        guard initializers.allSatisfy({ $0.hasModifier("convenience") }) else { return false }
        guard let superclass = index.superclass(of: type) else { return true }
        return hasLayerCopyInitializer(superclass.declaration)
    }

    /// Adds `override func mainlinePresentationCopy() -> CALayer? { Name(layer: self) }` to each
    /// layer class of `file` that has an `init(layer:)` (one without makes no presentation
    /// layer on iOS either: Core Animation's call of `init(layer:)` stops the app there).
    func addPresentationCopies(in file: ParsedFile) {
        for type in file.allDeclarations where type.kind == .class && !type.hasGenericParameters
            && isLayerClass(type) && hasLayerCopyInitializer(type) {
            guard let close = type.bodyClose else { continue }
            let access = ["public", "open"].contains(type.accessLevel ?? "") ? "public " : ""
            let code = "\(access)override func mainlinePresentationCopy() -> CALayer? { \(type.name)(layer: self) }\n"
            insert([Segment(text: code, origin: nil)], before: close, in: file)
            note(file, line: file.source.tokens[type.keywordToken].line,
                 "\(type.name)'s presentation layers are made with its init(layer:)")
        }
    }

    /// Rewrites each `@NSManaged var name: Type` of a layer subclass (its attribute already
    /// blanked) into `var name: Type { get { mainlineManagedValue(forKey: "name") } set {
    /// setValue(newValue, forKey: "name") } }`, on the same line.
    func rewriteManagedLayerProperties(in file: ParsedFile) {
        for declaration in file.allDeclarations where declaration.hasAttribute("NSManaged") && !declaration.hasInitializer
            && isManagedLayerProperty(declaration) {
            let last = file.source.tokens[declaration.lastToken]
            let key = declaration.name
            edit(file) {
                $0.insert(" { get { mainlineManagedValue(forKey: \"\(key)\") } set { setValue(newValue, forKey: \"\(key)\") } }",
                          at: last.end)
            }
            note(file, line: file.source.tokens[declaration.keywordToken].line,
                 "@NSManaged var \(key) of a layer subclass reads and writes the layer's key-value storage")
        }
    }
}
