import SwiftSyntax

/// Views written for Xcode's canvas alone: a `private` (or `fileprivate`) type that its file
/// names only inside `#Preview { … }` or a `PreviewProvider` (`private struct
/// ButtonGalleryPreview: View`, shown by `#Preview { ButtonGalleryPreview() }`). The app never
/// shows them, so their stacks are no group of the app, as the previews' own are not.
enum PreviewOnlyViews {
    /// True when `declaration` is private to its file and every mention of its name elsewhere
    /// in the file is preview code (and there is one).
    static func isPreviewOnly(_ declaration: StructDeclSyntax, in file: ParsedFile) -> Bool {
        let isPrivate = declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        guard isPrivate else { return false }
        let name = declaration.name.text
        var mentioned = false
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard !isInside(token, declaration) else { continue }
            guard token.isInPreview else { return false }
            mentioned = true
        }
        return mentioned
    }

    /// True when `token` is part of `declaration` itself (its name, or a mention in its own body).
    private static func isInside(_ token: TokenSyntax, _ declaration: StructDeclSyntax) -> Bool {
        let range = declaration.position..<declaration.endPosition
        return range.contains(token.position)
    }
}
