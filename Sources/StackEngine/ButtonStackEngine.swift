import ButtonStackBase
import ButtonLayout
import ButtonSpec
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
    }

    /// The measurer for `locale`.
    public func measurer(locale: String) -> TypesetterMeasurer {
        TypesetterMeasurer(typesetter: typesetter, icons: icons, locale: LanguageTag(locale), iconGlyphs: iconGlyphs, measurements: measurements)
    }

    /// The resolver's configuration for `request`: titles picked for the locale, icons checked,
    /// roles and sizes turned into weights, insets and text scales.
    public func configuration(for request: StackRequest) throws -> StackConfiguration {
        let stack = request.stack
        let baseInsets = stack.insets ?? EdgeInsets(all: 5)
        let buttons = try stack.buttons.map { spec -> StackButton in
            if let icon = spec.icon {
                do { _ = try iconGlyphs.glyph(named: icon) } catch {
                    throw SpecError(file: request.file, path: spec.path + ".icon", problem: "\(error)")
                }
            }
            let loadingTitle = spec.loading ? spec.loadingTitle : nil
            let title = try checkedText(loadingTitle ?? spec.title, at: spec.path + (loadingTitle == nil ? ".title" : ".loadingTitle"), request)
            return StackButton(
                title: title,
                icon: spec.icon ?? (spec.loading ? "refresh" : nil),
                subtitle: try spec.subtitle.map { try checkedText($0, at: spec.path + ".subtitle", request) },
                boldTitle: spec.role == .primary,
                iconPlacement: spec.iconPlacement,
                contentInsets: spec.size == .medium ? nil : spec.size.insets(medium: baseInsets),
                textScale: spec.size.textScale
            )
        }
        return StackConfiguration(
            buttons: buttons, width: request.width, height: request.height, scale: request.scale,
            direction: request.resolvedDirection, spacing: stack.spacing ?? 8, contentInsets: baseInsets,
            minimumTarget: stack.minimumTarget ?? Size(width: 44, height: 44), pointSize: request.textSize.bodyPointSize,
            forcedMode: request.mode, policy: stack.policy ?? .dynamic, heightPolicy: stack.heightPolicy ?? .fill,
            wrappedTitleAlignment: stack.wrappedTitleAlignment ?? .leading
        )
    }

    /// The text of `text` for the request's locale, checked before it reaches the typesetter, so
    /// a bad title is reported by its button, locale and line:
    /// `x.yaml:9: stacks[0].buttons[2].title: de: control character U+0007 at offset 3 is not allowed`.
    func checkedText(_ text: LocalizedText, at path: String, _ request: StackRequest) throws -> String {
        let entry = text.entry(for: request.locale)
        do { try Typesetter.validate(entry.text) } catch {
            let problem = "\(error)".replacing("text: ", with: "", maxReplacements: 1)
            let locale = entry.locale.isEmpty ? request.locale : entry.locale
            throw SpecError(file: request.file, path: path, line: entry.line, problem: "\(locale): \(problem)")
        }
        return entry.text
    }

    /// Lays out `request` once: the stack every later stage (renderer, lint, manifest, snapshot
    /// summary) takes. Errors name the spec file and the stack.
    public func layout(_ request: StackRequest) throws -> LaidOutStack {
        let configuration = try configuration(for: request)
        let layout: StackLayout
        do {
            layout = try StackResolver(measurer: measurer(locale: request.locale)).layout(configuration)
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError(file: request.file, path: request.stack.path, problem: "\(error)")
        }
        return try LaidOutStack(request: request, configuration: configuration, layout: layout)
    }
}
