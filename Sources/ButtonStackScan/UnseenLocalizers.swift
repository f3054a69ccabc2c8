import SwiftSyntax

/// A localizing function declared outside the folders scanned (an SDK's
/// `OCLocalizedString("Cancel", nil)`, a package's `localized("Done")`): a call the scan cannot
/// read into, whose name says it localizes (it holds `localized`, any case), given a string
/// literal first and nothing after but literals or `nil` (a comment, a table name, no value to
/// fill in), gives that literal as a key — only when the app's own strings hold it (in
/// `Localizable` when that table does, else in the one table that does). A function the scanned
/// code declares is read from its body instead, never by its name; a method of a value
/// (`name.localizedCaseInsensitiveCompare("x")`) is no such call.
extension ValueResolver {
    func unseenLocalizer(_ call: FunctionCallExprSyntax, called: String) -> Outcome? {
        let parts = called.split(separator: ".").map(String.init)
        guard let name = parts.last, name.lowercased().contains("localized"), call.trailingClosure == nil else { return nil }
        // A free function, or a static one of a type (`Strings.localized("x")`).
        guard parts.dropLast().allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        guard index.globalFunctions[name] == nil, index.staticFunctions(named: name).isEmpty,
              parts.count == 1 || index.types[parts[parts.count - 2]]?.functions[name] == nil else { return nil }
        guard let first = call.arguments.first, first.label == nil,
              let key = first.expression.as(StringLiteralExprSyntax.self)?.literalText, !key.isEmpty else { return nil }
        for argument in call.arguments.dropFirst() {
            let expression = argument.expression
            guard expression.is(NilLiteralExprSyntax.self) || expression.as(StringLiteralExprSyntax.self)?.literalText != nil else { return nil }
        }
        let tables = appStrings.tables(holding: key)
        guard let table = tables.contains("Localizable") ? "Localizable" : (tables.count == 1 ? tables[0] : nil) else { return nil }
        return .values([.key(key, table: table)])
    }
}
