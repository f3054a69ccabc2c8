import SwiftSyntax

/// One argument of a call as written: its label, its expression, and whether it is the
/// unlabelled trailing closure.
struct CallArgument {
    var label: String?
    var expression: ExprSyntax
    var isTrailing: Bool
}

extension FunctionCallExprSyntax {
    /// Every argument: those in parentheses, the trailing closure, the labelled trailing closures.
    var allArguments: [CallArgument] {
        var result = arguments.map { CallArgument(label: $0.label?.text, expression: $0.expression, isTrailing: false) }
        if let trailingClosure { result.append(CallArgument(label: nil, expression: ExprSyntax(trailingClosure), isTrailing: true)) }
        result += additionalTrailingClosures.map { CallArgument(label: $0.label.text, expression: ExprSyntax($0.closure), isTrailing: false) }
        return result
    }
}

extension FunctionDecl {
    /// The call's arguments paired with the parameters they pass, as Swift matches them:
    /// labelled ones by label, unlabelled ones in order, the trailing closure to the first
    /// function-typed parameter left; nil when an argument fits nowhere or a parameter without
    /// a default (and not variadic) is left.
    func pair(_ arguments: [CallArgument]) -> [(Parameter, CallArgument)]? {
        var taken = Array(repeating: false, count: parameters.count)
        var pairs: [(Parameter, CallArgument)] = []
        for argument in arguments where !argument.isTrailing {
            guard let index = parameters.indices.first(where: { !taken[$0] && parameters[$0].label == argument.label }) else { return nil }
            taken[index] = true
            pairs.append((parameters[index], argument))
        }
        for argument in arguments where argument.isTrailing {
            guard let index = parameters.indices.first(where: { !taken[$0] && parameters[$0].type.contains("->") }) else { return nil }
            taken[index] = true
            pairs.append((parameters[index], argument))
        }
        // A variadic parameter (`_ args: CVarArg...`) given no value is empty.
        for index in parameters.indices where !taken[index] && parameters[index].defaultValue == nil && !parameters[index].type.hasSuffix("...") {
            return nil
        }
        return pairs
    }
}

extension Array where Element == FunctionDecl {
    /// The one function of these overloads a call with `arguments` calls, as Swift ranks them:
    /// of those the arguments fit, the one leaving the fewest parameters to their defaults
    /// (`showAlert(message:actionTitle:)` calls `showAlert(title:message:actionTitle:okAction:)`
    /// rather than the overload with four more defaulted parameters); nil when none fits or two
    /// tie.
    func overload(for arguments: [CallArgument]) -> FunctionDecl? {
        let closest = closestFits(for: arguments)
        return closest.count == 1 ? closest[0] : nil
    }

    /// ``overload(for:)``, and where two fit equally well, the one declared nearest the caller's
    /// `file`: an app of several modules declares an `internal` helper again in each
    /// (`OBALoc(_:value:comment:)` in both `OBAKit/Strings` and `OBAKitCore/Strings`), and a call
    /// reaches its own module's. Nearest is the caller's own file, else the most leading folders
    /// shared with the caller's path; nil when two are as near. A `private` function of another
    /// file is never the one called.
    func overload(for arguments: [CallArgument], near file: ParsedFile) -> FunctionDecl? {
        // A private function of another file is not this call's; one of the caller's own file is.
        let reachable = filter { !$0.isFilePrivate || $0.file.path == file.path }
        let closest = reachable.closestFits(for: arguments)
        guard closest.count > 1 else { return closest.first }
        let sameFile = closest.filter { $0.file.path == file.path }
        if sameFile.count == 1 { return sameFile[0] }
        return Nearest.one(of: closest, to: file.path) { $0.file.path }
    }

    /// The functions the arguments fit that leave the fewest parameters to their defaults, one
    /// leaving a variadic parameter empty ranked after any that does not, as Swift ranks them:
    /// `translate("Copy")` calls `translate(_:)`, not `translate(_:arguments:)`, and `"x".localized()`
    /// calls `localized(comment: String = "")`, not `localized(_ args: CVarArg...)`.
    func closestFits(for arguments: [CallArgument]) -> [FunctionDecl] {
        let fitting = compactMap { function -> (FunctionDecl, Int)? in
            guard let pairs = function.pair(arguments) else { return nil }
            let emptyVariadic = function.parameters.contains { parameter in
                parameter.type.hasSuffix("...") && !pairs.contains { $0.0.name == parameter.name }
            }
            return (function, (emptyVariadic ? 1_000 : 0) + function.parameters.count - pairs.count)
        }
        guard let fewest = fitting.map(\.1).min() else { return [] }
        return fitting.filter { $0.1 == fewest }.map(\.0)
    }
}

/// Of declarations a module each declares again, the one a file sees: most leading folders
/// shared with its path, as a module sees its own.
enum Nearest {
    /// The one of `items` (each declared in the file `path(of:)`) nearest `path`; nil when two are as near.
    static func one<Item>(of items: [Item], to path: String, _ declaredIn: (Item) -> String) -> Item? {
        let folders = path.split(separator: "/").dropLast()
        let ranked = items.map { item in (item, zip(folders, declaredIn(item).split(separator: "/").dropLast()).prefix { $0 == $1 }.count) }
        guard let nearest = ranked.map(\.1).max(), ranked.filter({ $0.1 == nearest }).count == 1 else { return nil }
        return ranked.first { $0.1 == nearest }?.0
    }
}
