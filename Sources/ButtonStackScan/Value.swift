import SwiftSyntax

/// What an expression of the app's code stands for, as far as the scan can tell without running it.
enum Value: Hashable {
    /// A string literal as written: a key where SwiftUI takes a `LocalizedStringKey`, text elsewhere.
    case literal(String)
    /// A `String` value: shown as it is.
    case text(String)
    /// A key of the app's strings (`String(localized:)`, `NSLocalizedString`, SwiftGen).
    case key(String, table: String)
    /// A key of the app's strings holding a format the code fills in at run time
    /// (`String(format: NSLocalizedString("Delete %@", …), name)`, SwiftGen's `L10n.deleteItem(name)`),
    /// with a sample for each argument (``FormatSamples``).
    case format(String, table: String, arguments: [String])
    /// An enum case (`.respond`, `Action.respond`), with its enum when known.
    case enumCase(String, type: String?)
    /// An enum case with associated values (`Role.cancel(title: L10n.actionCancel)`), one value
    /// each, in order: a `switch` binding them (`case .cancel(let title)`) reads them.
    case enumCaseWithValues(String, type: String?, values: [Value])
    /// An icon: an SF Symbols name or `asset:NAME`.
    case icon(String)
    /// A Boolean or a number, as written.
    case plain(String)
    /// An instance of an app's type made with no arguments (`static let lemmy: LemmyIcons = .init()`),
    /// whose members are read from its declaration.
    case instance(String)
    /// An instance of an app's type wrapping one name (`Icon("paperplane")`, `Icon(name: "x")`,
    /// `.applySquare("arrow.up")`): an icon's name, an asset's when it says so (`source: .custom`).
    case wrapped(type: String, name: String, asset: Bool)
    /// An instance of an app's type made with several values, each passed to a stored property
    /// of its name (`Sort(icon: "flame", value: "hot")`): the member `value` of it is `"hot"`.
    case fields(type: String, labels: [String], values: [Value])
    /// `nil`: an optional the code leaves empty (a parameter's `= nil` default, `faq ? more : nil`).
    /// `title ?? fallback` is then the fallback, and `if let title` does not take its branch.
    case none
}

extension Value {
    /// The characters of a string the code states (a literal or a `String`), nil for anything else.
    var stringContent: String? {
        switch self {
        case .literal(let string), .text(let string): return string
        default: return nil
        }
    }

    /// The case an enum value is, its enum when known, and the values it carries (none for a plain case).
    var enumCaseParts: (name: String, type: String?, values: [Value])? {
        switch self {
        case .enumCase(let name, let type): return (name, type, [])
        case .enumCaseWithValues(let name, let type, let values): return (name, type, values)
        default: return nil
        }
    }
}

/// An expression's possible values (one per branch of a ternary or `switch`), or why they are not known.
enum Outcome {
    case values([Value])
    case unknown(String)

    /// The values, or nil when unknown.
    var values: [Value]? {
        if case .values(let values) = self { return values }
        return nil
    }

    /// The reason, when unknown.
    var reason: String? {
        if case .unknown(let reason) = self { return reason }
        return nil
    }
}

