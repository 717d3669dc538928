/// SlotFit's version, as `slotfit --version` prints it.
public enum SlotFitVersion {
    /// The version (semantic versioning).
    public static let string = "0.10.0"
}
