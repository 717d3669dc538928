import Foundation
import PackagePlugin

/// `swift package slotfit <arguments>`: SlotFit in a team's own package —
/// `swift package slotfit check`, `swift package --allow-writing-to-package-directory
/// slotfit render`, `swift package slotfit import Sources/Widgets` — run in
/// the package's folder, where slotfit.yml is found.
@main
struct SlotFitPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "slotfit")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["--help"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // slotfit printed why; the plugin fails with its exit status.
            throw PluginFailure(status: process.terminationStatus, arguments: arguments)
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32
    var arguments: [String]
    var description: String { "slotfit \(arguments.joined(separator: " ")) exited with \(status) (see its output above)" }
}
