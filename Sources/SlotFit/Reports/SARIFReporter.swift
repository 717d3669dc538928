import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as
/// GitHub code scanning reads it: one run of the tool `SlotFit` with
/// its rules (`Rule`), one result per cause (`FindingGroup`) at the
/// view's file, line and column relative to the project, with the
/// locales, devices and states it hits in the message and as
/// properties. [SARIF 2.1.0 §3.13 sarifLog, §3.14 run, §3.19 tool,
/// §3.27 result, §3.28 location, §3.30 region]
public struct SARIFReporter: Reporter {
    /// The tool's version the log names.
    public var version: String

    /// Creates a SARIF reporter naming SlotFit's `version`.
    public init(version: String) { self.version = version }

    /// The SARIF log as sorted, pretty-printed JSON, ending in a newline.
    public func report(_ groups: [FindingGroup]) throws -> String {
        struct Text: Encodable { var text: String }
        struct RuleDescriptor: Encodable {
            var id: String
            var shortDescription: Text
            var help: Text
            var defaultConfiguration: Configuration
            struct Configuration: Encodable { var level: String }
        }
        struct Driver: Encodable { var name: String; var version: String; var rules: [RuleDescriptor] }
        struct Tool: Encodable { var driver: Driver }
        struct Region: Encodable { var startLine: Int; var startColumn: Int? }
        struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String }
        struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region? }
        struct Location: Encodable { var id: Int? = nil; var physicalLocation: PhysicalLocation; var message: Text? = nil }
        struct Properties: Encodable { var activity: String; var presentation: String?; var subject: String; var locales: [String]; var devices: [String]; var states: [String]; var count: Int }
        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int?
            var level: String
            var message: Text
            var locations: [Location]
            /// The place of what the result rests on: an approximated view,
            /// an unverified text.
            var relatedLocations: [Location]?
            var partialFingerprints: [String: String]
            var properties: Properties
        }
        struct Run: Encodable { var tool: Tool; var results: [Result]; var columnKind: String }
        struct Log: Encodable { var version: String; var runs: [Run] }

        let rules = Rule.allCases.map { rule in
            // SARIF's levels: error, warning, note, none (an off rule).
            RuleDescriptor(id: rule.rawValue, shortDescription: Text(text: rule.summary), help: Text(text: rule.fix),
                           defaultConfiguration: .init(level: rule.defaultPolicy == .off ? "none" : rule.defaultPolicy.rawValue))
        }
        let results = groups.map { group -> Result in
            let location = group.cause.location
            let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
            let message = "\(group.cause.presentation?.rawValue ?? "")\(subject): \(group.message) (\(group.count) finding\(group.count == 1 ? "" : "s"); locales: \(group.locales.joined(separator: ", ")); devices: \(group.devices.joined(separator: ", ")); states: \(group.states.joined(separator: ", "))\(group.sizesText.map { "; " + $0 } ?? ""))"
            return Result(ruleId: group.cause.rule.rawValue,
                          ruleIndex: Rule.allCases.firstIndex(of: group.cause.rule),
                          level: group.severity == .error ? "error" : group.severity == .warning ? "warning" : "note",
                          message: Text(text: message),
                          locations: [Location(physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: location.file, uriBaseId: "%SRCROOT%"),
                            region: location.line.map { Region(startLine: $0, startColumn: location.column) }))],
                          relatedLocations: group.assumption.flatMap { assumption in
                              assumption.location.map { place in
                                  [Location(id: 1, physicalLocation: PhysicalLocation(
                                      artifactLocation: ArtifactLocation(uri: place.file, uriBaseId: "%SRCROOT%"),
                                      region: place.line.map { Region(startLine: $0, startColumn: place.column) }),
                                      message: Text(text: "assumed: " + assumption.text))]
                              }
                          },
                          // Stable across runs: the cause, not the numbers.
                          partialFingerprints: ["slotfitCause/v1": "\(group.cause.rule)|\(group.cause.activity)|\(group.cause.presentation?.rawValue ?? "")|\(group.cause.subject)|\(location)"],
                          properties: Properties(activity: group.cause.activity, presentation: group.cause.presentation?.rawValue, subject: group.cause.subject,
                                                 locales: group.locales, devices: group.devices, states: group.states, count: group.count))
        }
        let log = Log(version: "2.1.0", runs: [Run(tool: Tool(driver: Driver(name: "SlotFit", version: version, rules: rules)), results: results, columnKind: "unicodeCodePoints")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }
}
