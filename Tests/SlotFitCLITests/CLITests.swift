import Foundation
import XCTest

/// The built `slotfit` binary, end to end.
/// Runs the built `slotfit` binary.
enum SlotFitBinary {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static var url: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("slotfit")
    }

    /// Runs in `folder` (a scratch project), without CI or SLOTFIT_RECORD
    /// from this environment unless `environment` sets them.
    /// The cache folder of this test run (font digests, check's results),
    /// in the temporary folder: tests never write to the user's
    /// ~/.cache/slotfit. A test may pass its own.
    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-test-cache-\(getpid())").path

    /// The environment a test's run inherits: this process's, with the test run's cache folder.
    static var inherited: [String: String] {
        var env = ProcessInfo.processInfo.environment
        if env["SLOTFIT_CACHE_DIR"] == nil { env["SLOTFIT_CACHE_DIR"] = cacheFolder }
        return env
    }

    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Result {
        var env = inherited
        env["CI"] = nil
        env["SLOTFIT_RECORD"] = nil
        for (key, value) in environment { env[key] = value }
        return try run(arguments, folder: folder, environment: env)
    }

    static func run(_ arguments: [String], stdin: String? = nil, folder: URL? = nil, environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = environment ?? inherited
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// The built `slotfit` binary, end to end.
final class CLITests: XCTestCase {
    func slotfit(_ arguments: [String], stdin: String? = nil) throws -> SlotFitBinary.Result {
        try SlotFitBinary.run(arguments, stdin: stdin)
    }

    override func setUp() {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: SlotFitBinary.url.path), "build slotfit first: \(SlotFitBinary.url.path)")
    }

    func testMeasureJSON() throws {
        let result = try slotfit(["measure", "Pausiert", "--locale", "de", "--style", "caption", "--width", "40", "--line-limit", "1", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(object["verdict"] as? String, "truncated")
        XCTAssertEqual(object["visibleText"] as? String, "Paus…")
        XCTAssertEqual(object["direction"] as? String, "ltr")
    }

    func testMeasureSummaryShowsRTLTimer() throws {
        let unpinned = try slotfit(["measure", "5:23 / 10:00", "--locale", "ar"])
        XCTAssertTrue(unpinned.stdout.contains("visual     10:00 / 5:23"), unpinned.stdout)
        let pinned = try slotfit(["measure", "5:23 / 10:00", "--locale", "ar", "--pin-ltr"])
        XCTAssertTrue(pinned.stdout.contains("visual     5:23 / 10:00"), pinned.stdout)
    }

    func testBadInputExitsTwoWithTheReason() throws {
        let width = try slotfit(["measure", "x", "--width=-3"])
        XCTAssertEqual(width.status, 2)
        XCTAssertTrue(width.stderr.contains("width must be a positive number"), width.stderr)
        let locale = try slotfit(["measure", "x", "--locale", "en_US!!"])
        XCTAssertEqual(locale.status, 2)
        XCTAssertTrue(locale.stderr.contains("\"en_US!!\""), locale.stderr)
        let profile = try slotfit(["measure", "x", "--font-profile", "/nonexistent/profile.json"])
        XCTAssertEqual(profile.status, 2)
        XCTAssertTrue(profile.stderr.contains("/nonexistent/profile.json"), profile.stderr)
        let weight = try slotfit(["measure", "x", "--weight", "heavyish"])
        XCTAssertEqual(weight.status, 2)
        XCTAssertTrue(weight.stderr.contains("semibold"), "lists the weights: \(weight.stderr)")
    }

    func testUsageErrorsKeepTheParsersMessage() throws {
        let result = try slotfit(["measure"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--batch"), result.stderr)
    }

    func testBatchFromStandardInput() throws {
        let input = """
        {"text":"Paused","width":52.33,"style":"caption2","lineLimit":1}
        {"text":"Pausiert","locale":"de","width":30,"lineLimit":1}
        {"text":1}
        """
        let result = try slotfit(["measure", "--batch", "-"], stdin: input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].contains(#""verdict":"fits""#))
        XCTAssertTrue(lines[1].contains(#""verdict":"truncated""#))
        XCTAssertTrue(lines[2].contains(#""line":3"#) && lines[2].contains("text"), String(lines[2]))
    }

    /// The lean batch: TSV in, only the asked fields out, the same numbers
    /// as the JSON objects (which the engine tests check against hb-shape).
    func testLeanBatchWritesOnlyTheFieldsAsked() throws {
        let json = try slotfit(["measure", "--batch", "-"], stdin: """
        {"text":"Paused","width":52.33,"style":"caption2","lineLimit":1}
        {"text":"Pausiert","locale":"de","width":30,"lineLimit":1}
        """)
        let objects = try json.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let tsv = try slotfit(["measure", "--batch", "-", "--input", "tsv", "--fields", "width,verdict,visibleText"], stdin: """
        style\twidth\tlineLimit\tlocale\ttext
        caption2\t52.33\t1\t\tPaused
        \t30\t1\tde\tPausiert
        \tx\t1\tde\tPausiert
        """)
        XCTAssertEqual(tsv.status, 0, tsv.stderr)
        let rows = tsv.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(rows.count, 3)
        for (row, object) in zip(rows, objects) {
            XCTAssertEqual(Double(row[0])!, object["width"] as! Double, accuracy: 0.0005)
            XCTAssertEqual(row[1], (object["verdict"] as? [String: Any])?["kind"] as? String ?? row[1])
        }
        XCTAssertEqual(rows[1][1], "truncated")
        XCTAssertTrue(rows[1][2].hasSuffix("…"), rows[1][2])
        XCTAssertEqual(rows[2], ["error", #"line 4: width "x" is not a number"#])
        let bad = try slotfit(["measure", "--batch", "-", "--fields", "width,colour"], stdin: "{\"text\":\"Hi\"}\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(#""colour" is not a field"#), bad.stderr)
    }

    func testFontsReportsTheRatioToSanFrancisco() throws {
        let result = try slotfit(["fonts"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Inter Regular: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("× San Francisco"), result.stdout)
    }
}

extension CLITests {
    func testDevicesJSONCarriesEveryBudget() throws {
        let result = try slotfit(["devices", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let devices = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(devices.count, 14)
        let iphone = try XCTUnwrap(devices.first { $0["id"] as? String == "iphone-393" })
        for key in ["compactLeading", "compactTrailing", "minimal", "expanded", "lockScreen", "islandWidth", "islandCornerRadius", "lockScreenMargin"] {
            XCTAssertNotNil(iphone[key], key)
        }
        let text = try slotfit(["devices"])
        XCTAssertTrue(text.stdout.contains("iphone-393" + String(repeating: " ", count: 9) + "52.33 × 36.67"), text.stdout)
        // Display Zoom, opt-in: listed with its derived budgets and how they were derived.
        XCTAssertTrue(text.stdout.contains("iphone-393-zoomed  42.61* × 29.86*"), text.stdout)
        XCTAssertTrue(text.stdout.contains("iphone-430-zoomed  54.36* × 31.98*"), text.stdout)
        XCTAssertTrue(text.stdout.contains("opt-in (devices: [iphone-393-zoomed] in slotfit.yml)"), text.stdout)
    }
}

extension CLITests {
    func testLayoutCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("demo.yml").path
        try """
        activity: Meditation
        states:
          running: { elapsed: "5:23", total: "10:00" }
        dynamicIsland:
          compactTrailing:
            text: "%@ / %@"
            arguments: [elapsed, total]
            font: caption2
            lineLimit: 1
            minimumScaleFactor: 0.5
        """.write(toFile: manifest, atomically: true, encoding: .utf8)
        let arabic = try slotfit(["layout", manifest, "--locale", "ar"])
        XCTAssertEqual(arabic.status, 1, "an error finding fails the command")
        XCTAssertTrue(arabic.stdout.contains("error rtl-digit-order compactTrailing \"%@ / %@\" (\(manifest):6:5)"), arabic.stdout)
        let english = try slotfit(["layout", manifest, "--locale", "en", "--device", "iphone-16-pro-max"])
        XCTAssertEqual(english.status, 0, english.stdout)
        XCTAssertTrue(english.stdout.contains("device: iphone-430"))
        let json = try slotfit(["layout", manifest, "--locale", "he", "--format", "json"])
        let snapshots = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual((snapshots[0]["findings"] as? [[String: Any]])?.first?["rule"] as? String, "rtl-digit-order")
        XCTAssertEqual(snapshots[0]["dynamicTypeSize"] as? String, "large")
        // At a Dynamic Type size: caption2 is 29 pt at AX3 (HIG), said in the snapshot.
        let ax3 = try slotfit(["layout", manifest, "--locale", "en", "--dynamic-type-size", "AX3"])
        XCTAssertTrue(ax3.stdout.contains("dynamic type: AX3\n"), ax3.stdout)
        let badSize = try slotfit(["layout", manifest, "--dynamic-type-size", "huge"])
        XCTAssertEqual(badSize.status, 64)
        XCTAssertTrue(badSize.stderr.contains("The value 'huge' is invalid for '--dynamic-type-size") && badSize.stderr.contains("xxxLarge"), badSize.stderr)
        let svg = try slotfit(["layout", manifest, "--locale", "ar", "--format", "svg"])
        XCTAssertTrue(svg.stdout.hasPrefix("<svg"))
        let badDevice = try slotfit(["layout", manifest, "--device", "pixel"])
        XCTAssertEqual(badDevice.status, 2)
        XCTAssertTrue(badDevice.stderr.contains("Valid ids"), badDevice.stderr)
        try "activity: A\nlockScreen: { txt: x }\n".write(toFile: manifest, atomically: true, encoding: .utf8)
        let bad = try slotfit(["layout", manifest])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("\(manifest):2:15: lockScreen: unknown view or modifier \"txt\""), bad.stderr)
    }
}

extension SlotFitBinary {
    /// A scratch project in the temporary folder: `files` by path (folders
    /// made), and `configuration` as its slotfit.yml. The caller removes it.
    static func project(_ prefix: String, files: [String: String], configuration: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-\(prefix)-\(UUID().uuidString)")
        for (path, text) in files.merging(["slotfit.yml": configuration], uniquingKeysWith: { first, _ in first }) {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
