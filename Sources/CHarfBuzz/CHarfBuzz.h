// HarfBuzz, FreeType and fontconfig as Swift sees them. Version differences
// between HarfBuzz releases are resolved here and nowhere else.
#ifndef SLOTFIT_CHARFBUZZ_H
#define SLOTFIT_CHARFBUZZ_H

#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>

/// Draws one glyph's outline: `hb_font_get_glyph_shape` before HarfBuzz 7.0,
/// `hb_font_draw_glyph` from 7.0 on (the older name is deprecated there).
static inline void sf_hb_draw_glyph(hb_font_t *font, hb_codepoint_t glyph,
                                    hb_draw_funcs_t *funcs, void *data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font, glyph, funcs, data);
#else
    hb_font_get_glyph_shape(font, glyph, funcs, data);
#endif
}

/// `HB_TAG` is a macro Swift cannot call.
static inline hb_tag_t sf_hb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

/// FreeType's error for a file that is not a font, as a plain int.
static inline int sf_ft_validate_font(const unsigned char *bytes, long length, long faceIndex,
                                      long *faceCount) {
    FT_Library library;
    int error = FT_Init_FreeType(&library);
    if (error) return error;
    FT_Face face;
    error = FT_New_Memory_Face(library, bytes, length, faceIndex, &face);
    if (!error) {
        *faceCount = face->num_faces;
        FT_Done_Face(face);
    }
    FT_Done_FreeType(library);
    return error;
}

#endif
