import SlotFitCore
import SlotFitText

/// A rendered file's cases and places as the result cache keeps them: in
/// columns (an array per field). Read back, a column is one container
/// where a record each was thousands (a check with nothing changed spent
/// most of its time there).
extension GoldenMatrix.File {
    /// Cases as three columns of strings (no size: an empty string).
    struct CaseColumns: Codable {
        var states: [String] = [], devices: [String] = [], sizes: [String] = []

        init(_ cases: [GoldenCase]) {
            for item in cases { states.append(item.state); devices.append(item.device); sizes.append(item.dynamicTypeSize?.rawValue ?? "") }
        }

        init(from decoder: Decoder) throws {
            var columns = try decoder.unkeyedContainer()
            states = try Self.strings(&columns)
            devices = try Self.strings(&columns)
            sizes = try Self.strings(&columns)
        }

        func encode(to encoder: Encoder) throws {
            var columns = encoder.unkeyedContainer()
            for column in [states, devices, sizes] {
                var items = columns.nestedUnkeyedContainer()
                for item in column { try items.encode(item) }
            }
        }

        static func strings(_ columns: inout any UnkeyedDecodingContainer) throws -> [String] {
            var items = try columns.nestedUnkeyedContainer()
            return try GoldenMatrix.File.items(String.self, in: &items)
        }

        /// The cases, or an error when the columns' lengths differ or a
        /// size is not one.
        func cases() throws -> [GoldenCase] {
            guard states.count == devices.count, states.count == sizes.count else { throw Self.uneven }
            return try states.indices.map { index in
                var size: DynamicTypeSize?
                if !sizes[index].isEmpty {
                    guard let known = DynamicTypeSize(rawValue: sizes[index]) else {
                        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no text size \"\(sizes[index])\""))
                    }
                    size = known
                }
                return GoldenCase(state: states[index], device: devices[index], dynamicTypeSize: size)
            }
        }

        static let uneven = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "columns of different lengths"))
    }

    /// The items of an array, read here: an array's own `Decodable` runs
    /// unspecialized in the standard library, and looks up runtime
    /// metadata for every item.
    static func items<T: Decodable>(_ type: T.Type, in container: inout any UnkeyedDecodingContainer) throws -> [T] {
        var items: [T] = []
        if let count = container.count { items.reserveCapacity(count) }
        while !container.isAtEnd { items.append(try container.decode(T.self)) }
        return items
    }

    /// Source locations, and the names they are for, as columns (no line
    /// or column: -1).
    struct PlaceColumns: Codable {
        var names: [String] = [], files: [String] = [], lines: [Int] = [], columns: [Int] = []

        init(_ places: [(String, SourceLocation)]) {
            for (name, place) in places { names.append(name); files.append(place.file); lines.append(place.line ?? -1); columns.append(place.column ?? -1) }
        }

        init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var column = try container.nestedUnkeyedContainer()
            names = try GoldenMatrix.File.items(String.self, in: &column)
            column = try container.nestedUnkeyedContainer()
            files = try GoldenMatrix.File.items(String.self, in: &column)
            column = try container.nestedUnkeyedContainer()
            lines = try GoldenMatrix.File.items(Int.self, in: &column)
            column = try container.nestedUnkeyedContainer()
            columns = try GoldenMatrix.File.items(Int.self, in: &column)
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(names)
            try container.encode(files)
            try container.encode(lines)
            try container.encode(columns)
        }

        /// The places, or an error when the columns' lengths differ.
        func places() throws -> [(String, SourceLocation)] {
            guard [files.count, lines.count, columns.count].allSatisfy({ $0 == names.count }) else { throw CaseColumns.uneven }
            return names.indices.map { (names[$0], SourceLocation(file: files[$0], line: lines[$0] < 0 ? nil : lines[$0], column: columns[$0] < 0 ? nil : columns[$0])) }
        }

        /// The places by name (the last of a name repeated).
        func dictionary() throws -> [String: SourceLocation] {
            try Dictionary(places(), uniquingKeysWith: { _, last in last })
        }
    }
}
