import Foundation
import Testing
@testable import ButtonStackScan

/// An app's own icon vocabulary declared in the scanned code: the icon is read from the
/// declaration, not left out; one declared outside the scanned folders is said to be so.
@Suite struct AppIconVocabularyTests {
    /// mlem's shape (reduced): `struct Icon` wrapping a name through an enum strategy, nested
    /// vocabularies `Icon.lemmy` made with `.init()`, members made by `.init("x")`, static
    /// factories, computed aliases, an asset flagged `source: .custom`, and a closure-made icon.
    @Test func nestedStaticVocabularyOfAnIconStruct() throws {
        let (report, _) = try scan(["Icons/Icon.swift": """
        public struct Icon: Hashable {
            public enum Source { case system, custom }
            public enum Strategy { case fillable(name: String), applySquare(name: String), custom((Bool) -> String) }
            let strategy: Strategy
            let source: Source
            public init(_ strategy: Strategy, source: Source = .system) { self.strategy = strategy; self.source = source }
            public init(_ name: String, source: Source = .system) { self.init(.fillable(name: name), source: source) }
            public static func applySquare(_ name: String) -> Self { self.init(.applySquare(name: name)) }
            public static func custom(_ make: @escaping (Bool) -> String) -> Self { self.init(.custom(make)) }
        }
        enum Icons {
            static let lemmy: String = "l.circle"
        }
        public extension Icon {
            struct LemmyIcons {
                @inlinable public var saved: Icon { addSave }
                public let addSave: Icon = .init("bookmark")
                public let send: Icon = .init("paperplane")
                public let `import`: Icon = .init("square.and.arrow.down")
                public let votes: Icon = .applySquare("arrow.up.arrow.down")
                public let nsfw: Icon = .init("nsfw", source: .custom)
                public let removeVote: Icon = .custom { active in active ? "minus.square.fill" : "minus" }
            }
            static let lemmy: LemmyIcons = .init()
        }
        """, "Views/Toolbar.swift": """
        struct EditorToolbar: View {
            let editing: Bool
            var body: some View {
                HStack {
                    Button("toolbar.send", icon: editing ? .lemmy.addSave : .lemmy.send) {}
                    Button("toolbar.votes", icon: .lemmy.votes) {}
                }
            }
        }
        struct Sheet: View {
            var body: some View { NavigationStack { Form { Section { EditorToolbar(editing: true) } } } }
        }
        """, "Views/Editor.swift": """
        struct Editor: View {
            var body: some View {
                HStack {
                    Button("editor.send", icon: .lemmy.send) {}
                    Button("editor.saved", icon: Icon.lemmy.saved) {}
                    Button {} label: { Label("editor.votes", icon: .lemmy.votes) }
                    Button {} label: { HStack { Image(icon: .lemmy.nsfw); Text("editor.nsfw") } }
                    Button("editor.vote", icon: .lemmy.removeVote) {}
                    Button("editor.import", icon: .lemmy.import) {}
                }
            }
        }
        """])
        let toolbar = report.groups.filter { $0.file.hasSuffix("Toolbar.swift") }
        #expect(toolbar.map(\.icons) == [["bookmark", "arrow.up.arrow.down"], ["paperplane", "arrow.up.arrow.down"]])
        let group = try #require(report.groups.first { $0.file.hasSuffix("Editor.swift") })
        #expect(group.titles == ["editor.send", "editor.saved", "editor.votes", "editor.nsfw", "editor.vote", "editor.import"])
        #expect(group.icons == ["paperplane", "bookmark", "arrow.up.arrow.down", "asset:nsfw", nil, "square.and.arrow.down"])
        // The closure-made icon is not guessed, and says why.
        #expect(group.buttons[4].unnamedIcon == "icon: .lemmy.removeVote")
        #expect(group.buttons[4].unnamedIconReason?.contains("closure") == true)
    }

