import ButtonStackBase
import ButtonStackConcurrency
import ButtonLayout
import ButtonSpec
import ButtonStrings
import AppIcons
import Typesetter

/// The pipeline the commands and the snapshot library share: spec → typesetter → layout resolver.
/// One engine opens the fonts once and caches measurements across every request.
public final class ButtonStackEngine: Sendable {
    /// Shapes and measures.
    public let typesetter: Typesetter
    /// Icon names.
    public let icons: IconCatalog
    /// Icons looked up so far.
    public let iconGlyphs: IconGlyphCache
    /// Titles measured so far, in the resolver's terms.
    public let measurements = MeasurementCache()
    /// What the later stages keep while the engine lives (their workers, decoded images).
    public let keeps = EngineKeeps()
    /// Each stack's buttons in a locale as ``buttons(for:)`` worked them out: an image's digest and
    /// every layout of that stack and locale share them, so titles are looked up and checked once.
    private let buttonsKept = RecentValues<StackRequest, [StackButton<ButtonSource>]>(byteBudget: 32 << 20, entryLimit: 8_192) {
        $0.count * 1_024
    }

    /// An engine over `typesetter`'s fonts.
    public init(typesetter: Typesetter) throws {
        self.typesetter = typesetter
        self.icons = try IconCatalog(fontsFolder: typesetter.fonts.folder)
        self.iconGlyphs = IconGlyphCache(icons: icons, fonts: typesetter.fonts)
    }

    /// An engine over the package's own `Fonts/`.
    public static func bundled() throws -> ButtonStackEngine {
        try ButtonStackEngine(typesetter: .bundled())
    }

    /// Forgets every measurement, for cold benchmarks.
    public func clearCaches() {
        measurements.removeAll()
        buttonsKept.removeAll()
    }

    /// Checks every icon name of `specs` at once, so a spec with several unknown names hears of
    /// all of them in one run: one line each, with its file and line and the names nearest it.
    /// - Throws: ``SpecErrors`` listing every unknown icon.
    public func checkIcons(in specs: [Spec]) throws {
        var errors: [SpecError] = []
        for spec in specs {
            for stack in spec.stacks {
                for button in stack.buttons {
                    guard let name = button.icon else { continue }
                    do { _ = try iconGlyphs.glyph(named: name, appIcons: stack.appIcons) } catch {
                        errors.append(SpecError(file: spec.file, path: button.path + ".icon", line: button.iconLine, problem: "\(error)"))
                    }
                }
            }
        }
        if !errors.isEmpty { throw SpecErrors(errors) }
    }

    /// Checks every app font the specs name: each file opens as a font. One line for each that
    /// does not, with its file and line.
    /// - Throws: ``SpecErrors`` listing every font file that cannot be used.
    public func checkFonts(in specs: [Spec]) throws {
        var errors: [SpecError] = [], checked = Set<String>()
        for spec in specs {
            for stack in spec.stacks {
                guard let font = stack.font else { continue }
                for (name, file) in [("regular", Optional(font.regular)), ("bold", font.bold)] {
                    guard let file, checked.insert("\(spec.file)|\(font.path)|\(name)").inserted else { continue }
                    do { _ = try typesetter.fonts.face(of: Self.appFontFile(file)) } catch {
                        let problem = "\(error)".replacing(file.path + ": ", with: "")
                        errors.append(SpecError(file: spec.file, path: "\(font.path).\(name)", line: file.line, problem: "\(file.path): \(problem)"))
                    }
                }
            }
        }
        if !errors.isEmpty { throw SpecErrors(errors) }
    }

    /// Everything about `specs` that needs the fonts: icon names and app fonts, each problem a line.
    /// - Throws: ``SpecErrors`` listing every problem found.
    public func check(_ specs: [Spec]) throws {
        var errors: [SpecError] = []
        do { try checkIcons(in: specs) } catch let found as SpecErrors { errors += found.errors }
        do { try checkFonts(in: specs) } catch let found as SpecErrors { errors += found.errors }
        if !errors.isEmpty { throw SpecErrors(errors) }
    }

