import Foundation
import SlotFitText

/// A SwiftUI colour as a view writes it: a system colour (`Color.red` is
/// `red`, `Color(.systemGray2)` is `systemGray2`, `.secondary`), a fixed
/// one (`"#34C759"`, `Color(red:green:blue:)`), either with an opacity
/// (`red.opacity(0.5)`), or one SlotFit cannot compute (`statusColor`, a
/// switch on the state; `Color(hex:)`; an asset), which pictures draw as a
/// translucent grey marked as assumed. Only pictures use it; layout never
/// does.
public struct ColorValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red, green, blue and opacity, 0…1.
    public struct Components: Sendable, Hashable, Codable {
        public var red: Double, green: Double, blue: Double, opacity: Double

        /// Components, each 0…1.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }

        /// `#rrggbb` for SVG (the opacity apart).
        public var hex: String {
            func byte(_ v: Double) -> String {
                let n = Int((Swift.max(0, Swift.min(1, v)) * 255).rounded())
                return (n < 16 ? "0" : "") + String(n, radix: 16)
            }
            return "#" + byte(red) + byte(green) + byte(blue)
        }
    }

    /// How SlotFit came by the colour.
    public enum Source: Sendable, Hashable, Codable {
        /// Written as a name, a hex value or components: drawn as SwiftUI draws it.
        case known
        /// An expression SlotFit cannot evaluate (`statusColor`,
        /// `Color(hex:)`, an asset's colour): drawn translucent grey and
        /// marked as assumed, never as an opaque colour it might not be.
        case assumed(expression: String)
    }

    /// The colour in the light appearance (a fixed colour's only value).
    public var light: Components
    /// The colour in the dark appearance (the island's; a system colour
    /// adapts, a fixed one is the same).
    public var dark: Components
    /// The name it was written with, for snapshots and manifests: what
    /// `init?(_:)` reads back.
    public var name: String
    /// Known, or assumed for an expression SlotFit cannot evaluate.
    public var source: Source = .known

    /// The grey an unknown colour is drawn in: system grey at 40 %, so
    /// what is over it (a badge's text) still shows.
    public static let assumedComponents = Components(red: 142 / 255, green: 142 / 255, blue: 147 / 255, opacity: 0.4)

    /// A colour SlotFit cannot compute, for `expression` as written.
    public static func assumed(_ expression: String) -> ColorValue {
        ColorValue(light: assumedComponents, dark: assumedComponents, name: "assumed(\(expression))", source: .assumed(expression: expression))
    }

    /// A fixed colour of `components` (`Color(red:green:blue:opacity:)`),
    /// named by its hex value.
    public init(fixed components: Components) {
        light = components
        dark = components
        let alpha = Int((Swift.max(0, Swift.min(1, components.opacity)) * 255).rounded())
        name = components.hex.uppercased() + (alpha == 255 ? "" : String(format: "%02X", alpha))
    }

    init(light: Components, dark: Components, name: String, source: Source = .known) {
        self.light = light; self.dark = dark; self.name = name; self.source = source
    }

    /// A system colour's name (`red`, `.blue`, `systemGray4`, `secondary`),
    /// `#RRGGBB` / `#RRGGBBAA`, either followed by `.opacity(x)`, or
    /// `assumed(expression)`; `nil` for anything else.
    public init?(_ text: String) {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("Color.") { trimmed.removeFirst("Color.".count) }
        if trimmed.hasPrefix(".") { trimmed.removeFirst() }
        if trimmed.hasPrefix("assumed("), trimmed.hasSuffix(")") {
            self = .assumed(String(trimmed.dropFirst("assumed(".count).dropLast()))
            return
        }
        if trimmed.hasSuffix(")"), let open = trimmed.range(of: ".opacity(", options: .backwards) {
            guard let base = ColorValue(String(trimmed[..<open.lowerBound])),
                  let factor = Double(trimmed[open.upperBound...].dropLast()), (0...1).contains(factor) else { return nil }
            self = base.opacity(factor)
            return
        }
        if let system = Self.system[trimmed] {
            self.init(light: system.components(dark: false), dark: system.components(dark: true), name: trimmed)
            return
        }
        guard trimmed.hasPrefix("#"), [7, 9].contains(trimmed.count),
              let value = UInt64(trimmed.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = trimmed.count == 9
        let rgb = hasAlpha ? value >> 8 : value
        let components = Components(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255,
                                    opacity: hasAlpha ? Double(value & 0xFF) / 255 : 1)
        self.init(light: components, dark: components, name: trimmed)
    }

    /// Every name `init?(_:)` reads as a system colour (for "did you mean").
    public static var names: [String] { system.keys.sorted() }

    /// SwiftUI's `.opacity(_:)` on the colour: its alpha times `factor`,
    /// in both appearances. An assumed colour stays the assumed grey.
    public func opacity(_ factor: Double) -> ColorValue {
        guard case .known = source else { return self }
        var result = self
        result.light.opacity *= factor
        result.dark.opacity *= factor
        result.name = "\(name).opacity(\(FixedPoint.trimmed(factor, decimals: 3)))"
        return result
    }

    /// The colour as drawn in the dark (`true`) or light appearance.
    public func resolved(dark isDark: Bool) -> Components { isDark ? dark : light }

    /// `true` for a colour SlotFit could not compute.
    public var isAssumed: Bool {
        if case .assumed = source { return true }
        return false
    }

    /// The light appearance's `#rrggbb`.
    public var hex: String { light.hex }

    /// The light appearance's opacity.
    public var opacity: Double { light.opacity }

    public var description: String { name }
}
