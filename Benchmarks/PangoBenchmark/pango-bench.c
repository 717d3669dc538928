/*
 * pango-bench: Pango in-process on SlotFit's benchmark corpus, for `make bench`.
 *
 * The corpus (written by `slotfit-bench --corpus FILE`) has one request per
 * line, tab-separated: locale, font families (the faces SlotFit's default
 * profile uses for that locale, in fallback order), size in points, width in
 * points, line limit, text. Pango's FreeType backend lays each out with the
 * same families at the same size, at 72 dpi so a point is a device unit.
 *
 *   pango-bench natural CORPUS   first pass and repeated pass, natural width
 *   pango-bench fit CORPUS       the same, fitted: width, word wrap to the
 *                                line limit, ellipsized at the end
 *   pango-bench batch CORPUS     whole process: natural width of every line,
 *                                one number per line on standard output
 *
 * Timed passes print "first <µs> repeat <µs>" (microseconds per string).
 * Before the first pass every family list is used once on a short text, so
 * fonts are open for both tools alike (SlotFit's figures load its faces
 * the same way).
 */
#include <pango/pangoft2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    char *locale;
    char *families;
    double size;
    double width;
    int line_limit;
    char *text;
    PangoFontDescription *font;
    PangoLanguage *language;
} Request;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static char *field(char **cursor) {
    char *start = *cursor, *tab = strchr(start, '\t');
    if (!tab) return NULL;
    *tab = 0;
    *cursor = tab + 1;
    return start;
}

static Request *load(const char *path, size_t *count) {
    FILE *file = fopen(path, "r");
    if (!file) { fprintf(stderr, "pango-bench: cannot read %s\n", path); exit(2); }
    size_t capacity = 1024, n = 0;
    Request *requests = malloc(capacity * sizeof(Request));
    char *line = NULL;
    size_t length = 0;
    ssize_t read;
    /* One description per distinct family list and size: built once, as a
     * program would. */
    GHashTable *fonts = g_hash_table_new(g_str_hash, g_str_equal);
    while ((read = getline(&line, &length, file)) != -1) {
        if (read > 0 && line[read - 1] == '\n') line[--read] = 0;
        char *copy = strdup(line), *cursor = copy;
        Request r;
        r.locale = field(&cursor);
        r.families = field(&cursor);
        char *size = field(&cursor), *width = field(&cursor), *limit = field(&cursor);
        if (!r.locale || !r.families || !size || !width || !limit) {
            fprintf(stderr, "pango-bench: %s: line %zu has fewer than six fields\n", path, n + 1);
            exit(2);
        }
        r.size = atof(size);
        r.width = atof(width);
        r.line_limit = atoi(limit);
        r.text = cursor;
        char key[512];
        snprintf(key, sizeof key, "%s|%g", r.families, r.size);
        PangoFontDescription *font = g_hash_table_lookup(fonts, key);
        if (!font) {
            font = pango_font_description_from_string(r.families);
            pango_font_description_set_absolute_size(font, r.size * PANGO_SCALE);
            g_hash_table_insert(fonts, strdup(key), font);
        }
        r.font = font;
        r.language = pango_language_from_string(r.locale);
        if (n == capacity) requests = realloc(requests, (capacity *= 2) * sizeof(Request));
        requests[n++] = r;
    }
    free(line);
    fclose(file);
    *count = n;
    return requests;
}

/* Lays out one request; returns its width in points. */
static double layout(PangoContext *context, const Request *r, int fit) {
    pango_context_set_language(context, r->language);
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_font_description(layout, r->font);
    if (fit) {
        pango_layout_set_width(layout, (int)(r->width * PANGO_SCALE));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
        pango_layout_set_height(layout, -r->line_limit);
    }
    pango_layout_set_text(layout, r->text, -1);
    int width, height;
    pango_layout_get_size(layout, &width, &height);
    g_object_unref(layout);
    return (double)width / PANGO_SCALE;
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[1], "natural") && strcmp(argv[1], "fit") && strcmp(argv[1], "batch"))) {
        fprintf(stderr, "usage: pango-bench natural|fit|batch CORPUS\n");
        return 64;
    }
    size_t count;
    Request *requests = load(argv[2], &count);
    PangoFontMap *fontmap = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(fontmap), 72, 72);
    PangoContext *context = pango_font_map_create_context(fontmap);
    pango_context_set_round_glyph_positions(context, FALSE);
    if (!strcmp(argv[1], "batch")) {
        char buffer[64];
        for (size_t i = 0; i < count; i++) {
            int n = snprintf(buffer, sizeof buffer, "%.3f\n", layout(context, &requests[i], 0));
            fwrite(buffer, 1, n, stdout);
        }
        return 0;
    }
    int fit = !strcmp(argv[1], "fit");
    /* Fonts opened: each family list once, on text of its own. */
    GHashTable *seen = g_hash_table_new(g_direct_hash, g_direct_equal);
    for (size_t i = 0; i < count; i++) {
        if (g_hash_table_contains(seen, requests[i].font)) continue;
        g_hash_table_add(seen, requests[i].font);
        Request warm = requests[i];
        warm.text = "Aa 0:12 \xd8\xa7 \xe3\x81\x82";
        layout(context, &warm, fit);
    }
    double sink = 0, start = now();
    for (size_t i = 0; i < count; i++) sink += layout(context, &requests[i], fit);
    double first = now() - start;
    start = now();
    for (size_t i = 0; i < count; i++) sink += layout(context, &requests[i], fit);
    double repeat = now() - start;
    printf("first %.3f repeat %.3f strings %zu pango %s checksum %.1f\n", first / count * 1e6, repeat / count * 1e6, count,
           pango_version_string(), sink);
    return 0;
}
