import Testing
@testable import ButtonStackScan

/// `nil` as Swift reads it: a helper's optional parameter left out of a call is `nil`, so its
/// `?? fallback` is the fallback, `if let` over it is not taken and `!= nil` is false. Fixtures
/// written for these tests, each naming no app.
@Suite struct OptionalValuesTests {
    static let errorAlert = """
    enum Strings {
        static let ok = NSLocalizedString("alert.ok", comment: "")
        static let more = NSLocalizedString("alert.more", comment: "")
        static let retry = NSLocalizedString("alert.retry", comment: "")
    }

    extension UIAlertController {
        static func errorAlert(message: String, okTitle: String? = nil, secondaryTitle: String? = nil) -> UIAlertController {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: okTitle ?? Strings.ok, style: .cancel, handler: nil))
            if let secondaryTitle = secondaryTitle {
                alert.addAction(UIAlertAction(title: secondaryTitle, style: .default, handler: nil))
            }
            return alert
        }
    }
    """

    /// A call that leaves `okTitle` out shows the fallback; one that passes it shows what it passes.
    @Test func aDefaultNilTakesTheFallbackOfItsCoalescing() throws {
        let (report, _) = try scan([
            "ErrorAlert.swift": Self.errorAlert,
            "Screen.swift": """
            final class Screen: UIViewController {
                func failed() {
                    present(UIAlertController.errorAlert(message: "x", secondaryTitle: Strings.more), animated: true)
                }
                func retry() {
                    present(UIAlertController.errorAlert(message: "x", okTitle: Strings.retry, secondaryTitle: Strings.more), animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["alert.ok", "alert.more"], ["alert.retry", "alert.more"]])
        #expect(report.groups.map(\.line) == [3, 6])
    }

    /// `faq ? more : nil`: the branch where the title is `nil` adds no second action (one
    /// button, no group), the other does.
    @Test func aNilBranchSkipsTheIfLetThatBindsIt() throws {
        let (report, _) = try scan([
            "ErrorAlert.swift": Self.errorAlert,
            "Screen.swift": """
            final class Screen: UIViewController {
                func failed(faq: Bool) {
                    present(UIAlertController.errorAlert(message: "x", secondaryTitle: faq ? Strings.more : nil), animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["alert.ok", "alert.more"]])
    }

    /// `if secondaryTitle != nil` is known false where the call leaves it out: no second button.
    @Test func comparingANilDefaultWithNilIsKnown() throws {
        let (report, _) = try scan([
            "Sheet.swift": """
            final class Sheet: UIViewController {
                func ask(secondaryTitle: String? = nil) {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("sheet.share", comment: ""), style: .default))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("sheet.copy", comment: ""), style: .default))
                    if secondaryTitle != nil {
                        alert.addAction(UIAlertAction(title: NSLocalizedString("sheet.extra", comment: ""), style: .default))
                    }
                    present(alert, animated: true)
                }
                func open() { ask() }
            }
            """,
        ])
        // Where it is declared the parameter is known only at run time: both variants. Where
        // `open()` calls it with nothing, the `if` is not taken.
        let atCall = report.groups.filter { $0.line == 11 }
        #expect(atCall.map(\.titles) == [["sheet.share", "sheet.copy"]])
        #expect(report.groups.filter { $0.line == 3 }.map(\.titles) == [["sheet.share", "sheet.copy", "sheet.extra"], ["sheet.share", "sheet.copy"]])
    }

    /// `Button(primary ?? "Done")`: the literal after `??` is a `String`, shown as it is; a small
    /// view's call that passes `primary` shows that.
    @Test func aLiteralFallbackIsTextNotAKey() throws {
        let (report, _) = try scan([
            "Pair.swift": """
            struct Pair: View {
                var primary: String? = nil
                var body: some View {
                    HStack {
                        Button(primary ?? "Done") {}
                        Button("Skip") {}
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Pair()
                        Pair(primary: "Go")
                    }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["\"Done\"", "Skip"], ["\"Go\"", "Skip"]])
    }
}

/// `var ok = actionTitle` then `if ok == nil { ok = Strings.ok }` in an alert's convenience
/// initializer: as `actionTitle ?? Strings.ok`. A fixture written for this test, naming no app.
@Suite struct NilDefaultedLocalsTests {
    @Test func aLocalDefaultedWhenNilIsTheFallbackOrThePassedTitle() throws {
        let (report, _) = try scan([
            "Alerts.swift": """
            enum Texts {
                static let ok = NSLocalizedString("common.ok", comment: "")
                static let cancel = NSLocalizedString("common.cancel", comment: "")
                static let save = NSLocalizedString("common.save", comment: "")
            }
            extension UIAlertController {
                convenience init(title: String?, message: String?, actionTitle: String?, actionHandler: @escaping () -> Void) {
                    self.init(title: title, message: message, preferredStyle: .alert)
                    var ok = actionTitle
                    if ok == nil { ok = Texts.ok }
                    addAction(UIAlertAction(title: ok!, style: .default, handler: { _ in actionHandler() }))
                    addAction(UIAlertAction(title: Texts.cancel, style: .cancel, handler: nil))
                }
            }
            """,
            "Screen.swift": """
            final class Screen: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: "t", message: nil, actionTitle: nil, actionHandler: {})
                    present(alert, animated: true)
                }
                func save() {
                    let alert = UIAlertController(title: "t", message: nil, actionTitle: Texts.save, actionHandler: {})
                    present(alert, animated: true)
                }
            }
            """,
        ])
        let calls = report.groups.filter { $0.file == "Screen.swift" }
        #expect(calls.map(\.line) == [3, 7])
        #expect(calls.map { Set($0.titles) } == [["common.ok", "common.cancel"], ["common.save", "common.cancel"]])
    }
}
