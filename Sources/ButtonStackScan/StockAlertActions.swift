import SwiftSyntax

/// The stock actions alert libraries add to `UIAlertAction` (`UIAlertAction.cancel`, `.ok`: a
/// `static var` made with UIKit's own "Cancel" of style `.cancel`, or "OK"), read where the
/// scanned code does not declare a member of that name (the library is a package or submodule
/// outside it): `addAction(.cancel)`, `UIAlertAction(title: UIAlertAction.cancel.title, style:
/// UIAlertAction.cancel.style)`. Their titles are iOS's, in the system's language, written as
/// English text as SwiftUI's `.cancel()` is.
enum StockAlertActions {
    /// The stock actions by member name: the title iOS shows, and the role.
    static let actions: [String: (title: String, role: String?)] = ["cancel": ("Cancel", "cancel"), "ok": ("OK", nil)]

    /// The title and role of the stock action `expression` names (`.cancel`, `UIAlertAction.ok`),
    /// nil when it names none or the scanned code declares that member of `UIAlertAction`.
    static func action(_ expression: ExprSyntax, _ index: DeclarationIndex) -> (title: String, role: String?)? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "UIAlertAction" { return nil }
        let name = member.declName.baseName.text
        guard index.types["UIAlertAction"]?.properties[name] == nil else { return nil }
        return actions[name]
    }
}
