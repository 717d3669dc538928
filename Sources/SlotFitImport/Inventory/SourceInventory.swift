import Foundation
import SlotFit
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// What a team's widget extension declares for its Live Activities, read
/// from the Swift source with SwiftSyntax (issue 14, its first step: finding
/// what to render): each `ActivityConfiguration(for: X.self)` with the
/// presentations it builds and the modifiers on it, and each
/// `ActivityAttributes` type with its fields, its `ContentState`'s fields
/// and the enums they use.
public struct SourceInventory: Sendable, Hashable, Codable {
    /// A stored property: `var driverName: String?`.
    public struct Field: Sendable, Hashable, Codable {
        public var name: String
        /// The type as written, without the `?`.
        public var type: String
        package var isOptional: Bool
        public var location: SourceLocation
        /// The value it is declared with (`var isLive: Bool = true`), when a
        /// literal: what the memberwise initializer gives it when a sample
        /// leaves it out.
        public var initial: ActivityValue? = nil
    }

    /// An `ActivityAttributes` type.
    package struct AttributesType: Sendable, Hashable, Codable {
        public var name: String
        public var location: SourceLocation
        /// The attributes' own stored properties (static for the activity).
        public var fields: [Field]
        /// `ContentState`'s stored properties.
        package var stateFields: [Field]
        /// `typealias ContentState = LiveActivityState`: the struct whose
        /// stored properties are the state's, declared in any file read.
        package var stateAlias: String? = nil
        /// The attributes' values in a static sample the type declares
        /// (`static let preview = X(…)`), literal fields only.
        public var sampleValues: [String: ActivityValue] = [:]
    }

    /// An enum with its cases (`enum Status: String, Codable { case a, b }`),
    /// for conditions and `switch` over a field.
    /// The field an `enum ContentState` keeps its case in (`case:` in samples).
    package static let stateCaseField = "case"

    package struct EnumType: Sendable, Hashable, Codable {
        public var name: String
        public var cases: [String]
        public var location: SourceLocation
    }

    /// An `ActivityConfiguration(for:)` and what it builds.
    public struct Configuration: Sendable, Hashable, Codable {
        /// The attributes type named in `for: X.self`.
        public var attributes: String
        public var location: SourceLocation
        /// The presentations its closures build: `lockScreen`,
        /// `expanded.leading` …, `compactLeading`, `compactTrailing`, `minimal`.
        public var presentations: [String]
        /// Modifiers on the configuration (`supplementalActivityFamilies`,
        /// `contentMarginsDisabled`, `keylineTint`…) and on the Dynamic Island.
        public var modifiers: [String]
    }

    /// A sample ContentState the source builds from literals: a static
    /// member of an extension on `X.ContentState`, or a state written
    /// inline in a `#Preview`'s `contentStates`.
    package struct SampleState: Sendable, Hashable, Codable {
        public var name: String
        /// The attributes type whose ContentState it is.
        public var attributes: String
        /// Fields given as literals: strings, numbers, booleans, `nil`, enum
        /// cases (`.arriving` as "arriving").
        public var fields: [String: ActivityValue]
        /// Arguments that are not literals (`Date()`, a call), by label:
        /// what the importer could not evaluate.
        public var unevaluated: [String]
        public var location: SourceLocation
        /// For a state built where its attributes type is not written
        /// (`ContentState(…)`, `.init(…)` as `ActivityContent`'s `state:`,
        /// a struct a `typealias ContentState` names): what tells its owner
        /// (`SourceInventory.resolvedSamples(against:)`); `nil` when
        /// `attributes` is written.
        public var ownerHint: OwnerHint? = nil
    }

    /// What tells the attributes type of a state built without it.
    package struct OwnerHint: Sendable, Hashable, Codable {
        /// The type called (`LiveActivityState` for a `typealias
        /// ContentState = LiveActivityState`), `nil` for `.init`/`ContentState`.
        public var calledType: String?
        /// The type whose declaration or extension encloses the call.
        public var enclosingType: String?
    }

