/// A SwiftUI colour as a manifest names it: `Color.red` is `red`, a hex
/// colour `"#34C759"`. Only pictures use it; layout never does.
public struct ColorValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red, green, blue and opacity, 0…1.
    public var red: Double, green: Double, blue: Double, opacity: Double
    /// The name it was written with, for snapshots.
    public var name: String

    /// SwiftUI's named colours in their light-appearance values (Apple's
    /// Human Interface Guidelines, "Color"); `primary` and `secondary` as
    /// drawn on the dark island.
    public static let named: [String: (Double, Double, Double, Double)] = [
        "red": (1, 0.231, 0.188, 1), "orange": (1, 0.584, 0, 1), "yellow": (1, 0.8, 0, 1), "green": (0.204, 0.78, 0.349, 1),
        "mint": (0, 0.78, 0.745, 1), "teal": (0.188, 0.69, 0.78, 1), "cyan": (0.196, 0.678, 0.902, 1), "blue": (0, 0.478, 1, 1),
        "indigo": (0.345, 0.337, 0.839, 1), "purple": (0.686, 0.322, 0.871, 1), "pink": (1, 0.176, 0.333, 1), "brown": (0.635, 0.518, 0.369, 1),
        "white": (1, 1, 1, 1), "gray": (0.557, 0.557, 0.576, 1), "black": (0, 0, 0, 1), "clear": (0, 0, 0, 0),
        "primary": (1, 1, 1, 1), "secondary": (0.922, 0.922, 0.961, 0.6), "accentColor": (0, 0.478, 1, 1),
    ]

    /// A named colour or `#RRGGBB` / `#RRGGBBAA`; `nil` for anything else.
    public init?(_ text: String) {
        let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let (r, g, b, a) = Self.named[trimmed] {
            red = r; green = g; blue = b; opacity = a; name = trimmed
            return
        }
        guard trimmed.hasPrefix("#"), [7, 9].contains(trimmed.count),
              let value = UInt64(trimmed.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = trimmed.count == 9
        let rgb = hasAlpha ? value >> 8 : value
        red = Double((rgb >> 16) & 0xFF) / 255; green = Double((rgb >> 8) & 0xFF) / 255; blue = Double(rgb & 0xFF) / 255
        opacity = hasAlpha ? Double(value & 0xFF) / 255 : 1
        name = trimmed
    }

    /// `#rrggbb` for SVG.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let n = Int((Swift.max(0, Swift.min(1, v)) * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public var description: String { name }
}
