import ButtonStackBase
import StackEngine
import ButtonLayout
import ButtonSpec
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which images the committed snapshots hold for a spec: every stack @2x in light appearance,
/// in en, de, ar and zh-Hans (in an app's spec, one with `strings:`, the locales `render` plans:
/// the app's), at large, extraExtraExtraLarge and
/// accessibilityExtraExtraExtraLarge, 320 and 390 pt wide, in its natural mode; plus the four
/// forced modes and the dark appearance of each locale at large and 390 pt. Locales, sizes and
/// widths a stack names in its spec are added.
public enum SnapshotPlan {
    /// Locales every stack is snapshotted in.
    public static let locales = ["en", "de", "ar", "zh-Hans"]
    /// Text sizes every stack is snapshotted at.
    public static let textSizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
    /// Widths every stack is snapshotted at.
    public static let widths: [Double] = [320, 390]

    /// The snapshots of `specs`, in a stable order; `locales` (with `all` for each stack's every
    /// locale) replaces the locales of the plan when given, and `stack` keeps only the stacks of
    /// that name.
    /// - Throws: a one-line error when `stack` names no stack of any spec.
    public static func entries(for specs: [Spec], locales only: [String]? = nil, stack name: String? = nil, shard: Shard? = nil) throws -> [PlannedImage] {
        if let name { try specs.requireStack(named: name) }
        var entries: [PlannedImage] = []
        var folders: [String: String] = [:]
        for spec in specs {
            let folder = FileNames.snapshotFolder(spec: spec.file)
            if let other = folders[folder], other != spec.file {
                throw SpecError(file: spec.file, path: "", problem: "shares its snapshot folder '\(folder)' with \(other); rename one")
            }
            folders[folder] = spec.file
            for stack in spec.stacks where name == nil || stack.name == name {
                // A stack of an app's spec (`strings:`) is recorded in the locales the app has for
                // its titles (or its titles written in the spec give), as `render` plans it, never
                // in another (whose picture would show the source language's text).
                let planned = stack.strings != nil ? union(stack.locales ?? [], ["all"]) : union(locales, stack.locales ?? [])
                let locales = RenderPlan.locales(only ?? planned, of: stack)
                let sizes = union(textSizes, stack.textSizes ?? [])
                let widths = union(widths, stack.widths ?? [])
                var options = RenderOptions()
                options.stackName = stack.name
                options.locales = locales
                options.textSizes = sizes
                options.widths = widths
                var jobs = try RenderPlan.images(specs: [spec], options: options)
                options.textSizes = [.large]
                options.widths = [390]
                options.modes = .forced(StackMode.allCases)
                jobs += try RenderPlan.images(specs: [spec], options: options)
                options.modes = .natural
                options.appearances = [.dark]
                jobs += try RenderPlan.images(specs: [spec], options: options)
                entries += jobs
            }
        }
        guard let shard else { return entries }
        // The same key a render shards by: its spec's snapshot folder and the image's file name.
        return entries.filter { shard.contains($0.shardKey) }
    }

    static func union<T: Equatable>(_ first: [T], _ second: [T]) -> [T] {
        first + second.filter { !first.contains($0) }
    }
}
