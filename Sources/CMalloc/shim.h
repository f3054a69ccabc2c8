#include <stdlib.h>

/* A render allocates a few buffers of megabytes per picture (the canvas, its scanlines, the
   compressed bytes). glibc maps each such block afresh from the kernel and unmaps it when freed,
   so every picture paid for its pages again (about 6,000 page faults for 72 pictures). Keeping
   freed blocks below 64 MB in the heap, and not trimming it below 256 MB, lets the next picture
   reuse them. Elsewhere (macOS's allocator), nothing to do. */
#if defined(__GLIBC__)
#include <malloc.h>
static inline void cmalloc_reuse_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
}
#else
static inline void cmalloc_reuse_large_blocks(void) {}
#endif
