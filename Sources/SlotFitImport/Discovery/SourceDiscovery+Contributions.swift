import SlotFit
import SwiftSyntax

extension SourceDiscovery.Scan {
    /// Adds the files outside the extensions that mention an attributes
    /// type and add to it: declare it, give it sample states, extend it or
    /// its `ContentState`, preview it.
    mutating func addAttributesContributions() {
        for file in files.swift where !inSources(file) {
            guard let text = texts[file] else { continue }
            let mentioned = names.filter { SourceDiscovery.mentions(text, SourceDiscovery.simpleName($0)) }
            guard !mentioned.isEmpty else { continue }
            let found = inventory(file)
            guard let tree = found.trees.trees.first else { continue }
            let visitor = AttributesUses(names: Set(mentioned.map(SourceDiscovery.simpleName)))
            visitor.walk(tree)
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            for name in mentioned {
                let simple = SourceDiscovery.simpleName(name)
                let (adds, first) = additions(to: name, in: found, uses: visitor.uses[simple] ?? [], converter: converter)
                guard !adds.isEmpty else { continue }
                contribute(file, "\(simple): \(adds.joined(separator: ", "))", line: first == Int.max ? 1 : first)
            }
        }
    }

    /// What a file (`found`) adds to the attributes type `name`, and the
    /// first line it adds at (`Int.max`: none known). A declaration marks
    /// the type declared and its fields' types wanted.
    private mutating func additions(to name: String, in found: SourceInventory, uses: [(kind: String, node: Syntax)],
                                    converter: SourceLocationConverter) -> (adds: [String], first: Int) {
        let simple = SourceDiscovery.simpleName(name)
        var adds: [String] = []
        var first = Int.max
        if let type = found.attributes.first(where: { $0.name == simple || $0.name == name }) {
            adds.append(type.stateFields.isEmpty ? "declares \(simple)" : "declares \(simple) and its ContentState")
            first = min(first, type.location.line ?? first)
            declared.insert(name)
            fieldTypes.formUnion((type.fields + type.stateFields).map(\.type))
        }
        let samples = found.resolvedSamples(against: own.attributes + found.attributes).filter { $0.attributes == simple || $0.attributes == name }
        if !samples.isEmpty {
            adds.append("\(samples.count) sample state\(samples.count == 1 ? "" : "s") (\(samples.map(\.name).joined(separator: ", ")))")
            first = min(first, samples.compactMap(\.location.line).min() ?? first)
        }
        for kind in ["an extension", "an extension of its ContentState", "a #Preview"] {
            guard let node = uses.first(where: { $0.kind == kind })?.node else { continue }
            adds.append(kind)
            first = min(first, node.startLocation(converter: converter).line)
        }
        if found.attributeSamples[simple] != nil, !adds.contains(where: { $0.hasPrefix("declares") }) { adds.append("a sample of its attributes") }
        return (adds, first)
    }

    /// Adds the files declaring the struct a `ContentState` is an alias of
    /// (`typealias ContentState = LiveActivityState`, the struct kept in a
    /// shared models folder), declared neither in the extensions nor in
    /// what was added so far.
    mutating func addStateAliasContributions() {
        var aliases = Set(own.attributes.compactMap { $0.stateFields.isEmpty ? $0.stateAlias : nil })
        for file in contributions.keys { aliases.formUnion(inventory(file).attributes.compactMap { $0.stateFields.isEmpty ? $0.stateAlias : nil }) }
        guard !aliases.isEmpty else { return }
        for file in files.swift where !inSources(file) {
            guard let text = texts[file], let alias = aliases.sorted().first(where: { text.containsUTF8("struct \($0)") }),
                  let fields = inventory(file).structFields[alias] else { continue }
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("struct \(alias)") }.map { $0 + 1 } ?? 1
            contribute(file, "\(alias): declares the ContentState (typealias ContentState = \(alias))", line: line)
            fieldTypes.formUnion(fields.map(\.type))
            aliases.remove(alias)
        }
    }

    /// Adds the files declaring the enums the fields use, declared neither
    /// in the extensions nor in what was added so far.
    mutating func addEnumContributions() {
        for file in contributions.keys { declaredEnums.formUnion(inventory(file).enums.map(\.name)) }
        let missingEnums = fieldTypes.filter { !declaredEnums.contains($0) && $0.first?.isUppercase == true && !SourceDiscovery.standardTypes.contains($0) }.sorted()
        guard !missingEnums.isEmpty else { return }
        for file in files.swift where !inSources(file) {
            guard let text = texts[file] else { continue }
            let mentioned = missingEnums.filter { SourceDiscovery.mentions(text, $0) }
            guard !mentioned.isEmpty else { continue }
            let found = inventory(file)
            for name in mentioned {
                guard let declaration = found.enums.first(where: { $0.name == name }), !declaredEnums.contains(name) else { continue }
                declaredEnums.insert(name)
                contribute(file, "\(name): declares the enum a field uses", line: declaration.location.line ?? Int.max)
            }
        }
    }
}
