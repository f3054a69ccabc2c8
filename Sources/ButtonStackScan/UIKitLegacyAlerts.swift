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
        // Buttons added after it is made (`sheet.addButton(withTitle: …)`) are the run's to count.
        if let body = Self.enclosingBody(node), body.descendants(FunctionCallExprSyntax.self).contains(where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addButton" }) {
            sink.skip(line: file.line(of: node), container: sheet ? "actionSheet" : "alertController",
                      reason: "buttons added with `addButton(withTitle:)` after it is made, counted at run time")
            return
        }
        var content = Content.empty
        for button in buttons where !button.title.is(NilLiteralExprSyntax.self) {
            content = content.then(legacyButton(button.title, role: button.role, environment), limit: reader.limit)
        }
        sink.add(content, container: sheet ? "actionSheet" : "alertController", owner: node.enclosingTypeName, line: file.line(of: node),
                 endLine: file.endLine(of: node), modes: sheet ? AlertLayout.listModes : AlertLayout.alertModes,
                 order: sheet ? AlertLayout.sheetOrder : AlertLayout.alertOrder)
    }

    /// The innermost function or closure body around `node`.
    private static func enclosingBody(_ node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(CodeBlockSyntax.self) || candidate.is(ClosureExprSyntax.self) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// One button titled by `title` (a variant for each title it may be).
    private func legacyButton(_ title: ExprSyntax, role: String?, _ environment: Environment) -> Content {
        let line = file.line(of: title)
        switch titles.plain(title, environment) {
        case .success(let found):
            return Content(variants: found.map { [FoundButton(line: line, title: $0, icon: nil, role: role, style: nil)] })
        case .failure(let problem):
            return .runtime("line \(line): title: \(problem.reason)")
        }
    }
}
