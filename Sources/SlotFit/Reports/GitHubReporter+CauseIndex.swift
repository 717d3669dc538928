extension GitHubReporter {
    /// A report's finding groups and verdict changes gathered into causes,
    /// one annotation each. A translation (a text cut only in some
    /// languages, or not translated) is one cause with every group and
    /// verdict change of its text in those languages; an error on a text
    /// takes in that text's verdict changes.
    struct CauseIndex {
        /// The verdict changes of one text in one activity's files.
        struct TextKey: Hashable { var file: Int; var kind: GoldenFile.ViewKind; var subject: String }
        /// One annotation's groups and verdict changes, and the file the
        /// first group was found in.
        struct Cause { var groups: [FindingGroup]; var changes: [TextKey]; var fileIndex: Int?; var translation: Bool }

        let document: GoldenReport.Document
        /// The texts whose verdict changed, in first-seen order, and their changes.
        private(set) var changeOrder: [TextKey] = []
        private(set) var changes: [TextKey: [VerdictChange]] = [:]
        /// The first file each cause was found in (for its catalog and manifest).
        private(set) var causeFiles: [CheckFinding.Cause: Int] = [:]
        private(set) var causes: [Cause] = []
        /// The texts whose changes joined a cause.
        private(set) var joined = Set<TextKey>()

        /// Gathers `groups` (worst first) and `document`'s verdict changes.
        init(document: GoldenReport.Document, groups: [FindingGroup]) {
            self.document = document
            // The first file of each activity (one manifest and catalog), found once.
            struct Activity: Hashable { var manifest: String; var catalog: String? }
            var firstOfActivity: [Activity: Int] = [:]
            for (index, file) in document.files.enumerated() where firstOfActivity[Activity(manifest: file.manifest, catalog: file.catalog)] == nil {
                firstOfActivity[Activity(manifest: file.manifest, catalog: file.catalog)] = index
            }
            for (index, file) in document.files.enumerated() {
                for change in file.verdictChanges {
                    let first = firstOfActivity[Activity(manifest: file.manifest, catalog: file.catalog)] ?? index
                    let key = TextKey(file: first, kind: change.kind, subject: change.subject)
                    if changes[key] == nil { changeOrder.append(key) }
                    changes[key, default: []].append(change)
                }
                for finding in file.findings where causeFiles[finding.cause] == nil { causeFiles[finding.cause] = index }
            }
            let taken = gatherTranslations(groups)
            gatherOthers(groups, skipping: taken)
        }

        /// The verdict changes no finding explains, one key per text.
        var unexplainedChanges: [TextKey] { changeOrder.filter { !joined.contains($0) } }

        /// Where a key is written in the tables (the file's own locale's
        /// table first), as the check found it: no file is read here.
        func keyPlace(_ subject: String, file index: Int) -> (file: String, line: Int?)? {
            document.files[index].keyPlaces?[subject].map { ($0.file, $0.line) }
        }

        /// Whether two files are of one activity (one manifest and catalog).
        func sameActivity(_ a: Int, _ b: Int) -> Bool {
            document.files[a].manifest == document.files[b].manifest && document.files[a].catalog == document.files[b].catalog
        }

        /// The translation causes; returns the groups they took.
        private mutating func gatherTranslations(_ groups: [FindingGroup]) -> Set<Int> {
            var taken = Set<Int>()
            let translationRules: Set<Rule> = [.baseLocaleTruncation, .missingTranslation]
            let cutRules: Set<Rule> = [.textTruncation, .compactTruncation, .scaleFloor, .baseLocaleTruncation, .missingTranslation]
            for (index, group) in groups.enumerated() where !taken.contains(index) {
                guard translationRules.contains(group.cause.rule), !group.cause.subject.isEmpty, let home = causeFiles[group.cause] else { continue }
                var members = [group]
                taken.insert(index)
                var locales = Set(group.locales)
                for (other, candidate) in groups.enumerated() where !taken.contains(other) {
                    guard translationRules.contains(candidate.cause.rule), isSameText(candidate, as: group, home: home) else { continue }
                    members.append(candidate); taken.insert(other); locales.formUnion(candidate.locales)
                }
                // The same text cut in those languages only: the translation's doing.
                for (other, candidate) in groups.enumerated() where !taken.contains(other) {
                    guard cutRules.contains(candidate.cause.rule), isSameText(candidate, as: group, home: home),
                          Set(candidate.locales).isSubset(of: locales) else { continue }
                    members.append(candidate); taken.insert(other)
                }
                let texts = changeOrder.filter { $0.kind == .text && $0.subject == group.cause.subject && sameActivity($0.file, home) }
                causes.append(Cause(groups: members, changes: texts, fileIndex: home, translation: true))
            }
            joined = Set(causes.flatMap(\.changes))
            return taken
        }

        /// Whether `candidate` is about `group`'s text in its activity.
        private func isSameText(_ candidate: FindingGroup, as group: FindingGroup, home: Int) -> Bool {
            guard candidate.cause.subject == group.cause.subject, candidate.cause.activity == group.cause.activity,
                  let at = causeFiles[candidate.cause] else { return false }
            return sameActivity(at, home)
        }

        /// One cause per remaining group; one cause at two severities (an
        /// error at the default size, a warning at a size SlotFit assumes)
        /// is one annotation.
        private mutating func gatherOthers(_ groups: [FindingGroup], skipping taken: Set<Int>) {
            var byCause: [CheckFinding.Cause: Int] = [:]
            for (index, group) in groups.enumerated() where !taken.contains(index) {
                if let existing = byCause[group.cause] { causes[existing].groups.append(group); continue }
                byCause[group.cause] = causes.count
                var texts: [TextKey] = []
                if group.severity == .error, !group.cause.subject.isEmpty, let home = causeFiles[group.cause] {
                    texts = changeOrder.filter { !joined.contains($0) && $0.subject == group.cause.subject && sameActivity($0.file, home) }
                    joined.formUnion(texts)
                }
                causes.append(Cause(groups: [group], changes: texts, fileIndex: causeFiles[group.cause], translation: false))
            }
        }
    }
}
