import SwiftSyntax

/// An app's own strings enum written at build time by its own script and not committed
/// (`LocalString.common_button_cancel`, a script writing `static let common_button_cancel =
/// "common.button.cancel".localized` from the English table): a member of a root no scanned
/// code declares names the key ``StringsEnumIdentifiers`` reverses it to, in whichever table
/// holds it. The root is read so only when the code's own use of it says it is such an enum:
/// every member the scanned code reads of it names exactly one key of the app's tables, and at
/// least ``minimumInformativeMembers`` of them are more than a key in another case
/// (`common_button_cancel` of `common.button.cancel`, not `save` of `Save`, which a package's
/// `Fonts.save` could be as well). No table in the scan: nothing, as before.
extension ValueResolver {
    /// The fewest members of a root, named by keys they are more than a case change of, that make
    /// it a strings enum.
    static let minimumInformativeMembers = 2
    /// The most distinct members gathered of one root: a generated enum is used for a few
    /// hundred keys, and a root read past this many is not judged.
    static let maximumMembersPerRoot = 20_000

    /// Framework types whose static members code reads everywhere (`Color.accentColor`,
    /// `Font.title`): never an app's strings enum, whatever keys the app has.
    private static let frameworkRoots: Set<String> = [
        "Alignment", "Animation", "Bool", "Bundle", "Calendar", "Color", "Date", "Double", "Edge", "EdgeInsets",
        "Float", "Font", "HorizontalAlignment", "Image", "Int", "Locale", "Material", "Notification", "String",
        "Text", "TimeInterval", "URL", "UserDefaults", "VerticalAlignment",
    ]
    /// Prefixes of Apple's framework types (`UIColor`, `NSFont`, `CGFloat`).
    private static let frameworkPrefixes = ["UI", "NS", "CG", "CA", "CF", "AV", "MK", "WK"]

    /// The key `root.member` names where `root` is an app's strings enum the scan does not see;
    /// with `values`, the format called with that many values (`LocalString.files(withArgs: n)`).
    func unseenStringsEnumMember(root: String, member: String, values: Int?) -> Outcome? {
        guard appStrings.hasFiles, namesStringsEnum(root),
              let (found, _) = generatedMaps.normalizedString(Self.plainMember(member), appStrings) else { return nil }
        return keyOutcome(found, values: values)
    }

    /// `Root.member(…)` of an app's strings enum the scan does not see.
    func unseenStringsEnumCall(_ call: FunctionCallExprSyntax) -> Outcome? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let root = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return unseenStringsEnumMember(root: root, member: member.declName.baseName.text, values: call.arguments.count)
    }

    /// True when `root` is no type, alias or global of the scanned code nor a framework's, and the
    /// code's use of it says it is a strings enum (judged once a root).
    private func namesStringsEnum(_ root: String) -> Bool {
        if let judged = generatedMaps.stringsEnumRoots[root] { return judged }
        let judged = Self.couldBeAppType(root) && !declaresType(root) && index.typeAliases[root] == nil
            && index.globalProperties[root] == nil && membersNameKeys(of: root)
        generatedMaps.stringsEnumRoots[root] = judged
        return judged
    }

    /// True when every member the code reads of `root` (but those an extension of it declares)
    /// names one key, enough of them more than by a case change.
    private func membersNameKeys(of root: String) -> Bool {
        guard let members = membersByRoot()[root], members.count <= Self.maximumMembersPerRoot else { return false }
        let extended = index.types[root]
        var informative = 0
        for member in members where extended?.properties[member] == nil && extended?.functions[member] == nil {
            guard let match = generatedMaps.normalizedString(member, appStrings) else { return false }
            if match.informative { informative += 1 }
        }
        return informative >= Self.minimumInformativeMembers
    }

    /// The members the scanned code reads of each capitalised name (`Root.member`, a call's too),
    /// gathered by one walk of each file, the first time a root is judged.
    private func membersByRoot() -> [String: Set<String>] {
        if let made = generatedMaps.membersByRoot { return made }
        var made: [String: Set<String>] = [:]
        for file in index.files {
            var pending: [Syntax] = [Syntax(file.tree)]
            while let node = pending.popLast() {
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
                guard node.kind == .memberAccessExpr, let member = node.as(MemberAccessExprSyntax.self),
                      let root = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      root.first?.isUppercase == true else { continue }
                let name = Self.plainMember(member.declName.baseName.text)
                guard !["self", "Type", "Protocol", "init"].contains(name),
                      made[root, default: []].count <= Self.maximumMembersPerRoot else { continue }
                made[root, default: []].insert(name)
            }
        }
        generatedMaps.membersByRoot = made
        return made
    }

    /// False for a framework's type (`Color`, `UIFont`).
    private static func couldBeAppType(_ root: String) -> Bool {
        guard !frameworkRoots.contains(root) else { return false }
        return !frameworkPrefixes.contains { prefix in
            root.hasPrefix(prefix) && root.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// `default` for `` `default` ``: a generator quotes a name that is a keyword.
    private static func plainMember(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }
}
