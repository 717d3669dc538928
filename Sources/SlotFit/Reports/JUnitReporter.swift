import Foundation
import SlotFitText

/// JUnit XML (`schemas/junit.xsd`): one test case per activity × locale ×
/// device × state (× Dynamic Type size when the matrix draws several), with the file and line of its first finding (the
/// view's), the time its render took, and a failure listing its error
/// findings (warnings as system-out) and verdict changes — matched to the
/// case by their state and device values.
public struct JUnitReporter: Reporter {
    /// Creates a JUnit reporter.
    public init() {}

    /// The XML document, ending in a newline.
    public func report(_ document: GoldenReport.Document) -> String {
        func escape(_ s: String) -> String { s.showingInvisibleControls.xmlEscaped }
        var cases: [String] = []
        var failures = 0
        var total = 0.0
        for file in document.files {
            let suite = file.path.replacingOccurrences(of: ".txt", with: "").replacingOccurrences(of: "/", with: " · ")
            for (index, testCase) in file.cases.enumerated() {
                let findings = file.findings.filter { testCase.contains(state: $0.state, device: $0.device, dynamicTypeSize: $0.dynamicTypeSize) }
                // Problems of the whole golden (and error lines of an older
                // version's report) go to its first case.
                let errors = findings.filter { $0.severity == .error }.map(\.line) + (index == 0 ? file.problems.map(\.line) : [])
                let changes = file.verdictChanges.filter { testCase.contains(state: $0.state, device: $0.device, dynamicTypeSize: $0.dynamicTypeSize) }
                var messages = changes.map(\.line) + errors
                if file.status == .missing { messages.append("no golden for \(file.path); run slotfit render") }
                if file.status == .changed && messages.isEmpty && index == 0 && file.verdictChanges.isEmpty {
                    messages.append("golden \(file.path) differs; see slotfit check")
                }
                let name = "\(suite) · \(testCase.name)"
                let seconds = file.caseSeconds.flatMap { index < $0.count ? $0[index] : nil } ?? 0
                total += seconds
                let place = findings.first?.location ?? SourceLocation(file: file.manifest)
                var attributes = "classname=\"\(escape(suite))\" name=\"\(escape(name))\" time=\"\(String(format: "%.4f", seconds))\" file=\"\(escape(place.file))\""
                if let line = place.line { attributes += " line=\"\(line)\"" }
                let warnings = findings.filter { $0.severity == .warning }.map(\.line)
                var body = ""
                if !messages.isEmpty {
                    failures += 1
                    body += "\n      <failure message=\"\(escape(messages[0]))\" type=\"\(escape(findings.first { $0.severity == .error }?.rule.rawValue ?? "golden"))\">\(escape(messages.joined(separator: "\n")))</failure>"
                }
                if !warnings.isEmpty { body += "\n      <system-out>\(escape(warnings.joined(separator: "\n")))</system-out>" }
                cases.append(body.isEmpty ? "    <testcase \(attributes)/>" : "    <testcase \(attributes)>\(body)\n    </testcase>")
            }
        }
        let time = String(format: "%.4f", total)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"slotfit\" tests=\"\(cases.count)\" failures=\"\(failures)\" time=\"\(time)\">\n  <testsuite name=\"slotfit check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
            + cases.joined(separator: "\n") + "\n  </testsuite>\n</testsuites>\n"
    }
}
