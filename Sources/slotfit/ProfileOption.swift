import ArgumentParser
import SlotFitText

/// `--font-profile FILE`, shared by the commands that measure.
struct ProfileOption: ParsableArguments {
    @Option(name: .customLong("font-profile"), help: ArgumentHelp("A JSON font profile, or sf for your own San Francisco files in $SLOTFIT_SF_FONTS (default: Inter + Noto).", valueName: "file"))
    var path: String?

    func engine() throws -> TextEngine {
        if path == "sf" { return try TextEngine(profile: FontProfile.sanFrancisco()) }
        return try TextEngine(profile: path.map(FontProfile.load(contentsOf:)) ?? .default)
    }
}
