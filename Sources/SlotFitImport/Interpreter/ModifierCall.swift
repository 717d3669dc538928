import SlotFit
import SwiftSyntax

/// A modifier call's arguments as the importer reads them: by label, and
/// as a literal word (`.tail`, `true`, `.belowIfTooWide`).
struct ModifierCall {
    /// The call, `.padding(.horizontal, 8)`.
    let call: FunctionCallExprSyntax

    init(_ call: FunctionCallExprSyntax) { self.call = call }

    /// The argument labelled `label` (the first unlabelled one for `nil`).
    func argument(_ label: String? = nil) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }

    /// The argument labelled `label` as a literal's text.
    func word(_ label: String? = nil) -> String? { argument(label).flatMap(DeclarationFinder.literal)?.shown }
}
