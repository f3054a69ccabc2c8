import ButtonStackFiles
import ButtonStrings
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files under a folder that `scan` reads: every `.swift` file outside build products,
/// dependencies and test targets, and the app's string tables. The walk never follows a link to a
/// folder (so no loop), reads a linked file only when the link stays inside the folder, and takes
/// only regular files (a named pipe called `x.swift` is passed over, never opened for reading).
struct SourceTree {
    /// A Swift file to read.
    struct File: Equatable {
        /// The path to open (a link inside the folder already resolved).
        var path: String
        /// The path relative to the folder named, for reports.
        var relative: String
    }

    /// Swift files, sorted by relative path.
    var swiftFiles: [File] = []
    /// String Catalogs, and folders holding `xx.lproj` folders of `.strings`, sorted.
    var stringFiles: [String] = []
    /// Asset catalogs (`.xcassets` folders), sorted: the app's own icons.
    var assetCatalogs: [String] = []
    /// What was passed over, one line each (`path: problem`).
    var problems: [String] = []
    /// Set once the time is up (said once).
    private var ranOut = false

    /// Folders never entered: build products, dependencies, test targets, and the targets of
    /// other platforms (`macOS/`, `Meshtastic TV/`, `App Watch Extension/`): the spec is of the
    /// app's iOS screens, and a Mac window's buttons at an iPhone's width are only cut titles. A
    /// folder named as the path to scan is read whatever its name.
    static func isSkippedFolder(_ name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        let lower = name.lowercased()
        if ["macos", "tvos", "watchos", "visionos", "xros", "watchkit extension", "watch extension"].contains(lower)
            || [" tv", " tvos", " watch", " watchos", " macos", "-macos", "-tvos", "-watchos", " watchkit extension", " watch extension"].contains(where: lower.hasSuffix) {
            return true
        }
        // Xcode names a watch app's extension after its target with ` Extension` added, so a
        // target `openHABWatch` gives `openHABWatch Extension`: the word glued to the app's name.
        // Matched as Xcode writes it (capitals, one space): `Stopwatch Extension` is an iOS one.
        if name.hasSuffix("Watch Extension") || name.hasSuffix("WatchKit Extension") { return true }
        // `Preview Content`: Xcode's development assets, code and strings only previews use.
        if ["Pods", "Carthage", "DerivedData", "build", "node_modules", "fastlane", "Preview Content"].contains(name) { return true }
        // `.xcloc`: a localization export Xcode writes for translators (its catalog holds the
        // source language only); the app ships its own tables, not these.
        return name.contains("Tests") || name.hasSuffix(".xcassets") || name.hasSuffix(".bundle") || name.hasSuffix(".xcloc")
    }

    /// Walks `root` (a folder, a single `.swift` file, or a String Catalog named on its own when
    /// the app's strings lie outside the folders scanned), keeping to `limits`.
    static func walk(_ root: String, limits: ScanLimits, deadline: Deadline) -> SourceTree {
        var tree = SourceTree()
        let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        var info = stat()
        guard lstat(trimmed, &info) == 0 else {
            tree.problems.append("\(root): \(FileSystemError.reason(errno, writing: false))")
            return tree
        }
        if info.st_mode & S_IFMT == S_IFREG {
            if trimmed.hasSuffix(".swift") {
                tree.swiftFiles.append(File(path: trimmed, relative: baseName(trimmed)))
            } else if trimmed.hasSuffix(".xcstrings") {
                tree.stringFiles.append(Folder.absolute(trimmed))
            } else {
                tree.problems.append("\(root): is not a folder, a .swift file or a String Catalog (.xcstrings); not read")
            }
            return tree
        }
        guard let base = Folder.resolved(trimmed), Folder.kind(of: trimmed) == .folder else {
            tree.problems.append("\(root): is not a folder, a .swift file or a String Catalog (.xcstrings)")
            return tree
        }
        // An asset catalog named on its own (`App/Assets.xcassets`): the app's icons, as when it is found inside a folder.
        if trimmed.hasSuffix(".xcassets") {
            tree.assetCatalogs.append(Folder.absolute(trimmed))
            return tree
        }
        // A language's folder named on its own (`App/en.lproj`): the app's strings, the folder
        // holding it read as when it is found inside a folder (every language beside it).
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if name.hasSuffix(".lproj") {
            if StringTables.locale(ofFolder: name) != nil, Self.holdsStrings(trimmed) {
                let parent = trimmed.lastIndex(of: "/").map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
                tree.stringFiles.append(Folder.absolute(parent))
            }
            return tree
        }
        var lprojParents = Set<String>()
        tree.visit(folder: trimmed, relative: "", base: base, depth: 0, limits: limits, deadline: deadline, lprojParents: &lprojParents)
        tree.stringFiles += lprojParents
        tree.swiftFiles.sort { $0.relative < $1.relative }
        tree.stringFiles.sort()
        tree.assetCatalogs.sort()
        return tree
    }

