import CICU

/// ICU's Bidi_Mirroring_Glyph.
func sfMirror(_ codePoint: UInt32) -> UInt32 { sf_bidi_mirror(codePoint) }
