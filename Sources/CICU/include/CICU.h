// SlotFit's window on system ICU. Only <stdint.h> types cross this header:
// ICU's own headers would clash with Foundation's bundled ICU module, and
// ICU's versioned symbol names (ubidi_open_72) cannot be called from Swift.
#ifndef SLOTFIT_CICU_H
#define SLOTFIT_CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's error name for a UErrorCode ("U_ILLEGAL_ARGUMENT_ERROR").
const char *sf_error_name(int32_t errorCode);

/// `value` printed as "%.*f" with `decimals` decimals into `buffer` (C's
/// printf: exact rounding of the binary value); returns the length, as
/// snprintf does. Not ICU: the one formatter the snapshots need, without
/// Swift's variadic-argument boxing.
int32_t sf_format_fixed(char *buffer, int32_t size, double value, int32_t decimals);
/// ICU's Unicode version, e.g. "15.0".
void sf_unicode_version(char *out, int32_t capacity);

// MARK: Bidi (UAX #9, ubidi)

/// An opaque bidi paragraph; owns a copy of its text.
typedef struct SFBidi SFBidi;
/// Resolves a paragraph. `paragraphLevel`: 0 LTR, 1 RTL, 0xFE first-strong
/// defaulting to LTR, 0xFF first-strong defaulting to RTL.
SFBidi *sf_bidi_create(const uint16_t *text, int32_t length, uint8_t paragraphLevel,
                       int32_t *errorCode);
void sf_bidi_destroy(SFBidi *bidi);
uint8_t sf_bidi_paragraph_level(const SFBidi *bidi);
/// Resolved embedding level per UTF-16 unit; `out` holds `length` bytes.
void sf_bidi_levels(SFBidi *bidi, uint8_t *out, int32_t *errorCode);
/// Visual-to-logical map of the line [start, limit) after rules L1–L2;
/// `out` holds `limit - start` indices relative to `start`.
void sf_bidi_line_visual_map(SFBidi *bidi, int32_t start, int32_t limit, int32_t *out,
                             int32_t *errorCode);
/// Levels of the line [start, limit) after rule L1 (trailing white space
/// reset to the paragraph level).
void sf_bidi_line_levels(SFBidi *bidi, int32_t start, int32_t limit, uint8_t *out,
                         int32_t *errorCode);
/// UAX #9 bidi class of a code point (ICU's UCharDirection numbering).
int32_t sf_bidi_class(uint32_t codePoint);
/// The mirrored glyph of a code point (itself when it has none).
uint32_t sf_bidi_mirror(uint32_t codePoint);

// MARK: Character properties

enum {
    SF_CHAR_CONTROL = 1,             // General_Category Cc
    SF_CHAR_DEFAULT_IGNORABLE = 2,   // Default_Ignorable_Code_Point
    SF_CHAR_EMOJI = 4,               // Emoji
    SF_CHAR_EMOJI_PRESENTATION = 8,  // Emoji_Presentation
    SF_CHAR_WHITE_SPACE = 16,        // White_Space
};
/// The SF_CHAR_* flags in `wanted` of a code point, from ICU's property
/// tries (one lookup a flag asked for).
int32_t sf_char_flags_in(uint32_t codePoint, int32_t wanted);

// MARK: Segmentation (UAX #29, UAX #14, ubrk)

enum { SF_BREAK_CHARACTER = 0, SF_BREAK_WORD = 1, SF_BREAK_LINE = 2 };
typedef struct SFBreaker SFBreaker;
SFBreaker *sf_break_open(int32_t kind, const char *locale, int32_t *errorCode);
void sf_break_close(SFBreaker *breaker);
/// Boundaries after 0 up to and including `length`. `hard[i]` is 1 where
/// boundary i is a mandatory line break. Returns the count; when it exceeds
/// `capacity` nothing past capacity is written and the caller retries.
int32_t sf_break_boundaries(SFBreaker *breaker, const uint16_t *text, int32_t length,
                            int32_t *boundaries, uint8_t *hard, int32_t capacity,
                            int32_t *errorCode);
/// Grapheme_Cluster_Break of a code point (UGraphemeClusterBreak: 0 Other,
/// 1 Control, 2 CR, 5 LF, 6 LV, 7 LVT, …).
int32_t sf_grapheme_cluster_break(uint32_t codePoint);

// MARK: Scripts (UAX #24, uscript)

/// UScriptCode of a code point; 0 Common, 1 Inherited.
int32_t sf_script(uint32_t codePoint);
/// ISO 15924 code of a script ("Arab"); empty when unknown.
void sf_script_tag(int32_t script, char *out, int32_t capacity);

// MARK: Locales (uloc)

/// BCP 47 tag to ICU locale id; `parsedLength` is how much of the tag ICU read.
int32_t sf_locale_for_tag(const char *tag, char *out, int32_t capacity,
                          int32_t *parsedLength, int32_t *errorCode);
/// Maximizes a locale id with CLDR likely subtags ("ja" → "ja_Jpan_JP").
int32_t sf_locale_add_likely(const char *localeID, char *out, int32_t capacity,
                             int32_t *errorCode);
/// The canonical BCP 47 tag of a locale id.
int32_t sf_locale_to_tag(const char *localeID, char *out, int32_t capacity,
                         int32_t *errorCode);
/// 1 when the locale's script is written right to left.
int32_t sf_locale_is_rtl(const char *localeID);

