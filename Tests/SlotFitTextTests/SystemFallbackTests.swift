import Foundation
import SlotFitText
import XCTest

/// Characters of scripts the font profile does not list take the installed
/// font fontconfig picks, as the system's cascade would. The expected face is
/// fontconfig's own command-line matcher's (`fc-match`, package fontconfig):
/// the best match for the system's sans-serif holding that one character.
final class SystemFallbackTests: XCTestCase {
    /// `fc-match`'s file and face index for `scalar` at `weight`
    /// (fontconfig's scale: 80 regular, 200 bold), and its family.
    private func fcMatch(_ scalar: Unicode.Scalar, weight: Int) throws -> (file: String, index: Int, family: String)? {
        let tool = "/usr/bin/fc-match"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            XCTFail("fc-match is missing: install fontconfig (make test does)")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format", "%{file}\t%{index}\t%{family[0]}",
                             "sans-serif:slant=0:weight=\(weight):charset=\(String(scalar.value, radix: 16))"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, let index = Int(fields[1]) else { return nil }
        return (String(fields[0]), index, String(fields[2]))
    }

    func testCharactersBeyondTheProfileTakeFontconfigsFont() throws {
        // Ethiopic, Khmer, Sinhala, Gujarati, Georgian, Armenian, Tibetan,
        // Myanmar, Cherokee, Lao, Oriya, Kannada, Telugu, Malayalam: none in
        // the default profile.
        let scalars: [Unicode.Scalar] = ["\u{1200}", "\u{1780}", "\u{0D85}", "\u{0A85}", "\u{10D0}", "\u{0531}", "\u{0F40}",
                                         "\u{1000}", "\u{13A0}", "\u{0E81}", "\u{0B05}", "\u{0C85}", "\u{0C05}", "\u{0D05}"]
        var compared = 0
        for (weight, fontconfigWeight) in [(FontWeight.regular, 80), (.bold, 200)] {
            for scalar in scalars {
                guard let expected = try fcMatch(scalar, weight: fontconfigWeight) else { continue }
                let layout = try TestEngine.layout(TextRequest(String(Character(scalar)), locale: "en", font: FontSpec(size: 17, weight: weight)))
                guard let used = layout.fonts.first else { XCTFail("U+\(String(scalar.value, radix: 16)): no face"); continue }
                if expected.family.contains("Serif") && !expected.family.contains("Sans") {
                    // A serif face comes only when no sans-serif one has it:
                    // a sans-serif face, else fontconfig's serif one.
                    if used.family.contains("Serif") && !used.family.contains("Sans") {
                        XCTAssertEqual(used.file, expected.file, "U+\(String(scalar.value, radix: 16)) at \(weight)")
                    }
                    continue
                }
                XCTAssertEqual(used.file, expected.file, "U+\(String(scalar.value, radix: 16)) at \(weight)")
                XCTAssertEqual(used.faceIndex, expected.index, "U+\(String(scalar.value, radix: 16)) at \(weight)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10, "fc-match found too few of these characters: are fonts-noto-core's faces installed?")
    }
}