    /// A `#Preview("…", as: …, using: …) { … } contentStates: { … }`.
    public struct Preview: Sendable, Hashable, Codable {
        public var name: String
        /// The states it shows, in order, by sample name.
        public var states: [String]
        public var location: SourceLocation
    }

    public var configurations: [Configuration] = []
    package var samples: [SampleState] = []
    public var previews: [Preview] = []
    package var attributes: [AttributesType] = []
    package var enums: [EnumType] = []
    /// The Swift files read, in order.
    public var files: [String] = []
    /// Their texts, for interpreting the views (not encoded).
    var texts: [String] = []
    /// Their syntax trees, parsed and folded once when read, for
    /// interpreting the views (not encoded; the texts stand for them in
    /// comparisons).
    var trees = ParsedTrees()

    /// Syntax trees carried beside the texts they were parsed from: equal
    /// whenever the texts are, so they take no part in comparing or hashing.
    struct ParsedTrees: Sendable, Hashable {
        var trees: [SourceFileSyntax] = []
        static func == (_: ParsedTrees, _: ParsedTrees) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
    /// Attributes values a `#Preview(…, using: X(…))` writes inline, by type.
    public var attributeSamples: [String: [String: ActivityValue]] = [:]
    /// Attributes the app's code builds where it starts the activity
    /// (`let attributes = X(name: "Home")`), by type: used for what no
    /// written sample gives, and no reason to add a folder to `sources:`.
    package var builtAttributeSamples: [String: [String: ActivityValue]] = [:]
    /// Structs with a `ContentState` that do not conform to
    /// `ActivityAttributes` where they are declared: an extension elsewhere
    /// may (`extension X: ActivityAttributes {}`), which then takes their
    /// fields (`resolvingExtensionConformances`).
    var conformableStructs: [String: AttributesType] = [:]
    /// Every struct's stored properties by its name, for a `ContentState`
    /// declared as a type alias of one.
    var structFields: [String: [Field]] = [:]
    /// Files refused before anything was read from them (nested deeper
    /// than `ImportLimits.syntaxDepth`), each a located error. An inventory
    /// read from paths throws the first; one made from text keeps them here.
    public var refused: [SlotFitError] = []

    enum CodingKeys: String, CodingKey { case configurations, samples, previews, attributes, enums, files, attributeSamples }

