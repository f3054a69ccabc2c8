import SwiftSyntax

/// A property the index knows: a constant, a computed property, or a view-returning property.
struct PropertyDecl {
    var name: String
    /// The declared type as written (`String`, `LocalizedStringKey`, `some View`), or nil.
    var type: String?
    var initializer: ExprSyntax?
    /// The getter's statements, for a computed property.
    var getter: CodeBlockItemListSyntax?
    var isStatic: Bool
    var file: ParsedFile
    /// The enclosing type's name, nil at top level.
    var owner: String?
    /// True for `@ViewBuilder let content: Content`: a memberwise initializer takes a closure for it.
    var isViewBuilder = false
    /// True for `let`: with an initializer, its value never changes.
    var isLet = false
    /// True when an attribute wraps it (`@AppStorage("user") var user: String?`, `@State`):
    /// its value comes from the wrapper, not from the memberwise initializer.
    var hasAttributes = false
}

/// A function the index knows, to inline with the arguments of a call.
struct FunctionDecl {
    struct Parameter {
        /// The argument label (nil for `_`).
        var label: String?
        /// The name inside the body.
        var name: String
        /// The type as written.
        var type: String
        var defaultValue: ExprSyntax?
    }
    var name: String
    var parameters: [Parameter]
    var returnType: String?
    var body: CodeBlockItemListSyntax
    var file: ParsedFile
    var owner: String?
    /// True for `static func`/`class func`: what `.name(…)` reaches where no type is written.
    var isStatic = false
    /// True for `private`/`fileprivate`: only its own file calls it.
    var isFilePrivate = false
}

extension FunctionDecl {
    /// The parameters `clause` declares, in order.
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            Parameter(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                      name: (parameter.secondName ?? parameter.firstName).text,
                      // A variadic one's type is written with its `...` (`_ args: CVarArg...`).
                      type: parameter.type.trimmedDescription + (parameter.ellipsis == nil ? "" : "..."), defaultValue: parameter.defaultValue?.value)
        }
    }

    /// A function declared inside another's body (`func addAction(_ key: String, …) { … }`), to
    /// inline where that body calls it; nil without a body.
    init?(local node: FunctionDeclSyntax, file: ParsedFile, owner: String?) {
        guard let body = node.body?.statements else { return nil }
        self.init(name: node.name.text, parameters: FunctionDecl.parameters(node.signature.parameterClause),
                  returnType: node.signature.returnClause?.type.trimmedDescription, body: body, file: file, owner: owner)
    }
}

/// A case of an enum, with its raw value when it is a literal.
struct EnumCaseDecl {
    var name: String
    /// The raw value as written (`"copy"`), or the name itself for a `String` enum without one.
    var rawValue: String?
    /// True for a case with associated values (`case cancel(title: String)`): `.cancel` alone
    /// is then no value of it (a static constant of the same name is).
    var takesValues = false
    /// The raw value written as an integer literal (`case low = 1`, `case none = -1`).
    var integerRawValue: Int? = nil
}

/// A type (struct, class, enum) with its extensions merged by name.
final class TypeDecl {
    let name: String
    var isEnum = false
    /// An enum of `Int`s' raw values by case, worked out once (``ValueResolver/integerRawValue(of:in:)``).
    var integerRawValues: [String: Int]?
    /// True when the scanned code declares it (`struct`, `class`, `enum`), not only extends it
    /// (`extension UIImage`).
    var isDeclared = false
    /// True when it declares `View` (or `ToolbarContent`) conformance: a small view to inline.
    var isView = false
    var rawType: String?
    /// The types it inherits from or conforms to, as written.
    var inherited: [String] = []
    var cases: [EnumCaseDecl] = []
    var properties: [String: PropertyDecl] = [:]
    var functions: [String: [FunctionDecl]] = [:]
    /// Its `init`s, in the order written.
    var initializers: [FunctionDecl] = []
    /// Stored properties in declaration order (a struct's memberwise initializer).
    var storedProperties: [String] = []
    /// The types it is declared in (`strings` of `struct UIConstants { struct strings { … } }`).
    var outerTypes: Set<String> = []
    /// True when the scanned code declares a type of this name outside any other: what `Name(…)`
    /// makes anywhere. Only nested (`struct Constants { struct Image { … } }`), `Image(…)` outside
    /// `Constants` is another type (SwiftUI's).
    var isDeclaredAtTopLevel = false

