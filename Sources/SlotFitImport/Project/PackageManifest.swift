import Foundation
import SwiftParser
import SwiftSyntax

/// What a Swift package's `Package.swift` says of the bundles its targets
/// make: the `defaultLocalization:` of `Package(…)`, which SwiftPM writes
/// as each resource bundle's development region (the language a lookup
/// falls back to when the person's languages match none of the bundle's).
/// Read from the syntax, never run.
package struct PackageManifest: Sendable, Equatable {
    /// `defaultLocalization: "de"` (or `LanguageTag("de")`); `nil` when the
    /// manifest does not say.
    package var defaultLocalization: String?
    /// The products it declares (`.library(name: "Kit", …)`), by name: what
    /// an Xcode target links by `productName`.
    package var products: [String] = []

    /// The manifest of the package whose root is `folder`; `nil` without a
    /// readable `Package.swift` there (at most 1 MiB).
    package init?(folder: String) {
        let file = (folder as NSString).appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: file), data.count <= 1 << 20,
              let text = String(data: data, encoding: .utf8) else { return nil }
        let finder = DefaultLocalizationFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        defaultLocalization = finder.found
        products = finder.products
    }

    /// The root of the package `path` lies in (the nearest folder above it
    /// holding `Package.swift`), not above `project`; `nil` outside one.
    package static func root(containing path: String, within project: String) -> String? {
        var folder = path
        while RepositoryFiles.path(folder, isIn: project) {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) { return folder }
            let up = (folder as NSString).deletingLastPathComponent
            if up == folder { break }
            folder = up
        }
        return nil
    }
}

/// The first `defaultLocalization:` argument written as a string literal,
/// or as `LanguageTag("…")` around one.
private final class DefaultLocalizationFinder: SyntaxVisitor {
    var found: String?
    var products: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if [".library", ".executable", "Product.library", "Product.executable"].contains(called),
           let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self),
           name.segments.count == 1, let segment = name.segments.first?.as(StringSegmentSyntax.self) {
            products.append(segment.content.text)
        }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, node.label?.text == "defaultLocalization" else { return .visitChildren }
        var expression = node.expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("LanguageTag"),
           let first = call.arguments.first?.expression { expression = first }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let segment = literal.segments.first?.as(StringSegmentSyntax.self) {
            found = segment.content.text
        }
        return .skipChildren
    }
}
