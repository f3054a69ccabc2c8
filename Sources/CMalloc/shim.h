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
/* A thread's heap (glibc gives each thread that allocates an arena of its own) grows a page or
   a few at a time as a render's caches fill, each step an mprotect call that takes the process's
   memory-map lock and interrupts its other threads (about 1,500 in a two-thread render of 768
   pictures). Taking a block of `bytes` once and freeing it leaves that much of the thread's heap
   open for use; nothing is trimmed below 256 MB (above), and pages never written cost no memory. */
static inline void cmalloc_open_thread_heap(size_t bytes) {
    void *volatile block = malloc(bytes);
    free(block);
}
#else
static inline void cmalloc_reuse_large_blocks(void) {}
static inline void cmalloc_open_thread_heap(size_t bytes) { (void)bytes; }
#endif
