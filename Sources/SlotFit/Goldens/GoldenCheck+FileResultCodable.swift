import SlotFitText

extension GoldenCheck.FileResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, manifest, catalog, cases, status, verdictChanges, problems, findings, caseSeconds, keyPlaces, textPlaces
        /// Reports of versions 1 and 2 only: the findings as printed lines.
        case errors
    }

    /// Decodes the values the JSON report (version 3) stores, or a report
    /// of versions 1 and 2 (`slotfit merge` reads shards of every
    /// version): there a case was its name (`state · device · size`), and
    /// the errors were printed lines; an error line that is none of the
    /// file's findings is kept as a `reported` problem, so the merge still
    /// fails on it.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let cases: [GoldenCase]
        if let values = try? c.decode([GoldenCase].self, forKey: .cases) {
            cases = values
        } else {
            cases = try c.decode([String].self, forKey: .cases).map(Self.legacyCase)
        }
        self.init(path: try c.decode(String.self, forKey: .path), manifest: try c.decode(String.self, forKey: .manifest),
                  catalog: try c.decodeIfPresent(String.self, forKey: .catalog), cases: cases,
                  status: try c.decode(Status.self, forKey: .status),
                  verdictChanges: try c.decode([VerdictChange].self, forKey: .verdictChanges),
                  findings: try c.decodeIfPresent([CheckFinding].self, forKey: .findings) ?? [],
                  problems: try c.decodeIfPresent([GoldenProblem].self, forKey: .problems) ?? [])
        if let lines = try c.decodeIfPresent([String].self, forKey: .errors) {
            let printed = Set(findings.map(\.line))
            problems += lines.filter { !printed.contains($0) }.map { GoldenProblem(kind: .reported, path: path, message: $0) }
        }
        caseSeconds = try c.decodeIfPresent([Double].self, forKey: .caseSeconds)
        keyPlaces = try c.decodeIfPresent([String: SourceLocation].self, forKey: .keyPlaces)
        textPlaces = try c.decodeIfPresent([String: SourceLocation].self, forKey: .textPlaces)
    }

    /// Encodes its values, each under its name (empty lists and unknown
    /// places left out).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path); try c.encode(manifest, forKey: .manifest)
        try c.encodeIfPresent(catalog, forKey: .catalog)
        try c.encode(cases, forKey: .cases); try c.encode(status, forKey: .status)
        try c.encode(verdictChanges, forKey: .verdictChanges)
        if !problems.isEmpty { try c.encode(problems, forKey: .problems) }
        try c.encode(findings, forKey: .findings)
        try c.encodeIfPresent(caseSeconds, forKey: .caseSeconds)
        try c.encodeIfPresent(keyPlaces, forKey: .keyPlaces); try c.encodeIfPresent(textPlaces, forKey: .textPlaces)
    }

    /// A case as reports of versions 1 and 2 named it: `state · device`,
    /// then ` · size` when the matrix drew several.
    static func legacyCase(_ name: String) -> GoldenCase {
        var parts = name.components(separatedBy: " · ")
        let size = parts.count > 2 ? parts.last.flatMap(DynamicTypeSize.init(name:)) : nil
        if size != nil { parts.removeLast() }
        return GoldenCase(state: parts.first ?? name, device: parts.count > 1 ? parts[1...].joined(separator: " · ") : "", dynamicTypeSize: size)
    }
}
