import ButtonStackConcurrency
import ButtonStackFiles
import Typesetter

/// Every font the engine may draw with or read icons from, by content, as 64 bits: each file of
/// the fonts folder by name and ``ContentIdentity``, then the extra fonts'. Every image digest
/// starts from it.
///
/// Worked out once an engine, by the first thread that asks: a command's warm-up thread asks as
/// soon as it has made the engine, so a run's start (its arguments parsed meanwhile) no longer
/// reads some sixty font files before its first image. An engine kept for many runs (`serve`)
/// works it out again when the folder or a file it read has changed since (one `stat` each).
final class FontsIdentity: Sendable {
    private struct Worked: Sendable {
        var value: UInt64
        /// The folder's stamp and each file's, as they were when read.
        var stamps: [String: FileStamp?]
    }

    private let library: FontLibrary
    private let worked = Locked<Worked?>(nil)

    init(_ library: FontLibrary) { self.library = library }

    /// The identity now: the one worked out before while no file it read has changed.
    var value: UInt64 {
        worked.withLock { worked in
            if let kept = worked, kept.stamps.allSatisfy({ FileStamp.of($0.key) == $0.value }) { return kept.value }
            let made = Self.work(library)
            worked = made
            return made.value
        }
    }

    private static func work(_ library: FontLibrary) -> Worked {
        var hasher = DigestHasher()
        var stamps: [String: FileStamp?] = [library.folder: FileStamp.of(library.folder)]
        let names = ((try? Folder.contents(of: library.folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        for path in names.map({ library.folder + "/" + $0 }) + library.extraFontPaths {
            stamps[path] = FileStamp.of(path)
        }
        for name in names {
            hasher.add(name)
            hasher.add(ContentIdentity.of(library.folder + "/" + name))
        }
        for path in library.extraFontPaths { hasher.add(ContentIdentity.of(path)) }
        return Worked(value: hasher.value, stamps: stamps)
    }
}

extension ButtonStackEngine {
    /// The identity of every font file the engine may read (``FontsIdentity``), worked out on
    /// first use and again after a file it read has changed.
    package var fontsIdentity: UInt64 { keeps.value { FontsIdentity(typesetter.fonts) }.value }
}
