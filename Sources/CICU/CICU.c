#include <stdio.h>
#include "CICU.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ucol.h>
#include <unicode/unumberformatter.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ulistformatter.h>
#include <unicode/ulocdata.h>
#include <unicode/upluralrules.h>
#include <unicode/ucurr.h>
#include <unicode/ures.h>
#include <unicode/uenum.h>
#include <unicode/ustring.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

const char *sf_error_name(int32_t errorCode) { return u_errorName((UErrorCode)errorCode); }

void sf_unicode_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    strncpy(out, text, (size_t)capacity - 1);
    out[capacity - 1] = 0;
}

struct SFBidi {
    UBiDi *paragraph;
    UBiDi *line;
    UChar *text;
};

SFBidi *sf_bidi_create(const uint16_t *text, int32_t length, uint8_t paragraphLevel,
                       int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    SFBidi *bidi = calloc(1, sizeof(SFBidi));
    if (!bidi) { *errorCode = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    bidi->text = malloc(sizeof(UChar) * (size_t)(length > 0 ? length : 1));
    if (length > 0) memcpy(bidi->text, text, sizeof(UChar) * (size_t)length);
    bidi->paragraph = ubidi_open();
    bidi->line = ubidi_open();
    ubidi_setPara(bidi->paragraph, bidi->text, length, paragraphLevel, NULL, &status);
    *errorCode = status;
    if (U_FAILURE(status)) { sf_bidi_destroy(bidi); return NULL; }
    return bidi;
}

void sf_bidi_destroy(SFBidi *bidi) {
    if (!bidi) return;
    ubidi_close(bidi->line);
    ubidi_close(bidi->paragraph);
    free(bidi->text);
    free(bidi);
}

uint8_t sf_bidi_paragraph_level(const SFBidi *bidi) { return ubidi_getParaLevel(bidi->paragraph); }

void sf_bidi_levels(SFBidi *bidi, uint8_t *out, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = ubidi_getLength(bidi->paragraph);
    const UBiDiLevel *levels = ubidi_getLevels(bidi->paragraph, &status);
    if (U_SUCCESS(status) && length > 0) memcpy(out, levels, (size_t)length);
    *errorCode = status;
}

// A line that is the whole paragraph is the paragraph object itself: ICU
// already applied L1 to it, and its line copy gets isolate levels wrong after
// overrides (BidiCharacterTest.txt lines 59-65 and others).
static UBiDi *sf_bidi_line(SFBidi *bidi, int32_t start, int32_t limit, UErrorCode *status) {
    if (start == 0 && limit == ubidi_getLength(bidi->paragraph)) return bidi->paragraph;
    ubidi_setLine(bidi->paragraph, start, limit, bidi->line, status);
    return bidi->line;
}

void sf_bidi_line_visual_map(SFBidi *bidi, int32_t start, int32_t limit, int32_t *out,
                             int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *line = sf_bidi_line(bidi, start, limit, &status);
    if (U_SUCCESS(status)) ubidi_getVisualMap(line, out, &status);
    *errorCode = status;
}

void sf_bidi_line_levels(SFBidi *bidi, int32_t start, int32_t limit, uint8_t *out,
                         int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *line = sf_bidi_line(bidi, start, limit, &status);
    const UBiDiLevel *levels = NULL;
    if (U_SUCCESS(status)) levels = ubidi_getLevels(line, &status);
    if (U_SUCCESS(status) && limit > start) memcpy(out, levels, (size_t)(limit - start));
    *errorCode = status;
}

int32_t sf_bidi_class(uint32_t codePoint) { return (int32_t)u_charDirection((UChar32)codePoint); }

uint32_t sf_bidi_mirror(uint32_t codePoint) { return (uint32_t)u_charMirror((UChar32)codePoint); }

int32_t sf_char_flags_in(uint32_t codePoint, int32_t wanted) {
    UChar32 c = (UChar32)codePoint;
    int32_t flags = 0;
    if ((wanted & SF_CHAR_CONTROL) && u_charType(c) == U_CONTROL_CHAR) flags |= SF_CHAR_CONTROL;
    if ((wanted & SF_CHAR_DEFAULT_IGNORABLE) && u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) flags |= SF_CHAR_DEFAULT_IGNORABLE;
    if ((wanted & SF_CHAR_EMOJI) && u_hasBinaryProperty(c, UCHAR_EMOJI)) flags |= SF_CHAR_EMOJI;
    if ((wanted & SF_CHAR_EMOJI_PRESENTATION) && u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) flags |= SF_CHAR_EMOJI_PRESENTATION;
    if ((wanted & SF_CHAR_WHITE_SPACE) && u_hasBinaryProperty(c, UCHAR_WHITE_SPACE)) flags |= SF_CHAR_WHITE_SPACE;
    return flags;
}

struct SFBreaker {
    UBreakIterator *iterator;
    int32_t kind;
};

SFBreaker *sf_break_open(int32_t kind, const char *locale, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == SF_BREAK_LINE ? UBRK_LINE
                            : kind == SF_BREAK_WORD ? UBRK_WORD : UBRK_CHARACTER;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    *errorCode = status;
    if (U_FAILURE(status)) return NULL;
    SFBreaker *breaker = malloc(sizeof(SFBreaker));
    breaker->iterator = iterator;
    breaker->kind = kind;
    return breaker;
}

void sf_break_close(SFBreaker *breaker) {
    if (!breaker) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t sf_break_boundaries(SFBreaker *breaker, const uint16_t *text, int32_t length,
                            int32_t *boundaries, uint8_t *hard, int32_t capacity,
                            int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, text, length, &status);
    *errorCode = status;
    if (U_FAILURE(status)) return 0;
    int32_t count = 0;
    ubrk_first(breaker->iterator);
    for (int32_t b = ubrk_next(breaker->iterator); b != UBRK_DONE; b = ubrk_next(breaker->iterator)) {
        if (count < capacity) {
            boundaries[count] = b;
            int32_t rule = ubrk_getRuleStatus(breaker->iterator);
            hard[count] = (breaker->kind == SF_BREAK_LINE && rule >= UBRK_LINE_HARD
                           && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count++;
    }
    // Leave no pointer to the caller's buffer behind.
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    return count;
}

int32_t sf_grapheme_cluster_break(uint32_t codePoint) {
    return u_getIntPropertyValue((UChar32)codePoint, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

int32_t sf_script(uint32_t codePoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
    return U_SUCCESS(status) ? (int32_t)script : USCRIPT_UNKNOWN;
}

void sf_script_tag(int32_t script, char *out, int32_t capacity) {
    const char *name = uscript_getShortName((UScriptCode)script);
    if (!name) name = "";
    strncpy(out, name, (size_t)capacity - 1);
    out[capacity - 1] = 0;
}

int32_t sf_locale_for_tag(const char *tag, char *out, int32_t capacity,
                          int32_t *parsedLength, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, parsedLength, &status);
    *errorCode = status;
    return length;
}

int32_t sf_locale_add_likely(const char *localeID, char *out, int32_t capacity,
                             int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_addLikelySubtags(localeID, out, capacity, &status);
    *errorCode = status;
    return length;
}

int32_t sf_locale_to_tag(const char *localeID, char *out, int32_t capacity,
                         int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_toLanguageTag(localeID, out, capacity, 0, &status);
    *errorCode = status;
    return length;
}

int32_t sf_locale_is_rtl(const char *localeID) { return uloc_isRightToLeft(localeID) ? 1 : 0; }

int32_t sf_locale_parent(const char *localeID, char *out, int32_t capacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, localeID, &status);
    if (U_SUCCESS(status)) {
        int32_t length = 0;
        UErrorCode keyStatus = U_ZERO_ERROR;
        const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &length, &keyStatus);
        if (U_SUCCESS(keyStatus) && length < capacity) {
            u_UCharsToChars(parent, out, length);
            out[length] = 0;
            ures_close(bundle);
            *errorCode = U_ZERO_ERROR;
            return length;
        }
        ures_close(bundle);
    }
    status = U_ZERO_ERROR;
    int32_t length = uloc_getParent(localeID, out, capacity, &status);
    *errorCode = status;
    return length;
}

int32_t sf_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_canonicalize(localeID, out, capacity, &status);
    *errorCode = status;
    return length;
}

int32_t sf_locale_minimize(const char *localeID, char *out, int32_t capacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_minimizeSubtags(localeID, out, capacity, &status);
    *errorCode = status;
    return length;
}

struct SFCollator { UCollator *collator; };

SFCollator *sf_collator_open(const char *locale, int32_t numeric, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_SUCCESS(status) && numeric) ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    *errorCode = status;
    if (U_FAILURE(status)) { if (collator) ucol_close(collator); return NULL; }
    SFCollator *result = malloc(sizeof(SFCollator));
    result->collator = collator;
    return result;
}

