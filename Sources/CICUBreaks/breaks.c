#include "CICUBreaks.h"
#include <unicode/ubrk.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <unistd.h>

/* ICU is loaded the first time a break iterator is asked for, not with the program: a render that
   never breaks a line by ICU's rules (most of them) does not load it, nor libstdc++, which only ICU
   needs. The names are the versioned ones this file was compiled against (ubrk_open is a macro
   for ubrk_open_72), from the library of that version. */
#define CICU_STRING(name) CICU_STRING_OF(name)
#define CICU_STRING_OF(name) #name
#define CICU_LIBRARY "libicuuc.so." CICU_STRING(U_ICU_VERSION_MAJOR_NUM)

static struct {
    __typeof__(&ubrk_open) open;
    __typeof__(&ubrk_close) close;
    __typeof__(&ubrk_setText) set_text;
    __typeof__(&ubrk_next) next;
    __typeof__(&ubrk_getRuleStatus) rule_status;
} icu;
static int icu_loaded;
static pthread_once_t icu_once = PTHREAD_ONCE_INIT;

/* Says once, on standard error, why ICU cannot be used: the loader no longer stops the program at
   its start when ICU is missing, and titles are then broken only where they must be. */
static void say_unusable(const char *why) {
    char line[512];
    int length = snprintf(line, sizeof line, "button-stack: %s: %s; lines are broken only where they must be\n", CICU_LIBRARY,
                          why ? why : "cannot be used");
    if (length > 0) {
        ssize_t written = write(2, line, (size_t)(length < (int)sizeof line ? length : (int)sizeof line - 1));
        (void)written;
    }
}

static void load_icu(void) {
    void *library = dlopen(CICU_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        say_unusable(dlerror());
        return;
    }
    icu.open = (__typeof__(icu.open))dlsym(library, CICU_STRING(ubrk_open));
    icu.close = (__typeof__(icu.close))dlsym(library, CICU_STRING(ubrk_close));
    icu.set_text = (__typeof__(icu.set_text))dlsym(library, CICU_STRING(ubrk_setText));
    icu.next = (__typeof__(icu.next))dlsym(library, CICU_STRING(ubrk_next));
    icu.rule_status = (__typeof__(icu.rule_status))dlsym(library, CICU_STRING(ubrk_getRuleStatus));
    icu_loaded = icu.open && icu.close && icu.set_text && icu.next && icu.rule_status;
    if (!icu_loaded) say_unusable("a break iterator function is missing from it");
}

static cicu_break_iterator *open_iterator(UBreakIteratorType type, const char *locale) {
    pthread_once(&icu_once, load_icu);
    if (!icu_loaded) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = icu.open(type, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) icu.close(iterator);
        return NULL;
    }
    return (cicu_break_iterator *)iterator;
}

cicu_break_iterator *cicu_line_iterator_open(const char *locale) { return open_iterator(UBRK_LINE, locale); }

cicu_break_iterator *cicu_word_iterator_open(const char *locale) { return open_iterator(UBRK_WORD, locale); }

/* An iterator exists only once ICU is loaded. */
void cicu_iterator_close(cicu_break_iterator *iterator) { icu.close((UBreakIterator *)iterator); }

int cicu_iterator_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    icu.set_text((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return U_FAILURE(status) ? -1 : 0;
}

int32_t cicu_iterator_next(cicu_break_iterator *iterator) { return icu.next((UBreakIterator *)iterator); }

int cicu_iterator_is_hard_break(cicu_break_iterator *iterator) {
    int32_t status = icu.rule_status((UBreakIterator *)iterator);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

int cicu_iterator_ends_word(cicu_break_iterator *iterator) {
    return icu.rule_status((UBreakIterator *)iterator) >= UBRK_WORD_NUMBER;
}
