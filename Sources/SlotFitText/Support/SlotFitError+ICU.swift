import CICU

extension SlotFitError {
    /// An ICU failure in the text engine: the operation and ICU's error name.
    static func icu(_ operation: String, _ code: Int32) -> SlotFitError {
        SlotFitError(.icu, "ICU failed in \(operation): \(ICU.errorName(code)). This is a bug in SlotFit or a broken ICU install; report it with the input text.")
    }
}
