import CMalloc

/// How a whole process manages its memory; commands call this once at start.
public enum ProcessMemory {
    /// Lets freed blocks of up to 64 MB be reused rather than returned to the kernel, so a run
    /// that draws picture after picture does not fault in each picture's megabytes anew (on glibc;
    /// elsewhere nothing changes). Memory stays bounded by the largest pictures in flight.
    public static func reuseLargeBlocks() {
        cmalloc_reuse_large_blocks()
    }
}
