import ButtonStackBase

/// A manifest's bytes read as JSON (a real JSON reading, whatever the file's layout): its format
/// version and where each entry of its `files` list lies, so that the entries can be decoded
/// apart, on every thread, each keeping its text.
struct ManifestParts {
    /// The `version` member.
    var version: Int?
    /// The `sheets` member, when it is one.
    var sheets: SheetSettings?
    /// Each entry of `files`, as the byte range of its object.
    var files: [Range<Int>] = []

    /// The parts of `bytes`, or nil when they are not a JSON object (or its `files` not a list).
    init?(_ bytes: [UInt8]) {
        var version: Int?, files: [Range<Int>] = [], sheets: SheetSettings?
        let read: Bool = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            do throws(JSONSyntaxError) {
                try scanner.members { key, scanner throws(JSONSyntaxError) in
                    switch key {
                    case "version":
                        if case .number(let number) = try scanner.value(), let whole = Int(exactly: number) { version = whole }
                    case "sheets":
                        sheets = try Self.sheets(&scanner)
                    case "files":
                        try scanner.expect(UInt8(ascii: "["))
                        if scanner.take(UInt8(ascii: "]")) { return }
                        repeat {
                            scanner.skipSpace()
                            let start = scanner.index
                            try scanner.skipValue()
                            files.append(start..<scanner.index)
                        } while scanner.take(UInt8(ascii: ","))
                        try scanner.expect(UInt8(ascii: "]"))
                    default:
                        try scanner.skipValue()
                    }
                }
                scanner.skipSpace()
                return scanner.atEnd
            } catch {
                return false
            }
        }
        guard read else { return nil }
        self.version = version
        self.files = files
        self.sheets = sheets
    }

    /// The `sheets` member when it is an object with `columns`, `scale` and (string) `pages`;
    /// anything else in it is skipped unread, never built (a planted manifest may be 256 MB).
    private static func sheets(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> SheetSettings? {
        scanner.skipSpace()
        guard !scanner.atEnd, scanner.bytes[scanner.index] == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return nil
        }
        var columns: SheetColumns?, scale: Double?, pages: [String: String]?
        try scanner.members { key, scanner throws(JSONSyntaxError) in
            scanner.skipSpace()
            let next = scanner.atEnd ? 0 : scanner.bytes[scanner.index]
            switch key {
            case "columns" where next == UInt8(ascii: "\""):
                columns = SheetColumns(rawValue: try scanner.string())
            case "scale" where next != UInt8(ascii: "{") && next != UInt8(ascii: "["):
                if case .number(let number) = try scanner.value() { scale = number }
            case "pages" where next == UInt8(ascii: "{"):
                var found: [String: String] = [:]
                try scanner.members { page, scanner throws(JSONSyntaxError) in
                    scanner.skipSpace()
                    if !scanner.atEnd, scanner.bytes[scanner.index] == UInt8(ascii: "\"") {
                        found[page] = try scanner.string()
                    } else {
                        try scanner.skipValue()
                    }
                }
                pages = found
            default:
                try scanner.skipValue()
            }
        }
        guard let columns, let scale else { return nil }
        var settings = SheetSettings(columns: columns, scale: scale)
        settings.pages = pages
        return settings
    }

    /// An entry's text to write again as it stands, when it is laid out as a render writes it
    /// (``EncodedManifestEntry``: indented four spaces in the list, each member on a line of its
    /// own indented six, an empty list's empty line): then a later manifest holding it is byte for byte a fresh render's.
    /// Nil for any other layout: that entry is encoded anew.
    static func keptText(_ object: ArraySlice<UInt8>) -> String? {
        let lines = object.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.first?.elementsEqual("{".utf8) == true, lines.last?.elementsEqual("    }".utf8) == true,
              lines.dropFirst().dropLast().allSatisfy({ line in
                  // The encoder writes an empty list as `[`, an empty line, `]`.
                  line.isEmpty || line.starts(with: "      ".utf8) && line.dropFirst(6).first != UInt8(ascii: " ") || line.starts(with: "        ".utf8)
              })
        else { return nil }
        return "    " + String(decoding: object, as: UTF8.self)
    }
}
