// Generated in the style of SwiftGen's strings template: accessors for the
// keys of Localizable and Common.
import Foundation

internal enum L10n {
    internal enum Ride {
        /// Finding your driver…
        internal static let matching = L10n.tr("Localizable", "ride.matching", fallback: "Finding your driver…")
        /// Your driver is here
        internal static let arrived = L10n.tr("Localizable", "ride.arrived", fallback: "Your driver is here")
        /// Arriving in %lld min
        internal static func arriving(_ p1: Int) -> String {
            return L10n.tr("Localizable", "ride.arriving", p1, fallback: "Arriving in %lld min")
        }
    }
    internal enum Common {
        /// Pickup
        internal static let pickup = L10n.tr("Common", "common.pickup", fallback: "Pickup")
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}
