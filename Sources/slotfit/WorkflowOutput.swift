import Foundation
import SlotFitText

/// Text from the project (state names, translations, paths) that the CLI
/// prints in a GitHub Actions workflow, where the runner reads any line
/// starting `::` as a command: wrapped in `::stop-commands::` so none of it
/// runs. The token is the text's own SHA-256, so the same inputs print the
/// same bytes, and no text can hold the token that ends it.
enum WorkflowOutput {
    /// Whether the CLI runs as a GitHub Actions step.
    static var isGitHubActions: Bool { ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" }

    /// `text` as printed: unchanged outside a workflow; inside one, with
    /// workflow commands stopped around it.
    static func untrusted(_ text: String) -> String {
        guard isGitHubActions, !text.isEmpty else { return text }
        let token = FontDigests.sha256(of: Array(text.utf8))
        return "::stop-commands::\(token)\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "::\(token)::\n"
    }
}
