#include "CRsvg.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few types of librsvg, GLib and cairo the shim touches. */
typedef struct { unsigned int domain; int code; char *message; } GErrorView;
typedef struct { double x, y, width, height; } RsvgRect;
typedef int (*WriteFunc)(void *closure, const unsigned char *data, unsigned int length);

static struct {
    void *(*new_from_data)(const unsigned char *, unsigned long, GErrorView **);
    int (*intrinsic_size)(void *, double *, double *);
    int (*render_document)(void *, void *, const RsvgRect *, GErrorView **);
    void (*object_unref)(void *);
    void (*error_free)(GErrorView *);
    void *(*surface_create)(int, int, int);
    void *(*create)(void *);
    void (*scale)(void *, double, double);
    void (*surface_flush)(void *);
    int (*write_png)(void *, WriteFunc, void *);
    void (*destroy)(void *);
    void (*surface_destroy)(void *);
    int loaded;
} api;

static int load(char *error, size_t error_length) {
    if (api.loaded) return 0;
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    void *cairo = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
    void *gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!rsvg || !cairo || !gobject || !glib) {
        snprintf(error, error_length, "librsvg and cairo are not installed (%s); install librsvg2-2 (Debian, Ubuntu) to write PNG",
                 !rsvg ? "librsvg-2.so.2" : !cairo ? "libcairo.so.2" : "GLib");
        return 1;
    }
#define FIND(field, library, name) if (!(*(void **)&api.field = dlsym(library, name))) { \
        snprintf(error, error_length, "%s has no %s; install librsvg 2.52 or later", #library, name); return 1; }
    FIND(new_from_data, rsvg, "rsvg_handle_new_from_data")
    FIND(intrinsic_size, rsvg, "rsvg_handle_get_intrinsic_size_in_pixels")
    FIND(render_document, rsvg, "rsvg_handle_render_document")
    FIND(object_unref, gobject, "g_object_unref")
    FIND(error_free, glib, "g_error_free")
    FIND(surface_create, cairo, "cairo_image_surface_create")
    FIND(create, cairo, "cairo_create")
    FIND(scale, cairo, "cairo_scale")
    FIND(surface_flush, cairo, "cairo_surface_flush")
    FIND(write_png, cairo, "cairo_surface_write_to_png_stream")
    FIND(destroy, cairo, "cairo_destroy")
    FIND(surface_destroy, cairo, "cairo_surface_destroy")
#undef FIND
    api.loaded = 1;
    return 0;
}

typedef struct { unsigned char *bytes; size_t length, capacity; } Sink;

static int write_sink(void *closure, const unsigned char *data, unsigned int length) {
    Sink *sink = closure;
    if (sink->length + length > sink->capacity) {
        size_t capacity = (sink->capacity + length) * 2;
        unsigned char *grown = realloc(sink->bytes, capacity);
        if (!grown) return 11; /* CAIRO_STATUS_WRITE_ERROR */
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, length);
    sink->length += length;
    return 0;
}

int sf_svg_to_png(const char *svg, size_t length, double scale,
                  unsigned char **png, size_t *png_length, char *error, size_t error_length) {
    if (load(error, error_length)) return 1;
    GErrorView *problem = NULL;
    void *handle = api.new_from_data((const unsigned char *)svg, length, &problem);
    if (!handle) {
        snprintf(error, error_length, "the SVG does not parse: %s", problem ? problem->message : "unknown error");
        if (problem) api.error_free(problem);
        return 1;
    }
    double width = 0, height = 0;
    if (!api.intrinsic_size(handle, &width, &height) || width <= 0 || height <= 0 || width * scale > 16384 || height * scale > 16384) {
        snprintf(error, error_length, "the SVG has no size (or one over 16,384 px at %g×); give it width and height", scale);
        api.object_unref(handle);
        return 1;
    }
    void *surface = api.surface_create(0 /* CAIRO_FORMAT_ARGB32 */, (int)(width * scale + 0.999999), (int)(height * scale + 0.999999));
    void *context = api.create(surface);
    api.scale(context, scale, scale);
    RsvgRect viewport = {0, 0, width, height};
    int status = 1;
    if (!api.render_document(handle, context, &viewport, &problem)) {
        snprintf(error, error_length, "librsvg could not draw the picture: %s", problem ? problem->message : "unknown error");
        if (problem) api.error_free(problem);
    } else {
        api.surface_flush(surface);
        Sink sink = {NULL, 0, 0};
        int written = api.write_png(surface, write_sink, &sink);
        if (written != 0) {
            snprintf(error, error_length, "cairo could not write the PNG (status %d)", written);
            free(sink.bytes);
        } else {
            *png = sink.bytes;
            *png_length = sink.length;
            status = 0;
        }
    }
    api.destroy(context);
    api.surface_destroy(surface);
    api.object_unref(handle);
    return status;
}

void sf_png_free(unsigned char *png) { free(png); }
