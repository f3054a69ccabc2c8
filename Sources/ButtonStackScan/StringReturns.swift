/// What a helper function declared `-> String` returns: text, shown as it is.
///
/// A literal a function returns is typed by the function's declaration, not by where the call
/// sits: `func label(for symbol: String) -> String { … return "Back" }` passed to
/// `.accessibilityLabel(_:)` or `Button(_:)` picks SwiftUI's `StringProtocol` overload, which shows
/// the string unlocalized. Only a declared `String` (or `String?`, `Swift.String`) turns literals
/// into text; any other return type (`LocalizedStringKey`, `LocalizedStringResource`, `Text`, none
/// written) leaves the values as they were read, as before, so a key passed through stays a key.
enum StringReturns {
    /// `outcome` with its literals made text when `returnType` is `String`, else unchanged.
    static func textIfString(_ outcome: Outcome, returnType: String?) -> Outcome {
        guard let returnType, isString(returnType), let values = outcome.values else { return outcome }
        return .values(values.map { value in
            if case .literal(let text) = value { return .text(text) }
            return value
        })
    }

    /// True for `String`, `String?`, `String!` and `Swift.String` as written in a declaration.
    static func isString(_ written: String) -> Bool {
        let bare = ValueResolver.withoutOptionals(written.filter { !$0.isWhitespace })
        return bare == "String" || bare == "Swift.String"
    }
}