    /// The typesetter's form of a spec's font.
    public static func appFont(_ spec: FontSpec?) -> AppFont? {
        guard let spec else { return nil }
        return AppFont(regular: appFontFile(spec.regular), bold: spec.bold.map(appFontFile),
                       tracking: spec.tracking.map { TrackingTable($0.map { (size: $0.key, tracking: $0.value) }) })
    }

    private static func appFontFile(_ file: FontSpec.File) -> AppFont.File {
        AppFont.File(path: file.path, faceIndex: file.faceIndex, instance: file.instance, axes: file.axes.map { AppFont.Axis($0.key, $0.value) })
    }

    /// The measurer for `locale`, with the app's `font` first when it has one, wrapping titles by
    /// `lineBreakStrategy`.
    public func measurer(locale: String, font: AppFont? = nil, lineBreakStrategy: LineBreakStrategy = .standard,
                         appIcons: AppIconSource? = nil) -> TypesetterMeasurer {
        TypesetterMeasurer(typesetter: typesetter, icons: icons, locale: LanguageTag(locale), font: font,
                           lineBreakStrategy: lineBreakStrategy, iconGlyphs: iconGlyphs, measurements: measurements, appIcons: appIcons)
    }

    /// The resolver's configuration for `request`: titles picked for the locale, icons checked,
    /// roles and sizes turned into weights, insets and text scales.
    /// Each button carries its ``ButtonSource`` (spec entry, resolved icon, what its texts' lookups
    /// noted), which comes back on its placement.
    public func configuration(for request: StackRequest) throws -> StackConfiguration<ButtonSource> {
        let stack = request.stack
        let baseInsets = stack.insets ?? EdgeInsets(all: 5)
        let configuration = StackConfiguration(
            buttons: try buttons(for: request), width: request.width, height: request.height, scale: request.scale,
            direction: request.resolvedDirection, spacing: stack.spacing ?? 8, contentInsets: baseInsets,
            minimumTarget: stack.minimumTarget ?? Size(width: 44, height: 44), pointSize: request.textSize.bodyPointSize,
            forcedMode: request.mode, policy: stack.policy ?? .dynamic, heightPolicy: stack.heightPolicy ?? .fill,
            wrappedTitleAlignment: stack.wrappedTitleAlignment ?? .leading
        )
        return configuration
    }

    /// The request's buttons for the resolver: titles picked for its locale, icons resolved,
    /// roles and sizes turned into weights, insets and text scales. They depend on the spec file,
    /// the stack and the locale alone, and are worked out once for them (a failure is not kept).
    public func buttons(for request: StackRequest) throws -> [StackButton<ButtonSource>] {
        // The key keeps the request's stack (held once, hashed once) and drops what the buttons
        // do not depend on.
        var key = request
        key.textSize = .large
        key.width = 0
        key.height = nil
        key.scale = 0
        key.direction = nil
        key.mode = nil
        if let kept = buttonsKept.value(for: key) { return kept }
        let buttons = try makeButtons(for: request)
        buttonsKept.keep(buttons, for: key)
        return buttons
    }

    /// The request's buttons, worked out now.
    private func makeButtons(for request: StackRequest) throws -> [StackButton<ButtonSource>] {
        let stack = request.stack
        let baseInsets = stack.insets ?? EdgeInsets(all: 5)
        return try stack.buttons.enumerated().map { index, spec -> StackButton<ButtonSource> in
            let iconName = spec.icon ?? (spec.loading ? "arrow.clockwise" : nil)
            let icon: IconGlyph?
            do { icon = try iconName.map { try iconGlyphs.glyph(named: $0, appIcons: stack.appIcons) } } catch {
                throw SpecError(file: request.file, path: spec.path + ".icon", line: spec.iconLine, problem: "\(error)")
            }
            let loadingTitle = spec.loading ? spec.loadingTitle : nil
            let title = try checkedText(loadingTitle ?? spec.title, at: spec.path + (loadingTitle == nil ? ".title" : ".loadingTitle"), request)
            let subtitle = try spec.subtitle.map { try checkedText($0, at: spec.path + ".subtitle", request) }
            return StackButton(
                title: title.text,
                icon: iconName,
                subtitle: subtitle?.text,
                boldTitle: spec.role == .primary,
                iconPlacement: spec.iconPlacement,
                contentInsets: spec.size == .medium ? nil : spec.size.insets(medium: baseInsets),
                textScale: spec.size.textScale,
                origin: ButtonSource(index: index, spec: spec, icon: icon, notes: title.notes + (subtitle?.notes ?? []))
            )
        }
    }