    /// Reads every `.swift` file at `paths` (files or folders, searched
    /// recursively; `.build` and hidden folders skipped), in a stable order.
    ///
    /// - Throws: `SlotFitError` naming a path that does not exist or a file
    ///   that is not UTF-8.
    public init(paths: [String], relativeTo base: String? = nil, limits: ImportLimits = .standard) throws {
        let prefix = base.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
        for file in try Self.swiftFiles(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }) {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SlotFitError(.swiftSource, "cannot read it; check its permissions", at: SourceLocation(file: file))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SlotFitError(.swiftSource, "not UTF-8; save it as UTF-8", at: SourceLocation(file: file))
            }
            // Shown relative to the project, so snapshots are the same on
            // every machine and annotations land on the repository's paths.
            let shown = prefix.map { file.hasPrefix($0) ? String(file.dropFirst($0.count)) : file } ?? file
            // Parsed once: a file that does not parse would be misread, so
            // it is an error with the line quoted, as the compiler gives it.
            guard let tree = add(source: text, file: shown, limits: limits) else { throw refused[refused.count - 1] }
            if tree.hasError, let first = LargeStack.run({ ParseDiagnosticsGenerator.diagnostics(for: tree) }).first(where: { $0.diagMessage.severity == .error }) {
                let place = first.location(converter: SourceLocationConverter(fileName: file, tree: tree))
                throw SlotFitError(.syntax, "the Swift does not parse: \(first.message); fix it, or leave the file out of sources:", at: SourceLocation(file: file, line: place.line, column: place.column))
            }
        }
    }

    /// An inventory of no files, to merge others into.
    static var empty: SourceInventory { SourceInventory() }

    private init() {}

    /// An inventory of one source text (`file` names it in locations).
    public init(source: String, file: String, limits: ImportLimits = .standard) {
        add(source: source, file: file, limits: limits)
    }

    /// Adds another inventory's files (several files read as one module).
    public mutating func merge(_ other: SourceInventory) {
        configurations += other.configurations
        samples += other.samples
        previews += other.previews
        attributes += other.attributes
        enums += other.enums
        files += other.files
        texts += other.texts
        trees.trees += other.trees.trees
        attributeSamples.merge(other.attributeSamples) { first, _ in first }
        builtAttributeSamples.merge(other.builtAttributeSamples) { first, _ in first }
        conformableStructs.merge(other.conformableStructs) { first, _ in first }
        structFields.merge(other.structFields) { first, _ in first }
        refused += other.refused
        resolveExtensionConformances()
    }

    /// An attributes type declared as an extension's conformance
    /// (`extension X: ActivityAttributes {}`) with nothing in it takes the
    /// fields, `ContentState` and samples of the struct `X` itself.
    mutating func resolveExtensionConformances() {
        for index in attributes.indices where attributes[index].fields.isEmpty && attributes[index].stateFields.isEmpty {
            let name = attributes[index].name
            guard let declared = conformableStructs[name] ?? conformableStructs[String(name.split(separator: ".").last ?? "")] else { continue }
            attributes[index].fields = declared.fields
            attributes[index].stateFields = declared.stateFields
            attributes[index].location = declared.location
            if attributes[index].sampleValues.isEmpty { attributes[index].sampleValues = declared.sampleValues }
            attributes[index].stateAlias = attributes[index].stateAlias ?? declared.stateAlias
        }
        // `typealias ContentState = LiveActivityState`: that struct's fields.
        for index in attributes.indices where attributes[index].stateFields.isEmpty {
            guard let alias = attributes[index].stateAlias, let fields = structFields[alias] else { continue }
            attributes[index].stateFields = fields
        }
    }

    /// Reads one file's declarations; `nil` (and the error in `refused`)
    /// for a file too deep to read.
    @discardableResult
    private mutating func add(source: String, file: String, limits: ImportLimits) -> SourceFileSyntax? {
        // Each file's declarations once per process for the same text.
        let part = ParsedFiles.shared.inventory(source: source, file: file, limits: limits) {
            var read = SourceInventory()
            read.read(source: source, file: file, limits: limits)
            return read
        }
        merge(part)
        return part.trees.trees.first
    }

    /// Reads one file's declarations into this (empty) inventory.
    private mutating func read(source: String, file: String, limits: ImportLimits) {
        let tree: SourceFileSyntax
        do {
            tree = try SourceInventory.parse(source, file: file, limits: limits)
        } catch {
            refused.append(error as? SlotFitError ?? SlotFitError(.swiftSource, "\(error)", at: SourceLocation(file: file)))
            return
        }
        files.append(file)
        texts.append(source)
        trees.trees.append(tree)
        let finder = DeclarationFinder(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        LargeStack.run { finder.walk(tree) }
        configurations += finder.configurations
        attributes += finder.attributes
        enums += finder.enums
        samples += finder.samples
        previews += finder.previews
        attributeSamples.merge(finder.attributeSamples) { first, _ in first }
        builtAttributeSamples.merge(finder.builtAttributeSamples) { first, _ in first }
        conformableStructs.merge(finder.conformableStructs) { first, _ in first }
        structFields.merge(finder.structFields) { first, _ in first }
        resolveExtensionConformances()
    }

    /// A file's syntax tree with its operators folded by Swift's standard
    /// precedence (`a + b * c` as `a + (b * c)`), parsed on a large stack.
    ///
    /// - Throws: `SlotFitError` at the line and column where the tree nests
    ///   deeper than `limits.syntaxDepth` (before folding, or after it, as
    ///   16,000 operands of one `+` do), so nothing recursive walks it.
    static func parse(_ source: String, file: String, limits: ImportLimits = .standard) throws -> SourceFileSyntax {
        try SyntaxDepth.checkBrackets(source, limit: limits.bracketDepth, file: file)
        return try LargeStack.run {
            let tree = Parser.parse(source: source)
            try SyntaxDepth.check(Syntax(tree), limit: limits.syntaxDepth, source: source, file: file)
            let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
            try SyntaxDepth.check(Syntax(folded), limit: limits.syntaxDepth, source: source, file: file)
            return folded
        }
    }

    static func swiftFiles(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw SlotFitError(.swiftSource, "no such file or folder; pass Swift files or the widget extension's folder", at: SourceLocation(file: path))
            }
            guard isFolder.boolValue else { found.append(path); continue }
            let base = URL(fileURLWithPath: path)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if SkippedFolders.skips(name) { walker.skipDescendants(); continue }
                // The enumerator lists a link to a file (it does not descend
                // a link to a folder): one leading out of the folder is skipped.
                if url.pathExtension == "swift", leadsInside(url.path, path) { found.append(url.path) }
            }
        }
        return found.sorted()
    }

    /// Whether `path` leads, after symbolic links, inside `folder` (also
    /// after links): what a folder walk reads never leaves the folder given.
    static func leadsInside(_ path: String, _ folder: String) -> Bool {
        let boundary = ProjectBoundary(project: folder)
        return (try? boundary.resolve(path, what: "a Swift file")) != nil
    }
}

