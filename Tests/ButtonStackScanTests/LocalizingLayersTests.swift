import Testing
@testable import ButtonStackScan

/// An app's own localizing layer, read through the forms such layers take: a helper declared
/// again in each of the app's modules, a helper with a fallback behind `guard`, and a key handed
/// to `String(localized:)` as a `String.LocalizationValue` made from it. Fixtures written for
/// these tests, each naming no app.
@Suite struct LocalizingLayersTests {
    /// `internal func tr(_:value:)` declared in two modules, each with its own table: a call
    /// reaches the helper of its own module (the declaration sharing the most folders with the
    /// caller), where before the two tied and the title was left to run time.
    @Test func helperDeclaredAgainInEachModule() throws {
        let folder = try SourceFolder([
            "App/Strings/Localization.swift": """
            internal func tr(_ key: String, value: String) -> String {
                return NSLocalizedString(key, tableName: "App", bundle: Bundle(for: Localization.self), value: value, comment: "")
            }
            """,
            "Core/Strings/CoreLocalization.swift": """
            internal func tr(_ key: String, value: String) -> String {
                return NSLocalizedString(key, tableName: "Core", bundle: Bundle(for: CoreLocalization.self), value: value, comment: "")
            }
            """,
            "App/Screens/Bookmarks.swift": """
            final class Bookmarks: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: tr("common.cancel", value: "Cancel"), style: .cancel))
                    alert.addAction(UIAlertAction(title: tr("bookmarks.delete", value: "Delete"), style: .destructive))
                    present(alert, animated: true)
                }
            }
            """,
            "Core/Errors/ErrorAlert.swift": """
            final class ErrorAlert: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: tr("common.ok", value: "OK"), style: .default))
                    alert.addAction(UIAlertAction(title: tr("error.retry", value: "Retry"), style: .default))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        let report = Scanner(symbols: testSymbols, limits: ScanLimits()).scan([folder.path + "/App", folder.path + "/Core"])
        // Groups come by file name relative to their folder: `Errors/…` before `Screens/…`.
        #expect(report.groups.map(\.titles) == [["Core:common.ok", "Core:error.retry"], ["App:common.cancel", "App:bookmarks.delete"]])
    }

    /// Two helpers as near as each other to the caller are still a tie: no title is guessed.
    @Test func helpersEquallyNearStayUnread() throws {
        let folder = try SourceFolder([
            "App/One.swift": """
            func tr(_ key: String) -> String { NSLocalizedString(key, tableName: "One", comment: "") }
            """,
            "App/Two.swift": """
            func tr(_ key: String) -> String { NSLocalizedString(key, tableName: "Two", comment: "") }
            """,
            "App/Screen.swift": """
            final class Screen: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: tr("cancel"), style: .cancel))
                    alert.addAction(UIAlertAction(title: tr("delete"), style: .destructive))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        let report = Scanner(symbols: testSymbols, limits: ScanLimits()).scan([folder.path + "/App"])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
    }

