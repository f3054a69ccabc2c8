import SwiftSyntax

/// The accessors the xcstrings-tool plugin generates at build time from an app's string tables
/// (never committed, so never declared in the scanned code): `.app(.cancel)`,
/// `String(localized: .settings(.title))`, `Text(.localizable(.footerText(count)))`,
/// `LocalizedStringResource.app(.cancel)`. The function is named after the table, the case after
/// the key, each made a Swift identifier by the plugin's rule (``CatalogIdentifiers``). A call
/// gives a key only when one of the app's tables has that name and holds a key of that
/// identifier: an app's own `.app(.x)` of another meaning finds no table `App` with key `x`.
extension ValueResolver {
    /// The key `.table(.key)` or `.table(.key(values…))` names (a format, with a sample for each
    /// value), or nil when `call` is no such accessor of the app's tables.
    func catalogAccessor(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), call.trailingClosure == nil,
              call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        if let base = access.base {
            guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  ["LocalizedStringResource", "LocalizedStringKey", "String"].contains(name) else { return nil }
        }
        let keyName: String
        let values: Int
        if let member = only.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            keyName = member.declName.baseName.text
            values = 0
        } else if let inner = only.expression.as(FunctionCallExprSyntax.self), inner.trailingClosure == nil,
                  let member = inner.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            keyName = member.declName.baseName.text
            values = inner.arguments.count
        } else {
            return nil
        }
        let tableName = access.declName.baseName.text
        // An app's own static function of that name is the app's, read as such elsewhere.
        guard index.staticFunctions(named: tableName).isEmpty,
              let (table, key) = appStrings.accessorKey(table: Self.unquoted(tableName), key: Self.unquoted(keyName)) else { return nil }
        guard values > 0 else { return .values([.key(key, table: table)]) }
        let template = appStrings.sourceTemplate(of: key, table: table) ?? key
        guard let samples = FormatSamples.samples(format: template, passed: values) else {
            return .unknown("`\(short(ExprSyntax(call)))` takes more than \(FormatSamples.maximumArguments) values")
        }
        return .values([.format(key, table: table, arguments: samples)])
    }

    /// `default` for `` `default` ``.
    private static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }
}

extension AppStringKeys {
    /// The table and key an xcstrings-tool accessor names: the table whose name the plugin makes
    /// `tableIdentifier` (`App` → `app`), its key made `keyIdentifier` (with the plugin's
    /// snake-case option too, `delete_all` → `deleteAll`). Nil when none, or when two keys of the
    /// table make the same identifier.
    func accessorKey(table tableIdentifier: String, key keyIdentifier: String) -> (table: String, key: String)? {
        let tables = byTable.keys.filter { CatalogIdentifiers.variable($0) == tableIdentifier }
        guard tables.count == 1, let table = tables.first, let keys = byTable[table] else { return nil }
        if keysByIdentifier[table] == nil {
            var map: [String: String?] = [:]
            for key in keys.sorted() {
                let names = Set([CatalogIdentifiers.variable(key), CatalogIdentifiers.variable(CatalogIdentifiers.camelFromSnake(key))])
                for name in names { map[name] = map[name] == nil ? .some(key) : .some(nil) }
            }
            keysByIdentifier[table] = map
        }
        guard let found = keysByIdentifier[table]?[keyIdentifier], let key = found else { return nil }
        return (table, key)
    }
}

/// xcstrings-tool's names for a table and a key (its `SwiftIdentifier`, after SwiftGen's): the
/// text split at every character no identifier may hold, each part's first letter capitalised,
/// the parts joined, `_` before a first character no identifier may start with; then, for a
/// variable, the leading capitals lowered (`Localizable` → `localizable`, `URLStrings` →
/// `urlStrings`, `OK` → `ok`).
enum CatalogIdentifiers {
    /// The variable (or case) name the plugin gives `text`.
    static func variable(_ text: String) -> String {
        let type = identifier(text)
        let capitals = type.prefix { $0.isUppercase }
        if capitals.isEmpty { return type }
        if capitals.unicodeScalars.count == 1 { return lowerFirst(type, 1) }
        if capitals.count == type.count { return type.lowercased() }
        return lowerFirst(type, capitals.unicodeScalars.count - 1)
    }

    /// `deleteAll` for `delete_all`: the plugin's option to read keys from snake case.
    static func camelFromSnake(_ text: String) -> String {
        guard text.contains("_") else { return text }
        let parts = text.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = parts.first else { return text }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The type name the plugin gives `text`.
    static func identifier(_ text: String) -> String {
        var result = ""
        var startOfPart = true
        for scalar in text.unicodeScalars {
            guard isTail(scalar) else {
                startOfPart = true
                continue
            }
            result += startOfPart ? String(scalar).uppercased() : String(scalar)
            startOfPart = false
        }
        guard let first = result.unicodeScalars.first else { return "" }
        return isHead(first) ? result : "_" + result
    }

    private static func lowerFirst(_ text: String, _ count: Int) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count >= count else { return text }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars.prefix(count))
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars.dropFirst(count))
        return String(head).lowercased() + String(tail)
    }

    /// A character an identifier may start with: a letter, `_`, most scripts' characters.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        if (0x300...0x36F).contains(scalar.value) || (0x1DC0...0x1DFF).contains(scalar.value)
            || (0x20D0...0x20FF).contains(scalar.value) || (0xFE20...0xFE2F).contains(scalar.value) { return false }
        return scalar.value >= 0xA8 && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
    }

    /// A character an identifier may hold after its first: also digits and combining marks.
    static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) || ("0"..."9").contains(scalar) { return true }
        let value = scalar.value
        return (0x300...0x36F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }
}
