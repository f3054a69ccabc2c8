#include "CICUBreaks.h"
#include <unicode/ubrk.h>

static cicu_break_iterator *open_iterator(UBreakIteratorType type, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (cicu_break_iterator *)iterator;
}

cicu_break_iterator *cicu_line_iterator_open(const char *locale) { return open_iterator(UBRK_LINE, locale); }

cicu_break_iterator *cicu_word_iterator_open(const char *locale) { return open_iterator(UBRK_WORD, locale); }

void cicu_iterator_close(cicu_break_iterator *iterator) { ubrk_close((UBreakIterator *)iterator); }

int cicu_iterator_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return U_FAILURE(status) ? -1 : 0;
}

int32_t cicu_iterator_next(cicu_break_iterator *iterator) { return ubrk_next((UBreakIterator *)iterator); }

int cicu_iterator_is_hard_break(cicu_break_iterator *iterator) {
    int32_t status = ubrk_getRuleStatus((UBreakIterator *)iterator);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

int cicu_iterator_ends_word(cicu_break_iterator *iterator) {
    return ubrk_getRuleStatus((UBreakIterator *)iterator) >= UBRK_WORD_NUMBER;
}
