import SlotFit
import SwiftSyntax

extension SourceInventory {
    /// A string table the source names with a literal: `Text("title",
    /// tableName: "LiveActivity")`, `String(localized: "eta", table:
    /// "Common")`, `NSLocalizedString("k", tableName: "Ride", bundle:
    /// .module, comment: "")`.
    package struct TableReference: Sendable, Hashable {
        /// The table's name.
        public var table: String
        /// The `bundle:` written beside it (`.module`, `RideKit.bundle`), if any.
        public var bundle: String?
        /// Where it is named.
        public var location: SourceLocation
    }

    /// Every table the files name by a literal `tableName:` or `table:`, in
    /// file order: what `slotfit init` looks for among the string tables.
    package var tableReferences: [TableReference] {
        var found: [TableReference] = []
        for (file, tree) in zip(files, trees.trees) {
            let finder = TableNameFinder(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
            LargeStack.run { finder.walk(tree) }
            found += finder.references
        }
        return found
    }
}

/// The literal `tableName:` / `table:` arguments of a file's calls.
final class TableNameFinder: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var references: [SourceInventory.TableReference] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// The calls that look a string up: SwiftUI's texts and Foundation's lookups.
    static let lookups: Set<String> = ["Text", "Label", "Button", "Toggle", "Link", "String", "NSLocalizedString", "LocalizedStringKey",
                                       "LocalizedStringResource", "AttributedString", "localizedString", "init"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let called = node.calledExpression.nameText.split(separator: ".").last, Self.lookups.contains(String(called)) else { return .visitChildren }
        for argument in node.arguments where ["tableName", "table"].contains(argument.label?.text) {
            guard case .string(let name)? = DeclarationFinder.literal(argument.expression), !name.isEmpty else { continue }
            let bundle = node.arguments.first { $0.label?.text == "bundle" }?.expression.trimmedDescription
            let place = argument.startLocation(converter: converter)
            references.append(.init(table: name, bundle: bundle, location: .init(file: file, line: place.line, column: place.column)))
        }
        return .visitChildren
    }
}
