import SlotFitStrings
import Foundation
import SlotFitText

/// The rules that need no golden.
struct LayoutRules {
    var scaleFloor: Double

    func findings(_ snapshot: ActivitySnapshot, activity: Activity, state: Activity.State, device: DeviceProfile,
                  payload: Int) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        for laid in snapshot.presentations {
            let p = laid.presentation
            let root = laid.root
            // Content with a stand-in for a view SlotFit could not read (a
            // chart, a view outside the sources) may be over its budget
            // because of the stand-in: a warning that says so, not an error.
            let views = root.flattened
            var standIns: [SourceLocation] = []
            for view in views where view.approximated != nil && view.standIn == nil && !standIns.contains(view.location) { standIns.append(view.location) }
            // Texts showing a value SlotFit stood in for: laid out, never judged.
            let unverified = views.filter { $0.standIn != nil && $0.text != nil }
            let assumptions = standIns.map { "an approximated view at \($0)" }
                + unverified.map { "the unverified \($0.kind.rawValue) \($0.label.debugDescription) (\($0.standIn!.description))" }
            let restsOn: String? = assumptions.isEmpty ? nil : assumptions.prefix(3).joined(separator: "; ") + (assumptions.count > 3 ? "; and \(assumptions.count - 3) more" : "")
            // The first of them has a place in the source: the related location.
            let assumedAt = standIns.first ?? unverified.first?.location
            let budgetSeverity: Severity = restsOn == nil ? .error : .warning
            let standInNote = restsOn.map { "; it rests on \($0), so it is a warning until SlotFit can compute them (give samples under values: in slotfit.yml)" } ?? ""
            if root.width > laid.budget.maxWidth.value + 0.001 {
                found.append(.init(severity: budgetSeverity, rule: .widthBudget, presentation: p, location: root.location,
                                   message: String(format: "content is %.3f pt wide in a %.3f pt %@", root.width, laid.budget.maxWidth.value, laid.derived ? "region (derived)" : "slot") + standInNote
                                    + "; " + budgetFix(over: root.width - laid.budget.maxWidth.value, axis: "narrower"),
                                   restsOn: restsOn, assumedAt: assumedAt))
            }
            if root.height > laid.budget.maxHeight.value + 0.001 {
                found.append(.init(severity: budgetSeverity, rule: .heightBudget, presentation: p, location: root.location,
                                   message: String(format: "content is %.3f pt tall; the budget is %.3f pt (the system truncates past it)", root.height, laid.budget.maxHeight.value) + standInNote
                                    + "; " + budgetFix(over: root.height - laid.budget.maxHeight.value, axis: "shorter"),
                                   restsOn: restsOn, assumedAt: assumedAt))
            }
            let cut = Self.textsCutByClipping(root)
            for view in views {
                for name in view.unknownModifiers {
                    let known = ActivityManifest.modifierKeys + ActivityManifest.visualOnlyModifiers.sorted()
                    let suggestion = DidYouMean.suffix(for: name, in: known, .parenthesized)
                    found.append(.init(severity: .warning, rule: .unknownModifier, presentation: p, subject: view.label, location: view.location,
                                       message: "SlotFit does not know the modifier \"\(name)\"\(suggestion); it laid the view out as if it were absent — check the spelling; if it changes only pixels, the layout here holds"))
                }
                // A resized image's laid-out size is not its asset's (the
                // presentation's budget findings cover the layout).
                if view.kind == .image, !view.isResized, view.width > laid.budget.maxWidth.value + 0.001 || view.height > laid.budget.maxHeight.value + 0.001 {
                    found.append(.init(severity: .error, rule: .imageSize, presentation: p, subject: view.label, location: view.location,
                                       message: String(format: "image %@ is %.2f × %.2f pt, larger than the presentation (%@): the activity may fail to start; give the image a frame within the budget, or a smaller asset", view.label, view.width, view.height, laid.budget.description)))
                }
                guard let text = view.text else { continue }
                let ownFirst = found.count
                defer { if let given = view.languageAssumption { Self.capping(&found[ownFirst...], restingOn: given, at: view.location) } }
                if let standIn = view.standIn {
                    found.append(.init(severity: .note, rule: .unverifiedText, presentation: p, subject: view.label, location: view.location,
                                       message: "not checked: it shows \(standIn.description), which SlotFit could not compute; laid out as \"\(text.visibleText)\" only so its neighbours have something beside them — give samples under values: in slotfit.yml"))
                    // Its key does not depend on the value: looked up all the same.
                    found += Self.keyFindings(view, text: text, presentation: p, localization: snapshot.resolution.localization)
                    continue
                }
                // Another text's or view's stand-in shares this one's room.
                let siblings = restsOn.map { "; its room depends on \($0)" } ?? ""
                // A text offered less height than its line keeps the line
                // (the layout's rule, docs/LAYOUT.md "Overflow"): a clipped
                // verdict is only ever a width the ellipsis alone overflows.
                switch text.verdict {
                case .truncated, .clipped:
                    // Cut-off text anywhere: an error where the slot is a
                    // few characters wide, a warning in the larger views;
                    // within the profile's margin over San Francisco, a
                    // warning that says the device may fit it.
                    let rule: Rule = p.isCompactOrMinimal ? .compactTruncation : .textTruncation
                    // The margin is proportional San Francisco's: none for a
                    // timer or monospaced text (SF Mono's advance is fixed).
                    let font = view.kind == .timer ? nil : view.fontDesign == .monospaced ? Self.monospacedEstimate(text) : Self.fontMargin(text, room: view.proposedWidth)
                    let assumed = restsOn ?? font
                    // A running timer is measured at the widest text it can
                    // show over its interval (the verdict is that text's).
                    let reserving = view.reservedText.map { " (the timer reserves room for \"\($0)\", the widest it shows)" } ?? ""
                    found.append(.init(severity: p.isCompactOrMinimal && assumed == nil ? .error : .warning, rule: rule, presentation: p, subject: view.label, location: view.location,
                                       message: "\"\(text.visibleText)\"\(reserving) is \(text.verdict) in \(view.proposedWidth.map { FixedPoint.string($0, decimals: 3) + " pt" } ?? "its frame") (\(p.rawValue), \(laid.budget.maxWidth) pt wide)" + siblings + (font.map { "; \($0)" } ?? "")
                                           + "; " + cutFix(view, text, room: view.proposedWidth, presentation: p, localization: snapshot.resolution.localization),
                                       restsOn: assumed, assumedAt: restsOn == nil ? nil : assumedAt))
                case .scaled(let factor) where factor < scaleFloor:
                    found.append(.init(severity: .warning, rule: .scaleFloor, presentation: p, subject: view.label, location: view.location,
                                       message: String(format: "\"%@\" shrinks to %.4f, below the floor %.2f", text.visibleText, factor, scaleFloor) + siblings
                                           + "; " + scaleFix(text, room: view.proposedWidth, localization: snapshot.resolution.localization, translated: Self.isTranslatorsText(view), dataLanguage: view.dataLanguage),
                                       restsOn: restsOn, assumedAt: assumedAt))
                case _ where cut[view.location]?.contains(where: { $0 == view }) == true:
                    // Shown whole, but drawn past the box of a `.clipped()`
                    // (or `clipShape`) between it and the frame: cut there.
                    let rule: Rule = p.isCompactOrMinimal ? .compactTruncation : .textTruncation
                    found.append(.init(severity: p.isCompactOrMinimal && restsOn == nil ? .error : .warning, rule: rule, presentation: p, subject: view.label, location: view.location,
                                       message: "\"\(text.visibleText)\" is cut by .clipped() or .clipShape(_:) on a view around it: it is drawn past that view's box (\(p.rawValue))" + siblings + "; give the text room inside the clipped view, or let it scale or wrap there",
                                       restsOn: restsOn, assumedAt: assumedAt))
                case .wrapped(let lines) where text.breaksWord:
                    // All the text shows, but a word of it is split between
                    // letters: "10:00:0" over "0". Within the margin to San
                    // Francisco the device may keep it whole.
                    let font = view.kind == .timer ? nil : view.fontDesign == .monospaced ? Self.monospacedEstimate(text) : Self.fontMargin(text, room: view.proposedWidth)
                    found.append(.init(severity: .warning, rule: .brokenWord, presentation: p, subject: view.label, location: view.location,
                                       message: "\"\(text.visibleText)\" is broken inside a word across \(lines) lines in \(view.proposedWidth.map { FixedPoint.string($0, decimals: 3) + " pt" } ?? "its frame") (\(p.rawValue)): \(text.visualText.debugDescription)" + siblings + (font.map { "; \($0)" } ?? "")
                                           + "; give it room for its longest word, let it scale (.minimumScaleFactor), or keep it to one line with a shorter string",
                                       restsOn: restsOn ?? font, assumedAt: restsOn == nil ? nil : assumedAt))
                default: break
                }
                found += Self.glyphFindings(view, text: text, presentation: p)
                found += Self.keyFindings(view, text: text, presentation: p, localization: snapshot.resolution.localization)
                if snapshot.direction == .rightToLeft && !view.pinnedLeftToRight {
                    found += Self.directionFindings(view, text: text, presentation: p)
                }
            }
        }
        if payload > 4096 {
            // The activity as a whole: where its first presentation is written.
            let place = [activity.lockScreen, activity.compactLeading, activity.compactTrailing, activity.minimal]
                .compactMap { $0?.location }.first(where: \.isKnown) ?? .unknown
            found.append(.init(severity: .error, rule: .payloadSize, presentation: nil, location: place,
                               message: "attributes and ContentState encode to \(payload) bytes of JSON; Apple's limit is 4 KB; send less in the ContentState: ids instead of texts, shorter strings"))
        }
        return found
    }

    /// A text's own findings when it shows a string given once for every
    /// language, in another language: an error becomes a warning that says
    /// what it rests on. Its key's findings (missing, untranslated) do not
    /// depend on the value and stay as they are.
    static func capping(_ findings: inout ArraySlice<LayoutFinding>, restingOn given: String, at place: SourceLocation) {
        let keyRules: Set<Rule> = [.missingKey, .missingTranslation, .verbatimText]
        for index in findings.indices where findings[index].severity == .error && !keyRules.contains(findings[index].rule) {
            findings[index].severity = .warning
            findings[index].message += "; it rests on \(given)"
            findings[index].assumption = Assumption(given, at: place)
        }
    }

    /// Characters no face of the profile has: drawn as empty boxes.
    static func glyphFindings(_ view: PlacedView, text: TextLayout, presentation p: Presentation) -> [LayoutFinding] {
        guard !text.missingCharacters.isEmpty else { return [] }
        let scripts = Array(Set(text.missingCharacters.map { Script($0).tag })).sorted()
        let sample = text.missingCharacters.prefix(3).map { "U+\(String($0.value, radix: 16, uppercase: true)) \($0.properties.name ?? "")" }.joined(separator: ", ")
        return [.init(severity: .error, rule: .missingGlyph, presentation: p, subject: view.label, location: view.location,
                      message: "\"\(text.visibleText)\" has characters no font of the profile has (script \(scripts.joined(separator: ", ")): \(sample)); they are drawn as empty boxes and measured as such — install a font for \(scripts.joined(separator: ", ")) (Debian: fonts-noto-core or fonts-noto-extra) and add it to the font profile")]
    }

    /// An unpinned text under right-to-left layout: a number bidi reorders
    /// (the first), and each left-to-right argument whose edges join the
    /// right-to-left run.
    static func directionFindings(_ view: PlacedView, text: TextLayout, presentation p: Presentation) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        let order = DisplayOrder(text)
        for number in order.numbers() where !order.readsLeftToRight(number) {
            let logical = order.written(number)
            found.append(.init(severity: .error, rule: .rtlDigitOrder, presentation: p, subject: view.label, location: view.location,
                               message: "\"\(logical)\" displays as \"\(order.shown(number))\" under right-to-left layout; pin it: .environment(\\.layoutDirection, .leftToRight), or isolate the number with U+2066…U+2069 in the translation"))
            break
        }
        for argument in view.textArguments {
            guard let offsets = Self.offsets(of: argument, in: order), !order.readsLeftToRight(offsets) else { continue }
            found.append(.init(severity: .error, rule: .rtlLTRArgument, presentation: p, subject: view.label, location: view.location,
                               message: "the left-to-right value \"\(argument)\" inside right-to-left text displays as \"\(order.shown(offsets))\": its leading or trailing digits and punctuation join the right-to-left text; isolate the argument (FSI U+2068 … PDI U+2069 around the placeholder, or Text(verbatim:) in an HStack) or pin the text left to right"))
        }
        return found
    }

    /// The texts drawn past the box of a view with `.clipped()` or
    /// `.clipShape(_:)` around them (places absolute, as in a snapshot), by
    /// where they are written. A text inside the box is whole: what
    /// overflows elsewhere is hidden, never a finding.
    static func textsCutByClipping(_ root: PlacedView) -> [SourceLocation: [PlacedView]] {
        var cut: [SourceLocation: [PlacedView]] = [:]
        func visit(_ view: PlacedView, clip: (minX: Double, minY: Double, maxX: Double, maxY: Double)?) {
            var clip = clip
            if view.clipsContent {
                let box = (minX: view.x, minY: view.y, maxX: view.x + view.width, maxY: view.y + view.height)
                clip = clip.map { (max($0.minX, box.minX), max($0.minY, box.minY), min($0.maxX, box.maxX), min($0.maxY, box.maxY)) } ?? box
            }
            if let clip, view.text != nil {
                let epsilon = 0.001
                if view.x < clip.minX - epsilon || view.y < clip.minY - epsilon
                    || view.x + view.width > clip.maxX + epsilon || view.y + view.height > clip.maxY + epsilon {
                    cut[view.location, default: []].append(view)
                }
            }
            for child in view.children { visit(child, clip: clip) }
        }
        visit(root, clip: nil)
        return cut
    }

    /// When a cut text (not a timer) needs less than the default profile's
    /// margin over San Francisco more room than it has (Inter sets Latin
    /// 12–21 % wider than SF, by size), what the finding rests on: "4.1 %
    /// over with Inter at 11 pt; San Francisco sets it 11 % narrower: it
    /// may fit on the device". A text mostly of digits and symbols ("↓12/m")
    /// rests on the same font, whose widths for those SlotFit has not
    /// measured against SF: within the letters' margin it says so, and is
    /// a warning like the rest (an error must hold on the device). `nil`
    /// past the margin, for other faces, or with the `sf` profile.
    static func fontMargin(_ text: TextLayout, room: Double?) -> String? {
        let runs = text.lines.flatMap(\.runs)
        let scalars = text.lines.map(\.text).joined().unicodeScalars.filter { !$0.properties.isWhitespace }
        let letters = scalars.filter { $0.properties.isAlphabetic }.count
        guard !scalars.isEmpty else { return nil }
        guard let room, room > 0, let first = runs.first, text.naturalWidth.isFinite,
              runs.allSatisfy({ $0.family == first.family }),
              let margin = FontProfile.widthMarginOverSanFrancisco(family: first.family, size: first.fontSize / max(text.scale, 0.01)) else { return nil }
        // The room the text had: its lines, at the smallest scale allowed.
        let lines = Double(max(text.lines.count, 1))
        let available = room * lines / max(min(text.scale, 1), 0.01)
        let over = text.naturalWidth / available
        guard over > 1, over <= margin else { return nil }
        let size = first.fontSize / max(text.scale, 0.01)
        // The margin is measured on letters (a–z and space, weighted by frequency).
        if Double(letters) < 0.6 * Double(scalars.count) {
            return String(format: "%.1f %% over with %@ at %.0f pt; much of it is digits and symbols, whose San Francisco widths SlotFit has not measured (its letters are %.0f %% narrower there), so it may fit on the device (check with your own San Francisco files: fontProfile: sf, README)",
                          (over - 1) * 100, first.family, size, (1 - 1 / margin) * 100)
        }
        return String(format: "%.1f %% over with %@ at %.0f pt; San Francisco sets it %.0f %% narrower, so it may fit on the device (check with your own San Francisco files: fontProfile: sf, README)",
                      (over - 1) * 100, first.family, size, (1 - 1 / margin) * 100)
    }

    /// What a cut `.monospaced()` text rests on when the profile set it in
    /// a proportional face (no profile ships SF Mono, and San Francisco's
    /// margin is proportional text's): its width on the device is not known
    /// here. `nil` when a monospaced face (a family named "Mono") set it.
    static func monospacedEstimate(_ text: TextLayout) -> String? {
        guard let family = text.lines.flatMap(\.runs).first?.family, !family.contains("Mono") else { return nil }
        return "measured with \(family), a proportional face: .monospaced() sets it in SF Mono, whose widths SlotFit does not have, so on the device it may be wider or narrower"
    }

    /// The offsets of `argument` where it first appears in the text, when
    /// it holds a left-to-right letter and starts or ends with something
    /// that is not one (digits, punctuation): only then can bidi split it.
    static func offsets(of argument: String, in order: DisplayOrder) -> [Int]? {
        let scalars = Array(argument.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last,
              scalars.contains(where: { $0.properties.isAlphabetic && !isRightToLeftLetter($0) }),
              !(first.properties.isAlphabetic && last.properties.isAlphabetic),
              !scalars.contains(where: isRightToLeftLetter) else { return nil }
        let offsets = order.logical.keys.sorted()
        let text = offsets.map { order.logical[$0]! }
        guard text.count >= scalars.count else { return nil }
        for start in 0...(text.count - scalars.count) where text[start] == first {
            if Array(text[start..<(start + scalars.count)]) == scalars { return Array(offsets[start..<(start + scalars.count)]) }
        }
        return nil
    }

    static func isRightToLeftLetter(_ s: Unicode.Scalar) -> Bool {
        (0x0590...0x08FF).contains(s.value) || (0xFB1D...0xFDFF).contains(s.value) || (0xFE70...0xFEFF).contains(s.value)
    }

    static func payloadBytes(activity: Activity, state: Activity.State) -> Int {
        func json(_ fields: [String: ActivityValue]) -> [String: Any] {
            fields.mapValues { value -> Any in
                switch value {
                case .number(let n): return n
                case .string(let s): return s
                case .bool(let b): return b
                case .list(let items): return items
                case .null: return NSNull()
                // The longest form: the payload the app sends in one language.
                case .byLanguage(let forms): return forms.values.map(\.shown).max { $0.utf8.count < $1.utf8.count } ?? ""
                // As `Measurement`'s Codable writes it: value, unit symbol and converter.
                case .measurement(let n, let unit):
                    return ["value": n, "unit": ["symbol": MeasurementUnit.symbol(of: unit), "converter": ["coefficient": 1, "constant": 0]]] as [String: Any]
                }
            }
        }
        // The environment a variant sets (`$isStale`) is not sent.
        let object: [String: Any] = ["attributes": json(activity.attributes), "state": json(state.fields.filter { !$0.key.hasPrefix("$") })]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))?.count ?? 0
    }

    /// A text's key in the catalog: a key the catalog lacks (iOS shows the
    /// key) and a language without a value (iOS shows the development
    /// language's).
    static func keyFindings(_ view: PlacedView, text: TextLayout, presentation p: Presentation, localization: String) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        // A value SlotFit could not compute is not quoted as the text.
        let shownText = view.standIn == nil ? "\"\(text.visibleText)\"" : "\"\(view.label)\" with its value"
        if let closest = view.missingKey {
            let hint = closest.isEmpty ? "" : " (closest keys: \(closest.map { "\"\($0)\"" }.joined(separator: ", ")))"
            found.append(.init(severity: .error, rule: .missingKey, presentation: p, subject: view.label, location: view.location,
                               message: "\"\(view.label)\" is not a key of the catalog: iOS shows the key itself, \(shownText), in every language; add it to the catalog or fix the key\(hint)"))
        }
        if let translated = view.verbatimTranslation {
            let language = TextSource.languageName(localization)
            found.append(.init(severity: .error, rule: .verbatimText, presentation: p, subject: view.label, location: view.location,
                               message: "Text is given a String, so SwiftUI shows \(shownText) as written, never looked up: \(language) shows it untranslated though the table has \(translated.debugDescription); write Text(LocalizedStringKey(…)) where it is shown, or make the value with String(localized:)"))
        }
        if let shown = view.shownLocalization {
            let missing = view.missingValue ?? .catalogValue
            let mayStay = view.verbatimReason.map { "; it may be right as it is: \($0) (\(missing.keepOrFix))" } ?? "; \(missing.fix)"
            found.append(.init(severity: view.verbatimReason == nil ? .error : .warning, rule: .missingTranslation, presentation: p, subject: view.label, location: view.location,
                               message: missing.phrase(localization: localization, label: view.label)
                                   + ": \(TextSource.languageName(localization)) shows the \(TextSource.languageName(shown)) \(shownText)" + mayStay,
                               restsOn: view.verbatimReason))
        }
        return found
    }
}
