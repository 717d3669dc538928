import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitRaster
import SlotFitStrings
import SlotFitText

/// `slotfit layout`: one activity laid out, as a snapshot.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out an activity — a manifest, or a widget extension's Swift file or folder — in every presentation of a device and print its snapshot.",
        discussion: "Exit 1 when a rule finds an error, 2 for bad input, 64 for bad usage."
    )

    @Argument(help: "The activity manifest (.yml or .json), or a Swift file or folder declaring a Live Activity (read as slotfit import reads it; its catalog found beside it, and the values and samples of the slotfit.yml above it).")
    var manifest: String
    @Option(help: "Which Live Activity of the Swift source (its attributes type or name), when it declares more than one.")
    var activity: String?
    @Option(help: "A state of the manifest (default: all).")
    var state: String?
    @Option(help: "The languageCode attribute to use (default: the manifest's; empty: the system default).")
    var locale: String?
    @Option(name: .customLong("system-default"), help: "The system language when languageCode is empty.")
    var systemDefault: String = "en-US"
    @Option(help: "A device id or model name (see slotfit devices).")
    var device: DeviceID = .iPhone393
    @Option(name: .customLong("dynamic-type-size"), help: "The text size the person has set: large (the default), xxxLarge, AX1 … AX5 (docs/DYNAMIC-TYPE.md).")
    var dynamicTypeSize: DynamicTypeSize = .large
    /// What `layout` prints or writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg, png
    }
    @Option(help: "text, json, svg or png (a picture of one state: --state, or the first; png is written to --output).")
    var format: Format = .text
    @Option(help: "The PNG file to write (--format png), atomically.")
    var output: String?
    @Option(help: "The PNG's scale: 2 is Retina-sized.")
    var scale: Double = 2
    @Option(help: "The Lock Screen in pictures: dark or light.")
    var appearance: ActivitySnapshot.Appearance = .dark
    @OptionGroup var profile: ProfileOption

    func validate() throws {
        if format == .png && output == nil { throw ValidationError("--format png writes a file: give --output FILE.png") }
        if output != nil && format != .png { throw ValidationError("--output is for --format png; text, json and svg print to standard output") }
    }

    func run() throws {
        let snapshots: [ActivitySnapshot]
        var picture: String? = nil
        let activity = try SwiftActivitySource.isSwift(manifest) ? SwiftActivitySource.activity(at: manifest, named: self.activity)
            : try ActivityManifest.load(contentsOf: manifest)
        if self.activity != nil, !SwiftActivitySource.isSwift(manifest) {
            throw CLIError("--activity picks one of a Swift source's Live Activities; \"\(manifest)\" is a manifest, which holds one")
        }
        let engine = try profile.engine()
        let renderer = try ActivityRenderer(engine: engine, activity: activity)
        let deviceProfile = try device.profile
        var states = state.map { [$0] } ?? (activity.states.isEmpty ? ["default"] : activity.states.map(\.name))
        if format == .svg || format == .png { states = Array(states.prefix(1)) }
        snapshots = try states.map { try renderer.render(state: $0, device: deviceProfile, languageCode: locale, systemDefault: systemDefault,
                                                         dynamicTypeSize: dynamicTypeSize) }
        if format == .svg || format == .png { picture = try snapshots.first?.svg(engine: engine, appearance: appearance) }
        if format == .json { picture = try "[\n" + snapshots.map { try $0.json() }.joined(separator: ",\n") + "]\n" }
        if format == .png, let output, let picture {
            do {
                try AtomicFile.write(try SVGRasterizer.png(picture, scale: scale), to: output)
            } catch let error as SVGRasterizer.Failure {
                throw CLIError("\(manifest): cannot draw the PNG: \(error.message)")
            }
            print("wrote \(output)")
        } else {
            print(picture ?? snapshots.map(\.text).joined(separator: "\n"), terminator: "")
        }
        if snapshots.contains(where: { $0.findings.contains { $0.severity == .error } }) { throw ExitCode(1) }
    }
}

extension ActivitySnapshot.Appearance: ExpressibleByArgument {}
