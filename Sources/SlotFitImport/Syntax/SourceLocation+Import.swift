import SlotFitCore

/// The importer's places are SlotFit's `SourceLocation` (SwiftSyntax has a
/// type of that name too; this one wins inside the module).
public typealias SourceLocation = SlotFitCore.SourceLocation
