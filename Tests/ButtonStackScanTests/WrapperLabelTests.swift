import Foundation
import Testing
@testable import ButtonStackScan

/// Nineteenth round (b): an app's button wrapper whose label the scan cannot read, titled by the
/// accessibility label it applies, and a content struct holding the title (fixtures written for
/// these tests, each naming no app).
@Suite struct WrapperLabelTests {
    /// The inner small view makes the one `Button`; its label is a closure the wrapper passes,
    /// which shows a view the scan cannot read (`custom ?? AnyView(…)`). The wrapper applies
    /// `.accessibilityLabel(title)` to the inner view: each button is titled by it, read in the
    /// wrapper's scope.
    @Test func anAccessibilityLabelOnTheInnerViewTitlesItsButton() throws {
        let (report, _) = try scan(["Wrapper.swift": innerWrapper, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    AppButton(title: "Save") { }
                    AppButton(title: "Discard") { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Save\"", "\"Discard\""]])
    }

    /// The accessibility label the wrapper names is known only at run time (`AppButton(title:
    /// name)`, `name` a property set at run time): the group is skipped for that, not for a label
    /// never named.
    @Test func aRunTimeAccessibilityLabelIsTheReason() throws {
        let (report, _) = try scan(["Wrapper.swift": innerWrapper, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let name: String
            var body: some View {
                VStack {
                    AppButton(title: name) { }
                    AppButton(title: "Save") { }
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.first?.reason.contains("its accessibility label `title`: `name` is") == true)
    }

    /// The wrapper of a content struct the app names in lower case: `content: .init(title: A, image: …)`
    /// (or `buttonContent(title: A)`) sets `let content: buttonContent`, whose `init` assigns
    /// `self.title = title`; `.accessibilityLabel(content.title)` is A, even when another member
    /// (an image made at run time) is not known.
    @Test func aContentStructsTitleIsTheArgumentItsInitStores() throws {
        let (report, _) = try scan(["Wrapper.swift": contentWrapper, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let picture: Image
            var body: some View {
                VStack {
                    kButton(content: .init(title: "Accept", image: .init(image: picture))) { }
                    kButton(content: buttonContent(title: String(localized: "screen.decline"))) { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["\"Accept\"", "screen.decline"]])
    }

    /// A member given several values (`title: kind.title` over an enum's cases, each case's
    /// title a key) makes an instance of each: the button's titles are alternatives, a variant each.
    @Test func aMemberOfSeveralValuesMakesAVariantEach() throws {
        let (report, _) = try scan(["Wrapper.swift": contentWrapper, "Screen.swift": """
        import SwiftUI
        enum Kind {
            case upgrade, removal
            var title: String {
                switch self {
                case .upgrade: return String(localized: "kind.upgrade")
                case .removal: return String(localized: "kind.removal")
                }
            }
        }
        struct Screen: View {
            let kind: Kind
            var body: some View {
                VStack {
                    kButton(content: .init(title: kind.title)) { }
                    kButton(content: .init(title: "Close")) { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["kind.upgrade", "\"Close\""], ["kind.removal", "\"Close\""]])
    }

    /// `config.confirmTitle ?? fallback` where `confirmTitle` is an optional stored property
    /// only an `init` parameter defaulting to `nil` sets, and no call names that label: always
    /// `nil`, so the fallback shows. One call naming the label anywhere leaves it to run time.
    @Test func aPropertyNoCallerSetsShowsTheFallback() throws {
        let sheet = """
        import SwiftUI
        struct Config {
            let confirmTitle: String?
            let action: () -> Void
            init(confirmTitle: String? = nil, action: @escaping () -> Void) {
                self.confirmTitle = confirmTitle
                self.action = action
            }
        }
        struct Sheet: View {
            let config: Config
            var body: some View {
                VStack {
                    kButton(content: .init(title: config.confirmTitle ?? String(localized: "sheet.confirm"))) { config.action() }
                    kButton(content: .init(title: "Close")) { }
                }
            }
        }
        """
        let (unset, _) = try scan(["Wrapper.swift": contentWrapper, "Sheet.swift": sheet])
        #expect(unset.groups.map(\.titles) == [["sheet.confirm", "\"Close\""]])
        let (set, _) = try scan(["Wrapper.swift": contentWrapper, "Sheet.swift": sheet, "Caller.swift": """
        import SwiftUI
        struct Caller: View {
            var body: some View { Sheet(config: Config(confirmTitle: "Go") { }) }
        }
        """])
        #expect(set.groups.allSatisfy { !$0.titles.contains("sheet.confirm") })
    }

    /// `selected?.title ?? "Continue"` over an optional enum of the app (`@State var selected:
    /// Kind?`): each case's title, or the fallback when nothing is selected, a variant each.
    @Test func anOptionalEnumsMemberOrTheFallback() throws {
        let (report, _) = try scan(["Wrapper.swift": contentWrapper, "Screen.swift": """
        import SwiftUI
        enum Kind {
            case upgrade, removal
            var title: String {
                switch self {
                case .upgrade: return String(localized: "kind.upgrade")
                case .removal: return String(localized: "kind.removal")
                }
            }
        }
        struct Screen: View {
            @State var selected: Kind?
            var body: some View {
                VStack {
                    kButton(content: .init(title: selected?.title ?? "Continue")) { }
                    kButton(content: .init(title: "Close")) { }
                }
            }
        }
        """])
        #expect(report.groups.map(\.titles) == [["kind.upgrade", "\"Close\""], ["kind.removal", "\"Close\""], ["\"Continue\"", "\"Close\""]])
    }

    /// An `init` that does not store the argument as it is (`self.title = title.uppercased()`)
    /// gives no member the scan can tell: the group stays skipped.
    @Test func aTitleTheInitChangesIsNotTaken() throws {
        let changed = contentWrapper.replacingOccurrences(of: "self.title = title", with: "self.title = title.uppercased()")
        let (report, _) = try scan(["Wrapper.swift": changed, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            let picture: Image
            var body: some View {
                VStack {
                    kButton(content: .init(title: "Accept", image: .init(image: picture))) { }
                    kButton(content: .init(title: "Decline", image: .init(image: picture))) { }
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
        #expect(report.skipped.count == 1)
        // With the title the only argument, the value wraps that name: its stored `title` is
        // still not the name as given.
        let (single, _) = try scan(["Wrapper.swift": changed, "Screen.swift": """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    kButton(content: .init(title: "Accept")) { }
                    kButton(content: .init(title: "Decline")) { }
                }
            }
        }
        """])
        #expect(single.groups.isEmpty)
    }

    /// A wrapper whose accessibility label reads itself through its own small view, and two
    /// wrappers that show each other, end at the inlining bound, quickly.
    @Test(.timeLimit(.minutes(15))) func aSelfReferentialWrapperEndsQuickly() throws {
        let (report, _) = try scan(["Loop.swift": """
        import SwiftUI
        struct LoopButton: View {
            let content: loopContent
            var body: some View {
                LoopButton(content: .init(title: content.title))
                    .accessibilityLabel(LoopButton(content: content).content.title)
            }
        }
        struct loopContent {
            let title: String
            init(title: String) { self.title = title }
        }
        struct PingButton: View {
            let title: String
            var body: some View {
                PongButton(title: title).accessibilityLabel(title)
            }
        }
        struct PongButton: View {
            let title: String
            var body: some View {
                Button(action: { }) { PingButton(title: title) }
                    .accessibilityLabel(title)
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    LoopButton(content: .init(title: "One"))
                    LoopButton(content: .init(title: "Two"))
                }
                HStack {
                    PingButton(title: "Ping")
                    PongButton(title: "Pong")
                }
            }
        }
        """])
        #expect(report.groups.allSatisfy { group in group.titles.allSatisfy { ["\"One\"", "\"Two\"", "\"Ping\"", "\"Pong\""].contains($0) } })
    }
}

/// A button wrapper holding its title in a content struct named in lower case, its inner view
/// making the `Button` with a label the scan cannot read (`custom ?? AnyView(…)`).
private let contentWrapper = """
import SwiftUI
struct kButton: View {
    private let content: buttonContent
    private let action: () -> Void
    @Environment(\\.customView) private var customView
    init(content: buttonContent, _ action: @escaping () -> Void) {
        self.content = content
        self.action = action
    }
    var body: some View {
        _kButton(action: action) {
            customView ?? AnyView(label)
        }
        .accessibilityLabel(content.title)
    }
    private var label: some View {
        HStack { Text(content.title) }
    }
}
struct buttonContent {
    let title: String
    let image: buttonImage?
    init(title: String, image: buttonImage? = nil) {
        self.title = title
        self.image = image
    }
    struct buttonImage {
        let image: Image
        init(image: Image) { self.image = image }
    }
}
struct _kButton<Content: View>: View {
    var content: () -> Content
    var action: () -> Void
    init(action: @escaping () -> Void, @ViewBuilder content: @escaping () -> Content) {
        self.action = action
        self.content = content
    }
    var body: some View {
        SwiftUI.Button(action: { action() }) {
            content()
        }
    }
}
"""

/// A button wrapper whose inner view makes the `Button`, its label a closure the scan cannot read.
private let innerWrapper = """
import SwiftUI
struct AppButton: View {
    let title: String
    let action: () -> Void
    @Environment(\\.customView) private var customView
    init(title: String, _ action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
    var body: some View {
        _InnerButton(action: action) {
            customView ?? AnyView(Text(title))
        }
        .accessibilityLabel(title)
    }
}
struct _InnerButton<Content: View>: View {
    var content: () -> Content
    var action: () -> Void
    init(action: @escaping () -> Void, @ViewBuilder content: @escaping () -> Content) {
        self.action = action
        self.content = content
    }
    var body: some View {
        SwiftUI.Button(action: { action() }) {
            content()
        }
        .allowsHitTesting(true)
    }
}
"""
