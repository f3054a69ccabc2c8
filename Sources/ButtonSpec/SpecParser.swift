import ButtonStackBase
import ButtonStackFiles
import ButtonStrings
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads spec files (YAML, or JSON, which YAML includes), checking every key and value and
/// naming the path of anything wrong.
public enum SpecParser {
    /// Keys a spec's top level may have.
    /// (`scanned` lists the code groups `scan` wrote stacks for; it changes no layout.)
    static let topKeys = ["stacks", "version", "strings", "font", "lint", "platform", "assets", "iconFonts", "scanned"]
    /// Keys a stack may have (`source`, the code a scanned stack came from, changes no layout).
    static let stackKeys = ["name", "source", "buttons", "spacing", "insets", "minimumTarget", "policy", "wrappedTitleAlignment",
                            "lineBreakStrategy", "heightPolicy", "locales", "widths", "textSizes", "theme", "font", "lint", "platform", "shape"]
    /// Keys a button may have.
    static let buttonKeys = ["icon", "title", "subtitle", "style", "role", "size", "disabled", "loading", "loadingTitle",
                             "iconPlacement", "shape"]

    /// The largest spec file read: specs are small, and this keeps a wrong path from eating memory.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// Reads and checks the spec at `path` (shown in messages as given). Plain POSIX calls: every
    /// command reads its specs at start (Foundation's file attributes looked up the owner's user
    /// and group names in /etc/passwd and /etc/group on each).
    public static func load(path: String) throws -> Spec {
        switch Folder.kind(of: path) {
        case .folder: throw SpecError(file: path, path: "", problem: "is a folder, not a spec file")
        case .missing, .danglingLink: throw SpecError(file: path, path: "", problem: "no such file")
        case .file, .other: break  // a pipe too: `render <(make-spec)`
        }
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path, limit: maximumFileSize) } catch {
            var status = stat()
            let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
            throw SpecError(file: path, path: "", problem: size > maximumFileSize ? "is \(size) bytes; a spec may be at most \(maximumFileSize)" : "cannot be read")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SpecError(file: path, path: "", problem: "is not valid UTF-8")
        }
        return try parse(text, file: path)
    }

    /// Parses spec `text`; `file` names it in messages. With `readingStrings` false, the string
    /// tables `strings:` names are neither read nor checked against the keys (`scan` checks so the
    /// spec it writes for an app whose string file cannot be read; `render` then names that file).
    public static func parse(_ text: String, file: String, readingStrings: Bool = true) throws -> Spec {
        let root: YAMLNode?
        do {
            root = try YAMLComposer.compose(text)
        } catch {
            throw SpecError(file: file, path: "", line: error.line, problem: "is not valid YAML or JSON (\(error.problemWithColumn))")
        }
        guard let root else { throw SpecError(file: file, path: "", problem: "is empty") }
        let reader = NodeReader(file: file)
        let top = try reader.mapping(root, at: "", allowed: topKeys)
        guard let stacksNode = top["stacks"] else {
            throw SpecError(file: file, path: "", line: reader.line(root), problem: "missing key 'stacks'")
        }
        if let version = top["version"], reader.number(version, at: "version") != nil, try reader.double(version, at: "version") != 1 {
            throw SpecError(file: file, path: "version", line: reader.line(version), problem: "only version 1 is understood")
        }
        let stackNodes = try reader.sequence(stacksNode, at: "stacks")
        guard !stackNodes.isEmpty else { throw SpecError(file: file, path: "stacks", line: reader.line(stacksNode), problem: "has no stacks") }
        var stacks: [StackSpec] = []
        for (index, node) in stackNodes.enumerated() {
            let stack = try parseStack(node, at: "stacks[\(index)]", reader: reader)
            if let earlier = stacks.first(where: { $0.name == stack.name }) {
                throw SpecError(file: file, path: "stacks[\(index)].name", line: reader.line(node),
                                problem: "'\(stack.name)' is already the name of \(earlier.path)")
            }
            stacks.append(stack)
        }
        // The app's strings, read for the keys the stacks use, then every key checked.
        if readingStrings, let stringsNode = top["strings"] {
            let keys = Set(stacks.flatMap { $0.buttons.flatMap { [$0.title, $0.subtitle, $0.loadingTitle].compactMap { $0?.reference?.key } } })
            let strings = try loadStrings(stringsNode, keys: keys, reader: reader)
            for index in stacks.indices { stacks[index].strings = strings }
        }
        // The app's own icons: asset catalogs and icon fonts.
        if let icons = try loadAppIcons(assets: top["assets"], iconFonts: top["iconFonts"], reader: reader) {
            for index in stacks.indices { stacks[index].appIcons = icons }
        }
        // The app's font, for every stack that does not name its own.
        if let fontNode = top["font"] {
            let font = try parseFont(fontNode, at: "font", reader: reader)
            for index in stacks.indices where stacks[index].font == nil { stacks[index].font = font }
        }
        // The spec's lint settings, under each stack's own.
        if let lintNode = top["lint"] {
            let settings = try reader.lintSettings(lintNode, at: "lint")
            for index in stacks.indices { stacks[index].lint = settings.overridden(by: stacks[index].lint ?? LintSettings()) }
        }
        // The spec's deployment target, for every stack that does not give its own.
        if let platformNode = top["platform"] {
            let platform = try reader.platform(platformNode, at: "platform")
            for index in stacks.indices where stacks[index].platform == nil { stacks[index].platform = platform }
        }
        if readingStrings { for stack in stacks { try checkReferences(stack, reader: reader) } }
        return Spec(file: file, stacks: stacks)
    }

    /// The string tables `strings:` names: a path or a list of paths, relative to the spec.
    static func loadStrings(_ node: YAMLNode, keys: Set<String>, reader: NodeReader) throws -> StringSource {
        let items: [(YAMLNode, String)]
        if case .sequence(let list, _) = node {
            items = list.enumerated().map { ($1, "strings[\($0)]") }
        } else {
            items = [(node, "strings")]
        }
        guard !items.isEmpty else { throw reader.error("strings", node, "names no strings file or folder") }
        var paths: [String] = []
        for (item, path) in items {
            let relative = try reader.string(item, at: path)
            guard !relative.isEmpty else { throw reader.error(path, item, "is empty") }
            let joined = relative.hasPrefix("/") ? relative : folder(of: reader.file) + relative
            paths.append(Self.tidy(joined))
        }
        do {
            return StringSource(tables: try StringTables.load(paths, only: keys), paths: paths)
        } catch {
            throw reader.error("strings", node, "\(error)")
        }
    }

    /// `path` without `.` segments and doubled or trailing slashes (`a/./b/` → `a/b`).
    static func tidy(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder of `file` with a trailing slash, or nothing for a file in the working folder.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[...slash])
    }

    /// Every text given by key names a table and key there are, and fills in its format in every
    /// locale with the arguments given: a missing key is named with the keys near it.
    static func checkReferences(_ stack: StackSpec, reader: NodeReader) throws {
        for button in stack.buttons {
            let texts = [("title", Optional(button.title)), ("subtitle", button.subtitle), ("loadingTitle", button.loadingTitle)]
            for case let (name, text?) in texts {
                guard let reference = text.reference else { continue }
                let path = "\(button.path).\(name)"
                func fail(_ problem: String) -> SpecError {
                    SpecError(file: reader.file, path: path, line: reference.line, problem: problem)
                }
                guard let strings = stack.strings else { throw fail("a text given by key needs `strings:` at the top of the spec") }
                guard let table = strings.tables.tables[reference.table] else {
                    let names = strings.tables.tables.keys.sorted()
                    throw fail("no table '\(reference.table)' in \(strings.paths.joined(separator: ", ")) (tables: \(names.joined(separator: ", ")))")
                }
                let files = table.filesShown
                guard let localizations = table.keys[reference.key] else {
                    if let other = strings.tables.tables.values.first(where: { $0.allKeys.contains(reference.key) }) {
                        throw fail("\(files): no key '\(reference.key)' in table \(table.name); it is in table \(other.name) (add `table: \(other.name)`)")
                    }
                    let near = strings.tables.suggestions(for: reference.key, in: table)
                    throw fail("\(files): no key '\(reference.key)' in table \(table.name)\(near.isEmpty ? "" : " (did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?)")")
                }
                let arguments = reference.arguments.map(FormatArgument.init)
                for locale in localizations.keys.sorted() {
                    do {
                        _ = try strings.tables.resolve(key: reference.key, table: reference.table, locale: locale, arguments: arguments)
                    } catch {
                        throw fail("\(files): '\(reference.key)' in \(locale): \(error)")
                    }
                }
            }
        }
    }

    static func parseStack(_ node: YAMLNode, at path: String, reader: NodeReader) throws -> StackSpec {
        let keys = try reader.mapping(node, at: path, allowed: stackKeys)
        guard let nameNode = keys["name"] else { throw reader.error(path, node, "missing key 'name'") }
        let name = try reader.string(nameNode, at: path + ".name")
        guard !name.isEmpty else { throw reader.error(path + ".name", nameNode, "is empty") }
        guard let buttonsNode = keys["buttons"] else { throw reader.error(path, node, "missing key 'buttons'") }
        let buttonNodes = try reader.sequence(buttonsNode, at: path + ".buttons")
        guard !buttonNodes.isEmpty else { throw reader.error(path + ".buttons", buttonsNode, "a stack needs at least one button") }
        guard buttonNodes.count <= 1000 else { throw reader.error(path + ".buttons", buttonsNode, "has \(buttonNodes.count) buttons; at most 1000") }
        let buttons = try buttonNodes.enumerated().map { index, button in
            try parseButton(button, at: "\(path).buttons[\(index)]", reader: reader)
        }
        var stack = StackSpec(name: name, buttons: buttons, path: path)
        if let value = keys["spacing"] { stack.spacing = try reader.double(value, at: path + ".spacing", range: 0...1000) }
        if let value = keys["insets"] { stack.insets = try reader.insets(value, at: path + ".insets") }
        if let value = keys["minimumTarget"] { stack.minimumTarget = try reader.size(value, at: path + ".minimumTarget") }
        if let value = keys["policy"] { stack.policy = try reader.policy(value, at: path + ".policy") }
        if let value = keys["wrappedTitleAlignment"] {
            stack.wrappedTitleAlignment = try reader.choice(value, at: path + ".wrappedTitleAlignment", TitleAlignment.init(rawValue:), ["leading", "center"])
        }
        if let value = keys["lineBreakStrategy"] {
            stack.lineBreakStrategy = try reader.choice(value, at: path + ".lineBreakStrategy", LineBreakStrategy.init(rawValue:), ["standard", "none"])
        }
        if let value = keys["heightPolicy"] {
            stack.heightPolicy = try reader.choice(value, at: path + ".heightPolicy", HeightPolicy.init(rawValue:), ["fill", "center"])
        }
        if let value = keys["locales"] {
            stack.locales = try reader.list(value, at: path + ".locales").enumerated().map { index, item in
                let tag = try reader.string(item, at: "\(path).locales[\(index)]")
                guard tag.lowercased() == "all" || LanguageTag.isWellFormed(tag) else {
                    throw reader.error("\(path).locales[\(index)]", item, "'\(tag)' is not a locale tag (like de, pt-BR, zh-Hant) or all")
                }
                return tag
            }
        }
        if let value = keys["widths"] {
            stack.widths = try reader.list(value, at: path + ".widths").enumerated().map { try reader.double($1, at: "\(path).widths[\($0)]", range: 1...10_000) }
        }
        if let value = keys["font"] { stack.font = try parseFont(value, at: path + ".font", reader: reader) }
        if let value = keys["theme"] {
            let parts = try reader.mapping(value, at: path + ".theme", allowed: NodeReader.themeKeys + ["dark"])
            stack.theme = try reader.theme(value, at: path + ".theme", ignoring: ["dark"])
            if let dark = parts["dark"] { stack.darkTheme = try reader.theme(dark, at: path + ".theme.dark", ignoring: []) }
        }
        if let value = keys["lint"] { stack.lint = try reader.lintSettings(value, at: path + ".lint") }
        if let value = keys["platform"] { stack.platform = try reader.platform(value, at: path + ".platform") }
        if let value = keys["shape"] { stack.shape = try reader.shape(value, at: path + ".shape") }
        if let value = keys["textSizes"] {
            let items = try reader.list(value, at: path + ".textSizes")
            // `all` alone, as on the command line: every size.
            if items.count == 1, case .scalar("all", _) = items[0] {
                stack.textSizes = ContentSizeCategory.allCases
            } else {
                stack.textSizes = try items.enumerated().map { index, item in
                    if case .scalar("all", _) = item {
                        throw reader.error("\(path).textSizes[\(index)]", item, "'all' stands alone (textSizes: all), not in a list of sizes")
                    }
                    return try reader.choice(item, at: "\(path).textSizes[\(index)]", ContentSizeCategory.init(name:),
                                             ContentSizeCategory.allCases.map(\.rawValue) + ["all"])
                }
            }
        }
        return stack
    }

    static func parseButton(_ node: YAMLNode, at path: String, reader: NodeReader) throws -> ButtonSpec {
        let keys = try reader.mapping(node, at: path, allowed: buttonKeys)
        guard let titleNode = keys["title"] else { throw reader.error(path, node, "missing key 'title'") }
        var button = ButtonSpec(
            icon: nil, title: try reader.localized(titleNode, at: path + ".title"), subtitle: nil, style: .gray, role: .normal,
            size: .medium, disabled: false, loading: false, loadingTitle: nil, iconPlacement: .leading, path: path
        )
        if let value = keys["icon"] {
            let icon = try reader.string(value, at: path + ".icon")
            guard !icon.isEmpty else { throw reader.error(path + ".icon", value, "is empty (leave the key out for a button without an icon)") }
            button.icon = icon
            button.iconLine = reader.line(value)
        }
        if let value = keys["subtitle"] { button.subtitle = try reader.localized(value, at: path + ".subtitle") }
        if let value = keys["loadingTitle"] { button.loadingTitle = try reader.localized(value, at: path + ".loadingTitle") }
        if let value = keys["style"] {
            button.style = try reader.choice(value, at: path + ".style", ButtonStyle.init(name:), ButtonStyle.names)
        }
        if let value = keys["role"] { button.role = try reader.choice(value, at: path + ".role", ButtonRole.init(rawValue:), ButtonRole.allCases.map(\.rawValue)) }
        if let value = keys["size"] { button.size = try reader.choice(value, at: path + ".size", ControlSize.init(rawValue:), ControlSize.allCases.map(\.rawValue)) }
        if let value = keys["disabled"] { button.disabled = try reader.bool(value, at: path + ".disabled") }
        if let value = keys["loading"] { button.loading = try reader.bool(value, at: path + ".loading") }
        if let value = keys["iconPlacement"] {
            button.iconPlacement = try reader.choice(value, at: path + ".iconPlacement", IconPlacement.init(rawValue:), ["leading", "trailing"])
        }
        if let value = keys["shape"] { button.shape = try reader.shape(value, at: path + ".shape") }
        return button
    }
}
