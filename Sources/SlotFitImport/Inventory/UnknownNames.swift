import SlotFit
import SlotFitText

/// Names a view reads from `context.state` or `context.attributes` that
/// the attributes type read from the sources does not declare, neither as
/// a stored field nor as a computed property: a typo (`context.state.nmae`)
/// or a declaration in a file outside `sources:`. Each is a warning with
/// its place and the nearest declared name (the field is a stand-in, its
/// texts unverified), never a refusal of the project. Shared by
/// every copy of one activity's interpreter.
final class UnknownNames {
    /// The errors, in the order the names were read, one per name.
    private(set) var errors: [SlotFitError] = []
    private var seen: Set<String> = []

    /// Records `name`, read at `location` of `object` (`state` or
    /// `attributes`), with the names the type does declare.
    func record(_ name: String, of object: String, in type: String, at location: SourceLocation, declared: [String]) {
        guard seen.insert(name).inserted else { return }
        let suggestion = DidYouMean.suffix(for: name, in: declared, .sentence)
        let known = declared.isEmpty ? "" : " (it declares \(declared.joined(separator: ", ")))"
        errors.append(SlotFitError(.swiftSource,
            "context.\(object).\(name): SlotFit finds no field or property \"\(name)\" of \(type) in the sources\(known); texts reading it are not checked; \(suggestion)add the file that declares it to sources:, or give it values under values: in slotfit.yml",
            at: SourceLocation(file: location.file, line: location.line, column: location.column)))
    }
}
