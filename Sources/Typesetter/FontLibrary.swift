import ButtonStackBase
import ButtonStackConcurrency
import ButtonStackFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts the typesetter may use: the project's `Fonts/` folder (never the machine's fonts, so a
/// render is the same everywhere) plus any folders the user adds, opened lazily and once.
public final class FontLibrary: Sendable {
    /// The absolute path of the default fonts folder.
    public let folder: String
    /// Fonts from the user's extra folders, tried after the default chain.
    public var extraFontPaths: [String] { extraFonts.map(\.path) }
    /// The extra fonts with their weight (bold when `OS/2` says 600 or more, or the style says bold).
    let extraFonts: [(path: String, weight: FontWeight, stamp: FileStamp?)]
    /// One line for each extra font that was skipped because it cannot be read or drawn.
    public let warnings: [String]
    private let packageRoot: String
    /// Every face asked for, each in a slot of its own that opens it once (``FaceSlot``).
    private let faces: Locked<[FaceKey: FaceSlot]>
    /// The slots of the bundled text faces (``BundledFonts/faces``, in its order) and of the emoji
    /// font, made with the library: a chain takes them by index, without naming its faces again.
    private let bundledSlots: [FaceSlot]
    private let emojiSlot: FaceSlot
    /// Each font file's bytes, read or mapped once for all its faces (a collection's, a variable
    /// font's instances) and every painter: FreeType then opens its faces from the same pages.
    private let files = Locked<[String: Once<FontData>]>([:])
    /// The bundled and extra part of each fallback chain, made once (every title asks for one).
    private let chains = Locked<[ChainKey: [FaceSlot]]>([:])
    /// Named instances' axis values, read once per file.
    private let instances = Locked<[InstanceKey: [AppFont.Axis]]>([:])

    struct FaceKey: Hashable, Sendable { let file: String; let index: Int; let variations: [AppFont.Axis] }
    private struct ChainKey: Hashable { let script: ScriptTag; let language: LanguageTag; let weight: FontWeight }
    private struct InstanceKey: Hashable { let file: String; let index: Int; let name: String }

