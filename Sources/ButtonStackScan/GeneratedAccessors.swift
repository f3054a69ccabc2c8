import SwiftSyntax

/// The accessors R.swift and SwiftGen generate at build time from an app's strings and asset
/// catalogs, when the scanned code does not declare them (the generated file is not committed):
/// R.swift's `R.string.localizable.settingsTitle()`, `R.string.localizable.deleteItem(name)`,
/// `R.string(preferredLanguages: …).localizable.x()`, `String(resource: R.string.localizable.x)`,
/// `R.image.star()`, `UIImage(resource: R.image.star)`, `Image(R.image.star)`; SwiftGen's
/// `L10n.Settings.ConnectionSection.makeDefault`, `L10n.settingsTitle`, `L10n.deleteItem(name)`,
/// `Asset.Images.star.image`, `Image(asset: Asset.star)`, and the strings enum under a name an app
/// configures (`Localizations.tryAgain`). Each is reversed through the
/// generator's own naming rule (``RswiftIdentifiers``, ``SwiftGenIdentifiers``) to a key of the
/// app's tables or a set of its catalogs; one that names none gives nothing, so an app's own
/// `R` of another meaning is never read as R.swift's. A declared `R`, `L10n` or `Asset` (a
/// committed generated file, or the app's own type) is read from its declaration instead.
extension ValueResolver {
    /// R.swift's root.
    static let rswiftRoot = "R"
    /// SwiftGen's default roots for strings and for asset catalogs.
    static let swiftGenStringsRoot = "L10n"
    static let swiftGenAssetsRoot = "Asset"
    /// The most names an accessor path is followed through: generated ones nest a few deep.
    static let maximumAccessorParts = 16
    /// Arguments of R.swift's accessors that choose a language or bundle, not a format's values.
    private static let languageLabels: Set<String> = ["preferredLanguages", "locale", "bundle"]
    /// Members of SwiftGen's asset constants that stand for its image (`Asset.star.image`).
    private static let swiftGenImageMembers: Set<String> = ["image", "swiftUIImage", "uiImage", "name"]

    /// The key or asset an undeclared generated accessor `member` names; nil when it is none.
    func unseenGeneratedMember(_ member: MemberAccessExprSyntax) -> Outcome? {
        guard let parts = Self.accessorParts(ExprSyntax(member)) else { return nil }
        return unseenGenerated(parts, values: nil)
    }

    /// The key or asset an undeclared generated accessor names by its path of names, the root first
    /// (`["Strings", "ProfileModule", "Donate", "anilibria"]`, a type alias's target with the member
    /// after it); nil when it is none.
    func unseenGeneratedPath(_ parts: [String]) -> Outcome? {
        guard parts.count <= Self.maximumAccessorParts else { return nil }
        return unseenGenerated(parts, values: nil)
    }

    /// The key, format or asset an undeclared generated accessor's call names (`R.string.localizable.x()`,
    /// `L10n.deleteItem(name)`, `R.image.star()`, `String(resource: R.string.localizable.x)`); nil when none.
    func unseenGeneratedCall(_ call: FunctionCallExprSyntax) -> Outcome? {
        guard call.trailingClosure == nil else { return nil }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String", call.arguments.count == 1,
           let resource = call.argument("resource") {
            return Self.accessorParts(resource).flatMap { unseenGenerated($0, values: nil) }
        }
        guard let parts = Self.accessorParts(call.calledExpression) else { return nil }
        let values = call.arguments.filter { !Self.languageLabels.contains($0.label?.text ?? "") }.count
        return unseenGenerated(parts, values: values)
    }

