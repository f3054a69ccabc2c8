/* Debian's libunibreak.pc says libdir=/usr/lib while the library lives in the multiarch
   directory; the linker's default search path finds it there, so this shim links by name. */
#include <linebreak.h>