    /// A library over `folder` (which must hold the default fonts) and optional extra folders of
    /// `.ttf`, `.otf`, `.ttc` files.
    public init(folder: String, extraFolders: [String] = []) throws {
        // Plain POSIX calls: every command makes a library at start.
        let absolute = Folder.absolute(folder)
        guard Folder.kind(of: absolute) == .folder else {
            throw TypesetterError.fontsFolder(path: folder, reason: "is not a folder of fonts")
        }
        let required = BundledFonts.faces.map(\.file) + [FontRole.icons.file, FontRole.emoji.file]
        for file in required where access(absolute + "/" + file, F_OK) != 0 {
            throw TypesetterError.fontsFolder(path: folder, reason: "lacks the default font \(file)")
        }
        self.folder = absolute
        self.packageRoot = Folder.absolute(absolute + "/..")
        bundledSlots = BundledFonts.faces.map { FaceSlot(FaceKey(file: absolute + "/" + $0.file, index: $0.faceIndex, variations: [])) }
        emojiSlot = FaceSlot(FaceKey(file: absolute + "/" + FontRole.emoji.file, index: FontRole.emoji.faceIndex, variations: []))
        faces = Locked(Dictionary((bundledSlots + [emojiSlot]).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }))
        var extra: [String] = []
        for extraFolder in extraFolders {
            guard let names = try? Folder.contents(of: extraFolder) else {
                throw TypesetterError.fontsFolder(path: extraFolder, reason: "cannot be listed")
            }
            for name in names where [".ttf", ".otf", ".ttc"].contains(where: { name.lowercased().hasSuffix($0) }) {
                extra.append(Folder.absolute(extraFolder + "/" + name))
            }
        }
        // A damaged extra font is left out with a warning, so everything else still renders.
        var usable: [(path: String, weight: FontWeight, stamp: FileStamp?)] = []
        var warnings: [String] = []
        for path in extra {
            let stamp = FileStamp.of(path)
            switch FontCheck.inspect(path: path, faceIndex: 0) {
            case .failure(let problem): warnings.append("warning: \(path): \(problem.reason); this extra font is skipped")
            case .success(let weight): usable.append((path, weight, stamp))
            }
        }
        self.extraFonts = usable
        self.warnings = warnings
    }

    /// The library over the package's own `Fonts/` folder, found from `BUTTON_STACK_FONTS`, then
    /// next to the executable or the working directory (walking up), then where this package was
    /// built; plus the folders in `BUTTON_STACK_EXTRA_FONTS` (separated by `:`).
    ///
    /// A new library each call: whoever keeps one (a process's engine, kept per value of
    /// `BUTTON_STACK_EXTRA_FONTS`) asks ``hasChangedFonts()`` before using it again, so a
    /// long-lived process never draws from a replaced file.
    public static func bundled() throws -> FontLibrary {
        // BUTTON_STACK_EXTRA_FONTS: folders (separated by ':') of fonts tried after the bundled ones.
        let setting = environment("BUTTON_STACK_EXTRA_FONTS") ?? ""
        let extra = setting.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        let library: FontLibrary
        do { library = try FontLibrary(folder: locateFontsFolder(), extraFolders: extra) } catch let error as TypesetterError {
            // A folder the user named in the environment is named with its variable.
            if case .fontsFolder(let path, let reason) = error, let override = environment("BUTTON_STACK_FONTS"), !override.isEmpty, path == override {
                throw TypesetterError.fontsFolder(path: "BUTTON_STACK_FONTS=\(path)", reason: reason)
            }
            throw error
        } catch {
            throw TypesetterError.fontsFolder(path: "Fonts", reason: "\(error)")
        }
        return library
    }

    /// Whether a font file this library opened (or checked, for the extra fonts) is no longer the
    /// file it read: another file renamed over it, or it was rewritten or truncated (its device,
    /// inode, size or modification time differ). One `stat` a file; a long-lived process asks
    /// before each piece of work and then uses a new library.
    public func hasChangedFonts() -> Bool {
        // The slots are taken under the library's lock and asked outside it: a slot's lock is held
        // while its face opens, and no other face need wait for that.
        let opened = faces.withLock { Array($0.values) }.compactMap(\.face.made).map { ($0.path, $0.stamp) }
            + extraFonts.map { ($0.path, $0.stamp) }
        return opened.contains { path, stamp in FileStamp.of(path) != stamp }
    }

    /// Where the package's `Fonts/` folder is: `BUTTON_STACK_FONTS`, else the first folder holding
    /// `Fonts/manifest.json` found walking up from the executable (symbolic links resolved, so a
    /// link on the PATH works), from the working directory, then from where this file was built.
    /// Plain POSIX calls: this runs at the start of every command.
    public static func locateFontsFolder() -> String {
        if let override = environment("BUTTON_STACK_FONTS"), !override.isEmpty {
            return override
        }
        let executable = canonicalPath("/proc/self/exe") ?? CommandLine.arguments.first.flatMap(canonicalPath)
        let starts = [executable.map(parent(of:)), canonicalPath("."), canonicalPath(#filePath).map(parent(of:))]
        for case var directory? in starts {
            for _ in 0..<8 {
                if access(directory + "/Fonts/manifest.json", F_OK) == 0 { return directory + "/Fonts" }
                guard directory != "/" else { break }
                directory = parent(of: directory)
            }
        }
        return "Fonts"
    }

    /// The value of an environment variable, if set.
    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `path` made absolute with every symbolic link resolved; nil when it does not exist.
    private static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder holding `path` (an absolute path); `/` for `/` itself.
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The face for a default font role, opened on first use.
    public func face(_ role: FontRole) throws -> FontFace {
        try face(path: folder + "/" + role.file, index: role.faceIndex)
    }

    /// The face at `path` (face `index`, at `variations` for a variable font), opened on first use
    /// and then shared: once for the whole process, however many threads ask for it at once.
    public func face(path: String, index: Int, variations: [AppFont.Axis] = []) throws -> FontFace {
        try face(in: slot(FaceKey(file: path, index: index, variations: variations)))
    }

    /// The slot of the face `key` names, made empty on first use.
    private func slot(_ key: FaceKey) -> FaceSlot {
        faces.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = FaceSlot(key)
            slots[key] = slot
            return slot
        }
    }

    /// The face in `slot`, opened now if no thread has opened it yet.
    func face(in slot: FaceSlot) throws -> FontFace {
        try slot.face.value { () throws -> FontFace in
            let key = slot.key
            let display = key.file.hasPrefix(packageRoot + "/") ? String(key.file.dropFirst(packageRoot.count + 1)) : key.file
            let file = files.withLock { files in
                if let known = files[key.file] { return known }
                let made = Once<FontData>()
                files[key.file] = made
                return made
            }
            // The package's own fonts are mapped, a user's are read into memory (FontFace says why).
            let data = try file.value { try FontSource.open(key.file, mapped: key.file.hasPrefix(folder + "/"), shownAs: display) }
            return try FontFace(path: key.file, faceIndex: key.index, displayPath: display, variations: key.variations, data: data)
        }
    }

    /// The fallback chain for text of `script` in `language` at `weight`: the script's own face
    /// first (the language's own where it has one, Urdu's Nastaliq), then every other bundled face
    /// of the weight, then the user's fonts of the weight. A regular title never takes a bold face.
    /// Faces open only when a character needs them, so Latin text never opens the CJK collection.
    public func chain(script: ScriptTag, language: LanguageTag, weight: FontWeight) -> FontChain {
        chain(script: script, language: language, weight: weight, appFont: nil)
    }

    /// The chain with the app's own font first (at its optical size when it is Apple's system font).
    func chain(script: ScriptTag, language: LanguageTag, weight: FontWeight, appFont: AppFontFaces?) -> FontChain {
        var entries: [FaceSlot] = []
        if let app = appFont?.face(for: weight) { entries.append(slot(FaceKey(file: app.path, index: app.faceIndex, variations: app.variations))) }
        let key = ChainKey(script: script, language: language, weight: weight)
        if let known = chains.withLock({ $0[key] }) { return FontChain(library: self, entries: entries + known) }
        let made = defaultChain(script: script, language: language, weight: weight)
        chains.withLock { $0[key] = made }
        return FontChain(library: self, entries: entries + made)
    }

    /// The bundled faces for `script` in `language`, then the user's, then the emoji font: their
    /// slots, so that a chain finds its faces without naming them again.
    private func defaultChain(script: ScriptTag, language: LanguageTag, weight: FontWeight) -> [FaceSlot] {
        let cjk = language.cjkConvention ?? script.defaultCJKConvention ?? .simplified
        var extra = extraFonts.filter { $0.weight == weight }.map(\.path)
        if weight == .bold {
            // A bold title takes an extra font's regular face only where it has no bold one.
            extra += extraFonts.filter { $0.weight == .regular }.map(\.path)
        }
        // Last, the emoji font: a pictograph asked to be text that no text font has is better
        // drawn in colour than as a box.
        return BundledFonts.chainIndices(script: script.name, language: language, cjk: cjk, weight: weight).map { bundledSlots[$0] }
            + extra.map { slot(FaceKey(file: $0, index: 0, variations: [])) } + [emojiSlot]
    }

    /// The face of an app font file at its named instance and axes (the instance read once).
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` when it cannot be opened.
    public func face(of file: AppFont.File) throws -> FontFace {
        try face(path: file.path, index: file.faceIndex, variations: try axes(of: file))
    }

    /// The axis values `file` is opened at: its named instance's (read once per file), `axes` over them.
    func axes(of file: AppFont.File) throws -> [AppFont.Axis] {
        guard let name = file.instance else { return file.axes }
        let key = InstanceKey(file: file.path, index: file.faceIndex, name: name)
        let named: [AppFont.Axis]
        if let known = instances.withLock({ $0[key] }) {
            named = known
        } else {
            named = try NamedInstances.axes(of: name, path: file.path, faceIndex: file.faceIndex)
            instances.withLock { $0[key] = named }
        }
        return (named.filter { value in !file.axes.contains { $0.tag == value.tag } } + file.axes).sorted { $0.tag < $1.tag }
    }

    /// The app font's faces for text at `size` points: its files opened (Apple's system font at
    /// the optical size of `size`, as UIKit sets it) and the tracking to apply, in thousandths of
    /// an em (its own table, else Apple's for the system font, else none).
    /// - Throws: ``TypesetterError/fontUnreadable(path:reason:)`` for a file that cannot be opened.
    public func appFontFaces(_ font: AppFont, size: Double) throws -> AppFontFaces {
        func open(_ file: AppFont.File?) throws -> FontFace? {
            guard let file else { return nil }
            let axes = try self.axes(of: file)
            let plain = try face(path: file.path, index: file.faceIndex, variations: axes)
            guard TrackingTable.isSystemFont(familyName: plain.familyName), plain.axisTags.contains("opsz"),
                  !file.axes.contains(where: { $0.tag == "opsz" }) else { return plain }
            let sized = axes.filter { $0.tag != "opsz" } + [AppFont.Axis("opsz", size)]
            return try face(path: file.path, index: file.faceIndex, variations: sized.sorted { $0.tag < $1.tag })
        }
        let regular = try open(font.regular), bold = try open(font.bold)
        let isSystemFont = regular.map { TrackingTable.isSystemFont(familyName: $0.familyName) } ?? false
        let table = font.tracking ?? (isSystemFont ? .sfPro : nil)
        return AppFontFaces(regular: regular, bold: bold, tracking: table?.tracking(atPointSize: size) ?? 0)
    }
}

/// An ordered list of faces to try for a character, opened on first use.
public struct FontChain: Sendable {
    let library: FontLibrary
    /// The faces' slots, in order: asked for each character, so the faces are not looked up by
    /// name (a path hashed under the library's lock) again and again.
    let entries: [FaceSlot]

    /// The first face that covers `scalar`, or the chain's first bundled face (which draws `.notdef`).
    public func face(for scalar: UInt32) throws -> FontFace {
        for entry in entries {
            let face = try library.face(in: entry)
            if face.covers(scalar) { return face }
        }
        let fallback = entries.first { $0.key.file.hasPrefix(library.folder + "/") } ?? entries[0]
        return try library.face(in: fallback)
    }
}

/// Where one face of a ``FontLibrary`` is opened, once for the process (``Once``). One lock for
/// every face kept a thread that wanted Noto Sans waiting while another opened Noto Sans CJK, and
/// two threads that both wanted the CJK face opened it twice.
final class FaceSlot: Sendable {
    /// The face it holds.
    let key: FontLibrary.FaceKey
    /// The face, once opened.
    let face = Once<FontFace>()

    init(_ key: FontLibrary.FaceKey) { self.key = key }
}

/// A value made once, by the first thread to ask for it, holding a lock of its own: a thread that
/// asks meanwhile waits for that value instead of making it a second time, and nothing else waits.
final class Once<Value: Sendable>: Sendable {
    private let slot = Locked<Value?>(nil)

    /// The value if it has been made, without waiting for one being made.
    var made: Value? { slot.withLock { $0 } }

    /// The value, made with `make` by the first caller (a failure is not kept: the next caller
    /// tries again).
    func value(_ make: () throws -> Value) throws -> Value {
        try slot.withLock { value in
            if let value { return value }
            let new = try make()
            value = new
            return new
        }
    }
}

/// An app font opened for one size: its faces and the tracking it takes there.
public struct AppFontFaces: Sendable {
    /// The regular face.
    public var regular: FontFace?
    /// The bold face, if the app has one.
    public var bold: FontFace?
    /// Thousandths of an em added after every character.
    public var tracking: Double

    func face(for weight: FontWeight) -> FontFace? { weight == .bold ? bold : regular }
}

/// How heavy a title's type is.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, bold
}

/// A default face in `Fonts/` that is not a text face.
public enum FontRole: Hashable, Sendable {
    /// Material Symbols, the variable icon font.
    case icons
    /// Noto Color Emoji: colour bitmaps, for characters shown as emoji.
    case emoji

    /// The file in `Fonts/`.
    public var file: String {
        switch self {
        case .icons: return "MaterialSymbolsOutlined.ttf"
        case .emoji: return "NotoColorEmoji.ttf"
        }
    }

    /// The face in the file.
    public var faceIndex: Int { 0 }
}
