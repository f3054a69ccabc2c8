#include <png.h>
/* zlib (libpng's own dependency) for its CRC-32, several bytes a step where ours takes one. */
#include <zlib.h>

/* PNG_FORMAT_RGBA is a macro built from other macros, which Swift does not import. */
static const unsigned int CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

/* The version string libpng checks its callers against, as a constant Swift can import. */
static const char *const CPNG_LIBPNG_VER_STRING = PNG_LIBPNG_VER_STRING;
