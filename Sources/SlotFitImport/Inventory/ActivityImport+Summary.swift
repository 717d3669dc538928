extension ActivityImport {
    /// What was understood, as `slotfit import` and `slotfit init` both say
    /// it: "69 constructs understood, 2 approximated (97 % understood)".
    /// Only view and modifier constructs count as approximated; a field
    /// given a placeholder is listed under `needs`, not here.
    public var counts: String {
        let views = approximated.filter { !$0.isSample }.count
        let texts = self.texts > 0 ? ", texts exact \(textsExact)/\(self.texts)" : ""
        return "\(understood) constructs understood, \(views) approximated (\(Int((understoodShare * 100).rounded())) % understood)\(texts)"
    }
}
