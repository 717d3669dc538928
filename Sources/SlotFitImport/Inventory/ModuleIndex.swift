import SlotFitText
import SwiftSyntax

/// What the module's files declare that views call: custom `View` structs,
/// `@ViewBuilder` helpers, computed properties and small functions, static
/// constants, and generated string accessors (SwiftGen, R.swift). Built once
/// over all files, so a view in one file finds a helper in another.
struct ModuleIndex {
    /// A stored property of a custom view: what its memberwise initializer
    /// takes, in order.
    struct Property {
        var name: String
        /// The type as written (`LocalizedStringKey`, `String`, `Content`…).
        var type: String?
        /// Its default (`var tint = Color.blue`, `@State var x = 0`).
        var initial: ExprSyntax?
        /// `@Environment(\.isLuminanceReduced)`: the environment value read.
        var environment: String?
        /// `@ScaledMetric(relativeTo: .caption)`: the text style the value
        /// grows with under Dynamic Type (`body` when none is named).
        var scaledMetric: TextStyle? = nil
    }

    /// A custom `View` struct: its stored properties and its `body`.
    struct ViewType {
        var name: String
        var properties: [Property]
        var body: CodeBlockItemListSyntax
        var file: String
        /// The initializers it declares (`init(label:compact:)`), which
        /// replace the memberwise one.
        var initializers: [Initializer] = []
    }

    /// An initializer a custom view declares: its parameters and the
    /// statements that set its stored properties.
    struct Initializer {
        var parameters: [Parameter]
        var body: CodeBlockItemListSyntax
    }

    /// A stored property of a struct that is not a view (`struct Route {
    /// var destination: String }`): a nested value's fields.
    struct StoredField {
        var name: String
        var type: String
        var isOptional: Bool
    }

    /// A parameter of a function: its external label and its name inside.
    struct Parameter {
        var label: String?
        var name: String
        var type: String
        var initial: ExprSyntax?
    }

    /// A function, or a computed property (no parameters), with its body.
    struct Member {
        var owner: String?
        var name: String
        var parameters: [Parameter]
        var body: CodeBlockItemListSyntax
        var returnsView: Bool
        /// The declared type or return type (`String`, `LocalizedStringKey`…).
        var returnType: String?
        var file: String
    }

    var views: [String: ViewType] = [:]
    /// Members by name (`header`, `statusColor`, `minutes(from:)`…), every
    /// declaration of that name (owners differ).
    var members: [String: [Member]] = [:]
    /// Static `let`s and `var`s by qualified name (`UX.padding`,
    /// `Layout.Spacing.row`) and by bare name for globals.
    var constants: [String: ExprSyntax] = [:]
    /// The names of `ActivityAttributes` types and their `ContentState`s.
    var stateTypes: Set<String> = []
    /// Stored properties of the structs that are not views, by the
    /// struct's name.
    var structFields: [String: [StoredField]] = [:]
    /// The custom layouts (`Layout` types, `_VariadicView` roots) by name.
    var layouts: [String: CustomLayout] = [:]
    /// Structs and classes that are not views but hold stored properties
    /// and compute from them (a view model built from `context`:
    /// `OrderViewModel(context: context).title`), by name; `body` is empty.
    var models: [String: ViewType] = [:]
    /// The raw values an enum's cases are written with (`case work =
    /// "mode.work"`), by the enum's name then the case's; a case without
    /// one has its name as its raw value.
    var rawValues: [String: [String: String]] = [:]
    /// The declared types of the constants in `constants` (`static let
    /// name: String = { … }()`), by the same names.
    var constantTypes: [String: String] = [:]

    /// The view members of `owner` (or of any type when none matches) named `name`.
    func member(_ name: String, owner: String?, view: Bool? = nil) -> Member? {
        let candidates = (members[name] ?? []).filter { view == nil || $0.returnsView == view }
        return candidates.first { $0.owner == owner } ?? candidates.first
    }

