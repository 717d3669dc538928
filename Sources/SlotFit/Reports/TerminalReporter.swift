import SlotFitText

/// The check as a terminal shows it: what regressed (fonts, missing
/// goldens, verdict changes, errors that are not a view's), the texts not
/// checked, the findings in groups (warnings too unless `quiet`), the diffs
/// (a summary of each changed golden unless `fullDiff`), then the summary.
public struct TerminalReporter: Reporter {
    /// Only the summary line and the error groups.
    public var quiet: Bool
    /// Every changed golden's whole diff.
    package var fullDiff: Bool
    /// How long the check took, for the summary line.
    public var seconds: Double?
    /// `minimumCoverage:` (or `--minimum-coverage`), in percent: below it
    /// the report says the check failed on coverage.
    public var minimumCoverage: Double? = nil

    /// Creates a terminal reporter.
    public init(quiet: Bool = false, fullDiff: Bool = true, seconds: Double? = nil) {
        self.quiet = quiet; self.fullDiff = fullDiff; self.seconds = seconds
    }

    /// The report's text, ending in a newline.
    public func report(_ report: GoldenCheck.Report) -> String {
        var out: [String] = []
        if let fontChange = report.fontChange {
            out.append("Fonts changed (a font change, not a layout regression; re-record with slotfit render --record all once reviewed):")
            out += fontChange.lines.map { "  " + $0 }
        }
        if !report.missing.isEmpty { out.append("Missing goldens (run slotfit render):"); out += report.missing.map { "  " + $0 } }
        if !report.verdictChanges.isEmpty {
            // Quiet: the count, not the lines (a changed translation can
            // change a hundred verdicts; the summary counts the goldens).
            if quiet {
                out.append("Verdict changes: \(report.verdictChanges.count) (slotfit check without --quiet lists them)")
            } else {
                out.append("Verdict changes:"); out += report.verdictChanges.map { "  " + $0.line }
            }
        }
        // Errors that are not a finding of a view (a golden not compared).
        if !report.problems.isEmpty { out.append("Errors:"); out += report.problems.map { "  " + $0.line } }
        // Texts on a stand-in: one list, apart from the findings.
        let groups = report.groups
        // One line per text: a pseudo-locale's group of the same text is
        // the same text not checked.
        var listed = Set<CheckFinding.Cause>()
        let notChecked = groups.filter { group in
            guard group.cause.rule == .unverifiedText, group.severity == .note else { return false }
            var real = group.cause
            real.pseudoLocale = nil
            return listed.insert(real).inserted
        }
        let shown = groups.filter { !($0.cause.rule == .unverifiedText && $0.severity == .note) && (!quiet || $0.severity == .error) }
        if !notChecked.isEmpty {
            out.append("\(notChecked.count) text\(notChecked.count == 1 ? "" : "s") not checked: values SlotFit could not compute — give samples under values: in slotfit.yml (slotfit import lists them), or --require-checked to fail on them\(quiet ? " (slotfit check without --quiet lists them)" : ":")")
            if !quiet {
                out += notChecked.map { group in
                    let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
                    return "  \(group.cause.activity) · \(group.cause.presentation?.rawValue ?? "-")\(subject) (\(group.cause.location)): \(group.message)"
                }
            }
        }
        let hidden = report.neverShown.sorted { $0.key < $1.key }.filter { !$0.value.isEmpty }
        if !hidden.isEmpty {
            let count = hidden.map(\.value.count).reduce(0, +)
            out.append("\(count) text\(count == 1 ? " is" : "s are") never laid out: no sample state shows \(count == 1 ? "it" : "them"), so \(count == 1 ? "it is" : "they are") not checked — add sample states (samples:, values:, a #Preview) that show \(count == 1 ? "it" : "them")\(quiet ? " (slotfit check without --quiet lists them)" : ":")")
            if !quiet {
                for (activity, locations) in hidden {
                    let sorted = locations.sorted().map(\.description)
                    out.append("  \(activity): \(sorted.prefix(12).joined(separator: ", "))\(sorted.count > 12 ? ", … (\(sorted.count))" : "")")
                }
            }
        }
        if !shown.isEmpty { out.append("Findings by cause (worst first):"); out += shown.map(\.text) }
        if fullDiff {
            out += report.diffs
        } else if !quiet {
            for file in report.files where file.status == .changed && !report.refused.contains(file.path) {
                out.append("changed \(file.path): \(file.verdictChanges.count) verdict change\(file.verdictChanges.count == 1 ? "" : "s") (slotfit check --full-diff shows the diff)"
                           + (file.revalued ? "; recorded with other values: than slotfit.yml gives, so slotfit render re-records it" : ""))
            }
        }
        let exact = report.texts - report.unverifiedTexts
        if let minimum = minimumCoverage, report.coverageShare < minimum {
            out.append("Coverage below the minimum: \(exact) of \(report.texts) texts checked exactly (\(FixedPoint.string(report.coverageShare, decimals: 1)) %), minimumCoverage is \(FixedPoint.string(minimum, decimals: 1)) %; give the values SlotFit could not compute under values: in slotfit.yml (slotfit import lists them)")
        }
        if report.isClean {
            // Nothing checked is not a pass to state alone.
            out.append(report.texts > 0 && exact == 0
                ? "All goldens match, but no text was checked exactly (0 of \(report.texts)): each rests on a value SlotFit could not compute; give them under values: in slotfit.yml (slotfit import lists them)."
                : "All goldens match; no error findings.")
        }
        out.append(report.summary(seconds: seconds))
        return out.joined(separator: "\n") + "\n"
    }
}
