import SwiftSyntax

/// A localizing function declared outside the folders scanned (an SDK's
/// `OCLocalizedString("Cancel", nil)`, a package's `localized("Done")`): a call the scan cannot
/// read into, whose name says it localizes (``saysLocalized(_:)``), given a string literal
/// first and nothing after but literals or `nil` (a comment, a table name, no value to fill in),
/// gives that literal as a key — only when the app's own strings hold it (in the table a literal
/// `table:`/`tableName:` names; else in `Localizable` when that table does, else in the one table
/// that does), or when the app has no string tables at all (then in `Localizable`). A function
/// the scanned code declares (globally, or in any type or extension) is read from its body
/// instead, never by its name; a method of a value
/// (`name.localizedCaseInsensitiveCompare("x")`) is no such call.
extension ValueResolver {
    func unseenLocalizer(_ call: FunctionCallExprSyntax, called: String) -> Outcome? {
        let parts = called.split(separator: ".").map(String.init)
        guard let name = parts.last, Self.saysLocalized(name), call.trailingClosure == nil else { return nil }
        // A free function, or a static one of a type (`Strings.localized("x")`).
        guard parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        // Declared anywhere in the scanned code (a global, or a method of any type or extension):
        // read from its body, never by its name.
        guard index.globalFunctions[name] == nil, !index.types.values.contains(where: { $0.functions[name] != nil }) else { return nil }
        guard let first = call.arguments.first, first.label == nil,
              let key = first.expression.as(StringLiteralExprSyntax.self)?.literalText, !key.isEmpty else { return nil }
        var named: String?
        for argument in call.arguments.dropFirst() {
            let expression = argument.expression
            let literal = expression.as(StringLiteralExprSyntax.self)?.literalText
            guard expression.is(NilLiteralExprSyntax.self) || literal != nil else { return nil }
            if let label = argument.label?.text, label == "table" || label == "tableName", let literal { named = literal }
        }
        return unseenKey(key, table: named)
    }

    /// `"onboarding.create".localized()`: a method of `String` declared outside the folders
    /// scanned (a package's `extension String { func localized() -> String }`), named as
    /// localizing, called on a string literal with nothing but literals or `nil` after it: the
    /// literal as a key, by the same rules as ``unseenLocalizer(_:called:)``. A method the
    /// scanned code declares is read from its body (``stringMethodCall(_:_:)``), never by its name.
    func unseenStringMethod(_ call: FunctionCallExprSyntax) -> Outcome? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), call.trailingClosure == nil,
              let key = access.base?.as(StringLiteralExprSyntax.self)?.literalText, !key.isEmpty else { return nil }
        let name = access.declName.baseName.text
        // Declared anywhere in the scanned code (`extension StringProtocol`, a global): not unseen.
        guard Self.saysLocalized(name), index.globalFunctions[name] == nil, !index.types.values.contains(where: { $0.functions[name] != nil }),
              call.arguments.allSatisfy({ $0.expression.is(NilLiteralExprSyntax.self) || $0.expression.as(StringLiteralExprSyntax.self)?.literalText != nil })
        else { return nil }
        let named = call.arguments.first { $0.label?.text == "table" || $0.label?.text == "tableName" }?
            .expression.as(StringLiteralExprSyntax.self)?.literalText
        return unseenKey(key, table: named)
    }

    /// `#localized("Copy link")`, `#localized("Sort", bundle: .module)`: a freestanding macro
    /// whose name says it localizes (its expansion lives in a macro plug-in the scan cannot read),
    /// given a string literal first and after it only literals, `nil` or a bundle: the literal as
    /// a key of the table a literal `table:`/`tableName:` names, else found by
    /// ``unseenKey(_:table:)``, else of `Localizable` — a macro is named in the code that uses it,
    /// never a method of some other value, so its name is taken at its word.
    func localizingMacro(_ macro: MacroExpansionExprSyntax) -> Outcome? {
        guard Self.saysLocalized(macro.macroName.text), macro.trailingClosure == nil,
              let first = macro.arguments.first, first.label == nil,
              let key = first.expression.as(StringLiteralExprSyntax.self)?.literalText, !key.isEmpty else { return nil }
        var named: String?
        for argument in macro.arguments.dropFirst() {
            let expression = argument.expression, label = argument.label?.text
            let literal = expression.as(StringLiteralExprSyntax.self)?.literalText
            guard expression.is(NilLiteralExprSyntax.self) || literal != nil || label == "bundle" else { return nil }
            if label == "table" || label == "tableName", let literal { named = literal }
        }
        return unseenKey(key, table: named) ?? .values([.key(key, table: named ?? "Localizable")])
    }

    /// `key` of the table `named`, when the app's strings hold it there; without a table named,
    /// of `Localizable` when that table holds it, else of the one table that does, and of
    /// `Localizable` when the app has no string tables at all.
    private func unseenKey(_ key: String, table named: String?) -> Outcome? {
        if let named { return appStrings.contains(key, table: named) ? .values([.key(key, table: named)]) : nil }
        // An app with no string tables of its own (its titles are its source language's text,
        // `NSLocalizedString("Cancel", comment: "")` everywhere) reads the key as Localizable's.
        // (Files found but not read — past the deadline, or too large — are no such app.)
        if !appStrings.hasFiles { return .values([.key(key, table: "Localizable")]) }
        let tables = appStrings.tables(holding: key)
        guard let table = tables.contains("Localizable") ? "Localizable" : (tables.count == 1 ? tables[0] : nil) else { return nil }
        return .values([.key(key, table: table)])
    }

    /// True for a name that says it localizes: it starts with `localized`/`Localized`, or one of
    /// its words is `Localized` (`OCLocalizedString`), not after `Un`, `Non` or `Not` (`Unlocalized`, `NonLocalizedTitle`).
    static func saysLocalized(_ name: String) -> Bool {
        // `localized(…)`, `localize(…)`, `LocalizedString(…)`, `#localize("key")`.
        if name.hasPrefix("localize") || name.hasPrefix("Localize") { return true }
        var rest = Substring(name)
        while let range = rest.firstRange(of: "Localized") {
            let before = name[..<range.lowerBound].lowercased()
            if !before.hasSuffix("un") && !before.hasSuffix("non") && !before.hasSuffix("not") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// `UIImage.templateImageNamed("forgetMode")`: a static method of `UIImage` or `Image` that a
    /// module outside the folders scanned declares, named for the image it loads by name
    /// (`…Named`, `named…`), given one string literal: that asset. One the scanned code
    /// declares is read from its body instead.
    func unseenImageHelper(_ call: FunctionCallExprSyntax, called: String) -> Outcome? {
        let parts = called.split(separator: ".").map(String.init)
        guard parts.count == 2, ["UIImage", "Image", "NSImage"].contains(parts[0]), let method = parts.last,
              method.hasSuffix("Named") || method.hasPrefix("named"), index.types[parts[0]]?.functions[method] == nil,
              !method.lowercased().contains("symbol"), !method.lowercased().contains("system"),
              call.arguments.count == 1, call.trailingClosure == nil, let only = call.arguments.first, only.label == nil,
              let name = only.expression.as(StringLiteralExprSyntax.self)?.literalText, !name.isEmpty else { return nil }
        // Where the app's catalogs are scanned, only an image they hold.
        guard appAssets.catalogs.isEmpty || appAssets.catalogs.contains(where: { $0.assets.contains(name) }) else { return nil }
        return .values([.icon("asset:" + name)])
    }
}
