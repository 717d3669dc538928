/// The budgets every evaluation of a team's Swift runs under. A pull
/// request can commit any Swift, including code that compiles and would
/// make a naive interpreter recurse or expand without end (a view that
/// uses itself twice per level, a getter that reads itself, nested
/// `ForEach` over literal ranges, a 50,000-long modifier chain). Within
/// these budgets every real widget extension is read whole; past them the
/// importer stops expanding, lays out a stand-in and says where and why
/// (an `Approximation`), or, for a file too deep to read, throws a located
/// error. Nothing signals, nothing runs unbounded.
public struct ImportLimits: Sendable, Hashable {
    /// How deep a file's syntax tree may nest (after operators are folded,
    /// so `a + b + …` nests once per operand): deeper files are refused
    /// with the line and column where the limit is passed. A real Live
    /// Activity's deepest expression nests about 60 levels; a chain of 400
    /// modifiers about 800.
    package var syntaxDepth = 1_200
    /// How deep square brackets may nest in a file's text (`[[[…]]]`):
    /// SwiftParser's time doubles with each level of them.
    package var bracketDepth = 12
    /// Views and modifiers interpreted per activity (each custom view,
    /// helper and `ForEach` element counts again each time it is
    /// expanded). A real Live Activity has a few hundred; the layout of
    /// each snapshot grows with the views, so the budget also bounds what a
    /// hostile tree costs `check` per locale and device.
    public var constructs = 5_000
    /// Values evaluated per activity (getters, functions and constants
    /// inlined count each time).
    package var evaluations = 200_000
    /// How deep the views an activity builds may nest (each stack, custom
    /// view and modifier of a chain is a level): the layout, the
    /// environment and the snapshot walk them recursively. A real Live
    /// Activity nests about 20 to 40 levels.
    package var viewDepth = 128
    /// How deep a value expression may nest (`a + b + …` is a level per
    /// operand; each inlined getter adds its own): evaluation walks it
    /// recursively.
    package var valueDepth = 200
    /// How many custom views, helpers, modifiers and functions may be
    /// inlined one inside another.
    var inlineDepth = 64
    /// How many times a state-dependent layout modifier
    /// (`.padding(isCompact ? 8 : 16)`) may split an activity's views into
    /// one copy per branch; past it the first branch is taken, noted.
    public var splits = 8
    /// The most elements a `ForEach` over a literal range expands to,
    /// and the most iterations a `for`-`in` in a value's code is followed.
    var forEachElements = 50
    /// How many paths through one function's or getter's statements are
    /// followed (each `if` that returns early, `guard` and `switch` case
    /// that returns forks one): past it the value is not evaluated, noted.
    /// A real value function has a handful.
    public var paths = 256
    /// How large a value a function's statements may build in a name
    /// (operands counted each time they are used: `x = x + x` in a loop
    /// doubles it per iteration); past it the name is not evaluated, noted.
    var valueSize = 10_000
    /// How many bytes of literal text such a value may hold (counted the
    /// same way): a Live Activity's text is a few hundred bytes; a 17 KB
    /// literal doubled in a loop was gigabytes within the term count.
    var valueBytes = 1 << 16

    /// The largest push payload file `samples: {from:}` reads (a list of
    /// payloads, each at most 4 KB for APNs): a megabyte.
    static let payloadBytes = 1 << 20

    /// The limits `slotfit import`, `check` and `render` use.
    public static let standard = ImportLimits()

    /// Creates the standard limits.
    public init() {}
}