void sf_collator_close(SFCollator *collator) {
    if (!collator) return;
    ucol_close(collator->collator);
    free(collator);
}

int32_t sf_collate(const SFCollator *collator, const uint16_t *a, int32_t aLength,
                   const uint16_t *b, int32_t bLength) {
    UCollationResult result = ucol_strcoll(collator->collator, a, aLength, b, bLength);
    return result == UCOL_LESS ? -1 : result == UCOL_GREATER ? 1 : 0;
}

int32_t sf_plural_keywords(const char *locale, char *out, int32_t capacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    UEnumeration *keywords = U_SUCCESS(status) ? uplrules_getKeywords(rules, &status) : NULL;
    int32_t used = 0;
    if (U_SUCCESS(status)) {
        const char *word;
        int32_t length;
        out[0] = 0;
        while ((word = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
            if (used + length + 2 > capacity) { status = U_BUFFER_OVERFLOW_ERROR; break; }
            if (used > 0) out[used++] = ' ';
            memcpy(out + used, word, (size_t)length);
            used += length;
            out[used] = 0;
        }
    }
    if (keywords) uenum_close(keywords);
    if (rules) uplrules_close(rules);
    *errorCode = status;
    return used;
}

int32_t sf_measurement_system(const char *locale, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UMeasurementSystem system = ulocdata_getMeasurementSystem(locale, &status);
    *errorCode = status;
    return (int32_t)system;
}

// MARK: Formatters kept open

struct SFNumberFormatter { UNumberFormatter *formatter; UPluralRules *rules; };

SFNumberFormatter *sf_number_formatter_open(const char *locale, const uint16_t *skeleton, int32_t skeletonLength,
                                            int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, skeletonLength, locale, &status);
    UPluralRules *rules = U_SUCCESS(status) ? uplrules_open(locale, &status) : NULL;
    *errorCode = status;
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        if (formatter) unumf_close(formatter);
        return NULL;
    }
    SFNumberFormatter *result = malloc(sizeof(SFNumberFormatter));
    result->formatter = formatter;
    result->rules = rules;
    return result;
}