    mutating func add(_ tree: SourceFileSyntax, file: String) {
        let walker = ModuleWalker(file: file)
        walker.walk(tree)
        views.merge(walker.views) { first, _ in first }
        for (name, found) in walker.members { members[name, default: []] += found }
        constants.merge(walker.constants) { first, _ in first }
        stateTypes.formUnion(walker.stateTypes)
        structFields.merge(walker.structFields) { first, _ in first }
        layouts.merge(walker.layouts) { first, _ in first }
        models.merge(walker.models) { first, _ in first }
        rawValues.merge(walker.rawValues) { first, _ in first }
        constantTypes.merge(walker.constantTypes) { first, _ in first }
    }

    /// The statements a binding's getter or a function body yields.
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// `some View`, `AnyView`, `Text`, `Image`… (what a view helper returns).
    static func isViewType(_ type: String) -> Bool {
        type.hasPrefix("some View") || ["AnyView", "Text", "Image", "Label", "some View"].contains(type) || type.hasSuffix("View")
    }
}

/// Collects a file's declarations for `ModuleIndex`.
final class ModuleWalker: SyntaxVisitor {
    let file: String
    var views: [String: ModuleIndex.ViewType] = [:]
    var members: [String: [ModuleIndex.Member]] = [:]
    var constants: [String: ExprSyntax] = [:]
    var stateTypes: Set<String> = []
    var structFields: [String: [ModuleIndex.StoredField]] = [:]
    var layouts: [String: CustomLayout] = [:]
    var models: [String: ModuleIndex.ViewType] = [:]
    var rawValues: [String: [String: String]] = [:]
    var constantTypes: [String: String] = [:]
    private var scope: [String] = []

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind { scope.append(name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = scope.last else { return .skipChildren }
        for element in node.elements {
            if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
               let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
                rawValues[owner, default: [:]][element.name.text] = segment.content.text
            }
        }
        return .skipChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addModel(node.name.text, node.memberBlock)
        return enter(node.name.text)
    }

