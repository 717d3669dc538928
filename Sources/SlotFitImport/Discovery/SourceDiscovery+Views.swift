import Foundation

extension SourceDiscovery.Scan {
    /// The custom views the Live Activities show that no file read so far
    /// declares (a card view kept in a framework, a shared component), each
    /// with the place it is shown: the first file elsewhere that declares
    /// it is added — its folder when that holds few enough files — and so
    /// are the views those show, up to four levels. Without them the view
    /// is laid out as a 44 × 20 pt box, which checks nothing of it.
    mutating func addViewContributions() {
        var asked = Set<String>()
        for _ in 0..<4 {
            var read = own
            for file in readFiles() { read.merge(inventory(file)) }
            var wanted: [(name: String, location: SourceLocation)] = []
            for approximation in read.importActivities().approximations {
                guard let name = approximation.unknownView, !asked.contains(name) else { continue }
                asked.insert(name)
                wanted.append((name, approximation.location))
            }
            guard !wanted.isEmpty else { return }
            let names = Set(wanted.map(\.name))
            var declaring: [String: String] = [:]
            for file in files.swift where !inSources(file) && contributions[file] == nil {
                guard let text = texts[file], names.contains(where: { SourceDiscovery.mentions(text, $0) }) else { continue }
                for name in SourceDiscovery.declaredTypeNames(text) where names.contains(name) && declaring[name] == nil { declaring[name] = file }
            }
            var added = false
            for (name, shown) in wanted {
                guard let file = declaring[name] else { continue }
                contribute(file, "\(name): declares a view the activity shows (\(shown.file):\(shown.line ?? 1))",
                           line: SourceDiscovery.declarationLine(of: name, in: texts[file] ?? "") ?? 1)
                readAloneIfCrowded(file)
                added = true
            }
            if !added { return }
        }
    }

    /// The files outside the extensions that `sources:` will read: each
    /// contributing file, and the other files of its folder when the folder
    /// is read whole.
    private func readFiles() -> [String] {
        var result = Set<String>()
        for file in contributions.keys {
            let path = readPath(of: file)
            if path == file {
                result.insert(file)
            } else {
                for other in files.swift where (other as NSString).deletingLastPathComponent == path { result.insert(other) }
            }
        }
        return result.sorted()
    }
}
