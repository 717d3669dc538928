/// SwiftUI's `Font.Design`. The font profile decides the faces; the default
/// profile has no rounded or serif cut, so it measures with its own and the
/// snapshot names the design asked for.
public enum FontDesign: String, Sendable, Hashable, CaseIterable, Codable {
    case `default`, rounded, monospaced, serif
}
