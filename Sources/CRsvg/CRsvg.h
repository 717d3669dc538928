// librsvg (SVG to a cairo surface) and cairo (the PNG): SlotFit's pictures
// rasterized for README images and pull-request comments.
#include <librsvg/rsvg.h>
#include <cairo.h>
