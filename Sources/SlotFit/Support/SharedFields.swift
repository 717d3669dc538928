/// A value type's fields kept in one heap object shared by its copies
/// until one of them changes (copy on write, as the standard library's
/// arrays do): views are copied into every level of a layout and its memo,
/// and copying hundreds of bytes with a dozen references each time cost a
/// quarter of a check.
///
/// Mutated only while uniquely referenced (`makeUnique(_:)` first), so it
/// is shared between threads only while it cannot change.
final class SharedFields<Fields: Hashable>: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    /// Gives `storage` a copy of its own when another value shares it.
    static func makeUnique(_ storage: inout SharedFields) {
        if !isKnownUniquelyReferenced(&storage) { storage = SharedFields(storage.fields) }
    }

    /// Equal fields; the same object is equal without comparing them.
    static func equal(_ lhs: SharedFields, _ rhs: SharedFields) -> Bool {
        lhs === rhs || lhs.fields == rhs.fields
    }
}
