import Foundation
import SlotFit

extension SourceDiscovery.Scan {
    /// Adds, for each namespace the extensions' views read constants from
    /// (`DesignSystem.Spaces.half`, `Theme.gap`) that nothing read so far
    /// declares, the file of the repository that declares it (a design
    /// system's tokens), else every such value is SwiftUI's default. A
    /// folder of many files (the app's own) is not read for one type: the
    /// file alone is.
    mutating func addNamespaceContributions() {
        let firstUse = namespacesFirstUsed()
        let declaring = declaringFiles(firstUse)
        for name in firstUse.keys.sorted() {
            guard let file = declaring[name], let use = firstUse[name] else { continue }
            contribute(file, "\(name): declares the constants the views read (\(use.file):\(use.line))",
                       line: SourceDiscovery.declarationLine(of: name, in: texts[file] ?? "") ?? 1)
            readAloneIfCrowded(file)
        }
    }

    /// What the Live Activities' views read and SlotFit could not compute,
    /// as the importer approximates it (not every widget of the extension:
    /// its other widgets read the whole app): each namespace nothing read so
    /// far declares, with the place of its first use.
    private func namespacesFirstUsed() -> [String: (file: String, line: Int)] {
        var declaredTypes = Set<String>()
        for file in files.swift where inSources(file) || contributions[file] != nil {
            declaredTypes.formUnion(SourceDiscovery.declaredTypeNames(texts[file] ?? ""))
        }
        var firstUse: [String: (file: String, line: Int)] = [:]
        for approximation in own.importActivities().approximations {
            for (name, _) in SourceDiscovery.namespacesRead(approximation.construct) where firstUse[name] == nil && !declaredTypes.contains(name) {
                firstUse[name] = (approximation.location.file, approximation.location.line ?? 1)
            }
        }
        return firstUse
    }

    /// Each namespace of `firstUse` → the first file outside what is read
    /// already that declares it.
    private func declaringFiles(_ firstUse: [String: (file: String, line: Int)]) -> [String: String] {
        var declaring: [String: String] = [:]
        guard !firstUse.isEmpty else { return declaring }
        for file in files.swift where !inSources(file) && contributions[file] == nil {
            guard let text = texts[file], firstUse.keys.contains(where: { text.contains($0) }) else { continue }
            for name in SourceDiscovery.declaredTypeNames(text) where firstUse[name] != nil && declaring[name] == nil { declaring[name] = file }
        }
        return declaring
    }
}
