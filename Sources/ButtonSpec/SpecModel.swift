import ButtonStackBase
import ButtonStrings
import AppIcons

/// A spec file: stacks of buttons with localized titles, and defaults for rendering them.
public struct Spec: Hashable, Sendable {
    /// The file the spec came from, as the user named it.
    public var file: String
    /// The stacks, in file order.
    public var stacks: [StackSpec]

    /// The stack named `name`, or nil.
    public func stack(named name: String) -> StackSpec? { stacks.first { $0.name == name } }

    /// The stack named `name`, or the first when `name` is nil.
    /// - Throws: a one-line ``SpecError`` listing the stacks there are.
    public func chooseStack(_ name: String?) throws -> StackSpec {
        guard let name else { return stacks[0] }
        try [self].requireStack(named: name)
        return stack(named: name) ?? stacks[0]
    }
}

extension [Spec] {
    /// Fails unless some spec has a stack named `name` (`--stack`), with one line listing the
    /// stacks there are: the one place this is said, for every command that takes `--stack`.
    public func requireStack(named name: String) throws {
        guard !contains(where: { $0.stack(named: name) != nil }) else { return }
        let names = flatMap { $0.stacks.map(\.name) }
        // A typo is answered with the names near it; a list of a hundred stacks is no answer.
        let near = EditDistance.suggestions(for: name, among: names)
        let shown = near.isEmpty
            ? (names.count <= 12 ? "stacks: " + names.joined(separator: ", ") : "none of its \(names.count) stacks is near that name")
            : "did you mean " + near.map { "'\($0)'" }.joined(separator: ", ") + "?"
        throw SpecError(file: map(\.file).joined(separator: ", "), path: "", problem: "no stack named '\(name)' (\(shown))")
    }
}

/// One stack of buttons.
public struct StackSpec: Hashable, Sendable {
    /// The stack's name (`--stack NAME`).
    public var name: String
    /// The buttons, in reading order.
    public var buttons: [ButtonSpec]
    /// Space between buttons (default 8).
    public var spacing: Double?
    /// Content insets of every button (default 5 on every side; a button's `size` can change them).
    public var insets: EdgeInsets?
    /// The minimum touch target (default 44 × 44).
    public var minimumTarget: Size?
    /// How the mode is chosen (default: dynamic).
    public var policy: StackPolicy?
    /// How wrapped titles line up (default: leading).
    public var wrappedTitleAlignment: TitleAlignment?
    /// How titles wrap: UIKit's `standard` strategy, a label's default (no orphan word on the last
    /// line, Hangul words kept whole), or `none`, as a label whose `lineBreakStrategy` is `[]`
    /// (default: standard).
    public var lineBreakStrategy: LineBreakStrategy?
    /// What a bounded height larger than needed does (default: fill).
    public var heightPolicy: HeightPolicy?
    /// Locales to render when the command does not say (default: en).
    public var locales: [String]?
    /// Widths to render when the command does not say (default: 390).
    public var widths: [Double]?
    /// Text sizes to render when the command does not say (default: large).
    public var textSizes: [ContentSizeCategory]?
    /// Colours and shapes that replace the standard theme's, for both appearances.
    public var theme: ThemeOverrides?
    /// Overrides for the dark appearance only, applied after ``theme``.
    public var darkTheme: ThemeOverrides?
    /// Where each stack's buttons start in the file, for messages.
    public var path: String
    /// The app's string tables the spec names (`strings:`), for titles given by key.
    public var strings: StringSource?
    /// The app's own icons the spec names (`assets:`, `iconFonts:`): asset catalogs and icon fonts.
    public var appIcons: AppIconSource?
    /// The app's own font (`font:` of the stack, else of the spec), tried before the bundled ones.
    public var font: FontSpec?
    /// The lint settings of the spec and the stack (the stack's over the spec's); nil: none.
    public var lint: LintSettings?
    /// The app's deployment target (`platform:` of the stack, else of the spec); nil: not said,
    /// and every button looks as it always has.
    public var platform: Platform?
    /// The shape of the stack's buttons unless a button says (nil: automatic).
    public var shape: ButtonShape?

    /// Every locale `locales: all` stands for: with string tables, each locale that translates at
    /// least one of the stack's keys, plus the source language (first); without, every locale of
    /// the stack's title maps (en when it has none), in file order.
    public var allLocales: [String] {
        let texts = buttons.flatMap { [$0.title] + [$0.subtitle, $0.loadingTitle].compactMap { $0 } }
        var result: [String] = []
        func add(_ locale: String) { if !locale.isEmpty && !result.contains(locale) { result.append(locale) } }
        for locale in appLocales ?? [] { add(locale) }
        for text in texts where text.reference == nil { for entry in text.entries { add(entry.locale) } }
        return result.isEmpty ? ["en"] : result
    }