    /// A localizing helper that falls back to English behind `guard … else { return value }`:
    /// every path gives the same key, so the key is known.
    @Test func helperWithGuardedFallback() throws {
        let (report, _) = try scan(["LocalizedString.swift": """
        public enum LocalizedString {
            public static func getValue(_ key: String) -> String {
                let value = NSLocalizedString(key, comment: "")
                if value != key || NSLocale.preferredLanguages.first == "en" {
                    return value
                }
                guard let path = Bundle.main.path(forResource: "en", ofType: "lproj"), let bundle = Bundle(path: path) else {
                    return value
                }
                return NSLocalizedString(key, bundle: bundle, comment: "")
            }
        }
        """, "Settings.swift": """
        final class Settings: UIViewController {
            func confirmReset() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: LocalizedString.getValue("common.button.cancel"), style: .cancel))
                alert.addAction(UIAlertAction(title: LocalizedString.getValue("settings.reset"), style: .destructive))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["common.button.cancel", "settings.reset"]])
    }

    /// A `guard` whose `else` returns another value makes both values alternatives (two variants
    /// of the group); one that traps adds none.
    @Test func guardElseValuesAreAlternatives() throws {
        let (report, _) = try scan(["Titles.swift": """
        enum Titles {
            static func confirm(_ key: String) -> String {
                guard Settings.shared.isLocalized else { return "OK" }
                return NSLocalizedString(key, comment: "")
            }
            static func cancel() -> String {
                guard Settings.shared.isLocalized else { fatalError("strings are not loaded") }
                return NSLocalizedString("cancel", comment: "")
            }
        }
        """, "Screen.swift": """
        final class Screen: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: Titles.cancel(), style: .cancel))
                alert.addAction(UIAlertAction(title: Titles.confirm("confirm"), style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(Set(report.groups.map(\.titles)) == [["cancel", "confirm"], ["cancel", "\"OK\""]])
    }

    /// `String(localized: .init(stringLiteral: self), bundle: .module)` in a `String` extension's
    /// property: the key is the string the property is read on.
    @Test func localizationValueMadeFromTheKey() throws {
        let (report, _) = try scan(["I18n.swift": """
        extension String {
            public var i18nKit: String {
                String(localized: .init(stringLiteral: self), bundle: .module)
            }
            public var i18nShared: String {
                String(localized: String.LocalizationValue(self), table: "Shared", bundle: .module)
            }
        }
        """, "Editor.swift": """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                Text("x").toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("sys.done".i18nKit) { save() } }
                    ToolbarItem(placement: .cancellationAction) { Button("sys.cancel".i18nShared) { close() } }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["sys.done", "Shared:sys.cancel"]])
    }
}

/// Localizing layers whose fallbacks are bound by `if let` (as a helper of `extension String`
/// writes them), read on 2026-11-27 after a fifth set of apps was measured.
@Suite struct BoundFallbackLayersTests {
    /// `var loc: String` that tries the user's language, then English's table through
    /// `if let text = bundle?.localizedString(forKey: self, …)`, then the key itself: every path is
    /// the key, so it is known, where the name bound by `if let` was known only at run time.
    @Test func ifLetFallbackToAnotherBundleIsTheSameKey() throws {
        let (report, _) = try scan(["Shared.swift": """
        extension String {
            private static var englishBundle: Bundle? = {
                guard let path = Bundle.main.path(forResource: "en", ofType: "lproj") else { return nil }
                return Bundle(path: path)
            }()

            var loc: String {
                let message = NSLocalizedString(self, comment: "")
                if message != self {
                    return message
                }
                if let forced = String.englishBundle?.localizedString(forKey: self, value: nil, table: nil) {
                    return forced
                } else {
                    return self
                }
            }
        }
        """, "ListView.swift": """
        struct ListView: View {
            @State private var confirming = false
            var body: some View {
                List { }
                    .alert("list.remove.title".loc, isPresented: $confirming) {
                        Button("common.cancel".loc, role: .cancel) { }
                        Button("list.remove".loc, role: .destructive) { }
                    }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["common.cancel", "list.remove"]])
    }

    /// A name an `if let` binds to a value known only at run time stays so inside the branch,
    /// even where the type has a property of the same name.
    @Test func aNameBoundAtRunTimeIsNotTheSamePropertyOfTheType() throws {
        let (report, _) = try scan(["Sheet.swift": """
        struct Sheet: View {
            let title = "Fixed"
            var body: some View {
                HStack {
                    Button(label()) { }
                    Button("Close") { }
                }
            }
            func label() -> String {
                if let title = UserDefaults.standard.string(forKey: "title") {
                    return title
                }
                return "Fixed"
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}

/// An app's own operator that localizes (`%"common.cancel"`).
@Suite struct LocalizingOperatorTests {
    @Test func aPrefixOperatorOfTheAppIsReadAsItsFunction() throws {
        let (report, _) = try scan(["Localization.swift": """
        prefix operator %

        prefix func %(expression: String.LocalizationValue) -> String {
            String(localized: expression)
        }
        """, "Details.swift": """
        final class Details: UIViewController {
            func confirmRemove() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: %"common.cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: %"details.remove", style: .destructive))
                present(alert, animated: true)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["common.cancel", "details.remove"]])
    }
}
