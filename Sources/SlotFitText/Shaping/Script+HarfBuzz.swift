import CHarfBuzz

extension Script {
    /// HarfBuzz's script for this one (from its ISO 15924 tag), looked up
    /// in a table made once.
    var harfBuzz: hb_script_t {
        code >= 0 && Int(code) < Script.harfBuzzTable.count ? Script.harfBuzzTable[Int(code)] : hb_script_from_string(tag, -1)
    }

    private static let harfBuzzTable: [hb_script_t] = (0..<200).map { hb_script_from_string(Script(code: Int32($0)).tag, -1) }
}
