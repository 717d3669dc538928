import Foundation
import SlotFit
import SwiftSyntax

/// Where a repository keeps its Live Activities, as `slotfit init` finds
/// them: the folders whose Swift files declare an `ActivityConfiguration`,
/// and the folders elsewhere — a `Shared/` beside the widget extension, a
/// framework — that declare what those configurations name: the
/// `ActivityAttributes` type with its `ContentState`, extensions of either,
/// sample states, `#Preview`s, the enums their fields use, the namespaces
/// their views read constants from and the custom views they show.
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
    /// The reader of the projects that build the extensions, with the
    /// project files it has read: init and the import ask it again.
    package var bundleReader: ExtensionBundleReader

    /// Searches `root`.
    ///
    /// - Throws: `SlotFitError` when the folder cannot be listed.
    package init(root: String, limits: ImportLimits = .standard) throws {
        var scan = try Scan(root: root, limits: limits)
        // Files outside the extensions that mention an attributes type (or,
        // in a second round, an enum its fields use) and add to it.
        scan.addAttributesContributions()
        scan.addStateAliasContributions()
        scan.addEnumContributions()
        // The namespaces the extensions' views read constants from.
        scan.addNamespaceContributions()
        // The custom views they show, declared outside the extensions.
        scan.addViewContributions()
        sources = scan.sources()
        bundleReader = scan.bundleReader
        missing = scan.missingTypes()
        self.refused = scan.refused
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
            // The code before a `//` comment, found byte by byte.
            let bytes = line.utf8
            var cut = bytes.startIndex
            while cut < bytes.endIndex, !(bytes[cut] == 0x2F && bytes.index(after: cut) < bytes.endIndex && bytes[bytes.index(after: cut)] == 0x2F) {
                cut = bytes.index(after: cut)
            }
            let code = line[..<cut]
            // A line without a dot reads no member (the regex is the slow part).
            guard code.utf8.contains(0x2E) else { continue }
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
        where String(line).containsUTF8(name) && declaredTypeNames(String(line)).contains(name) { return index + 1 }
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
        while let range = text.utf8Range(of: name, from: searched) {
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
