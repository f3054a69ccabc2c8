import Testing
@testable import ButtonStackScan

/// Idioms of three apps read by hand and scanned once before these fixes (orbot-apple,
/// omnivore, Meshtastic-Apple): an element's undrawn property set after it is added, views
/// erased to `AnyView` (alone or in a ternary), and an accessibility label choosing between two
/// `Text`s.
@Suite struct TwentiethRoundTests {
    /// `elements.last?.accessibilityIdentifier = …` after each append changes nothing drawn: the
    /// menu is its actions, the one under an `if` a variant.
    @Test func anElementsIdentifierSetAfterItIsAddedLeavesTheMenuAsItWas() throws {
        let (report, _) = try scan(["MainViewController.swift": """
        import UIKit
        final class MainViewController: UIViewController {
            var settingsBt: UIButton?
            var hasTokens = false
            func updateMenu() {
                var elements = [UIMenuElement]()
                elements.append(UIAction(title: NSLocalizedString("Auth Cookies", comment: ""), image: UIImage(systemName: "key"), handler: { _ in }))
                elements.last?.accessibilityIdentifier = "auth_cookies"
                if hasTokens {
                    elements.append(UIAction(title: NSLocalizedString("API Access", comment: ""), image: UIImage(systemName: "lock.shield"), handler: { _ in }))
                    elements.last?.accessibilityIdentifier = "api_access"
                }
                elements.append(UIAction(title: NSLocalizedString("Settings", comment: ""), image: UIImage(systemName: "gearshape"), handler: { _ in }))
                elements[2].accessibilityIdentifier = "settings"
                settingsBt?.menu = UIMenu(children: elements)
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Auth Cookies", "API Access", "Settings"], ["Auth Cookies", "Settings"]])
        #expect(report.skipped.isEmpty)
    }

    /// A title set on an element after it is added is drawn: the menu stays known only at run time.
    @Test func anElementsTitleSetAfterItIsAddedIsStillARunTimeChange() throws {
        let (report, _) = try scan(["Menu.swift": """
        import UIKit
        final class Menus {
            var name = ""
            func menu() -> UIMenu {
                var elements = [UIMenuElement]()
                elements.append(UIAction(title: NSLocalizedString("Open", comment: ""), image: nil, handler: { _ in }))
                elements.append(UIAction(title: NSLocalizedString("Close", comment: ""), image: nil, handler: { _ in }))
                elements.last?.title = name
                return UIMenu(children: elements)
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.map(\.reason).contains { $0.contains("changed at run time") })
    }

    /// A bar's trailing item that is a property returning `AnyView(ProgressView())` while busy and
    /// `AnyView(Button(…))` otherwise: the pair with the button, and the lone button while busy.
    @Test func aButtonErasedToAnyViewInABranchIsTheBarsItem() throws {
        let (report, _) = try scan(["ClubsView.swift": """
        import SwiftUI
        struct CreateClubView: View {
            @State var isCreating = false
            var nextButton: some View {
                if isCreating {
                    return AnyView(ProgressView())
                } else {
                    return AnyView(Button(action: {}, label: { Text("Next") }).disabled(false))
                }
            }
            var body: some View {
                NavigationView {
                    Text("Club")
                        .navigationBarItems(leading: Button(action: {}, label: { Text("Cancel") }), trailing: nextButton)
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Cancel", "Next"]])
    }

    /// A toolbar item that is `busy ? AnyView(ProgressView()) : AnyView(addButton)`: with the button,
    /// a group of two.
    @Test func aTernaryOfErasedViewsIsEachBranch() throws {
        let (report, _) = try scan(["AddLinkView.swift": """
        import SwiftUI
        struct AddLinkView: View {
            @State var loading = false
            var body: some View {
                Form { Text("Link") }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { dismissButton }
                        ToolbarItem(placement: .navigationBarTrailing) {
                            loading ? AnyView(ProgressView()) : AnyView(addButton)
                        }
                    }
            }
            var dismissButton: some View { Button(action: {}, label: { Text("Close") }) }
            var addButton: some View { Button(action: {}, label: { Text("Add") }) }
        }
        """])
        #expect(report.groups.map(\.titles) == [["Close", "Add"]])
    }

    /// `.accessibilityLabel(showing ? Text("Hide legend") : Text("Show legend"))` on an icon-only
    /// button: each text is its title, a variant each, and the stack is a group.
    @Test func anAccessibilityLabelChoosingBetweenTwoTextsIsEachOne() throws {
        let (report, _) = try scan(["MapControls.swift": """
        import SwiftUI
        struct MapControls: View {
            @State var isShowingLegend = false
            var body: some View {
                HStack {
                    Button(action: { isShowingLegend.toggle() }) {
                        Image(systemName: isShowingLegend ? "map.fill" : "map")
                    }
                    .accessibilityLabel(isShowingLegend ? Text("Hide legend") : Text("Show legend"))
                    Button(action: {}) {
                        Image(systemName: "location")
                    }
                    .accessibilityLabel(Text("Center on me"))
                }
            }
        }
        """])
        #expect(report.skipped.isEmpty)
        #expect(Set(report.groups.map(\.titles)) == [["Hide legend", "Center on me"], ["Show legend", "Center on me"]])
    }
}
