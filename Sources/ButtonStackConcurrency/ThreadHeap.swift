import CMalloc

/// The heap of the thread that works: opened once to the size a worker's pictures and caches
/// reach, so that it does not grow a page at a time while they are made.
///
/// glibc gives each thread that allocates a heap of its own, grown by an `mprotect` call each
/// time its use reaches a new high (a two-thread render of 768 pictures made about 1,500, each
/// taking the process's memory-map lock and interrupting the other thread). A block taken and
/// freed at once leaves the heap open that far; freed memory is kept below 256 MB
/// (``ProcessMemory``), and pages never written cost no memory. Elsewhere it does nothing.
enum ThreadHeap {
    /// How far each working thread's heap is opened: the largest pictures' canvases, encoders
    /// and sheet pieces with room to spare.
    static let openedBytes = 48 << 20

    /// Opens the calling thread's heap (a block taken and freed: quick once it is open).
    static func open() {
        cmalloc_open_thread_heap(openedBytes)
    }
}
