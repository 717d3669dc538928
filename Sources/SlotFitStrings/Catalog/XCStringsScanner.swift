/// The scan `XCStringsIndex` makes: a validating walk over the bytes that
/// keeps only positions, the keys of `strings` and the localization names.
struct XCStringsScanner {
    /// The scan stopped: the bytes are not what it accepts.
    struct Failure: Error {}
    /// What a scan found.
    struct Result {
        var topLevel: [(String, Range<Int>)] = []
        var members: [String: XCStringsIndex.Member] = [:]
        var localizations: Set<String> = []
        /// `false` when `strings` is there but no object (a schema error).
        var hasStrings: Bool?
        /// Whether the members past `split` are the second scan's.
        var tookSecondHalf = false
    }

    private let p: UnsafeBufferPointer<UInt8>
    private let bytes: [UInt8]
    private(set) var i = 0
    private var line = 1
    private var lineStart = 0
    private(set) var result = Result()
    /// Localization names of at most eight bytes seen, each as one word
    /// (`packed`; each decoded once).
    private var shortCodes: [UInt64] = []
    /// Those longer than eight bytes (or too near the file's end), as written.
    private var longCodes: [[UInt8]] = []
    /// Where the last name was found in `shortCodes`: entries list their
    /// localizations in the same order, so the next is usually next.
    private var hint = 0

    init(_ p: UnsafeBufferPointer<UInt8>, bytes: [UInt8]) {
        self.p = p
        self.bytes = bytes
    }

    mutating func scanCatalog() throws -> Result {
        if p.count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        whitespace()
        try expect(0x7B)
        whitespace()
        var names = Set<String>()
        if peek() == 0x7D { i += 1 } else {
            while true {
                whitespace()
                let (range, escaped) = try string()
                let name = try decode(range, escaped: escaped)
                guard names.insert(name).inserted else { throw Failure() }
                whitespace()
                try expect(0x3A)
                whitespace()
                if name == "strings" {
                    guard peek() == 0x7B else { result.hasStrings = false; try value(depth: 1); break }
                    result.hasStrings = true
                    try strings()
                } else {
                    let start = i
                    try value(depth: 1)
                    result.topLevel.append((name, start..<i))
                }
                whitespace()
                if peek() == 0x2C { i += 1; continue }
                try expect(0x7D)
                break
            }
        }
        whitespace()
        guard i == p.count else { throw Failure() }
        return result
    }

    // MARK: The catalog's own members

    /// `strings`: each key, where its entry is, and its localizations.
    private mutating func strings() throws {
        i += 1
        whitespace()
        if peek() == 0x7D { i += 1; return }
        try members()
    }

    /// The members of `strings` from the key at `i` to its closing brace.
    /// At `split`, the second half's scan (made on another core from
    /// there) is taken when it read that far without a fault.
    mutating func members() throws {
        while true {
            whitespace()
            if i == split, let half = secondHalf?() {
                try take(half)
                return
            }
            let quote = i
            let (range, escaped) = try string()
            let key = try decode(range, escaped: escaped)
            // Xcode's layout: four spaces, then the key's quote.
            let atFour = quote - lineStart == 4 && p[lineStart] == 0x20 && p[lineStart + 1] == 0x20 && p[lineStart + 2] == 0x20
                && p[lineStart + 3] == 0x20 && quote + 1 < p.count && p[quote + 1] != 0x20
            let keyLine = atFour ? line : nil
            whitespace()
            try expect(0x3A)
            whitespace()
            let start = i
            if peek() == 0x7B { try entry() } else { try value(depth: 2) }
            // A duplicate key is found as it is stored (one hash lookup).
            guard result.members.updateValue(XCStringsIndex.Member(value: start..<i, line: keyLine), forKey: key) == nil else { throw Failure() }
            whitespace()
            if peek() == 0x2C { i += 1; continue }
            try expect(0x7D)
            return
        }
    }

    // MARK: Two cores

    /// Where the second half's scan starts, and how to get its result
    /// (waiting for it); -1 when the file is scanned alone.
    var split = -1
    var secondHalf: (() -> XCStringsScanner?)?

    /// A scanner for the members of `strings` from `split` (a key's
    /// quote), its lines counted from that key's line.
    init(_ p: UnsafeBufferPointer<UInt8>, bytes: [UInt8], membersFrom split: Int) {
        self.init(p, bytes: bytes)
        i = split
        line = 0
        var start = split
        while start > 0, p[start - 1] != 0x0A { start -= 1 }
        lineStart = start
    }

    /// Takes the second half's keys (their lines counted on from here),
    /// localizations and position; a key in both halves is a duplicate.
    private mutating func take(_ half: XCStringsScanner) throws {
        result.members.reserveCapacity(result.members.count + half.result.members.count)
        for (key, var member) in half.result.members {
            member.line = member.line.map { $0 + line }
            guard result.members.updateValue(member, forKey: key) == nil else { throw Failure() }
        }
        result.localizations.formUnion(half.result.localizations)
        result.tookSecondHalf = true
        i = half.i
        line += half.line
        lineStart = half.lineStart
    }

