import SwiftSyntax

/// The names Xcode's generated asset symbols give an image set (its "Generate Swift Asset Symbol
/// Extensions", on in projects made since Xcode 15): the set's name split at every character no
/// identifier may hold (`-`, `_`, spaces, dots), the first word's leading capitals lowered, each
/// later word's first letter capitalised, the words joined (`icon-name`, `icon_name` and
/// `Icon Name` are all `.iconName`); a name ending in `Image` is also known without it, as Xcode
/// drops that suffix. Names are compared by ``key(_:)``, so that a doubt over how the leading
/// capitals of an acronym are lowered never names another set: two sets of one key name neither.
enum XcodeAssetIdentifiers {
    /// The names code may write for the set `asset`.
    static func names(_ asset: String) -> [String] {
        var words: [String] = [""]
        for scalar in asset.unicodeScalars {
            if CatalogIdentifiers.isTail(scalar), scalar != "_" { words[words.count - 1].unicodeScalars.append(scalar) } else { words.append("") }
        }
        let parts = words.filter { !$0.isEmpty }
        guard let first = parts.first else { return [] }
        let name = SwiftGenIdentifiers.lowerFirstWord(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard name.hasSuffix("Image"), name.count > "Image".count else { return [name] }
        return [name, String(name.dropLast("Image".count))]
    }

    /// The form names are compared in: lowercased, without the `_` Xcode puts before a digit.
    static func key(_ name: String) -> String {
        String(name.drop { $0 == "_" }).lowercased()
    }
}

extension ValueResolver {
    /// The set an Xcode asset symbol names where an `ImageResource` is expected:
    /// `Image(.iconName)`, `UIImage(resource: .iconName)`, `Image(ImageResource.iconName)`,
    /// `Label("Title", image: .iconName)`. Nil when `expression` is no such symbol, or the app
    /// declares a static member or case of that name (read from its declaration instead); unknown
    /// when the app's catalogs hold no set of that name, or more than one.
    func assetSymbol(_ expression: ExprSyntax) -> Outcome? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "ImageResource" { return nil }
        let name = member.declName.baseName.text
        guard name != "init", index.staticOwners(of: name).isEmpty, index.enumWithCase(name, member: nil) == nil else { return nil }
        guard let asset = generatedMaps.xcodeImage(name, appAssets) else {
            return .unknown("`.\(name)` names no one image set of the app's asset catalogs")
        }
        return .values([.icon("asset:" + asset)])
    }

    /// `Image(.iconName)`, `UIImage(resource: .iconName)`: the set the image's resource names; nil
    /// for any other image call.
    func assetSymbolImage(_ call: FunctionCallExprSyntax) -> Outcome? {
        let unlabeled = call.arguments.count == 1 ? call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil } : nil
        guard let argument = call.argument("resource") ?? unlabeled else { return nil }
        return assetSymbol(argument)
    }
}
