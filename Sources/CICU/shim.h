/* Debian's ICU (libicu-dev), found through pkg-config `icu-uc`. Only the C file of `CICUBreaks`
   includes it: see Sources/CICUBreaks/include/CICUBreaks.h for why Swift never imports it. */
#include <unicode/ubrk.h>
