import AppIcons
import ButtonSpec
import ButtonStackSystem
import StackEngine
import Typesetter

/// What each image of a run depends on, as 16 hex digits: the manifest records it for every
/// image, and a render into a folder holding an earlier manifest draws only the images whose
/// digest changed (``RenderOutput``). An image whose digest is unchanged is not laid out either:
/// its earlier manifest entry stands.
///
/// It is FNV-1a (64-bit; a file's bytes taken a word at a time, ``DigestHasher/add(bytes:)``) of
/// everything that goes into the image and its manifest entry:
/// - the format below (a change to how images are laid out, drawn or encoded bumps it);
/// - every font file the engine may draw with or read icons from — each file of the fonts
///   folder by name and the extra fonts, by their contents (``ContentIdentity``: a font by its
///   table directory, whose checksums cover every table, so 47 MB of fonts are not read; any
///   other file whole) — never by path or time, so a manifest is the same on every machine;
/// - the stack's spec: its buttons (icons, styles, roles, sizes, placement, shapes), spacing,
///   insets, policies, theme and dark theme, platform, shape, lint settings, and its app font
///   files' and backdrop image's contents — but not their paths, nor its titles as written, nor
///   its line numbers, nor its default locales, widths and text sizes;
/// - the texts actually laid out for the locale — each button's title (or loading title) and
///   subtitle as looked up in the app's strings, and what the lookup noted (untranslated, under
///   review) — so a changed translation of another locale or another key leaves it alone;
/// - the combination: spec file, locale, text size, width, height, scale, direction, mode and
///   appearance.
///
/// The parts shared by many images (the fonts, a stack, a stack's texts in a locale) are taken
/// once a run, so a digest costs about a microsecond: an incremental run of thousands of images
/// lays out and draws only the changed ones.
public struct ImageDigests: Sendable {
    /// The version of how images are laid out, drawn and encoded: part of every digest.
    public static let formatVersion = "button-stack image 1"

    /// The fonts' part, the same for every image of the run.
    private let fonts: UInt64
    /// Each stack's part, by ``stackKey(_:)``.
    private let stacks: [String: UInt64]
    /// Each stack's texts in a locale, by stack key and locale.
    private let texts: [String: UInt64]

