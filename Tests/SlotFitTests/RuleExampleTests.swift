import Foundation
import SlotFit
import XCTest

/// Every rule's examples (its definition under `Rules/Definitions/`), laid
/// out through the matrix `slotfit check` renders: each example raises
/// its rule, each counter-example does not. A rule a manifest cannot show
/// names the tests that do.
final class RuleExampleTests: XCTestCase {
    func testEveryRulesExamplesRaiseItAndItsCounterExamplesDoNot() throws {
        for rule in Rule.allCases {
            let definition = rule.definition
            XCTAssertEqual(definition.rule, rule, "the registry maps \(rule) to \(definition)")
            guard !definition.examples.isEmpty else {
                XCTAssertNotNil(definition.exercisedBy, "\(rule) has no example and names no test that shows it")
                continue
            }
            XCTAssertTrue(definition.examples.contains { $0.raises }, "\(rule) has no example that raises it")
            for (index, example) in definition.examples.enumerated() {
                let findings = try Self.findings(of: example)
                let raised = findings.contains { $0.rule == rule }
                XCTAssertEqual(raised, example.raises, "\(rule) example \(index): \(findings.map(\.line))")
            }
        }
    }

    /// The findings `slotfit check` reports for the example's locale.
    static func findings(of example: RuleExample) throws -> [CheckFinding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-rule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ("activity: Example\n" + example.manifest).write(to: folder.appendingPathComponent("example.yml"), atomically: true, encoding: .utf8)
        if let catalog = example.catalog {
            try catalog.write(to: folder.appendingPathComponent("Example.xcstrings"), atomically: true, encoding: .utf8)
        }
        let locales = Array(Set(["en", example.locale])).sorted()
        try """
            activities: [example.yml]
            locales: [\(locales.joined(separator: ", "))]
            pseudoLocales: false
            dynamicTypeSizes: [large]
            devices: [\(example.device)]
            states: [\(example.state)]
            """.write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let configuration = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        let files = try GoldenMatrix(configuration: configuration, engine: LayoutTests.engine).render()
        return files.filter { $0.locale == example.locale }.flatMap(\.findings)
    }
}