    init(name: String) { self.name = name }
}

/// A key of the app's strings as SwiftGen's generated accessor names it.
struct GeneratedString {
    var table: String
    var key: String
    /// True for an accessor that takes format arguments (a function).
    var takesArguments: Bool
    /// For each argument of such a function, true when it is a number (`Int`, `Double` …).
    var numericArguments: [Bool] = []
    /// For a look-up keyed by an enum of the keys (`tr(Key.delete_button)`): that enum as written
    /// (`Key`, `UBLocalized.Key`); ``key`` is then the case's name, and its raw value, when it has
    /// one, is the key (``DeclarationIndex/generatedString(_:)``).
    var keyEnum: String? = nil
}

/// Everything the scan resolves names against, collected from every file first: types and their
/// members, top-level constants and functions, SwiftGen's string and asset accessors.
final class DeclarationIndex {
    var types: [String: TypeDecl] = [:]
    /// Types declared inside another, by `Outer.Inner` (`EditView.Localization`), apart from
    /// `types`, which knows each by its own name and merges those of the same name.
    var nestedTypes: [String: TypeDecl] = [:]
    var globalProperties: [String: PropertyDecl] = [:]
    var globalFunctions: [String: [FunctionDecl]] = [:]
    /// `typealias Strings = L10n.Settings.Privacy`, by alias name (see ``TypeAliases``).
    var typeAliases: [String: [TypeAlias]] = [:]
    /// `L10n.Common.Controls.save` → its table and key.
    var generatedStrings: [String: GeneratedString] = [:]
    /// `Asset.Arrows.arrowRight` → the asset's name in the catalog.
    var generatedAssets: [String: String] = [:]
    /// Last component of each generated path → paths, for code that writes a shortened path
    /// (made once, after every file is added).
    private var stringsByLastName: [String: [String]]?
    private var assetsByLastName: [String: [String]]?
    /// Enum case name → the enums that have it (made once).
    private var enumsByCase: [String: [TypeDecl]]?
    /// Static property name → the types that declare it (made once).
    private var ownersByStatic: [String: [TypeDecl]]?
    /// `UIAlertController` and the app's own alert views, whose methods add actions (made once).
    var alertMethodOwnersMade: [TypeDecl]?
    /// The bare names of the types some scanned type inherits from or conforms to (made once).
    var inheritedNamesMade: Set<String>?

