import Testing
@testable import ButtonStackScan

/// An app's own strings enum that a script writes at build time and the repository does not hold
/// (kiwix-apple's `LocalString.common_button_cancel`, `static let common_button_cancel =
/// "common.button.cancel".localized`): its members read as the keys of the app's table they are
/// made from, only when every member the code reads names one key.
@Suite struct UnseenStringsEnumTests {
    static let table = """
    "common.button.cancel" = "Cancel";
    "common.button.delete" = "Delete";
    "zim_file.action.unlink.title" = "Unlink %@";
    "language_selector.name.title" = "Name";
    """

    static let view = """
    import SwiftUI
    struct FileView: View {
        @State var unlinking = false
        var body: some View {
            HStack {
                Button(LocalString.common_button_delete, role: .destructive) { }
                Button { } label: { Text(LocalString.common_button_cancel) }
            }
        }
    }
    """

    /// Lowercased keys with every other character `_`: the keys, in the table that holds them.
    @Test func aGeneratedEnumsMembersNameTheirKeys() throws {
        let (report, _) = try scan(["Views/FileView.swift": Self.view, "Support/en.lproj/Localizable.strings": Self.table])
        #expect(report.groups.map(\.titles) == [["common.button.delete", "common.button.cancel"]])
        #expect(report.skipped.isEmpty)
    }

    /// A member called with values is the key's format, a sample for each.
    @Test func aGeneratedFormatFunctionIsTheKeysFormat() throws {
        let view = Self.view.replacingOccurrences(of: "Text(LocalString.common_button_cancel)",
                                                  with: "Text(LocalString.zim_file_action_unlink_title(withArgs: name))")
            .replacingOccurrences(of: "@State var unlinking = false", with: "let name: String")
        let (report, _) = try scan(["Views/FileView.swift": view, "Support/en.lproj/Localizable.strings": Self.table])
        #expect(report.groups.count == 1)
        #expect(report.groups.first?.buttons.last.map { if case .format("zim_file.action.unlink.title", "Localizable", _) = $0.title { true } else { false } } == true)
    }

    /// SwiftGen's camel-case names under a root no generator is known by.
    @Test func camelCaseMembersNameTheirKeysToo() throws {
        let view = Self.view.replacingOccurrences(of: "LocalString.common_button_delete", with: "AppText.commonButtonDelete")
            .replacingOccurrences(of: "LocalString.common_button_cancel", with: "AppText.commonButtonCancel")
        let (report, _) = try scan(["Views/FileView.swift": view, "Support/en.lproj/Localizable.strings": Self.table])
        #expect(report.groups.map(\.titles) == [["common.button.delete", "common.button.cancel"]])
    }

    /// A root one of whose members names no key (`Theme.padding`) is no strings enum: none of its
    /// members is read as a key, though two name keys.
    @Test func aRootWithAMemberNamingNoKeyIsNotStrings() throws {
        let view = Self.view.replacingOccurrences(of: "LocalString.", with: "Theme.")
            .replacingOccurrences(of: "HStack {", with: "HStack(spacing: Theme.padding) {")
        let (report, _) = try scan(["Views/FileView.swift": view, "Support/en.lproj/Localizable.strings": Self.table])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason).contains { $0.contains("`Theme.common_button_delete` is not declared") })
    }

    /// One member only that names a key is too little to say the root is generated strings.
    @Test func oneMemberNamingAKeyIsNotEnough() throws {
        let view = Self.view.replacingOccurrences(of: "Button { } label: { Text(LocalString.common_button_cancel) }",
                                                  with: "Button(\"Cancel\") { }")
        let (report, _) = try scan(["Views/FileView.swift": view, "Support/en.lproj/Localizable.strings": Self.table])
        #expect(report.groups.isEmpty)
    }

    /// Without the app's table in the scan, the members stay unknown, as before.
    @Test func withoutATableTheMembersStayUnknown() throws {
        let (report, _) = try scan(["Views/FileView.swift": Self.view])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason).contains { $0.contains("`LocalString.common_button_delete` is not declared") })
    }

    /// A committed enum of that name is read from its declaration.
    @Test func aDeclaredEnumIsReadFromItsDeclaration() throws {
        let declared = """
        enum LocalString {
            static let common_button_delete = "Remove"
            static let common_button_cancel = "Back"
        }
        """
        let (report, _) = try scan(["Views/FileView.swift": Self.view, "Views/LocalString.swift": declared,
                                    "Support/en.lproj/Localizable.strings": Self.table])
        #expect(report.groups.map(\.titles) == [["\"Remove\"", "\"Back\""]])
    }
}
