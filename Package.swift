// swift-tools-version: 6.2
import PackageDescription

// Data flows one way, and the targets below are listed in that order:
// spec → typesetter (shape, measure) → layout resolver (mode, frames) → laid-out stack
// → renderer (draw list) → rasterizer (pixels) → PNG files → snapshot comparison.
//
// Only `Typesetter` and `Rasterizer` import the C text and glyph libraries, `PNGFiles` libpng,
// `AssetRasterizer` the SVG and PDF ones (librsvg, poppler), and `ButtonSpec` the YAML parser (libyaml, used directly so
// the command needs no Foundation); `ButtonLayout` and `AppIcons` are pure Swift. Every module declares each module it imports.

/// A system C library behind a thin module map, found through pkg-config and installed from
/// Debian (apt) or Homebrew (macOS).
func systemLibrary(_ name: String, pkgConfig: String, apt: String, brew: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt]), .brew([brew])])
}

let package = Package(
    name: "DynamicButtonStackLinux",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "button-stack", targets: ["ButtonStackCLI"]),
        .executable(name: "button-stack-scan", targets: ["ButtonStackScanCLI"]),
        .executable(name: "button-stack-bench", targets: ["ButtonStackBenchmarks"]),
        .executable(name: "button-stack-fuzz", targets: ["ButtonStackFuzz"]),
        .library(name: "ButtonLayout", targets: ["ButtonLayout"]),
        .library(name: "Typesetter", targets: ["Typesetter"]),
        .library(name: "ButtonSpec", targets: ["ButtonSpec"]),
        .library(name: "ButtonStackKit", targets: ["ButtonStackKit"]),
        .library(name: "ButtonStackTesting", targets: ["ButtonStackTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // Only its SnapshotTesting target is built (no swift-syntax), for the `.buttonStack` strategy.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Apple's Swift parser, for `scan` alone (the module ButtonStackScan): rendering never carries it.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev", brew: "freetype"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev", brew: "harfbuzz"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev", brew: "libpng"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev", brew: "fribidi"),
        // ICU's headers only: the library is opened when a break iterator is first asked for (CICUBreaks).
        .systemLibrary(name: "CICU", providers: [.apt(["libicu-dev"])]),
        // ICU's break iterators in C: Swift never sees ICU's headers, which clash with the copy in
        // Swift's Foundation (`_FoundationICU`) in any module that imports both.
        .target(name: "CICUBreaks", dependencies: ["CICU"]),
        systemLibrary("CYAML", pkgConfig: "yaml-0.1", apt: "libyaml-dev", brew: "libyaml"),
        // The C library's allocator settings (glibc's mallopt), which nothing else reaches from Swift.
        .systemLibrary(name: "CMalloc"),
        // Open files passed over a local socket, and the user at its other end (for `serve`).
        .systemLibrary(name: "CSocket"),

        // The vocabulary every stage may speak: layout direction, font axes, language tags and
        // pseudo-locales, line-break strategy, OS versions, numbers in text, "did you mean". Pure
        // values: no files, no threads, no C, so the resolver above it reaches none.
        .target(name: "ButtonStackBase"),
        // Files as a run uses them: atomic files, folders that never follow a link, writing and
        // removing only inside a folder, file errors in words, font files read once.
        .target(name: "ButtonStackFiles", dependencies: ["ButtonStackConcurrency"]),
        // Concurrency: locks, parallel work on every thread, SIGINT/SIGTERM as a flag, recent values kept.
        .target(name: "ButtonStackConcurrency", dependencies: ["CMalloc"]),
        // The warm render service's process plumbing, beside the commands that use it: the local
        // socket and its protocol (`serve`), glibc's allocator settings.
        .target(name: "ButtonStackService", dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "CMalloc", "CSocket"]),

        // librsvg (SVG) and poppler-glib (PDF), drawn with cairo, opened with dlopen when an asset is
        // first drawn (never linked: no start pays for them): only `AssetRasterizer` imports it.
        .target(name: "CAssetLibraries"),
        // An app's strings: String Catalogs, .strings and .stringsdict tables, formats, CLDR plural rules.
        .target(name: "ButtonStrings", dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles"]),
        // The app's own icons: asset catalogs (Contents.json), symbol templates, icon fonts' names
        // files. Pure Swift: files are read and described, never drawn.
        .target(name: "AppIcons", dependencies: ["ButtonStackBase", "ButtonStackFiles", "ButtonStrings"]),
        // spec (+ strings) → … : spec files (YAML or JSON, parsed by libyaml) → stacks of buttons.
        .target(name: "ButtonSpec", dependencies: ["ButtonStackBase", "ButtonStackFiles", "ButtonStrings", "AppIcons", "CYAML"]),
        // … → typesetter: bidi, script runs, font fallback, HarfBuzz, line breaking, exact metrics.
        .target(name: "Typesetter", dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "CFreeType", "CHarfBuzz", "CFriBidi", "CICUBreaks"]),
        // … → layout resolver: the four modes. Pure Swift: it asks a measuring protocol for sizes.
        .target(name: "ButtonLayout", dependencies: ["ButtonStackBase"]),
        // spec + typesetter + resolver → one laid-out stack per combination (`LaidOutStack`).
        .target(name: "StackEngine", dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "ButtonSpec", "ButtonStrings", "AppIcons", "Typesetter", "ButtonLayout"]),
        // What a laid-out stack breaks of the button guidelines.
        .target(name: "ButtonStackLint", dependencies: ["ButtonStackBase", "ButtonStackFiles", "StackEngine", "ButtonSpec", "ButtonLayout", "AppIcons"]),
        // … → rasterizer: canvas, anti-aliased paths and glyphs, pixels. No file formats.
        .target(name: "Rasterizer", dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "CFreeType"]),
        // … → PNG files: pixels in and out of PNG (our DEFLATE writes, libpng reads).
        .target(name: "PNGFiles", dependencies: ["ButtonStackBase", "ButtonStackFiles", "Rasterizer", "CPNG"]),
        // … → an app's asset files drawn into canvases (PDF, SVG, PNG), bounded as untrusted input.
        .target(name: "AssetRasterizer", dependencies: ["ButtonStackConcurrency", "AppIcons", "Rasterizer", "PNGFiles", "CAssetLibraries"]),
        // … → renderer: laid-out stack + theme → draw list (themes, glass, icons in the title's
        // weight; icon sheets). No lint, no output folder.
        .target(
            name: "ButtonStackRenderer",
            dependencies: ["ButtonStackBase", "StackEngine", "ButtonSpec", "ButtonLayout", "Typesetter", "Rasterizer", "AppIcons", "AssetRasterizer"]
        ),
        // The output folder of a run: render's step, workers, digests, the manifest, incremental
        // runs, contact sheets, the gallery, shard merge.
        .target(
            name: "ButtonStackOutput",
            dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "StackEngine", "ButtonStackLint", "ButtonStackRenderer", "ButtonSpec", "ButtonLayout", "Typesetter", "Rasterizer", "PNGFiles", "AppIcons", "AssetRasterizer"]
        ),
        // … → snapshot comparison: diffing, verifying and recording references, reports.
        .target(
            name: "ButtonStackSnapshots",
            dependencies: ["ButtonStackLint", "ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "ButtonStackOutput", "ButtonStackRenderer", "StackEngine", "ButtonSpec", "ButtonLayout", "Rasterizer", "PNGFiles"]
        ),
        // The orchestration the commands call: lint runs and the reports of measure, layout, strings and icons.
        .target(
            name: "ButtonStackKit",
            dependencies: ["ButtonStackBase", "StackEngine", "ButtonStackLint", "ButtonStackOutput", "ButtonStackRenderer", "ButtonStackSnapshots",
                           "ButtonSpec", "ButtonStrings", "ButtonLayout", "Typesetter", "Rasterizer", "AppIcons"]
        ),
        // Snapshot assertions for Swift Testing and XCTest, and a swift-snapshot-testing strategy.
        .target(
            name: "ButtonStackTesting",
            dependencies: ["StackEngine", "ButtonStackOutput", "ButtonStackRenderer", "ButtonStackSnapshots", "ButtonStackBase", "ButtonStackKit", "ButtonSpec", "ButtonLayout", "Rasterizer", "PNGFiles",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // An app's Swift sources → its groups of buttons → a spec (`scan`): the only module that
        // reads Swift code, on swift-syntax.
        .target(
            name: "ButtonStackScan",
            dependencies: ["ButtonStackFiles", "ButtonSpec", "ButtonStrings", "AppIcons",
                           .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // What every executable's command line shares: one line and exit 2 for any failure.
        .target(name: "ButtonStackCommandLine", dependencies: ["ButtonStackConcurrency", "ButtonStackFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // `button-stack-scan`, which `button-stack scan` runs: swift-syntax in its own executable.
        .executableTarget(
            name: "ButtonStackScanCLI",
            dependencies: ["ButtonStackScan", "ButtonStackCommandLine", "ButtonSpec", "ButtonStackFiles", "ButtonStrings", "Typesetter", "AppIcons",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "ButtonStackCLI",
            dependencies: ["ButtonStackLint", "StackEngine", "ButtonStackOutput", "ButtonStackRenderer", "ButtonStackSnapshots", "ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "ButtonStackService", "ButtonStackKit", "ButtonSpec", "ButtonStrings", "ButtonLayout", "Typesetter", "Rasterizer", "PNGFiles", "AppIcons", "ButtonStackCommandLine",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "ButtonStackBenchmarks",
            dependencies: ["StackEngine", "ButtonStackOutput", "ButtonStackRenderer", "ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "ButtonStackService", "ButtonStackKit", "ButtonSpec", "ButtonStrings", "ButtonLayout", "Typesetter", "Rasterizer", "PNGFiles"]
        ),
        // libFuzzer target for the spec reader and the typesetter (README, "Fuzzing"); in a plain
        // build it replays the inputs it is given.
        .executableTarget(name: "ButtonStackFuzz", dependencies: ["ButtonStackBase", "ButtonSpec", "ButtonStrings", "Typesetter"]),

        .testTarget(
            name: "TypesetterTests",
            // ICU itself too: the dictionary tests take their expected word boundaries from it, and
            // FreeType, the reference the typesetter's own reading of font tables is checked against.
            dependencies: ["ButtonStackBase", "Typesetter", "CICUBreaks", "CFreeType", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ButtonLayoutTests",
            dependencies: ["ButtonStackBase", "ButtonLayout", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "ButtonSpecTests",
            dependencies: ["ButtonSpec", "ButtonStackBase", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ButtonStackFilesTests", dependencies: ["ButtonStackFiles", "ButtonStackConcurrency"]),
        .testTarget(name: "ButtonStackConcurrencyTests", dependencies: ["ButtonStackConcurrency"]),
        .testTarget(
            name: "ButtonStackBaseTests",
            dependencies: ["ButtonStackBase", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "ButtonStringsTests", dependencies: ["ButtonStackBase", "ButtonStrings"]),
        .testTarget(name: "AppIconsTests", dependencies: ["AppIcons", "AssetRasterizer", "Rasterizer", "PNGFiles"]),
        .testTarget(name: "RasterizerTests", dependencies: ["ButtonStackBase", "ButtonStackConcurrency", "Rasterizer"]),
        .testTarget(name: "PNGFilesTests", dependencies: ["ButtonStackBase", "ButtonStackFiles", "Rasterizer", "PNGFiles"]),
        .testTarget(
            name: "ButtonStackKitTests",
            dependencies: ["StackEngine", "ButtonStackOutput", "ButtonStackRenderer", "ButtonStackLint", "ButtonStackSnapshots", "ButtonStackBase", "ButtonStackConcurrency", "ButtonStackFiles", "ButtonStackKit", "ButtonLayout", "ButtonSpec", "Rasterizer", "PNGFiles", "Typesetter", "AppIcons", "AssetRasterizer"]
        ),
        .testTarget(name: "ButtonStackScanTests", dependencies: ["ButtonStackScan", "ButtonStackFiles", "ButtonSpec",
                                                                .product(name: "SwiftSyntax", package: "swift-syntax")]),
        // With the executable itself, for what is checked inside it (the plain reading of `render`'s command line).
        .testTarget(name: "ButtonStackCLITests", dependencies: ["ButtonStackBase", "ButtonStackService", "ButtonStackCLI",
                                                               .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "ButtonStackTestingTests",
            dependencies: ["ButtonStackBase", "StackEngine", "ButtonStackSnapshots", "ButtonStackTesting", "ButtonStackKit", "ButtonLayout", "Rasterizer", "PNGFiles",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// A concrete generic type's metadata (a `Dictionary` of a key of ours, a `Set`, an `Option<…>`) is
// made by a direct call rather than looked up at run time by its mangled name: such a look-up
// checks the type's generic requirements by scanning every protocol conformance record of the
// binary, about 200,000 instructions each in a static build, and a one-image process made some
// thirty of them before drawing anything (docs/benchmarks.md, "Metadata by mangled name").
// Allowed in a package others depend on from tools version 6.2 (so building it, or depending on
// it, takes Swift 6.2 or newer). The two C targets compile no Swift.
let cTargets: Set = ["CICUBreaks", "CAssetLibraries"]
for target in package.targets where (target.type == .regular || target.type == .executable) && !cTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    ]
}
