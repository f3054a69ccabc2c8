import ButtonStackBase

/// Typed reads from YAML nodes, each failing with a ``SpecError`` that names the file, the path
/// and the line.
struct NodeReader {
    let file: String

    func line(_ node: YAMLNode) -> Int? { node.line }

    func error(_ path: String, _ node: YAMLNode, _ problem: String) -> SpecError {
        SpecError(file: file, path: path, line: line(node), problem: problem)
    }

    /// A mapping whose keys are all in `allowed`, by key.
    func mapping(_ node: YAMLNode, at path: String, allowed: [String]) throws -> [String: YAMLNode] {
        guard case .mapping(let mapping, _) = node else { throw error(path.isEmpty ? "" : path, node, "expected a mapping of keys to values") }
        var result: [String: YAMLNode] = [:]
        for (keyNode, value) in mapping.lazy.map({ ($0.key, $0.value) }) {
            guard let key = keyNode.string else { throw error(path, keyNode, "keys must be strings") }
            guard allowed.contains(key) else {
                let hint = EditDistance.suggestions(for: key, among: allowed, limit: 1).first.map { " (did you mean '\($0)'?)" }
                throw error(path, keyNode, "unknown key '\(key)'\(hint ?? "") — allowed: \(allowed.joined(separator: ", "))")
            }
            guard result[key] == nil else { throw error(path, keyNode, "key '\(key)' appears twice") }
            result[key] = value
        }
        return result
    }

    func sequence(_ node: YAMLNode, at path: String) throws -> [YAMLNode] {
        guard case .sequence(let items, _) = node else { throw error(path, node, "expected a list") }
        return items
    }

    /// A list-valued key's items: a list, or one value written alone as a list of one
    /// (`locales: all`, `textSizes: large`, `widths: 390`), as users write a single value.
    func list(_ node: YAMLNode, at path: String) throws -> [YAMLNode] {
        switch node {
        case .sequence(let items, _): return items
        case .scalar: return [node]
        default: throw error(path, node, "expected a list or one value")
        }
    }

    func string(_ node: YAMLNode, at path: String) throws -> String {
        guard case .scalar(let text, _) = node else { throw error(path, node, "expected text") }
        return text
    }

    func number(_ node: YAMLNode, at path: String) -> Double? {
        guard case .scalar(let text, _) = node else { return nil }
        return Double(text)
    }

    func double(_ node: YAMLNode, at path: String, range: ClosedRange<Double> = -1e9...1e9) throws -> Double {
        guard let value = number(node, at: path), value.isFinite else { throw error(path, node, "expected a number") }
        guard range.contains(value) else {
            throw error(path, node, "\(short(value, places: 6)) is out of range (\(short(range.lowerBound)) to \(short(range.upperBound)))")
        }
        return value
    }

