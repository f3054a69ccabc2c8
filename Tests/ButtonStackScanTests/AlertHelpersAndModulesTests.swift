import Testing
@testable import ButtonStackScan

/// Alerts written the ways SwiftUI's first `Alert` is written in apps: named with its framework,
/// made by a helper of the app and shown by `.alert`, and titles localized by a package's
/// `String` method the scanned folders do not declare. Fixtures written for these tests, each
/// naming no app.
@Suite struct AlertHelpersAndModulesTests {
    /// The app's alert helpers: one making its alert of what the call passes, one stating it whole.
    static let alertHelpers = """
    extension Alert {
        static func confirmation(action: LocalizedStringKey, onConfirm: @escaping () -> Void) -> Alert {
            Alert(title: Text("Sure?"),
                  primaryButton: .destructive(Text(action), action: onConfirm),
                  secondaryButton: .cancel())
        }
        static func deleteConfirmation(onDelete: @escaping () -> Void) -> Alert {
            Alert(title: Text("Delete?"),
                  primaryButton: .destructive(Text("Yes, delete"), action: onDelete),
                  secondaryButton: .cancel())
        }
    }
    """

    /// `SwiftUI.Alert(…)` (written so where the app has its own `Alert` type) is the alert, not
    /// a modifier named `Alert` of a view called `SwiftUI`.
    @Test func anAlertNamedWithItsFrameworkIsAnAlert() throws {
        let (report, _) = try scan([
            "Settings.swift": """
            struct Settings: View {
                @State var deleting = false
                var body: some View {
                    List { Text("x") }
                        .alert(isPresented: $deleting) { makeDeleteAlert() }
                }
                private func makeDeleteAlert() -> SwiftUI.Alert {
                    return SwiftUI.Alert(title: Text("Delete data"),
                                         primaryButton: .cancel(),
                                         secondaryButton: .destructive(Text("Delete")))
                }
            }
            """,
        ])
        // Where it is made (the `.alert` that shows it adds nothing the helper does not state).
        #expect(report.groups.map(\.line) == [8])
        #expect(report.groups.map(\.titles) == [["\"Cancel\"", "Delete"]])
    }

    /// `.alert(isPresented:) { Alert.confirmation(action: Strings.delete) { … } }`: an alert a
    /// helper makes from what the call passes is reported where `.alert` shows it, read with
    /// that call's arguments; one the helper states whole is its own group alone.
    @Test func aHelperMadeAlertIsReportedWhereItIsShown() throws {
        let (report, _) = try scan([
            "AlertExtensions.swift": Self.alertHelpers,
            "Detail.swift": """
            struct Detail: View {
                @State var asking = false
                var body: some View {
                    Text("x")
                        .alert(isPresented: $asking) {
                            Alert.confirmation(action: "Leave group") { print("left") }
                        }
                        .alert(isPresented: $asking) {
                            Alert.deleteConfirmation { print("gone") }
                        }
                }
            }
            """,
        ])
        let shown = report.groups.filter { $0.file == "Detail.swift" }
        #expect(shown.map(\.line) == [5])
        #expect(shown.first?.container == "alert")
        #expect(shown.first.map { Set($0.titles) } == ["Leave group", "\"Cancel\""])
        // The helper's own whole alert, once, where it is made.
        #expect(report.groups.filter { $0.titles.contains("Yes, delete") }.map(\.file) == ["AlertExtensions.swift"])
    }

    /// `.alert { guard let item else { return Alert(title: Text("…")) }; return Alert.confirmation(…) }`:
    /// the helper's alert, read where the guard passes.
    @Test func aHelperMadeAlertAfterAGuardIsRead() throws {
        let (report, _) = try scan([
            "AlertExtensions.swift": Self.alertHelpers,
            "List.swift": """
            struct Items: View {
                @State var asking = false
                @State var selected: String?
                var body: some View {
                    Text("x")
                        .alert(isPresented: $asking) {
                            guard let selected else { return Alert(title: Text("Nothing selected")) }
                            return Alert.confirmation(action: "Remove item") { print(selected) }
                        }
                }
            }
            """,
        ])
        let shown = report.groups.filter { $0.file == "List.swift" }
        #expect(shown.map(\.line) == [6])
        #expect(shown.first.map { Set($0.titles) } == ["Remove item", "\"Cancel\""])
    }

    /// `"onboarding.create".localized()` of a package's `extension String` the scan does not
    /// read: the literal is a key when the app's strings hold it, and left to run time when they
    /// do not.
    @Test func aPackagesLocalizingMethodGivesTheKeyTheAppHolds() throws {
        let (report, _) = try scan([
            "en.lproj/Localizable.strings": """
            "onboarding.create" = "Create account";
            "onboarding.restore" = "Restore";
            """,
            "Landing.swift": """
            struct Landing: View {
                var body: some View {
                    VStack {
                        Button("onboarding.create".localized()) {}
                        Button("onboarding.restore".localized()) {}
                    }
                    HStack {
                        Button("onboarding.create".localized()) {}
                        Button("not.a.key".localized()) {}
                    }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["onboarding.create", "onboarding.restore"]])
        #expect(report.skipped.map(\.line) == [7])
    }
}
