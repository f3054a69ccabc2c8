import AppIcons
import ButtonSpec

/// The one way a stack's spec is reduced for a digest — an image's (``ImageDigests``) and a run's
/// (``RunRecord``) alike: what reaches its pictures, the contents of the files it draws from, and
/// nothing that differs between machines or processes.
package enum StackDigest {
    /// A stack of a run, by its spec file and its place in it: what a stack's part is kept by.
    package static func key(file: String, stack: StackSpec) -> String {
        file + "\u{0}" + stack.path + "\u{0}" + stack.name
    }

    /// The stack's spec without what reaches an image otherwise or not at all: the titles (their
    /// texts for the locale are added apart), line numbers, the strings files, the
    /// default locales, widths and text sizes (``fields`` says of every property). Files drawn
    /// from go in by content; dictionaries (font axes and tracking, lint levels) in key order:
    /// their own order differs from process to process.
    package static func part(_ stack: StackSpec) -> UInt64 {
        var hasher = DigestHasher()
        hasher.addLook(of: stack)
        for case .image(let path, _, _)? in [stack.theme?.backdrop, stack.darkTheme?.backdrop] {
            hasher.add(ContentIdentity.of(path))
        }
        // The app's icons the buttons use, by their files' contents.
        if let appIcons = stack.appIcons {
            for name in stack.buttons.compactMap(\.icon) {
                switch appIcons.icon(named: name) {
                case .asset(let asset)?: for path in asset.files { hasher.add(ContentIdentity.of(path)) }
                case .font(let font, _, let codepoint)?:
                    hasher.add(ContentIdentity.of(font.fontPath))
                    hasher.add(Int(codepoint))
                case nil: break
                }
            }
        }
        // The app's font: each file by content, with its face, instance and axes, then the
        // tracking table; counts and presence first, so that no two settings feed the same words.
        hasher.add(stack.font == nil ? 0 : 1)
        if let font = stack.font {
            hasher.add(font.bold == nil ? 1 : 2)
            for file in [font.regular] + (font.bold.map { [$0] } ?? []) {
                hasher.add(ContentIdentity.of(file.path))
                hasher.add(file.faceIndex)
                hasher.add(file.instance.map { "1" + $0 } ?? "0")
                hasher.add(file.axes.count)
                for (tag, value) in file.axes.sorted(by: { $0.key < $1.key }) {
                    hasher.add(tag)
                    hasher.add(value)
                }
            }
            hasher.add(font.tracking?.count ?? -1)
            for (size, tracking) in (font.tracking ?? [:]).sorted(by: { $0.key < $1.key }) {
                hasher.add(size)
                hasher.add(tracking)
            }
        }
        for (rule, level) in (stack.lint?.levels ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            hasher.add(rule.rawValue)
            hasher.add(level?.rawValue ?? "off")
        }
        return hasher.value
    }
}
