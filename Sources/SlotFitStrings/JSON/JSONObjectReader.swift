/// Reads one JSON object into a model: typed members with errors that name
/// the file and key path, and the members nobody asked for kept as they are.
struct JSONObjectReader {
    let source: String
    let path: JSONPath
    private var members: [(key: String, value: JSONValue)]
    private var used: [Bool]

    init(_ value: JSONValue, source: String, path: JSONPath) throws {
        guard case .object(let members) = value else {
            throw SlotFitError(.schema, "should be an object, found \(value.typeName)", at: SourceLocation(file: source), keyPath: "\(path)")
        }
        self.source = source
        self.path = path
        self.members = members
        self.used = Array(repeating: false, count: members.count)
    }

    func schemaError(_ key: String, _ message: String) -> SlotFitError {
        SlotFitError(.schema, "\(message)", at: SourceLocation(file: source), keyPath: "\(path.member(key))")
    }

    mutating func value(_ key: String) -> JSONValue? {
        guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
        used[index] = true
        return members[index].value
    }

    mutating func string(_ key: String) throws -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw schemaError(key, "should be a string, found \(value.typeName)") }
        return text
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw schemaError(key, "should be true or false, found \(value.typeName)") }
        return flag
    }

    mutating func int(_ key: String) throws -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let text) = value, let number = Int(text) else { throw schemaError(key, "should be a whole number, found \(value.typeName)") }
        return number
    }

    /// The members of an object member, each with its path.
    mutating func object(_ key: String, bracketedKeys: Bool = false) throws -> [(key: String, value: JSONValue, path: JSONPath)]? {
        guard let value = value(key) else { return nil }
        guard case .object(let inner) = value else { throw schemaError(key, "should be an object, found \(value.typeName)") }
        let base = path.member(key)
        return inner.map { ($0.key, $0.value, base.member($0.key, bracketed: bracketedKeys)) }
    }

    /// Members not read: kept so that writing the model back loses nothing.
    var unknown: [String: JSONValue] {
        var extra: [String: JSONValue] = [:]
        for (index, member) in members.enumerated() where !used[index] { extra[member.key] = member.value }
        return extra
    }
}
