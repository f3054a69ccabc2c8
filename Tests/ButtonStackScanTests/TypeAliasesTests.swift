import Testing
@testable import ButtonStackScan

/// `private typealias Strings = L10n.Auth.Login` in a view, read as Swift reads it. Fixtures
/// written for these tests, each naming no app.
@Suite struct TypeAliasesTests {
    static let strings = """
    enum L10n {
        enum Auth {
            enum Login {
                static let title = NSLocalizedString("Log in", comment: "")
                enum Button {
                    static let login = NSLocalizedString("Log in now", comment: "")
                    static let help = NSLocalizedString("Get help", comment: "")
                }
            }
            enum Reset {
                static let title = NSLocalizedString("Reset", comment: "")
                enum Button {
                    static let login = NSLocalizedString("Back to login", comment: "")
                    static let help = NSLocalizedString("Contact support", comment: "")
                }
            }
        }
    }
    """

    /// Each view's own alias: `Strings.Button.login` in one view is not the other's.
    @Test func aViewsOwnAliasNamesItsStrings() throws {
        let (report, _) = try scan([
            "L10n.swift": Self.strings,
            "Login.swift": """
            struct LoginView: View {
                private typealias Strings = L10n.Auth.Login
                var body: some View {
                    VStack {
                        Button(Strings.Button.login) {}
                        Button(Strings.Button.help) {}
                    }
                }
            }
            """,
            "Reset.swift": """
            private typealias Strings = L10n.Auth.Reset
            struct ResetView: View {
                var body: some View {
                    HStack {
                        Button(Strings.Button.login) {}
                        Button(Strings.title) {}
                    }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["Log in now", "Get help"], ["Back to login", "Reset"]])
    }
}
