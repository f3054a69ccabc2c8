import Testing
@testable import ButtonStackScan

/// What `scan` does with each path it is given: a folder is walked, a Swift file read, a String
/// Catalog named on its own taken as the app's strings (an app's catalog often lies beside, not
/// inside, the folders of screens a large repository is scanned by), anything else said.
@Suite struct ScanPathsTests {
    /// The catalog named beside the screens' folder is the spec's strings, as one found inside it
    /// would be.
    @Test func aCatalogNamedOnItsOwnIsTheAppsStrings() throws {
        let folder = try SourceFolder(["App/Localizable.xcstrings": EleventhRoundTests.catalog(["Approve": "Approve", "Cancel": "Cancel"]),
                                       "App/Views/Pages/Handoff.swift": """
        import SwiftUI
        struct Handoff: View {
            var body: some View {
                HStack {
                    Button("Approve") { }
                    Button("Cancel", role: .cancel) { }
                }
            }
        }
        """])
        let scanner = Scanner(symbols: testSymbols, limits: ScanLimits())
        let without = scanner.scan([folder.path + "/App/Views/Pages"])
        #expect(without.groups.count == 1)
        #expect(without.stringFiles.isEmpty)
        let with = scanner.scan([folder.path + "/App/Views/Pages", folder.path + "/App/Localizable.xcstrings"])
        #expect(with.groups.map(\.titles) == [["Approve", "Cancel"]])
        #expect(with.stringFiles.count == 1 && with.stringFiles[0].hasSuffix("/App/Localizable.xcstrings"))
        #expect(with.problems.isEmpty)
    }

    /// A file that is neither Swift nor a catalog is one line naming it, and the scan goes on.
    @Test func anotherFileNamedIsOneLine() throws {
        let folder = try SourceFolder(["README.md": "# App", "Views/Row.swift": """
        import SwiftUI
        struct Row: View {
            var body: some View { HStack { Button("row.edit") { }; Button("row.delete") { } } }
        }
        """])
        let report = Scanner(symbols: testSymbols, limits: ScanLimits()).scan([folder.path + "/README.md", folder.path + "/Views"])
        #expect(report.problems == ["\(folder.path)/README.md: is not a folder, a .swift file or a String Catalog (.xcstrings); not read"])
        #expect(report.groups.map(\.titles) == [["row.edit", "row.delete"]])
    }

    /// An asset catalog named on its own, beside the screens' folder, is the app's icons: an
    /// Xcode asset symbol (`.cameraFilled`) is named after its set (`camera-filled`), as with the
    /// catalog found inside the folder scanned.
    @Test func anAssetCatalogNamedOnItsOwnIsTheAppsIcons() throws {
        let set = #"{"images":[{"filename":"camera-filled.svg","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/></svg>"#
        let folder = try SourceFolder(["App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
                                       "App/Assets.xcassets/Icons/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
                                       "App/Assets.xcassets/Icons/camera-filled.imageset/Contents.json": set,
                                       "App/Assets.xcassets/Icons/camera-filled.imageset/camera-filled.svg": svg,
                                       "App/Views/Start.swift": """
        import SwiftUI
        struct Start: View {
            var body: some View {
                HStack {
                    Button { } label: { Label { Text("scan") } icon: { Image(.cameraFilled) } }
                    Button("import", systemImage: "square.and.arrow.down") { }
                }
            }
        }
        """])
        let scanner = Scanner(symbols: testSymbols, limits: ScanLimits())
        let report = scanner.scan([folder.path + "/App/Views", folder.path + "/App/Assets.xcassets"])
        #expect(report.groups.map(\.icons) == [["asset:camera-filled", "square.and.arrow.down"]])
        #expect(report.problems.isEmpty)
    }

    /// A language's folder named on its own (`App/en.lproj`, beside the screens' folder) is the
    /// app's strings: an R.swift accessor not committed (`R.string.localizable.commonCancel(…)`)
    /// is named after its key, as with the folder found inside the one scanned.
    @Test func aLanguageFolderNamedOnItsOwnIsTheAppsStrings() throws {
        let folder = try SourceFolder(["App/en.lproj/Localizable.strings": "\"common.cancel\" = \"Cancel\";\n\"profile.logout\" = \"Log out\";\n",
                                       "App/de.lproj/Localizable.strings": "\"common.cancel\" = \"Abbrechen\";\n\"profile.logout\" = \"Abmelden\";\n",
                                       "App/Modules/Profile/ProfileViewController.swift": """
        import UIKit
        final class ProfileViewController: UIViewController {
            func confirmLogout() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: R.string.localizable.commonCancel(preferredLanguages: languages), style: .cancel))
                alert.addAction(UIAlertAction(title: R.string.localizable.profileLogout(preferredLanguages: languages), style: .destructive))
                present(alert, animated: true)
            }
        }
        """])
        let scanner = Scanner(symbols: testSymbols, limits: ScanLimits())
        let report = scanner.scan([folder.path + "/App/Modules", folder.path + "/App/en.lproj", folder.path + "/App/de.lproj"])
        #expect(report.groups.map { Set($0.titles) } == [["common.cancel", "profile.logout"]])
        #expect(report.stringFiles.count == 1 && report.stringFiles[0].hasSuffix("/App"))
        #expect(report.problems.isEmpty)
    }
}
