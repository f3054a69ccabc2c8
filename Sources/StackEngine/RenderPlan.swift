import ButtonStackBase
import ButtonLayout
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which modes to draw: the natural one, every one, or a list.
public enum ModeSelection: Hashable, Sendable {
    case natural
    case forced([StackMode])

    /// nil for the natural mode, else each forced mode.
    var modes: [StackMode?] {
        switch self {
        case .natural: return [nil]
        case .forced(let modes): return modes
        }
    }
}

/// What a render run should cover; nil lists fall back to each stack's own defaults from its spec.
public struct RenderOptions: Sendable {
    /// Only this stack, or every stack.
    public var stackName: String?
    /// Locales to render.
    public var locales: [String]?
    /// Text sizes to render.
    public var textSizes: [ContentSizeCategory]?
    /// Widths in points.
    public var widths: [Double]?
    /// Display scales.
    public var scales: [Double] = [2]
    /// Light, dark or both.
    public var appearances: [Appearance] = [.light]
    /// Natural or forced modes.
    public var modes: ModeSelection = .natural
    /// Only the combinations of this shard (`--shard I/N`), or all.
    public var shard: Shard?
    /// A bounded height for every stack, or nil for the measured height.
    public var height: Double?
    /// A layout direction for every stack, or nil for the locale's.
    public var direction: LayoutDirection?

    /// Options that render every stack with its own defaults, @2x, light, natural mode.
    public init() {}
}

/// One image of a plan, and what is worked out once for it: what to lay out (its request), in
/// which appearance, under which file name, and — once a run has worked it out — its digest.
/// Every command carries this one value from the plan down to the file (render, verify, record,
/// lint, the snapshot library); its ``combination`` is how every report names it.
public struct PlannedImage: Sendable, Hashable {
    /// What to lay out.
    public var request: StackRequest
    /// Light or dark.
    public var appearance: Appearance
    /// The file name in the output folder: only `A–Z a–z 0–9 . _ -`, never starting with a dot.
    public var fileName: String
    /// The folder its reference lives in under a snapshots folder: by default its spec's file
    /// name without folder or extension (``FileNames/snapshotFolder(spec:)``).
    public var snapshotFolder: String
    /// What the image depends on, as a run's digests work it out (nil until then).
    public var digest: String?

    /// The image of `request` in `appearance`, written to `fileName`; its reference in
    /// `snapshotFolder` when a plan of many images of one spec worked it out once, else in its
    /// spec's own (``FileNames/snapshotFolder(spec:)``).
    public init(request: StackRequest, appearance: Appearance, fileName: String, snapshotFolder: String? = nil) {
        self.request = request
        self.appearance = appearance
        self.fileName = fileName
        self.snapshotFolder = snapshotFolder ?? FileNames.snapshotFolder(spec: request.file)
    }

    /// Which picture this is: the one description every report embeds.
    public var combination: Combination { Combination(request: request, appearance: appearance) }

    /// `readme/actions_en_large_390pt_@2x_light_natural.png`: where its reference lives under a
    /// snapshots folder, and the key a shard is chosen by, whichever command plans it.
    public var shardKey: String { snapshotFolder + "/" + fileName }
}

/// Every combination of specs, stacks, locales, text sizes, widths, scales, appearances and modes.
public enum RenderPlan {
    /// The jobs for `specs` under `options`, in a stable order.
    /// - Throws: a one-line error when `--stack` names no stack of any spec.
    public static func images(specs: [Spec], options: RenderOptions) throws -> [PlannedImage] {
        // No run record: only a render's manifest keeps one (it reads the stacks' files).
        let jobs = try allJobs(specs: specs, options: options)
        guard let shard = options.shard else { return jobs }
        return jobs.filter { shard.contains($0.shardKey) }
    }

    /// The jobs for `specs` under `options` and the record of the run they belong to: a digest
    /// of the whole plan before sharding (so every shard of one run has the same) and the shard.
    public static func planned(specs: [Spec], options: RenderOptions) throws -> (jobs: [PlannedImage], run: RunRecord) {
        let jobs = try allJobs(specs: specs, options: options)
        let run = RunRecord(specs: specs, jobs: jobs, shard: options.shard)
        // A shard keeps its combinations, chosen after the whole plan is made (and checked), so
        // every shard of the same run sees the same plan.
        guard let shard = options.shard else { return (jobs, run) }
        return (jobs.filter { shard.contains($0.shardKey) }, run)
    }