    /// The common shapes: an enum of `static let` names, a struct wrapping `name:` with static
    /// members of its own type (read as `.send` where the icon is expected, and `Icon.send.name`),
    /// a computed member showing the name, and an enum with `String` raw values.
    @Test func staticNamesWrappersAndRawValueEnums() throws {
        let (report, _) = try scan(["Icons.swift": """
        enum Icons {
            static let send: String = "paperplane"
            static let trash = Image(systemName: "trash")
        }
        struct AppIcon {
            let name: String
            var image: Image { Image(systemName: name) }
            static let share = AppIcon(name: "square.and.arrow.up")
            static let star = AppIcon("star")
            init(name: String) { self.name = name }
            init(_ name: String) { self.name = name }
        }
        enum Glyph: String {
            case reply = "arrowshape.turn.up.left"
            case gear
        }
        """, "Views.swift": """
        struct Toolbar: View {
            var body: some View {
                VStack {
                    Button("a", systemImage: Icons.send) {}
                    Button {} label: { Label { Text("b") } icon: { Icons.trash } }
                    Button("c", icon: .share) {}
                    Button {} label: { Label("d", systemImage: AppIcon.star.name) }
                    Button {} label: { Label { Text("e") } icon: { AppIcon.share.image } }
                    Button("f", icon: .reply) {}
                    Button("g", icon: Glyph.gear) {}
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(group.titles == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(group.icons == ["paperplane", "trash", "square.and.arrow.up", "star", "square.and.arrow.up", "arrowshape.turn.up.left", "gear"])
    }

    /// An icon type the scanned folders do not declare (a package outside them) is not guessed:
    /// the button has no icon and the note says the icon is not in the scanned code.
    @Test func anIconFromOutsideTheScannedCodeIsSaidToBe() throws {
        let (report, _) = try scan(["Editor.swift": """
        struct Editor: View {
            var body: some View {
                HStack {
                    Button("editor.send", icon: .lemmy.send) {}
                    Button("editor.close", icon: Icon.close) {}
                    Button {} label: { Label("editor.add", icon: \\.plus) }
                    Button {} label: { Label { Text("editor.edit") } icon: { CompoundIcon(\\.edit) } }
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.icons == [nil, nil, nil, nil])
        #expect(group.buttons.allSatisfy { $0.unnamedIconReason?.contains("not declared in the scanned code") == true })
        let notes = SpecWriter(specPath: "/tmp/spec.yaml", tables: nil).text(for: report, existing: nil).notes
        #expect(notes.count == 4 && notes.allSatisfy { $0.contains("not declared in the scanned code") })
    }

    /// A vocabulary that names itself in a loop (`static let a = b`, `static let b = a`) ends as
    /// unknown within the inlining bound.
    @Test func aVocabularyNamingItselfInALoopEnds() throws {
        let (report, _) = try scan(["Loop.swift": """
        struct Icon {
            static let a: Icon = .b
            static let b: Icon = .a
            static let c: Icon = Icon.c
        }
        struct V: View {
            var body: some View {
                HStack {
                    Button("x", icon: .a) {}
                    Button("y", icon: Icon.c) {}
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.icons == [nil, nil])
        #expect(group.buttons.allSatisfy { $0.unnamedIcon != nil })
    }

    /// A system type the app only extends (`extension UIImage`) is no icon type of the app:
    /// `UIImage(systemName:)` stays an SF Symbol (Aidoku's context menus).
    @Test func aSystemTypeTheAppExtendsIsNotAnIconWrapper() throws {
        let (report, _) = try scan(["Menu.swift": """
        extension UIImage {
            static func tinted(_ name: String) -> UIImage { UIImage(named: name)! }
        }
        final class Library: UIViewController {
            func menu() -> UIMenu {
                UIMenu(title: "", children: [
                    UIAction(title: NSLocalizedString("READ", comment: ""), image: UIImage(systemName: "checkmark.circle")) { _ in },
                    UIAction(title: NSLocalizedString("UNREAD", comment: ""), image: UIImage(systemName: "minus.circle")) { _ in },
                ])
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(report.skipped.isEmpty)
        #expect(group.icons == ["checkmark.circle", "minus.circle"])
    }

    /// An app's asset type behind its own image initializers: `Image(asset: .tag)` delegating to
    /// `self.init(uiImage: UIImage(asset: asset))`, which delegates to a failable
    /// `self.init(named: asset.name, in: .module, with: nil)!`, names the asset its constant
    /// holds (`static let tag = ImageAsset("tags-outline")`), not an SF Symbol of the case's name.
    @Test func anAssetTypeBehindTheAppsImageInitializers() throws {
        let (report, _) = try scan([
            "ImageAsset.swift": """
            public struct ImageAsset: Sendable {
                let name: String
                init(_ name: String) { self.name = name }
            }
            extension ImageAsset {
                public static let tag = ImageAsset("tags-outline")
                public static let delete = ImageAsset("delete")
            }
            public extension SwiftUI.Image {
                init(asset: ImageAsset) { self.init(uiImage: UIImage(asset: asset)) }
            }
            public extension UIImage {
                convenience init(asset: ImageAsset) { self.init(named: asset.name, in: .module, with: nil)! }
            }
            """,
            "Overflow.swift": """
            struct Overflow: View {
                var body: some View {
                    Menu {
                        Button(action: {}) { Label { Text("Tags") } icon: { Image(asset: .tag) } }
                        Button(action: {}) { Label { Text("Delete") } icon: { Image(asset: .delete) } }
                    } label: { Text("More") }
                }
            }
            """,
        ])
        #expect(report.groups.map(\.icons) == [["asset:tags-outline", "asset:delete"]])
    }
}
