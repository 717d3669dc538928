extension LayoutSession {
    /// Builds the public result from lines of a paragraph at a scale: visual
    /// order per line (ICU, rules L1–L2, mirrored glyphs in RTL runs), runs
    /// with their fonts, and warnings.
    func result(_ p: Paragraph, lines: [Range<Int>], scale: Double, verdict: TextVerdict,
                natural: Double) throws -> TextLayout {
        guard self.scale == scale else { return try at(scale).result(p, lines: lines, scale: scale, verdict: verdict, natural: natural) }
        var faces: [FontFace] = []
        for item in p.items where !faces.contains(where: { $0 === item.face }) { faces.append(item.face) }
        if faces.count > 1 { faces.sort { $0.info < $1.info } }
        let infos = faces.map(\.info)
        func fontIndex(_ face: FontFace) -> Int { faces.firstIndex { $0 === face } ?? 0 }

        // Unit → item and unit → cluster, only for a paragraph bidi may
        // reorder (made once: a lazy local is looked up on every read).
        var unitItem: [Int] = [], unitCluster: [Int] = []
        if !p.bidi.isPureLeftToRight {
            unitItem = [Int](repeating: 0, count: p.units.count)
            for (index, item) in p.items.enumerated() { for u in item.range { unitItem[u] = index } }
            unitCluster = [Int](repeating: 0, count: p.units.count)
            for c in 0..<(p.graphemes.count - 1) { for u in p.graphemes[c]..<p.graphemes[c + 1] { unitCluster[u] = c } }
        }

        var outLines: [TextLayout.Line] = []
        for range in lines {
            // Trailing white space and line separators hang past the line's
            // end: they take no width and are not shown.
            let trimmed = trimmingTrailingSpace(p, range)
            if p.bidi.isPureLeftToRight {
                outLines.append(try leftToRightLine(p, range: range, trimmed: trimmed, scale: scale, fontIndex: fontIndex))
                continue
            }
            outLines.append(try bidiLine(p, range: range, trimmed: trimmed, scale: scale, unitItem: unitItem, unitCluster: unitCluster, fontIndex: fontIndex))
        }

        if request.includesGlyphs { addGlyphs(to: &outLines, p, lines: lines, scale: scale) }
        let (warnings, reported) = self.warnings(p, faces: faces)
        var widest = 0.0, height = 0.0
        for line in outLines {
            widest = max(widest, line.width)
            height += line.height
        }
        var layout = TextLayout(
            verdict: verdict,
            width: widest,
            height: height,
            scale: scale,
            naturalWidth: natural,
            proposedWidth: request.width,
            visibleText: outLines.count == 1 && lines.first == 0..<p.units.count ? outLines[0].text : text(p, 0..<p.units.count),
            visualText: outLines.count == 1 ? outLines[0].visualText : outLines.map(\.visualText).joined(separator: "\n"),
            lines: outLines,
            fonts: infos,
            direction: p.bidi.paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight,
            locale: locale.identifier,
            warnings: warnings,
            missingCharacters: Array(reported.sorted().compactMap(Unicode.Scalar.init)))
        layout.breaksWord = context.splitsWord && outLines.count > 1
        return layout
    }

    /// A line bidi may reorder: its units in visual order (ICU, rules
    /// L1–L2), runs split by font and level, mirrored glyphs in
    /// right-to-left runs, each cluster shown once.
    private func bidiLine(_ p: Paragraph, range: Range<Int>, trimmed: Range<Int>, scale: Double, unitItem: [Int], unitCluster: [Int],
                          fontIndex: (FontFace) -> Int) throws -> TextLayout.Line {
        let shownRange = trimmed
        let order = try p.bidi.visualOrder(line: shownRange)
        let levels = try p.bidi.lineLevels(shownRange)
        // The visual text as UTF-16, made a string once.
        var visual: [UInt16] = []
        visual.reserveCapacity(shownRange.count)
        // A cluster is shown once, where its first unit falls: ICU can
        // give a bracket and the mark on it different levels (a listed
        // deviation from UBA 8.0's N0), which would split it.
        var shownClusters = [Bool](repeating: false, count: p.graphemes.count)
        var runs: [TextLayout.Run] = []
        var runUnits: [Int] = []
        var runLevel: UInt8 = 0
        func closeRun() {
            guard let first = runUnits.first else { return }
            let low = runUnits.min()!, high = runUnits.max()! + 1
            let item = p.items[unitItem[first]]
            let measured = low..<high
            let inLine = max(measured.lowerBound, trimmed.lowerBound)..<max(min(measured.upperBound, trimmed.upperBound), max(measured.lowerBound, trimmed.lowerBound))
            runs.append(TextLayout.Run(
                text: text(p, measured),
                family: item.face.info.family, font: fontIndex(item.face),
                direction: runLevel & 1 == 1 ? .rightToLeft : .leftToRight,
                script: item.script, width: lineWidth(p, item, run: inLine, line: trimmed) * scale, range: measured))
            // The size drawn, with or without glyphs: the rules read it.
            runs[runs.count - 1].fontSize = styles[item.style].size * scale
            runUnits.removeAll(keepingCapacity: true)
        }
        // One buffer for every cluster's scalars.
        var scalars: [Unicode.Scalar] = []
        for unit in order {
            // A run is one font and one bidi level: European or Arabic
            // digits (level 2) inside an Arabic item are a run of their
            // own, drawn left to right.
            let level = levels[unit - shownRange.lowerBound]
            if let first = runUnits.first, unitItem[first] != unitItem[unit] || level != runLevel { closeRun() }
            runLevel = level
            runUnits.append(unit)
            let cluster = unitCluster[unit]
            guard !shownClusters[cluster] else { continue }
            shownClusters[cluster] = true
            let clusterRange = p.graphemes[cluster]..<p.graphemes[cluster + 1]
            scalars.removeAll(keepingCapacity: true)
            var iterator = p.units[clusterRange].makeIterator()
            var decoder = UTF16()
            while case .scalarValue(let s) = decoder.decode(&iterator) { scalars.append(s) }
            // A cluster of bidi controls alone draws nothing; inside a
            // cluster (a ZWJ in an emoji sequence) a control stays.
            if scalars.allSatisfy({ LayoutSession.isInvisibleControl($0) }) { continue }
            if levels[unit - shownRange.lowerBound] & 1 == 1 && scalars.count == 1 {
                visual.append(contentsOf: UTF16.encode(scalars[0].mirrored)!)
            } else {
                visual.append(contentsOf: p.units[clusterRange])
            }
        }
        closeRun()
        let extents = try lineExtents(p, range)
        return TextLayout.Line(
            text: text(p, range),
            visualText: String(utf16Units: visual),
            width: measure(p, trimmed) * scale,
            height: lineHeight(p, range, extents: extents) * scale,
            ascent: extents.ascent * scale, descent: extents.descent * scale,
            runs: runs)
    }

    /// Each run's glyphs, left to right on each line, with their pen
    /// positions (tracking after each cluster).
    private func addGlyphs(to outLines: inout [TextLayout.Line], _ p: Paragraph, lines: [Range<Int>], scale: Double) {
        for l in outLines.indices {
            var cursor = 0.0
            for r in outLines[l].runs.indices {
                let run = outLines[l].runs[r]
                guard let item = p.items(overlapping: run.range.lowerBound..<(run.range.lowerBound + 1)).first(where: { $0.range.contains(run.range.lowerBound) }) else { continue }
                let line = trimmingTrailingSpace(p, lines[l])
                let shapedGlyphs = lineGlyphs(p, item, run: run.range, line: line)
                let style = styles[item.style]
                let factor = style.size * scale / Double(item.face.unitsPerEm)
                let tracking = style.tracking(atScale: scale)
                var pen = cursor
                var glyphs: [TextLayout.Glyph] = []
                glyphs.reserveCapacity(shapedGlyphs.count)
                for (index, glyph) in shapedGlyphs.enumerated() {
                    glyphs.append(.init(id: glyph.glyph, x: pen + Double(glyph.xOffset) * factor, y: Double(glyph.yOffset) * factor))
                    pen += Double(glyph.advance) * factor
                    if tracking != 0 && (index + 1 == shapedGlyphs.count || shapedGlyphs[index + 1].cluster != glyph.cluster) { pen += tracking * scale }
                }
                outLines[l].runs[r].glyphs = glyphs
                outLines[l].runs[r].fontSize = style.size * scale
                cursor += run.width
            }
        }

    }

    /// The layout's warnings (an unknown locale, characters no face has,
    /// digits monospacedDigit() cannot make tabular), and the characters
    /// missing.
    private func warnings(_ p: Paragraph, faces: [FontFace]) -> ([String], Set<UInt32>) {
        var warnings: [String] = []
        if !locale.isKnown {
            warnings.append("locale \"\(request.locale)\" is not known to CLDR: laid out with the root locale's rules; check the tag")
        }
        var reported = Set<UInt32>()
        for scalar in p.missing where reported.insert(scalar.value).inserted {
            let name = scalar.properties.name ?? "unnamed"
            warnings.append("no face of font profile \"\(engine.profile.name)\" has U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4)) \(name); it shows as a missing-glyph box")
        }
        if styles.contains(where: \.tabularDigits) {
            for face in faces where !face.monospacedDigitsAreTabular {
                let shapesDigits = p.items.contains { item in
                    item.face === face && styles[item.style].tabularDigits && p.units[item.range].contains { (0x30...0x39).contains($0) }
                }
                guard shapesDigits else { continue }
                let advances = face.tabularDigitAdvances.enumerated().map { "\($0.offset):\($0.element)" }.joined(separator: " ")
                if face.hasTabularFeature {
                    warnings.append("\(face.info.family) \(face.info.style) has a tnum feature, but its digits still differ in width (\(advances) units): monospacedDigit() is measured with unequal digits")
                } else {
                    warnings.append("\(face.info.family) \(face.info.style) has no tabular figures (no OpenType tnum; digit advances \(advances) units): monospacedDigit() leaves its digits proportional")
                }
            }
        }
        return (warnings, reported)
    }

    /// A line with nothing to reorder: visual order is logical order, runs
    /// are the items.
    private func leftToRightLine(_ p: Paragraph, range: Range<Int>, trimmed: Range<Int>, scale: Double,
                                 fontIndex: (FontFace) -> Int) throws -> TextLayout.Line {
        // The line's text, made once: a run, the line shown and the line
        // are often the same units (one item, nothing trimmed).
        let lineText = self.text(p, range)
        func text(_ part: Range<Int>) -> String { part == range ? lineText : self.text(p, part) }
        var runs: [TextLayout.Run] = []
        for item in p.items(overlapping: trimmed) where item.range.overlaps(trimmed) {
            let piece = max(item.range.lowerBound, trimmed.lowerBound)..<min(item.range.upperBound, trimmed.upperBound)
            runs.append(TextLayout.Run(
                text: text(piece), family: item.face.info.family,
                font: fontIndex(item.face), direction: .leftToRight, script: item.script,
                width: lineWidth(p, item, run: piece, line: trimmed) * scale, range: piece))
            runs[runs.count - 1].fontSize = styles[item.style].size * scale
        }
        let shown = p.units[trimmed]
        let visual: String
        if shown.contains(where: { $0 < 0x20 || (0x200B...0x206F).contains($0) || $0 == 0xFEFF }) {
            var scalars = String.UnicodeScalarView()
            for scalar in String(utf16Units: shown).unicodeScalars where !LayoutSession.isInvisibleControl(scalar) || scalar == "\u{200D}" {
                scalars.append(scalar)
            }
            visual = String(scalars)
        } else {
            visual = text(trimmed)
        }
        let extents = try lineExtents(p, range)
        return TextLayout.Line(text: lineText, visualText: visual,
                               width: measure(p, trimmed) * scale, height: lineHeight(p, range, extents: extents) * scale,
                               ascent: extents.ascent * scale, descent: extents.descent * scale, runs: runs)
    }

    /// Bidi formatting characters and other controls that draw nothing.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        switch BidiClass(scalar) {
        case .LRE, .RLE, .LRO, .RLO, .PDF, .BN, .LRI, .RLI, .FSI, .PDI: return true
        default: return CharacterFlags(scalar).contains(.control)
        }
    }
}

extension Unicode.Scalar {
    /// The Bidi_Mirroring_Glyph of the scalar, or itself.
    var mirrored: Unicode.Scalar {
        Unicode.Scalar(sfMirror(value)) ?? self
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
