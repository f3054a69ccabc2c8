import Testing
@testable import ButtonStackScan

/// Accessors R.swift and SwiftGen generate at build time, never committed: reversed through
/// the generator's naming rule to the app's keys and asset sets, never invented.
@Suite struct GeneratedAccessorTests {
    // MARK: fixtures

    /// An `en.lproj/Localizable.strings` holding `entries`.
    static func strings(_ entries: [(String, String)]) -> String {
        entries.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n") + "\n"
    }

    /// The files of an image set `name` (in `catalog`, under `folder` when it provides a namespace).
    static func imageSet(_ name: String, catalog: String = "Assets", namespace: String? = nil) -> [String: String] {
        let folder = "Resources/\(catalog).xcassets/" + (namespace.map { "\($0)/" } ?? "")
        var files = ["Resources/\(catalog).xcassets/Contents.json": #"{"info": {"version": 1, "author": "xcode"}}"#,
                     folder + "\(name).imageset/Contents.json": #"{"images": [{"filename": "icon.pdf", "idiom": "universal"}]}"#]
        if let namespace {
            files["Resources/\(catalog).xcassets/\(namespace)/Contents.json"] = #"{"properties": {"provides-namespace": true}}"#
        }
        return files
    }

    static let appStrings = strings([("settings_title", "Settings"), ("settings.done", "Done"), ("delete.item", "Delete %@"),
                                     ("settings.connection_section.make_default", "Make Default"), ("HEADER_TITLE", "Header")])

    static func app(_ sources: [String: String]) -> [String: String] {
        var files = sources
        files["Resources/en.lproj/Localizable.strings"] = appStrings
        files.merge(imageSet("icon_trash")) { $1 }
        files.merge(imageSet("star-fill", namespace: "Toolbar")) { $1 }
        return files
    }

    // MARK: naming rules

    /// R.swift's `SwiftIdentifier(name:)`: `_` kept, other punctuation joins camel case, leading
    /// digits dropped, the leading capitals lowered as its prefix expression does.
    @Test func rswiftNamesFollowItsRule() {
        #expect(RswiftIdentifiers.name("settings_title") == "settings_title")
        #expect(RswiftIdentifiers.name("settings.title") == "settingsTitle")
        #expect(RswiftIdentifiers.name("star-fill") == "starFill")
        #expect(RswiftIdentifiers.name("Localizable") == "localizable")
        #expect(RswiftIdentifiers.name("URLString") == "urlString")
        #expect(RswiftIdentifiers.name("OK") == "oK")
        #expect(RswiftIdentifiers.name("2fa code") == "faCode")
        #expect(RswiftIdentifiers.name("with space") == "withSpace")
        #expect(RswiftIdentifiers.name("") == "")
    }

    /// StencilSwiftKit's own expectations for `swiftIdentifier:"pretty"` and `lowerFirstWord`.
    @Test func swiftGenNamesFollowItsRule() {
        let pretty = ["hello": "Hello", "42hello": "_42hello", "some$URL": "SomeURL", "with space": "WithSpace",
                      "apples.count": "ApplesCount", ".SFNSDisplay": "SFNSDisplay", "Show-NavCtrl": "ShowNavCtrl",
                      "HEADER_TITLE": "HeaderTitle", "multiLine\nKey": "MultiLineKey", "foo_bar.baz.qux-yay": "FooBarBazQuxYay",
                      "25 Ultra Light": "_25UltraLight", "26_extra_ultra_light": "_26ExtraUltraLight",
                      "12 @ 34 % 56 + 78 Hello world": "_12345678HelloWorld"]
        for (input, expected) in pretty { #expect(SwiftGenIdentifiers.type(input) == expected, "\(input)") }
        let lowered = ["someCapString": "someCapString", "String_with_words": "string_with_words", "String_With_Words": "string_With_Words",
                       "STRing_with_words": "stRing_with_words", "URLChooser": "urlChooser", "PLEASESTOPSCREAMING": "pleasestopscreaming",
                       "PLEASE_STOP_SCREAMING": "please_STOP_SCREAMING", "": ""]
        for (input, expected) in lowered { #expect(SwiftGenIdentifiers.lowerFirstWord(input) == expected, "\(input)") }
        #expect(SwiftGenIdentifiers.member("make_default") == "makeDefault")
    }

    // MARK: R.swift

    @Test func rswiftAccessorsInSwiftUI() throws {
        let (report, _) = try scan(Self.app(["Views/Toolbar.swift": """
        struct Toolbar: View {
            var name: String
            var body: some View {
                HStack {
                    Button(R.string.localizable.settings_title()) { }
                    Button { } label: { Label(R.string.localizable.deleteItem(name), image: R.image.icon_trash.name) }
                    Button { } label: { Image(R.image.toolbar.starFill) }
                        .accessibilityLabel(R.string.localizable.settingsDone())
                }
            }
        }
        """]))
        let group = try #require(report.groups.first { $0.stack.hasPrefix("Toolbar-") })
        #expect(group.titles == ["settings_title", "delete.item(Name)", "settings.done"])
        #expect(group.icons == [nil, "asset:icon_trash", "asset:Toolbar/star-fill"])
        #expect(ScanJSON.string(report).contains(#""title": {"key": "delete.item", "table": "Localizable", "arguments": ["Name"]}, "icon": "asset:icon_trash""#))
    }

    @Test func rswiftAccessorsInUIKit() throws {
        let (report, _) = try scan(Self.app(["Screens/ListViewController.swift": """
        final class ListViewController: UIViewController {
            var name: String
            func showMenu() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: R.string.localizable.settingsDone(), style: .default) { _ in })
                alert.addAction(UIAlertAction(title: R.string(preferredLanguages: ["en"]).localizable.settings_title(), style: .cancel))
                present(alert, animated: true)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                let trash = UIBarButtonItem(image: UIImage(resource: R.image.icon_trash), style: .plain, target: self, action: #selector(trash))
                trash.accessibilityLabel = R.string.localizable.settings_title()
                let star = UIBarButtonItem(image: R.image.toolbar.starFill(), style: .plain, target: self, action: #selector(star))
                star.accessibilityLabel = R.string.localizable.deleteItem(name)
                navigationItem.rightBarButtonItems = [trash, star]
            }
        }
        """]))
        let titles = report.groups.map(\.titles)
        #expect(titles.contains(["settings.done", "settings_title"]))
        let bar = try #require(report.groups.first { $0.container == "navigationBar" })
        #expect(bar.titles == ["settings_title", "delete.item(Name)"])
        #expect(bar.icons == ["asset:icon_trash", "asset:Toolbar/star-fill"])
    }

    // MARK: SwiftGen

    @Test func swiftGenAccessorsInSwiftUI() throws {
        var files = Self.app(["Views/Settings.swift": """
        struct SettingsButtons: View {
            var name: String
            var body: some View {
                VStack {
                    Button(L10n.Settings.ConnectionSection.makeDefault) { }
                    Button(L10n.settingsTitle) { }
                    Button(L10n.Delete.item(name)) { }
                    Button { } label: { Image(asset: Asset.Images.iconName) }
                        .accessibilityLabel(L10n.headerTitle)
                    Button { } label: { Asset.Assets.iconTrash.swiftUIImage }
                        .accessibilityLabel(L10n.Settings.done)
                }
            }
        }
        """])
        files.merge(Self.imageSet("icon-name", catalog: "Images")) { $1 }
        let (report, _) = try scan(files)
        let group = try #require(report.groups.first { $0.stack.hasPrefix("SettingsButtons-") })
        #expect(group.titles == ["settings.connection_section.make_default", "settings_title", "delete.item(Name)", "HEADER_TITLE", "settings.done"])
        #expect(group.icons == [nil, nil, nil, "asset:icon-name", "asset:icon_trash"])
    }

    @Test func swiftGenAccessorsInUIKit() throws {
        let (report, _) = try scan(Self.app(["Screens/SettingsViewController.swift": """
        final class SettingsViewController: UIViewController {
            var name: String
            func confirm() {
                let alert = UIAlertController(title: L10n.headerTitle, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.Settings.ConnectionSection.makeDefault, style: .default))
                alert.addAction(UIAlertAction(title: L10n.Settings.done, style: .cancel))
                present(alert, animated: true)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                let trash = UIBarButtonItem(image: Asset.iconTrash.image, style: .plain, target: self, action: #selector(trash))
                trash.accessibilityLabel = L10n.settingsTitle
                let star = UIBarButtonItem(image: UIImage(asset: Asset.Toolbar.starFill), style: .plain, target: self, action: #selector(star))
                star.accessibilityLabel = L10n.Delete.item(name)
                navigationItem.rightBarButtonItems = [trash, star]
            }
        }
        """]))
        let titles = report.groups.map(\.titles)
        #expect(titles.contains(["settings.done", "settings.connection_section.make_default"]))  // the cancel action first, as iOS shows two
        let bar = try #require(report.groups.first { $0.container == "navigationBar" })
        #expect(bar.titles == ["settings_title", "delete.item(Name)"])
        #expect(bar.icons == ["asset:icon_trash", "asset:Toolbar/star-fill"])
    }

    // MARK: never invented

    /// An accessor naming no key of the app's tables, and no set of its catalogs, gives nothing.
    @Test func accessorsOfNoKeyAreNotRead() throws {
        let (report, _) = try scan(Self.app(["Views/Missing.swift": """
        struct Missing: View {
            var body: some View {
                HStack {
                    Button(R.string.localizable.missingKey()) { }
                    Button(L10n.Missing.key) { }
                    Button { } label: { Image(R.image.noSuchIcon) }
                    Button { } label: { Image(asset: Asset.noSuchIcon) }
                    Button(R.string.localizable.settings_title()) { }
                }
            }
        }
        """]))
        // Each is left to run time (the group skipped, the reason naming it), no key or asset made up.
        let json = ScanJSON.string(report)
        for invented in [#""key": "missing"#, #""key": "Missing"#, "asset:noSuchIcon", "asset:no"] { #expect(!json.contains(invented)) }
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
    }

    /// The app's own `R` and `L10n` are read from their declarations, not as the generators':
    /// its `L10n` constant's text, never the key of the same name in its strings.
    @Test func declaredRootsWin() throws {
        let (report, _) = try scan(Self.app(["Views/Own.swift": """
        enum R {
            enum string {
                enum localizable {
                    static func settings_title() -> String { "Own settings" }
                }
            }
        }
        enum L10n {
            static let settingsTitle = "Own title"
            static let headerTitle = "Own header"
        }
        struct Own: View {
            var body: some View {
                HStack {
                    Button(R.string.localizable.settings_title()) { }
                    Button(L10n.headerTitle) { }
                }
                HStack {
                    Button(L10n.settingsTitle) { }
                    Button(L10n.headerTitle) { }
                }
            }
        }
        """]))
        #expect(report.groups.map(\.titles) == [[#""Own title""#, #""Own header""#]])
        #expect(!ScanJSON.string(report).contains(#""key": "settings_title""#))
    }

    /// Two keys (or sets) one accessor name would stand for give neither.
    @Test func ambiguousNamesGiveNoKey() throws {
        var files = Self.app(["Views/Twice.swift": """
        struct Twice: View {
            var body: some View {
                HStack {
                    Button(L10n.Settings.title) { }
                    Button { } label: { Image(R.image.icon_name) }
                        .accessibilityLabel(R.string.localizable.settings_title())
                }
                HStack {
                    Button(R.string.localizable.settingsTitle()) { }
                    Button(L10n.Settings.title) { }
                }
                HStack {
                    Button(L10n.settingsTitle) { }
                    Button(L10n.Settings.title) { }
                }
                HStack {
                    Button { } label: { Image(asset: Asset.iconName) }
                        .accessibilityLabel(L10n.Settings.title)
                    Button(L10n.Settings.title) { }
                }
            }
        }
        """])
        files["Resources/en.lproj/Localizable.strings"] = Self.strings([("settings.title", "Settings"), ("settings title", "Settings"),
                                                                        ("settings_title", "Settings")])
        files.merge(Self.imageSet("icon-name")) { $1 }
        files.merge(Self.imageSet("icon_name")) { $1 }
        let (report, _) = try scan(files)
        // R.swift: `settings_title` is its own; `settings.title` and `settings title` both make
        // `settingsTitle`, and `icon_name` stays `icon_name`. SwiftGen: the structured
        // `Settings.title` is `settings.title` alone; the flat `settingsTitle` is both
        // `settings.title` and `settings_title`; `icon-name` and `icon_name` both make `iconName`.
        // An image the scan cannot name leaves its button without an icon, as any other does.
        #expect(report.groups.map(\.titles) == [["settings.title", "settings_title"], ["settings.title", "settings.title"]])
        #expect(report.groups.map(\.icons) == [[nil, "asset:icon_name"], [nil, nil]])
        #expect(report.skipped.map(\.line) == [8, 12])
        #expect(report.skipped.allSatisfy { $0.reason.contains("settingsTitle") })
    }

    /// An Xcode asset symbol passed to a small view of the app (`leftIcon: .qrScan2Line`, an
    /// `ImageResource`) names its set as the catalog spells it (`QrScan2Line`), as
    /// `Image(.qrScan2Line)` does.
    @Test func anAssetSymbolPassedOnNamesItsSet() throws {
        var files = Self.imageSet("QrScan2Line")
        files["Polls.swift"] = """
        struct AppButton: View {
            var text: LocalizedStringResource
            var leftIcon: ImageResource? = nil
            var action: () -> Void
            var body: some View {
                Button(action: action) {
                    HStack {
                        if let leftIcon { Image(leftIcon) }
                        Text(text)
                    }
                }
            }
        }
        struct Polls: View {
            var body: some View {
                HStack {
                    AppButton(text: "Create a poll", action: {})
                    AppButton(text: "Scan a QR", leftIcon: .qrScan2Line, action: {})
                }
            }
        }
        """
        let (report, _) = try scan(files)
        #expect(report.groups.filter { $0.file == "Polls.swift" }.map(\.icons) == [[nil, "asset:QrScan2Line"]])
    }

    /// SwiftGen's image view of an asset with modifiers after it (`CoreAssets.filter.swiftUIImage
    /// .renderingMode(.template)`), in an app whose assets enum has its own name: the asset.
    @Test func aSwiftGenImageViewWithModifiers() throws {
        let (report, _) = try scan([
            "Assets.swift": """
            public enum CoreAssets {
              public static let filter = ImageAsset(name: "filter")
              public static let sort = ImageAsset(name: "sort")
            }
            public struct ImageAsset {
              public fileprivate(set) var name: String
              public var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) }
            }
            """,
            "Posts.swift": """
            struct Posts: View {
                var body: some View {
                    HStack {
                        Button(action: {}, label: {
                            CoreAssets.filter.swiftUIImage
                                .renderingMode(.template)
                                .foregroundColor(.red)
                            Text("Filter")
                        })
                        Button(action: {}, label: { CoreAssets.sort.swiftUIImage; Text("Sort") })
                    }
                }
            }
            """,
        ])
        #expect(report.groups.filter { $0.file == "Posts.swift" }.map(\.icons) == [["asset:filter", "asset:sort"]])
    }
}
