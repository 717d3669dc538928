import SlotFitStrings
import SlotFitText

extension ViewLayout {
    /// A text: laid out by the engine, as tall as the lines it reserves
    /// (`reservesSpace`) when it shows fewer.
    func text(_ view: ActivityView, _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let m = view.modifiers
        let text = try resolved.text(view)
        let key = text.key
        let layout = try layoutKeepingALine(request(text.text, m, proposal, pinned: pinned))
        var height = layout.height
        if let reserved = m.reservedLines, layout.lines.count < reserved, let line = layout.lines.first {
            // `reservesSpace`: the height of the lower bound's lines, even when fewer show.
            height += Double(reserved - layout.lines.count) * line.height
        }
        var placed = leaf(.text, key, layout.width, height, text: layout)
        placed.unmeasuredVariants = m.unmeasuredVariants
        placed.multilineTextAlignment = m.multilineTextAlignment ?? .leading
        placed.fontDesign = m.fontDesign
        placed.monospacedDigits = m.monospacedDigit
        placed.shownLocalization = text.shownLocalization
        placed.missingValue = text.missingValue
        placed.missingKey = text.missingKey
        placed.verbatimTranslation = text.verbatimTranslation
        placed.textArguments = text.argumentStrings
        placed.standIn = resolved.standIn(view)
        placed.languageAssumption = text.languageAssumption
        placed.dataLanguage = text.dataLanguage
        placed.verbatimReason = text.verbatimReason
        if !text.shownData.isEmpty, placed.standIn == nil {
            let font = drawnFont(m.font, m)
            placed.dataRoom = DataRoom(fields: text.shownData, text: text.text, size: font.size, weight: font.weight,
                                       lineLimit: m.lineLimit, minimumScaleFactor: m.minimumScaleFactor ?? 1)
        }
        placed.textLookup = view.lookup
        if view.lookup == .localized, placed.standIn == nil {
            // A catalog text: what its translators' width budget says.
            let font = drawnFont(m.font, m)
            placed.room = TextRoom(size: font.size, weight: font.weight,
                                   family: layout.lines.first?.runs.first?.family ?? layout.fonts.first?.family ?? "",
                                   lineLimit: m.lineLimit, minimumScaleFactor: m.minimumScaleFactor ?? 1,
                                   table: view.table ?? resolved.activityTable ?? "Localizable", bundle: view.bundle,
                                   naturalWidth: layout.naturalWidth, characters: text.text.count, text: text.text)
        }
        return placed
    }

    /// A timer, named by its seconds (a stand-in by its Swift expression).
    func timer(_ view: ActivityView, _ spec: TimerSpec, _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let m = view.modifiers
        let timer = try resolved.timer(view)
        // A running timer reserves the widest text it can show; the
        // verdict is the reserved text's, the visible text the current.
        let reservedLayout = try layoutKeepingALine(request(timer.reserved ?? timer.shown, m, proposal, pinned: pinned))
        var shown = try layoutKeepingALine(request(timer.shown, m, proposal, pinned: pinned, scale: reservedLayout.scale))
        if timer.reserved != nil {
            shown.verdict = reservedLayout.verdict.showsAllText ? shown.verdict : reservedLayout.verdict
        }
        // A stand-in timer is named by its Swift expression.
        let standIn = resolved.standIn(view)
        var placed = leaf(.timer, standIn.map { $0.expression.isEmpty ? spec.seconds : $0.expression } ?? resolved.timerNames[view] ?? spec.seconds,
                          reservedLayout.width, reservedLayout.height, text: shown)
        placed.standIn = standIn
        placed.fontDesign = m.fontDesign
        placed.monospacedDigits = m.monospacedDigit
        placed.reservedText = timer.reserved
        if case .scaled = reservedLayout.verdict { placed.text?.verdict = reservedLayout.verdict; placed.text?.scale = reservedLayout.scale }
        return placed
    }