    /// A type that computes from what it stores (a computed property or a
    /// method beside stored properties): a view model, read per instance.
    private func addModel(_ name: String, _ block: MemberBlockSyntax) {
        var properties: [ModuleIndex.Property] = []
        var computes = false
        for member in block.members {
            if member.decl.is(FunctionDeclSyntax.self) { computes = true }
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if binding.accessorBlock != nil, ModuleIndex.getter(binding) != nil { computes = true; continue }
                properties.append(.init(name: property, type: binding.typeAnnotation?.type.trimmedDescription, initial: binding.initializer?.value,
                                        environment: nil, scaledMetric: nil))
            }
        }
        guard computes, !properties.isEmpty else { return }
        let initializers = block.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.compactMap { declaration -> ModuleIndex.Initializer? in
            guard let statements = declaration.body?.statements, declaration.optionalMark == nil else { return nil }
            return .init(parameters: Self.parameters(declaration.signature.parameterClause), body: statements)
        }
        models[name] = .init(name: name, properties: properties, body: CodeBlockItemListSyntax([]), file: file, initializers: initializers)
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if DeclarationFinder.inherits(node.inheritanceClause, "ActivityAttributes") { stateTypes.insert(node.name.text) }
        if let layout = CustomLayout(node) { layouts[layout.name] = layout }
        if node.name.text == "ContentState" { stateTypes.insert((scope + ["ContentState"]).joined(separator: ".")); stateTypes.insert("ContentState") }
        if DeclarationFinder.inherits(node.inheritanceClause, "View") {
            var properties: [ModuleIndex.Property] = []
            var body: CodeBlockItemListSyntax?
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                let environment = Self.environmentKey(variable)
                let scaledMetric = Self.scaledMetricStyle(variable)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if name == "body", let statements = ModuleIndex.getter(binding) { body = statements; continue }
                    // Computed properties are helpers (`var header: some View`),
                    // recorded by the variable visit.
                    if binding.accessorBlock != nil { continue }
                    properties.append(.init(name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                                            initial: binding.initializer?.value, environment: environment, scaledMetric: scaledMetric))
                }
            }
            if let body {
                let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.compactMap { declaration -> ModuleIndex.Initializer? in
                    guard let statements = declaration.body?.statements, declaration.optionalMark == nil else { return nil }
                    return .init(parameters: Self.parameters(declaration.signature.parameterClause), body: statements)
                }
                views[node.name.text] = .init(name: node.name.text, properties: properties, body: body, file: file, initializers: initializers)
            }
        } else {
            if !DeclarationFinder.inherits(node.inheritanceClause, "ActivityAttributes"), node.name.text != "ContentState" { addModel(node.name.text, node.memberBlock) }
            structFields[node.name.text] = node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .filter { !$0.modifiers.contains { $0.name.text == "static" } }
                .flatMap(\.bindings).compactMap { binding -> ModuleIndex.StoredField? in
                    guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let annotation = binding.typeAnnotation?.type else { return nil }
                    if let wrapped = annotation.as(OptionalTypeSyntax.self) { return .init(name: name, type: wrapped.wrappedType.trimmedDescription, isOptional: true) }
                    return .init(name: name, type: annotation.trimmedDescription, isOptional: false)
                }
        }
        return enter(node.name.text)
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    /// A function's or initializer's parameters: label, name, type, default.
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ModuleIndex.Parameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let inner = parameter.secondName?.text ?? first
            let type = parameter.type.trimmedDescription + (parameter.ellipsis == nil ? "" : "...")
            return .init(label: first == "_" ? nil : first, name: inner, type: type, initial: parameter.defaultValue?.value)
        }
    }

    /// The text style of a `@ScaledMetric` property: the one its
    /// `relativeTo:` names, `body` without one; `nil` for another property.
    static func scaledMetricStyle(_ variable: VariableDeclSyntax) -> TextStyle? {
        guard let attribute = variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { $0.attributeName.trimmedDescription.hasSuffix("ScaledMetric") }) else { return nil }
        let relative = attribute.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "relativeTo" }?.expression
        let name = relative?.trimmedDescription.split(separator: ".").last.map(String.init) ?? "body"
        return TextStyle(name: name) ?? .body
    }

    /// The key of an `@Environment(\.key)` property (`activityFamily`).
    static func environmentKey(_ variable: VariableDeclSyntax) -> String? {
        variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "Environment" }
            .flatMap { $0.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self) }
            .map { $0.components.trimmedDescription.trimmingCharacters(in: ["."]) }
    }

    private func addMember(_ name: String, owner: String?, _ binding: PatternBindingSyntax) {
        guard let statements = ModuleIndex.getter(binding) else { return }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        members[name, default: []].append(.init(owner: owner, name: name, parameters: [], body: statements,
                                                returnsView: ModuleIndex.isViewType(type), returnType: type, file: file))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isStatic || scope.isEmpty {
                if let value = binding.initializer?.value {
                    constants[(scope + [name]).joined(separator: ".")] = value
                    if let type = binding.typeAnnotation?.type.trimmedDescription { constantTypes[(scope + [name]).joined(separator: ".")] = type }
                } else if let statements = ModuleIndex.getter(binding), statements.count == 1,
                          let expression = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
                            ?? statements.first?.item.as(ExpressionStmtSyntax.self)?.expression {
                    constants[(scope + [name]).joined(separator: ".")] = expression
                } else if isStatic, binding.accessorBlock != nil {
                    // A static computed property of several statements: a
                    // member of its type (`Theme.label`).
                    addMember(name, owner: scope.last, binding)
                }
            } else if binding.accessorBlock != nil, name != "body" {
                // A computed property of a type: a view helper, or a value
                // of the state (`var etaText: String { … }`).
                addMember(name, owner: scope.last, binding)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body?.statements else { return .skipChildren }
        let parameters = Self.parameters(node.signature.parameterClause)
        let type = node.signature.returnClause?.type.trimmedDescription ?? ""
        let isViewBuilder = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        members[node.name.text, default: []].append(.init(owner: scope.last, name: node.name.text, parameters: parameters, body: body,
                                                          returnsView: isViewBuilder || ModuleIndex.isViewType(type), returnType: type, file: file))
        return .skipChildren
    }
}
