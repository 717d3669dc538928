#!/usr/bin/env python3
"""Pango 1.50 on SlotFit's benchmark corpus, for `make bench`.

Lays out every string of the corpus (written by `slotfit-bench --corpus`)
with Pango's FreeType backend and the same font families as SlotFit's
default profile, and prints microseconds per string. Called through ctypes:
the call overhead is measured and printed too (it is included in the
figure, so Pango is if anything flattered less than it could be).
"""
import ctypes
import sys
import time


def load(names):
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    sys.exit("pango_compare: %s not found; install libpango-1.0-0 and libpangoft2-1.0-0" % names[0])


pango = load(["libpango-1.0.so.0"])
pangoft2 = load(["libpangoft2-1.0.so.0"])
gobject = load(["libgobject-2.0.so.0"])

pangoft2.pango_ft2_font_map_new.restype = ctypes.c_void_p
pango.pango_font_map_create_context.restype = ctypes.c_void_p
pango.pango_font_map_create_context.argtypes = [ctypes.c_void_p]
pango.pango_layout_new.restype = ctypes.c_void_p
pango.pango_layout_new.argtypes = [ctypes.c_void_p]
pango.pango_layout_set_text.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
pango.pango_font_description_from_string.restype = ctypes.c_void_p
pango.pango_font_description_from_string.argtypes = [ctypes.c_char_p]
pango.pango_layout_set_font_description.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
pango.pango_layout_get_pixel_size.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
pango.pango_version_string.restype = ctypes.c_char_p
gobject.g_object_unref.argtypes = [ctypes.c_void_p]

FAMILIES = (b"Inter, Noto Sans Arabic, Noto Nastaliq Urdu, Noto Sans Hebrew, Noto Sans Devanagari, "
            b"Noto Sans Bengali, Noto Sans Tamil, Noto Sans Thai, Noto Sans CJK JP, Noto Color Emoji 17px")


def main(path):
    fontmap = pangoft2.pango_ft2_font_map_new()
    context = pango.pango_font_map_create_context(fontmap)
    description = pango.pango_font_description_from_string(FAMILIES)
    texts = [line.rstrip("\n").split("\t", 1)[1].encode() for line in open(path, encoding="utf-8")]
    width, height = ctypes.c_int(), ctypes.c_int()

    def run():
        for text in texts:
            layout = pango.pango_layout_new(context)
            pango.pango_layout_set_font_description(layout, description)
            pango.pango_layout_set_text(layout, text, len(text))
            pango.pango_layout_get_pixel_size(layout, ctypes.byref(width), ctypes.byref(height))
            gobject.g_object_unref(layout)

    run()  # fonts loaded, as SlotFit's figures have them loaded
    start = time.perf_counter()
    run()
    elapsed = time.perf_counter() - start
    start = time.perf_counter()
    for _ in texts:
        gobject.g_object_unref(pango.pango_layout_new(context))
    overhead = time.perf_counter() - start
    print("Pango %s, same corpus and families: %.2f µs/string (of which layout creation and ctypes calls %.2f)"
          % (pango.pango_version_string().decode(), elapsed / len(texts) * 1e6, overhead / len(texts) * 1e6))


if __name__ == "__main__":
    main(sys.argv[1])
