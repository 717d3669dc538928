import Foundation
import XCTest

/// In a GitHub Actions step (`GITHUB_ACTIONS=true`) the runner reads any
/// line of a step's output starting `::` as a workflow command. Text from
/// the project that the CLI prints — a path, a translation, a name — runs
/// none: it is printed between `::stop-commands::TOKEN` and `::TOKEN::`
/// (GitHub's documented way to stop command processing), and annotations
/// are printed after, encoded.
final class WorkflowOutputCLITests: XCTestCase {
    /// The lines a runner would read as commands: those starting `::`
    /// outside a stopped stretch.
    static func commands(_ output: String) -> [String] {
        var stopped: String? = nil, commands: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let token = stopped {
                if line == "::\(token)::" { stopped = nil }
                continue
            }
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("::") else { continue }
            if line.hasPrefix("::stop-commands::") { stopped = String(line.dropFirst("::stop-commands::".count)); continue }
            commands.append(line)
        }
        return commands
    }

    func testProjectTextNeverRunsAsAWorkflowCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SlotFitTests/Fixtures")
        for name in ["Meditation.yml", "Meditation.xcstrings"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try "activities: [Meditation.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        // A translation that tries to add an error and mask a value.
        let catalog = folder.appendingPathComponent("Meditation.xcstrings")
        let hostile = try String(contentsOf: catalog, encoding: .utf8)
            .replacingOccurrences(of: "Sitzung beendet", with: "Sitzung beendet\\n::error title=pwned::x\\n::add-mask::secret")
        try hostile.write(to: catalog, atomically: true, encoding: .utf8)
        let check = try SlotFitBinary.run(["check", "--report", "github"], in: folder, environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.path])
        XCTAssertEqual(check.status, 1, check.stderr)
        let commands = Self.commands(check.stdout)
        XCTAssertFalse(commands.isEmpty, "the annotations are commands: \(check.stdout)")
        for command in commands {
            XCTAssertTrue(command.hasPrefix("::error file=") || command.hasPrefix("::warning file=") || command.hasPrefix("::notice "), command)
            XCTAssertFalse(command.contains("\n::"), command)
        }
        XCTAssertFalse(commands.contains { $0.hasPrefix("::error title=pwned") || $0.hasPrefix("::add-mask") }, commands.joined(separator: "\n"))
        // The CLI's own error line: a path from the command line that
        // holds a command stays inside the stopped stretch.
        let error = try SlotFitBinary.run(["check", "--config", "x\n::error title=pwned::y.yml"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(error.status, 2, error.stderr)
        XCTAssertTrue(error.stderr.hasPrefix("::stop-commands::"), error.stderr)
        XCTAssertEqual(Self.commands(error.stderr), [], error.stderr)
        // Outside a workflow the output is as it was.
        let local = try SlotFitBinary.run(["check", "--config", "missing.yml"], in: folder)
        XCTAssertTrue(local.stderr.hasPrefix("error: "), local.stderr)
    }
}