/// Walks a syntax tree for the declarations an inventory records.
final class DeclarationFinder: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var configurations: [SourceInventory.Configuration] = []
    var attributes: [SourceInventory.AttributesType] = []
    var enums: [SourceInventory.EnumType] = []
    var samples: [SourceInventory.SampleState] = []
    var previews: [SourceInventory.Preview] = []
    /// Attributes written inline in a `#Preview(…, using: X(…))`, by type.
    var attributeSamples: [String: [String: ActivityValue]] = [:]
    /// Attributes the code builds where it starts the activity, by type.
    var builtAttributeSamples: [String: [String: ActivityValue]] = [:]
    /// Structs with a `ContentState` not declared `ActivityAttributes` here.
    var conformableStructs: [String: SourceInventory.AttributesType] = [:]
    /// Every struct's stored properties, by name.
    var structFields: [String: [SourceInventory.Field]] = [:]

    /// `typealias ContentState = X` among a type's members: `X` (its last
    /// component: `Shared.LiveActivityState` is `LiveActivityState`).
    static func stateAlias(_ members: MemberBlockItemListSyntax) -> String? {
        for member in members {
            guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "ContentState" else { continue }
            return alias.initializer.value.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        return nil
    }

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let place = node.startLocation(converter: converter)
        return .init(file: file, line: place.line, column: place.column)
    }

    static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == name || $0.type.trimmedDescription.hasSuffix(".\(name)") } ?? false
    }

    /// The stored fields of a nested `struct ContentState` among `members`,
    /// or an `enum ContentState`'s (`enumStateFields`).
    func contentStateFields(_ members: MemberBlockItemListSyntax) -> [SourceInventory.Field] {
        for member in members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "ContentState" {
                return storedFields(nested.memberBlock.members)
            }
            if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == "ContentState" {
                return enumStateFields(nested)
            }
        }
        return []
    }

    /// An `enum ContentState` (`case ongoing(startDate: Date, endDate: Date)`,
    /// `case completed(numSteps: Int)`) as fields: `case`, the case it is
    /// (its type the enum, whose cases samples name), then each case's
    /// associated values under `case.label` (`ongoing.startDate`; an
    /// unlabelled one `_0`, `_1`…), which a `switch` binds.
    func enumStateFields(_ declaration: EnumDeclSyntax) -> [SourceInventory.Field] {
        var fields = [SourceInventory.Field(name: SourceInventory.stateCaseField, type: "ContentState", isOptional: false, location: location(declaration), initial: nil)]
        for member in declaration.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated() {
                    let label = parameter.firstName.map { $0.text == "_" ? "_\(index)" : $0.text } ?? "_\(index)"
                    var type = parameter.type.trimmedDescription
                    var optional = false
                    if let wrapped = parameter.type.as(OptionalTypeSyntax.self) { type = wrapped.wrappedType.trimmedDescription; optional = true }
                    fields.append(.init(name: "\(element.name.text).\(label)", type: type, isOptional: optional, location: location(parameter), initial: nil))
                }
            }
        }
        return fields
    }

    /// Stored properties (no accessor blocks, not static) of a type's members.
    func storedFields(_ members: MemberBlockItemListSyntax) -> [SourceInventory.Field] {
        var fields: [SourceInventory.Field] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let annotation = binding.typeAnnotation?.type else { continue }
                var type = annotation.trimmedDescription
                var optional = false
                if let wrapped = annotation.as(OptionalTypeSyntax.self) {
                    type = wrapped.wrappedType.trimmedDescription
                    optional = true
                } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
                    type = String(type.dropFirst(9).dropLast())
                    optional = true
                }
                fields.append(.init(name: name, type: type, isOptional: optional, location: location(binding),
                                    initial: binding.initializer.flatMap { DeclarationFinder.sampleValue($0.value) }))
            }
        }
        return fields
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if structFields[node.name.text] == nil { structFields[node.name.text] = storedFields(node.memberBlock.members) }
        guard Self.inherits(node.inheritanceClause, "ActivityAttributes") else {
            // Its conformance may be an extension's (`extension X: ActivityAttributes {}`).
            let hasState = node.memberBlock.members.contains { member in
                member.decl.as(StructDeclSyntax.self)?.name.text == "ContentState" || member.decl.as(TypeAliasDeclSyntax.self)?.name.text == "ContentState"
                    || member.decl.as(EnumDeclSyntax.self)?.name.text == "ContentState"
            }
            if hasState, conformableStructs[node.name.text] == nil {
                conformableStructs[node.name.text] = .init(name: node.name.text, location: location(node), fields: storedFields(node.memberBlock.members),
                                                           stateFields: contentStateFields(node.memberBlock.members),
                                                           stateAlias: Self.stateAlias(node.memberBlock.members))
            }
            return .visitChildren
        }
        let state = contentStateFields(node.memberBlock.members)
        var sample: [String: ActivityValue] = [:]
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings {
                guard let call = Self.yielded(binding)?.as(FunctionCallExprSyntax.self),
                      [node.name.text, ".init", "Self"].contains(call.calledExpression.nameText), sample.isEmpty else { continue }
                sample = Self.labelledValues(call)
            }
        }
        attributes.append(.init(name: node.name.text, location: location(node), fields: storedFields(node.memberBlock.members), stateFields: state,
                                stateAlias: Self.stateAlias(node.memberBlock.members), sampleValues: sample))
        return .visitChildren
    }

    /// A literal's value: strings without interpolation, numbers (with a
    /// sign), booleans, `nil`, and enum cases written `.case`.
    static func literal(_ expression: ExprSyntax) -> ActivityValue? {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            guard string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
            return .string(string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(ActivityValue.number) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(ActivityValue.number) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", case .number(let n)? = literal(prefix.expression) { return .number(-n) }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return .string(member.declName.baseName.text) }
        return nil
    }

    /// A sample field's value: a literal, or an expression of literals and
    /// the clock (`Date().addingTimeInterval(15 * 60)`, `.now + 600`,
    /// `["a", "b"]`) evaluated on SlotFit's sample clock.
    /// `locals` are the values of names a getter binds before it returns
    /// the state (`let now = Date()`).
    static func sampleValue(_ expression: ExprSyntax, locals: [String: ActivityValue] = [:]) -> ActivityValue? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "now" {
            return .number(EnvironmentValue.sampleNow)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] { return local }
        if let literal = literal(expression) { return literal }
        if let array = expression.as(ArrayExprSyntax.self) {
            let items = array.elements.compactMap { literal($0.expression)?.shown }
            return items.count == array.elements.count ? .list(items) : nil
        }
        func convert(_ node: ExprSyntax) -> ValueExpression? {
            if let reference = node.as(DeclReferenceExprSyntax.self), locals[reference.baseName.text] != nil { return .field(reference.baseName.text) }
            return SwiftExpression.convert(node, convert)
        }
        guard let converted = convert(expression),
              converted.fields.allSatisfy({ $0 == EnvironmentValue.now.rawValue || locals[$0] != nil }) else { return nil }
        let value = converted.evaluate { $0 == EnvironmentValue.now.rawValue ? .number(EnvironmentValue.sampleNow) : locals[$0] }
        return value == .null ? nil : value
    }

    /// What a static member yields, with the names its getter binds first
    /// (`static var arriving: State { let now = Date(); return State(…) }`):
    /// each `let` SlotFit can evaluate is bound, the others left out (an
    /// argument reading one is then not evaluated).
    static func yieldedWithLocals(_ binding: PatternBindingSyntax) -> (expression: ExprSyntax, locals: [String: ActivityValue])? {
        if let value = yielded(binding) { return (value, [:]) }
        guard let accessor = binding.accessorBlock, case .getter(let statements) = accessor.accessors, statements.count > 1,
              statements.count <= 32, let last = statements.last?.item else { return nil }
        var locals: [String: ActivityValue] = [:]
        for statement in statements.dropLast() {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            for bound in variable.bindings {
                guard let name = bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = bound.initializer?.value,
                      let value = sampleValue(initial, locals: locals) else { continue }
                locals[name] = value
            }
        }
        guard let expression = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self) else { return nil }
        return (expression, locals)
    }

    /// A ContentState built by `X.ContentState(…)`, `ContentState(…)` or
    /// `.init(…)`: its literal fields and the labels it could not evaluate.
    static func stateInit(_ expression: ExprSyntax, locals: [String: ActivityValue] = [:]) -> (fields: [String: ActivityValue], unevaluated: [String])? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.nameText
        guard called == ".init" || called == "Self" || called.hasSuffix("ContentState") || called.hasSuffix("ContentState.init") else { return nil }
        var fields: [String: ActivityValue] = [:], unevaluated: [String] = []
        func read(_ arguments: LabeledExprListSyntax, prefix: String) {
            for argument in arguments {
                guard let label = argument.label?.text else { continue }
                if let value = sampleValue(argument.expression, locals: locals) {
                    fields[prefix + label] = value
                } else if let range = argument.expression.as(InfixOperatorExprSyntax.self),
                          let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
                          let low = sampleValue(range.leftOperand, locals: locals), let high = sampleValue(range.rightOperand, locals: locals) {
                    // A range (`timerRange: Date.now...Date(timeIntervalSinceNow: 300)`):
                    // its bounds, as `ClosedRange`'s properties name them.
                    fields[prefix + label + ".lowerBound"] = low
                    fields[prefix + label + ".upperBound"] = high
                } else if let nested = argument.expression.as(FunctionCallExprSyntax.self), !nested.arguments.isEmpty,
                          nested.arguments.allSatisfy({ $0.label != nil }),
                          nested.calledExpression.nameText.first?.isUppercase == true || nested.calledExpression.nameText == ".init" {
                    // A nested struct (`detail: Detail(name: "x", count: 2)`):
                    // its fields as `detail.name`, `detail.count`.
                    read(nested.arguments, prefix: prefix + label + ".")
                } else {
                    unevaluated.append(prefix + label)
                }
            }
        }
        read(call.arguments, prefix: "")
        return (fields, unevaluated)
    }

    /// The expression a static member yields: its initializer, or a getter
    /// of one expression (or one `return`).
    static func yielded(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        guard let accessor = binding.accessorBlock else { return nil }
        if case .getter(let statements) = accessor.accessors, statements.count == 1, let item = statements.first?.item {
            if let expression = item.as(ExprSyntax.self) { return expression }
            if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        }
        return nil
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension X.ContentState { static let a = X.ContentState(…) }`.
        let extended = node.extendedType.trimmedDescription
        if extended.hasSuffix(".ContentState") {
            let owner = String(extended.dropLast(".ContentState".count))
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let (value, locals) = Self.yieldedWithLocals(binding), let state = Self.stateInit(value, locals: locals),
                          !samples.contains(where: { $0.name == name && $0.attributes == owner }) else { continue }
                    samples.append(.init(name: name, attributes: owner, fields: state.fields, unevaluated: state.unevaluated, location: location(binding)))
                }
            }
        }
        // `extension X: ActivityAttributes { struct ContentState … }`.
        guard Self.inherits(node.inheritanceClause, "ActivityAttributes") else { return .visitChildren }
        let name = node.extendedType.trimmedDescription
        let state = contentStateFields(node.memberBlock.members)
        attributes.append(.init(name: name, location: location(node), fields: [], stateFields: state))
        return .visitChildren
    }

    /// `static let contentState = X.ContentState(…)` anywhere (a
    /// `PreviewProvider`, a fixtures enum): a sample state of X.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" }) else {
            // `let activityState = X.ContentState(…)` in a preview, a
            // function or a type: a sample named by the binding.
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, let call = value.as(FunctionCallExprSyntax.self) else { continue }
                builtState(call, name: name, annotation: binding.typeAnnotation?.type.trimmedDescription, at: binding)
                // `let attributes = RideAttributes(pickup: "…")` where the app starts it.
                builtAttributes(call)
            }
            return .visitChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let (value, locals) = Self.yieldedWithLocals(binding), let call = value.as(FunctionCallExprSyntax.self) else { continue }
            let called = call.calledExpression.nameText
            if called.first?.isUppercase == true, !called.contains("."), !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label != nil }),
               attributeSamples[called] == nil {
                // `static let preview = RideAttributes(pickup: "…")` in a
                // fixtures type: the attributes' values, if it is one.
                attributeSamples[called] = Self.labelledValues(call)
            }
            guard called.hasSuffix(".ContentState") || called.hasSuffix(".ContentState.init") else {
                // `static let preview = ContentState(…)` inside the state, or
                // `static let sample: X.ContentState = .init(…)`.
                if binding.initializer != nil { builtState(call, name: name, annotation: binding.typeAnnotation?.type.trimmedDescription, at: binding) }
                continue
            }
            guard let state = Self.stateInit(value, locals: locals) else { continue }
            let owner = String(called.prefix { $0 != "." })
            guard !owner.isEmpty, owner != "Self", !samples.contains(where: { $0.name == name && $0.attributes == owner }) else { continue }
            samples.append(.init(name: name, attributes: owner, fields: state.fields, unevaluated: state.unevaluated, location: location(binding)))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        preview(node.macroName.text, node.arguments, node.additionalTrailingClosures, node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        preview(node.macroName.text, node.arguments, node.additionalTrailingClosures, node)
        return .visitChildren
    }

    /// `#Preview("name", as: …, using: …) { … } contentStates: { a; b; X.ContentState(…) }`.
    func preview(_ macro: String, _ arguments: LabeledExprListSyntax, _ closures: MultipleTrailingClosureElementListSyntax, _ node: some SyntaxProtocol) {
        guard macro == "Preview", let states = closures.first(where: { $0.label.text == "contentStates" })?.closure else { return }
        let title = arguments.first { $0.label == nil }.flatMap { Self.literal($0.expression) }.map { $0.shown } ?? "Preview"
        let using = arguments.first { $0.label?.text == "using" }?.expression
        var owner = using?.trimmedDescription ?? ""
        if let call = using?.as(FunctionCallExprSyntax.self) {
            // `using: X(title: "…")`: the attributes written inline.
            owner = call.calledExpression.nameText
            if attributeSamples[owner] == nil { attributeSamples[owner] = Self.labelledValues(call) }
        } else if let dot = owner.lastIndex(of: ".") {
            owner = String(owner[..<dot])
        }
        var names: [String] = []
        for (index, statement) in states.statements.enumerated() {
            guard let expression = statement.item.as(ExprSyntax.self) else { continue }
            if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
                names.append(member.declName.baseName.text)
            } else if let state = Self.stateInit(expression) {
                let name = "\(title) \(index + 1)"
                samples.append(.init(name: name, attributes: owner, fields: state.fields, unevaluated: state.unevaluated, location: location(statement)))
                names.append(name)
            }
        }
        previews.append(.init(name: title, states: names, location: location(node)))
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        var cases: [String] = []
        for member in node.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            cases += declaration.elements.map(\.name.text)
        }
        if !cases.isEmpty { enums.append(.init(name: node.name.text, cases: cases, location: location(node))) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A state built where the app starts or updates its activity
        // (`Activity.request(…content: .init(state: X.ContentState(…)…))`);
        // one a binding holds is the binding's (`visit(VariableDeclSyntax)`).
        if !(node.parent?.is(InitializerClauseSyntax.self) ?? false) {
            builtState(node, name: nil, annotation: nil, at: node)
            // `Activity.request(attributes: RideAttributes(pickup: "…"), …)`.
            if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes" { builtAttributes(node) }
        }
        guard node.calledExpression.nameText == "ActivityConfiguration",
              let forArgument = node.arguments.first(where: { $0.label?.text == "for" }) else { return .visitChildren }
        // `X.self`
        // `X.self`, also written across lines (`for: X` then `.self`).
        var attributesName = forArgument.expression.trimmedDescription.filter { !$0.isWhitespace }
        if attributesName.hasSuffix(".self") { attributesName = String(attributesName.dropLast(5)) }
        var presentations: [String] = []
        // The first trailing closure is the Lock Screen view; `dynamicIsland:`
        // holds `DynamicIsland { regions } compactLeading: … minimal: …`.
        if node.trailingClosure != nil { presentations.append("lockScreen") }
        let island = node.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
            ?? node.arguments.first { $0.label?.text == "dynamicIsland" }?.expression.as(ClosureExprSyntax.self)
        var islandModifiers: [String] = []
        if let island {
            let visitor = IslandFinder(viewMode: .sourceAccurate)
            visitor.walk(island)
            presentations += visitor.presentations
            islandModifiers = visitor.modifiers.map { "dynamicIsland.\($0)" }
        }
        // Modifiers chained on the configuration: walk up the member accesses.
        var modifiers: [String] = []
        var parent = Syntax(node).parent
        while let current = parent {
            if let access = current.as(MemberAccessExprSyntax.self) {
                modifiers.append(access.declName.baseName.text)
            } else if !current.is(FunctionCallExprSyntax.self) {
                break
            }
            parent = current.parent
        }
        // In SlotFit's order of presentations, whatever the source's.
        let order = ["lockScreen", "expanded.leading", "expanded.trailing", "expanded.center", "expanded.bottom", "compactLeading", "compactTrailing", "minimal"]
        presentations.sort { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
        configurations.append(.init(attributes: attributesName, location: location(node), presentations: presentations, modifiers: modifiers + islandModifiers))
        return .visitChildren
    }
}

/// The regions and compact views a `DynamicIsland { … }` builds, and its
/// own modifiers (`keylineTint`, `contentMargins`, `widgetURL`).
final class IslandFinder: SyntaxVisitor {
    var presentations: [String] = []
    var modifiers: [String] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // A modifier whose chain starts at `DynamicIsland { … }`.
        var base = node.base
        while let call = base?.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.nameText == "DynamicIsland" {
                modifiers.append(node.declName.baseName.text)
                break
            }
            base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.nameText
        if called == "DynamicIslandExpandedRegion", let position = node.arguments.first?.expression.trimmedDescription {
            presentations.append("expanded." + position.trimmingCharacters(in: CharacterSet(charactersIn: ".")))
        }
        if called == "DynamicIsland" {
            for closure in node.additionalTrailingClosures {
                presentations.append(closure.label.text)
            }
        }
        return .visitChildren
    }
}
