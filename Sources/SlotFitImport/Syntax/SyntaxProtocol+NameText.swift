import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without surrounding trivia when it can be a name, a
    /// type path or a short literal the interpreter compares against
    /// (`self`, `Color`, `Theme.title`, `Date.now`, `.horizontal`), else "".
    /// `trimmedDescription` rebuilds the whole left spine of a modifier
    /// chain to drop its leading trivia, and even measuring the trimmed
    /// length walks to the first token, so asking either at every link of a
    /// chain made reading one quadratic (400 links: 4.6 s). Names and member
    /// paths are read from their tokens; anything else only when it is small.
    var nameText: String { nameText(depth: 0) }

    private func nameText(depth: Int) -> String {
        if let reference = Syntax(self).as(DeclReferenceExprSyntax.self) { return reference.trimmedDescription }
        // `StatusView<Intent, Refetch>(context:)`: the type's name, its
        // generic arguments aside (the declaration is found by its name).
        if let specialized = Syntax(self).as(GenericSpecializationExprSyntax.self) { return specialized.expression.nameText(depth: depth + 1) }
        if let member = Syntax(self).as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return "." + member.declName.trimmedDescription }
            // A path of a few names (`Theme.Fonts.title`); deeper is no name.
            guard depth < 8 else { return "" }
            let baseName = base.nameText(depth: depth + 1)
            return baseName.isEmpty ? "" : baseName + "." + member.declName.trimmedDescription
        }
        // The stored total length first: a node of kilobytes is no name.
        guard totalLength.utf8Length <= 512 else { return "" }
        return trimmedLength.utf8Length <= 160 ? trimmedDescription : ""
    }
}
