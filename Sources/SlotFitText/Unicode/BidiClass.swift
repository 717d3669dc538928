import CICU

/// The bidi class of a code point (UAX #9, table 4), as ICU reports it.
enum BidiClass: Int32, Sendable, Hashable, CaseIterable {
    case L = 0, R = 1, EN = 2, ES = 3, ET = 4, AN = 5, CS = 6, B = 7, S = 8, WS = 9, ON = 10
    case LRE = 11, LRO = 12, AL = 13, RLE = 14, RLO = 15, PDF = 16, NSM = 17, BN = 18
    case FSI = 19, LRI = 20, RLI = 21, PDI = 22

    /// The class of `scalar`.
    package init(_ scalar: Unicode.Scalar) {
        self = BidiClass(rawValue: sf_bidi_class(scalar.value)) ?? .L
    }

    /// Classes that rule X9 removes from the paragraph: they get no level
    /// and take no place in the visual order.
    package var isRemovedByX9: Bool {
        switch self {
        case .LRE, .RLE, .LRO, .RLO, .PDF, .BN: return true
        default: return false
        }
    }
}
