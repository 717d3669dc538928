// The error model and source locations are shared by every SlotFit library.
@_exported import SlotFitCore