    /// The bare names of the types some scanned type inherits from or conforms to: a type among
    /// them may have a subclass overriding its members.
    var inheritedNames: Set<String> {
        if let made = inheritedNamesMade { return made }
        let made = Set(types.values.flatMap { $0.inherited.map { ValueResolver.bareType($0, owner: nil) } })
        inheritedNamesMade = made
        return made
    }
    /// Static function name → the static functions of that name, by their type's name (made once).
    private var staticFunctionsByName: [String: [FunctionDecl]]?
    /// Whether a function's body makes a `UIAlertController`, by its body (worked out once).
    var alertMakers: [SyntaxIdentifier: Bool] = [:]
    /// The calls of alert helpers in a method's body, with the helper each calls, by its body (worked out once).
    var alertHelperCalls: [SyntaxIdentifier: [(call: FunctionCallExprSyntax, helper: FunctionDecl)]] = [:]
    /// The statement lists of a method's body that declare a `UIAlertController`, by its body (worked out once).
    var alertBodies: [SyntaxIdentifier: [CodeBlockItemListSyntax]] = [:]
    /// The alerts a helper's body states whatever its arguments, by the file being read (lines
    /// are its) and the helper's body (worked out once).
    var statedAlerts: [String: [SyntaxIdentifier: [UIKitGroupFinder.MadeAlert]]] = [:]
    /// The stacks of buttons in a small view's code that show its own properties, by type (worked out once a type).
    var parameterStacks: [String: [ParameterStack]] = [:]
    /// The menus and stacks a view's helper function shows its closure parameters in, by the
    /// function's body (worked out once a function).
    var helperContentStacks: [SyntaxIdentifier: [FunctionCallExprSyntax]] = [:]
    /// The app's methods that set a navigation bar's items to a parameter, by name (made once).
    var barItemSettersByName: [String: [UIKitGroupFinder.BarItemSetter]]?
    /// Where each statement list's locals are changed and read, by list (worked out once a list).
    var localChangesMade: [SyntaxIdentifier: LocalChanges] = [:]
    /// The app's modifiers wrapping SwiftUI's alerts, dialogs, context menus and swipe actions, by name (made once).
    var modifierWrappers: [String: ModifierWrapper]?
    /// The app's `extension View` methods that apply a stated modifier (``StatedModifier``), by
    /// name, worked out once.
    var statedModifierMethods: [String: StatedModifierMethod]?
    /// Whether a stated modifier's actions are known read alone, at its declaration, by type
    /// name (worked out once a type).
    var statedModifierKnownAlone: [String: Bool] = [:]
    /// The elements of array literals properties state, by the literal, listed once each.
    var statedArrays: [SyntaxIdentifier: [ExprSyntax]] = [:]
    /// How many times an array literal's elements were listed (counted for the hostile-source tests).
    var statedArraysListed = 0
    /// The table a function looks its parameter up in, by the function's body and the parameter
    /// (nil: it does not; worked out once a pair). ``ValueResolver/localizedTable(of:parameter:depth:)``.
    var parameterLookups: [String: String?] = [:]

    /// The files whose declarations were added, for the few questions asked of all the code
    /// (``UnsetProperties``).
    var files: [ParsedFile] = []
    /// Argument labels written anywhere, and how often each member name is assigned (made once,
    /// the first time ``UnsetProperties`` asks).
    var settingNames: (labels: Set<String>, assigned: [String: Int])?

    /// Adds the declarations of `file`.
    func add(_ file: ParsedFile) {
        files.append(file)
        let collector = DeclarationCollector(file: file, index: self)
        collector.walk(file.tree)
    }

    /// The type nested as `qualified` (`Outer.Inner`), made on first use.
    func nestedType(_ qualified: String) -> TypeDecl {
        if let known = nestedTypes[qualified] { return known }
        let made = TypeDecl(name: qualified)
        nestedTypes[qualified] = made
        return made
    }

    /// The type of that name, or of that `Outer.Inner` path.
    func declared(_ name: String) -> TypeDecl? { types[name] ?? nestedTypes[name] }

    func type(_ name: String) -> TypeDecl {
        if let known = types[name] { return known }
        let made = TypeDecl(name: name)
        types[name] = made
        return made
    }

    /// The generated string at dotted `path`, or at the only generated path ending with it.
    func generatedString(_ path: String) -> GeneratedString? {
        if let exact = generatedStrings[path] { return withRawKey(exact) }
        if stringsByLastName == nil { stringsByLastName = Self.byLastName(generatedStrings.keys) }
        return uniqueSuffixMatch(path, in: generatedStrings, byLastName: stringsByLastName ?? [:]).map(withRawKey)
    }

    /// `generated` with the raw value of its key enum's case as its key (`case deleteButton =
    /// "delete_button"`), when it is keyed by such an enum; the case's name when it has none.
    private func withRawKey(_ generated: GeneratedString) -> GeneratedString {
        guard let written = generated.keyEnum else { return generated }
        let parts = written.split(separator: ".").map(String.init)
        let type = (parts.count >= 2 ? nestedTypes[parts.suffix(2).joined(separator: ".")] : nil) ?? parts.last.flatMap { types[$0] }
        guard let raw = type?.cases.first(where: { $0.name == generated.key })?.rawValue else { return generated }
        var keyed = generated
        keyed.key = raw
        return keyed
    }