    /// `Text + Text`: the parts' strings as one text, each part a span
    /// with its own font, digits and tracking; a running timer part
    /// reserves its widest text, as a timer alone does.
    func concatenation(_ view: ActivityView, _ parts: [ActivityView], _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let m = view.modifiers
        var shown: [String] = [], reserved: [String] = [], keys: [String] = [], arguments: [String] = []
        var shownLocalization: String? = nil
        var missingValue: MissingValue? = nil
        var missingKey: [String]? = nil
        var standIn: StandIn? = nil
        var verbatimReason: String? = nil
        var languageAssumption: String? = nil
        var dataLanguage: String? = nil
        var hasTimer = false
        for part in parts where resolved.isShown(part.condition) {
            standIn = standIn ?? resolved.standIn(part)
            switch part.kind {
            case .timer(let spec):
                let timer = try resolved.timer(part)
                shown.append(timer.shown)
                reserved.append(timer.reserved ?? timer.shown)
                keys.append(spec.seconds)
                hasTimer = hasTimer || timer.reserved != nil
            default:
                let text = try resolved.text(part)
                shown.append(text.text)
                reserved.append(text.text)
                keys.append(text.key)
                arguments += text.argumentStrings
                if shownLocalization == nil, text.shownLocalization != nil { verbatimReason = text.verbatimReason; missingValue = text.missingValue }
                shownLocalization = shownLocalization ?? text.shownLocalization
                missingKey = missingKey ?? text.missingKey
                languageAssumption = languageAssumption ?? text.languageAssumption
                dataLanguage = dataLanguage ?? text.dataLanguage
            }
        }
        let visible = parts.filter { resolved.isShown($0.condition) }
        func spanned(_ strings: [String], scale: Double? = nil) -> TextRequest {
            var whole = request(strings.joined(), m, proposal, pinned: pinned, scale: scale)
            whole.spans = zip(strings, visible).map { string, part in
                var font = drawnFont(part.modifiers.font ?? m.font, part.modifiers)
                if let scale, scale < 1 { font = FontSpec(size: font.size * scale, weight: font.weight) }
                return TextSpan(length: string.utf16.count, font: font, monospacedDigits: part.modifiers.monospacedDigit,
                                tracking: part.modifiers.tracking ?? 0)
            }
            if let first = whole.spans.first { whole.font = first.font }
            return whole
        }
        let reservedLayout = try layoutKeepingALine(spanned(reserved))
        var layout = reservedLayout
        if hasTimer {
            layout = try layoutKeepingALine(spanned(shown, scale: reservedLayout.scale))
            if !reservedLayout.verdict.showsAllText { layout.verdict = reservedLayout.verdict }
            if case .scaled = reservedLayout.verdict { layout.verdict = reservedLayout.verdict; layout.scale = reservedLayout.scale }
        }
        var height = reservedLayout.height
        if let lines = m.reservedLines, reservedLayout.lines.count < lines, let line = reservedLayout.lines.first {
            height += Double(lines - reservedLayout.lines.count) * line.height
        }
        var placed = leaf(.text, keys.joined(separator: " + "), reservedLayout.width, height, text: layout)
        placed.unmeasuredVariants = m.unmeasuredVariants
        placed.multilineTextAlignment = m.multilineTextAlignment ?? .leading
        placed.fontDesign = m.fontDesign
        placed.monospacedDigits = visible.contains { $0.modifiers.monospacedDigit }
        placed.shownLocalization = shownLocalization
        placed.missingValue = missingValue
        placed.missingKey = missingKey
        placed.textArguments = arguments
        placed.reservedText = hasTimer ? reserved.joined() : nil
        placed.standIn = standIn
        placed.languageAssumption = languageAssumption
        placed.dataLanguage = dataLanguage
        placed.verbatimReason = verbatimReason
        return placed
    }

    /// A text offered less height than its first line needs keeps that
    /// line: SwiftUI shows as many lines as the height holds and never fewer
    /// than one, drawn past its frame's edges (cut only under `.clipped()`).
    /// The engine clips such a text; the layout lays it out again as one
    /// line, with no height: all of it when it fits the width, else
    /// truncated there. (docs/LAYOUT.md, "Overflow")
    func layoutKeepingALine(_ request: TextRequest) throws -> TextLayout {
        let layout = try layoutText(request)
        guard let height = request.height, layout.height > height + 0.001 else { return layout }
        var oneLine = request
        oneLine.height = nil
        oneLine.lineLimit = 1
        return try layoutText(oneLine)
    }

    /// The engine's layout of a request, once per renderer.
    func layoutText(_ request: TextRequest) throws -> TextLayout {
        try texts.value(request) { try engine.layout(request) }
    }

    func request(_ text: String, _ m: ViewModifiers, _ proposal: Proposal, pinned: Bool, scale: Double? = nil) -> TextRequest {
        var font = drawnFont(m.font, m)
        if let scale, scale < 1 { font = FontSpec(size: font.size * scale, weight: font.weight) }
        var request = TextRequest(text, locale: resolved.locale, font: font, monospacedDigits: m.monospacedDigit, tracking: m.tracking ?? 0,
                                  // A text never shows more lines than fit the proposed height
                                  // (the last one truncates), nor more than 10,000 pt.
                                  width: proposal.width.flatMap { $0.isFinite ? max($0, 0.01) : nil },
                                  height: proposal.height.flatMap { $0.isFinite ? max($0, 0.01) : nil },
                                  lineLimit: m.lineLimit, minimumScaleFactor: scale == nil ? m.minimumScaleFactor ?? 1 : 1,
                                  truncationMode: m.truncationMode ?? .tail, layoutDirection: direction, pinnedLeftToRight: pinned)
        request.includesGlyphs = includesGlyphs
        return request
    }
}
