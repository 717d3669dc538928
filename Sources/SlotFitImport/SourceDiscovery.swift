import Foundation
import SlotFit
import SwiftSyntax

/// Where a repository keeps its Live Activities, as `slotfit init` finds
/// them: the folders whose Swift files declare an `ActivityConfiguration`,
/// and the folders elsewhere — a `Shared/` beside the widget extension, a
/// framework — that declare what those configurations name: the
/// `ActivityAttributes` type with its `ContentState`, extensions of either,
/// sample states, `#Preview`s and the enums their fields use.
///
/// The whole project folder is searched once (build products,
/// dependencies and hidden folders skipped; nothing outside the project is
/// read); only files that mention a name are parsed.
package struct SourceDiscovery: Sendable {
    /// A folder (or, when its folder would hold a whole extension, a file)
    /// to read, and why.
    package struct Source: Sendable, Hashable {
        /// Absolute path.
        package var path: String
        /// Why it is read: what it declares, with file and line.
        package var reason: String
        /// `true` for a folder holding an `ActivityConfiguration`.
        package var declaresConfiguration: Bool
    }

    /// An attributes type a configuration names that nothing declares.
    package struct MissingType: Sendable, Hashable {
        /// The name as written in `for: X.self`.
        package var name: String
        /// The configuration's place, relative to the project.
        package var configuration: SourceLocation
    }

    /// The configurations' folders (sorted), then what was added (sorted).
    package var sources: [Source]
    /// Attributes types declared nowhere in the project.
    package var missing: [MissingType]
    /// Files that mention a name but could not be read (too deeply nested).
    package var refused: [SlotFitError]

    /// The paths, in order: what `sources:` lists.
    package var paths: [String] { sources.map(\.path) }

    /// Searches `root`.
    ///
    /// - Throws: `SlotFitError` when the folder cannot be listed.
    package init(root: String, limits: ImportLimits = .standard) throws {
        let files = try RepositoryFiles.walk(root)
        var texts: [String: String] = [:]
        for file in files.swift { texts[file] = RepositoryFiles.text(file) }
        // The folders of the configurations: each the nearest folder of one
        // extension's configuration files.
        var folders = Set<String>()
        for file in files.swift where texts[file]?.contains("ActivityConfiguration(") == true {
            folders.insert((file as NSString).deletingLastPathComponent)
        }
        let sorted = folders.sorted()
        let configurationFolders = sorted.filter { folder in !sorted.contains { $0 != folder && RepositoryFiles.path(folder, isIn: $0) } }
        func inSources(_ file: String) -> Bool { configurationFolders.contains { RepositoryFiles.path(file, isIn: $0) } }

        // What the extensions already read: their configurations and the types they declare.
        var refused: [SlotFitError] = []
        var own = SourceInventory.empty
        for file in files.swift where inSources(file) {
            let part = SourceInventory(source: texts[file] ?? "", file: files.relative(file), limits: limits)
            refused += part.refused
            own.merge(part)
        }
        var wanted: [String: SourceLocation] = [:]
        for configuration in own.configurations where wanted[configuration.attributes] == nil {
            wanted[configuration.attributes] = configuration.location
        }

        // Files outside the extensions that mention an attributes type (or,
        // in a second round, an enum its fields use) and add to it.
        var contributions: [String: [String]] = [:]   // file → what it adds
        var lines: [String: Int] = [:]                 // file → the first line it adds at
        var declared = Set(own.attributes.map(\.name))
        var declaredEnums = Set(own.enums.map(\.name))
        var fieldTypes = Set(own.attributes.filter { wanted[$0.name] != nil }.flatMap { $0.fields + $0.stateFields }.map(\.type))
        var parsed: [String: SourceInventory] = [:]
        func inventory(_ file: String) -> SourceInventory {
            if let known = parsed[file] { return known }
            let read = SourceInventory(source: texts[file] ?? "", file: files.relative(file), limits: limits)
            refused += read.refused
            parsed[file] = read
            return read
        }
        let names = wanted.keys.sorted()
        for file in files.swift where !inSources(file) {
            guard let text = texts[file] else { continue }
            let mentioned = names.filter { Self.mentions(text, Self.simpleName($0)) }
            guard !mentioned.isEmpty else { continue }
            let found = inventory(file)
            guard let tree = found.trees.trees.first else { continue }
            let visitor = AttributesUses(names: Set(mentioned.map(Self.simpleName)))
            visitor.walk(tree)
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            for name in mentioned {
                let simple = Self.simpleName(name)
                var adds: [String] = []
                var first = Int.max
                if let type = found.attributes.first(where: { $0.name == simple || $0.name == name }) {
                    adds.append(type.stateFields.isEmpty ? "declares \(simple)" : "declares \(simple) and its ContentState")
                    first = min(first, type.location.line ?? first)
                    declared.insert(name)
                    fieldTypes.formUnion((type.fields + type.stateFields).map(\.type))
                }
                let samples = found.samples.filter { $0.attributes == simple || $0.attributes == name }
                if !samples.isEmpty {
                    adds.append("\(samples.count) sample state\(samples.count == 1 ? "" : "s") (\(samples.map(\.name).joined(separator: ", ")))")
                    first = min(first, samples.compactMap(\.location.line).min() ?? first)
                }
                let uses = visitor.uses[simple] ?? []
                for kind in ["an extension", "an extension of its ContentState", "a #Preview"] {
                    guard let node = uses.first(where: { $0.kind == kind })?.node else { continue }
                    adds.append(kind)
                    first = min(first, node.startLocation(converter: converter).line)
                }
                if found.attributeSamples[simple] != nil, !adds.contains(where: { $0.hasPrefix("declares") }) { adds.append("a sample of its attributes") }
                guard !adds.isEmpty else { continue }
                contributions[file, default: []].append("\(simple): \(adds.joined(separator: ", "))")
                lines[file] = min(lines[file] ?? Int.max, first == Int.max ? 1 : first)
            }
        }
        // The enums the fields use, declared neither in the extensions nor
        // in what was just added.
        for file in contributions.keys { declaredEnums.formUnion(inventory(file).enums.map(\.name)) }
        let missingEnums = fieldTypes.filter { !declaredEnums.contains($0) && $0.first?.isUppercase == true && !Self.standardTypes.contains($0) }.sorted()
        if !missingEnums.isEmpty {
            for file in files.swift where !inSources(file) {
                guard let text = texts[file] else { continue }
                let mentioned = missingEnums.filter { Self.mentions(text, $0) }
                guard !mentioned.isEmpty else { continue }
                let found = inventory(file)
                for name in mentioned {
                    guard let declaration = found.enums.first(where: { $0.name == name }), !declaredEnums.contains(name) else { continue }
                    declaredEnums.insert(name)
                    contributions[file, default: []].append("\(name): declares the enum a field uses")
                    lines[file] = min(lines[file] ?? Int.max, declaration.location.line ?? Int.max)
                }
            }
        }

        // The namespaces the extensions' views read constants from
        // (`DesignSystem.Spaces.half`, `Theme.gap`) that nothing read so far
        // declares: the file of the repository that declares each (a design
        // system's tokens), else every such value is SwiftUI's default.
        var declaredTypes = Set<String>()
        for file in files.swift where inSources(file) || contributions[file] != nil {
            declaredTypes.formUnion(Self.declaredTypeNames(texts[file] ?? ""))
        }
        // What the Live Activities' views read and SlotFit could not
        // compute, as the importer approximates it (not every widget of the
        // extension: its other widgets read the whole app).
        var firstUse: [String: (file: String, line: Int)] = [:]
        for approximation in own.importActivities().approximations {
            for (name, _) in Self.namespacesRead(approximation.construct) where firstUse[name] == nil && !declaredTypes.contains(name) {
                firstUse[name] = (approximation.location.file, approximation.location.line ?? 1)
            }
        }
        var fileOnly = Set<String>()
        var declaring: [String: String] = [:]   // a type → the first file declaring it
        if !firstUse.isEmpty {
            for file in files.swift where !inSources(file) && contributions[file] == nil {
                guard let text = texts[file], firstUse.keys.contains(where: { text.contains($0) }) else { continue }
                for name in Self.declaredTypeNames(text) where firstUse[name] != nil && declaring[name] == nil { declaring[name] = file }
            }
        }
        for name in firstUse.keys.sorted() {
            guard let file = declaring[name], let use = firstUse[name] else { continue }
            contributions[file, default: []].append("\(name): declares the constants the views read (\(use.file):\(use.line))")
            lines[file] = min(lines[file] ?? Int.max, Self.declarationLine(of: name, in: texts[file] ?? "") ?? 1)
            // A folder of many files (the app's own) is not read for one type.
            let folder = (file as NSString).deletingLastPathComponent
            if files.swift.filter({ ($0 as NSString).deletingLastPathComponent == folder }).count > Self.namespaceFolderLimit { fileOnly.insert(file) }
        }

        // Each contributing file's folder, unless that folder holds an
        // extension (then the file alone: reading the folder would read the
        // whole app); a folder inside another chosen one is part of it.
        var added: [String: [String]] = [:]
        for (file, adds) in contributions {
            let folder = (file as NSString).deletingLastPathComponent
            let holdsExtension = configurationFolders.contains { RepositoryFiles.path($0, isIn: folder) }
            let path = holdsExtension || fileOnly.contains(file) ? file : folder
            added[path, default: []] += adds.map { "\($0) (\(files.relative(file)):\(lines[file] ?? 1))" }
        }
        var result = configurationFolders.map { folder -> Source in
            let here = own.configurations.filter { RepositoryFiles.path((files.root as NSString).appendingPathComponent($0.location.file), isIn: folder) }
            return Source(path: folder, reason: here.map { "ActivityConfiguration(for: \($0.attributes).self) (\($0.location.fileAndLine))" }.joined(separator: ", "),
                          declaresConfiguration: true)
        }
        let addedPaths = added.keys.sorted()
        // Sorted, an enclosing folder comes first and takes what is inside it.
        for path in addedPaths {
            if let outer = addedPaths.first(where: { $0 != path && RepositoryFiles.path(path, isIn: $0) }) {
                added[outer, default: []] += added[path] ?? []
            }
        }
        for path in addedPaths where !addedPaths.contains(where: { $0 != path && RepositoryFiles.path(path, isIn: $0) }) {
            // A declaration before what extends it.
            let reasons = (added[path] ?? []).sorted { ($0.contains(": declares") ? 0 : 1, $0) < ($1.contains(": declares") ? 0 : 1, $1) }
            result.append(Source(path: path, reason: reasons.joined(separator: "; "), declaresConfiguration: false))
        }
        sources = result
        missing = names.filter { !declared.contains($0) && !declared.contains(Self.simpleName($0)) }.map { MissingType(name: $0, configuration: wanted[$0]!) }
        self.refused = refused
    }

    /// Types no repository declares: the standard library's and Foundation's.
    static let standardTypes: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "TimeInterval", "CGFloat",
                                             "Int64", "Int32", "UInt", "Decimal", "ClosedRange<Date>", "Range<Date>", "Duration"]

    /// The most Swift files a folder may hold to be read for the one
    /// namespace it declares (more: the declaring file alone).
    static let namespaceFolderLimit = 30

    /// The capitalized names a text reads members of (`DesignSystem` in
    /// `DesignSystem.Spaces.half`), each with the line of its first use;
    /// comments are skipped.
    static func namespacesRead(_ text: String) -> [(name: String, line: Int)] {
        var found: [(String, Int)] = []
        var seen = Set<String>()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for match in code.matches(of: /(^|[^A-Za-z0-9_.])([A-Z][A-Za-z0-9_]*)\.[A-Za-z_]/) {
                let name = String(match.output.2)
                if seen.insert(name).inserted { found.append((name, index + 1)) }
            }
        }
        return found
    }

    /// The types a file declares (`enum DesignSystem`, `struct Theme`,
    /// `class Palette`), nested ones too.
    static func declaredTypeNames(_ text: String) -> Set<String> {
        Set(text.matches(of: /(?:^|[\s{;])(?:enum|struct|class|actor)\s+([A-Z][A-Za-z0-9_]*)/).map { String($0.output.1) })
    }

    /// The line `name` is declared at in `text`.
    static func declarationLine(of name: String, in text: String) -> Int? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(name) && declaredTypeNames(String(line)).contains(name) { return index + 1 }
        return nil
    }

    /// `RideKit.RideAttributes` → `RideAttributes`.
    static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Whether `text` holds `name` as a whole identifier.
    static func mentions(_ text: String, _ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        var searched = text.startIndex
        while let range = text.range(of: name, range: searched..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false) { return true }
            searched = range.upperBound
        }
        return false
    }
}