void sf_number_formatter_close(SFNumberFormatter *formatter) {
    if (!formatter) return;
    uplrules_close(formatter->rules);
    unumf_close(formatter->formatter);
    free(formatter);
}

int32_t sf_number_formatter_format(const SFNumberFormatter *formatter, double value, uint16_t *out, int32_t capacity,
                                   char *keyword, int32_t keywordCapacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&status);
    int32_t length = 0;
    if (U_SUCCESS(status)) unumf_formatDouble(formatter->formatter, value, result, &status);
    if (U_SUCCESS(status)) {
        length = unumf_resultToString(result, out, capacity, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    }
    if (U_SUCCESS(status) && keywordCapacity > 0) {
        UChar word[32];
        int32_t wordLength = uplrules_selectFormatted(formatter->rules, result, word, 32, &status);
        if (U_SUCCESS(status) && wordLength < keywordCapacity) {
            u_UCharsToChars(word, keyword, wordLength);
            keyword[wordLength] = 0;
        }
    }
    if (result) unumf_closeResult(result);
    *errorCode = status;
    return length;
}

// The date and relative formatters are ICU's own objects behind the
// shim's opaque names.

SFDateFormatter *sf_date_formatter_open(const char *locale, const uint16_t *skeleton, int32_t skeletonLength,
                                        int32_t dateStyle, int32_t timeStyle,
                                        const uint16_t *timeZone, int32_t timeZoneLength, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UDateFormat *format = NULL;
    if (skeletonLength > 0) {
        UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
        UChar pattern[128];
        int32_t patternLength = U_SUCCESS(status) ? udatpg_getBestPattern(generator, skeleton, skeletonLength, pattern, 128, &status) : 0;
        if (generator) udatpg_close(generator);
        if (U_SUCCESS(status)) format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, timeZone, timeZoneLength, pattern, patternLength, &status);
    } else {
        format = udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale, timeZone, timeZoneLength, NULL, 0, &status);
    }
    *errorCode = status;
    if (U_FAILURE(status) && format) { udat_close(format); format = NULL; }
    return (SFDateFormatter *)format;
}

