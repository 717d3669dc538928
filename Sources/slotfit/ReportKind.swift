import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import SlotFitStrings

/// The reports `slotfit check --report` writes.
enum ReportKind: String, CaseIterable {
    case json, junit, sarif, html, markdown, github, xcode

    /// Written to a file or folder given after the kind.
    var needsPath: Bool { [.json, .junit, .sarif, .html, .markdown].contains(self) }

    /// How it is asked for.
    var usage: String {
        switch self {
        case .json: return "json FILE"
        case .junit: return "junit FILE"
        case .sarif: return "sarif FILE"
        case .html: return "html DIR"
        case .markdown: return "markdown FILE"
        case .github, .xcode: return rawValue
        }
    }
}