    /// The generated asset at dotted `path` (its `.image`, `.swiftUIImage` … dropped by the caller).
    func generatedAsset(_ path: String) -> String? {
        if let exact = generatedAssets[path] { return exact }
        if assetsByLastName == nil { assetsByLastName = Self.byLastName(generatedAssets.keys) }
        return uniqueSuffixMatch(path, in: generatedAssets, byLastName: assetsByLastName ?? [:])
    }

    private static func byLastName(_ paths: some Sequence<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for path in paths { result[path.split(separator: ".").last.map(String.init) ?? path, default: []].append(path) }
        return result
    }

    private func uniqueSuffixMatch<T>(_ path: String, in table: [String: T], byLastName: [String: [String]]) -> T? {
        let parts = path.split(separator: ".")
        guard parts.count >= 2, let last = parts.last else { return nil }
        let suffix = "." + parts.joined(separator: ".")
        let candidates = (byLastName[String(last)] ?? []).filter { $0.hasSuffix(suffix) }
        return candidates.count == 1 ? table[candidates[0]] : nil
    }

    /// True for `UIButton`, the app's own subclasses of it (followed 8 classes up), and a class
    /// the scanned code does not declare whose name says it is a button (``isButtonByNameOnly(_:)``).
    func isButtonType(_ name: String) -> Bool {
        buttonTypeEvidence(name) != nil
    }

    /// True when `name` counts as a button only by its name: a class the scanned code does not
    /// declare (a shared module's, `PrimaryActionButton`), or one whose chain of superclasses
    /// leaves the scanned code at such a class. The code must then set a title or an image on it
    /// as a `UIButton`'s are set before it is taken for one: controls of other frameworks are
    /// named `…Button` too (`ASAuthorizationAppleIDButton`, `GIDSignInButton`).
    func isButtonByNameOnly(_ name: String) -> Bool {
        buttonTypeEvidence(name) == .name
    }

    /// How `name` is known to be a button: by a chain of declared classes up to `UIButton`, or
    /// by the name of the first class of its chain the scanned code does not declare.
    private func buttonTypeEvidence(_ name: String) -> ButtonTypeEvidence? {
        var current = name
        for _ in 0..<8 {
            if current == "UIButton" || current == "UIKit.UIButton" { return .declared }
            guard let type = types[current], type.isDeclared else {
                let named = current.hasSuffix("Button") && current != "Button" && current.first?.isUppercase == true
                return named ? .name : nil
            }
            guard let next = type.inherited.first else { return nil }
            current = next
        }
        return nil
    }

    private enum ButtonTypeEvidence {
        case declared, name
    }

    /// The enum that has case `name` and member `member` (a property or function), when one alone does.
    /// The one type declaring a static property `name` (`.lemmy` of `Icon.lemmy`); among several,
    /// the one type whose name says it holds icons (`…Icon…`, `…Symbol…`, `…Image…`).
    func staticOwner(of name: String) -> TypeDecl? {
        buildStaticOwners()
        let found = staticOwners(of: name)
        if found.count == 1 { return found[0] }
        let iconish = found.filter { type in ["icon", "symbol", "image"].contains { type.name.lowercased().contains($0) } }
        return iconish.count == 1 ? iconish[0] : nil
    }

    private func buildStaticOwners() {
        if ownersByStatic == nil {
            var table: [String: [TypeDecl]] = [:]
            for type in types.values.sorted(by: { $0.name < $1.name }) {
                for property in type.properties.values where property.isStatic { table[property.name, default: []].append(type) }
            }
            ownersByStatic = table
        }
    }

    /// Every type declaring a static property `name`, sorted by name.
    func staticOwners(of name: String) -> [TypeDecl] {
        buildStaticOwners()
        return ownersByStatic?[name] ?? []
    }

