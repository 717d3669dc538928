extension HTMLReporter {
    /// Blocks of one activity, locale, state and size that are the same on
    /// several devices, shown once: the first device's, with the others
    /// named ("same on: …").
    struct SameOn<Item> {
        /// The block shown.
        var shown: Item
        /// The other devices' blocks it stands for, in order.
        var others: [Item] = []

        /// `items` in order, each joined to the first earlier shown one of
        /// its scope (same activity, locale, state and size) that it is the
        /// `same` as; the rest shown. A scope holds one block per device, so
        /// each block is compared with a few others at most.
        static func collapsing(_ items: [Item], scope: (Item) -> String, same: (Item, Item) -> Bool) -> [SameOn] {
            var groups: [SameOn] = []
            var byScope: [String: [Int]] = [:]
            for item in items {
                let place = scope(item)
                if let index = byScope[place, default: []].first(where: { same(groups[$0].shown, item) }) {
                    groups[index].others.append(item)
                    continue
                }
                byScope[place, default: []].append(groups.count)
                groups.append(SameOn(shown: item))
            }
            return groups
        }
    }
}
