import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without surrounding trivia when it is short enough
    /// to be a name, a type path or a literal the interpreter compares
    /// against (`self`, `Color`, `Theme.title`, `Date.now`), else "".
    /// `trimmedDescription` rebuilds the whole left spine of a modifier
    /// chain to drop its leading trivia, so asking it at every link of a
    /// chain made reading one quadratic (400 links: 4.6 s); the length
    /// check only walks to the first and last token (comments above a
    /// short name do not make it long).
    var nameText: String {
        trimmedLength.utf8Length <= 160 ? trimmedDescription : ""
    }
}
