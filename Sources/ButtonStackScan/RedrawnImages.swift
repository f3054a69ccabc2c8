import SwiftSyntax

/// An app's own image method that draws the image it is called on again (`extension UIImage {
/// func tinted(with color: UIColor) -> UIImage? { … self.draw(at: .zero, …) … } }`): the icon
/// stays the symbol or asset it was, as with UIKit's `withTintColor(…)`. Recognised by its body
/// (it calls `self.draw(…)` or `draw(…)`), never by its name.
extension ValueResolver {
    /// True when every method `name` of the app's `extension UIImage` returns an image and
    /// draws `self` in its body.
    func redrawsSelf(_ name: String) -> Bool {
        guard let functions = index.types["UIImage"]?.functions[name], !functions.isEmpty else { return false }
        return functions.allSatisfy { function in
            guard !function.isStatic, function.returnType?.contains("UIImage") == true else { return false }
            return function.body.descendants(FunctionCallExprSyntax.self).contains { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "draw" else {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "draw"
                }
                return member.base?.isSelf == true
            }
        }
    }
}
