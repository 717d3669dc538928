import SlotFit

/// The fields of nested values: a ContentState field whose type is a
/// struct of the sources (`var route: Route`, `struct Route: Codable,
/// Hashable { var destination: String }`) also declares `route.destination`,
/// the name views read it by and samples set it under.
extension ModuleIndex {
    /// `type` with the fields of its fields' struct types added, dotted,
    /// four levels deep at most (an optional outer value makes its fields
    /// optional).
    func flattening(_ type: SourceInventory.AttributesType) -> SourceInventory.AttributesType {
        var copy = type
        copy.fields = nested(type.fields, depth: 0)
        copy.stateFields = nested(type.stateFields, depth: 0)
        return copy
    }

    private func nested(_ fields: [SourceInventory.Field], depth: Int) -> [SourceInventory.Field] {
        var result: [SourceInventory.Field] = []
        for field in fields {
            result.append(field)
            guard depth < 4, let typeName = field.type.split(separator: ".").last.map(String.init),
                  !stateTypes.contains(typeName), let inner = structFields[typeName], !inner.isEmpty else { continue }
            let dotted = inner.map { SourceInventory.Field(name: field.name + "." + $0.name, type: $0.type,
                                                           isOptional: $0.isOptional || field.isOptional, location: field.location) }
            result += nested(dotted, depth: depth + 1)
        }
        return result
    }
}