/// The extensions of attributes types and their `ContentState`s, and the
/// `#Preview`s that show them (`using: X.preview`, `using: X(…)`), by the
/// type's name.
final class AttributesUses: SyntaxVisitor {
    let names: Set<String>
    var uses: [String: [(kind: String, node: Syntax)]] = [:]

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = SourceDiscovery.simpleName(node.extendedType.trimmedDescription.replacingOccurrences(of: ".ContentState", with: ""))
        if names.contains(extended) {
            let kind = node.extendedType.trimmedDescription.hasSuffix(".ContentState") ? "an extension of its ContentState" : "an extension"
            uses[extended, default: []].append((kind, Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        preview(node.macroName.text, node.arguments, Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        preview(node.macroName.text, node.arguments, Syntax(node))
        return .visitChildren
    }

    func preview(_ macro: String, _ arguments: LabeledExprListSyntax, _ node: Syntax) {
        guard macro == "Preview", let using = arguments.first(where: { $0.label?.text == "using" })?.expression else { return }
        let written = using.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? using.trimmedDescription
        let owner = written.split(separator: ".").dropLast(using.is(FunctionCallExprSyntax.self) ? 0 : 1).last.map(String.init) ?? written
        if names.contains(owner) { uses[owner, default: []].append(("a #Preview", node)) }
    }
}