    private mutating func visit(folder: String, relative: String, base: String, depth: Int, limits: ScanLimits,
                                deadline: Deadline, lprojParents: inout Set<String>) {
        guard depth <= limits.maximumFolderDepth else {
            problems.append("\(folder): deeper than \(limits.maximumFolderDepth) folders; not read")
            return
        }
        let names: [String]
        do { names = try Folder.contents(of: folder) } catch {
            problems.append("\(error)")
            return
        }
        for name in names {
            if deadline.passed {
                if !ranOut { problems.append("\(folder): the scan ran out of its \(Int(limits.maximumSeconds)) s; the rest of the folder is not read") }
                ranOut = true
                return
            }
            let path = folder + "/" + name
            let shown = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if name.hasSuffix(".lproj") {
                    // `qqq.lproj` (translators' notes) and other folders of no language do not make a strings folder.
                    if StringTables.locale(ofFolder: name) != nil, Self.holdsStrings(path) { lprojParents.insert(Folder.absolute(folder)) }
                    continue
                }
                if name.hasSuffix(".xcassets") && !relative.contains("Tests") { assetCatalogs.append(Folder.absolute(path)) }
                guard !Self.isSkippedFolder(name) else { continue }
                visit(folder: path, relative: shown, base: base, depth: depth + 1, limits: limits, deadline: deadline, lprojParents: &lprojParents)
            case S_IFLNK:
                guard name.hasSuffix(".swift") else { continue }
                // A linked file is read only when the link stays inside the folder named.
                guard let target = Folder.resolved(path), target.hasPrefix(base + "/") else {
                    problems.append("\(shown): is a symbolic link out of the folder (or to nothing); not read")
                    continue
                }
                guard Folder.kind(of: target) == .file else { continue }
                add(File(path: target, relative: shown), limits: limits)
            case S_IFREG:
                if name.hasSuffix(".swift") {
                    add(File(path: path, relative: shown), limits: limits)
                } else if name.hasSuffix(".xcstrings") && name != "InfoPlist.xcstrings" {
                    // The Info.plist's catalog (the app's name, permission prompts) titles no button.
                    stringFiles.append(Folder.absolute(path))
                }
            default:
                if name.hasSuffix(".swift") { problems.append("\(shown): is not a regular file; not read") }
            }
        }
    }

    private mutating func add(_ file: File, limits: ScanLimits) {
        guard swiftFiles.count < limits.maximumFiles else {
            if swiftFiles.count == limits.maximumFiles { problems.append("\(file.relative): more than \(limits.maximumFiles) Swift files; the rest are not read") }
            return
        }
        swiftFiles.append(file)
    }

    /// True when the `.lproj` folder holds a strings table other than `InfoPlist`.
    private static func holdsStrings(_ folder: String) -> Bool {
        guard let names = try? Folder.contents(of: folder) else { return false }
        return names.contains { ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) && !$0.hasPrefix("InfoPlist.") }
    }

    private static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// A point in time after which a scan stops reading (monotonic clock).
struct Deadline: Sendable {
    private let end: Double

    /// `seconds` from now.
    init(seconds: Double) { end = Self.now() + seconds }

    /// True once the time is up.
    var passed: Bool { Self.now() > end }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
