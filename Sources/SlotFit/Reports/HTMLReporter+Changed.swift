import Foundation

extension HTMLReporter {
    /// A changed or missing golden's section in Changed: each block whose
    /// text differs from the committed golden, with its diff and its golden
    /// and current pictures (the committed pictures the check read, added
    /// to `pictures` under `golden/`), the same change on several devices
    /// once; each block's id added to `ids`.
    func changedSection(_ file: GoldenMatrix.File, result: GoldenCheck.FileResult?, check: GoldenCheck.Report,
                        ids: inout Set<String>, pictures: inout [String: String]) -> String {
        let status = result?.status ?? .changed
        let (folder, locale) = GoldenMatrix.place(ofGolden: file.path)
        let heading = "<h3>\(Self.escape(folder)) · \(Self.escape(locale)) <span class=\"bad\">\(status.rawValue)</span>"
        let open = "<section class=\"changed\" data-activity=\"\(Self.escape(folder))\" data-locale=\"\(Self.escape(locale))\">"
        // The golden as the check read it: never through a link out of the project.
        guard let committed = check.committed[file.path] else {
            let why = result?.problems.first?.line ?? "no golden yet: slotfit render records it"
            return open + heading + "</h3>\n<p>\(Self.escape(why))</p>\n</section>"
        }
        let blocks = ChangedBlock.blocks(path: file.path, goldenText: committed, rendered: file)
        let goldenPictures = check.committedPictures
        var articles: [String] = []
        for group in Self.sameChanges(blocks, goldenPictures: goldenPictures) {
            // Each id once on the page (a device listed twice gives one place twice).
            let id = group.shown.anchor.flatMap { ids.insert($0).inserted ? $0 : nil }
            let aliases = group.others.compactMap(\.anchor).filter { ids.insert($0).inserted }
            if let old = group.shown.golden, let svg = goldenPictures[old.picturePath] { pictures["golden/" + old.picturePath] = svg }
            articles.append(article(group, id: id, aliases: aliases, goldenPictures: goldenPictures))
        }
        let count = "<small>\(blocks.count) of \(file.golden.cases.count) snapshots differ</small>"
        let empty = blocks.isEmpty ? "\n<p>The golden's bytes differ but no block's text does (line endings?); slotfit check --full-diff shows the diff.</p>" : ""
        return open + heading + " " + count + "</h3>" + empty + "\n" + articles.joined(separator: "\n") + "\n</section>"
    }

    /// `blocks` with the same change on several devices once: the same
    /// golden and current texts (but for the device line), or the same
    /// golden and current pictures (but for their titles).
    static func sameChanges(_ blocks: [ChangedBlock], goldenPictures: [String: String]) -> [SameOn<ChangedBlock>] {
        SameOn.collapsing(blocks, scope: { block in block.snapshot.map { "\($0.state)\u{0}\($0.size.shortName)" } ?? (block.other ?? "") }) { one, two in
            guard one.snapshot != nil, two.snapshot != nil else { return false }
            let text = Snapshot.equal(one.golden?.text, two.golden?.text, besidesLineStarting: "device: ")
                && Snapshot.equal(one.current?.text, two.current?.text, besidesLineStarting: "device: ")
            let old = (one.golden.flatMap { goldenPictures[$0.picturePath] }, two.golden.flatMap { goldenPictures[$0.picturePath] })
            let pictures = (old.0 != nil || one.current?.picture != nil)
                && Snapshot.equal(old.0, old.1, besidesLineStarting: "<title>")
                && Snapshot.equal(one.current?.picture, two.current?.picture, besidesLineStarting: "<title>")
            return text || pictures
        }
    }

    /// One changed block's article (with `id`, and the `aliases` of the
    /// others it stands for): its place and how many lines changed, the
    /// devices it stands for, its diff, its golden and current pictures.
    func article(_ group: SameOn<ChangedBlock>, id: String?, aliases: [String], goldenPictures: [String: String]) -> String {
        let block = group.shown
        var pair: [String] = []
        if let old = block.golden {
            pair.append(Self.figure("golden", source: goldenPictures[old.picturePath] == nil ? nil : "golden/" + old.picturePath))
        }
        if let now = block.current { pair.append(Self.figure("current", source: now.picture == nil ? nil : now.picturePath)) }
        let anchors = aliases.map { "<span id=\"\($0)\"></span>" }.joined()
        let lines = block.hunks.flatMap(\.lines)
        let removed = lines.filter { if case .removed = $0 { true } else { false } }.count
        let added = lines.filter { if case .added = $0 { true } else { false } }.count
        return "<article class=\"block\"\(id.map { " id=\"\($0)\"" } ?? "")>\(anchors)<h4>\(Self.escape(block.title)) <small>\(block.change): −\(removed) +\(added) lines</small></h4>"
            + Self.sameOn(group.others.compactMap { $0.snapshot?.device }) + "\n" + block.html
            + (pair.isEmpty ? "" : "\n<div class=\"pair\">" + pair.joined() + "</div>") + "\n</article>"
    }
}
