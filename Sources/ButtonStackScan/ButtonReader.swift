import SwiftSyntax

/// SwiftUI's buttons: `Button` in each of its forms, and `Menu` as a button of its container;
/// their labels (`Label`, `Text`, `Image`, stacks of them, small views of the same code).
extension ViewReader {
    /// A title and an icon read from a label, each with its alternatives.
    struct LabelParts {
        var titles: [ScannedTitle]?
        var icons: [String]?
        var problem: String?
        /// An icon the code gives in a form the scan cannot name, as written.
        var unnamedIcon: String?
        /// Why it cannot be named (`… is not declared in the scanned code`).
        var unnamedIconReason: String?
        /// A value formatted for display beside the title (`Text(count, format: .number)`, a
        /// date's `Text(date, style: .relative)`): data, not the button's name. It is the title's
        /// problem only when no `Text` names the button.
        var shownValue: String?

        mutating func merge(_ other: LabelParts) {
            if titles == nil { titles = other.titles }
            if icons == nil { icons = other.icons }
            if problem == nil { problem = other.problem }
            if unnamedIcon == nil { unnamedIcon = other.unnamedIcon; unnamedIconReason = other.unnamedIconReason }
            if shownValue == nil { shownValue = other.shownValue }
        }
    }

    /// `Button("key", systemImage:, role:) { }`, `Button { } label: { … }`, `Button(action:) { label }`.
    /// A ternary choosing its title or icon gives a variant each branch, which records it (``branchedButton(_:_:whole:read:)``).
    func button(_ call: FunctionCallExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        let whole = readButton(call, environment, accessibilityLabel: accessibilityLabel)
        return branchedButton(call, environment, whole: whole) { readButton(call, $0, accessibilityLabel: accessibilityLabel) } ?? whole
    }

    /// The button read in `environment` as it is, every title and icon a ternary may give at once.
    private func readButton(_ call: FunctionCallExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        let line = environment.file.line(of: call)
        var parts = argumentParts(call, environment)
        let labelClosure: ClosureExprSyntax?
        if call.argument("action") != nil {
            labelClosure = call.trailingClosure ?? call.closure("label")
        } else {
            labelClosure = call.closure("label")
        }
        if let labelClosure {
            parts.merge(label(labelClosure.statements, environment))
        } else if let passed = call.argument("label").flatMap({ passedView($0, environment) }) {
            parts.merge(label(passed.statements, passed.environment))
        } else if parts.titles == nil, parts.icons == nil, parts.problem == nil, parts.unnamedIcon == nil,
                  let role = Self.defaultLabelRole(call), resolver.index.types["Button"]?.initializers.isEmpty != false,
                  let system = Self.defaultLabels[role] {
            // iOS 26's `Button(role: .cancel) { … }`: the label iOS gives that role.
            parts.titles = [.text(system.title)]
            parts.icons = [system.icon]
        }
        return assemble(parts, line: line, role: role(call.argument("role"), environment), environment, accessibilityLabel: accessibilityLabel)
    }

    /// A button's role as written (`role: .destructive`), or as a property or parameter holds it
    /// (`role: confirmRole`, given `.destructive`): nil for none, or one known only at run time.
    private func role(_ expression: ExprSyntax?, _ environment: Environment) -> String? {
        guard let expression else { return nil }
        if let written = Modifiers.role(expression) { return written }
        guard expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base?.isSelf == true,
              let values = resolver.evaluate(expression, environment).values, values.count == 1,
              let name = values[0].enumCaseParts?.name else { return nil }
        return Modifiers.role(named: name)
    }

    /// The role of `Button(role: .cancel) { … }` or `Button(role: .cancel, action: …)`, SwiftUI's
    /// own initializer taking nothing else; nil for any other call (a title, a label, a role
    /// chosen at run time).
    private static func defaultLabelRole(_ call: FunctionCallExprSyntax) -> String? {
        let labels = call.arguments.map { $0.label?.text }
        guard labels == ["role"] && call.trailingClosure != nil || labels == ["role", "action"] && call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty,
              let role = call.argument("role")?.as(MemberAccessExprSyntax.self),
              role.base == nil || role.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ButtonRole" else { return nil }
        return role.declName.baseName.text
    }

