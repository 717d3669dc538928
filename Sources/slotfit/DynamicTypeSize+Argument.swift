import ArgumentParser
import SlotFitText

/// `--dynamic-type-size xxxLarge` (or `AX2`, `accessibility2`,
/// `extraExtraExtraLarge`): the names `DynamicTypeSize(name:)` reads.
extension DynamicTypeSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
