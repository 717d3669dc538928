import SlotFit
import SwiftSyntax

extension ViewInterpreter {
    /// `view` then `#if os(iOS) .modifier(…) #endif` in a modifier chain:
    /// the view with the chosen clause's modifiers (the first clause, or
    /// `#else` with `branches: oldest`, as statements' `#if`); a clause with
    /// no modifiers leaves the view as it is. It was the whole view dropped.
    mutating func postfixIfConfigView(_ postfix: PostfixIfConfigExprSyntax) -> ActivityView? {
        guard let base = postfix.base, let built = view(base) else { return nil }
        let clauses = Array(postfix.config.clauses)
        let chosen = branches == .oldest ? (clauses.last { $0.poundKeyword.text == "#else" } ?? clauses.first) : clauses.first
        saw("#if in a modifier chain")
        guard case .postfixExpression(let chain)? = chosen?.elements else { return built }
        return applying(chain, to: built)
    }

    /// The modifiers of a chain written without its base (`.a(x).b(y)`),
    /// innermost first, applied to `view`.
    private mutating func applying(_ chain: ExprSyntax, to view: ActivityView) -> ActivityView? {
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            guard let base = nested.base, let inner = applying(base, to: view) else { return nil }
            let clauses = Array(nested.config.clauses)
            let chosen = branches == .oldest ? (clauses.last { $0.poundKeyword.text == "#else" } ?? clauses.first) : clauses.first
            guard case .postfixExpression(let more)? = chosen?.elements else { return inner }
            return applying(more, to: inner)
        }
        guard let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            approximate(chain, "the view without this modifier (not a call SlotFit models)")
            return view
        }
        var inner: ActivityView? = view
        if let base = member.base { inner = applying(base, to: view) }
        guard let inner else { return nil }
        return modify(inner, member.declName.baseName.text, call)
    }
}