    /// The locales the app has for this stack's titles, when they come from its strings: the
    /// source language, then every locale that translates at least one of its keys. Nil for a
    /// stack whose titles are all written in the spec. With `strings:`, a render, verify or
    /// record plans these locales and never others (pseudo-locales aside).
    public var appLocales: [String]? {
        guard let strings else { return nil }
        let texts = buttons.flatMap { [$0.title] + [$0.subtitle, $0.loadingTitle].compactMap { $0 } }
        let references = texts.compactMap(\.reference)
        guard !references.isEmpty else { return nil }
        var sources: [String] = []
        var translated = Set<String>()
        for reference in references {
            guard let table = strings.tables.tables[reference.table], let localizations = table.keys[reference.key] else { continue }
            if !sources.contains(table.sourceLanguage) { sources.append(table.sourceLanguage) }
            for (locale, localization) in localizations where !localization.isEmpty { translated.insert(locale) }
        }
        return sources + translated.sorted().filter { !sources.contains($0) }
    }
}

/// The string tables of a spec, shared by its stacks (held once by reference; compared by value:
/// the same files with the same contents are the same source, whichever load they came from).
public final class StringSource: Hashable, Sendable {
    /// The tables.
    public let tables: StringTables
    /// The paths the spec named, for messages.
    public let paths: [String]

    /// Tables read from `paths`.
    public init(tables: StringTables, paths: [String]) {
        self.tables = tables
        self.paths = paths
    }

    public static func == (lhs: StringSource, rhs: StringSource) -> Bool {
        lhs === rhs || (lhs.paths == rhs.paths && lhs.tables == rhs.tables)
    }

    /// The paths and the tables' names and sizes: equal sources hash alike without reading every text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(paths)
        for (name, table) in tables.tables.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(table.keys.count)
        }
    }
}

/// A text given by key: `{key: KEY, table: NAME, arguments: [...]}`.
public struct StringReference: Hashable, Sendable {
    /// The key in the table.
    public var key: String
    /// The table (`Localizable` unless named).
    public var table: String
    /// The format's arguments, numbers or text, as written.
    public var arguments: [String]
    /// The spec line, for messages.
    public var line: Int
}

/// Appearance a stack asks for instead of the standard theme's; nil fields keep the standard.
/// Colours are `#RRGGBB` or `#RRGGBBAA`.
public struct ThemeOverrides: Hashable, Sendable {
    /// Background behind the stack.
    public var background: UInt32?
    /// Tint of icons, filled and tinted buttons.
    public var tint: UInt32?
    /// Title colour.
    public var label: UInt32?
    /// A gray button's fill.
    public var buttonFill: UInt32?
    /// A destructive button's tint.
    public var destructive: UInt32?
    /// Corner radius in points.
    public var cornerRadius: Double?
    /// Space around the stack in pictures, in points.
    public var margin: Double?
    /// What is drawn behind the stack instead of the background colour, for glass to show.
    public var backdrop: Backdrop?

    /// No overrides.
    public init() {}
}

/// One button.
public struct ButtonSpec: Hashable, Sendable {
    /// Icon name (an SF Symbols name, a Material Symbols name or `material:NAME`, or U+XXXX); nil for none.
    public var icon: String?
    /// The title in one or more locales.
    public var title: LocalizedText
    /// A smaller second line under the title.
    public var subtitle: LocalizedText?
    /// Visual emphasis.
    public var style: ButtonStyle
    /// What the button does.
    public var role: ButtonRole
    /// Small, medium or large: changes insets and text size.
    public var size: ControlSize
    /// Dimmed and not interactive.
    public var disabled: Bool
    /// Shows an activity indicator in the icon's place.
    public var loading: Bool
    /// The title while loading ("Checkout" → "Checking out…").
    public var loadingTitle: LocalizedText?
    /// Icon before (leading) or after (trailing) the title.
    public var iconPlacement: IconPlacement
    /// The outline of its background; nil: the stack's, else automatic.
    public var shape: ButtonShape? = nil
    /// Where the button is in the file (`stacks[0].buttons[1]`), for messages.
    public var path: String
    /// The line of its `icon` key, when it came from a file.
    public var iconLine: Int? = nil
}

/// A text in several locales, picked for a requested locale: the exact tag, then the same language
/// and script, then the language alone, then English, then the first entry.
public struct LocalizedText: Hashable, Sendable {
    /// (locale tag, text) in file order; empty for a text given by key.
    public var entries: [Entry]
    /// The key the text comes from, when it comes from the app's string tables.
    public var reference: StringReference?

    /// One translation.
    public struct Entry: Hashable, Sendable {
        /// The locale tag (empty: every locale).
        public var locale: String
        /// The text.
        public var text: String
        /// The spec line the text is on, when it came from a file.
        public var line: Int?

        /// `text` for `locale` (empty: every locale), from `line` of the spec if known.
        public init(locale: String, text: String, line: Int? = nil) {
            self.locale = locale
            self.text = text
            self.line = line
        }
    }

    /// One text for every locale.
    public init(_ text: String) { entries = [Entry(locale: "", text: text)] }

    /// Texts by locale, in order.
    public init(entries: [Entry]) { self.entries = entries }

    /// The text of `reference` in the app's string tables.
    public init(reference: StringReference) {
        entries = []
        self.reference = reference
    }

