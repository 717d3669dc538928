/// SlotFit's version, as `slotfit --version` prints it.
package enum SlotFitVersion {
    /// The version (semantic versioning).
    package static let string = "0.10.0"
}