    /// Every job of the plan, before sharding.
    private static func allJobs(specs: [Spec], options: RenderOptions) throws -> [PlannedImage] {
        var jobs: [PlannedImage] = []
        var matched = false
        for spec in specs {
            for stack in spec.stacks where options.stackName == nil || options.stackName == stack.name {
                matched = true
                // Every request of the stack shares its spec (held once, see ``StackRequest/stack``).
                let stackRequest = StackRequest(file: spec.file, stack: stack, height: options.height, direction: options.direction)
                // Once a spec, not once an image (2 ms of an app plan's start).
                let snapshotFolder = FileNames.snapshotFolder(spec: spec.file)
                for locale in locales(options.locales ?? stack.locales ?? defaultLocales(of: stack), of: stack) {
                    for textSize in options.textSizes ?? stack.textSizes ?? [.large] {
                        for width in options.widths ?? stack.widths ?? [390] {
                            for scale in options.scales {
                                for appearance in options.appearances {
                                    for mode in options.modes.modes {
                                        var request = stackRequest
                                        request.locale = locale
                                        request.textSize = textSize
                                        request.width = width
                                        request.scale = scale
                                        request.mode = mode
                                        let combination = Combination(request: request, appearance: appearance)
                                        jobs.append(PlannedImage(request: request, appearance: appearance, fileName: FileNames.image(combination),
                                                                             snapshotFolder: snapshotFolder))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if let name = options.stackName, !matched { try specs.requireStack(named: name) }
        var seen = Set<String>()
        for job in jobs where !seen.insert(job.fileName).inserted {
            throw SpecError(file: job.request.file, path: job.request.stack.path, problem: "two renders would share the file name \(job.fileName); give stacks distinct names")
        }
        return jobs
    }
}

extension RenderPlan {
    /// `all` stands for every locale of the stack (``StackSpec/allLocales``: with the app's
    /// strings, the locales the app has), alone or in a list with others (`ka,all`: every locale
    /// and `ka`), each locale once. A locale named outright is planned as named (`pt-BR` showing
    /// `pt`'s text is worth a look); the plan never adds one the app lacks by default.
    public static func locales(_ list: [String], of stack: StackSpec) -> [String] {
        var result: [String] = []
        var planned = Set<String>()
        let own = stack.allLocales
        let ownByKey = spellings(of: own)
        for locale in list {
            for tag in locale.lowercased() == "all" ? own : [spelled(locale, ownByKey: ownByKey)] where planned.insert(tag).inserted {
                result.append(tag)
            }
        }
        return result
    }

    /// `locale` as the stack's own locales (`ownByKey`, ``spellings(of:)``) spell it (`HE` is the
    /// app's `he`, `zh-hans` its `zh-Hans` or its `zh-hans`), else as iOS spells it: one locale,
    /// one picture name, however the command line or the spec wrote it.
    private static func spelled(_ locale: String, ownByKey: [String: String]) -> String {
        if let match = ownByKey[spellingKey(locale)] { return match }
        return LanguageTag.isWellFormed(locale) ? LanguageTag.canonical(locale) : locale
    }

    /// Each of `own`'s locales by its ``spellingKey(_:)``, the first of a key kept. Made once a
    /// stack: a list of 45 locales looked up among an app's 100 one by one was most of a plan.
    private static func spellings(of own: [String]) -> [String: String] {
        var byKey: [String: String] = [:]
        for tag in own where byKey[spellingKey(tag)] == nil { byKey[spellingKey(tag)] = tag }
        return byKey
    }

    /// What two spellings of one locale share: lower case, `_` as `-`.
    private static func spellingKey(_ tag: String) -> String {
        String(decoding: tag.lowercased().utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// The locales a stack is planned in when neither the command nor the spec names any: in an
    /// app's spec (`strings:`), every locale the app has for its titles (or that its titles
    /// written in the spec give), else English.
    public static func defaultLocales(of stack: StackSpec) -> [String] {
        stack.strings == nil ? ["en"] : ["all"]
    }

}

/// File names built only from safe characters, so no name in a spec can reach outside `--out`.
public enum FileNames {
    /// The name a combination is sharded by: its spec's snapshot folder (the file's name without
    /// folder or extension) and its image's file name, `readme/actions_en_large_320pt_@2x_light_natural.png`:
    /// the same whether a run renders, lints, verifies or records it, and wherever the spec lives.
    public static func shardKey(spec: String, file: String) -> String {
        snapshotFolder(spec: spec) + "/" + file
    }

    /// The folder a spec's references live in under the snapshots folder: its file's name
    /// without folder or extension, made safe (`Examples/readme.yaml` → `readme`).
    public static func snapshotFolder(spec: String) -> String {
        let name = spec.split(separator: "/").last.map(String.init) ?? spec
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return safe(stem)
    }

    /// `stack_locale_textSize_W_@Sx_appearance_mode.png` (the spec names the snapshot folder, not the file).
    public static func image(_ combination: Combination) -> String {
        let width = combination.width
        let widthText = width == width.rounded() ? String(Int(width)) : String(width)
        let parts = [safe(combination.stack), safe(combination.locale), combination.textSize.rawValue, "\(safe(widthText))pt",
                     "@\(Int(combination.scale))x", combination.appearance.rawValue, combination.mode.map { "mode\($0.rawValue)" } ?? "natural"]
        return parts.joined(separator: "_") + ".png"
    }

    /// `text` with every Unicode scalar outside `A–Z a–z 0–9 . -` replaced by `-`, a dot first
    /// made a dash, each `..` from the left made `-.`, not empty, 80 characters at most.
    ///
    /// Byte by byte: every image's name goes through here before anything is drawn, and
    /// Unicode property look-ups and `replacing` took 4 ms of an app run's start (768 names).
    public static func safe(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let kept = (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value) || value == 0x2D || value == 0x2E
            bytes.append(kept ? UInt8(value) : 0x2D)
        }
        guard !bytes.isEmpty else { return "-" }
        if bytes[0] == 0x2E { bytes[0] = 0x2D }
        var index = 1
        while index + 1 < bytes.count {
            if bytes[index] == 0x2E && bytes[index + 1] == 0x2E {
                bytes[index] = 0x2D
                index += 2
            } else {
                index += 1
            }
        }
        return String(decoding: bytes.prefix(80), as: UTF8.self)
    }
}
