/* ICU's break iterators behind a header that shows none of ICU's own types. Swift's Foundation
   on Linux carries its own copy of ICU's headers (_FoundationICU, ICU 74 and later), and a Swift
   module that sees both that copy and Debian's (ICU 72) stops at their two different UErrorCode
   enums; so ICU's headers are included only by the C file, and Swift calls these functions with
   plain C types. ICU also renames every function by its version (ubrk_open becomes ubrk_open_72)
   with macros that Swift cannot follow; compiled C follows them. */
#ifndef CICU_BREAKS_H
#define CICU_BREAKS_H

#include <stdint.h>

/* An open ICU break iterator. */
typedef struct cicu_break_iterator cicu_break_iterator;

/* A line-break iterator for `locale` (an ICU locale ID, e.g. "th" or "ja@lb=strict"), or NULL. */
cicu_break_iterator *cicu_line_iterator_open(const char *locale);

/* A word-break iterator for `locale` (the tests' oracle for dictionary words), or NULL. */
cicu_break_iterator *cicu_word_iterator_open(const char *locale);

void cicu_iterator_close(cicu_break_iterator *iterator);

/* Points the iterator at `length` UTF-16 units; 0 on success. The text must outlive its use. */
int cicu_iterator_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length);

/* The next boundary after the current one, or -1 at the end. */
int32_t cicu_iterator_next(cicu_break_iterator *iterator);

/* True when the line boundary just returned is a hard (mandatory) break. */
int cicu_iterator_is_hard_break(cicu_break_iterator *iterator);

/* True when the word boundary just returned ends a word (letters, kana, ideographs, numbers). */
int cicu_iterator_ends_word(cicu_break_iterator *iterator);

#endif