    func bool(_ node: YAMLNode, at path: String) throws -> Bool {
        guard case .scalar(let text, _) = node else { throw error(path, node, "expected true or false") }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(path, node, "'\(text)' is not true or false")
        }
    }

    func choice<T>(_ node: YAMLNode, at path: String, _ make: (String) -> T?, _ names: [String]) throws -> T {
        let text = try string(node, at: path)
        guard let value = make(text) else {
            throw error(path, node, "'\(text)' is not one of \(names.joined(separator: ", "))")
        }
        return value
    }

    /// Lint settings: a mapping of rule ids to `off`, `note`, `warning` or `error`; an unknown
    /// rule id is named with the nearest one.
    func lintSettings(_ node: YAMLNode, at path: String) throws -> LintSettings {
        let ids = LintRule.allCases.map(\.rawValue)
        let keys = try mapping(node, at: path, allowed: ids)
        var settings = LintSettings()
        for (id, value) in keys {
            guard let rule = LintRule(rawValue: id) else { continue }
            // `off` turns the rule off (nil); a severity sets it.
            let level: LintSeverity? = try choice(value, at: "\(path).\(id)", { name -> LintSeverity?? in
                name == "off" ? .some(nil) : LintSeverity(rawValue: name).map { .some($0) }
            }, LintSettings.levelNames)
            settings.levels[rule] = .some(level)
        }
        return settings
    }

    /// Text, or a mapping of locale tags to text.
    func localized(_ node: YAMLNode, at path: String) throws -> LocalizedText {
        switch node {
        case .scalar(let text, let line):
            guard !text.isEmpty else { throw error(path, node, "is empty") }
            return LocalizedText(entries: [LocalizedText.Entry(locale: "", text: text, line: line)])
        case .mapping(let mapping, _) where mapping.contains(where: { $0.key.string == "key" }):
            let keys = try self.mapping(node, at: path, allowed: ["key", "table", "arguments"])
            guard let keyNode = keys["key"] else { throw error(path, node, "missing key 'key'") }
            let key = try string(keyNode, at: path + ".key")
            guard !key.isEmpty else { throw error(path + ".key", keyNode, "is empty") }
            let table = try keys["table"].map { try string($0, at: path + ".table") } ?? "Localizable"
            var arguments: [String] = []
            if let list = keys["arguments"] {
                for (index, item) in try self.list(list, at: path + ".arguments").enumerated() {
                    guard case .scalar(let text, _) = item else { throw error("\(path).arguments[\(index)]", item, "expected text or a number") }
                    arguments.append(text)
                }
            }
            return LocalizedText(reference: StringReference(key: key, table: table, arguments: arguments, line: node.line))
        case .mapping(let mapping, _):
            var entries: [LocalizedText.Entry] = []
            for (keyNode, value) in mapping.lazy.map({ ($0.key, $0.value) }) {
                guard let locale = keyNode.string, !locale.isEmpty else { throw error(path, keyNode, "locale keys must be tags such as en or zh-Hans") }
                let text = try string(value, at: "\(path).\(locale)")
                guard !text.isEmpty else { throw error("\(path).\(locale)", value, "is empty") }
                entries.append(LocalizedText.Entry(locale: locale, text: text, line: value.line))
            }
            guard !entries.isEmpty else { throw error(path, node, "has no translations") }
            return LocalizedText(entries: entries)
        default:
            throw error(path, node, "expected text or a mapping of locales to text")
        }
    }

    /// A number for every side, or a mapping of top, leading, bottom, trailing (and horizontal, vertical).
    func insets(_ node: YAMLNode, at path: String) throws -> EdgeInsets {
        if case .scalar = node {
            return EdgeInsets(all: try double(node, at: path, range: 0...500))
        }
        let keys = try mapping(node, at: path, allowed: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func side(_ names: [String]) throws -> Double {
            for name in names { if let value = keys[name] { return try double(value, at: "\(path).\(name)", range: 0...500) } }
            return 0
        }
        return EdgeInsets(top: try side(["top", "vertical"]), leading: try side(["leading", "horizontal"]),
                          bottom: try side(["bottom", "vertical"]), trailing: try side(["trailing", "horizontal"]))
    }

    /// A number for both sides, or a mapping of width and height.
    func size(_ node: YAMLNode, at path: String) throws -> Size {
        if case .scalar = node {
            let side = try double(node, at: path, range: 0...500)
            return Size(width: side, height: side)
        }
        let keys = try mapping(node, at: path, allowed: ["width", "height"])
        guard let width = keys["width"], let height = keys["height"] else { throw error(path, node, "needs width and height") }
        return Size(width: try double(width, at: path + ".width", range: 0...500), height: try double(height, at: path + ".height", range: 0...500))
    }

    /// Keys a theme may have.
    static let themeKeys = ["background", "tint", "label", "buttonFill", "destructive", "cornerRadius", "margin", "backdrop"]

    /// A colour, `#RRGGBB` or `#RRGGBBAA`, as `0xRRGGBBAA`.
    func color(_ node: YAMLNode, at path: String) throws -> UInt32 {
        let text = try string(node, at: path)
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6 || digits.count == 8, let number = UInt32(digits, radix: 16) else {
            throw error(path, node, "'\(text)' is not a colour (#RRGGBB or #RRGGBBAA)")
        }
        return digits.count == 6 ? number << 8 | 0xFF : number
    }

    /// Theme overrides: colours as `#RRGGBB[AA]`, radius and margin in points.
    func theme(_ node: YAMLNode, at path: String, ignoring: [String]) throws -> ThemeOverrides {
        let keys = try mapping(node, at: path, allowed: Self.themeKeys + ignoring)
        var theme = ThemeOverrides()
        func color(_ key: String) throws -> UInt32? {
            try keys[key].map { try self.color($0, at: "\(path).\(key)") }
        }
        theme.background = try color("background")
        theme.tint = try color("tint")
        theme.label = try color("label")
        theme.buttonFill = try color("buttonFill")
        theme.destructive = try color("destructive")
        if let value = keys["cornerRadius"] { theme.cornerRadius = try double(value, at: path + ".cornerRadius", range: 0...500) }
        if let value = keys["margin"] { theme.margin = try double(value, at: path + ".margin", range: 0...500) }
        if let value = keys["backdrop"] { theme.backdrop = try backdrop(value, at: path + ".backdrop") }
        return theme
    }

    /// `dynamic`, or a mapping: {sizeClass: 600}, {fit: [1, 3]}, {textSize: accessibilityMedium}.
    func policy(_ node: YAMLNode, at path: String) throws -> StackPolicy {
        if case .scalar(let text, _) = node {
            guard text == "dynamic" else { throw error(path, node, "'\(text)' is not dynamic or a mapping (sizeClass, fit, textSize)") }
            return .dynamic
        }
        let keys = try mapping(node, at: path, allowed: ["sizeClass", "fit", "textSize"])
        guard keys.count == 1, let (key, value) = keys.first else { throw error(path, node, "give exactly one of sizeClass, fit, textSize") }
        switch key {
        case "sizeClass":
            return .sizeClass(regularWidth: try double(value, at: path + ".sizeClass", range: 1...10_000))
        case "fit":
            let modes = try sequence(value, at: path + ".fit").enumerated().map { index, item in
                try choice(item, at: "\(path).fit[\(index)]", { Int($0).flatMap(StackMode.init(rawValue:)) }, ["1", "2", "3", "4"])
            }
            guard !modes.isEmpty else { throw error(path + ".fit", value, "needs at least one mode") }
            return .fit(candidates: modes)
        default:
            let category = try choice(value, at: path + ".textSize", ContentSizeCategory.init(name:), ContentSizeCategory.allCases.map(\.rawValue))
            return .textSize(columnAtPointSize: category.bodyPointSize)
        }
    }
}
