import Testing
@testable import ButtonStackScan

/// Titles held by constants of nested types of any spelling, case changes of known text, an
/// unseen localizer in an app without string tables, SwiftUI's first navigation bar items, and
/// static images of an extension of `UIImage`.
/// Fixtures written for these tests, each naming no app.
@Suite struct ConstantsAndBarItemsTests {
    /// An action sheet titled through a localizing function of a library outside the scan.
    static let sheet = """
        final class Sheet: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: SystemLocalizedString("Cancel"), style: .cancel))
                alert.addAction(UIAlertAction(title: NSLocalizedString("Remove", comment: ""), style: .destructive))
                present(alert, animated: true)
            }
        }
    """

    /// `UIConstants.strings.cancel`: a `struct strings` nested in a type, its constants localized.
    @Test func constantsOfALowercaseNestedType() throws {
        let (report, _) = try scan(["UIConstants.swift": """
        struct UIConstants {
            struct layout {
                static let height: CGFloat = 44
            }
            struct strings {
                static let cancel = NSLocalizedString("Alert.cancel", value: "Cancel", comment: "")
                static let rename = NSLocalizedString("Alert.rename", value: "Rename", comment: "")
            }
        }
        """, "Rename.swift": """
        extension UIAlertController {
            static func rename() -> UIAlertController {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: UIConstants.strings.cancel, style: .cancel))
                alert.addAction(UIAlertAction(title: UIConstants.strings.rename, style: .default))
                return alert
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Alert.cancel", "Alert.rename"]])
    }

    /// A sort menu over an enum's raw values, each shown `localizedCapitalized`.
    @Test func rawValuesShownCapitalized() throws {
        let (report, _) = try scan(["Sort.swift": """
        import SwiftUI
        enum Sort: String, CaseIterable {
            case name, species, birthday
        }
        struct SortMenu: View {
            var body: some View {
                Menu {
                    ForEach(Sort.allCases, id: \\.self) { sort in
                        Button(LocalizedStringKey(sort.rawValue.localizedCapitalized)) { select(sort) }
                    }
                } label: { Text("Sort") }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Name", "Species", "Birthday"]])
        #expect(TextCase.capitalized("sort by NAME") == "Sort By Name")
    }

    /// A localizing function of a library outside the scan, in an app with no string tables: its
    /// literal is the key (the app's titles are its source language's text); an action sheet shows
    /// Cancel last.
    @Test func unseenLocalizerWithoutStringTables() throws {
        let (report, _) = try scan(["Sheet.swift": Self.sheet])
        #expect(report.groups.map(\.titles) == [["Remove", "Cancel"]])
    }

    /// With string tables that lack the literal, an unseen function's literal is still no key.
    @Test func unseenLocalizerWithTablesThatLackTheKey() throws {
        let (report, _) = try scan(["Sheet.swift": Self.sheet, "en.lproj/Localizable.strings": "\"Remove\" = \"Remove\";\n"])
        #expect(report.groups.isEmpty)
    }

    /// `.navigationBarItems(leading:trailing:)`: the bar's two buttons, leading first.
    @Test func navigationBarItems() throws {
        let (report, _) = try scan(["Editor.swift": """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                Form { Text("x") }
                    .navigationBarItems(
                        leading: Button { close() } label: { Label("Back", systemImage: "arrow.backward") },
                        trailing: Button("Add") { save() }
                    )
            }
        }
        """])
        #expect(report.groups.map(\.container) == ["navigationBar"])
        #expect(report.groups.map(\.titles) == [["Back", "Add"]])
        #expect(report.groups.first?.icons == ["arrow.backward", nil])
    }

    /// `UIAction(image: .renameShortcut)`: a static image the app declares in an extension of
    /// `UIImage`, force-unwrapped or not.
    @Test func staticImagesOfAnExtensionOfUIImage() throws {
        let (report, _) = try scan(["UIImage+App.swift": """
        extension UIImage {
            static let renameShortcut = UIImage(named: "edit")!
            static let removeShortcut = UIImage(systemName: "trash")
        }
        """, "Shortcut.swift": """
        final class ShortcutView: UIView {
            func menu() -> UIMenu {
                let rename = UIAction(title: NSLocalizedString("Shortcut.rename", comment: ""), image: .renameShortcut) { _ in }
                let remove = UIAction(title: NSLocalizedString("Shortcut.remove", comment: ""), image: .removeShortcut, attributes: .destructive) { _ in }
                return UIMenu(children: [rename, remove])
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Shortcut.rename", "Shortcut.remove"]])
        #expect(report.groups.first?.icons == ["asset:edit", "trash"])
    }
}

/// Constants of a type nested in a view, where many views declare a type of the same name.
@Suite struct NestedConstantsTests {
    /// Each view declares its own `enum Localization` (in an extension of it): `Localization.cancel`
    /// in a view is its own view's key, where before every view took the same one.
    @Test func eachViewReadsItsOwnNestedLocalization() throws {
        func view(_ name: String) -> String {
            """
            struct \(name): View {
                var body: some View {
                    HStack {
                        Button(Localization.cancel) { }
                        Button(Localization.save) { }
                    }
                }
            }

            private extension \(name) {
                enum Localization {
                    static let cancel = NSLocalizedString("\(name.lowercased()).cancel", comment: "")
                    static let save = NSLocalizedString("\(name.lowercased()).save", comment: "")
                }
            }
            """
        }
        let (report, _) = try scan(["EditView.swift": view("EditView"), "PickerView.swift": view("PickerView")])
        #expect(report.groups.map(\.titles) == [["editview.cancel", "editview.save"], ["pickerview.cancel", "pickerview.save"]])
    }

    /// A view nested in another takes the outer view's own `Localization`, and a path naming the
    /// outer view (`BView.Localization.cancel`) that one, whichever file came first.
    @Test func aNestedViewAndAnExplicitPathReadTheirOwnType() throws {
        func view(_ name: String) -> String {
            """
            struct \(name): View {
                var body: some View {
                    HStack { Button(Localization.cancel) { }; Button(Localization.save) { } }
                }
                struct Footer: View {
                    var body: some View {
                        HStack { Button(Localization.cancel) { }; Button(\(name).Localization.save) { } }
                    }
                }
                enum Localization {
                    static let cancel = NSLocalizedString("\(name.lowercased()).cancel", comment: "")
                    static let save = NSLocalizedString("\(name.lowercased()).save", comment: "")
                }
            }
            """
        }
        let (report, _) = try scan(["AView.swift": view("AView"), "BView.swift": view("BView")])
        #expect(report.groups.map(\.titles) == [["aview.cancel", "aview.save"], ["aview.cancel", "aview.save"],
                                                ["bview.cancel", "bview.save"], ["bview.cancel", "bview.save"]])
    }

    /// A static constant of a type nested in another (`Design.Icon.send`, `.send` where an `Icon`
    /// is expected) is still found by its member name alone: the nested name is no second owner.
    @Test func aNestedTypesStaticIsStillItsOnlyOwner() throws {
        let (report, _) = try scan(["Editor.swift": """
        enum Design {
            struct Icon {
                let name: String
                static let send = Icon(name: "paperplane")
                static let trash = Icon(name: "trash")
            }
        }
        struct Editor: View {
            var body: some View {
                HStack {
                    Button("editor.send", icon: .send) { }
                    Button("editor.trash", icon: .trash) { }
                }
            }
        }
        extension Button where Label == SwiftUI.Label<Text, Image> {
            init(_ title: String, icon: Design.Icon, action: @escaping () -> Void) {
                self.init(action: action) { SwiftUI.Label(title, systemImage: icon.name) }
            }
        }
        """])
        #expect(report.groups.first?.buttons.map(\.icon) == ["paperplane", "trash"])
    }

    /// A keyboard's accessory bar, `toolbar.items = [cancel, flexSpace, save]` of a `UIToolbar`
    /// made just before: a toolbar of its two system items (the spacer is no button); `items` of
    /// anything else (a segmented control's, a model's) is no group.
    @Test func aToolbarsItems() throws {
        let (report, _) = try scan(["Field.swift": """
        struct NameField: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextField {
                let textField = UITextField()
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
                let flexSpace = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
                let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
                let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
                toolbar.items = [cancel, flexSpace, save]
                textField.inputAccessoryView = toolbar
                let other = Holder()
                other.items = [cancel, save]
                return textField
            }
        }
        """])
        #expect(report.groups.map(\.container) == ["toolbar"])
        #expect(report.groups.map(\.line) == [8])
        #expect(report.groups.map(\.titles) == [["\"Cancel\"", "\"Save\""]])  // system items' own texts
    }
}
