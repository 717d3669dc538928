extension String {
    /// Edit distance with transpositions (optimal string alignment), for
    /// "did you mean" suggestions: "widht" is one step from "width".
    /// Case-insensitive; see `DidYouMean` for choosing among candidates.
    public func editDistance(to other: String) -> Int {
        DidYouMean.editDistance(Array(lowercased()), Array(other.lowercased()), bound: Int.max)
    }
}
