import SwiftSyntax

/// View modifiers: peeled off a view expression (`Button(…).buttonStyle(.bordered).tint(.red)`),
/// and the few that change a button as the spec sees it.
enum Modifiers {
    /// One modifier: its name and, when called, its call.
    struct Applied {
        var name: String
        var call: FunctionCallExprSyntax?
    }

    /// The view under the modifiers, and the modifiers from the innermost out.
    static func peel(_ expression: ExprSyntax) -> (ExprSyntax, [Applied]) {
        var current = expression
        var applied: [Applied] = []
        // Bounded: each step removes one modifier of a finite expression.
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, isView(base), !isOptionalMap(call) {
                applied.append(Applied(name: member.declName.baseName.text, call: call))
                current = base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, isView(base), !(base.is(DeclReferenceExprSyntax.self)) {
                applied.append(Applied(name: member.declName.baseName.text, call: nil))
                current = base
                continue
            }
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                // `#if os(iOS) .pickerStyle(.menu) #else .pickerStyle(.inline) #endif`: the
                // modifiers of the clause an iOS build takes.
                applied.append(contentsOf: iOSModifiers(postfix.config).reversed())
                current = base
                continue
            }
            break
        }
        return (current, applied.reversed())
    }

    /// The modifiers the clause of `config` an iOS build takes applies, outermost last
    /// (`.pickerStyle(.menu)`, or `.a().b()`); none when iOS takes no clause.
    private static func iOSModifiers(_ config: IfConfigDeclSyntax) -> [Applied] {
        guard let clause = IOSBuild.clause(of: config), case .postfixExpression(let chain)? = clause.elements else { return [] }
        var found: [Applied] = []
        var current: ExprSyntax? = chain
        // Bounded: each step goes one modifier in.
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                found.append(Applied(name: member.declName.baseName.text, call: call))
                current = member.base
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                found.append(Applied(name: member.declName.baseName.text, call: nil))
                current = member.base
            } else {
                break
            }
        }
        return found.reversed()
    }

    /// `value.map { view }`: a view made from an optional (``ViewReader/optionalMap(_:_:)``), not a modifier.
    static func isOptionalMap(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return (name == "map" || name == "flatMap") && call.arguments.isEmpty && call.trailingClosure != nil
    }

    /// True when `base` is a view a modifier applies to, not a type or namespace (`L10n.tr`, `Self.make`).
    private static func isView(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isLowercase == true && name != "self"
        }
        if base.is(FunctionCallExprSyntax.self) || base.is(IfExprSyntax.self) || base.is(PostfixIfConfigExprSyntax.self) { return true }
        // `image!.resizable()`: an optional view unwrapped.
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { return isView(unwrapped.expression) }
        if let member = base.as(MemberAccessExprSyntax.self) {
            // SwiftGen's `CoreAssets.filter.swiftUIImage` is the image view of an asset.
            if member.declName.baseName.text == "swiftUIImage" { return true }
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" || member.base.map(isView) == true
        }
        return false
    }

    /// True when `.pickerStyle(.menu)` is among `modifiers`: inside a menu, the picker is then a
    /// submenu (one item showing its label, its choices a menu of their own), not inline items.
    static func makesSubmenu(_ modifiers: [Applied]) -> Bool {
        modifiers.contains { modifier in
            guard modifier.name == "pickerStyle", let style = modifier.call?.arguments.first?.expression.trimmedDescription else { return false }
            return style == ".menu" || style == "MenuPickerStyle()"
        }
    }

    /// The modifiers applied to `node` from the innermost out (`Picker(…) { … }.pickerStyle(.menu)`
    /// seen from the `Picker`), along its chain of modifiers.
    static func applied(to node: FunctionCallExprSyntax) -> [Applied] {
        var applied: [Applied] = []
        var current = Syntax(node)
        // Bounded: each step goes one modifier out along a finite chain.
        while true {
            if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base.map(Syntax.init) == current {
                applied.append(contentsOf: iOSModifiers(postfix.config))  // `#if os(iOS) .pickerStyle(.menu) #endif`
                current = Syntax(postfix)
                continue
            }
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current else { break }
            let call = member.parent?.as(FunctionCallExprSyntax.self)
            applied.append(Applied(name: member.declName.baseName.text, call: call))
            current = call.map(Syntax.init) ?? Syntax(member)
        }
        return applied
    }

    /// The spec's style for a `.buttonStyle(…)` modifier, nil for another modifier or an app's own style.
    static func style(_ modifier: Applied) -> String? {
        guard modifier.name == "buttonStyle", let argument = modifier.call?.arguments.first?.expression else { return nil }
        return swiftUIStyle(argument.trimmedDescription)
    }

    /// `.borderedProminent` → filled, `.bordered` → gray, `.plain`/`.borderless` → plain, the glass styles.
    static func swiftUIStyle(_ written: String) -> String? {
        let name = String(written.filter { !$0.isWhitespace })
        switch name {
        case ".borderedProminent", "BorderedProminentButtonStyle()", ".borderedProminent()": return "filled"
        case ".bordered", "BorderedButtonStyle()": return "gray"
        case ".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()": return "plain"
        case ".glass", ".glass()", "GlassButtonStyle()": return "glass"
        case ".glassProminent", "GlassProminentButtonStyle()": return "glassProminent"
        case ".glass(.clear)": return "clearGlass"
        default: return nil
        }
    }

    /// The spec's style for a `UIButton.Configuration` factory (`.filled()`, `.prominentGlass()` …).
    static func uiKitStyle(_ factory: String) -> String? {
        switch factory {
        case "filled", "borderedProminent": return "filled"
        case "tinted", "borderedTinted": return "tinted"
        case "gray", "bordered": return "gray"
        case "plain", "borderless": return "plain"
        case "glass": return "glass"
        case "prominentGlass": return "glassProminent"
        case "clearGlass": return "clearGlass"
        case "prominentClearGlass": return "prominentClearGlass"
        default: return nil
        }
    }

    /// The spec's role for a SwiftUI `ButtonRole` or a UIKit alert action style.
    static func role(_ expression: ExprSyntax?) -> String? {
        guard let written = expression?.trimmedDescription else { return nil }
        var parts = written.split(separator: ".").map(String.init)
        // A stock action's style (`UIAlertAction.cancel.style`) is the role it is named after.
        if parts.count > 1, parts.last == "style", written.hasPrefix("UIAlertAction.") || written.hasPrefix(".") { parts.removeLast() }
        return role(named: parts.last ?? written)
    }

    /// The role a case of `ButtonRole` (or `UIAlertAction.Style`) named `name` gives: nil for one
    /// drawn as any button is.
    static func role(named name: String) -> String? {
        switch name {
        case "destructive": return "destructive"
        case "cancel": return "cancel"
        default: return nil
        }
    }
}