    /// Where a key of `strings` likely starts past the middle of the file:
    /// in Xcode's layout a line of four spaces and a quote; minified, a
    /// quote after "}," whose value opens with an entry's own member. A
    /// wrong guess costs only the second core's work: the first scan
    /// takes the second's only where it reaches the guess as a key.
    static func splitPoint(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
        guard p.count >= 4 << 20 else { return nil }
        let limit = min(p.count - 8, p.count / 2 + (1 << 20))
        var index = p.count / 2
        while index < limit {
            if p[index] == 0x0A, p[index + 1] == 0x20, p[index + 2] == 0x20, p[index + 3] == 0x20, p[index + 4] == 0x20, p[index + 5] == 0x22 {
                return index + 5
            }
            if p[index] == 0x7D, p[index + 1] == 0x2C, p[index + 2] == 0x22, opensEntry(p, after: index + 2) { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Whether the string at `quote` is followed by `:{` and an entry's
    /// member name (or `}`).
    private static func opensEntry(_ p: UnsafeBufferPointer<UInt8>, after quote: Int) -> Bool {
        var index = quote + 1
        while index < p.count, p[index] != 0x22 { index += p[index] == 0x5C ? 2 : 1 }
        guard index + 3 < p.count, p[index + 1] == 0x3A, p[index + 2] == 0x7B else { return false }
        if p[index + 3] == 0x7D { return true }
        let rest = UnsafeBufferPointer(rebasing: p[(index + 3)..<min(p.count, index + 30)])
        return ["\"comment\"", "\"extractionState\"", "\"localizations\"", "\"shouldTranslate\"", "\"isCommentAutoGenerated\""]
            .contains { rest.starts(with: $0.utf8) }
    }

    /// An entry: its `localizations` member's names are noted.
    private mutating func entry() throws {
        try object { scanner, name, escaped in
            if !escaped, scanner.peek() == 0x7B, scanner.equals(name, "localizations") {
                try scanner.object { scanner, code, escaped in
                    try scanner.note(code, escaped: escaped)
                    try scanner.value(depth: 4)
                }
            } else {
                try scanner.value(depth: 3)
            }
        }
    }

    /// The object at `i`: `member` reads each member's value, given its
    /// name's range and whether the name has escapes.
    @inline(__always)
    private mutating func object(_ member: (inout XCStringsScanner, Range<Int>, Bool) throws -> Void) throws {
        i += 1
        whitespace()
        if peek() == 0x7D { i += 1; return }
        while true {
            whitespace()
            let (range, escaped) = try string()
            whitespace()
            try expect(0x3A)
            whitespace()
            try member(&self, range, escaped)
            whitespace()
            if peek() == 0x2C { i += 1; continue }
            try expect(0x7D)
            return
        }
    }

    /// Notes a localization's name, decoding it only the first time its
    /// bytes are seen.
    private mutating func note(_ range: Range<Int>, escaped: Bool) throws {
        if let word = packed(range) {
            // Entries list their localizations in much the same order: the
            // search starts after the last one found.
            let count = shortCodes.count
            var index = hint
            for _ in 0..<count {
                if index >= count { index = 0 }
                if shortCodes[index] == word {
                    hint = index + 1
                    return
                }
                index += 1
            }
            result.localizations.insert(try decode(range, escaped: escaped))
            shortCodes.append(word)
            hint = shortCodes.count
            return
        }
        for known in longCodes where known.count == range.count {
            if known.withUnsafeBufferPointer({ bytes in (0..<range.count).allSatisfy { bytes[$0] == p[range.lowerBound + $0] } }) { return }
        }
        result.localizations.insert(try decode(range, escaped: escaped))
        longCodes.append(Array(p[range]))
    }

    /// A name of at most eight bytes as one word (the bytes past it
    /// cleared), for one comparison; `nil` for a longer one, or one too
    /// near the end of the file to be read eight bytes at a time.
    @inline(__always)
    private func packed(_ range: Range<Int>) -> UInt64? {
        guard range.count <= 8, range.lowerBound + 8 <= p.count else { return nil }
        let word = UInt64(littleEndian: UnsafeRawPointer(p.baseAddress!).loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
        return range.count == 8 ? word : word & ((1 << (UInt64(range.count) * 8)) - 1)
    }

    // MARK: JSON's grammar, keeping nothing

    @inline(__always)
    private func peek() -> UInt8? { i < p.count ? p[i] : nil }

    @inline(__always)
    private mutating func expect(_ byte: UInt8) throws {
        guard i < p.count, p[i] == byte else { throw Failure() }
        i += 1
    }

    @inline(__always)
    private mutating func whitespace() {
        // Most calls find a token at once (minified JSON, after a member name).
        if i < p.count, p[i] > 0x20 { return }
        skipWhitespace()
    }

    private mutating func skipWhitespace() {
        let base = UnsafeRawPointer(p.baseAddress!)
        let count = p.count
        while i < count {
            let byte = p[i]
            if byte == 0x20 {
                // A run of spaces (Xcode's indentation), eight at a time: the
                // first other byte is the lowest bit that differs.
                guard i + 8 <= count else { i += 1; continue }
                let other = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x2020_2020_2020_2020
                i += other == 0 ? 8 : other.trailingZeroBitCount >> 3
            } else if byte == 0x0A {
                i += 1
                line += 1
                lineStart = i
            } else if byte == 0x09 || byte == 0x0D {
                i += 1
            } else {
                return
            }
        }
    }

    /// A string; its contents' range, and whether it has escapes.
    private mutating func string() throws -> (Range<Int>, escaped: Bool) {
        try expect(0x22)
        let start = i
        var escaped = false
        let base = UnsafeRawPointer(p.baseAddress!)
        let count = p.count
        while true {
            // Eight bytes at a time: the first quote, backslash or control
            // character among them is the lowest bit of `specialBytes`.
            while i + 8 <= count {
                let mask = Self.specialBytes(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                if mask != 0 {
                    i += mask.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            guard i < count else { throw Failure() }
            let byte = p[i]
            if byte == 0x22 {
                i += 1
                return (start..<(i - 1), escaped)
            }
            if byte == 0x5C {
                escaped = true
                guard i + 1 < count else { throw Failure() }
                switch p[i + 1] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: i += 2
                case 0x75:
                    guard i + 5 < count, (2...5).allSatisfy({ Self.isHex(p[i + $0]) }) else { throw Failure() }
                    i += 6
                default: throw Failure()
                }
                continue
            }
            guard byte >= 0x20 else { throw Failure() }
            i += 1
        }
    }

    /// The high bit of each of the word's eight bytes (in memory order from
    /// the lowest) that is `"`, `\` or below 0x20: exact for the first such
    /// byte; a later byte may be marked, harmlessly, after one that is.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below = (word &- ones &* 0x20) & ~word & highs
        return below | hasZero(word ^ (ones &* 0x22)) | hasZero(word ^ (ones &* 0x5C))
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    private mutating func value(depth: Int) throws {
        guard depth < 512, let byte = peek() else { throw Failure() }
        switch byte {
        case 0x7B:
            i += 1
            whitespace()
            if peek() == 0x7D { i += 1; return }
            while true {
                whitespace()
                _ = try string()
                whitespace()
                try expect(0x3A)
                whitespace()
                try value(depth: depth + 1)
                whitespace()
                if peek() == 0x2C { i += 1; continue }
                try expect(0x7D)
                return
            }
        case 0x5B:
            i += 1
            whitespace()
            if peek() == 0x5D { i += 1; return }
            while true {
                whitespace()
                try value(depth: depth + 1)
                whitespace()
                if peek() == 0x2C { i += 1; continue }
                try expect(0x5D)
                return
            }
        case 0x22: _ = try string()
        case 0x74: try literal("true")
        case 0x66: try literal("false")
        case 0x6E: try literal("null")
        case 0x2D, 0x30...0x39: try number()
        default: throw Failure()
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard i + count <= p.count else { throw Failure() }
        for offset in 0..<count where p[i + offset] != word.utf8Start[offset] { throw Failure() }
        i += count
    }

    private mutating func number() throws {
        if peek() == 0x2D { i += 1 }
        func digits(_ scanner: inout XCStringsScanner) -> Int {
            let from = scanner.i
            while let byte = scanner.peek(), byte >= 0x30 && byte <= 0x39 { scanner.i += 1 }
            return scanner.i - from
        }
        if peek() == 0x30 { i += 1 } else if digits(&self) == 0 { throw Failure() }
        if peek() == 0x2E {
            i += 1
            guard digits(&self) > 0 else { throw Failure() }
        }
        if peek() == 0x65 || peek() == 0x45 {
            i += 1
            if peek() == 0x2B || peek() == 0x2D { i += 1 }
            guard digits(&self) > 0 else { throw Failure() }
        }
    }

    // MARK: Text

    private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount && (0..<range.count).allSatisfy { p[range.lowerBound + $0] == word.utf8Start[$0] }
    }

    /// A string's text: its bytes when it has no escapes, else the full
    /// parser's reading of it.
    private func decode(_ range: Range<Int>, escaped: Bool) throws -> String {
        if !escaped {
            guard let text = String(validating: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self) else { throw Failure() }
            return text
        }
        guard case .string(let text)? = try? JSONParser.parse(bytes, range: (range.lowerBound - 1)..<(range.upperBound + 1), source: "") else {
            throw Failure()
        }
        return text
    }
}
