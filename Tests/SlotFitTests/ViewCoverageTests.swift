import SlotFit
import SlotFitText
import XCTest

/// Each view type and modifier, laid out and checked against what SwiftUI
/// does with it.
final class ViewCoverageTests: XCTestCase {
    func lockScreen(_ yaml: String, state: String = "s: { n: 3, elapsed: 75, label: \"Meditationssitzung beendet\" }",
                    locale: String = "de") throws -> PlacedView {
        let activity = try ActivityManifest.parse("activity: T\nstates: { \(state) }\nlockScreen:\n" + yaml, source: "t.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
        return try XCTUnwrap(snapshot.presentations.first { $0.presentation == .lockScreen }?.root)
    }

    /// The first text or timer of a laid-out tree (under its frame box).
    func firstText(_ view: PlacedView) throws -> PlacedView {
        try XCTUnwrap(view.flattened.first { $0.text != nil })
    }

    func testTextTruncationModesAndLineLimit() throws {
        let framed = try lockScreen("  text: \"%@\"\n  arguments: [label]\n  lineLimit: 1\n  frame: { width: 90 }\n")
        XCTAssertEqual(framed.width, 90)
        let tail = try firstText(framed)
        XCTAssertTrue(tail.text!.visibleText.hasSuffix("…"), tail.text!.visibleText)
        let middle = try firstText(lockScreen("  text: \"%@\"\n  arguments: [label]\n  lineLimit: 1\n  truncationMode: middle\n  frame: { width: 90 }\n"))
        XCTAssertTrue(middle.text!.visibleText.hasPrefix("Med") && middle.text!.visibleText.hasSuffix("det"), middle.text!.visibleText)
        let head = try firstText(lockScreen("  text: \"%@\"\n  arguments: [label]\n  lineLimit: 1\n  truncationMode: head\n  frame: { width: 90 }\n"))
        XCTAssertTrue(head.text!.visibleText.hasPrefix("…"), head.text!.visibleText)
        let two = try firstText(lockScreen("  text: \"%@\"\n  arguments: [label]\n  lineLimit: 2\n  frame: { width: 120 }\n"))
        XCTAssertEqual(two.text?.verdict, .wrapped(2))
    }

    func testFontWeightAndMonospacedDigits() throws {
        let regular = try lockScreen("  text: \"1111\"\n  font: { size: 20 }\n")
        let bold = try lockScreen("  text: \"1111\"\n  font: { size: 20, weight: bold }\n")
        let tabular = try lockScreen("  text: \"1111\"\n  font: { size: 20 }\n  monospacedDigit: true\n")
        XCTAssertGreaterThan(bold.width, regular.width)
        XCTAssertGreaterThan(tabular.width, regular.width, "tabular ones are as wide as zeros")
        XCTAssertEqual(bold.text?.fonts.first?.style, "Bold")
    }

    func testFramesPaddingAndAlignment() throws {
        let fixed = try lockScreen("  image: { symbol: a, size: 10 }\n  frame: { width: 40, height: 30 }\n  padding: { horizontal: 5, top: 2 }\n")
        XCTAssertEqual([fixed.width, fixed.height], [50, 32])
        XCTAssertEqual(fixed.kind, .frame, "the frame and padding are a box of their own")
        XCTAssertEqual([fixed.x, fixed.y], [0, 0])
        XCTAssertEqual([fixed.children[0].x, fixed.children[0].y, fixed.children[0].width], [20, 12, 10], "the image centred in its frame, after the padding")
        let paddedStack = try lockScreen("  hstack: [ { image: { symbol: a, size: 10 } } ]\n  padding: 16\n")
        XCTAssertEqual([paddedStack.x, paddedStack.width], [0, 42], "a padded stack's box is its outer box")
        XCTAssertEqual(paddedStack.children[0].x, 16)
        let wide = try lockScreen("  text: \"Hi\"\n  frame: { maxWidth: infinity }\n")
        XCTAssertEqual(wide.width, 371, "maxWidth: .infinity takes the whole proposal")
        let hi = try firstText(wide)
        XCTAssertEqual(hi.x, (371 - hi.width) / 2, accuracy: 0.001, "the text centred in it")
        let trailing = try lockScreen("  vstack:\n    alignment: trailing\n    content: [ { image: { symbol: a, size: 10 } }, { image: { symbol: b, size: 30 } } ]\n")
        XCTAssertEqual(trailing.children.map(\.x), [20, 0])
        let rtl = try lockScreen("  vstack:\n    alignment: leading\n    content: [ { image: { symbol: a, size: 10 } }, { image: { symbol: b, size: 30 } } ]\n", locale: "he")
        XCTAssertEqual(rtl.children.map(\.x), [20, 0], "leading is the right edge in Hebrew")
    }

    func testZStackSpacerLabelAndPriority() throws {
        let z = try lockScreen("  zstack: [ { image: { symbol: a, size: 40 } }, { image: { symbol: b, size: 10 } } ]\n")
        XCTAssertEqual(z.width, 40)
        XCTAssertEqual(z.children.map(\.x), [0, 15])
        let spaced = try lockScreen("  hstack:\n    spacing: 0\n    content: [ { image: { symbol: a, size: 10 } }, { spacer: { minLength: 20 } }, { image: { symbol: b, size: 10 } } ]\n")
        XCTAssertEqual(spaced.width, 371)
        XCTAssertEqual(spaced.children[2].x, 361)
        let label = try lockScreen("  label: { text: \"Lauf\", symbol: figure.run, iconSize: 20 }\n")
        XCTAssertEqual(label.kind, .label)
        XCTAssertEqual(label.children.first?.kind, .image)
        XCTAssertEqual(label.children.last?.text?.visibleText, "Lauf")
        let priority = try lockScreen("""
          hstack:
            spacing: 0
            content:
              - { text: "%@", arguments: [label], lineLimit: 1 }
              - { text: "%@", arguments: [label], lineLimit: 1, layoutPriority: 1 }
          frame: { width: 300 }
        """ + "\n")
        XCTAssertEqual(try firstText(priority.children[1]).text?.verdict, .fits, "layoutPriority gets its ideal width first")
        XCTAssertNotEqual(try firstText(priority.children[0]).text?.verdict, .fits)
    }

    func testCountUpTimerAndConditions() throws {
        let up = try lockScreen("  timer: { seconds: elapsed, countsDown: false }\n")
        XCTAssertEqual(up.text?.visibleText, "1:15")
        let hidden = try lockScreen("  vstack: [ { text: \"shown\" }, { text: \"hidden\", if: \"!n\" } ]\n")
        XCTAssertEqual(hidden.children.count, 1)
        XCTAssertEqual(hidden.children[0].text?.visibleText, "shown")
    }
}

extension ViewCoverageTests {
    func testFontDesignIsKeptAndReported() throws {
        let activity = try ActivityManifest.parse("activity: Run\nstates: { s: { t: 75 } }\nlockScreen:\n  timer: { seconds: t, countsDown: false }\n  font: { style: largeTitle, design: rounded }\n", source: "r.yml")
        XCTAssertEqual(activity.lockScreen?.modifiers.fontDesign, .rounded)
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
        XCTAssertTrue(snapshot.text.contains("design rounded (measured with the profile's faces)"), snapshot.text)
        XCTAssertThrowsError(try ActivityManifest.parse("activity: R\nlockScreen:\n  text: x\n  font: { design: round }\n", source: "r.yml")) {
            XCTAssertTrue("\($0)".contains("r.yml:4:19: lockScreen.font.design: unknown font design \"round\"; did you mean \"rounded\"?"), "\($0)")
        }
    }
}
