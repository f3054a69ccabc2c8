/// `typealias AlertActionBlock = (UIAlertAction) -> Void`, then `static func discard(_ handler:
/// AlertActionBlock? = nil)`: the parameter takes a closure, so a trailing closure
/// (`AlertAction.discard { _ in … }`) is its argument. Each parameter declared with such an alias
/// is given the function type it stands for, once every file is read.
extension DeclarationIndex {
    /// Writes the function type behind each parameter declared with an alias of one.
    func expandFunctionAliases() {
        let functionAliases = typeAliases.compactMapValues { aliases -> String? in
            // One declaration, or several that agree, naming a function type.
            guard let target = aliases.first?.target, target.contains("->"), aliases.allSatisfy({ $0.target == target }) else { return nil }
            return target
        }
        guard !functionAliases.isEmpty else { return }
        func expanded(_ function: FunctionDecl) -> FunctionDecl {
            var function = function
            function.parameters = function.parameters.map { parameter in
                var parameter = parameter
                let written = parameter.type.hasPrefix("@escaping ") ? String(parameter.type.dropFirst(10)) : parameter.type
                let bare = ValueResolver.withoutOptionals(written)
                if let target = functionAliases[bare] { parameter.type = "(" + target + ")" + written.dropFirst(bare.count) }
                return parameter
            }
            return function
        }
        for type in Array(types.values) + Array(nestedTypes.values) {
            type.functions = type.functions.mapValues { $0.map(expanded) }
            type.initializers = type.initializers.map(expanded)
        }
        globalFunctions = globalFunctions.mapValues { $0.map(expanded) }
    }
}
