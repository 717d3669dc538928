import Foundation
import SlotFitText
import XCTest

final class FontTests: XCTestCase {
    func testDefaultLatinFaceIsNeverNarrowerThanSanFrancisco() throws {
        for weight in [FontWeight.regular, .semibold, .bold] {
            let report = try TestEngine.shared.latinWidthReport(weight: weight)
            XCTAssertGreaterThanOrEqual(report.ratioToSanFrancisco, 1.0, "\(report.font.family) \(report.font.style)")
        }
        let regular = try TestEngine.shared.latinWidthReport()
        XCTAssertEqual(regular.font.family, "Inter")
        // BUDGETS.md: Inter is about 15 % wider than SF.
        XCTAssertEqual(regular.ratioToSanFrancisco, 1.15, accuracy: 0.03)
    }

    func testHanFaceFollowsTheLocale() throws {
        let expected = ["ja": "Noto Sans CJK JP", "ko": "Noto Sans CJK KR", "zh-Hans": "Noto Sans CJK SC",
                        "zh-Hant": "Noto Sans CJK TC", "zh-TW": "Noto Sans CJK TC", "zh-HK": "Noto Sans CJK HK",
                        "zh": "Noto Sans CJK SC", "en": "Noto Sans CJK SC"]
        for (locale, family) in expected {
            let layout = try TestEngine.layout(TextRequest("骨", locale: locale))
            XCTAssertEqual(layout.fonts.map(\.family), [family], locale)
        }
        // The same ideograph has different glyphs in the JP and SC faces.
        let jp = try TestEngine.shared.fallbackChain(script: "Hani", locale: "ja").first
        let sc = try TestEngine.shared.fallbackChain(script: "Hani", locale: "zh-Hans").first
        XCTAssertEqual(jp?.file, sc?.file, "one collection file")
        XCTAssertNotEqual(jp?.faceIndex, sc?.faceIndex, "different faces of it")
    }

    func testEveryDefaultScriptHasAFace() throws {
        let samples = ["Latn": "Ag", "Grek": "Ωμ", "Cyrl": "Жд", "Arab": "عم", "Hebr": "של", "Deva": "नम", "Beng": "বা",
                       "Taml": "தம", "Thai": "ไท", "Hang": "한글", "Kana": "カナ", "Hani": "漢字", "Zsye": "🧘"]
        for (script, text) in samples {
            let layout = try TestEngine.layout(TextRequest(text))
            XCTAssertEqual(layout.warnings, [], "\(script): \(layout.warnings)")
            XCTAssertGreaterThan(layout.width, 0, script)
        }
        let urdu = try TestEngine.layout(TextRequest("سیشن مکمل", locale: "ur"))
        // Urdu letters use Nastaliq, as on iOS; the space between the words
        // is the primary face's (Core Text sets what the primary font has in it).
        let families = urdu.lines[0].runs.map { ($0.text, urdu.fonts[$0.font].family) }
        XCTAssertEqual(families.filter { $0.0 != " " }.map(\.1), ["Noto Nastaliq Urdu", "Noto Nastaliq Urdu"], "\(families)")
        XCTAssertEqual(families.filter { $0.0 == " " }.map(\.1), ["Inter"])
    }

    func testWeightsChooseTheirFiles() throws {
        let regular = try TestEngine.layout(TextRequest("Focus", font: FontSpec(style: .body)))
        let headline = try TestEngine.layout(TextRequest("Focus", font: FontSpec(style: .headline)))
        let black = try TestEngine.layout(TextRequest("Focus", font: FontSpec(size: 17, weight: .black)))
        XCTAssertEqual(regular.fonts.first?.style, "Regular")
        XCTAssertEqual(headline.fonts.first?.style, "Semi Bold", "headline is semibold")
        XCTAssertEqual(black.fonts.first?.style, "Black")
        XCTAssertLessThan(regular.width, black.width)
    }

    func testFontIdentityMatchesTheFileOnDisk() throws {
        let layout = try TestEngine.layout(TextRequest("Hello"))
        let font = try XCTUnwrap(layout.fonts.first)
        let output = try TestEngine.run("/usr/bin/sha256sum", [font.file])
        XCTAssertEqual(font.sha256, String(output.prefix(64)))
        XCTAssertTrue(font.version.hasPrefix("Version "), font.version)
    }

