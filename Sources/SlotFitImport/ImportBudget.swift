import SlotFit
import SwiftSyntax

/// What one activity's interpretation has spent of its `ImportLimits`,
/// shared by every copy of the interpreter (`ViewInterpreter` is a value
/// that reads arguments in their own scope through copies), and the memo
/// of getters already evaluated.
final class ImportBudget {
    let limits: ImportLimits
    /// Views and modifiers interpreted so far.
    private(set) var constructs = 0
    /// Values evaluated so far.
    private(set) var evaluations = 0
    /// State-dependent modifier splits made so far.
    private(set) var splits = 0
    /// Where a budget ran out, and which (reported once each), and what
    /// evaluations left out: added to the activity's approximations.
    private(set) var cutoffs: [Approximation] = []
    /// Parameterless getters of the state or the attributes, by their
    /// declaration, evaluated once (`nil` inside: being evaluated, so a
    /// getter reading itself is found at once, not by exhausting a depth).
    private var getters: [SyntaxIdentifier: ValueExpression?] = [:]
    /// Getters being evaluated now.
    private var evaluating: Set<SyntaxIdentifier> = []

    init(limits: ImportLimits) { self.limits = limits }

    /// Counts one view or modifier; `false` once the activity's budget is spent.
    func spendConstruct() -> Bool {
        constructs += 1
        return constructs <= limits.constructs
    }

    /// Counts one evaluation; `false` once the activity's budget is spent.
    func spendEvaluation() -> Bool {
        evaluations += 1
        return evaluations <= limits.evaluations
    }

    /// Views being built now, one inside another.
    private(set) var viewDepth = 0
    /// Values being evaluated now, one inside another.
    private(set) var valueDepth = 0

    /// Enters one more level of views; `false` (and nothing entered) past
    /// the limit.
    func enterView() -> Bool {
        guard viewDepth < limits.viewDepth else { return false }
        viewDepth += 1
        return true
    }

    func leaveView() { viewDepth -= 1 }

    /// Enters one more level of value; `false` (and nothing entered) past
    /// the limit.
    func enterValue() -> Bool {
        guard valueDepth < limits.valueDepth else { return false }
        valueDepth += 1
        return true
    }

    func leaveValue() { valueDepth -= 1 }

    /// Counts one split; `false` once no more splits are allowed.
    func spendSplit() -> Bool {
        guard splits < limits.splits else { return false }
        splits += 1
        return true
    }

    /// Records that a budget ran out at `location` (once per budget).
    func cutOff(_ approximation: Approximation) {
        guard !cutoffs.contains(where: { $0.assumed == approximation.assumed }) else { return }
        cutoffs.append(approximation)
    }

    /// Records what an evaluation that cannot note it itself left out
    /// (a value out of range in a format style), once.
    func note(_ approximation: Approximation) {
        guard !cutoffs.contains(approximation) else { return }
        cutoffs.append(approximation)
    }

    /// A getter's value, evaluated by `evaluate` on first use; `nil` for a
    /// getter that reads itself (directly or through others).
    func getter(_ declaration: SyntaxIdentifier, _ evaluate: () -> ValueExpression?) -> ValueExpression? {
        if let known = getters[declaration] { return known }
        guard evaluating.insert(declaration).inserted else { return nil }
        let value = evaluate()
        evaluating.remove(declaration)
        getters[declaration] = .some(value)
        return value
    }

    /// `evaluate`'s value, or `nil` when the declaration is being evaluated
    /// already (it reads itself); not remembered, for a value that depends
    /// on the names in scope (a view's getter over its arguments).
    func guardingCycle(_ declaration: SyntaxIdentifier, _ evaluate: () -> ValueExpression?) -> ValueExpression? {
        guard evaluating.insert(declaration).inserted else { return nil }
        defer { evaluating.remove(declaration) }
        return evaluate()
    }
}
