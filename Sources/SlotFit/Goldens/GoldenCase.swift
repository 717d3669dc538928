import SlotFitText

/// One case of a golden file, as a value: the state and device it draws,
/// and its Dynamic Type size when the matrix draws several (`nil` when it
/// draws one, so the case's name stays `state · device`). Reports match
/// findings and verdict changes to it by these values.
public struct GoldenCase: Sendable, Hashable, Codable {
    /// The sample state's name.
    public var state: String
    /// The device id.
    public var device: String
    /// The text size, when the matrix draws more than one.
    public var dynamicTypeSize: DynamicTypeSize?

    /// Creates a case's identity.
    public init(state: String, device: String, dynamicTypeSize: DynamicTypeSize? = nil) {
        self.state = state; self.device = device; self.dynamicTypeSize = dynamicTypeSize
    }

    /// `state · device`, then ` · size` when the matrix draws several.
    public var name: String {
        "\(state) · \(device)" + (dynamicTypeSize.map { " · \($0.shortName)" } ?? "")
    }

    /// Whether something of `state`, `device` and `size` (`nil`: every
    /// size) belongs to this case.
    public func contains(state: String, device: String, dynamicTypeSize size: DynamicTypeSize?) -> Bool {
        state == self.state && device == self.device && (dynamicTypeSize == nil || size == nil || size == dynamicTypeSize)
    }
}