    /// `UIImage(resource: R.image.star)`, `Image(asset: Asset.star)`, `UIImage(asset: Asset.star)`:
    /// the asset of the accessor passed; nil when the argument names no icon the scan knows.
    func generatedResourceImage(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Outcome? {
        guard let argument = call.argument("resource") ?? call.argument("asset") else { return nil }
        let outcome = evaluate(argument, environment)
        guard let values = outcome.values, !values.isEmpty,
              values.allSatisfy({ if case .icon = $0 { return true } else { return false } }) else { return nil }
        return outcome
    }

    /// What `parts` (the root first) names, called with `values` values (nil: not called).
    private func unseenGenerated(_ parts: [String], values: Int?) -> Outcome? {
        guard parts.count >= 2, let root = parts.first, !declaresType(root) else { return nil }
        var rest = Array(parts.dropFirst())
        switch root {
        case Self.rswiftRoot where rest.first == "string":
            return generatedMaps.rswiftString(rest.joined(separator: "."), appStrings).map { keyOutcome($0, values: values) }
        case Self.rswiftRoot where rest.first == "image":
            // `R.image.star.name` in R.swift 7, which `Image(_:)` takes.
            if values == nil, rest.count > 2, rest.last == "name" { rest.removeLast() }
            return generatedMaps.rswiftImage(rest.joined(separator: "."), appAssets).map { .values([.icon("asset:" + $0)]) }
        case _ where Self.namesSwiftGenStrings(root) || Self.namesTuistAccessors(root, kind: "Strings"):
            return generatedMaps.swiftGenString(rest.joined(separator: "."), appStrings).map { keyOutcome($0, values: values) }
        case _ where root == Self.swiftGenAssetsRoot || Self.namesTuistAccessors(root, kind: "Asset"):
            if values == nil, rest.count > 1, let last = rest.last, Self.swiftGenImageMembers.contains(last),
               generatedMaps.swiftGenAsset(rest.joined(separator: "."), appAssets) == nil { rest.removeLast() }
            return generatedMaps.swiftGenAsset(rest.joined(separator: "."), appAssets).map { .values([.icon("asset:" + $0)]) }
        default:
            return nil
        }
    }

    /// True for SwiftGen's default strings root `L10n` and the names apps give it in their
    /// configuration's `enumName` (`Localizations`, `Localization`, `Strings`): a root that says
    /// it holds strings. The path must still name a key of the app's tables.
    static func namesSwiftGenStrings(_ root: String) -> Bool {
        [swiftGenStringsRoot, "Strings", "Localizations", "Localization", "Localizable", "LocalizedStrings"].contains(root)
    }

    /// True for Tuist's synthesized accessors, SwiftGen's templates named after their target
    /// (`DesignSystemAsset`, `WriteStrings`): `kind` after a target's name.
    static func namesTuistAccessors(_ root: String, kind: String) -> Bool {
        root.count > kind.count && root.hasSuffix(kind) && root.first?.isUppercase == true
    }

    /// True when the scanned code declares a type `name` (an enum too: the index marks only
    /// structs and classes declared), not only extends it.
    func declaresType(_ name: String) -> Bool {
        guard let type = index.types[name] else { return false }
        return type.isDeclared || type.isEnum
    }

    /// The key, or with values the format with a sample for each (as the key's source text, else
    /// the key, says what each is).
    func keyOutcome(_ found: GeneratedAccessorMaps.TableKey, values: Int?) -> Outcome {
        guard let values, values > 0 else { return .values([.key(found.key, table: found.table)]) }
        let template = appStrings.sourceTemplate(of: found.key, table: found.table) ?? found.key
        guard let samples = FormatSamples.samples(format: template, passed: values) else {
            return .unknown("`\(found.key)` takes more than \(FormatSamples.maximumArguments) values")
        }
        return .values([.format(found.key, table: found.table, arguments: samples)])
    }

    /// `["R", "string", "localizable", "title"]` for `R.string.localizable.title`, or through a
    /// call choosing the language (`R.string(preferredLanguages: langs).localizable.title`);
    /// backticks dropped; nil for any other expression or a path past ``maximumAccessorParts``.
    static func accessorParts(_ expression: ExprSyntax) -> [String]? {
        var parts: [String] = []
        var current = expression
        while parts.count < maximumAccessorParts {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                parts.append(unquotedName(member.declName.baseName.text))
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                parts.append(reference.baseName.text)
                return parts.reversed()
            } else if let call = current.as(FunctionCallExprSyntax.self), !parts.isEmpty, call.trailingClosure == nil,
                      !call.arguments.isEmpty, call.arguments.allSatisfy({ languageLabels.contains($0.label?.text ?? "") }) {
                current = call.calledExpression
            } else {
                return nil
            }
        }
        return nil
    }

    /// `default` for `` `default` ``: generators quote the names that are keywords.
    private static func unquotedName(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }
}
