import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText

extension String {
    /// The string as a YAML scalar: plain when safe, else double-quoted.
    var yamlQuoted: String {
        let plain = !isEmpty && allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } && !hasPrefix("-")
        return plain ? self : "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
