import Foundation
import SlotFitCore

/// One GitHub Actions annotation: a workflow command
/// (`::error file=…,line=…,col=…,title=…::message`) GitHub shows on the
/// pull request's diff at that file and line.
package struct GitHubAnnotation: Sendable, Hashable {
    /// GitHub's three annotation levels.
    package enum Level: String, Sendable, Hashable {
        case error, warning, notice
    }

    package var level: Level
    /// The file, relative to the repository's root (GitHub matches it
    /// against the pull request's paths); `nil` for an annotation on the run.
    package var file: String?
    package var line: Int?
    package var column: Int?
    package var title: String
    /// The text; its later lines are the scope (locales, devices, states).
    package var message: String

    /// Creates an annotation.
    package init(level: Level, file: String?, line: Int? = nil, column: Int? = nil, title: String, message: String) {
        self.level = level; self.file = file; self.line = line; self.column = column; self.title = title; self.message = message
    }

    /// The workflow command, with `%`, CR and LF percent-encoded in the
    /// message and also `:` and `,` in properties, and invisible controls
    /// spelled out first (every report shows them).
    package var command: String {
        var properties: [String] = []
        if let file {
            properties.append("file=\(Self.property(file))")
            if let line {
                properties.append("line=\(line)")
                if let column { properties.append("col=\(column)") }
            }
        }
        properties.append("title=\(Self.property(title))")
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(WorkflowCommand.message(message.showingInvisibleControls))"
    }

    static func property(_ s: String) -> String { WorkflowCommand.property(s.showingInvisibleControls) }
}