    /// Every static function `name` of any type (what `.name(…)` may call where no type is
    /// written), sorted by their type's name.
    func staticFunctions(named name: String) -> [FunctionDecl] {
        if staticFunctionsByName == nil {
            var table: [String: [FunctionDecl]] = [:]
            for type in types.values.sorted(by: { $0.name < $1.name }) {
                for (functionName, functions) in type.functions.sorted(by: { $0.key < $1.key }) {
                    table[functionName, default: []] += functions.filter(\.isStatic)
                }
            }
            staticFunctionsByName = table
        }
        return staticFunctionsByName?[name] ?? []
    }

    func enumWithCase(_ name: String, member: String?) -> TypeDecl? {
        if enumsByCase == nil {
            var table: [String: [TypeDecl]] = [:]
            for type in types.values where type.isEnum { for enumCase in type.cases { table[enumCase.name, default: []].append(type) } }
            enumsByCase = table
        }
        let found = (enumsByCase?[name] ?? []).filter { type in
            guard let member else { return true }
            return type.properties[member] != nil || type.functions[member] != nil
        }
        return found.count == 1 ? found[0] : nil
    }
}

/// Collects the declarations of one file into a ``DeclarationIndex``.
private final class DeclarationCollector: SyntaxVisitor {
    let file: ParsedFile
    let index: DeclarationIndex

    init(file: ParsedFile, index: DeclarationIndex) {
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    /// Declarations an iOS build leaves out (`#if os(macOS)`) are not the app's: the iOS one of two `body`s counts.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        IOSBuild.mayTake(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        register(node.name.text, inheritance: node.inheritanceClause, isEnum: false, outer: node.enclosingTypeName)
        index.type(node.name.text).isDeclared = true
        if node.enclosingTypeName == nil { index.type(node.name.text).isDeclaredAtTopLevel = true }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        register(node.name.text, inheritance: node.inheritanceClause, isEnum: false, outer: node.enclosingTypeName)
        index.type(node.name.text).isDeclared = true
        if node.enclosingTypeName == nil { index.type(node.name.text).isDeclaredAtTopLevel = true }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        register(node.name.text, inheritance: node.inheritanceClause, isEnum: true, outer: node.enclosingTypeName)
        if node.enclosingTypeName == nil { index.type(node.name.text).isDeclaredAtTopLevel = true }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = Syntax(node).typeDeclarationName { register(name, inheritance: node.inheritanceClause, isEnum: false) }
        return .visitChildren
    }

    private func register(_ name: String, inheritance: InheritanceClauseSyntax?, isEnum: Bool, outer: String? = nil) {
        let type = index.type(name)
        if let outer {
            type.outerTypes.insert(outer)
            let nested = index.nestedType(outer + "." + name)
            if isEnum { nested.isEnum = true }
            if isEnum, let first = inheritance?.inheritedTypes.first?.type.trimmedDescription, ["String", "Int"].contains(first) { nested.rawType = first }
        }
        if isEnum { type.isEnum = true }
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        type.inherited += inherited
        if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" || $0 == "ToolbarContent" }) { type.isView = true }
        if isEnum, let first = inherited.first, ["String", "Int"].contains(first) { type.rawType = first }
    }

