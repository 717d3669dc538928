import SlotFit
import SwiftSyntax

extension SourceInventory {
    /// What the interpreter computed while reading the views: derived
    /// values, assumptions, the background tint, and the island's
    /// `DynamicIsland { … }.keylineTint(.cyan)`.
    static func takeResults(of interpreter: ViewInterpreter, islandClosure: ClosureExprSyntax?, into activity: inout Activity) {
        activity.derived = interpreter.derived
        activity.assumed = interpreter.assumed
        activity.backgroundTint = interpreter.backgroundTint
        activity.untakenTexts = interpreter.untakenTexts
        // `DynamicIsland { … }.keylineTint(.cyan)`.
        if let islandClosure, let tint = keylineTint(in: islandClosure) { activity.keylineTint = interpreter.colorLiteral(tint) }
    }

    /// Samples from slotfit.yml (`extra`) over the source's, by name.
    static func mergeSamples(_ extra: ActivitySamples, into activity: inout Activity) {
        activity.attributes.merge(extra.attributes) { $1 }
        for state in extra.states {
            if let index = activity.states.firstIndex(where: { $0.name == state.name }) { activity.states[index] = state } else { activity.states.append(state) }
        }
    }

    /// The activity as imported, with its report: the budget's cutoffs
    /// noted, placeholders for the fields no sample sets, keys interpolated,
    /// the text coverage counted.
    func finish(_ activity: Activity, declared: AttributesType?, at location: SourceLocation, file: String, line: Int,
                interpreter: inout ViewInterpreter) -> (Activity, ActivityImport) {
        var activity = activity
        for cutoff in interpreter.budget.cutoffs where !interpreter.approximations.contains(cutoff) { interpreter.approximations.append(cutoff) }
        let needs = fillPlaceholders(&activity, declared: declared, interpreter: &interpreter, at: location)
        let keyed = activity.withStaleVariant().withInterpolatedKeys()
        var report = ActivityImport(name: activity.name, file: file, line: line, states: activity.states.map(\.name),
                                    constructs: interpreter.constructs, understood: interpreter.understood,
                                    approximated: interpreter.approximations,
                                    derived: interpreter.derived.keys.sorted(), needs: needs,
                                    unresolvedNames: interpreter.unknownNames.errors)
        (report.texts, report.textsExact) = keyed.textCoverage
        return (keyed, report)
    }
}
