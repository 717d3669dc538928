import Foundation
import SwiftParser
import SwiftSyntax

/// What a team's widget extension declares for its Live Activities, read
/// from the Swift source with SwiftSyntax (issue 14, its first step: finding
/// what to render): each `ActivityConfiguration(for: X.self)` with the
/// presentations it builds and the modifiers on it, and each
/// `ActivityAttributes` type with its fields, its `ContentState`'s fields
/// and the enums they use.
public struct SourceInventory: Sendable, Hashable, Codable {
    /// A place in a Swift file.
    public struct Location: Sendable, Hashable, Codable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var description: String { "\(file):\(line):\(column)" }
    }

    /// A stored property: `var driverName: String?`.
    public struct Field: Sendable, Hashable, Codable {
        public var name: String
        /// The type as written, without the `?`.
        public var type: String
        public var isOptional: Bool
        public var location: Location
    }

    /// An `ActivityAttributes` type.
    public struct AttributesType: Sendable, Hashable, Codable {
        public var name: String
        public var location: Location
        /// The attributes' own stored properties (static for the activity).
        public var fields: [Field]
        /// `ContentState`'s stored properties.
        public var stateFields: [Field]
    }

    /// An enum with its cases (`enum Status: String, Codable { case a, b }`),
    /// for conditions and `switch` over a field.
    public struct EnumType: Sendable, Hashable, Codable {
        public var name: String
        public var cases: [String]
        public var location: Location
    }

    /// An `ActivityConfiguration(for:)` and what it builds.
    public struct Configuration: Sendable, Hashable, Codable {
        /// The attributes type named in `for: X.self`.
        public var attributes: String
        public var location: Location
        /// The presentations its closures build: `lockScreen`,
        /// `expanded.leading` …, `compactLeading`, `compactTrailing`, `minimal`.
        public var presentations: [String]
        /// Modifiers on the configuration (`supplementalActivityFamilies`,
        /// `contentMarginsDisabled`, `keylineTint`…) and on the Dynamic Island.
        public var modifiers: [String]
    }

    public var configurations: [Configuration] = []
    public var attributes: [AttributesType] = []
    public var enums: [EnumType] = []
    /// The Swift files read, in order.
    public var files: [String] = []

    /// Reads every `.swift` file at `paths` (files or folders, searched
    /// recursively; `.build` and hidden folders skipped), in a stable order.
    ///
    /// - Throws: `ImportError` naming a path that does not exist or a file
    ///   that is not UTF-8.
    public init(paths: [String]) throws {
        for file in try Self.swiftFiles(paths) {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ImportError(message: "\(file): cannot read it; check its permissions")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw ImportError(message: "\(file): not UTF-8; save it as UTF-8")
            }
            add(source: text, file: file)
        }
    }

    /// An inventory of one source text (`file` names it in locations).
    public init(source: String, file: String) {
        add(source: source, file: file)
    }

    private mutating func add(source: String, file: String) {
        files.append(file)
        let tree = Parser.parse(source: source)
        let finder = DeclarationFinder(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        finder.walk(tree)
        configurations += finder.configurations
        attributes += finder.attributes
        enums += finder.enums
    }

    static func swiftFiles(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ImportError(message: "\(path): no such file or folder; pass Swift files or the widget extension's folder")
            }
            guard isFolder.boolValue else { found.append(path); continue }
            let base = URL(fileURLWithPath: path)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name.hasPrefix(".") || name == "DerivedData" { walker.skipDescendants(); continue }
                if url.pathExtension == "swift" { found.append(url.path) }
            }
        }
        return found.sorted()
    }
}

/// An import error: the file (and line, when known) and the fix.
public struct ImportError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

/// Walks a syntax tree for the declarations an inventory records.
final class DeclarationFinder: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var configurations: [SourceInventory.Configuration] = []
    var attributes: [SourceInventory.AttributesType] = []
    var enums: [SourceInventory.EnumType] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> SourceInventory.Location {
        let place = node.startLocation(converter: converter)
        return .init(file: file, line: place.line, column: place.column)
    }

    static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == name || $0.type.trimmedDescription.hasSuffix(".\(name)") } ?? false
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
                fields.append(.init(name: name, type: type, isOptional: optional, location: location(binding)))
            }
        }
        return fields
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.inherits(node.inheritanceClause, "ActivityAttributes") else { return .visitChildren }
        var state: [SourceInventory.Field] = []
        for member in node.memberBlock.members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "ContentState" {
                state = storedFields(nested.memberBlock.members)
            }
        }
        attributes.append(.init(name: node.name.text, location: location(node), fields: storedFields(node.memberBlock.members), stateFields: state))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension X: ActivityAttributes { struct ContentState … }`.
        guard Self.inherits(node.inheritanceClause, "ActivityAttributes") else { return .visitChildren }
        let name = node.extendedType.trimmedDescription
        var state: [SourceInventory.Field] = []
        for member in node.memberBlock.members {
            if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "ContentState" {
                state = storedFields(nested.memberBlock.members)
            }
        }
        attributes.append(.init(name: name, location: location(node), fields: [], stateFields: state))
        return .visitChildren
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
        guard node.calledExpression.trimmedDescription == "ActivityConfiguration",
              let forArgument = node.arguments.first(where: { $0.label?.text == "for" }) else { return .visitChildren }
        // `X.self`
        var attributesName = forArgument.expression.trimmedDescription
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
            if call.calledExpression.trimmedDescription == "DynamicIsland" {
                modifiers.append(node.declName.baseName.text)
                break
            }
            base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
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
