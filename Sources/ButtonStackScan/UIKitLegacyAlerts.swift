import SwiftSyntax

/// UIKit's alerts before `UIAlertController`, deprecated since iOS 8 and still in older apps:
/// `UIActionSheet(title:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:…)`
/// and `UIAlertView(title:message:delegate:cancelButtonTitle:otherButtonTitles:…)`. Their buttons
/// are their title arguments: the cancel one, the destructive one (a sheet's), and the other
/// titles, the first labelled `otherButtonTitles:` and the rest after it (a variadic list).
extension UIKitGroupFinder {
    /// The group of a `UIActionSheet(…)` (`sheet`) or `UIAlertView(…)` call, laid out as iOS lays
    /// out an action sheet's or an alert's actions; `nil` titles are no buttons.
    func legacyAlertView(_ node: FunctionCallExprSyntax, sheet: Bool) {
        // Buttons added after it is made (`sheet.addButton(withTitle: …)`) are the run's to count:
        // wherever in the file they may be added (a property's sheet filled in `viewDidLoad`, one
        // made in each branch of an `if` and filled after it, one handed to a helper).
        if addsLegacyButtons(to: node) {
            sink.skip(line: file.line(of: node), container: sheet ? "actionSheet" : "alertController",
                      reason: "buttons added with `addButton(withTitle:)` after it is made, counted at run time")
            return
        }
        let environment = Environment(file: file, typeName: node.enclosingTypeName)
        let arguments = Array(node.arguments)
        var buttons: [(title: ExprSyntax, role: String?)] = []
        if let cancel = node.argument("cancelButtonTitle") { buttons.append((cancel, "cancel")) }
        if sheet, let destructive = node.argument("destructiveButtonTitle") { buttons.append((destructive, "destructive")) }
        if let first = arguments.firstIndex(where: { $0.label?.text == "otherButtonTitles" }) {
            for index in arguments.indices[first...] where index == first || arguments[index].label == nil {
                buttons.append((arguments[index].expression, nil))
            }
        }
        var content = Content.empty
        for button in buttons where !button.title.is(NilLiteralExprSyntax.self) {
            content = content.then(titledAction(button.title, line: file.line(of: button.title), environment) { button.role }, limit: reader.limit)
        }
        sink.add(content, container: sheet ? "actionSheet" : "alertController", owner: node.enclosingTypeName, line: file.line(of: node),
                 endLine: file.endLine(of: node), modes: sheet ? AlertLayout.listModes : AlertLayout.alertModes,
                 order: sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
    }

    /// True when buttons may be added to the alert `node` makes: the file calls
    /// `addButton(withTitle:)`, and the alert is not a local constant its body only ever uses
    /// as `name.member` with another member than `addButton` (one passed, returned or stored
    /// leaves its body, where which alert a call fills is not followed).
    private func addsLegacyButtons(to node: FunctionCallExprSyntax) -> Bool {
        guard fileCallsAddButton(node) else { return false }
        guard let (name, body) = Self.localConstant(holding: node) else { return true }
        if referencesByScope[body.id] == nil {
            referencesByScope[body.id] = Dictionary(grouping: body.descendants(DeclReferenceExprSyntax.self)) { $0.baseName.text }
        }
        return (referencesByScope[body.id]?[name] ?? []).contains { reference in
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else { return true }
            return member.declName.baseName.text == "addButton"
        }
    }

    /// True when the file `node` is in calls `addButton(withTitle:)` anywhere; worked out once a
    /// file, so that a file of many alerts is read once.
    private func fileCallsAddButton(_ node: some SyntaxProtocol) -> Bool {
        if let known = fileAddsLegacyButtons { return known }
        let adds = node.root.descendants(FunctionCallExprSyntax.self).contains { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addButton"
                && call.arguments.first?.label?.text == "withTitle"
        }
        fileAddsLegacyButtons = adds
        return adds
    }

    /// `let name = UIActionSheet(…)` in a body: the name and the statements it is declared in.
    private static func localConstant(holding node: FunctionCallExprSyntax) -> (String, CodeBlockItemListSyntax)? {
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let),
              let body = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        return (name, body)
    }
}