    func testFaceWithoutWorkingTabularFiguresIsReported() throws {
        let profile = try FontProfile.load(contentsOf: Self.repositoryFile("Profiles/inter-display.json"))
        let engine = try TextEngine(profile: profile)
        let timer = try engine.layout(TextRequest("10:01", font: FontSpec(size: 38), monospacedDigits: true))
        XCTAssertEqual(timer.fonts.map(\.family), ["Inter Display"])
        XCTAssertTrue(timer.warnings.contains { $0.contains("tnum") && $0.contains("Inter Display") }, "\(timer.warnings)")
        let small = try engine.layout(TextRequest("10:01", font: FontSpec(size: 17), monospacedDigits: true))
        XCTAssertEqual(small.fonts.map(\.family), ["Inter"], "below 20 pt the profile uses the text cut")
        XCTAssertEqual(small.warnings, [])
    }

    func testUserProfileWithOwnFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
                                         toPath: folder.appendingPathComponent("Custom.ttf").path)
        let json = #"{"name": "custom", "tracking": "sanFrancisco", "faces": [{"scripts": ["*"], "files": {"regular": "Custom.ttf"}}]}"#
        try json.write(to: folder.appendingPathComponent("profile.json"), atomically: true, encoding: .utf8)
        let engine = try TextEngine(profile: FontProfile.load(contentsOf: folder.appendingPathComponent("profile.json").path))
        let layout = try engine.layout(TextRequest("Hello", font: FontSpec(size: 17)))
        XCTAssertEqual(layout.fonts.first?.file, folder.appendingPathComponent("Custom.ttf").path)
        let plain = try TestEngine.shared.fontInfo(path: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
        XCTAssertEqual(layout.fonts.first?.sha256, plain.sha256)
        // SF tracking at 17 pt is -0.43 pt per cluster.
        let untracked = try TextEngine(profile: FontProfile(name: "same", faces: [.init(scripts: ["*"], files: ["*": folder.appendingPathComponent("Custom.ttf").path])]))
            .layout(TextRequest("Hello", font: FontSpec(size: 17)))
        XCTAssertEqual(untracked.width - layout.width, 5 * 0.43, accuracy: 1e-9)
    }

    /// Apple's published tracking (HIG, Typography, "Tracking values", iOS,
    /// points): every row, interpolated between rows.
    func testSanFranciscoTrackingFollowsApplesTable() {
        let published: [(Double, Double)] = [(6, 0.24), (8, 0.21), (10, 0.12), (11, 0.06), (12, 0), (14, -0.15), (17, -0.43),
                                             (20, -0.45), (22, -0.26), (24, 0.07), (28, 0.38), (34, 0.40), (48, 0.35), (72, 0.14), (80, 0)]
        for (size, tracking) in published {
            XCTAssertEqual(TrackingTable.sanFrancisco.tracking(atSize: size), tracking, accuracy: 1e-12, "\(size) pt")
        }
        XCTAssertEqual(TrackingTable.sanFrancisco.tracking(atSize: 16.5), (-0.31 - 0.43) / 2, accuracy: 1e-12)
        XCTAssertEqual(TrackingTable.sanFrancisco.tracking(atSize: 4), 0.24, "below the table: its first row")
        XCTAssertEqual(TrackingTable.sanFrancisco.tracking(atSize: 120), 0, "past the table: none")
        XCTAssertEqual(TrackingTable.none.tracking(atSize: 17), 0)
    }

    /// A text shrunk by `minimumScaleFactor` takes the tracking of the size
    /// it is drawn at: "Pausiert" scaled to s measures what "Pausiert" laid
    /// out at 17 × s pt measures.
    func testScaledTextTakesTheTrackingOfItsDrawnSize() throws {
        let profile = FontProfile(name: "sf-tracked", faces: [.init(scripts: ["*"], files: ["*": "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"])],
                                  tracking: .sanFrancisco)
        let engine = try TextEngine(profile: profile)
        let natural = try engine.layout(TextRequest("Pausiert", font: FontSpec(size: 17))).width
        let scaled = try engine.layout(TextRequest("Pausiert", font: FontSpec(size: 17), width: natural * 0.64, lineLimit: 1, minimumScaleFactor: 0.5))
        guard case .scaled(let factor) = scaled.verdict else { return XCTFail("\(scaled.verdict)") }
        let direct = try engine.layout(TextRequest("Pausiert", font: FontSpec(size: 17 * factor)))
        XCTAssertEqual(scaled.width, direct.width, accuracy: 0.01)
        XCTAssertEqual(scaled.width, natural * 0.64, accuracy: 0.01)
    }

    /// The `sf` profile's mechanism, with open fonts standing in for SF's
    /// files (SF itself cannot be shipped): Apple's file names are found,
    /// the Text cut serves below 20 pt and the Display cut from 20 pt, SF's
    /// tracking applies, and scripts SF lacks take the default's faces.
    func testTheSanFranciscoProfileFindsItsFilesByApplesNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copies = [("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "SF-Pro-Text-Regular.otf"),
                      ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", "SF-Pro-Text-Bold.otf"),
                      ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "SF-Pro-Display-Regular.ttf")]
        for (source, name) in copies { try FileManager.default.copyItem(atPath: source, toPath: folder.appendingPathComponent(name).path) }
        let profile = try FontProfile.sanFrancisco(folder: folder.path)
        XCTAssertEqual(profile.tracking, .sanFrancisco)
        let engine = try TextEngine(profile: profile)
        let body = try engine.layout(TextRequest("Hello", font: FontSpec(size: 17)))
        XCTAssertEqual(body.fonts.map(\.file), [folder.appendingPathComponent("SF-Pro-Text-Regular.otf").path])
        let bold = try engine.layout(TextRequest("Hello", font: FontSpec(size: 17, weight: .bold)))
        XCTAssertEqual(bold.fonts.map(\.file), [folder.appendingPathComponent("SF-Pro-Text-Bold.otf").path])
        let title = try engine.layout(TextRequest("Hello", font: FontSpec(size: 28)))
        XCTAssertEqual(title.fonts.map(\.file), [folder.appendingPathComponent("SF-Pro-Display-Regular.ttf").path])
        // SF's tracking at 17 pt, -0.43 pt per cluster, on top of the file's advances.
        let plain = try TextEngine(profile: FontProfile(name: "plain", faces: [.init(scripts: ["*"], files: ["*": folder.appendingPathComponent("SF-Pro-Text-Regular.otf").path])]))
        XCTAssertEqual(try plain.layout(TextRequest("Hello", font: FontSpec(size: 17))).width - body.width, 5 * 0.43, accuracy: 1e-9)
        // Arabic: no SF Arabic file here, so the default profile's face.
        XCTAssertEqual(try engine.layout(TextRequest("سلام", locale: "ar")).fonts.map(\.family), ["Noto Sans Arabic UI"])
        // No SF Pro Text: an error that says where to get it.
        XCTAssertThrowsError(try FontProfile.sanFrancisco(folder: "/nonexistent")) {
            XCTAssertTrue("\($0)".contains("found no SF-Pro-Text-*.otf in \"/nonexistent\"; download SF Pro from https://developer.apple.com/fonts"), "\($0)")
        }
    }

    /// The default profile's margin against SF at each text style, from
    /// published figures: SF's 853/2048 em average advance and Apple's
    /// tracking at the style's size; 1.124× at caption2 (11 pt), 1.213× at
    /// body (17 pt), never below 1.
    func testMarginsAgainstSanFranciscoByStyle() throws {
        let margins = try TestEngine.shared.sanFranciscoMargins()
        XCTAssertEqual(margins.map(\.style), TextStyle.allCases)
        let inter = try TestEngine.shared.latinWidthReport().averageAdvance2048
        for margin in margins {
            let sf = 853.0 / 2048 * margin.size + TrackingTable.sanFrancisco.tracking(atSize: margin.size)
            XCTAssertEqual(margin.ratio, inter / 2048 * margin.size / sf, accuracy: 1e-9, margin.style.rawValue)
            XCTAssertGreaterThan(margin.ratio, 1, margin.style.rawValue)
            XCTAssertEqual(margin.isLowerBound, margin.size >= 20)
        }
        XCTAssertEqual(margins.first { $0.style == .caption2 }?.ratio ?? 0, 1.124, accuracy: 0.001)
        XCTAssertEqual(margins.first { $0.style == .body }?.ratio ?? 0, 1.213, accuracy: 0.001)
    }

    static func repositoryFile(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path).path
    }
}