    /// The labels iOS 26 draws for `Button(role:action:)` (a button with a role and no label of
    /// its own): an × for cancel and close, a checkmark for confirm, a bin for destructive, each
    /// with the title VoiceOver reads.
    static let defaultLabels: [String: (title: String, icon: String)] = [
        "cancel": ("Cancel", "xmark"), "close": ("Close", "xmark"), "confirm": ("Done", "checkmark"), "destructive": ("Delete", "trash"),
    ]

    /// The Composable Architecture's `ButtonState(role: .destructive, action: .forfeit) {
    /// TextState("Yes, forfeit") }`, a button of an `AlertState`'s or `ConfirmationDialogState`'s
    /// actions: its label (the trailing closure) and its role.
    func buttonState(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        var parts = LabelParts()
        if let labelClosure = call.trailingClosure ?? call.closure("label") { parts.merge(label(labelClosure.statements, environment)) }
        return assemble(parts, line: environment.file.line(of: call), role: role(call.argument("role"), environment), environment, accessibilityLabel: nil)
    }

    /// `Menu("key", systemImage:) { … }` or `Menu { … } label: { … }`, as one button of its container.
    func menuButton(_ call: FunctionCallExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        var parts = argumentParts(call, environment)
        if let labelClosure = call.menuLabel { parts.merge(label(labelClosure.statements, environment)) }
        return assemble(parts, line: environment.file.line(of: call), role: nil, environment, accessibilityLabel: accessibilityLabel)
    }

    /// A `Menu`'s items as a group's content: its closure's, or the view method it passes as `content:`.
    func menuItems(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        guard let items = call.menuItems else { return .empty }
        if let closure = items.as(ClosureExprSyntax.self) { return closureContent(closure, environment) }
        return view(items, environment)
    }

    /// `ShareLink(item:)` shows "Share" and iOS's share icon; `ShareLink("key", item:)` its own
    /// title; `ShareLink(item:) { Label(…) }` its label's title and icon, nothing of iOS's.
    func shareLink(_ call: FunctionCallExprSyntax, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        var parts = argumentParts(call, environment)
        if let closure = call.closure("label") ?? call.trailingClosure {
            parts.merge(label(closure.statements, environment))
        } else {
            parts.icons = parts.icons ?? ["square.and.arrow.up"]
        }
        if parts.titles == nil && parts.problem == nil && accessibilityLabel == nil { parts.titles = [.text("Share")] }
        return assemble(parts, line: environment.file.line(of: call), role: nil, environment, accessibilityLabel: accessibilityLabel)
    }

    /// A ternary of views in a label, its condition unfolded: `c ? a : b`, folded or as parsed
    /// (`icon != nil`, `? Image(…) :`, `nil`); nil for anything else, a chain of ternaries too.
    static func labelTernary(_ expression: ExprSyntax) -> (condition: [ExprSyntax], then: ExprSyntax, otherwise: ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return ([ternary.condition], ternary.thenExpression, ternary.elseExpression) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        let markers = elements.indices.filter { elements[$0].is(UnresolvedTernaryExprSyntax.self) }
        guard markers.count == 1, let marker = markers.first, marker == elements.count - 2, marker > 0,
              let then = elements[marker].as(UnresolvedTernaryExprSyntax.self)?.thenExpression else { return nil }
        return (Array(elements[..<marker]), then, elements[elements.count - 1])
    }

