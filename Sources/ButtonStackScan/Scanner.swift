import ButtonStackFiles

/// `scan`: reads every Swift file under the folders named, learns the app's constants, enums,
/// helpers and SwiftGen accessors, then finds the groups of buttons each file states.
public struct Scanner: Sendable {
    /// SF Symbols names by SFSafeSymbols case.
    public var symbols: SymbolNames
    /// The bounds kept.
    public var limits: ScanLimits

    /// A scanner resolving SFSafeSymbols cases with `symbols`, within `limits`.
    public init(symbols: SymbolNames, limits: ScanLimits = ScanLimits()) {
        self.symbols = symbols
        self.limits = limits
    }

    /// Scans `roots` (folders, or single `.swift` files); files are named relative to their root.
    public func scan(_ roots: [String]) -> ScanReport {
        let deadline = Deadline(seconds: limits.maximumSeconds)
        var report = ScanReport()
        var files: [ParsedFile] = []
        var seen = Set<String>()
        var unread: [String] = []
        for root in roots {
            let tree = SourceTree.walk(root, limits: limits, deadline: deadline)
            report.problems += tree.problems
            report.stringFiles += tree.stringFiles
            report.assetCatalogs += tree.assetCatalogs
            for file in tree.swiftFiles {
                if deadline.passed {
                    unread.append(file.relative)
                    continue
                }
                guard seen.insert(file.path).inserted else { continue }
                let bytes: [UInt8]
                do { bytes = try FileContents.read(file.path, limit: limits.maximumFileSize, plainFileOnly: true) } catch {
                    report.problems.append("\(file.relative): \(error.reason)")
                    continue
                }
                if let problem = BracketRuns.problem(in: bytes) {
                    report.problems.append("\(file.relative): \(problem)")
                    continue
                }
                let parsed = ParsedFile(relative: file.relative, path: file.path, bytes: bytes, maximumNestingLevel: limits.maximumNestingLevel)
                guard !parsed.isDeeper(than: limits.maximumTreeDepth) else {
                    report.problems.append("\(file.relative): nests deeper than \(limits.maximumTreeDepth) levels; not read")
                    continue
                }
                files.append(parsed)
            }
        }
        let index = DeclarationIndex()
        for file in files { index.add(file) }
        index.expandFunctionAliases()
        let resolver = ValueResolver(index: index, symbols: symbols, limits: limits, appStrings: AppStringKeys(files: report.stringFiles, deadline: deadline),
                                     appAssets: AppAssetNames(catalogs: report.assetCatalogs, deadline: deadline))
        let reader = ViewReader(resolver: resolver)
        for file in files {
            if deadline.passed {
                unread.append(file.relative)
                continue
            }
            resolver.budget.reset()
            let sink = GroupSink(file: file)
            SwiftUIGroupFinder(reader: reader, sink: sink).walk(file.tree)
            UIKitGroupFinder(reader: reader, sink: sink).walk(file.tree)
            report.groups += sink.groups
            report.skipped += sink.skipped
            if resolver.budget.isSpent {
                report.problems.append("\(file.relative): more than \(ReadingBudget.valuesPerFile) values to work out; the rest not followed")
            }
        }
        report.problems += resolver.appStrings.problems
        report.problems += resolver.appAssets.problems
        // Time up: one line for every file left, naming the first.
        if let first = unread.first {
            report.problems.append("\(first): the scan ran out of its \(Int(limits.maximumSeconds)) s; it and \(unread.count - 1) more file(s) not searched")
        }
        report.groups.sort { ($0.file, $0.line, $0.variant, $0.container) < ($1.file, $1.line, $1.variant, $1.container) }
        report.skipped.sort { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
        report.stringFiles = Array(Set(report.stringFiles)).sorted()
        return report
    }
}
