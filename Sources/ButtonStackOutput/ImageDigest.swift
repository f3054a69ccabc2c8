import AppIcons
import ButtonSpec
import ButtonStackConcurrency
import ButtonStackFiles
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

    /// The fonts' part, the same for every image of the run: worked out when the first digest is
    /// asked for (in a fresh run, an image's check after its layout; over an earlier run, when
    /// the kept images are found), so that a fresh run's start and first layout go on while the
    /// engine's warm-up thread reads the fonts.
    private let fonts: FontsPart
    /// Each stack's part, by ``stackKey(_:)``.
    private let stacks: [String: UInt64]
    /// Each stack's texts in a locale, by stack key and locale.
    private let texts: [String: UInt64]

    /// The digests of `jobs`, drawn with `engine`'s fonts; each stack's texts in each locale
    /// looked up on up to `threads` threads (the same digests on any number). A stack's texts
    /// that cannot be looked up give its images no digest: they are laid out, and their layout
    /// reports the failure in plan order, as every other failure is.
    /// - Throws: ``Interrupted`` after SIGINT or SIGTERM.
    /// `stackParts` are the stacks' parts a run's record worked out already (``RunRecord``).
    public init(_ jobs: [PlannedImage], engine: ButtonStackEngine, threads: Int = 1, stackParts: [String: UInt64] = [:]) throws {
        // Each stack once, and each stack's texts in each locale once, in job order.
        var stacks: [String: UInt64] = [:], seen: Set<String> = []
        var lookUps: [(key: String, request: StackRequest)] = []
        for job in jobs {
            let request = job.request, key = Self.stackKey(request)
            if stacks[key] == nil { stacks[key] = stackParts[key] ?? StackDigest.part(request.stack) }
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
        self.fonts = FontsPart(engine)
        self.stacks = stacks
        self.texts = Dictionary(uniqueKeysWithValues: texts.compactMap { text in text.part.map { (text.key, $0) } })
    }

    /// The digest of `job`'s image; nil when its texts could not be looked up.
    public func digest(of job: PlannedImage) -> String? {
        let request = job.request, key = Self.stackKey(request)
        guard let texts = texts[key + "\u{0}" + request.locale] else { return nil }
        var hasher = DigestHasher()
        hasher.add(fonts.value)
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

    /// The format and the fonts' identity, asked of the engine once.
    private final class FontsPart: Sendable {
        private let engine: ButtonStackEngine
        private let part = Locked<UInt64?>(nil)

        init(_ engine: ButtonStackEngine) { self.engine = engine }

        var value: UInt64 {
            part.withLock { part in
                if let part { return part }
                var fonts = DigestHasher()
                fonts.add(ImageDigests.formatVersion)
                fonts.add(engine.fontsIdentity)
                part = fonts.value
                return fonts.value
            }
        }
    }

    /// A stack of a run: its spec file and its place in it.
    private static func stackKey(_ request: StackRequest) -> String {
        StackDigest.key(file: request.file, stack: request.stack)
    }

    /// The stack's texts as laid out in the request's locale: each button's title, subtitle and
    /// icon as the engine resolves them, and what looking them up noted.
    private static func textsPart(_ request: StackRequest, engine: ButtonStackEngine) throws -> UInt64 {
        var hasher = DigestHasher()
        for button in try engine.buttons(for: request) {
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