    /// The title and icon given as arguments: the first unlabelled one, `systemImage:`, `image:`, `systemSymbol:`.
    private func argumentParts(_ call: FunctionCallExprSyntax, _ environment: Environment) -> LabelParts {
        var parts = LabelParts()
        // `Label(localized: .app(.save), systemImage:)`: an app's own initializer taking a resource.
        if let first = call.arguments.first, first.label == nil || first.label?.text == "localized", !first.expression.is(ClosureExprSyntax.self) {
            switch titles.localized(first.expression, environment) {
            case .success(let found): parts.titles = found
            case .failure(let problem): parts.problem = "title `\(resolver.short(first.expression))`: \(problem.reason)"
            }
        }
        let iconResult: Result<[String], TitleProblem>?
        if let systemImage = call.argument("systemImage") {
            iconResult = icons.systemImage(systemImage, environment)
        } else if let symbol = call.argument("systemSymbol") {
            iconResult = icons.systemSymbol(symbol, environment)
        } else if let image = call.argument("image") {
            iconResult = icons.image(image, environment)
        } else {
            iconResult = nil
        }
        switch iconResult {
        case .success(let found)?: parts.icons = found
        case .failure(let problem)?: parts.problem = parts.problem ?? "icon: \(problem.reason)"
        case nil:
            // An app's own icon parameter (`Button("Send", icon: .lemmy.send)`, `Label(…, icon: \.plus)`).
            if let other = call.arguments.first(where: { $0.label.map { $0.text.lowercased().contains("icon") || $0.text.lowercased().contains("symbol") } == true }) {
                switch icons.appIcon(other.expression, environment) {
                case .success(let found): parts.icons = found
                case .failure(let problem):
                    parts.unnamedIcon = "\(other.label?.text ?? ""): \(resolver.short(other.expression))"
                    parts.unnamedIconReason = problem.reason
                }
            }
        }
        return parts
    }

