extension ColorValue {
    /// A system colour in both appearances, 0–255 per channel as Apple
    /// publishes them, opacity 0…1.
    struct SystemColor: Sendable {
        var light: (Double, Double, Double, Double)
        var dark: (Double, Double, Double, Double)

        /// A colour whose light and dark values differ.
        init(_ light: (Double, Double, Double), _ dark: (Double, Double, Double), opacity: Double = 1) {
            self.light = (light.0, light.1, light.2, opacity)
            self.dark = (dark.0, dark.1, dark.2, opacity)
        }

        /// A colour with its own opacity in each appearance.
        init(light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
            self.light = light
            self.dark = dark
        }

        /// The colour in `dark` or light appearance, as components.
        func components(dark isDark: Bool) -> Components {
            let (r, g, b, a) = isDark ? dark : light
            return Components(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
        }
    }

    /// SwiftUI's and UIKit's system colours by the names a view writes
    /// them with (`.red`, `Color(.systemRed)`, `Color(uiColor: .label)`).
    ///
    /// Values: Apple's Human Interface Guidelines, Color › Specifications ›
    /// System colors (iOS, iPadOS; default contrast) — the table of light
    /// and dark values published with iOS 13–18 (systemRed light
    /// R255 G59 B48, dark R255 G69 B58). The labels, fills and backgrounds
    /// are UIKit's documented dynamic colours (`UIColor.label`,
    /// `.secondaryLabel`, `.systemFill`, `.systemBackground`…) with the
    /// values UIKit resolves them to. A Live Activity's island is always
    /// dark; the Lock Screen follows the person's appearance.
    static let system: [String: SystemColor] = {
        let red = SystemColor((255, 59, 48), (255, 69, 58))
        let orange = SystemColor((255, 149, 0), (255, 159, 10))
        let yellow = SystemColor((255, 204, 0), (255, 214, 10))
        let green = SystemColor((52, 199, 89), (48, 209, 88))
        let mint = SystemColor((0, 199, 190), (99, 230, 226))
        let teal = SystemColor((48, 176, 199), (64, 200, 224))
        let cyan = SystemColor((50, 173, 230), (100, 210, 255))
        let blue = SystemColor((0, 122, 255), (10, 132, 255))
        let indigo = SystemColor((88, 86, 214), (94, 92, 230))
        let purple = SystemColor((175, 82, 222), (191, 90, 242))
        let pink = SystemColor((255, 45, 85), (255, 55, 95))
        let brown = SystemColor((162, 132, 94), (172, 142, 104))
        let gray = SystemColor((142, 142, 147), (142, 142, 147))
        let label = SystemColor(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
        let secondaryLabel = SystemColor(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
        let tertiaryLabel = SystemColor(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
        let quaternaryLabel = SystemColor(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
        var table: [String: SystemColor] = [
            "red": red, "orange": orange, "yellow": yellow, "green": green, "mint": mint, "teal": teal, "cyan": cyan,
            "blue": blue, "indigo": indigo, "purple": purple, "pink": pink, "brown": brown, "gray": gray,
            // SwiftUI's fixed colours.
            "white": SystemColor((255, 255, 255), (255, 255, 255)), "black": SystemColor((0, 0, 0), (0, 0, 0)),
            "clear": SystemColor(light: (0, 0, 0, 0), dark: (0, 0, 0, 0)),
            // The accent colour (and `.tint`) is system blue unless the app sets its own.
            "accentColor": blue, "tint": blue, "accent": blue,
            // Hierarchical styles: the label colours.
            "primary": label, "secondary": secondaryLabel, "tertiary": tertiaryLabel, "quaternary": quaternaryLabel,
            "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel, "quaternaryLabel": quaternaryLabel,
            "systemGray2": SystemColor((174, 174, 178), (99, 99, 102)),
            "systemGray3": SystemColor((199, 199, 204), (72, 72, 74)),
            "systemGray4": SystemColor((209, 209, 214), (58, 58, 60)),
            "systemGray5": SystemColor((229, 229, 234), (44, 44, 46)),
            "systemGray6": SystemColor((242, 242, 247), (28, 28, 30)),
            "systemFill": SystemColor(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)),
            "secondarySystemFill": SystemColor(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)),
            "tertiarySystemFill": SystemColor(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)),
            "quaternarySystemFill": SystemColor(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)),
            "systemBackground": SystemColor((255, 255, 255), (0, 0, 0)),
            "secondarySystemBackground": SystemColor((242, 242, 247), (28, 28, 30)),
            "tertiarySystemBackground": SystemColor((255, 255, 255), (44, 44, 46)),
            "separator": SystemColor(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)),
        ]
        // UIKit's names of the same colours: `Color(.systemRed)`, `UIColor.systemGray`.
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"] {
            table["system" + name.prefix(1).uppercased() + name.dropFirst()] = table[name]
        }
        return table
    }()
}
