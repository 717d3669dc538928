import ArgumentParser
import Foundation
import SlotFitStrings

/// Reads what the user named, in any form (see `StringCatalog.load`).
func loadCatalog(_ path: String, table: String? = nil, sourceLanguage: String) throws -> StringCatalog {
    try StringCatalog.load(path, table: table, sourceLanguage: sourceLanguage)
}