    /// The digests of `jobs`, drawn with `engine`'s fonts; each stack's texts in each locale
    /// looked up on up to `threads` threads (the same digests on any number). A stack's texts
    /// that cannot be looked up give its images no digest: they are laid out, and their layout
    /// reports the failure in plan order, as every other failure is.
    /// - Throws: ``Interrupted`` after SIGINT or SIGTERM.
    public init(_ jobs: [PlannedImage], engine: ButtonStackEngine, threads: Int = 1) throws {
        var fonts = DigestHasher()
        fonts.add(Self.formatVersion)
        let library = engine.typesetter.fonts
        let names = ((try? Folder.contents(of: library.folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        // Each file's identity on the run's threads (a few reads each), added in name order.
        let folder = library.folder
        let identities = try ParallelWork.map(count: names.count, threads: threads, makeWorker: {}) { _, index in
            (name: names[index], identity: ContentIdentity.of(folder + "/" + names[index]))
        }
        for file in identities {
            fonts.add(file.name)
            fonts.add(file.identity)
        }
        for path in library.extraFontPaths { fonts.add(ContentIdentity.of(path)) }
        // Each stack once, and each stack's texts in each locale once, in job order.
        var stacks: [String: UInt64] = [:], seen: Set<String> = []
        var lookUps: [(key: String, request: StackRequest)] = []
        for job in jobs {
            let request = job.request, key = Self.stackKey(request)
            if stacks[key] == nil { stacks[key] = Self.stackPart(request.stack) }
            let textsKey = key + "\u{0}" + request.locale
            if seen.insert(textsKey).inserted { lookUps.append((textsKey, request)) }
        }
        // The look-ups (a stack's configuration in a locale, ~30 µs each) on the run's threads:
        // they were a millisecond or more of a run's start on one thread.
        let pending = lookUps
        let texts = try ParallelWork.map(count: pending.count, threads: threads, makeWorker: {}) { _, index in
            try Interruption.check()
            return (key: pending[index].key, part: try? Self.textsPart(pending[index].request, engine: engine))
        }
        self.fonts = fonts.value
        self.stacks = stacks
        self.texts = Dictionary(uniqueKeysWithValues: texts.compactMap { text in text.part.map { (text.key, $0) } })
    }

    /// The digest of `job`'s image; nil when its texts could not be looked up.
    public func digest(of job: PlannedImage) -> String? {
        let request = job.request, key = Self.stackKey(request)
        guard let texts = texts[key + "\u{0}" + request.locale] else { return nil }
        var hasher = DigestHasher()
        hasher.add(fonts)
        hasher.add(stacks[key] ?? 0)
        hasher.add(texts)
        hasher.add(request.file)
        hasher.add(request.locale)
        hasher.add(request.textSize.rawValue)
        hasher.add(request.width)
        hasher.add(request.height ?? -1)
        hasher.add(request.scale)
        hasher.add(request.direction?.rawValue ?? "")
        hasher.add(request.mode?.rawValue ?? 0)
        hasher.add(job.appearance.rawValue)
        return hasher.hex
    }

    /// A stack of a run: its spec file and its place in it.
    private static func stackKey(_ request: StackRequest) -> String {
        request.file + "\u{0}" + request.stack.path + "\u{0}" + request.stack.name
    }

    /// The stack's spec without what reaches an image otherwise or not at all: the titles (their
    /// texts for the locale come in ``textsPart(_:engine:)``), line numbers, the strings files, the
    /// default locales, widths and text sizes. Dictionaries (font axes and tracking, lint levels)
    /// are written out in order: their own order differs from process to process.
    private static func stackPart(_ stack: StackSpec) -> UInt64 {
        var plain = stack
        plain.strings = nil
        plain.locales = nil
        plain.widths = nil
        plain.textSizes = nil
        plain.font = nil
        plain.lint = nil
        plain.appIcons = nil
        for index in plain.buttons.indices {
            plain.buttons[index].title = LocalizedText("")
            plain.buttons[index].subtitle = plain.buttons[index].subtitle.map { _ in LocalizedText("") }
            plain.buttons[index].loadingTitle = plain.buttons[index].loadingTitle.map { _ in LocalizedText("") }
            plain.buttons[index].iconLine = nil
        }
        let backdrops = (stack.theme?.backdrop.map(withoutLine), stack.darkTheme?.backdrop.map(withoutLine))
        plain.theme?.backdrop = backdrops.0
        plain.darkTheme?.backdrop = backdrops.1
        var hasher = DigestHasher()
        hasher.add(String(reflecting: plain))
        for case .image(let path, _, _)? in [stack.theme?.backdrop, stack.darkTheme?.backdrop] {
            hasher.add(ContentIdentity.of(path))
        }
        // The app's icons the buttons use, by their files' contents.
        if let appIcons = stack.appIcons {
            for name in stack.buttons.compactMap(\.icon) {
                switch appIcons.icon(named: name) {
                case .asset(let asset)?: for path in asset.files { hasher.add(ContentIdentity.of(path)) }
                case .font(let font, _, let codepoint)?:
                    hasher.add(ContentIdentity.of(font.fontPath))
                    hasher.add(Int(codepoint))
                case nil: break
                }
            }
        }
        if let font = stack.font {
            for file in [font.regular] + (font.bold.map { [$0] } ?? []) {
                hasher.add(ContentIdentity.of(file.path))
                hasher.add(file.faceIndex)
                hasher.add(file.instance ?? "")
                for (tag, value) in file.axes.sorted(by: { $0.key < $1.key }) {
                    hasher.add(tag)
                    hasher.add(value)
                }
            }
            for (size, tracking) in (font.tracking ?? [:]).sorted(by: { $0.key < $1.key }) {
                hasher.add(size)
                hasher.add(tracking)
            }
        }
        for (rule, level) in (stack.lint?.levels ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            hasher.add(rule.rawValue)
            hasher.add(level?.rawValue ?? "off")
        }
        return hasher.value
    }

    /// A backdrop without where it is written (its image's contents are added apart).
    private static func withoutLine(_ backdrop: Backdrop) -> Backdrop {
        guard case .image = backdrop else { return backdrop }
        return .image(path: "", line: nil, specPath: "")
    }

    /// The stack's texts as laid out in the request's locale: each button's title, subtitle and
    /// icon as the engine resolves them, and what looking them up noted.
    private static func textsPart(_ request: StackRequest, engine: ButtonStackEngine) throws -> UInt64 {
        var hasher = DigestHasher()
        for button in try engine.configuration(for: request).buttons {
            hasher.add(button.title)
            hasher.add(button.subtitle.map { "1" + $0 } ?? "0")
            hasher.add(button.icon ?? "")
            // Each note by its kind and fields (each string added with its length, so no two
            // notes meet; reflection cost ~30 µs a button).
            hasher.add(button.origin.notes.count)
            for note in button.origin.notes {
                switch note {
                case .untranslated(let key, let locale, let fallback): hasher.add(1); hasher.add(key); hasher.add(locale); hasher.add(fallback)
                case .regionalFallback(let key, let locale, let fallback): hasher.add(2); hasher.add(key); hasher.add(locale); hasher.add(fallback)
                case .state(let key, let locale, let state): hasher.add(3); hasher.add(key); hasher.add(locale); hasher.add(state)
                case .sameAsSource(let key, let locale, let source): hasher.add(4); hasher.add(key); hasher.add(locale); hasher.add(source)
                case .keyShown(let key, let locale, let source): hasher.add(5); hasher.add(key); hasher.add(locale); hasher.add(source)
                }
            }
        }
        return hasher.value
    }
}

/// FNV-1a (64-bit) over the bytes of the values added, each number as its 8 bytes (a file's bytes
/// eight at a time, ``add(bytes:)``): the same on every run (Swift's `Hasher` is seeded anew in
/// every process).
struct DigestHasher {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ word: UInt64) {
        var rest = word
        for _ in 0..<8 {
            value = (value ^ (rest & 0xFF)) &* 0x0000_0100_0000_01B3
            rest >>= 8
        }
    }

    mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
    mutating func add(_ number: Int64) { add(UInt64(bitPattern: number)) }
    mutating func add(_ number: Double) { add(number.bitPattern) }

    mutating func add(_ text: String) {
        add(text.utf8.count)
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// A file's content identity, or a marker for a file that cannot be read.
    mutating func add(_ identity: UInt64?) {
        guard let identity else { return add(0) }
        add(1)
        add(identity)
    }

    /// The value as 16 hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
