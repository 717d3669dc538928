import ArgumentParser
import Foundation
import SlotFitText

/// `slotfit measure`: one text, or JSON Lines of them.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure and fit one text the way SwiftUI lays out a Text.",
        discussion: """
        Examples:
          slotfit measure "Pausiert" --locale de --style caption --width 52.33 --line-limit 1
          slotfit measure "5:23 / 10:00" --locale ar --json
          slotfit measure --batch requests.jsonl      (one JSON object per line; - reads standard input)
        """
    )

    @Argument(help: "The text, as displayed.")
    var text: String?

    @Option(help: "BCP 47 locale: direction, Han face, line breaking, shaping language.")
    var locale: String = "en"
    @Option(help: ArgumentHelp("SwiftUI text style: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "style"))
    var style: String?
    @Option(help: "Point size (instead of, or overriding, the style's size).")
    var size: Double?
    @Option(help: ArgumentHelp("SwiftUI weight: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "weight"))
    var weight: String?
    @Flag(name: .customLong("monospaced-digits"), help: "monospacedDigit(): tabular figures (OpenType tnum).")
    var monospacedDigits = false
    @Option(help: "tracking(_:) in points.")
    var tracking: Double = 0
    @Option(help: "Proposed width in points.")
    var width: Double?
    @Option(help: "Available height in points.")
    var height: Double?
    @Option(name: .customLong("line-limit"), help: "lineLimit(_:); unlimited when absent.")
    var lineLimit: Int?
    @Option(name: .customLong("minimum-scale-factor"), help: "minimumScaleFactor(_:), in (0, 1].")
    var minimumScaleFactor: Double = 1
    @Option(help: "truncationMode: tail, middle or head.")
    var truncation: String?
    @Option(name: .customLong("layout-direction"), help: "ltr or rtl; the locale's direction when absent.")
    var layoutDirection: String?
    @Flag(name: .customLong("pin-ltr"), help: "environment(\\.layoutDirection, .leftToRight) on the text.")
    var pinLTR = false
    @Flag(help: "Print one JSON object.")
    var json = false
    @Option(help: ArgumentHelp("Measure JSON Lines from a file (- for standard input).", valueName: "file"))
    var batch: String?
    @Option(name: .customLong("input"), help: ArgumentHelp("Batch input: jsonl (one JSON object per line) or tsv (a header of those keys, then tab-separated values).", valueName: "format"))
    var inputFormat: MeasureBatch.InputFormat = .jsonl
    @Option(help: ArgumentHelp("Batch output: only these values, tab-separated, one line per request (\(MeasureBatch.Field.allCases.map(\.rawValue).joined(separator: ", "))). The full JSON object when absent (jsonl input).", valueName: "list"))
    var fields: String?
    @OptionGroup var profile: ProfileOption

    func validate() throws {
        if batch == nil && text == nil {
            throw ValidationError("give a text to measure, or --batch FILE for JSON Lines")
        }
        if batch != nil && text != nil {
            throw ValidationError("give either a text or --batch FILE, not both")
        }
        if batch == nil && (fields != nil || inputFormat != .jsonl) {
            throw ValidationError("--fields and --input apply to --batch FILE")
        }
    }

    func run() throws {
        let engine = try profile.engine()
        if let batch {
            let input: Data
            if batch == "-" {
                input = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                guard let data = FileManager.default.contents(atPath: batch) else {
                    throw CLIError("cannot read batch file \"\(batch)\": no such file; pass a JSON Lines file or - for standard input")
                }
                input = data
            }
            let columns = try fields.map(MeasureBatch.Field.list)
            MeasureBatch(engine: engine).run(input, format: inputFormat, fields: columns) { block in
                FileHandle.standardOutput.write(Data(block))
            }
            ProcessLifetime.keep(engine)
            return
        }
        let layout: TextLayout
        let request = try MeasureOptionsParser.request(
            text: text ?? "", locale: locale, size: size, style: style, weight: weight,
            monospacedDigits: monospacedDigits, tracking: tracking, width: width, height: height,
            lineLimit: lineLimit, minimumScaleFactor: minimumScaleFactor, truncation: truncation,
            layoutDirection: layoutDirection, pinLTR: pinLTR)
        layout = try engine.layout(request)
        print(json ? try layout.jsonLine() : layout.summary)
    }
}