    /// The value of an integer literal (`3`, `1_000`, `-1`, `0x10`, `0b11`, `0o7`); nil for anything else.
    static func integerLiteral(_ expression: ExprSyntax) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return integer(literal.literal.text, sign: "") }
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-",
           let literal = negated.expression.as(IntegerLiteralExprSyntax.self) {
            return integer(literal.literal.text, sign: "-")
        }
        return nil
    }

    /// The value of an integer literal's digits, in the radix its prefix names (`0x`, `0o`, `0b`).
    private static func integer(_ written: String, sign: String) -> Int? {
        let digits = written.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(sign + digits.dropFirst(2), radix: radix)
        }
        return Int(sign + digits)
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = node.enclosingTypeName else { return .skipChildren }
        let type = index.type(owner)
        let nested = Self.qualifiedOwner(of: node, owner: owner).map(index.nestedType)
        for element in node.elements {
            var raw: String? = nil
            if let value = element.rawValue?.value.as(StringLiteralExprSyntax.self) { raw = value.literalText }
            // `` case `default` `` is the case `default`, as `.default` names it.
            var declared = EnumCaseDecl(name: element.name.text.filter { $0 != "`" }, rawValue: raw, takesValues: element.parameterClause != nil)
            declared.integerRawValue = element.rawValue.flatMap { Self.integerLiteral($0.value) }
            type.cases.append(declared)
            nested?.cases.append(declared)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only members and top-level constants: a function's locals are read where they are used.
        guard isMemberOrTopLevel(node) else { return .skipChildren }
        let owner = node.enclosingTypeName
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in node.bindings {
            // `` `import` `` is the property `import`, as uses name it.
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.filter({ $0 != "`" }) else { continue }
            var getter: CodeBlockItemListSyntax? = nil
            if let accessors = binding.accessorBlock?.accessors {
                if let list = accessors.as(CodeBlockItemListSyntax.self) {
                    getter = list
                } else if let list = accessors.as(AccessorDeclListSyntax.self),
                          let get = list.first(where: { $0.accessorSpecifier.text == "get" }) {
                    getter = get.body?.statements
                }
            }
            let isViewBuilder = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            let declaration = PropertyDecl(name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                                           initializer: binding.initializer?.value, getter: getter,
                                           isStatic: isStatic, file: file, owner: owner, isViewBuilder: isViewBuilder,
                                           isLet: node.bindingSpecifier.tokenKind == .keyword(.let),
                                           hasAttributes: !node.attributes.isEmpty)
            if let owner {
                let type = index.type(owner)
                if type.properties[name] == nil { type.properties[name] = declaration }
                if !isStatic && getter == nil { type.storedProperties.append(name) }
                // A type nested in another is known by both names too (`EditView.Localization`):
                // many views each declare their own `enum Localization`, and the one a view's
                // code means is its own.
                if let qualified = Self.qualifiedOwner(of: node, owner: owner) {
                    let nested = index.nestedType(qualified)
                    if nested.properties[name] == nil { nested.properties[name] = declaration }
                }
                recordGenerated(declaration, path: typePath(node) + "." + name)
            } else if index.globalProperties[name] == nil {
                index.globalProperties[name] = declaration
            }
        }
        return .skipChildren
    }

    /// `Outer.Inner` for a member of type `owner` declared inside type (or extension) `Outer`;
    /// nil for a member of a type that is not nested.
    static func qualifiedOwner(of node: some SyntaxProtocol, owner: String) -> String? {
        var current = node.parent
        while let parent = current, parent.typeDeclarationName == nil { current = parent.parent }
        guard let declaration = current else { return nil }
        // `extension EditView.Localization { … }`: the path the extension names.
        if let extended = declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription, extended.contains(".") {
            return extended.split(separator: ".").suffix(2).joined(separator: ".")
        }
        guard let outer = declaration.enclosingTypeName else { return nil }
        return outer + "." + owner
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMemberOrTopLevel(node), let owner = node.enclosingTypeName, let body = node.body?.statements else { return .skipChildren }
        index.type(owner).initializers.append(FunctionDecl(name: "init", parameters: FunctionDecl.parameters(node.signature.parameterClause),
                                                           returnType: nil, body: body, file: file, owner: owner))
        return .skipChildren
    }


    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMemberOrTopLevel(node) else { return .skipChildren }
        index.typeAliases[node.name.text, default: []].append(
            TypeAlias(target: node.initializer.value.trimmedDescription, owner: node.enclosingTypeName, file: file.path,
                      isFilePrivate: node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMemberOrTopLevel(node), let body = node.body?.statements else { return .skipChildren }
        let parameters = FunctionDecl.parameters(node.signature.parameterClause)
        let owner = node.enclosingTypeName
        let declaration = FunctionDecl(name: node.name.text.filter { $0 != "`" }, parameters: parameters,  // `` `open` `` is `open`
                                       returnType: node.signature.returnClause?.type.trimmedDescription,
                                       body: body, file: file, owner: owner,
                                       isStatic: node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
                                       isFilePrivate: node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" })
        if let owner {
            index.type(owner).functions[declaration.name, default: []].append(declaration)
            if let generated = Self.generatedCall(in: Syntax(body)) {
                let numbers: Set<String> = ["Int", "Int32", "Int64", "UInt", "Double", "Float", "CGFloat"]
                index.generatedStrings[typePath(node) + "." + declaration.name] = GeneratedString(
                    table: generated.table, key: generated.key, takesArguments: !parameters.isEmpty,
                    numericArguments: parameters.map { numbers.contains($0.type) }, keyEnum: generated.keyEnum)
            }
        } else {
            index.globalFunctions[declaration.name, default: []].append(declaration)
        }
        return .skipChildren
    }

    /// SwiftGen's accessors: `static let save = L10n.tr("Localizable", "key")` (or a getter
    /// returning it), and `static let star = ImageAsset(name: "ObjectsAndTools/star")`.
    private func recordGenerated(_ property: PropertyDecl, path: String) {
        guard property.isStatic else { return }
        let source: Syntax? = property.initializer.map(Syntax.init) ?? property.getter.map(Syntax.init)
        guard let source else { return }
        if let generated = Self.generatedCall(in: source) {
            index.generatedStrings[path] = GeneratedString(table: generated.table, key: generated.key, takesArguments: false, keyEnum: generated.keyEnum)
        } else if let call = property.initializer?.as(FunctionCallExprSyntax.self), let called = call.calledName,
                  called.hasSuffix("ImageAsset") || called.hasSuffix("SymbolAsset"),
                  let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self)?.literalText {
            index.generatedAssets[path] = name
        }
    }

    /// The table and key of the first `tr("Table", "key", …)` call in `node`, SwiftGen's lookup;
    /// or of a template keyed by an enum of the keys (`UBLocalized.tr(Key.delete_button)`, the
    /// case's name its key, in `Localizable` or the table literal after it).
    static func generatedCall(in node: Syntax) -> (table: String, key: String, keyEnum: String?)? {
        final class Finder: SyntaxVisitor {
            var found: (table: String, key: String, keyEnum: String?)?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                if let name = node.calledName, name == "tr" || name.hasSuffix(".tr") {
                    let literals = node.arguments.prefix(2).compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.literalText }
                    if literals.count == 2 { found = (literals[0], literals[1], nil) }
                    // Keyed by an enum case alone (`tr(Key.delete_button)`, no key literal after it, so not
                    // `tr(Self.table, "key")`), of an enum named as a type (`Key`, `UBLocalized.Key`).
                    if found == nil, node.arguments.count == 1, let first = node.arguments.first, first.label == nil,
                       let keyCase = first.expression.as(MemberAccessExprSyntax.self), keyCase.declName.argumentNames == nil,
                       let written = keyCase.base?.dottedPath, written.split(separator: ".").last?.first?.isUppercase == true,
                       !["Self", "self"].contains(written) {
                        found = ("Localizable", keyCase.declName.baseName.text, written)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// True for a declaration directly in a type, an extension or the file.
    private func isMemberOrTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return true }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The dotted names of the types around `node` (`L10n.Common.Controls`).
    private func typePath(_ node: some SyntaxProtocol) -> String {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let name = parent.typeDeclarationName {
                if let ext = parent.as(ExtensionDeclSyntax.self) {
                    names.append(ext.extendedType.trimmedDescription)
                } else {
                    names.append(name)
                }
            }
            current = parent.parent
        }
        return names.reversed().joined(separator: ".")
    }
}