/// The CLDR parent of a locale id: "%%Parent" from ICU's locale data
/// (en_IN → en_001), else ICU's truncation (de_CH → de); "" above the root.
int32_t sf_locale_parent(const char *localeID, char *out, int32_t capacity, int32_t *errorCode);
/// ICU's canonical form of a locale id (legacy codes replaced: iw → he).
int32_t sf_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *errorCode);
/// Minimizes a locale id with CLDR likely subtags ("zh_Hant_TW" → "zh_TW").
int32_t sf_locale_minimize(const char *localeID, char *out, int32_t capacity, int32_t *errorCode);
/// The number of locales ICU has data for, and the id of the `index`th.
int32_t sf_locale_count(void);
const char *sf_locale_at(int32_t index);
/// CLDR's name of `code` in `displayLocale`, as UTF-16: kind 0 a language
/// ("de"), 1 a region ("JP"), 2 a script ("Arab"), 3 a currency ("EUR").
/// Returns the length; *errorCode is U_USING_DEFAULT_WARNING (-127) or
/// U_USING_FALLBACK_WARNING (-128) when the locale has no name of its own.
int32_t sf_display_name(int32_t kind, const char *code, const char *displayLocale, uint16_t *out, int32_t capacity,
                        int32_t *errorCode);

// MARK: Collation (ucol)

typedef struct SFCollator SFCollator;
/// A collator for `locale`; `numeric` turns on numeric ordering of digits.
SFCollator *sf_collator_open(const char *locale, int32_t numeric, int32_t *errorCode);
void sf_collator_close(SFCollator *collator);
/// -1, 0 or 1.
int32_t sf_collate(const SFCollator *collator, const uint16_t *a, int32_t aLength,
                   const uint16_t *b, int32_t bLength);

// MARK: Numbers and plurals (unumf, uplrules)

/// The plural keywords CLDR defines for a locale, space-separated.
int32_t sf_plural_keywords(const char *locale, char *out, int32_t capacity, int32_t *errorCode);
/// The measurement system CLDR gives a locale: 0 metric, 1 US, 2 UK.
int32_t sf_measurement_system(const char *locale, int32_t *errorCode);

// MARK: Formatters kept open (unumf, udat, ureldatefmt, ulistfmt)

/// A number formatter for a skeleton and locale, with the locale's plural
/// rules: opened once, used for many values from any thread.
typedef struct SFNumberFormatter SFNumberFormatter;
SFNumberFormatter *sf_number_formatter_open(const char *locale, const uint16_t *skeleton, int32_t skeletonLength,
                                            int32_t *errorCode);
void sf_number_formatter_close(SFNumberFormatter *formatter);
/// Formats `value` with an open formatter and chooses CLDR's plural
/// keyword from the formatted number. Returns the UTF-16 length of the
/// result (retry with more capacity when larger).
int32_t sf_number_formatter_format(const SFNumberFormatter *formatter, double value, uint16_t *out, int32_t capacity,
                                   char *keyword, int32_t keywordCapacity, int32_t *errorCode);

/// A date formatter: the pattern CLDR's generator gives `skeleton` in
/// `locale` ("jm" → "h:mm a" in en-US, "HH:mm" in de), or when the skeleton
/// is empty the locale's pattern for `dateStyle`/`timeStyle` (-1 none,
/// 0 full, 1 long, 2 medium, 3 short), in `timeZone` (an Olson id).
typedef struct SFDateFormatter SFDateFormatter;
SFDateFormatter *sf_date_formatter_open(const char *locale, const uint16_t *skeleton, int32_t skeletonLength,
                                        int32_t dateStyle, int32_t timeStyle,
                                        const uint16_t *timeZone, int32_t timeZoneLength, int32_t *errorCode);
void sf_date_formatter_close(SFDateFormatter *formatter);
/// Formats milliseconds since 1970 UTC.
int32_t sf_date_formatter_format(const SFDateFormatter *formatter, double epochMillis, uint16_t *out, int32_t capacity,
                                 int32_t *errorCode);

/// A relative date-time formatter ("in 5 minutes", "5 min. ago",
/// "tomorrow"): `style` 0 long, 1 short, 2 narrow.
typedef struct SFRelativeFormatter SFRelativeFormatter;
SFRelativeFormatter *sf_relative_formatter_open(const char *locale, int32_t style, int32_t *errorCode);
void sf_relative_formatter_close(SFRelativeFormatter *formatter);
/// `offset` of `unit` (ICU's URelativeDateTimeUnit: 0 year, 1 quarter,
/// 2 month, 3 week, 4 day, 5 hour, 6 minute, 7 second); `numeric` 1 always
/// writes a number ("in 1 day"), 0 allows words ("tomorrow").
int32_t sf_relative_formatter_format(const SFRelativeFormatter *formatter, double offset, int32_t unit, int32_t numeric,
                                     uint16_t *out, int32_t capacity, int32_t *errorCode);

/// Joins `count` strings (each `lengths[i]` UTF-16 units, back to back in
/// `items`) as a list: `type` 0 and, 1 or, 2 units; `width` 0 wide,
/// 1 short, 2 narrow.
int32_t sf_list_format(const char *locale, int32_t type, int32_t width, const uint16_t *items, const int32_t *lengths,
                       int32_t count, uint16_t *out, int32_t capacity, int32_t *errorCode);

#ifdef __cplusplus
}
#endif
#endif
