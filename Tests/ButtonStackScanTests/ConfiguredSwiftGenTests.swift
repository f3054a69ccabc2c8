import Testing
@testable import ButtonStackScan

/// SwiftGen strings generated at build time under the name an app configures
/// (`enumName: Localizations`), read from tables whose `Base` copy Xcode keeps empty.
@Suite struct ConfiguredSwiftGenTests {
    static let view = """
    import SwiftUI
    struct EditItemView: View {
        var body: some View {
            VStack {
                Button(Localizations.advanced) { }
                Button(Localizations.save) { }
            }
        }
    }
    """

    @Test func aConfiguredStringsEnumNamesTheKeys() throws {
        let (report, _) = try scan(["EditItemView.swift": Self.view,
                                    "Support/en.lproj/Localizable.strings": "\"Advanced\" = \"Advanced\";\n\"Save\" = \"Save\";\n"])
        #expect(report.groups.map(\.titles) == [["Advanced", "Save"]])
    }

    /// An empty `Base` table beside the English one hides none of its keys.
    @Test func anEmptyBaseTableBesideEnglishHidesNothing() throws {
        let (report, _) = try scan(["EditItemView.swift": Self.view.replacingOccurrences(of: "Localizations.", with: "L10n."),
                                    "Support/Base.lproj/Localizable.strings": "// Empty file needed to get Xcodegen to detect the Localizable.strings\n",
                                    "Support/en.lproj/Localizable.strings": "\"Advanced\" = \"Advanced\";\n\"Save\" = \"Save\";\n"])
        #expect(report.groups.map(\.titles) == [["Advanced", "Save"]])
    }

    /// A root that does not say it holds strings (`Fonts.save`) is not read as SwiftGen's.
    @Test func anotherUndeclaredRootIsNotStrings() throws {
        let (report, _) = try scan(["EditItemView.swift": Self.view.replacingOccurrences(of: "Localizations.", with: "Fonts."),
                                    "Support/en.lproj/Localizable.strings": "\"Advanced\" = \"Advanced\";\n\"Save\" = \"Save\";\n"])
        #expect(report.groups.isEmpty)
    }
}
