import Foundation
import SlotFitText

extension HTMLReporter {
    /// One snapshot of a golden file — its device · state · Dynamic Type
    /// size block — with where its picture is and the picture itself.
    struct Snapshot {
        /// The golden's folder (the activity's slug) and file name (the locale).
        var activityFolder: String
        var locale: String
        var device: String
        var state: String
        var size: DynamicTypeSize
        /// The block's text, below its heading.
        var text: String
        /// The picture's path relative to the golden directory (and to the
        /// report folder), and the SVG when it was drawn.
        var picturePath: String
        var picture: String?

        /// The snapshot of `item`, a case of the golden file at `path`.
        init(path: String, item: GoldenFile.Case, pictures: [String: String]) {
            (activityFolder, locale) = GoldenMatrix.place(ofGolden: path)
            device = item.device; state = item.state; size = item.dynamicTypeSize; text = item.snapshot
            picturePath = GoldenMatrix.picturePath(activityFolder: activityFolder, locale: locale, device: device, state: state, size: size)
            picture = pictures[picturePath]
        }

        /// `device · state · size`, as the golden's heading names the block.
        var title: String { "\(device) · \(state) · \(size.shortName)" }

        /// The place's parts, for ids.
        var parts: [String] { [activityFolder, locale, device, state, size.shortName] }

        /// The id of its figure among all snapshots.
        var anchor: String { Anchor.id("snap", parts) }

        /// Whether `other` (another device's block) is the same as this:
        /// the same text but for the `device:` line, or the same picture
        /// but for its title, which names the device.
        func isSame(as other: Snapshot) -> Bool {
            Self.equal(text, other.text, besidesLineStarting: "device: ")
                || (picture != nil && Self.equal(picture, other.picture, besidesLineStarting: "<title>"))
        }

        /// Whether `a` and `b` are equal but for their first line that
        /// starts with `prefix`, each read up to its first difference; two
        /// `nil`s are equal, a `nil` and a text are not.
        static func equal(_ a: String?, _ b: String?, besidesLineStarting prefix: String) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            let (aBefore, aAfter) = around(a, prefix), (bBefore, bAfter) = around(b, prefix)
            return aBefore.utf8.count == bBefore.utf8.count && aAfter.utf8.count == bAfter.utf8.count
                && aBefore.utf8.elementsEqual(bBefore.utf8) && aAfter.utf8.elementsEqual(bAfter.utf8)
        }

        /// What comes before and after the first line of `text` that starts
        /// with `prefix` (all of it, and nothing, when none does).
        static func around(_ text: String, _ prefix: String) -> (Substring, Substring) {
            let start: String.Index?
            if text.hasPrefix(prefix) { start = text.startIndex } else { start = text.range(of: "\n" + prefix).map { text.index(after: $0.lowerBound) } }
            guard let start else { return (text[...], text[text.endIndex...]) }
            let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
            return (text[..<start], text[end...])
        }
    }
}