    /// What a label's statements show: the first title and the first icon found.
    func label(_ statements: CodeBlockItemListSyntax, _ environment: Environment) -> LabelParts {
        var parts = LabelParts()
        var environment = environment
        for item in statements.iOSItems {
            // `let base = L10n.torrents` in the label: its value where later views name it.
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                for binding in declaration.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    environment.bindings[name] = nil
                    if declaration.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value,
                       let values = resolver.evaluate(value, environment).values {
                        environment.bindings[name] = ViewReader.typed(values, binding.typeAnnotation)
                    }
                }
                continue
            }
            let expression: ExprSyntax?
            if let statement = item.item.as(ExpressionStmtSyntax.self) { expression = statement.expression }
            else if let returned = item.item.as(ReturnStmtSyntax.self) { expression = returned.expression }
            else { expression = item.item.as(ExprSyntax.self) }
            guard let expression else { continue }
            let shown = labelView(expression, environment)
            // `if let badge { Text(badge) }` after a known title, its text known only at run
            // time: the label without it is drawn (a branch left out), not the whole button lost.
            if parts.titles != nil, parts.problem == nil, shown.problem != nil,
               let conditional = expression.as(IfExprSyntax.self), conditional.elseBody == nil { continue }
            parts.merge(shown)
        }
        return parts
    }

    /// The title and icon one view of a label shows (a `Label`, `Text`, `Image`, branch, stack or
    /// small view). An accessibility label on it titles a view that shows no title (an image);
    /// a view showing its own title keeps it (`Text(title).accessibilityLabel(longer)` draws `title`).
    func labelView(_ expression: ExprSyntax, _ environment: Environment) -> LabelParts {
        var parts = shownLabelView(expression, environment)
        let modifiers = Modifiers.peel(expression).1
        // `.labelStyle(.iconOnly)` draws no title: the accessibility label is the button's.
        let drawsNoTitle = modifiers.contains { $0.name == "labelStyle" && $0.call?.arguments.first?.expression.trimmedDescription.hasSuffix("iconOnly") == true }
        if parts.titles == nil || drawsNoTitle, let accessibility = Modifiers.accessibilityLabel(modifiers),
           case .success(let found) = titles.accessibilityLabel(accessibility, environment) {
            parts.titles = found
        }
        return parts
    }

    /// What ``labelView(_:_:)`` reads before an accessibility label: what the view draws.
    private func shownLabelView(_ expression: ExprSyntax, _ environment: Environment) -> LabelParts {
        guard environment.depth <= resolver.limits.maximumInliningDepth else { return LabelParts() }
        var parts = LabelParts()
        // Each view of a label is a value of the file's budget: helpers making labels of helpers
        // (`label(for:)` calling another in sixteen places) end with the file named, as values do.
        guard resolver.budget.spend() else {
            parts.problem = "more than \(ReadingBudget.valuesPerFile) values in one file; not followed"
            return parts
        }
        let (base, modifiers) = Modifiers.peel(expression)
        // A placeholder drawn in `.clear`, or hidden, shows nothing (`Icon(.check, color: .clear)`);
        // not under an `.overlay`, which draws in its place: `Text(title).foregroundColor(.clear)
        // .overlay(gradient.mask(Text(title)))` is the title drawn in a gradient.
        if hides(modifiers, environment), !modifiers.contains(where: { $0.name == "overlay" }) { return parts }
        if let conditional = base.as(IfExprSyntax.self) {
            // `if let subtitle` over a small view's optional the call states (or leaves to its
            // `nil` default), `if isLoading` the call leaves false: the branch it takes.
            switch knownBranch(conditional, environment) {
            case true?:
                parts.merge(label(conditional.body.statements, environment))
                return parts
            case false?:
                switch conditional.elseBody {
                case .codeBlock(let block)?: parts.merge(label(block.statements, environment))
                case .ifExpr(let next)?: parts.merge(labelView(ExprSyntax(next), environment))
                case nil: break
                }
                return parts
            case nil: break
            }
            // A label that differs by branch: each branch's title is an alternative.
            var branches: [LabelParts] = [label(conditional.body.statements, environment)]
            if case .codeBlock(let block)? = conditional.elseBody { branches.append(label(block.statements, environment)) }
            parts.merge(Self.alternatives(branches))
            return parts
        }
        // `image!.resizable()` of a view a small view's call passes (`@State var image: Image?`): that view.
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) {
            parts.merge(shownLabelView(unwrapped.expression, environment))
            return parts
        }
        if let (condition, then, otherwise) = Self.labelTernary(base) {
            // `icon != nil ? Image(systemIcon: icon!) : nil` where the call states `icon`: the
            // branch it takes (`nil` shows nothing); otherwise each branch an alternative.
            if let known = truth(of: condition, environment) {
                let taken = known ? then : otherwise
                if !taken.is(NilLiteralExprSyntax.self) { parts.merge(labelView(taken, environment)) }
                return parts
            }
            parts.merge(Self.alternatives([then, otherwise].filter { !$0.is(NilLiteralExprSyntax.self) }.map { labelView($0, environment) }))
            return parts
        }
        if let choice = base.as(SwitchExprSyntax.self) {
            // Over a value known here (a `ForEach`'s element, a helper's argument): the case it takes.
            if let values = resolver.evaluate(choice.subject, environment).values, values.count == 1,
               let (statements, bound) = resolver.matchingCaseBinding(choice, values[0]) {
                var inner = environment
                inner.bindings.merge(bound) { $1 }
                parts.merge(label(statements, inner))
                return parts
            }
            // A label that differs by `case`: each case's title is an alternative, as an `if`'s.
            parts.merge(Self.alternatives(choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map { label($0.statements, environment) }))
            return parts
        }
        if let passed = passedView(base, environment) {
            parts.merge(label(passed.statements, passed.environment))
            return parts
        }
        return calledLabelView(base, parts, environment)
    }

    /// `Label.delete` of the app's `extension Label { static var delete: Label { Label("Delete",
    /// systemImage: "trash") } }` (or `Text.x`, a `static let`): the view it states, read where
    /// it is declared; nil for any other expression.
    private func sharedLabel(_ base: ExprSyntax, _ environment: Environment) -> LabelParts? {
        guard let member = base.as(MemberAccessExprSyntax.self), let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["Label", "Text"].contains(typeName), let property = resolver.index.types[typeName]?.properties[member.declName.baseName.text],
              property.isStatic else { return nil }
        var inner = Environment(file: property.file, typeName: typeName)
        inner.depth = environment.depth + 1
        if let getter = property.getter { return label(getter, inner) }
        return property.initializer.map { labelView($0, inner) }
    }

    /// `filter.label` where `filter` is one case of the app's enum (a `ForEach` over its
    /// `allCases`) and `label` a view property switching over `self`: the view of that case.
    private func caseLabel(_ base: ExprSyntax, _ environment: Environment) -> LabelParts? {
        guard let member = base.as(MemberAccessExprSyntax.self), let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let values = environment.bindings[name], values.count == 1, let (caseName, typeName, carried) = values[0].enumCaseParts,
              let type = typeName.flatMap({ resolver.index.declared($0) }), type.isEnum,
              let property = type.properties[member.declName.baseName.text], !property.isStatic, let getter = property.getter else { return nil }
        var inner = Environment(file: property.file, typeName: type.name)
        inner.depth = environment.depth + 1
        inner.selfCase = carried.isEmpty ? .enumCase(caseName, type: type.name) : .enumCaseWithValues(caseName, type: type.name, values: carried)
        return label(getter, inner)
    }

    /// The branches of a label (an `if`'s, a `switch`'s cases) as one: each title and each icon
    /// an alternative; a branch showing only an icon makes the button icon-only.
    private static func alternatives(_ branches: [LabelParts]) -> LabelParts {
        var merged = LabelParts(titles: [], icons: [])
        for branch in branches {
            if let problem = branch.problem { merged.problem = merged.problem ?? problem }
            merged.titles = (merged.titles ?? []) + (branch.titles ?? []).filter { !(merged.titles ?? []).contains($0) }
            merged.icons = (merged.icons ?? []) + (branch.icons ?? []).filter { !(merged.icons ?? []).contains($0) }
        }
        if merged.titles?.isEmpty == true { merged.titles = nil }
        if merged.icons?.isEmpty == true { merged.icons = nil }
        // A branch showing only an icon (`Image("more")` beside `Text(L10n.cancel)`) is an
        // icon-only button, never the other branch's title with its icon.
        if branches.count > 1, branches.contains(where: { $0.titles == nil && $0.icons != nil }) { merged.titles = nil }
        return merged
    }

    /// A label's view that is no branch: a `Label`, `Text`, `Image`, stack or small view.
    private func calledLabelView(_ base: ExprSyntax, _ parts: LabelParts, _ environment: Environment) -> LabelParts {
        var parts = parts
        guard let call = base.as(FunctionCallExprSyntax.self), let name = call.calledBaseName else {
            if let reference = base.as(DeclReferenceExprSyntax.self), let passed = environment.passedArguments[reference.baseName.text],
               passed.expression.is(FunctionCallExprSyntax.self) || passed.expression.is(MemberAccessExprSyntax.self) {
                // A view a helper's call passes as a value (`button(image: Image(systemName: "pin"),
                // text: Text("Pin"))`, `icon: Asset.Icons.received.image`), the body showing
                // `image` and `text`: read in the caller's names.
                return calledLabelView(passed.expression, parts, passed.environment)
            }
            if let reference = base.as(DeclReferenceExprSyntax.self), let values = environment.bindings[reference.baseName.text],
               !values.isEmpty, values.allSatisfy({ if case .icon = $0 { return true } else { return false } }) {
                // An image a small view's call passes to its `let icon: Image` (either of a ternary's two).
                parts.icons = values.compactMap { if case .icon(let name) = $0 { return name } else { return nil } }
                return parts
            }
            // A view kept in a local constant (`let label = Text(title)…`, then `{ label }`).
            if let reference = base.as(DeclReferenceExprSyntax.self), let local = localLabel(reference, environment) {
                parts.merge(local)
                return parts
            }
            // An accessibility label on it (`role.icon.accessibilityLabel(role.title)`) still names it.
            if let shared = sharedLabel(base, environment) { parts.merge(shared); return parts }
            if let own = caseLabel(base, environment) { parts.merge(own); return parts }
            if base.is(MemberAccessExprSyntax.self), case .success(let found) = icons.imageExpression(base, environment) {
                parts.icons = found  // an image of the app's icon vocabulary (`Icons.trash`, `AppIcon.share.image`)
                return parts
            }
            if let property = Self.propertyName(base), let stored = environment.storedViews[property] {
                // A view the small view's initializer made and stored: the call's title or icon.
                return calledLabelView(stored.expression, parts, stored.environment)
            }
            if let property = Self.propertyName(base), let owner = environment.typeName.flatMap({ resolver.index.types[$0] }),
               let getter = owner.properties[property]?.getter {
                var inner = environment
                inner.depth += 1
                parts.merge(label(getter, inner))
            }
            return parts
        }
        switch name {
        case "Label":
            parts.merge(argumentParts(call, environment))
            // `Label(title: title) { icon }` in a small view: the title a view closure the call
            // passed, the trailing closure the icon.
            let titleArgument = call.argument("title").flatMap { $0.is(ClosureExprSyntax.self) ? nil : $0 }
            if let title = call.closure("title") ?? (titleArgument == nil ? call.trailingClosure : nil) {
                parts.merge(label(title.statements, environment))
            } else if let titleArgument, let passed = passedView(titleArgument, environment) {
                parts.merge(label(passed.statements, passed.environment))
            }
            if let icon = call.closure("icon") ?? (titleArgument != nil ? call.trailingClosure : nil) {
                parts.merge(label(icon.statements, environment))
            } else if let iconArgument = call.argument("icon"), let passed = passedView(iconArgument, environment) {
                parts.merge(label(passed.statements, passed.environment))
            }
        case "Text" where showsFormattedValue(call):
            parts.shownValue = parts.shownValue ?? "title: `\(resolver.short(ExprSyntax(call)))` shows a value known only at run time"
        case "Text", "TextState":
            switch titles.text(call, environment) {
            case .success(let found)?: parts.titles = parts.titles ?? found
            case .failure(let problem)?: parts.problem = "title: \(problem.reason)"
            case nil: break
            }
        case "Image" where !call.arguments.contains(where: { $0.label == nil || ["systemName", "systemSymbol", "named", "uiImage", "nsImage", "decorative"].contains($0.label?.text ?? "") }):
            // An app's own `Image` initializer (`Image(icon: .general.close)`): the image its body
            // makes when it delegates to another (`self.init(uiImage: UIImage(asset: asset))`).
            if case .success(let found) = icons.imageExpression(ExprSyntax(call), environment) {
                parts.icons = found
            } else if let argument = call.arguments.first {
                switch icons.appIcon(argument.expression, environment) {
                case .success(let found): parts.icons = found
                case .failure(let problem):
                    parts.unnamedIcon = resolver.short(ExprSyntax(call))
                    parts.unnamedIconReason = problem.reason
                }
            }
        case "Image":
            switch icons.imageExpression(ExprSyntax(call), environment) {
            case .success(let found): parts.icons = found
            case .failure(let problem):
                if let package = packageIconType(call.argument("uiImage") ?? call.argument("nsImage")) {
                    // An icon of a package the scan does not read (`Image(uiImage: MaterialIcons.box.image(…))`).
                    parts.unnamedIcon = resolver.short(ExprSyntax(call))
                    parts.unnamedIconReason = "`\(package)` is not declared in the scanned code"
                } else {
                    parts.problem = "icon: \(problem.reason)"
                }
            }
        case "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack":
            parts.merge(label(call.trailingClosure?.statements ?? CodeBlockItemListSyntax([]), environment))
        case "AnyView" where call.arguments.count == 1:
            // `AnyView(PrimaryButtonView(title: title))`: the view it erases.
            parts.merge(labelView(call.arguments.first!.expression, environment))
        default:
            if let type = resolver.index.types[name], type.isView, let bodyProperty = type.properties["body"], let body = bodyProperty.getter {
                let shown = label(body, smallViewEnvironment(type, body: bodyProperty, call: call, environment))
                if shown.titles == nil, shown.icons == nil, var given = textViewTitle(call, name: name, type: type, environment) {
                    var drawn = shown
                    drawn.problem = nil  // what the body does with its text, read from the name instead
                    given.merge(drawn)
                    parts.merge(given)
                } else {
                    parts.merge(shown)
                }
            } else if resolver.index.types[name] == nil, let given = textViewTitle(call, name: name, type: nil, environment) {
                parts.merge(given)
            } else if name.first?.isLowercase == true, let called = call.calledName, let function = resolver.findFunction(called, call: call, environment) {
                // A helper of the same code returning the label (`label(forItemNamed: name)`),
                // with the call's arguments bound: a `switch` over one takes its case.
                parts.merge(resolver.inline(function, call: call, environment) { body, inner in label(body, inner) })
            } else if name.hasSuffix("Icon") || name.hasSuffix("Image") || name.hasSuffix("Symbol") {
                // An icon view of a package the scan does not read (`CompoundIcon(\.plus)`).
                if parts.unnamedIcon == nil {
                    parts.unnamedIcon = resolver.short(ExprSyntax(call))
                    if let argument = call.arguments.first, case .failure(let problem) = icons.appIcon(argument.expression, environment) {
                        parts.unnamedIconReason = problem.reason
                    } else {
                        parts.unnamedIconReason = "`\(name)` is not declared in the scanned code"
                    }
                }
            }
        }
        return parts
    }

    /// The title a design system's text view shows (`CaptionBText(title, textColor: .primary)`):
    /// a view named `…Text` given its text first shows that text, as `Text` does, when its body
    /// does not say so in a way the scan follows (it parses accents, say) or the scanned folder
    /// does not declare it. Read as its initializer takes it: a `String` as it is, anything else as
    /// `Text` takes it (a literal is a key). Nil for any other view.
    private func textViewTitle(_ call: FunctionCallExprSyntax, name: String, type: TypeDecl?, _ environment: Environment) -> LabelParts? {
        // A type's name (`CaptionBText`); a helper function (`badgeText(…)`) is read from its body.
        guard name.hasSuffix("Text"), name != "Text", name.first?.isUppercase == true, let first = call.arguments.first, first.label == nil,
              !first.expression.is(NilLiteralExprSyntax.self) else { return nil }
        let takesString = type.map { type in
            type.initializers.contains { $0.parameters.first.map { $0.label == nil && $0.type == "String" } ?? false }
        } ?? false
        var parts = LabelParts()
        switch takesString ? titles.plain(first.expression, environment) : titles.localized(first.expression, environment) {
        case .success(let found): parts.titles = found
        case .failure(let problem): parts.problem = "title: \(problem.reason)"
        }
        return parts
    }

    /// True for a `Text` showing a value formatted for display (`Text(count, format: .number)`,
    /// `Text(date, style: .relative)`, `Text(value, formatter: formatter)`, `Text(timerInterval:)`):
    /// what a statistics button shows above its title. SwiftUI formats a date or a number, never
    /// written text: `Text("Sign In", style: .button)` is a design system's own initializer
    /// showing its title, and so is a call of one the scanned code declares on `Text`.
    private func showsFormattedValue(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        if labels.first == "timerInterval" { return true }
        guard labels.count == 2, labels[0] == nil, let label = labels[1], ["format", "formatter", "style"].contains(label),
              let value = call.arguments.first?.expression, !value.is(StringLiteralExprSyntax.self) else { return false }
        let ownInitializers = resolver.index.types["Text"]?.initializers ?? []
        return !ownInitializers.contains { $0.parameters.count == 2 && $0.parameters[1].label == label }
    }

    /// The type an image comes from when it is a member of a type the scanned code does not
    /// declare, nor the system (`MaterialIcons.box.image(ofSize:)`, not `UIImage(named: name)`).
    private func packageIconType(_ image: ExprSyntax?) -> String? {
        var current = image
        var members = 0
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = expression.as(MemberAccessExprSyntax.self) { members += 1; current = member.base; continue }
            guard members >= 2, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  !["UI", "NS", "CG", "CI", "SF"].contains(where: { name.hasPrefix($0) }), name != "Image",
                  resolver.index.types[name]?.isDeclared != true, resolver.index.types[name]?.isEnum != true else { return nil }
            return name
        }
        return nil
    }

    /// A `Picker` in a menu: each of its items (a `Text` or `Label`, usually tagged) is a button
    /// of the menu; `ForEach` over an enum's cases or a literal list unrolled.
    func pickerItems(_ call: FunctionCallExprSyntax, _ environment: Environment) -> Content {
        pickerItems((call.trailingClosure ?? call.closure("content"))?.statements ?? CodeBlockItemListSyntax([]), environment)
    }

    private func pickerItems(_ statements: CodeBlockItemListSyntax, _ environment: Environment) -> Content {
        var result = Content.empty
        for item in statements {
            guard let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) else { continue }
            let (base, _) = Modifiers.peel(expression)
            let line = environment.file.line(of: expression)
            if let call = base.as(FunctionCallExprSyntax.self), call.calledBaseName == "ForEach" {
                result = result.then(forEach(call, environment) { pickerItems($0, $1) }, limit: limit)
            } else {
                result = result.then(assemble(labelView(expression, environment), line: line, role: nil, environment, accessibilityLabel: nil), limit: limit)
            }
        }
        return result
    }

    /// A button showing `parts` (no role), as `assemble` makes it.
    func assembledLabel(_ parts: LabelParts, line: Int, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        assemble(parts, line: line, role: nil, environment, accessibilityLabel: accessibilityLabel)
    }

    /// The button's variants (every title with every icon), or why it is known only at run time.
    private func assemble(_ parts: LabelParts, line: Int, role: String?, _ environment: Environment, accessibilityLabel: ExprSyntax?) -> Content {
        // A title the button style draws beside an icon-only label is the one on screen,
        // before an accessibility label (which VoiceOver reads instead).
        var titleList = parts.titles ?? environment.styleTitles
        var labelProblem: String? = nil
        if titleList == nil, let accessibilityLabel {
            switch titles.accessibilityLabel(accessibilityLabel, environment) {
            case .success(let found): titleList = found
            case .failure(let problem): labelProblem = "`\(resolver.short(accessibilityLabel))`: \(problem.reason)"
            }
        }
        if titleList == nil, let found = environment.callerAccessibilityTitles { titleList = found }
        if titleList == nil, labelProblem == nil { labelProblem = environment.callerAccessibilityProblem }
        // A label with a title known only at run time is unknown, even when a later `Text` is literal (a separator).
        if let problem = parts.problem ?? (titleList == nil ? parts.shownValue : nil), titleList == nil || problem.hasPrefix("title") || parts.icons == nil && problem.hasPrefix("icon") {
            return .runtime("line \(line): \(problem)")
        }
        guard let titleList else {
            // An accessibility label named but not known here (`.accessibilityLabel(post.title)`): why.
            if let labelProblem { return .unwritable("line \(line): the button shows only an icon, its accessibility label \(labelProblem)") }
            return .unwritable("line \(line): the button shows only an icon and names no accessibility label")
        }
        var variants: [[FoundButton]] = []
        if let iconList = parts.icons, iconList.count > 1, iconList.count == titleList.count {
            // Two ternaries over one condition: the i-th title shows the i-th icon.
            for (title, icon) in zip(titleList, iconList) {
                variants.append([FoundButton(line: line, title: title, icon: icon, role: role, style: environment.style, look: environment.look, unnamedIcon: parts.unnamedIcon, unnamedIconReason: parts.unnamedIconReason)])
            }
            return Content(variants: Array(variants.prefix(limit)))
        }
        for title in titleList {
            for icon in parts.icons.map({ $0.map(Optional.some) }) ?? [nil] {
                variants.append([FoundButton(line: line, title: title, icon: icon, role: role, style: environment.style, look: environment.look, unnamedIcon: parts.unnamedIcon, unnamedIconReason: parts.unnamedIconReason)])
            }
        }
        return Content(variants: Array(variants.prefix(limit)))
    }
}