    /// False only when `tag`'s first subtag is surely not `language` (lowercase, as parsed): an
    /// ASCII subtag of other letters. Anything else is parsed and compared.
    private static func mayBeLanguage(_ language: String, _ tag: String) -> Bool {
        // A tag that is not ASCII is parsed by Characters, where a separator and a combining
        // mark after it are one: parse it.
        guard tag.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        var wanted = language.utf8.makeIterator(), read = 0
        for byte in tag.utf8 {
            // A tag that starts with a separator has its first subtag further on: parse it.
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { return read == 0 || wanted.next() == nil }
            read += 1
            let lower = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) ? byte | 0x20 : byte
            guard wanted.next() == lower else { return false }
        }
        // An empty tag parses as `und`.
        return read == 0 || wanted.next() == nil
    }

    /// The text for `locale`.
    public func text(for locale: String) -> String { entry(for: locale).text }

    /// The entry picked for `locale`: the exact tag, the same language and script, the language
    /// alone, English, then the first entry. (A text given by key has none: the engine looks it up.)
    public func entry(for locale: String) -> Entry {
        guard !entries.isEmpty else { return Entry(locale: "", text: reference?.key ?? "", line: reference?.line) }
        let wanted = LanguageTag(locale)
        // (1) The exact locale, parsing only the entries of its language: a title in 45 languages
        // is looked up in each of them, and parsing every tag every time was 6 % of a render.
        for entry in entries where Self.mayBeLanguage(wanted.language, entry.locale) && LanguageTag(entry.locale).sameLocale(as: wanted) {
            return entry
        }
        let parsed = entries.map { ($0, LanguageTag($0.locale)) }
        if let script = parsed.first(where: { $0.1.language == wanted.language && $0.1.script != nil && $0.1.script == wanted.impliedScript }) {
            return script.0
        }
        if let language = parsed.first(where: { $0.1.language == wanted.language && $0.1.region == nil && $0.1.script == nil }) {
            return language.0
        }
        if let language = parsed.first(where: { $0.1.language == wanted.language }) { return language.0 }
        if let english = parsed.first(where: { $0.1.language == "en" }) { return english.0 }
        return entries[0]
    }
}

/// Emphasis, by Apple's names, also accepted as the design system's.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    case filled, tinted, gray, plain
    /// iOS 26's Liquid Glass: a translucent layer over what is behind (SwiftUI `.glass`, UIKit `glass()`).
    case glass
    /// Glass filled with the tint, its title white (SwiftUI `.glassProminent`, UIKit `prominentGlass()`).
    case glassProminent
    /// Clearer glass over a dimming layer (SwiftUI `.glass(.clear)`, UIKit `clearGlass()`).
    case clearGlass
    /// Clear glass tinted (UIKit `prominentClearGlass()`).
    case prominentClearGlass

    /// The names a spec may write, in the order messages list them.
    public static let names = ["filled", "tinted", "gray", "plain", "primary", "secondary", "tertiary",
                               "glass", "glassProminent", "prominentGlass", "clearGlass", "prominentClearGlass"]

    /// The style for a name: filled, tinted, gray (grey), plain, or primary, secondary, tertiary;
    /// glass, glassProminent (prominentGlass), clearGlass, prominentClearGlass.
    public init?(name: String) {
        switch name.lowercased() {
        case "filled", "primary": self = .filled
        case "tinted", "secondary": self = .tinted
        case "gray", "grey": self = .gray
        case "plain", "tertiary": self = .plain
        case "glass": self = .glass
        case "glassprominent", "prominentglass": self = .glassProminent
        case "clearglass": self = .clearGlass
        case "prominentclearglass": self = .prominentClearGlass
        default: return nil
        }
    }

    /// True for the styles that draw the app's main action: filled and prominent glass.
    public var isProminent: Bool { self == .filled || self == .glassProminent || self == .prominentClearGlass }

    /// True for the Liquid Glass styles.
    public var isGlass: Bool { self == .glass || self == .glassProminent || self == .clearGlass || self == .prominentClearGlass }

    /// True for the clear variants, which want a dimming layer beneath.
    public var isClearGlass: Bool { self == .clearGlass || self == .prominentClearGlass }
}

/// What a button does, which changes how it looks.
public enum ButtonRole: String, Hashable, Sendable, CaseIterable {
    case normal, primary, cancel, destructive
}

/// Apple's control sizes: small, medium, large.
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// Content insets at this size (medium is the default inset the stack gives).
    public func insets(medium: EdgeInsets) -> EdgeInsets {
        switch self {
        case .small: return EdgeInsets(top: medium.top * 0.6, leading: medium.leading * 0.6, bottom: medium.bottom * 0.6, trailing: medium.trailing * 0.6)
        case .medium: return medium
        case .large: return EdgeInsets(top: medium.top * 2, leading: medium.leading * 2, bottom: medium.bottom * 2, trailing: medium.trailing * 2)
        }
    }

    /// Title size relative to the body size: small buttons use the subheadline style.
    public var textScale: Double {
        switch self {
        case .small: return 15.0 / 17.0
        case .medium, .large: return 1
        }
    }
}
