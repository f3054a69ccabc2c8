import Testing
@testable import ButtonStackScan

/// What a review of this session's scan changes found: work that grew with the square of a
/// file, and titles invented or lost. Fixtures written for these tests, each naming no app.
@Suite struct SecondReviewTests {
    /// A file of a thousand private views, each shown by the next, is read in one walk: the file
    /// after it is read within a ten-second deadline (a walk of the file for each struct took
    /// 84 s), and the views the app shows are not taken for preview-only ones.
    @Test func manyPrivateViewsAreReadInOneWalk() throws {
        var source = "import SwiftUI\n"
        for index in 0..<1_000 {
            source += "private struct V\(index): View { var body: some View { V\(index + 1)() } }\n"
        }
        source += "struct Shown: View { var body: some View { V0() } }\n"
        let folder = try SourceFolder(["A.swift": source, "B.swift": """
        import SwiftUI
        struct Footer: View {
            var body: some View { HStack { Button("Terms") {}; Button("Privacy") {} } }
        }
        """])
        var limits = ScanLimits()
        limits.maximumSeconds = 10
        let report = Scanner(symbols: testSymbols, limits: limits).scan([folder.path])
        #expect(report.groups.map(\.titles) == [["Terms", "Privacy"]])
        #expect(report.problems.isEmpty)
        #expect(try folder.previewOnly("A.swift").isEmpty)
    }

    /// A private view only another preview-only view shows is preview-only too.
    @Test func aViewOnlyAPreviewOnlyViewShowsIsPreviewOnly() throws {
        let folder = try SourceFolder(["Gallery.swift": """
        import SwiftUI
        private struct Row: View {
            var body: some View { HStack { Button("Continue") {}; Button("Cancel") {} } }
        }
        private struct Gallery: View {
            var body: some View { VStack { Row(); Row() } }
        }
        #Preview { Gallery() }
        """])
        let report = Scanner(symbols: testSymbols, limits: ScanLimits()).scan([folder.path])
        #expect(report.groups.isEmpty)
        #expect(try folder.previewOnly("Gallery.swift") == ["Gallery", "Row"])
    }

    /// `ForEach(names)` over a parameter is not the type's constant list of the same name.
    @Test func aParameterIsNotTheConstantOfItsName() throws {
        let (report, _) = try scan(["Chips.swift": """
        import SwiftUI
        struct Chips: View {
            let names = ["Default"]
            var body: some View { chips(["A", "B"]) }
            func chips(_ names: [String]) -> some View {
                HStack {
                    ForEach(names, id: \\.self) { name in Button(name) { pick(name) } }
                    Button("Add") { add() }
                }
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("\"Default\"") || $0.titles.contains("Default") })
    }

    /// `Other.strings.ok` where `strings` is a property of `Other` is not `UIConstants.strings.ok`.
    @Test func aPathOfTypesMustNestAsWritten() throws {
        let (report, _) = try scan(["Constants.swift": """
        struct UIConstants {
            struct strings {
                static let ok = "Fine"
                static let cancel = "Stop"
            }
        }
        struct Theme { var ok = "Other" }
        enum Other { static let strings = Theme() }
        """, "Alert.swift": """
        final class Screen: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: UIConstants.strings.cancel, style: .cancel))
                alert.addAction(UIAlertAction(title: Other.strings.ok, style: .default))
                present(alert, animated: true)
            }
        }
        """])
        #expect(!report.groups.contains { $0.titles.contains("\"Fine\"") })
    }

    /// An optional a property wrapper holds (`@AppStorage var user: String?`) is not left nil by
    /// the memberwise initializer: both branches of `if let user` stay variants.
    @Test func aWrappedOptionalKeepsBothBranches() throws {
        let (report, _) = try scan(["Account.swift": """
        import SwiftUI
        struct AccountButton: View {
            @AppStorage("user") var user: String?
            var body: some View {
                if let user { Button("Sign out") { signOut(user) } } else { Button("Sign in") { signIn() } }
            }
        }
        struct Account: View {
            var body: some View { VStack { AccountButton(); Button("Help") { help() } } }
        }
        """])
        #expect(Set(report.groups.map(\.titles)) == [["Sign out", "Help"], ["Sign in", "Help"]])
    }

    /// An app whose string files exist but cannot be read is no app without tables: an unseen
    /// localizer's literal is then no key.
    @Test func unreadStringFilesAreNotNoStringFiles() throws {
        var limits = ScanLimits()
        limits.maximumSeconds = 60
        let folder = try SourceFolder(["Sheet.swift": ConstantsAndBarItemsTests.sheet,
                                       "en.lproj/Localizable.strings": "\"Remove\" = ",
                                       "de.lproj/Localizable.strings": String(repeating: "x", count: 100)])
        let report = Scanner(symbols: testSymbols, limits: limits).scan([folder.path])
        #expect(report.groups.isEmpty)
    }

    /// A private helper of another file is not the one a call reaches; the caller's own file's
    /// helper is, before a nearer folder's.
    @Test func privateHelpersStayInTheirFile() throws {
        let folder = try SourceFolder([
            "App/Screens/Other.swift": """
            private func L(_ key: String) -> String { NSLocalizedString(key, tableName: "Other", comment: "") }
            """,
            "App/Screens/Screen.swift": """
            final class Screen: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: L("cancel"), style: .cancel))
                    alert.addAction(UIAlertAction(title: L("delete"), style: .destructive))
                    present(alert, animated: true)
                }
            }
            private func L(_ key: String) -> String { NSLocalizedString(key, tableName: "Screen", comment: "") }
            """,
        ])
        let report = Scanner(symbols: testSymbols, limits: ScanLimits()).scan([folder.path])
        #expect(report.groups.map(\.titles) == [["Screen:cancel", "Screen:delete"]])
    }
}

extension SourceFolder {
    /// The private views the scan takes for preview-only in `name`.
    func previewOnly(_ name: String) throws -> [String] {
        let bytes = Array(try String(contentsOfFile: path + "/" + name, encoding: .utf8).utf8)
        return ParsedFile(relative: name, path: path + "/" + name, bytes: bytes, maximumNestingLevel: 256).previewOnlyViews.names.sorted()
    }
}
