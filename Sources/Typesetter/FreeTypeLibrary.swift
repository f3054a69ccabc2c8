import ButtonStackBase
import ButtonStackSystem
import CFreeType

/// The one FreeType library the typesetter uses to read font metrics, behind a lock: FreeType
/// objects belong to one thread at a time.
final class FreeTypeLibrary: Sendable {
    static let shared = FreeTypeLibrary()

    private let library: Locked<FTLibraryHandle>

    private init() {
        var handle: FT_Library?
        let error = FT_Init_FreeType(&handle)
        precondition(error == 0 && handle != nil, "FreeType failed to initialise (error \(error))")
        library = Locked(FTLibraryHandle(pointer: handle!))
    }

    func withLibrary<T>(_ body: (FT_Library) throws -> T) throws -> T {
        try library.withLock { try body($0.pointer) }
    }
}

/// A FreeType library handle, only ever used under ``FreeTypeLibrary``'s lock.
struct FTLibraryHandle: @unchecked Sendable {
    let pointer: FT_Library
}
