/// SwiftUI's `Font.Weight`, with the OpenType weight class each maps to.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `usWeightClass` SlotFit looks for (100…900).
    var openTypeWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// Parses a SwiftUI weight name ("semibold") or an OpenType class ("600").
    public init?(name: String) {
        if let weight = FontWeight(rawValue: name) { self = weight; return }
        if let weight = FontWeight.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) { self = weight; return }
        if let value = Int(name), let weight = FontWeight.allCases.first(where: { $0.openTypeWeight == value }) { self = weight; return }
        return nil
    }
}
