// SVG to PNG through librsvg and cairo, loaded with dlopen on first use:
// the command starts without mapping them (and the thirty libraries they
// bring: pango, X11, xcb…), and builds without their headers.
#ifndef CRSVG_H
#define CRSVG_H
#include <stddef.h>

/// Rasterizes `length` bytes of SVG at `scale` into a PNG. On success
/// returns 0 and sets `*png` (free it with sf_png_free) and `*png_length`;
/// otherwise returns nonzero with a message in `error`.
int sf_svg_to_png(const char *svg, size_t length, double scale,
                  unsigned char **png, size_t *png_length, char *error, size_t error_length);

/// Frees a PNG from sf_svg_to_png.
void sf_png_free(unsigned char *png);

#endif