void sf_date_formatter_close(SFDateFormatter *formatter) {
    if (formatter) udat_close((UDateFormat *)formatter);
}

int32_t sf_date_formatter_format(const SFDateFormatter *formatter, double epochMillis, uint16_t *out, int32_t capacity,
                                 int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = udat_format((const UDateFormat *)formatter, epochMillis, out, capacity, NULL, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    *errorCode = status;
    return length;
}

SFRelativeFormatter *sf_relative_formatter_open(const char *locale, int32_t style, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UDateRelativeDateTimeFormatterStyle width = style == 2 ? UDAT_STYLE_NARROW : style == 1 ? UDAT_STYLE_SHORT : UDAT_STYLE_LONG;
    URelativeDateTimeFormatter *format = ureldatefmt_open(locale, NULL, width, UDISPCTX_CAPITALIZATION_NONE, &status);
    *errorCode = status;
    if (U_FAILURE(status) && format) { ureldatefmt_close(format); format = NULL; }
    return (SFRelativeFormatter *)format;
}

void sf_relative_formatter_close(SFRelativeFormatter *formatter) {
    if (formatter) ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}

int32_t sf_relative_formatter_format(const SFRelativeFormatter *formatter, double offset, int32_t unit, int32_t numeric,
                                     uint16_t *out, int32_t capacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    const URelativeDateTimeFormatter *format = (const URelativeDateTimeFormatter *)formatter;
    int32_t length = numeric
        ? ureldatefmt_formatNumeric(format, offset, (URelativeDateTimeUnit)unit, out, capacity, &status)
        : ureldatefmt_format(format, offset, (URelativeDateTimeUnit)unit, out, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    *errorCode = status;
    return length;
}

int32_t sf_list_format(const char *locale, int32_t type, int32_t width, const uint16_t *items, const int32_t *lengths,
                       int32_t count, uint16_t *out, int32_t capacity, int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    UListFormatterType listType = type == 1 ? ULISTFMT_TYPE_OR : type == 2 ? ULISTFMT_TYPE_UNITS : ULISTFMT_TYPE_AND;
    UListFormatterWidth listWidth = width == 2 ? ULISTFMT_WIDTH_NARROW : width == 1 ? ULISTFMT_WIDTH_SHORT : ULISTFMT_WIDTH_WIDE;
    UListFormatter *format = ulistfmt_openForType(locale, listType, listWidth, &status);
    const UChar **starts = malloc(sizeof(UChar *) * (size_t)(count > 0 ? count : 1));
    int32_t offset = 0;
    for (int32_t i = 0; i < count; i++) { starts[i] = items + offset; offset += lengths[i]; }
    int32_t length = U_SUCCESS(status) ? ulistfmt_format(format, starts, lengths, count, out, capacity, &status) : 0;
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    free(starts);
    if (format) ulistfmt_close(format);
    *errorCode = status;
    return length;
}

int32_t sf_format_fixed(char *buffer, int32_t size, double value, int32_t decimals) {
    return (int32_t)snprintf(buffer, (size_t)size, "%.*f", (int)decimals, value);
}

int32_t sf_locale_count(void) { return uloc_countAvailable(); }
const char *sf_locale_at(int32_t index) { return uloc_getAvailable(index); }

int32_t sf_display_name(int32_t kind, const char *code, const char *displayLocale, uint16_t *out, int32_t capacity,
                        int32_t *errorCode) {
    UErrorCode status = U_ZERO_ERROR;
    char id[64];
    int32_t length = 0;
    switch (kind) {
    case 0: length = uloc_getDisplayLanguage(code, displayLocale, out, capacity, &status); break;
    case 1: snprintf(id, sizeof id, "und_%s", code); length = uloc_getDisplayCountry(id, displayLocale, out, capacity, &status); break;
    case 2: snprintf(id, sizeof id, "und_%s", code); length = uloc_getDisplayScript(id, displayLocale, out, capacity, &status); break;
    default: {
        UChar currency[4] = {0};
        u_charsToUChars(code, currency, 3);
        UBool isChoice = 0;
        int32_t nameLength = 0;
        const UChar *name = ucurr_getName(currency, displayLocale, UCURR_LONG_NAME, &isChoice, &nameLength, &status);
        if (U_SUCCESS(status) && name && nameLength <= capacity) { memcpy(out, name, nameLength * sizeof(UChar)); length = nameLength; }
        break;
    }
    }
    *errorCode = status;
    return length;
}
