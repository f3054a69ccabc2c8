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
                        let value = try scanner.value()
                        if case .string(let name)? = value["columns"], let columns = SheetColumns(rawValue: name),
                           case .number(let scale)? = value["scale"] {
                            var settings = SheetSettings(columns: columns, scale: scale)
                            if case .object(let pages)? = value["pages"] {
                                settings.pages = Dictionary(pages.compactMap { page in page.value.text.map { (page.key, $0) } },
                                                            uniquingKeysWith: { first, _ in first })
                            }
                            sheets = settings
                        }
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

    /// An entry's text to write again as it stands, when it is laid out as a render writes it
    /// (``EncodedManifestEntry``: indented four spaces in the list, each member on a line of its
    /// own indented six): then a later manifest holding it is byte for byte a fresh render's.
    /// Nil for any other layout: that entry is encoded anew.
    static func keptText(_ object: ArraySlice<UInt8>) -> String? {
        let lines = object.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 2, lines.first?.elementsEqual("{".utf8) == true, lines.last?.elementsEqual("    }".utf8) == true,
              lines.dropFirst().dropLast().allSatisfy({ $0.starts(with: "      ".utf8) && $0.dropFirst(6).first != UInt8(ascii: " ") || $0.starts(with: "        ".utf8) })
        else { return nil }
        return "    " + String(decoding: object, as: UTF8.self)
    }
}