    /// The text of `text` for the request's locale — from the title map, or looked up by key in
    /// the app's string tables — checked before it reaches the typesetter, so a bad title is
    /// reported by its button, locale and line:
    /// `x.yaml:9: stacks[0].buttons[2].title: de: control character U+0007 at offset 3 is not allowed`.
    func checkedText(_ text: LocalizedText, at path: String, _ request: StackRequest) throws -> (text: String, notes: [StringNote]) {
        // A pseudo-locale shows the source language's text, transformed.
        if let pseudo = PseudoLocale(tag: request.locale) {
            var source = request
            source.locale = text.reference.flatMap { reference in
                request.stack.strings?.tables.tables[reference.table]?.sourceLanguage
            } ?? "en"
            let plain = try checkedText(text, at: path, source)
            let shown = pseudo.apply(to: plain.text)
            try validate(shown, locale: request.locale, line: text.reference?.line ?? text.entry(for: source.locale).line, at: path, request)
            return (shown, plain.notes)
        }
        if let reference = text.reference {
            guard let strings = request.stack.strings else {
                throw SpecError(file: request.file, path: path, line: reference.line, problem: "a text given by key needs `strings:` in the spec")
            }
            let resolved: ResolvedString
            do {
                resolved = try strings.tables.resolve(key: reference.key, table: reference.table, locale: request.locale,
                                                      arguments: reference.arguments.map(FormatArgument.init))
            } catch {
                throw SpecError(file: request.file, path: path, line: reference.line, problem: "\(request.locale): \(error)")
            }
            try validate(resolved.text, locale: request.locale, line: reference.line, at: path, request)
            return (resolved.text, resolved.notes)
        }
        let entry = text.entry(for: request.locale)
        try validate(entry.text, locale: entry.locale.isEmpty ? request.locale : entry.locale, line: entry.line, at: path, request)
        return (entry.text, [])
    }

    private func validate(_ text: String, locale: String, line: Int?, at path: String, _ request: StackRequest) throws {
        do { try Typesetter.validate(text) } catch {
            let problem = "\(error)".replacing("text: ", with: "", maxReplacements: 1)
            throw SpecError(file: request.file, path: path, line: line, problem: "\(locale): \(problem)")
        }
    }

    /// A caption or other text that is not a button's, set once by the measuring step on one
    /// line, left to right (contact sheets draw their captions from it); nil for empty text.
    public func setLine(_ text: String, pointSize: Double) throws -> TextLine? {
        let measurer = TypesetterMeasurer(typesetter: typesetter, icons: icons, locale: .english, direction: .leftToRight,
                                          iconGlyphs: iconGlyphs, measurements: measurements)
        return try measurer.measure(text, attributes: TextAttributes(pointSize: pointSize), maxWidth: nil).lines.first?.set
    }

    /// Lays out `request` once: the stack every later stage (renderer, lint, manifest, snapshot
    /// summary) takes. Errors name the spec file and the stack.
    public func layout(_ request: StackRequest) throws -> LaidOutStack {
        let configuration = try configuration(for: request)
        let layout: TypesetLayout
        do {
            layout = try StackResolver(measurer: measurer(for: request)).layout(configuration)
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError(file: request.file, path: request.stack.path, problem: "\(error)")
        }
        return LaidOutStack(request: request, configuration: configuration, layout: layout)
    }
}
