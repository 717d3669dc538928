import SlotFitText

extension HTMLReporter {
    /// The width budgets table: one row per catalog key — its budget in
    /// points, font and place, the development language's headroom, and
    /// each translation's headroom there (cut ones marked), so a reviewer
    /// sees which languages are close to their room.
    static func budgetsTable(_ budgets: [KeyBudget]) -> String {
        guard !budgets.isEmpty else { return "" }
        var rows: [String] = []
        for budget in budgets {
            let cells = budget.translations.map { translation -> String in
                let mark = translation.showsAllText ? "" : " class=\"cut\""
                return "<span\(mark) data-locale=\"\(escape(translation.locale))\">\(escape(translation.locale)) \(FixedPoint.string(translation.headroom, decimals: 1))</span>"
            }.joined(separator: " ")
            rows.append("<tr><td>\(escape(budget.key))</td><td>\(escape(budget.table))</td><td>\(FixedPoint.string(budget.width, decimals: 1))</td><td>\(escape(budget.drawing))</td>"
                        + "<td>\(escape(budget.place.activity)) · \(escape(budget.place.description))</td>"
                        + "<td>\(escape(budget.developmentLanguage)) \(FixedPoint.string(budget.developmentHeadroom, decimals: 1))</td><td>\(cells)</td></tr>")
        }
        return """
        <h2 id="budgets">Width budgets</h2>
        <p class="note">Each catalog key's room where it is tightest (slotfit budgets), and every language's headroom there in points; a cut one is marked.</p>
        <table id="budget-table"><tr><th>key</th><th>table</th><th>budget pt</th><th>drawn at</th><th>tightest at</th><th>development headroom</th><th>headroom by locale</th></tr>
        \(rows.joined(separator: "\n"))
        </table>
        """
    }
}
