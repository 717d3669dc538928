import SlotFit
import SwiftSyntax

/// One path through a function's or getter's statements as the importer
/// follows it (`ViewInterpreter+Statements`): the names in scope, what
/// runs next and the blocks open. Nothing runs: each name holds the value
/// expression it would have, per state.
struct Execution {
    /// What runs next (the last entry first).
    enum Pending {
        /// Statements still to run, in order.
        case statements(ArraySlice<CodeBlockItemSyntax>)
        /// The end of a block: the names it declared get back what they
        /// held before it; the enclosing block's declarations again.
        case blockEnd([String: Bound?])
        /// A `for`-`in` loop's remaining iterations.
        case loop(Loop)
        /// Where `break` goes on: after a loop or a `switch`.
        case breakTarget
    }

    /// A `for name in elements where filter { body }` still to iterate.
    struct Loop {
        var name: String?
        var elements: ArraySlice<ValueExpression>
        var integers: Bool
        var body: CodeBlockItemListSyntax
        var filter: ExprSyntax?
    }

    /// How a path ended.
    enum Outcome {
        /// `return value` (or a branch of one expression's value).
        case returned(ValueExpression)
        /// The statements ran out (an `if`'s branch merged, an initializer).
        case finished(Execution)
        /// `fatalError()`: no value, and no path the app shows.
        case unreachable
        /// Not evaluated: a construct SlotFit does not follow, or a budget spent.
        case failed
    }

    /// One way through an `if`, `switch` or `guard`: taken when `test`
    /// holds (`nil`: otherwise), with the names its patterns bind.
    struct Arm {
        var test: ValueExpression?
        var bindings: [(String, Bound)] = []
        var statements: [ArraySlice<CodeBlockItemSyntax>]
        /// A `switch` case: `break` in it ends the `switch`.
        var breaks = false
    }

    /// How many paths one evaluation has followed (shared by its forks).
    final class Paths {
        var count = 1
    }

    var scope: Scope
    var pending: [Pending]
    /// The names the innermost open block declared, with what they held
    /// before (`nil`: nothing).
    var declared: [String: Bound?] = [:]
    /// Names assigned on this path (merged after an `if` or `switch`).
    var assigned: Set<String> = []
    /// In a body of one `if` or `switch` expression, a branch of one
    /// expression is its value (SE-0380).
    var implicitReturn = false
    /// An initializer's body: assigning `self.x` sets a stored property,
    /// kept as written (a `LocalizedStringKey`, a view) rather than
    /// evaluated.
    var initializer = false
    let paths: Paths

    init(scope: Scope, statements: ArraySlice<CodeBlockItemSyntax>, paths: Paths = Paths()) {
        self.scope = scope
        self.pending = [.statements(statements)]
        self.paths = paths
    }

    /// Declares `name` in the innermost block.
    mutating func declare(_ name: String, _ bound: Bound, integer: Bool = false) {
        if !declared.keys.contains(name) { declared.updateValue(scope.names[name], forKey: name) }
        scope.names[name] = bound
        if integer { scope.integers.insert(name) } else { scope.integers.remove(name) }
    }

    /// Opens a block: what it declares is undone at its end.
    mutating func beginBlock() {
        pending.append(.blockEnd(declared))
        declared = [:]
    }

    /// Closes the innermost block.
    mutating func endBlock(_ enclosing: [String: Bound?]) {
        for (name, before) in declared {
            scope.names[name] = before
            if before == nil { scope.integers.remove(name) }
        }
        declared = enclosing
    }
}
