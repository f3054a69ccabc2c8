import SwiftSyntax

/// Views written for Xcode's canvas alone: a `private` (or `fileprivate`) struct that its file
/// names only inside `#Preview { … }`, a `PreviewProvider`, or another such view (`private struct
/// ButtonGalleryPreview: View`, shown by `#Preview { ButtonGalleryPreview() }`). The app never
/// shows them, so their stacks are no group of the app, as the previews' own are not.
///
/// Worked out once a file, in one walk of its tokens: a file of thousands of private structs
/// costs one walk, not one a struct.
final class PreviewOnlyViews {
    /// The names of the file's private structs that only preview code shows.
    private(set) var names: Set<String> = []

    /// How many views deep a preview-only view is followed (a view only another preview-only
    /// view shows, and so on).
    static let maximumRounds = 8

    init(_ tree: SourceFileSyntax) {
        let declarations = PrivateStructs(viewMode: .sourceAccurate)
        declarations.walk(tree)
        guard !declarations.names.isEmpty else { return }
        // Where each private struct is named outside its own declaration: in preview code, or in
        // which private struct (nil: elsewhere).
        var mentions: [String: [(inPreview: Bool, within: String?)]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, declarations.names.contains(text) else { continue }
            let within = Self.enclosingPrivateStruct(of: token)
            guard within != text else { continue }
            mentions[text, default: []].append((token.isInPreview, within))
        }
        // Named only in previews, or only in views already found to be preview-only.
        var found = Set<String>()
        for _ in 0..<Self.maximumRounds {
            let more = mentions.filter { name, places in
                !found.contains(name) && places.allSatisfy { $0.inPreview || $0.within.map(found.contains) == true }
            }.keys
            if more.isEmpty { break }
            found.formUnion(more)
        }
        names = found
    }

    /// True when `declaration` is one of the file's preview-only views.
    func contains(_ declaration: StructDeclSyntax) -> Bool {
        names.contains(declaration.name.text)
    }

    /// The private struct `token` lies in, the innermost; nil when none.
    private static func enclosingPrivateStruct(of token: TokenSyntax) -> String? {
        var current = token.parent
        while let node = current {
            if let declaration = node.as(StructDeclSyntax.self), PrivateStructs.isPrivate(declaration) { return declaration.name.text }
            current = node.parent
        }
        return nil
    }
}

/// The names of a file's private and fileprivate structs.
final class PrivateStructs: SyntaxVisitor {
    var names: Set<String> = []

    /// True for a `private` or `fileprivate` struct.
    static func isPrivate(_ declaration: StructDeclSyntax) -> Bool {
        declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPrivate(node) { names.insert(node.name.text) }
        return .visitChildren
    }
}
