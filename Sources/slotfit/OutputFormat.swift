import ArgumentParser
import SlotFit
import SlotFitText

/// `--format text|json`: a person's table or a program's JSON.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `--device` takes a profile id (see `slotfit devices`), checked when the
/// profile is looked up; the shell completes the ids SlotFit ships.
extension DeviceID: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { DeviceID.all.map(\.rawValue) }
}

extension MeasureBatch.InputFormat: ExpressibleByArgument {}
