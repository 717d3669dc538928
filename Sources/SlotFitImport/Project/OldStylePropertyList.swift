import Foundation
import SlotFitCore

/// A property list in the old-style (OpenStep) text format that Xcode
/// writes `project.pbxproj` in: dictionaries `{ key = value; }`, arrays
/// `( a, b, )`, quoted and unquoted strings, `/* … */` and `//` comments.
/// Every dictionary remembers the line each of its keys is written on, so a
/// finding can point at the target a project defines.
///
/// The reader is bounded: nesting deeper than ``maximumDepth`` and files over
/// ``maximumBytes`` are refused with a located error, never a crash (a pull
/// request may commit any project file).
package enum OldStylePropertyList: Sendable, Hashable {
    case string(String)
    case array([OldStylePropertyList])
    case dictionary(Dictionary)

    /// A dictionary with the line of each key.
    package struct Dictionary: Sendable, Hashable {
        package var values: [String: OldStylePropertyList] = [:]
        package var lines: [String: Int] = [:]
        /// The line the dictionary opens on.
        package var line = 1

        /// The string at `key`, if it is one.
        package func string(_ key: String) -> String? {
            if case .string(let s)? = values[key] { return s }
            return nil
        }
        /// The strings of the array at `key` (empty when absent).
        package func strings(_ key: String) -> [String] {
            guard case .array(let items)? = values[key] else { return [] }
            return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        /// The dictionary at `key`, if it is one.
        package func dictionary(_ key: String) -> Dictionary? {
            if case .dictionary(let d)? = values[key] { return d }
            return nil
        }
    }

    /// Deeper nesting than any project Xcode writes (about 5) by far.
    package static let maximumDepth = 64
    /// 64 MiB: the largest real project files are a few MB.
    package static let maximumBytes = 64 << 20

    /// Parses `bytes`; `file` names the file in errors.
    package static func parse(_ bytes: [UInt8], file: String) throws -> OldStylePropertyList {
        guard bytes.count <= maximumBytes else {
            throw SlotFitError(.io, "the file is \(bytes.count) bytes, over the \(maximumBytes)-byte limit for a project file; SlotFit does not read it", at: SourceLocation(file: file))
        }
        var reader = Reader(bytes: bytes, file: file)
        reader.skipTrivia()
        let value = try reader.value(depth: 0)
        reader.skipTrivia()
        guard reader.index == bytes.count else { throw reader.error("text after the property list's end") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        let file: String
        var index = 0
        var line = 1
        var lineStart = 0

        func error(_ problem: String) -> SlotFitError {
            SlotFitError(.syntax, "\(problem); the file is not an Xcode project in the text property list format (open and save it in Xcode to rewrite it)",
                         at: SourceLocation(file: file, line: line, column: index - lineStart + 1))
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }

        mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance(); continue }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                    if bytes[index + 1] == UInt8(ascii: "/") {
                        while index < bytes.count, bytes[index] != 0x0A { advance() }
                        continue
                    }
                    if bytes[index + 1] == UInt8(ascii: "*") {
                        advance(); advance()
                        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) { advance() }
                        if index < bytes.count { advance(); advance() }
                        continue
                    }
                }
                return
            }
        }

        mutating func value(depth: Int) throws -> OldStylePropertyList {
            guard depth < OldStylePropertyList.maximumDepth else { throw error("nesting deeper than \(OldStylePropertyList.maximumDepth) levels") }
            guard index < bytes.count else { throw error("the file ends where a value was expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return .dictionary(try dictionary(depth: depth))
            case UInt8(ascii: "("): return .array(try array(depth: depth))
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
            case UInt8(ascii: "<"): return .string(try data())
            default: return .string(try unquoted())
            }
        }

        mutating func dictionary(depth: Int) throws -> Dictionary {
            var result = Dictionary(line: line)
            advance()
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("the file ends inside a dictionary opened on line \(result.line)") }
                if bytes[index] == UInt8(ascii: "}") { advance(); return result }
                let keyLine = line
                let key: String
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quoted()
                default: key = try unquoted()
                }
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw error("\"=\" expected after the key \(key.debugDescription)") }
                advance()
                skipTrivia()
                let item = try value(depth: depth + 1)
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw error("\";\" expected after the value of \(key.debugDescription)") }
                advance()
                result.values[key] = item
                result.lines[key] = keyLine
            }
        }

        mutating func array(depth: Int) throws -> [OldStylePropertyList] {
            let opened = line
            var items: [OldStylePropertyList] = []
            advance()
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("the file ends inside an array opened on line \(opened)") }
                if bytes[index] == UInt8(ascii: ")") { advance(); return items }
                items.append(try value(depth: depth + 1))
                skipTrivia()
                guard index < bytes.count else { throw error("the file ends inside an array opened on line \(opened)") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                guard bytes[index] == UInt8(ascii: ")") else { throw error("\",\" or \")\" expected in an array") }
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
            default: return byte >= 0x80
            }
        }

        mutating func unquoted() throws -> String {
            let start = index
            while index < bytes.count, Self.isUnquoted(bytes[index]) {
                // `//` and `/*` start a comment, not a string's next character.
                if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { break }
                advance()
            }
            guard index > start else {
                throw error("unexpected \(String(decoding: [bytes[index]], as: UTF8.self).debugDescription)")
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func data() throws -> String {
            let opened = line
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
            guard index < bytes.count else { throw error("the file ends inside data opened on line \(opened)") }
            advance()
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func quoted() throws -> String {
            let quote = bytes[index]
            let opened = line
            advance()
            var out: [UInt8] = []
            while true {
                guard index < bytes.count else { throw error("the file ends inside a string opened on line \(opened)") }
                let byte = bytes[index]
                if byte == quote { advance(); break }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    advance()
                    let escaped = bytes[index]
                    advance()
                    switch escaped {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "U"), UInt8(ascii: "u"):
                        var scalar: UInt32 = 0
                        var digits = 0
                        while digits < 4, index < bytes.count, let digit = Self.hex(bytes[index]) { scalar = scalar * 16 + digit; digits += 1; advance() }
                        out.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
                    default: out.append(escaped)
                    }
                    continue
                }
                out.append(byte)
                advance()
            }
            return String(decoding: out, as: UTF8.self)
        }

        static func hex(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
    }
}