/// What names mean where an expression is read: the arguments of a function being inlined, the
/// element of a `ForEach`, the case `self` is in an enum's property, and the type around.
struct Environment {
    /// Names bound to their possible values (a ternary gives two).
    var bindings: [String: [Value]] = [:]
    /// The names whose values are not known (parameters of the function around the group).
    var selfCase: Value? = nil
    /// The type whose members a bare name reaches.
    var typeName: String?
    /// The type the expression is declared to be (a property's annotation), which `.init(…)`
    /// and `.member` name.
    var expectedType: String? = nil
    /// The file being read.
    var file: ParsedFile
    /// How many helpers deep the reading is.
    var depth = 0
    /// The style the containers around give their buttons (`.buttonStyle` on an `HStack`).
    var style: String? = nil
    /// The shape and size the containers around give their buttons (`.buttonBorderShape(.capsule)`,
    /// `.controlSize(.small)`).
    var look = ButtonLook()
    /// True inside a menu, where a `Picker`'s items are buttons of the menu.
    var inMenu = false
    /// Reading a toolbar item's content: a stack there lays its buttons out in the bar, among the
    /// toolbar's other items (one group with them), not as a group of its own.
    var inToolbarItem = false
    /// The title an app's button style around draws beside the label (`.buttonStyle(
    /// FormActionButtonStyle(title: L10n.actionCall))`): the title of a button whose label
    /// shows none (``ViewReader/styleTitles(_:_:)``).
    var styleTitles: [ScannedTitle]? = nil
    /// Views passed as closures to the small view being read (`label: { Label(…) }`), by the
    /// property they set: read where its body shows that property.
    var viewClosures: [String: PassedView] = [:]
    /// Views a small view's initializer made from its parameters and stored (`self.titleText =
    /// Text(titleKey)`), by property, with the initializer's parameters bound: read where the
    /// body shows that property.
    var storedViews: [String: PassedArgument] = [:]
    /// The expressions a helper being inlined was called with, by parameter (a default value
    /// when the call gives none), for code that reads the syntax itself: an array of alert
    /// actions its body adds in a loop (`for action in actions { alert.addAction(action) }`).
    var passedArguments: [String: PassedArgument] = [:]
    /// The declared types of the parameters of the helper being inlined (`title: String?`).
    var declaredTypes: [String: String] = [:]
    /// Parameters known only as some instance of an app's type (`_ item: LeaveRoomAlertItem` of
    /// an alert's actions method), by name: the type's constants are known.
    var instanceTypes: [String: String] = [:]
    /// Why a parameter of the helper being inlined is not known: the call's argument is not
    /// (`confirmAction(continueActionName: name)`: "`name` is known only at run time").
    var unknownArguments: [String: String] = [:]
    /// The titles an `.accessibilityLabel(…)` on a small view's call gives the one button its
    /// body is (`StepperButtonView(left: true) { … }.accessibilityLabel("previous day")`), read
    /// where the call is.
    var callerAccessibilityTitles: [ScannedTitle]? = nil
    /// Why that accessibility label is not known, when it is not (`.accessibilityLabel(post.title)`):
    /// the reason an icon-only button is skipped for.
    var callerAccessibilityProblem: String? = nil
    /// The names bound to a `var` property's default (a small view's `@State var isExpanded =
    /// false`) that the call did not set: the view may change them, so a condition over them is
    /// not decided by that value.
    var defaulted: Set<String> = []
    /// Where conditions are read, for relating them (``SharedCondition``): the group's own view
    /// (empty), a call of a helper or small view within it (its position added: its parameters
    /// and state are its own), or nil where conditions are not related (each `if` independent).
    var conditionScope: String? = nil
    /// The branches already taken of the conditions around (``SharedCondition`` keys): inside
    /// `if c { … }`, a second `if c` or `c ? a : b` is that branch.
    var settledConditions: [String: Bool] = [:]

    init(file: ParsedFile, typeName: String?) {
        self.file = file
        self.typeName = typeName
    }
}

/// A view closure a call passes to a small view of the app (`AsyncButton { … } label: { Label(…) }`),
/// with the environment of the call, where its names are read.
final class PassedView {
    let statements: CodeBlockItemListSyntax
    let environment: Environment
    /// The name the closure gives its one parameter (`{ completion in … }`; `$0` when it names none).
    let parameter: String

    init(_ closure: ClosureExprSyntax, _ environment: Environment) {
        statements = closure.statements
        self.environment = environment
        parameter = ViewReader.closureParameter(closure)
    }

    /// The same closure read in another environment (its parameter given a value).
    init(_ passed: PassedView, _ environment: Environment) {
        statements = passed.statements
        parameter = passed.parameter
        self.environment = environment
    }
}

/// An argument a call passes to a helper being inlined, with the environment it is read in
/// (the caller's; the helper's own for a default value).
final class PassedArgument {
    let expression: ExprSyntax
    let environment: Environment

    init(_ expression: ExprSyntax, _ environment: Environment) {
        self.expression = expression
        self.environment = environment
    }
}
