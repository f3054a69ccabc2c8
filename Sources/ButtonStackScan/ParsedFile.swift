import SwiftParser
import SwiftSyntax

/// One Swift file read and parsed, with what turns positions into lines.
final class ParsedFile {
    /// The path relative to the folder named, for reports.
    let relative: String
    /// The path as walked (the root named, then `relative`): which folder, of several named, holds it.
    let path: String
    /// The syntax tree.
    let tree: SourceFileSyntax
    private lazy var converter = SourceLocationConverter(fileName: relative, tree: tree)
    /// The private views only its previews show, worked out once.
    private(set) lazy var previewOnlyViews = PreviewOnlyViews(tree)

    /// Parses `bytes` (bytes that are not UTF-8 become U+FFFD first), following brackets at most
    /// `maximumNestingLevel` deep.
    init(relative: String, path: String, bytes: [UInt8], maximumNestingLevel: Int) {
        self.relative = relative
        self.path = path
        let valid = Array(String(decoding: bytes, as: UTF8.self).utf8)
        tree = valid.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }

    /// True when the tree is deeper than `limit` nodes anywhere. Brackets are bounded by the
    /// parser, but a chain (`x.a.a.a…`, `f()()()…`, a thousand modifiers) nests without them, and
    /// the visitors that walk the tree recurse: such a file is not read. Measured with an explicit
    /// stack, so the measuring itself never recurses.
    func isDeeper(than limit: Int) -> Bool {
        var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return true }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return false
    }

    /// The line `node` starts on (its first token, not its leading comments), from 1.
    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    /// The line `node` ends on.
    func endLine(of node: some SyntaxProtocol) -> Int {
        node.endLocation(converter: converter).line
    }
}

extension SyntaxProtocol {
    /// The name of the nearest enclosing type declaration or extension (`SettingsView`), or nil at top level.
    var enclosingTypeName: String? {
        var current = parent
        while let node = current {
            if let name = node.typeDeclarationName { return name }
            current = node.parent
        }
        return nil
    }

    /// True when the node is inside `#Preview { … }` or a `PreviewProvider` type: code that only
    /// Xcode's canvas shows.
    var isInPreview: Bool {
        var current = parent
        while let node = current {
            if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = node.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let clause = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause,
               clause.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("PreviewProvider") }) { return true }
            current = node.parent
        }
        return false
    }
}

extension Syntax {
    /// The declared name when this node declares a type or extends one.
    var typeDeclarationName: String? {
        if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ExtensionDeclSyntax.self) {
            return decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        return nil
    }
}
